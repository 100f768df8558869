import type { Ah2eData, AncientOne } from '../data/types'
import { aoCountersOf, fedsRaidOf, hasInnsmouth, type Ah2eState } from './state'
import { awaken } from './doom'
import type { Emitter } from './emitter'
import { raiseTerror } from './terror'

/**
 * Innsmouth Horror rules (Polish rulebook «Widmo nad Innsmouth»): the Deep Ones Rising and Feds
 * Raid tracks, vortices, the Ancient Ones' sheet counters and the Innsmouth Look deck.
 * Everything here is inert in a game set up without the `innsmouth` expansion, except the sheet
 * counters and the Innsmouth Look, which the rulebook lets players use without the board
 * («Korzystanie tylko z niektórych elementów Widma nad Innsmouth»).
 */

/** A monster destination meaning "into a vortex" (vortex positions are not in the data). */
export const VORTEX = 'vortex'

/** «Tor Buntu Istot z Głębin»: 6 spaces (6 uprising tokens in the box). */
export const deepOnesRisingMax = (data: Ah2eData): number => data.innsmouth?.tracks.deepOnesRising ?? 6

/** Feds Raid spaces of an Innsmouth neighbourhood (2 each; 0 for anything else). */
export function fedsRaidSpaces(data: Ah2eData, neighbourhood: string): number {
  const n = data.neighbourhoods.find((x) => x.id === neighbourhood && x.board === 'innsmouth')
  return n?.fedsRaidSpaces ?? 0
}

/** All spaces of the Feds Raid track (6: «potrzeba 6 żetonów Wskazówek»). */
export const fedsRaidTotal = (data: Ah2eData): number =>
  data.neighbourhoods.filter((n) => n.board === 'innsmouth').reduce((a, n) => a + (n.fedsRaidSpaces ?? 0), 0)

export const fedsRaidFilled = (state: Pick<Ah2eState, 'fedsRaid'>): number =>
  Object.values(fedsRaidOf(state)).reduce((a, b) => a + b, 0)

/**
 * One uprising token on the Deep Ones Rising track («Tor Buntu Istot z Głębin»: a prevented gate, a
 * monster in a vortex, a card). A full track awakens the Ancient One at once (equality).
 */
export function addUprising(em: Emitter, cause: string): void {
  if (!hasInnsmouth(em.state) || em.interrupted) return
  const max = deepOnesRisingMax(em.data)
  const to = Math.min(max, (em.state.deepOnesRising ?? 0) + 1)
  em.emit({ type: 'UprisingTokenPlaced', data: { to } }, cause)
  if (to >= max) awaken(em, 'deep-ones-rising', 'rule/deep-ones-rising')
}

/**
 * «Worteksy»: a monster that moves into a vortex goes back to the cup at once; terror +1 (beyond
 * 10 it becomes doom) and an uprising token, in the rulebook's order.
 */
export function enterVortex(em: Emitter, uid: string, cause: string): void {
  em.emit({ type: 'MonsterEnteredVortex', data: { uid, from: em.state.monsters[uid] } }, cause)
  raiseTerror(em, 1, 'rule/vortex-terror')
  addUprising(em, 'rule/vortex-uprising')
}

/**
 * «Nalot Federalnych»: clues on the neighbourhood's spaces; when all 6 spaces hold a clue, both
 * tracks are emptied (the clues are spent).
 */
export function placeFedsClues(em: Emitter, investigatorId: string, neighbourhood: string, count: number, cause: string): void {
  em.emit({ type: 'FedsRaidCluesPlaced', data: { investigatorId, neighbourhood, count } }, cause)
  const filled = fedsRaidFilled(em.state)
  const total = fedsRaidTotal(em.data)
  if (total > 0 && filled >= total) {
    em.emit({ type: 'FedsRaided', data: { uprisingRemoved: em.state.deepOnesRising ?? 0, cluesRemoved: filled } }, 'rule/feds-raid')
  }
}

// ------------------------------------------------------------------------------------------------
// Counters on the Ancient One's sheet («Nowi Przedwieczni»)

/** Counter keys the rules act on. */
export const AO_COUNTER = {
  /** Rhan-Tegoth: Stamina tokens he drained, kept on his sheet; each is an extra success needed in the battle. */
  drainedStamina: 'drained-stamina',
  /** Quachil Uttaus: 1 while he keeps the first player marker from passing. */
  firstPlayerLocked: 'first-player-locked',
  /** Zhar: which of his two beings the investigators are fighting (1, then 2). */
  battleStage: 'final-battle-stage',
  /** Ghatanothoa: Visage tokens lying face up. */
  ghatanothoaVisage: 'ghatanothoa-visage',
} as const

export interface AoCounterSpec {
  key: string
  start: number
  min: number
  max: number
  /** The data tag that declares it. */
  tag: string
}

/** Upper bound for counters the sheet does not limit (drained Stamina). */
const OPEN_ENDED = 99

/**
 * The counters an Ancient One's sheet needs, from its data tags:
 * `uses-tokens:<key>:<n>` and `uses-cards:<key>:<n>` (0..n, start 0: Ghatanothoa's Visage tokens
 * face up, the Zhar token, Quachil Uttaus's Dust cards), `spawn-on-sheet:<kind>:<n>` (start n: the
 * Beings of Ib on Bokrug's sheet, «Istoty z Ib … na początku gry umieszcza się na jego arkuszu»),
 * `spawn:<kind>` (0..tokens of the kind: Nyogtha's Tendril out), `stamina-drain-counter`
 * (Rhan-Tegoth), `first-player-marker-locked` (Quachil Uttaus, start 1) and
 * `two-stage-final-battle` (Zhar, stage 1..2).
 */
export function aoCounterSpecs(ao: AncientOne, data: Pick<Ah2eData, 'monsters'>): AoCounterSpec[] {
  const out: AoCounterSpec[] = []
  for (const tag of ao.tags) {
    let m: RegExpExecArray | null
    if ((m = /^(?:uses-tokens|uses-cards):([a-z0-9-]+):(\d+)$/.exec(tag))) out.push({ key: m[1], start: 0, min: 0, max: Number(m[2]), tag })
    else if ((m = /^spawn-on-sheet:([a-z0-9-]+):(\d+)$/.exec(tag))) out.push({ key: m[1], start: Number(m[2]), min: 0, max: Number(m[2]), tag })
    else if ((m = /^spawn:([a-z0-9-]+)$/.exec(tag))) {
      const kind = data.monsters.find((k) => k.id === m![1])
      out.push({ key: m[1], start: 0, min: 0, max: kind?.count ?? 1, tag })
    } else if (tag === 'stamina-drain-counter') out.push({ key: AO_COUNTER.drainedStamina, start: 0, min: 0, max: OPEN_ENDED, tag })
    else if (tag === 'first-player-marker-locked') out.push({ key: AO_COUNTER.firstPlayerLocked, start: 1, min: 0, max: 1, tag })
    else if (tag === 'two-stage-final-battle') out.push({ key: AO_COUNTER.battleStage, start: 1, min: 1, max: 2, tag })
  }
  return out
}

/** Quachil Uttaus still holds the first player marker («Quachil Uttaus»: not passed until he devours the first player). */
export const firstPlayerLocked = (state: Pick<Ah2eState, 'aoCounters'>): boolean => (aoCountersOf(state)[AO_COUNTER.firstPlayerLocked] ?? 0) > 0

/** The first player marker passes left unless Quachil Uttaus holds it. */
export const nextFirstPlayer = (state: Pick<Ah2eState, 'aoCounters' | 'firstPlayer' | 'investigators'>): number =>
  firstPlayerLocked(state) ? state.firstPlayer : (state.firstPlayer + 1) % Math.max(1, state.investigators.length)

/** Quachil Uttaus devoured the first player: from now on the marker passes as usual. */
export function releaseFirstPlayerLock(em: Emitter): void {
  if (!firstPlayerLocked(em.state)) return
  const first = em.state.investigators[em.state.firstPlayer]
  if (first?.devoured) {
    em.emit({ type: 'AncientOneCounterAdjusted', data: { key: AO_COUNTER.firstPlayerLocked, to: 0 } }, 'rule/quachil-uttaus-first-player-devoured')
  }
}

/**
 * What a counter change sets off. Ghatanothoa: a Visage token stays face up «chyba że znajduje się
 * na nim twarz Ghatanothoa, albo odkryto właśnie czwarty żeton oblicza»; the fourth does not stay,
 * and the engine turns the face-up tokens back (the sheet says what else happens).
 */
export function afterCounterAdjusted(em: Emitter, key: string): void {
  if (key === AO_COUNTER.ghatanothoaVisage && (aoCountersOf(em.state)[key] ?? 0) >= 4) {
    em.emit({ type: 'AncientOneCounterAdjusted', data: { key, to: 0 } }, 'rule/ghatanothoa-fourth-visage')
  }
}

// ------------------------------------------------------------------------------------------------
// «Wygląd Innsmouth»

/** The Innsmouth Look cards (ordinal ids; the card texts are not in the app). */
export function innsmouthLookIds(data: Pick<Ah2eData, 'decks'>): string[] {
  const n = data.decks.find((d) => d.id === 'innsmouth-look')?.count ?? 0
  return Array.from({ length: n }, (_, i) => `innsmouth-look-${String(i + 1).padStart(2, '0')}`)
}

/**
 * «Chaugnar Faugn»: his sheet's penalty hits only investigators in the same neighbourhood as a sealed
 * gate, or holding an Elder Sign card (which the app does not know; the players add those). Returns
 * the living investigators standing in such a neighbourhood (its street or one of its locations).
 */
export function inSealedNeighbourhood(state: Pick<Ah2eState, 'investigators' | 'sealed'>, data: Pick<Ah2eData, 'spaces'>): string[] {
  const hoodOf = new Map(data.spaces.map((sp) => [sp.id, sp.neighbourhood ?? null]))
  const sealedHoods = new Set(state.sealed.map((loc) => hoodOf.get(loc)).filter((h): h is string => !!h))
  return state.investigators
    .filter((i) => !i.devoured && i.location !== null && sealedHoods.has(hoodOf.get(i.location) ?? ''))
    .map((i) => i.id)
}
