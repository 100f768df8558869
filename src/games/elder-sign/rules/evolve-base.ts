import type { EvolveHandlers } from '../../../core'
import type { EsEvent, JoinedInvestigator } from './events'
import {
  colourOf, DIE_IDS, type AdventureDeck, type DieId, type DiePlace, type EsState, type InvestigatorState, type PlayerState, type Trophy,
} from './state'

/**
 * One fold per event type (the evolve-*.ts tables, by concern); the compiler checks every type has
 * one. Each is given a shallow copy of the state (`evolve` makes it), which it may write to.
 */
export type Folds = EvolveHandlers<EsState, EsEvent>
/** An event that changes nothing the state keeps (it is in the log). */
export const same = (s: EsState): EsState => s

export function joined(j: JoinedInvestigator): InvestigatorState {
  return { id: j.id, sanity: j.sanity, stamina: j.stamina, maxSanity: j.sanity, maxStamina: j.stamina, clues: j.clues, items: { ...j.items }, toPick: j.toPick, trophies: [], at: 'entrance', usedToday: false }
}

/** Where an idle die waits: green beside the Entrance (available), yellow and red out of the pool (l.620). */
export const idlePlace = (die: DieId): DiePlace => (colourOf(die) === 'green' ? { at: 'pool' } : { at: 'out' })

export function withDice(s: EsState, moves: readonly (readonly [DieId, DiePlace])[]): EsState {
  if (moves.length === 0) return s
  const dice = { ...s.dice }
  for (const [d, p] of moves) dice[d] = p
  return { ...s, dice }
}

export function withPlayer(s: EsState, index: number, f: (p: PlayerState) => PlayerState): EsState {
  if (!s.players[index]) return s
  const players = s.players.slice()
  players[index] = f(players[index])
  return { ...s, players }
}

export function findInvestigator(s: EsState, id: string): InvestigatorState | null {
  return s.players.find((p) => p.investigator?.id === id)?.investigator ?? null
}

export function withInvestigator(s: EsState, id: string, f: (i: InvestigatorState) => InvestigatorState): EsState {
  const index = s.players.findIndex((p) => p.investigator?.id === id)
  return index < 0 ? s : withPlayer(s, index, (p) => ({ ...p, investigator: f(p.investigator!) }))
}

/**
 * End of the action phase: every die the attempt used goes back (green to the pool, yellow and red
 * out of it, l.620), dice borrowed from locks go back to their lock; spell and locked dice stay.
 */
export function endAttempt(s: EsState): EsState {
  const moves: [DieId, DiePlace][] = []
  for (const d of DIE_IDS) {
    const p = s.dice[d]
    const lock = s.locks.find((l) => l.die === d)
    if (lock && p.at !== 'locked' && p.at !== 'removed') moves.push([d, { at: 'locked', lock: lock.id }])
    else if (p.at === 'rolled' || p.at === 'task' || p.at === 'discarded' || p.at === 'focused' || p.at === 'assisted' || (p.at === 'pool' && colourOf(d) !== 'green')) moves.push([d, idlePlace(d)])
  }
  const out = withDice(s, moves)
  out.attempt = null
  return out
}

/** A card leaves play: investigators on it go to the Entrance (l.393). Its monsters are handled by their own events. */
export function leaveCard(s: EsState, card: string): EsState {
  const out = { ...s, adventures: s.adventures.filter((a) => a.card !== card) }
  out.players = out.players.map((p) => (p.investigator?.at === card ? { ...p, investigator: { ...p.investigator, at: 'entrance' } } : p))
  return out
}

export function toDeckBottom(s: EsState, deck: AdventureDeck, cards: string[]): EsState {
  if (cards.length === 0) return s
  return deck === 'adventure'
    ? { ...s, adventureDeck: [...s.adventureDeck.filter((c) => !cards.includes(c)), ...cards] }
    : { ...s, otherWorldDeck: [...s.otherWorldDeck.filter((c) => !cards.includes(c)), ...cards] }
}

/** Spent or lost trophies: cards to the bottom of their deck, monster tokens back into the cup (l.482). */
export function trophiesBack(s: EsState, trophies: readonly Trophy[]): EsState {
  let out = s
  for (const t of trophies) {
    if (t.kind === 'adventure') out = toDeckBottom(out, t.deck, [t.card])
    else out = { ...out, cup: t.token.mask ? { ...out.cup, mask: out.cup.mask + 1 } : { ...out.cup, regular: out.cup.regular + 1 } }
  }
  return out
}
