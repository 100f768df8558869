/**
 * STORY-CULTS: the evening of a Rise of the Cults game in figures (issue #31), from the example
 * games in tests/fixtures/cults: each cult's Victory Points (ROC-SCORE, seed 002 l.1040–1062) at the
 * end of every round, the NPC's in a solo game; the lead changing hands; the final standings, the
 * Goal card deciding a solo game (ROC-GOAL-02); the record line.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLocale } from '@/i18n'
import { loadStoryStrings } from '@/shell/story/words'
import type { CultsState } from '@/games/cults/rules'
import { scoresOf } from '@/games/cults/rules/logic'
import hooks from '@/games/cults/ui/story'
import { fixture, storyOf, storyTexts, unworded } from '../../app/story-fixtures'

beforeAll(async () => {
  await loadStoryStrings()
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})

describe('STORY-CULTS the evening in figures', () => {
  it('STORY-CULTS-01 ROC-SCORE three-players: a step per round 0–6, a line per cult; the last values are the final scores', async () => {
    const { f, story } = await storyOf('cults/three-players.json')
    const s = f.state as CultsState
    expect(story.steps.map((x) => x.tick)).toEqual(['0', '1', '2', '3', '4', '5', '6'])
    const final = scoresOf(s).seats.map((x) => x.vp)
    expect(story.charts[0].series.map((x) => x.values.at(-1))).toEqual(final)
    expect(story.charts[0].series.map((x) => x.hue)).toEqual(s.seats.map((p) => ({ red: 'red', blue: 'blue', green: 'green', yellow: 'amber' })[p.colour]))
    expect(story.moments.filter((m) => m.kind === 'lead').map((m) => story.steps[m.step].tick)).toEqual(['1', '3', '4'])
    expect(story.result).toMatchObject({ outcome: 'over' })
    expect(story.result!.standings!.map((x) => x.value)).toEqual([...final].sort((a, b) => b - a))
    expect(story.result!.standings![0].first).toBe(true)
  })

  it('STORY-CULTS-02 ROC-GOAL-02 solo-goal: the NPC has its own line; the Goal card not met loses the game; the player\'s points are the score, its parts adding up', async () => {
    const { f, story } = await storyOf('cults/solo-goal.json')
    const s = f.state as CultsState
    expect(story.charts[0].series.map((x) => x.label)).toEqual([{ text: { pl: 'Ala', en: 'Ala' } }, { key: 'npc.name' }])
    expect(story.result).toMatchObject({ outcome: 'lost', text: { event: { type: 'GoalChecked' } } })
    const human = s.seats.findIndex((p) => !p.npc)
    expect(story.result!.score!.total).toBe(scoresOf(s).seats[human].vp)
    expect(story.result!.score!.parts.reduce((a, p) => a + p.value, 0)).toBe(story.result!.score!.total)
  })

  it('STORY-CULTS-03 every text is worded in Polish and in English', async () => {
    for (const file of ['cults/three-players.json', 'cults/solo-goal.json', 'cults/solo-cards.json', 'cults/v1-three-players.json']) {
      const { f, m, story } = await storyOf(file)
      for (const l of ['pl', 'en'] as const) expect(storyTexts(m, story, f.state, l).filter(unworded), `${file} ${l}`).toEqual([])
    }
    const { f, m, story } = await storyOf('cults/three-players.json')
    expect(storyTexts(m, story, f.state, 'pl')).toContain('Prowadzi: Ala (4 punkty)')
  })

  it('STORY-CULTS-04 the record line: solo won or lost by the Goal card with the player\'s points; a game of several players has no table result', async () => {
    const solo = await fixture('cults/solo-goal.json')
    expect(hooks.record(solo.state as CultsState)).toMatchObject({ ended: true, result: 'lost', players: 1, against: null, series: null })
    const three = await fixture('cults/three-players.json')
    expect(hooks.record(three.state as CultsState)).toEqual({ ended: true, result: null, score: null, players: 3, against: null, series: null })
  })
})
