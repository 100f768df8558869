import type { Command, Decided, GameEvent } from './engine'
import type { Rng } from './rng'
import { commandGate, ok, violationOf, type Result, type RuleViolation } from './result'

/**
 * The pieces every handler-map game's `decide` shares: an emitter that folds each event as it is
 * emitted, the checks of a command's data (`isInt`, `isObject`, `own`), and `decideByHandlers`,
 * the wrapper that gates a command, runs its handler and hands the events with their state back.
 * Each game keeps only what differs: its handlers, the commands allowed while a choice is pending,
 * its messages, and what its emitter carries besides (data, an index). Pure.
 */

/** An integer (within `lo`…`hi` when given). */
export const isInt = (n: unknown, lo = -Infinity, hi = Infinity): n is number => typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi
/** A plain object (not null, not an array). */
export const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x)
/** The value as a plain object, or null. */
export const asObject = (x: unknown): Record<string, unknown> | null => (isObject(x) ? x : null)
/** An own key of a record from a command (so `__proto__` or `toString` find nothing). */
export const own = <T>(rec: Readonly<Record<string, T>> | undefined, key: unknown): T | undefined =>
  rec && typeof key === 'string' && Object.hasOwn(rec, key) ? rec[key] : undefined

/**
 * Collects the events of one command while keeping the state they lead to, so each rule sees the
 * effect of the one before it (one doom token, one monster at a time). `decide` hands both back to
 * the engine, which then does not fold the events a second time.
 */
export class EventEmitter<S, E extends GameEvent> {
  readonly events: E[] = []

  constructor(public state: S, private readonly fold: (state: S, event: E) => S, readonly rng: Rng) {}

  /** Emit an event with the rule that caused it (kept when the event names its own cause). */
  emit(event: E, cause?: string): void {
    const e = (cause && !event.cause ? { ...event, cause } : event) as E
    this.state = this.fold(this.state, e)
    this.events.push(e)
  }
}

/** A handler's answer: null when it emitted the command's events, else why it refused (a code gets its message from the game's messages). */
export type Refusal = string | RuleViolation | null

/**
 * Decide a command through a handler map: the shared gate (`commandGate`: a data object, a known
 * type, a game set up and not over, no pending choice unless the command is allowed around it),
 * then the command's handler with a fresh emitter. A refusal changes nothing.
 */
export function decideByHandlers<S extends { status: string; pending: { kind: string } | null }, C extends Command, E extends GameEvent, Em extends { events: E[]; state: S }>(
  state: S,
  command: C,
  game: {
    handlers: { readonly [K in C['type']]: (em: Em, command: never) => Refusal }
    whilePending: ReadonlySet<string>
    messages: Readonly<Record<string, string>>
    /** The state the gate sees (Cults: a game over still takes its goal check). */
    gateState?: { status: string; pending: { kind: string } | null }
  },
  emitter: () => Em,
): Result<Decided<S, E>> {
  const refusal = commandGate(command, game.gateState ?? state, game.handlers, game.whilePending, game.messages)
  if (refusal) return refusal
  const em = emitter()
  const handler = game.handlers[command.type as C['type']]
  const refused = handler(em, command as never)
  if (refused) return { ok: false, error: violationOf(refused, game.messages) }
  return ok({ events: em.events, state: em.state })
}


/** A refusal with a message and parameters (a plain code gets its message from the game's messages). */
export const refuse = (code: string, message: string, params?: RuleViolation['params']): RuleViolation => ({ code, message, ...(params ? { params } : {}) })
