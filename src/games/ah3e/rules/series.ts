import type { InevitableRow } from '../data/types'
import { investigatorKey, type Ah3eState, type SeriesGame, type SeriesRecord } from './state'

/**
 * The Inevitable series (rulebook «Tryb nieuniknionego», l.672–764). A series spans several games,
 * each saved on its own: game N's setup command carries the record of games 1…N−1 (`series`), so a
 * game file replays alone. When a game ends, `seriesRecordAfter` gives the record that starts game
 * N+1 (the app exports it or continues with it).
 */

/** The rows in force for game `game` (cumulative: rows 2…N, l.717–719), with how many times each applies. */
export function inevitableRows(rows: readonly InevitableRow[], game: number): { row: InevitableRow; times: number }[] {
  const out: { row: InevitableRow; times: number }[] = []
  for (const row of rows) {
    if (game < row.game) continue
    // «Za każdą kolejną grę powyżej siódmej» (l.754–758): game N ≥ 8 puts N − 7 doom on the sheet.
    out.push({ row, times: row.andLater ? game - row.game + 1 : 1 })
  }
  return out
}

/** The series is over: a game was lost (l.685), or every scenario of the pool has been played and won (l.688). */
export function seriesOver(r: SeriesRecord): 'won' | 'lost' | null {
  if (r.games.some((g) => g.result === 'lost')) return 'lost'
  if (r.pool.every((sc) => r.games.some((g) => g.scenario === sc))) return 'won'
  return null
}

/** Scenarios of the pool not played yet in the series (l.693–697). */
export const unplayed = (r: SeriesRecord): string[] => r.pool.filter((sc) => !r.games.some((g) => g.scenario === sc))

/**
 * The series record once this game has ended, to start the next game with: this game appended,
 * with its investigators and those defeated or devoured in it (barred from the rest of the series;
 * retired ones may come back, l.702–707). Null for a standalone game or one still being played.
 */
export function seriesRecordAfter(s: Ah3eState): SeriesRecord | null {
  if (!s.series || (s.status !== 'won' && s.status !== 'lost')) return null
  const seen = new Set<string>()
  const investigators = s.used.filter((i) => (seen.has(investigatorKey(i)) ? false : (seen.add(investigatorKey(i)), true)))
  const game: SeriesGame = {
    scenario: s.scenario,
    result: s.status,
    investigators,
    barred: s.left.filter((l) => l.how !== 'retired').map((l) => l.investigator),
  }
  return { id: s.series.id, pool: [...s.series.pool], games: [...s.series.games, game] }
}
