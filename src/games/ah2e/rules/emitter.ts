import type { Rng } from '../../../core'
import type { Ah2eData } from '../data/types'
import type { Ah2eEvent } from './events'
import { evolve } from './evolve'
import type { Ah2eState } from './state'

/**
 * Collects the events of one command while keeping the state they lead to, so that each
 * rule sees the effect of the previous one (one monster at a time, one terror point at a time).
 */
export class Emitter {
  readonly events: Ah2eEvent[] = []
  constructor(public state: Ah2eState, readonly data: Ah2eData, readonly rng: Rng) {}

  emit(event: Ah2eEvent, cause?: string): void {
    const e = (cause && !event.cause ? { ...event, cause } : event) as Ah2eEvent
    this.state = evolve(this.state, e)
    this.events.push(e)
  }

  /** The game has ended or gone to the final battle: Mythos steps stop. */
  get interrupted(): boolean {
    return this.state.status !== 'playing'
  }
}
