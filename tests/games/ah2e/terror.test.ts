import { describe, expect, it } from 'vitest'
import { createAh2e } from '@/games/ah2e/rules'
import { ah2eData, draw, given, inv, only, placeOf, play, refused, when } from './harness'

/**
 * Terror track (rulebook «Tor paniki», «Margie, pakuj walizki!», «Mam dość. Przenoszę sklep do
 * Bostonu.», «Spójrz na te wszystkie potwory.», summary «PODSUMOWANIE POZIOMÓW PANIKI»;
 * Innsmouth «Przekroczenie 10 na Torze Paniki»).
 */
const raise = (amount: number) => ({ type: 'RaiseTerror', data: { amount } }) as const

describe('TERR allies «Margie, pakuj walizki!»', () => {
  it.each([1, 2, 5, 9])('TERR-01 «Tor paniki»: terror +%i boxes one ally per point', (n) => {
    const g = given()
    const w = when(g, raise(n))
    expect(w.state.terror).toBe(n)
    expect(only(w.events, 'AllyBoxed')).toHaveLength(n)
    expect(w.state.alliesBoxed).toEqual(g.state.allyDeck.slice(0, n))
    expect(w.state.allyDeck).toHaveLength(11 - n)
  })

  it('TERR-02 «Tor paniki»: once every ally is boxed or taken, terror still rises but nothing more is boxed', () => {
    const g = given()
    g.with(...g.state.allyDeck.map((allyId) => ({ type: 'AllyTaken', data: { allyId, investigatorId: 'inv-1' } }) as const))
    const w = when(g, raise(2))
    expect(w.state.terror).toBe(2)
    expect(only(w.events, 'AllyBoxed')).toHaveLength(0)
  })
})

describe('TERR shops «Mam dość. Przenoszę sklep do Bostonu.»', () => {
  it.each([
    [3, 'general-store', 'rivertown-streets', 'cultist'],
    [6, 'curiositie-shoppe', 'northside-streets', 'zombie'],
    [9, 'ye-olde-magick-shoppe', 'uptown-streets', 'maniac'],
  ])('TERR-03 «Tor paniki» terror %i closes %s; investigators and monsters inside move to %s', (level, shop, street, kind) => {
    const uids: string[] = []
    const g = given().terror(level - 1).investigator(2, shop).monster(kind, shop, uids)
    const w = when(g, raise(1))
    expect(w.state.closed[shop]).toBe('terror')
    expect(inv(w.state, 2).location).toBe(street)
    expect(placeOf(w.state, uids[0])).toBe(street)
    // «nikt nie może wkroczyć na jego obszar»
    refused(w.session, { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: shop } }, 'investigator/location-closed')
    refused(w.session, { type: 'PlaceMonster', data: { uid: uids[0], to: shop } }, 'monster/location-closed')
  })

  it.each([
    [0, 2, []],
    [0, 3, ['general-store']],
    [2, 1, ['general-store']],
    [2, 4, ['general-store', 'curiositie-shoppe']],
    [5, 3, ['curiositie-shoppe']],
    [6, 2, []],
    [8, 1, ['ye-olde-magick-shoppe']],
    [0, 9, ['general-store', 'curiositie-shoppe', 'ye-olde-magick-shoppe']],
  ])('TERR-04 «Tor paniki»: a rise from %i by %i passes every threshold on the way: %j close', (from, by, shops) => {
    const w = when(given().terror(from), raise(by))
    expect(only(w.events, 'LocationClosed').map((e) => e.data.location)).toEqual(shops)
  })

  it('TERR-04 «Tor paniki»: a threshold fires only once (a later rise does not close the shop again)', () => {
    const w1 = when(given().terror(2), raise(1))
    const w2 = when(w1.session, raise(1))
    expect(only(w2.events, 'LocationClosed')).toHaveLength(0)
  })
})

describe('TERR 10 «Spójrz na te wszystkie potwory.» and beyond', () => {
  it('TERR-05 «PODSUMOWANIE POZIOMÓW PANIKI» reaching 10 puts 1 doom token on the track (setting terrorTenAddsDoom, default on)', () => {
    const w = when(given().terror(9).doom(2), raise(1))
    expect(w.state.terror).toBe(10)
    expect(w.state.doom).toBe(3)
    expect(only(w.events, 'DoomAdded')[0].cause).toBe('rule/terror-10-doom')
  })

  it('TERR-05 «Tor paniki»: with terrorTenAddsDoom off (body text «Tor paniki» only) reaching 10 adds no doom', () => {
    const w = when(given({ settings: { terrorTenAddsDoom: false } }).terror(9).doom(2), raise(1))
    expect(w.state.terror).toBe(10)
    expect(w.state.doom).toBe(2)
  })

  it.each([
    [10, 1, 10, 1],
    [10, 3, 10, 3],
    [9, 3, 10, 3], // 1 at reaching 10 + 2 beyond
    [8, 4, 10, 3], // 9, 10 (+1), then 2 beyond
  ])('TERR-06 «Tor paniki» terror %i + %i → terror %i and +%i doom (the marker never passes 10; each point beyond becomes doom)', (from, by, to, doom) => {
    const g = given().terror(from)
    const allies = g.state.allyDeck.length
    const w = when(g, raise(by))
    expect(w.state.terror).toBe(to)
    expect(w.state.doom).toBe(doom)
    // allies are boxed only for points that move the marker
    expect(allies - w.state.allyDeck.length).toBe(Math.max(0, 10 - from))
  })

  it('TERR-06 «Tor paniki»: with the setting off, only the points beyond 10 become doom', () => {
    const w = when(given({ settings: { terrorTenAddsDoom: false } }).terror(9), raise(3))
    expect(w.state.doom).toBe(2)
  })

  it('TERR-07 «Tor paniki»/«Całkowicie zapełniony tor zagłady»: doom from terror can fill the track and awaken the Ancient One', () => {
    const w = when(given().terror(10).doom(9), raise(1)) // Yig: doom track 10
    expect(w.state.status).toBe('final-battle')
    expect(w.state.awakenedBy).toBe('doom-track-full')
  })

  it('TERR-08 «Tor paniki»: the terror level never goes down through the rules; RaiseTerror refuses bad amounts', () => {
    const g = given().terror(4)
    for (const amount of [0, -1, 1.5, 21, Number.NaN]) refused(g, raise(amount), 'terror/bad-amount')
    refused(g, { type: 'RaiseTerror', data: { amount: '2' } } as never, 'terror/bad-amount')
  })

  it('TERR-09 an Outskirts overflow at terror 10 becomes doom (Innsmouth «Przekroczenie 10 na Torze Paniki»)', () => {
    const uids: string[] = []
    const g = given({ players: 8 }).terror(10).fill('woods', 1, (u) => u.startsWith('cultist'), uids)
    const w = when(g, { type: 'PlaceMonster', data: { uid: uids[0], to: 'outskirts' } })
    expect(w.state.terror).toBe(10)
    expect(w.state.doom).toBe(1)
    expect(w.state.monsters[uids[0]]).toBe('cup')
  })

  it('TERR-10 «Tor paniki»: a Mythos card does not lower terror; shops stay closed for the rest of the game', () => {
    const w1 = when(given().terror(2), raise(1))
    const w2 = when(w1.session, draw('blue-flu'))
    expect(w2.state.terror).toBe(3)
    expect(w2.state.closed['general-store']).toBe('terror')
  })
})

describe('TERR shops closed by terror stay closed', () => {
  it('TERR-11 «Tor paniki» («do końca gry»): a shop already closed by a Mythos card is closed for good when terror reaches its level; the card leaving play does not reopen it', () => {
    // No base Environment or Rumor closes a shop, so the data is completed with one that does.
    const data = { ...ah2eData, mythos: ah2eData.mythos.map((m) => (m.id === 'heat-wave' ? { ...m, closed: ['general-store'] } : m)) }
    const def = createAh2e(data)
    const g = given({ def }).did(draw('heat-wave'))
    expect(g.state.closed['general-store']).toBe('heat-wave')
    const w = play(g, { type: 'RaiseTerror', data: { amount: 3 } }, draw('planetary-alignment')) // a new Environment replaces heat-wave
    expect(w.state.environment).toBe('planetary-alignment')
    expect(w.state.closed['general-store']).toBe('terror')
  })
})
