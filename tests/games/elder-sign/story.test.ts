/**
 * STORY-ES: the evening of an Elder Sign game in figures (issue #31), from the example games in
 * tests/fixtures/elder-sign: doom and the Elder Signs at the end of every turn, the clock's days
 * (each midnight a turning point, «Północ», seed 001), the awakening and the end; no score (the
 * rulebook has none); the record line by Ancient One.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLocale } from '@/i18n'
import { loadStoryStrings } from '@/shell/story/words'
import type { EsState } from '@/games/elder-sign/rules'
import hooks from '@/games/elder-sign/ui/story'
import { fixture, storyOf, storyTexts, unworded } from '../../app/story-fixtures'

beforeAll(async () => {
  await loadStoryStrings()
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})

const series = (s: Awaited<ReturnType<typeof storyOf>>['story'], id: string) => s.charts[0].series.find((x) => x.id === id)!.values

describe('STORY-ES the evening in figures', () => {
  it('STORY-ES-01 awakening-battle-won: a step per turn; the midnight after turn 4 starts day 2; doom fills the track (2), the awakening is marked, the battle empties it', async () => {
    const { f, m, story } = await storyOf('elder-sign/awakening-battle-won.json')
    expect(story.steps.map((s) => s.tick)).toEqual(['0', '1', '2', '3', '4', '5'])
    expect(series(story, 'doom')).toEqual([1, 1, 1, 1, 2, 0])
    expect(story.moments.map((x) => [x.kind, story.steps[x.step].tick])).toEqual([['midnight', '4'], ['awakening', '4'], ['end', '5']])
    expect(story.charts[0].limits!.map((l) => l.value)).toEqual([(f.state as EsState).ancientOne!.doomTrack, (f.state as EsState).ancientOne!.elderSignLimit])
    expect(storyTexts(m, story, f.state, 'pl')).toContain('Dzień 2, tura 5')
    expect(story.result).toMatchObject({ outcome: 'won' })
    expect(story.result!.score).toBeUndefined()
  })

  it('STORY-ES-02 seal-win: the Elder Sign at the limit is the last step\'s figure; the first Elder Sign and the end are turning points', async () => {
    const { story } = await storyOf('elder-sign/seal-win.json')
    expect(series(story, 'signs').at(-1)).toBe(1)
    expect(story.moments.map((x) => x.kind)).toEqual(['midnight', 'seal', 'end'])
  })

  it('STORY-ES-03 devoured: a devoured investigator is a turning point; a game going on has no result', async () => {
    const { story } = await storyOf('elder-sign/devoured.json')
    expect(story.moments.map((x) => x.kind)).toEqual(['loss'])
    expect(story.result).toBeNull()
  })

  it('STORY-ES-04 every text is worded in Polish and in English', async () => {
    for (const file of ['elder-sign/awakening-battle-won.json', 'elder-sign/seal-win.json', 'elder-sign/devoured.json']) {
      const { f, m, story } = await storyOf(file)
      for (const l of ['pl', 'en'] as const) expect(storyTexts(m, story, f.state, l).filter(unworded), `${file} ${l}`).toEqual([])
    }
  })

  it('STORY-ES-05 the record line: the Ancient One, the players, the result, no score', async () => {
    const won = await fixture('elder-sign/seal-win.json')
    expect(hooks.record(won.state as EsState)).toEqual({ ended: true, result: 'won', score: null, players: 1, against: { id: 'yig', kind: { key: 'setup.ancientOne' }, name: { text: { pl: 'Yig', en: 'Yig' } } }, series: null })
    const going = await fixture('elder-sign/devoured.json')
    expect(hooks.record(going.state as EsState)).toMatchObject({ ended: false, result: null })
  })
})
