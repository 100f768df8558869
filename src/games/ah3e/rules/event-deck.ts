import type { Emitter } from './emitter'
import { addSheetDoom, doomSpaces } from './doom'
import type { StepResult } from './step-result'
import type { EventCard, EventFacts, EventUse, Step } from './state'

/**
 * The double-ended event deck (supplement §2, §8): spread doom draws from the bottom, spawn clue and
 * gate burst from the top; the face-up discard pile's top card marks the unstable space; a gate
 * burst shuffles its card with the discard pile onto the bottom. Rulebook «Talia wydarzeń»
 * (l.541–555): a draw or discard from an empty deck is cancelled, 1 doom goes on the scenario sheet
 * and the discard pile becomes the new deck.
 *
 * With a physical deck the app does not see the cards: the command names what the players drew
 * (`cards`), or the rules ask «which neighbourhood / which spaces?».
 */

/** Which uses need the doom icons read (the card goes face up on the discard pile). */
export const needsDoom = (use: EventUse): boolean => use === 'spread-doom' || use === 'discard'

/** Draw one event card for a use: from the bottom for spread doom, else from the top. */
export function drawEvent(em: Emitter, use: EventUse, source: string, from?: 'top' | 'bottom'): StepResult {
  const s = em.state
  if (s.eventDeck.length === 0) {
    em.emit({ type: 'EventDeckEmpty', data: { use } }, 'rule/empty-event-deck')
    addSheetDoom(em, 1, 'rule/empty-event-deck')
    const discard = em.state.eventDiscard
    const deck = s.draws.events === 'virtual' ? em.rng.shuffle(discard.map((c) => c.id)) : discard.map(() => null)
    em.emit({ type: 'EventDeckReshuffled', data: { deck } }, 'rule/empty-event-deck')
    return {}
  }
  const end = from ?? (use === 'spread-doom' ? 'bottom' : 'top')
  const slot = end === 'top' ? s.eventDeck[0] : s.eventDeck[s.eventDeck.length - 1]
  let facts: EventFacts | null = slot !== null ? s.eventCards[slot] ?? null : null
  if (facts === null && em.cards.length > 0) facts = em.cards.shift()!
  em.emit({ type: 'EventCardDrawn', data: { use, end, id: slot, facts } }, source)
  if (facts === null || (needsDoom(use) && facts.doom === null)) return { ask: { kind: 'event-card', use, source }, then: [{ k: 'apply-event', source }] }
  return { then: [{ k: 'apply-event', source }] }
}

/** The drawn card, once its facts are known: doom on its spaces, a clue in its neighbourhood, or a gate burst there. */
export function applyEvent(em: Emitter, source: string): StepResult {
  const hand = em.state.eventInHand
  if (!hand || !hand.facts) return {}
  const card: EventCard = { id: hand.id, facts: hand.facts }
  const n = hand.facts.neighbourhood
  switch (hand.use) {
    case 'spread-doom': {
      em.emit({ type: 'EventCardDiscarded', data: { card } }, source)
      const then: Step[] = []
      for (const [space, times] of Object.entries(hand.facts.doom ?? {})) for (let i = 0; i < times; i++) then.push({ k: 'doom', space, source })
      return { then }
    }
    case 'discard':
      em.emit({ type: 'EventCardDiscarded', data: { card } }, source)
      return {}
    case 'spawn-clue':
      // Into the top of the neighbourhood's encounter deck proper, under any attached terror cards (l.321–324).
      em.emit({ type: 'ClueSpawned', data: { neighbourhood: n, card, terrorCards: em.state.board.terrorCards[n] ?? 0 } }, source)
      return {}
    case 'gate-burst':
      return { then: [...doomSpaces(em.state, n).map((space): Step => ({ k: 'doom', space, source })), { k: 'event-bottom', source }] }
  }
}

/** The gate burst's last step: its card and the whole discard pile, shuffled, onto the bottom of the deck. */
export function eventsToBottom(em: Emitter, source: string): StepResult {
  const s = em.state
  const ids = [...(s.eventInHand ? [s.eventInHand.id] : []), ...s.eventDiscard.map((c) => c.id)]
  const cards = s.draws.events === 'virtual' ? em.rng.shuffle(ids) : ids.map(() => null)
  em.emit({ type: 'EventCardsToBottom', data: { cards } }, source)
  return {}
}

/**
 * The end a trait search reveals from, for the use the found card is drawn for: the end that use
 * draws from (rulebook «Szukanie konkretnych cech», l.624–639: a deck drawn from the top is revealed
 * from the top, one drawn from the bottom from the bottom). The event deck is drawn from both ends,
 * so the use decides (our reading, medium: the rulebook names only single-ended decks).
 */
export const searchEnd = (use: EventUse): 'top' | 'bottom' => (use === 'spread-doom' ? 'bottom' : 'top')

/**
 * A trait search in the event deck (l.624–639): the `passed` cards revealed from `end` without the
 * trait are shuffled and put at the other end; a found card is then drawn from `end` for its use
 * (its effect as a draw of that use: doom on its spaces, a clue, a gate burst, or the discard pile).
 * Not found: every card was revealed, and the whole deck goes back shuffled. Returns the draw to
 * run next (none when nothing was found).
 */
export function searchEvents(em: Emitter, trait: string, end: 'top' | 'bottom', passed: number, use: EventUse | null, source: string): Step[] {
  const deck = em.state.eventDeck
  const virtual = em.state.draws.events === 'virtual'
  const mix = (cards: (string | null)[]) => (virtual ? em.rng.shuffle(cards) : cards.map(() => null))
  const revealed = end === 'top' ? deck.slice(0, passed) : deck.slice(deck.length - passed)
  const rest = end === 'top' ? deck.slice(passed) : deck.slice(0, deck.length - passed)
  const back = mix(revealed)
  const next = use === null ? back : end === 'top' ? [...rest, ...back] : [...back, ...rest]
  em.emit({ type: 'EventDeckSearched', data: { trait, end, found: use !== null, passed, deck: next } }, source)
  return use === null ? [] : [{ k: 'event', use, source, end }]
}
