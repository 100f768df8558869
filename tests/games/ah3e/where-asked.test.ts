import { describe, expect, it } from 'vitest'
import { neighbourhoodDoom, pendingOf } from '@/games/ah3e/rules'
import { answerCards, run, start, undone, when, type S } from './harness'

/**
 * Issue #25 at the rules' edge: where a question is asked and what the board keeps in view.
 * - An overflow that a Mythos draw brings is asked on the Mythos screen (where the draw was tapped);
 *   one from a doom placed by hand outside it, on the board (UDW-DOOM-06).
 * - A terror encounter's draw (card, section) stays with the phase until it moves on, and goes with
 *   its undo (UDW-TERR-05).
 */
const VILLAGE = 'innsmouth-village'
const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')
function villageAt(s: S, n: number): S {
  let cur = s
  if (cur.state.board.doom['first-national-grocery'] === 0) cur = run(cur, { type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
  while (neighbourhoodDoom(cur.state, VILLAGE) < n) cur = run(cur, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
  return cur
}
const toPhase = (s: S, phase: string): S => {
  let cur = s
  while (cur.state.phase !== phase) cur = run(cur, { type: 'EndPhase', data: {} })
  return cur
}

describe('UDW-DOOM-06 the overflow is asked where the players are', () => {
  it('UDW-DOOM-06 a doom placed by hand in the action phase: the board asks', () => {
    const s = run(villageAt(given(), 5), { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    expect(pendingOf(s.state)).toEqual({ kind: 'overflow-space', screen: 'board' })
  })

  it('UDW-DOOM-06 AH3E-MYTH-10 a spread doom drawn in the Mythos phase: the Mythos screen asks (its answer draws on)', () => {
    let s = villageAt(given({ facts: { terrorDeck: 8 } }), 5)
    s = run(s, { type: 'CorrectCup', data: { cup: { 'spread-doom': 4, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 0 }, drawn: {} } })
    s = run(toPhase(s, 'encounter'), { type: 'DrawMythosToken', data: { on: true } })
    expect(s.state.pending?.kind).toBe('event-card')
    s = run(s, { type: 'DescribeEventCard', data: { neighbourhood: VILLAGE, doom: { 'esoteric-order-of-dagon': 1 } } })
    expect(pendingOf(s.state)).toEqual({ kind: 'overflow-space', screen: 'mythos' })
    s = run(s, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
    // The answer resolved the overflow and drew the next token (another spread doom: its card asked).
    expect(s.state.mythosDraws).toBe(2)
    expect(pendingOf(s.state)).toEqual({ kind: 'event-card', screen: 'mythos' })
  })
})

describe('UDW-TERR-05 a terror encounter\'s draw stays in view for the phase', () => {
  it('UDW-TERR-05 kept through other taps in the phase; gone when the phase moves on; its undo takes it back', () => {
    let s = run(given(), { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    s = run(s, { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    s = toPhase(s, 'encounter')
    const r = when(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: VILLAGE } })
    expect(r.state.phaseEncounters).toEqual([{ investigator: 'Stella Clark', neighbourhood: VILLAGE, card: expect.any(Number), of: 2, terror: 2, tier: '0-2' }])
    s = run(r.session, { type: 'PlaceDoom', data: { space: 'train-station' } })
    s = run(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Silas Marsh', neighbourhood: VILLAGE } })
    expect(s.state.phaseEncounters.map((e) => e.investigator)).toEqual(['Stella Clark', 'Silas Marsh'])
    expect(undone(s).phaseEncounters.map((e) => e.investigator)).toEqual(['Stella Clark'])
    s = run(s, { type: 'DrawMythosToken', data: { on: true } })
    expect(s.state.phaseEncounters).toEqual([])
  })
})
