import { decideByHandlers, type DecideContext, type Decided, type Result } from '../../../../core'
import type { Ah3eData } from '../../data/types'
import type { Ah3eCommand, Ah3eCommandType } from '../commands'
import { Emitter } from '../emitter'
import type { Ah3eEvent } from '../events'
import { MESSAGES } from '../messages'
import type { Ah3eState } from '../state'
import { answerHandlers } from './answers'
import { correctionHandlers } from './corrections'
import { effectHandlers } from './effects'
import { roundHandlers } from './round'
import { setupHandlers } from './setup'
import type { Handlers } from './types'

/** One handler per command, by family; the type makes the map exhaustive. */
const HANDLERS: Handlers = {
  ...setupHandlers,
  ...roundHandlers,
  ...answerHandlers,
  ...effectHandlers,
  ...correctionHandlers,
}

/** Commands that may be given while the players owe an answer: the answers, the corrections and the settings. */
const WHILE_PENDING: ReadonlySet<Ah3eCommandType> = new Set<Ah3eCommandType>([
  'DescribeEventCard', 'ClearOverflowSpace', 'ChooseInvestigator',
  'CorrectDoom', 'CorrectSheetDoom', 'CorrectTerror', 'CorrectDecks', 'CorrectCup', 'SetSheetBands', 'SetMythosSource',
])

/**
 * Validate a command against the state and return its events with the state they lead to.
 * Never throws for a broken rule: the refusal is a `fail(code, message)` with a namespaced code.
 */
export function decideAh3e(data: Ah3eData, state: Ah3eState, command: Ah3eCommand, ctx: DecideContext): Result<Decided<Ah3eState, Ah3eEvent>> {
  return decideByHandlers(state, command, { handlers: HANDLERS, whilePending: WHILE_PENDING, messages: MESSAGES }, () => new Emitter(state, data, ctx))
}
