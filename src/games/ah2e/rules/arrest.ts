import type { Emitter } from './emitter'
import { boardIndex } from './limits'
import { hasInnsmouth } from './state'

/**
 * Arrests (rulebook «ARESZTOWANI BADACZE»; Innsmouth «Aresztowanie w Innsmouth», «Stan wyjątkowy»).
 * The app keeps no money: halving it (rounded down) is left to the players, the screen reminds them.
 */

/** The Police Station's jail cell («Więzienna cela»), where an arrest in Arkham leads. */
export const ARKHAM_JAIL_CELL = 'police-station-jail-cell'
/** The Innsmouth Jail's cell, where an arrest on the Innsmouth board leads. */
export const INNSMOUTH_JAIL_CELL = 'innsmouth-jail-cell'
export const JAIL_CELLS: readonly string[] = [ARKHAM_JAIL_CELL, INNSMOUTH_JAIL_CELL]

/** Where an investigator at `from` is taken when arrested: the Innsmouth Jail from the Innsmouth board, else the Police Station. */
export function jailFor(em: Emitter, from: string | null): string {
  const onInnsmouth = from !== null && hasInnsmouth(em.state) && boardIndex(em.data).byId.get(from)?.board === 'innsmouth'
  return onInnsmouth ? INNSMOUTH_JAIL_CELL : ARKHAM_JAIL_CELL
}

/**
 * Arrest: into the jail cell, delayed. In Innsmouth this holds even for investigators who cannot
 * normally be delayed («policjanci w Innsmouth są bardziej brutalni»); in Arkham such an
 * investigator's own ability is the players' to apply (the app does not know abilities).
 */
export function arrest(em: Emitter, investigatorId: string, cause: string): void {
  const inv = em.state.investigators.find((i) => i.id === investigatorId)
  if (!inv) return
  em.emit({ type: 'InvestigatorArrested', data: { investigatorId, from: inv.location, to: jailFor(em, inv.location) } }, cause)
}

/**
 * «Stan wyjątkowy»: an investigator who ends a move on an Innsmouth street or location must pass an
 * Evade check at the space's vigilance modifier or be arrested. The modifier is printed under the
 * space's name; where the data does not know it (`null`) the players look («cokolwiek innego niż myślnik»).
 */
export function checkVigilance(em: Emitter, investigatorId: string, to: string | null): void {
  const s = em.state
  if (to === null || !hasInnsmouth(s) || !s.stateOfEmergency || s.status !== 'playing') return
  const space = boardIndex(em.data).byId.get(to)
  if (!space || space.board !== 'innsmouth' || (space.kind !== 'street' && space.kind !== 'location')) return
  em.emit({ type: 'VigilanceCheckDue', data: { investigatorId, space: to, modifier: space.martialLawModifier ?? null } }, 'rule/state-of-emergency-vigilance')
}
