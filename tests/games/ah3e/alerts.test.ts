import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { TOKEN_TYPES } from '@/games/ah3e/data'
import { neighbourhoodDoom, type Counts } from '@/games/ah3e/rules'
import { alertsFor } from '@/games/ah3e/ui/alerts'
import { describeEvent } from '@/games/ah3e/ui/describe'
import { gaugesOf } from '@/games/ah3e/ui/gauges'
import { answerCards, run, start, toMythos, when, type S } from './harness'

/**
 * The thresholds the table must not miss, as full-screen notices for the command that tripped
 * them, and the gauges that warn before: the overflow at 6, the owner's sheet-doom bands, an empty
 * terror or event deck (+1 sheet doom), an investigator lost.
 */
const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')
const zero = (): Counts => Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Counts
const alertsOf = (r: ReturnType<typeof when>) => alertsFor(r.session.entries[r.session.entries.length - 1], r.state)

beforeEach(() => {
  locale.value = 'pl'
})
afterEach(() => {
  locale.value = 'pl'
})

describe('AH3E-ALERT thresholds', () => {
  it('AH3E-ALERT-01 UDW-DOOM-01 the 6th doom in a neighbourhood: the overflow\'s question is the notice (no full-screen notice over it); the gauge is critical at 5', () => {
    let s = run(given(), { type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
    while (neighbourhoodDoom(s.state, 'innsmouth-village') < 5) s = run(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    expect(gaugesOf(s.state).find((g) => g.id === 'overflow')?.level).toBe('critical')
    const r = when(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    expect(r.state.pending?.kind).toBe('overflow-space')
    expect(alertsOf(r)).toEqual([])
  })

  it('AH3E-ALERT-01 UDW-DOOM-06 an overflow with one space to clear is resolved at once: the notice says so, with the sheet\'s count', () => {
    let s = given()
    while (neighbourhoodDoom(s.state, 'innsmouth-village') < 5) s = run(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    const r = when(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    expect(r.state.pending).toBeNull()
    const a = alertsOf(r)
    expect(a.map((x) => x.kind)).toEqual(['overflow'])
    expect(a[0].body).toContain('Miasteczko Innsmouth')
    expect(a[0].body).toContain('Na arkuszu scenariusza')
  })

  it('AH3E-ALERT-02 an owner band on the sheet: the notice when the sheet reaches it, the gauge near one before', () => {
    let s = given({ facts: { terrorDeck: 8, sheetBands: [2, 5] } })
    s = run(s, { type: 'PlaceSheetDoom', data: {} })
    expect(gaugesOf(s.state).find((g) => g.id === 'sheet')).toMatchObject({ value: 1, max: 2, level: 'near' })
    const r = when(s, { type: 'PlaceSheetDoom', data: {} })
    expect(alertsOf(r).map((x) => x.title)).toEqual(['Zagłada na arkuszu scenariusza: 2'])
    expect(gaugesOf(r.state).find((g) => g.id === 'sheet')?.level).toBe('critical')
  })

  it('AH3E-ALERT-02 without the codex\'s bands the sheet gauge never says «bezpiecznie»: the bands are unknown (review ah3e-cults #2); past the last band too', () => {
    let s = given({ facts: { terrorDeck: 8 } })
    for (let i = 0; i < 5; i++) s = run(s, { type: 'PlaceSheetDoom', data: {} })
    const g = gaugesOf(s.state).find((x) => x.id === 'sheet')!
    expect(g).toMatchObject({ value: 5, max: null })
    expect(g.note).toBe('progi nieznane')
    let b = given({ facts: { terrorDeck: 8, sheetBands: [2] } })
    for (let i = 0; i < 3; i++) b = run(b, { type: 'PlaceSheetDoom', data: {} })
    expect(gaugesOf(b.state).find((x) => x.id === 'sheet')?.note).toBe('dalsze progi nieznane')
    locale.value = 'en'
    expect(gaugesOf(s.state).find((x) => x.id === 'sheet')?.note).toBe('bands unknown')
  })

  it('AH3E-ALERT-03 UDW-TERR-04 UDW-EVT-01 an empty terror deck or event deck: the notice says 1 doom goes on the sheet, with the new count', () => {
    let s = given({ facts: { terrorDeck: 1 } })
    s = run(s, { type: 'SpreadTerror', data: { neighbourhood: 'northside' } })
    const t = when(s, { type: 'SpreadTerror', data: { neighbourhood: 'northside' } })
    expect(alertsOf(t).map((x) => x.kind)).toEqual(['terror-deck-empty'])
    expect(alertsOf(t)[0].body).toContain(`Na arkuszu scenariusza: ${t.state.sheetDoom} żeton zagłady`)
    const e = when(given({ facts: { terrorDeck: 8, eventCardCount: 4 } }), { type: 'SpawnClue', data: {} })
    expect(alertsOf(e).map((x) => x.kind)).toEqual(['event-deck-empty'])
  })

  it('AH3E-ALERT-04 AH3E-DEFEAT-01 a devoured investigator: the notice names them; in English too', () => {
    const r = when(given(), { type: 'InvestigatorLeaves', data: { player: 0, how: 'devoured' } })
    expect(alertsOf(r)[0].title).toBe('Badacz pochłonięty: Stella Clark')
    locale.value = 'en'
    expect(alertsOf(r)[0].title).toMatch(/Stella Clark/)
  })

  it('AH3E-ALERT-06 review ah3e-udw #6: a won game (and a won series) is good news, not the red alarm; a lost one stays critical', () => {
    const won = when(given(), { type: 'EndGame', data: { result: 'won' } })
    expect(alertsOf(won).map((a) => [a.kind, a.severity])).toEqual([['won', 'info']])
    const lost = when(given(), { type: 'EndGame', data: { result: 'lost' } })
    expect(alertsOf(lost).map((a) => [a.kind, a.severity])).toEqual([['lost', 'critical']])
    const tyrantsOnly = { id: 'one', pool: ['tyrants-of-ruin'], games: [] }
    const seriesWon = when(given({ series: tyrantsOnly }), { type: 'EndGame', data: { result: 'won' } })
    expect(alertsOf(seriesWon).map((a) => [a.kind, a.severity])).toEqual([['won', 'info'], ['series-won', 'info']])
    const seriesLost = when(given({ series: tyrantsOnly }), { type: 'EndGame', data: { result: 'lost' } })
    expect(alertsOf(seriesLost).map((a) => [a.kind, a.severity])).toEqual([['lost', 'critical'], ['series-lost', 'critical']])
  })

  it.each(['defeated', 'devoured'] as const)('AH3E-ALERT-07 UDW-INEV-02 review ah3e-udw #8: an investigator %s in an Inevitable series — the notice says they are out for the rest of the series; in a single game it does not', (how) => {
    const series = { id: 'inev', pool: ['tyrants-of-ruin', 'approach-of-azathoth'], games: [] }
    const inSeries = alertsOf(when(given({ series }), { type: 'InvestigatorLeaves', data: { player: 1, how } }))[0]
    expect(inSeries.body).toContain('Tryb nieuniknionego: Silas Marsh odpada do końca serii — nie zagra już w tej ani w kolejnych grach serii.')
    const single = alertsOf(when(given(), { type: 'InvestigatorLeaves', data: { player: 1, how } }))[0]
    expect(single.body).not.toContain('serii')
    locale.value = 'en'
    expect(alertsOf(when(given({ series }), { type: 'InvestigatorLeaves', data: { player: 1, how } }))[0].body).toContain('Inevitable mode: Silas Marsh is out for the rest of the series')
  })

  it('AH3E-ALERT-08 AH3E-DEFEAT-02 review ah3e-udw #9: no investigator left to replace one defeated or devoured — the loss notice fits both (no «pokonanego»), and so does the log', () => {
    let s = given()
    for (const player of [0, 1]) s = run(s, { type: 'InvestigatorLeaves', data: { player, how: 'devoured' } })
    s = run(toMythos(run(s, { type: 'CorrectCup', data: { cup: zero(), drawn: zero() } })), { type: 'EndPhase', data: {} })
    expect(s.state.pending).toMatchObject({ kind: 'new-investigator', player: 0 })
    const r = when(s, { type: 'ChooseInvestigator', data: { player: 0, investigator: null } })
    const a = alertsOf(r).find((x) => x.kind === 'lost')!
    expect(a.body).toBe('Nie ma dostępnego badacza na zastępstwo: scenariusz przegrany.')
    expect(describeEvent(r.events.find((e) => e.type === 'GameEnded')!, r.state)).toBe('Przegrana: nie ma dostępnego badacza na zastępstwo.')
  })

  it.each([[2, false], [3, true], [4, false], [5, true]])('AH3E-ALERT-05 UDW-TERR-05 «Spotkania grozy» (l.338–349): terror reaching %i in a neighbourhood raises the tier notice: %s (boundaries 2/3, 4/5)', (terror, notice) => {
    let s = given()
    for (let i = 1; i < terror; i++) s = run(s, { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    const r = when(s, { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    const a = alertsOf(r).filter((x) => x.kind === 'terror-tier')
    expect(a.length).toBe(notice ? 1 : 0)
    if (notice) expect(a[0].body).toBe(`Dzielnica: Easttown — groza ${terror}. Spotkania grozy czytają tam teraz sekcję ${terror === 3 ? '3–4' : '5+'}.`)
  })
})
