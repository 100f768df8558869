import { useSessionStore, type TypedSession } from '@/stores/session'
import type { EsCommand, EsEvent, EsState } from '../rules'

/** The open game, seen by the Elder Sign views with its state, commands and events typed. */
export const useGame = (): TypedSession<EsState, EsCommand, EsEvent> => useSessionStore() as unknown as TypedSession<EsState, EsCommand, EsEvent>
