import type { GameRules } from '../../../core'
import { CULTS_COMMAND_FIELDS } from './command-fields'
import { decideCults } from './decide'
import { evolve, initialState } from './evolve'
import { sampleCommands, sampleSetup } from './sample'
import { pendingOf, summarize } from './summary'
import type { CultsCommand, CultsEvent, CultsSetup, CultsState } from './types'

export * from './types'
export * from './logic'
export { evolve, initialState } from './evolve'
export { cultsFlow } from './flow'
export { DEFAULT_NPC_SETTINGS, npcSettings } from './npc'
export { opponentsInOrder, RECRUITMENT_DIE } from './dominance'
export { pendingOf, summarize, type CultsScreen } from './summary'
export { sampleCommands, sampleSetup } from './sample'
export { MESSAGES } from './messages'

export type CultsRules = GameRules<CultsState, CultsCommand, CultsEvent, CultsSetup>

/** Cthulhu: Rise of the Cults (Polish rulebook, seed 002) for the engine, with the solo opponent run by the app. */
export const cults: CultsRules = {
  id: 'cults',
  rulesVersion: 1,
  stateVersion: 1,
  initialState,
  decide: decideCults,
  evolve,
  checks: [],
  undoBarriers: ['SetUpGame'],
  maxCheckIterations: 10,
  setupCommand: (setup) => {
    const { npc, ...rest } = setup
    return { type: 'SetUpGame', data: npc ? setup : rest }
  },
  pending: pendingOf,
  stage: (s) => (s.status === 'new' ? 'new' : s.status === 'over' ? 'ended' : 'playing'),
  summarize,
  sample: sampleCommands,
  sampleSetup,
  commandFields: CULTS_COMMAND_FIELDS,
}

/** Every game's rules folder default-exports its GameRules (the import worker finds them by game id). */
export default cults
