import * as repo from '@/db/repo'
import type { Entry, SessionCore } from './session-core'
import type { JobQueue } from './session-queue'

/** A log of at least this many commands is read in the background once its game is shown (`prefetchLog`). */
export const PREFETCH_LOG_FROM = 10_000

/** The open game's log: read when first needed (an undo, the log screen), or ahead of time for a long one. */
export function logOf(c: SessionCore, serial: JobQueue['serial']) {
  /**
   * A long game's log, read in the background once its screen is shown (page by page, never
   * holding a tap back), so that its first undo does not wait for the whole log to be read (a
   * 58,000-command game: the read was most of its first undo). Kept only if the game did not move
   * meanwhile. Shorter logs are read when first needed, as before.
   */
  let prefetching: { id: string; lastSeq: number; read: Promise<unknown[] | null> } | null = null

  async function ensureEntries(): Promise<Entry[]> {
    const row = c.row
    // A read of the log already under way in the background (`prefetchLog`) is waited for, not done twice.
    if (!c.entries.value && row.value && prefetching?.id === row.value.id && prefetching.lastSeq === row.value.lastSeq) {
      const got = await prefetching.read
      if (got && !c.entries.value && row.value?.id === prefetching?.id) c.entries.value = got as Entry[]
    }
    if (!c.entries.value && row.value) c.entries.value = (await repo.loadEntries(row.value.id, row.value.lastSeq)) as Entry[]
    return c.entries.value ?? []
  }

  async function loadLog(): Promise<Entry[]> {
    return serial(ensureEntries)
  }

  async function prefetchLog(from = PREFETCH_LOG_FROM): Promise<void> {
    const r = c.row.value
    if (!r || c.entries.value || r.lastSeq < from || prefetching) return
    const read = repo.loadEntriesApart(r.id, r.lastSeq).catch(() => null)
    prefetching = { id: r.id, lastSeq: r.lastSeq, read }
    const all = await read
    await serial(async () => {
      if (all && c.row.value?.id === r.id && c.row.value.lastSeq === r.lastSeq && !c.entries.value) c.entries.value = all as Entry[]
      if (prefetching?.read === read) prefetching = null
    })
    // For the benchmark (scripts/bench-browser.mjs, block (g)): the long log is in memory.
    globalThis.performance?.mark?.('ledger:log-prefetched')
  }

  /** The game is closed: a read under way is no longer waited for. */
  function forget() {
    prefetching = null
  }

  return { ensureEntries, loadLog, prefetchLog, forget }
}
