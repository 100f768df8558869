/**
 * STORY-AH2E: the evening of an AH2e game in figures (issue #31), from the example games in
 * tests/fixtures: doom, terror, open gates and the monsters in Arkham at the end of every turn and of
 * every round of the final battle; the turning points; the rulebook's score («PRZYZNAWANIE PUNKTÓW
 * ZWYCIĘSTWA», seed 000) in the summary; the record line. The figures function is pure: the same log
 * gives the same figures and is left as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLocale } from '@/i18n'
import { loadStoryStrings } from '@/shell/story/words'
import { scoreOf, type Ah2eState } from '@/games/ah2e/rules'
import { ah2eFullData } from '@/games/ah2e/data/full'
import hooks from '@/games/ah2e/ui/story'
import { fixture, storyOf, storyTexts, unworded } from '../../app/story-fixtures'

beforeAll(async () => {
  await loadStoryStrings()
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})

const values = (s: Awaited<ReturnType<typeof storyOf>>['story'], chart: string, series: string) => s.charts.find((c) => c.id === chart)!.series.find((x) => x.id === series)!.values

describe('STORY-AH2E the evening in figures', () => {
  it('STORY-AH2E-01 awakening-battle-won: a step per turn from the setup (0) to turn 10, then the four battle rounds; doom fills the track (10 for Yig) at the awakening and the battle takes it to 0', async () => {
    const { story } = await storyOf('awakening-battle-won.json')
    expect(story.steps.map((s) => s.tick)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B1', 'B2', 'B3', 'B4'])
    expect(values(story, 'tracks', 'doom')).toEqual([1, 2, 2, 3, 4, 5, 5, 6, 7, 7, 10, 7, 4, 1, 0])
    expect(values(story, 'tracks', 'terror')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1])
    // 2 players: 8 open gates awaken the Ancient One («too many gates»).
    expect(values(story, 'board', 'gates').at(10)).toBe(8)
    expect(story.charts.find((c) => c.id === 'board')!.limits).toEqual([{ value: 8, label: { key: 'gauge.note.awakens' }, hue: 'amber' }])
    expect(story.moments.filter((m) => m.mark).map((m) => [m.kind, story.steps[m.step].tick])).toEqual([['awakening', '10'], ['end', 'B4']])
  })

  it('STORY-AH2E-02 a step opens the log at its last entry that moved a figure (the Mythos draw that ended the turn), the setup at the setup draw', async () => {
    const { f, story } = await storyOf('awakening-battle-won.json')
    expect(story.steps[0].seq).toBe(2)
    const turn1 = f.entries.find((e) => e.seq === story.steps[1].seq)!
    expect(turn1.command.type).toBe('DrawMythosCard')
    // Every step's entry is in the log, in order.
    const seqs = story.steps.map((s) => s.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    for (const s of seqs) expect(f.entries.some((e) => e.seq === s)).toBe(true)
  })

  it('STORY-AH2E-03 sealed-win: each Elder Sign is a marked turning point, the last one wins; the score is the rulebook formula', async () => {
    const { f, story } = await storyOf('sealed-win.json')
    expect(story.moments.filter((m) => m.kind === 'seal')).toHaveLength(6)
    expect(story.moments.at(-1)).toMatchObject({ kind: 'end', mark: true })
    const s = f.state as Ah2eState
    const b = scoreOf(s, ah2eFullData)
    expect(story.result).toMatchObject({ outcome: 'won', score: { total: b.total } })
    // The parts add up to the total, with terror, loans and Elder Sign cards taken off.
    const parts = story.result!.score!.parts
    expect(parts.reduce((a, p) => a + p.value, 0)).toBe(b.total)
    expect(parts.find((p) => 'key' in p.label && p.label.key === 'score.terror')!.value).toBe(-b.terror)
  })

  it('STORY-AH2E-04 innsmouth-emergency: the state of emergency is a turning point; a game going on has no result', async () => {
    const { story } = await storyOf('innsmouth-emergency.json')
    expect(story.moments.map((m) => m.kind)).toContain('threshold')
    expect(story.result).toBeNull()
  })

  it('STORY-AH2E-05 every text is worded in Polish and in English (no key, no placeholder left)', async () => {
    for (const file of ['awakening-battle-won.json', 'sealed-win.json', 'innsmouth-emergency.json', 'four-players-surge.json']) {
      const { f, m, story } = await storyOf(file)
      for (const l of ['pl', 'en'] as const) expect(storyTexts(m, story, f.state, l).filter(unworded), `${file} ${l}`).toEqual([])
    }
    const { f, m, story } = await storyOf('awakening-battle-won.json')
    expect(storyTexts(m, story, f.state, 'pl')).toContain('Ostateczna bitwa, runda 2')
  })

  it('STORY-AH2E-06 pure: the same log gives the same figures and is not changed', async () => {
    const f = await fixture('sealed-win.json')
    const before = JSON.stringify(f.entries)
    const a = hooks.story(f.entries as never, f.state as Ah2eState)
    const b = hooks.story(f.entries as never, f.state as Ah2eState)
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    expect(JSON.stringify(f.entries)).toBe(before)
  })

  it('STORY-AH2E-07 the record line: the Ancient One, the players, won with its score; lost or going on without one', async () => {
    const won = await fixture('awakening-battle-won.json')
    expect(hooks.record(won.state as Ah2eState)).toMatchObject({ ended: true, result: 'won', score: 11, players: 2, against: { id: 'yig' } })
    const going = await fixture('four-players-surge.json')
    expect(hooks.record(going.state as Ah2eState)).toMatchObject({ ended: false, result: null, score: null, players: 4 })
  })
})
