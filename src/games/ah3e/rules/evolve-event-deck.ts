import type { Ah3eEvent } from './events'
import { type Folds, same } from './evolve-base'
import type { Ah3eState } from './state'

function foldEventCardsAdded(state: Ah3eState, event: Extract<Ah3eEvent, { type: 'EventCardsAdded' | 'EventDeckSearched' }>): Ah3eState {
  const s: Ah3eState = { ...state }
  s.eventDeck = event.data.deck
  return s
}

/** The event types this table folds. */
type Handled =
  | 'EventCardDrawn' | 'EventCardRead' | 'EventCardDiscarded' | 'EventCardsToBottom' | 'EventDeckReshuffled'
  | 'EventCardsAdded' | 'EventDeckSearched' | 'EventDeckEmpty' | 'DecksCorrected'
/** The event deck: cards drawn, read, discarded, put to the bottom, added, and the deck reshuffled or corrected. */
export const eventDeckFolds: Pick<Folds, Handled> = {
  EventCardDrawn(state, event) {
    const s: Ah3eState = { ...state }
    s.eventDeck = event.data.end === 'top' ? s.eventDeck.slice(1) : s.eventDeck.slice(0, -1)
    s.eventInHand = { use: event.data.use, id: event.data.id, facts: event.data.facts }
    return s
  },
  EventCardRead(state, event) {
    const s: Ah3eState = { ...state }
    if (s.eventInHand) s.eventInHand = { ...s.eventInHand, facts: event.data.facts }
    return s
  },
  EventCardDiscarded(state, event) {
    const s: Ah3eState = { ...state }
    s.eventDiscard = [...s.eventDiscard, event.data.card]
    s.eventInHand = null
    return s
  },
  EventCardsToBottom(state, event) {
    const s: Ah3eState = { ...state }
    s.eventDeck = [...s.eventDeck, ...event.data.cards]
    s.eventDiscard = []
    s.eventInHand = null
    s.pileShuffles = s.pileShuffles + 1
    return s
  },
  EventDeckReshuffled(state, event) {
    const s: Ah3eState = { ...state }
    s.eventDeck = event.data.deck
    s.eventDiscard = []
    s.pileShuffles = s.pileShuffles + 1
    return s
  },
  EventCardsAdded: foldEventCardsAdded,
  EventDeckSearched: foldEventCardsAdded,
  EventDeckEmpty: same,
  DecksCorrected(state, event) {
    const s: Ah3eState = { ...state }
    s.eventDeck = event.data.eventDeck
    s.terrorDeck = event.data.terrorDeck
    s.headlines = event.data.headlines
    return s
  },
}
