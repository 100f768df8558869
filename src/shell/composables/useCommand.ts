import { getCurrentScope, onScopeDispose, ref } from 'vue'
import { lateFlag } from './lateFlag'
import type { Command } from '@/core'
import { useSessionStore } from '@/stores/session'

/**
 * How long a command may run before the view shows it as busy (its buttons disabled). A tap's
 * command is written in a few tens of ms: flipping `busy` at once re-rendered the whole screen
 * before the write was even issued, and again after it (bench, 4× throttle). Taps that come sooner
 * queue behind it in order (the session runs one command at a time, each decided on the state the
 * one before left), and the rules refuse one that no longer fits.
 */
export const BUSY_AFTER_MS = 150

/**
 * Run a command of the open game from a view: commands run one at a time, in order; `busy` is
 * set when one takes longer than BUSY_AFTER_MS, and a refusal becomes the message in `error`, in
 * the game's words (`errorText` of its namespace); `onRefused` sees the refused command and its
 * violation (e.g. to offer it again another way).
 */
export function useCommand<C extends Command>(
  errorText: (e: { code: string; message: string }) => string,
  opts: { onRefused?: (cmd: C, e: { code: string; message: string }) => void } = {},
) {
  const game = useSessionStore()
  const error = ref('')
  /** Up once the newest command has run BUSY_AFTER_MS while one is still running (one timer at a time, not one per tap). */
  const late = lateFlag(BUSY_AFTER_MS)
  const busy = late.up
  let running = 0
  if (getCurrentScope()) onScopeDispose(late.dispose)
  async function run(cmd: C): Promise<boolean> {
    error.value = ''
    running++
    const done = game.direct.dispatch(cmd)
    late.start()
    try {
      const r = await done
      if (!r.ok) {
        error.value = errorText(r.error)
        opts.onRefused?.(cmd, r.error)
      }
      return r.ok
    } finally {
      running--
      if (running === 0) late.stop()
    }
  }
  return { run, error, busy }
}
