import { afterEach, describe, expect, it } from 'vitest'
import { execute, newSession } from '@/core'
import { locale } from '@/i18n'
import { ah3e, nextDrawer, type Ah3eEvent, type EventCardInput } from '@/games/ah3e/rules'
import { boardChanges } from '@/games/ah3e/ui/board'
import { describeCommand, describeEvent } from '@/games/ah3e/ui/describe'
import { factsOf } from '@/games/ah3e/ui/ownerFacts'
import { playerName } from '@/games/ah3e/ui/names'
import { answerCards, refusal, run, start, toMythos, undone, when, type S } from './harness'

/**
 * What the players do mid-game besides the Mythos phase: a trait search in the double-ended event
 * deck (rulebook «Szukanie konkretnych cech», l.624–639), the lead investigator passed on
 * (supplement §1.9: the Mythos draws start with the lead), the scenario sheet's reminder bands
 * edited after setup (supplement §3.1: the codex names them). Real commands from a set-up Tyrants
 * of Ruin.
 */
afterEach(() => {
  locale.value = 'pl'
})

/** 24 owner-entered cards, each naming a different space by its doom icons (the space tells which card it is). */
const SPACES: [string, string][] = [
  ['northside', 'arkham-advertiser'], ['northside', 'train-station'], ['northside', 'curiositie-shoppe'],
  ['easttown', 'velmas-diner'], ['easttown', 'hibbs-roadhouse'], ['easttown', 'police-station'],
  ['miskatonic-university', 'observatory'], ['miskatonic-university', 'science-building'], ['miskatonic-university', 'orne-library'],
  ['southside', 'mas-boarding-house'], ['southside', 'historical-society'], ['southside', 'south-church'],
]
const CARDS: EventCardInput[] = [...SPACES, ...SPACES].map(([neighbourhood, space]) => ({ neighbourhood, doom: { [space]: 1 } }))
/** A game where the app deals the event deck it knows (ids card-1…card-24). */
const virtual = (): S => start({ draws: { cup: 'virtual', events: 'virtual' }, facts: { terrorDeck: 8, eventCards: CARDS } })
const given = (): S => answerCards(start(), 'northside')
const searched = (events: Ah3eEvent[]) => events.find((e) => e.type === 'EventDeckSearched')

describe('UDW-SEARCH-01 «Szukanie konkretnych cech» (l.624–639): a trait search in the event deck', () => {
  it('UDW-SEARCH-01 from the top (a clue spawned): the cards passed go, shuffled, to the bottom; the found one spawns its clue', () => {
    const s = virtual()
    const deck = s.state.eventDeck
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: 3, use: 'spawn-clue' } })
    const found = deck[3]!
    const n = s.state.eventCards[found].neighbourhood
    expect(r.state.eventDeck.length).toBe(deck.length - 1)
    // The 4 others below the found one now lead the deck; the 3 passed lie at the bottom, in some order.
    expect(r.state.eventDeck.slice(0, deck.length - 4)).toEqual(deck.slice(4))
    expect([...r.state.eventDeck.slice(-3)].sort()).toEqual([...deck.slice(0, 3)].sort())
    expect(r.state.board.clues[n].length).toBe((s.state.board.clues[n]?.length ?? 0) + 1)
    expect(r.state.board.clues[n].at(-1)?.id).toBe(found)
    expect(r.events.map((e) => e.type)).toEqual(['EventDeckSearched', 'EventCardDrawn', 'ClueSpawned'])
    expect(r.events[1].type === 'EventCardDrawn' && r.events[1].data.end).toBe('top')
  })

  it('UDW-SEARCH-01 from the bottom (doom spread): the cards passed go, shuffled, on top; the found one places its doom and lies face up', () => {
    const s = virtual()
    const deck = s.state.eventDeck
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'bottom', found: true, passed: 2, use: 'spread-doom' } })
    const found = deck[deck.length - 3]!
    const [space] = Object.keys(s.state.eventCards[found].doom!)
    expect([...r.state.eventDeck.slice(0, 2)].sort()).toEqual([...deck.slice(-2)].sort())
    expect(r.state.eventDeck.slice(2)).toEqual(deck.slice(0, -3))
    expect(r.state.board.doom[space]).toBe(s.state.board.doom[space] + 1)
    expect(r.state.eventDiscard.at(-1)?.id).toBe(found)
    // The undo puts the deck back as it was.
    expect(undone(r.session).eventDeck).toEqual(deck)
  })

  it('UDW-SEARCH-01 the first card has the trait (0 passed): nothing moves but the card found', () => {
    const s = virtual()
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: 0, use: 'discard' } })
    expect(r.state.eventDeck).toEqual(s.state.eventDeck.slice(1))
    expect(r.state.eventDiscard.at(-1)?.id).toBe(s.state.eventDeck[0])
  })

  it('UDW-SEARCH-01 no card has the trait: the whole deck was revealed and goes back shuffled (same cards); a count short of the deck is refused', () => {
    const s = virtual()
    const size = s.state.eventDeck.length
    expect(refusal(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: false, passed: size - 1 } })).toBe('search/bad-count')
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: false, passed: size } })
    expect([...r.state.eventDeck].sort()).toEqual([...s.state.eventDeck].sort())
    expect(r.events.map((e) => e.type)).toEqual(['EventDeckSearched'])
    expect(r.state.sheetDoom).toBe(s.state.sheetDoom)
  })

  it.each([
    [{ trait: '', end: 'top', found: true, passed: 0, use: 'discard' }, 'search/bad-trait'],
    [{ trait: 'Port', end: 'middle', found: true, passed: 0, use: 'discard' }, 'search/bad-end'],
    [{ trait: 'Port', end: 'top', found: true, passed: 0 }, 'search/bad-use'],
    [{ trait: 'Port', end: 'top', found: true, passed: 0, use: 'headline' }, 'search/bad-use'],
  ] as const)('UDW-SEARCH-01 a malformed search is refused: %j → %s', (data, code) => {
    expect(refusal(virtual(), { type: 'SearchEventDeck', data: data as never })).toBe(code)
  })

  it('UDW-SEARCH-01 the found card is one past the cards passed: passed = deck size with a card found is refused (boundary size−1 / size)', () => {
    const s = virtual()
    const size = s.state.eventDeck.length
    expect(when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: size - 1, use: 'discard' } }).state.eventDeck.length).toBe(size - 1)
    expect(refusal(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: size, use: 'discard' } })).toBe('search/bad-count')
  })

  it('UDW-SEARCH-01 a physical deck: the app asks which neighbourhood (and spaces) the found card names, then applies it', () => {
    const s = given()
    const size = s.state.eventDeck.length
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'bottom', found: true, passed: 4, use: 'spread-doom' } })
    expect(r.state.pending?.kind).toBe('event-card')
    expect(r.state.eventDeck.length).toBe(size - 1)
    const a = when(r.session, { type: 'DescribeEventCard', data: { neighbourhood: 'easttown', doom: { 'police-station': 2 } } })
    expect(a.state.board.doom['police-station']).toBe(s.state.board.doom['police-station'] + 2)
    expect(a.state.pending).toBeNull()
  })

  it('UDW-SEARCH-01 UDW-EVT-01 a search in an empty event deck is a draw from it: cancelled, 1 doom on the sheet, the discards reshuffled', () => {
    let s = given()
    s = run(s, { type: 'CorrectDecks', data: { eventDeck: 0 } })
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: false, passed: 0 } })
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['EventDeckEmpty', 'SheetDoomAdded', 'EventDeckReshuffled']))
    expect(r.state.sheetDoom).toBe(s.state.sheetDoom + 1)
  })

  it('UDW-SEARCH-01 the log tells the players what to do with the revealed cards, in Polish plural forms and in English', () => {
    const s = given()
    const r = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: 5, use: 'spawn-clue' } })
    expect(describeEvent(searched(r.events)!, r.state)).toBe('Szukanie cechy „Port” od wierzchu talii wydarzeń: karta znaleziona. 5 kart odkrytych przed nią potasujcie i połóżcie na spodzie talii.')
    const two = when(s, { type: 'SearchEventDeck', data: { trait: 'Port', end: 'bottom', found: true, passed: 2, use: 'spread-doom' } })
    expect(describeEvent(searched(two.events)!, two.state)).toBe('Szukanie cechy „Port” od spodu talii wydarzeń: karta znaleziona. 2 karty odkryte przed nią potasujcie i połóżcie na wierzchu talii.')
    locale.value = 'en'
    expect(describeEvent(searched(r.events)!, r.state)).toBe('Search for the trait “Port” from the top of the event deck: card found. Shuffle the 5 cards revealed before it and put them on the bottom of the deck.')
    expect(describeCommand({ type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: 5, use: 'spawn-clue' } }, r.state)).toBe('Search the event deck for a trait: “Port”')
  })
})

describe('AH3E-LEAD-01 the lead investigator changes during the game (supplement §1.9: the Mythos draws start with the lead)', () => {
  it('AH3E-LEAD-01 the next Mythos phase starts with the new lead; the table gets its line; the undo gives the lead back', () => {
    const s = given()
    expect(s.state.lead).toBe(0)
    const r = when(s, { type: 'ChangeLead', data: { player: 1 } })
    expect(r.state.lead).toBe(1)
    expect(nextDrawer(toMythos(r.session).state)).toBe(1)
    expect(boardChanges(r.before, r.state).map((c) => c.text)).toEqual(['Główny badacz: Bartek (Silas Marsh) (dobieranie żetonów mitów zaczyna się odtąd od tej osoby)'])
    expect(boardChanges(r.state, undone(r.session)).map((c) => c.text)).toEqual(['Główny badacz: Ala (Stella Clark) (dobieranie żetonów mitów zaczyna się odtąd od tej osoby)'])
    expect(describeEvent(r.events[0], r.state)).toBe('Główny badacz — Bartek.')
    expect(describeCommand({ type: 'ChangeLead', data: { player: 1 } }, r.state)).toBe('Zmiana głównego badacza — Bartek')
  })

  it('AH3E-LEAD-02 players left unnamed on the form («Gracz 2», «Player 2») are named by their investigator; «Gracz 2» while they have none (review ah3e-cults #9)', () => {
    const players = [{ name: 'Gracz 1', investigator: 'Tommy Muldoon' }, { name: 'Player 2', investigator: 'Minh Thi Phan' }]
    const s = answerCards(start({ players, lead: 1 }), 'northside')
    expect(playerName(s.state, 0)).toBe('Tommy Muldoon')
    expect(playerName(s.state, 1)).toBe('Minh Thi Phan')
    expect(playerName(given().state, 1)).toBe('Bartek')
    const r = when(s, { type: 'ChangeLead', data: { player: 0 } })
    expect(boardChanges(r.before, r.state).map((c) => c.text)).toEqual(['Główny badacz: Tommy Muldoon (dobieranie żetonów mitów zaczyna się odtąd od tej osoby)'])
    expect(describeEvent(r.events[0], r.state)).toBe('Główny badacz — Tommy Muldoon.')
    const m = when(toMythos(s), { type: 'DrawMythosToken', data: {} })
    expect(describeEvent(m.events.find((e) => e.type === 'MythosTokenDrawn')!, m.state)).toMatch(/^Minh Thi Phan dobiera żeton mitów/)
    const gone = when(s, { type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } })
    expect(playerName(gone.state, 1)).toBe('Gracz 2')
    expect(describeEvent(gone.events.find((e) => e.type === 'InvestigatorLeft')!, gone.state)).toMatch(/^Badacz pochłonięty: Minh Thi Phan \(Gracz 2\)/)
  })

  it('AH3E-LEAD-01 refused once the Mythos draws are under way, for the lead already, for no such player', () => {
    let s = toMythos(given())
    s = run(s, { type: 'DrawMythosToken', data: {} })
    s = answerCards(s, 'northside')
    expect(s.state.phase === 'mythos' && s.state.mythosDraws).toBe(1)
    expect(refusal(s, { type: 'ChangeLead', data: { player: 1 } })).toBe('lead/mythos-under-way')
    const g = given()
    expect(refusal(g, { type: 'ChangeLead', data: { player: 0 } })).toBe('lead/no-change')
    expect(refusal(g, { type: 'ChangeLead', data: { player: 2 } })).toBe('lead/unknown-player')
  })
})

describe('AH3E-OWNER-04 the reminder bands of the scenario sheet edited after setup (supplement §3.1: the codex names them)', () => {
  it('AH3E-OWNER-04 new bands replace the old ones; reaching a new band alerts; the device keeps them for the scenario', () => {
    const s = given()
    expect(s.state.sheetBands).toEqual([])
    const r = when(s, { type: 'SetSheetBands', data: { bands: [1, 4] } })
    expect(r.state.sheetBands).toEqual([1, 4])
    const up = when(r.session, { type: 'PlaceSheetDoom', data: {} })
    expect(up.events.map((e) => e.type)).toContain('SheetBandReached')
    expect(factsOf(r.events, r.state.scenario).scenarios?.['tyrants-of-ruin']).toEqual({ sheetBands: [1, 4] })
    expect(describeEvent(r.events[0], r.state)).toBe('Progi przypomnień na arkuszu scenariusza: 1, 4.')
    const cleared = when(r.session, { type: 'SetSheetBands', data: { bands: [] } })
    expect(cleared.state.sheetBands).toEqual([])
    expect(undone(cleared.session).sheetBands).toEqual([1, 4])
  })

  it.each([[[4, 4]], [[5, 3]], [[0]], [[51]], [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]])('AH3E-OWNER-04 bands %j are refused (rising, 1–50, at most 10)', (bands) => {
    expect(refusal(given(), { type: 'SetSheetBands', data: { bands } })).toBe('bands/bad')
  })

  it('AH3E-OWNER-04 the bands may be edited while a question is open (an owner fact, not a move), and the same bands are no change', () => {
    let s = given()
    while (s.state.pending?.kind !== 'overflow-space') s = run(s, { type: 'PlaceDoom', data: { space: s.state.board.doom['first-national-grocery'] ? 'esoteric-order-of-dagon' : 'first-national-grocery' } })
    expect(when(s, { type: 'SetSheetBands', data: { bands: [3] } }).state.sheetBands).toEqual([3])
    expect(refusal(given(), { type: 'SetSheetBands', data: { bands: [] } })).toBe('correction/no-change')
  })

  it('AH3E-OWNER-04 a game file of rules version 1 (no band edits, no searches) replays unchanged under version 4 (no `rules` in its setup: the last mythos draw still ends the round)', () => {
    // A version 1 command list: the fold of its recorded events is the same with the new commands in place.
    const s = given()
    const replay = s.entries.reduce((cur, e) => {
      const r = execute(ah3e, cur, e.command)
      if (!r.ok) throw new Error(r.error.code)
      expect(r.value.entry.events).toEqual(e.events)
      return r.value.session
    }, newSession(ah3e, 'ah3e-test'))
    expect(replay.state).toEqual(s.state)
    expect(ah3e.rulesVersion).toBe(4)
  })
})
