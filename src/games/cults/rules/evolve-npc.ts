import { type Folds, mapDistrict, mapSeat, same } from './evolve-base'
import { districtOf } from './logic'
import type { NpcCard } from './state'

/** The event types this table folds. */
type Handled =
  | 'NpcRolled' | 'NpcFellBack' | 'NpcBonusCard' | 'NpcGuardianTaken' | 'NpcThugsStored' | 'NpcDeckReshuffled'
  | 'NpcDeckShuffled' | 'DisorganizationTaken'
/** The solo opponent: its rolls, its virtual deck, its Thugs and the Disorganization cards it takes. */
export const npcFolds: Pick<Folds, Handled> = {
  NpcRolled: same,
  NpcFellBack: same,
  NpcBonusCard(s, e) {
    if (!s.npc) return s
    const card = e.data.card
    return { ...s, npc: card ? { ...s.npc, draw: s.npc.draw.slice(1), bonus: [...s.npc.bonus, card] } : { ...s.npc, bonusCount: s.npc.bonusCount + 1 } }
  },
  NpcGuardianTaken(s, e) {
    let next = mapDistrict(s, e.data.district, (d) => ({ ...d, guardians: d.guardians === null ? null : Math.max(0, d.guardians - 1), taken: { ...d.taken, guardian: d.taken.guardian + 1 } }))
    if (next.npc?.deck === 'virtual') {
      // ROC-CARDS-04: the district's Guardian card as entered; not entered yet, it counts 0 until it is.
      const g = districtOf(s, e.data.district)?.guardianCard ?? null
      const id = `guardian-${e.data.district}-${Object.keys(next.npc.cards).length}`
      const card: NpcCard = g ? { id, attack: g.attack, thugs: g.thugs, guardian: true, district: e.data.district } : { id, attack: 0, thugs: null, guardian: true, district: e.data.district, unknown: true }
      next = { ...next, npc: { ...next.npc, cards: { ...next.npc.cards, [id]: card }, draw: [id, ...next.npc.draw] } }
    }
    return next
  },
  NpcThugsStored(s, e) {
    return s.npc ? { ...s, npc: { ...s.npc, thugs: s.npc.thugs + e.data.n } } : s
  },
  NpcDeckReshuffled(s, e) {
    return s.npc ? { ...s, npc: { ...s.npc, draw: e.data.draw, discard: [] } } : s
  },
  NpcDeckShuffled(s, e) {
    return s.npc ? { ...s, npc: { ...s.npc, draw: e.data.draw } } : s
  },
  DisorganizationTaken(s, e) {
    let next = mapSeat(s, e.data.seat, (p) => ({ ...p, disorganization: p.disorganization + 1 }))
    if (next.seats[e.data.seat].npc && next.npc?.deck === 'virtual') {
      const id = `disorganization-${Object.keys(next.npc.cards).length}`
      next = { ...next, npc: { ...next.npc, cards: { ...next.npc.cards, [id]: { id, attack: 0, thugs: null, disorganization: true } }, discard: [...next.npc.discard, id] } }
    }
    return next
  },
}
