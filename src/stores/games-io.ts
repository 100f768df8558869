import type { Ref } from 'vue'
import * as repo from '@/db/repo'
import * as more from '@/db/repo-more'
import type { GameMeta, GameRow } from '@/db/db'
import { GAME_FILE_LIMITS, peekGameId, serializeGameFile } from '@/core/game-file'
import type { Command, GameEvent, LogEntry } from '@/core'
import { loadGame, manifestOf } from '@/app/registry'
import { nowIso, randomId } from '@/stores/ids'
import { registerNamespace, scoped, t } from '@/i18n'
import { CancelledError, type useStorageStore } from './storage'
import { mirrorTouch, useMirrorStore } from './mirror'
import { entryProblem } from '@/db/entry'
import { isGamesFile, type BundleResult, type ImportProgress, type ListResult } from './games'
import { CANCELLED, readerHere, readerInWorker, type FileReader, type LoadedRules } from './games-io-readers'

/**
 * The games list's import and export (src/stores/games.ts keeps the list, rename and delete): loaded
 * when a file is imported or exported, not with the games list (its first screen's JS stays small).
 */

type Entry = LogEntry<Command, GameEvent>
/** The all-games file's code (src/core/games-file.ts), loaded when one is written or read. */
const gamesFile = () => import('@/core/games-file')

/** What the import and export take from the games store. */
export interface IOContext {
  importProgress: Ref<ImportProgress | null>
  /** The import under way: «Anuluj import» aborts it. */
  importing: { current: AbortController | null }
  storage: ReturnType<typeof useStorageStore>
  progress(phase: ImportProgress['phase'], done?: number, total?: number): void
  refresh(): Promise<void>
  remove(id: string): Promise<ListResult<null>>
  locked<T>(id: string, write: () => Promise<T>, waitMs?: number): Promise<ListResult<T>>
  recordExports(done: [string, number][]): void
}

/** The export: one game as a game file, or every game in one all-games file. */
function exportsOf({ storage, recordExports }: Pick<IOContext, 'storage' | 'recordExports'>) {
  /**
   * The game as a versioned game file (the format `npm run replay` reads), with its identity: read
   * in one transaction (`repo.exportGame`), from its log (a missing or damaged snapshot row only
   * loses the undone commands). Recorded as exported unless `record` is false.
   */
  async function exportText(id: string, o: { record?: boolean } = {}): Promise<string | null> {
    const r = await storage.guard(async () => {
      const g = await more.exportGame(id)
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

  return { exportText, exportAllText }
}

export function createIO(ctx: IOContext) {
  const { importProgress, storage, progress, refresh, remove, locked } = ctx
  const { exportText, exportAllText } = exportsOf(ctx)
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
    ctx.importing.current = new AbortController()
    try {
      return await importOne(text, opts, ctx.importing.current.signal)
    } finally {
      ctx.importing.current = null
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
    const reader = typeof Worker === 'undefined' || import.meta.env.MODE === 'test' ? readerHere(text, opts, m, progress) : readerInWorker(text, opts, progress)
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
    ctx.importing.current = new AbortController()
    const signal = ctx.importing.current.signal
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
      ctx.importing.current = null
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
    const copy = there !== undefined && mode === 'copy'
    const id = copy ? randomId() : there?.id ?? file.id ?? randomId()
    // A kept copy is told apart from the game here in the games list: «… (kopia)», «… (kopia 2)»…
    const name = copy ? await nameOfCopy(file.name) : { ok: true as const, value: file.name }
    if (!name.ok) return name
    const row: Omit<GameRow, 'state' | 'redo'> = {
      id, game: file.game, name: name.value, seed: file.seed, createdAt: file.createdAt, updatedAt: nowIso(),
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

  /** The name a kept copy of the file's game `name` is given: one no game on this device has (`copyName`). */
  async function nameOfCopy(name: string): Promise<ListResult<string>> {
    const all = await storage.guard(() => repo.listGames(), { read: true, report: false })
    return all.ok ? { ok: true, value: copyName(name, all.value.map((g) => g.name), t('games.copyWord')) } : all
  }

  /**
   * A game on this device that a file without an id (app 0.1) is: the same game, seed and start
   * time. Imported again, such a file was silently added as a second copy.
   */
  async function sameGameWithoutId(file: { game: string; seed: string; createdAt: string }): Promise<GameMeta | undefined> {
    const all = await repo.listGames()
    return all.find((g) => g.game === file.game && g.seed === file.seed && g.createdAt === file.createdAt)
  }

  return { exportText, exportAllText, importText, importBundle }
}

/** A game as a game file (its metadata, log and undone commands). */
export function gameFileOf(meta: GameMeta, entries: readonly Entry[], redo: readonly Entry[]): string {
  return serializeGameFile(
    { id: meta.id, name: meta.name, createdAt: meta.createdAt, seed: meta.seed, game: meta.game, ...(meta.rulesVersion > 0 ? { rulesVersion: meta.rulesVersion } : {}) },
    { entries: entries as Entry[], redo: redo as Entry[] },
  )
}

/**
 * The name of a kept copy of the game `name` («Zachowaj obie»): `name` itself when no game in `taken`
 * has it (the file renamed the game), else `name (word)`, or `name (word n)` with the lowest n from 2
 * that no name in `taken` has. A name that already ends with such a suffix (a copy exported and
 * imported again) keeps one suffix, renumbered; a long name is shortened (by whole characters) so
 * that the copy's name keeps within GAME_FILE_LIMITS.maxNameLength.
 */
export function copyName(name: string, taken: readonly string[], word: string): string {
  if (!taken.includes(name)) return name
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const base = name.replace(new RegExp(` \\(${escaped}(?: \\d+)?\\)$`, 'u'), '').trim() || name.trim()
  const have = new Set(taken)
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ` (${word})` : ` (${word} ${n})`
    let head = base
    if (head.length + suffix.length > GAME_FILE_LIMITS.maxNameLength) {
      const chars = Array.from(head)
      while (chars.length && chars.join('').length + suffix.length > GAME_FILE_LIMITS.maxNameLength) chars.pop()
      head = chars.join('').trimEnd()
    }
    const candidate = head + suffix
    if (!have.has(candidate)) return candidate
  }
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
