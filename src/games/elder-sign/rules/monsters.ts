import { isInt } from '../../../core'
import { indexOf } from '../data'
import type { EsData, Requirement } from '../data/types'
import type { MonsterTokenFacts } from './commands'
import { lockDie, releaseLocksBy } from './dice'
import type { Emitter } from './emitter'
import type { StepResult } from './step-result'
import { hasFlag } from './tasks'
import type { EsState, MonsterSpot, MonsterToken, Step } from './state'

/**
 * Monsters. Rulebook «Potwory» (l.783–871). No per-token facts are public, so a monster is the
 * token the players draw from the cup and describe (task, trophies, locked die) when it appears.
 */

export interface MonsterPlacement {
  card: string
  spot: MonsterSpot
}

/**
 * Where a monster that appears may go (l.797–805): any free monster task in play (an empty frame
 * or a full/partial frame not covered, not already completed this attempt); with none free, under
 * the last task of a card, spread evenly (no second monster under a card until every card has
 * one). `onlyCard` limits it to one card (a card that says "here").
 */
export function monsterPlacements(state: EsState, data: EsData, onlyCard: string | null = null): MonsterPlacement[] {
  const cards = state.adventures.filter((a) => onlyCard === null || a.card === onlyCard)
  const frames: MonsterPlacement[] = []
  const ix = indexOf(data)
  for (const a of cards) {
    const adv = ix.adventure(a.card)
    if (!adv) continue
    const here = state.monsters.filter((m) => m.card === a.card)
    const done = state.attempt?.card === a.card ? state.attempt.completed : []
    adv.tasks.forEach((t, i) => {
      if (t.monsterFrame && !here.some((m) => m.spot.kind === 'frame' && m.spot.task === i) && !done.includes(`t${i}`)) frames.push({ card: a.card, spot: { kind: 'frame', task: i } })
    })
    for (let j = 0; j < adv.emptyMonsterSlots; j++) {
      if (!here.some((m) => m.spot.kind === 'empty' && m.spot.slot === j)) frames.push({ card: a.card, spot: { kind: 'empty', slot: j } })
    }
  }
  if (frames.length > 0) return frames
  const under = (card: string) => state.monsters.filter((m) => m.card === card && m.spot.kind === 'under').length
  const least = Math.min(...cards.map((a) => under(a.card)))
  return cards.filter((a) => under(a.card) === least).map((a) => ({ card: a.card, spot: { kind: 'under' } }))
}

/**
 * "A monster appears" (l.785): asks the players for the token they drew and where it goes. Not on
 * the turn of an investigator whose ability forbids it (Kate Winthrop); not when the cup is empty
 * or no card is in play.
 */
export function monsterAppears(em: Emitter, source: string, card: string | null): StepResult {
  const s = em.state
  if (s.status !== 'playing') return {}
  if (s.turn.number > 0 && !s.midnight && hasFlag(s, em.data, 'no-monsters-on-own-turn')) {
    em.emit({ type: 'MonsterPrevented', data: { source, reason: 'ability' } }, source)
    return {}
  }
  // The track is full and the awakening is on its way: it discards every monster at once (l.877).
  if (s.ancientOne && s.doom >= s.ancientOne.doomTrack) {
    em.emit({ type: 'MonsterPrevented', data: { source, reason: 'awakening' } }, source)
    return {}
  }
  if (s.cup.regular + s.cup.mask === 0) {
    em.emit({ type: 'MonsterPrevented', data: { source, reason: 'cup-empty' } }, source)
    return {}
  }
  if (card !== null && !s.adventures.some((a) => a.card === card)) card = null
  if (monsterPlacements(s, em.data, card).length === 0) {
    em.emit({ type: 'MonsterPrevented', data: { source, reason: 'no-card' } }, source)
    return {}
  }
  return { ask: { kind: 'monster-placement', source, card } }
}


/** A requirement list from outside (a command): one symbol per object, as in the data. */
export function validRequirements(x: unknown, max = 8): x is Requirement[] {
  if (!Array.isArray(x) || x.length === 0 || x.length > max) return false
  return x.every((r) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return false
    const keys = Object.keys(r)
    if (keys.length !== 1) return false
    const v = (r as Record<string, unknown>)[keys[0]]
    if (keys[0] === 'investigation') return isInt(v) && v >= 1 && v <= 30
    return (keys[0] === 'lore' || keys[0] === 'peril' || keys[0] === 'terror') && v === 1
  })
}

const isTag = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 120

/** Why the token facts the players typed are refused, or null. */
export function tokenRefusal(state: EsState, t: unknown): string | null {
  if (!t || typeof t !== 'object') return 'monster/malformed-token'
  const f = t as MonsterTokenFacts
  if (!validRequirements(f.requires)) return 'monster/bad-requirements'
  if (!isInt(f.trophies) || f.trophies < 0 || f.trophies > 9) return 'monster/bad-trophies'
  if (f.lockedDie !== undefined && f.lockedDie !== null && !['green', 'yellow', 'red'].includes(f.lockedDie)) return 'monster/bad-locked-die'
  if (f.mask !== undefined && typeof f.mask !== 'boolean') return 'monster/malformed-token'
  if (f.name !== undefined && f.name !== null && (typeof f.name !== 'string' || f.name.length > 60)) return 'monster/malformed-token'
  if (f.backEffect !== undefined && f.backEffect !== null && !isTag(f.backEffect)) return 'monster/malformed-token'
  if (f.mask ? state.cup.mask === 0 : state.cup.regular === 0) return f.mask ? 'monster/no-mask-in-cup' : 'monster/cup-empty'
  return null
}

/** Put the token on the card; its lock takes a die at once (l.574). */
export function placeMonster(em: Emitter, card: string, spot: MonsterSpot, f: MonsterTokenFacts, source: string): void {
  const token: MonsterToken = {
    id: `m${em.state.next.monster}`,
    name: typeof f.name === 'string' && f.name.trim() ? f.name.trim() : null,
    requires: f.requires.map((r) => ({ ...r })) as Requirement[],
    trophies: f.trophies,
    lockedDie: f.lockedDie ?? null,
    mask: f.mask === true,
    backEffect: f.backEffect ?? null,
  }
  em.emit({ type: 'MonsterAppeared', data: { token, card, spot, source } }, source)
  if (token.lockedDie) lockDie(em, token.lockedDie, { kind: 'monster', token: token.id }, source)
}

/**
 * Defeated monsters are taken at the end of the action phase (l.855–857, 871): to the trophies of
 * the active investigator, their dice freed, and what the back of the token says as effect steps.
 */
export function takeDefeated(em: Emitter, tokens: readonly string[], investigator: string, cause: string): Step[] {
  const steps: Step[] = []
  for (const id of tokens) {
    const m = em.state.monsters.find((x) => x.id === id)
    if (!m) continue
    em.emit({ type: 'MonsterDefeated', data: { token: id, investigator } }, cause)
    releaseLocksBy(em, (by) => by.kind === 'monster' && by.token === id, cause)
    if (m.backEffect) steps.push({ k: 'effect', tag: m.backEffect, investigator, source: `monster-back:${id}`, card: null })
  }
  return steps
}

/** A monster leaves play without being defeated (a card discarded, a correction): back into the cup. */
export function returnToCup(em: Emitter, token: string, cause: string): void {
  releaseLocksBy(em, (by) => by.kind === 'monster' && by.token === token, cause)
  em.emit({ type: 'MonsterReturnedToCup', data: { token } }, cause)
}
