/**
 * SHELL-LOCK (issue #24): a game just left can be deleted at once. Leaving a game while its one-writer
 * lock was still being asked for kept the lock for a game no longer open, so its own delete was
 * refused («open in another tab») until a reload.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { FakeLocks } from './fake-locks'

let locks: FakeLocks
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
  locks = new FakeLocks()
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks')
})

describe('SHELL-LOCK a game just left is not held', () => {
  it('SHELL-LOCK-01 created, opened and left: deleted at once', async () => {
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Zostawiona', seed: 'lock-1', setup: { players: 1, ancientOne: 'yig' } })
    expect(r.ok).toBe(true)
    const id = (r as { value: string }).value
    game.close()
    const del = await useGamesStore().remove(id)
    expect(del).toEqual({ ok: true, value: null })
  })
  it('SHELL-LOCK-02 left while its lock was still asked for (open, then back at once): deleted at once, not «open in another tab»', async () => {
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Zostawiona', seed: 'lock-2', setup: { players: 1, ancientOne: 'yig' } })
    const id = (r as { value: string }).value
    game.close()
    const opening = game.open(id)
    // The players tap back to the list before the open has its lock.
    await new Promise((resolve) => setTimeout(resolve, 0))
    game.close()
    expect(await opening).toBe(false)
    await game.settled()
    expect(game.row).toBeNull()
    const del = await useGamesStore().remove(id)
    expect(del).toEqual({ ok: true, value: null })
  })
})
