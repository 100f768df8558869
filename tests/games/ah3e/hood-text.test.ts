import { afterEach, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { locale } from '@/i18n'
import { placeholdersOf } from '@/i18n/format'
import type { LogEntry } from '@/core'
import type { Ah3eCommand, Ah3eEvent, Ah3eState } from '@/games/ah3e/rules'
import { t } from '@/games/ah3e/ui/i18n'
import { hoodInline, hoodSubject, neighbourhoodName } from '@/games/ah3e/ui/names'
import { nameCorrections } from '@/games/ah3e/ui/nameList'
import { describeCommand, describeEvent } from '@/games/ah3e/ui/describe'
import { alertsFor } from '@/games/ah3e/ui/alerts'
import { scenarioSteps } from '@/games/ah3e/ui/checklist'
import { HOOD_CMD, hoodViews } from '@/games/ah3e/ui/hoods'
import NeighbourhoodCard from '@/games/ah3e/ui/components/NeighbourhoodCard.vue'
import pl from '@/games/ah3e/i18n/pl.json'
import en from '@/games/ah3e/i18n/en.json'
import { answerCards, start, when } from './harness'

/**
 * Review ah3e-udw #12, mid-sentence: a neighbourhood whose name already says «Dzielnica» (the data's
 * Dzielnica Handlowa, or a name the owner corrected) is never labelled «dzielnica:» / «w dzielnicy:»
 * again in a Polish sentence; an ordinary name keeps its label («dzielnica: Easttown»); English
 * reads as before (the bare name).
 */
afterEach(() => {
  locale.value = 'pl'
  nameCorrections.value = {}
})

/** The label word right before the name: «dzielnica: Dzielnica…», «w dzielnicy (Dzielnica…», «dzielnicy — Dzielnica…». */
const doubled = (text: string, name: string) => new RegExp(`dzielnic\\p{L}*[\\s:(—–-]*${name}`, 'iu').test(text)

type Render = (id: string) => string
/**
 * Every key whose template takes a neighbourhood, rendered as its call sites fill it: `{hood}` that
 * opens a line by `hoodSubject` (the «Na planszy» lines, AH3E-BOARD-12), elsewhere by `hoodInline`.
 */
const subjectFirst = (k: string) => (pl as Record<string, string>)[k].startsWith('{hood}')
const HOOD_PARAMS = new Set(['neighbourhood', 'hood'])
const HELPERS = new Set(['name.hood', 'name.hoodInline'])
const hoodKeys = Object.keys(pl).filter((k) => !HELPERS.has(k) && [...placeholdersOf((pl as Record<string, string>)[k]).names].some((v) => HOOD_PARAMS.has(v)))
const renderKey = (k: string): Render => (id) => {
  const params: Record<string, string | number> = {}
  const { names, plurals } = placeholdersOf((locale.value === 'pl' ? pl : en as Record<string, string>)[k as keyof typeof pl])
  for (const v of names) params[v] = v === 'hood' ? (subjectFirst(k) ? hoodSubject(id) : hoodInline(id)) : v === 'neighbourhood' ? neighbourhoodName(id) : 'X'
  for (const v of plurals.keys()) params[v] = 2
  return t(k, params)
}

/** The call sites: the Log, the command headings, the alerts and the setup checklist, from real data. */
const ev = (e: unknown) => (id: string) => describeEvent({ ...(e as object), data: { ...(e as { data: object }).data, neighbourhood: id } } as Ah3eEvent, null)
const cmd = (type: string, data: object = {}) => (id: string) => describeCommand({ type, data: { ...data, neighbourhood: id } } as Ah3eCommand)
const alert = (type: string, data: object = {}) => (id: string) =>
  alertsFor({ events: [{ type, data: { ...data, neighbourhood: id } }] } as unknown as LogEntry<Ah3eCommand, Ah3eEvent>, { pending: null, sheetDoom: 1 } as unknown as Ah3eState).map((a) => a.body).join(' | ')
const CALL_SITES: [string, Render][] = [
  ['ev.AnomalyAppeared', ev({ type: 'AnomalyAppeared', data: {} })],
  ['ev.AnomalyRemoved', ev({ type: 'AnomalyRemoved', data: {} })],
  ['ev.ClueGathered', ev({ type: 'ClueGathered', data: {} })],
  ['ev.ClueSpawned', ev({ type: 'ClueSpawned', data: { terrorCards: 0 } })],
  ['ev.ClueSpawned.terror', ev({ type: 'ClueSpawned', data: { terrorCards: 2 } })],
  ['ev.DoomOverflowed', ev({ type: 'DoomOverflowed', data: { doom: 6 } })],
  ['ev.DoomRedirected', ev({ type: 'DoomRedirected', data: { space: 'x' } })],
  ['ev.EventCardDiscarded', (id) => describeEvent({ type: 'EventCardDiscarded', data: { card: { facts: { neighbourhood: id, doom: null } } } } as unknown as Ah3eEvent, null)],
  ['ev.TerrorCorrected', ev({ type: 'TerrorCorrected', data: { terror: 2, cards: 1 } })],
  ['ev.TerrorEncounterResolved', ev({ type: 'TerrorEncounterResolved', data: { investigator: 'Stella Clark', card: 1, of: 2, terror: 3, tier: '3-4' } })],
  ['ev.TerrorSpread', ev({ type: 'TerrorSpread', data: { terror: 2, cards: 2, deck: 10 } })],
  ['ev.TerrorSpreadPrevented', ev({ type: 'TerrorSpreadPrevented', data: {} })],
  ['cmd.CorrectTerror', cmd('CorrectTerror', { tokens: 1 })],
  ['cmd.DescribeEventCard', cmd('DescribeEventCard')],
  ['cmd.GatherClue', cmd('GatherClue')],
  ['cmd.SpreadTerror', cmd('SpreadTerror')],
  ['alert.anomaly.body', alert('AnomalyAppeared')],
  ['alert.overflow.body', alert('DoomOverflowed', { doom: 6 })],
  ['alert.terrorDeck.body', alert('TerrorSpreadPrevented')],
  ['alert.terrorTier.body', alert('TerrorSpread', { terror: 3, cards: 1, deck: 5 })],
  ['setup.step.mystery', (id) => scenarioSteps({ scenario: 'none', board: { mysteries: ['m'], spaces: { m: id } }, codex: [], terrorDeck: 0 } as unknown as Ah3eState).join(' | ')],
]

const check = (render: Render) => {
  locale.value = 'pl'
  const special = render('merchant-district')
  expect(special).toContain('Dzielnica Handlowa')
  expect(doubled(special, 'Dzielnica Handlowa'), special).toBe(false)
  const plain = render('easttown')
  expect(plain).toContain('Easttown')
  expect(doubled(plain, 'Easttown') || !/dzielnic/i.test(plain) || plain.includes('Dzielnica: Easttown'), plain).toBe(true)
  nameCorrections.value = { 'neighbourhoods/northside': { pl: 'Dzielnica Północna' } }
  const corrected = render('northside')
  expect(corrected).toContain('Dzielnica Północna')
  expect(doubled(corrected, 'Dzielnica Północna'), corrected).toBe(false)
  nameCorrections.value = {}
  locale.value = 'en'
  expect(render('merchant-district')).toContain('Merchant District')
}

describe('AH3E-HOOD-TEXT review ah3e-udw #12: a neighbourhood in the middle of a sentence is never labelled twice', () => {
  it('AH3E-HOOD-TEXT-00 the table covers every key that takes a neighbourhood, and the call sites cover every key whose Polish sentence labels it', () => {
    expect(hoodKeys.length).toBeGreaterThan(20)
    const labelled = hoodKeys.filter((k) => !subjectFirst(k) && (/dzielnic/i.test((pl as Record<string, string>)[k]) || /\{hood\}/.test((pl as Record<string, string>)[k])))
    const covered = new Set([...CALL_SITES.map(([k]) => k), 'board.encounterResult', 'board.encounterWho', 'board.overflowAsk', 'ev.facts.neighbourhood'])
    expect(labelled.filter((k) => !covered.has(k))).toEqual([])
  })

  it.each(hoodKeys)('AH3E-HOOD-TEXT-01 %s: with Dzielnica Handlowa, an owner-corrected name and Easttown', (k) => {
    check(renderKey(k))
  })

  it.each(CALL_SITES)('AH3E-HOOD-TEXT-02 %s as its call site renders it', (_k, render) => {
    check(render)
  })

  it('AH3E-HOOD-TEXT-03 the two helpers: the subject form is capitalised and labelled, the inline form is lower-case and labelled, a name that says it stands alone; English has the bare name inline', () => {
    expect([hoodSubject('easttown'), hoodInline('easttown')]).toEqual(['Dzielnica: Easttown', 'dzielnica: Easttown'])
    expect([hoodSubject('merchant-district'), hoodInline('merchant-district')]).toEqual(['Dzielnica Handlowa', 'Dzielnica Handlowa'])
    locale.value = 'en'
    expect([hoodSubject('easttown'), hoodInline('easttown')]).toEqual(['Neighbourhood Easttown', 'Easttown'])
  })

  it('AH3E-HOOD-TEXT-04 the neighbourhood card: the terror encounter\'s question and result, and the overflow question, for a name the owner corrected', async () => {
    const r = when(answerCards(start(), 'northside'), { type: 'SpreadTerror', data: { neighbourhood: 'northside' } })
    nameCorrections.value = { 'neighbourhoods/northside': { pl: 'Dzielnica Północna' } }
    const view = hoodViews()(r.state, new Set()).find((h) => h.n === 'northside')!
    const source = { value: { ...view, terrorCards: 1, encounters: [{ investigator: 'Stella Clark', neighbourhood: 'northside', card: 1, of: 1, terror: 1, tier: '0-2' }], overflow: [{ id: view.spaces[0].id, doom: 6 }] } }
    const w = mount(NeighbourhoodCard, { props: { source, terrorOn: true, canAct: true, playing: true, free: ['Stella Clark'], error: '' }, global: { provide: { [HOOD_CMD as symbol]: () => {} } } } as never)
    await w.get('[data-testid="terror-encounter-northside"]').trigger('click')
    const texts = [w.get('[data-testid="ask-overflow"] p').text(), w.get('[data-testid="ask-encounter-northside"] p').text(), w.get('[data-testid="encounter-result"] p').text()]
    expect(texts).toEqual([
      '6 żetonów zagłady (Dzielnica Północna). Z którego pola zdejmujecie całą zagładę?',
      'Spotkanie grozy — Dzielnica Północna. Który badacz?',
      'Spotkanie grozy — Stella Clark, Dzielnica Północna',
    ])
    w.unmount()
  })
})
