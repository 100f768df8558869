import { ref } from 'vue'
import type { Command } from '@/core'
import { useSessionStore } from '@/stores/session'

/**
 * Run a command of the open game from a view: one at a time (`busy`), and a refusal becomes the
 * message in `error`, in the game's words (`errorText` of its namespace).
 */
export function useCommand<C extends Command>(errorText: (e: { code: string; message: string }) => string) {
  const game = useSessionStore()
  const error = ref('')
  const busy = ref(false)
  async function run(cmd: C): Promise<boolean> {
    error.value = ''
    busy.value = true
    try {
      const r = await game.dispatch(cmd)
      if (!r.ok) error.value = errorText(r.error)
      return r.ok
    } finally {
      busy.value = false
    }
  }
  return { run, error, busy }
}
