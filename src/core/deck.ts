import type { Rng } from './rng'

/**
 * Deck primitives over plain arrays of card ids, top of the deck first.
 * All functions are pure: they return new arrays and never mutate their input.
 */
export type Deck = readonly string[]

export const shuffleDeck = (deck: Deck, rng: Rng): string[] => rng.shuffle(deck)

/** Take the top card. `card` is null when the deck is empty. */
export function drawTop(deck: Deck): { card: string | null; deck: string[] } {
  if (deck.length === 0) return { card: null, deck: [] }
  return { card: deck[0], deck: deck.slice(1) }
}

/** Take a named card out of the deck wherever it is (a physical card the players just drew). */
export function takeCard(deck: Deck, card: string): { found: boolean; deck: string[] } {
  const i = deck.indexOf(card)
  if (i < 0) return { found: false, deck: deck.slice() }
  return { found: true, deck: [...deck.slice(0, i), ...deck.slice(i + 1)] }
}

/** Put cards on the bottom, in the given order. */
export const putBottom = (deck: Deck, ...cards: string[]): string[] => [...deck.filter((c) => !cards.includes(c)), ...cards]

/** Put cards on top, the first argument ending on top. */
export const putTop = (deck: Deck, ...cards: string[]): string[] => [...cards, ...deck.filter((c) => !cards.includes(c))]

/** Remove a card from the game (it leaves the deck for good). */
export const removeCard = (deck: Deck, card: string): string[] => deck.filter((c) => c !== card)

/**
 * Draw from the top until a card matches; the cards that did not match go to the bottom in
 * the order drawn (the rulebook's handling of Gate cards). `card` is null when nothing matches;
 * the deck then comes back in its original order.
 */
export function drawUntil(deck: Deck, matches: (card: string) => boolean): { card: string | null; skipped: string[]; deck: string[] } {
  const i = deck.findIndex(matches)
  if (i < 0) return { card: null, skipped: [], deck: deck.slice() }
  const skipped = deck.slice(0, i)
  return { card: deck[i], skipped, deck: [...deck.slice(i + 1), ...skipped] }
}

/**
 * A cup (multiset) of tokens: draw one at random. Tokens are individual ids, so the
 * caller's list is the whole cup; the order of the list does not matter for the odds.
 */
export function drawFromCup(cup: readonly string[], rng: Rng): { token: string | null; cup: string[] } {
  if (cup.length === 0) return { token: null, cup: [] }
  const sorted = cup.slice().sort()
  const i = rng.int(sorted.length)
  return { token: sorted[i], cup: [...sorted.slice(0, i), ...sorted.slice(i + 1)] }
}

/** Take the bottom card (a deck drawn from both ends: AH3e's event deck, its monster deck). `card` is null when the deck is empty. */
export function drawBottom(deck: Deck): { card: string | null; deck: string[] } {
  if (deck.length === 0) return { card: null, deck: [] }
  return { card: deck[deck.length - 1], deck: deck.slice(0, -1) }
}

/**
 * Search a deck for a card with a trait, from the end it is drawn from: reveal cards one at a time
 * until one matches; the others revealed are shuffled and go to the opposite end (Under Dark Waves
 * «Szukanie konkretnych cech»: a deck drawn from the top returns them to the bottom, one drawn from
 * the bottom to the top). `card` is null when none matches: then every card was revealed and the
 * whole deck comes back shuffled.
 */
export function searchDeck(deck: Deck, from: 'top' | 'bottom', matches: (card: string) => boolean, rng: Rng): { card: string | null; revealed: string[]; deck: string[] } {
  const order = from === 'top' ? deck.slice() : deck.slice().reverse()
  const i = order.findIndex(matches)
  const revealed = i < 0 ? order : order.slice(0, i)
  const rest = i < 0 ? [] : order.slice(i + 1)
  const back = rng.shuffle(revealed)
  const left = from === 'top' ? [...rest, ...back] : [...back, ...rest.reverse()]
  return { card: i < 0 ? null : order[i], revealed, deck: left }
}
