import { lockManager, lockName } from './locks'
import { mirrorTouch, type MirrorStep } from './mirror'
import { reloadRow, type SessionCore } from './session-core'
import type { JobQueue } from './session-queue'

/**
 * The open game across tabs: one writer per game (Web Locks), the other tabs following it, told
 * of each write (BroadcastChannel) and the second copy touched (stores/mirror.ts).
 */
export function tabsOf(c: SessionCore, serial: JobQueue['serial']) {
  let releaseLock: (() => void) | null = null
  /** Cancels this tab's queued request for the lock of a game it follows. */
  let stopWaiting: AbortController | null = null
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('mythos-ledger') : null
  channel?.addEventListener('message', (ev: MessageEvent<{ gameId: string; lastSeq: number }>) => {
    const cur = c.row.value
    if (cur && ev.data?.gameId === cur.id && ev.data.lastSeq !== cur.lastSeq) void serial(() => reloadRow(c, cur.id))
  })

  /**
   * One writer per game across tabs (Web Locks); the others become read-only followers, each
   * queued for the lock: when the writer's tab closes or leaves the game, the next follower takes
   * over without a reload.
   */
  async function claim(id: string, gen: number): Promise<boolean> {
    const locks = lockManager()
    if (!locks) return true
    const hold = (lock: unknown) => (lock ? new Promise<void>((release) => (releaseLock = release)) : undefined)
    const got = await new Promise<boolean>((resolve) => {
      void locks.request(lockName(id), { ifAvailable: true }, (lock) => {
        resolve(!!lock)
        return hold(lock)
      })
    })
    // The game was left while the lock was asked for: let go at once (a lock kept for a game no
    // longer open refused its own delete, «open in another tab», until a reload).
    if (gen !== c.generation) {
      if (got) {
        releaseLock?.()
        releaseLock = null
      }
      return false
    }
    if (!got) {
      const ctrl = new AbortController()
      stopWaiting = ctrl
      void locks.request(lockName(id), { signal: ctrl.signal }, (lock) => {
        if (c.row.value?.id !== id || ctrl.signal.aborted) return undefined
        stopWaiting = null
        void serial(async () => {
          await reloadRow(c, id)
          c.readOnly.value = false
        })
        return hold(lock)
      }).catch(() => undefined)
    }
    return got
  }

  /** The game is closed: its lock is let go, and a wait for it stopped. */
  function letGo() {
    releaseLock?.()
    releaseLock = null
    stopWaiting?.abort()
    stopWaiting = null
  }

  /** Tell the other tabs that this one wrote the game (called among a commit's follow-ups). */
  function announceWrite(step?: MirrorStep) {
    const row = c.row.value
    if (row && channel) channel.postMessage({ gameId: row.id, lastSeq: row.lastSeq })
    if (row) mirrorTouch(row.id, row.lastSeq, step)
  }

  return { claim, letGo, announceWrite }
}
