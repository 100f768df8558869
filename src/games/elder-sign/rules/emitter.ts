import type { DecideContext, Rng } from '../../../core'
import { indexOf, type EsIndex } from '../data'
import type { EsData } from '../data/types'
import type { EsEvent } from './events'
import { evolve } from './evolve'
import type { EsState } from './state'

/**
 * Collects the events of one command while keeping the state they lead to, so each rule sees the
 * effect of the one before it (one doom token at a time, one monster at a time). `decide` hands
 * both back to the engine, which then does not fold the events a second time.
 */
export class Emitter {
  readonly events: EsEvent[] = []
  readonly ix: EsIndex
  readonly rng: Rng

  constructor(public state: EsState, readonly data: EsData, readonly ctx: DecideContext) {
    this.ix = indexOf(data)
    this.rng = ctx.rng
  }

  emit(event: EsEvent, cause?: string): void {
    const e = (cause && !event.cause ? { ...event, cause } : event) as EsEvent
    this.state = evolve(this.state, e)
    this.events.push(e)
  }

  /** The game ended: every chain stops. */
  get over(): boolean {
    return this.state.status === 'won' || this.state.status === 'lost'
  }
}
