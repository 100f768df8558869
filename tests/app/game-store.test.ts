import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from './helpers'
import { db, SCHEMA_V3, LedgerDB } from '@/db/db'
import { ah2e } from '@/games/ah2e/rules'
import { foldEntries } from '@/core'

const options = { name: 'Test', seed: 'store-seed', players: 4, investigatorNames: ['Ala', 'Ola'], ancientOne: 'yig', terrorTenAddsDoom: true }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
})

describe('game store: persistence, undo, bad commands', () => {
  it('STORE-01 a new game is stored with its setup entry and state', async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    expect(r.ok).toBe(true)
    const id = r.ok ? r.value : ''
    const row = await db.games.get(id)
    expect(row?.lastSeq).toBe(1)
    expect(await db.entries.where('gameId').equals(id).count()).toBe(1)
    expect(game.state?.investigators.map((i) => i.name)).toEqual(['Ala', 'Ola', '', ''])
  })

  it('STORE-02 each command is persisted before it shows, and a resume reads the same state', async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    for (let i = 0; i < 4; i++) {
      const d = await game.dispatch({ type: 'DrawMythosCard', data: {} })
      expect(d.ok).toBe(true)
    }
    const before = game.state
    setActivePinia(createPinia())
    const again = useGame()
    expect(await again.open(id)).toBe(true)
    expect(again.state).toEqual(before)
    // the stored snapshot equals a refold of the stored log
    expect(await again.refold()).toEqual(before)
    const rows = await db.entries.where('gameId').equals(id).toArray()
    expect(rows.map((x) => x.seq)).toEqual([1, 2, 3, 4, 5])
    expect(foldEntries(ah2e, rows.map((x) => x.entry) as never)).toEqual(before)
  })

  it('STORE-03 a refused command changes nothing, in memory or on disk', async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const before = await db.games.get(id)
    const bad = await game.dispatch({ type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.code).toBe('gate/no-gate-there')
    expect(await db.games.get(id)).toEqual(before)
    expect(await db.entries.where('gameId').equals(id).count()).toBe(1)
    expect(game.lastError?.code).toBe('gate/no-gate-there')
  })

  it('STORE-04 undo, redo and undo-to-here are persisted; the setup cannot be undone', async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    await game.dispatch({ type: 'DrawMythosCard', data: {} })
    const afterFirst = game.state
    await game.dispatch({ type: 'RaiseTerror', data: { amount: 2 } })
    await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })
    expect(game.state?.terror).toBe(2)
    await game.undoTo(2)
    expect(game.state).toEqual(afterFirst)
    expect(game.redoStack.length).toBe(2)
    expect(await db.entries.where('gameId').equals(id).count()).toBe(2)
    await game.redo()
    expect(game.state?.terror).toBe(2)
    setActivePinia(createPinia())
    const again = useGame()
    await again.open(id)
    expect(again.state?.terror).toBe(2)
    expect(again.redoStack.length).toBe(1)
    await again.undo()
    await again.undo()
    const barrier = await again.undo()
    expect(barrier.ok).toBe(false)
    if (!barrier.ok) expect(barrier.error.code).toBe('core/undo-barrier')
  })

  it('STORE-05 taps in quick succession are serialised (no two commands share a number)', async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    await Promise.all([1, 2, 3, 4, 5].map(() => game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })))
    expect(game.state?.investigators[0].clues).toBe(5)
    const rows = await db.entries.where('gameId').equals(id).toArray()
    expect(rows.map((x) => x.seq)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('Dexie schema', () => {
  it('DB-01 the current version (3) opens on an empty database with its tables and keys', async () => {
    const fresh = new LedgerDB('schema-test-v3')
    await fresh.open()
    expect(fresh.verno).toBe(3)
    expect(fresh.tables.map((t) => t.name).sort()).toEqual(Object.keys(SCHEMA_V3).sort())
    expect(fresh.entries.schema.primKey.keyPath).toEqual(['gameId', 'seq'])
    fresh.close()
    await fresh.delete()
  })
})

describe('STORE-REDO the redo stack', () => {
  it('STORE-REDO-01 undone commands beyond the cap are dropped (the next to redo kept); the games list reads rows without state or redo', async () => {
    const { REDO_CAP } = await import('@/db/limits')
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const n = REDO_CAP + 5
    for (let i = 0; i < n; i++) await game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect((await game.undoTo(1)).ok).toBe(true)
    expect(game.redoStack.length).toBe(REDO_CAP)
    expect(game.redoStack[0].seq).toBe(2)
    const snap = await db.snapshots.get(id)
    expect(snap?.redo.length).toBe(REDO_CAP)
    const listRow = (await db.games.get(id)) as unknown as Record<string, unknown>
    expect(listRow).not.toHaveProperty('redo')
    expect(listRow).not.toHaveProperty('state')
    expect((await game.redo()).ok).toBe(true)
    expect(game.row?.lastSeq).toBe(2)
  }, 60_000)
})
