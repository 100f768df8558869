import { EventEmitter, type Rng } from '../../../core'
import type { Ah2eData } from '../data/types'
import type { Ah2eEvent } from './events'
import { evolve } from './evolve'
import type { Ah2eState } from './state'

/** The AH2e emitter (`EventEmitter`: one monster, one terror point at a time), with the data at hand. */
export class Emitter extends EventEmitter<Ah2eState, Ah2eEvent> {
  constructor(state: Ah2eState, readonly data: Ah2eData, rng: Rng) {
    super(state, evolve, rng)
  }

  /** The game has ended or gone to the final battle: Mythos steps stop. */
  get interrupted(): boolean {
    return this.state.status !== 'playing'
  }
}
