import { useSessionStore, type TypedSession } from '@/stores/session'
import type { Ah2eCommand, Ah2eEvent, Ah2eState } from '../rules'
import { useOwnerFactsStore } from './ownerFacts'

/**
 * The open game, seen by the AH2e views with its state, commands and events typed. Every AH2e view
 * calls it, so it also loads (once) the owner's facts of this device: corrected names show at once.
 */
export function useGame(): TypedSession<Ah2eState, Ah2eCommand, Ah2eEvent> {
  void useOwnerFactsStore().ensureLoaded()
  return useSessionStore() as unknown as TypedSession<Ah2eState, Ah2eCommand, Ah2eEvent>
}
