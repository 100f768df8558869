import type { GameFile, GameFileError, ParseOptions } from '@/core/game-file'
import type { GameRow } from '@/db/db'

/**
 * The messages between the games store (`games-io.ts`) and the import worker
 * (src/app/import.worker.ts), which reads a game file off the main thread: the protocol is
 * described there.
 */
export type ImportRequest =
  | { type: 'parse'; text: string; opts: Pick<ParseOptions, 'ignoreRecordedEvents'>; knownGames: string[] }
  | { type: 'write'; row: Omit<GameRow, 'state' | 'redo'> }
  | { type: 'cancel' }
export type ImportMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'parsed'; ok: false; error: GameFileError }
  | { type: 'parsed'; ok: true; file: Omit<GameFile, 'commands' | 'undone' | 'events' | 'undoneEvents'>; lastSeq: number; state: unknown }
  | { type: 'written' }
  | { type: 'write-failed'; name: string; message: string }
