import { ref, shallowRef } from 'vue'
import type { Command, GameEvent, LogEntry, Result, RuleViolation } from '@/core'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { scoped } from '@/i18n'
import type { LoadedGame, TableAlert } from '@/shell/module'
import type { SheetOp } from '@/shell/boardSheet'

/**
 * The open game's session store (stores/session.ts) is split by concern into stores/session-*.ts:
 * this file holds what they share (the refs of the open game and the types the shell sees); the
 * others are factories the store's setup calls once, each given these refs.
 */

export type Entry = LogEntry<Command, GameEvent>

/** A tap on the open game, as a live table's guest sends it to the host's phone (src/shell/live). */
export type LiveAct = { k: 'do' | 'replace'; command: Command } | { k: 'undo'; to: number } | { k: 'redo' }
/**
 * A live table on game `id` (src/shell/live, loaded with its screens): set while one runs, and all
 * of it the session knows. The frame shows the table's bar; a guest's taps go to the host's phone
 * (`send`); a host hears each change this tab commits (`heard`, in the commit's follow-ups) and
 * sends it on.
 */
export interface LiveHook {
  id: string
  role: 'host' | 'guest'
  connected: boolean
  peers: number
  send?(a: LiveAct): Promise<Result<never>>
  /** A guest the host lets only watch: the game's controls are off (the table's bar says why). */
  watching?: boolean
  heard?(kind: 'command' | 'undo' | 'redo'): void
  /** The players ticked, unticked or cleared «Na planszy» on this phone: the table's other phones follow. */
  sheet?(op: SheetOp): void
}
/** A change the host's phone decided, as a live table's guest writes it to its copy (`applyRemote`). */
export interface RemoteStep {
  entries: Entry[]
  redo: Entry[]
  state: unknown
  kind: 'command' | 'undo' | 'redo'
  /** The command's entry when it is one (its alerts show). */
  entry?: Entry
  write(next: GameRow, cur: GameRow): Promise<void>
}

/** What a change of the game is, for the board and the follow-ups. */
export type ChangeKind = 'command' | 'undo' | 'redo'

export const READ_ONLY: RuleViolation = { code: 'app/read-only', message: 'This game is open in another tab: this tab only follows it.' }
export const NO_GAME: RuleViolation = { code: 'app/no-game', message: 'No game is open.' }

/** The open game's refs, shared by the session's parts (each is one of the store's own refs). */
export function sessionRefs() {
  return {
    module: shallowRef<LoadedGame | null>(null),
    row: shallowRef<GameRow | null>(null),
    state: shallowRef<unknown>(null),
    entries: shallowRef<Entry[] | null>(null),
    redoStack: shallowRef<Entry[]>([]),
    lastError: ref<RuleViolation | null>(null),
    lastEntry: shallowRef<Entry | null>(null),
    alerts: ref<TableAlert[]>([]),
    loaded: ref(false),
    /**
     * Commands being written: the save indicator says «saving» once writing has lasted a moment
     * (SaveState). A command is shown and acknowledged (saved, its alerts, other tabs told, `dispatch`
     * resolved) only once committed.
     */
    saving: ref(0),
    /** Another tab holds this game: this one follows it and cannot write (until that tab lets go). */
    readOnly: ref(false),
    /** The game was deleted in another tab while open here. */
    gone: ref(false),
    /** The live table on the open game, while one runs (`LiveHook`). */
    live: shallowRef<LiveHook | null>(null),
  }
}

/**
 * The refs and one plain counter: `generation` counts `close()`s, so an open or a create that
 * outlives the game it was for lets go of what it took.
 */
export type SessionCore = ReturnType<typeof sessionRefs> & { generation: number }

/** The game as another tab (or a restore) left it in the database. */
export async function reloadRow(c: SessionCore, id: string): Promise<void> {
  const r = await repo.getGame(id)
  if (!r || c.row.value?.id !== id) return
  c.row.value = r
  c.state.value = r.state
  c.redoStack.value = r.redo as Entry[]
  c.entries.value = null
}

/**
 * The games-list line is written in both languages: the other language's strings load when the
 * first write needs them, not while the game is being shown.
 */
export function bothLanguages(c: SessionCore): Promise<void> | null {
  // Nothing to wait for when both are there (a tap then issues its write without yielding).
  const m = c.module.value
  return m && !scoped(m.id).hasBoth() ? scoped(m.id).loadBoth() : null
}
