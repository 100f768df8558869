import { defineStore } from 'pinia'
import { ref } from 'vue'
import * as repo from '@/db/repo'
import type { GameMeta } from '@/db/db'
import { errorText, loadCare } from '@/i18n'
import { useGamesStore } from './games'
import { useSessionStore } from './session'
import { gameFileOf } from './games-io'
import { useMirrorStore } from './mirror'
import { lockManager } from './locks'
import type { MirrorSummary } from '@/db/mirror'

/**
 * Games brought back from their second copy (issue #27 §1): when IndexedDB no longer holds a game
 * its copy has (Chromium discards the origin's whole database at its start after a write failed
 * for a full disk), the copy is imported again through the ordinary import (checked and replayed
 * by its game's rules, in the import worker), and the frame says so. A game deleted on purpose is
 * never brought back (its copy was marked first). One tab at a time (a Web Lock).
 */
// The restore's strings (loaded long before the second copy has been read).
void loadCare()

export const useRecoveryStore = defineStore('recovery', () => {
  /** What the last check brought back (null: nothing to say). */
  const restored = ref<{ names: string[]; failed: { name: string; reason: string }[] } | null>(null)
  /** Copies of games IndexedDB cannot give (it cannot be read at all: a full disk at the start). */
  const unreadable = ref<MirrorSummary[]>([])
  let running: Promise<string[]> | null = null

  /** Bring back every game IndexedDB lost; returns their ids. Then every copy is brought up to date. */
  function check(): Promise<string[]> {
    running ??= exclusive(restoreLost).finally(() => (running = null))
    return running
  }

  async function restoreLost(): Promise<string[]> {
    const mirror = useMirrorStore()
    if (!mirror.available()) return []
    let copies: MirrorSummary[]
    try {
      copies = (await mirror.list()).filter((c) => !c.deleted)
    } catch {
      return []
    }
    let stored: GameMeta[]
    try {
      stored = await repo.listGames()
    } catch {
      // The database does not open: the copies are what can still be exported.
      unreadable.value = copies
      return []
    }
    unreadable.value = []
    const have = new Set(stored.map((g) => g.id))
    const lost = copies.filter((c) => !have.has(c.id))
    const games = useGamesStore()
    const names: string[] = []
    const failed: { name: string; reason: string }[] = []
    const ids: string[] = []
    for (const c of lost) {
      const copy = await mirror.read(c.id).catch(() => undefined)
      if (!copy) {
        failed.push({ name: c.name, reason: '' })
        continue
      }
      const h = copy.head
      const text = gameFileOf({ id: h.id, game: h.game, name: h.name, seed: h.seed, createdAt: h.createdAt, updatedAt: h.updatedAt, rulesVersion: h.rulesVersion, lastSeq: h.lastSeq, summary: null, stateVersion: 0 }, copy.entries as never, h.redo as never)
      let r = await games.importText(text, { onExisting: 'replace' })
      // Recorded by other rules (the app was updated since): rebuilt from its commands with these.
      if (!r.ok && (r.error.code === 'file/events-mismatch' || r.error.code === 'file/undone-events-mismatch')) r = await games.importText(text, { onExisting: 'replace', ignoreRecordedEvents: true })
      if (r.ok) {
        names.push(h.name)
        ids.push(r.value)
      } else failed.push({ name: h.name, reason: errorText(r.error) })
    }
    if (names.length || failed.length) restored.value = { names, failed }
    if (lost.length) await games.refresh()
    // The game open on this page, if it was one of them, goes on from what was restored.
    const session = useSessionStore()
    for (const id of ids) await session.restored(id)
    // Every game's copy brought up to date (games saved before the copies existed included).
    void mirror.syncAll().catch(() => undefined)
    return ids
  }

  const dismiss = () => (restored.value = null)

  return { restored, unreadable, check, dismiss }
})

/** One tab at a time restores (another waits, then finds nothing left to do). */
function exclusive<T>(job: () => Promise<T>): Promise<T> {
  const locks = lockManager() as unknown as { request<R>(name: string, cb: () => Promise<R>): Promise<R> } | null
  return locks ? locks.request('ledger:restore', job) : job()
}
