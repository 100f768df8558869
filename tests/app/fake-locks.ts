/** Web Locks, exclusive, with `ifAvailable` and `signal`; a grant comes a task later (as in browsers). Two Pinias sharing one are two tabs. */
export class FakeLocks {
  held = new Set<string>()
  queue: { name: string; cb: (l: unknown) => unknown; signal?: AbortSignal }[] = []
  request(name: string, optsOrCb: { ifAvailable?: boolean; signal?: AbortSignal } | ((lock: unknown) => unknown), maybeCb?: (lock: unknown) => unknown): Promise<unknown> {
    const opts = typeof optsOrCb === 'function' ? {} : optsOrCb
    const cb = typeof optsOrCb === 'function' ? optsOrCb : maybeCb!
    return new Promise((resolve) => setTimeout(() => {
      if (this.held.has(name)) {
        if (opts.ifAvailable) return resolve(cb(null))
        this.queue.push({ name, cb: (l) => resolve(cb(l)), signal: opts.signal })
        return
      }
      this.grant(name, cb, resolve)
    }, 0))
  }
  private grant(name: string, cb: (l: unknown) => unknown, done: (v: unknown) => void) {
    this.held.add(name)
    void Promise.resolve(cb({ name })).then((v) => {
      this.held.delete(name)
      const next = this.queue.findIndex((q) => q.name === name && !q.signal?.aborted)
      if (next >= 0) {
        const [q] = this.queue.splice(next, 1)
        this.grant(name, q.cb, () => undefined)
      }
      done(v)
    })
  }
}

/** Install fake Web Locks on `navigator` (returns a function that takes them away again). */
export function installLocks(locks = new FakeLocks()): { locks: FakeLocks; restore(): void } {
  const nav = navigator as unknown as { locks?: unknown }
  const had = Object.getOwnPropertyDescriptor(nav, 'locks')
  Object.defineProperty(nav, 'locks', { value: locks, configurable: true })
  return {
    locks,
    restore: () => {
      if (had) Object.defineProperty(nav, 'locks', had)
      else delete nav.locks
    },
  }
}
