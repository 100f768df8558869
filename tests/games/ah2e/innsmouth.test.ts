import { describe, expect, it } from 'vitest'
import { execute, newSession, undo } from '@/core'
import { parseGameFile, serializeGameFile } from '@/core/game-file'
import { ah2e, ah2eFullData, createAh2e, type Ah2eCommand, type Ah2eEvent, type ExpansionId } from '@/games/ah2e/rules'
import { ah2eData, monsterTokens } from '@/games/ah2e/data'
import { innsmouthData } from '@/games/ah2e/data/innsmouth'
import { aoCounterSpecs, inSealedNeighbourhood } from '@/games/ah2e/rules/innsmouth'
import { ARKHAM_JAIL_CELL, INNSMOUTH_JAIL_CELL, JAIL_CELLS } from '@/games/ah2e/rules/arrest'
import { Table } from '../../../scripts/lib/ah2e-autoplay'
import {
  appearedAt, countAt, draw, expectFoldConsistent, given, inv, only, placeOf, play, refused, types, when, type GivenOptions,
} from './harness'

/**
 * Innsmouth Horror (Polish rulebook «Widmo nad Innsmouth», ../shared/seeds/003_dd7a9e60678b1bc5.txt;
 * digest ../shared/rules/003-innsmouth.md). Test names carry the rule id of docs/rules-matrix.md
 * («Innsmouth Horror») and the rulebook section.
 *
 * Innsmouth Mythos cards used (rules-data/innsmouth/mythos.json):
 * - shipwreck: Headline, gate Devil Reef, clue Esoteric Order of Dagon; white slash/triangle/star, black hexagon
 * - footprints-on-shore: Headline, gate Devil Reef; white crescent, black plus
 * - dark-day: Headline, gate-burst at Devil Reef; white circle, black square/diamond
 * - charity-case: Headline, gate-burst at the Esoteric Order of Dagon; white hexagon, black slash/triangle/star
 * - the-innsmouth-plague: Rumor showing 2 doom tokens instead of a gate
 * Base cards: blue-flu (gate The Unnamable; white hexagon, black slash/triangle/star),
 * manhunt-in-arkham (gate Woods; white slash/triangle/star), campus-security-increased
 * (gate Independence Square; white circle).
 */

const INN: ExpansionId[] = ['innsmouth']
const inn = (opts: GivenOptions = {}) => given({ expansions: INN, ...opts })
const adjustRising = (delta: number): Ah2eCommand => ({ type: 'AdjustDeepOnesRising', data: { delta } })
const counter = (key: string, delta: number): Ah2eCommand => ({ type: 'AdjustAncientOneCounter', data: { key, delta } })
const feds = (neighbourhood: string, count: number, investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'SpendCluesOnFedsRaid', data: { investigatorId, neighbourhood, count } })
const setUp = (data: Record<string, unknown>): Ah2eCommand => ({ type: 'SetUpGame', data: { players: 4, ancientOne: null, ...data } as never })
const setUpEvent = (seed: string, command: Ah2eCommand, def = ah2e) => {
  const r = execute(def, newSession(def, seed), command)
  if (!r.ok) throw new Error(r.error.code)
  return r.value
}
const gameSetUp = (events: readonly Ah2eEvent[]) => only(events, 'GameSetUp')[0].data

/** Innsmouth streets and locations a monster following arrows can be on (not Devil Reef, Y'ha-nthlei: aquatic only). */
const INNSMOUTH_WALKABLE = [
  'factory-district-streets', 'church-green-streets', 'innsmouth-shore-streets', 'sawbone-alley', 'joe-sargents',
  'first-national-grocery', 'gilman-house-hotel', 'marsh-refinery', 'esoteric-order-of-dagon', 'innsmouth-jail', 'falcon-point',
]
const UNSTABLE_INNSMOUTH = ['marsh-refinery', 'esoteric-order-of-dagon', 'devil-reef', 'yha-nthlei']
const crescent = (u: string) => /^(cultist|maniac|zombie)#/.test(u)

// ------------------------------------------------------------------------------------------------

describe('INN-SETUP «Przygotowanie» with and without Innsmouth', () => {
  it.each([
    [1, 'a'], [3, 'b'], [4, 'c'], [5, 'd'], [8, 'e'],
  ])('INN-SETUP-01 «Łączenie rozszerzenia z grą podstawową»: without Innsmouth the same seed gives exactly the same setup as over the base data (%i players, seed %s, Ancient One drawn)', (players, seed) => {
    const base = createAh2e(ah2eData)
    const command = setUp({ players })
    const a = setUpEvent(`s-${seed}`, command, base).entry.events
    const b = setUpEvent(`s-${seed}`, command).entry.events
    expect(b).toEqual(a)
    expect(gameSetUp(b)).not.toHaveProperty('expansions')
    expect(gameSetUp(b)).not.toHaveProperty('aoCounters')
    expect(gameSetUp(b)).not.toHaveProperty('herald')
    expect(setUpEvent(`s-${seed}`, setUp({ players, expansions: [] })).entry.events).toEqual(a)
  })

  it.each([[3, 'hastur'], [5, null], [8, 'nyarlathotep']])('INN-SETUP-01 «Łączenie rozszerzenia z grą podstawową»: a base game of %i players (%s) plays 8 turns with the same events over the base data and the merged data', (players, ao) => {
    const play8 = (def: typeof ah2e) => {
      const t = new Table(def, `same-${players}`)
      t.do({ type: 'SetUpGame', data: { players, ancientOne: ao } })
      t.resolveMythos()
      for (let i = 0; i < 8 && t.state.status === 'playing'; i++) {
        t.toMythos()
        t.resolveMythos()
      }
      return t.entries.map((e) => e.events)
    }
    expect(play8(ah2e)).toEqual(play8(createAh2e(ah2eData)))
  })

  it('INN-SETUP-02 «Przygotowanie talii» (1): the Innsmouth Mythos cards are shuffled into the Mythos deck (67 + 36)', () => {
    const e = gameSetUp(setUpEvent('deck', setUp({ expansions: INN })).entry.events)
    expect(e.mythosDeck).toHaveLength(67 + 36)
    expect(new Set(e.mythosDeck).size).toBe(103)
    for (const c of innsmouthData.mythos) expect(e.mythosDeck).toContain(c.id)
    expect(e.expansions).toEqual(['innsmouth'])
  })

  it('INN-SETUP-03 «Przygotowanie», rysunek 1: one clue on each unstable Innsmouth location (red diamond) besides the 11 in Arkham, none on stable ones', () => {
    const g = inn()
    for (const loc of UNSTABLE_INNSMOUTH) expect(g.state.clues[loc]).toBe(1)
    expect(Object.keys(g.state.clues)).toHaveLength(11 + 4)
    for (const loc of ['falcon-point', 'innsmouth-jail', 'joe-sargents', 'gilman-house-hotel']) expect(g.state.clues[loc]).toBeUndefined()
    expect(Object.keys(given().state.clues)).toHaveLength(11)
  })

  it.each([
    ['yig', 55, ['being-of-ib#1', 'being-of-ib#2', 'being-of-ib#3', 'being-of-ib#4', 'tendril-of-nyogtha#1']],
    ['nyarlathotep', 60, ['being-of-ib#1', 'being-of-ib#2', 'being-of-ib#3', 'being-of-ib#4', 'tendril-of-nyogtha#1']],
  ])('INN-SETUP-04 «Pula potworów», «Potwory lęgowe»: %s: %i monsters in the cup; the 5 spawn monsters are set aside; kinds of unknown count (Deep One) give no token', (ao, cup, spawn) => {
    const s = inn({ ancientOne: ao }).state
    expect(countAt(s, 'cup')).toBe(cup)
    for (const uid of spawn) expect(placeOf(s, uid)).toBe('box')
    expect(Object.keys(s.monsters).some((u) => u.startsWith('deep-one#'))).toBe(false)
    const all = monsterTokens(ah2eFullData, (k) => k.set === 'base' || k.set === 'innsmouth')
    expect(Object.keys(s.monsters).sort()).toEqual(all.sort())
  })

  it('INN-SETUP-05 «Ujawnienie Przedwiecznego», «Korzystanie tylko z niektórych elementów»: an Innsmouth Ancient One may be chosen with or without the board; a drawn one comes from the sets in play', () => {
    expect(given({ ancientOne: 'zhar' }).state.ancientOne).toBe('zhar')
    expect(inn({ ancientOne: 'cthugha' }).state.doomMax).toBe(13)
    const drawn = (expansions: ExpansionId[]) => new Set(Array.from({ length: 80 }, (_, i) => gameSetUp(setUpEvent(`ao-${i}`, setUp({ expansions })).entry.events).ancientOne))
    const inBase = drawn([])
    const withInn = drawn(INN)
    expect([...inBase].every((id) => ah2eData.ancientOnes.some((a) => a.id === id))).toBe(true)
    expect([...withInn].some((id) => innsmouthData.ancientOnes.ancientOnes.some((a) => a.id === id))).toBe(true)
  })

  it('INN-SETUP-06 «Przygotowanie» (7): the Deep Ones Rising and Feds Raid tracks start empty; no state of emergency; the Herald is stored', () => {
    const s = inn({ herald: 'father-dagon' }).state
    expect(s.expansions).toEqual(['innsmouth'])
    expect(s.deepOnesRising).toBe(0)
    expect(s.fedsRaid).toEqual({})
    expect(s.stateOfEmergency).toBe(false)
    expect(s.herald).toBe('father-dagon')
    expect(given().state.herald).toBeNull()
  })

  it.each([
    [{ expansions: ['dunwich'] }, 'setup/expansions'],
    [{ expansions: ['innsmouth', 'innsmouth'] }, 'setup/expansions'],
    [{ expansions: 'innsmouth' }, 'setup/expansions'],
    [{ herald: 'nobody' }, 'setup/herald'],
    [{ herald: 7 }, 'setup/herald'],
  ])('INN-SETUP-06 «Przygotowanie», «Wariant Herolda»: SetUpGame %j is refused', (data, code) => {
    const r = execute(ah2e, newSession(ah2e, 'x'), setUp(data))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe(code)
  })

  it.each([
    ['bokrug', { 'being-of-ib': 4 }],
    ['ghatanothoa', { 'ghatanothoa-visage': 0 }],
    ['nyogtha', { 'tendril-of-nyogtha': 0 }],
    ['quachil-uttaus', { dust: 0, 'first-player-locked': 1 }],
    ['rhan-tegoth', { 'drained-stamina': 0 }],
    ['zhar', { zhar: 0, 'final-battle-stage': 1 }],
    ['chaugnar-faugn', {}],
    ['cthugha', {}],
    ['cthulhu', {}],
  ])('INN-SETUP-07 «Nowi Przedwieczni»: %s starts with the sheet counters its data tags declare: %j', (ao, counters) => {
    expect(inn({ ancientOne: ao }).state.aoCounters).toEqual(counters)
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-DOR «Tor Buntu Istot z Głębin»', () => {
  it('INN-DOR-01 «Tor Buntu Istot z Głębin»: an Elder Sign prevents the gate → one uprising token; without the Innsmouth board, none', () => {
    const w = when(inn().seal('devil-reef'), draw('shipwreck'))
    expect(types(w.events).slice(1, 3)).toEqual(['GatePrevented', 'UprisingTokenPlaced'])
    expect(only(w.events, 'UprisingTokenPlaced')[0]).toMatchObject({ data: { to: 1 }, cause: 'rule/gate-prevented-uprising' })
    expect(w.state.deepOnesRising).toBe(1)
    const base = when(given().seal('the-unnamable'), draw('blue-flu'))
    expect(types(base.events)).toContain('GatePrevented')
    expect(types(base.events)).not.toContain('UprisingTokenPlaced')
  })

  it.each([
    [{ location: 'woods' }, 'woods'],
    [{ location: 'marsh-refinery' }, 'marsh-refinery'],
    [{}, undefined],
  ])('INN-DOR-02 «Tor Buntu Istot z Głębin» («zdolność Badacza»): PreventGate %j → GatePrevented by an ability, one uprising token', (data, location) => {
    const w = when(inn(), { type: 'PreventGate', data })
    expect(only(w.events, 'GatePrevented')[0].data).toEqual({ ...(location ? { location } : {}), by: 'ability' })
    expect(w.state.deepOnesRising).toBe(1)
    expect(w.state.gates).toEqual({})
  })

  it('INN-DOR-02 «Tor Buntu Istot z Głębin»: PreventGate is refused where a gate is open, for an unknown place, and after the awakening', () => {
    const g = inn().gate('woods')
    refused(g, { type: 'PreventGate', data: { location: 'woods' } }, 'gate/already-open')
    refused(g, { type: 'PreventGate', data: { location: 'woods-streets' } }, 'gate/unknown-location')
    refused(g, { type: 'PreventGate', data: { location: 'marsh-refinery-x' } }, 'gate/unknown-location')
    refused(given(), { type: 'PreventGate', data: { location: 'marsh-refinery' } }, 'gate/unknown-location')
    const battle = when(g, { type: 'AwakenAncientOne', data: {} })
    refused(battle.session, { type: 'PreventGate', data: {} }, 'gate/not-playing')
  })

  it('INN-DOR-03 «Tor Buntu Istot z Głębin»: a draw with preventGate: the card\'s new gate does not open (no doom, no monster), one uprising token; undoing and drawing again gives the same card', () => {
    const g = inn().deckTop('shipwreck')
    const plain = when(g, draw())
    expect(Object.keys(plain.state.gates)).toEqual(['devil-reef'])
    const u = undo(ah2e, plain.session)
    expect(u.ok).toBe(true)
    if (!u.ok) return
    const w = when(u.value, { type: 'DrawMythosCard', data: { preventGate: true } })
    expect(only(w.events, 'MythosCardDrawn')[0].data).toMatchObject({ cardId: 'shipwreck', preventGate: true })
    expect(only(w.events, 'GatePrevented')).toEqual([{ type: 'GatePrevented', data: { location: 'devil-reef', by: 'ability' }, cause: 'mythos/gate' }])
    expect(w.state.doom).toBe(0)
    expect(w.state.gates).toEqual({})
    expect(only(w.events, 'MonsterAppeared')).toEqual([])
    expect(w.state.deepOnesRising).toBe(1)
    expect(w.state.mythos).toBeNull()
    refused(g, { type: 'DrawMythosCard', data: { preventGate: 'yes' as never } }, 'command/malformed')
  })

  it.each([
    [4, false], [5, true],
  ])('INN-DOR-04 «Tor Buntu Istot z Głębin» («Jeśli tor … całkowicie się zapełni, Przedwieczny natychmiast się budzi»): %i tokens, then a prevented gate: awakening = %s', (start, awakens) => {
    const g = inn().with({ type: 'DeepOnesRisingCorrected', data: { to: start } }).seal('devil-reef')
    const w = when(g, draw('shipwreck'))
    expect(w.state.deepOnesRising).toBe(start + 1)
    expect(w.state.status).toBe(awakens ? 'final-battle' : 'playing')
    if (awakens) {
      expect(only(w.events, 'AncientOneAwakened')[0]).toMatchObject({ data: { reason: 'deep-ones-rising' }, cause: 'rule/deep-ones-rising' })
      // the Mythos phase stops at once: no clue, no movement, the Headline is not resolved
      expect(types(w.events)).not.toContain('CluePlaced')
      expect(types(w.events)).not.toContain('HeadlineResolved')
    }
  })

  it('INN-DOR-04 «Tor Buntu Istot z Głębin»: the track cannot hold a 7th token (limit + 1 is refused); the rule check awakens a full track set by a correction', () => {
    const g = inn().with({ type: 'DeepOnesRisingCorrected', data: { to: 5 } })
    refused(g, adjustRising(2), 'rising/out-of-range')
    const w = when(g, adjustRising(1))
    expect(w.state.awakenedBy).toBe('deep-ones-rising')
    const checks = inn().with({ type: 'DeepOnesRisingCorrected', data: { to: 6 } })
    const c = when(checks, { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(only(c.events, 'AncientOneAwakened')[0]).toMatchObject({ data: { reason: 'deep-ones-rising' }, cause: 'rule/deep-ones-rising' })
  })

  it.each([
    [0, 'rising/bad-amount'], [1.5, 'rising/bad-amount'], [-1, 'rising/out-of-range'], [7, 'rising/bad-amount'],
  ])('INN-DOR-05 «Tor Buntu Istot z Głębin»: AdjustDeepOnesRising %s on an empty track is refused (%s)', (delta, code) => {
    refused(inn(), adjustRising(delta), code)
  })

  it('INN-DOR-05 «Tor Buntu Istot z Głębin»: AdjustDeepOnesRising adds tokens one at a time (cause: the players) and a negative change corrects the track; without the board it is refused', () => {
    const w = when(inn(), adjustRising(3))
    expect(only(w.events, 'UprisingTokenPlaced').map((e) => e.data.to)).toEqual([1, 2, 3])
    const back = when(w.session, adjustRising(-2))
    expect(only(back.events, 'DeepOnesRisingCorrected')[0].data.to).toBe(1)
    refused(given(), adjustRising(1), 'innsmouth/not-in-play')
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-VORTEX «Tor Buntu Istot z Głębin» (worteksy)', () => {
  it('INN-VORTEX-01 «worteksy»: a monster entering a vortex goes back to the cup, then terror +1, then one uprising token', () => {
    const uids: string[] = []
    const g = inn().monster('gug', 'marsh-refinery', uids)
    const w = when(g, { type: 'MonsterEntersVortex', data: { uid: uids[0] } })
    expect(types(w.events)).toEqual(['MonsterEnteredVortex', 'TerrorRaised', 'AllyBoxed', 'UprisingTokenPlaced'])
    expect(placeOf(w.state, uids[0])).toBe('cup')
    expect(w.state.terror).toBe(1)
    expect(only(w.events, 'TerrorRaised')[0].cause).toBe('rule/vortex-terror')
    expect(only(w.events, 'UprisingTokenPlaced')[0]).toMatchObject({ data: { to: 1 }, cause: 'rule/vortex-uprising' })
  })

  it('INN-VORTEX-01 «worteksy», «Przekroczenie 10 na Torze Paniki»: at terror 10 the vortex adds doom instead', () => {
    const uids: string[] = []
    const g = inn().terror(10).monster('gug', 'marsh-refinery', uids)
    const w = when(g, { type: 'MonsterEntersVortex', data: { uid: uids[0] } })
    expect(w.state.terror).toBe(10)
    expect(w.state.doom).toBe(1)
    expect(w.state.deepOnesRising).toBe(1)
  })

  it('INN-VORTEX-01 «worteksy»: refused for a monster off the Innsmouth board, in the cup, unknown, or without the board', () => {
    const uids: string[] = []
    const g = inn().monster('gug', 'woods', uids)
    refused(g, { type: 'MonsterEntersVortex', data: { uid: uids[0] } }, 'vortex/not-on-innsmouth-board')
    refused(g, { type: 'MonsterEntersVortex', data: { uid: 'ghoul#1' } }, 'vortex/not-on-innsmouth-board')
    refused(g, { type: 'MonsterEntersVortex', data: { uid: '__proto__' } }, 'monster/unknown')
    const b: string[] = []
    refused(given().monster('gug', 'woods', b), { type: 'MonsterEntersVortex', data: { uid: b[0] } }, 'innsmouth/not-in-play')
  })

  it('INN-VORTEX-02 «worteksy», «Ruch potworów»: an unknown arrow on the Innsmouth board offers the Innsmouth spaces and a vortex; choosing the vortex has the vortex\'s effects and the Mythos phase goes on', () => {
    const uids: string[] = []
    const g = inn().seal('woods').monster('gug', 'marsh-refinery', uids)
    const asked = when(g, draw('manhunt-in-arkham'))
    expect(asked.state.pending).toEqual({ kind: 'monster-destination', uid: uids[0], reason: 'unknown-arrow', options: ['marsh-refinery', ...INNSMOUTH_WALKABLE.filter((x) => x !== 'marsh-refinery'), 'vortex'], colour: 'white' })
    const w = when(asked.session, { type: 'ChooseMonsterDestination', data: { uid: uids[0], to: 'vortex' } })
    expect(placeOf(w.state, uids[0])).toBe('cup')
    // the answer is remembered as that arrow: the app will not ask again for it
    expect(w.state.customArrows['marsh-refinery']).toEqual({ white: 'vortex' })
    expect(w.events.find((e) => e.type === 'ArrowDefined')?.cause).toBe('rule/remember-arrow')
    expect(w.state.terror).toBe(1)
    expect(w.state.deepOnesRising).toBe(2) // one for the Elder Sign at Woods, one for the vortex
    expect(w.state.mythos).toBeNull()
  })

  it('INN-VORTEX-03 «worteksy», «Tor Buntu Istot z Głębin»: the vortex that places the 6th token awakens the Ancient One', () => {
    const uids: string[] = []
    const g = inn().with({ type: 'DeepOnesRisingCorrected', data: { to: 5 } }).monster('gug', 'falcon-point', uids)
    const w = when(g, { type: 'MonsterEntersVortex', data: { uid: uids[0] } })
    expect(w.state.awakenedBy).toBe('deep-ones-rising')
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-FEDS «Nalot Federalnych»', () => {
  it('INN-FEDS-01 «Nalot Federalnych» (przykład: William Yorick w Dzielnicy Fabrycznej): 2 clues go onto the Factory District\'s two spaces', () => {
    const w = when(inn().clues(3, 1), feds('factory-district', 2))
    expect(only(w.events, 'FedsRaidCluesPlaced')[0].data).toEqual({ investigatorId: 'inv-1', neighbourhood: 'factory-district', count: 2 })
    expect(inv(w.state, 1).clues).toBe(1)
    expect(w.state.fedsRaid).toEqual({ 'factory-district': 2 })
    refused(w.session, feds('factory-district', 1), 'feds/spaces-full')
  })

  it.each([
    [feds('downtown', 1), 'feds/not-innsmouth-neighbourhood'],
    [feds('__proto__', 1), 'feds/not-innsmouth-neighbourhood'],
    [feds('church-green', 3), 'clue/bad-count'],
    [feds('church-green', 0), 'clue/bad-count'],
    [feds('church-green', 2, 'inv-2'), 'clue/not-enough'],
    [feds('church-green', 1, 'inv-9'), 'investigator/unknown'],
    [feds('innsmouth-shore', 2), 'feds/not-enough-spaces'],
  ])('INN-FEDS-01 «Nalot Federalnych»: %j is refused (%s)', (command, code) => {
    const g = inn().clues(3, 1).clues(1, 2).with({ type: 'FedsRaidCluesPlaced', data: { investigatorId: 'inv-1', neighbourhood: 'innsmouth-shore', count: 1 } })
    refused(g, command, code)
  })

  it('INN-FEDS-01 «Nalot Federalnych»: without the Innsmouth board, or after the awakening, the track is not used', () => {
    refused(given().clues(2, 1), feds('factory-district', 1), 'innsmouth/not-in-play')
    const battle = when(inn().clues(2, 1), { type: 'AwakenAncientOne', data: {} })
    refused(battle.session, feds('factory-district', 1), 'feds/not-playing')
  })

  it.each([
    [5, false], [6, true],
  ])('INN-FEDS-02 «Nalot Federalnych» («potrzeba 6 żetonów Wskazówek»): %i spaces filled → raid = %s; a raid empties both tracks', (filled, raid) => {
    const g = inn().clues(6, 1).with({ type: 'DeepOnesRisingCorrected', data: { to: 5 } })
    const cmds = [feds('factory-district', 2), feds('church-green', 2), feds('innsmouth-shore', filled - 4)]
    const w = play(g, ...cmds)
    expect(only(w.events, 'FedsRaided')).toHaveLength(raid ? 1 : 0)
    if (raid) {
      expect(only(w.events, 'FedsRaided')[0]).toMatchObject({ data: { uprisingRemoved: 5, cluesRemoved: 6 }, cause: 'rule/feds-raid' })
      expect(w.state.fedsRaid).toEqual({})
      expect(w.state.deepOnesRising).toBe(0)
    } else {
      expect(w.state.deepOnesRising).toBe(5)
      expect(Object.values(w.state.fedsRaid).reduce((a, b) => a + b, 0)).toBe(5)
    }
    expect(inv(w.state, 1).clues).toBe(6 - filled)
    expectFoldConsistent(w.session)
  })

  it.each([
    ['on the neighbourhood\'s street', 'factory-district-streets', 'upkeep', null],
    ['at one of its locations', 'marsh-refinery', 'upkeep', null],
    ['in another Innsmouth neighbourhood', 'church-green-streets', 'upkeep', 'feds/investigator-not-there'],
    ['in the Innsmouth Jail\'s cell (not a street or location)', 'innsmouth-jail-cell', 'upkeep', 'feds/investigator-not-there'],
    ['at an Innsmouth place in no neighbourhood', 'joe-sargents', 'upkeep', 'feds/investigator-not-there'],
    ['in Arkham', 'rivertown-streets', 'upkeep', 'feds/investigator-not-there'],
    ['in an Other World', 'ow:yuggoth:1', 'upkeep', 'feds/investigator-not-there'],
    ['nowhere the app knows', null, 'upkeep', 'feds/position-unknown'],
    ['in the neighbourhood, but in the Movement phase', 'marsh-refinery', 'movement', 'feds/not-upkeep'],
    ['in the neighbourhood, but in the Mythos phase', 'marsh-refinery', 'mythos', 'feds/not-upkeep'],
  ] as const)('INN-FEDS-03 «Nalot Federalnych» («Podczas fazy Utrzymania, każdy Badacz znajdujący się w dzielnicy Innsmouth»), positions tracked: an investigator %s puts Factory District clues: %s', (_label, place, phase, code) => {
    const g = inn({ settings: { trackPositions: true } }).investigator(1, place).clues(2, 1).with({ type: 'PhaseAdvanced', data: { turn: 1, phase } })
    if (code) refused(g, feds('factory-district', 1), code)
    else expect(when(g, feds('factory-district', 1)).state.fedsRaid).toEqual({ 'factory-district': 1 })
  })

  it('INN-FEDS-03 «Nalot Federalnych»: without position tracking the players say who puts the clues (as before)', () => {
    const g = inn().investigator(1, 'rivertown-streets').clues(1, 1).with({ type: 'PhaseAdvanced', data: { turn: 1, phase: 'movement' } })
    expect(when(g, feds('factory-district', 1)).state.fedsRaid).toEqual({ 'factory-district': 1 })
  })

  it('INN-FEDS-02 «Nalot Federalnych» («nie zapobiega to ponownemu zapełnianiu się toru»): after a raid both tracks fill again', () => {
    const g = inn().clues(8, 1)
    const w = play(g, feds('factory-district', 2), feds('church-green', 2), feds('innsmouth-shore', 2), adjustRising(1), feds('factory-district', 1))
    expect(w.state.deepOnesRising).toBe(1)
    expect(w.state.fedsRaid).toEqual({ 'factory-district': 1 })
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-EMERG «Stan wyjątkowy»', () => {
  // «Gdy zapełni się przynajmniej połowa toru zagłady»: 2 × doom ≥ track, no rounding.
  const cases: [string, number, number][] = [['yig', 10, 5], ['rhan-tegoth', 11, 6], ['bokrug', 12, 6], ['cthugha', 13, 7]]
  for (const [ao, track, limit] of cases) {
    it.each([
      [limit - 1, false], [limit, true], [limit + 1, true],
    ])(`INN-EMERG-01 «Stan wyjątkowy» ${ao} (track ${track}, half = ${limit}): doom reaches %i → state of emergency = %s`, (doom, declared) => {
      const g = inn({ ancientOne: ao }).doom(doom - 1)
      const w = when(g, { type: 'AdjustDoom', data: { delta: 1 } })
      expect(w.state.stateOfEmergency).toBe(declared)
      expect(only(w.events, 'StateOfEmergencyDeclared')).toEqual(declared ? [{ type: 'StateOfEmergencyDeclared', data: { doom, doomMax: track }, cause: 'rule/state-of-emergency' }] : [])
    })
  }

  it('INN-EMERG-02 «Stan wyjątkowy» («obowiązujący już do końca gry»): latched: removing doom keeps it, it is declared once, and terror beyond 10 can set it off', () => {
    const g = inn({ ancientOne: 'yig' }).doom(4)
    const w = play(g, { type: 'AdjustDoom', data: { delta: 1 } }, { type: 'AdjustDoom', data: { delta: -3 } }, { type: 'AdjustDoom', data: { delta: 3 } })
    expect(w.state.stateOfEmergency).toBe(true)
    expect(only(w.events, 'StateOfEmergencyDeclared')).toHaveLength(1)
    const t = when(inn({ ancientOne: 'yig' }).doom(4).terror(10), { type: 'RaiseTerror', data: { amount: 1 } })
    expect(only(t.events, 'StateOfEmergencyDeclared')).toHaveLength(1)
  })

  it('INN-EMERG-02 «Stan wyjątkowy»: not without the Innsmouth board; not declared by the awakening filling the track', () => {
    expect(when(given({ ancientOne: 'yig' }).doom(4), { type: 'AdjustDoom', data: { delta: 1 } }).state.stateOfEmergency).toBe(false)
    const w = when(inn({ ancientOne: 'yig' }), { type: 'AwakenAncientOne', data: {} })
    expect(w.state.stateOfEmergency).toBe(false)
  })
})

describe('INN-ARREST «Stan wyjątkowy», «Aresztowanie w Innsmouth»', () => {
  const move = (to: string | null, investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'MoveInvestigator', data: { investigatorId, to } })
  const vigil = (passed: boolean, investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'ResolveVigilanceCheck', data: { investigatorId, passed } })
  const arrestCmd = (investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'ArrestInvestigator', data: { investigatorId } })
  // Yig's track is 10: 5 doom declares the state of emergency.
  const emergency = () => inn({ ancientOne: 'yig' }).doom(4).did({ type: 'AdjustDoom', data: { delta: 1 } })

  it.each([
    ['marsh-refinery', -1, 'the rulebook\'s example: Marsh Refinery, Sneak (−1)'],
    ['gilman-house-hotel', null, 'a modifier the data does not know: the players look under the name'],
    ['factory-district-streets', null, 'an Innsmouth street'],
    ['sawbone-alley', null, 'Sawbones Alley is a street'],
  ] as [string, number | null, string][])('INN-ARREST-01 «Stan wyjątkowy»: ending a move at %s asks for a vigilance check (modifier %s; %s)', (space, modifier) => {
    const w = when(emergency(), move(space))
    expect(only(w.events, 'VigilanceCheckDue')).toEqual([{ type: 'VigilanceCheckDue', data: { investigatorId: 'inv-1', space, modifier }, cause: 'rule/state-of-emergency-vigilance' }])
    expect(w.state.vigilance).toEqual({ 'inv-1': { space, modifier } })
  })

  it.each([
    ['before the state of emergency (doom 4 of 10: half − 1)', () => inn({ ancientOne: 'yig' }).doom(4), 'marsh-refinery'],
    ['in Arkham', emergency, 'woods'],
    ['in the Innsmouth Jail\'s cell', emergency, 'innsmouth-jail-cell'],
    ['without the Innsmouth board', () => given({ ancientOne: 'yig' }).doom(5), 'woods'],
  ] as [string, () => ReturnType<typeof inn>, string][])('INN-ARREST-01 «Stan wyjątkowy»: no vigilance check %s', (_what, g, space) => {
    const w = when(g(), move(space))
    expect(only(w.events, 'VigilanceCheckDue')).toEqual([])
    expect(w.state.vigilance).toEqual({})
  })

  it('INN-ARREST-02 «Stan wyjątkowy» («musi zdać test Uników … albo zostanie aresztowany i wysłany do Więzienia Innsmouth»): passed → nothing; failed → the Innsmouth Jail\'s cell, delayed', () => {
    const due = when(emergency(), move('marsh-refinery'))
    const passed = when(due.session, vigil(true))
    expect(types(passed.events)).toEqual(['VigilanceCheckPassed'])
    expect(inv(passed.state, 1)).toMatchObject({ location: 'marsh-refinery', delayed: false })
    expect(passed.state.vigilance).toEqual({})
    const failed = when(due.session, vigil(false))
    expect(failed.events).toEqual([{ type: 'InvestigatorArrested', data: { investigatorId: 'inv-1', from: 'marsh-refinery', to: 'innsmouth-jail-cell' }, cause: 'rule/vigilance-arrest' }])
    expect(inv(failed.state, 1)).toMatchObject({ location: 'innsmouth-jail-cell', delayed: true })
    expect(failed.state.vigilance).toEqual({})
    expectFoldConsistent(failed.session)
    refused(passed.session, vigil(false), 'vigilance/not-due')
    refused(emergency(), vigil(true), 'vigilance/not-due')
  })

  it('INN-ARREST-03 «Stan wyjątkowy»: an unanswered check lapses with the next move, the next phase or Lost in Time and Space; each investigator owes their own', () => {
    const due = play(emergency(), move('marsh-refinery'), move('gilman-house-hotel', 'inv-2'))
    expect(Object.keys(due.state.vigilance)).toEqual(['inv-1', 'inv-2'])
    expect(when(due.session, move('woods')).state.vigilance).toEqual({ 'inv-2': { space: 'gilman-house-hotel', modifier: null } })
    expect(when(due.session, { type: 'AdvancePhase', data: {} }).state.vigilance).toEqual({})
    expect(Object.keys(when(due.session, { type: 'LoseInTimeAndSpace', data: { investigatorId: 'inv-2' } }).state.vigilance)).toEqual(['inv-1'])
  })

  it.each([
    ['woods', false, 'police-station-jail-cell', 'in Arkham: the Police Station\'s cell'],
    ['falcon-point', true, 'innsmouth-jail-cell', 'on the Innsmouth board: the Innsmouth Jail'],
    ['church-green-streets', true, 'innsmouth-jail-cell', 'on an Innsmouth street: the Innsmouth Jail'],
    [null, false, 'police-station-jail-cell', 'nowhere told: Arkham'],
  ] as [string | null, boolean, string, string][])('INN-ARREST-04 «Aresztowani Badacze», «Aresztowanie w Innsmouth»: arrested at %s (Innsmouth board: %s) → %s, delayed (%s)', (from, withBoard, to) => {
    const g = withBoard ? inn() : given()
    if (from !== null) g.did(move(from))
    const w = when(g, arrestCmd())
    expect(w.events).toEqual([{ type: 'InvestigatorArrested', data: { investigatorId: 'inv-1', from, to }, cause: 'manual' }])
    expect(inv(w.state, 1)).toMatchObject({ location: to, delayed: true })
  })

  it('INN-ARREST-04 «Aresztowani Badacze»: refused in a cell already, in an Other World, Lost in Time and Space, for the devoured, and after the awakening', () => {
    refused(when(inn(), arrestCmd()).session, arrestCmd(), 'investigator/already-jailed')
    refused(play(given(), move('ow:abyss:1')).session, arrestCmd(), 'investigator/arrest-not-in-town')
    refused(play(given(), { type: 'LoseInTimeAndSpace', data: { investigatorId: 'inv-1' } }).session, arrestCmd(), 'investigator/arrest-not-in-town')
    refused(play(given(), { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } }).session, arrestCmd(), 'investigator/unknown')
    refused(play(given(), { type: 'AwakenAncientOne', data: {} }).session, arrestCmd(), 'investigator/arrest-not-playing')
    refused(given(), arrestCmd('inv-9'), 'investigator/unknown')
  })

  it('INN-ARREST-04 «Aresztowani Badacze»: both jail cells are spaces of the data (special, no lines), and the Innsmouth one belongs to the Innsmouth board', () => {
    const byId = new Map(ah2eFullData.spaces.map((sp) => [sp.id, sp]))
    for (const cell of JAIL_CELLS) expect(byId.get(cell), cell).toMatchObject({ kind: 'special', adjacent: [] })
    expect(byId.get(INNSMOUTH_JAIL_CELL)?.board).toBe('innsmouth')
    expect(byId.get(ARKHAM_JAIL_CELL)?.board).toBe('arkham')
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-LIMIT «Limit potworów i Peryferia», «Przestworza»', () => {
  it('INN-LIMIT-01 «Limit potworów i Peryferia»: with Arkham at the limit a new gate on the Innsmouth board keeps its monster (never the Outskirts)', () => {
    const g = inn({ players: 3 }).fill('southside-streets', 6, crescent)
    const w = when(g, draw('shipwreck'))
    expect(appearedAt(w.events)).toEqual({ 'devil-reef': 1 })
    expect(countAt(w.state, 'outskirts')).toBe(0)
  })

  it.each([1, 4])('INN-LIMIT-01 «Limit potworów i Peryferia»: Innsmouth monsters do not count toward the limit (limit − 1 in Arkham and %i in Innsmouth: the new Arkham monster stays in Arkham)', (n) => {
    const g = inn({ players: 3 }).fill('southside-streets', 5, crescent).fill('marsh-refinery', n, crescent)
    const w = when(g, draw('blue-flu'))
    expect(appearedAt(w.events)).toEqual({ 'the-unnamable': 1 })
  })

  it('INN-LIMIT-02 «Limit potworów i Peryferia»: PlaceMonster from the cup onto the Innsmouth board ignores a full Arkham; refused without the board', () => {
    const g = inn({ players: 3 }).fill('southside-streets', 6, crescent)
    const uid = Object.keys(g.state.monsters).filter((u) => g.state.monsters[u] === 'cup').sort()[0]
    const w = when(g, { type: 'PlaceMonster', data: { uid, to: 'falcon-point' } })
    expect(placeOf(w.state, uid)).toBe('falcon-point')
    refused(given(), { type: 'PlaceMonster', data: { uid, to: 'falcon-point' } }, 'monster/unknown-place')
  })

  it('INN-LIMIT-03 «Spotęgowanie potworów», «Limit potworów i Peryferia»: a surge with an Innsmouth gate and one Arkham gate over the limit needs no choice; the Innsmouth gate keeps all its monsters', () => {
    // Only crescent monsters (not moved by this card) are left in the cup, so no movement question follows.
    const g = inn({ players: 4 }).gate('devil-reef').gate('the-unnamable').fill('southside-streets', 6, crescent).cupOnly('maniac', 'zombie')
    const w = when(g, draw('shipwreck'))
    expect(w.state.pending).toBeNull()
    expect(appearedAt(w.events)).toEqual({ 'devil-reef': 2, 'the-unnamable': 1, outskirts: 1 })
  })

  it('INN-LIMIT-03 «Spotęgowanie potworów»: room = the Arkham share → no choice (the Innsmouth gate\'s monsters do not use the room)', () => {
    const g = inn({ players: 4 }).gate('devil-reef').gate('the-unnamable').gate('woods').fill('southside-streets', 5, crescent).cupOnly('maniac', 'zombie')
    const w = when(g, draw('shipwreck'))
    expect(w.state.pending).toBeNull()
    expect(appearedAt(w.events)).toEqual({ 'devil-reef': 2, 'the-unnamable': 1, woods: 1 })
  })

  it('INN-LIMIT-03 «Spotęgowanie potworów»: room below the Arkham share with two Arkham gates → the players choose, only about the Arkham gates', () => {
    const g = inn({ players: 4 }).gate('devil-reef').gate('the-unnamable').gate('woods').fill('southside-streets', 6, crescent)
    const asked = when(g, draw('shipwreck'))
    expect(asked.state.pending).toEqual({ kind: 'surge-placement', surgeGate: 'devil-reef', gates: ['devil-reef', 'the-unnamable', 'woods'], total: 4, room: 1, unlimited: ['devil-reef'] })
    const counts = { 'devil-reef': 2, 'the-unnamable': 1, woods: 1 }
    refused(asked.session, { type: 'PlaceSurge', data: { counts } }, 'surge/invalid')
    refused(asked.session, { type: 'PlaceSurge', data: { counts, onBoard: { 'the-unnamable': 1, woods: 1 } } }, 'surge/invalid')
    const w = when(asked.session, { type: 'PlaceSurge', data: { counts, onBoard: { 'the-unnamable': 0, woods: 1 } } })
    expect(appearedAt(w.events)).toEqual({ 'devil-reef': 2, woods: 1, outskirts: 1 })
  })

  it('INN-SKY-01 «Przestworza» («ulice Innsmouth traktuje się jako sąsiadujące z Przestworzami»): a flyer in the Sky swoops onto the Innsmouth street with the lowest Sneak', () => {
    const uids: string[] = []
    const g = inn().seal('independence-square').monster('byakhee', 'sky', uids).investigator(1, 'factory-district-streets', 1).investigator(2, 'downtown-streets', 3)
    const w = when(g, draw('campus-security-increased'))
    expect(placeOf(w.state, uids[0])).toBe('factory-district-streets')
  })

  it('INN-SKY-02 «Ruch potworów latających» 3: a flyer on an Innsmouth street whose lines are unknown asks where to go when an investigator is on another Innsmouth street; otherwise it goes to the Sky', () => {
    const uids: string[] = []
    const g = inn().seal('independence-square').monster('byakhee', 'factory-district-streets', uids).investigator(1, 'church-green-streets', 2).investigator(2, 'downtown-streets', 1)
    const asked = when(g, draw('campus-security-increased'))
    expect(asked.state.pending).toEqual({ kind: 'monster-destination', uid: uids[0], reason: 'unknown-arrow', options: ['church-green-streets', 'sky'] })
    const alone: string[] = []
    const h = inn().seal('independence-square').monster('byakhee', 'factory-district-streets', alone).investigator(2, 'downtown-streets', 1)
    expect(placeOf(when(h, draw('campus-security-increased')).state, alone[0])).toBe('sky')
  })

  it('INN-MOVE-01 «Plansza Innsmouth»: monsters on the Innsmouth board move with their symbol; an unknown arrow offers the Innsmouth spaces (not Arkham) and a vortex', () => {
    const uids: string[] = []
    const g = inn().seal('woods').monster('gug', 'falcon-point', uids)
    const asked = when(g, draw('manhunt-in-arkham'))
    const p = asked.state.pending
    expect(p?.kind === 'monster-destination' && p.options).toEqual(['falcon-point', ...INNSMOUTH_WALKABLE.filter((x) => x !== 'falcon-point'), 'vortex'])
    const w = when(asked.session, { type: 'ChooseMonsterDestination', data: { uid: uids[0], to: 'innsmouth-shore-streets' } })
    expect(placeOf(w.state, uids[0])).toBe('innsmouth-shore-streets')
    refused(asked.session, { type: 'ChooseMonsterDestination', data: { uid: uids[0], to: 'woods' } }, 'monster/destination-not-allowed')
  })

  it('INN-MOVE-02 «Plansza Innsmouth», «Aresztowanie w Innsmouth»: investigators may be moved to Innsmouth streets, locations and the jail cell only with the board', () => {
    for (const to of ['sawbone-alley', 'devil-reef', 'innsmouth-jail-cell', 'joe-sargents']) {
      expect(inv(when(inn(), { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to } }).state, 1).location).toBe(to)
    }
    refused(given(), { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'sawbone-alley' } }, 'investigator/unknown-place')
    refused(inn(), { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'vortex' } }, 'investigator/unknown-place')
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-BURST «Rozerwanie bramy»; Innsmouth Rumors', () => {
  it('INN-BURST-01 «Rozerwanie bramy»: on a sealed location the Elder Sign is removed and the gate opens: no doom, 1 monster, no surge, no uprising token', () => {
    const g = inn({ players: 4 }).seal('devil-reef')
    const w = when(g, draw('dark-day'))
    expect(types(w.events).slice(1, 4)).toEqual(['ElderSignRemoved', 'GateOpened', 'CluesDiscarded'])
    expect(w.state.sealed).toEqual([])
    expect(w.state.doom).toBe(0)
    expect(Object.keys(w.state.gates)).toEqual(['devil-reef'])
    expect(appearedAt(w.events)).toEqual({ 'devil-reef': 1 })
    expect(types(w.events)).not.toContain('MonsterSurgeBegan')
    expect(w.state.deepOnesRising).toBe(0)
  })

  it.each([
    [4, undefined, 1], [5, undefined, 2], [6, undefined, 2], [5, true, 2], [5, false, 1],
  ])('INN-BURST-02 «Rozerwanie bramy», «5 lub więcej Badaczy i otwieranie bram»: %i players, setting burstTwoMonstersWithFivePlus = %s → %i monster(s)', (players, setting, n) => {
    const g = inn({ players, ...(setting !== undefined ? { settings: { burstTwoMonstersWithFivePlus: setting } } : {}) }).seal('devil-reef')
    expect(appearedAt(when(g, draw('dark-day')).events)).toEqual({ 'devil-reef': n })
  })

  it('INN-BURST-02 «Rozerwanie bramy»: the setting is recorded only when given (a game without it records the settings it always did)', () => {
    expect(inn().state.settings).toEqual({ terrorTenAddsDoom: true, tooManyMonstersCountsOutskirts: false })
    expect(inn({ settings: { burstTwoMonstersWithFivePlus: false } }).state.settings.burstTwoMonstersWithFivePlus).toBe(false)
  })

  it('INN-BURST-03 «Rozerwanie bramy» («wszystkie latające potwory poruszają się, bez względu na ich symbol wymiaru»): every flyer moves on a burst card', () => {
    const uids: string[] = []
    // Only cultists (crescent: not on this card) are left to appear at the burst gate.
    const g = inn().seal('esoteric-order-of-dagon').monster('byakhee', 'woods', uids).monster('nightgaunt', 'graveyard', uids).monster('gug', 'woods', uids).cupOnly('cultist')
    const w = when(g, draw('charity-case')) // white hexagon, black slash/triangle/star: byakhee (circle) is not on it
    expect(placeOf(w.state, uids[0])).toBe('sky')
    expect(placeOf(w.state, uids[1])).toBe('sky')
    expect(placeOf(w.state, uids[2])).not.toBe('woods') // the gug (slash) moves by its symbol
  })

  it('INN-BURST-04 «Rozerwanie bramy» («działa w taki sam sposób jak normalna karta Mitów»): on an unsealed location a burst card opens a gate with doom as usual', () => {
    const w = when(inn(), draw('dark-day'))
    expect(w.state.doom).toBe(1)
    expect(Object.keys(w.state.gates)).toEqual(['devil-reef'])
  })

  it.each([
    [3, 2, 'playing'], [2, 2, 'final-battle'], [1, 1, 'final-battle'],
  ])('INN-RUMOR-01 Innsmouth Rumors (doom tokens instead of a gate), «Postęp na torze zagłady»: %i short of a full track → +%i doom, status %s', (short, added, status) => {
    const g = inn({ ancientOne: 'yig' }).doom(10 - short)
    const w = when(g, draw('the-innsmouth-plague'))
    expect(only(w.events, 'DoomAdded').map((e) => e.cause)).toEqual(Array(added).fill('mythos/doom-instead-of-gate'))
    expect(w.state.status).toBe(status)
    expect(w.state.gates).toEqual({})
    expect(only(w.events, 'MonsterAppeared')).toEqual([])
    if (status === 'playing') expect(w.state.rumor).toBe('the-innsmouth-plague')
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-AO «Nowi Przedwieczni»: sheet counters and the final battle', () => {
  it.each([
    ['cthulhu', 'ghatanothoa-visage', 1, 'ao-counter/unknown-key'],
    ['ghatanothoa', 'dust', 1, 'ao-counter/unknown-key'],
    ['ghatanothoa', '__proto__', 1, 'ao-counter/unknown-key'],
    ['ghatanothoa', 'ghatanothoa-visage', -1, 'ao-counter/out-of-range'],
    ['ghatanothoa', 'ghatanothoa-visage', 0, 'ao-counter/bad-amount'],
    ['ghatanothoa', 'ghatanothoa-visage', 0.5, 'ao-counter/bad-amount'],
    ['ghatanothoa', 'ghatanothoa-visage', 9, 'ao-counter/out-of-range'],
    ['bokrug', 'being-of-ib', 1, 'ao-counter/out-of-range'],
    ['bokrug', 'being-of-ib', -5, 'ao-counter/out-of-range'],
    ['quachil-uttaus', 'dust', 13, 'ao-counter/out-of-range'],
    ['zhar', 'zhar', 2, 'ao-counter/out-of-range'],
  ])('INN-AO-01 «Nowi Przedwieczni»: %s: AdjustAncientOneCounter %s by %s is refused (%s)', (ao, key, delta, code) => {
    refused(inn({ ancientOne: ao }), counter(key, delta), code)
  })

  it.each([
    ['bokrug', 'being-of-ib', -4, 0], ['quachil-uttaus', 'dust', 12, 12], ['nyogtha', 'tendril-of-nyogtha', 1, 1], ['rhan-tegoth', 'drained-stamina', 7, 7],
  ])('INN-AO-01 «Nowi Przedwieczni»: %s: %s %i → %i (a sheet counter; without the board too)', (ao, key, delta, to) => {
    const w = when(given({ ancientOne: ao }), counter(key, delta))
    expect(w.state.aoCounters[key]).toBe(to)
    expect(only(w.events, 'AncientOneCounterAdjusted')[0]).toMatchObject({ data: { key, to }, cause: 'manual' })
  })

  it.each([
    [2, 3], [3, 0], [1, 0],
  ])('INN-AO-02 «Ghatanothoa» («pozostaje odkryty, chyba że … odkryto właśnie czwarty żeton oblicza»): %i face up, reveal 1 more → %i face up', (start, to) => {
    const g = inn({ ancientOne: 'ghatanothoa' }).with({ type: 'AncientOneCounterAdjusted', data: { key: 'ghatanothoa-visage', to: start } })
    const w = when(g, counter('ghatanothoa-visage', start === 1 ? 3 : 1))
    expect(w.state.aoCounters['ghatanothoa-visage']).toBe(to)
    if (to === 0) expect(w.events.at(-1)?.cause).toBe('rule/ghatanothoa-fourth-visage')
  })

  it('INN-AO-03 «Quachil Uttaus»: the first player marker is not passed (Mythos phase, battle rounds) until he devours the first player; then it passes again', () => {
    const g = inn({ ancientOne: 'quachil-uttaus', players: 3 })
    const held = play(g, draw('blue-flu'), { type: 'DevourInvestigator', data: { investigatorId: 'inv-2' } })
    expect(held.state.firstPlayer).toBe(0)
    expect(held.state.aoCounters['first-player-locked']).toBe(1)
    const devoured = when(held.session, { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } })
    expect(only(devoured.events, 'AncientOneCounterAdjusted')[0]).toMatchObject({ data: { key: 'first-player-locked', to: 0 }, cause: 'rule/quachil-uttaus-first-player-devoured' })
    const next = play(devoured.session, { type: 'AdvancePhase', data: { to: 'mythos' } }, draw())
    expect(next.state.firstPlayer).toBe(1)
    const battle = play(g, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} }, { type: 'StartBattleRound', data: {} })
    expect(battle.state.firstPlayer).toBe(0)
    expect(play(given({ players: 3 }), { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} }).state.firstPlayer).toBe(1)
  })

  /** A battle against `ao` with one player (every success removes one doom token). */
  const battle = (ao: string, setup: Ah2eCommand[] = []) =>
    play(inn({ ancientOne: ao, players: 1 }), ...setup, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} })
  const attack = (successes: number): Ah2eCommand => ({ type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes } })

  it.each([
    [2, 1, 11], [3, 0, 11], [4, 0, 10],
  ])('INN-AO-04 «Rhan-Tegoth» (wyssana Wytrzymałość = dodatkowe sukcesy): 3 drained, an attack of %i → %i left on the sheet, doom %i', (n, left, doom) => {
    const b = battle('rhan-tegoth', [counter('drained-stamina', 3)])
    const w = when(b.session, attack(n))
    expect(w.state.aoCounters['drained-stamina']).toBe(left)
    expect(w.state.doom).toBe(doom)
    if (n >= 3) expect(only(w.events, 'AncientOneCounterAdjusted')[0].cause).toBe('rule/rhan-tegoth-extra-successes')
  })

  it.each([
    [13, 'won'], [14, 'won'], [12, 'final-battle'],
  ])('INN-AO-04 «Rhan-Tegoth»: track 11 + 2 drained = 13 successes to win; %i successes → %s', (n, status) => {
    const b = battle('rhan-tegoth', [counter('drained-stamina', 2)])
    expect(when(b.session, attack(n)).state.status).toBe(status)
  })

  it('INN-AO-04 «Rhan-Tegoth»: doom removed by hand to 0 with tokens still on the sheet is not yet a win; the next successes pay them', () => {
    const b = battle('rhan-tegoth', [counter('drained-stamina', 2)])
    const w = play(b.session, { type: 'AdjustDoom', data: { delta: -11 } })
    expect(w.state.status).toBe('final-battle')
    expect(when(w.session, { type: 'StartBattleRound', data: {} }).state.status).toBe('final-battle')
    const won = play(w.session, { type: 'StartBattleRound', data: {} }, attack(2))
    expect(won.state.outcome).toEqual({ result: 'won', how: 'banished' })
  })

  it.each([
    [10, 'final-battle', 1, 1], [11, 'final-battle', 2, 11], [12, 'final-battle', 2, 10], [22, 'won', 2, 0],
  ])('INN-AO-05 «Zhar» («najpierw pokonać pierwszą istotę, a następnie uporać się z drugą»): track 11, %i successes → %s, being %i, doom %i', (n, status, stage, doom) => {
    const b = battle('zhar')
    const w = when(b.session, attack(n))
    expect(w.state.status).toBe(status)
    expect(w.state.aoCounters['final-battle-stage']).toBe(stage)
    expect(w.state.doom).toBe(doom)
    if (stage === 2) expect(only(w.events, 'DoomTrackFilled')[0]).toMatchObject({ data: { added: 11 }, cause: 'rule/zhar-second-being' })
    expectFoldConsistent(w.session)
  })

  it('INN-AO-05 «Zhar»: with 4 players leftover successes carry into the second being', () => {
    const b = play(inn({ ancientOne: 'zhar', players: 4 }), { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} })
    const w = when(b.session, { type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 4 * 11 + 6 } })
    expect(w.state.doom).toBe(10)
    expect(w.state.battle?.successes).toBe(2)
    expect(w.state.status).toBe('final-battle')
  })

  it('INN-AO-06 «Bokrug» («Istoty z Ib nigdy nie mogą pojawić się na planszy»): the 4 Beings of Ib are on his sheet, not in the cup', () => {
    const s = inn({ ancientOne: 'bokrug' }).state
    expect(s.aoCounters['being-of-ib']).toBe(4)
    for (let i = 1; i <= 4; i++) expect(placeOf(s, `being-of-ib#${i}`)).toBe('box')
    refused(inn({ ancientOne: 'bokrug' }), { type: 'PlaceMonster', data: { uid: 'being-of-ib#1', to: 'woods' } }, 'monster/not-in-play')
  })

  it.each([
    ['woods', 'uptown-streets', true, 'on the street of the sealed location\'s neighbourhood'],
    ['woods', 'st-marys-hospital', true, 'on another location of that neighbourhood'],
    ['woods', 'woods', true, 'on the sealed location itself'],
    ['woods', 'downtown-streets', false, 'in another neighbourhood'],
    ['woods', 'ow:abyss:1', false, 'in an Other World'],
    ['marsh-refinery', 'factory-district-streets', true, 'in an Innsmouth neighbourhood with a sealed gate'],
  ])('INN-AO-08 «Chaugnar Faugn» («w tej samej dzielnicy co zapieczętowana brama»): sealed %s, investigator at %s → exposed = %s (%s)', (sealed, at, exposed) => {
    const g = (sealed === 'marsh-refinery' ? inn() : given()).seal(sealed).investigator(1, at)
    expect(inSealedNeighbourhood(g.state, ah2eFullData)).toEqual(exposed ? ['inv-1'] : [])
  })

  it('INN-AO-08 «Chaugnar Faugn»: no sealed gate → nobody (an Elder Sign card in hand is the players\' to add); the devoured are not listed', () => {
    expect(inSealedNeighbourhood(given().investigator(1, 'woods').state, ah2eFullData)).toEqual([])
    const d = play(given().seal('woods').investigator(1, 'woods').investigator(2, 'uptown-streets'), { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } })
    expect(inSealedNeighbourhood(d.state, ah2eFullData)).toEqual(['inv-2'])
  })

  it('INN-AO-07 «Nowi Przedwieczni»: every tag-declared counter of the Innsmouth Ancient Ones has a start inside its range', () => {
    for (const ao of innsmouthData.ancientOnes.ancientOnes) {
      for (const spec of aoCounterSpecs(ao, ah2eFullData)) {
        expect(spec.start, `${ao.id} ${spec.key}`).toBeGreaterThanOrEqual(spec.min)
        expect(spec.start, `${ao.id} ${spec.key}`).toBeLessThanOrEqual(spec.max)
      }
    }
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-LOOK «Wygląd Innsmouth»; INN-STORY «Wariant Osobistych historii»', () => {
  it.each([
    [0, false], [1, true], [10, true], [11, false],
  ])('INN-LOOK-01 «Wygląd Innsmouth» («tasuje talię … losuje naraz»): draw %i → accepted = %s; the cards are distinct, from the 10, and all go back', (count, ok) => {
    const g = inn()
    const command: Ah2eCommand = { type: 'DrawInnsmouthLook', data: { count, investigatorId: 'inv-2' } }
    if (!ok) {
      refused(g, command, 'look/bad-count')
      return
    }
    const w = when(g, command)
    const ids = only(w.events, 'InnsmouthLookDrawn')[0].data.cardIds
    expect(ids).toHaveLength(count)
    expect(new Set(ids).size).toBe(count)
    for (const id of ids) expect(id).toMatch(/^innsmouth-look-(0[1-9]|10)$/)
    expect(w.state).toEqual(g.state) // the deck is never depleted: nothing stays drawn
  })

  it('INN-LOOK-01 «Wygląd Innsmouth»: the draw is seeded per command (undo and draw again: the same cards); an unknown investigator is refused', () => {
    const g = inn()
    const a = when(g, { type: 'DrawInnsmouthLook', data: { count: 3 } })
    const b = when(g, { type: 'DrawInnsmouthLook', data: { count: 3 } })
    expect(b.events).toEqual(a.events)
    refused(g, { type: 'DrawInnsmouthLook', data: { count: 1, investigatorId: 'inv-9' } }, 'investigator/unknown')
  })

  it('INN-STORY-01 «Wariant Osobistych historii»: a story is set, passes or fails, per investigator; a new investigator has none', () => {
    const set = (status: 'active' | 'passed' | 'failed', story: string | null = 'Search for Alden'): Ah2eCommand => ({ type: 'SetPersonalStory', data: { investigatorId: 'inv-1', story, status } })
    const w = play(inn(), set('active'), set('passed'))
    expect(w.state.personalStories).toEqual({ 'inv-1': { story: 'Search for Alden', status: 'passed' } })
    expect(when(inn(), set('failed', '  ')).state.personalStories['inv-1']).toEqual({ story: null, status: 'failed' })
    refused(inn(), set('won' as never), 'story/bad-status')
    refused(inn(), set('active', 'x'.repeat(81)), 'story/bad-text')
    const replaced = play(w.session, { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } }, { type: 'ReplaceInvestigator', data: { investigatorId: 'inv-1' } })
    expect(replaced.state.personalStories).toEqual({})
  })
})

// ------------------------------------------------------------------------------------------------

describe('INN-DEF facts the owner of the box fills in', () => {
  const deepOne = (count = 6, extra: Partial<Record<string, unknown>> = {}): Ah2eCommand =>
    ({ type: 'DefineMonsterKind', data: { id: 'deep-one', name: 'Deep One', dimension: 'plus', movement: 'aquatic', count, mask: false, spawn: false, ...extra } as never })

  it('INN-DEF-01 «Nowe żetony potworów»: defining the Deep One puts its tokens in the cup; the rules then know its symbol', () => {
    const w = when(inn(), deepOne(6))
    expect(only(w.events, 'MonsterKindDefined')[0].data.tokens).toEqual(['deep-one#1', 'deep-one#2', 'deep-one#3', 'deep-one#4', 'deep-one#5', 'deep-one#6'])
    for (let i = 1; i <= 6; i++) expect(placeOf(w.state, `deep-one#${i}`)).toBe('cup')
    expect(countAt(w.state, 'cup')).toBe(countAt(inn().state, 'cup') + 6)
    expect(placeOf(when(w.session, { type: 'PlaceMonster', data: { uid: 'deep-one#1', to: 'falcon-point' } }).state, 'deep-one#1')).toBe('falcon-point')
  })

  it('INN-DEF-01 «Nowe żetony potworów»: a defined monster follows its symbol (plus: black on footprints-on-shore) and goes back to the cup when a gate of its symbol closes', () => {
    const g = inn().did(deepOne(2)).seal('devil-reef')
    g.with({ type: 'MonsterAppeared', data: { uid: 'deep-one#1', location: 'southside-streets' } })
    const w = when(g, draw('footprints-on-shore'))
    expect(placeOf(w.state, 'deep-one#1')).toBe('french-hill-streets') // the black arrow from Southside
    const plusGate = ah2eData.gateMarkers.find((m) => m.dimension === 'plus')!.id
    const c = play(inn().did(deepOne(2)).gate('woods', plusGate).with({ type: 'MonsterAppeared', data: { uid: 'deep-one#2', location: 'marsh-refinery' } }), { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(placeOf(c.state, 'deep-one#2')).toBe('cup')
  })

  it.each([
    [deepOne(6, { id: 'ghoul' }), 'monster/base-kind'],
    [deepOne(6, { id: 'Deep One' }), 'monster/bad-id'],
    [deepOne(6, { id: '__proto__' }), 'monster/bad-id'],
    [deepOne(6, { name: '' }), 'monster/bad-name'],
    [deepOne(6, { dimension: 'moon' }), 'monster/bad-dimension'],
    [deepOne(6, { movement: 'swims' }), 'monster/bad-movement'],
    [deepOne(0), 'monster/bad-count'],
    [deepOne(26), 'monster/bad-count'],
    [deepOne(6, { mask: 'no' }), 'command/malformed'],
    [deepOne(6, { mask: true }), 'monster/contradicts-data'],
    [deepOne(3, { id: 'being-of-ib', spawn: true }), 'monster/contradicts-data'],
    [deepOne(1, { id: 'star-vampire', spawn: true }), 'monster/more-than-the-box'],
    [deepOne(3, { id: 'new-mask', mask: true }), 'monster/more-than-the-box'],
  ])('INN-DEF-01 «Nowe żetony potworów»: %j is refused (%s)', (command, code) => {
    refused(inn(), command, code)
  })

  it.each([
    [4, true], [5, true], [6, false],
  ])('INN-DEF-01 «Nowe żetony potworów» (25 for the cup): 20 defined, then %i more → accepted = %s', (n, ok) => {
    const g = inn().did({ type: 'DefineMonsterKind', data: { id: 'shoggoth-twin', name: 'Twin', dimension: 'slash', movement: 'normal', count: 20, mask: false, spawn: false } })
    if (ok) expect(when(g, deepOne(n)).state.customMonsters['deep-one'].count).toBe(n)
    else refused(g, deepOne(n), 'monster/more-than-the-box')
  })

  it('INN-DEF-01 «Potwory lęgowe», «Pula potworów»: completing a spawn kind adds no token (they exist, set aside); a Mask goes to the box unless the Ancient One keeps Masks in the cup; definitions are refused without the board and twice', () => {
    const ib = when(inn(), { type: 'DefineMonsterKind', data: { id: 'being-of-ib', name: 'Being of Ib', dimension: 'star', movement: 'normal', count: 4, mask: false, spawn: true } })
    expect(only(ib.events, 'MonsterKindDefined')[0].data).toMatchObject({ tokens: [], to: 'box' })
    const mask: Ah2eCommand = { type: 'DefineMonsterKind', data: { id: 'innsmouth-mask', name: 'Mask', dimension: 'slash', movement: 'normal', count: 2, mask: true, spawn: false } }
    expect(placeOf(when(inn(), mask).state, 'innsmouth-mask#1')).toBe('box')
    expect(placeOf(when(inn({ ancientOne: 'nyarlathotep' }), mask).state, 'innsmouth-mask#1')).toBe('cup')
    refused(given(), deepOne(), 'innsmouth/not-in-play')
    refused(when(inn(), deepOne()).session, deepOne(), 'monster/already-defined')
  })

  it('INN-DEF-02 «Plansza Innsmouth» (strzałki): a defined arrow is followed; an arrow into a vortex sends the monster into it', () => {
    const uids: string[] = []
    const g = inn().did({ type: 'DefineArrow', data: { space: 'falcon-point', colour: 'white', to: 'innsmouth-shore-streets' } }).seal('woods').monster('gug', 'falcon-point', uids)
    const w = when(g, draw('manhunt-in-arkham'))
    expect(w.state.pending).toBeNull()
    expect(placeOf(w.state, uids[0])).toBe('innsmouth-shore-streets')
    const v: string[] = []
    const h = inn().did({ type: 'DefineArrow', data: { space: 'falcon-point', colour: 'white', to: 'vortex' } }).seal('woods').monster('gug', 'falcon-point', v)
    const x = when(h, draw('manhunt-in-arkham'))
    expect(placeOf(x.state, v[0])).toBe('cup')
    expect(types(x.events)).toContain('MonsterEnteredVortex')
    expect(x.state.deepOnesRising).toBe(2) // the Elder Sign at Woods, then the vortex
  })

  // «Ruch wodny»: footprints-on-shore moves plus monsters on the black arrows; the Elder Sign at
  // Devil Reef stops its gate. Deep One tokens (aquatic, plus) come from DefineMonsterKind.
  const aquatic = (monsterAt: string, investigators: [string, number | null][]) => {
    const g = inn().did(deepOne(2)).seal('devil-reef').did({ type: 'PlaceMonster', data: { uid: 'deep-one#1', to: monsterAt } })
    investigators.forEach(([place, sneak], i) => g.investigator(i + 1, place, sneak))
    return when(g, draw('footprints-on-shore'))
  }
  it.each([
    ['river-docks', [['falcon-point', 2]], 'falcon-point', 'straight to the investigator on another aquatic location'],
    ['falcon-point', [['unvisited-isle', 4]], 'unvisited-isle', 'from Innsmouth to an Arkham aquatic marker'],
    ['yha-nthlei', [['devil-reef', 1]], 'devil-reef', 'between the places reachable only by water'],
    ['river-docks', [['falcon-point', 3], ['unvisited-isle', 1]], 'unvisited-isle', 'the lowest Sneak among several aquatic locations'],
    ['river-docks', [['falcon-point', 1], ['unvisited-isle', 3]], 'falcon-point', 'the lowest Sneak among several aquatic locations'],
    ['river-docks', [['woods', 0]], 'merchant-district-streets', 'nobody on an aquatic location: the black arrow, as a normal monster'],
    ['river-docks', [['river-docks', 0], ['falcon-point', 1]], 'river-docks', 'an investigator on its own location: it stays'],
    ['southside-streets', [['falcon-point', 0]], 'french-hill-streets', 'not on an aquatic location: the black arrow'],
    ['merchant-district-streets', [['river-docks', 0]], 'miskatonic-u-streets', 'a street is never an aquatic location'],
  ] as [string, [string, number | null][], string, string][])('INN-AQUA-01 «Ruch wodny»: a Deep One at %s with investigators %j ends at %s (%s)', (from, investigators, to) => {
    const w = aquatic(from, investigators)
    expect(w.state.pending).toBeNull()
    expect(placeOf(w.state, 'deep-one#1')).toBe(to)
    expectFoldConsistent(w.session)
  })

  it.each([
    [[['falcon-point', 2], ['unvisited-isle', 2]], 'a tie in Sneak'],
    [[['falcon-point', null], ['unvisited-isle', 2]], 'a Sneak the app was not told'],
  ] as [[string, number | null][], string][])('INN-AQUA-02 «Ruch wodny» («w przypadku remisu decyduje pierwszy gracz»): %j (%s) → the first player chooses between the aquatic locations', (investigators) => {
    const w = aquatic('river-docks', investigators)
    expect(w.state.pending).toEqual({ kind: 'monster-destination', uid: 'deep-one#1', reason: 'aquatic-tie', options: ['falcon-point', 'unvisited-isle'] })
    const c = when(w.session, { type: 'ChooseMonsterDestination', data: { uid: 'deep-one#1', to: 'unvisited-isle' } })
    expect(placeOf(c.state, 'deep-one#1')).toBe('unvisited-isle')
    expect(c.state.pending).toBeNull()
    refused(w.session, { type: 'ChooseMonsterDestination', data: { uid: 'deep-one#1', to: 'river-docks' } }, 'monster/destination-not-allowed')
  })

  it('INN-AQUA-03 «Ruch wodny», «Przygotowanie» (1): only aquatic monsters swim; River Docks and Unvisited Isle carry the aquatic markers only with the Innsmouth board', () => {
    const uids: string[] = []
    const g = inn().seal('devil-reef').monster('cultist', 'river-docks', uids).investigator(1, 'falcon-point', 0)
    expect(placeOf(when(g, draw('footprints-on-shore')).state, uids[0])).toBe('merchant-district-streets') // the white arrow
    expect(ah2eFullData.innsmouth?.arkhamAquaticLocations).toEqual(['river-docks', 'unvisited-isle'])
    expect(ah2eData.spaces.filter((sp) => sp.aquatic === true)).toEqual([])
  })

  it.each([
    [{ space: 'rivertown-streets', colour: 'white', to: 'easttown-streets' }, 'arrow/known'],
    [{ space: 'innsmouth-jail-cell', colour: 'white', to: 'innsmouth-jail' }, 'arrow/unknown-space'],
    [{ space: 'nowhere', colour: 'white', to: 'innsmouth-jail' }, 'arrow/unknown-space'],
    [{ space: 'falcon-point', colour: 'grey', to: 'innsmouth-jail' }, 'command/malformed'],
    [{ space: 'falcon-point', colour: 'white', to: 'falcon-point' }, 'arrow/bad-destination'],
    [{ space: 'falcon-point', colour: 'white', to: 'woods' }, 'arrow/bad-destination'],
    [{ space: 'falcon-point', colour: 'white', to: 'devil-reef' }, 'arrow/bad-destination'],
    [{ space: 'falcon-point', colour: 'white', to: '__proto__' }, 'arrow/bad-destination'],
  ])('INN-DEF-02 «Plansza Innsmouth»: DefineArrow %j is refused (%s)', (data, code) => {
    refused(inn(), { type: 'DefineArrow', data } as Ah2eCommand, code)
  })

  it('INN-DEF-02: facts are commands: defined once (undo to change), undoable, and they travel with an exported game file', () => {
    const arrow: Ah2eCommand = { type: 'DefineArrow', data: { space: 'marsh-refinery', colour: 'black', to: 'factory-district-streets' } }
    const t = new Table(ah2e, 'facts-file')
    t.do(setUp({ expansions: INN, ancientOne: 'bokrug' }))
    t.resolveMythos()
    t.do(arrow)
    t.do(deepOne(3))
    const session = t.session()
    refused(session, arrow, 'arrow/already-defined')
    expect(session.state.customArrows).toEqual({ 'marsh-refinery': { black: 'factory-district-streets' } })
    const u = undo(ah2e, session)
    expect(u.ok && u.value.state.customMonsters).toEqual({})
    expect(u.ok && u.value.state.customArrows).toEqual(session.state.customArrows)
    const text = serializeGameFile({ game: 'ah2e', name: 'Innsmouth facts', createdAt: '2026-01-15T19:30:00.000Z', seed: 'facts-file' }, session)
    const parsed = parseGameFile(text, { ah2e })
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.value.session.state).toEqual(session.state)
  })
})
