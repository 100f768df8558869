/**
 * LOG-PAGES (issue #27 §5): a game's log is read in pages of one read transaction (each page's
 * answer taken in a task of its own: a 58,000-command log read in one request was one long task),
 * and the pages make the same log: every entry once, in order, whatever the row says (entries past
 * `lastSeq`, a damaged row, are read too).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { ENTRY_PAGE, loadEntries } from '@/db/repo'

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
})

const entry = (gameId: string, seq: number) => ({ gameId, seq, entry: { seq, command: { type: 'Step', data: { seq } }, events: [] } })

describe('LOG-PAGES the log read in pages', () => {
  it('LOG-PAGES-01 pages across their bounds give the whole log once, in order; another game\'s entries are not in it', async () => {
    const n = ENTRY_PAGE * 2 + 7
    await db.entries.bulkAdd([...Array.from({ length: n }, (_, i) => entry('a', i + 1)), ...Array.from({ length: 30 }, (_, i) => entry('b', i + 1)), entry('ab', 1)])
    for (const lastSeq of [0, 1, ENTRY_PAGE, ENTRY_PAGE + 1, n, n - 50, n + 5000]) {
      const got = await loadEntries('a', lastSeq)
      expect(got.map((e) => e.seq), `lastSeq ${lastSeq}`).toEqual(Array.from({ length: n }, (_, i) => i + 1))
    }
    expect((await loadEntries('b', 30)).length).toBe(30)
    expect(await loadEntries('none', 10)).toEqual([])
  })
})
