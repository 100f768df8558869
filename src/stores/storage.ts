import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RuleViolation } from '@/core'
export { GameGoneError, StaleGameError } from '@/db/errors'

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
  return { code: 'app/storage-failed', message: `Saving failed: ${err instanceof Error ? err.message : String(err)}` }
}

/**
 * Every write the app does outside a game's commands (settings, notes, owner facts, the games
 * list) goes through `guard`: a failure becomes a message shown by the frame, and the caller is
 * told so it can leave its state as it was.
 */
export const useStorageStore = defineStore('storage', () => {
  /** The last failed write, for the frame's banner (null once dismissed). */
  const error = ref<RuleViolation | null>(null)
  /** Whether the browser keeps this site's data for good (`navigator.storage.persist()`); null until asked. */
  const persisted = ref<boolean | null>(null)

  /** Run a write; a failure is returned (and shown in the frame's banner unless `report` is false: the caller shows it). */
  async function guard<T>(write: () => Promise<T>, opts: { report?: boolean } = {}): Promise<StorageResult<T>> {
    try {
      return { ok: true, value: await write() }
    } catch (err) {
      const v = storageViolation(err)
      if (opts.report !== false) error.value = v
      return { ok: false, error: v }
    }
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

  return { error, persisted, guard, askPersistence, dismiss }
})
