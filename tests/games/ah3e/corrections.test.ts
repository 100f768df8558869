import { describe, expect, it } from 'vitest'
import { neighbourhoodDoom, sumCounts } from '@/games/ah3e/rules'
import { answerCards, cardsFor, run, start, toMythos, type S } from './harness'
import { accepted, boardBothWays, lines, refused, typesOf } from './table'

/**
 * AH3E-CORR: the owner's corrections (`rules/decide/corrections.ts`). The physical board is the
 * truth, so every figure the app keeps can be set by hand; a correction sets a value and never sets
 * off the rules a placement would (no overflow, no anomaly, no reminder band). Each correction at
 * its bounds, its refusals (state unchanged), its undo by refold and its «Na planszy» line.
 * Tyrants of Ruin (archive #61): Innsmouth Village holds 1 doom (Esoteric Order of Dagon) after setup.
 */
const VILLAGE = 'innsmouth-village'
const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')

describe('AH3E-CORR-01 CorrectDoom: a space\'s doom set by hand (0–20)', () => {
  it.each([
    [-1, 'correction/bad-value'],
    [21, 'correction/bad-value'],
    [2.5, 'correction/bad-value'],
    [1, 'correction/no-change'],
  ])('AH3E-CORR-01 to %s on the Esoteric Order of Dagon (holding 1) is refused: %s', (to, code) => {
    expect(refused(given(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to } })).toBe(code)
  })

  it.each([['no-such-space'], ['innsmouth'], ['']])('AH3E-CORR-01 an unknown space %j is refused', (space) => {
    expect(refused(given(), { type: 'CorrectDoom', data: { space, to: 1 } })).toBe('doom/unknown-space')
  })

  it.each([[0], [2], [20]])('AH3E-CORR-01 to %i is set as given; its undo gives the doom back', (to) => {
    const r = accepted(given(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to } })
    expect(typesOf(r.events)).toEqual(['DoomCorrected'])
    expect(r.state.board.doom['esoteric-order-of-dagon']).toBe(to)
    expect(r.state.sheetDoom).toBe(r.before.sheetDoom)
  })

  it.each([[5, false], [6, false], [7, false]])('AH3E-CORR-01 UDW-DOOM-01 a correction to %i doom in the village asks no overflow (a correction sets off no rule): %s', (total, asks) => {
    const s = given()
    const r = when6(s, total)
    expect(neighbourhoodDoom(r.state, VILLAGE)).toBe(total)
    expect(r.state.pending?.kind === 'overflow-space').toBe(asks)
    expect(r.state.board.terror[VILLAGE]).toBe(0)
  })

  it.each([[4, false], [5, true], [6, true]])('AH3E-CORR-01 UDW-DOOM-01 after a correction to %i doom, the next doom placed there overflows: %s (the 6 is reached or passed by a placement)', (total, asks) => {
    const s = run(given(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: total } })
    const placed = run(s, { type: 'PlaceDoom', data: { space: 'innsmouth-jail' } })
    expect(placed.state.pending?.kind === 'overflow-space').toBe(asks)
  })

  it('AH3E-CORR-01 AH3E-BOARD-01 its «Na planszy» line names the space and the new total; the undo\'s line takes it back', () => {
    const r = accepted(given(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 3 } })
    expect(boardBothWays(r)).toEqual({
      done: [['doom:esoteric-order-of-dagon', 'Pole: Ezoteryczny Zakon Dagona — połóżcie 2 żetony zagłady (razem 3)']],
      undo: [['doom:esoteric-order-of-dagon', 'Pole: Ezoteryczny Zakon Dagona — zdejmijcie 2 żetony zagłady (zostaje 1)']],
    })
  })

  it('AH3E-CORR-01 allowed while a question is open (the answer still has a space to clear)', () => {
    let s = given()
    s = run(s, { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 5 } })
    s = run(s, { type: 'PlaceDoom', data: { space: 'first-national-grocery', count: 1 } })
    expect(s.state.pending?.kind).toBe('overflow-space')
    const r = accepted(s, { type: 'CorrectDoom', data: { space: 'first-national-grocery', to: 0 } })
    expect(r.state.pending?.kind).toBe('overflow-space')
    expect(refused(r.session, { type: 'ClearOverflowSpace', data: { space: 'first-national-grocery' } })).toBe('overflow/bad-space')
    expect(run(r.session, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } }).state.board.doom['esoteric-order-of-dagon']).toBe(0)
  })
})

/** The village's total set by corrections: `total` on the Esoteric Order of Dagon. */
function when6(s: S, total: number) {
  return accepted(s, { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: total } })
}

describe('AH3E-CORR-02 CorrectSheetDoom: the scenario sheet\'s doom set by hand (0–50)', () => {
  it.each([
    [-1, 'correction/bad-value'],
    [51, 'correction/bad-value'],
    ['3', 'correction/bad-value'],
    [0, 'correction/no-change'],
  ])('AH3E-CORR-02 to %j refused: %s', (to, code) => {
    expect(refused(given(), { type: 'CorrectSheetDoom', data: { to: to as number } })).toBe(code)
  })

  it.each([[1], [3], [50]])('AH3E-CORR-02 to %i: set, no reminder band alert even on a band (a correction is not a placement); undone', (to) => {
    const r = accepted(given({ facts: { terrorDeck: 8, sheetBands: [1, 3, 50] } }), { type: 'CorrectSheetDoom', data: { to } })
    expect(typesOf(r.events)).toEqual(['SheetDoomCorrected'])
    expect(r.state.sheetDoom).toBe(to)
    expect(boardBothWays(r).done).toEqual([['sheet', `Arkusz scenariusza: połóżcie ${to} ${to === 1 ? 'żeton' : to < 5 ? 'żetony' : 'żetonów'} zagłady (razem ${to})`]])
  })
})

describe('AH3E-CORR-03 CorrectTerror: a neighbourhood\'s terror tokens and attached terror cards (0–40 each)', () => {
  it.each([
    [{ tokens: -1 }, 'correction/bad-value'],
    [{ tokens: 41 }, 'correction/bad-value'],
    [{ cards: 41 }, 'correction/bad-value'],
    [{ tokens: 0, cards: 0 }, 'correction/no-change'],
    [{}, 'correction/no-change'],
  ])('AH3E-CORR-03 %j in the village refused: %s', (data, code) => {
    expect(refused(given(), { type: 'CorrectTerror', data: { neighbourhood: VILLAGE, ...data } })).toBe(code)
  })

  it('AH3E-CORR-03 a neighbourhood not in play is refused (Uptown is not on Tyrants of Ruin\'s map)', () => {
    expect(refused(given(), { type: 'CorrectTerror', data: { neighbourhood: 'uptown', tokens: 1 } })).toBe('terror/unknown-neighbourhood')
  })

  it.each([
    [{ tokens: 3 }, 3, 0],
    [{ cards: 2 }, 0, 2],
    [{ tokens: 40, cards: 40 }, 40, 40],
  ])('AH3E-CORR-03 %j: terror %i, cards %i; the field left out keeps its value; the terror deck is not touched; undone', (data, terror, cards) => {
    const r = accepted(given(), { type: 'CorrectTerror', data: { neighbourhood: VILLAGE, ...data } })
    expect(r.state.board.terror[VILLAGE]).toBe(terror)
    expect(r.state.board.terrorCards[VILLAGE]).toBe(cards)
    expect(r.state.terrorDeck).toBe(r.before.terrorDeck)
    const keys = boardBothWays(r).done.map(([k]) => k)
    expect(keys).toEqual([...(terror ? [`terror:${VILLAGE}`] : []), ...(cards ? [`terror-cards:${VILLAGE}`] : [])])
  })

  it.each([[2, '0-2'], [3, '3-4'], [5, '5+']])('AH3E-CORR-03 UDW-TERR-05 terror corrected to %i: the next terror encounter there reads the %s section', (terror, tier) => {
    const s = run(given(), { type: 'CorrectTerror', data: { neighbourhood: VILLAGE, tokens: terror, cards: 1 } })
    const r = accepted(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: VILLAGE } })
    const e = r.events.find((x) => x.type === 'TerrorEncounterResolved')
    expect(e?.type === 'TerrorEncounterResolved' && [e.data.tier, e.data.card, e.data.of]).toEqual([tier, 1, 1])
  })
})

describe('AH3E-CORR-04 CorrectDecks: the event deck (0–80), terror deck and headline deck (0–40) sizes', () => {
  it.each([
    [{ eventDeck: -1 }, 'correction/bad-value'],
    [{ eventDeck: 81 }, 'correction/bad-value'],
    [{ terrorDeck: 41 }, 'correction/bad-value'],
    [{ headlines: 41 }, 'correction/bad-value'],
    [{ headlines: 13 }, 'correction/no-change'],
    [{ eventDeck: 20, terrorDeck: 8, headlines: 13 }, 'correction/no-change'],
  ])('AH3E-CORR-04 %j refused: %s', (data, code) => {
    expect(refused(given(), { type: 'CorrectDecks', data })).toBe(code)
  })

  it.each([[0], [19], [21], [80]])('AH3E-CORR-04 the event deck corrected to %i cards (20 after setup); no «Na planszy» line (the players never count the decks); undone', (size) => {
    const r = accepted(given(), { type: 'CorrectDecks', data: { eventDeck: size } })
    expect(r.state.eventDeck.length).toBe(size)
    expect(boardBothWays(r)).toEqual({ done: [], undo: [] })
  })

  it('AH3E-CORR-04 a dealt deck made smaller loses cards from the top (the bottom, drawn by spread doom, stays); made larger, the new cards are on top and unknown to the app (it asks their facts)', () => {
    const s = answerCards(start({ draws: { cup: 'virtual', events: 'virtual' }, facts: { terrorDeck: 8, eventCards: cardsFor('northside', 'train-station') } }))
    const deck = s.state.eventDeck
    const smaller = run(s, { type: 'CorrectDecks', data: { eventDeck: deck.length - 2 } })
    expect(smaller.state.eventDeck).toEqual(deck.slice(2))
    const larger = run(s, { type: 'CorrectDecks', data: { eventDeck: deck.length + 1 } })
    expect(larger.state.eventDeck).toEqual([null, ...deck])
    // The unknown card on top: a spawned clue asks which neighbourhood it names.
    expect(run(larger, { type: 'SpawnClue', data: {} }).state.pending?.kind).toBe('event-card')
    expect(run(smaller, { type: 'SpawnClue', data: {} }).state.pending).toBeNull()
  })

  it.each([[0, 'HeadlineDeckEmpty'], [1, 'HeadlineRead']])('AH3E-CORR-04 AH3E-MYTH-06 the headline deck corrected to %i: a Read Headline token then gives %s', (headlines, event) => {
    let s = run(given({ draws: { cup: 'physical', events: 'physical' } }), { type: 'CorrectDecks', data: { headlines } })
    s = toMythos(s)
    const r = accepted(s, { type: 'DrawMythosToken', data: { token: 'read-headline' } })
    expect(typesOf(r.events)).toContain(event)
    expect(r.state.sheetDoom - r.before.sheetDoom).toBe(headlines === 0 ? 1 : 0)
    expect(r.state.headlines).toBe(0)
  })

  it.each([[0, 'TerrorSpreadPrevented', 1], [1, 'TerrorSpread', 0]])('AH3E-CORR-04 UDW-TERR-04 the terror deck corrected to %i: a spread then gives %s (sheet doom +%i)', (deck, event, sheet) => {
    const s = run(given(), { type: 'CorrectDecks', data: { terrorDeck: deck } })
    const r = accepted(s, { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    expect(typesOf(r.events)).toContain(event)
    expect(r.state.sheetDoom - r.before.sheetDoom).toBe(sheet)
    expect(r.state.terrorDeck).toBe(0)
  })
})

describe('AH3E-CORR-05 CorrectCup: the cup and the drawn tokens as they are on the table (0–20 each); the removed ones stay', () => {
  it.each([
    [{ cup: { blank: 21 } }, 'correction/bad-value'],
    [{ cup: { blank: -1 } }, 'correction/bad-value'],
    [{ cup: { 'no-such-token': 1 } }, 'correction/bad-value'],
    [{ drawn: 'blank' }, 'correction/bad-value'],
    [{ cup: { blank: 2 } }, 'correction/no-change'],
    [{}, 'correction/no-change'],
  ])('AH3E-CORR-05 %j refused: %s', (data, code) => {
    expect(refused(given(), { type: 'CorrectCup', data: data as never })).toBe(code)
  })

  it.each([
    [{ cup: { blank: 0 } }, 0, 0],
    [{ cup: { blank: 20 } }, 20, 0],
    [{ drawn: { blank: 3 } }, 2, 3],
  ])('AH3E-CORR-05 AH3E-CUP-CONS %j: blank in the cup %i, drawn %i; supplied = cup + drawn + removed for every type; undone', (data, cup, drawn) => {
    const s = run(given(), { type: 'RemoveMythosToken', data: { token: 'blank' } })
    const r = accepted(run(s, { type: 'AddMythosToken', data: { token: 'blank' } }), { type: 'CorrectCup', data })
    const m = r.state.mythos
    expect([m.cup.blank, m.drawn.blank, m.removed.blank]).toEqual([cup, drawn, 1])
    for (const t of Object.keys(m.cup) as (keyof typeof m.cup)[]) expect(m.supplied[t]).toBe(m.cup[t] + m.drawn[t] + m.removed[t])
  })

  it('AH3E-CORR-05 AH3E-BOARD-04 AH3E-BOARD-03 with the app\'s cup no line; with the players\' own cup, the token type\'s line', () => {
    const app = accepted(given(), { type: 'CorrectCup', data: { cup: { blank: 0 } } })
    expect(boardBothWays(app)).toEqual({ done: [], undo: [] })
    const own = accepted(given({ draws: { cup: 'physical', events: 'physical' } }), { type: 'CorrectCup', data: { cup: { blank: 0 } } })
    expect(lines(own.before, own.state)).toEqual([['cup:blank', 'Czara mitów — pusty żeton: wyjmijcie 2 z czary (w czarze 0, obok czary 0)']])
  })

  it('AH3E-CORR-05 AH3E-MYTH-09 a cup corrected to nothing at all: no draw, the Mythos phase ends at once; one token left: it is drawn', () => {
    const zero = { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 0 }
    const none = toMythos(run(given(), { type: 'CorrectCup', data: { cup: zero } }))
    expect(sumCounts(none.state.mythos.cup)).toBe(0)
    expect(refused(none, { type: 'DrawMythosToken', data: {} })).toBe('mythos/cup-empty')
    const one = toMythos(run(given(), { type: 'CorrectCup', data: { cup: { ...zero, blank: 1 } } }))
    const r = accepted(one, { type: 'DrawMythosToken', data: {} })
    expect(r.state.mythos.drawn.blank).toBe(1)
    expect(refused(one, { type: 'EndPhase', data: {} })).toBe('mythos/draws-left')
  })
})
