import { defineRules, type GameRules } from '../../../core'
import { CULTS_COMMAND_FIELDS } from './command-fields'
import { decideCults } from './decide'
import { evolve, initialState } from './evolve'
import { sampleCommands, sampleSetup } from './sample'
import { pendingOf, summarize } from './summary'
import { offers, physical, position } from './contract'
import type { CultsCommand, CultsSetup } from './commands'
import type { CultsEvent } from './events'
import type { CultsState } from './state'

export * from './state'
export * from './commands'
export * from './events'
export * from './logic'
export { evolve, initialState } from './evolve'
export { cultsFlow } from './flow'
export { DEFAULT_NPC_SETTINGS, npcSettings } from './npc'
export { opponentsInOrder, RECRUITMENT_DIE } from './dominance'
export { pendingOf, summarize, type CultsScreen } from './summary'
export { sampleCommands, sampleSetup } from './sample'
export { MESSAGES } from './messages'
export { offers, physical, position } from './contract'
export { cityCardOf, districtCardOf, goalCardOf, GOAL_MAX, GOAL_NEEDS_MAX, DIFFICULTY_MAX, LABEL_MAX, STACK_MAX } from './cards'

export type CultsRules = GameRules<CultsState, CultsCommand, CultsEvent, CultsSetup>

/** Cthulhu: Rise of the Cults (Polish rulebook, seed 002) for the engine, with the solo opponent run by the app. */
export const cults: CultsRules = defineRules(
  {
    id: 'cults',
    // rulesVersion 2: District cards on the board (SetDistrictCards), City and Goal cards as entered,
    // an opponent setting switched mid-game (ChangeSetting). New commands and optional fields only:
    // version 1 files replay to the same events.
    // rulesVersion 3: a game set up with `rules: 3` (the form's, `SETUP_RULES`) refuses a Preparation
    // with neither a Site nor a Ritual (`prepare/nothing`, ROC-PREP-01: that Plan is the Bluff). A file
    // without `rules` replays as it was played, its empty Preparations included (versions 1–2 unchanged).
    // The state's `rules` is absent in such a game, as in its stored snapshot: no stateVersion change.
    // stateVersion 2: districts hold their cards and Action stack, the City card its label, the game
    // its Goal card (a stored version 1 state is folded again from its events).
    // stateVersion 3: a district counts the cards taken from its stacks (the board's oracle, `physical`);
    // the opponent's turn is kept as its step list through its fight (npcSteps); its destroyed cards.
    // stateVersion 4: a physical opponent deck counts the cards its fights turned up (`npc.revealed`).
    rulesVersion: 3,
    stateVersion: 4,
    initialState,
    decide: decideCults,
    evolve,
    checks: [],
    maxCheckIterations: 10,
    setupCommand: (setup) => {
      const { npc, ...rest } = setup
      return { type: 'SetUpGame', data: npc ? setup : rest }
    },
    pending: pendingOf,
    summarize,
    sample: sampleCommands,
    sampleSetup,
    commandFields: CULTS_COMMAND_FIELDS,
    position,
    offers,
    physical,
  },
  ['over'],
)

/** Every game's rules folder default-exports its GameRules (the import worker finds them by game id). */
export default cults
