/**
 * ES-OWNER-06: the Entrance sheet's tables («Arkusz Wejścia», l.471–472), which no public source
 * has, are the owner's facts like the Ancient Ones' numbers: the sheet's line for a Lost and Found
 * face is asked when that face is rolled and shown the next time; a souvenir's price is remembered
 * when one is bought and offered next time; both are kept on the device and in the facts file.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { newTable } from './table'
import type { EsEvent } from '@/games/elder-sign/rules'
import { ES_FACTS_FORMAT, factsOf, parseEsFacts, useEsFactsStore } from '@/games/elder-sign/ui/ownerFacts'
import EntranceView from '@/games/elder-sign/ui/screens/EntranceView.vue'

let wrapper: VueWrapper | null = null
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear(), db.settings.clear()])
  setActivePinia(createPinia())
  locale.value = 'pl'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** A new one-player game (a fresh app session) with the investigator at the Entrance, in the action phase. */
async function atTheEntrance(seed: string) {
  const pinia = createPinia()
  setActivePinia(pinia)
  // Both stores taken now, from this Pinia (see `newTable`).
  const facts = useEsFactsStore()
  const table = await newTable({ name: 'Wejście', seed })
  const { game, run } = table
  settle = table.settle
  await run({ type: 'MoveInvestigator', data: {} })
  await facts.load()
  wrapper = mount(EntranceView, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { game, run }
}
/** This test's game has written and shown every command so far. */
let settle: () => Promise<void> = async () => undefined

// Explicit bounds: a game is created and written through a fake IndexedDB (slow on a loaded machine).
describe('ES-OWNER owner-completed facts: the Entrance sheet', { timeout: 30_000 }, () => {
  it('ES-OWNER-06 «Arkusz Wejścia» (l.471) the Lost and Found line for a face is asked when it is rolled, remembered on the device, shown the next time', async () => {
    await atTheEntrance('es-entrance-1')
    await wrapper!.get('[data-testid="lost-face-lore"]').trigger('click')
    await settle()
    expect(wrapper!.find('[data-testid="lost-found-line"]').exists()).toBe(false)
    await wrapper!.get('[data-testid="lost-found-text"]').setValue('Zdobądź 1 Wskazówkę')
    await wrapper!.get('[data-testid="lost-found-save"]').trigger('click')
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="lost-found-line"]').exists()).toBe(true), { timeout: 20_000, interval: 20 })
    expect(wrapper!.get('[data-testid="lost-found-line"]').text()).toBe('Arkusz Wejścia mówi: „Zdobądź 1 Wskazówkę”')
    wrapper!.unmount()
    // Another session on the same device, another game: the same face shows the remembered line.
    await atTheEntrance('es-entrance-2')
    await wrapper!.get('[data-testid="lost-face-lore"]').trigger('click')
    await settle()
    expect(wrapper!.get('[data-testid="lost-found-line"]').text()).toContain('Zdobądź 1 Wskazówkę')
  })

  it('ES-UI-ENT-01 «Arkusz Wejścia» (l.463–472), «Faza zegara» (l.494): after the Lost and Found roll the Entrance screen keeps its result and says what comes next — the clock, on the table', async () => {
    await atTheEntrance('es-entrance-4')
    await wrapper!.get('[data-testid="lost-face-peril"]').trigger('click')
    await settle()
    expect(wrapper!.find('[data-testid="lost-found-result"]').exists()).toBe(true)
    const next = wrapper!.get('[data-testid="next-step"]')
    expect(next.attributes('data-step')).toBe('advance-clock')
    expect(next.text()).toContain('przesuń wskazówkę zegara')
    expect(next.get('[data-testid="to-step-screen"]').text()).toBe('Do stołu')
  })

  it('ES-OWNER-06 «Arkusz Wejścia» (l.472) a souvenir bought remembers its price; the next one is offered at it', async () => {
    expect(factsOf([{ type: 'SouvenirBought', data: { item: 'spell', cost: 3 } } as EsEvent]).entrance).toEqual({ lostAndFound: {}, souvenirs: { spell: 3 } })
    await useEsFactsStore().remember({ entrance: { lostAndFound: {}, souvenirs: { commonItem: 2 } } })
    await atTheEntrance('es-entrance-3')
    expect(wrapper!.get('[data-testid="souvenir-known"]').text()).toBe('Cena zapamiętana z arkusza: 2 trofea')
    expect((wrapper!.get('input[type="number"]').element as HTMLInputElement).value).toBe('2')
  })

  it('ES-OWNER-06 «Arkusz Wejścia» the facts file carries the Entrance tables (round trip); bad lines refuse the file; a file from before has none', async () => {
    const facts = useEsFactsStore()
    await facts.remember({ entrance: { lostAndFound: { terror: 'Strać 1 Poczytalność' }, souvenirs: { ally: 4 } } })
    const back = parseEsFacts(facts.exportText())
    expect(back.ok && back.value.entrance).toEqual({ lostAndFound: { terror: 'Strać 1 Poczytalność' }, souvenirs: { ally: 4 } })
    const doc = (entrance: unknown) => JSON.stringify({ format: ES_FACTS_FORMAT, version: 1, ancientOnes: {}, adventureLocks: {}, monsters: {}, mythos: {}, entrance })
    for (const bad of [{ lostAndFound: { wildcard: 'x' } }, { lostAndFound: { lore: '' } }, { souvenirs: { spell: 0 } }, { souvenirs: { sword: 2 } }, []]) {
      expect(parseEsFacts(doc(bad)).ok, JSON.stringify(bad)).toBe(false)
    }
    const old = parseEsFacts(JSON.stringify({ format: ES_FACTS_FORMAT, version: 1, ancientOnes: {}, adventureLocks: {}, monsters: {}, mythos: {} }))
    expect(old.ok && old.value.entrance).toEqual({ lostAndFound: {}, souvenirs: {} })
  })
})
