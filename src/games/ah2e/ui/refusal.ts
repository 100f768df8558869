import { inject, provide, ref, watch, type InjectionKey, type Ref } from 'vue'
import type { Ah2eCommand } from '@/games/ah2e/rules'
import { usePositionRetry } from '@/games/ah2e/ui/positionRetry'
import { useGame } from '@/games/ah2e/ui/session'

/**
 * A screen's commands with their refusal shown where the finger is (issue #25): each control says
 * which part of the screen it belongs to (`at`: `main`, `gate:<place>`, `inv:<id>`…), and the
 * refusal renders there (`RefusalAt`), not at the top of a long screen. With the position checks'
 * «turn them off and retry» offer (`usePositionRetry`).
 */
export interface Refusals {
  error: Ref<string>
  retry: Ref<Ah2eCommand | null>
  /** The part of the screen whose control was refused. */
  at: Ref<string>
  run(cmd: Ah2eCommand, at?: string): Promise<boolean>
  checksOffAndRetry(): Promise<boolean>
}

const KEY: InjectionKey<Refusals> = Symbol('ah2e-refusals')

/** The screen's commands; its parts show their own refusals (`RefusalAt`). */
export function provideRefusals(): Refusals {
  const r = usePositionRetry()
  const at = ref('main')
  // A refusal answers the tap that was refused: once the game has moved on (any command, an undo), it goes.
  const game = useGame()
  watch(() => game.row?.lastSeq, () => r.clear())
  const refusals: Refusals = {
    error: r.error,
    retry: r.retry,
    at,
    run(cmd, where = 'main') {
      at.value = where
      return r.run(cmd)
    },
    checksOffAndRetry: r.checksOffAndRetry,
  }
  provide(KEY, refusals)
  return refusals
}

export function useRefusals(): Refusals | null {
  return inject(KEY, null)
}
