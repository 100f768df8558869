import { ref } from 'vue'
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
  const busy = ref(false)
  let running = 0
  /** When the newest command began (`performance.now()`): `busy` counts from it. */
  let newest = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  /**
   * One timer at a time, not one per tap: when it fires, it flips `busy` if a command is still
   * running and the newest began BUSY_AFTER_MS ago, and otherwise waits out the rest of the newest.
   */
  function arm(ms: number) {
    timer = setTimeout(() => {
      timer = undefined
      if (running === 0) return
      const left = newest + BUSY_AFTER_MS - performance.now()
      if (left > 0.5) arm(left)
      else busy.value = true
    }, ms)
  }
  async function run(cmd: C): Promise<boolean> {
    error.value = ''
    running++
    newest = performance.now()
    const done = game.direct.dispatch(cmd)
    // Armed once the command's job has issued its write (queued before this).
    if (!timer) queueMicrotask(() => timer ?? arm(BUSY_AFTER_MS))
    try {
      const r = await done
      if (!r.ok) {
        error.value = errorText(r.error)
        opts.onRefused?.(cmd, r.error)
      }
      return r.ok
    } finally {
      running--
      if (running === 0) busy.value = false
    }
  }
  return { run, error, busy }
}
