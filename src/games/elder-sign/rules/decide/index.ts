import { fail, ok, type DecideContext, type Decided, type Result, type RuleViolation } from '../../../../core'
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
import type { Handler, Handlers } from './types'

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
  'CorrectDoom', 'CorrectElderSigns', 'CorrectClock', 'CorrectInvestigator', 'CorrectTrophies', 'RemoveMonster', 'CorrectAdventureDeck',
  'UseDailyAbility', 'PickStartingItems',
])

function violation(r: string | RuleViolation): RuleViolation {
  return typeof r === 'string' ? { code: r, message: MESSAGES[r] ?? r } : r
}

/**
 * Validate a command against the state and return its events with the state they lead to.
 * Never throws for a broken rule: the refusal is a `fail(code, message)` with a namespaced code.
 */
export function decideEs(data: EsData, state: EsState, command: EsCommand, ctx: DecideContext): Result<Decided<EsState, EsEvent>> {
  if (!command || typeof command !== 'object' || typeof command.type !== 'string') return fail('command/malformed', MESSAGES['command/malformed'])
  const d = (command as { data?: unknown }).data
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return fail('command/malformed', `Command ${command.type} needs a data object.`)
  if (!Object.hasOwn(HANDLERS, command.type)) return fail('command/unknown', `Unknown command ${command.type}.`)
  if (command.type !== 'SetUpGame') {
    if (state.status === 'new') return fail('game/not-set-up', MESSAGES['game/not-set-up'])
    if (state.status === 'won' || state.status === 'lost') return fail('game/over', MESSAGES['game/over'])
    if (state.pending && !WHILE_PENDING.has(command.type)) {
      return fail('choice/pending', `The players must first answer: ${state.pending.kind}.`, { pending: state.pending.kind })
    }
  }
  const em = new Emitter(state, data, ctx)
  const handler = HANDLERS[command.type] as Handler<EsCommandType>
  const refused = handler(em, command as never)
  if (refused) return { ok: false, error: violation(refused) }
  return ok({ events: em.events, state: em.state })
}
