import { dropField, type Folds, omit, relocate, same, withInvestigator, withoutExplored, withoutItem } from './evolve-base'
import { personalStoriesOf, stoodUpOf, vigilanceOf } from './state'

/** The event types this table folds. */
type Handled =
  | 'InvestigatorDrawnThrough' | 'AllyBoxed' | 'AllyTaken' | 'InvestigatorMoved' | 'InvestigatorArrested'
  | 'VigilanceCheckDue' | 'VigilanceCheckPassed' | 'InvestigatorStoodUp' | 'InvestigatorUpdated'
  | 'ExploredMarkerPlaced' | 'CluesTaken' | 'CluesSpent' | 'MonsterTrophyTaken' | 'GateTrophySpent'
  | 'MonsterTrophySpent' | 'InvestigatorLostInTimeAndSpace' | 'InvestigatorReturnedFromLostInTimeAndSpace'
  | 'HealthSet' | 'InvestigatorKnockedOut' | 'InvestigatorDevoured' | 'InvestigatorReplaced'
/** The investigators: where they are, what they hold, their trophies, health and fate. */
export const investigatorFolds: Pick<Folds, Handled> = {
  InvestigatorDrawnThrough(s, e) {
    return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: `ow:${e.data.world}:1`, delayed: true }))
  },
  AllyBoxed(s, e) {
    return { ...s, allyDeck: withoutItem(s.allyDeck, e.data.allyId), alliesBoxed: [...s.alliesBoxed, e.data.allyId] }
  },
  AllyTaken(s, e) {
    return { ...s, allyDeck: withoutItem(s.allyDeck, e.data.allyId) }
  },
  InvestigatorMoved(s, e) {
    return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: e.data.to }))
  },
  InvestigatorArrested(s, e) {
    return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: e.data.to, delayed: true }))
  },
  VigilanceCheckDue(s, e) {
    return { ...s, vigilance: { ...vigilanceOf(s), [e.data.investigatorId]: { space: e.data.space, modifier: e.data.modifier } } }
  },
  VigilanceCheckPassed(s, e) {
    return { ...s, vigilance: omit(vigilanceOf(s), e.data.investigatorId) }
  },
  InvestigatorStoodUp(s, e) {
    const to = e.data.to
    const up = relocate(s, e.data.investigatorId, (i) => ({ ...i, delayed: false, ...(to !== undefined ? { location: to } : {}) }))
    return { ...up, stoodUp: [...stoodUpOf(s), e.data.investigatorId] }
  },
  InvestigatorUpdated(s, e) {
    const { investigatorId, explored, ...patch } = e.data
    return withInvestigator(s, investigatorId, (i) => {
      const next = { ...i, ...patch }
      return explored === undefined ? next : explored ? { ...next, explored: true } : withoutExplored(next)
    })
  },
  ExploredMarkerPlaced(s, e) {
    return withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, explored: true }))
  },
  CluesTaken(s, e) {
    const loc = e.data.location
    const next = withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, clues: i.clues + e.data.count }))
    if (!loc) return next
    const left = (s.clues[loc] ?? 0) - e.data.count
    return { ...next, clues: left > 0 ? { ...s.clues, [loc]: left } : omit(s.clues, loc) }
  },
  CluesSpent(s, e) {
    return withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, clues: Math.max(0, i.clues - e.data.count) }))
  },
  MonsterTrophyTaken(s, e) {
    return {
      ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, monsterTrophies: [...i.monsterTrophies, e.data.uid] })),
      monsters: { ...s.monsters, [e.data.uid]: 'trophy' },
    }
  },
  GateTrophySpent(s, e) {
    return {
      ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, gateTrophies: withoutItem(i.gateTrophies, e.data.markerId) })),
      gateStack: [...s.gateStack, e.data.markerId],
    }
  },
  MonsterTrophySpent(s, e) {
    return {
      ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, monsterTrophies: withoutItem(i.monsterTrophies, e.data.uid) })),
      monsters: { ...s.monsters, [e.data.uid]: 'cup' },
    }
  },
  InvestigatorLostInTimeAndSpace(s, e) {
    const back = e.data.returnsAtTurn
    return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: 'lost-in-time-and-space', delayed: true, ...(back !== undefined ? { returnsAtTurn: back } : {}) }))
  },
  InvestigatorReturnedFromLostInTimeAndSpace(s, e) {
    // The figure stood up in the lost turn's Movement phase.
    return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: e.data.to, delayed: false }))
  },
  HealthSet(s, e) {
    const h = e.data.health
    return withInvestigator(s, e.data.investigatorId, (i) => (h ? { ...i, health: { ...h } } : dropField(i, 'health')))
  },
  InvestigatorKnockedOut: same,
  InvestigatorDevoured(s, e) {
    return relocate(s, e.data.investigatorId, (i) => ({
      ...i, devoured: true, eliminated: s.status === 'final-battle' || i.eliminated, location: null, delayed: false, clues: 0,
    }))
  },
  InvestigatorReplaced(s, e) {
    // A new investigator brings their own Personal Story cards.
    return {
      ...withInvestigator(s, e.data.investigatorId, (i) => dropField(dropField(dropField({
        ...i, name: e.data.name, devoured: false, eliminated: false, location: null, delayed: false, sneak: null, clues: 0,
      }, 'health'), 'explored'), 'returnsAtTurn')),
      personalStories: omit(personalStoriesOf(s), e.data.investigatorId),
    }
  },
}
