import type { Emitter } from './emitter'
import { districtOf } from './logic'
import type { District } from './state'

/**
 * ROC-INV: the district's Investigator token moves 1 space along its track (a Preparation there, by
 * anyone, the NPC too; or a City card). Arriving, it joins the district for good and a new token
 * starts on the space of the player count (solo: "2"); it counts only once it has arrived
 * (rulebook «Badacze tajemnic», l.436–475, l.1164–1171). The track is kept as steps left.
 */
export function advanceInvestigator(em: Emitter, district: District, cause: string): void {
  const d = districtOf(em.state, district)!
  const left = d.track - 1
  const arrived = left <= 0
  em.emit({ type: 'InvestigatorAdvanced', data: { district, track: arrived ? em.state.trackStart : left, arrived, investigators: d.investigators + (arrived ? 1 : 0) } }, cause)
}
