import { hasInnsmouth, limits, type Ah2eState } from '@/games/ah2e/rules'
import { deepOnesRisingMax, fedsRaidFilled, fedsRaidTotal } from '@/games/ah2e/rules/innsmouth'
import type { Ah2eData } from '@/games/ah2e/data/types'
import type { Gauge as ShellGauge } from '@/shell/gauge'
import { t } from './i18n'

export type Level = ShellGauge['level']

export interface Gauge extends ShellGauge {
  id: 'doom' | 'terror' | 'gates' | 'monsters' | 'outskirts' | 'sky' | 'elder-signs' | 'trophies' | 'deep-ones' | 'feds-raid'
}

/** Terror thresholds and what they do («PODSUMOWANIE POZIOMÓW PANIKI»). */
export const TERROR_STEPS = [3, 6, 9, 10] as const

export function nextTerrorStep(terror: number): number | null {
  return TERROR_STEPS.find((s) => s > terror) ?? null
}

/**
 * Gauges for the table screen. `critical` means the next step trips a threshold
 * (awakening, overflow, limit), `near` means one more step before that.
 */
export function gaugesOf(s: Ah2eState, data: Ah2eData): Gauge[] {
  const byGap = (gap: number): Level => (gap <= 1 ? 'critical' : gap <= 2 ? 'near' : 'safe')
  const limit = limits.monsterLimit(s.players)
  const arkham = limits.arkhamMonsterCount(s, data)
  const cap = limits.outskirtsCapacity(s.players)
  const out = limits.outskirtsCount(s)
  const gates = limits.openGateCount(s)
  const thr = limits.gateAwakeningThreshold(s.players)
  const next = nextTerrorStep(s.terror)
  const sky = limits.monstersAt(s, 'sky').length
  const limited = limits.limitApplies(s)
  const toAwaken = (n: number) => (n > 0 ? t('gauge.note.toAwaken', { n }) : t('gauge.note.awakens'))
  const gauges: Omit<Gauge, 'label'>[] = [
    { id: 'doom', value: s.doom, max: s.doomMax, level: byGap(s.doomMax - s.doom), note: toAwaken(s.doomMax - s.doom) },
    {
      id: 'terror', value: s.terror, max: 10, level: s.terror >= 10 ? 'critical' : next === null ? 'safe' : byGap(next - s.terror),
      note: next === null ? t('gauge.note.overrun') : t('gauge.note.nextStep', { n: next }),
    },
    { id: 'gates', value: gates, max: thr, level: byGap(thr - gates), note: toAwaken(thr - gates) },
    {
      id: 'monsters', value: arkham, max: limited ? limit : null, unbounded: !limited, level: limited ? (arkham >= limit ? 'critical' : byGap(limit - arkham + 1)) : 'critical',
      note: !limited ? t('gauge.note.noLimit') : arkham >= limit ? t('gauge.note.limitFull') : t('gauge.note.room', { n: limit - arkham }),
    },
    { id: 'outskirts', value: out, max: cap, level: out >= cap ? 'critical' : out === cap - 1 ? 'near' : 'safe', note: out >= cap ? t('gauge.note.outskirtsFull') : t('gauge.note.room', { n: cap - out }) },
    // The Sky has no limit of its own: its monsters count toward Arkham's (the monsters gauge).
    { id: 'sky', value: sky, max: null, level: 'safe', progress: true },
    { id: 'elder-signs', value: s.sealed.length, max: 6, level: 'safe', progress: true },
    { id: 'trophies', value: limits.gateTrophyTotal(s), max: s.players, level: 'safe', progress: true },
    ...(hasInnsmouth(s)
      ? [
          { id: 'deep-ones' as const, value: s.deepOnesRising ?? 0, max: deepOnesRisingMax(data), level: byGap(deepOnesRisingMax(data) - (s.deepOnesRising ?? 0)), note: toAwaken(deepOnesRisingMax(data) - (s.deepOnesRising ?? 0)) },
          { id: 'feds-raid' as const, value: fedsRaidFilled(s), max: fedsRaidTotal(data), level: 'safe' as Level, progress: true },
        ]
      : []),
  ]
  return gauges.map((g) => ({ ...g, label: t(`gauge.${g.id}`) }))
}
