import type { Component } from 'vue'
import type { Command, GameEvent, GameRules, LogEntry, PendingInfo } from '@/core'
import type { Dict, Locale, LocalText } from '@/i18n'
import type { NamesHook } from './names'

/**
 * What the shell needs from a game, once its module is loaded (`registry.load()`): its rules, its
 * strings, its screens and setup form, and the hooks the shell's screens call (log lines, alerts,
 * the saved-games line). The shell never imports a game; a game never imports another.
 */
export interface LoadedGame<S = unknown, C extends Command = Command, E extends GameEvent = GameEvent> {
  id: string
  rules: GameRules<S, C, E, unknown>
  /** The game's string namespace (= its id) in each language. */
  messages: Record<Locale, () => Promise<Dict>>
  /** The game's screens, in bottom-nav order; the first is where a game opens. */
  screens: readonly GameScreen<S>[]
  /** The new-game form; gets a `create` prop (see `SetupFormProps`). */
  SetupForm: () => Promise<Component>
  /** One event as a sentence in the UI language (the log, the live region). */
  describeEvent(e: E, state: S | null): string
  /**
   * An entry's events as log lines, where a game may join a run of alike events with the same
   * cause into one line («Połóż Wskazówki: …» for several clues). Absent: one `describeEvent` line
   * per event.
   */
  describeEvents?(events: readonly E[], state: S | null): EventLine[]
  /** A command in the log: what it was and, for a choice or a correction, what was chosen (`state`: the game now, for names). */
  describeCommand(c: C, state: S | null): string
  /** Why an event happened (its `cause`), in words. */
  describeCause(cause: string | undefined): string
  /** The question a pending choice asks (the banner that leads to the screen answering it). */
  describePending(p: PendingInfo): string
  /** Events the log and the announcements leave out (bookkeeping steps). */
  hidden: ReadonlySet<string>
  /** The log's section headings: `entries` in order, grouped (turn, phase, battle…). */
  logGroups(entries: readonly LogEntry<C, E>[]): LogGroup<C, E>[]
  /** The saved-games line, in both languages (written with the row; the list renders it without game code). */
  listSummary(state: S): ListSummary
  /** Full-screen notices for a committed command (a threshold tripped): what to do on the board. */
  alerts(entry: LogEntry<C, E>, state: S): TableAlert[]
  /**
   * What the players change on the physical board to take it from `before` to `after`: after a
   * command, an undo, a redo or an undo-to-here (always the net change, so an undo lists what to
   * take back), in the UI language, as a short tick-off list. The physical board stays the truth:
   * this is how it keeps up with the app.
   */
  boardChanges?(before: S, after: S): BoardChange[]
  /**
   * The keys a content pack may give text for, by kind (`mythos` → the card ids…): the owner's own
   * card text and names (`src/shell/contentPack.ts`). Absent: the game takes no packs.
   */
  contentKeys?(): Readonly<Record<string, readonly string[]>>
  /**
   * The game's named components and the owner's corrections of their names (kept with the game's
   * owner facts): what the shell's names screen (`components/NameCorrections.vue`,
   * `views/NamesView.vue`) lists and edits. Absent: the game's names are not corrected on the device.
   */
  names?(): NamesHook
  /** After a command is saved (e.g. remember the facts the owner filled in). */
  onCommitted?(entry: LogEntry<C, E>, state: S): void
}

/** One log line: what happened, and its cause (an event's `cause`, worded by `describeCause`). */
export interface EventLine {
  text: string
  cause?: string
}

export interface GameScreen<S = unknown> {
  id: string
  /** Key of the bottom-nav label in the game's namespace. */
  labelKey: string
  /** Name of a `NavIcon`. */
  icon: string
  view: () => Promise<Component>
  /** Shown only in some states (the battle screen once the Ancient One wakes). */
  visible?(state: S): boolean
}

/** The props of a game's setup form. */
export interface SetupFormProps {
  /** Create the game; resolves to its id, or a refusal with a message. */
  create(o: { name: string; seed: string; setup: unknown }): Promise<{ ok: true; value: string } | { ok: false; error: { code: string; message: string } }>
}

export interface LogGroup<C extends Command = Command, E extends GameEvent = GameEvent> {
  key: string
  /** The heading in the UI language. */
  label: string
  items: LogEntry<C, E>[]
}

/** A saved game's line in the games list, in both languages, and whether the game has ended. */
export interface ListSummary {
  parts: LocalText[]
  status: LocalText
  ended: boolean
}

/** The pictures a board change can carry (`BoardIcon`). */
export type BoardIconName =
  | 'gate' | 'seal' | 'monster' | 'clue' | 'doom' | 'terror' | 'closed' | 'marker' | 'ally' | 'investigator'
  | 'card' | 'trophy' | 'health' | 'sanity' | 'clock' | 'dice' | 'token'

/** One physical change on the board, as a line to tick off. */
export interface BoardChange {
  /** The same for the same change whatever the language (ticks survive a language switch). */
  key: string
  icon: BoardIconName
  text: string
  /** A second, smaller line: how to find the piece (e.g. a card whose title the players cannot read in their language). */
  detail?: string
  /**
   * The physical components (`GameRules.physical` keys) this line puts right; absent: just `key`.
   * The conformance kit checks that every component a change moved is named by some line.
   */
  parts?: readonly string[]
}

/** A full-screen notice: a threshold tripped and the physical board must follow. */
export interface TableAlert {
  kind: string
  severity: 'info' | 'warning' | 'critical'
  title: string
  body: string
}
