import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import * as repo from '@/db/repo'
import type { GameMeta } from '@/db/db'
import type { GameFileError } from '@/core/game-file'
/** Whether a text says it is an all-games file (read near its start only; the import checks it all). */
export const isGamesFile = (text: string): boolean => /"format"\s*:\s*"mythos-ledger\.games"/.test(text.slice(0, 512))
import { foldEntries, isValidName, type Command, type GameEvent, type LogEntry, type RuleViolation } from '@/core'
import { loadGame, manifestOf } from '@/app/registry'
import { nowIso } from '@/stores/ids'
import { withGameLock } from './locks'
import { useStorageStore } from './storage'
import { mirrorTouch, useMirrorStore } from './mirror'
import { forgetSheet } from './sheetStore'
/** The import and the export (src/stores/games-io.ts), loaded when a file is imported or exported. */
const ioModule = () => import('./games-io')

type Entry = LogEntry<Command, GameEvent>
/** Where an import stands: reading the file, checking it (commands replayed of all), writing it; which game of an all-games file. */
export interface ImportProgress {
  phase: 'reading' | 'checking' | 'writing'
  done: number
  total: number
  game?: { n: number; of: number }
}
/** When each game was last exported (as a file of its own or in an all-games file), and at which command. */
export type ExportRecords = Record<string, { at: string; lastSeq: number }>
/** What an all-games file brought: games added, games already here as they are, games here but different (`conflicts`, not written), games refused. */
export interface BundleResult {
  imported: string[]
  same: string[]
  conflicts: { id: string; name: string }[]
  refused: { name: string; error: GameFileError }[]
}
export type ListResult<T> = { ok: true; value: T } | { ok: false; error: RuleViolation & { index?: number; existing?: { id: string; name: string } } }

const BUSY: RuleViolation = { code: 'app/game-busy', message: 'This game is open in another tab: close it there first.' }
const BAD_NAME: RuleViolation = { code: 'app/bad-name', message: 'A name has 1–80 characters, without control characters or direction overrides.' }

/**
 * The saved games on this device: list, rename, delete, export, import. A write to a game takes
 * that game's one-writer lock, so it is refused while another tab plays the game; every write that
 * fails says why and changes nothing.
 */
export const useGamesStore = defineStore('games', () => {
  // Plain rows (not deep proxies): they are written back as they are.
  const games = shallowRef<GameMeta[]>([])
  const loaded = ref(false)
  /** Rows being brought up to date (written before the games-list line existed). */
  const updating = ref(0)
  /** A file being imported: where it stands; null when none. */
  const importProgress = ref<ImportProgress | null>(null)
  /** The import under way: «Anuluj import» aborts it (reading, checking or writing; nothing is then written). */
  const importing: { current: AbortController | null } = { current: null }
  const storage = useStorageStore()
  /** When each game was last exported (kept in localStorage: it outlives a database the browser discards). */
  const exports = ref<ExportRecords>(readExports())

  function progress(phase: ImportProgress['phase'], done = 0, total = 0) {
    const game = importProgress.value?.game
    importProgress.value = { phase, done, total, ...(game ? { game } : {}) }
  }

  /**
   * Stop the import under way: while its file is read or checked, and while it is written until the
   * write commits (then the game is in, and the import says so). Nothing of a cancelled import is written.
   */
  function cancelImport() {
    importing.current?.abort()
  }

  async function refresh() {
    const r = await storage.guard(() => repo.listGames(), { read: true })
    if (r.ok) games.value = r.value
    exports.value = readExports()
    loaded.value = true
    void upgradeLines()
  }

  /**
   * Rows without a list line (from schema 1) are refolded by their game's module from the log, and
   * written back with the line and the versions, unless the game moved on meanwhile.
   */
  async function upgradeLines() {
    if (storage.failing) return
    const stale = games.value.filter((g) => !g.summary && manifestOf(g.game))
    if (stale.length === 0) return
    updating.value = stale.length
    for (const g of stale) {
      try {
        await withGameLock(g.id, async () => {
          const m = await loadGame(g.game)
          const [row, entries] = await Promise.all([repo.getGame(g.id), repo.loadEntries(g.id) as Promise<Entry[]>])
          if (!row) return
          const state = foldEntries(m.rules, entries)
          await repo.putRowIfUnchanged({ ...row, state, summary: m.listSummary(state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion })
        })
      } catch {
        // Left as it is: the game still opens (and is refolded then); the list shows its name.
      }
      updating.value--
    }
    const r = await storage.guard(() => repo.listGames(), { read: true })
    if (r.ok) games.value = r.value
  }

  /** A write to one game under its lock; refused while another tab plays it (`waitMs`: after waiting that long for it). */
  async function locked<T>(id: string, write: () => Promise<T>, waitMs = 0): Promise<ListResult<T>> {
    const r = await storage.guard(() => withGameLock(id, write, { waitMs }), { report: false })
    if (!r.ok) return r
    if (!r.value.ok) return { ok: false, error: BUSY }
    return { ok: true, value: r.value.value }
  }

  async function rename(id: string, name: string): Promise<ListResult<null>> {
    const clean = name.trim().slice(0, 80)
    if (!isValidName(clean)) return { ok: false, error: BAD_NAME }
    const r = await locked(id, () => repo.renameGame(id, clean, nowIso()))
    if (r.ok) mirrorTouch(id, Infinity)
    await refresh()
    return r.ok ? { ok: true, value: null } : r
  }

  /**
   * Delete a game: its second copy is marked deleted first (so it is never brought back), then the
   * game is deleted, then its copy removed. A refused delete leaves the copy to be written again.
   */
  async function remove(id: string): Promise<ListResult<null>> {
    const mirror = useMirrorStore()
    const copy = mirror.available()
    const r = await locked(id, async () => {
      if (copy) await mirror.tombstone(id).catch(() => undefined)
      await repo.deleteGame(id)
    })
    if (r.ok) {
      forgetSheet(id)
      if (copy) void mirror.forget(id).catch(() => undefined)
    } else mirrorTouch(id, 1)
    await refresh()
    return r.ok ? { ok: true, value: null } : r
  }

  function recordExports(done: [string, number][]) {
    const at = nowIso()
    const next = { ...readExports() }
    for (const [id, lastSeq] of done) next[id] = { at, lastSeq }
    writeExports(next)
    exports.value = next
  }

  /** The kind of game a stored game says it is (null when it cannot be read). */
  async function kindOf(id: string): Promise<string | null> {
    const r = await storage.guard(() => repo.getMeta(id), { read: true, report: false })
    return r.ok ? (r.value?.game ?? null) : null
  }

  let ioReady: Promise<ReturnType<typeof import('./games-io').createIO>> | null = null
  const io = () => (ioReady ??= ioModule().then((m) => m.createIO({ importProgress, importing, storage, progress, refresh, remove, locked, recordExports })))
  type IO = Awaited<ReturnType<typeof io>>
  /** The game as a versioned game file (`games-io.ts`); recorded as exported unless `record` is false. */
  const exportText: IO['exportText'] = async (...a) => (await io()).exportText(...a)
  /** Every game on this device in one all-games file (`games-io.ts`). */
  const exportAllText: IO['exportAllText'] = async (...a) => (await io()).exportAllText(...a)
  /** Import a game file or an all-games file (`games-io.ts`): checked whole before anything is written. */
  const importText: IO['importText'] = async (...a) => (await io()).importText(...a)
  /** Import an all-games file, each of its games in turn (`games-io.ts`). */
  const importBundle: IO['importBundle'] = async (...a) => (await io()).importBundle(...a)

  return { games, loaded, updating, importProgress, exports, kindOf, refresh, rename, remove, exportText, exportAllText, importText, importBundle, cancelImport }
})



const EXPORTS_KEY = 'ledger.exports'
function readExports(): ExportRecords {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(EXPORTS_KEY) ?? '{}') as unknown
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {}
    const out: ExportRecords = {}
    for (const [id, r] of Object.entries(v as Record<string, unknown>)) {
      const x = r as { at?: unknown; lastSeq?: unknown }
      if (x && typeof x.at === 'string' && typeof x.lastSeq === 'number') out[id] = { at: x.at, lastSeq: x.lastSeq }
    }
    return out
  } catch {
    return {}
  }
}
function writeExports(v: ExportRecords) {
  try {
    globalThis.localStorage?.setItem(EXPORTS_KEY, JSON.stringify(v))
  } catch {
    // not remembered: the list says «not exported yet»
  }
}
