import { useGameSession } from '@/shell/composables/gameSession'
import type { EsCommand, EsEvent, EsState } from '../rules'
import { useEsFactsStore } from './ownerFacts'

/**
 * The open game, seen by the Elder Sign views with its state, commands and events typed. Every
 * view calls it, so it also loads (once) the owner's facts of this device: corrected names show at once.
 */
export function useGame() {
  void useEsFactsStore().load()
  return useGameSession<EsState, EsCommand, EsEvent>()
}
