import type { CultsState } from '../rules'
import type { LocalText, Params } from '@/i18n'
import type { ListSummary } from '@/shell/module'
import { tIn } from './i18n'

const both = (key: string, params?: Params): LocalText => ({ pl: tIn('pl', key, params), en: tIn('en', key, params) })

/** The saved-games line in both languages: «solo · runda 3/6 · Działania», and the status. */
export function listSummary(s: CultsState): ListSummary {
  const parts: LocalText[] = []
  if (s.status !== 'new') parts.push(s.solo ? both('summary.solo') : both('summary.players', { n: s.playerCount }))
  if (s.round > 0) parts.push(both('summary.round', { n: s.round, of: s.rounds }))
  return { parts, status: both(`status.${s.status}`), ended: s.status === 'over' }
}
