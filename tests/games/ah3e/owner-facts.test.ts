import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { factsOf, ownerTitles, parseAh3eFacts, useAh3eFactsStore } from '@/games/ah3e/ui/ownerFacts'
import { listSummary } from '@/games/ah3e/ui/summary'
import { scenarioName } from '@/games/ah3e/ui/names'
import { start } from './harness'

/**
 * Facts no source knows, asked once and remembered on the device: a scenario's terror set and
 * sheet facts (carried by the setup command, kept by `onCommitted`), the Polish title read off the
 * owner's box; exported and imported as a file. Without them the data's name shows (Polish: the app's translation, marked so).
 */
beforeEach(async () => {
  await db.settings.clear()
  setActivePinia(createPinia())
  locale.value = 'pl'
})

describe('AH3E-OWNER facts from the owner, remembered and exportable', () => {
  it('AH3E-OWNER-01 the setup carries what the owner gave; the device keeps it for the next game', async () => {
    const s = start({ facts: { terrorDeck: 7, sheetBands: [3, 6] } })
    const got = factsOf(s.entries[0].events)
    expect(got.scenarios?.['tyrants-of-ruin']).toEqual({ terrorDeck: 7, sheetBands: [3, 6] })
    const store = useAh3eFactsStore()
    expect(await store.remember(got)).toBe(true)
    setActivePinia(createPinia())
    const again = useAh3eFactsStore()
    await again.load()
    expect(again.facts.scenarios['tyrants-of-ruin'].terrorDeck).toBe(7)
  })

  it('AH3E-OWNER-01 facts remembered at the same moment (the form\'s title and a game\'s setup facts) are all kept: each write merges into the one before', async () => {
    const store = useAh3eFactsStore()
    const writes = [
      store.remember({ titles: { 'the-pale-lantern': 'Blada latarnia' } }),
      store.remember({ scenarios: { 'shots-in-the-dark': { terrorDeck: 9 } } }),
      store.remember({ scenarios: { 'ithaquas-children': { terrorDeck: 7 } } }),
    ]
    expect(await Promise.all(writes)).toEqual([true, true, true])
    await store.idle()
    setActivePinia(createPinia())
    const again = useAh3eFactsStore()
    await again.load()
    expect(again.facts).toEqual({ titles: { 'the-pale-lantern': 'Blada latarnia' }, scenarios: { 'shots-in-the-dark': { terrorDeck: 9 }, 'ithaquas-children': { terrorDeck: 7 } } })
  })

  it('AH3E-OWNER-02 a Polish title typed off the box is used in Polish only; without it the app\'s translation (issue #26), in quotes', async () => {
    expect(scenarioName('tyrants-of-ruin')).toBe('„Tyrani zniszczenia”')
    await useAh3eFactsStore().remember({ titles: { 'tyrants-of-ruin': 'Tyrani zagłady' } })
    expect(scenarioName('tyrants-of-ruin')).toBe('„Tyrani zagłady”')
    locale.value = 'en'
    expect(scenarioName('tyrants-of-ruin')).toBe('“Tyrants of Ruin”')
  })

  it('AH3E-OWNER-03 the export reads back the same; a malformed file is refused whole', async () => {
    const store = useAh3eFactsStore()
    await store.remember({ scenarios: { 'tyrants-of-ruin': { terrorDeck: 9 } }, titles: { 'echoes-of-the-deep': 'Echa głębin' } })
    const r = parseAh3eFacts(store.exportText())
    expect(r.ok && r.value).toEqual({ scenarios: { 'tyrants-of-ruin': { terrorDeck: 9 } }, titles: { 'echoes-of-the-deep': 'Echa głębin' } })
    const bad = parseAh3eFacts(store.exportText().replace('"terrorDeck": 9', '"terrorDeck": 900'))
    expect(bad.ok).toBe(false)
  })

  it('AH3E-OWNER-07 the owner\'s Polish title stays after a reload (read from the device the first time one is shown) and is the games list\'s title in Polish', async () => {
    await useAh3eFactsStore().remember({ titles: { 'tyrants-of-ruin': 'Tyrani zagłady' } })
    const s = start()
    const line = listSummary(s.state)
    expect(line.parts[0]).toEqual({ pl: '„Tyrani zagłady”', en: '“Tyrants of Ruin”' })
    // A reload: nothing read yet; the first title shown reads the device, and the title follows.
    ownerTitles.value = {}
    setActivePinia(createPinia())
    expect(scenarioName('tyrants-of-ruin')).toBe('„Tyrani zniszczenia”')
    await vi.waitFor(() => expect(scenarioName('tyrants-of-ruin')).toBe('„Tyrani zagłady”'), { timeout: 2000, interval: 5 })
    expect(listSummary(s.state).parts[0].pl).toBe('„Tyrani zagłady”')
  })
})

