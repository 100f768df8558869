import type { Refusal } from '../../../../core'
import { cultsData } from '../../data'
import type { District } from '../../data/types'
import type { CommandOf, CultsCommandType } from '../commands'
import type { Emitter } from '../emitter'
import { districtOf } from '../logic'
import type { Face, Level } from '../state'

/** The shared checks and refusals (defined once in the core). */
export { isInt, type Refusal } from '../../../../core'

export type Handler<K extends CultsCommandType> = (em: Emitter, command: CommandOf<K>) => Refusal

/** One handler per command type: the map is checked for exhaustiveness by the compiler. */
export type Handlers = { [K in CultsCommandType]: Handler<K> }

export const DISTRICTS = cultsData.districts
export const isDistrict = (x: unknown): x is District => typeof x === 'string' && (DISTRICTS as readonly string[]).includes(x)
export const LEVELS: readonly Level[] = [1, 2, 3]
export const FACES: readonly Face[] = ['attack', 'power', 'terror', 'blank']

/** A district in play, or the refusal. */
export function district(em: Emitter, id: unknown): string | null {
  if (!isDistrict(id)) return 'district/unknown'
  if (!districtOf(em.state, id)!.inPlay) return 'district/out-of-play'
  return null
}

/**
 * The human seat placing or taking a Plan marker now in `phase`, in a district in play, or a
 * refusal (the NPC acts through `NpcTurn`).
 */
export function humanActorIn(em: Emitter, phase: 'planning' | 'actions', id: unknown): number | string {
  if (em.state.phase !== phase) return phase === 'planning' ? 'phase/not-planning' : 'phase/not-actions'
  const seat = em.state.actor
  if (em.state.seats[seat].npc) return 'turn/npc'
  return district(em, id) ?? seat
}
