import type { Gauge } from '@/shell/gauge'
import { neighbourhoodDoom, policies, sumCounts, type Ah3eState } from '../rules'
import { t } from './i18n'

/** The overflow threshold: 6 doom in one neighbourhood, an attached mystery included (rulebook «Żetony zagłady», l.291–297). */
export const OVERFLOW_AT = 6

/**
 * The figures the table watches: doom on the scenario sheet against the owner's next reminder band
 * (critical on a band, near one before it; «unknown» with no band ahead, never «safe»), the worst neighbourhood against the overflow at 6 when
 * the terror rule is on (critical at 5, near at 4), the terror deck (near at 1 card, critical when
 * empty: the next spread puts doom on the sheet), and the mythos cup (near when the next draw empties it).
 */
export function gaugesOf(s: Ah3eState): Gauge[] {
  const out: Gauge[] = []
  const next = s.sheetBands.find((b) => b > s.sheetDoom) ?? null
  const onBand = s.sheetBands.includes(s.sheetDoom)
  // Without a band ahead the app does not know when the codex reacts: never «safe» then, but
  // «bands unknown» (none entered) or «further bands unknown» (past the last one entered).
  const unknown = onBand || next !== null ? undefined : t(s.sheetBands.length ? 'gauge.sheetPastBands' : 'gauge.sheetUnknown')
  out.push({ id: 'sheet', label: t('gauge.sheet'), value: s.sheetDoom, max: next, level: onBand ? 'critical' : next !== null && next - s.sheetDoom <= 1 ? 'near' : 'safe', ...(unknown ? { note: unknown } : {}) })
  if (policies(s).terror) {
    const worst = Math.max(0, ...s.board.neighbourhoods.map((n) => neighbourhoodDoom(s, n)))
    out.push({ id: 'overflow', label: t('gauge.overflow'), value: worst, max: OVERFLOW_AT, level: worst >= OVERFLOW_AT - 1 ? 'critical' : worst >= OVERFLOW_AT - 2 ? 'near' : 'safe' })
    out.push({ id: 'terror-deck', label: t('gauge.terrorDeck'), value: s.terrorDeck, max: null, level: s.terrorDeck === 0 ? 'critical' : s.terrorDeck === 1 ? 'near' : 'safe' })
  }
  out.push({ id: 'event-deck', label: t('gauge.eventDeck'), value: s.eventDeck.length, max: null, level: s.eventDeck.length === 0 ? 'critical' : s.eventDeck.length <= 2 ? 'near' : 'safe' })
  const inCup = sumCounts(s.mythos.cup)
  out.push({ id: 'cup', label: t('gauge.cup'), value: inCup, max: null, level: inCup <= 1 ? 'near' : 'safe', progress: true })
  return out
}

/** A neighbourhood's level against the overflow (for its card on the board). */
export function neighbourhoodLevel(s: Ah3eState, n: string): Gauge['level'] {
  const d = neighbourhoodDoom(s, n)
  return policies(s).terror && d >= OVERFLOW_AT - 1 ? 'critical' : policies(s).terror && d >= OVERFLOW_AT - 2 ? 'near' : 'safe'
}
