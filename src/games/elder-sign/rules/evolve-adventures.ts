import { type Folds, leaveCard, same, toDeckBottom, withInvestigator } from './evolve-base'

/** The event types this table folds. */
type Handled =
  | 'AdventureCompleted' | 'AdventureFailed' | 'AdventureDealt' | 'AdventureDeckEmpty' | 'AdventureDiscarded'
  | 'AdventureLockDefined' | 'AdventureDeckCorrected' | 'MonsterAppeared' | 'MonsterPrevented'
  | 'MonsterMarkedDefeated' | 'MonsterDefeated' | 'MonsterReturnedToCup'
/** The adventures and Other Worlds in play, their decks and locks, and the monsters on them. */
export const adventureFolds: Pick<Folds, Handled> = {
  AdventureCompleted(s, event) {
    const { card, investigator, deck, trophies } = event.data
    const out = leaveCard(s, card)
    return withInvestigator(out, investigator, (i) => ({ ...i, trophies: [...i.trophies, { kind: 'adventure', card, deck, value: trophies }] }))
  },
  AdventureFailed: same,
  AdventureDealt(s, event) {
    const { card, deck, slot } = event.data
    s.adventureDeck = s.adventureDeck.filter((c) => c !== card)
    s.otherWorldDeck = s.otherWorldDeck.filter((c) => c !== card)
    s.adventures = [...s.adventures, { card, deck, slot }]
    return s
  },
  AdventureDeckEmpty: same,
  AdventureDiscarded(s, event) {
    const a = s.adventures.find((x) => x.card === event.data.card)
    const out = leaveCard(s, event.data.card)
    return a ? toDeckBottom(out, a.deck, [a.card]) : out
  },
  AdventureLockDefined(s, event) {
    s.ownerFacts = { adventureLocks: { ...s.ownerFacts.adventureLocks, [event.data.card]: event.data.lockedDie } }
    return s
  },
  AdventureDeckCorrected(s, event) {
    if (event.data.deck === 'adventure') s.adventureDeck = event.data.order
    else s.otherWorldDeck = event.data.order
    return s
  },
  MonsterAppeared(s, event) {
    const { token, card, spot } = event.data
    s.monsters = [...s.monsters, { ...token, card, spot, defeated: false }]
    s.cup = token.mask ? { ...s.cup, mask: Math.max(0, s.cup.mask - 1) } : { ...s.cup, regular: Math.max(0, s.cup.regular - 1) }
    s.next = { ...s.next, monster: s.next.monster + 1 }
    return s
  },
  MonsterPrevented: same,
  MonsterMarkedDefeated(s, event) {
    s.monsters = s.monsters.map((m) => (m.id === event.data.token ? { ...m, defeated: true } : m))
    return s
  },
  MonsterDefeated(s, event) {
    const m = s.monsters.find((x) => x.id === event.data.token)
    if (!m) return s
    s.monsters = s.monsters.filter((x) => x.id !== m.id)
    const { card: _card, spot: _spot, defeated: _defeated, ...token } = m
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, trophies: [...i.trophies, { kind: 'monster', token }] }))
  },
  MonsterReturnedToCup(s, event) {
    const m = s.monsters.find((x) => x.id === event.data.token)
    if (!m) return s
    s.monsters = s.monsters.filter((x) => x.id !== m.id)
    s.cup = m.mask ? { ...s.cup, mask: s.cup.mask + 1 } : { ...s.cup, regular: s.cup.regular + 1 }
    return s
  },
}
