import { fail, ok, type DecideContext, type Decided, type Result } from '../../../../core'
import type { Ah2eData } from '../../data/types'
import type { Ah2eCommand, Ah2eCommandType } from '../commands'
import { Emitter } from '../emitter'
import type { Ah2eEvent } from '../events'
import { boardIndex } from '../limits'
import { hasInnsmouth, type Ah2eState } from '../state'
import { battleHandlers } from './battle'
import { boardHandlers } from './board'
import { innsmouthHandlers } from './innsmouth'
import { investigatorsHandlers } from './investigators'
import { messageFor } from '../messages'
import { mythosHandlers } from './mythos'
import { setUp } from './setup'
import type { Handler, Handlers } from './types'

/** Commands allowed while the players owe an answer to a pending choice. */
const ALLOWED_WHILE_PENDING: ReadonlySet<Ah2eCommandType> = new Set([
  'PlaceSurge', 'ChooseClueTaker', 'ChooseMonsterDestination', 'MoveInvestigator', 'UpdateInvestigator', 'SetPositionTracking',
  // Facts the owner of the box fills in (often just when the app asks about an unknown arrow).
  'DefineArrow', 'DefineMonsterKind',
])

/** Every command but the setup, by family; the type makes the map exhaustive. */
const HANDLERS: Handlers<Exclude<Ah2eCommandType, 'SetUpGame'>> = {
  ...mythosHandlers,
  ...investigatorsHandlers,
  ...boardHandlers,
  ...battleHandlers,
  ...innsmouthHandlers,
}

/**
 * Validate a command against the state and return the events it causes, with the state they lead
 * to (folded once, as they were emitted). Never throws for a broken rule.
 */
export function decideAh2e(data: Ah2eData, state: Ah2eState, command: Ah2eCommand, ctx: DecideContext): Result<Decided<Ah2eState, Ah2eEvent>> {
  if (!command || typeof command !== 'object' || typeof command.type !== 'string') return fail('command/malformed', 'A command needs a type.')
  const d = (command as { data?: unknown }).data
  if (d === null || typeof d !== 'object') return fail('command/malformed', `Command ${command.type} needs a data object.`)
  if (command.type === 'SetUpGame') return setUp(data, state, command, ctx)
  if (state.status === 'new') return fail('game/not-set-up', 'Set up the game first.')
  // The score inputs (unpaid loans, sane survivors) are known only at the end, so they stay open.
  if ((state.status === 'won' || state.status === 'lost') && command.type !== 'SetScoreInputs') return fail('game/over', 'The game is over; undo to change it.')
  if (state.pending && !ALLOWED_WHILE_PENDING.has(command.type)) {
    return fail('core/pending-choice', `The players must first answer: ${state.pending.kind}.`, { pending: state.pending.kind })
  }
  const handler = Object.hasOwn(HANDLERS, command.type) ? (HANDLERS[command.type as keyof typeof HANDLERS] as Handler<typeof command.type>) : undefined
  if (!handler) return fail('command/unknown', messageFor('command/unknown', command))
  const em = new Emitter(state, data, ctx.rng)
  const refused = handler(em, command as never, { state, data, idx: boardIndex(data), inn: hasInnsmouth(state) })
  if (refused !== null) return fail(refused.split(':')[0], messageFor(refused, command))
  return ok({ events: em.events, state: em.state })
}
