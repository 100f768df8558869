import type { LogEntry } from '@/core'
import type { CultsCommand, CultsEvent } from '../rules'
import type { LogGroup, LogGrouper } from '@/shell/module'
import { HIDDEN_EVENTS } from './describe'
import { t } from './i18n'

export { HIDDEN_EVENTS }

type Entry = LogEntry<CultsCommand, CultsEvent>

/** The log's headings: the setup, then «Runda N · faza» for each phase, read from the events. */
export function logGrouper(): LogGrouper<CultsCommand, CultsEvent> {
  const out: LogGroup<CultsCommand, CultsEvent>[] = []
  let key = 'setup'
  let label = t('log.setup')
  let last = ''
  const add = (entry: Entry): void => {
    if (key !== last) {
      out.push({ key, label, items: [] })
      last = key
    }
    out[out.length - 1].items.push(entry)
    for (const e of entry.events) {
      if (e.type === 'PhaseStarted') {
        key = `round:${e.data.round}:${e.data.phase}`
        label = t('log.round', { n: e.data.round, phase: t(`phase.${e.data.phase}`) })
      } else if (e.type === 'GameEnded') {
        key = 'end'
        label = t('log.end')
      }
    }
  }
  return { add, groups: out }
}

