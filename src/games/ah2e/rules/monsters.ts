import { drawFromCup } from '../../../core'
import { awaken, checkTooManyMonsters } from './doom'
import type { Emitter } from './emitter'
import { arkhamMonsterCount, limitApplies, monsterLimit, monstersAt, monstersInCup, outskirtsCapacity, outskirtsCount } from './limits'
import { raiseTerror } from './terror'

/**
 * Draw one monster from the cup onto `location` (rulebook «Pojawienie się potwora»).
 * Empty cup → the Ancient One awakens (condition 4). With the limit reached (Arkham + Sky ≥
 * players + 3) the monster goes to the Outskirts instead («Limity potworów i Peryferia»).
 */
export function drawMonsterTo(em: Emitter, location: string, cause: string): void {
  if (em.interrupted) return
  const cup = monstersInCup(em.state)
  if (cup.length === 0) {
    awaken(em, 'no-monsters', 'rule/no-monsters')
    return
  }
  const { token } = drawFromCup(cup, em.rng)
  placeMonster(em, token!, location, cause)
}

/** Put a monster token on a space, sending it to the Outskirts when the limit is reached. */
export function placeMonster(em: Emitter, uid: string, location: string, cause: string): void {
  const full = limitApplies(em.state) && arkhamMonsterCount(em.state, em.data) >= monsterLimit(em.state.players)
  const countsToLimit = location === 'sky' || em.data.spaces.some((s) => s.id === location && s.board === 'arkham' && s.kind !== 'special')
  if (full && countsToLimit) {
    em.emit({ type: 'MonsterAppeared', data: { uid, location: 'outskirts' } }, 'rule/monster-limit')
    checkOutskirtsOverflow(em)
  } else {
    em.emit({ type: 'MonsterAppeared', data: { uid, location } }, cause)
    if (location === 'outskirts') checkOutskirtsOverflow(em)
  }
  checkTooManyMonsters(em)
}

/**
 * Outskirts overflow fires only when the count EXCEEDS 8 − players: terror +1 and every
 * Outskirts monster goes back to the cup (rulebook «POTWORY NA PERYFERIACH»).
 */
export function checkOutskirtsOverflow(em: Emitter): void {
  if (em.interrupted) return
  if (outskirtsCount(em.state) <= outskirtsCapacity(em.state.players)) return
  const uids = monstersAt(em.state, 'outskirts')
  raiseTerror(em, 1, 'rule/outskirts-overflow')
  if (em.state.status === 'won' || em.state.status === 'lost') return
  em.emit({ type: 'MonstersReturnedToCup', data: { uids } }, 'rule/outskirts-overflow')
}
