import type { DecideContext, Rng } from '../../../core'
import { evolve } from './evolve'
import type { CultsEvent, CultsState } from './types'

/**
 * Collects one command's events while keeping the state they lead to, so each step of the
 * opponent's chain sees the one before it. `decide` hands both back to the engine.
 */
export class Emitter {
  readonly events: CultsEvent[] = []
  readonly rng: Rng

  constructor(public state: CultsState, readonly ctx: DecideContext) {
    this.rng = ctx.rng
  }

  /** Emit an event with the rule that caused it (`rule/ROC-…`). */
  emit(event: CultsEvent, cause?: string): void {
    const e = (cause && !event.cause ? { ...event, cause } : event) as CultsEvent
    this.state = evolve(this.state, e)
    this.events.push(e)
  }
}
