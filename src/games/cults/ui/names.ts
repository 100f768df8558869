import type { CultsState, District, Level, PlanOrBluff } from '../rules'
import { t } from './i18n'

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
export const cap = (x: string): string => (x ? x[0].toUpperCase() + x.slice(1) : x)
