import { type Folds, mapDistrict, mapSeat } from './evolve-base'
import type { NpcSettings } from './state'

/** What the players put right or entered on the way: a district, Disorganization, District cards, an opponent setting. */
export const correctionFolds: Pick<Folds, 'DistrictCorrected' | 'DisorganizationCorrected' | 'DistrictCardsSet' | 'SettingChanged'> = {
  DistrictCorrected(s, e) {
    return mapDistrict(s, e.data.district, (d) => ({ ...d, investigators: e.data.investigators, track: e.data.track, sanity: e.data.sanity, guardians: e.data.guardians, actions: e.data.actions === undefined ? d.actions : e.data.actions }))
  },
  DisorganizationCorrected(s, e) {
    return mapSeat(s, e.data.seat, (p) => ({ ...p, disorganization: e.data.to }))
  },
  DistrictCardsSet(s, e) {
    const { district, guardian, action, guardians, actions } = e.data
    let next = mapDistrict(s, district, (d) => ({ ...d, guardianCard: guardian, actionCard: action, guardians, actions }))
    // Guardians the NPC took from here before the card was entered now count as entered (ROC-CARDS-04).
    if (next.npc && guardian) {
      const cards = Object.fromEntries(Object.entries(next.npc.cards).map(([id, c]) => [id, c.unknown && c.district === district ? { id, attack: guardian.attack, thugs: guardian.thugs, guardian: true, district } : c]))
      next = { ...next, npc: { ...next.npc, cards } }
    }
    return next
  },
  SettingChanged(s, e) {
    if (!s.npc) return s
    const settings = { ...s.npc.settings, [e.data.setting]: e.data.value } as NpcSettings
    const next = { ...s, npc: { ...s.npc, settings } }
    // ROC-NPC-S1 switched: the districts take their new numbers.
    return e.data.setting === 'districtNumbers' ? { ...next, districts: next.districts.map((d) => ({ ...d, number: settings.districtNumbers[d.id] })) } : next
  },
}
