import { addCodexCard, addSheetDoom, clearSpace, placeDoom, spreadTerror } from './doom'
import type { Emitter } from './emitter'
import { applyEvent, drawEvent, eventsToBottom } from './event-deck'
import { afterDraw, drawOn, nextPlayer } from './flow'
import { resolveToken } from './cup'
import type { StepResult } from './step-result'
import type { Ah3eState, Step } from './state'

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

/** Steps one command may run before the chain is stopped: the last-resort guard, should a loop escape `Repeats`. */
export const MAX_STEPS = 2000

/**
 * Why an endless chain is seen at its first repeated configuration (AH3E-OUTB-03).
 *
 * A chain's next step is decided by the queue and the state. A run of `doom` and `sheet` steps reads
 * only the board's doom and anomalies (plus the codex, `off`, the map, the terror deck: none of them
 * changed by these steps), and changes only the board's doom, its anomalies and the sheet's doom. The
 * sheet's doom decides nothing here (it only rings the owner's bands; no rule ends the game on it),
 * and a `sheet` step at the front changes nothing but it. So what decides the rest of such a run is
 * the configuration: the board's doom, its anomalies, and the queue without its `sheet` steps (an
 * outbreak pushes its sheet doom below the doom it spreads, so those pile up: the queue itself never
 * repeats, its doom steps do). Seen twice at a `doom` step within one run, the same steps follow for
 * ever — each round trip adding the same sheet doom — and no question can interrupt them (one would
 * have the first time round). A 4-space neighbourhood (3 locations and a mystery, `mystery-as-space`)
 * shows it within a few dozen steps, before a table has to take back hundreds of doom.
 *
 * Any other step (a token, an event card, a terror spread…) may read or change more than that: the
 * run ends there and the record starts again.
 */
class Repeats {
  private seen = new Map<string, number>()

  /** The step number where this configuration was first seen in the current run, or null (and it is recorded). */
  check(s: Ah3eState, queue: Step[], at: number): number | null {
    if (queue[0].k !== 'doom') {
      if (queue[0].k !== 'sheet') this.seen.clear()
      return null
    }
    const key = JSON.stringify([s.board.doom, s.board.anomalies, queue.filter((st) => st.k !== 'sheet')])
    const first = this.seen.get(key)
    if (first !== undefined) return first
    this.seen.set(key, at)
    return null
  }
}

/**
 * Run a chain of steps in order. Each step may put steps of its own before the rest (one doom token
 * at a time, an overflow's sheet doom and terror before the next token), or ask the players: the
 * chain then waits in the open question (`ChoiceOpened.rest`) and the answer resumes it. A chain
 * that would never end (an outbreak loop) is stopped at its first repeated configuration, with only
 * the steps run so far applied (`ChainStopped`, why `repeat`); `MAX_STEPS` stays as the last resort.
 */
export function runSteps(em: Emitter, steps: Step[]): void {
  let queue = steps
  const repeats = new Repeats()
  for (let guard = 0; queue.length > 0; guard++) {
    if (em.over) return
    const first = repeats.check(em.state, queue, guard)
    if (first !== null) {
      // An outbreak loop (4 spaces with a mystery pass the same doom around for ever): stop and say so.
      em.emit({ type: 'ChainStopped', data: { left: queue.length, why: 'repeat', steps: guard, since: first } }, 'rule/runaway-chain')
      return
    }
    if (guard >= MAX_STEPS) {
      em.emit({ type: 'ChainStopped', data: { left: queue.length, why: 'guard', steps: guard, since: null } }, 'rule/runaway-chain')
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
