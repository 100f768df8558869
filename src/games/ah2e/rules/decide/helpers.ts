import type { DimensionSymbol, MonsterKind, MovementType } from '../../data/types'
import type { Ah2eState } from '../state'
export { isInt, own } from '../../../../core'

export const DIMENSIONS: readonly DimensionSymbol[] = ['slash', 'triangle', 'star', 'hexagon', 'circle', 'square', 'diamond', 'plus', 'crescent']
export const MOVEMENTS: readonly MovementType[] = ['normal', 'fast', 'stationary', 'flying', 'unique', 'aquatic']

/** A kind the data describes fully (nothing for the owner to add). */
export const isComplete = (k: MonsterKind) => k.confidence !== 'unknown' && k.dimension !== null && k.movement !== null && k.count !== null



export function investigator(state: Ah2eState, id: unknown) {
  return state.investigators.find((i) => i.id === id)
}
