/**
 * WRITE: every database write outside a game's commands says when it fails and changes nothing;
 * writes to an open game check, inside their transaction, that the game is still what this tab
 * built on. Failures are raised by IndexedDB itself (the IDBObjectStore methods one layer below
 * Dexie throw a real QuotaExceededError DOMException), not by a spy on a Dexie method.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { db } from '@/db/db'
import { useGamesStore } from '@/stores/games'
import { useSettingsStore } from '@/stores/settings'
import { useNotesStore } from '@/stores/notes'
import { useStorageStore } from '@/stores/storage'
import { useGame } from '@/games/ah2e/ui/session'
import { useOwnerFactsStore } from '@/games/ah2e/ui/ownerFacts'
import { createAh2eGame, storedRow } from './helpers'
import { diskFull, roomAgain } from './idb-faults'
import * as repo from '@/db/repo'
import { GameGoneError, StaleGameError } from '@/db/errors'

const options = { name: 'Guarded', seed: 'guard-seed', players: 2, ancientOne: 'yig' }
const dump = async () => ({ games: await db.games.toArray(), entries: await db.entries.toArray(), settings: await db.settings.toArray(), notes: await db.notes.toArray() })

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.settings.clear(), db.notes.clear()])
  setActivePinia(createPinia())
})
afterEach(roomAgain)

async function savedGame() {
  const r = await createAh2eGame(options)
  if (!r.ok) throw new Error(r.error.message)
  useGame().close()
  return r.value
}

describe('WRITE a full disk: every write says so and changes nothing', () => {
  it('WRITE-01 games list: rename, delete and import', async () => {
    const id = await savedGame()
    const list = useGamesStore()
    await list.refresh()
    const text = (await list.exportText(id))!
    const before = await dump()
    diskFull()
    const renamed = await list.rename(id, 'New name')
    expect(!renamed.ok && renamed.error.code).toBe('app/storage-full')
    const deleted = await list.remove(id)
    expect(!deleted.ok && deleted.error.code).toBe('app/storage-full')
    const imported = await list.importText(text, { onExisting: 'copy' })
    expect(!imported.ok && imported.error.code).toBe('app/storage-full')
    roomAgain()
    expect(await dump()).toEqual(before)
  })

  it('WRITE-02 settings, card notes and owner facts: a message, nothing stored, the old value kept', async () => {
    const settings = useSettingsStore()
    const storage = useStorageStore()
    const notes = useNotesStore()
    await notes.save('base-gate-01', 'first note', 'ah2e')
    const owner = useOwnerFactsStore()
    await owner.load()
    const before = await dump()
    diskFull()
    settings.setTheme('light')
    await expect.poll(() => storage.error?.code).toBe('app/storage-full')
    storage.dismiss()
    const n = await notes.save('base-gate-01', 'second note', 'ah2e')
    expect(!n.ok && n.error.code).toBe('app/storage-full')
    expect(notes.noteOf('base-gate-01')).toBe('first note')
    const remembered = await owner.remember({ arrows: [{ space: 'falcon-point', colour: 'white', to: 'vortex' }] })
    expect(remembered).toBe(false)
    expect(owner.facts.arrows).toEqual([])
    expect(storage.error?.code).toBe('app/storage-full')
    roomAgain()
    expect(await dump()).toEqual(before)
  })
})

describe('WRITE two tabs on one game (no Web Locks here: the transaction\'s own check)', () => {
  /** A second tab: its own Pinia over the same database. */
  function tab(): Pinia {
    const p = createPinia()
    setActivePinia(p)
    return p
  }

  it('WRITE-03 a game deleted in tab B is not recreated by a tap in tab A: the tap is refused and says why', async () => {
    const a = tab()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const gameA = useGame()
    expect((await gameA.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })).ok).toBe(true)
    tab()
    const list = useGamesStore()
    expect((await list.remove(id)).ok).toBe(true)
    setActivePinia(a)
    const tap = await gameA.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(!tap.ok && tap.error.code).toBe('app/game-deleted')
    expect(gameA.gone).toBe(true)
    expect(await db.games.get(id)).toBeUndefined()
    expect(await db.entries.where('gameId').equals(id).count()).toBe(0)
  })

  it('WRITE-04 a rename in tab B is not undone by tab A\'s next tap: A reloads, then its tap keeps the new name', async () => {
    const a = tab()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const gameA = useGame()
    tab()
    expect((await useGamesStore().rename(id, 'Renamed in B')).ok).toBe(true)
    setActivePinia(a)
    const first = await gameA.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(!first.ok && first.error.code).toBe('app/conflict')
    expect((await db.games.get(id))?.name).toBe('Renamed in B')
    const second = await gameA.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(second.ok).toBe(true)
    const row = await db.games.get(id)
    expect(row?.name).toBe('Renamed in B')
    expect(row?.lastSeq).toBe(2)
  })

  it('WRITE-05 an append built on a stale base is refused inside its transaction and rolled back whole', async () => {
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const game = useGame()
    expect((await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })).ok).toBe(true)
    const before = await dump()
    const row = (await storedRow(id))!
    const entry = { seq: 3, command: { type: 'AdjustDoom', data: { delta: 1 } }, events: [] }
    // built on command 1, but the game is at 2: the entry (seq 3 is free) and the row are not written
    // Nor is the caller told that its write was answered (the work it overlaps with the commit).
    let answered = 0
    await expect(repo.appendEntry({ ...row, lastSeq: 3 }, entry, 1, undefined, () => answered++)).rejects.toThrow(/at command 2, not 1/)
    expect(answered).toBe(0)
    expect(await dump()).toEqual(before)
    await expect(repo.truncateEntries({ ...row, lastSeq: 1 }, 5)).rejects.toThrow(StaleGameError)
    expect(await dump()).toEqual(before)
    await db.games.delete(id)
    await expect(repo.appendEntry({ ...row, lastSeq: 3 }, entry, 2, undefined, () => answered++)).rejects.toThrow(GameGoneError)
    expect(answered).toBe(0)
    expect(await db.entries.where({ gameId: id, seq: 3 }).count()).toBe(0)
  })

  it('WRITE-06 an append tells its caller once every request is answered, before the commit resolves it, and commits all the same', async () => {
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const row = (await storedRow(id))!
    const order: string[] = []
    const entry = { seq: 2, command: { type: 'AdjustDoom', data: { delta: 1 } }, events: [] }
    await repo.appendEntry({ ...row, lastSeq: 2 }, entry, 1, undefined, () => order.push('answered')).then(() => order.push('committed'))
    expect(order).toEqual(['answered', 'committed'])
    expect((await db.games.get(id))?.lastSeq).toBe(2)
    expect(await db.entries.where({ gameId: id, seq: 2 }).count()).toBe(1)
  })
})
