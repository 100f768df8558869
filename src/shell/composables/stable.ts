/**
 * For a computed that builds a small object of primitives from a state that is a new object after
 * every command: the previous object when every field is the same (`Object.is`), so that whatever
 * renders from it is not re-rendered by a command that changed none of it.
 *   const head = computed((prev) => stable(prev, { turn: s.value.turn, phase: s.value.phase }))
 */
export function stable<T extends object>(prev: T | undefined, next: T): T {
  if (!prev) return next
  const a = Object.keys(prev) as (keyof T)[]
  const b = Object.keys(next) as (keyof T)[]
  return a.length === b.length && b.every((k) => Object.is(prev[k], next[k])) ? prev : next
}
