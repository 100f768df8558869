import { cultsData } from '../data'
import { startDominance } from './dominance'
import type { Emitter } from './emitter'
import { nextPlacer, settleTurn } from './flow'
import { advanceInvestigator } from './investigators'
import { districtOf, freeSpaces, inPlay, onBoard, ritualsOf, topsOf } from './logic'
import { PLANS, type District, type DistrictState, type Level, type NpcSettings, type Plan, type PlanOrBluff } from './state'

/** The NPC's defaults where the rulebook is silent (each a switchable, "unverified" setting). */
export const DEFAULT_NPC_SETTINGS: NpcSettings = {
  districtNumbers: { ...cultsData.defaultNumbers },
  dieToPlan: cultsData.npcDieToPlan as [Plan, Plan, Plan, Plan],
  noGuardian: 'bluff',
  fallbackMovesTrack: false,
  influenceTie: 'lowest',
  defendFrom: 'other',
  removeAfterTerror: 'lowest',
  destroyForThugs: 'larger',
  capStash: false,
  siteOutOfPlay: false,
}

/** Settings from a setup (unknown keys and bad values fall back to the defaults). */
export function npcSettings(x: Partial<NpcSettings> | undefined): NpcSettings | string {
  const s = { ...DEFAULT_NPC_SETTINGS, ...(x ?? {}) }
  const nums = Object.values(s.districtNumbers ?? {})
  if (!s.districtNumbers || cultsData.districts.some((d) => !Number.isInteger(s.districtNumbers[d])) || new Set(nums).size !== 4 || nums.some((n) => n < 1 || n > 4)) return 'npc/bad-numbers'
  if (!Array.isArray(s.dieToPlan) || s.dieToPlan.length !== 4 || new Set(s.dieToPlan).size !== 4 || !s.dieToPlan.every((p) => (PLANS as readonly string[]).includes(p))) return 'npc/bad-die-map'
  const choice = (v: unknown, opts: readonly unknown[]) => opts.includes(v)
  if (!choice(s.noGuardian, ['bluff', 'destroy-only']) || !choice(s.influenceTie, ['lowest', 'highest']) || !choice(s.defendFrom, ['other', 'anywhere']) ||
    !choice(s.removeAfterTerror, ['lowest', 'highest']) || !choice(s.destroyForThugs, ['larger', 'symbols']) || typeof s.fallbackMovesTrack !== 'boolean' || typeof s.capStash !== 'boolean' || typeof s.siteOutOfPlay !== 'boolean') return 'npc/bad-setting'
  return { ...s, districtNumbers: { ...s.districtNumbers }, dieToPlan: [...s.dieToPlan] as NpcSettings['dieToPlan'] }
}

const npcSeat = (em: Emitter): number => em.state.seats.findIndex((p) => p.npc)
const d4 = (em: Emitter): number => 1 + em.rng.int(4)
const byNo = (em: Emitter, n: number): DistrictState | undefined => em.state.districts.find((d) => d.number === n)

/**
 * ROC-NPC-02: in Planning the NPC rolls the d4 and puts a marker on the district with that number;
 * a district out of play is rolled again (l.1871–1874). A physical roll is entered.
 */
export function npcPlan(em: Emitter, die: number | undefined): string | null {
  const seat = npcSeat(em)
  let district: DistrictState | undefined
  const rolls: number[] = []
  if (die !== undefined) {
    if (!Number.isInteger(die) || die < 1 || die > 4) return 'npc/bad-die'
    district = byNo(em, die)
    if (!district?.inPlay) return 'npc/roll-again'
    rolls.push(die)
  } else {
    for (let i = 0; i < 200 && !district?.inPlay; i++) {
      const r = d4(em)
      rolls.push(r)
      district = byNo(em, r)
    }
  }
  em.emit({ type: 'PlanPlaced', data: { seat, district: district!.id, rolls } }, rolls.length > 1 ? 'rule/ROC-NPC-03' : 'rule/ROC-NPC-02')
  nextPlacer(em)
  return null
}

/**
 * ROC-NPC-04..09: the NPC's action. It takes its marker from the lowest-numbered district where
 * its marker is on top (else its turn is skipped), rolls the d4 for the Plan and follows the
 * fallback chain (l.1949–1991). `die` is a physical roll; `plan` a correction by the player.
 */
export function npcAct(em: Emitter, die: number | undefined, forced: PlanOrBluff | undefined): string | null {
  const seat = npcSeat(em)
  const st = em.state.npc!.settings
  const d = topsOf(em.state, seat)[0]
  if (!d) return 'npc/no-top-marker'
  const district = d.id
  let plan: PlanOrBluff
  if (forced !== undefined) {
    if (![...PLANS, 'bluff'].includes(forced)) return 'plan/unknown'
    plan = forced
    if (forced !== 'bluff') em.emit({ type: 'NpcRolled', data: { die: 0, plan: forced, district, physical: true } }, 'correction')
  } else {
    if (die !== undefined && (!Number.isInteger(die) || die < 1 || die > 4)) return 'npc/bad-die'
    const face = die ?? d4(em)
    plan = st.dieToPlan[face - 1]
    em.emit({ type: 'NpcRolled', data: { die: face, plan, district, physical: die !== undefined } }, 'rule/ROC-NPC-05')
  }
  const fall = (from: Plan, to: PlanOrBluff, reason: string, rule: string) => {
    em.emit({ type: 'NpcFellBack', data: { from, to, reason } }, rule)
    plan = to
  }
  let fellFromPrep = false
  for (let guard = 0; guard < 8; guard++) {
    const here = districtOf(em.state, district)!
    if (plan === 'preparation') {
      if (freeSpaces(here) === 0) { fall('preparation', 'dominance', 'no-space', 'rule/ROC-NPC-06'); fellFromPrep = true; continue }
      const lv = ([3, 2, 1] as Level[]).find((l) => em.state.seats[seat].supply[l] > 0)
      if (!lv) { fall('preparation', 'influence', 'no-supply', 'rule/ROC-NPC-06'); fellFromPrep = true; continue }
      em.emit({ type: 'PlanTaken', data: { seat, district, plan } }, 'rule/ROC-NPC-04')
      em.emit({ type: 'RitualPlaced', data: { seat, district, level: lv } }, 'rule/ROC-NPC-06')
      advanceInvestigator(em, district, 'rule/ROC-NPC-06')
      break
    }
    if (plan === 'influence') {
      const elsewhere = onBoard(em.state, seat).filter((r) => r.district !== district)
      if (freeSpaces(here) === 0 || elsewhere.length === 0) { fall('influence', 'dominance', freeSpaces(here) === 0 ? 'no-space' : 'no-ritual-elsewhere', 'rule/ROC-NPC-07'); continue }
      if (fellFromPrep && st.fallbackMovesTrack) { advanceInvestigator(em, district, 'rule/ROC-NPC-S4'); fellFromPrep = false }
      const higher = elsewhere.filter((r) => r.number > here.number)
      const pool = higher.length ? higher : elsewhere.filter((r) => r.number < here.number)
      const low = Math.min(...pool.map((r) => r.level))
      const ties = pool.filter((r) => r.level === low).sort((a, b) => (st.influenceTie === 'lowest' ? a.number - b.number : b.number - a.number))
      const src = ties[0]
      const up = (src.level < 3 && em.state.seats[seat].supply[(src.level + 1) as Level] > 0 ? src.level + 1 : src.level) as Level
      em.emit({ type: 'PlanTaken', data: { seat, district, plan } }, 'rule/ROC-NPC-04')
      em.emit({ type: 'RitualMoved', data: { seat, from: src.district, to: district, level: src.level, now: up } }, 'rule/ROC-NPC-07')
      const n = em.state.npc!
      if (n.deck === 'virtual') {
        if (n.draw.length === 0 && n.discard.length > 0) em.emit({ type: 'NpcDeckReshuffled', data: { draw: em.rng.shuffle(n.discard) } }, 'rule/ROC-NPC-14')
        const card = em.state.npc!.draw[0]
        if (card) em.emit({ type: 'NpcBonusCard', data: { card } }, 'rule/ROC-NPC-07')
      } else em.emit({ type: 'NpcBonusCard', data: { card: null } }, 'rule/ROC-NPC-07')
      break
    }
    if (plan === 'dominance') {
      if (ritualsOf(here, seat).length === 0) { fall('dominance', 'augmentation', 'no-ritual-here', 'rule/ROC-NPC-08'); continue }
      if (fellFromPrep && st.fallbackMovesTrack) { advanceInvestigator(em, district, 'rule/ROC-NPC-S4'); fellFromPrep = false }
      em.emit({ type: 'PlanTaken', data: { seat, district, plan } }, 'rule/ROC-NPC-04')
      startDominance(em, seat, district)
      if (em.state.pending) return null
      break
    }
    if (plan === 'augmentation') {
      const noGuardian = here.guardians === 0
      if (noGuardian && st.noGuardian === 'bluff') { fall('augmentation', 'bluff', 'no-guardian', 'rule/ROC-NPC-S3'); continue }
      if (fellFromPrep && st.fallbackMovesTrack) { advanceInvestigator(em, district, 'rule/ROC-NPC-S4'); fellFromPrep = false }
      em.emit({ type: 'PlanTaken', data: { seat, district, plan } }, 'rule/ROC-NPC-04')
      if (!noGuardian) em.emit({ type: 'NpcGuardianTaken', data: { district } }, 'rule/ROC-NPC-09')
      if (hasDisorganizationInDiscard(em)) em.emit({ type: 'CardDestroyed', data: { seat, what: 'disorganization' } }, 'rule/ROC-NPC-09')
      break
    }
    // Bluff: 2 Thugs stored for its next Confrontation.
    if (fellFromPrep && st.fallbackMovesTrack) advanceInvestigator(em, district, 'rule/ROC-NPC-S4')
    em.emit({ type: 'PlanTaken', data: { seat, district, plan: 'bluff' } }, 'rule/ROC-NPC-04')
    em.emit({ type: 'NpcThugsStored', data: { n: cultsData.bluffTokens } }, 'rule/ROC-NPC-09B')
    break
  }
  settleTurn(em, em.state.actor, false)
  return null
}

/** Whether the NPC's discard pile holds a Disorganization card (a physical deck: one it took and has not destroyed). */
function hasDisorganizationInDiscard(em: Emitter): boolean {
  const n = em.state.npc!
  if (n.deck === 'virtual') return n.discard.some((id) => n.cards[id]?.disorganization)
  return em.state.seats[npcSeat(em)].disorganization > 0
}

/** ROC-NPC-01: the NPC's start: a Cult Site in every district, Rituals I Uptown, I Northside, II Downtown (l.1738–1743). */
export function npcStart(em: Emitter): void {
  const seat = npcSeat(em)
  const st = em.state.npc!.settings
  for (const d of em.state.districts.slice().sort((a, b) => a.number - b.number)) {
    if (d.inPlay || st.siteOutOfPlay) em.emit({ type: 'SitePlaced', data: { seat, district: d.id } }, 'rule/ROC-NPC-01')
  }
  for (const [id, level] of Object.entries(cultsData.npcStart) as [District, number][]) {
    em.emit({ type: 'RitualPlaced', data: { seat, district: id, level: level as Level } }, 'rule/ROC-NPC-01')
  }
}

export { inPlay }
