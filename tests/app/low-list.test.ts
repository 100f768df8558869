/**
 * LOW (issue #27, the audit's LOW list): each failed on the code before its fix.
 *  LOW-01 the Table's and the Mythos screen's Undo / Redo: disabled in a tab that only follows the game, and a
 *         refusal or a failed write is shown by the frame (those screens drop the session's answer).
 *  LOW-02 «Anuluj import» during the write phase: nothing written, «cancelled»; also when it is tapped as
 *         the write commits (LOW-02b: the new game is taken out again).
 *  LOW-03 a 600 MB file: «too large», refused before it is read (it was «The file is empty»).
 *  LOW-04 a file without an id imported again: asks (it was silently added as a second copy).
 *  LOW-05 an export reads the row and the log in one transaction.
 *  LOW-06 the browser may evict the games: the games list says so (it was only in Settings).
 *  LOW-07 an import error names the command once («Command 10 (index 9)… (#10)»).
 * (frame-ancestors: SEC-05 in hardening.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { watch } from 'vue'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { useStorageStore } from '@/stores/storage'
import { useNoticeStore } from '@/stores/notice'
import GamesView from '@/shell/views/GamesView.vue'
import { locale } from '@/i18n'
import { diskFull, roomAgain } from './idb-faults'
import { installLocks } from './fake-locks'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const fixture = (f: string) => readFileSync(path.join(root, 'tests/fixtures', f), 'utf8')

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})
afterEach(roomAgain)

async function newGame(seed = 'low-seed') {
  const game = useSessionStore()
  const r = await game.create('ah2e', { name: 'Low', seed, setup: { players: 2, ancientOne: 'yig' } })
  if (!r.ok) throw new Error(r.error.message)
  return { game, id: r.value }
}

describe('LOW the audit\'s small findings', () => {
  it('LOW-01 a tab that only follows the game cannot undo or redo; a refused undo is shown by the frame', async () => {
    const tabs = installLocks()
    try {
      setActivePinia(createPinia())
      const { game: writer, id } = await newGame()
      for (let i = 0; i < 2; i++) expect((await writer.dispatch({ type: 'DrawMythosCard', data: {} })).ok).toBe(true)
      expect((await writer.undo()).ok).toBe(true)
      expect(writer.canUndo).toBe(true)
      expect(writer.canRedo).toBe(true)
      // Another tab opens the game: it only follows it.
      setActivePinia(createPinia())
      const follower = useSessionStore()
      expect(await follower.open(id)).toBe(true)
      expect(follower.readOnly).toBe(true)
      expect(follower.canUndo).toBe(false)
      expect(follower.canRedo).toBe(false)
      // Called all the same (as the Table's button does, dropping the answer): the frame says why.
      const r = await follower.undo()
      expect(r.ok).toBe(false)
      expect(useNoticeStore().notice?.code).toBe('app/read-only')
      follower.close()
    } finally {
      tabs.restore()
    }
  })

  it('LOW-01b an undo whose write fails (storage full) is said by the frame, not dropped', async () => {
    const { game } = await newGame()
    expect((await game.dispatch({ type: 'DrawMythosCard', data: {} })).ok).toBe(true)
    diskFull()
    const r = await game.undo()
    expect(r.ok).toBe(false)
    expect(useNoticeStore().notice?.code).toBe('app/storage-full')
  })

  it('LOW-02 «Anuluj import» while the file is written: nothing is written, the import says it was cancelled', async () => {
    const games = useGamesStore()
    const phases: string[] = []
    const stop = watch(() => games.importProgress?.phase, (p) => {
      if (p) phases.push(p)
      if (p === 'writing') games.cancelImport()
    }, { flush: 'sync' })
    const r = await games.importText(fixture('four-players-surge.json'))
    stop()
    expect(phases).toContain('writing')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('file/cancelled')
    expect(await db.games.count()).toBe(0)
    expect(await db.entries.count()).toBe(0)
    expect(useStorageStore().failing).toBeNull()
  })

  it('LOW-02b «Anuluj import» tapped as the write commits (the reader finished first): the new game is taken out again, «cancelled»', async () => {
    const games = useGamesStore()
    let cancelled = false
    const stop = watch(() => games.games.length, (n) => {
      if (n === 1 && games.importProgress && !cancelled) {
        cancelled = true
        games.cancelImport()
      }
    }, { flush: 'sync' })
    const r = await games.importText(fixture('four-players-surge.json'))
    stop()
    expect(cancelled).toBe(true)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('file/cancelled')
    expect(games.games).toHaveLength(0)
    expect(await db.games.count()).toBe(0)
    expect(await db.entries.count()).toBe(0)
    expect(await db.snapshots.count()).toBe(0)
  })

  it('LOW-03 a 600 MB file is refused as too large before it is read (it was «The file is empty»)', async () => {
    const wrapper = mount(GamesView, { global: { plugins: [createPinia()] } })
    await flushPromises()
    let read = false
    // What Chromium hands over for such a file: its size, and an empty text when read.
    const huge = { name: 'huge.json', size: 600 * 1024 * 1024, text: async () => ((read = true), '') }
    const input = wrapper.find('[data-testid=import-input]')
    Object.defineProperty(input.element, 'files', { value: [huge], configurable: true })
    await input.trigger('change')
    await flushPromises()
    const error = wrapper.find('[data-testid=import-error]').text()
    expect(error).toMatch(/too large/)
    expect(error).not.toMatch(/empty/)
    expect(read).toBe(false)
    wrapper.unmount()
  })

  it('LOW-04 a file without an id (app 0.1) imported again asks first, as one with an id does', async () => {
    const games = useGamesStore()
    const text = fixture('four-players-surge.json')
    expect(JSON.parse(text).id).toBeUndefined()
    const first = await games.importText(text)
    expect(first.ok).toBe(true)
    const again = await games.importText(text)
    expect(again.ok).toBe(false)
    if (!again.ok) {
      expect(again.error.code).toBe('file/exists')
      expect(again.error.existing?.id).toBe(first.ok ? first.value : '')
    }
    expect(await db.games.count()).toBe(1)
    // «Zastąp» replaces that game; «Zachowaj obie» adds a second.
    const replaced = await games.importText(text, { onExisting: 'replace' })
    expect(replaced.ok && first.ok && replaced.value === first.value).toBe(true)
    expect(await db.games.count()).toBe(1)
    expect((await games.importText(text, { onExisting: 'copy' })).ok).toBe(true)
    expect(await db.games.count()).toBe(2)
  })

  it('LOW-05 an export reads the game\'s row, snapshot and log in one transaction', async () => {
    const { game, id } = await newGame()
    await game.dispatch({ type: 'DrawMythosCard', data: {} })
    game.close()
    const scopes: string[][] = []
    const proto = IDBDatabase.prototype as unknown as { transaction: (...a: unknown[]) => IDBTransaction }
    const real = proto.transaction
    proto.transaction = function (this: IDBDatabase, stores: unknown, ...rest: unknown[]) {
      scopes.push((Array.isArray(stores) ? stores : [stores]).map(String).sort())
      return real.call(this, stores, ...rest)
    }
    try {
      const text = await useGamesStore().exportText(id)
      expect(text).toContain('"DrawMythosCard"')
    } finally {
      proto.transaction = real
    }
    const reads = scopes.filter((s) => s.includes('entries') || s.includes('games') || s.includes('snapshots'))
    expect(reads).toEqual([['entries', 'games', 'snapshots']])
  })

  it('LOW-06 the games list says the browser may evict the saved games when it does not keep them for good', async () => {
    await newGame()
    useSessionStore().close()
    const pinia = createPinia()
    setActivePinia(pinia)
    useStorageStore().persisted = false
    const wrapper = mount(GamesView, { global: { plugins: [pinia] } })
    await flushPromises()
    expect(wrapper.find('[data-testid=game-item]').exists()).toBe(true)
    expect(wrapper.find('[data-testid=persist-warning]').text()).toMatch(/may delete the saved games/)
    useStorageStore().persisted = true
    await flushPromises()
    expect(wrapper.find('[data-testid=persist-warning]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('LOW-07 an import error names the command where the file breaks a rule once, not twice', async () => {
    const wrapper = mount(GamesView, { global: { plugins: [createPinia()] } })
    await flushPromises()
    const text = fixture('bad/rule-breaking.json')
    const input = wrapper.find('[data-testid=import-input]')
    Object.defineProperty(input.element, 'files', { value: [{ name: 'bad.json', size: text.length, text: async () => text }], configurable: true })
    await input.trigger('change')
    await flushPromises()
    const error = wrapper.find('[data-testid=import-error]').text()
    const n = /Command (\d+) \(index/.exec(error)?.[1]
    expect(n).toBeDefined()
    expect(error).not.toContain(`(#${n})`)
    expect(error.split(`Command ${n} `).length).toBe(2)
    wrapper.unmount()
  })
})
