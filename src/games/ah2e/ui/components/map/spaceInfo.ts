import { ah2eData, type DimensionSymbol, type MonsterKind } from '@/games/ah2e/data'
import type { Ah2eState, Investigator } from '@/games/ah2e/rules'
import { investigatorsAt, kindOf, monstersAt } from '@/games/ah2e/rules/limits'
import { locale, t } from '@/games/ah2e/ui/i18n'
import { monsterName, placeName, worldName } from '@/games/ah2e/ui/names'
import { investigatorName } from '@/games/ah2e/ui/describe'

/** What the map shows about one space, derived from the game state. */

const kinds = new Map(ah2eData.monsters.map((m) => [m.id, m]))
const markers = new Map(ah2eData.gateMarkers.map((g) => [g.id, g]))
const spaces = new Map(ah2eData.spaces.map((s) => [s.id, s]))

export const monsterKindOfUid = (uid: string): MonsterKind | null => kinds.get(kindOf(uid)) ?? null
export const dimensionOf = (uid: string): DimensionSymbol | null => monsterKindOfUid(uid)?.dimension ?? null

/** The copy number of a monster token (`ghoul#3` → 3). */
export const tokenNumber = (uid: string) => Number(uid.slice(uid.lastIndexOf('#') + 1)) || 0

/** A gate modifier as printed: +1, 0, −2 (with a real minus sign). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

export function worldShort(id: string): string {
  const key = `map.worldShort.${id}`
  const short = t(key)
  return short === key ? worldName(id) : short
}

export const symbolName = (d: DimensionSymbol | null) => (d ? t(`symbol.${d}`) : '?')

/** One or two characters for an investigator token: the name's initial, else the player number. */
export function investigatorInitial(inv: Investigator): string {
  const name = inv.name.trim()
  return name ? name.charAt(0).toLocaleUpperCase(locale.value) : inv.id.replace('inv-', '')
}

export interface GateInfo {
  marker: string
  world: string
  modifier: number
  dimension: DimensionSymbol | null
}

export interface SpaceInfo {
  id: string
  name: string
  unstable: boolean
  gate: GateInfo | null
  sealed: boolean
  closed: boolean
  clues: number
  monsters: string[]
  investigators: Investigator[]
}

export function gateAt(state: Ah2eState, id: string): GateInfo | null {
  const marker = state.gates[id]
  if (!marker) return null
  const m = markers.get(marker)
  return { marker, world: m?.world ?? marker, modifier: m?.modifier ?? 0, dimension: m?.dimension ?? null }
}

export function spaceInfo(state: Ah2eState, id: string): SpaceInfo {
  return {
    id,
    name: placeName(id),
    unstable: !!spaces.get(id)?.unstable,
    gate: gateAt(state, id),
    sealed: state.sealed.includes(id),
    closed: !!state.closed[id],
    clues: state.clues[id] ?? 0,
    monsters: monstersAt(state, id),
    investigators: investigatorsAt(state, id),
  }
}

/** Distinct dimension symbols of some monsters, in first-seen order. */
export function dimensionsOf(uids: string[]): (DimensionSymbol | null)[] {
  const out: (DimensionSymbol | null)[] = []
  for (const uid of uids) {
    const d = dimensionOf(uid)
    if (!out.includes(d)) out.push(d)
  }
  return out
}

export const monsterLabel = (uid: string) => t('map.a11y.monster', { name: monsterName(uid), symbol: symbolName(dimensionOf(uid)) })

/** A sentence for screen readers: everything on the space. */
export function spaceSummary(state: Ah2eState, info: SpaceInfo): string {
  const parts = [info.name]
  if (info.unstable) parts.push(t('map.unstable'))
  if (info.closed) parts.push(t('place.closed'))
  if (info.gate) {
    parts.push(t('map.a11y.gate', { world: worldName(info.gate.world), mod: signed(info.gate.modifier), symbol: symbolName(info.gate.dimension) }))
  }
  if (info.sealed) parts.push(t('map.sealed'))
  if (info.clues) parts.push(t('map.a11y.clues', { n: info.clues }))
  if (info.monsters.length) parts.push(t('map.a11y.monsters', { n: info.monsters.length, list: info.monsters.map(monsterLabel).join(', ') }))
  if (info.investigators.length) parts.push(t('map.a11y.investigators', { list: info.investigators.map((i) => investigatorName(state, i.id)).join(', ') }))
  return parts.join('; ')
}
