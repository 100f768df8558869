import { defineRules, type GameRules } from '../../../core'
import type { Ah2eCommand } from './commands'
import { ah2eFullData } from '../data/full'
import type { Ah2eData } from '../data/types'
import { decideAh2e } from './decide'
import { baseGateOrder } from './encounters'
import type { Ah2eEvent } from './events'
import { evolve } from './evolve'
import { ah2eChecks } from './checks'
import { AH2E_COMMAND_FIELDS } from './command-fields'
import { sampleAh2e } from './sample'
import { offersOf, physicalOf, positionOf } from './contract'
import { initialAh2eState, type Ah2eState } from './state'
import { summarizeAh2e } from './summary'

export type { Ah2eCommand } from './commands'
export type { Ah2eEvent } from './events'
export * from './state'
export { scoreOf, type ScoreBreakdown } from './score'
export * as limits from './limits'
export { uniqueMoveSuggestions } from './movement'

/** What the setup form gives: the `SetUpGame` command's data. */
export type Ah2eSetup = Extract<Ah2eCommand, { type: 'SetUpGame' }>['data']
export type Ah2eDefinition = GameRules<Ah2eState, Ah2eCommand, Ah2eEvent, Ah2eSetup>

export { ah2eFullData }

/**
 * Events written by older versions, read as today's: a setup event from before the Gate deck was
 * tracked gets the base Gate cards in the data's order (what those games drew from), so the fold
 * needs no game data of its own.
 */
export function upcastAh2e(e: Ah2eEvent, data: Ah2eData): Ah2eEvent {
  if (e.type === 'GameSetUp' && !e.data.gateDeck) return { ...e, data: { ...e.data, gateDeck: baseGateOrder(data) } }
  return e
}

/** The AH2e game for the engine, over a set of facts (base + Innsmouth by default, or data the owner completed). */
export function createAh2e(data: Ah2eData = ah2eFullData): Ah2eDefinition {
  return defineRules({
    id: 'ah2e',
    // 2: the stored state always holds the Gate deck (read from an upcast setup event).
    // rulesVersion 2: closed locations empty to the street, gates replace closed locations, the
    // position checks, Sanity/Stamina and the Lost in Time and Space return (same commands may
    // now record other events; the fold of recorded events is unchanged).
    // 3: games set up with settings.delayedStandUp (every new one) stand the delayed up as the Movement
    // phase begins (AdvancePhase records InvestigatorStoodUp) and refuse their moves in it.
    rulesVersion: 3,
    stateVersion: 2,
    initialState: initialAh2eState,
    decide: (state, command, ctx) => decideAh2e(data, state, command, ctx),
    evolve: (state, event) => evolve(state, upcastAh2e(event, data)),
    checks: ah2eChecks(data),
    maxCheckIterations: 200,
    // Every shape the setup form sends: a name per player (empty when left blank), both settings,
    // null for a drawn Ancient One, expansions only with Innsmouth, a Herald only when one is chosen.
    sampleSetup: (rng) => {
      const innsmouth = rng.int(3) === 0
      const players = 1 + rng.int(8)
      const aos = data.ancientOnes.filter((a) => a.set === 'base' || innsmouth)
      const heralds = data.innsmouth?.heralds ?? []
      return {
        players,
        investigatorNames: Array.from({ length: players }, (_, i) => (rng.int(2) === 0 ? '' : `Badacz ${i + 1}`)),
        ancientOne: rng.int(4) === 0 ? null : rng.pick(aos).id,
        settings: { terrorTenAddsDoom: rng.int(4) !== 0, trackPositions: rng.int(3) !== 0, delayedStandUp: rng.int(5) !== 0 },
        ...(innsmouth ? { expansions: ['innsmouth' as const] } : {}),
        ...(heralds.length && rng.int(4) === 0 ? { herald: rng.pick(heralds).id } : {}),
      }
    },
    // Every choice the rules ask for is answered on the table, where the Mythos card is drawn (issue #25).
    pending: (state) => (state.pending ? { kind: state.pending.kind, screen: 'table' } : null),
    summarize: (state) => summarizeAh2e(state, data),
    sample: (state, rng) => sampleAh2e(data, state, rng),
    commandFields: AH2E_COMMAND_FIELDS,
    position: positionOf,
    offers: (state, rng) => offersOf(data, state, rng),
    physical: physicalOf,
  })
}

export const ah2e = createAh2e()

/** Every game's rules folder default-exports its GameRules (the import worker finds them by game id). */
export default ah2e
