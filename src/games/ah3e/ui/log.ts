import type { LogEntry } from '@/core'
import type { Ah3eCommand, Ah3eEvent, Phase } from '@/games/ah3e/rules'
import type { LogGroup, LogGrouper } from '@/shell/module'
import { HIDDEN_EVENTS } from './describe'
import { t } from './i18n'

export { HIDDEN_EVENTS }

type Entry = LogEntry<Ah3eCommand, Ah3eEvent>

/**
 * The log's headings, in order: the setup (its questions included, up to round 1), then «Runda N ·
 * faza» for each phase of each round. Each command goes under the phase it was given in; everything
 * is read from the events themselves.
 */
export function logGrouper(): LogGrouper<Ah3eCommand, Ah3eEvent> {
  const out: LogGroup<Ah3eCommand, Ah3eEvent>[] = []
  const used = new Map<string, number>()
  let round = 0
  let phase: Phase = 'action'
  let lastKey = ''
  const add = (entry: Entry): void => {
    const base = round === 0 ? 'setup' : `round:${round}:${phase}`
    if (base !== lastKey) {
      const label = round === 0 ? t('log.setup') : t('log.round', { n: round, phase: t(`phase.${phase}`) })
      const n = used.get(base) ?? 0
      used.set(base, n + 1)
      out.push({ key: n ? `${base}#${n}` : base, label, items: [] })
      lastKey = base
    }
    out[out.length - 1].items.push(entry)
    for (const e of entry.events) {
      if (e.type === 'RoundStarted') {
        round = e.data.round
        phase = 'action'
      } else if (e.type === 'PhaseChanged') phase = e.data.phase
    }
  }
  return { add, groups: out }
}

