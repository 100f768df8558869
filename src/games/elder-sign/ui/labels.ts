import { elderSignData } from '../data'
import type { DieColour, FaceId, ItemKind, LocalName } from '../data/types'
import type { EsState } from '../rules'
import { locale, t } from './i18n'

/** A name in the UI language: the Polish one where the rulebook attests it, else the English. */
const pick = (n: LocalName | undefined, fallback: string) => (n ? (locale.value === 'pl' && n.pl ? n.pl : n.en) : fallback)

export const adventureLabel = (id: string) => pick(elderSignData.adventures.find((a) => a.id === id)?.name, id)
export const ancientOneLabel = (id: string) => pick(elderSignData.ancientOnes.find((a) => a.id === id)?.name, id)
export const investigatorLabel = (id: string) => pick(elderSignData.investigators.find((i) => i.id === id)?.name, id)
export const faceLabel = (face: FaceId) => t(`face.${face}`)
export const itemLabel = (kind: ItemKind) => t(`item.${kind}`)
export const colourLabel = (c: DieColour) => t(`colour.${c}`)

/** «Ala (Amanda Sharpe)»: the player's name and their investigator. */
export function playerLabel(s: EsState, index: number): string {
  const p = s.players[index]
  if (!p) return '—'
  return p.investigator ? `${p.name} (${investigatorLabel(p.investigator.id)})` : p.name
}

/** The player holding an investigator, by the investigator's id. */
export function whoLabel(s: EsState, investigator: string): string {
  const i = s.players.findIndex((p) => p.investigator?.id === investigator)
  return i >= 0 ? playerLabel(s, i) : investigatorLabel(investigator)
}
