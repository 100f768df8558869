import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { ah3eData } from '@/games/ah3e/data'
import module from '@/games/ah3e/module'
import { boardChanges } from '@/games/ah3e/ui/board'
import { neighbourhoodName, routeName, scenarioName, scenarioTitle, spaceName, tokenName } from '@/games/ah3e/ui/names'
import { nameCorrections } from '@/games/ah3e/ui/nameList'
import { parseAh3eFacts, useAh3eFactsStore } from '@/games/ah3e/ui/ownerFacts'
import { listSummary } from '@/games/ah3e/ui/summary'
import BoardView from '@/games/ah3e/ui/screens/BoardView.vue'
import { useGame } from '@/games/ah3e/ui/session'
import { answerCards, setupOf, start, when } from './harness'

/**
 * Issue #26 «Polish at the table», AH3e: every name the game shows a Polish table is Polish — the
 * Under Dark Waves rulebook's (seed 004), the Polish AH2e edition's for the same place (seeds
 * 000/003), or the app's translation marked so (`plAttested: false`, low, with its basis) — never
 * the English name; and the owner corrects any of them on the device, after which every screen and
 * the «Na planszy» sheet show the correction.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const seedsDir = path.resolve(repoRoot, '../shared/seeds')
const fold = (x: string) => x.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[łŁ]/g, 'l').toLowerCase()

type Shown = readonly [key: string, name: { en: string; pl: string | null; plAttested?: boolean; plConfidence?: string; plSource?: string; plBasis?: string }, shown: () => string]
const d = ah3eData
/** Every name the screens show, with the function that shows it. */
const SHOWN: readonly Shown[] = [
  ...d.map.neighbourhoods.map((n): Shown => [`neighbourhoods/${n.id}`, n.name, () => neighbourhoodName(n.id)]),
  ...d.map.neighbourhoods.flatMap((n) => n.spaces.map((s): Shown => [`spaces/${s.id}`, s.name, () => spaceName(s.id)])),
  ...d.map.mysteries.map((m): Shown => [`mysteries/${m.id}`, m.name, () => spaceName(m.id)]),
  ...d.map.routeTypes.map((r): Shown => [`routes/${r.id}`, r.name, () => routeName(r.id)]),
  ...d.scenarios.scenarios.map((s): Shown => [`scenarios/${s.id}`, s.name, () => scenarioTitle(s.id)]),
  ...d.tokens.mythosTokenTypes.map((t): Shown => [`mythos/${t.id}`, t.name, () => tokenName(t.id)]),
]

let pinia: Pinia
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.settings.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  nameCorrections.value = {}
  locale.value = 'pl'
})
afterEach(async () => {
  await useAh3eFactsStore().idle()
  locale.value = 'pl'
})

describe('AH3E-NAME-02 (issue #26) every shown AH3e name is Polish in Polish, attested with its seed line or marked as the app\'s translation', () => {
  it.each(SHOWN.map((x) => [x[0], x] as const))('AH3E-NAME-02 %s', (_key, [, name, shown]) => {
    expect(typeof name.pl === 'string' && name.pl.length > 0, 'a Polish name in rules-data').toBe(true)
    if (name.plAttested) {
      expect(name.plConfidence).toMatch(/^(high|medium)$/)
      const m = /^seeds\/([0-9a-z_]+\.txt):(\d+) «(.+)»$/.exec(name.plSource ?? '')
      expect(m, 'an attested name cites its seed line').not.toBeNull()
      const seed = path.join(seedsDir, m![1])
      if (existsSync(seed)) expect(fold(readFileSync(seed, 'utf8').split('\n')[Number(m![2]) - 1] ?? '')).toContain(fold(m![3]))
    } else {
      expect(name.plAttested, 'a name not attested is marked as the app\'s translation').toBe(false)
      expect(name.plConfidence).toBe('low')
      expect(name.plBasis).toBeTruthy()
    }
    locale.value = 'pl'
    expect(shown()).toBe(name.pl)
    locale.value = 'en'
    expect(shown()).toBe(name.en)
  })

  it('AH3E-NAME-02 the names screen lists every one of them, and the Polish «Na planszy» line names a space in Polish', () => {
    const hook = module.names!()
    expect(hook.components.map((c) => c.key).sort()).toEqual(SHOWN.map((x) => x[0]).sort())
    const r = when(answerCards(start(), 'northside'), { type: 'PlaceDoom', data: { space: 'curiositie-shoppe', count: 1 } })
    expect(boardChanges(r.before, r.state).map((l) => l.text)).toEqual([expect.stringMatching(/^Pole: Antykwariat — połóżcie 1 żeton zagłady \(razem \d\)$/)])
  })
})

describe('AH3E-NAME-03 (issue #26) the owner corrects a name on the device; every screen and the sheet show the correction', () => {
  it('AH3E-NAME-03 a corrected space, neighbourhood, scenario and token show in the names, the sheet and the saved-games line; restoring brings the data\'s back', async () => {
    const hook = module.names!()
    const space = hook.check('spaces/curiositie-shoppe', { pl: 'Sklep z osobliwościami' })
    expect(space.ok).toBe(true)
    expect(await hook.save({
      'spaces/curiositie-shoppe': { pl: 'Sklep z osobliwościami' },
      'neighbourhoods/northside': { pl: 'Dzielnica Północna' },
      'scenarios/tyrants-of-ruin': { pl: 'Tyrani ruin', en: 'Tyrants of Ruin (2nd printing)' },
      'mythos/reckoning': { pl: 'rozliczenie' },
    })).toBe(true)
    expect(spaceName('curiositie-shoppe')).toBe('Sklep z osobliwościami')
    expect(neighbourhoodName('northside')).toBe('Dzielnica Północna')
    expect(scenarioName('tyrants-of-ruin')).toBe('„Tyrani ruin”')
    expect(tokenName('reckoning')).toBe('rozliczenie')
    expect(hook.nameOf('scenarios/tyrants-of-ruin', 'en')).toBe('Tyrants of Ruin (2nd printing)')
    const r = when(answerCards(start(), 'northside'), { type: 'PlaceDoom', data: { space: 'curiositie-shoppe', count: 1 } })
    expect(boardChanges(r.before, r.state).map((l) => l.text)).toEqual([expect.stringMatching(/^Pole: Sklep z osobliwościami — połóżcie 1 żeton zagłady \(razem \d\)$/)])
    const c = when(answerCards(start(), 'northside'), { type: 'GatherClue', data: { neighbourhood: 'northside' } })
    // A name that already says «Dzielnica» is not prefixed with it again (review ah3e-udw #12).
    expect(boardChanges(c.before, c.state)[0].text).toMatch(/^Dzielnica Północna — /)
    expect(listSummary(r.state).parts[0]).toEqual({ pl: '„Tyrani ruin”', en: '“Tyrants of Ruin (2nd printing)”' })
    // Kept on the device and in the facts file.
    setActivePinia(createPinia())
    nameCorrections.value = {}
    await useAh3eFactsStore().load()
    expect(spaceName('curiositie-shoppe')).toBe('Sklep z osobliwościami')
    const file = parseAh3eFacts(useAh3eFactsStore().exportText())
    expect(file.ok && file.value.names?.['spaces/curiositie-shoppe']).toEqual({ pl: 'Sklep z osobliwościami' })
    // Restored: the data's name again.
    expect(await module.names!().save({ 'spaces/curiositie-shoppe': {} })).toBe(true)
    expect(spaceName('curiositie-shoppe')).toBe('Antykwariat')
  })

  it('AH3E-NAME-03 a bad correction is refused with a clear message and changes nothing; a facts file with a bad name is refused whole', () => {
    const hook = module.names!()
    const unknown = hook.check('spaces/nowhere', { pl: 'Nigdzie' })
    expect(unknown.ok || unknown.error).toBe('Nieznany element albo pole nazwy.')
    const blank = hook.check('spaces/graveyard', { pl: ' Cmentarz' })
    expect(blank.ok || blank.error).toBe('Nazwa ma od 1 do 80 znaków, bez spacji na początku i na końcu.')
    const bad = parseAh3eFacts(JSON.stringify({ format: 'mythos-ledger.ah3e-facts', version: 1, scenarios: {}, names: { 'spaces/graveyard': { pl: '' } } }))
    expect(bad.ok).toBe(false)
    expect(spaceName('graveyard')).toBe('Cmentarz')
  })

  it('AH3E-NAME-03 a scenario title typed at setup is the scenario\'s corrected Polish name on the names screen', async () => {
    await useAh3eFactsStore().remember({ titles: { 'the-pale-lantern': 'Blada latarnia z pudełka' } })
    expect(module.names!().corrections()['scenarios/the-pale-lantern']).toEqual({ pl: 'Blada latarnia z pudełka' })
    expect(scenarioTitle('the-pale-lantern')).toBe('Blada latarnia z pudełka')
  })

  it('AH3E-NAME-03 the board screen shows a corrected neighbourhood and space at once', async () => {
    const game = useGame()
    await useAh3eFactsStore().remember({ names: { 'spaces/innsmouth-jail': { pl: 'Areszt w Innsmouth' } } })
    const r = await game.create('ah3e', { name: 'T', seed: 'names-seed', setup: setupOf({}) })
    expect(r.ok).toBe(true)
    const w = mount(BoardView, { global: { plugins: [pinia] } })
    try {
      await vi.waitFor(async () => {
        await flushPromises()
        expect(w.text()).toContain('Areszt w Innsmouth')
      }, { timeout: 5000, interval: 10 })
      expect(w.text()).not.toContain('Innsmouth Jail')
      expect(await module.names!().save({ 'neighbourhoods/innsmouth-village': { pl: 'Wioska Innsmouth' } })).toBe(true)
      await vi.waitFor(async () => {
        await flushPromises()
        expect(w.text()).toContain('Wioska Innsmouth')
      }, { timeout: 5000, interval: 10 })
    } finally {
      w.unmount()
      game.close()
    }
  })
})
