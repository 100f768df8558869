import { add, type Folds, inc, same, withBoard, withCup } from './evolve-base'
import { type Ah3eState, investigatorKey } from './state'

/** The event types this table folds. */
type Handled =
  | 'MythosTokenAdded' | 'MythosTokenRemoved' | 'MythosCupRefilled' | 'MythosTokenDrawn' | 'MythosTokenNotRemoved'
  | 'MythosEffectLeftToPlayers' | 'InevitableModifierApplied' | 'InevitableModifierLeftToPlayers'
  | 'MythosSourceChanged' | 'CupCorrected' | 'HeadlineRead' | 'HeadlineDeckEmpty' | 'TerrorSpread'
  | 'TerrorSpreadPrevented' | 'TerrorEncounterResolved' | 'TerrorCorrected'
/** The Mythos cup and its tokens, headlines, terror and its encounters. */
export const mythosFolds: Pick<Folds, Handled> = {
  MythosTokenAdded(state, event) {
    const s: Ah3eState = { ...state }
    return withCup(s, (c) => ({ ...c, cup: inc(c.cup, event.data.token, 1), supplied: inc(c.supplied, event.data.token, 1) }))
  },
  MythosTokenRemoved(state, event) {
    const s: Ah3eState = { ...state }
    return withCup(s, (c) => ({ ...c, [event.data.from]: inc(c[event.data.from], event.data.token, -1), removed: inc(c.removed, event.data.token, 1) }))
  },
  MythosCupRefilled(state, event) {
    const s: Ah3eState = { ...state }
    return withCup(s, (c) => ({ ...c, cup: add(c.cup, event.data.returned, 1), drawn: add(c.drawn, event.data.returned, -1) }))
  },
  MythosTokenDrawn(state, event) {
    const s: Ah3eState = { ...state }
    const out = withCup(s, (c) => ({ ...c, cup: inc(c.cup, event.data.token, -1), drawn: inc(c.drawn, event.data.token, 1) }))
    if (!event.data.extra && out.phase === 'mythos') out.mythosDraws = out.mythosDraws + 1
    return out
  },
  MythosTokenNotRemoved: same,
  MythosEffectLeftToPlayers: same,
  InevitableModifierApplied: same,
  InevitableModifierLeftToPlayers: same,
  MythosSourceChanged(state, event) {
    const s: Ah3eState = { ...state }
    s.draws = { ...s.draws, cup: event.data.cup }
    return s
  },
  CupCorrected(state, event) {
    const s: Ah3eState = { ...state }
    return withCup(s, (c) => ({ ...c, cup: { ...event.data.cup }, drawn: { ...event.data.drawn }, supplied: { ...event.data.supplied } }))
  },
  HeadlineRead(state, event) {
    const s: Ah3eState = { ...state }
    s.headlines = event.data.left
    return s
  },
  HeadlineDeckEmpty: same,
  TerrorSpread(state, event) {
    const s: Ah3eState = { ...state }
    s.terrorDeck = event.data.deck
    return withBoard(s, (b) => ({ ...b, terror: { ...b.terror, [event.data.neighbourhood]: event.data.terror }, terrorCards: { ...b.terrorCards, [event.data.neighbourhood]: event.data.cards } }))
  },
  TerrorSpreadPrevented: same,
  TerrorEncounterResolved(state, event) {
    const s: Ah3eState = { ...state }
    const n = event.data.neighbourhood
    s.terrorDeck = s.terrorDeck + 1
    s.terrorEncounters = [...s.terrorEncounters, investigatorKey(event.data.investigator)]
    s.phaseEncounters = [...s.phaseEncounters, { ...event.data }]
    return withBoard(s, (b) => ({ ...b, terrorCards: { ...b.terrorCards, [n]: Math.max(0, (b.terrorCards[n] ?? 0) - 1) } }))
  },
  TerrorCorrected(state, event) {
    const s: Ah3eState = { ...state }
    return withBoard(s, (b) => ({ ...b, terror: { ...b.terror, [event.data.neighbourhood]: event.data.terror }, terrorCards: { ...b.terrorCards, [event.data.neighbourhood]: event.data.cards } }))
  },
}
