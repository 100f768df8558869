import type { Ah2eEvent } from './events'
import { type Folds, newPhase, noStoodUp, omit, withoutItem, withoutMarkersOf } from './evolve-base'
import type { Ah2eState } from './state'

function foldRumorEnded(s: Ah2eState, e: Extract<Ah2eEvent, { type: 'RumorEnded' | 'EnvironmentDiscarded' }>): Ah2eState {
  const id = e.data.cardId
  return {
    ...withoutMarkersOf(s, id),
    rumor: s.rumor === id ? null : s.rumor,
    environment: s.environment === id ? null : s.environment,
    mythosDeck: [...withoutItem(s.mythosDeck, id), id],
  }
}

/** The event types this table folds. */
type Handled =
  | 'MythosCardDrawn' | 'MythosCardSetAside' | 'MythosStepReached' | 'MythosPhaseEnded' | 'MythosMovesPlanned'
  | 'HeadlineResolved' | 'EnvironmentEntered' | 'RumorEntered' | 'RumorIgnored' | 'RumorEnded'
  | 'EnvironmentDiscarded' | 'MythosMarkersPlaced' | 'MythosDeckReshuffled' | 'LocationClosed'
  | 'LocationReopened'
/** The Mythos phase: the card drawn and its steps, headlines, environments and rumors, the markers it places. */
export const mythosFolds: Pick<Folds, Handled> = {
  MythosCardDrawn(s, e) {
    return {
      ...noStoodUp(s),
      phase: 'mythos',
      mythosDeck: withoutItem(s.mythosDeck, e.data.cardId),
      mythos: {
        cardId: e.data.cardId, step: 'gate', setup: e.data.setup, ignoreAbility: e.data.ignoreAbility, moveQueue: null,
        ...(e.data.preventGate ? { preventGate: true } : {}),
      },
    }
  },
  MythosCardSetAside(s, e) {
    return { ...s, mythos: null, mythosDeck: [...withoutItem(s.mythosDeck, e.data.cardId), e.data.cardId] }
  },
  MythosStepReached(s, e) {
    return s.mythos ? { ...s, mythos: { ...s.mythos, step: e.data.step } } : s
  },
  MythosPhaseEnded(s, e) {
    return newPhase({ ...s, mythos: null, setupDone: true, turn: e.data.nextTurn, phase: 'upkeep', firstPlayer: e.data.firstPlayer })
  },
  MythosMovesPlanned(s, e) {
    return s.mythos ? { ...s, mythos: { ...s.mythos, moveQueue: e.data.uids } } : s
  },
  HeadlineResolved(s, e) {
    return { ...s, mythosDeck: [...withoutItem(s.mythosDeck, e.data.cardId), e.data.cardId] }
  },
  EnvironmentEntered(s, e) {
    if (!e.data.replaced) return { ...s, environment: e.data.cardId }
    // «Inne efekty»: the replaced Environment leaves play, so its activity / closed markers go too.
    return { ...withoutMarkersOf(s, e.data.replaced), environment: e.data.cardId, mythosDeck: [...withoutItem(s.mythosDeck, e.data.replaced), e.data.replaced] }
  },
  RumorEntered(s, e) {
    return { ...s, rumor: e.data.cardId }
  },
  RumorIgnored(s, e) {
    return { ...s, mythosDeck: [...withoutItem(s.mythosDeck, e.data.cardId), e.data.cardId] }
  },
  RumorEnded: foldRumorEnded,
  EnvironmentDiscarded: foldRumorEnded,
  MythosMarkersPlaced(s, e) {
    const activity = { ...s.activity }
    for (const loc of e.data.activity) activity[loc] = [...(activity[loc] ?? []), e.data.cardId]
    const closed = { ...s.closed }
    for (const loc of e.data.closed) if (!closed[loc]) closed[loc] = e.data.cardId
    return { ...s, activity, closed }
  },
  MythosDeckReshuffled(s, e) {
    return { ...s, mythosDeck: e.data.order }
  },
  LocationClosed(s, e) {
    return { ...s, closed: { ...s.closed, [e.data.location]: e.data.by } }
  },
  LocationReopened(s, e) {
    return { ...s, closed: omit(s.closed, e.data.location) }
  },
}
