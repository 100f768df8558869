import { computed, watch, type ComputedRef } from 'vue'
import type { LogEntry } from '@/core'
import type { CultsCommand, CultsEvent } from '../rules'
import { useGame } from './session'

/**
 * The game's last log entry, also after a reload. The session knows the entry a tap just wrote
 * (`lastEntry`), but after the game is opened again it knows none until its log is read: then the
 * log's last entry is it. `needed` says when a screen wants it (the table and the fight's result
 * always do); only then is the log read (once, in the background: nothing on the screen waits for it).
 */
export function useLastEntry(needed: () => boolean): ComputedRef<LogEntry<CultsCommand, CultsEvent> | null> {
  const game = useGame()
  watch(needed, (want) => {
    if (want && !game.entries && !game.lastEntry && game.row) void game.loadLog().catch(() => undefined)
  }, { immediate: true })
  return computed(() => (game.entries ? (game.entries.at(-1) ?? null) : game.lastEntry))
}
