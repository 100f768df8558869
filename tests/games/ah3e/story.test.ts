/**
 * STORY-AH3E: the evening of an AH3e game in figures (issue #31), from the example games in
 * tests/fixtures/ah3e: the doom in each neighbourhood at its highest in the round (the overflow at
 * 6 clears it at once, «Żetony zagłady», seed 004 l.291–297) and on the scenario sheet per round;
 * the overflows, the sheet's bands, the investigators lost, the end; the record line by scenario
 * with the Inevitable series («Tryb nieuniknionego», l.672–764).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLocale } from '@/i18n'
import { loadStoryStrings } from '@/shell/story/words'
import type { Ah3eState } from '@/games/ah3e/rules'
import hooks from '@/games/ah3e/ui/story'
import { fixture, storyOf, storyTexts, unworded } from '../../app/story-fixtures'
import { loadGame } from '@/app/registry'
import { answerCards, run, start } from './harness'

beforeAll(async () => {
  await loadStoryStrings()
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})

type Story = Awaited<ReturnType<typeof storyOf>>['story']
const chart = (s: Story, id: string) => s.charts.find((c) => c.id === id)!
const values = (s: Story, c: string, id: string) => chart(s, c).series.find((x) => x.id === id)!.values

describe('STORY-AH3E the evening in figures', () => {
  it('STORY-AH3E-01 UDW-DOOM-01 overflow: Innsmouth Village reaches 6 in round 2 (drawn at 6 though the overflow cleared it), the overflow is marked and puts 1 doom on the sheet', async () => {
    const { story } = await storyOf('ah3e/overflow.json')
    expect(story.steps.map((s) => s.tick)).toEqual(['0', '1', '2'])
    expect(values(story, 'neighbourhoods', 'hood:innsmouth-village')).toEqual([1, 2, 6])
    expect(values(story, 'sheet', 'sheet')).toEqual([0, 0, 1])
    expect(chart(story, 'neighbourhoods').series).toHaveLength(6)
    expect(chart(story, 'neighbourhoods').limits).toEqual([{ value: 6, label: { key: 'story:limit.overflow' }, hue: 'red' }])
    expect(story.moments.filter((m) => m.mark).map((m) => [m.kind, story.steps[m.step].tick])).toEqual([['threshold', '2']])
  })

  it('STORY-AH3E-02 sheet-doom-loss: the sheet\'s bands are lines and turning points; the loss ends it', async () => {
    const { f, story } = await storyOf('ah3e/sheet-doom-loss.json')
    expect(chart(story, 'sheet').limits!.map((l) => l.value)).toEqual((f.state as Ah3eState).sheetBands)
    expect(story.moments.map((m) => m.kind)).toEqual(['loss', 'threshold', 'threshold', 'end'])
    expect(story.result).toMatchObject({ outcome: 'lost' })
  })

  it('STORY-AH3E-03 every text is worded in Polish and in English', async () => {
    for (const file of ['ah3e/overflow.json', 'ah3e/series-1.json', 'ah3e/series-2.json', 'ah3e/series-3.json', 'ah3e/sheet-doom-loss.json']) {
      const { f, m, story } = await storyOf(file)
      for (const l of ['pl', 'en'] as const) expect(storyTexts(m, story, f.state, l).filter(unworded), `${file} ${l}`).toEqual([])
    }
  })

  it('STORY-AH3E-04 UDW-INEV-02 the record line: the scenario; a game of a series carries the series with every game so far, this one included once it has ended', async () => {
    const g2 = await fixture('ah3e/series-2.json')
    const r = hooks.record(g2.state as Ah3eState)
    expect(r).toMatchObject({ ended: true, result: 'won', score: null, players: 2, against: { id: 'feast-for-umordhoth' } })
    expect(r.series).toMatchObject({ id: 'inevitable-fixture', game: 2, pool: 4, outcome: null })
    expect(r.series!.games.map((g) => g.result)).toEqual(['won', 'won'])
    const alone = await fixture('ah3e/overflow.json')
    expect(hooks.record(alone.state as Ah3eState)).toMatchObject({ ended: false, series: null, against: { id: 'tyrants-of-ruin' } })
  })

  it('STORY-AH3E-05 UDW-TERR-01..05 a terror scenario\'s story has its terror: the terror per neighbourhood per round with the sections\' tiers, each round\'s terror spread and terror encounters as turning points', async () => {
    const { f, m, story } = await storyOf('ah3e/overflow.json')
    const terror = chart(story, 'terror')
    expect(terror.series).toHaveLength(6)
    expect(terror.limits!.map((l) => l.value)).toEqual([3, 5])
    // Round 1: a Spread Terror token in Northside; round 2: the overflow spreads it in Innsmouth Village.
    expect(values(story, 'terror', 'terror:northside')).toEqual([0, 1, 1])
    expect(values(story, 'terror', 'terror:innsmouth-village')).toEqual([0, 0, 1])
    const words = storyTexts(m, story, f.state, 'pl')
    const at = (i: number) => words[words.length - story.moments.length + i]
    expect(story.moments.map((x) => story.steps[x.step].tick)).toEqual(['1', '2', '2', '2'])
    expect(at(0)).toBe('Groza szerzy się: Northside (groza: 1)')
    // The overflow first, then the terror it spread, then the encounter.
    expect(story.moments[1].mark).toBe(true)
    expect(at(2)).toBe('Groza szerzy się: Miasteczko Innsmouth (groza: 1)')
    expect(at(3)).toBe('Spotkanie grozy: Silas Marsh — Miasteczko Innsmouth, sekcja 0–2')
    expect(terror.title).toEqual({ key: 'story.chart.terrorByArea' })
  })

  it('STORY-AH3E-07 UDW-TERR-01..05 several spreads and encounters in one round make one turning point each, every neighbourhood named once with its terror after', async () => {
    let g = answerCards(start())
    for (const n of ['innsmouth-village', 'northside', 'innsmouth-village']) g = run(g, { type: 'SpreadTerror', data: { neighbourhood: n } })
    g = run(g, { type: 'EndPhase', data: {} })
    g = run(g, { type: 'EndPhase', data: {} })
    g = run(g, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: 'innsmouth-village' } })
    g = run(g, { type: 'ResolveTerrorEncounter', data: { investigator: 'Silas Marsh', neighbourhood: 'northside' } })
    const story = hooks.story(g.entries, g.state)
    const m = await loadGame('ah3e')
    const texts = (l: 'pl' | 'en') => storyTexts(m, story, g.state, l).slice(-story.moments.length)
    expect(texts('pl')).toEqual([
      'Groza szerzy się: Miasteczko Innsmouth (groza: 2); Northside (groza: 1)',
      'Spotkania grozy: Stella Clark — Miasteczko Innsmouth, sekcja 0–2; Silas Marsh — Northside, sekcja 0–2',
    ])
    expect(texts('en')).toEqual([
      'Terror spreads: Innsmouth Village (terror 2); Northside (terror 1)',
      'Terror encounters: Stella Clark in Innsmouth Village, section 0–2; Silas Marsh in Northside, section 0–2',
    ])
    expect(values(story, 'terror', 'terror:innsmouth-village')).toEqual([0, 2])
  })

  it('STORY-AH3E-06 a scenario without terror has no terror chart and no terror turning points', async () => {
    const { story } = await storyOf('ah3e/sheet-doom-loss.json')
    expect(story.charts.map((c) => c.id)).toEqual(['neighbourhoods', 'sheet'])
  })
})
