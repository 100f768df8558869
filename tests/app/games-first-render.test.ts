/**
 * FIRST-RENDER (issue #29): the games list renders its controls and rows once the list is read, in
 * one render with the data (not an empty one in the mount and a filled one after): on a cold visit
 * the mount's task is the one Lighthouse counted as blocking, and the list's rows come with the read.
 *  FIRST-RENDER-01 before the read answers: the title only, no controls, no «no games» line; after
 *                  it: the controls and the empty list's line.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { db } from '@/db/db'
import { useGamesStore } from '@/stores/games'
import GamesView from '@/shell/views/GamesView.vue'
import { locale } from '@/i18n'

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})

describe('FIRST-RENDER the games list renders with its data', () => {
  it('FIRST-RENDER-01 the controls and the list wait for the read; the title does not', async () => {
    const store = useGamesStore()
    let answer: () => void = () => undefined
    const read = new Promise<void>((r) => (answer = r))
    const refresh = store.refresh
    store.refresh = async () => {
      await read
      await refresh()
    }
    const w = mount(GamesView)
    await flushPromises()
    expect(w.find('#games-h').exists()).toBe(true)
    expect(w.find('[data-testid=new-game]').exists()).toBe(false)
    expect(w.find('[data-testid=import-input]').exists()).toBe(false)
    expect(w.find('[data-testid=no-games]').exists()).toBe(false)
    answer()
    await vi.waitFor(() => expect(store.loaded).toBe(true))
    await flushPromises()
    expect(w.find('[data-testid=new-game]').exists()).toBe(true)
    expect(w.find('[data-testid=import-input]').exists()).toBe(true)
    expect(w.find('[data-testid=no-games]').exists()).toBe(true)
    w.unmount()
  })
})
