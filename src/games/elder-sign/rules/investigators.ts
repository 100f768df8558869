import type { EsData, Investigator, ItemKind } from '../data/types'
import type { Emitter } from './emitter'
import type { JoinedInvestigator } from './events'
import type { StepResult } from './step-result'
import {
  investigatorById, playerOf, sameTrophy, trophyTotal, trophyValue, type EsState, type InvestigatorState, type Step, type Trophy, type TrophyRef,
} from './state'

/**
 * Investigators: Sanity, Stamina, clues, item counts, trophies, devouring and replacements.
 * Rulebook «Utrata Wytrzymałości i Poczytalności» (l.337–339), «Odzyskiwanie…» (l.608–612),
 * «Trofea» (l.474–492), «Pochłonięcie» (l.708–720).
 */

export const ITEM_KINDS: readonly ItemKind[] = ['commonItem', 'uniqueItem', 'spell', 'ally']
export const isItemKind = (x: unknown): x is ItemKind => typeof x === 'string' && (ITEM_KINDS as readonly string[]).includes(x)

/** The starting values of an investigator card («Przydzielenie Badaczy», l.178). */
export function startingValues(inv: Investigator): JoinedInvestigator {
  const s = inv.starting
  return {
    id: inv.id,
    sanity: inv.maxSanity,
    stamina: inv.maxStamina,
    clues: s.clue,
    items: { commonItem: s.commonItem, uniqueItem: s.uniqueItem, spell: s.spell, ally: s.ally },
    toPick: s.choice?.pick ?? 0,
  }
}

/** Investigators nobody plays and nobody lost: the ones a player may still take. */
export function availableInvestigators(state: EsState, data: EsData): string[] {
  const taken = new Set<string>()
  for (const p of state.players) {
    if (p.investigator) taken.add(p.investigator.id)
    for (const d of p.devoured) taken.add(d)
  }
  return data.investigators.map((i) => i.id).filter((id) => !taken.has(id)).sort()
}

/** Devoured when Sanity or Stamina (or a maximum) is 0 or less (l.710). */
export const isDevoured = (i: InvestigatorState) => i.sanity <= 0 || i.stamina <= 0 || i.maxSanity <= 0 || i.maxStamina <= 0

/**
 * Change Sanity, Stamina or clues. Gains stop at the maximum (l.612), losses at 0; reaching 0 or
 * less devours the investigator at once.
 */
export function changeStat(em: Emitter, investigator: string, stat: 'sanity' | 'stamina' | 'clues', delta: number, cause: string): StepResult {
  const inv = investigatorById(em.state, investigator)
  if (!inv || delta === 0) return {}
  const cur = inv[stat]
  let to = cur + delta
  if (stat === 'sanity' && delta > 0) to = Math.min(to, Math.max(cur, inv.maxSanity))
  if (stat === 'stamina' && delta > 0) to = Math.min(to, Math.max(cur, inv.maxStamina))
  to = Math.max(0, to)
  if (to !== cur) em.emit({ type: 'StatChanged', data: { investigator, stat, to } }, cause)
  const after = investigatorById(em.state, investigator)
  return after && isDevoured(after) ? { then: [{ k: 'devour', investigator, source: cause }] } : {}
}

/** Change a maximum (Cthulhu's attack lowers one, l.915–917); the current value follows it down. */
export function changeMax(em: Emitter, investigator: string, stat: 'maxSanity' | 'maxStamina', delta: number, cause: string): StepResult {
  const inv = investigatorById(em.state, investigator)
  if (!inv || delta === 0) return {}
  em.emit({ type: 'MaxStatChanged', data: { investigator, stat, to: Math.max(0, inv[stat] + delta) } }, cause)
  const after = investigatorById(em.state, investigator)
  return after && isDevoured(after) ? { then: [{ k: 'devour', investigator, source: cause }] } : {}
}

export function changeItems(em: Emitter, investigator: string, item: ItemKind, delta: number, cause: string): void {
  const inv = investigatorById(em.state, investigator)
  if (!inv || delta === 0) return
  const to = Math.max(0, inv.items[item] + delta)
  if (to !== inv.items[item]) em.emit({ type: 'ItemsChanged', data: { investigator, item, to } }, cause)
}

/**
 * Why a trophy payment is refused, or null. Rulebook «Trofea» (l.482, 492): any mix of cards and
 * tokens, no change given. A trophy that the payment does not need is refused (a mis-tap would
 * otherwise throw it away).
 */
export function paymentRefusal(inv: InvestigatorState, refs: unknown, cost: number): string | null {
  if (!Array.isArray(refs)) return 'trophy/malformed'
  const picked: Trophy[] = []
  for (const r of refs) {
    if (!r || typeof r !== 'object') return 'trophy/malformed'
    const t = inv.trophies.find((x) => sameTrophy(x, r as TrophyRef))
    if (!t) return 'trophy/not-held'
    if (picked.includes(t)) return 'trophy/duplicate'
    picked.push(t)
  }
  const total = picked.reduce((n, t) => n + trophyValue(t), 0)
  if (total < cost) return 'trophy/not-enough'
  if (picked.some((t) => total - trophyValue(t) >= cost)) return 'trophy/more-than-needed'
  return null
}

/**
 * Lose trophies worth `amount` (a terror or midnight effect). With no more than that, all go;
 * otherwise the player chooses which (no change is given).
 */
export function loseTrophies(em: Emitter, investigator: string, amount: number, source: string): StepResult {
  const inv = investigatorById(em.state, investigator)
  if (!inv || inv.trophies.length === 0 || amount <= 0) return {}
  if (trophyTotal(inv) <= amount) {
    const items: TrophyRef[] = inv.trophies.map((t) => (t.kind === 'adventure' ? { kind: 'adventure', card: t.card } : { kind: 'monster', token: t.token.id }))
    em.emit({ type: 'TrophiesSpent', data: { investigator, items, for: 'lost' } }, source)
    return {}
  }
  return { ask: { kind: 'lose-trophies', investigator, amount, source } }
}

/** Whether every investigator is gone for good (rulebook «Zakończenie gry», l.956). */
export function allDevoured(state: EsState, data: EsData): boolean {
  if (state.players.length === 0 || state.players.some((p) => p.investigator)) return false
  return state.status === 'battle' || state.players.every((p) => p.eliminated) || availableInvestigators(state, data).length === 0
}

/**
 * Rulebook «Pochłonięcie» (l.708–720): the investigator's cards go to the bottom of their decks,
 * monsters to the cup, clues to the supply; one doom token; the player takes a new investigator
 * from their next turn, or is eliminated when none is left or when that doom wakes the Ancient
 * One. Devoured on their own turn, the player goes straight to the clock phase. In the battle
 * (l.944) the doom token is placed and the player only turns the clock from then on.
 */
export function devour(em: Emitter, investigator: string, source: string): StepResult {
  const s = em.state
  const player = playerOf(s, investigator)
  const inv = investigatorById(s, investigator)
  if (player < 0 || !inv) return {}
  const ownTurn = player === s.turn.player && s.turn.number > 0 && !s.midnight && s.turn.phase !== 'clock'
  if (ownTurn && s.attempt) em.emit({ type: 'AttemptEnded', data: { outcome: 'devoured' } }, source)
  em.emit({
    type: 'InvestigatorDevoured',
    data: {
      player,
      investigator,
      cardsToDecks: inv.trophies.flatMap((t) => (t.kind === 'adventure' ? [t.card] : [])),
      monstersToCup: inv.trophies.flatMap((t) => (t.kind === 'monster' ? [t.token.id] : [])),
      spells: em.state.spells.filter((x) => x.caster === investigator).map((x) => x.id),
    },
  }, source)
  if (ownTurn) em.emit({ type: 'PhaseChanged', data: { phase: 'clock' } }, 'rule/devoured-on-own-turn')
  if (em.state.status === 'playing' && availableInvestigators(em.state, em.data).length === 0) {
    em.emit({ type: 'PlayerEliminated', data: { player, reason: 'no-investigator-left' } }, 'rule/no-investigator-left')
  }
  if (allDevoured(em.state, em.data)) {
    em.emit({ type: 'GameLost', data: { reason: 'all-devoured' } }, 'rule/all-devoured')
    return {}
  }
  const doom: Step = { k: 'doom', delta: 1, source: 'devoured', devouredPlayer: em.state.status === 'playing' ? player : null }
  return { then: [doom] }
}
