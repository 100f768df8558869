import { useGameSession } from '@/shell/composables/gameSession'
import type { Ah3eCommand, Ah3eEvent, Ah3eState } from '../rules'

/** The open game, seen by the AH3e views with its state, commands and events typed. */
export const useGame = () => useGameSession<Ah3eState, Ah3eCommand, Ah3eEvent>()
