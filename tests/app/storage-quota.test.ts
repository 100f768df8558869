import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame, storedRow } from './helpers'
import { db } from '@/db/db'
import { diskFull, roomAgain } from './idb-faults'

/**
 * DUR: a full device. When IndexedDB refuses a write with QuotaExceededError (as Chromium does
 * when the origin's quota is used up), the command is refused with `app/storage-full`, the game in
 * memory stays as it was and nothing already saved is lost; once there is room again the next
 * command gets the next number.
 */

const options = { name: 'Quota', seed: 'quota-seed', players: 3, investigatorNames: ['Ala'], ancientOne: 'yig', terrorTenAddsDoom: true }

async function snapshot(id: string) {
  return { row: await storedRow(id), entries: await db.entries.where('gameId').equals(id).toArray() }
}

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
})
afterEach(roomAgain)

describe('DUR storage full', () => {
  async function gameWithHistory() {
    const game = useGame()
    const r = await createAh2eGame(options)
    if (!r.ok) throw new Error(r.error.message)
    for (let i = 0; i < 3; i++) expect((await game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })).ok).toBe(true)
    return { game, id: r.value }
  }

  it.each([
    ['IndexedDB refuses the entry', () => diskFull({ methods: ['add'], stores: ['entries'] })],
    ['IndexedDB refuses the game row', () => diskFull({ methods: ['put'], stores: ['games'] })],
    ['IndexedDB refuses every write', () => diskFull()],
  ])('DUR-01 %s: app/storage-full, memory and disk unchanged, the next command still fits', async (_label, breakWrite) => {
    const { game, id } = await gameWithHistory()
    const before = await snapshot(id)
    const memState = game.state
    const memRow = game.row
    expect(before.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4])

    breakWrite()
    const r = await game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe('app/storage-full')
      expect(r.error.message).toMatch(/storage is full/)
    }
    expect(game.lastError?.code).toBe('app/storage-full')
    // In memory: the same objects, nothing applied.
    expect(game.state).toBe(memState)
    expect(game.row).toBe(memRow)
    expect(game.state?.investigators[0].clues).toBe(3)
    // On disk: the transaction was rolled back as a whole; everything saved before is still there.
    expect(await snapshot(id)).toEqual(before)

    // Room again: the next command is number 5 and is saved.
    roomAgain()
    const ok = await game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(ok.ok).toBe(true)
    if (ok.ok) expect(ok.value.seq).toBe(5)
    const after = await snapshot(id)
    expect(after.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5])
    expect(after.row?.lastSeq).toBe(5)
    expect((after.row?.state as { investigators: { clues: number }[] }).investigators[0].clues).toBe(4)
  })

  it('DUR-04 while a tap is written the save indicator says «saving» and nothing is shown yet; a refused write leaves the view as it was', async () => {
    const { game, id } = await gameWithHistory()
    const memState = game.state
    const memRow = game.row
    const memBoard = game.boardStep
    diskFull()
    const pending = game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    // (microtasks only: the fake IndexedDB answers in a later task)
    for (let i = 0; i < 100 && game.saving === 0; i++) await Promise.resolve()
    expect(game.saving).toBe(1)
    expect(game.state).toBe(memState)
    const r = await pending
    expect(r.ok).toBe(false)
    expect(game.saving).toBe(0)
    expect(game.lastError?.code).toBe('app/storage-full')
    expect(game.state).toBe(memState)
    expect(game.row).toBe(memRow)
    expect(game.boardStep).toBe(memBoard)
    roomAgain()
    expect((await game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })).ok).toBe(true)
    expect(game.saving).toBe(0)
    expect(game.state?.investigators[0].clues).toBe(4)
    expect((await storedRow(id))?.lastSeq).toBe(5)
  })

  it('DUR-02 undo on a full device is refused the same way and keeps the log', async () => {
    const { game, id } = await gameWithHistory()
    const before = await snapshot(id)
    diskFull({ methods: ['put'], stores: ['games'] })
    const r = await game.undo()
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('app/storage-full')
    expect(game.state?.investigators[0].clues).toBe(3)
    expect(game.canRedo).toBe(false)
    expect(await snapshot(id)).toEqual(before)
  })

  it('DUR-03 a new game that does not fit is not half-saved', async () => {
    const game = useGame()
    diskFull({ methods: ['add'], stores: ['entries'] })
    const r = await createAh2eGame(options)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('app/storage-full')
    expect(await db.games.count()).toBe(0)
    expect(await db.entries.count()).toBe(0)
    expect(game.row).toBeNull()
  })
})
