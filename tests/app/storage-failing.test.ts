/**
 * FAIL (issue #27 §2): storage failing is a mode, not a message. A write that fails otherwise than
 * for a full quota or another tab (Chromium's «UnknownError … FILE_ERROR_NO_SPACE» when the disk is
 * full, after which it discards the origin's IndexedDB at its next start if anything more is
 * written) stops every write of the page; nothing is said «saved» until a write succeeds; the games
 * still export; «Spróbuj ponownie» writes every game's second copy, then a probe, and only then lets
 * writes go on, each command from then on acknowledged only once its second copy is written.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { useStorageStore } from '@/stores/storage'
import { useSettingsStore } from '@/stores/settings'
import { useMirrorStore } from '@/stores/mirror'
import { useMirrorIn, stopMirror } from './mirror-helpers'
import { MemoryDir, idbSource, Mirror, type MirrorSource } from '@/db/mirror'
import { useRecoveryStore } from '@/stores/recovery'
import { forceCloseDatabase } from 'fake-indexeddb'
import SaveState from '@/shell/components/SaveState.vue'
import StorageFailing from '@/shell/components/StorageFailing.vue'
import { locale } from '@/i18n'
import { brokenDisk, countWrites, roomAgain } from './idb-faults'

const clue = { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear(), db.settings.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})
afterEach(() => {
  roomAgain()
  stopMirror()
})

async function playing() {
  const game = useSessionStore()
  const r = await game.create('ah2e', { name: 'Full disk', seed: 'full-disk', setup: { players: 2, ancientOne: 'yig' } })
  if (!r.ok) throw new Error(r.error.message)
  for (let i = 0; i < 3; i++) expect((await game.dispatch(clue)).ok).toBe(true)
  return { game, id: r.value }
}

describe('FAIL storage failing is a mode', () => {
  it('FAIL-01 a failed write stops every write: the next commands and settings are refused without touching IndexedDB, and nothing says «saved»', async () => {
    const { game } = await playing()
    const dot = mount(SaveState)
    await flushPromises()
    expect(dot.attributes('data-state')).toBe('saved')
    brokenDisk()
    const r = await game.dispatch(clue)
    expect(!r.ok && r.error.code).toBe('app/storage-failed')
    const storage = useStorageStore()
    expect(storage.failing?.code).toBe('app/storage-failed')
    await flushPromises()
    expect(dot.attributes('data-state')).toBe('failed')
    // The disk has room again, but the page does not write on its own: Chromium would discard the database.
    roomAgain()
    const writes = countWrites()
    try {
      const again = await game.dispatch(clue)
      expect(!again.ok && again.error.code).toBe('app/storage-stopped')
      expect((await game.undo()).ok).toBe(false)
      useSettingsStore().setTheme('light')
      const renamed = await useGamesStore().rename(game.row!.id, 'Renamed')
      expect(!renamed.ok && renamed.error.code).toBe('app/storage-stopped')
      await flushPromises()
      expect(writes.n).toBe(0)
    } finally {
      writes.stop()
    }
    expect((game.state as { investigators: { clues: number }[] }).investigators[0].clues).toBe(3)
    expect(dot.attributes('data-state')).toBe('failed')
    dot.unmount()
  })

  it('FAIL-02 while writes are stopped the games still read: «Eksportuj wszystkie gry teraz» gives every game', async () => {
    const { game, id } = await playing()
    brokenDisk()
    await game.dispatch(clue)
    expect(useStorageStore().failing).not.toBeNull()
    const all = await useGamesStore().exportAllText()
    expect(all?.count).toBe(1)
    const doc = JSON.parse(all!.text)
    expect(doc.format).toBe('mythos-ledger.games')
    expect(doc.games[0].id).toBe(id)
    expect(doc.games[0].commands).toHaveLength(4)
    // The blocking banner offers it first.
    const banner = mount(StorageFailing)
    expect(banner.find('[role=alertdialog]').exists()).toBe(true)
    expect(banner.find('[data-testid=failing-export-all]').text()).toBe('Export all games now')
    banner.unmount()
  })

  it('FAIL-03 «Spróbuj ponownie»: every game\'s second copy is written, then a probe; then commands go on, each acknowledged only once its copy is written', async () => {
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const { game, id } = await playing()
    brokenDisk()
    await game.dispatch(clue)
    const storage = useStorageStore()
    expect(storage.failing).not.toBeNull()
    roomAgain()
    expect(await storage.retry()).toBeNull()
    expect(storage.failing).toBeNull()
    expect(storage.degraded).toBe(true)
    const mirror = new Mirror(dir, idbSource())
    expect((await mirror.read(id))?.head.lastSeq).toBe(4)
    expect((await db.settings.get('storage:probe'))?.value).toBeTypeOf('string')
    // From now on a command's copy is written before the command is acknowledged.
    const r = await game.dispatch(clue)
    expect(r.ok).toBe(true)
    const copy = await mirror.read(id)
    expect(copy?.head.lastSeq).toBe(5)
    expect(copy?.entries.at(-1)?.command.type).toBe('GainClues')
    // And when the copy cannot be written, the command is not shown saved and writes stop again.
    dir.failWrites = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    const lost = await game.dispatch(clue)
    expect(!lost.ok && lost.error.code).toBe('app/storage-stopped')
    expect(storage.failing).not.toBeNull()
    expect(useMirrorStore().state.error?.name).toBe('QuotaExceededError')
  })

  it('FAIL-04 «Spróbuj ponownie» while the second copy still cannot be written: writes stay stopped, and nothing is written to IndexedDB', async () => {
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const { game } = await playing()
    brokenDisk()
    await game.dispatch(clue)
    roomAgain()
    dir.failWrites = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    const writes = countWrites()
    try {
      expect(await useStorageStore().retry()).toBe('copy')
      expect(writes.n).toBe(0)
    } finally {
      writes.stop()
    }
    expect(useStorageStore().failing).not.toBeNull()
    // The banner says so.
    const banner = mount(StorageFailing)
    await banner.find('[data-testid=failing-retry]').trigger('click')
    await vi.waitFor(() => expect(banner.find('[data-testid=failing-retry-note]').exists()).toBe(true), { timeout: 30_000 })
    expect(banner.find('[data-testid=failing-retry-note]').text()).toMatch(/backup copy of the games still cannot be written/)
    banner.unmount()
  })

  it('FAIL-05 a full quota (QuotaExceededError) and another tab\'s change stay messages, not the failing mode', async () => {
    const { game } = await playing()
    const { diskFull } = await import('./idb-faults')
    diskFull()
    const r = await game.dispatch(clue)
    expect(!r.ok && r.error.code).toBe('app/storage-full')
    expect(useStorageStore().failing).toBeNull()
    roomAgain()
    expect((await game.dispatch(clue)).ok).toBe(true)
  })

  it('FAIL-06 the browser removes the origin\'s whole storage in the session (IndexedDB and the copies\' folder: Chromium\'s eviction after a write failed for a full disk): every game still exports, to its last acknowledged command; «Spróbuj ponownie» brings them all back and says so, and the game plays on', async () => {
    const dir = new MemoryDir()
    // The copier's reads of IndexedDB, held back at will: the eviction comes before the copy of the last taps.
    let held: Promise<void> = Promise.resolve()
    let release = () => {}
    const real = idbSource()
    const source: MirrorSource = {
      read: async (id, from) => (await held, real.read(id, from)),
      ids: async () => (await held, real.ids()),
    }
    useMirrorIn(dir, source)
    const { game, id: first } = await playing()
    game.close()
    const { game: played, id } = await playing()
    await useMirrorStore().flush()
    held = new Promise((resolve) => (release = resolve))
    for (let i = 0; i < 2; i++) expect((await played.dispatch(clue)).ok).toBe(true)
    expect(played.row?.lastSeq).toBe(6)
    brokenDisk()
    const r = await played.dispatch(clue)
    expect(!r.ok && r.error.code).toBe('app/storage-failed')
    roomAgain()
    // The eviction: every row and every file of the origin, gone; the copier's delayed reads find nothing.
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
    dir.files.clear()
    release()
    const all = await useGamesStore().exportAllText()
    expect(all?.count).toBe(2)
    const doc = JSON.parse(all!.text) as { games: { id: string; commands: unknown[] }[] }
    expect(Object.fromEntries(doc.games.map((g) => [g.id, g.commands.length]))).toEqual({ [first]: 4, [id]: 6 })
    // Room again: the probe, then every game back in IndexedDB, said; the page stays blocked
    // until they are back (no tap races the restore of its game).
    const storage = useStorageStore()
    let restoredWhenUnblocked: unknown = 'never'
    storage.$subscribe(() => {
      if (storage.failing === null && restoredWhenUnblocked === 'never') restoredWhenUnblocked = useRecoveryStore().restored?.names.length ?? 0
    }, { flush: 'sync' })
    expect(await storage.retry()).toBeNull()
    expect(restoredWhenUnblocked).toBe(2)
    expect(useRecoveryStore().restored?.names).toHaveLength(2)
    expect((await db.games.get(first))?.lastSeq).toBe(4)
    expect((await db.games.get(id))?.lastSeq).toBe(6)
    expect((await db.entries.where('gameId').equals(id).count())).toBe(6)
    // The open game goes on from its last acknowledged command, and its copy is written again.
    expect((await played.dispatch(clue)).ok).toBe(true)
    expect((await db.games.get(id))?.lastSeq).toBe(7)
    expect((await new Mirror(dir, idbSource()).read(id))?.head.lastSeq).toBe(7)
  })

  it('FAIL-07 the browser removes the database under an open game without a write of this page failing (its «close» event): writes stop at once; a tap that found the game missing is not left «deleted in another tab» once «Spróbuj ponownie» has brought it back', async () => {
    const dir = new MemoryDir()
    useMirrorIn(dir, idbSource())
    const { game, id } = await playing()
    await useMirrorStore().flush()
    expect((await game.dispatch(clue)).ok).toBe(true)
    const storage = useStorageStore()
    // The eviction: the rows and the files go, then the browser closes the connection.
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
    dir.files.clear()
    const lostTap = await game.dispatch(clue)
    expect(lostTap.ok).toBe(false)
    forceCloseDatabase(db.backendDB() as never)
    await vi.waitFor(() => expect(storage.failing?.code).toBe('app/storage-failed'))
    const refused = await game.dispatch(clue)
    expect(!refused.ok && refused.error.code).toBe('app/storage-stopped')
    const all = await useGamesStore().exportAllText()
    expect(JSON.parse(all!.text).games.map((g: { id: string; commands: unknown[] }) => [g.id, g.commands.length])).toEqual([[id, 5]])
    expect(await storage.retry()).toBeNull()
    expect(useRecoveryStore().restored?.names).toEqual(['Full disk'])
    expect(game.gone).toBe(false)
    expect((await game.dispatch(clue)).ok).toBe(true)
    expect((await db.games.get(id))?.lastSeq).toBe(6)
  })
})
