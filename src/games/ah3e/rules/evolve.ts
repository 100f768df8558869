import { evolveByHandlers } from '../../../core'
import type { Ah3eEvent } from './events'
import { boardFolds } from './evolve-board'
import { eventDeckFolds } from './evolve-event-deck'
import { gameFolds } from './evolve-game'
import { mythosFolds } from './evolve-mythos'
import type { Ah3eState } from './state'

export { sameFacts } from './evolve-base'

/**
 * Fold one event onto the state. Pure and total: every event type is handled (one fold per type in
 * the evolve-*.ts tables). Returns a new state; untouched parts are shared with the old one.
 */
export const evolve: (state: Ah3eState, event: Ah3eEvent) => Ah3eState = evolveByHandlers<Ah3eState, Ah3eEvent>({ ...gameFolds, ...mythosFolds, ...eventDeckFolds, ...boardFolds })
