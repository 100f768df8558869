import type { CultsState, District, DistrictCard, GoalNeed, Level, NpcSettings, PlanOrBluff } from '../rules'
import { t } from './i18n'
import { capitalize } from '@/i18n'

/**
 * Names in the UI. District names are proper names (Northside…) in both languages and stand after a
 * colon or a dash in Polish sentences, so nothing is declined.
 */
export const districtName = (id: District | string): string => t(`district.${id}`)
export const planName = (p: PlanOrBluff | string): string => t(`plan.${p}`)
export const levelName = (l: Level | number): string => ['', 'I', 'II', 'III'][l] ?? String(l)
export function seatName(s: CultsState | null, i: number): string {
  const p = s?.seats[i]
  if (!p) return `#${i + 1}`
  return p.npc ? t('npc.name') : p.name
}
/** The first letter in upper case, in the UI language. */
export const cap = (x: string): string => capitalize(x)

/** A District card by the owner's label, or "not entered". */
export const cardName = (c: DistrictCard | null): string => (c ? c.label : t('cards.notEntered'))
/** A stack's size in words ("3 karty"), or "?" when not known. */
export const stackText = (n: number | null): string => (n === null ? '?' : t('cards.count', { n }))

/** The Goal card's name: the owner's label, else the rulebook card's own name, else "another card". */
export function goalName(s: CultsState | null, id: string | null): string {
  const label = s?.goalCard && s.goalCard.id === id ? s.goalCard.label : ''
  if (label) return label
  const key = `goal.${id}`
  const words = t(key)
  return words === key ? t('goal.other') : words
}

/** One Goal requirement in words ("co najmniej 2 Znaczniki Dominacji w Uptown"). */
export function needText(n: GoalNeed): string {
  switch (n.kind) {
    case 'beat-npc': return t('need.beat-npc')
    case 'check': return t('need.check')
    case 'dominance-in': return t('need.dominance-in', { n: n.n, district: districtName(n.district) })
    default: return t(`need.${n.kind}`, { n: n.n })
  }
}

/** An opponent setting's value in words. */
export function settingValue(key: keyof NpcSettings, v: unknown): string {
  if (key === 'districtNumbers') return Object.entries(v as Record<string, number>).sort((a, b) => a[1] - b[1]).map(([d, n]) => `${n} ${districtName(d)}`).join(', ')
  if (key === 'dieToPlan') return (v as string[]).map((p, i) => `${i + 1} ${planName(p)}`).join(', ')
  return t(`setting.${key}.${String(v)}`)
}

/**
 * One of the opponent's cards by what the app knows of it: a starting card by its number as entered
 * at the setup, with its Attack and "destroy for N Thugs"; a Guardian by its district; a
 * Disorganization card (`disorganization`: one of a physical deck).
 */
export function npcCardName(s: CultsState, id: string): string {
  const c = s.npc?.cards[id]
  if (!c || c.disorganization) return t('npc.card.disorganization')
  if (c.guardian) return c.unknown ? t('npc.card.guardianUnknown', { district: districtName(c.district ?? '') }) : t('npc.card.guardian', { district: districtName(c.district ?? ''), attack: c.attack })
  const n = Number(/^c(\d+)$/.exec(id)?.[1] ?? 0)
  return c.thugs === null ? t('npc.card.start', { n, attack: c.attack }) : t('npc.card.startThugs', { n, attack: c.attack, thugs: c.thugs })
}
