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

describe('LOG-PAGES a long log read in the background', () => {
  it('LOG-PAGES-02 a long game\'s log is read once its game is shown; its first undo then reads nothing; a command meanwhile makes the read be dropped', async () => {
    const { createPinia, setActivePinia } = await import('pinia')
    const { useSessionStore } = await import('@/stores/session')
    setActivePinia(createPinia())
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Long', seed: 'long-log', setup: { players: 2, ancientOne: 'yig' } })
    if (!r.ok) throw new Error(r.error.message)
    for (let i = 0; i < 5; i++) expect((await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })).ok).toBe(true)
    game.close()
    expect(await game.open(r.value)).toBe(true)
    expect(game.entries).toBeNull()
    // A command while the log is being read: the read is of a log that moved on, and is dropped.
    const reading = game.prefetchLog(1)
    expect((await game.dispatch({ type: 'AdjustDoom', data: { delta: -1 } })).ok).toBe(true)
    await reading
    expect(game.entries).toBeNull()
    // Read with nothing in between: kept.
    await game.prefetchLog(1)
    expect(game.entries?.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const proto = IDBObjectStore.prototype as unknown as { getAll: (...a: unknown[]) => unknown }
    const real = proto.getAll
    let reads = 0
    proto.getAll = function (this: IDBObjectStore, ...a: unknown[]) {
      if (this.name === 'entries') reads++
      return real.apply(this, a)
    }
    try {
      expect((await game.undo()).ok).toBe(true)
    } finally {
      proto.getAll = real
    }
    expect(reads).toBe(0)
    expect(game.row?.lastSeq).toBe(6)
    game.close()
  })
})
