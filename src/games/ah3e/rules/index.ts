import { defineRules, type GameRules } from '../../../core'
import { ah3eData } from '../data'
import type { Ah3eData } from '../data/types'
import { ah3eChecks } from './checks'
import { AH3E_COMMAND_FIELDS } from './command-fields'
import type { Ah3eCommand, Ah3eSetup } from './commands'
import { decideAh3e } from './decide'
import type { Ah3eEvent } from './events'
import { evolve } from './evolve'
import { sampleCommands, sampleSetup } from './sample'
import { offersFrom, physical, position } from './contract'
import { initialAh3eState, type Ah3eState } from './state'
import { pendingOf, summarize } from './summary'

export type { Ah3eCommand, Ah3eCommandType, CommandOf, Ah3eSetup, SetupPlayer, ScenarioOwnerFacts, EventCardInput, SearchEventDeckData } from './commands'
export type { Ah3eEvent, Ah3eEventType, EventOf } from './events'
export * from './state'
export { evolve, sameFacts } from './evolve'
export { AUTOMATIONS, OPTIONAL_AUTOMATIONS, type Automation } from './automations'
export { inevitableRows, seriesOver, seriesRecordAfter, unplayed } from './series'
export { mapGraph, monsterPath, routeJumps, townTiles, type MapGraph } from './map'
export { missingFacts } from './decide/setup'
export { doomSpaces, overflowCandidates } from './doom'
export { canDraw } from './cup'
export { needsDoom, searchEnd } from './event-deck'
export { AH3E_SCREENS, nextStep, pendingOf, summarize, type Ah3eScreen } from './summary'
export { physical, position } from './contract'
export { MESSAGES } from './messages'

export type Ah3eRules = GameRules<Ah3eState, Ah3eCommand, Ah3eEvent, Ah3eSetup>

/**
 * Arkham Horror 3rd edition with Under Dark Waves (Polish «Horror w Arkham» · «Wśród mrocznych
 * fal») for the engine, over a set of facts (the shipped data by default).
 */
export function createAh3e(data: Ah3eData = ah3eData): Ah3eRules {
  return defineRules({
    id: 'ah3e',
    // rulesVersion 2: trait searches in the event deck (SearchEventDeck), the sheet's reminder bands
    // edited mid-game (SetSheetBands). New commands and events only: version 1 files replay unchanged.
    // rulesVersion 3: a game set up with `rules: 3` (the form's) ends its Mythos phase by the players'
    // tap and reads a gathered clue's card before it is discarded; the mythos source switched
    // mid-game (SetMythosSource). A file without `rules` replays as before (version 1 and 2 files
    // unchanged).
    // rulesVersion 4: the app's cup drawn on through the Mythos phase in one command
    // (`DrawMythosToken.on`, AH3E-MYTH-10), which in the encounter phase begins the Mythos phase. A new
    // field only: files of versions 1–3 replay unchanged.
    // stateVersion 2: the state holds the rules version it was set up under and how often the event
    // discard pile was shuffled back into the deck. stateVersion 3: the terror encounters drawn in the
    // phase (`phaseEncounters`, kept on the board until the phase moves on).
    rulesVersion: 4,
    stateVersion: 3,
    initialState: initialAh3eState,
    decide: (state, command, ctx) => decideAh3e(data, state, command, ctx),
    evolve,
    checks: ah3eChecks(),
    maxCheckIterations: 100,
    pending: pendingOf,
    summarize,
    sample: sampleCommands(data),
    sampleSetup: (rng) => sampleSetup(data, rng),
    commandFields: AH3E_COMMAND_FIELDS,
    position,
    offers: offersFrom((rng) => sampleSetup(data, rng)),
    physical,
  })
}

export const ah3e = createAh3e()

/** Every game's rules folder default-exports its GameRules (the import worker finds them by game id). */
export default ah3e
