import type { Emitter } from './emitter'
import { boardIndex, investigatorsAt, monstersAt } from './limits'
import type { Ah2eData } from '../data/types'
import type { Ah2eState } from './state'

/**
 * Closed locations (rulebook «ZNACZNIKI „ZAMKNIĘTE”», «Tor paniki»; Innsmouth FAQ «Obszary» and
 * «Bramy i Inne Światy»).
 *
 * - Nobody, investigator or monster, may enter a closed location.
 * - A location a card closes, even for a while, sends its investigators and monsters to the street
 *   at once, «tak jakby obszar został trwale zamknięty» (Innsmouth rulebook, FAQ «Obszary», lines
 *   860–864 of the Polish text).
 * - A gate open there replaces the location while it is open: «Brama zastępuje obszar, więc kiedy
 *   jest otwarta, nie bierze się pod uwagę zamkniętego obszaru» (FAQ «Bramy i Inne Światy», lines
 *   987–1000). A gate may open on a closed location (on top of the marker), a location with an
 *   open gate may be closed (the marker goes under the gate) and nobody moves; investigators return
 *   through that gate and monsters appear at it. When that gate is closed, the normal rules of a
 *   closed location apply: everyone there goes to the street.
 */

/** Where the occupants of a closed location go: the street printed for a shop, else its neighbourhood's street. */
export function streetForClosed(data: Ah2eData, location: string): string | null {
  const idx = boardIndex(data)
  const space = idx.byId.get(location)
  if (!space || space.kind !== 'location') return null
  return space.closedOccupantsMoveTo ?? idx.streetOf(location)
}

/** Nobody may enter: the place is closed and no gate open there replaces it. */
export function isShut(state: Pick<Ah2eState, 'closed' | 'gates'>, place: unknown): boolean {
  return typeof place === 'string' && Object.hasOwn(state.closed, place) && !Object.hasOwn(state.gates, place)
}

/**
 * A closed location empties: its investigators and monsters move to the street — unless a gate is
 * open there (it replaces the location until it is closed). Streets are not emptied (a closed
 * street has no street to go to; the card says what happens).
 */
export function emptyClosedLocation(em: Emitter, location: string, cause: string): void {
  if (!Object.hasOwn(em.state.closed, location) || Object.hasOwn(em.state.gates, location)) return
  const street = streetForClosed(em.data, location)
  if (!street) return
  for (const inv of investigatorsAt(em.state, location)) {
    em.emit({ type: 'InvestigatorMoved', data: { investigatorId: inv.id, to: street } }, cause)
  }
  for (const uid of monstersAt(em.state, location)) {
    em.emit({ type: 'MonsterMoved', data: { uid, from: location, to: street } }, cause)
  }
}
