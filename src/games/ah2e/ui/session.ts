import { useGameSession } from '@/shell/composables/gameSession'
import type { Ah2eCommand, Ah2eEvent, Ah2eState } from '../rules'
import { useOwnerFactsStore } from './ownerFacts'

/**
 * The open game, seen by the AH2e views with its state, commands and events typed. Every AH2e view
 * calls it, so it also loads (once) the owner's facts of this device: corrected names show at once.
 */
export function useGame() {
  void useOwnerFactsStore().ensureLoaded()
  return useGameSession<Ah2eState, Ah2eCommand, Ah2eEvent>()
}
