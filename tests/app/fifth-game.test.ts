/**
 * FIFTH: a fifth game needs one folder (tests/fixtures/games/toy: rules, strings, a screen, a setup
 * form, its module and its registry line) and one line that registers it, and nothing named by
 * convention. Through the shell's own views and stores: the new-game picker lists it, its setup
 * form creates it, its first screen (the first of its module's screens) opens and taps a command,
 * undo takes it back, the Log shows it, the bottom nav draws its own icon, an exported game is
 * imported again as the same game, and the build finds its first screen and strings from its
 * contract. The conformance kit runs over it with the app's games (tests/core/conformance.test.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { games, loadGame, registerGame } from '@/app/registry'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import NewGameView from '@/shell/views/NewGameView.vue'
import LogView from '@/shell/views/LogView.vue'
import BottomNav from '@/shell/components/BottomNav.vue'
import { ICONS } from '@/shell/icons'
import { locale } from '@/i18n'
import { declaredIn } from '../../scripts/vite/game-preload'
import { toyManifest } from '../fixtures/games/toy/manifest'
import type { ToyState } from '../fixtures/games/toy/rules'

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/games/toy')

beforeAll(() => registerGame(toyManifest))
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})

const toy = () => useSessionStore().state as ToyState

describe('FIFTH a fifth game: one folder, one registry line', () => {
  it('FIFTH-01 listed, set up by its own form, opened on its first screen, played, undone, logged', async () => {
    expect(games.map((g) => g.id)).toContain('toy-race')
    const picker = mount(NewGameView, { props: { kind: null } })
    expect(picker.text()).toContain('Race (test)')
    expect(picker.text()).toContain('A test-only game.')

    const setup = mount(NewGameView, { props: { kind: 'toy-race' } })
    await vi.waitFor(() => expect(setup.find('[data-testid="toy-setup"]').exists()).toBe(true), { timeout: 10_000, interval: 5 })
    expect(setup.text()).toContain('Target')
    await setup.find('[data-testid="toy-target"]').setValue(12)
    await setup.find('[data-testid="toy-setup"]').trigger('submit')
    const game = useSessionStore()
    await vi.waitFor(() => expect(toy()?.status).toBe('playing'), { timeout: 10_000, interval: 5 })
    expect(toy().target).toBe(12)
    expect((await db.games.get(game.row!.id))?.game).toBe('toy-race')

    const m = await loadGame('toy-race')
    const screen = mount(await m.screens[0].view())
    expect(screen.find('[data-testid="toy-total"]').text()).toBe('Total 0/12')
    await screen.find('[data-testid="toy-roll"]').trigger('click')
    await vi.waitFor(() => expect(toy().rolls).toBe(1), { timeout: 10_000, interval: 5 })
    await flushPromises()
    expect(screen.find('[data-testid="toy-total"]').text()).toBe(`Total ${toy().total}/12`)
    const rolled = toy()

    const log = mount(LogView)
    await flushPromises()
    expect(log.text()).toContain('Toy Roll')
    expect(log.text()).toContain(`Rolled ${rolled.total}`)

    expect((await game.undo()).ok).toBe(true)
    expect(toy().rolls).toBe(0)
    await flushPromises()
    expect(screen.find('[data-testid="toy-total"]').text()).toBe('Total 0/12')
    expect((await game.redo()).ok).toBe(true)
    expect(toy()).toEqual(rolled)
  })

  it('FIFTH-02 the bottom nav draws the icon its screen declares (its own, not one of the shell\'s)', async () => {
    const m = await loadGame('toy-race')
    const icon = m.screens[0].icon
    expect(Object.values(ICONS)).not.toContain(icon)
    const nav = mount(BottomNav, { props: { id: 'g', screen: 'board', items: [{ id: 'board', label: 'Board', icon }] } })
    expect(nav.find('[data-testid="nav-board"] path').attributes('d')).toBe(icon.d)
  })

  it('FIFTH-03 an exported game comes back the same through the import', async () => {
    const game = useSessionStore()
    const r = await game.create('toy-race', { name: 'Race', seed: 'toy-seed', setup: { target: 30 } })
    if (!r.ok) throw new Error(r.error.message)
    for (const face of ['3', '6']) await game.dispatch({ type: 'Roll', data: { face } })
    await game.dispatch({ type: 'Choose', data: { bank: true } })
    const before = toy()
    game.close()
    const list = useGamesStore()
    const text = await list.exportText(r.value)
    const back = await list.importText(text!, { onExisting: 'copy' })
    expect(back.ok).toBe(true)
    if (!back.ok) return
    const copy = await db.games.get(back.value)
    expect(copy?.game).toBe('toy-race')
    expect(await game.open(back.value)).toBe(true)
    expect(toy()).toEqual(before)
  })

  it('FIFTH-04 the build finds its first screen and its strings from its contract, not from file names', () => {
    const d = declaredIn(readFileSync(path.join(folder, 'module.ts'), 'utf8'), path.join(folder, 'module.ts'))
    expect(d).toEqual({ id: 'toy-race', firstScreen: './ui/screens/RaceView.vue', strings: { pl: ['./i18n/pl.json'], en: ['./i18n/en.json'] } })
  })
})
