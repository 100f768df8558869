/**
 * ES-UI-REVIEW-SETUP: the new-game form and its checklist as a play-through review found them
 * (review ah2e-es, findings 4 and 5): on a device that knows no Ancient One fully, the form opened on
 * «Losowy (spośród znanych: 0)», which cannot start a game, and its refusal stayed on screen after a
 * valid pick; the checklist said «six Adventure cards» and named one.
 */
import { describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { monsterPlacements, type EsSetup } from '@/games/elder-sign/rules'
import { elderSignData } from '@/games/elder-sign/data'
import SetupForm from '@/games/elder-sign/ui/SetupForm.vue'
import { useGame } from '@/games/elder-sign/ui/session'
import { adventureLabel } from '@/games/elder-sign/ui/names'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
}, { settings: true })

describe('ES-UI-REVIEW-SETUP the new game', { timeout: 30_000 }, () => {
  it('ES-UI-REVIEW-SETUP-01 (finding 5) with no Ancient One known on this device, the form opens on one that can start a game, not on an empty random draw', async () => {
    setActivePinia(createPinia())
    const create = vi.fn(async () => ({ ok: true as const, value: 'game-1' }))
    wrapper = mount(SetupForm, { props: { create }, attachTo: document.body })
    await flushPromises()
    const select = wrapper.get('[data-testid="es-ao"]').element as HTMLSelectElement
    expect(select.value).not.toBe('random')
    expect(wrapper.find('[data-testid="ao-facts"]').exists()).toBe(true)
    // The hint says why there is no random draw.
    expect(wrapper.text()).toContain('nie zna jeszcze pełnych danych')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(create).toHaveBeenCalledTimes(1)
    const setup = (create.mock.calls[0] as unknown as [{ setup: EsSetup }])[0].setup
    expect(setup.ancientOne).toBe(select.value)
  })

  it('ES-UI-REVIEW-SETUP-02 (finding 5) a refusal goes away once the form is changed: it answered the form as it was', async () => {
    setActivePinia(createPinia())
    const create = vi.fn(async () => ({ ok: false as const, error: { code: 'setup/ancient-one-unknown', message: 'no' } }))
    wrapper = mount(SetupForm, { props: { create }, attachTo: document.body })
    await flushPromises()
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(wrapper.get('[data-testid="setup-error"]').text()).not.toBe('')
    await wrapper.get('[data-testid="es-ao"]').setValue('cthulhu')
    await flushPromises()
    expect(wrapper.find('[data-testid="setup-error"]').exists() ? wrapper.get('[data-testid="setup-error"]').text() : '').toBe('')
  })

  it('ES-UI-REVIEW-SETUP-03 (finding 4) «Przygotowanie do gry»: the checklist names all six Adventure cards, the ones the table will be asked about too, and they are the six dealt', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const game = useGame()
    const create = (x: { name: string; seed: string; setup: unknown }) => game.create('elder-sign', x)
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    await wrapper.get('[data-testid="es-ao"]').setValue('yig')
    await wrapper.get('[data-testid="seed"]').setValue('es-review-setup')
    await wrapper.get('form').trigger('submit')
    await game.settled()
    await flushPromises()
    expect(wrapper.find('[data-testid="checklist"]').exists()).toBe(true)
    expect(game.state!.adventures.length).toBeLessThan(6)
    const listed = wrapper.get('[data-testid="setup-adventures"]').text()
    // Answer the table's questions as the table would: the cards dealt then are the ones listed.
    for (let i = 0; i < 20 && game.state!.pending; i++) {
      const p = game.state!.pending
      if (p.kind === 'adventure-lock') await game.dispatch({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: 'none' } })
      else if (p.kind === 'monster-placement') {
        const { card, spot } = monsterPlacements(game.state!, elderSignData, p.card)[0]
        await game.dispatch({ type: 'PlaceMonster', data: { card, spot, token: { requires: [{ lore: 1 }], trophies: 1 } } })
      } else break
    }
    const dealt = game.state!.adventures.map((a) => a.card)
    expect(dealt).toHaveLength(6)
    expect(listed).toBe(dealt.map(adventureLabel).join(', '))
  })
})
