import { describe, expect, it } from 'vitest'
import { spacesOf, sumCounts, unstableSpaces } from '@/games/ah3e/rules'
import { answerCards, refusal, run, start, toMythos, undone, when, type S } from './harness'

/**
 * Issue #24 «An evening never breaks», the AH3e rules: what a table met in a whole evening — a
 * gathered clue's card marking the unstable space, the mythos source switched mid-game. Each test
 * plays real commands from a set-up game (Tyrants of Ruin, the form's setup).
 */

/** The setup's event cards answered as the Mythos screen sends them: a clue's card by its neighbourhood only (no doom icons asked), the spread doom's with one. */
function asTheFormAnswers(s: S): S {
  let cur = s
  for (let i = 0; i < 12 && cur.state.pending?.kind === 'event-card'; i++) {
    const p = cur.state.pending
    cur = run(cur, { type: 'DescribeEventCard', data: p.use === 'spawn-clue' ? { neighbourhood: 'northside' } : { neighbourhood: 'easttown', doom: { 'police-station': 1 } } })
  }
  return cur
}

describe('AH3E-UNSTABLE-02 a gathered clue\'s event card goes face up to the discard pile: the spaces it marks are unstable (supplement §3.4, §4.8)', () => {
  it('AH3E-UNSTABLE-02 a card the app knows only by its neighbourhood asks its doom icons; then only the marked space is unstable, not the whole neighbourhood', () => {
    const s = asTheFormAnswers(start())
    expect(s.state.board.clues.northside).toHaveLength(3)
    expect(s.state.board.clues.northside[0].facts.doom).toBeNull()
    expect(refusal(s, { type: 'GatherClue', data: { neighbourhood: 'northside' } })).toBe('clue/doom-needed')
    const r = when(s, { type: 'GatherClue', data: { neighbourhood: 'northside', doom: { 'arkham-advertiser': 1 } } })
    expect(unstableSpaces(r.state)).toEqual(['arkham-advertiser'])
    expect(spacesOf(r.state, 'northside').length).toBeGreaterThan(1)
    expect(r.state.eventDiscard.at(-1)?.facts).toEqual({ neighbourhood: 'northside', doom: { 'arkham-advertiser': 1 } })
    expect(r.state.board.clues.northside).toHaveLength(2)
    // Undone: the card is back in the neighbourhood's deck, unread.
    expect(undone(r.session).board.clues.northside[0].facts.doom).toBeNull()
  })

  it('AH3E-UNSTABLE-02 bad doom icons are refused and change nothing; a card whose icons the app knows takes none', () => {
    const s = asTheFormAnswers(start())
    expect(refusal(s, { type: 'GatherClue', data: { neighbourhood: 'northside', doom: { 'police-station': 1 } } })).toBe('event/space-not-in-neighbourhood')
    expect(refusal(s, { type: 'GatherClue', data: { neighbourhood: 'northside', doom: {} } })).toBe('event/doom-needed')
    expect(refusal(s, { type: 'GatherClue', data: { neighbourhood: 'northside', doom: { 'arkham-advertiser': 4 } } })).toBe('event/bad-doom')
    const known = answerCards(start(), 'northside')
    expect(known.state.board.clues.northside[0].facts.doom).not.toBeNull()
    expect(refusal(known, { type: 'GatherClue', data: { neighbourhood: 'northside', doom: { 'arkham-advertiser': 1 } } })).toBe('clue/doom-known')
    const r = when(known, { type: 'GatherClue', data: { neighbourhood: 'northside' } })
    expect(unstableSpaces(r.state)).toEqual(Object.keys(known.state.board.clues.northside[0].facts.doom!))
  })

  it('AH3E-UNSTABLE-02 a game file set up before rules version 3 gathers the unread card as it did', () => {
    const s = asTheFormAnswers(start({ rules: undefined }))
    const r = when(s, { type: 'GatherClue', data: { neighbourhood: 'northside' } })
    expect(r.state.eventDiscard.at(-1)?.facts.doom).toBeNull()
  })
})

describe('AH3E-SOURCE-01 who draws the mythos tokens (the app\'s cup or the players\' own) changes mid-game, logged and undoable', () => {
  it('AH3E-SOURCE-01 switched to the players\' cup in the middle of a Mythos phase: the next token is named; the counts carry over; undo switches back', () => {
    let s = toMythos(answerCards(start(), 'northside'))
    s = answerCards(run(s, { type: 'DrawMythosToken', data: {} }), 'northside')
    const cup = sumCounts(s.state.mythos.cup)
    const r = when(s, { type: 'SetMythosSource', data: { cup: 'physical' } })
    expect(r.events.map((e) => [e.type, e.cause])).toEqual([['MythosSourceChanged', 'players']])
    expect(r.state.draws.cup).toBe('physical')
    expect(sumCounts(r.state.mythos.cup)).toBe(cup)
    expect(refusal(r.session, { type: 'DrawMythosToken', data: {} })).toBe('mythos/name-the-token')
    expect(refusal(r.session, { type: 'SetMythosSource', data: { cup: 'physical' } })).toBe('mythos/same-source')
    expect(refusal(r.session, { type: 'SetMythosSource', data: { cup: 'table' as 'physical' } })).toBe('mythos/bad-source')
    const token = (Object.keys(r.state.mythos.cup) as (keyof typeof r.state.mythos.cup)[]).find((t) => r.state.mythos.cup[t] > 0)!
    const d = when(r.session, { type: 'DrawMythosToken', data: { token } })
    expect(d.state.mythos.cup[token]).toBe(r.state.mythos.cup[token] - 1)
    expect(undone(r.session).draws.cup).toBe('virtual')
  })

  it('AH3E-SOURCE-01 it can be switched while a question is open (a setting, not a move)', () => {
    const s = start()
    expect(s.state.pending?.kind).toBe('event-card')
    expect(when(s, { type: 'SetMythosSource', data: { cup: 'physical' } }).state.pending?.kind).toBe('event-card')
  })
})
