import { computed, type ComputedRef } from 'vue'

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

/**
 * The same for a list: each item the previous one of its key while it is the same (objects by
 * `stable`, primitives by `Object.is`), and the previous list itself when no item changed.
 */
export function stableList<T>(prev: readonly T[] | undefined, next: T[], key: (item: T) => unknown = (item) => item): T[] {
  if (!prev) return next
  const old = new Map(prev.map((item) => [key(item), item]))
  const out = next.map((item) => {
    const o = old.get(key(item))
    if (o === undefined) return item
    return typeof item === 'object' && item !== null ? (stable(o as object, item as object) as T) : Object.is(o, item) ? o : item
  })
  return out.length === prev.length && out.every((item, i) => item === prev[i]) ? (prev as T[]) : out
}

/**
 * What depends only on a key (and what `of` reads besides: the language, the names), worked out
 * again when the key changes, not each time the object that holds the key does: e.g. a row's
 * name and labels, while its figures change with every tap.
 */
export function byKey<K, T>(key: () => K, of: (key: K) => T): ComputedRef<T> {
  const k = computed(key)
  return computed(() => of(k.value))
}

/**
 * A list rendered as one component per item, each reading its item through a computed of its own
 * (`source(key)`, made once per key) while the list renders from the keys only (`keys`, the same
 * array while they are the same): a tap that changes one item re-renders that item's component,
 * not the list nor the other items (which keep their objects: `stableList`).
 */
export function useKeyed<T>(list: Readonly<{ value: readonly T[] }>, key: (item: T) => string) {
  const keys = computed<string[]>((prev) => stableList(prev, list.value.map(key)))
  const items = computed(() => new Map(list.value.map((item) => [key(item), item])))
  const sources = new Map<string, ComputedRef<T>>()
  function source(k: string): ComputedRef<T> {
    let c = sources.get(k)
    if (!c) sources.set(k, (c = computed(() => items.value.get(k)!)))
    return c
  }
  return { keys, source }
}
