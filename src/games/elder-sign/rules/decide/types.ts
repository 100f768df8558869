import type { Refusal } from '../../../../core'
import type { CommandOf, EsCommandType } from '../commands'
import type { Emitter } from '../emitter'

/** The shared checks and refusals (defined once in the core). */
export { isInt, isObject, own, refuse, type Refusal } from '../../../../core'

export type Handler<K extends EsCommandType> = (em: Emitter, command: CommandOf<K>) => Refusal

/** One handler per command type: the map is checked for exhaustiveness by the compiler. */
export type Handlers = { [K in EsCommandType]: Handler<K> }

