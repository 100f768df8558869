import { ref } from 'vue'
import { errorText } from '@/games/ah2e/ui/i18n'
import type { Ah2eCommand } from '@/games/ah2e/rules'
import { POSITION_CHECK_CODES } from '@/games/ah2e/rules/positions'
import { useGame } from '@/games/ah2e/ui/session'

/**
 * Runs AH2e commands for a screen or panel and keeps its refusal: the message, and — when the
 * position checks refused it — the command, offered again with the checks off (a group that does
 * not track where the investigators stand). One place for the table, the map panel and Innsmouth.
 */
export function usePositionRetry(hooks: { beforeRun?: () => void } = {}) {
  const game = useGame()
  const error = ref('')
  const retry = ref<Ah2eCommand | null>(null)

  function clear() {
    error.value = ''
    retry.value = null
  }

  /** Run a command; whether it was done (a refusal is kept in `error`, and in `retry` if positions refused it). */
  async function run(cmd: Ah2eCommand): Promise<boolean> {
    clear()
    hooks.beforeRun?.()
    const r = await game.dispatch(cmd)
    if (!r.ok) {
      error.value = errorText(r.error)
      if (POSITION_CHECK_CODES.includes(r.error.code)) retry.value = cmd
    }
    return r.ok
  }

  /** Turn the position checks off (a logged command) and run the refused command again. */
  async function checksOffAndRetry(): Promise<boolean> {
    const cmd = retry.value
    if (!cmd) return false
    const off = await game.dispatch({ type: 'SetPositionTracking', data: { on: false } })
    if (!off.ok) {
      error.value = errorText(off.error)
      return false
    }
    return run(cmd)
  }

  return { error, retry, run, clear, checksOffAndRetry }
}
