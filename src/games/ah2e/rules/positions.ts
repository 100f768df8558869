import type { Ah2eData } from '../data/types'
import type { Emitter } from './emitter'
import { boardIndex } from './limits'
import { isExplored, tracksPositions, type Ah2eState, type Investigator } from './state'

/**
 * Where the rules need to know where an investigator is (setting `trackPositions`).
 *
 * Closing or sealing («ZAMYKANIE BRAM», «ZNAKI STARSZYCH BOGÓW»): the investigator must stand on the
 * gate's location with an explored marker. They get that marker by coming back from the gate's Other
 * World straight onto that location (rulebook «Ruch w Innych Światach»; Innsmouth FAQ «Bramy i Inne
 * Światy», lines 955–968: from the second area, or from the first by an encounter or a spell, but not
 * from Lost in Time and Space). So an investigator the app still shows in that Other World may close
 * or seal the gate too: the app records the return (onto the gate's location, with the marker) first.
 */

/** Refusals of the position checks: the UI offers to stop the checks (for groups that do not track positions) and do it anyway. */
export const POSITION_CHECK_CODES: readonly string[] = ['gate/position-unknown', 'gate/investigator-elsewhere', 'gate/not-explored', 'feds/position-unknown', 'feds/investigator-not-there']

/** The Other World id of a place `ow:<world>:<1|2>`, or null. */
export function otherWorldOf(place: string | null): string | null {
  if (place === null) return null
  const m = /^ow:([a-z0-9-]+):[12]$/.exec(place)
  return m ? m[1] : null
}

/** The Other World the gate open at `location` leads to, or null. */
export function gateWorldAt(state: Pick<Ah2eState, 'gates'>, data: Ah2eData, location: string): string | null {
  const marker = Object.hasOwn(state.gates, location) ? state.gates[location] : undefined
  return marker === undefined ? null : data.gateMarkers.find((g) => g.id === marker)?.world ?? null
}

/** Back from an Other World straight onto the location of its open gate: the explored marker goes on. */
export function returnsThroughGate(state: Pick<Ah2eState, 'gates'>, data: Ah2eData, from: string | null, to: string | null): boolean {
  const world = otherWorldOf(from)
  return world !== null && to !== null && boardIndex(data).isLocation(to) && gateWorldAt(state, data, to) === world
}

/** Why this investigator may not close or seal the gate at `location` where the app tracks positions, or null. */
export function gateActorRefusal(state: Ah2eState, data: Ah2eData, inv: Investigator, location: string): string | null {
  if (!tracksPositions(state)) return null
  if (inv.location === location) return isExplored(inv) ? null : 'gate/not-explored'
  if (inv.location === null) return 'gate/position-unknown'
  const world = otherWorldOf(inv.location)
  if (world !== null && world === gateWorldAt(state, data, location)) return null
  return 'gate/investigator-elsewhere'
}

/** The investigator is in the gate's Other World: record the return onto its location, with the explored marker. */
export function returnForGate(em: Emitter, investigatorId: string, location: string): void {
  const inv = em.state.investigators.find((i) => i.id === investigatorId)
  if (!inv || inv.location === location) return
  em.emit({ type: 'InvestigatorMoved', data: { investigatorId, to: location } }, 'rule/return-through-gate')
  em.emit({ type: 'ExploredMarkerPlaced', data: { investigatorId, location } }, 'rule/explored-on-return')
}

/** The Innsmouth neighbourhood of a street or location on the Innsmouth board (not the jail cell), or null. */
export function innsmouthNeighbourhoodOf(data: Ah2eData, place: string | null): string | null {
  if (place === null) return null
  const sp = boardIndex(data).byId.get(place)
  return sp && sp.board === 'innsmouth' && (sp.kind === 'street' || sp.kind === 'location') ? sp.neighbourhood : null
}

/**
 * Innsmouth «Nalot Federalnych» (PL text lines 550–555): «Podczas fazy Utrzymania, każdy Badacz
 * znajdujący się w dzielnicy Innsmouth (zarówno na ulicy jak i na obszarze), może wydać 1 lub więcej
 * żetonów Wskazówek … na pustych polach o takim samym kolorze, jak pole na którym stoi Badacz».
 * Where the app tracks positions: the investigator stands on a street or location of that
 * neighbourhood, and it is the Upkeep. Null = allowed.
 */
export function fedsActorRefusal(state: Ah2eState, data: Ah2eData, inv: Investigator, neighbourhood: string): string | null {
  if (!tracksPositions(state)) return null
  if (inv.location === null) return 'feds/position-unknown'
  if (innsmouthNeighbourhoodOf(data, inv.location) !== neighbourhood) return 'feds/investigator-not-there'
  if (state.phase !== 'upkeep') return 'feds/not-upkeep'
  return null
}
