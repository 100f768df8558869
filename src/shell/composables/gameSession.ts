import type { Command, GameEvent } from '@/core'
import { useSessionStore, type TypedSession } from '@/stores/session'

/**
 * The open game's session, seen by one game's views with its state, commands and events typed:
 * what a game's `ui/session.ts` returns (`useGame`). The one place the session store's erased view
 * (`unknown` state, any command) is narrowed to a game's types; sound because
 * - the store folds its state only with the open game's rules (`module.rules`, the loaded module of
 *   the row's kind: `useModule`), and keeps only the entries those rules decided;
 * - a game's views are mounted only from that game's module (the frame renders `module.screens`,
 *   the setup form of the kind picked), so they run only while their own game is the open one;
 * - a command they dispatch goes to the same rules, which check it as they check any command.
 */
export function useGameSession<S, C extends Command, E extends GameEvent>(): TypedSession<S, C, E> {
  return useSessionStore() as unknown as TypedSession<S, C, E>
}
