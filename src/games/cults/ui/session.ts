import { useGameSession } from '@/shell/composables/gameSession'
import type { CultsCommand, CultsEvent, CultsState } from '../rules'

/** The open game, seen by the Cults views with its state, commands and events typed. */
export const useGame = () => useGameSession<CultsState, CultsCommand, CultsEvent>()
