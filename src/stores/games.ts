import { defineStore } from 'pinia'
import { ref } from 'vue'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { ah2e, type Ah2eState } from '@/games/ah2e/rules'
import { parseGameFile, serializeGameFile } from '@/core/game-file'
import type { Result } from '@/core'
import { nowIso, randomId } from '@/lib/ids'
import { summaryOf } from './game'

const registry = { ah2e }

/** The saved games on this device: list, rename, delete, export, import. */
export const useGamesStore = defineStore('games', () => {
  const games = ref<GameRow[]>([])
  const loaded = ref(false)

  async function refresh() {
    games.value = await repo.listGames()
    loaded.value = true
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
      { name: row.name, createdAt: row.createdAt, seed: row.seed, game: row.game },
      { entries: entries as never, redo: row.redo as never },
    )
  }

  /**
   * Import a game file: validated (format, then a full replay) before anything is written.
   * A bad file changes nothing and the error says why.
   */
  async function importText(text: string, opts: { ignoreRecordedEvents?: boolean } = {}): Promise<Result<string, { code: string; message: string; index?: number }>> {
    const parsed = parseGameFile(text, registry, opts)
    if (!parsed.ok) return parsed
    const { file, session } = parsed.value
    const s = session.state as Ah2eState
    const lastSeq = session.entries.length ? session.entries[session.entries.length - 1].seq : 0
    if (lastSeq === 0) return { ok: false, error: { code: 'file/empty', message: 'The file holds no commands.' } }
    const row: GameRow = {
      id: randomId(), game: file.game, name: file.name, seed: file.seed, createdAt: file.createdAt, updatedAt: nowIso(),
      lastSeq, state: s, redo: session.redo as GameRow['redo'],
      summary: summaryOf(s),
    }
    await repo.replaceGame(row, session.entries as never)
    await refresh()
    return { ok: true, value: row.id }
  }

  return { games, loaded, refresh, rename, remove, exportText, importText }
})
