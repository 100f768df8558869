import type { GameRecord, StoryText } from '../module'

/**
 * The group's record (pure part): the saved games' record lines (`StoryHooks.record`), counted per
 * game, per whom the table played against (the Ancient One, the scenario), per player count, with
 * the average score and the series (AH3e's Inevitable mode). Played = finished; a game still going
 * counts apart. No store of its own: the lines come from the saved games (`readRecord.ts`), so the
 * games' export carries the record with them.
 */

export interface RecordLine {
  /** The saved game's id. */
  id: string
  /** Its kind (the registry's game id). */
  game: string
  record: GameRecord
  /** When the saved game was created (ISO), if known: a series started with its earliest game here. */
  created?: string
}

export interface Tally {
  played: number
  won: number
  lost: number
  going: number
  /** The average score of the finished games that have one; null when none has. */
  average: number | null
  /** How many finished games have a score. */
  scored: number
}

export interface SeriesTally {
  id: string
  /** The games of the series so far (played on this device or carried in a later game's record). */
  games: { name: StoryText; result: 'won' | 'lost' }[]
  pool: number
  /** Won or lost once over; null while it goes on (a game of it being played, or the next not set up). */
  outcome: 'won' | 'lost' | null
  /** A game of the series being played now. */
  going: boolean
  /** When its earliest game on this device was created (ISO); absent when none says. */
  started?: string
}

export interface KindTally {
  game: string
  all: Tally
  /** By whom or what the table played against, in the order first met (newest games first). */
  against: { id: string; kind: StoryText; name: StoryText; tally: Tally }[]
  /** By player count, fewest first. */
  players: { n: number; tally: Tally }[]
  series: SeriesTally[]
}

function tally(lines: readonly RecordLine[]): Tally {
  const ended = lines.filter((l) => l.record.ended)
  const scores = ended.flatMap((l) => (l.record.score === null ? [] : [l.record.score]))
  return {
    played: ended.length,
    won: ended.filter((l) => l.record.result === 'won').length,
    lost: ended.filter((l) => l.record.result === 'lost').length,
    going: lines.length - ended.length,
    average: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
    scored: scores.length,
  }
}

function group<K>(lines: readonly RecordLine[], keyOf: (l: RecordLine) => K | null): Map<K, RecordLine[]> {
  const out = new Map<K, RecordLine[]>()
  for (const l of lines) {
    const k = keyOf(l)
    if (k === null) continue
    const had = out.get(k)
    if (had) had.push(l)
    else out.set(k, [l])
  }
  return out
}

/** Each series once: the furthest game of it on the device tells its record (a finished game's includes itself). */
function seriesOf(lines: readonly RecordLine[]): SeriesTally[] {
  return [...group(lines, (l) => l.record.series?.id ?? null).entries()].map(([id, ls]) => {
    const rank = (l: RecordLine) => l.record.series!.game * 2 + (l.record.ended ? 1 : 0)
    const best = ls.reduce((a, b) => (rank(b) > rank(a) ? b : a))
    const s = best.record.series!
    const created = ls.flatMap((l) => (l.created ? [l.created] : [])).sort()
    return { id, games: s.games, pool: s.pool, outcome: s.outcome, going: ls.some((l) => !l.record.ended), ...(created.length ? { started: created[0] } : {}) }
  })
}

/** The record of every game kind present, in the order of `kinds` (the registry's). */
export function tallyRecord(lines: readonly RecordLine[], kinds: readonly string[]): KindTally[] {
  const byKind = group(lines, (l) => l.game)
  return kinds.flatMap((game) => {
    const ls = byKind.get(game)
    if (!ls) return []
    const against = [...group(ls, (l) => l.record.against?.id ?? null).values()].map((g) => ({ ...g[0].record.against!, tally: tally(g) }))
    const players = [...group(ls, (l) => l.record.players || null).entries()].sort((a, b) => a[0] - b[0]).map(([n, g]) => ({ n, tally: tally(g) }))
    return [{ game, all: tally(ls), against, players, series: seriesOf(ls) }]
  })
}
