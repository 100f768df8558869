import { districtCardOf, obj, STACK_MAX } from '../cards'
import { districtOf } from '../logic'
import { DEFAULT_NPC_SETTINGS, npcSettings } from '../npc'
import type { DistrictCard, NpcSettings } from '../state'
import { district, DISTRICTS, isDistrict, isInt, type Handlers } from './types'

/** What the players correct or enter on the way: a district, a Disorganization count, District cards, an opponent setting. */
export const correctionHandlers: Pick<Handlers, 'CorrectDistrict' | 'CorrectDisorganization' | 'SetDistrictCards' | 'ChangeSetting'> = {
  CorrectDistrict(em, { data }) {
    if (!isDistrict(data.district)) return 'district/unknown'
    const d = districtOf(em.state, data.district)!
    const investigators = data.investigators ?? d.investigators
    const track = data.track ?? d.track
    const sanity = data.sanity ?? d.sanity
    const guardians = data.guardians === undefined ? d.guardians : data.guardians
    const actions = data.actions === undefined ? d.actions : data.actions
    if (!isInt(investigators, 0, 20) || !isInt(track, 1, 20) || !(sanity === null || isInt(sanity, 0, 20)) || !(guardians === null || isInt(guardians, 0, STACK_MAX)) || !(actions === null || isInt(actions, 0, STACK_MAX))) return 'correction/bad-value'
    // `actions` only when it changes: a correction recorded before the Action stack was counted reads the same.
    em.emit({ type: 'DistrictCorrected', data: { district: d.id, investigators, track, sanity, guardians, ...(actions !== d.actions ? { actions } : {}) } }, 'correction')
    return null
  },

  CorrectDisorganization(em, { data }) {
    if (!isInt(data.seat, 0, em.state.seats.length - 1)) return 'correction/bad-seat'
    if (!isInt(data.to, 0, 20)) return 'correction/bad-value'
    em.emit({ type: 'DisorganizationCorrected', data: { seat: data.seat, to: data.to } }, 'correction')
    return null
  },

  SetDistrictCards(em, { data }) {
    const r = district(em, data.district)
    if (r) return r
    const guardian = data.guardian === undefined ? null : districtCardOf(data.guardian, 'guardian')
    if (typeof guardian === 'string') return guardian
    const action = data.action === undefined ? null : districtCardOf(data.action, 'action')
    if (typeof action === 'string') return action
    const { guardians, actions } = data
    if (!(guardians === null || isInt(guardians, 0, STACK_MAX)) || !(actions === null || isInt(actions, 0, STACK_MAX))) return 'cards/bad-stack'
    const d = districtOf(em.state, data.district)!
    const same = (a: DistrictCard | null, b: DistrictCard | null) => JSON.stringify(a) === JSON.stringify(b)
    if (same(guardian, d.guardianCard) && same(action, d.actionCard) && guardians === d.guardians && actions === d.actions) return 'cards/unchanged'
    em.emit({ type: 'DistrictCardsSet', data: { district: d.id, guardian, action, guardians, actions } }, 'rule/ROC-CARDS-01')
    return null
  },

  ChangeSetting(em, { data }) {
    const n = em.state.npc
    if (!n) return 'npc/not-solo'
    const key = data.setting as keyof NpcSettings
    if (typeof key !== 'string' || !Object.hasOwn(DEFAULT_NPC_SETTINGS, key)) return 'setting/unknown'
    // ROC-NPC-S10 decides where its Sites start (l.1738); later it would move pieces nobody moves.
    if (key === 'siteOutOfPlay') return 'setting/setup-only'
    let value: unknown = data.value
    if (key === 'districtNumbers') {
      const m = obj(data.numbers)
      if (!m || Object.keys(m).length !== DISTRICTS.length || !Object.keys(m).every(isDistrict)) return 'npc/bad-numbers'
      value = m
    }
    if (value === undefined) return 'npc/bad-setting'
    const next = npcSettings({ ...n.settings, [key]: value })
    if (typeof next === 'string') return next
    if (JSON.stringify(next[key]) === JSON.stringify(n.settings[key])) return 'setting/same'
    em.emit({ type: 'SettingChanged', data: { setting: key, value: next[key], was: n.settings[key] } }, 'rule/ROC-NPC-SET')
    return null
  },
}
