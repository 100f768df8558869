import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { boardChanges } from '@/games/ah2e/ui/board'
import { gateMarkerName, monsterKindName, placeName } from '@/games/ah2e/ui/names'
import { undoTo, type Session } from '@/core'
import { ah2e, type Ah2eCommand, type Ah2eEvent, type Ah2eState } from '@/games/ah2e/rules'
import { given, play, when } from './harness'
import { ah2eData } from '@/games/ah2e/data'
import { alertsFor, formatAlert } from '@/games/ah2e/ui/alerts'
import { describeEvent } from '@/games/ah2e/ui/describe'
import { story } from '@/games/ah2e/ui/story'

/**
 * «On the board» (issue «AH2e at the table», point 1): after a command and after its undo, the lines
 * the players work through on the physical board. Each case plays a real command from a position
 * and checks the lines in both languages (`pl` first: the table plays the Polish edition).
 */
const texts = (before: Ah2eState, after: Ah2eState, l: 'pl' | 'en' = 'pl') => {
  locale.value = l
  return boardChanges(before, after).map((c) => c.text)
}
const undone = (s: Session<Ah2eState, Ah2eCommand, Ah2eEvent>) => {
  const r = undoTo(ah2e, s, s.entries[s.entries.length - 1].seq - 1)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

afterEach(() => {
  locale.value = 'pl'
})

describe('BOARD «On the board»: what to change on the physical board after every command and undo', () => {
  it('BOARD-01 (§PL «Zamykanie bram», «Zamykanie bram, a potwory») closing a gate: the marker becomes the investigator\'s trophy, its monsters go back to the cup; the undo puts them back', () => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).gate('woods').gate('graveyard').investigator(1, 'woods')
    // Every kind on the board once: those of the closed gate's dimension go back to the cup.
    const kinds = [...new Set(Object.keys(g.state.monsters).filter((u) => g.state.monsters[u] === 'cup').map((u) => u.slice(0, u.lastIndexOf('#'))))]
    for (const k of kinds.slice(0, 12)) g.monster(k, 'rivertown-streets')
    const w = when(g, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    const returned = w.events.flatMap((e) => (e.type === 'MonstersReturnedToCup' ? e.data.uids : []))
    expect(returned.length).toBeGreaterThan(0)
    const lines = texts(w.before, w.state)
    expect(lines[0]).toMatch(/^Las: zdejmij znacznik bramy „.+” — trofeum dla: Ala$/)
    for (const uid of returned) expect(lines).toContain(`${monsterKindName(uid.slice(0, uid.lastIndexOf('#')))}: ${placeName('rivertown-streets')} → pula potworów`)
    expect(lines).toHaveLength(1 + returned.length)
    const back = texts(w.state, undone(w.session))
    expect(back[0]).toMatch(/^Las: połóż z powrotem znacznik bramy „.+” \(weź go z trofeów: Ala\)$/)
    expect(texts(w.before, w.state, 'en')[0]).toMatch(/^Woods: take the gate marker “.+” — a trophy for Ala$/)
  })

  it('BOARD-02 (§PL «Pieczętowanie bram») sealing: the gate marker to the trophies, an Elder Sign token on the place, the 5 clues returned; the undo takes the seal off', () => {
    const g = given({ players: 1, investigatorNames: ['Ala'] }).gate('woods').gate('graveyard').investigator(1, 'woods').clues(6, 1)
    const w = when(g, { type: 'SealGate', data: { location: 'woods', investigatorId: 'inv-1', with: 'clues' } })
    const lines = texts(w.before, w.state)
    expect(lines).toContain('Las: połóż żeton Znaku Starszych Bogów')
    expect(lines.some((l) => /^Las: zdejmij znacznik bramy „.+” — trofeum dla: Ala$/.test(l))).toBe(true)
    expect(lines).toContain('Ala: odłóż 5 wskazówek (zostaje 1)')
    const back = texts(w.state, undone(w.session))
    expect(back).toContain('Las: zdejmij żeton Znaku Starszych Bogów')
    expect(back).toContain('Ala: weź 5 wskazówek (razem 6)')
  })

  it.each([
    // terror from → to: the track line, the ally boxed by name, the shop closed at 3 / 6 / 9
    [2, 3, 'Sklep Wielobranżowy'],
    [5, 6, 'Sklep z Osobliwościami'],
    [8, 9, 'Sklep Ye Olde Magick'],
  ])('BOARD-03 (§PL «Tor paniki») terror %i → %i: the marker, the ally to the box by name, the shop closed; the undo reverses each', (from, to) => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).terror(from)
    const w = when(g, { type: 'RaiseTerror', data: { amount: 1 } })
    const ally = w.events.find((e) => e.type === 'AllyBoxed')
    const closed = w.events.find((e) => e.type === 'LocationClosed')
    const lines = texts(w.before, w.state)
    expect(lines[0]).toBe(`Tor paniki: przesuń znacznik na ${to}`)
    expect(ally).toBeDefined()
    expect(lines.some((l) => /^Sprzymierzeniec „.+”: odłóż kartę do pudełka$/.test(l))).toBe(true)
    expect(lines.join('\n')).not.toMatch(/[a-z]+-[a-z]+/) // no internal ids
    expect(closed).toBeDefined()
    expect(lines.some((l) => /: połóż znacznik „Zamknięte”$/.test(l))).toBe(true)
    const back = texts(w.state, undone(w.session))
    expect(back[0]).toBe(`Tor paniki: przesuń znacznik na ${from}`)
    expect(back.some((l) => /^Sprzymierzeniec „.+”: wyjmij kartę z pudełka i wtasuj do talii Sprzymierzeńców$/.test(l))).toBe(true)
    expect(back.some((l) => /: zdejmij znacznik „Zamknięte”$/.test(l))).toBe(true)
  })

  it.each([
    [1, 'Tor zagłady: dołóż 1 żeton (razem 1)', 'Doom track: add 1 token (now 1)'],
    [2, 'Tor zagłady: dołóż 2 żetony (razem 2)', 'Doom track: add 2 tokens (now 2)'],
    [5, 'Tor zagłady: dołóż 5 żetonów (razem 5)', 'Doom track: add 5 tokens (now 5)'],
  ])('BOARD-04 (§PL «Tor zagłady») doom +%i: the count in the right plural form', (n, pl, en) => {
    const w = when(given(), { type: 'AdjustDoom', data: { delta: n } })
    expect(texts(w.before, w.state)).toEqual([pl])
    expect(texts(w.before, w.state, 'en')).toEqual([en])
  })

  it('BOARD-05 (house style «Undo by refold») an undo of several commands lists the net change once per piece, where it must end up', () => {
    const g = given({ players: 1, investigatorNames: ['Ala'] })
    let s = g.build()
    for (const c of [
      { type: 'AdjustDoom', data: { delta: 2 } },
      { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'woods' } },
      { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'graveyard' } },
      { type: 'AdjustDoom', data: { delta: 1 } },
    ] as Ah2eCommand[]) s = when(s, c).session
    const r = undoTo(ah2e, s, s.entries[0].seq)
    if (!r.ok) throw new Error(r.error.message)
    expect(texts(s.state, r.value.state)).toEqual(['Tor zagłady: zdejmij 3 żetony (zostaje 0)', 'Ala: zdejmij pionek z planszy (Cmentarz)'])
  })

  it('BOARD-06 identical monster tokens moving the same way are one line with a count; nothing changed is no line', () => {
    const g = given().gate('woods')
    const before = g.state
    const uids = Object.keys(before.monsters).filter((u) => u.startsWith('maniac#') && before.monsters[u] === 'cup').slice(0, 2)
    expect(uids).toHaveLength(2)
    const after = { ...before, monsters: { ...before.monsters, [uids[0]]: 'woods', [uids[1]]: 'woods' } }
    expect(texts(before, after)).toEqual([`2 × ${monsterKindName('maniac')}: pula potworów → Las`])
    expect(texts(before, before)).toEqual([])
  })

  it('BOARD-07 every line has a key unique in its list, and the same keys in both languages', () => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).gate('woods').investigator(1, 'woods').terror(2)
    const w = when(g, { type: 'RaiseTerror', data: { amount: 4 } })
    locale.value = 'pl'
    const pl = boardChanges(w.before, w.state)
    locale.value = 'en'
    const en = boardChanges(w.before, w.state)
    expect(new Set(pl.map((c) => c.key)).size).toBe(pl.length)
    expect(en.map((c) => c.key)).toEqual(pl.map((c) => c.key))
    expect(pl.length).toBeGreaterThan(3)
  })

  it('BOARD-08 (§PL «Stan Badacza») devoured: the figure off; replaced: a new sheet and figure; the undo puts the figure back; a rename is no board change', () => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).investigator(1, 'woods').clues(2, 1)
    const d = when(g, { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } })
    expect(texts(d.before, d.state)).toEqual(['Ala: pochłonięcie — zdejmij pionek i odłóż wskazówki oraz karty badacza'])
    // One line per investigator (key `inv:<id>`): every change of theirs in it.
    expect(texts(d.state, undone(d.session))).toEqual(['Ala: wraca do gry — postaw pionek: Las; weź 2 wskazówki (razem 2)'])
    const r = when(d.session, { type: 'ReplaceInvestigator', data: { investigatorId: 'inv-1', name: 'Ela' } })
    expect(texts(r.before, r.state)).toEqual(['Ela: nowy badacz w miejsce: Ala — weź jego arkusz i pionek'])
    const n = when(given({ players: 1, investigatorNames: ['Ala'] }), { type: 'UpdateInvestigator', data: { investigatorId: 'inv-1', name: 'Alicja' } })
    expect(texts(n.before, n.state)).toEqual([])
  })

  it('BOARD-09 an investigator without a name is «Badacz n» in every line, never an empty name', () => {
    const g = given({ players: 1 }).gate('woods').investigator(1, 'woods')
    const w = when(g, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(texts(w.before, w.state)[0]).toMatch(/trofeum dla: Badacz 1$/)
    expect(texts(w.state, undone(w.session))[0]).toMatch(/\(weź go z trofeów: Badacz 1\)$/)
  })
})

describe('BOARD lines for the table rules (issue «AH2e at the table», point 7)', () => {
  it('BOARD-10 (§PL «Ruch w Innych Światach») back through the gate: the figure to the gate\'s location and an explored marker under it; the close takes the marker off', () => {
    const g = given({ players: 1, investigatorNames: ['Ala'], settings: { trackPositions: true } }).gate('woods', 'gate-yuggoth-1').investigator(1, 'ow:yuggoth:2')
    const back = when(g, { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'woods' } })
    expect(texts(back.before, back.state)).toEqual(['Ala: Yuggoth (2) → Las; połóż znacznik eksploracji pod pionkiem'])
    expect(texts(back.before, back.state, 'en')).toEqual(['Ala: Yuggoth (2) → Woods; put an explored marker under the investigator'])
    const closed = when(back.session, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(texts(closed.before, closed.state)).toContain('Ala: zdejmij znacznik eksploracji')
  })

  it('BOARD-11 (Innsmouth FAQ «Bramy i Inne Światy») a card closes a location with an open gate: the Closed marker goes under the gate', () => {
    const g = given().gate('science-building', 'gate-yuggoth-1')
    const w = when(g, { type: 'DrawMythosCard', data: { cardId: 'strange-lights-on-campus' } })
    const lines = texts(w.before, w.state)
    expect(lines).toContain(`${placeName('science-building')}: połóż znacznik „Zamknięte” pod znacznikiem bramy (brama zastępuje obszar, póki jest otwarta)`)
    expect(lines).toContain(`${placeName('library')}: połóż znacznik „Zamknięte”`)
  })
})

describe('BOARD lines for Sanity and Stamina and Lost in Time and Space', () => {
  it('BOARD-12 (§PL «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ») tokens on the sheet where the app tracks them; a knock-out moves the figure and returns half the clues', () => {
    const g = given({ players: 1, investigatorNames: ['Ala'] }).investigator(1, 'woods').clues(3, 1)
      .with({ type: 'HealthSet', data: { investigatorId: 'inv-1', health: { sanity: 3, maxSanity: 4, stamina: 2, maxStamina: 5 } } })
    const w = when(g, { type: 'ChangeHealth', data: { investigatorId: 'inv-1', sanity: -1, maxStamina: 1 } })
    // One line for the investigator's tokens (one component key, `inv:inv-1:health`), every change in it.
    expect(texts(w.before, w.state)).toEqual(['Ala: żetony Poczytalności 3 → 2, maksymalna Wytrzymałość 5 → 6'])
    expect(texts(w.before, w.state, 'en')).toEqual(['Ala: Sanity tokens 3 → 2, maximum Stamina 5 → 6'])
    expect(boardChanges(w.before, w.state)[0]).toMatchObject({ key: 'inv:inv-1' })
    expect(boardChanges(w.before, w.state)[0].parts).toEqual(expect.arrayContaining(['inv:inv-1:sanity', 'inv:inv-1:stamina', 'inv:inv-1:maxSanity', 'inv:inv-1:maxStamina']))
    // Starting to count them says how many tokens the sheet holds; stopping says they stay there.
    const start = when(given({ players: 1, investigatorNames: ['Ala'] }), { type: 'SetHealth', data: { investigatorId: 'inv-1', sanity: 4, maxSanity: 5, stamina: 5, maxStamina: 5 } })
    expect(texts(start.before, start.state)).toEqual(['Ala: Poczytalność 4/5, Wytrzymałość 5/5 — tyle żetonów ma być na karcie'])
    const stop = when(start.session, { type: 'SetHealth', data: { investigatorId: 'inv-1', sanity: null, maxSanity: null, stamina: null, maxStamina: null } })
    expect(texts(stop.before, stop.state)).toEqual(['Ala: żetony Poczytalności i Wytrzymałości zostają na karcie (aplikacja już ich nie liczy)'])
    const ko = when(w.session, { type: 'ChangeHealth', data: { investigatorId: 'inv-1', stamina: -2 } })
    expect(texts(ko.before, ko.state)).toEqual(['Ala: Las → Szpital Św. Marii; żetony Wytrzymałości 2 → 1; odłóż 1 wskazówkę (zostaje 2)'])
  })

  it('BOARD-13 (§PL «ZAGUBIONY W CZASIE I PRZESTRZENI») lost: the figure to the space, on its side; back: stood up on the chosen place', () => {
    const g = given({ players: 1, investigatorNames: ['Ala'] }).investigator(1, 'ow:yuggoth:1')
    const lost = when(g, { type: 'LoseInTimeAndSpace', data: { investigatorId: 'inv-1' } })
    expect(texts(lost.before, lost.state)).toEqual(['Ala: Yuggoth (1) → Zagubiony w Czasie i Przestrzeni; połóż pionek na boku (opóźnienie)'])
    const later = { ...lost.session, state: { ...lost.state, turn: lost.state.turn + 2 } }
    const back = when(later, { type: 'ReturnFromLostInTimeAndSpace', data: { investigatorId: 'inv-1', to: 'uptown-streets' } })
    expect(texts(back.before, back.state)).toEqual(['Ala: Zagubiony w Czasie i Przestrzeni → Uptown; postaw pionek (koniec opóźnienia)'].map((x) => x.replace('Uptown', placeName('uptown-streets'))))
  })
})

describe('BOARD keys: one per component (issue #24 «An evening never breaks»)', () => {
  const keys = (before: Ah2eState, after: Ah2eState, l: 'pl' | 'en' = 'pl') => {
    locale.value = l
    return boardChanges(before, after).map((c) => c.key)
  }

  it('BOARD-14 a gate, a monster kind, an investigator, a card slot keep their key whatever the change (open / close, to / from the cup, moved / devoured / replaced, entered / replaced / discarded) and in both languages', () => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).gate('woods').investigator(1, 'woods').monster('maniac', 'rivertown-streets')
    const close = when(g, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    const closeKeys = keys(close.before, close.state)
    // A gate marker is one piece, one line (`gateMarker:<marker>`): from the place to Ala's trophies and back.
    const marker = close.before.gates.woods
    expect(closeKeys).toContain(`gateMarker:${marker}`)
    expect(keys(close.state, undone(close.session))).toContain(`gateMarker:${marker}`)
    expect(keys(close.before, close.state, 'en')).toEqual(closeKeys)
    expect(ah2e.physical!(close.before)[`gateMarker:${marker}`]).toBe('woods')
    expect(ah2e.physical!(close.state)[`gateMarker:${marker}`]).toBe('trophy:inv-1')
    const back = when(given().monster('maniac', 'woods'), { type: 'PlaceMonster', data: { uid: 'maniac#1', to: 'cup' } })
    expect(keys(back.before, back.state)).toEqual(['monsters:maniac'])
    expect(keys(back.before, back.state, 'en')).toEqual(['monsters:maniac'])
    expect(keys(back.state, undone(back.session))).toEqual(['monsters:maniac'])
    const moved = when(g, { type: 'MoveInvestigator', data: { investigatorId: 'inv-2', to: 'graveyard' } })
    const devoured = when(g, { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } })
    const replaced = when(devoured.session, { type: 'ReplaceInvestigator', data: { investigatorId: 'inv-1', name: 'Ela' } })
    expect(keys(moved.before, moved.state)).toEqual(['inv:inv-2'])
    expect(keys(devoured.before, devoured.state)).toEqual(['inv:inv-1'])
    expect(keys(replaced.before, replaced.state)).toEqual(['inv:inv-1'])
    expect(keys(devoured.state, undone(devoured.session))).toEqual(['inv:inv-1'])
    const env = (id: string) => ({ ...g.state, environment: id })
    expect(keys(g.state, env('blue-flu'))).toEqual(['environment'])
    expect(keys(env('blue-flu'), env('heat-wave'))).toEqual(['environment'])
    expect(keys(env('heat-wave'), g.state)).toEqual(['environment'])
    expect(texts(env('blue-flu'), env('heat-wave'))[0]).toMatch(/^Karta Warunków: odrzuć „.+”, połóż w grze „.+”$/)
  })

  it('BOARD-14 no key encodes a direction, a place\'s name or a value', () => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).gate('woods').investigator(1, 'woods').terror(2).monster('maniac', 'woods')
    const all: string[] = []
    for (const c of [
      { type: 'RaiseTerror', data: { amount: 4 } },
      { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } },
      { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } },
      { type: 'PlaceMonster', data: { uid: 'maniac#1', to: 'cup' } },
    ] as Ah2eCommand[]) {
      const w = when(g, c)
      all.push(...keys(w.before, w.state), ...keys(w.state, undone(w.session)))
    }
    for (const k of all) expect(k).not.toMatch(/-(on|off|spent|back)\b|:(devoured|new|back)$|→|:cup|:box|:woods:/)
    expect(all.length).toBeGreaterThan(8)
  })
})

describe('BOARD the final battle\'s doom track («BITWA Z PRZEDWIECZNYMI»)', () => {
  it('BOARD-15 (000 l.1112 «usuwają 1 żeton zagłady … a następnie odejmują taką samą liczbę sukcesów») removals in the battle say how many tokens and why: one attack of 9 successes with 3 players, and three attacks of 3 summed', () => {
    const g = given({ players: 3, investigatorNames: ['Ala', 'Ola', 'Ela'] }).doom(10)
    const r = play(g, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} })
    const one = when(r.session, { type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 9 } })
    expect(texts(one.before, one.state)).toEqual(['Tor zagłady: zdejmij 3 żetony — po jednym za każde 3 sukcesy (zostaje 7)'])
    expect(texts(one.before, one.state, 'en')).toEqual(['Doom track: remove 3 tokens — one for every 3 successes (now 7)'])
    const three = play(r.session, ...['inv-1', 'inv-2', 'inv-3'].map((id) => ({ type: 'RecordBattleAttack', data: { investigatorId: id, successes: 3 } }) as Ah2eCommand))
    expect(texts(r.state, three.state)).toEqual(['Tor zagłady: zdejmij 3 żetony — po jednym za każde 3 sukcesy (zostaje 7)'])
  })

  it('BOARD-15 (003 «Zhar»: «najpierw pokonać pierwszą istotę, a następnie uporać się z drugą») the first being falls in an attack: empty the track, fill it again, then remove what the rest of the successes take', () => {
    const g = given({ players: 3, investigatorNames: ['Ala', 'Ola', 'Ela'], ancientOne: 'zhar', expansions: ['innsmouth'] })
    const r = play(g, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} })
    const max = r.state.doomMax
    const w = when(r.session, { type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 3 * max + 6 } })
    expect(w.state.doom).toBe(max - 2)
    expect(texts(w.before, w.state)[0]).toBe(`Tor zagłady: pierwsza istota pokonana — zapełnij tor od nowa (razem ${max}), potem zdejmij 2 żetony — po jednym za każde 3 sukcesy (zostaje ${max - 2})`)
  })

  it('BOARD-16 (review ah2e-es, finding 12) two tokens of one kind going different ways: the kind once with its token count, each way numbered', () => {
    const g = given({ players: 2, investigatorNames: ['Ala', 'Ola'], expansions: ['innsmouth'] }).monster('cultist', 'esoteric-order-of-dagon')
    const moved = Object.keys(g.state.monsters).find((u) => u.startsWith('cultist#') && g.state.monsters[u] === 'esoteric-order-of-dagon')!
    const drawn = Object.keys(g.state.monsters).find((u) => u.startsWith('cultist#') && g.state.monsters[u] === 'cup')!
    // The state after a Mythos card sent one into a vortex (back to the cup) and drew another to Southside.
    const both = { ...g.state, monsters: { ...g.state.monsters, [moved]: 'cup', [drawn]: 'southside-streets' } }
    expect(texts(g.state, both).filter((l) => l.startsWith(monsterKindName('cultist')))).toEqual([
      `${monsterKindName('cultist')}, 2 żetony: 1) ${placeName('esoteric-order-of-dagon')} → pula potworów; 2) pula potworów → ${placeName('southside-streets')}`,
    ])
    expect(texts(g.state, both, 'en').filter((l) => l.startsWith(monsterKindName('cultist')))[0]).toMatch(/^Cultist, 2 tokens: 1\) .+ → .+; 2\) .+ → .+$/)
  })

  it('BOARD-15 (review ah2e-es, finding 6) Zhar\'s first being falls with a notice, a line of its own in the log and a turning point in the Story', () => {
    const g = given({ players: 3, investigatorNames: ['Ala', 'Ola', 'Ela'], ancientOne: 'zhar', expansions: ['innsmouth'] })
    const r = play(g, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} })
    const max = r.state.doomMax
    const w = when(r.session, { type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 3 * max } })
    locale.value = 'pl'
    const notices = alertsFor(w.events, ah2eData).map((a) => formatAlert(a, w.state))
    expect(notices.map((a) => [a.kind, a.title])).toEqual([['second-being', 'Pierwsza istota Zhara pokonana']])
    expect(notices[0].body).toContain(`Zapełnijcie tor zagłady od nowa (${max} żetonów)`)
    const filled = w.events.find((e) => e.type === 'DoomTrackFilled')!
    expect(describeEvent(filled, w.state)).toBe(`Pierwsza istota Zhara pokonana — tor zagłady wypełniony od nowa (+${max}).`)
    const moments = story(w.session.entries, w.state).moments
    expect(moments.some((m) => m.kind === 'threshold' && 'event' in m.text && m.text.event.type === 'DoomTrackFilled')).toBe(true)
  })
})

describe('BOARD gate markers as printed', () => {
  it('BOARD-16 a gate marker is named with its world and the printed sign of its modifier («−3», not «-3»; «+0», «+1»)', () => {
    const g = given({ players: 1, investigatorNames: ['Ala'] })
    const neg = g.state.gateStack.find((m) => /[-−]\d$/.test(gateMarkerName(m)))!
    const w = when(g.gate('woods', neg).investigator(1, 'woods'), { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(gateMarkerName(neg)).toMatch(/ −\d$/)
    expect(texts(w.before, w.state)[0]).toMatch(/^Las: zdejmij znacznik bramy „.+ −\d” — trofeum dla: Ala$/)
    for (const m of g.state.gateStack) expect(gateMarkerName(m)).toMatch(/ [+−]\d$/)
  })
})
