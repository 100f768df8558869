/**
 * ES-NAMES: the owner corrects Elder Sign component names on the device (the shell's names screen
 * through the game's names hook); corrections are kept with the owner facts, exported and
 * imported in the same facts file, and shown everywhere (table texts, log, board changes, the
 * games list); corrected names export as a content pack.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { db } from '@/db/db'
import espl from '@/games/elder-sign/i18n/pl.json'
import esen from '@/games/elder-sign/i18n/en.json'
import evpl from '@/games/elder-sign/i18n/events.pl.json'
import even from '@/games/elder-sign/i18n/events.en.json'
import { loadLocale, locale, registerNamespace } from '@/i18n'
import { correctionsAsPack } from '@/shell/names'
import NameCorrections from '@/shell/components/NameCorrections.vue'
import { esNames } from '@/games/elder-sign/ui/namesHook'
import { ES_FACTS_FORMAT, parseEsFacts, useEsFactsStore } from '@/games/elder-sign/ui/ownerFacts'
import { adventureFinder, adventureLabel, ancientOneName, componentName, investigatorTitle, nameCorrections, placeIn } from '@/games/elder-sign/ui/names'
import { describeEvent } from '@/games/elder-sign/ui/describe'
import { listSummary } from '@/games/elder-sign/ui/summary'
import type { EsEvent, EsState } from '@/games/elder-sign/rules'

beforeAll(async () => {
  await registerNamespace('elder-sign', { pl: async () => ({ ...evpl, ...espl }), en: async () => ({ ...even, ...esen }) })
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})
beforeEach(async () => {
  await db.settings.clear()
  setActivePinia(createPinia())
  nameCorrections.value = {}
  locale.value = 'pl'
})
afterEach(() => {
  nameCorrections.value = {}
  locale.value = 'pl'
})

describe('ES-NAMES owner name corrections', () => {
  it('ES-NAMES-01 a correction shows everywhere the name is shown: labels, places, log sentences, the finder, the games list', async () => {
    const facts = useEsFactsStore()
    expect(await facts.remember({ names: { 'adventures/koi-pond': { pl: 'Sadzawka z karpiami' }, 'ancientOnes/cthulhu': { en: 'Great Cthulhu' }, 'titles/monterey-jack': { pl: 'Archeolog i poszukiwacz' } } })).toBe(true)
    expect(adventureLabel('koi-pond')).toBe('„Sadzawka z karpiami”')
    expect(placeIn('koi-pond')).toBe('na karcie „Sadzawka z karpiami”')
    expect(investigatorTitle('monterey-jack')).toBe('Archeolog i poszukiwacz')
    expect(adventureFinder('koi-pond')).not.toContain('Koi Pond')
    expect(adventureFinder('public-lavatory')).toContain('tytuł w wydaniu angielskim: Public Lavatory')
    const state = { ancientOne: { id: 'cthulhu', doomTrack: 10, elderSignLimit: 10 }, players: [], monsters: [], adventures: [], turn: { number: 0 }, status: 'playing', doom: 0, elderSigns: 0, clock: 'XII' } as unknown as EsState
    expect(describeEvent({ type: 'AdventureDiscarded', data: { card: 'koi-pond' } } as unknown as EsEvent, state)).toContain('„Sadzawka z karpiami”')
    expect(listSummary(state).parts[0]).toEqual({ pl: 'Cthulhu', en: 'Great Cthulhu' })
    locale.value = 'en'
    expect(ancientOneName('cthulhu')).toBe('Great Cthulhu')
    expect(adventureLabel('koi-pond')).toBe('“Koi Pond”')
    // Kept on the device: a new store (another session) reads them back.
    setActivePinia(createPinia())
    nameCorrections.value = {}
    await useEsFactsStore().load()
    expect(nameCorrections.value['adventures/koi-pond']).toEqual({ pl: 'Sadzawka z karpiami' })
  })

  it('ES-NAMES-02 the facts file carries the corrections (round trip); a bad name refuses the file; a file from before has none', async () => {
    const facts = useEsFactsStore()
    await facts.remember({ adventureLocks: { 'koi-pond': 'green' }, names: { 'monsters/cultist': { pl: 'Kultysta Mrocznego Faraona' } } })
    const back = parseEsFacts(facts.exportText())
    expect(back.ok && back.value.names).toEqual({ 'monsters/cultist': { pl: 'Kultysta Mrocznego Faraona' } })
    expect(back.ok && back.value.adventureLocks).toEqual({ 'koi-pond': 'green' })
    const doc = (names: unknown) => JSON.stringify({ format: ES_FACTS_FORMAT, version: 1, ancientOnes: {}, adventureLocks: {}, monsters: {}, mythos: {}, names })
    for (const bad of [{ 'adventures/no-such-card': { pl: 'X' } }, { 'adventures/koi-pond': { pl: ' spacja' } }, { 'adventures/koi-pond': { in: 'w stawie' } }, { 'adventures/koi-pond': { pl: 'x'.repeat(81) } }, []]) {
      expect(parseEsFacts(doc(bad)).ok, JSON.stringify(bad)).toBe(false)
    }
    const old = parseEsFacts(JSON.stringify({ format: ES_FACTS_FORMAT, version: 1, ancientOnes: {}, adventureLocks: {}, monsters: {}, mythos: {} }))
    expect(old.ok && old.value.names).toEqual({})
    // An empty correction removes one.
    await facts.remember({ names: { 'monsters/cultist': {} } })
    expect(facts.facts.names).toEqual({})
    expect(componentName('monsters/cultist')).toBe('Kultysta')
  })

  it('ES-NAMES-03 corrected names export as a content pack of the game (titles and names packs know; investigators\' titles are not pack entries)', () => {
    const h = esNames()
    const entryOf = (key: string) => {
      const c = h.components.find((x) => x.key === key)
      return c ? h.packEntry(c) : undefined
    }
    const pack = correctionsAsPack('elder-sign', 'pl', { 'adventures/koi-pond': { pl: 'Sadzawka' }, 'ancientOnes/yig': { pl: 'Yig Ojciec Węży' }, 'titles/vincent-lee': { pl: 'Doktor' }, 'investigators/vincent-lee': { en: 'Vince' } }, entryOf)!
    expect(pack.game).toBe('elder-sign')
    expect(pack.entries).toEqual({ 'adventure:koi-pond': { title: 'Sadzawka' }, 'ao:yig': { name: 'Yig Ojciec Węży' } })
    expect(correctionsAsPack('elder-sign', 'en', { 'titles/vincent-lee': { en: 'Doc' } }, entryOf)).toBeNull()
  })

  it('ES-NAMES-04 the shell\'s names screen with Elder Sign\'s hook: search in either language, filter, correct, refuse a bad name, restore', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const w = mount(NameCorrections, { props: { names: esNames() }, global: { plugins: [pinia] } })
    await flushPromises()
    await w.get('[data-testid="names-search"]').setValue('koi pond')
    expect(w.findAll('[data-testid="names-list"] > li').map((li) => li.attributes('data-testid'))).toEqual(['name-adventures/koi-pond'])
    await w.get('[data-testid="names-search"]').setValue('karpiami')
    expect(w.get('[data-testid="name-adventures/koi-pond"]').text()).toContain('Staw z karpiami koi')
    expect(w.get('[data-testid="name-adventures/koi-pond"]').text()).toContain('tłumaczenie aplikacji')
    await w.get('[data-testid="name-edit-adventures/koi-pond"]').trigger('click')
    expect(w.find('[data-testid="name-form-in"]').exists()).toBe(false)
    await w.get('[data-testid="name-pl"]').setValue('S'.repeat(81))
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(w.get('[data-testid="names-error"]').text()).toContain('od 1 do 80 znaków')
    await w.get('[data-testid="name-pl"]').setValue('Sadzawka z karpiami')
    await w.get('form').trigger('submit')
    await vi.waitFor(() => expect(nameCorrections.value['adventures/koi-pond']).toEqual({ pl: 'Sadzawka z karpiami' }))
    expect(adventureLabel('koi-pond')).toBe('„Sadzawka z karpiami”')
    expect(useEsFactsStore().facts.names['adventures/koi-pond']).toEqual({ pl: 'Sadzawka z karpiami' })
    await flushPromises()
    expect(w.find('[data-testid="names-pack-pl"]').exists()).toBe(true)
    // Filters: an attested name is not «only our translations»; only corrected lists the one.
    await w.get('[data-testid="names-search"]').setValue('')
    await w.get('[data-testid="names-only-translated"]').setValue(true)
    expect(w.find('[data-testid="name-ancientOnes/cthulhu"]').exists()).toBe(false)
    await w.get('[data-testid="names-only-translated"]').setValue(false)
    await w.get('[data-testid="names-only-corrected"]').setValue(true)
    expect(w.findAll('[data-testid="names-list"] > li')).toHaveLength(1)
    await w.get('[data-testid="name-edit-adventures/koi-pond"]').trigger('click')
    await w.get('[data-testid="name-restore"]').trigger('click')
    await vi.waitFor(() => expect(nameCorrections.value['adventures/koi-pond']).toBeUndefined())
    expect(adventureLabel('koi-pond')).toBe('„Staw z karpiami koi”')
    w.unmount()
  })
})
