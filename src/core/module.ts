import type { Command, GameDefinition, GameEvent } from './engine'
import type { Rng } from './rng'

/**
 * What every game's rules give the shell and the tools (replay CLI, benchmarks, the conformance
 * kit), on top of the engine's `GameDefinition`. Pure: no vue, pinia, dexie or DOM.
 */

/** Where a game stands, in the shell's terms (the game's own status is richer). */
export type GameStage = 'new' | 'playing' | 'ended'

/** A choice the players owe before play goes on; the shell routes to `screen` to answer it. */
export interface PendingInfo {
  kind: string
  /** The game screen that asks the question. */
  screen: string
}

export interface GameRules<S, C extends Command, E extends GameEvent, Setup = unknown> extends GameDefinition<S, C, E> {
  /** Bump when the same commands yield other events (a rules fix): a saved game made by other rules is checked on import. */
  rulesVersion: number
  /** Bump when the shape of the folded state changes: a stored snapshot of another version is refolded from the log. */
  stateVersion: number
  /** The undo-barrier command that sets a new game up from the setup form's answers. */
  setupCommand(setup: Setup): C
  /** A valid setup drawn with `rng` (every option the form offers, over many draws): the conformance kit and the benchmarks. */
  sampleSetup(rng: Rng): Setup
  /** The choice the players owe now, if any. */
  pending(state: S): PendingInfo | null
  stage(state: S): GameStage
  /** A plain-data digest of the state: what `npm run replay` prints. */
  summarize(state: S): unknown
  /**
   * Plausible commands for this state (legal or not), for the conformance kit's random games and
   * the benchmarks. Uses only `rng` for its choices.
   */
  sample(state: S, rng: Rng): C[]
  /** The fields of every command's data (game files are checked against them). */
  commandFields: { [T in C['type']]: Record<string, FieldShape> }
  /**
   * Where the game's flow stands: round, turn, phase, step (not figures a correction changes). The
   * conformance kit's liveness property asks that, from every state not ended, the commands
   * `offers` lists move it on: to another position, or to the end.
   */
  position?(state: S): string
  /**
   * The commands the game's screens offer to play on from `state`, as a table would tap them: a
   * pending question's answers, the phase's actions, «next» (no corrections: those are for putting
   * the board right, not for playing). Legal or not: the kit tries them. Uses only `rng`.
   */
  offers?(state: S, rng: Rng): C[]
  /**
   * The physical part of the state: every component on the table that the players place, move or
   * take away, as a flat map from a component key (`doom`, `gate:woods`, `monster:m12`) to a
   * primitive. The conformance kit checks the board-change list («Na planszy») against the diff
   * of two of these: a key whose value changed must be named by a line's `parts` (or its `key`).
   */
  physical?(state: S): Readonly<Record<string, PhysicalValue>>
}

/** The value of one physical component (`GameRules.physical`). */
export type PhysicalValue = string | number | boolean | null

/**
 * The fields a command's `data` may hold, by command type: `value` is a JSON primitive or a list of
 * primitives; `map` an object whose keys the rules check, with primitive values; `object` lists an
 * object's own fields (all optional); `list` is an array of one shape; `record` an object whose
 * keys the rules check, with values of one shape. A game file is read with these: a field no
 * command declares is refused, so junk cannot ride along into the log and out again.
 */
export type FieldShape = 'value' | 'map' | { object: Record<string, FieldShape> } | { list: FieldShape } | { record: FieldShape }
export type CommandFields = Record<string, Record<string, FieldShape>>

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, Command, GameEvent, any>

/** What a game's rules give `defineRules`: all of `GameRules` but the parts most games share. */
export type RulesParts<S, C extends Command, E extends GameEvent, Setup> = Omit<GameRules<S, C, E, Setup>, 'undoBarriers' | 'setupCommand' | 'stage'> &
  Partial<Pick<GameRules<S, C, E, Setup>, 'undoBarriers' | 'setupCommand' | 'stage'>>

/** The setup command of the shared frame (`defineRules`): the setup form's answers as its data. */
export interface SetUpGame<Setup> {
  type: 'SetUpGame'
  data: Setup
}

/**
 * A game's rules in the frame every game shares, the game giving only what differs: the
 * `SetUpGame` command (the setup form's answers as its data) sets a game up and is the undo
 * barrier; the stage is read from the state's `status` (`new`; one of `ended`, won or lost by
 * default; else playing). A game with another setup command or stage gives its own. The game's
 * commands are `C` with `SetUpGame<Setup>` among them, so the default `setupCommand` is typed as
 * it is written (no cast): a game whose commands have no `SetUpGame` of its setup's shape does not
 * type-check against its own `GameRules`.
 */
export function defineRules<S extends { status: string }, C extends Command, E extends GameEvent, Setup>(
  parts: RulesParts<S, C | SetUpGame<NoInfer<Setup>>, E, Setup>,
  ended: readonly string[] = ['won', 'lost'],
): GameRules<S, C | SetUpGame<NoInfer<Setup>>, E, Setup> {
  return {
    undoBarriers: ['SetUpGame'],
    setupCommand: (setup) => ({ type: 'SetUpGame', data: setup }),
    stage: (s) => (s.status === 'new' ? 'new' : ended.includes(s.status) ? 'ended' : 'playing'),
    ...parts,
  }
}
