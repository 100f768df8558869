import type { LogEntry } from '@/core'
import type { TableAlert } from '@/shell/module'
import type { CultsCommand, CultsEvent, CultsState } from '../rules'
import { t } from './i18n'
import { goalName, seatName } from './names'

type Entry = LogEntry<CultsCommand, CultsEvent>

/**
 * Full-screen notices for one committed command: the end of the game and the Goal card's verdict.
 * Everything else is said where the players look, without a tap to dismiss it (issue #25): the
 * opponent's Dominance in its step list, an Investigator arriving and a tie's removals in «Na
 * planszy» (the fight result says «Remis» and what it means), the last round on the table itself.
 */
export function alertsFor(entry: Entry, s: CultsState): TableAlert[] {
  const out: TableAlert[] = []
  const add = (kind: string, severity: TableAlert['severity'], title: string, body: string) => {
    // The game's end and the Goal card's verdict are read, nothing is changed on the board for them («Rozumiem»).
    if (!out.some((a) => a.kind === kind && a.body === body)) out.push({ kind, severity, title, body, read: true })
  }
  for (const e of entry.events) {
    switch (e.type) {
      case 'GameEnded': {
        const w = e.data.scores.order[0]
        add('end', 'critical', t('alert.end.title'), e.data.scores.shared.length ? t('alert.end.shared') : t('alert.end.body', { who: seatName(s, w), vp: e.data.scores.seats[w].vp }))
        break
      }
      case 'GoalChecked':
        add('goal', 'critical', t(e.data.met ? 'alert.goal.won' : 'alert.goal.lost'), goalName(s, e.data.goal))
        break
      default:
        break
    }
  }
  return out
}
