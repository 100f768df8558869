import { watch } from 'vue'
import { useSessionStore } from '@/stores/session'

/**
 * Read the open game's log once, in the background, while `needed` says a screen wants what only
 * the log knows after a reload (the session keeps the log's entries in memory once read, and appends
 * each command's). Nothing on the screen waits for it; a read that fails is tried again the next time
 * it is needed.
 */
export function useLogRead(needed: () => boolean = () => true): void {
  const game = useSessionStore()
  watch(() => needed() && !!game.row && !game.entries, (want) => {
    if (want) void game.loadLog().catch(() => undefined)
  }, { immediate: true })
}
