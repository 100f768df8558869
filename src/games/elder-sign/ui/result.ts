import type { LogEntry } from '@/core'
import { elderSignData as data, indexOf } from '@/games/elder-sign/data'
import type { EsCommand, EsEvent } from '@/games/elder-sign/rules'
import { t } from './i18n'
import { adventureLabel, investigatorName, rewardsText } from './names'
import { failReason } from './describe'

type Entry = LogEntry<EsCommand, EsEvent>
const ix = indexOf(data)

/** How this turn's adventure ended, as the table is told it on «Stół». */
export interface AdventureResult {
  kind: 'won' | 'lost'
  card: string
  /** The headline: «Przygoda „Krew na podłodze” wykonana». */
  title: string
  /** What the table does: the trophy and the rewards, or the penalties. */
  lines: string[]
}

/**
 * The result of the adventure attempted in the current turn, if it ended (rulebook «Pomyślne
 * ukończenie przygody», «Nieudana przygoda»): read back from the log to the turn's start. Won: who
 * takes the card as a trophy, and the rewards printed on it; lost: its penalties. The app applies
 * them itself (the rewards may wait for a question the new card asks first): this is the line that
 * tells the table the result where it looks, before the next question. Null when the turn's action
 * has not ended an adventure (a move, the Entrance, the battle, or a new turn begun).
 */
export function adventureResult(entries: readonly Entry[] | null): AdventureResult | null {
  if (!entries) return null
  for (let i = entries.length - 1; i >= 0; i--) {
    const events = entries[i].events
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]
      if (e.type === 'TurnStarted' || e.type === 'AttemptStarted') return null
      if (e.type === 'AdventureCompleted') {
        const card = ix.adventure(e.data.card)
        const rewards = card ? rewardsText(card.rewards) : ''
        const who = investigatorName(e.data.investigator)
        return {
          kind: 'won',
          card: e.data.card,
          title: t('table.result.won', { card: adventureLabel(e.data.card) }),
          lines: [t('table.result.trophy', { who, n: e.data.trophies }), rewards ? t('table.result.rewards', { list: rewards }) : t('table.result.noRewards')],
        }
      }
      if (e.type === 'AdventureFailed') {
        const card = ix.adventure(e.data.card)
        const penalties = card ? rewardsText(card.penalties) : ''
        const who = investigatorName(e.data.investigator)
        return {
          kind: 'lost',
          card: e.data.card,
          title: t('table.result.lost', { card: adventureLabel(e.data.card), reason: failReason(e.data.reason) }),
          lines: [penalties ? t('table.result.penalties', { who, list: penalties }) : t('table.result.noPenalties', { who })],
        }
      }
    }
  }
  return null
}
