/**
 * GATE (issue #27 §4): an app update accepted in one tab reloads the others (the new service
 * worker takes control of all of them). A tab with a command being written, an import under way
 * or a form holding unsaved text is not reloaded under its players: it waits until it is idle, or
 * (unsaved text) asks them, and reloads once the text is saved or when they say so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { nextTick, ref } from 'vue'
import { db } from '@/db/db'
import { updateGate } from '@/app/updateGate'
import { formsSaved, hasUnsaved, watchUnsaved } from '@/shell/unsaved'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { useNotesStore } from '@/stores/notes'
import { go } from '@/shell/router'
import { locale } from '@/i18n'

/** vite-plugin-pwa's register: on `controlling` (an update took over) it calls `onNeedReload`, or reloads the page itself when none is given. */
let controlling: (() => void) | null = null
vi.mock('virtual:pwa-register/vue', () => ({
  useRegisterSW: (o: { onNeedReload?: () => void }) => {
    controlling = () => (o.onNeedReload ? o.onNeedReload() : window.location.reload())
    return { needRefresh: ref(true), offlineReady: ref(false), updateServiceWorker: vi.fn() }
  },
}))

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
  formsSaved()
})
afterEach(() => vi.restoreAllMocks())

describe('GATE an update waits for a busy tab', () => {
  it('GATE-01 the gate: busy waits until idle; unsaved text asks, and reloads once it is saved or when told', async () => {
    const busy = ref(true)
    const unsaved = ref(false)
    const reload = vi.fn()
    const gate = updateGate({ busy: () => busy.value, unsaved: () => unsaved.value, reload })
    gate.needReload()
    expect(reload).not.toHaveBeenCalled()
    expect(gate.waiting.value).toBe(true)
    unsaved.value = true
    busy.value = false
    await nextTick()
    expect(reload).not.toHaveBeenCalled()
    expect(gate.asking.value).toBe(true)
    unsaved.value = false
    await nextTick()
    expect(reload).toHaveBeenCalledTimes(1)
    // Asked, then told to reload now.
    const r2 = vi.fn()
    const g2 = updateGate({ busy: () => false, unsaved: () => true, reload: r2 })
    g2.needReload()
    expect(r2).not.toHaveBeenCalled()
    g2.reloadNow()
    expect(r2).toHaveBeenCalledTimes(1)
    // Idle and nothing unsaved: at once.
    const r3 = vi.fn()
    updateGate({ busy: () => false, unsaved: () => false, reload: r3 }).needReload()
    expect(r3).toHaveBeenCalledTimes(1)
  })

  it('GATE-02 text typed into a form is unsaved until the app writes it (a card note saved), or the field leaves the page', async () => {
    watchUnsaved()
    const area = document.createElement('textarea')
    document.body.appendChild(area)
    expect(hasUnsaved()).toBe(false)
    area.value = 'Gate of R\'lyeh: draw two'
    area.dispatchEvent(new Event('input', { bubbles: true }))
    expect(hasUnsaved()).toBe(true)
    expect((await useNotesStore().save('base-gate-01', area.value, 'ah2e')).ok).toBe(true)
    expect(hasUnsaved()).toBe(false)
    area.dispatchEvent(new Event('input', { bubbles: true }))
    expect(hasUnsaved()).toBe(true)
    area.remove()
    expect(hasUnsaved()).toBe(false)
    // A checkbox is not a text someone is typing.
    const box = document.createElement('input')
    box.type = 'checkbox'
    document.body.appendChild(box)
    box.dispatchEvent(new Event('input', { bubbles: true }))
    expect(hasUnsaved()).toBe(false)
    box.remove()
  })

  it('GATE-03 the app: an update taking control while a command is written reloads the tab only once it is done; while an import runs, once it ends; over unsaved text, it asks', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    const App = (await import('@/app/App.vue')).default
    const pinia = createPinia()
    setActivePinia(pinia)
    const game = useSessionStore()
    const r = await game.create('ah2e', { name: 'Busy', seed: 'gate-1', setup: { players: 2, ancientOne: 'yig' } })
    if (!r.ok) throw new Error(r.error.message)
    go(`/game/${r.value}/table`)
    const app = mount(App, { global: { plugins: [pinia] } })
    await flushPromises()
    // The service worker is registered once the first screen is shown and the page is idle (issue #29).
    await vi.waitFor(() => expect(controlling).not.toBeNull(), { timeout: 30_000 })
    // A command is being written when the update takes control.
    const writing = game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(game.busy).toBe(true)
    controlling!()
    expect(reload).not.toHaveBeenCalled()
    expect((await writing).ok).toBe(true)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 30_000 })

    // An import under way.
    reload.mockClear()
    const games = useGamesStore()
    games.importProgress = { phase: 'checking', done: 10, total: 50 }
    controlling!()
    await nextTick()
    expect(reload).not.toHaveBeenCalled()
    games.importProgress = null
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 30_000 })

    // A card note typed and not saved: the tab asks.
    reload.mockClear()
    const area = document.createElement('textarea')
    document.body.appendChild(area)
    area.value = 'note'
    area.dispatchEvent(new Event('input', { bubbles: true }))
    controlling!()
    await flushPromises()
    expect(reload).not.toHaveBeenCalled()
    expect(app.find('[data-testid=update-unsaved]').exists()).toBe(true)
    await app.find('[data-testid=update-reload-now]').trigger('click')
    expect(reload).toHaveBeenCalledTimes(1)
    area.remove()
    app.unmount()
    game.close()
  })
})
