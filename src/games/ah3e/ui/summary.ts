import type { Ah3eState } from '@/games/ah3e/rules'
import type { LocalText, Params } from '@/i18n'
import type { ListSummary } from '@/shell/module'
import { tIn } from './i18n'
import { componentNames } from './names'

const both = (key: string, params?: Params): LocalText => ({ pl: tIn('pl', key, params), en: tIn('en', key, params) })

/**
 * The saved-games line in both languages (the owner's corrected title, else the data's): «„Tyrani zniszczenia” · 3 badaczy · runda 4 · zagłada na
 * arkuszu: 2 · gra 3 serii», and the status. Both dictionaries must be loaded (`loadBoth`).
 */
export function listSummary(s: Ah3eState): ListSummary {
  const parts: LocalText[] = []
  if (s.scenario) {
    // The owner's corrected titles, else the data's (Polish: the app's translation).
    const title = componentNames(`scenarios/${s.scenario}`) ?? { pl: s.scenario, en: s.scenario }
    parts.push({ pl: tIn('pl', 'name.scenario', { title: title.pl }), en: tIn('en', 'name.scenario', { title: title.en }) })
  }
  if (s.players.length > 0) parts.push(both('summary.players', { n: s.players.length }))
  if (s.round > 0) parts.push(both('summary.round', { n: s.round }))
  if (s.status !== 'new') parts.push(both('summary.sheetDoom', { n: s.sheetDoom }))
  if (s.series) parts.push(both('summary.series', { n: s.series.game }))
  return { parts, status: both(`status.${s.status}`), ended: s.status === 'won' || s.status === 'lost' }
}
