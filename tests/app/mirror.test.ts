/**
 * MIR (issue #27 §1): the second copy outside IndexedDB (src/db/mirror.ts), here over a folder in
 * memory and the fake IndexedDB (the browser's is the origin private file system, written by a
 * worker; tests/e2e/store-disk-full.e2e.ts fills a real disk). Every commit is copied; a tap's copy
 * writes one chunk and the head; a copy cut short leaves the last whole one; a log that does not
 * read whole is not copied over a good copy; and when IndexedDB has lost games, the app brings
 * them back from their copies by itself and says so, never a game deleted on purpose.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { db, type EntryRow, type GameMeta } from '@/db/db'
import { MIRROR_CHUNK, MemoryDir, Mirror, MirrorError, idbSource, type MirrorSource } from '@/db/mirror'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { useMirrorStore } from '@/stores/mirror'
import { useMirrorIn, stopMirror } from './mirror-helpers'
import { useRecoveryStore } from '@/stores/recovery'
import { locale } from '@/i18n'
import { mount, flushPromises } from '@vue/test-utils'
import SettingsView from '@/shell/views/SettingsView.vue'
import { storedRow } from './helpers'

const clue = { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear(), db.settings.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})
afterEach(() => stopMirror())

/** A game of `n` commands of a made-up kind, in memory: the copier reads any log. */
function memorySource(n: number): MirrorSource & { meta: GameMeta; log: EntryRow[]; redo: EntryRow['entry'][]; add(): void; undoTo(k: number): void } {
  const entry = (seq: number) => ({ seq, command: { type: 'Step', data: { i: seq } }, events: [{ type: 'Stepped', data: { i: seq } }] })
  const s = {
    meta: { id: 'g1', game: 'toy', name: 'Long', seed: 's', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', lastSeq: n, summary: null, rulesVersion: 1, stateVersion: 1 } as GameMeta,
    log: Array.from({ length: n }, (_, i) => ({ gameId: 'g1', seq: i + 1, entry: entry(i + 1) })),
    redo: [] as EntryRow['entry'][],
    async read(id: string, from: number) {
      return id === 'g1' ? { meta: { ...s.meta }, redo: s.redo, entries: s.log.filter((r) => r.seq >= from) } : undefined
    },
    async ids() {
      return [{ id: 'g1', lastSeq: s.meta.lastSeq, updatedAt: s.meta.updatedAt, name: s.meta.name }]
    },
    add() {
      const seq = s.meta.lastSeq + 1
      s.log.push({ gameId: 'g1', seq, entry: entry(seq) })
      s.meta.lastSeq = seq
    },
    undoTo(k: number) {
      s.redo = [...s.log.filter((r) => r.seq > k).map((r) => r.entry), ...s.redo]
      s.log = s.log.filter((r) => r.seq <= k)
      s.meta.lastSeq = k
    },
  }
  return s
}

/** The names written since `since` (the folder's writes, counted). */
function recordWrites(dir: MemoryDir): string[] {
  const names: string[] = []
  const real = dir.write.bind(dir)
  dir.write = async (path, name, text) => {
    names.push(name)
    return real(path, name, text)
  }
  return names
}

describe('MIR the second copy', () => {
  it('MIR-01 every commit of a played game is copied: the copy holds its log, its undone commands and its metadata, the same file as its export', async () => {
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Copied', seed: 'mirror-1', setup: { players: 2, ancientOne: 'yig' } })
    if (!r.ok) throw new Error(r.error.message)
    const id = r.value
    for (let i = 0; i < 4; i++) expect((await game.dispatch(clue)).ok).toBe(true)
    expect((await game.undo()).ok).toBe(true)
    // The copy follows the commits (a touch among each commit's follow-ups) a moment later.
    await useMirrorStore().flush()
    const copy = await new Mirror(dir, idbSource()).read(id)
    expect(copy?.head.lastSeq).toBe(4)
    expect(copy?.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4])
    expect(copy?.head.redo.map((e) => e.seq)).toEqual([5])
    const stored = await db.entries.where('gameId').equals(id).sortBy('seq')
    expect(copy?.entries).toEqual(stored.map((e) => e.entry))
    expect(copy?.head.name).toBe('Copied')
  })

  it('MIR-02 a tap writes one chunk and the head; an undo-to-here rewrites the chunk it ends in and drops the later ones', async () => {
    const dir = new MemoryDir()
    const src = memorySource(MIRROR_CHUNK * 2 + 100)
    const m = new Mirror(dir, src)
    expect(await m.sync('g1')).toBe('written')
    const writes = recordWrites(dir)
    src.add()
    await m.sync('g1', src.meta.lastSeq)
    expect(writes.map((n) => n.replace(/-\d+\.json$/, ''))).toEqual(['c2', 'head'])
    writes.length = 0
    expect(await m.sync('g1', src.meta.lastSeq)).toBe('unchanged')
    expect(writes).toEqual([])
    src.undoTo(MIRROR_CHUNK + 10)
    await m.sync('g1', MIRROR_CHUNK + 10)
    expect(writes.map((n) => n.replace(/-\d+\.json$/, ''))).toEqual(['c1', 'head'])
    const copy = await m.read('g1')
    expect(copy?.entries.length).toBe(MIRROR_CHUNK + 10)
    expect(copy?.head.redo.length).toBe(MIRROR_CHUNK + 91)
    // Only the files of the newest copy are left.
    const files = await dir.list(['ledger-mirror', 'g1'])
    expect(files.sort()).toEqual([...copy!.head.chunks.map((c) => c.file), `head-${copy!.head.gen}.json`].sort())
  })

  it('MIR-03 a copy cut short (the disk filled between the chunk and the head) leaves the last whole copy readable', async () => {
    const dir = new MemoryDir()
    const src = memorySource(MIRROR_CHUNK + 5)
    const m = new Mirror(dir, src)
    await m.sync('g1')
    const before = await m.read('g1')
    src.add()
    const real = dir.write.bind(dir)
    dir.write = async (path, name, text) => {
      if (name.startsWith('head-')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return real(path, name, text)
    }
    await expect(m.sync('g1', src.meta.lastSeq)).rejects.toThrow(/quota/)
    // On disk (read by a copier started afresh), the last whole copy…
    expect(await new Mirror(dir, src).read('g1')).toEqual(before)
    // …and this copier still gives the newer log it could not write (kept in memory).
    expect((await m.read('g1'))?.head.lastSeq).toBe(MIRROR_CHUNK + 6)
    dir.write = real
    await m.sync('g1', src.meta.lastSeq)
    expect((await m.read('g1'))?.head.lastSeq).toBe(MIRROR_CHUNK + 6)
  })

  it('MIR-08 the browser removes the copies\' folder in the session: the copier still lists and reads every game as last acknowledged, across chunks, after commands, an undo and a redo it only heard of', async () => {
    const dir = new MemoryDir()
    const src = memorySource(2 * MIRROR_CHUNK - 1)
    const m = new Mirror(dir, src)
    await m.sync('g1')
    // Two taps acknowledged (the second starts a new chunk) whose syncs never ran.
    for (let i = 0; i < 2; i++) {
      src.add()
      m.note('g1', src.meta.lastSeq, src.log.at(-1)!.entry)
    }
    dir.files.clear()
    expect(await m.list()).toEqual([expect.objectContaining({ id: 'g1', lastSeq: 2 * MIRROR_CHUNK + 1, deleted: false })])
    const copy = await m.read('g1')
    expect(copy?.entries).toEqual(src.log.map((r) => r.entry))
    // Undo to a command in the first chunk, then one redo.
    m.note('g1', MIRROR_CHUNK - 2, 'undo')
    src.undoTo(MIRROR_CHUNK - 2)
    expect(await m.read('g1')).toEqual({ head: expect.objectContaining({ lastSeq: MIRROR_CHUNK - 2, redo: src.redo }), entries: src.log.map((r) => r.entry) })
    m.note('g1', MIRROR_CHUNK - 1, 'redo')
    const after = await m.read('g1')
    expect(after?.head.lastSeq).toBe(MIRROR_CHUNK - 1)
    expect(after?.entries.at(-1)).toEqual(src.redo[0])
    expect(after?.head.redo).toEqual(src.redo.slice(1))
    // A step that does not follow what is kept (a command further on) is not guessed at.
    m.note('g1', MIRROR_CHUNK + 5, src.redo[3])
    expect((await m.read('g1'))?.head.lastSeq).toBe(MIRROR_CHUNK - 1)
  })

  it('MIR-04 a log that does not read whole is not copied over the good copy (a gap, a row ahead of its log, an entry without its command)', async () => {
    const dir = new MemoryDir()
    const src = memorySource(30)
    const m = new Mirror(dir, src)
    await m.sync('g1')
    const good = await m.read('g1')
    src.log.splice(10, 1)
    await expect(m.sync('g1')).rejects.toBeInstanceOf(MirrorError)
    src.log.splice(10, 0, { gameId: 'g1', seq: 11, entry: { seq: 11, command: null as never, events: [] } })
    await expect(m.sync('g1')).rejects.toThrow(/entry 11 has no command/)
    src.log[10] = { gameId: 'g1', seq: 11, entry: { seq: 11, command: { type: 'Step' }, events: [] } }
    src.meta.lastSeq = 40
    await expect(m.sync('g1')).rejects.toThrow(/at command 40, its log ends at 30/)
    expect(await m.read('g1')).toEqual(good)
  })

  it('MIR-05 IndexedDB lost every game: the app brings them back from their copies by itself and says so; a game deleted on purpose stays deleted', async () => {
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const game = useSessionStore()
    const ids: string[] = []
    for (const [name, n] of [['First', 3], ['Second', 6], ['Deleted', 2]] as const) {
      const r = await game.create('ah2e', { name, seed: `lost-${name}`, setup: { players: 2, ancientOne: 'yig' } })
      if (!r.ok) throw new Error(r.error.message)
      for (let i = 0; i < n; i++) expect((await game.dispatch(clue)).ok).toBe(true)
      ids.push(r.value)
      game.close()
    }
    await useMirrorStore().flush()
    const games = useGamesStore()
    expect((await games.remove(ids[2])).ok).toBe(true)
    const before = await Promise.all(ids.slice(0, 2).map(async (id) => ({ row: await storedRow(id), entries: await db.entries.where('gameId').equals(id).sortBy('seq') })))
    // What Chromium does at its start after a write failed for a full disk: the whole database, gone.
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
    const recovery = useRecoveryStore()
    const back = await recovery.check()
    expect(back.sort()).toEqual(ids.slice(0, 2).sort())
    expect(recovery.restored?.names.sort()).toEqual(['First', 'Second'])
    expect(await db.games.get(ids[2])).toBeUndefined()
    for (const [i, id] of ids.slice(0, 2).entries()) {
      const entries = await db.entries.where('gameId').equals(id).sortBy('seq')
      expect(entries.map((e) => e.entry)).toEqual(before[i].entries.map((e) => e.entry))
      const row = await storedRow(id)
      expect(row?.lastSeq).toBe(before[i].row?.lastSeq)
      expect(row?.state).toEqual(before[i].row?.state)
      expect(row?.name).toBe(before[i].row?.name)
    }
    expect(games.games.map((g) => g.name).sort()).toEqual(['First', 'Second'])
    // The restored game plays on.
    expect(await game.open(ids[1])).toBe(true)
    expect((await game.dispatch(clue)).ok).toBe(true)
    // Nothing more to bring back the next time.
    expect(await recovery.check()).toEqual([])
  })

  it('MIR-06 a game whose copy lags behind IndexedDB is not «restored» over it: only games IndexedDB no longer holds are', async () => {
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Ahead', seed: 'ahead', setup: { players: 2, ancientOne: 'yig' } })
    if (!r.ok) throw new Error(r.error.message)
    await useMirrorStore().flush()
    stopMirror()
    for (let i = 0; i < 3; i++) expect((await game.dispatch(clue)).ok).toBe(true)
    useMirrorIn(dir, idbSource())
    expect(await useRecoveryStore().check()).toEqual([])
    expect((await storedRow(r.value))?.lastSeq).toBe(4)
    // …and the check brings the lagging copy up to date.
    await useMirrorStore().flush(r.value)
    expect((await new Mirror(dir, idbSource()).read(r.value))?.head.lastSeq).toBe(4)
  })

  it('MIR-07 Settings says whether a second copy is kept, and when it could not be written lately', async () => {
    const none = mount(SettingsView)
    expect(none.find('[data-testid=storage-copy]').text()).toMatch(/does not let the app keep a backup copy/)
    none.unmount()
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const ok = mount(SettingsView)
    expect(ok.find('[data-testid=storage-copy]').text()).toMatch(/also keeps a backup copy of every game/)
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Copied', seed: 'mirror-7', setup: { players: 2, ancientOne: 'yig' } })
    if (!r.ok) throw new Error(r.error.message)
    dir.failWrites = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    await expect(useMirrorStore().flush()).rejects.toThrow(/quota/)
    await flushPromises()
    expect(ok.find('[data-testid=storage-copy]').text()).toMatch(/could not be written lately/)
    ok.unmount()
  })
})
