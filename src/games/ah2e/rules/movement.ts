import type { MythosCard } from '../data/types'
import type { Emitter } from './emitter'
import { enterVortex, VORTEX } from './innsmouth'
import { boardIndex, countsTowardLimit, investigatorsAt, isOnBoard } from './limits'
import { monsterKindOf } from './lookup'
import { customArrowsOf, hasInnsmouth, type PendingChoice } from '../state'

/**
 * Monster movement (rulebook «3. Ruch potworów», «Specjalny ruch potworów», «POTWORY LATAJĄCE»,
 * «PRZESTWORZA»; flying rules as corrected in the Innsmouth rulebook «Ruch potworów latających»).
 */

/**
 * Monsters that move for this card, in a stable order: on the board (Arkham, the Sky, the Innsmouth
 * board), symbol on the card, not stationary.
 */
export function monstersToMove(em: Emitter, card: MythosCard, opts: { allFlying?: boolean } = {}): string[] {
  const symbols = new Set([...card.white, ...card.black])
  return Object.keys(em.state.monsters)
    .filter((uid) => {
      const place = em.state.monsters[uid]
      if (!isOnBoard(em.data, place)) return false
      const kind = monsterKindOf(em, uid)
      if (kind.movement === 'stationary') return false
      if (opts.allFlying && kind.movement === 'flying') return true
      return kind.dimension !== null && symbols.has(kind.dimension)
    })
    .sort()
}

/** The arrow the owner of the box filled in for a space (`DefineArrow`), if any. */
function customArrowOf(em: Emitter, space: string, colour: 'white' | 'black'): string | null {
  const arrows = customArrowsOf(em.state)
  return Object.hasOwn(arrows, space) ? (arrows[space][colour] ?? null) : null
}

const hasInvestigator = (em: Emitter, place: string) => investigatorsAt(em.state, place).length > 0

/**
 * Streets with an investigator that a flyer at `place` can reach: adjacent streets, or every street
 * from the Sky (Innsmouth streets included: «ulice Innsmouth traktuje się jako sąsiadujące z
 * Przestworzami»). `unknown` lists the streets with an investigator on the same board when the
 * data does not know the space's connections (Innsmouth): the players must say.
 */
function flyingTargets(em: Emitter, place: string): { targets: string[]; unknown: string[] | null } {
  const idx = boardIndex(em.data)
  const streets = em.data.spaces.filter((s) => s.kind === 'street').map((s) => s.id)
  if (place === 'sky') return { targets: streets.filter((st) => hasInvestigator(em, st)), unknown: null }
  const space = idx.byId.get(place)
  if (space && space.adjacent === null) {
    return { targets: [], unknown: streets.filter((st) => st !== place && idx.byId.get(st)?.board === space.board && hasInvestigator(em, st)) }
  }
  return { targets: streets.filter((st) => (space?.adjacent ?? []).includes(st) && hasInvestigator(em, st)), unknown: null }
}

/** Where a monster may go when its arrow is unknown: the board's spaces (its lines, when known) and, on Innsmouth, a vortex. */
function unknownArrowOptions(em: Emitter, here: string): string[] {
  const idx = boardIndex(em.data)
  const space = idx.byId.get(here)
  if (space?.board === 'innsmouth') {
    const board = em.data.spaces.filter((s) => idx.isInnsmouth(s.id) && s.reachableOnlyBy !== 'aquatic').map((s) => s.id)
    const options = space.adjacent ?? board
    return [here, ...options.filter((o) => o !== here), VORTEX]
  }
  const options = space?.adjacent ?? em.data.spaces.filter((s) => countsTowardLimit(em.data, s.id)).map((s) => s.id)
  return [here, ...options.filter((o) => o !== here)]
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
    // With the Innsmouth board the token's own movement may lead there too.
    const onBoard = hasInnsmouth(em.state) ? (id: string) => isOnBoard(em.data, id) : (id: string) => countsTowardLimit(em.data, id)
    const options = [from, ...em.data.spaces.filter((s) => onBoard(s.id) && s.id !== from && !em.state.closed[s.id]).map((s) => s.id)]
    return { kind: 'monster-destination', uid, reason: 'unique-movement', options }
  }
  if (kind.movement === 'flying') {
    const { targets, unknown } = flyingTargets(em, from)
    if (unknown && unknown.length > 0) return { kind: 'monster-destination', uid, reason: 'unknown-arrow', options: [...unknown, 'sky'] }
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
    // An arrow the owner of the box filled in (DefineArrow) comes before the data's.
    const to = customArrowOf(em, here, colour) ?? (space ? space[colour] : null)
    if (!to) {
      if (space && space.confidence === 'unknown') return { kind: 'monster-destination', uid, reason: 'unknown-arrow', options: unknownArrowOptions(em, here), colour }
      return null
    }
    if (to === VORTEX) {
      enterVortex(em, uid, cause)
      return null
    }
    move(to)
    if (hasInvestigator(em, to)) break // a fast monster stops on entering an investigator's space
  }
  return null
}
