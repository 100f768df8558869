import { evolveByHandlers } from '../../../core'
import type { Ah2eEvent } from './events'
import { boardFolds } from './evolve-board'
import { gameFolds } from './evolve-game'
import { innsmouthFolds } from './evolve-innsmouth'
import { investigatorFolds } from './evolve-investigators'
import { mythosFolds } from './evolve-mythos'
import { trackMythosPhase } from './mythosResults'
import type { Ah2eState } from './state'

/** Every event's fold, by concern. */
const apply = evolveByHandlers<Ah2eState, Ah2eEvent>({ ...gameFolds, ...mythosFolds, ...boardFolds, ...investigatorFolds, ...innsmouthFolds }, 'AH2e event')

/** Apply one event. Pure; never validates (decide did). The Mythos phase on screen follows (`mythosResults.ts`). */
export function evolve(s: Ah2eState, e: Ah2eEvent): Ah2eState {
  return trackMythosPhase(s, apply(s, e), e)
}
