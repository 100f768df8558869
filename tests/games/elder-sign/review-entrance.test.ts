/**
 * ES-UI-REVIEW-ENTRANCE: the Entrance as a play-through review found it (review ah2e-es, finding 11):
 * «Płacisz: 2 z 1 (reszty się nie wydaje)» meant paying trophies worth 2 for a price of 1, and the
 * free first aid offered «+1 (Poczytalność)» at the top with Sanity already full.
 */
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { newTable } from './table'
import type { InvestigatorState } from '@/games/elder-sign/rules'
import EntranceView from '@/games/elder-sign/ui/screens/EntranceView.vue'
import TrophyPicker from '@/games/elder-sign/ui/components/TrophyPicker.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('ES-UI-REVIEW-ENTRANCE the Entrance after the review', { timeout: 30_000 }, () => {
  it('ES-UI-REVIEW-ENTRANCE-01 «Arkusz Wejścia» (l.486, no change is given): what the trophies picked pay says the value, the price, and what is short or lost', async () => {
    setActivePinia(createPinia())
    const inv = { trophies: [{ kind: 'adventure', card: 'the-elder-sign', deck: 'adventure', value: 2 }, { kind: 'adventure', card: 'koi-pond', deck: 'adventure', value: 1 }] } as unknown as InvestigatorState
    wrapper = mount(TrophyPicker, { props: { inv, cost: 1, modelValue: [{ kind: 'adventure', card: 'the-elder-sign' }] } })
    await flushPromises()
    await wrapper.setProps({ modelValue: [{ kind: 'adventure', card: 'the-elder-sign' }] })
    expect(wrapper.text()).toContain('Wybrane trofea mają wartość 2, a cena to 1: nadwyżka (1) przepada, bo reszty się nie wydaje.')
    expect(wrapper.text()).not.toContain('Płacisz')
    await wrapper.setProps({ modelValue: [{ kind: 'adventure', card: 'koi-pond' }] })
    expect(wrapper.text()).toContain('Wybrane trofea mają wartość 1: tyle, ile wynosi cena.')
    await wrapper.setProps({ cost: 3, modelValue: [] })
    await wrapper.setProps({ modelValue: [{ kind: 'adventure', card: 'koi-pond' }] })
    expect(wrapper.text()).toContain('Wybrane trofea mają wartość 1, a cena to 3: brakuje 2.')
  })

  it('ES-UI-REVIEW-ENTRANCE-02 «Pierwsza pomoc» (l.612, gains stop at the maximum): with Sanity full the free +1 is offered for Stamina; with both full it says it gains nothing', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, run, settle } = await newTable({ name: 'Wejście', seed: 'es-look-1' })
    const jack = () => game.state!.players[0].investigator!
    await run({ type: 'MoveInvestigator', data: { to: 'entrance' } })
    wrapper = mount(EntranceView, { global: { plugins: [pinia] }, attachTo: document.body })
    await settle()
    const free = () => wrapper!.get('[data-testid="first-aid-free"]')
    expect(jack().sanity).toBe(jack().maxSanity)
    expect(jack().stamina).toBe(jack().maxStamina)
    expect(free().text()).toBe('Za darmo: +1 (Poczytalność) — już pełna, nic nie da')
    expect(free().attributes('data-useless')).toBe('true')
    await run({ type: 'CorrectInvestigator', data: { investigator: jack().id, stamina: jack().maxStamina - 1 } })
    await settle()
    expect(free().text()).toBe('Za darmo: +1 (Wytrzymałość)')
    expect(free().attributes('data-useless')).toBe('false')
  })
})
