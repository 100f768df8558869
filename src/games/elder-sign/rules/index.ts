import { defineRules, type GameRules } from '../../../core'
import { elderSignData } from '../data'
import type { EsData } from '../data/types'
import { esChecks } from './checks'
import type { EsCommand, EsSetup } from './commands'
import { decideEs } from './decide'
import type { EsEvent } from './events'
import { evolve } from './evolve'
import { sampleCommands, sampleSetup } from './sample'
import { ES_COMMAND_FIELDS } from './command-fields'
import { initialEsState, type EsState } from './state'
import { pendingOf, summarize } from './summary'
import { physical, position } from './contract'
import { offersOf } from './offers'

export type { EsCommand, EsCommandType, CommandOf, EsSetup, AncientOneFacts, MonsterTokenFacts, MythosInput, AttackChange, SetupPlayer, Stat } from './commands'
export type { EsEvent, EsEventType, EventOf } from './events'
export * from './state'
export { evolve } from './evolve'
export { legalTasks, canComplete, effectiveTasks, usableDice, covers, suggestDice, costWouldKill, type EffectiveTask, type TaskOption, type TaskRefusal } from './tasks'
export { monsterPlacements, type MonsterPlacement } from './monsters'
export { availableInvestigators, paymentRefusal, allDevoured } from './investigators'
export { knownTag, parseAtoms } from './effects'
export { dieForLock, dieType, outOfDice, terrorFollows } from './dice'
export { ancientOneComplete, resolveAncientOne } from './decide/setup'
export { mythosFacts } from './decide/answers'
export { pendingOf, nextStep, summarize, type EsScreen } from './summary'
export { payWith } from './sample'
export { MESSAGES } from './messages'
export { position, physical } from './contract'
export { offersOf, diceControls, ADD_DIE_ITEM, type DiceControls } from './offers'

export type EsRules = GameRules<EsState, EsCommand, EsEvent, EsSetup>

/**
 * Elder Sign (base game, Polish revised edition «Znak Starszych Bogów») for the engine, over a set
 * of facts (the shipped data by default).
 */
export function createElderSign(data: EsData = elderSignData): EsRules {
  return defineRules({
    id: 'elder-sign',
    rulesVersion: 2,
    stateVersion: 1,
    initialState: initialEsState,
    decide: (state, command, ctx) => decideEs(data, state, command, ctx),
    evolve,
    checks: esChecks(data),
    maxCheckIterations: 100,
    pending: pendingOf,
    summarize,
    sample: sampleCommands(data),
    sampleSetup: (rng) => sampleSetup(data, rng),
    commandFields: ES_COMMAND_FIELDS,
    position,
    offers: offersOf(data),
    physical,
  })
}

export const elderSign = createElderSign()

/** Every game's rules folder default-exports its GameRules (the import worker finds them by game id). */
export default elderSign
