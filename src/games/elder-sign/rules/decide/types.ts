import type { RuleViolation } from '../../../../core'
import type { CommandOf, EsCommandType } from '../commands'
import type { Emitter } from '../emitter'

/** A refusal with a message and parameters (a plain code gets its message from MESSAGES). */
export const refuse = (code: string, message: string, params?: RuleViolation['params']): RuleViolation => ({ code, message, ...(params ? { params } : {}) })

/** A handler emits the command's events through the emitter, or returns why it is refused. */
export type Refusal = string | RuleViolation | null

export type Handler<K extends EsCommandType> = (em: Emitter, command: CommandOf<K>) => Refusal

/** One handler per command type: the map is checked for exhaustiveness by the compiler. */
export type Handlers = { [K in EsCommandType]: Handler<K> }

export const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)
export const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x)
/** An own key of a record from a command (so `__proto__` or `toString` find nothing). */
export const own = <T>(rec: Record<string, T> | undefined, key: unknown): T | undefined =>
  rec && typeof key === 'string' && Object.hasOwn(rec, key) ? rec[key] : undefined
