import { useSessionStore, type TypedSession } from '@/stores/session'
import type { CultsCommand, CultsEvent, CultsState } from '../rules'

/** The open game, seen by the Cults views with its state, commands and events typed. */
export const useGame = (): TypedSession<CultsState, CultsCommand, CultsEvent> => useSessionStore() as unknown as TypedSession<CultsState, CultsCommand, CultsEvent>
