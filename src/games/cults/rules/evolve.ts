import { evolveByHandlers } from '../../../core'
import { correctionFolds } from './evolve-corrections'
import { fightFolds } from './evolve-fight'
import { npcFolds } from './evolve-npc'
import { planFolds } from './evolve-plans'
import { roundFolds } from './evolve-round'
import type { CultsEvent } from './events'
import type { CultsState } from './state'

export { initialState } from './evolve-base'

/** Every event's fold, by concern. */
const fold = evolveByHandlers<CultsState, CultsEvent>({ ...roundFolds, ...planFolds, ...npcFolds, ...fightFolds, ...correctionFolds })

/** Events that put the board or a setting right: they leave the opponent's step list as it is. */
const ASIDE: ReadonlySet<CultsEvent['type']> = new Set(['DistrictCorrected', 'DisorganizationCorrected', 'DistrictCardsSet', 'SettingChanged'])

/**
 * The opponent's step list (`npcSteps`): its turn starts it (the Planning roll, the Actions roll,
 * or a Plan named by the player); what follows joins it (its fight and Terror, the player's answers
 * in that fight, whose turn is next); the players going on ends it (their own Plan marker placed or
 * taken, a new round's City or Cult phase).
 */
function npcStepsAfter(before: CultsState, next: CultsState, e: CultsEvent): CultsState {
  if (!next.solo || ASIDE.has(e.type)) return next
  const steps = before.npcSteps
  const npcSeat = (seat: number) => !!before.seats[seat]?.npc
  switch (e.type) {
    case 'NpcRolled':
      return { ...next, npcSteps: [e] }
    case 'PlanPlaced':
      return { ...next, npcSteps: e.data.rolls ? [e] : null }
    case 'PlanTaken':
      if (!npcSeat(e.data.seat)) return { ...next, npcSteps: null }
      // A rolled turn goes on; a Plan named by the player with no roll (a Bluff) starts one.
      return { ...next, npcSteps: steps && steps[0].type === 'NpcRolled' && !steps.some((x) => x.type === 'PlanTaken') ? [...steps, e] : [e] }
    case 'PhaseStarted':
      if (e.data.phase === 'city' || e.data.phase === 'cult') return { ...next, npcSteps: null }
      break
    case 'RecruitmentRolled':
    case 'CityRevealed':
      return { ...next, npcSteps: null }
    default:
      break
  }
  return steps ? { ...next, npcSteps: [...steps, e] } : next
}

/** Fold one event. Pure; every event type has its fold (the tables in evolve-*.ts). */
export function evolve(s: CultsState, e: CultsEvent): CultsState {
  return npcStepsAfter(s, fold(s, e), e)
}
