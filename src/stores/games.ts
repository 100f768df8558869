import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import * as repo from '@/db/repo'
import type { GameMeta, GameRow } from '@/db/db'
import { peekGameId, readGameFile, serializeGameFile, type GameFileError } from '@/core/game-file'
import type { ImportMessage } from '@/app/import.worker'
import type { LoadedGame } from '@/shell/module'

type LoadedRules = Pick<LoadedGame, 'id' | 'rules' | 'listSummary'>
import { foldEntries, isValidName, type Command, type GameEvent, type LogEntry, type RuleViolation } from '@/core'
import { games as registry, loadGame, manifestOf } from '@/app/registry'
import { nowIso, randomId } from '@/app/ids'
import { withGameLock } from './locks'
import { REDO_CAP } from '@/db/limits'
import { useStorageStore } from './storage'
import { forgetSheet } from './sheetStore'

type Entry = LogEntry<Command, GameEvent>
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
  /** A file being read: commands replayed so far of all; null when none. */
  const importProgress = ref<{ done: number; total: number } | null>(null)
  let cancelCurrent: (() => void) | null = null
  const storage = useStorageStore()

  type ParsedMeta = { ok: false; error: GameFileError } | { ok: true; file: { id?: string; game: string; name: string; seed: string; createdAt: string }; lastSeq: number; state: unknown }
  const CANCELLED: GameFileError = { code: 'file/cancelled', message: 'The import was cancelled; nothing was changed.' }

  /** Reads one file: checks and replays it, then (when told) writes it. */
  interface FileReader {
    parse(): Promise<ParsedMeta>
    write(row: Omit<GameRow, 'state' | 'redo'>): Promise<void>
    close(): void
  }

  /** On this thread (no workers: tests). */
  function readerHere(text: string, opts: { ignoreRecordedEvents?: boolean }, m: LoadedRules | null): FileReader {
    let session: { entries: unknown[]; redo: unknown[]; state: unknown } | null = null
    return {
      async parse() {
        // The worker's own reading (`readGameFile`), with the module already loaded for the file's game.
        const r = await readGameFile(text, async (id) => (m && m.id === id ? m.rules : null), { ...opts, knownGames: registry.map((g) => g.id), onProgress: (done, total) => (importProgress.value = { done, total }) })
        if (!r.ok) return r
        session = r.value.session
        const entries = r.value.session.entries
        return { ok: true, file: r.value.file, lastSeq: entries.length ? entries[entries.length - 1].seq : 0, state: r.value.session.state }
      },
      write: (row) => repo.replaceGame({ ...row, state: session!.state, redo: session!.redo.slice(0, REDO_CAP) as GameRow['redo'] }, session!.entries as never),
      close() {},
    }
  }

  /**
   * In a worker: the page stays responsive and shows the progress; the replayed log never crosses
   * to this thread (the worker writes it), only the file's metadata and the folded state do.
   */
  function readerInWorker(text: string, opts: { ignoreRecordedEvents?: boolean }): FileReader {
    const worker = new Worker(new URL('../app/import.worker.ts', import.meta.url), { type: 'module' })
    let waiting: ((m: ImportMessage) => void) | null = null
    let failed: ((e: Error) => void) | null = null
    worker.onmessage = (ev: MessageEvent<ImportMessage>) => {
      if (ev.data.type === 'progress') importProgress.value = { done: ev.data.done, total: ev.data.total }
      else waiting?.(ev.data)
    }
    worker.onerror = (e) => failed?.(new Error(e.message))
    const next = () => new Promise<ImportMessage>((resolve, reject) => {
      waiting = resolve
      failed = reject
    })
    return {
      async parse() {
        const reply = next()
        cancelCurrent = () => waiting?.({ type: 'parsed', ok: false, error: CANCELLED })
        worker.postMessage({ type: 'parse', text, opts: { ignoreRecordedEvents: opts.ignoreRecordedEvents ?? false }, knownGames: registry.map((g) => g.id) })
        try {
          const m = await reply
          return m.type === 'parsed' ? m : { ok: false, error: { code: 'file/internal-error', message: 'The file could not be read.' } }
        } catch (e) {
          return { ok: false, error: { code: 'file/internal-error', message: `The file could not be read: ${(e as Error).message}` } }
        } finally {
          cancelCurrent = null
        }
      },
      async write(row) {
        const reply = next()
        worker.postMessage({ type: 'write', row: JSON.parse(JSON.stringify(row)) })
        const m = await reply
        if (m.type === 'write-failed') {
          const e = new Error(m.message)
          e.name = m.name
          throw e
        }
      },
      close: () => worker.terminate(),
    }
  }

  /** Stop reading the file being imported; nothing is written. */
  function cancelImport() {
    cancelCurrent?.()
  }

  async function refresh() {
    const r = await storage.guard(() => repo.listGames())
    if (r.ok) games.value = r.value
    loaded.value = true
    void upgradeLines()
  }

  /**
   * Rows without a list line (from schema 1) are refolded by their game's module from the log, and
   * written back with the line and the versions, unless the game moved on meanwhile.
   */
  async function upgradeLines() {
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
    const r = await storage.guard(() => repo.listGames())
    if (r.ok) games.value = r.value
  }

  /** A write to one game under its lock; refused while another tab plays it. */
  async function locked<T>(id: string, write: () => Promise<T>): Promise<ListResult<T>> {
    const r = await storage.guard(() => withGameLock(id, write), { report: false })
    if (!r.ok) return r
    if (!r.value.ok) return { ok: false, error: BUSY }
    return { ok: true, value: r.value.value }
  }

  async function rename(id: string, name: string): Promise<ListResult<null>> {
    const clean = name.trim().slice(0, 80)
    if (!isValidName(clean)) return { ok: false, error: BAD_NAME }
    const r = await locked(id, () => repo.renameGame(id, clean, nowIso()))
    await refresh()
    return r.ok ? { ok: true, value: null } : r
  }

  async function remove(id: string): Promise<ListResult<null>> {
    const r = await locked(id, () => repo.deleteGame(id))
    if (r.ok) forgetSheet(id)
    await refresh()
    return r.ok ? { ok: true, value: null } : r
  }

  /** The game as a versioned game file (the format `npm run replay` reads), with its identity. */
  async function exportText(id: string): Promise<string | null> {
    const r = await storage.guard(async () => {
      const row = await repo.getGame(id)
      if (!row) return null
      const entries = await repo.loadEntries(id)
      return serializeGameFile(
        { id: row.id, name: row.name, createdAt: row.createdAt, seed: row.seed, game: row.game, ...(row.rulesVersion > 0 ? { rulesVersion: row.rulesVersion } : {}) },
        { entries: entries as never, redo: row.redo as never },
      )
    })
    return r.ok ? r.value : null
  }

  /**
   * Import a game file: validated (format, then a full replay by its game's rules, loaded for it)
   * before anything is written. A bad file changes nothing and the error says why. A file of a game
   * already on this device asks first (`file/exists`): `onExisting: 'replace'` overwrites it (under
   * its lock), `'copy'` keeps both.
   */
  async function importText(text: string, opts: { ignoreRecordedEvents?: boolean; onExisting?: 'ask' | 'replace' | 'copy' } = {}): Promise<ListResult<string>> {
    const kind = peekGameId(text)
    const m = kind !== null && manifestOf(kind) ? await loadGame(kind) : null
    importProgress.value = { done: 0, total: 0 }
    const reader = typeof Worker === 'undefined' || import.meta.env.MODE === 'test' ? readerHere(text, opts, m) : readerInWorker(text, opts)
    try {
      return await readAndWrite(reader, m, opts)
    } finally {
      importProgress.value = null
      reader.close()
    }
  }

  async function readAndWrite(reader: FileReader, m: LoadedRules | null, opts: { onExisting?: 'ask' | 'replace' | 'copy' }): Promise<ListResult<string>> {
    const parsed = await reader.parse()
    if (!parsed.ok) return parsed
    if (!m) return { ok: false, error: { code: 'file/unknown-game', message: 'Unknown game.' } }
    const { file, lastSeq } = parsed
    if (lastSeq === 0) return { ok: false, error: { code: 'file/empty', message: 'The file holds no commands.' } }
    const existing = file.id ? await storage.guard(() => repo.getGame(file.id!), { report: false }) : null
    if (existing && !existing.ok) return existing
    const there = existing?.ok ? existing.value : undefined
    const mode = opts.onExisting ?? 'ask'
    if (there && mode === 'ask') {
      return { ok: false, error: { code: 'file/exists', message: `This game is already on this device ("${there.name}"): replace it or keep both?`, existing: { id: there.id, name: there.name } } }
    }
    const id = there && mode === 'copy' ? randomId() : file.id ?? randomId()
    const row: Omit<GameRow, 'state' | 'redo'> = {
      id, game: file.game, name: file.name, seed: file.seed, createdAt: file.createdAt, updatedAt: nowIso(),
      lastSeq, summary: m.listSummary(parsed.state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
    }
    const write = () => reader.write(row)
    const r = there && mode === 'replace' ? await locked(id, write) : await storage.guard(write, { report: false })
    if (!r.ok) return r
    await refresh()
    return { ok: true, value: row.id }
  }

  return { games, loaded, updating, importProgress, refresh, rename, remove, exportText, importText, cancelImport }
})
