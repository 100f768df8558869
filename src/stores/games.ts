import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { parseGameFile, peekGameId, serializeGameFile } from '@/core/game-file'
import { foldEntries, type Command, type GameEvent, type LogEntry, type Result } from '@/core'
import { games as registry, loadGame, manifestOf } from '@/app/registry'
import { nowIso, randomId } from '@/app/ids'

type Entry = LogEntry<Command, GameEvent>

/** The saved games on this device: list, rename, delete, export, import. */
export const useGamesStore = defineStore('games', () => {
  // Plain rows (not deep proxies): they are written back as they are.
  const games = shallowRef<GameRow[]>([])
  const loaded = ref(false)
  /** Rows being brought up to date (written before the games-list line existed). */
  const updating = ref(0)

  async function refresh() {
    games.value = await repo.listGames()
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
        const m = await loadGame(g.game)
        const entries = (await repo.loadEntries(g.id)) as Entry[]
        const state = foldEntries(m.rules, entries)
        await repo.putRowIfUnchanged({ ...g, state, summary: m.listSummary(state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion })
      } catch {
        // Left as it is: the game still opens (and is refolded then); the list shows its name.
      }
      updating.value--
    }
    games.value = await repo.listGames()
  }

  async function rename(id: string, name: string) {
    const clean = name.trim().slice(0, 80)
    if (!clean) return
    await repo.renameGame(id, clean, nowIso())
    await refresh()
  }

  async function remove(id: string) {
    await repo.deleteGame(id)
    await refresh()
  }

  /** The game as a versioned game file (the format `npm run replay` reads). */
  async function exportText(id: string): Promise<string | null> {
    const row = await repo.getGame(id)
    if (!row) return null
    const entries = await repo.loadEntries(id)
    return serializeGameFile(
      { name: row.name, createdAt: row.createdAt, seed: row.seed, game: row.game, ...(row.rulesVersion > 0 ? { rulesVersion: row.rulesVersion } : {}) },
      { entries: entries as never, redo: row.redo as never },
    )
  }

  /**
   * Import a game file: validated (format, then a full replay by its game's rules, loaded for it)
   * before anything is written. A bad file changes nothing and the error says why.
   */
  async function importText(text: string, opts: { ignoreRecordedEvents?: boolean } = {}): Promise<Result<string, { code: string; message: string; index?: number }>> {
    const kind = peekGameId(text)
    const m = kind !== null && manifestOf(kind) ? await loadGame(kind) : null
    const parsed = parseGameFile(text, m ? { [m.id]: m.rules } : {}, { ...opts, knownGames: registry.map((g) => g.id) })
    if (!parsed.ok) return parsed
    if (!m) return { ok: false, error: { code: 'file/unknown-game', message: 'Unknown game.' } }
    const { file, session } = parsed.value
    const lastSeq = session.entries.length ? session.entries[session.entries.length - 1].seq : 0
    if (lastSeq === 0) return { ok: false, error: { code: 'file/empty', message: 'The file holds no commands.' } }
    const row: GameRow = {
      id: randomId(), game: file.game, name: file.name, seed: file.seed, createdAt: file.createdAt, updatedAt: nowIso(),
      lastSeq, state: session.state, redo: session.redo as GameRow['redo'],
      summary: m.listSummary(session.state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
    }
    await repo.replaceGame(row, session.entries as never)
    await refresh()
    return { ok: true, value: row.id }
  }

  return { games, loaded, updating, refresh, rename, remove, exportText, importText }
})
