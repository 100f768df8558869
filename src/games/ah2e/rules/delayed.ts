import type { Emitter } from './emitter'
import { ARKHAM_JAIL_CELL } from './arrest'
import { LOST_IN_TIME_AND_SPACE } from './lost'
import { appliesDelayedRule, returnTurnOf, stoodUpOf, type Ah2eState, type Investigator } from './state'

/**
 * Delayed investigators (rulebook «Zatrzymani Badacze», 000 l.483 and l.965: «Badacze, którzy zostali
 * zatrzymani, nie otrzymują punktów ruchu i nie poruszają się podczas Fazy Ruchu. W Fazie Ruchu gracz
 * przywraca jedynie znacznik swojego Badacza do pozycji pionowej … Podczas następnej tury taki Badacz
 * znów będzie mógł się normalnie poruszać»).
 *
 * The app stands them up as the Movement phase begins (DELAY-01), and refuses to move them in that
 * phase, whether still delayed or just stood up (DELAY-02); they move again next turn. An arrested
 * investigator stands up onto the Police Station's main space («Aresztowani Badacze»: «podczas Fazy
 * Ruchu po prostu ustawia znacznik Badacza pionowo i przesuwa go na główne pole Posterunku
 * Policji», DELAY-03). Lost in Time and Space, the player loses the whole next turn: the figure
 * stands up in that turn's Movement phase, not earlier (DELAY-04, `lost.ts`). Only in games set up
 * with `settings.delayedStandUp` (DELAY-05): older games' files hold moves this rule refuses.
 */
export const POLICE_STATION = 'police-station'

/** Whether this delayed investigator stands up in the Movement phase of `turn`. */
function standsUpNow(inv: Investigator, turn: number): boolean {
  if (inv.devoured || !inv.delayed) return false
  const back = returnTurnOf(inv)
  return inv.location !== LOST_IN_TIME_AND_SPACE || back === null || turn >= back - 1
}

/** At the start of the Movement phase: every delayed investigator stands up instead of moving. */
export function standUpDelayed(em: Emitter): void {
  if (!appliesDelayedRule(em.state)) return
  for (const inv of em.state.investigators) {
    if (!standsUpNow(inv, em.state.turn)) continue
    const to = inv.location === ARKHAM_JAIL_CELL ? { to: POLICE_STATION } : {}
    em.emit({ type: 'InvestigatorStoodUp', data: { investigatorId: inv.id, ...to } }, 'rule/delayed-stands-up')
  }
}

/** Why this investigator may not move now, or null: delayed, or stood up this Movement phase. */
export function delayedMoveRefusal(state: Pick<Ah2eState, 'phase' | 'status' | 'stoodUp' | 'settings'>, inv: Investigator): string | null {
  if (!appliesDelayedRule(state) || state.status !== 'playing' || state.phase !== 'movement') return null
  return inv.delayed || stoodUpOf(state).includes(inv.id) ? 'investigator/delayed' : null
}
