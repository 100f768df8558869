import type { LogEntry } from '@/core'
import type { TableAlert } from '@/shell/module'
import type { CultsCommand, CultsEvent, CultsState } from '../rules'
import { t } from './i18n'
import { districtName, goalName, seatName } from './names'

type Entry = LogEntry<CultsCommand, CultsEvent>

/**
 * Full-screen notices for one committed command: the moments the table must not miss, each saying
 * what to do on the board — the last round (no Hiding after it), a Confrontation tie (everybody's
 * Rituals out), the end of the game. Not the opponent's Dominance (its turn is listed step by step
 * where the players tapped, and «Na planszy» lays its markers) nor an Investigator arriving («Na
 * planszy» lays it, saying Sanity and costs there go up, and the district card shows them): a
 * notice on top cost a tap for what the screen already says.
 */
export function alertsFor(entry: Entry, s: CultsState): TableAlert[] {
  const out: TableAlert[] = []
  const add = (kind: string, severity: TableAlert['severity'], title: string, body: string) => {
    if (!out.some((a) => a.kind === kind && a.body === body)) out.push({ kind, severity, title, body })
  }
  for (const e of entry.events) {
    switch (e.type) {
      case 'PhaseStarted':
        if (e.data.round === s.rounds && e.data.phase === (s.rounds === 1 ? 'cult' : 'city')) add('last-round', 'warning', t('alert.lastRound.title'), t('alert.lastRound.body'))
        break
      case 'ConfrontationResolved':
        if (e.data.winner === null) add('tie', 'warning', t('alert.tie.title'), t('alert.tie.body', { district: districtName(e.data.district) }))
        break
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
