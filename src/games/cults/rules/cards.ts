import { asObject as obj, isInt, isValidName } from '../../../core'
import { cultsData } from '../data'
import { GOAL_NEED_KINDS, type CityCard, type District, type DistrictCard, type GoalCard, type GoalNeed } from './state'
export { obj }

/**
 * The cards the owner of the box enters (District, City and Goal cards: the OCR lost their faces),
 * checked the same way wherever they come from: a command, a facts file, the device's store. Numbers
 * and choices only, and the owner's own short label — never card text. Pure.
 */

const isDistrict = (x: unknown): x is District => typeof x === 'string' && (cultsData.districts as readonly string[]).includes(x)

/** The owner's short label for a card: 1–30 characters, no control characters. */
export const LABEL_MAX = 30
export const isLabel = (x: unknown): x is string => typeof x === 'string' && isValidName(x, LABEL_MAX)
/** Stack sizes (ROC-CARDS-03) and a card's copies: 0–20 cards in a stack, 1–20 copies. */
export const STACK_MAX = 20

/**
 * ROC-CARDS-01: a District card as entered (rulebook «Karty Dzielnic», l.269–292): the type its stack
 * needs, a base cost and symbols 0–9, "destroy for N Thugs" 1–9 or none, 1–20 copies or unknown.
 * The card as kept (known fields only), or a refusal code.
 */
export function districtCardOf(x: unknown, type?: DistrictCard['type']): DistrictCard | string {
  const o = obj(x)
  if (!o) return 'cards/bad-card'
  if (!isLabel(o.label)) return 'cards/bad-label'
  if (o.type !== 'guardian' && o.type !== 'action') return 'cards/bad-card'
  if (type && o.type !== type) return 'cards/wrong-type'
  if (!isInt(o.cost, 0, 9) || !isInt(o.attack, 0, 9) || !isInt(o.power, 0, 9) || !isInt(o.terror, 0, 9)) return 'cards/bad-card'
  if (!(o.thugs === null || isInt(o.thugs, 1, 9)) || !(o.copies === null || isInt(o.copies, 1, STACK_MAX))) return 'cards/bad-card'
  return { label: o.label.trim(), type: o.type, cost: o.cost, attack: o.attack, power: o.power, terror: o.terror, thugs: o.thugs, copies: o.copies }
}

/**
 * ROC-CITY-01: a City card as entered: the districts whose Investigator advances (each once), the
 * Preparation and District card cost ±0–5, Plan markers 1–6, token limit 0–20, and whether it hands
 * out Disorganization cards (rulebook «Faza Miasta» l.758–770, 882, 1018, 297–298).
 */
export function cityCardOf(x: unknown): CityCard | string {
  const o = obj(x)
  if (!o) return 'city/bad-value'
  if (!isLabel(o.label)) return 'cards/bad-label'
  if (!Array.isArray(o.advance) || !o.advance.every(isDistrict) || new Set(o.advance).size !== o.advance.length) return 'district/unknown'
  if (!isInt(o.preparation, -5, 5) || !isInt(o.cards, -5, 5) || !isInt(o.planMarkers, 1, 6) || !isInt(o.tokenLimit, 0, 20) || typeof o.disorganization !== 'boolean') return 'city/bad-value'
  return { label: o.label.trim(), advance: [...o.advance], preparation: o.preparation, cards: o.cards, planMarkers: o.planMarkers, tokenLimit: o.tokenLimit, disorganization: o.disorganization }
}

/** ROC-GOAL-01: the most a requirement can ask: the kit's Dominance markers, Sites and Rituals, and every VP they give (l.216–219, 580–590, 1040–1050). */
export const GOAL_MAX: Record<Exclude<GoalNeed['kind'], 'beat-npc' | 'check'>, number> = {
  'dominance-in': cultsData.kit.dominance,
  dominance: cultsData.kit.dominance,
  sites: cultsData.kit.sites,
  rituals: cultsData.kit.rituals['1'] + cultsData.kit.rituals['2'] + cultsData.kit.rituals['3'],
  vp: cultsData.kit.dominance + cultsData.kit.sites + 1,
}
export const GOAL_NEEDS_MAX = 6
export const DIFFICULTY_MAX = 20

/**
 * ROC-GOAL-01: a Goal card as entered (rulebook «Karty Celów» l.403–413, 1725–1733): an id, the
 * owner's label (may be empty for the rulebook's two), a difficulty 1–20 or unknown, and 1–6
 * requirements each of a known shape within what the kit allows. The card as kept, or a refusal code.
 */
export function goalCardOf(x: unknown): GoalCard | string {
  const o = obj(x)
  if (!o || typeof o.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(o.id)) return 'goal/bad-card'
  if (typeof o.label !== 'string' || (o.label !== '' && !isLabel(o.label))) return 'goal/bad-label'
  if (!(o.difficulty === null || isInt(o.difficulty, 1, DIFFICULTY_MAX))) return 'goal/bad-difficulty'
  if (!Array.isArray(o.needs) || o.needs.length < 1 || o.needs.length > GOAL_NEEDS_MAX) return 'goal/bad-needs'
  const needs: GoalNeed[] = []
  for (const raw of o.needs) {
    const n = obj(raw)
    const kind = n?.kind
    if (!n || typeof kind !== 'string' || !(GOAL_NEED_KINDS as readonly string[]).includes(kind)) return 'goal/bad-needs'
    if (kind === 'beat-npc' || kind === 'check') { needs.push({ kind }); continue }
    const k = kind as keyof typeof GOAL_MAX
    if (!isInt(n.n, 1, GOAL_MAX[k])) return 'goal/bad-count'
    if (k === 'dominance-in') {
      if (!isDistrict(n.district)) return 'goal/bad-needs'
      needs.push({ kind: k, district: n.district, n: n.n })
    } else needs.push({ kind: k, n: n.n })
  }
  return { id: o.id, label: o.label.trim(), difficulty: o.difficulty, needs }
}
