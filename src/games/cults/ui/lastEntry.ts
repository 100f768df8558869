import { computed, type ComputedRef } from 'vue'
import type { LogEntry } from '@/core'
import type { CultsCommand, CultsEvent } from '../rules'
import { useGame } from './session'
import { useLogRead } from '@/shell/composables/logRead'

/**
 * The game's last log entry, also after a reload. The session knows the entry a tap just wrote
 * (`lastEntry`), but after the game is opened again it knows none until its log is read: then the
 * log's last entry is it. `needed` says when a screen wants it (the opponent's steps are shown);
 * only then is the log read (once, in the background: nothing on the screen waits for it).
 */
export function useLastEntry(needed: () => boolean): ComputedRef<LogEntry<CultsCommand, CultsEvent> | null> {
  const game = useGame()
  useLogRead(() => needed() && !game.lastEntry)
  return computed(() => (game.entries ? (game.entries.at(-1) ?? null) : game.lastEntry))
}

/** Events that end a fight's stage with a result to read: its Attack totals, its Terror. */
const OUTCOME: ReadonlySet<CultsEvent['type']> = new Set(['AttackTotalled', 'TerrorResolved'])

/**
 * The last fight's events in the log (from its `ConfrontationStarted` on: its Attack, winner and
 * Terror, though they came with different commands), while the table has not moved on: none once a
 * later command started another phase, none before a fight has a result. A fight started later
 * takes its place. Pure: `useLastFight` reads it from the log.
 */
export function lastFightOf(entries: readonly LogEntry<CultsCommand, CultsEvent>[]): CultsEvent[] | null {
  const parts: CultsEvent[][] = []
  let outcome = false
  for (let i = entries.length - 1; i >= 0; i--) {
    const ev = entries[i].events
    const start = ev.map((e) => e.type).lastIndexOf('ConfrontationStarted')
    const mine = start >= 0 ? ev.slice(start) : ev
    outcome ||= mine.some((e) => OUTCOME.has(e.type))
    // A phase started after the fight's result (or with no fight since): the table moved on.
    if (!outcome && ev.some((e) => e.type === 'PhaseStarted')) return null
    parts.unshift(mine)
    if (start >= 0) return outcome ? parts.flat() : null
  }
  return null
}

/**
 * The last fight's events (`lastFightOf`), also after a reload and after later commands of the same
 * phase: the table keeps its result readable until the next phase or the next fight. The log is read
 * once, in the background; until then the session's last entry is all there is.
 */
export function useLastFight(): ComputedRef<CultsEvent[] | null> {
  const game = useGame()
  useLogRead()
  return computed(() => lastFightOf(game.entries ?? (game.lastEntry ? [game.lastEntry] : [])))
}
