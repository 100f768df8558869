import type { MythosCard } from '../data/types'
import type { Emitter } from './emitter'
import { boardIndex, countsTowardLimit, investigatorsAt } from './limits'
import { monsterKindOf } from './lookup'
import type { PendingChoice } from '../state'

/**
 * Monster movement (rulebook «3. Ruch potworów», «Specjalny ruch potworów», «POTWORY LATAJĄCE»,
 * «PRZESTWORZA»; flying rules as corrected in the Innsmouth rulebook «Ruch potworów latających»).
 */

/** Monsters that move for this card, in a stable order: on the board, symbol on the card, not stationary. */
export function monstersToMove(em: Emitter, card: MythosCard, opts: { allFlying?: boolean } = {}): string[] {
  const symbols = new Set([...card.white, ...card.black])
  return Object.keys(em.state.monsters)
    .filter((uid) => {
      const place = em.state.monsters[uid]
      if (!countsTowardLimit(em.data, place)) return false
      const kind = monsterKindOf(em, uid)
      if (kind.movement === 'stationary') return false
      if (opts.allFlying && kind.movement === 'flying') return true
      return kind.dimension !== null && symbols.has(kind.dimension)
    })
    .sort()
}

const hasInvestigator = (em: Emitter, place: string) => investigatorsAt(em.state, place).length > 0

/** Streets with an investigator that a flyer at `place` can reach: adjacent streets, or every street from the Sky. */
function flyingTargets(em: Emitter, place: string): string[] {
  const idx = boardIndex(em.data)
  const streets = em.data.spaces.filter((s) => s.kind === 'street').map((s) => s.id)
  const reachable = place === 'sky' ? streets : streets.filter((st) => (idx.byId.get(place)?.adjacent ?? []).includes(st))
  return reachable.filter((st) => hasInvestigator(em, st))
}

/** The investigator with the lowest Sneak on each candidate street; null when it cannot be told (tie or unknown Sneak). */
function lowestSneakStreet(em: Emitter, streets: string[]): string | null {
  if (streets.length === 1) return streets[0]
  let best: { street: string; sneak: number } | null = null
  let tie = false
  for (const st of streets) {
    for (const inv of investigatorsAt(em.state, st)) {
      if (inv.sneak === null) return null
      if (!best || inv.sneak < best.sneak) {
        best = { street: st, sneak: inv.sneak }
        tie = false
      } else if (inv.sneak === best.sneak && best.street !== st) tie = true
    }
  }
  return best && !tie ? best.street : null
}

/**
 * Move one monster for the card. Returns a pending choice when the players must decide
 * (unique movement, a flying tie, an arrow the data does not know), otherwise emits the moves.
 */
export function moveMonster(em: Emitter, uid: string, card: MythosCard, cause: string): PendingChoice | null {
  const kind = monsterKindOf(em, uid)
  const from = em.state.monsters[uid]
  if (hasInvestigator(em, from)) return null // a monster sharing a space with an investigator stays
  const move = (to: string) => em.emit({ type: 'MonsterMoved', data: { uid, from: em.state.monsters[uid], to } }, cause)

  if (kind.movement === 'unique') {
    const options = [from, ...em.data.spaces.filter((s) => countsTowardLimit(em.data, s.id) && s.id !== from && !em.state.closed[s.id]).map((s) => s.id)]
    return { kind: 'monster-destination', uid, reason: 'unique-movement', options }
  }
  if (kind.movement === 'flying') {
    const targets = flyingTargets(em, from)
    if (targets.length > 0) {
      const to = lowestSneakStreet(em, targets)
      if (to === null) return { kind: 'monster-destination', uid, reason: 'flying-tie', options: targets }
      move(to)
    } else if (from !== 'sky') move('sky')
    return null
  }
  const colour: 'white' | 'black' | null = kind.dimension && card.white.includes(kind.dimension) ? 'white' : kind.dimension && card.black.includes(kind.dimension) ? 'black' : null
  if (!colour) return null
  const steps = kind.movement === 'fast' ? 2 : 1
  for (let i = 0; i < steps; i++) {
    const here = em.state.monsters[uid]
    const space = boardIndex(em.data).byId.get(here)
    const to = space ? space[colour] : null
    if (!to) {
      if (space && space.confidence === 'unknown') {
        const options = space.adjacent ?? em.data.spaces.filter((s) => countsTowardLimit(em.data, s.id)).map((s) => s.id)
        return { kind: 'monster-destination', uid, reason: 'unknown-arrow', options: [here, ...options.filter((o) => o !== here)] }
      }
      return null
    }
    move(to)
    if (hasInvestigator(em, to)) break // a fast monster stops on entering an investigator's space
  }
  return null
}
