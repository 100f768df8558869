import { EventEmitter, type DecideContext } from '../../../core'
import { indexOf, type Ah3eIndex } from '../data'
import type { Ah3eData } from '../data/types'
import type { Ah3eEvent } from './events'
import { evolve } from './evolve'
import type { Ah3eState, EventFacts } from './state'

/**
 * AH3e's emitter (`EventEmitter`: one doom token at a time, so the overflow at 6 comes exactly when
 * the sixth is placed), with the data, its index and the event cards the players drew at hand.
 */
export class Emitter extends EventEmitter<Ah3eState, Ah3eEvent> {
  readonly ix: Ah3eIndex

  /** Event cards the command says the players drew (physical cards), used in order by the draws it causes. */
  cards: EventFacts[] = []

  constructor(state: Ah3eState, readonly data: Ah3eData, readonly ctx: DecideContext) {
    super(state, evolve, ctx.rng)
    this.ix = indexOf(data)
  }

  /** The game ended: every chain stops. */
  get over(): boolean {
    return this.state.status === 'won' || this.state.status === 'lost'
  }
}
