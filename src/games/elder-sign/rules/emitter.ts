import { EventEmitter, type DecideContext } from '../../../core'
import { indexOf, type EsIndex } from '../data'
import type { EsData } from '../data/types'
import type { EsEvent } from './events'
import { evolve } from './evolve'
import type { EsState } from './state'

/** Elder Sign's emitter (`EventEmitter`): the data and its index at hand for every rule. */
export class Emitter extends EventEmitter<EsState, EsEvent> {
  readonly ix: EsIndex
  constructor(state: EsState, readonly data: EsData, readonly ctx: DecideContext) {
    super(state, evolve, ctx.rng)
    this.ix = indexOf(data)
  }

  /** The game ended: every chain stops. */
  get over(): boolean {
    return this.state.status === 'won' || this.state.status === 'lost'
  }
}
