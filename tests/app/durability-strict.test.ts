/**
 * DUR-STRICT: game writes are asked for strict durability, so IndexedDB reports a transaction
 * complete only once it is flushed to disk (Chromium's default, `relaxed`, completes before the
 * flush: a phone that powers off can lose taps shown as done). Checked where the browser sees it:
 * the options of IDBDatabase.transaction(), one layer below Dexie.
 *
 * What this cannot prove: that the disk honours the flush. The SIGKILL e2e (durability.e2e.ts)
 * kills the browser, not the machine, so the OS page cache survives it; a power cut is not
 * simulated here (docs/quality.md, "Durability").
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { db } from '@/db/db'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from './helpers'

const seen: { mode: string; durability: string | undefined; stores: string[] }[] = []
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const proto = globalThis.IDBDatabase.prototype as unknown as { transaction: (...a: any[]) => unknown }
const real = proto.transaction

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
  seen.length = 0
  // Dexie binds the database's transaction() when it opens: patch first, then reopen.
  db.close()
  proto.transaction = function (this: IDBDatabase, stores: string | string[], mode?: string, options?: { durability?: string }) {
    seen.push({ mode: mode ?? 'readonly', durability: options?.durability, stores: ([] as string[]).concat(stores) })
    return real.call(this, stores, mode, options)
  }
  await db.open()
})
afterEach(async () => {
  db.close()
  proto.transaction = real
  await db.open()
})

describe('DUR-STRICT strict durability', () => {
  it('DUR-STRICT-01 creating a game, a command, an undo and a redo all write in strict transactions', async () => {
    const r = await createAh2eGame({ name: 'Strict', seed: 'strict-seed', players: 2, ancientOne: 'yig' })
    expect(r.ok).toBe(true)
    const game = useGame()
    await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })
    await game.undo()
    await game.redo()
    const writes = seen.filter((t) => t.mode === 'readwrite' && t.stores.includes('entries'))
    expect(writes.length).toBeGreaterThanOrEqual(4)
    expect(writes.every((t) => t.durability === 'strict')).toBe(true)
  })
})
