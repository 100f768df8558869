/**
 * One writer per game across tabs, with Web Locks: the tab playing a game holds `game:<id>`; any
 * other write to that game (rename, delete, replace from a file) takes the same lock or is refused.
 */
type LockManagerLike = {
  request(name: string, opts: { ifAvailable?: boolean; signal?: AbortSignal }, cb: (lock: unknown) => unknown): Promise<unknown>
}

export const lockName = (gameId: string) => `game:${gameId}`

export function lockManager(): LockManagerLike | null {
  const l = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }).locks : undefined
  return l ?? null
}

/**
 * Run `job` holding the game's lock if no tab holds it; `busy` when another tab plays the game.
 * Without Web Locks (an old browser), the job runs: the append's own check still refuses stale writes.
 */
export async function withGameLock<T>(gameId: string, job: () => Promise<T>, o: { waitMs?: number } = {}): Promise<{ ok: true; value: T } | { ok: false; busy: true }> {
  const locks = lockManager()
  if (!locks) return { ok: true, value: await job() }
  let out: { ok: true; value: T } | { ok: false; busy: true } = { ok: false, busy: true }
  if (o.waitMs) {
    // This tab has just let the game go (its lock is released a moment after): waited for, briefly.
    const stop = new AbortController()
    const timer = setTimeout(() => stop.abort(), o.waitMs)
    try {
      await locks.request(lockName(gameId), { signal: stop.signal }, async () => {
        clearTimeout(timer)
        out = { ok: true, value: await job() }
      })
    } catch (err) {
      if (!stop.signal.aborted) throw err
    } finally {
      clearTimeout(timer)
    }
    return out
  }
  await locks.request(lockName(gameId), { ifAvailable: true }, async (lock) => {
    if (!lock) return
    out = { ok: true, value: await job() }
  })
  return out
}
