import { type Folds, mapDistrict, mapSeat, removeOne, same, supplyAdd } from './evolve-base'
import type { DistrictState } from './state'

/** The event types this table folds. */
type Handled =
  | 'PlanPlaced' | 'TurnPassed' | 'PlanTaken' | 'CardsBought' | 'CardDestroyed' | 'CardDrawn' | 'TokensTaken'
  | 'TokensCapped' | 'RitualMoved' | 'RitualRemoved'
/** Plan markers placed and taken, and what the Plans do: cards bought or destroyed, Rituals moved or removed. */
export const planFolds: Pick<Folds, Handled> = {
  PlanPlaced(s, e) {
    return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, stack: [...d.stack, e.data.seat] })), e.data.seat, (p) => ({ ...p, toPlace: p.toPlace - 1 }))
  },
  TurnPassed(s, e) {
    return { ...s, actor: e.data.to }
  },
  PlanTaken(s, e) {
    return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, stack: d.stack.slice(0, -1) })), e.data.seat, (p) => ({ ...p, used: { ...p.used, [e.data.plan]: p.used[e.data.plan] + 1 } }))
  },
  CardsBought(s, e) {
    const less = (n: number | null, bought: boolean) => (n === null || !bought ? n : Math.max(0, n - 1))
    const taken = (d: DistrictState) => ({ guardian: d.taken.guardian + (e.data.guardian ? 1 : 0), action: d.taken.action + (e.data.action ? 1 : 0) })
    return mapDistrict(s, e.data.district, (d) => ({ ...d, guardians: less(d.guardians, e.data.guardian), actions: less(d.actions, e.data.action), taken: taken(d) }))
  },
  CardDestroyed(s, e) {
    if (e.data.what !== 'disorganization') return s
    const seat = s.seats[e.data.seat]
    if (seat.npc && s.npc) {
      const card = s.npc.discard.find((id) => s.npc!.cards[id]?.disorganization)
      const gone = s.npc.deck === 'physical' ? 'disorganization' : card
      const next = { ...s, npc: { ...s.npc, discard: card ? removeOne(s.npc.discard, (x) => x === card) : s.npc.discard, destroyed: gone ? [...s.npc.destroyed, gone] : s.npc.destroyed } }
      return mapSeat(next, e.data.seat, (p) => ({ ...p, disorganization: Math.max(0, p.disorganization - 1) }))
    }
    return mapSeat(s, e.data.seat, (p) => ({ ...p, disorganization: Math.max(0, p.disorganization - 1) }))
  },
  CardDrawn: same,
  TokensTaken: same,
  TokensCapped: same,
  RitualMoved(s, e) {
    const { seat, from, to, level, now } = e.data
    let next = mapDistrict(s, from, (d) => ({ ...d, rituals: removeOne(d.rituals, (r) => r.seat === seat && r.level === level) }))
    next = mapDistrict(next, to, (d) => ({ ...d, rituals: [...d.rituals, { seat, level: now }] }))
    if (now !== level) next = mapSeat(next, seat, (p) => supplyAdd(supplyAdd(p, level, 1), now, -1))
    return next
  },
  RitualRemoved(s, e) {
    return mapSeat(
      mapDistrict(s, e.data.district, (d) => ({ ...d, rituals: removeOne(d.rituals, (r) => r.seat === e.data.seat && r.level === e.data.level) })),
      e.data.seat,
      (p) => supplyAdd(p, e.data.level, 1),
    )
  },
}
