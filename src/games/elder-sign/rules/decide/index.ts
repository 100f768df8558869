import { decideByHandlers, type DecideContext, type Decided, type Result } from '../../../../core'
import type { EsData } from '../../data/types'
import type { EsCommand, EsCommandType } from '../commands'
import { Emitter } from '../emitter'
import type { EsEvent } from '../events'
import { MESSAGES } from '../messages'
import type { EsState } from '../state'
import { answerHandlers } from './answers'
import { cardHandlers } from './cards'
import { correctionHandlers } from './corrections'
import { diceHandlers } from './dice'
import { entranceHandlers } from './entrance'
import { setupHandlers } from './setup'
import { turnHandlers } from './turn'
import type { Handlers } from './types'

/** One handler per command, by family; the type makes the map exhaustive. */
const HANDLERS: Handlers = {
  ...setupHandlers,
  ...turnHandlers,
  ...diceHandlers,
  ...entranceHandlers,
  ...cardHandlers,
  ...answerHandlers,
  ...correctionHandlers,
}

/** Commands that may be given while the players owe an answer: the answers, corrections and a few bookkeeping ones. */
const WHILE_PENDING: ReadonlySet<EsCommandType> = new Set<EsCommandType>([
  'DefineAdventureLock', 'DrawMythos', 'PlaceMonster', 'ChooseEffect', 'LoseTrophies', 'ChooseHelperLoss', 'ChooseInvestigator', 'ResolveAncientOneAttack',
  'CorrectDoom', 'CorrectElderSigns', 'CorrectClock', 'CorrectInvestigator', 'CorrectTrophies', 'RemoveMonster', 'CorrectAdventureDeck', 'CorrectDailyAbility', 'ReplaceMythos',
  'UseDailyAbility', 'PickStartingItems',
])

/**
 * Validate a command against the state and return its events with the state they lead to.
 * Never throws for a broken rule: the refusal is a `fail(code, message)` with a namespaced code.
 */
export function decideEs(data: EsData, state: EsState, command: EsCommand, ctx: DecideContext): Result<Decided<EsState, EsEvent>> {
  return decideByHandlers(state, command, { handlers: HANDLERS, whilePending: WHILE_PENDING, messages: MESSAGES }, () => new Emitter(state, data, ctx))
}
