import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { parseGameFile, peekGameId, serializeGameFile } from '@/core/game-file'
import { foldEntries, isValidName, type Command, type GameEvent, type LogEntry, type RuleViolation } from '@/core'
import { games as registry, loadGame, manifestOf } from '@/app/registry'
import { nowIso, randomId } from '@/app/ids'
import { withGameLock } from './locks'
import { useStorageStore } from './storage'

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
  const games = shallowRef<GameRow[]>([])
  const loaded = ref(false)
  /** Rows being brought up to date (written before the games-list line existed). */
  const updating = ref(0)
  const storage = useStorageStore()

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
          const entries = (await repo.loadEntries(g.id)) as Entry[]
          const state = foldEntries(m.rules, entries)
          await repo.putRowIfUnchanged({ ...g, state, summary: m.listSummary(state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion })
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
    const parsed = parseGameFile(text, m ? { [m.id]: m.rules } : {}, { ...opts, knownGames: registry.map((g) => g.id) })
    if (!parsed.ok) return parsed
    if (!m) return { ok: false, error: { code: 'file/unknown-game', message: 'Unknown game.' } }
    const { file, session } = parsed.value
    const lastSeq = session.entries.length ? session.entries[session.entries.length - 1].seq : 0
    if (lastSeq === 0) return { ok: false, error: { code: 'file/empty', message: 'The file holds no commands.' } }
    const existing = file.id ? await storage.guard(() => repo.getGame(file.id!), { report: false }) : null
    if (existing && !existing.ok) return existing
    const there = existing?.ok ? existing.value : undefined
    const mode = opts.onExisting ?? 'ask'
    if (there && mode === 'ask') {
      return { ok: false, error: { code: 'file/exists', message: `This game is already on this device ("${there.name}"): replace it or keep both?`, existing: { id: there.id, name: there.name } } }
    }
    const id = there && mode === 'copy' ? randomId() : file.id ?? randomId()
    const row: GameRow = {
      id, game: file.game, name: file.name, seed: file.seed, createdAt: file.createdAt, updatedAt: nowIso(),
      lastSeq, state: session.state, redo: session.redo as GameRow['redo'],
      summary: m.listSummary(session.state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
    }
    const write = () => repo.replaceGame(row, session.entries as never)
    const r = there && mode === 'replace' ? await locked(id, write) : await storage.guard(write, { report: false })
    if (!r.ok) return r
    await refresh()
    return { ok: true, value: row.id }
  }

  return { games, loaded, updating, refresh, rename, remove, exportText, importText }
})
