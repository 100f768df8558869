import { useSessionStore, type TypedSession } from '@/stores/session'
import type { Ah2eCommand, Ah2eEvent, Ah2eState } from '../rules'

/** The open game, seen by the AH2e views with its state, commands and events typed. */
export const useGame = (): TypedSession<Ah2eState, Ah2eCommand, Ah2eEvent> => useSessionStore() as unknown as TypedSession<Ah2eState, Ah2eCommand, Ah2eEvent>
