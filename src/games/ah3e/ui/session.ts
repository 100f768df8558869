import { useSessionStore, type TypedSession } from '@/stores/session'
import type { Ah3eCommand, Ah3eEvent, Ah3eState } from '../rules'

/** The open game, seen by the AH3e views with its state, commands and events typed. */
export const useGame = (): TypedSession<Ah3eState, Ah3eCommand, Ah3eEvent> => useSessionStore() as unknown as TypedSession<Ah3eState, Ah3eCommand, Ah3eEvent>
