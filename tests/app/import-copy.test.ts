/**
 * IMPORT-COPY (review finding 7): «Zachowaj obie» keeps a file's game beside the one already here
 * under a name that tells them apart in the games list: «… (kopia)», then «… (kopia 2)»…, in the UI
 * language, within the 80 characters a name may have; a copy of a copy is numbered, not suffixed
 * twice; a name no game here has stays as it is.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { registerGame } from '@/app/registry'
import { db } from '@/db/db'
import { isValidName } from '@/core'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { copyName } from '@/stores/games-io'
import GamesView from '@/shell/views/GamesView.vue'
import { loadLocale, locale } from '@/i18n'
import { toyManifest } from '../fixtures/games/toy/manifest'

beforeAll(async () => {
  registerGame(toyManifest)
  await loadLocale('en')
})
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
  locale.value = 'pl'
})

async function exported(name = 'Wieczór recenzji') {
  const game = useSessionStore()
  const r = await game.create('toy-race', { name, seed: 'toy-seed', setup: { target: 30 } })
  if (!r.ok) throw new Error(r.error.message)
  await game.dispatch({ type: 'Roll', data: { face: '4' } })
  game.close()
  const text = await useGamesStore().exportText(r.value)
  if (!text) throw new Error('no export')
  return text
}
const names = async () => (await db.games.toArray()).map((g) => g.name).sort()

describe('IMPORT-COPY «Zachowaj obie» names the copy', () => {
  it('IMPORT-COPY-01 each kept copy gets its own name: (kopia), (kopia 2), (kopia 3)', async () => {
    const text = await exported()
    const list = useGamesStore()
    for (let i = 0; i < 3; i++) expect((await list.importText(text, { onExisting: 'copy' })).ok).toBe(true)
    expect(await names()).toEqual(['Wieczór recenzji', 'Wieczór recenzji (kopia 2)', 'Wieczór recenzji (kopia 3)', 'Wieczór recenzji (kopia)'])
    expect(new Set(list.games.map((g) => g.name)).size).toBe(4)
  })

  it('IMPORT-COPY-02 in English the copy is «(copy)»', async () => {
    locale.value = 'en'
    const text = await exported('Review night')
    expect((await useGamesStore().importText(text, { onExisting: 'copy' })).ok).toBe(true)
    expect(await names()).toEqual(['Review night', 'Review night (copy)'])
  })

  it('IMPORT-COPY-03 a copy exported and kept again is numbered, not «(kopia) (kopia)»', async () => {
    const text = await exported()
    const list = useGamesStore()
    const first = await list.importText(text, { onExisting: 'copy' })
    if (!first.ok) throw new Error(first.error.message)
    const copyText = await list.exportText(first.value)
    expect((await list.importText(copyText!, { onExisting: 'copy' })).ok).toBe(true)
    expect(await names()).toEqual(['Wieczór recenzji', 'Wieczór recenzji (kopia 2)', 'Wieczór recenzji (kopia)'])
  })

  it('IMPORT-COPY-04 a copy of a game with a name of 80 characters still has a valid name that ends with its suffix', async () => {
    const long = 'Ż'.repeat(40) + '🐙'.repeat(20)
    expect(long.length).toBe(80)
    const text = await exported(long)
    const r = await useGamesStore().importText(text, { onExisting: 'copy' })
    if (!r.ok) throw new Error(r.error.message)
    const name = (await db.games.get(r.value))!.name
    expect(isValidName(name)).toBe(true)
    expect(name.endsWith(' (kopia)')).toBe(true)
    expect(name.startsWith('Ż'.repeat(40))).toBe(true)
  })

  it('IMPORT-COPY-05 the copies in an all-games file kept with «Zachowaj obie» are named too', async () => {
    await exported('Pierwsza')
    await exported('Druga')
    const list = useGamesStore()
    const all = await list.exportAllText()
    const asked = await list.importBundle(all!.text)
    if (!asked.ok) throw new Error(asked.error.message)
    expect(asked.value.same.length).toBe(2)
    // The players keep both (what «Zachowaj obie» answers for the file's conflicts).
    const r = await list.importBundle(all!.text, { onExisting: 'copy', only: (await db.games.toArray()).map((g) => g.id) })
    expect(r.ok).toBe(true)
    expect(await names()).toEqual(['Druga', 'Druga (kopia)', 'Pierwsza', 'Pierwsza (kopia)'])
  })

  it('IMPORT-COPY-06 the games list says under which name the copy was kept', async () => {
    const text = await exported()
    const w = mount(GamesView)
    await flushPromises()
    const input = w.get('[data-testid="import-input"]')
    Object.defineProperty(input.element, 'files', { value: [{ name: 'game.json', size: text.length, text: async () => text }], configurable: true })
    await input.trigger('change')
    await vi.waitFor(() => w.get('[data-testid="import-copy"]'))
    await w.get('[data-testid="import-copy"]').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Zachowano jako „Wieczór recenzji (kopia)”.'))
    expect(w.findAll('[data-testid="game-item"] .text-lg').map((n) => n.text()).sort()).toEqual(['Wieczór recenzji', 'Wieczór recenzji (kopia)'])
    w.unmount()
  })

  it('IMPORT-COPY-07 copyName: the lowest free number; a name already suffixed keeps one suffix', () => {
    expect(copyName('A', ['A'], 'kopia')).toBe('A (kopia)')
    expect(copyName('A', ['A', 'A (kopia)', 'A (kopia 3)'], 'kopia')).toBe('A (kopia 2)')
    expect(copyName('A (kopia 2)', ['A', 'A (kopia)', 'A (kopia 2)'], 'kopia')).toBe('A (kopia 3)')
    expect(copyName('A (copy)', ['A (copy)'], 'copy')).toBe('A (copy 2)')
    // A name no game here has is told apart already (the game was renamed here, or the copy deleted).
    expect(copyName('B', ['A'], 'kopia')).toBe('B')
    expect(copyName('A (kopia)', ['A'], 'kopia')).toBe('A (kopia)')
    const n = copyName('x'.repeat(80), ['x'.repeat(80)], 'kopia')
    expect(n).toBe('x'.repeat(72) + ' (kopia)')
  })
})
