/**
 * The AH3e screens' tests, one set-up: the real session store over IndexedDB in memory, a fresh
 * pinia per test, Polish; the mounted screen unmounted and the game closed after each.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { useGame } from '@/games/ah3e/ui/session'
import { useAh3eFactsStore } from '@/games/ah3e/ui/ownerFacts'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { useSessionStore } from '@/stores/session'

type Game = ReturnType<typeof useGame>

/** Registers the set-up: `fresh` gets each test's pinia and session store; `mounted` is the screen to unmount after it. */
export function screenTests(fresh: (pinia: Pinia, game: Game) => void, mounted: () => VueWrapper | null, unmounted: () => void): void {
  let game: Game
  beforeEach(async () => {
    await Promise.all([db.games.clear(), db.entries.clear(), db.notes.clear(), db.settings.clear(), db.snapshots.clear()])
    const pinia = createPinia()
    setActivePinia(pinia)
    game = useGame()
    locale.value = 'pl'
    fresh(pinia, game)
  })
  afterEach(async () => {
    mounted()?.unmount()
    unmounted()
    game.close()
    // The owner's facts a game remembered on the device are written before the next test clears it.
    await useAh3eFactsStore().idle()
  })
}

/**
 * `check` holds and nothing shown is still being written (a tap's result shows while its write
 * commits), and the commit's follow-ups have run (the last entry is the row's: its alerts, the sheet).
 */
export async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(async () => {
    await flushPromises()
    const g = useSessionStore()
    const followed = !g.row || !g.lastEntry || g.lastEntry.seq === g.row.lastSeq
    if (!check() || g.saving > 0 || !followed) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
  // A command's follow-ups (its last entry, alerts, the board sheet) come a task after its figures:
  // wait for the queue, not for the clock (under load that task can come late).
  await useSessionStore().settled()
  await flushPromises()
}

/**
 * The setup form (`w`, its `create` a mock) sent three ways: a standalone game, a new series with
 * its scenario drawn, then the same with the scenario named.
 */
export async function submitThreeWays(w: VueWrapper, create: { mock: { calls: unknown[] } }): Promise<void> {
  const submit = async () => {
    const n = create.mock.calls.length
    await w.get('form').trigger('submit')
    await until(() => create.mock.calls.length > n)
  }
  await submit()
  await w.get('[data-testid="series-choice"]').setValue('new')
  await flushPromises()
  await submit()
  await w.get('[data-testid="draw-scenario"]').setValue(false)
  await flushPromises()
  await submit()
}
