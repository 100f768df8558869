import { describe, expect, it } from 'vitest'
import { neighbourhoodDoom, unstableSpaces } from '@/games/ah3e/rules'
import { answerCards, cardsFor, run, start, type S } from './harness'
import { accepted, boardBothWays, lines, refused, typesOf } from './table'

/**
 * The double-ended event deck at both ends (supplement §2): which end each use draws from, the
 * deck running out (rulebook «Talia wydarzeń», l.541–555) for every use and with an empty discard
 * pile, cards added by the codex, the players' answers about a physical card, and a gathered clue's
 * refusals. Tyrants of Ruin; a dealt deck (`events: 'virtual'`) is 24 owner-entered Northside cards
 * marking the Train Station.
 */
const dealt = (): S => answerCards(start({ draws: { cup: 'virtual', events: 'virtual' }, facts: { terrorDeck: 8, eventCards: cardsFor('northside', 'train-station') } }))
const physical = (): S => answerCards(start(), 'northside')
const USES = [
  ['SpreadDoom', 'spread-doom', 'bottom'],
  ['SpawnClue', 'spawn-clue', 'top'],
  ['GateBurst', 'gate-burst', 'top'],
  ['DiscardEventCard', 'discard', 'top'],
] as const

describe('AH3E-EVT-02 the double-ended event deck (supplement §2): each use draws from its end', () => {
  it.each(USES)('AH3E-EVT-02 %s draws the %s card from the %s of a dealt deck; undone, the card is back there', (type, use, end) => {
    const s = dealt()
    const deck = s.state.eventDeck
    const r = accepted(s, { type, data: {} })
    const drawn = r.events.find((e) => e.type === 'EventCardDrawn')
    expect(drawn?.type === 'EventCardDrawn' && [drawn.data.use, drawn.data.end, drawn.data.id]).toEqual([use, end, end === 'top' ? deck[0] : deck[deck.length - 1]])
    if (type !== 'GateBurst') expect(r.state.eventDeck).toEqual(end === 'top' ? deck.slice(1) : deck.slice(0, -1))
  })

  it.each(USES)('AH3E-EVT-02 %s (%s) with a physical deck and the card named in the command: no question; without it: the app asks which neighbourhood', (type) => {
    const named = accepted(physical(), { type, data: { cards: [{ neighbourhood: 'easttown', doom: { 'police-station': 1 } }] } })
    expect(named.state.pending).toBeNull()
    const asked = accepted(physical(), { type, data: {} })
    expect(asked.state.pending?.kind).toBe('event-card')
  })
})

describe('UDW-EVT-01 «Talia wydarzeń» (l.541–555): the deck runs out, for every use', () => {
  /** A dealt deck down to `n` cards (the bottom ones kept). */
  const down = (n: number) => run(dealt(), { type: 'CorrectDecks', data: { eventDeck: n } })

  it.each(USES)('UDW-EVT-01 %s with 1 card left: drawn as usual; with 0: cancelled, 1 doom on the sheet, the discard pile shuffled into a new deck', (type) => {
    const one = accepted(down(1), { type, data: {} })
    expect(typesOf(one.events)).not.toContain('EventDeckEmpty')
    expect(one.state.sheetDoom).toBe(one.before.sheetDoom)
    const s = down(0)
    const pile = s.state.eventDiscard.map((c) => c.id).sort()
    const r = accepted(s, { type, data: {} })
    expect(typesOf(r.events)).toEqual(['EventDeckEmpty', 'SheetDoomAdded', 'EventDeckReshuffled'])
    expect(r.state.sheetDoom).toBe(s.state.sheetDoom + 1)
    expect([...r.state.eventDeck].sort()).toEqual(pile)
    expect(r.state.eventDiscard).toEqual([])
    // Cancelled: no doom, no clue, no card in hand.
    expect(r.state.board.doom).toEqual(s.state.board.doom)
    expect(r.state.board.clues).toEqual(s.state.board.clues)
    expect(r.state.eventInHand).toBeNull()
    // The unstable space falls back to the start space (the pile is empty, supplement §3.4).
    expect(unstableSpaces(r.state)).toEqual(['gilman-house'])
  })

  it('UDW-EVT-01 «Na planszy»: the sheet\'s doom and the pile shuffled as the new deck; the undo lays the pile out again', () => {
    const r = accepted(down(0), { type: 'SpawnClue', data: {} })
    const { done, undo } = boardBothWays(r)
    expect(done).toEqual([
      ['sheet', 'Arkusz scenariusza: połóżcie 1 żeton zagłady (razem 1)'],
      ['event-discard', 'Talia wydarzeń się skończyła: potasujcie stos odrzuconych kart wydarzeń (1 karta) — to nowa talia. Stos odrzuconych jest pusty: niestabilne jest pole startowe — Hotel Gilman House.'],
    ])
    expect(undo.map(([k]) => k)).toEqual(['sheet', 'event-discard'])
  })

  it('UDW-EVT-01 the deck and the discard pile both empty: each draw only puts 1 doom on the sheet (boundary: a pile of 0 makes a deck of 0)', () => {
    let s = run(dealt(), { type: 'GateBurst', data: {} })
    expect(s.state.eventDiscard).toEqual([])
    s = run(s, { type: 'CorrectDecks', data: { eventDeck: 0 } })
    for (const n of [1, 2]) {
      const r = accepted(s, { type: 'SpreadDoom', data: {} })
      expect(r.state.eventDeck).toEqual([])
      expect(r.state.sheetDoom).toBe(n)
      s = r.session
    }
  })

  it('UDW-EVT-01 a physical deck runs out: the new deck is the pile\'s count of unseen cards (the app does not know the shuffle)', () => {
    let s = run(physical(), { type: 'SpreadDoom', data: { cards: [{ neighbourhood: 'easttown', doom: { 'police-station': 1 } }] } })
    s = run(s, { type: 'CorrectDecks', data: { eventDeck: 0 } })
    const r = accepted(s, { type: 'DiscardEventCard', data: {} })
    expect(r.state.eventDeck).toEqual([null, null])
    expect(r.state.pending).toBeNull()
  })
})

describe('AH3E-EVT-03 event cards added by a codex card (Dreams of R\'lyeh\'s towns): 1–40, shuffled into the deck', () => {
  it.each([[0], [41], [1.5]])('AH3E-EVT-03 %s cards refused: event/bad-count', (count) => {
    expect(refused(physical(), { type: 'AddEventCards', data: { count } })).toBe('event/bad-count')
  })

  it.each([[1], [8], [40]])('AH3E-EVT-03 %i cards: the deck grows by that many unseen cards, the dealt ones kept; no «Na planszy» line; undone', (count) => {
    const s = dealt()
    const r = accepted(s, { type: 'AddEventCards', data: { count } })
    expect(r.state.eventDeck).toHaveLength(s.state.eventDeck.length + count)
    expect(r.state.eventDeck.filter((c) => c === null)).toHaveLength(count)
    expect(r.state.eventDeck.filter((c) => c !== null).sort()).toEqual([...s.state.eventDeck].sort())
    expect(boardBothWays(r)).toEqual({ done: [], undo: [] })
  })
})

describe('AH3E-EVT-04 the players describe a physical event card: a neighbourhood in play, doom icons 1–3 on its own spaces', () => {
  /** The question of a spread doom (its doom icons needed) or of a spawned clue (its neighbourhood only). */
  const asked = (type: 'SpreadDoom' | 'SpawnClue') => run(physical(), { type, data: {} })

  it.each([
    [{ neighbourhood: 'uptown' }, 'event/unknown-neighbourhood'],
    [{ neighbourhood: 'easttown' }, 'event/doom-needed'],
    [{ neighbourhood: 'easttown', doom: {} }, 'event/doom-needed'],
    [{ neighbourhood: 'easttown', doom: { 'police-station': 0 } }, 'event/bad-doom'],
    [{ neighbourhood: 'easttown', doom: { 'police-station': 4 } }, 'event/bad-doom'],
    [{ neighbourhood: 'easttown', doom: { 'train-station': 1 } }, 'event/space-not-in-neighbourhood'],
    [{ neighbourhood: 'easttown', doom: 'police-station' }, 'event/malformed'],
    [{ doom: { 'police-station': 1 } }, 'event/malformed'],
  ])('AH3E-EVT-04 a spread doom\'s card described as %j is refused: %s; the question stays open', (card, code) => {
    const s = asked('SpreadDoom')
    expect(refused(s, { type: 'DescribeEventCard', data: card as never })).toBe(code)
    expect(s.state.pending?.kind).toBe('event-card')
  })

  it.each([[1], [2], [3]])('AH3E-EVT-04 a spread doom\'s card with %i doom icons on the Police Station: that many doom there, the card face up, the space unstable; undone', (icons) => {
    const r = accepted(asked('SpreadDoom'), { type: 'DescribeEventCard', data: { neighbourhood: 'easttown', doom: { 'police-station': icons } } })
    expect(r.state.board.doom['police-station']).toBe(icons)
    expect(unstableSpaces(r.state)).toEqual(['police-station'])
    expect(lines(r.before, r.state).map(([k]) => k)).toEqual(['doom:police-station', 'event-discard'])
  })

  it('AH3E-EVT-04 a spawned clue\'s card needs its neighbourhood only; no question open: choice/not-asked', () => {
    const r = accepted(asked('SpawnClue'), { type: 'DescribeEventCard', data: { neighbourhood: 'easttown' } })
    expect(r.state.board.clues.easttown).toEqual([{ id: null, facts: { neighbourhood: 'easttown', doom: null } }])
    expect(neighbourhoodDoom(r.state, 'easttown')).toBe(neighbourhoodDoom(r.before, 'easttown'))
    expect(refused(r.session, { type: 'DescribeEventCard', data: { neighbourhood: 'easttown' } })).toBe('choice/not-asked')
  })
})

describe('AH3E-UNSTABLE-02 a gathered clue: what the app refuses', () => {
  it.each([
    ['a neighbourhood not in play', { neighbourhood: 'uptown' }, 'clue/unknown-neighbourhood'],
    ['a neighbourhood without a clue', { neighbourhood: 'innsmouth-village' }, 'clue/none-there'],
    ['a card known only by its neighbourhood, gathered unread', { neighbourhood: 'easttown' }, 'clue/doom-needed'],
    ['its icons on a space of another neighbourhood', { neighbourhood: 'easttown', doom: { 'train-station': 1 } }, 'event/space-not-in-neighbourhood'],
  ])('AH3E-UNSTABLE-02 %s: %s', (_what, data, code) => {
    const s = run(physical(), { type: 'SpawnClue', data: { cards: [{ neighbourhood: 'easttown' }] } })
    expect(refused(s, { type: 'GatherClue', data })).toBe(code)
  })

  it('AH3E-UNSTABLE-02 a dealt card\'s icons are known: given again they are refused (clue/doom-known); without them the clue is gathered and its spaces unstable', () => {
    const s = dealt()
    expect(refused(s, { type: 'GatherClue', data: { neighbourhood: 'northside', doom: { 'train-station': 1 } } })).toBe('clue/doom-known')
    const r = accepted(s, { type: 'GatherClue', data: { neighbourhood: 'northside' } })
    expect(r.state.board.clues.northside).toHaveLength(s.state.board.clues.northside.length - 1)
    expect(unstableSpaces(r.state)).toEqual(['train-station'])
  })
})
