import type { GameEvent } from './engine'
import { assertNever } from './result'

/** One fold per event type, typed by that event: the map is checked for exhaustiveness by the compiler. */
export type EvolveHandlers<S, E extends GameEvent> = { readonly [K in E['type']]: (s: S, e: Extract<E, { type: K }>) => S }

/**
 * A game's `evolve` from its handler tables (one per concern, spread together): each event is folded
 * by the handler of its type; an unknown type throws as a `switch` with `assertNever` would.
 */
export function evolveByHandlers<S, E extends GameEvent>(handlers: EvolveHandlers<S, E>, what = 'event'): (s: S, e: E) => S {
  // A prototype-free copy: a type such as `toString` finds no handler, and the lookup is one read.
  const table: Readonly<Record<string, ((s: S, e: E) => S) | undefined>> = Object.assign(Object.create(null), handlers)
  return (s, e) => {
    const fold = table[e.type]
    return fold ? fold(s, e) : assertNever(e as never, what)
  }
}
