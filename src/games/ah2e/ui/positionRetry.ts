import { ref } from 'vue'
import { errorText } from '@/games/ah2e/ui/i18n'
import type { Ah2eCommand } from '@/games/ah2e/rules'
import { POSITION_CHECK_CODES } from '@/games/ah2e/rules/positions'
import { useCommand } from '@/shell/composables/useCommand'

/**
 * The shell's `useCommand` for AH2e screens and panels, plus the position checks' way out: a
 * command those checks refused is kept in `retry` and offered again with the checks off (a group
 * that does not track where the investigators stand). One place for the table, the map panel and
 * Innsmouth.
 */
export function usePositionRetry(hooks: { beforeRun?: () => void } = {}) {
  const retry = ref<Ah2eCommand | null>(null)
  const command = useCommand<Ah2eCommand>(errorText, {
    onRefused: (cmd, e) => {
      if (POSITION_CHECK_CODES.includes(e.code)) retry.value = cmd
    },
  })
  const { error } = command

  function clear() {
    error.value = ''
    retry.value = null
  }

  /** Run a command; whether it was done (a refusal is kept in `error`, and in `retry` if positions refused it). */
  async function run(cmd: Ah2eCommand): Promise<boolean> {
    retry.value = null
    hooks.beforeRun?.()
    return command.run(cmd)
  }

  /** Turn the position checks off (a logged command) and run the refused command again. */
  async function checksOffAndRetry(): Promise<boolean> {
    const cmd = retry.value
    if (!cmd) return false
    if (!(await command.run({ type: 'SetPositionTracking', data: { on: false } }))) return false
    return run(cmd)
  }

  return { error, retry, run, clear, checksOffAndRetry }
}
