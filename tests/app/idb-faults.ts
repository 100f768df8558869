/**
 * Faults raised by IndexedDB itself, one layer below Dexie: the IDBObjectStore request methods
 * throw a real QuotaExceededError DOMException (as Chromium does when the origin's quota is used
 * up), on every store or only the named ones. `roomAgain()` puts the real methods back.
 */
type Method = 'put' | 'add' | 'delete' | 'clear'
const originals = new Map<Method, unknown>()

export function diskFull(opts: { methods?: Method[]; stores?: string[] } = {}) {
  const proto = globalThis.IDBObjectStore.prototype as unknown as Record<Method, (...a: unknown[]) => unknown>
  for (const m of opts.methods ?? ['put', 'add', 'delete', 'clear']) {
    if (originals.has(m)) continue
    const real = proto[m]
    originals.set(m, real)
    proto[m] = function (this: IDBObjectStore, ...args: unknown[]) {
      if (!opts.stores || opts.stores.includes(this.name)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return real.apply(this, args)
    }
  }
}

export function roomAgain() {
  const proto = globalThis.IDBObjectStore.prototype as unknown as Record<Method, unknown>
  for (const [m, f] of originals) proto[m] = f
  originals.clear()
}
