import type { Emitter } from './emitter'
import type { StepResult } from './step-result'
import { drawsLeft, endsMythosByTap } from './state'

/**
 * The round (supplement §1.1): Action → Monster → Encounter → Mythos, then a new round. The Mythos
 * phase ends after the last of its 2 draws per player (§1.9), once the players have resolved it
 * (their tap, `EndPhase`); at the end of the round every player whose investigator left takes a new
 * one (§1.10), then the next round starts.
 */

/** After a mythos draw: only a game set up before rules version 3 ends the round by its last draw. */
export function afterDraw(em: Emitter): StepResult {
  if (endsMythosByTap(em.state) || em.state.phase !== 'mythos' || drawsLeft(em.state) > 0) return {}
  em.emit({ type: 'RoundEnded', data: { round: em.state.round } }, 'round')
  return { then: [{ k: 'flow', to: 'next-player' }] }
}

/** The first player without an investigator chooses one; with none left the next round begins. */
export function nextPlayer(em: Emitter): StepResult {
  const player = em.state.players.findIndex((p) => p.investigator === null)
  if (player >= 0) return { ask: { kind: 'new-investigator', player }, then: [{ k: 'flow', to: 'next-player' }] }
  em.emit({ type: 'RoundStarted', data: { round: em.state.round + 1 } }, 'round')
  return {}
}
