import type { GameDefinition } from '../../core'
import type { Ah2eCommand } from './commands'
import { ah2eFullData } from './data/full'
import type { Ah2eData } from './data/types'
import { decideAh2e } from './decide'
import type { Ah2eEvent } from './events'
import { evolve } from './evolve'
import { ah2eChecks } from './rules/checks'
import { initialAh2eState, type Ah2eState } from './state'

export type { Ah2eCommand } from './commands'
export type { Ah2eEvent } from './events'
export * from './state'
export { scoreOf, type ScoreBreakdown } from './rules/score'
export * as limits from './rules/limits'

export type Ah2eDefinition = GameDefinition<Ah2eState, Ah2eCommand, Ah2eEvent>

export { ah2eFullData }

/** The AH2e game for the engine, over a set of facts (base + Innsmouth by default, or data the owner completed). */
export function createAh2e(data: Ah2eData = ah2eFullData): Ah2eDefinition {
  return {
    id: 'ah2e',
    initialState: initialAh2eState,
    decide: (state, command, ctx) => decideAh2e(data, state, command, ctx),
    evolve,
    checks: ah2eChecks(data),
    undoBarriers: ['SetUpGame'],
    maxCheckIterations: 200,
  }
}

export const ah2e = createAh2e()
