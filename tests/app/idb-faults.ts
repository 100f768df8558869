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

/**
 * A full disk as Chromium reports it to a page (its profile's file system, not the quota): the
 * transaction fails with «UnknownError: Connection is closing because of: IO error: …
 * FILE_ERROR_NO_SPACE». Here every write request throws it until `roomAgain()`.
 */
export function brokenDisk(opts: { methods?: Method[]; stores?: string[] } = {}) {
  const proto = globalThis.IDBObjectStore.prototype as unknown as Record<Method, (...a: unknown[]) => unknown>
  for (const m of opts.methods ?? ['put', 'add', 'delete', 'clear']) {
    if (originals.has(m)) continue
    const real = proto[m]
    originals.set(m, real)
    proto[m] = function (this: IDBObjectStore, ...args: unknown[]) {
      if (!opts.stores || opts.stores.includes(this.name)) throw new DOMException('Connection is closing because of: IO error: …/000003.log: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)', 'UnknownError')
      return real.apply(this, args)
    }
  }
}

/** Counts the write requests IndexedDB receives (put/add/delete/clear on any store). */
export function countWrites(): { n: number; stop(): void } {
  const proto = globalThis.IDBObjectStore.prototype as unknown as Record<Method, (...a: unknown[]) => unknown>
  const saved = new Map<Method, (...a: unknown[]) => unknown>()
  const out = { n: 0, stop: () => saved.forEach((f, m) => (proto[m] = f)) }
  for (const m of ['put', 'add', 'delete', 'clear'] as Method[]) {
    const real = proto[m]
    saved.set(m, real)
    proto[m] = function (this: IDBObjectStore, ...args: unknown[]) {
      out.n++
      return real.apply(this, args)
    }
  }
  return out
}
