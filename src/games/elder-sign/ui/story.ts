import type { LogEntry } from '@/core'
import type { GameRecord, GameStory, StoryHooks, StoryText } from '@/shell/module'
import { seriesOf, storyOf, timeline, SETUP, type MomentTable } from '@/shell/story/fold'
import { componentNames } from './names'
import { elderSign, type EsCommand, type EsEvent, type EsState } from '../rules'

/**
 * The evening of an Elder Sign game in figures (the shell's story screen and the group's record):
 * doom and the Elder Signs at the end of every turn, each midnight of the clock marking a new day,
 * the awakening, the first Elder Sign, a devoured investigator and the end. The rulebook has no
 * score, so the summary gives the result alone. Pure: the log folded by the game's own rules.
 */

type Entry = LogEntry<EsCommand, EsEvent>

const key = (k: string, params?: Record<string, string | number>): StoryText => (params ? { key: k, params } : { key: k })
/** The Ancient One's name in both languages as this device shows it (the owner's correction, a content pack, else the data's). */
const nameOf = (id: string): StoryText => ({ text: componentNames(`ancientOnes/${id}`) ?? { pl: id, en: id } })

/** The turning points: each midnight, the first Elder Sign, a devoured investigator, the awakening, the end. */
const MOMENTS: MomentTable<EsEvent> = {
  MidnightStruck: { kind: 'midnight', mark: true },
  ElderSignsAdded: { kind: 'seal', once: 'first-sign' },
  InvestigatorDevoured: { kind: 'loss' },
  AncientOneAwakened: { kind: 'awakening', mark: true, once: 'awakened' },
  GameWon: { kind: 'end', mark: true, end: true },
  GameLost: { kind: 'end', mark: true, end: true },
}

export function story(entries: readonly Entry[], state: EsState): GameStory {
  /** The day (midnights struck so far + 1) each turn began on. */
  let day = 1
  const t = timeline({
    entries,
    initial: elderSign.initialState(),
    evolve: elderSign.evolve,
    stepOf(before) {
      if (before.turn.number === 0) return SETUP
      if (before.status === 'won' || before.status === 'lost') return null
      const n = before.turn.number
      return { key: `t${n}`, tick: String(n), name: key('story.step.dayTurn', { day, n }) }
    },
    figures: (s) => ({ doom: s.doom, signs: s.elderSigns }),
    moments: MOMENTS,
    visit({ events }) {
      for (const e of events) if (e.type === 'MidnightStruck') day += Math.max(1, e.data.count)
    },
  })
  const ao = state.ancientOne
  return storyOf(t, 'turn', {
    charts: [
      {
        id: 'tracks',
        title: key('story:chart.tracks'),
        series: [seriesOf(t, 'doom', key('gauge.doom'), { hue: 'red' }), seriesOf(t, 'signs', key('gauge.elder-signs'), { hue: 'blue' })],
        limits: ao
          ? [
              { value: ao.doomTrack, label: key('story:limit.awakening'), hue: 'red' },
              { value: ao.elderSignLimit, label: key('story:limit.win'), hue: 'blue' },
            ]
          : [],
      },
    ],
    result: state.outcome ? { outcome: state.outcome.result, text: t.end ? { event: t.end } : key(`status.${state.status}`) } : null,
  })
}

export function record(s: EsState): GameRecord {
  return {
    ended: s.status === 'won' || s.status === 'lost',
    result: s.status === 'won' ? 'won' : s.status === 'lost' ? 'lost' : null,
    score: null,
    players: s.players.length,
    against: s.ancientOne ? { id: s.ancientOne.id, kind: key('setup.ancientOne'), name: nameOf(s.ancientOne.id) } : null,
    series: null,
  }
}

const hooks: StoryHooks<EsState, EsCommand, EsEvent> = { story, record }
export default hooks
