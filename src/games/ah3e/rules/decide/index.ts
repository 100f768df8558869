import { fail, ok, type DecideContext, type Decided, type Result, type RuleViolation } from '../../../../core'
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
import type { Handler, Handlers } from './types'

/** One handler per command, by family; the type makes the map exhaustive. */
const HANDLERS: Handlers = {
  ...setupHandlers,
  ...roundHandlers,
  ...answerHandlers,
  ...effectHandlers,
  ...correctionHandlers,
}

/** Commands that may be given while the players owe an answer: the answers and the corrections. */
const WHILE_PENDING: ReadonlySet<Ah3eCommandType> = new Set<Ah3eCommandType>([
  'DescribeEventCard', 'ClearOverflowSpace', 'ChooseInvestigator',
  'CorrectDoom', 'CorrectSheetDoom', 'CorrectTerror', 'CorrectDecks', 'CorrectCup',
])

function violation(r: string | RuleViolation): RuleViolation {
  return typeof r === 'string' ? { code: r, message: MESSAGES[r] ?? r } : r
}

/**
 * Validate a command against the state and return its events with the state they lead to.
 * Never throws for a broken rule: the refusal is a `fail(code, message)` with a namespaced code.
 */
export function decideAh3e(data: Ah3eData, state: Ah3eState, command: Ah3eCommand, ctx: DecideContext): Result<Decided<Ah3eState, Ah3eEvent>> {
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
  const handler = HANDLERS[command.type] as Handler<Ah3eCommandType>
  const refused = handler(em, command as never)
  if (refused) return { ok: false, error: violation(refused) }
  return ok({ events: em.events, state: em.state })
}
