import type { Gauge } from '@/shell/gauge'
import { CLOCK_HOURS, type EsState } from '../rules'
import { t } from './i18n'

/**
 * The table's figures: doom (critical when the next token fills the last space, near when the next
 * one lands on a monster space or is one before the last), Elder Signs against the Ancient One's
 * limit (progress), and the clock (near when the next clock phase strikes midnight).
 */
export function gaugesOf(s: EsState): Gauge[] {
  const ao = s.ancientOne
  if (!ao) return []
  const left = ao.doomTrack - s.doom
  const nextIsMonster = ao.monsterSpaces.includes(s.doom + 1)
  const hour = CLOCK_HOURS.indexOf(s.clock)
  // In the battle the doom tokens are what the attacks remove (all gone: the Ancient One is beaten,
  // l.921–948): a count to bring down, not a danger rising, so no «bezpiecznie» beside the last one.
  const doom: Gauge = s.status === 'battle'
    ? { id: 'doom', label: t('gauge.doomBattle'), value: s.doom, max: ao.doomTrack, level: 'safe', progress: true }
    : { id: 'doom', label: t('gauge.doom'), value: s.doom, max: ao.doomTrack, level: left <= 1 ? 'critical' : left === 2 || nextIsMonster ? 'near' : 'safe' }
  return [
    doom,
    { id: 'elder-signs', label: t('gauge.elder-signs'), value: s.elderSigns, max: ao.elderSignLimit, level: ao.elderSignLimit - s.elderSigns <= 1 ? 'near' : 'safe', progress: true },
    { id: 'clock', label: t('gauge.clock'), value: hour * 3 || 12, text: s.clock, max: null, level: hour === 3 ? 'near' : 'safe', progress: true },
  ]
}
