import { type Folds, omit, same, withInvestigator, withoutExplored, withoutItem } from './evolve-base'
import { customArrowsOf, customMonstersOf, gateDeckOf } from './state'

/** The event types this table folds. */
type Handled =
  | 'GatePrevented' | 'GateOpened' | 'CluesDiscarded' | 'GateClosed' | 'ElderSignPlaced' | 'ElderSignRemoved'
  | 'ElderSignCardPlayed' | 'GateCardDrawn' | 'GateDeckReshuffled' | 'LocationCardDrawn' | 'CluePlaced'
  | 'ClueNotPlaced' | 'MonsterSurgeBegan' | 'MonsterAppeared' | 'MonsterMoved' | 'MonstersReturnedToCup'
  | 'MonsterBoxed' | 'MonsterKindDefined' | 'ArrowDefined'
/** The board: gates, clues on it, Elder Signs, the gate and location decks, and the monsters. */
export const boardFolds: Pick<Folds, Handled> = {
  GatePrevented: same,
  GateOpened(s, e) {
    return { ...s, gateStack: withoutItem(s.gateStack, e.data.markerId), gates: { ...s.gates, [e.data.location]: e.data.markerId } }
  },
  CluesDiscarded(s, e) {
    return { ...s, clues: omit(s.clues, e.data.location) }
  },
  GateClosed(s, e) {
    // The explored markers at the gate served their purpose: nobody keeps one once it is closed.
    const closer = withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, gateTrophies: [...i.gateTrophies, e.data.markerId] }))
    return {
      ...closer,
      investigators: closer.investigators.map((i) => (i.location === e.data.location ? withoutExplored(i) : i)),
      gates: omit(s.gates, e.data.location),
    }
  },
  ElderSignPlaced(s, e) {
    return { ...s, sealed: [...s.sealed, e.data.location], doom: e.data.fromTrack ? Math.max(0, s.doom - 1) : s.doom }
  },
  ElderSignRemoved(s, e) {
    return { ...s, sealed: withoutItem(s.sealed, e.data.location) }
  },
  ElderSignCardPlayed(s) {
    return { ...s, elderSignCardsPlayed: s.elderSignCardsPlayed + 1 }
  },
  GateCardDrawn(s, e) {
    const moved = [...e.data.skipped, e.data.cardId]
    return { ...s, gateDeck: [...gateDeckOf(s).filter((id) => !moved.includes(id)), ...moved] }
  },
  GateDeckReshuffled(s, e) {
    return { ...s, gateDeck: e.data.order }
  },
  LocationCardDrawn: same,
  CluePlaced(s, e) {
    return { ...s, clues: { ...s.clues, [e.data.location]: (s.clues[e.data.location] ?? 0) + 1 } }
  },
  ClueNotPlaced: same,
  MonsterSurgeBegan: same,
  MonsterAppeared(s, e) {
    return { ...s, monsters: { ...s.monsters, [e.data.uid]: e.data.location } }
  },
  MonsterMoved(s, e) {
    return { ...s, monsters: { ...s.monsters, [e.data.uid]: e.data.to } }
  },
  MonstersReturnedToCup(s, e) {
    const monsters = { ...s.monsters }
    for (const uid of e.data.uids) monsters[uid] = 'cup'
    return { ...s, monsters }
  },
  MonsterBoxed(s, e) {
    return { ...s, monsters: { ...s.monsters, [e.data.uid]: 'box' } }
  },
  MonsterKindDefined(s, e) {
    const monsters = { ...s.monsters }
    for (const uid of e.data.tokens) monsters[uid] = e.data.to
    return { ...s, monsters, customMonsters: { ...customMonstersOf(s), [e.data.kind.id]: e.data.kind } }
  },
  ArrowDefined(s, e) {
    const arrows = customArrowsOf(s)
    return { ...s, customArrows: { ...arrows, [e.data.space]: { ...(Object.hasOwn(arrows, e.data.space) ? arrows[e.data.space] : {}), [e.data.colour]: e.data.to } } }
  },
}
