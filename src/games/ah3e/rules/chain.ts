import { addCodexCard, addSheetDoom, clearSpace, placeDoom, spreadTerror } from './doom'
import type { Emitter } from './emitter'
import { applyEvent, drawEvent, eventsToBottom } from './event-deck'
import { afterDraw, drawOn, nextPlayer } from './flow'
import { resolveToken } from './cup'
import type { StepResult } from './step-result'
import type { Step } from './state'

function apply(em: Emitter, step: Step): StepResult {
  switch (step.k) {
    case 'token':
      return resolveToken(em, step.token, step.source)
    case 'event':
      return drawEvent(em, step.use, step.source, step.end)
    case 'apply-event':
      return applyEvent(em, step.source)
    case 'event-bottom':
      return eventsToBottom(em, step.source)
    case 'doom':
      return placeDoom(em, step.space, step.source)
    case 'sheet':
      addSheetDoom(em, step.n, step.source)
      return {}
    case 'clear-space':
      return clearSpace(em, step.space, step.source)
    case 'spread-terror':
      return spreadTerror(em, step.neighbourhood, step.source)
    case 'codex':
      return addCodexCard(em, step.card, step.source)
    case 'draw-on':
      return drawOn(em, step)
    case 'flow':
      if (step.to === 'after-draw') return afterDraw(em)
      if (step.to === 'next-player') return nextPlayer(em)
      em.emit({ type: 'RoundStarted', data: { round: 1 } }, 'setup')
      return {}
  }
}

/** Steps one command may run before the chain is stopped as a loop. */
export const MAX_STEPS = 2000

/**
 * Run a chain of steps in order. Each step may put steps of its own before the rest (one doom token
 * at a time, an overflow's sheet doom and terror before the next token), or ask the players: the
 * chain then waits in the open question (`ChoiceOpened.rest`) and the answer resumes it.
 */
export function runSteps(em: Emitter, steps: Step[]): void {
  let queue = steps
  for (let guard = 0; queue.length > 0; guard++) {
    if (em.over) return
    if (guard >= MAX_STEPS) {
      // An outbreak loop (4 spaces with a mystery can pass the same doom around for ever): stop and say so.
      em.emit({ type: 'ChainStopped', data: { left: queue.length } }, 'rule/runaway-chain')
      return
    }
    const [step, ...rest] = queue
    const r = apply(em, step)
    queue = [...(r.then ?? []), ...rest]
    if (r.ask) {
      em.emit({ type: 'ChoiceOpened', data: { choice: r.ask, rest: queue } }, 'rule/ask')
      return
    }
  }
}
