import type { Ah2eEvent } from './events'
import { type Folds, same, withInvestigator } from './evolve-base'
import { type Ah2eState, aoCountersOf, fedsRaidOf } from './state'

function foldUprisingTokenPlaced(s: Ah2eState, e: Extract<Ah2eEvent, { type: 'UprisingTokenPlaced' | 'DeepOnesRisingCorrected' }>): Ah2eState {
  return { ...s, deepOnesRising: e.data.to }
}

/** The event types this table folds. */
type Handled =
  | 'UprisingTokenPlaced' | 'DeepOnesRisingCorrected' | 'MonsterEnteredVortex' | 'FedsRaidCluesPlaced'
  | 'FedsRaided' | 'StateOfEmergencyDeclared' | 'AncientOneCounterAdjusted' | 'InnsmouthLookDrawn'
/** The Innsmouth board: Deep Ones Rising, the vortex, the Feds Raid, the state of emergency, the Ancient One's counters, Innsmouth Look. */
export const innsmouthFolds: Pick<Folds, Handled> = {
  UprisingTokenPlaced: foldUprisingTokenPlaced,
  DeepOnesRisingCorrected: foldUprisingTokenPlaced,
  MonsterEnteredVortex(s, e) {
    return { ...s, monsters: { ...s.monsters, [e.data.uid]: 'cup' } }
  },
  FedsRaidCluesPlaced(s, e) {
    const feds = fedsRaidOf(s)
    return {
      ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, clues: Math.max(0, i.clues - e.data.count) })),
      fedsRaid: { ...feds, [e.data.neighbourhood]: (feds[e.data.neighbourhood] ?? 0) + e.data.count },
    }
  },
  FedsRaided(s) {
    return { ...s, fedsRaid: {}, deepOnesRising: 0 }
  },
  StateOfEmergencyDeclared(s) {
    return { ...s, stateOfEmergency: true }
  },
  AncientOneCounterAdjusted(s, e) {
    return { ...s, aoCounters: { ...aoCountersOf(s), [e.data.key]: e.data.to } }
  },
  InnsmouthLookDrawn: same,
}
