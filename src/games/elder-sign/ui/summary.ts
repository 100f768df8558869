import type { EsState } from '@/games/elder-sign/rules'
import type { LocalText, Params } from '@/i18n'
import type { ListSummary } from '@/shell/module'
import { tIn } from './i18n'
import { componentNames } from './names'

const both = (key: string, params?: Params): LocalText => ({ pl: tIn('pl', key, params), en: tIn('en', key, params) })

/**
 * The saved-games line in both languages: «Cthulhu · 2 graczy · Zagłada 3/10 · Znaki Starszych
 * Bogów 2/10 · Tura 7 · zegar VI», and the status (W grze / Ostateczna bitwa / Wygrana / Przegrana).
 * Both dictionaries must be loaded (`loadBoth`).
 */
export function listSummary(s: EsState): ListSummary {
  const parts: LocalText[] = []
  const ao = s.ancientOne
  if (ao) parts.push(componentNames(`ancientOnes/${ao.id}`) ?? { pl: ao.id, en: ao.id })
  if (s.players.length > 0) parts.push(both('summary.players', { n: s.players.length }))
  if (ao) {
    parts.push(both('summary.doom', { n: s.doom, max: ao.doomTrack }))
    parts.push(both('summary.elderSigns', { n: s.elderSigns, max: ao.elderSignLimit }))
  }
  if (s.turn.number > 0) parts.push(both('summary.turn', { n: s.turn.number, clock: s.clock }))
  return { parts, status: both(`status.${s.status}`), ended: s.status === 'won' || s.status === 'lost' }
}
