/**
 * Lookups over a game's data, shared by the games' data indexes. Pure.
 */

/** A lookup by id: undefined for an id the items do not hold or a non-string (ids come from commands, so the rules must not throw on them). */
export function lookupById<T extends { id: string }>(items: readonly T[]): (id: unknown) => T | undefined {
  const m = new Map<string, T>()
  for (const x of items) m.set(x.id, x)
  return (id) => (typeof id === 'string' ? m.get(id) : undefined)
}

/** `build` run once per object and kept while the object lives (an index over one data set). */
export function cachedPer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>()
  return (key) => {
    let v = cache.get(key)
    if (v === undefined) {
      v = build(key)
      cache.set(key, v)
    }
    return v
  }
}
