import type { LogEntry } from '@/core'
import { elderSignData as data, indexOf } from '@/games/elder-sign/data'
import type { EsCommand, EsEvent } from '@/games/elder-sign/rules'
import { t } from './i18n'
import { adventureLabel, investigatorName, rewardsText } from './names'
import { failReason } from './describe'

type Entry = LogEntry<EsCommand, EsEvent>
const ix = indexOf(data)

/**
 * The log's events read backwards, newest first, until `visit` returns something (returned) or the
 * log's start (null): how a view reads what happened since a point (a turn's or an attempt's start).
 */
export function readBack<T>(entries: readonly Entry[] | null, visit: (e: EsEvent) => T | undefined): T | null {
  for (let i = (entries?.length ?? 0) - 1; i >= 0; i--) {
    const events = entries![i].events
    for (let j = events.length - 1; j >= 0; j--) {
      const found = visit(events[j])
      if (found !== undefined) return found
    }
  }
  return null
}

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
 * takes the card as a trophy, and the rewards printed on it; lost: why, and its penalties. The app
 * applies them itself (the rewards may wait for a question the new card asks first): this is the
 * line that tells the table the result where it looks, before the next question. Null when the
 * turn's action has not ended an adventure (a move, the Entrance, the battle, or a new turn begun).
 */
export function adventureResult(entries: readonly Entry[] | null): AdventureResult | null {
  return readBack<AdventureResult | null>(entries, (e) => {
    if (e.type === 'TurnStarted' || e.type === 'AttemptStarted') return null
    if (e.type !== 'AdventureCompleted' && e.type !== 'AdventureFailed') return undefined
    const card = ix.adventure(e.data.card)
    const who = investigatorName(e.data.investigator)
    const label = adventureLabel(e.data.card)
    if (e.type === 'AdventureCompleted') {
      const rewards = card ? rewardsText(card.rewards) : ''
      return { kind: 'won', card: e.data.card, title: t('table.result.won', { card: label }), lines: [t('table.result.trophy', { who, n: e.data.trophies }), rewards ? t('table.result.rewards', { list: rewards }) : t('table.result.noRewards')] }
    }
    const penalties = card ? rewardsText(card.penalties) : ''
    return { kind: 'lost', card: e.data.card, title: t('table.result.lost', { card: label, reason: failReason(e.data.reason) }), lines: [penalties ? t('table.result.penalties', { who, list: penalties }) : t('table.result.noPenalties', { who })] }
  })
}
