import { drawUntil } from '../../../core'
import type { Ah2eData, GateCard } from '../data/types'
import { gateDeckOf, hasInnsmouth, type ExpansionId } from './state'
import type { Emitter } from './emitter'

/**
 * Encounter decks (rulebook «Faza III: Spotkania w Arkham», «Faza IV: Spotkania w Innych Światach»,
 * «Odrzucanie kart»). The app keeps no card text: a draw names the card; the players read it.
 */

/** The base Gate cards in the data's order (the deck of a game set up before the deck was tracked). */
export const baseGateOrder = (data: Pick<Ah2eData, 'gateCards'>): string[] =>
  (data.gateCards ?? []).filter((c) => c.set === 'base').map((c) => c.id)

/**
 * The setup order of the Gate deck: the base cards, shuffled (rulebook «Przygotowanie do gry»);
 * with Innsmouth its 16 Gate cards are shuffled in («Przygotowanie talii»). A base game shuffles
 * exactly the base cards, so it sets up as it always did.
 */
export function shuffledGateDeck(data: Ah2eData, shuffle: (ids: readonly string[]) => string[], expansions: readonly ExpansionId[] = []): string[] {
  const extra = expansions.includes('innsmouth') ? (data.gateCards ?? []).filter((c) => c.set === 'innsmouth').map((c) => c.id) : []
  return shuffle([...baseGateOrder(data), ...extra])
}

const isShuffleCard = (c: GateCard | undefined): boolean => c?.other === 'shuffle-and-redraw'

/**
 * Whether a drawn Gate card gives an encounter in `world` («Faza IV»): its colour is one the world
 * uses, and a single-world Innsmouth card (`draw-again`) also names the world: elsewhere its Other
 * entry says to discard it and draw again.
 */
function givesEncounter(c: GateCard | undefined, world: { id: string; colours: readonly string[] }): boolean {
  if (!c || !c.colours.some((col) => world.colours.includes(col))) return false
  return c.other !== 'draw-again' || c.worlds.includes(world.id)
}

/**
 * Draw Gate cards for an investigator in `world` («Faza IV»): cards whose colour the world does not
 * use (or an Innsmouth card naming another world) go to the bottom in the order drawn; the matching card is read and then goes to the bottom
 * too («Odrzucanie kart»), so the event moves it there at once.
 *
 * The special card (`other: shuffle-and-redraw`) tells the players to shuffle the Gate deck and
 * keep drawing until a colour matches. The card in hand is not part of that shuffle; once used it
 * is discarded, so it ends at the bottom of the new order (recorded in GateDeckReshuffled).
 * Returns an error code, or null when the events were emitted.
 */
export function drawGateCard(em: Emitter, world: string, investigatorId: string | undefined, cause: string): string | null {
  const w = em.data.worlds.find((x) => x.id === world)
  if (!w) return 'deck/unknown-world'
  const cards = new Map((em.data.gateCards ?? []).map((c) => [c.id, c]))
  if (cards.size === 0) return 'deck/no-gate-cards'
  const matches = (id: string) => {
    const c = cards.get(id)
    return isShuffleCard(c) || givesEncounter(c, w)
  }
  // The special card goes to the bottom of every new order, so one reshuffle always reaches a
  // coloured card; the guard only protects against broken data.
  for (let guard = 0; guard < 4; guard++) {
    const deck = gateDeckOf(em.state)
    const r = drawUntil(deck, matches)
    if (r.card === null) return 'deck/no-matching-gate-card'
    if (isShuffleCard(cards.get(r.card))) {
      const rest = deck.filter((id) => id !== r.card)
      em.emit({ type: 'GateDeckReshuffled', data: { order: [...em.rng.shuffle(rest), r.card], cardId: r.card, skipped: r.skipped } }, 'rule/gate-special-card')
      continue
    }
    em.emit({
      type: 'GateCardDrawn',
      data: { world, cardId: r.card, skipped: r.skipped, ...(investigatorId !== undefined ? { investigatorId } : {}) },
    }, cause)
    return null
  }
  return 'deck/no-matching-gate-card'
}

/**
 * Draw a Location card for a neighbourhood («Faza III»): the deck is shuffled before every draw
 * («Odrzucanie kart»), so the card is uniform over that neighbourhood's cards and no order is kept.
 */
export function drawLocationCard(em: Emitter, neighbourhood: string, cause: string): string | null {
  const inn = hasInnsmouth(em.state)
  const hood = em.data.neighbourhoods.find((n) => n.id === neighbourhood)
  if (!hood || (hood.board === 'innsmouth' && !inn)) return 'deck/unknown-neighbourhood'
  // With Innsmouth every Arkham deck holds 4 more cards («Przygotowanie talii»).
  const inPlay = (set: string) => set === 'base' || (set === 'innsmouth' && inn)
  const ids = (em.data.locationCards ?? []).filter((c) => c.neighbourhood === neighbourhood && inPlay(c.set)).map((c) => c.id).sort()
  if (ids.length === 0) return 'deck/no-location-cards'
  em.emit({ type: 'LocationCardDrawn', data: { neighbourhood, cardId: em.rng.pick(ids) } }, cause)
  return null
}
