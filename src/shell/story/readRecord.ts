import type { Command, GameEvent, LogEntry } from '@/core'
import { useSessionStore } from '@/stores/session'
import * as repo from '@/db/repo'
import { loadGame, manifestOf } from '@/app/registry'
import { registerNamespace } from '@/i18n'
import type { LoadedGame } from '../module'
import type { RecordLine } from './record'
import { namesRead } from './words'

/**
 * The record lines of the games saved on this device: each game's stored state (refolded from its
 * log when another version of the game's state shape stored it, as opening it would) read by its
 * module's `record`, once the last command of the game just left has been written. A game whose
 * module or row cannot be read is counted as skipped, not guessed. The modules of the kinds
 * present are loaded with their strings (the record words their names).
 *
 * (Reached through the session store as the other screens are, the record's chunk shares the
 * first load's chunks as they are: importing the database or the registry alone split them.)
 */
export async function readRecord(): Promise<{ lines: RecordLine[]; skipped: number; modules: Map<string, LoadedGame> }> {
  // A command tapped just before leaving the game may still be being written: count it.
  await useSessionStore().settled()
  const metas = await repo.listGames()
  const lines: RecordLine[] = []
  const modules = new Map<string, LoadedGame>()
  let skipped = 0
  for (const meta of metas) {
    if (!manifestOf(meta.game)) continue
    try {
      const m = await loadGame(meta.game)
      if (!m.story) continue
      if (!modules.has(m.id)) {
        await Promise.all([registerNamespace(m.id, m.messages), namesRead(m)])
        modules.set(m.id, m)
      }
      const [hooks, row] = await Promise.all([m.story(), repo.getGame(meta.id)])
      if (!row) continue
      const state = row.stateVersion === m.rules.stateVersion && row.state !== null ? row.state : refold(m, (await repo.loadEntries(meta.id)) as LogEntry<Command, GameEvent>[])
      lines.push({ id: meta.id, game: meta.game, record: hooks.record(state), created: meta.createdAt })
    } catch {
      skipped++
    }
  }
  return { lines, skipped, modules }
}

/** The state after the entries, folded by the game's own rules (as `foldEntries` does). */
function refold(m: LoadedGame, entries: readonly LogEntry<Command, GameEvent>[]): unknown {
  let s = m.rules.initialState()
  for (const e of entries) for (const ev of e.events) s = m.rules.evolve(s, ev)
  return s
}
