import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import * as repo from '@/db/repo'
import type { GameMeta, GameRow } from '@/db/db'
import { peekGameId, readGameFile, serializeGameFile, type GameFileError } from '@/core/game-file'
/** The all-games file's code (src/app/games-file.ts), loaded when one is written or read. */
const gamesFile = () => import('@/app/games-file')
/** Whether a text says it is an all-games file (read near its start only; the import checks it all). */
export const isGamesFile = (text: string): boolean => /"format"\s*:\s*"mythos-ledger\.games"/.test(text.slice(0, 512))
import type { ImportMessage, ImportRequest } from '@/app/import.worker'
import type { LoadedGame } from '@/shell/module'

type LoadedRules = Pick<LoadedGame, 'id' | 'rules' | 'listSummary' | 'messages'>
import { foldEntries, isValidName, type Command, type GameEvent, type LogEntry, type RuleViolation } from '@/core'
import { games as registry, loadGame, manifestOf } from '@/app/registry'
import { nowIso, randomId } from '@/app/ids'
import { withGameLock } from './locks'
import { registerNamespace, scoped } from '@/i18n'
import { REDO_CAP } from '@/db/limits'
import { CancelledError, useStorageStore } from './storage'
import { mirrorTouch, useMirrorStore } from './mirror'
import { entryProblem } from '@/db/entry'
import { forgetSheet } from './sheetStore'

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
  let importing: AbortController | null = null
  const storage = useStorageStore()
  /** When each game was last exported (kept in localStorage: it outlives a database the browser discards). */
  const exports = ref<ExportRecords>(readExports())

  type ParsedMeta = { ok: false; error: GameFileError } | { ok: true; file: { id?: string; game: string; name: string; seed: string; createdAt: string }; lastSeq: number; state: unknown }
  const CANCELLED: GameFileError = { code: 'file/cancelled', message: 'The import was cancelled; nothing was changed.' }

  /** Reads one file: checks and replays it, then (when told) writes it; `signal` cancels either. */
  interface FileReader {
    parse(signal: AbortSignal): Promise<ParsedMeta>
    write(row: Omit<GameRow, 'state' | 'redo'>, signal: AbortSignal): Promise<void>
    close(): void
  }

  /** On this thread (no workers: tests). */
  function readerHere(text: string, opts: { ignoreRecordedEvents?: boolean }, m: LoadedRules | null): FileReader {
    let session: { entries: unknown[]; redo: unknown[]; state: unknown } | null = null
    return {
      async parse(signal) {
        // The worker's own reading (`readGameFile`), with the module already loaded for the file's game.
        const r = await readGameFile(text, async (id) => (m && m.id === id ? m.rules : null), { ...opts, knownGames: registry.map((g) => g.id), onProgress: (done, total) => progress('checking', done, total) })
        if (signal.aborted) return { ok: false, error: CANCELLED }
        if (!r.ok) return r
        session = r.value.session
        const entries = r.value.session.entries
        return { ok: true, file: r.value.file, lastSeq: entries.length ? entries[entries.length - 1].seq : 0, state: r.value.session.state }
      },
      write: (row, signal) => repo.replaceGame({ ...row, state: session!.state, redo: session!.redo.slice(0, REDO_CAP) as GameRow['redo'] }, session!.entries as never, signal),
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
      if (ev.data.type === 'progress') progress('checking', ev.data.done, ev.data.total)
      else waiting?.(ev.data)
    }
    worker.onerror = (e) => failed?.(new Error(e.message))
    const next = () => new Promise<ImportMessage>((resolve, reject) => {
      waiting = resolve
      failed = reject
    })
    return {
      async parse(signal) {
        const reply = next()
        // Cancelled while checking: the worker is terminated (nothing was written).
        const cancel = () => waiting?.({ type: 'parsed', ok: false, error: CANCELLED })
        signal.addEventListener('abort', cancel, { once: true })
        worker.postMessage({ type: 'parse', text, opts: { ignoreRecordedEvents: opts.ignoreRecordedEvents ?? false }, knownGames: registry.map((g) => g.id) })
        try {
          const m = await reply
          return m.type === 'parsed' ? m : { ok: false, error: { code: 'file/internal-error', message: 'The file could not be read.' } }
        } catch (e) {
          return { ok: false, error: { code: 'file/internal-error', message: `The file could not be read: ${(e as Error).message}` } }
        } finally {
          signal.removeEventListener('abort', cancel)
        }
      },
      async write(row, signal) {
        // Cancelled before the write began (while the game's lock or the stored game was awaited):
        // the abort event has fired already, so no `cancel` would reach the worker.
        if (signal.aborted) throw new DOMException('The import was cancelled.', 'AbortError')
        const reply = next()
        // Cancelled while writing: the worker aborts its transaction if it has not committed yet.
        const cancel = () => worker.postMessage({ type: 'cancel' } satisfies ImportRequest)
        signal.addEventListener('abort', cancel, { once: true })
        worker.postMessage({ type: 'write', row: JSON.parse(JSON.stringify(row)) } satisfies ImportRequest)
        try {
          const m = await reply
          if (m.type === 'write-failed') {
            const e = new Error(m.message)
            e.name = m.name
            throw e
          }
        } finally {
          signal.removeEventListener('abort', cancel)
        }
      },
      close: () => worker.terminate(),
    }
  }

  function progress(phase: ImportProgress['phase'], done = 0, total = 0) {
    const game = importProgress.value?.game
    importProgress.value = { phase, done, total, ...(game ? { game } : {}) }
  }

  /**
   * Stop the import under way: while its file is read or checked, and while it is written until the
   * write commits (then the game is in, and the import says so). Nothing of a cancelled import is written.
   */
  function cancelImport() {
    importing?.abort()
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

  /**
   * The game as a versioned game file (the format `npm run replay` reads), with its identity: read
   * in one transaction (`repo.exportGame`), from its log (a missing or damaged snapshot row only
   * loses the undone commands). Recorded as exported unless `record` is false.
   */
  async function exportText(id: string, o: { record?: boolean } = {}): Promise<string | null> {
    const r = await storage.guard(async () => {
      const g = await repo.exportGame(id)
      if (!g) return null
      // A damaged log (a gap, an entry without its command) exports its good start: a file that reads.
      let good = 0
      while (good < g.entries.length && entryProblem(g.entries[good], good + 1) === null) good++
      const stored = g.snap?.redo as unknown
      const redo = good === g.entries.length && Array.isArray(stored) && stored.every((e, i) => entryProblem(e, good + 1 + i) === null) ? stored : []
      return { text: gameFileOf(g.meta, g.entries.slice(0, good) as Entry[], redo as Entry[]), lastSeq: g.meta.lastSeq }
    }, { read: true })
    if (!r.ok || !r.value) return null
    if (o.record !== false) recordExports([[id, r.value.lastSeq]])
    return r.value.text
  }

  /**
   * Every game on this device in one all-games file (docs/game-file.md), oldest first; each game
   * recorded as exported. A game IndexedDB cannot give (the database does not open, or lost it)
   * comes from its second copy. Null when there is nothing that reads.
   */
  async function exportAllText(): Promise<{ text: string; count: number } | null> {
    const list = await storage.guard(() => repo.listGames(), { read: true, report: false })
    const texts: string[] = []
    const done: [string, number][] = []
    for (const g of list.ok ? list.value.slice().reverse() : []) {
      const text = await exportText(g.id, { record: false })
      if (text === null) continue
      texts.push(text)
      done.push([g.id, g.lastSeq])
    }
    const mirror = useMirrorStore()
    if (mirror.available()) {
      const have = new Set(done.map(([id]) => id))
      for (const c of await mirror.list().catch(() => [])) {
        if (c.deleted || have.has(c.id)) continue
        const copy = await mirror.read(c.id).catch(() => undefined)
        if (!copy) continue
        const h = copy.head
        texts.push(gameFileOf({ ...h, summary: null, stateVersion: 0 }, copy.entries as Entry[], h.redo as Entry[]))
        done.push([h.id, h.lastSeq])
      }
    }
    if (!list.ok && texts.length === 0) return null
    recordExports(done)
    return { text: (await gamesFile()).serializeGamesFile(nowIso(), texts), count: texts.length }
  }

  function recordExports(done: [string, number][]) {
    const at = nowIso()
    const next = { ...readExports() }
    for (const [id, lastSeq] of done) next[id] = { at, lastSeq }
    writeExports(next)
    exports.value = next
  }

  /**
   * Import a game file, or an all-games file (each of its games in turn, `importBundle`): validated
   * (format, then a full replay by its game's rules, loaded for it) before anything is written. A
   * bad file changes nothing and the error says why. A file of a game already on this device (the
   * same id, or for a file without one the same game, seed and start) asks first (`file/exists`):
   * `onExisting: 'replace'` overwrites it (under its lock), `'copy'` keeps both.
   */
  async function importText(text: string, opts: { ignoreRecordedEvents?: boolean; onExisting?: 'ask' | 'replace' | 'copy'; waitLockMs?: number } = {}): Promise<ListResult<string>> {
    if (isGamesFile(text)) {
      const r = await importBundle(text, { onExisting: opts.onExisting === 'ask' ? undefined : opts.onExisting, ignoreRecordedEvents: opts.ignoreRecordedEvents })
      if (!r.ok) return r
      const b = r.value
      if (b.imported.length === 0 && b.same.length === 0 && b.conflicts.length === 0 && b.refused.length) return { ok: false, error: b.refused[0].error }
      return { ok: true, value: b.imported[0] ?? b.same[0] ?? '' }
    }
    importing = new AbortController()
    try {
      return await importOne(text, opts, importing.signal)
    } finally {
      importing = null
      importProgress.value = null
    }
  }

  async function importOne(text: string, opts: { ignoreRecordedEvents?: boolean; onExisting?: 'ask' | 'replace' | 'copy'; waitLockMs?: number }, signal: AbortSignal): Promise<ListResult<string>> {
    const kind = peekGameId(text)
    const m = kind !== null && manifestOf(kind) ? await loadGame(kind) : null
    // The games-list line is written in both languages: the game's strings first (a list line of
    // raw keys was stored for a game imported before any game of its kind was opened).
    if (m) {
      await registerNamespace(m.id, m.messages)
      await scoped(m.id).loadBoth()
    }
    progress('reading')
    const reader = typeof Worker === 'undefined' || import.meta.env.MODE === 'test' ? readerHere(text, opts, m) : readerInWorker(text, opts)
    try {
      return await readAndWrite(reader, m, opts, signal)
    } finally {
      reader.close()
    }
  }

  /**
   * Import an all-games file: each game as a file of its own. A game not on this device is added; one
   * here with the same log is left as it is (`same`); one here with another log is not written
   * unless `onExisting` says so (`conflicts`: the players choose to replace or keep both); a refused
   * game is said, and the others still come in. `only` limits the import to those ids (the answer
   * to the conflicts).
   */
  async function importBundle(text: string, o: { onExisting?: 'replace' | 'copy'; only?: readonly string[]; ignoreRecordedEvents?: boolean } = {}): Promise<ListResult<BundleResult>> {
    const split = (await gamesFile()).splitGamesFile(text)
    if (!split.ok) return { ok: false, error: split.error }
    const out: BundleResult = { imported: [], same: [], conflicts: [], refused: [] }
    importing = new AbortController()
    const signal = importing.signal
    try {
      const all = split.value.games
      for (let i = 0; i < all.length; i++) {
        if (signal.aborted) return { ok: false, error: CANCELLED }
        const gameText = all[i]
        const head = headOf(gameText)
        if (o.only && !(head.id && o.only.includes(head.id))) continue
        importProgress.value = { phase: 'reading', done: 0, total: 0, game: { n: i + 1, of: all.length } }
        if (head.id && !o.onExisting) {
          const same = await sameAsStored(head.id, gameText)
          if (same === 'same') {
            out.same.push(head.id)
            continue
          }
        }
        const r = await importOne(gameText, { onExisting: o.onExisting ?? 'ask', ignoreRecordedEvents: o.ignoreRecordedEvents }, signal)
        if (r.ok) out.imported.push(r.value)
        else if (r.error.code === 'file/exists' && r.error.existing) out.conflicts.push(r.error.existing)
        else if (r.error.code === 'file/cancelled') return r
        else out.refused.push({ name: head.name ?? `#${i + 1}`, error: r.error })
      }
      return { ok: true, value: out }
    } finally {
      importing = null
      importProgress.value = null
    }
  }

  /** Whether the stored game `id` is exactly what the file holds (its export is the same text, read back). */
  async function sameAsStored(id: string, gameText: string): Promise<'same' | 'other' | 'absent'> {
    const stored = await exportText(id, { record: false })
    if (stored === null) return 'absent'
    try {
      return JSON.stringify(JSON.parse(stored)) === gameText ? 'same' : 'other'
    } catch {
      return 'other'
    }
  }

  async function readAndWrite(reader: FileReader, m: LoadedRules | null, opts: { onExisting?: 'ask' | 'replace' | 'copy'; waitLockMs?: number }, signal: AbortSignal): Promise<ListResult<string>> {
    const parsed = await reader.parse(signal)
    if (signal.aborted) return { ok: false, error: CANCELLED }
    if (!parsed.ok) return parsed
    if (!m) return { ok: false, error: { code: 'file/unknown-game', message: 'Unknown game.' } }
    const { file, lastSeq } = parsed
    if (lastSeq === 0) return { ok: false, error: { code: 'file/empty', message: 'The file holds no commands.' } }
    const existing = await storage.guard(() => (file.id ? repo.getGame(file.id) : sameGameWithoutId(file)), { report: false, read: true })
    if (!existing.ok) return existing
    const there = existing.value
    const mode = opts.onExisting ?? 'ask'
    if (there && mode === 'ask') {
      return { ok: false, error: { code: 'file/exists', message: `This game is already on this device ("${there.name}"): replace it or keep both?`, existing: { id: there.id, name: there.name } } }
    }
    const id = there && mode === 'copy' ? randomId() : there?.id ?? file.id ?? randomId()
    const row: Omit<GameRow, 'state' | 'redo'> = {
      id, game: file.game, name: file.name, seed: file.seed, createdAt: file.createdAt, updatedAt: nowIso(),
      lastSeq, summary: m.listSummary(parsed.state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
    }
    if (signal.aborted) return { ok: false, error: CANCELLED }
    progress('writing')
    const write = async () => {
      try {
        await reader.write(row, signal)
      } catch (err) {
        // Aborted by «Anuluj import»: nothing was written, and it is no storage failure.
        throw signal.aborted ? new CancelledError('The import was cancelled.') : err
      }
    }
    const r = there && mode === 'replace' ? await locked(id, write, opts.waitLockMs) : await storage.guard(write, { report: false })
    if (!r.ok) return r.error.code === 'file/cancelled' ? { ok: false, error: CANCELLED } : r
    if (signal.aborted && !(there && mode === 'replace')) return takeBack(id)
    mirrorTouch(id, 1)
    await refresh()
    // «Anuluj import» tapped as the write committed (the worker finished first): a game that was
    // not on this device is taken out again, so a cancel always ends in «cancelled, nothing
    // changed». A replaced game cannot be put back: that import stands (the list shows it).
    if (signal.aborted && !(there && mode === 'replace')) return takeBack(id)
    return { ok: true, value: row.id }
  }

  /** An imported game whose import was cancelled after it had been written: deleted again (and its second copy). */
  async function takeBack(id: string): Promise<ListResult<string>> {
    const r = await remove(id)
    return r.ok ? { ok: false, error: CANCELLED } : r
  }

  /**
   * A game on this device that a file without an id (app 0.1) is: the same game, seed and start
   * time. Imported again, such a file was silently added as a second copy.
   */
  async function sameGameWithoutId(file: { game: string; seed: string; createdAt: string }): Promise<GameMeta | undefined> {
    const all = await repo.listGames()
    return all.find((g) => g.game === file.game && g.seed === file.seed && g.createdAt === file.createdAt)
  }

  /** The kind of game a stored game says it is (null when it cannot be read). */
  async function kindOf(id: string): Promise<string | null> {
    const r = await storage.guard(() => repo.getMeta(id), { read: true, report: false })
    return r.ok ? (r.value?.game ?? null) : null
  }

  return { games, loaded, updating, importProgress, exports, kindOf, refresh, rename, remove, exportText, exportAllText, importText, importBundle, cancelImport }
})

/** A game as a game file (its metadata, log and undone commands). */
export function gameFileOf(meta: GameMeta, entries: readonly Entry[], redo: readonly Entry[]): string {
  return serializeGameFile(
    { id: meta.id, name: meta.name, createdAt: meta.createdAt, seed: meta.seed, game: meta.game, ...(meta.rulesVersion > 0 ? { rulesVersion: meta.rulesVersion } : {}) },
    { entries: entries as Entry[], redo: redo as Entry[] },
  )
}

/** The id and name a game file's text says (read cheaply; the import checks them). */
function headOf(text: string): { id: string | null; name: string | null } {
  try {
    const d = JSON.parse(text) as { id?: unknown; name?: unknown }
    return { id: typeof d.id === 'string' ? d.id : null, name: typeof d.name === 'string' ? d.name : null }
  } catch {
    return { id: null, name: null }
  }
}

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
