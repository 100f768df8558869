/**
 * SHELL: the shell needs nothing from AH2e. A test-only game registered at run time is created,
 * played, undone and redone through the generic session store; its list line shows in the games
 * list, its events in the log, its pending choice leads to its own screen, its alerts show.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { registerGame } from '@/app/registry'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import GamesView from '@/shell/views/GamesView.vue'
import LogView from '@/shell/views/LogView.vue'
import PendingBanner from '@/shell/components/PendingBanner.vue'
import { locale } from '@/i18n'
import { toyManifest } from '../fixtures/games/toy/manifest'
import type { ToyState } from '../fixtures/games/toy/rules'

beforeAll(() => registerGame(toyManifest))
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})

async function newRace(target = 30) {
  const game = useSessionStore()
  const r = await game.create('toy-race', { name: 'Race', seed: 'toy-seed', setup: { target } })
  if (!r.ok) throw new Error(r.error.message)
  return { game, id: r.value }
}

describe('SHELL a game the shell has never heard of', () => {
  it('SHELL-01 create, play, undo and redo through the generic store; the row carries the versions and the list line', async () => {
    const { game, id } = await newRace()
    for (let i = 0; i < 5; i++) {
      const s = game.state as ToyState
      const r = await game.dispatch(s.choice ? { type: 'Choose', data: { bank: false } } : { type: 'Roll', data: {} })
      expect(r.ok).toBe(true)
    }
    const after = game.state as ToyState
    expect(after.rolls).toBeGreaterThan(0)
    const row = await db.games.get(id)
    expect(row?.game).toBe('toy-race')
    expect(row?.stateVersion).toBe(1)
    expect(row?.summary?.parts[0].en).toBe(`Total ${after.total}/30`)
    expect((await game.undo()).ok).toBe(true)
    expect((await game.redo()).ok).toBe(true)
    expect(game.state).toEqual(after)
    expect(await game.refold()).toEqual(after)
  })

  it('SHELL-02 a refused command is a message; the physical die is checked against its faces', async () => {
    const { game } = await newRace()
    const r = await game.dispatch({ type: 'Roll', data: { face: '7' } })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('die/bad-face')
  })

  it('SHELL-03 the games list shows the kind and the line without the game open; the log shows its events', async () => {
    const { game } = await newRace()
    await game.dispatch({ type: 'Roll', data: { face: '3' } })
    const list = mount(GamesView)
    await vi.waitFor(() => expect(list.find('[data-testid="game-kind"]').exists()).toBe(true), { timeout: 10_000, interval: 5 })
    expect(list.find('[data-testid="game-kind"]').text()).toBe('Race (test)')
    expect(list.find('[data-testid="game-line"]').text()).toContain('Total 3/30')
    const log = mount(LogView)
    await flushPromises()
    expect(log.text()).toContain('Toy Roll')
    expect(log.text()).toContain('Rolled 3')
    expect(log.text()).toContain('The race')
  })

  it('SHELL-04 a pending choice shows a banner leading to the screen that answers it; alerts come from the module', async () => {
    const { game } = await newRace(8)
    await game.dispatch({ type: 'Roll', data: { face: '6' } })
    expect(game.pending).toEqual({ kind: 'bank-or-push', screen: 'board' })
    const banner = mount(PendingBanner, { props: { screen: 'log' } })
    expect(banner.text()).toContain('Bank or push on?')
    await banner.find('[data-testid="pending-answer"]').trigger('click')
    expect(banner.emitted('answer')?.[0]).toEqual(['board'])
    expect(mount(PendingBanner, { props: { screen: 'board' } }).find('[data-testid="pending-banner"]').exists()).toBe(false)
    await game.dispatch({ type: 'Choose', data: { bank: true } })
    await game.dispatch({ type: 'Roll', data: { face: '2' } })
    expect((game.state as ToyState).status).toBe('won')
    expect(game.alerts.map((a) => a.title)).toContain('Won!')
  })

  it('SHELL-05 an exported toy game is the same game: importing it asks, and a kept copy is a new game of its kind', async () => {
    const { game, id } = await newRace()
    await game.dispatch({ type: 'Roll', data: { face: '4' } })
    game.close()
    const list = useGamesStore()
    const text = await list.exportText(id)
    const asked = await list.importText(text!)
    expect(asked.ok).toBe(false)
    if (!asked.ok) expect(asked.error.code).toBe('file/exists')
    const r = await list.importText(text!, { onExisting: 'copy' })
    expect(r.ok).toBe(true)
    if (r.ok) {
      expect(r.value).not.toBe(id)
      expect((await db.games.get(r.value))?.game).toBe('toy-race')
    }
    expect(await db.games.count()).toBe(2)
  })
})
