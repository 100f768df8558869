import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RuleViolation } from '@/core'
import * as repo from '@/db/repo'
import { nowIso } from '@/stores/ids'
import { startMirror, useMirrorStore } from './mirror'
import { formsSaved } from '@/shell/unsaved'
export { CancelledError, GameGoneError, StaleGameError } from '@/db/errors'

/** A storage write that could not be done, as a message; the write changed nothing. */
export type StorageResult<T> = { ok: true; value: T } | { ok: false; error: RuleViolation }

/** What a failed write means for the players (IndexedDB and Dexie errors by name). */
export function storageViolation(err: unknown): RuleViolation {
  const name = err instanceof Error || err instanceof DOMException ? (err as { name: string }).name : ''
  const inner = (err as { inner?: { name?: string } } | null)?.inner?.name
  const n = name === 'AbortError' && inner ? inner : name
  if (n === 'QuotaExceededError') return { code: 'app/storage-full', message: 'The device storage is full: nothing was saved. Free some space and try again.' }
  if (n === 'StaleGameError' || n === 'ConstraintError') return { code: 'app/conflict', message: 'Another tab changed this game; this tab now shows its state.' }
  if (n === 'GameGoneError') return { code: 'app/game-deleted', message: 'This game was deleted in another tab: nothing was saved.' }
  if (n === 'CancelledError') return { code: 'file/cancelled', message: 'The import was cancelled; nothing was changed.' }
  return { code: 'app/storage-failed', message: `Saving failed: ${err instanceof Error ? err.message : String(err)}` }
}

/** Writes are stopped: a write failed in a way that is neither a full quota nor another tab's doing. */
export const STORAGE_STOPPED: RuleViolation = { code: 'app/storage-stopped', message: 'Saving is stopped on this device since a write failed: export your games now, then try again.' }

/** A failure that stops every write (not a full quota, another tab, a deleted game or a cancelled import). */
export const stopsWrites = (v: RuleViolation) => v.code === 'app/storage-failed'

/**
 * Every write the app does outside a game's commands (settings, notes, owner facts, the games
 * list) goes through `guard`: a failure becomes a message shown by the frame, and the caller is
 * told so it can leave its state as it was.
 *
 * Storage failing is a mode, not a message (issue #27 §2): a write that fails otherwise than for a
 * full quota or another tab (Chromium: «UnknownError … IO error … FILE_ERROR_NO_SPACE» when the
 * disk is full) stops every write of the page (`stopped`): Chromium discards the origin's whole
 * IndexedDB at its next start once a write has failed so and another has gone through after it
 * (measured: 4 of 4 runs lost every game), so the app neither writes on nor says «saved». The
 * frame blocks the page with «Eksportuj wszystkie gry teraz» (the games still read) and «Spróbuj
 * ponownie» (`retry`): the second copy of every game is brought up to date first, then one probe
 * write; only when both succeed do writes resume, and from then on (`degraded`, for the rest of
 * the session) a command is acknowledged only once its second copy is written too.
 */
export const useStorageStore = defineStore('storage', () => {
  /** The last failed write, for the frame's banner (null once dismissed). */
  const error = ref<RuleViolation | null>(null)
  /** The failure that stopped writes; null while writes go on. */
  const failing = ref<RuleViolation | null>(null)
  /** A write failed in this session: every command waits for its second copy before it is shown saved. */
  const degraded = ref(false)
  /** Whether the browser keeps this site's data for good (`navigator.storage.persist()`); null until asked. */
  const persisted = ref<boolean | null>(null)

  // The browser closed the database by itself: it removed the origin's data (Chromium evicts it
  // in the same session once a write failed for a full disk, OPFS copies included) or the
  // database broke. Writes stop at once: the next one would go into a new, empty database.
  repo.onDatabaseLost(() => {
    if (!failing.value) failing.value = { code: 'app/storage-failed', message: 'Saving failed: the browser closed the database (it removed this site\'s stored data, or the database broke).' }
    degraded.value = true
  })

  /** «Spróbuj ponownie» is bringing back lost games: their writes go through, nothing else's. */
  let restoring = false

  /** The violation a write gets while writes are stopped (null while they go on). */
  function stopped(): RuleViolation | null {
    return failing.value ? STORAGE_STOPPED : null
  }

  /** A failed write (or read) as a message; one that stops writes puts the page in the failing mode. */
  function failed(err: unknown): RuleViolation {
    const v = storageViolation(err)
    if (stopsWrites(v)) {
      failing.value = v
      degraded.value = true
    }
    return v
  }

  /**
   * After a game's write committed: in the degraded mode, its second copy is written before the
   * command is acknowledged (a failure there stops writes, and the command is not shown saved).
   */
  async function afterWrite(gameId: string | undefined): Promise<RuleViolation | null> {
    if (!degraded.value || gameId === undefined || !startMirror()) return null
    try {
      await useMirrorStore().flush(gameId)
      return null
    } catch (err) {
      failing.value = { code: 'app/storage-failed', message: `The second copy could not be written: ${err instanceof Error ? err.message : String(err)}` }
      return STORAGE_STOPPED
    }
  }

  /**
   * Run a write (or, `read: true`, a read, which goes on while writes are stopped); a failure is
   * returned (and shown in the frame's banner unless `report` is false: the caller shows it).
   */
  async function guard<T>(write: () => Promise<T>, opts: { report?: boolean; read?: boolean } = {}): Promise<StorageResult<T>> {
    if (!opts.read && failing.value && !restoring) return { ok: false, error: STORAGE_STOPPED }
    try {
      const value = await write()
      // What the players typed is saved (a note, facts, a name): an app update may reload the page again.
      if (!opts.read) formsSaved()
      return { ok: true, value }
    } catch (err) {
      const v = failed(err)
      if (opts.report !== false && !failing.value) error.value = v
      return { ok: false, error: v }
    }
  }

  /**
   * «Spróbuj ponownie»: every game's second copy brought up to date (read from IndexedDB, which
   * still reads), then one probe write. Writes resume only when both succeed; the result says
   * which failed (`copy`, `write`) or null. Then every game IndexedDB lost is brought back.
   */
  async function retry(): Promise<'copy' | 'write' | null> {
    if (startMirror()) {
      try {
        await useMirrorStore().syncAll()
      } catch {
        return 'copy'
      }
    }
    try {
      // The connection closed with the failure, and reopening it while the disk was full failed
      // (Dexie keeps that failure): opened afresh for the probe.
      await repo.reopen()
      await repo.putSetting('storage:probe', nowIso())
    } catch (err) {
      const v = storageViolation(err)
      failing.value = stopsWrites(v) ? v : failing.value
      return 'write'
    }
    // Games the database lost meanwhile (the browser removed it) come back from their second
    // copy, kept in memory by the copier when the browser removed the files too; the frame says
    // so. The page stays blocked meanwhile (no tap races the restore of its game); only the
    // restore's own writes go through.
    if (startMirror()) {
      restoring = true
      try {
        await (await import('./recovery')).useRecoveryStore().check()
      } catch {
        // Said by the recovery's own message; what could not come back stays in the copies.
      } finally {
        restoring = false
      }
    }
    failing.value = null
    error.value = null
    return null
  }

  /** Ask the browser to keep the saved games; remember its answer. */
  async function askPersistence(): Promise<void> {
    const s = typeof navigator !== 'undefined' ? navigator.storage : undefined
    if (!s?.persist) return
    try {
      persisted.value = (await s.persisted?.()) || (await s.persist())
    } catch {
      persisted.value = false
    }
  }

  const dismiss = () => (error.value = null)

  return { error, failing, degraded, persisted, stopped, failed, afterWrite, guard, retry, askPersistence, dismiss }
})
