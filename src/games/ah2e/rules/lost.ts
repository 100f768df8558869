import type { Ah2eData } from '../data/types'
import type { Emitter } from './emitter'
import { isShut } from './closed'
import { boardIndex } from './limits'
import { hasInnsmouth, returnTurnOf, type Ah2eState, type Investigator } from './state'

/**
 * Lost in Time and Space (rulebook «ZAGUBIONY W CZASIE I PRZESTRZENI»): «Badacz zostaje zatrzymany
 * … Gracz traci całą następną turę – podczas Fazy Ruchu po prostu ustawia znacznik Badacza pionowo
 * (pozostaje na polu Zagubiony w Czasie i Przestrzeni). Na początku Fazy Utrzymania następnej tury
 * gracz może przesunąć znacznik swojego Badacza na dowolny obszar lub ulicę Arkham.»
 *
 * Lost during turn T, the player loses turn T + 1 (in its Movement phase the figure stands up) and
 * returns at the start of the Upkeep of turn T + 2, to any street or location of Arkham (or of the
 * Innsmouth board, except Y'ha-nthlei: Innsmouth «Powrót Badacza Zagubionego w Czasie i
 * Przestrzeni»). The turn is counted by the app (it moves on with every Mythos phase), so the rule
 * does not depend on the players advancing the phases. Coming back this way gives no explored
 * marker (Innsmouth FAQ «Bramy i Inne Światy»).
 */
export const LOST_IN_TIME_AND_SPACE = 'lost-in-time-and-space'

/** The turn at whose Upkeep an investigator lost in turn `turn` comes back. */
export const lostReturnTurn = (turn: number): number => turn + 2

export function loseInTimeAndSpace(em: Emitter, investigatorId: string, cause: string): void {
  em.emit({ type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId, returnsAtTurn: lostReturnTurn(em.state.turn) } }, cause)
}

/**
 * Why the investigator may not come back from Lost in Time and Space now, or null. A game that lost
 * them before the return turn was recorded (an older state) lets them come back at any time.
 */
export function lostReturnRefusal(state: Pick<Ah2eState, 'turn' | 'phase'>, inv: Investigator): string | null {
  if (inv.location !== LOST_IN_TIME_AND_SPACE) return 'lost/not-lost'
  const due = returnTurnOf(inv)
  if (due === null) return null
  // The Upkeep of the return turn, or later (a return the players forgot is still theirs to make).
  if (state.turn < due) return `lost/too-early`
  return null
}

/** Whether a lost investigator may come back to `to`: a street or location of Arkham (or Innsmouth, not Y'ha-nthlei), not closed. */
export function isReturnPlace(state: Pick<Ah2eState, 'closed' | 'gates' | 'expansions'>, data: Ah2eData, to: unknown): boolean {
  if (typeof to !== 'string') return false
  const idx = boardIndex(data)
  const inTown = idx.isArkham(to) || (hasInnsmouth(state) && idx.isInnsmouth(to) && !(data.innsmouth?.lostInTimeAndSpaceReturnExcluded ?? []).includes(to))
  return inTown && !(idx.isLocation(to) && isShut(state, to))
}
