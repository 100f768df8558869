import type { Ah2eData, MythosCard } from '../data/types'
import type { Emitter } from './emitter'
import { enterVortex, VORTEX } from './innsmouth'
import { boardIndex, countsTowardLimit, investigatorsAt, isOnBoard, kindOf } from './limits'
import { monsterKindOf } from './lookup'
import { isShut } from './closed'
import { customArrowsOf, hasInnsmouth, type Ah2eState, type PendingChoice } from './state'

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

/**
 * The place (among `places`) of the investigator with the lowest Sneak; null when it cannot be told
 * (a tie between places, or an unknown Sneak): the first player chooses.
 */
function lowestSneakPlace(em: Emitter, places: string[]): string | null {
  if (places.length === 1) return places[0]
  let best: { place: string; sneak: number } | null = null
  let tie = false
  for (const pl of places) {
    for (const inv of investigatorsAt(em.state, pl)) {
      if (inv.sneak === null) return null
      if (!best || inv.sneak < best.sneak) {
        best = { place: pl, sneak: inv.sneak }
        tie = false
      } else if (inv.sneak === best.sneak && best.place !== pl) tie = true
    }
  }
  return best && !tie ? best.place : null
}

/**
 * An aquatic location («Ruch wodny»): one printed so on the Innsmouth board, or an Arkham location
 * with an aquatic marker (River Docks, Unvisited Isle) in a game with the Innsmouth board.
 */
export function isAquaticLocation(em: Emitter, place: string): boolean {
  const space = boardIndex(em.data).byId.get(place)
  if (!space || space.kind !== 'location') return false
  if (space.aquatic === true) return true
  return hasInnsmouth(em.state) && (em.data.innsmouth?.arkhamAquaticLocations ?? []).includes(place)
}

/**
 * «Ruch wodny»: an aquatic monster on an aquatic location goes straight to an investigator on
 * *another* aquatic location (the lowest Sneak among several; the first player breaks ties). Returns
 * the candidate places; empty = it moves as a normal (black-bordered) monster.
 */
function aquaticTargets(em: Emitter, from: string): string[] {
  if (!isAquaticLocation(em, from)) return []
  const places = new Set(em.state.investigators.filter((i) => !i.devoured && i.location !== null).map((i) => i.location as string))
  return [...places].filter((pl) => pl !== from && isAquaticLocation(em, pl)).sort()
}

/** Steps from `from` to every space reachable by movement lines (unknown lines are not walked). */
function distancesFrom(data: Ah2eData, from: string): Map<string, number> {
  const idx = boardIndex(data)
  const dist = new Map<string, number>([[from, 0]])
  const queue = [from]
  while (queue.length) {
    const here = queue.shift()!
    for (const next of idx.byId.get(here)?.adjacent ?? []) {
      if (dist.has(next)) continue
      dist.set(next, dist.get(here)! + 1)
      queue.push(next)
    }
  }
  return dist
}

/**
 * Where a monster with its own movement («Wyjątkowy (zielona ramka)», rulebook: the rule is on the
 * token) goes, best first. Hound of Tindalos: to the area of the nearest investigator on the board;
 * at equal distance the lower Sneak; a tie left to the first player (Innsmouth FAQ «Ruch Ogara z
 * Tindalos»); nobody on the board: it stays. Chthonian: it stays (its quake touches only Arkham,
 * Innsmouth FAQ). Other kinds: no suggestion.
 */
export function uniqueMoveSuggestions(state: Ah2eState, data: Ah2eData, uid: string): string[] {
  const kindId = kindOf(uid)
  const from = state.monsters[uid]
  if (from === undefined) return []
  if (kindId === 'chthonian') return [from]
  if (kindId !== 'hound-of-tindalos') return []
  const onBoard = hasInnsmouth(state) ? (id: string) => isOnBoard(data, id) : (id: string) => countsTowardLimit(data, id)
  const dist = distancesFrom(data, from)
  const lowestSneak = (pl: string) => Math.min(...investigatorsAt(state, pl).map((i) => i.sneak ?? Infinity))
  const places = [...new Set(state.investigators.filter((i) => !i.devoured && i.location !== null && i.location !== 'sky' && onBoard(i.location)).map((i) => i.location as string))]
  if (places.length === 0) return [from]
  return places.sort((a, b) => (dist.get(a) ?? Infinity) - (dist.get(b) ?? Infinity) || lowestSneak(a) - lowestSneak(b) || a.localeCompare(b))
}

/**
 * Move one monster for the card. Returns a pending choice when the players must decide
 * (unique movement, a flying or aquatic tie, an arrow the data does not know), otherwise emits the moves.
 */
export function moveMonster(em: Emitter, uid: string, card: MythosCard, cause: string): PendingChoice | null {
  const kind = monsterKindOf(em, uid)
  const from = em.state.monsters[uid]
  if (hasInvestigator(em, from)) return null // a monster sharing a space with an investigator stays
  const move = (to: string) => em.emit({ type: 'MonsterMoved', data: { uid, from: em.state.monsters[uid], to } }, cause)

  if (kind.movement === 'unique') {
    // With the Innsmouth board the token's own movement may lead there too.
    const onBoard = hasInnsmouth(em.state) ? (id: string) => isOnBoard(em.data, id) : (id: string) => countsTowardLimit(em.data, id)
    const options = [from, ...em.data.spaces.filter((s) => onBoard(s.id) && s.id !== from && !isShut(em.state, s.id)).map((s) => s.id)]
    // The choice's payload is recorded in saved games: the suggestions are worked out where it is shown (uniqueMoveSuggestions).
    return { kind: 'monster-destination', uid, reason: 'unique-movement', options }
  }
  if (kind.movement === 'flying') {
    const { targets, unknown } = flyingTargets(em, from)
    if (unknown && unknown.length > 0) return { kind: 'monster-destination', uid, reason: 'unknown-arrow', options: [...unknown, 'sky'] }
    if (targets.length > 0) {
      const to = lowestSneakPlace(em, targets)
      if (to === null) return { kind: 'monster-destination', uid, reason: 'flying-tie', options: targets }
      move(to)
    } else if (from !== 'sky') move('sky')
    return null
  }
  if (kind.movement === 'aquatic') {
    const targets = aquaticTargets(em, from)
    if (targets.length > 0) {
      const to = lowestSneakPlace(em, targets)
      if (to === null) return { kind: 'monster-destination', uid, reason: 'aquatic-tie', options: targets }
      move(to)
      return null
    }
    // Not on an aquatic location, or nobody on another one: it follows the arrows like a normal monster.
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
