import { EventEmitter, type DecideContext } from '../../../core'
import { evolve } from './evolve'
import type { CultsEvent } from './events'
import type { CultsState } from './state'

/** The Cults emitter (`EventEmitter`): each step of the opponent's chain sees the one before it. */
export class Emitter extends EventEmitter<CultsState, CultsEvent> {
  constructor(state: CultsState, readonly ctx: DecideContext) {
    super(state, evolve, ctx.rng)
  }
}
