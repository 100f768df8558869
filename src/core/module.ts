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
}

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
