import { describe, expect, it } from 'vitest'
import { neighbourhoodDoom, overflowCandidates, policies, spacesOf } from '@/games/ah3e/rules'
import { answerCards, run, start, type S } from './harness'
import { accepted, boardBothWays, lines, refused, typesOf } from './table'

/**
 * Doom placed and taken off by hand, the scenario sheet's doom with the owner's reminder bands, the
 * anomaly's neighbourhood boundary and its removal, and the codex switching the overflow rules and
 * adding tiles — each at its bounds, with refusals (state unchanged), undo by refold and the
 * «Na planszy» lines. Tyrants of Ruin (archive #61) unless a row names another scenario.
 */
const VILLAGE = 'innsmouth-village'
const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')
const scenario = (id: string, o: Parameters<typeof start>[0] = {}): S => answerCards(start({ scenario: id, facts: {}, ...o }))

describe('AH3E-DOOM-02 doom placed (1–6) and removed (1–20) by hand (an encounter, a ward: supplement §1.3, §3.9)', () => {
  it.each([
    [0, 'doom/bad-count'],
    [7, 'doom/bad-count'],
    [1.5, 'doom/bad-count'],
    [-1, 'doom/bad-count'],
  ])('AH3E-DOOM-02 PlaceDoom count %s refused: %s', (count, code) => {
    expect(refused(given(), { type: 'PlaceDoom', data: { space: 'innsmouth-jail', count } })).toBe(code)
  })

  it.each([[0, 'doom/bad-remove-count'], [21, 'doom/bad-remove-count']])('AH3E-DOOM-02 RemoveDoom count %s refused: %s', (count, code) => {
    expect(refused(given(), { type: 'RemoveDoom', data: { space: 'esoteric-order-of-dagon', count } })).toBe(code)
  })

  it.each([
    ['PlaceDoom', 'gilman-house-x', 'doom/unknown-space'],
    ['PlaceDoom', 'st-marys-hospital', 'doom/unknown-space'],
    ['RemoveDoom', 'st-marys-hospital', 'doom/unknown-space'],
    ['RemoveDoom', 'innsmouth-jail', 'doom/none-there'],
  ] as const)('AH3E-DOOM-02 %s on %s refused: %s (a space not on this map; no doom to take)', (type, space, code) => {
    expect(refused(given(), { type, data: { space } })).toBe(code)
  })

  it.each([
    [1, 1, false],
    [4, 4, false],
    [5, 5, true],
  ])('AH3E-DOOM-02 UDW-DOOM-01 PlaceDoom %i on the Observatory (Orne Library holds 1): %i there, overflow asked %s (boundary: the neighbourhood\'s 5 / 6); one line with the total; undone', (count, there, asks) => {
    const r = accepted(given(), { type: 'PlaceDoom', data: { space: 'observatory', count } })
    expect(r.state.board.doom.observatory).toBe(there)
    expect(r.state.pending?.kind === 'overflow-space').toBe(asks)
    expect(boardBothWays(r).done).toEqual([['doom:observatory', expect.stringMatching(new RegExp(`\\(razem ${there}\\)$`))]])
  })

  it('AH3E-DOOM-02 UDW-DOOM-06 PlaceDoom 6 there: the 6th token waits for the answer; cleared Orne Library, it lands and the Observatory\'s own 6 overflows again (one space holding doom: cleared at once)', () => {
    const asked = accepted(given(), { type: 'PlaceDoom', data: { space: 'observatory', count: 6 } })
    expect(asked.state.board.doom.observatory).toBe(5)
    const r = accepted(asked.session, { type: 'ClearOverflowSpace', data: { space: 'orne-library' } })
    expect(r.state.board.doom).toMatchObject({ observatory: 0, 'orne-library': 0 })
    expect(r.state.pending).toBeNull()
    expect(r.state.sheetDoom).toBe(2)
    expect(r.state.board.terror['miskatonic-university']).toBe(2)
    expect(typesOf(r.events).filter((t) => t === 'SpaceCleared' || t === 'DoomOverflowed')).toEqual(['SpaceCleared', 'DoomOverflowed', 'SpaceCleared'])
  })

  it.each([[1, 0], [2, 0], [20, 0]])('AH3E-DOOM-02 RemoveDoom %i from a space holding 1 leaves %i (never below 0); the «Na planszy» line takes 1; undone', (count, left) => {
    const r = accepted(given(), { type: 'RemoveDoom', data: { space: 'esoteric-order-of-dagon', count } })
    expect(r.state.board.doom['esoteric-order-of-dagon']).toBe(left)
    expect(boardBothWays(r)).toEqual({
      done: [['doom:esoteric-order-of-dagon', 'Pole: Ezoteryczny Zakon Dagona — zdejmijcie 1 żeton zagłady (zostaje 0)']],
      undo: [['doom:esoteric-order-of-dagon', 'Pole: Ezoteryczny Zakon Dagona — połóżcie 1 żeton zagłady (razem 1)']],
    })
  })

  it('AH3E-DOOM-02 UDW-DOOM-06 3 doom placed at once where the 2nd makes 6: the question comes first, the 3rd lands after the answer (one token at a time)', () => {
    const s = run(given(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 4 } })
    const asked = when3(s)
    expect(asked.state.board.doom['innsmouth-jail']).toBe(2)
    expect(asked.state.pending?.kind).toBe('overflow-space')
    expect(overflowCandidates(asked.state, VILLAGE).sort()).toEqual(['esoteric-order-of-dagon', 'innsmouth-jail'])
    const r = accepted(asked.session, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
    expect(r.state.board.doom).toMatchObject({ 'esoteric-order-of-dagon': 0, 'innsmouth-jail': 3 })
    expect(neighbourhoodDoom(r.state, VILLAGE)).toBe(3)
    expect(r.state.sheetDoom).toBe(1)
    expect(r.state.board.terror[VILLAGE]).toBe(1)
    expect(typesOf(r.events)).toEqual(['ChoiceAnswered', 'SpaceCleared', 'SheetDoomAdded', 'TerrorSpread', 'DoomPlaced'])
  })

  it.each([
    ['esoteric-order-of-dagon', false],
    ['innsmouth-jail', true],
  ])('AH3E-DOOM-02 UDW-DOOM-06 the Esoteric Order at 5, the 6th token on %s: asked %s (a single space holding doom is cleared at once, its sheet doom and terror with it)', (space, asks) => {
    const s = run(given(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 5 } })
    const r = accepted(s, { type: 'PlaceDoom', data: { space } })
    expect(r.state.pending?.kind === 'overflow-space').toBe(asks)
    expect([r.state.board.doom['esoteric-order-of-dagon'], r.state.sheetDoom, r.state.board.terror[VILLAGE]]).toEqual(asks ? [5, 0, 0] : [0, 1, 1])
  })
})

describe('UDW-DOOM-06 UDW-TERR-04 the overflow with the terror deck at its end (l.293–297, 325–327)', () => {
  it.each([
    [1, 1, 1, 0],
    [0, 2, 0, 0],
  ])('UDW-DOOM-06 UDW-TERR-04 terror deck %i at the overflow: %i doom on the sheet, %i terror token and card in the village, %i left in the deck', (deck, sheet, terror, left) => {
    let s = run(given(), { type: 'CorrectDecks', data: { terrorDeck: deck } })
    s = run(s, { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 5 } })
    const r = accepted(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    expect([r.state.sheetDoom, r.state.board.terror[VILLAGE], r.state.board.terrorCards[VILLAGE], r.state.terrorDeck]).toEqual([sheet, terror, terror, left])
    expect(boardBothWays(r).done.map(([k]) => k)).toEqual(['sheet', 'doom:esoteric-order-of-dagon', ...(terror ? ['terror:innsmouth-village', 'terror-cards:innsmouth-village'] : [])])
  })
})

function when3(s: S) {
  return accepted(s, { type: 'PlaceDoom', data: { space: 'innsmouth-jail', count: 3 } })
}

describe('AH3E-SHEET-01 the scenario sheet\'s doom (supplement §3.1–3.3): placed 1–10, removed 1–50, the owner\'s reminder bands', () => {
  it.each([
    ['PlaceSheetDoom', 0, 'doom/bad-count'], ['PlaceSheetDoom', 11, 'doom/bad-count'], ['PlaceSheetDoom', 2.5, 'doom/bad-count'],
    ['RemoveSheetDoom', 0, 'doom/bad-remove-count'], ['RemoveSheetDoom', 51, 'doom/bad-remove-count'],
  ] as const)('AH3E-SHEET-01 %s count %s refused: %s', (type, count, code) => {
    const s = run(given(), { type: 'PlaceSheetDoom', data: { count: 1 } })
    expect(refused(s, { type, data: { count } })).toBe(code)
  })

  it('AH3E-SHEET-01 nothing to remove from an empty sheet: doom/none-on-sheet', () => {
    expect(refused(given(), { type: 'RemoveSheetDoom', data: {} })).toBe('doom/none-on-sheet')
  })

  it.each([
    [1, [] as number[]],
    [2, [2]],
    [3, [2, 3]],
    [4, [2, 3]],
    [10, [2, 3, 5]],
  ])('AH3E-SHEET-01 bands 2, 3, 5: %i doom placed at once reaches bands %j, each alerted once, in order; undone', (count, reached) => {
    const r = accepted(given({ facts: { terrorDeck: 8, sheetBands: [2, 3, 5] } }), { type: 'PlaceSheetDoom', data: { count } })
    expect(r.state.sheetDoom).toBe(count)
    expect(r.events.flatMap((e) => (e.type === 'SheetBandReached' ? [e.data.band] : []))).toEqual(reached)
    expect(boardBothWays(r).done).toEqual([['sheet', expect.stringMatching(new RegExp(`^Arkusz scenariusza: połóżcie ${count} .*\\(razem ${count}\\)$`))]])
  })

  it.each([[1, 2], [3, 0], [50, 0]])('AH3E-SHEET-01 RemoveSheetDoom %i from 3: %i left (never below 0); no band alert on the way down; undone', (count, left) => {
    const s = run(given({ facts: { terrorDeck: 8, sheetBands: [1, 2] } }), { type: 'PlaceSheetDoom', data: { count: 3 } })
    const r = accepted(s, { type: 'RemoveSheetDoom', data: { count } })
    expect(r.state.sheetDoom).toBe(left)
    expect(typesOf(r.events)).toEqual(['SheetDoomRemoved'])
    expect(lines(r.before, r.state)).toEqual([['sheet', expect.stringContaining(`(zostaje ${left})`)]])
  })
})

describe('AH3E-ANOM-02 archive #2 (supplement §3.6): the neighbourhood\'s 5 and the anomaly leaving at 0 doom', () => {
  // Approach of Azathoth: codex #2 and #3; Downtown starts with 1 doom on Independence Square.
  const DOWNTOWN = 'downtown'
  const at = (doom: Record<string, number>): S => {
    let s = scenario('approach-of-azathoth')
    for (const [space, to] of Object.entries(doom)) if (s.state.board.doom[space] !== to) s = run(s, { type: 'CorrectDoom', data: { space, to } })
    return s
  }

  it.each([
    [{ 'independence-square': 2, 'la-bella-luna': 1, 'arkham-asylum': 0 }, 4, false],
    [{ 'independence-square': 2, 'la-bella-luna': 2, 'arkham-asylum': 0 }, 5, true],
  ])('AH3E-ANOM-01 AH3E-ANOM-02 %j, 1 more on Arkham Asylum: %i in the neighbourhood, no space at 3 — anomaly %s (boundary 4/5)', (doom, total, anomaly) => {
    const r = accepted(at(doom), { type: 'PlaceDoom', data: { space: 'arkham-asylum' } })
    expect(neighbourhoodDoom(r.state, DOWNTOWN)).toBe(total)
    expect(r.state.board.anomalies.includes(DOWNTOWN)).toBe(anomaly)
    expect(boardBothWays(r).done.map(([k]) => k)).toEqual(anomaly ? ['anomaly:downtown', 'doom:arkham-asylum'] : ['doom:arkham-asylum'])
  })

  it.each([[1, true], [0, false]])('AH3E-ANOM-02 the anomaly stays while the neighbourhood holds doom, and leaves at 0: %i left, anomaly %s; its line; the undo brings it back', (left, stays) => {
    let s = at({ 'independence-square': 2, 'la-bella-luna': 2, 'arkham-asylum': 0 })
    s = run(s, { type: 'PlaceDoom', data: { space: 'arkham-asylum' } })
    expect(s.state.board.anomalies).toContain(DOWNTOWN)
    for (const sp of ['la-bella-luna', 'arkham-asylum']) s = run(s, { type: 'CorrectDoom', data: { space: sp, to: 0 } })
    const r = accepted(s, { type: 'CorrectDoom', data: { space: 'independence-square', to: left } })
    expect(r.state.board.anomalies.includes(DOWNTOWN)).toBe(stays)
    expect(typesOf(r.events)).toEqual(stays ? ['DoomCorrected'] : ['DoomCorrected', 'AnomalyRemoved'])
    const { done, undo } = boardBothWays(r)
    expect(done.some(([k]) => k === 'anomaly:downtown')).toBe(!stays)
    expect(undo.some(([k]) => k === 'anomaly:downtown')).toBe(!stays)
  })

  it('AH3E-ANOM-02 with the anomaly there, doom placed by hand goes on the sheet, one per token (2 placed: 2 on the sheet, none on the space)', () => {
    let s = at({ 'independence-square': 2 })
    s = run(s, { type: 'PlaceDoom', data: { space: 'independence-square' } })
    const r = accepted(s, { type: 'PlaceDoom', data: { space: 'la-bella-luna', count: 2 } })
    expect(r.state.board.doom['la-bella-luna']).toBe(0)
    expect(r.state.sheetDoom - r.before.sheetDoom).toBe(2)
    expect(typesOf(r.events)).toEqual(['DoomRedirected', 'SheetDoomAdded', 'DoomRedirected', 'SheetDoomAdded'])
  })
})

describe('AH3E-CODEX-01 the codex (supplement §4.2: a card\'s rules apply only while it is in the codex): cards 1–999 added and removed', () => {
  it.each([
    ['AddToCodex', 0, 'codex/bad-card'],
    ['AddToCodex', 1000, 'codex/bad-card'],
    ['AddToCodex', 61.5, 'codex/bad-card'],
    ['AddToCodex', 61, 'codex/already-in'],
    ['RemoveFromCodex', 1, 'codex/not-in'],
    ['RemoveFromCodex', 0, 'codex/not-in'],
  ] as const)('AH3E-CODEX-01 %s %s refused: %s', (type, card, code) => {
    expect(refused(given(), { type, data: { card } })).toBe(code)
  })

  it.each([[1], [999]])('AH3E-CODEX-01 card %i added: in the codex (kept sorted), its line; removed: out, its line; each undone', (card) => {
    const r = accepted(given(), { type: 'AddToCodex', data: { card } })
    expect(r.state.codex).toEqual([...r.before.codex, card].sort((a, b) => a - b))
    expect(boardBothWays(r).done.map(([k]) => k)).toEqual([`codex:${card}`])
    const out = accepted(r.session, { type: 'RemoveFromCodex', data: { card } })
    expect(out.state.codex).toEqual(r.before.codex)
    expect(boardBothWays(out).done.map(([k]) => k)).toEqual([`codex:${card}`])
  })

  it.each([
    [[61], 'terror', 'the 6th doom in a neighbourhood asks its overflow'],
    [[1], 'outbreak', 'the 4th doom on a space breaks out'],
    [[2], 'anomaly', '3 doom on a space brings an anomaly'],
  ] as const)('AH3E-CODEX-01 UDW-DOOM-01 archive %j added mid-game switches %s on: %s; removed, off again', (cards, policy, _what) => {
    // Echoes of the Deep: codex #2, #29, #30 at start. Take #2 out first so each card alone is tested.
    let s = scenario('echoes-of-the-deep')
    s = run(s, { type: 'RemoveFromCodex', data: { card: 2 } })
    expect(policies(s.state)).toEqual({ outbreak: false, anomaly: false, terror: false })
    s = run(s, { type: 'AddToCodex', data: { card: cards[0] } })
    expect(policies(s.state)[policy]).toBe(true)
    const spaces = spacesOf(s.state, 'rivertown')
    const fire = (x: S): S => {
      let cur = run(x, { type: 'CorrectDoom', data: { space: spaces[0], to: policy === 'terror' ? 3 : policy === 'outbreak' ? 3 : 2 } })
      if (policy === 'terror') cur = run(cur, { type: 'CorrectDoom', data: { space: spaces[1], to: 2 } })
      return run(cur, { type: 'PlaceDoom', data: { space: spaces[0] } })
    }
    const on = fire(s)
    const off = fire(run(s, { type: 'RemoveFromCodex', data: { card: cards[0] } }))
    const fired = (x: S) => (policy === 'terror' ? x.state.pending?.kind === 'overflow-space' : policy === 'outbreak' ? x.state.board.doom[spaces[0]] === 1 : x.state.board.anomalies.includes('rivertown'))
    expect([fired(on), fired(off)]).toEqual([true, false])
  })
})

describe('AH3E-CODEX-02 «Dodawanie kafelka do mapy» (l.557–567): Dreams of R\'lyeh\'s archive cards #117–120 add a town\'s tiles', () => {
  const dreams = () => scenario('dreams-of-rlyeh')

  it.each([
    [117, ['innsmouth-village', 'innsmouth-shore']],
    [118, ['central-kingsport', 'kingsport-harbor']],
  ])('AH3E-CODEX-02 card %i adds %j: their spaces hold 0 doom, no terror, no clue; a tile line each; undone, the tiles go', (card, added) => {
    const r = accepted(dreams(), { type: 'AddToCodex', data: { card } })
    expect(typesOf(r.events)).toEqual(['CodexCardAdded', 'NeighbourhoodsAdded'])
    expect(r.state.board.neighbourhoods).toEqual([...r.before.board.neighbourhoods, ...added])
    for (const n of added) {
      expect(spacesOf(r.state, n)).toHaveLength(3)
      expect(neighbourhoodDoom(r.state, n)).toBe(0)
      expect([r.state.board.terror[n], r.state.board.terrorCards[n], r.state.board.clues[n]]).toEqual([0, 0, []])
    }
    const { done, undo } = boardBothWays(r)
    expect(done.map(([k]) => k)).toEqual([`codex:${card}`, ...added.map((n) => `tile:${n}`)])
    expect(undo.map(([k]) => k)).toEqual([`codex:${card}`, ...added.map((n) => `tile:${n}`)])
    // The new town's spaces take doom at once.
    const sp = spacesOf(r.state, added[0])[0]
    expect(run(r.session, { type: 'PlaceDoom', data: { space: sp } }).state.board.doom[sp]).toBe(1)
  })

  it('AH3E-CODEX-02 the town\'s second card (#119 after #117) adds no tile twice: the card only', () => {
    const s = run(dreams(), { type: 'AddToCodex', data: { card: 117 } })
    const r = accepted(s, { type: 'AddToCodex', data: { card: 119 } })
    expect(typesOf(r.events)).toEqual(['CodexCardAdded'])
    expect(r.state.board.neighbourhoods).toEqual(s.state.board.neighbourhoods)
  })

  it('AH3E-CODEX-02 a town card in another scenario adds no tile (Tyrants of Ruin already has Innsmouth; #118 is not its card)', () => {
    const r = accepted(given(), { type: 'AddToCodex', data: { card: 118 } })
    expect(typesOf(r.events)).toEqual(['CodexCardAdded'])
    expect(r.state.board.neighbourhoods).not.toContain('central-kingsport')
  })
})
