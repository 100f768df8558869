import { nextPoint, type Flow } from '../../../core'
import { cultsData } from '../data'
import type { Emitter } from './emitter'
import { goalMet, inPlay, nextSeat, scoresOf, stacksEmpty, topsOf } from './logic'
import { PHASES, type Phase } from './state'

/**
 * ROC-ROUND: 6 rounds (longer by agreement) of City → Cult → Planning → Actions → Hiding; the City
 * phase is skipped in round 1 and Hiding in the last round; the game ends right after the last
 * Actions phase (rulebook «Przebieg rozgrywki», l.675–711, l.1037).
 */
export const cultsFlow = (rounds: number): Flow<Phase> => ({
  phases: PHASES,
  rounds,
  skips: (round, phase, n) => (phase === 'city' && round === 1) || (phase === 'hiding' && round === n),
})

/** Move to the next phase played, or end the game after the last Actions phase. */
export function advancePhase(em: Emitter): void {
  const s = em.state
  const at = s.phase === 'setup' ? null : nextPoint(cultsFlow(s.rounds), { round: s.round, phase: s.phase })
  if (s.phase === 'setup') {
    em.emit({ type: 'PhaseStarted', data: { round: 1, phase: 'cult' } }, 'rule/ROC-ROUND')
    return
  }
  if (!at) {
    const scores = scoresOf(em.state)
    em.emit({ type: 'GameEnded', data: { scores } }, 'rule/ROC-SCORE')
    if (em.state.solo && em.state.goal) {
      const met = goalMet(em.state, scores)
      if (met !== null) em.emit({ type: 'GoalChecked', data: { goal: em.state.goal, met, auto: true } }, 'rule/ROC-NPC-16')
    }
    return
  }
  em.emit({ type: 'PhaseStarted', data: at }, at.round !== s.round ? 'rule/ROC-HIDE' : 'rule/ROC-ROUND')
  if (at.phase === 'actions') settleTurn(em, em.state.firstCultist, true)
}

/**
 * ROC-ACT: the turn goes clockwise to the next seat with a marker on top of a stack; a seat with
 * none is skipped (l.970–973). With every stack empty, the Actions phase is over.
 */
export function settleTurn(em: Emitter, from: number, includeSelf: boolean): void {
  const s = em.state
  if (stacksEmpty(s)) {
    advancePhase(em)
    return
  }
  const skipped: number[] = []
  let seat = includeSelf ? from : nextSeat(s, from)
  for (let i = 0; i < s.seats.length; i++) {
    if (topsOf(s, seat).length > 0) break
    skipped.push(seat)
    seat = nextSeat(s, seat)
  }
  if (seat !== s.actor || skipped.length) em.emit({ type: 'TurnPassed', data: { to: seat, skipped } }, 'rule/ROC-ACT')
}

/** ROC-PLAN: the next seat clockwise with markers still to place; when all are placed, the Actions phase. */
export function nextPlacer(em: Emitter): void {
  const s = em.state
  let seat = nextSeat(s, s.actor)
  for (let i = 0; i < s.seats.length; i++) {
    if (s.seats[seat].toPlace > 0) {
      em.emit({ type: 'TurnPassed', data: { to: seat, skipped: [] } }, 'rule/ROC-PLAN')
      return
    }
    seat = nextSeat(s, seat)
  }
  advancePhase(em)
}

export const planMarkers = (): number => cultsData.kit.plans
export { inPlay }
