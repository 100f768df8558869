import { evolveByHandlers } from '../../../core'
import type { EsEvent } from './events'
import { adventureFolds } from './evolve-adventures'
import { clockFolds } from './evolve-clock'
import { diceFolds } from './evolve-dice'
import { gameFolds } from './evolve-game'
import { investigatorFolds } from './evolve-investigators'
import type { EsState } from './state'

export { idlePlace } from './evolve-base'

/** Every event's fold, by concern. */
const fold = evolveByHandlers<EsState, EsEvent>({ ...gameFolds, ...diceFolds, ...adventureFolds, ...clockFolds, ...investigatorFolds }, 'Elder Sign event')

/**
 * Fold one event onto the state. Pure and total: every event type is handled (one fold per type in
 * the evolve-*.ts tables). Returns a new state; untouched parts are shared with the old one.
 */
export function evolve(state: EsState, event: EsEvent): EsState {
  return fold({ ...state }, event)
}
