import { describe, expect, it } from 'vitest'
import type { TokenType } from '@/games/ah3e/data'
import type { Ah3eEvent } from '@/games/ah3e/rules'
import { answerCards, refusal, run, start, toMythos, when, type S } from './harness'

/**
 * What each mythos token does (supplement §2; Spread Terror: rulebook l.299–305), the spread of
 * terror (l.307–314), the overflow's answer (l.293–297) and the cup edits (l.576–588), each drawn or
 * done through the real commands from a set-up Tyrants of Ruin with the players' own cup.
 */
const given = (): S => toMythos(answerCards(start({ draws: { cup: 'physical', events: 'physical' } }), 'northside'))
const draw = (s: S, token: TokenType, cards?: { neighbourhood: string; doom?: Record<string, number> }[]) => when(s, { type: 'DrawMythosToken', data: { token, ...(cards ? { cards } : {}) } })
const of = <T extends Ah3eEvent['type']>(events: Ah3eEvent[], type: T) => events.filter((e): e is Extract<Ah3eEvent, { type: T }> => e.type === type)

describe('AH3E-MYTH-03..07 the mythos tokens (supplement §2)', () => {
  it('AH3E-MYTH-03 Spread Doom: the bottom card of the event deck, doom on its marked spaces, face up on the discard pile', () => {
    const r = draw(given(), 'spread-doom', [{ neighbourhood: 'easttown', doom: { 'police-station': 2 } }])
    expect(of(r.events, 'EventCardDrawn')[0].data.end).toBe('bottom')
    expect(r.state.board.doom['police-station']).toBe(r.before.board.doom['police-station'] + 2)
    expect(r.state.eventDiscard.at(-1)?.facts.neighbourhood).toBe('easttown')
  })

  it('AH3E-MYTH-04 Spawn Clue: the top card of the event deck, a clue in its neighbourhood (the card shuffled into its encounter deck)', () => {
    const r = draw(given(), 'spawn-clue', [{ neighbourhood: 'southside' }])
    expect(of(r.events, 'EventCardDrawn')[0].data.end).toBe('top')
    expect(r.state.board.clues.southside.length).toBe((r.before.board.clues.southside?.length ?? 0) + 1)
  })

  it('AH3E-MYTH-05 Gate Burst: the top card, 1 doom on every space of its neighbourhood, then it and the discard pile shuffled onto the bottom', () => {
    const r = draw(given(), 'gate-burst', [{ neighbourhood: 'easttown' }])
    expect(of(r.events, 'EventCardDrawn')[0].data.end).toBe('top')
    for (const sp of ['velmas-diner', 'hibbs-roadhouse', 'police-station']) expect(r.state.board.doom[sp]).toBe(r.before.board.doom[sp] + 1)
    expect(r.state.eventDiscard).toEqual([])
    expect(r.state.eventDeck.length).toBe(r.before.eventDeck.length + r.before.eventDiscard.length)
  })

  it('AH3E-MYTH-06 Read Headline: one card of the headline deck; with it empty, 1 doom on the scenario sheet instead', () => {
    const s = given()
    const r = draw(s, 'read-headline')
    expect(r.state.headlines).toBe(s.state.headlines - 1)
    const empty = draw(run(s, { type: 'CorrectDecks', data: { headlines: 0 } }), 'read-headline')
    expect(of(empty.events, 'HeadlineDeckEmpty').length).toBe(1)
    expect(empty.state.sheetDoom).toBe(empty.before.sheetDoom + 1)
  })

  it.each(['spawn-monster', 'reckoning', 'blank'] as const)('AH3E-MYTH-07 %s: named and left to the players (nothing on the board changes)', (token) => {
    const r = draw(given(), token)
    expect(of(r.events, 'MythosEffectLeftToPlayers').map((e) => e.data.token)).toEqual([token])
    expect(r.state.board).toEqual(r.before.board)
    expect(r.state.sheetDoom).toBe(r.before.sheetDoom)
  })
})

describe('UDW-TERR-01..03 «Szerzenie się grozy» (l.299–314)', () => {
  it('UDW-TERR-01 spread terror: 1 terror token in the neighbourhood and the terror deck\'s top card attached to its encounter deck', () => {
    const r = when(given(), { type: 'SpreadTerror', data: { neighbourhood: 'southside' } })
    expect(r.state.board.terror.southside).toBe((r.before.board.terror.southside ?? 0) + 1)
    expect(r.state.board.terrorCards.southside).toBe((r.before.board.terrorCards.southside ?? 0) + 1)
    expect(r.state.terrorDeck).toBe(r.before.terrorDeck - 1)
  })

  it('UDW-TERR-02 a Spread Terror token spreads it in the neighbourhood of the unstable space (the top card of the event discard pile)', () => {
    const r = draw(given(), 'spread-terror')
    const where = r.before.eventDiscard.at(-1)!.facts.neighbourhood
    expect(of(r.events, 'TerrorSpread').map((e) => e.data.neighbourhood)).toEqual([where])
  })

  it('UDW-TERR-03 terror adds up: a second spread makes 2 terror and 2 attached cards there', () => {
    let s = run(given(), { type: 'SpreadTerror', data: { neighbourhood: 'southside' } })
    s = run(s, { type: 'SpreadTerror', data: { neighbourhood: 'southside' } })
    expect([s.state.board.terror.southside, s.state.board.terrorCards.southside]).toEqual([2, 2])
  })
})

describe('UDW-DOOM-06 «Żetony zagłady» (l.293–297): the overflow\'s answer', () => {
  it('UDW-DOOM-06 the players pick the space: any space holding doom; a space without doom, or of another neighbourhood, is refused', () => {
    let s = answerCards(start(), 'northside')
    s = run(s, { type: 'CorrectDoom', data: { space: 'innsmouth-jail', to: 2 } })
    while (s.state.pending?.kind !== 'overflow-space') s = run(s, { type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
    expect(refusal(s, { type: 'ClearOverflowSpace', data: { space: 'police-station' } })).toBe('overflow/bad-space')
    const r = when(s, { type: 'ClearOverflowSpace', data: { space: 'innsmouth-jail' } })
    expect(r.state.board.doom['innsmouth-jail']).toBe(0)
    expect(r.state.board.doom['first-national-grocery']).toBe(s.state.board.doom['first-national-grocery'])
    expect(of(r.events, 'SheetDoomAdded').length).toBe(1)
    expect(of(r.events, 'TerrorSpread').map((e) => e.data.neighbourhood)).toEqual(['innsmouth-village'])
  })
})

describe('UDW-CUP-02 «Modyfikowanie czary mitów» (l.576–588)', () => {
  it('UDW-CUP-02 a token removed comes from the cup; with none there, from the drawn ones; with none at all, it is refused; an added one goes into the cup', () => {
    let s = given()
    const cup = s.state.mythos.cup.blank
    let r = when(s, { type: 'RemoveMythosToken', data: { token: 'blank' } })
    expect(of(r.events, 'MythosTokenRemoved')[0].data.from).toBe('cup')
    expect(r.state.mythos.cup.blank).toBe(cup - 1)
    s = run(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
    s = run(s, { type: 'CorrectCup', data: { cup: { blank: 0 } } })
    r = when(s, { type: 'RemoveMythosToken', data: { token: 'blank' } })
    expect(of(r.events, 'MythosTokenRemoved')[0].data.from).toBe('drawn')
    expect(refusal(r.session, { type: 'RemoveMythosToken', data: { token: 'blank' } })).toBe('mythos/none-to-remove')
    const add = when(r.session, { type: 'AddMythosToken', data: { token: 'gate-burst' } })
    expect(add.state.mythos.cup['gate-burst']).toBe(r.state.mythos.cup['gate-burst'] + 1)
    expect(add.state.mythos.supplied['gate-burst']).toBe(r.state.mythos.supplied['gate-burst'] + 1)
  })
})
