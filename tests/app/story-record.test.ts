/**
 * STORY-RECORD: the group's record on the device (issue #31). Every example game of tests/fixtures
 * is imported through the app's own import path into the device's database; the record read back
 * from the saved games counts them per game, per Ancient One or scenario, per player count, with
 * the average score and the Inevitable series. No store of its own: the saved games are the record.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { db } from '@/db/db'
import { games as registry } from '@/app/registry'
import { useGamesStore } from '@/stores/games'
import { readRecord } from '@/shell/story/readRecord'
import { tallyRecord, type KindTally, type RecordLine } from '@/shell/story/record'
import type { GameRecord } from '@/shell/module'
import { root } from './story-fixtures'
import { loadGame } from '@/app/registry'
import { nameCorrections as ah2eCorrections } from '@/games/ah2e/ui/names'
import { nameCorrections as esCorrections } from '@/games/elder-sign/ui/names'

/** The example games of every game (not the broken files, not the database dumps). */
const FILES = ['', 'ah3e', 'cults', 'elder-sign'].flatMap((dir) =>
  readdirSync(path.join(root, 'tests/fixtures', dir)).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f)),
)

let kinds: KindTally[] = []
let skipped = -1

beforeAll(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  const store = useGamesStore()
  for (const f of FILES) {
    // Some fixtures are the same game in another file version (no id: same game, seed and start):
    // each is kept as a game of its own, as the record counts them.
    const r = await store.importText(readFileSync(path.join(root, 'tests/fixtures', f), 'utf8'), { onExisting: 'copy' })
    expect(r.ok, `${f}: ${r.ok ? '' : r.error.code}`).toBe(true)
  }
  const rec = await readRecord()
  skipped = rec.skipped
  kinds = tallyRecord(rec.lines, registry.map((g) => g.id))
})

const kind = (id: string) => kinds.find((k) => k.game === id)!
const against = (k: string, id: string) => kind(k).against.find((a) => a.id === id)?.tally
const players = (k: string, n: number) => kind(k).players.find((p) => p.n === n)?.tally

describe('STORY-RECORD the record counts the device\'s games', () => {
  it('STORY-RECORD-01 every fixture game is read; the games come in the registry\'s order', () => {
    expect(FILES.length).toBe(19)
    expect(skipped).toBe(0)
    expect(kinds.map((k) => k.game)).toEqual(['ah2e', 'elder-sign', 'ah3e', 'cults'])
  })

  it('STORY-RECORD-02 AH2e: 2 finished (both won, scores 11 and 15: average 13), 2 going on; per Ancient One and per player count', () => {
    expect(kind('ah2e').all).toEqual({ played: 2, won: 2, lost: 0, going: 2, average: 13, scored: 2 })
    expect(against('ah2e', 'yig')).toMatchObject({ played: 1, won: 1, going: 0 })
    expect(against('ah2e', 'shub-niggurath')).toMatchObject({ played: 1, won: 1, going: 0 })
    expect(against('ah2e', 'cthulhu')).toMatchObject({ played: 0, won: 0, going: 1 })
    expect(against('ah2e', 'ghatanothoa')).toMatchObject({ played: 0, going: 1 })
    expect(kind('ah2e').players.map((p) => [p.n, p.tally.played, p.tally.won, p.tally.going])).toEqual([[2, 2, 2, 0], [3, 0, 0, 1], [4, 0, 0, 1]])
  })

  it('STORY-RECORD-03 Elder Sign: against Yig 2 won, 1 going on; no score (the rulebook has none)', () => {
    expect(kind('elder-sign').all).toEqual({ played: 2, won: 2, lost: 0, going: 1, average: null, scored: 0 })
    expect(against('elder-sign', 'yig')).toMatchObject({ played: 2, won: 2, going: 1 })
    expect(players('elder-sign', 1)).toMatchObject({ played: 2, won: 2 })
  })

  it('STORY-RECORD-04 AH3e: per scenario (Approach of Azathoth won once, lost once), the three games going on, the Inevitable series once with its three won games', () => {
    expect(kind('ah3e').all).toMatchObject({ played: 4, won: 3, lost: 1, going: 3 })
    expect(against('ah3e', 'approach-of-azathoth')).toMatchObject({ played: 2, won: 1, lost: 1 })
    expect(against('ah3e', 'feast-for-umordhoth')).toMatchObject({ played: 1, won: 1 })
    expect(against('ah3e', 'the-pale-lantern')).toMatchObject({ played: 1, won: 1 })
    expect(against('ah3e', 'tyrants-of-ruin')).toMatchObject({ played: 0, going: 3 })
    expect(kind('ah3e').series).toHaveLength(1)
    expect(kind('ah3e').series[0]).toMatchObject({ id: 'inevitable-fixture', pool: 4, outcome: null, going: false })
    expect(kind('ah3e').series[0].games.map((g) => g.result)).toEqual(['won', 'won', 'won'])
  })

  it('STORY-RECORD-05 Cults: 5 finished; the 3 solo games lost by the Goal card, their points the score; the 3-player games have no table result', () => {
    expect(kind('cults').all).toEqual({ played: 5, won: 0, lost: 3, going: 0, average: 1, scored: 3 })
    expect(players('cults', 1)).toMatchObject({ played: 3, lost: 3 })
    expect(players('cults', 3)).toMatchObject({ played: 2, won: 0, lost: 0 })
    expect(kind('cults').against).toEqual([])
  })
})

describe('STORY-RECORD names as the device shows them', () => {
  it('STORY-RECORD-09 the record words an Ancient One by the owner\'s corrected name, also when nothing read the owner facts since the page loaded', async () => {
    for (const [game, corrections] of [['ah2e', ah2eCorrections], ['elder-sign', esCorrections]] as const) {
      const m = await loadGame(game)
      expect(await m.names!().save({ 'ancientOnes/yig': { pl: 'Yig z pudełka', en: 'Boxed Yig' } })).toBe(true)
      // A fresh page: no store has read the owner facts yet.
      setActivePinia(createPinia())
      corrections.value = {}
      const rec = tallyRecord((await readRecord()).lines, [game])
      expect(rec[0].against.find((a) => a.id === 'yig')?.name, game).toEqual({ text: { pl: 'Yig z pudełka', en: 'Boxed Yig' } })
      expect(await m.names!().save({ 'ancientOnes/yig': {} })).toBe(true)
    }
  })
})

describe('STORY-RECORD a stored state of another shape', () => {
  it('STORY-RECORD-08 a game whose stored state another version of its state shape wrote is refolded from its log, as opening it would: it counts the same', async () => {
    const before = kind('ah2e').all
    const rows = (await db.games.toArray()).filter((g) => g.game === 'ah2e')
    expect(rows).toHaveLength(4)
    for (const r of rows) {
      await db.games.update(r.id, { stateVersion: 0 })
      await db.snapshots.update(r.id, { state: null })
    }
    const again = tallyRecord((await readRecord()).lines, ['ah2e'])
    expect(again[0].all).toEqual(before)
  })
})

describe('STORY-RECORD the tally (pure)', () => {
  const line = (game: string, r: Partial<GameRecord>): RecordLine => ({ id: Math.random().toString(36), game, record: { ended: true, result: 'won', score: null, players: 2, against: null, series: null, ...r } })
  const series = (game: number, games: ('won' | 'lost')[], outcome: 'won' | 'lost' | null) => ({ id: 's1', game, pool: 3, games: games.map((result) => ({ name: { text: { pl: 'x', en: 'x' } }, result })), outcome })

  it('STORY-RECORD-06 a series is told by its furthest game: a later game carries the earlier ones even when they are not on the device; a game of it going on marks it going', () => {
    const t = tallyRecord([
      line('ah3e', { series: series(2, ['won', 'won'], null) }),
      line('ah3e', { ended: false, result: null, series: series(3, ['won', 'won'], null) }),
    ], ['ah3e'])
    expect(t[0].series).toEqual([{ id: 's1', games: series(2, ['won', 'won'], null).games, pool: 3, outcome: null, going: true }])
    const over = tallyRecord([line('ah3e', { result: 'lost', series: series(3, ['won', 'won', 'lost'], 'lost') }), line('ah3e', { series: series(1, ['won'], null) })], ['ah3e'])
    expect(over[0].series[0]).toMatchObject({ outcome: 'lost', going: false })
    expect(over[0].series[0].games).toHaveLength(3)
  })

  it('STORY-RECORD-07 a kind with no saved game is left out; the average counts only finished games with a score; no games: an empty record', () => {
    const t = tallyRecord([line('ah2e', { score: 10 }), line('ah2e', { score: 5, result: 'won' }), line('ah2e', { ended: false, result: null, score: 99 }), line('ah2e', { result: 'lost' })], ['ah2e', 'cults'])
    expect(t.map((k) => k.game)).toEqual(['ah2e'])
    expect(t[0].all).toEqual({ played: 3, won: 2, lost: 1, going: 1, average: 7.5, scored: 2 })
    expect(tallyRecord([], ['ah2e'])).toEqual([])
  })
})
