import { decideByHandlers, fail, type DecideContext, type Decided, type Result } from '../../../../core'
import type { CultsCommand, CultsCommandType } from '../commands'
import { Emitter } from '../emitter'
import type { CultsEvent } from '../events'
import { MESSAGES } from '../messages'
import type { CultsState } from '../state'
import { correctionHandlers } from './corrections'
import { fightHandlers } from './fight'
import { planHandlers } from './plans'
import { roundHandlers } from './round'
import { setupHandlers } from './setup'
import type { Handlers } from './types'

/** One handler per command, by family; the type makes the map exhaustive. */
const HANDLERS: Handlers = {
  ...setupHandlers,
  ...roundHandlers,
  ...planHandlers,
  ...fightHandlers,
  ...correctionHandlers,
}

const WHILE_PENDING: ReadonlySet<CultsCommandType> = new Set<CultsCommandType>(['SetLayout', 'PlaceStartingSite', 'Reinforce', 'EnterAttack', 'ResolveTerror', 'CheckGoal', 'CorrectDistrict', 'CorrectDisorganization', 'SetDistrictCards', 'ChangeSetting'])

/** Validate a command and return its events with the state they lead to; a refusal changes nothing. */
export function decideCults(state: CultsState, command: CultsCommand, ctx: DecideContext): Result<Decided<CultsState, CultsEvent>> {
  if (state.status === 'over' && (command as { type?: unknown })?.type !== 'CheckGoal') return fail('game/over', MESSAGES['game/over'])
  const gateState = { status: state.status === 'over' ? 'playing' : state.status, pending: state.pending }
  return decideByHandlers(state, command, { handlers: HANDLERS, whilePending: WHILE_PENDING, messages: MESSAGES, gateState }, () => new Emitter(state, ctx))
}
