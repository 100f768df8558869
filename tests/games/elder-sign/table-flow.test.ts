/**
 * ES-UI-FLOW: the table screen takes the players where the game goes on, so no tap is spent on
 * navigation the rules make obvious (issue #25).
 */
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { newTable } from './table'
import TableView from '@/games/elder-sign/ui/screens/TableView.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
}, { route: true })

describe('ES-UI-FLOW the table leads on', { timeout: 30_000 }, () => {
  it('ES-UI-FLOW-01 «Przebudzenie się Przedwiecznego» (l.875–881), «Walka z Przedwiecznym» (l.921): the Ancient One wakes while the table is on screen — the battle screen opens by itself', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, run, settle } = await newTable({ name: 'Przebudzenie', seed: 'es-flow-1' })
    wrapper = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(location.hash).not.toMatch(/\/battle$/)
    await run({ type: 'AwakenAncientOne', data: {} })
    await settle()
    await flushPromises()
    expect(game.state!.status).toBe('battle')
    expect(location.hash).toBe(`#/game/${game.row!.id}/battle`)
  })
})

describe('ES-UI-FLOW the table asks before a jump', { timeout: 30_000 }, () => {
  it('ES-UI-FLOW-02 «Przebudzenie się Przedwiecznego» (l.875–881): waking the Ancient One by hand asks first — «Nie» leaves the game as it was, «Tak» wakes it', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, settle } = await newTable({ name: 'Przebudzenie ręczne', seed: 'es-flow-2' })
    wrapper = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const seq = game.row!.lastSeq
    await wrapper.find('[data-testid="corrections"]').trigger('click')
    await flushPromises()
    await wrapper.find('[data-testid="awaken"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="awaken-confirm"]').attributes('aria-label')).toBe('Na pewno budzicie Przedwiecznego? Zaczyna się walka.')
    expect(game.row!.lastSeq).toBe(seq)
    await wrapper.find('[data-testid="awaken-no"]').trigger('click')
    await flushPromises()
    expect(game.state!.status).toBe('playing')
    await wrapper.find('[data-testid="awaken"]').trigger('click')
    await flushPromises()
    await wrapper.find('[data-testid="awaken-yes"]').trigger('click')
    await settle()
    await flushPromises()
    expect(game.state!.status).toBe('battle')
  })
})
