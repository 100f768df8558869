import type { Component } from 'vue'
import type { Command, GameEvent, GameRules, LogEntry, PendingInfo } from '@/core'
import type { Dict, Locale, LocalText } from '@/i18n'
import type { NamesHook } from './names'
import { ICONS, type IconShape } from './icons'
import { groupAll } from './composables/groupLog'

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
  /**
   * The log's section headings: `entries` in order, grouped (turn, phase, battle…). A game that gives
   * `logGrouper` leaves this to `defineModule` (its grouper fed every entry).
   */
  logGroups(entries: readonly LogEntry<C, E>[]): LogGroup<C, E>[]
  /**
   * The same grouping fed one entry at a time: the Log feeds a long log in slices and yields between
   * them. Without it the log is grouped in one go (`logGroups`).
   */
  logGrouper?(): LogGrouper<C, E>
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
   * A command that says the board matches the app (the players' «round laid on the board» tap):
   * `'before'` — it matched before this change, whose lines start a fresh «Na planszy»; `'after'` —
   * the change itself is done on the board too, and the list is empty after it. Read for every
   * command on every phone (a live table's guests as the tapping phone), never for an undo or redo.
   */
  boardSettles?(before: S, after: S): 'before' | 'after' | null
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
  /**
   * The evening's story and the group's record (`src/shell/story`): loaded only when the story
   * screen or the record is shown, so neither the game's first screen nor the games list carries
   * it. Absent: the game has no story screen and no line in the record.
   */
  story?(): Promise<StoryHooks<S, C, E>>
}

/** Where a game is in its rounds. */
type RoundPoint = { round: number; phase: string }

/**
 * `boardSettles` for a game whose players lay the whole round on the board before the next begins
 * (their tap that ends `lastPhase` says so): the change that starts the next round leaves «Na
 * planszy» empty on every phone.
 */
export const roundLaidOnBoard = <P extends string>(lastPhase: P) =>
  (before: RoundPoint, after: RoundPoint): 'after' | null =>
    before.phase === lastPhase && after.round > before.round ? 'after' : null

/**
 * A game's module in the shell's frame: its rules typed with their own setup (the shell only hands
 * the setup form's answers back to `setupCommand`, so it sees the setup as `unknown`), the rest as
 * `LoadedGame` says. The one place the setup's type is widened: no cast in a game's module.
 */
export function defineModule<S, C extends Command, E extends GameEvent, Setup>(
  m: Omit<LoadedGame<NoInfer<S>, NoInfer<C>, NoInfer<E>>, 'rules' | 'logGroups'> & {
    rules: GameRules<S, C, E, Setup>
    logGroups?: LoadedGame<NoInfer<S>, NoInfer<C>, NoInfer<E>>['logGroups']
  },
): LoadedGame<S, C, E> {
  if (m.logGroups) return { ...m, logGroups: m.logGroups } as LoadedGame<S, C, E>
  const grouper = m.logGrouper
  if (!grouper) throw new Error('defineModule: a game gives logGroups or logGrouper.')
  // One grouping per game: the one-go form is its grouper fed every entry.
  return { ...m, logGroups: (entries) => groupAll(grouper(), entries) } as LoadedGame<S, C, E>
}

/** What a game gives the story screen and the group's record (`LoadedGame.story`). Pure: no Vue, no storage. */
export interface StoryHooks<S = unknown, C extends Command = Command, E extends GameEvent = GameEvent> {
  /** The evening's figures from its log: one value per step (turn, round…) of each series, the turning points, the result. */
  story(entries: readonly LogEntry<C, E>[], state: S): GameStory
  /** A saved game's line in the group's record, from its folded state. */
  record(state: S): GameRecord
}

/**
 * A text the shell words in the UI language: a key of the game's namespace (or `story:…`, the
 * shell's story strings) with its parameters (a parameter may be a text of its own, worded first);
 * text given in both languages (a name from the game's data); or an event, worded as the log words
 * it (`describeEvent`).
 */
export type StoryText = { key: string; params?: Record<string, string | number | StoryText> } | { text: LocalText } | { event: GameEvent }

/** One step of the evening's x axis (a turn, a round, the setup…): its figures are the state after its last entry. */
export interface StoryStep {
  /** The short label under the axis («5», «B2»). */
  tick: string
  /** Its full name (the table's rows, screen readers). */
  name: StoryText
  /** The log entry a tap on the step opens: the last one in it that moved a figure (else its last). */
  seq: number
}

/** One line of a chart: a value per step of the story (null: not in play then). */
export interface StorySeries {
  id: string
  label: StoryText
  values: (number | null)[]
  /** The colour it is drawn in (the palette's order when absent). */
  hue?: StoryHue
}
export type StoryHue = 'red' | 'purple' | 'amber' | 'green' | 'blue' | 'cyan' | 'pink' | 'slate'

export interface StoryChart {
  id: string
  title: StoryText
  series: StorySeries[]
  /** Lines across at the values where something happens (the track's end, the overflow at 6), in the hue of the series they belong to. */
  limits?: { value: number; label: StoryText; hue?: StoryHue }[]
}

/** A turning point: the first threshold, the awakening, a seal, the lead changing hands… */
export interface StoryMoment {
  kind: 'threshold' | 'awakening' | 'seal' | 'midnight' | 'lead' | 'loss' | 'end'
  /** Index into `GameStory.steps`. */
  step: number
  /** The entry it happened in (a tap opens the log there). */
  seq: number
  text: StoryText
  /** Drawn on the charts as a numbered mark at its step (the story's few big ones). */
  mark?: boolean
}

/** How the evening ended. */
export interface StoryResult {
  /** `over`: a competitive game, won by a seat rather than the table. */
  outcome: 'won' | 'lost' | 'over'
  /** What decided it, in the game's words. */
  text: StoryText
  /** The score by the rulebook's formula, where it has one: the total and its parts (signed). */
  score?: { total: number; parts: { label: StoryText; value: number }[] }
  /** A competitive game's final standings, first to last. */
  standings?: { label: StoryText; value: number; first: boolean }[]
}

/** The evening in figures (`StoryHooks.story`). */
export interface GameStory {
  /** What a step of the x axis is («Tura», «Runda»). */
  axis: StoryText
  steps: StoryStep[]
  charts: StoryChart[]
  /** In the order they happened. */
  moments: StoryMoment[]
  /** Null while the game goes on. */
  result: StoryResult | null
}

/** A saved game's line in the group's record (`StoryHooks.record`). */
export interface GameRecord {
  ended: boolean
  /** Once ended: the table's result; null for a competitive game (no table result) or while it goes on. */
  result: 'won' | 'lost' | null
  /** The score by the rulebook's formula (a won AH2e game, the solo player's points…); null without one. */
  score: number | null
  players: number
  /** Whom or what the table played against (the Ancient One, the scenario); null: nothing to group by. */
  against: { id: string; kind: StoryText; name: StoryText } | null
  /** A game of a series (AH3e's Inevitable mode): the series, this game's number, the record with this game when it has ended. */
  series: { id: string; game: number; pool: number; games: { name: StoryText; result: 'won' | 'lost' }[]; outcome: 'won' | 'lost' | null } | null
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
  /** Its bottom-nav icon: one of the shell's `ICONS` or a path of the game's own. */
  icon: IconShape
  view: () => Promise<Component>
  /** Shown only in some states (the battle screen once the Ancient One wakes). */
  visible?(state: S): boolean
}

/** A lazily loaded part of a game (a screen, the setup form, the story, strings): the default export of a dynamic import. */
export const lazy = <T>(load: () => Promise<{ default: T }>): (() => Promise<T>) => () => load().then((m) => m.default)

/** A game's strings in one language, from one or more JSON files (a later file's key wins). */
export const strings = (...files: (() => Promise<{ default: Dict }>)[]): (() => Promise<Dict>) => () =>
  Promise.all(files.map((f) => f())).then((ds) => Object.assign({}, ...ds.map((d) => d.default)) as Dict)

/** A game screen: its bottom-nav label is `nav.<id>` in the game's strings; `visible` shows it only in some states. */
export const screen = <S>(id: string, icon: IconShape, view: () => Promise<{ default: Component }>, visible?: (state: S) => boolean): GameScreen<S> =>
  ({ id, labelKey: `nav.${id}`, icon, view: lazy(view), ...(visible ? { visible } : {}) })

/** The shell's names screen, where the owner corrects the component names (for a game with `names`). */
export const namesScreen = <S>(): GameScreen<S> => screen<S>('names', ICONS.names, () => import('./views/NamesView.vue'))

/** The props of a game's setup form. */
export interface SetupFormProps {
  /** Create the game; resolves to its id, or a refusal with a message. */
  create(o: { name: string; seed: string; setup: unknown }): Promise<{ ok: true; value: string } | { ok: false; error: { code: string; message: string } }>
  /** The game this form created, when the page was opened again on its checklist (it is the session's open game): the form shows that checklist, not a new form. */
  created?: string | null
}

export interface LogGroup<C extends Command = Command, E extends GameEvent = GameEvent> {
  key: string
  /** The heading in the UI language (may be a getter: the Log reads it only for the groups it shows). */
  readonly label: string
  items: LogEntry<C, E>[]
}

/** A game's grouping of its log, fed entry by entry in the log's order (`GameModule.logGrouper`). */
export interface LogGrouper<C extends Command = Command, E extends GameEvent = GameEvent> {
  /** The next entry. */
  add(entry: LogEntry<C, E>): void
  /** The groups of the entries fed so far, in order (the same array, growing; its last group may still grow). */
  readonly groups: LogGroup<C, E>[]
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
  /** A notice to read with nothing to do on the board (the game's end): its button says «Rozumiem», not «Zrobione na planszy». */
  read?: boolean
}
