import type { DecideContext, Rng } from '../../../core'
import { indexOf, type Ah3eIndex } from '../data'
import type { Ah3eData } from '../data/types'
import type { Ah3eEvent } from './events'
import { evolve } from './evolve'
import type { Ah3eState, EventFacts } from './state'

/**
 * Collects the events of one command while keeping the state they lead to, so each rule sees the
 * effect of the one before it (one doom token at a time, so the overflow at 6 comes exactly when
 * the sixth token is placed). `decide` hands both back to the engine, which then does not fold the
 * events a second time.
 */
export class Emitter {
  readonly events: Ah3eEvent[] = []
  readonly ix: Ah3eIndex
  readonly rng: Rng
  /** Event cards the command says the players drew (physical cards), used in order by the draws it causes. */
  cards: EventFacts[] = []

  constructor(public state: Ah3eState, readonly data: Ah3eData, readonly ctx: DecideContext) {
    this.ix = indexOf(data)
    this.rng = ctx.rng
  }

  emit(event: Ah3eEvent, cause?: string): void {
    const e = (cause && !event.cause ? { ...event, cause } : event) as Ah3eEvent
    this.state = evolve(this.state, e)
    this.events.push(e)
  }

  /** The game ended: every chain stops. */
  get over(): boolean {
    return this.state.status === 'won' || this.state.status === 'lost'
  }
}
