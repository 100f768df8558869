import { ah2eFullData as all } from '@/games/ah2e/data/full'
import { locale, t } from './i18n'
import type { LocalName } from '@/games/ah2e/data/types'

/**
 * Names of game components in the UI language, matching the Polish board where the rulebook attests
 * them; Innsmouth Horror's included (its unattested Polish names fall back to English).
 */
const byId = new Map<string, LocalName>()
for (const s of all.spaces) byId.set(`space:${s.id}`, s.name)
for (const m of all.monsters) byId.set(`monster:${m.id}`, m.name)
for (const a of all.ancientOnes) byId.set(`ao:${a.id}`, a.name)
for (const w of all.worlds) byId.set(`world:${w.id}`, w.name)
for (const a of all.allies) byId.set(`ally:${a.id}`, a.name)
for (const n of all.neighbourhoods) byId.set(`hood:${n.id}`, n.name)
for (const h of all.innsmouth?.heralds ?? []) byId.set(`herald:${h.id}`, h.name)

const pick = (n: LocalName | undefined, fallback: string) => (n ? (locale.value === 'pl' ? n.pl : n.en) : fallback)

export function placeName(id: string | null | undefined): string {
  if (!id) return '—'
  if (id.startsWith('ow:')) {
    const [, w, area] = id.split(':')
    return `${worldName(w)} (${area})`
  }
  if (id === 'cup') return locale.value === 'pl' ? 'pula potworów' : 'monster cup'
  if (id === 'box') return locale.value === 'pl' ? 'pudełko' : 'box'
  if (id === 'trophy') return locale.value === 'pl' ? 'trofeum' : 'trophy'
  if (id === 'vortex') return t('place.vortex')
  return pick(byId.get(`space:${id}`), id)
}

export const monsterKindName = (kindId: string) => pick(byId.get(`monster:${kindId}`), kindId)
export const monsterName = (uid: string) => {
  const i = uid.lastIndexOf('#')
  return `${monsterKindName(uid.slice(0, i))} ${uid.slice(i)}`
}
export const ancientOneName = (id: string) => pick(byId.get(`ao:${id}`), id)
export const worldName = (id: string) => pick(byId.get(`world:${id}`), id)
export const allyName = (id: string) => pick(byId.get(`ally:${id}`), id)
export const neighbourhoodName = (id: string) => pick(byId.get(`hood:${id}`), id)
export const heraldName = (id: string) => pick(byId.get(`herald:${id}`), id)
export const cardTitle = (id: string) => all.mythos.find((m) => m.id === id)?.title ?? id
export function gateMarkerName(id: string): string {
  const g = all.gateMarkers.find((m) => m.id === id)
  return g ? `${worldName(g.world)} ${g.modifier >= 0 ? '+' : ''}${g.modifier}` : id
}
