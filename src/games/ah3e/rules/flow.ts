import { drawToken } from './cup'
import type { Emitter } from './emitter'
import type { StepResult } from './step-result'
import { BY_HAND_TOKENS, drawsLeft, endsMythosByTap, nextDrawer, noTokenInPlay, type Step } from './state'

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

/**
 * AH3E-MYTH-10 (supplement §1.9: each token resolved as it is drawn): the token `step.after` is
 * resolved; the app draws the next one from its cup unless the players have something to do
 * first — a token they resolve themselves (a monster, a reckoning, a headline), an owner's reminder
 * band reached since it was drawn (the codex reacts) — or the phase's draws are done, or the players
 * now draw from their own cup. A question on the way stopped the chain before this step: its answer
 * comes back here.
 */
export function drawOn(em: Emitter, step: Extract<Step, { k: 'draw-on' }>): StepResult {
  const s = em.state
  if (s.status !== 'playing' || s.phase !== 'mythos' || drawsLeft(s) === 0 || s.draws.cup !== 'virtual' || noTokenInPlay(s)) return {}
  if (BY_HAND_TOKENS.includes(step.after)) return {}
  if (s.sheetBands.some((b) => b > step.sheet && b <= s.sheetDoom)) return {}
  const sheet = s.sheetDoom
  const token = drawToken(em, undefined, nextDrawer(s), false)
  if (token === null) return {}
  return { then: [{ k: 'token', token, source: `token/${token}` }, { k: 'flow', to: 'after-draw' }, { k: 'draw-on', after: token, sheet }] }
}
