import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { db } from '@/db/db'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from '../../app/helpers'
import { OWNER_FACTS_FORMAT, OWNER_FACTS_MAX_BYTES, parseOwnerFacts, useOwnerFactsStore } from '@/games/ah2e/ui/ownerFacts'
import { cardTitle, monsterKindName, nameCorrections, placeFrom, placeIn, placeName } from '@/games/ah2e/ui/names'
import { describeEvent } from '@/games/ah2e/ui/describe'
import { factsErrorText } from '@/games/ah2e/ui/factsFileActions'
import NameCorrections from '@/games/ah2e/ui/components/NameCorrections.vue'
import { locale } from '@/i18n'
import type { Ah2eEvent } from '@/games/ah2e/rules'

const innsmouthGame = { name: 'I', seed: 'facts', players: 3, investigatorNames: [], ancientOne: 'cthulhu', terrorTenAddsDoom: true, expansions: ['innsmouth' as const] }
const kind = { id: 'test-deep-one', name: 'Test Deep One', dimension: 'crescent' as const, movement: 'normal' as const, count: 2, mask: false, spawn: false }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.settings.clear()])
  setActivePinia(createPinia())
})

describe('OWNER facts the owner of the box fills in (Innsmouth «Nowe żetony potworów», «Plansza Innsmouth»)', { timeout: 30_000 }, () => {
  it('OWNER-01 a monster kind defined in one game is kept on the device and can be applied to the next game', async () => {
    const game = useGame()
    await createAh2eGame(innsmouthGame)
    const r = await game.dispatch({ type: 'DefineMonsterKind', data: kind })
    expect(r.ok).toBe(true)
    await flushPromises()
    setActivePinia(createPinia())
    const owner = useOwnerFactsStore()
    await owner.load()
    expect(owner.facts.monsters.map((m) => m.id)).toEqual(['test-deep-one'])
    const next = useGame()
    await createAh2eGame({ ...innsmouthGame, seed: 'facts-2' })
    expect(next.state?.customMonsters['test-deep-one']).toBeUndefined()
    expect((await next.dispatch({ type: 'DefineMonsterKind', data: { ...owner.facts.monsters[0] } })).ok).toBe(true)
    expect(next.state?.monsters['test-deep-one#2']).toBe('cup')
  })

  it('OWNER-02 the facts file round-trips; bad files are refused with a message and change nothing', async () => {
    const owner = useOwnerFactsStore()
    await owner.remember({ monsters: [kind], arrows: [{ space: 'marsh-refinery', colour: 'white', to: 'vortex' }] })
    const text = owner.exportText()
    const back = parseOwnerFacts(text)
    expect(back.ok && back.value).toEqual({ monsters: [kind], arrows: [{ space: 'marsh-refinery', colour: 'white', to: 'vortex' }], names: {} })
    const bad = [
      '{', '[]', JSON.stringify({ format: 'x', version: 1, monsters: [], arrows: [] }),
      JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 2, monsters: [], arrows: [] }),
      JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, monsters: [{ ...kind, count: 99 }], arrows: [] }),
      JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, monsters: [], arrows: [{ space: '__proto__', colour: 'red', to: 'x' }] }),
    ]
    for (const b of bad) {
      const r = parseOwnerFacts(b)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.message.length).toBeGreaterThan(5)
    }
    expect(owner.facts.monsters).toHaveLength(1)
  })
})

describe('OWNER names the owner of the box corrects (kept per device, in the facts file)', { timeout: 30_000 }, () => {
  afterEach(() => {
    nameCorrections.value = {}
    locale.value = 'pl'
  })

  it('OWNER-03 a corrected name is kept on the device and shows everywhere, in both languages; restoring brings the data\'s name back', async () => {
    const owner = useOwnerFactsStore()
    expect(await owner.remember({ names: {
      'spaces/newspaper': { pl: 'Redakcja „Advertisera”', in: 'w Redakcji „Advertisera”', to: 'do Redakcji „Advertisera”' },
      'mythos/blue-flu': { pl: 'Niebieska grypa!', en: 'Blue Flu!!' },
      'worlds/another-dimension': { to: 'w Inny Wymiar' },
    } })).toBe(true)
    // A fresh start on the same device reads them back.
    nameCorrections.value = {}
    setActivePinia(createPinia())
    await useOwnerFactsStore().ensureLoaded()
    locale.value = 'pl'
    expect(placeName('newspaper')).toBe('Redakcja „Advertisera”')
    expect(placeIn('newspaper')).toBe('w Redakcji „Advertisera”')
    expect(placeFrom('newspaper')).toBe('z Redakcji gazety') // not corrected: the data's phrase
    expect(cardTitle('blue-flu')).toBe('Niebieska grypa!')
    expect(describeEvent({ type: 'CluePlaced', data: { location: 'newspaper' } } as Ah2eEvent, null)).toBe('Połóż Wskazówkę w Redakcji „Advertisera”.')
    expect(describeEvent({ type: 'InvestigatorDrawnThrough', data: { investigatorId: 'inv-1', world: 'another-dimension' } } as Ah2eEvent, null)).toContain('trafia w Inny Wymiar')
    expect(describeEvent({ type: 'RumorEntered', data: { cardId: 'blue-flu' } } as Ah2eEvent, null)).toBe('Pogłoska „Niebieska grypa!” w grze.')
    locale.value = 'en'
    expect(cardTitle('blue-flu')).toBe('Blue Flu!!')
    expect(placeName('newspaper')).toBe('Newspaper')
    expect(placeIn('newspaper')).toBe('at Newspaper')
    // Restoring (an empty correction) removes it.
    const again = useOwnerFactsStore()
    expect(await again.remember({ names: { 'mythos/blue-flu': {} } })).toBe(true)
    expect(cardTitle('blue-flu')).toBe('Blue Flu!')
    expect(Object.keys(again.facts.names).sort()).toEqual(['spaces/newspaper', 'worlds/another-dimension'])
  })

  it('OWNER-04 corrected names travel in the facts file; a file from before names still imports; bad names are refused with a reason in the UI language and change nothing', async () => {
    const owner = useOwnerFactsStore()
    await owner.remember({ names: { 'monsters/maniac': { pl: 'Szaleniec' } } })
    const text = owner.exportText()
    expect(JSON.parse(text).names).toEqual({ 'monsters/maniac': { pl: 'Szaleniec' } })
    // Another device: empty, imports the file.
    await db.settings.clear()
    nameCorrections.value = {}
    setActivePinia(createPinia())
    const other = useOwnerFactsStore()
    const parsed = parseOwnerFacts(text)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(await other.remember(parsed.value)).toBe(true)
    expect(monsterKindName('maniac')).toBe('Szaleniec')
    // A file made before names existed.
    const old = parseOwnerFacts(JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, monsters: [], arrows: [] }))
    expect(old.ok && old.value.names).toEqual({})
    const bad: Array<[unknown, string]> = [
      [[], 'names'],
      [{ 'spaces/nowhere': { pl: 'X' } }, 'names'],
      [JSON.parse('{"__proto__": {"pl": "X"}}'), 'names'],
      [{ 'monsters/maniac': { in: 'w Maniaku' } }, 'names'],
      [{ 'monsters/maniac': { pl: ' Szaleniec' } }, 'name-text'],
      [{ 'monsters/maniac': { pl: 'x'.repeat(81) } }, 'name-text'],
      [{ 'monsters/maniac': { pl: 'Sza\u0000leniec' } }, 'name-text'],
      [{ 'spaces/graveyard': { in: 'Cmentarz' } }, 'name-phrase'],
      [{ 'spaces/graveyard': { from: 'na Cmentarzu' } }, 'name-phrase'],
      [Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`spaces/x-${i}`, {}])), 'names'],
    ]
    for (const [names, code] of bad) {
      const r = parseOwnerFacts(JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, monsters: [], arrows: [], names }))
      expect(r.ok, JSON.stringify(names).slice(0, 60)).toBe(false)
      if (!r.ok) {
        expect(r.code).toBe(code)
        for (const l of ['pl', 'en'] as const) {
          locale.value = l
          expect(factsErrorText(r.code, r.message)).not.toMatch(/^factsError\./)
        }
      }
    }
    // The envelope's refusals are said in the UI language too.
    for (const [text2, code] of [['{', 'not-json'], ['[]', 'not-facts'], [JSON.stringify({ format: 'x', version: 1 }), 'format'], [JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 2 }), 'version'], ['x'.repeat(OWNER_FACTS_MAX_BYTES + 1), 'too-large']] as const) {
      const r = parseOwnerFacts(text2)
      expect(!r.ok && r.code).toBe(code)
      locale.value = 'pl'
      if (!r.ok) expect(factsErrorText(r.code, r.message)).not.toBe(r.message)
    }
    expect(other.facts.names).toEqual({ 'monsters/maniac': { pl: 'Szaleniec' } })
  })

  it('OWNER-05 the names list: search in either language, correct a name and its phrases, refuse a phrase without its preposition, restore', async () => {
    locale.value = 'pl'
    const pinia = createPinia()
    setActivePinia(pinia)
    const w = mount(NameCorrections, { global: { plugins: [pinia] } })
    await flushPromises()
    await w.get('[data-testid="names-search"]').setValue('graveyard')
    expect(w.findAll('[data-testid="names-list"] > li').map((li) => li.attributes('data-testid'))).toEqual(['name-spaces/graveyard'])
    await w.get('[data-testid="names-search"]').setValue('cmentarz')
    expect(w.find('[data-testid="name-spaces/graveyard"]').exists()).toBe(true)
    await w.get('[data-testid="name-edit-spaces/graveyard"]').trigger('click')
    await w.get('[data-testid="name-form-in"]').setValue('Cmentarzu')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(w.get('[data-testid="names-error"]').text()).toContain('przyimka')
    expect(nameCorrections.value['spaces/graveyard']).toBeUndefined()
    await w.get('[data-testid="name-pl"]').setValue('Stary Cmentarz')
    await w.get('[data-testid="name-form-in"]').setValue('na Starym Cmentarzu')
    await w.get('form').trigger('submit')
    await vi.waitFor(() => expect(nameCorrections.value['spaces/graveyard']).toEqual({ pl: 'Stary Cmentarz', in: 'na Starym Cmentarzu' }))
    expect(placeName('graveyard')).toBe('Stary Cmentarz')
    expect(placeIn('graveyard')).toBe('na Starym Cmentarzu')
    await flushPromises()
    expect(w.get('[data-testid="name-spaces/graveyard"]').text()).toContain('Stary Cmentarz')
    // Only translated names: an attested one is not listed.
    await w.get('[data-testid="names-search"]').setValue('')
    await w.get('[data-testid="names-only-translated"]').setValue(true)
    expect(w.find('[data-testid="name-spaces/black-cave"]').exists()).toBe(false)
    await w.get('[data-testid="names-only-translated"]').setValue(false)
    await w.get('[data-testid="names-only-corrected"]').setValue(true)
    expect(w.findAll('[data-testid="names-list"] > li')).toHaveLength(1)
    await w.get('[data-testid="name-edit-spaces/graveyard"]').trigger('click')
    await w.get('[data-testid="name-restore"]').trigger('click')
    await vi.waitFor(() => expect(nameCorrections.value['spaces/graveyard']).toBeUndefined())
    expect(placeIn('graveyard')).toBe('na Cmentarzu')
    w.unmount()
  })
})

