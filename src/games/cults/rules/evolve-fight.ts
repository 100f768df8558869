import { cultsData } from '../data'
import { type Folds, mapDistrict, mapSeat, removeOne, same } from './evolve-base'

/** The event types this table folds. */
type Handled =
  | 'ConfrontationStarted' | 'ReinforcementDeclined' | 'DominanceStage' | 'AttackTotalled'
  | 'ConfrontationResolved' | 'TerrorResolved' | 'DominancePlaced' | 'DominanceEnded'
/** A Dominance Plan: the confrontation, its Attack totals, Terror and the Dominance marker. */
export const fightFolds: Pick<Folds, Handled> = {
  ConfrontationStarted(s, e) {
    return {
      ...s,
      pending: {
        kind: 'confrontation',
        district: e.data.district,
        active: e.data.active,
        stage: e.data.noConfrontation ? 'terror' : e.data.reinforcers.length ? 'reinforce' : 'attack',
        reinforcers: e.data.reinforcers,
        noConfrontation: e.data.noConfrontation,
      },
    }
  },
  ReinforcementDeclined: same,
  DominanceStage(s, e) {
    return s.pending?.kind === 'confrontation' ? { ...s, pending: { ...s.pending, ...e.data } } : s
  },
  AttackTotalled(s, e) {
    if (!s.npc || !e.data.npc) return s
    const n = e.data.npc
    const played = [...n.cards.filter((c) => !n.destroyed.includes(c))]
    const draw = s.npc.draw.filter((c) => !n.cards.includes(c))
    // A physical deck: its top 3 cards were turned face up; the table lays them on its discard pile.
    const revealed = s.npc.revealed + (s.npc.deck === 'physical' ? cultsData.npcCombat.topCards : 0)
    return { ...s, npc: { ...s.npc, draw, bonus: [], bonusCount: 0, revealed, thugs: 0, discard: [...s.npc.discard, ...played], destroyed: [...s.npc.destroyed, ...n.destroyed] } }
  },
  ConfrontationResolved(s, e) {
    const p = s.pending
    if (p?.kind !== 'confrontation') return s
    const activeLost = e.data.winner !== p.active
    return { ...s, pending: activeLost ? null : { ...p, stage: 'terror', reinforcers: [] } }
  },
  TerrorResolved: same,
  DominancePlaced(s, e) {
    const { seat, district, replaced } = e.data
    let next = mapDistrict(s, district, (d) => ({ ...d, dominance: [...(replaced === null ? d.dominance : removeOne(d.dominance, (x) => x === replaced)), seat] }))
    next = mapSeat(next, seat, (p) => ({ ...p, dominanceLeft: p.dominanceLeft - 1 }))
    if (replaced !== null) next = mapSeat(next, replaced, (p) => ({ ...p, dominanceLeft: p.dominanceLeft + 1 }))
    return next
  },
  DominanceEnded(s) {
    return { ...s, pending: null }
  },
}
