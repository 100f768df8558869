import type { Ah2eData } from '../../data/types'
import type { Ah2eCommandType, CommandOf } from '../commands'
import type { Emitter } from '../emitter'
import type { boardIndex } from '../limits'
import type { Ah2eState } from '../state'

/** What every command handler sees besides its command: the state before the command and the facts. */
export interface DecideScope {
  /** The state before the command (the Emitter's `state` moves on as events are emitted). */
  state: Ah2eState
  data: Ah2eData
  idx: ReturnType<typeof boardIndex>
  /** Played with the Innsmouth board. */
  inn: boolean
}

/** A command handler: emits its events on `em`, or returns the code of the rule the command breaks. */
export type Handler<K extends Ah2eCommandType> = (em: Emitter, command: CommandOf<K>, scope: DecideScope) => string | null

/** Handlers for a family of commands; the families together cover every command (checked in decide/index.ts). */
export type Handlers<K extends Ah2eCommandType> = { [T in K]: Handler<T> }
