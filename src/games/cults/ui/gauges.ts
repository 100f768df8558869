import type { Gauge } from '@/shell/gauge'
import type { CultsState } from '../rules'
import { t } from './i18n'

/**
 * The figures the table watches: the round against the last (near in the last but one, critical in
 * the last: no Hiding, the game ends after Actions), and in solo the opponent's stored Thugs and
 * bonus cards (what it adds to its next Confrontation).
 */
export function gaugesOf(s: CultsState): Gauge[] {
  const out: Gauge[] = []
  out.push({ id: 'round', label: t('gauge.round'), value: s.round, max: s.rounds, level: s.round >= s.rounds ? 'critical' : s.round === s.rounds - 1 ? 'near' : 'safe', note: s.round >= s.rounds ? t('gauge.lastRound') : undefined, progress: s.round < s.rounds - 1 })
  if (s.npc) {
    out.push({ id: 'npc-thugs', label: t('gauge.npcThugs'), value: s.npc.thugs, max: null, level: 'safe', progress: true })
    out.push({ id: 'npc-bonus', label: t('gauge.npcBonus'), value: s.npc.bonus.length + s.npc.bonusCount, max: null, level: 'safe', progress: true })
  }
  return out
}
