import type { Ah2eData, Space } from '../data/types'
import type { Ah2eState } from './state'

/**
 * Player-count numbers, rulebook «Limity potworów i Peryferia» and «Budzi się Przedwieczny!»
 * (digest §0, §7, §10).
 */

/** Monster limit = players + 3 (counts Arkham streets, locations and the Sky). */
export const monsterLimit = (players: number) => players + 3

/** Outskirts hold 8 − players; overflow only when exceeded. */
export const outskirtsCapacity = (players: number) => 8 - players

/** Open gates that awaken the Ancient One: 1–2 → 8, 3–4 → 7, 5–6 → 6, 7–8 → 5. */
export function gateAwakeningThreshold(players: number): number {
  if (players <= 2) return 8
  if (players <= 4) return 7
  if (players <= 6) return 6
  return 5
}

/** Monsters drawn at a newly opened gate: 2 with five or more investigators. */
export const monstersPerNewGate = (players: number) => (players >= 5 ? 2 : 1)

export interface BoardIndex {
  byId: Map<string, Space>
  isArkham(id: string): boolean
  /** A street or location on the Innsmouth board. */
  isInnsmouth(id: string): boolean
  isStreet(id: string): boolean
  isLocation(id: string): boolean
  streetOf(id: string): string | null
}

const cache = new WeakMap<Ah2eData, BoardIndex>()

export function boardIndex(data: Ah2eData): BoardIndex {
  let idx = cache.get(data)
  if (idx) return idx
  const byId = new Map(data.spaces.map((s) => [s.id, s]))
  const streetOfNeighbourhood = new Map(data.neighbourhoods.map((n) => [n.id, n.streetId]))
  idx = {
    byId,
    isArkham: (id) => {
      const s = byId.get(id)
      return !!s && s.board === 'arkham' && (s.kind === 'street' || s.kind === 'location')
    },
    isInnsmouth: (id) => {
      const s = byId.get(id)
      return !!s && s.board === 'innsmouth' && (s.kind === 'street' || s.kind === 'location')
    },
    isStreet: (id) => byId.get(id)?.kind === 'street',
    isLocation: (id) => byId.get(id)?.kind === 'location',
    streetOf: (id) => {
      const s = byId.get(id)
      if (!s) return null
      if (s.kind === 'street') return s.id
      return s.neighbourhood ? (streetOfNeighbourhood.get(s.neighbourhood) ?? null) : null
    },
  }
  cache.set(data, idx)
  return idx
}

/** Places whose monsters count toward the limit: Arkham streets and locations, and the Sky. */
export function countsTowardLimit(data: Ah2eData, place: string): boolean {
  return place === 'sky' || boardIndex(data).isArkham(place)
}

/**
 * Places where a monster is on the board and moves with the Mythos cards: Arkham, the Sky, and the
 * Innsmouth streets and locations (which do not count toward the limit, «Limit potworów i Peryferia»).
 */
export function isOnBoard(data: Ah2eData, place: string): boolean {
  return countsTowardLimit(data, place) || boardIndex(data).isInnsmouth(place)
}

export function monstersAt(state: Ah2eState, place: string): string[] {
  return Object.keys(state.monsters).filter((uid) => state.monsters[uid] === place).sort()
}

export function monstersInCup(state: Ah2eState): string[] {
  return monstersAt(state, 'cup')
}

/** Monsters in Arkham (streets, locations) and the Sky: the number the limit is about. */
export function arkhamMonsterCount(state: Ah2eState, data: Ah2eData): number {
  let n = 0
  for (const place of Object.values(state.monsters)) if (countsTowardLimit(data, place)) n++
  return n
}

export function outskirtsCount(state: Ah2eState): number {
  let n = 0
  for (const place of Object.values(state.monsters)) if (place === 'outskirts') n++
  return n
}

/** The limit is gone once terror reaches 10 (Arkham overrun). */
export const limitApplies = (state: Ah2eState) => state.terror < 10

export const openGateCount = (state: Ah2eState) => Object.keys(state.gates).length

/** Doom and Elder Sign tokens share one pool of 20 double-sided tokens. */
export const freeDoomTokens = (state: Ah2eState) => 20 - state.doom - state.sealed.length

export const gateTrophyTotal = (state: Ah2eState) => state.investigators.reduce((n, i) => n + i.gateTrophies.length, 0)

export const monsterTrophyTotal = (state: Ah2eState) => state.investigators.reduce((n, i) => n + i.monsterTrophies.length, 0)

/** The uid `ghoul#2` belongs to the kind `ghoul`. */
export const kindOf = (uid: string) => uid.slice(0, uid.lastIndexOf('#'))

/** Investigators at a place who are still in the game. */
export const investigatorsAt = (state: Ah2eState, place: string) =>
  state.investigators.filter((i) => !i.devoured && i.location === place)
