import type { LogEntry } from '@/core'
import type { GameRecord, GameStory, StoryHooks, StoryText } from '@/shell/module'
import { Moments, seriesOf, timeline, SETUP } from '@/shell/story/fold'
import { elderSignData as data } from '../data'
import { elderSign, type EsCommand, type EsEvent, type EsState } from '../rules'

/**
 * The evening of an Elder Sign game in figures (the shell's story screen and the group's record):
 * doom and the Elder Signs at the end of every turn, each midnight of the clock marking a new day,
 * the awakening, the first Elder Sign, a devoured investigator and the end. The rulebook has no
 * score, so the summary gives the result alone. Pure: the log folded by the game's own rules.
 */

type Entry = LogEntry<EsCommand, EsEvent>

const key = (k: string, params?: Record<string, string | number>): StoryText => (params ? { key: k, params } : { key: k })
const nameOf = (id: string): StoryText => {
  const ao = data.ancientOnes.find((a) => a.id === id)
  return ao ? { text: { pl: ao.name.pl, en: ao.name.en } } : { text: { pl: id, en: id } }
}

export function story(entries: readonly Entry[], state: EsState): GameStory {
  const moments = new Moments()
  let end: EsEvent | null = null
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
    visit({ seq, events, step }) {
      for (const e of events) {
        const at = { step, seq, text: { event: e } }
        switch (e.type) {
          case 'MidnightStruck':
            day += Math.max(1, e.data.count)
            moments.add({ kind: 'midnight', mark: true, ...at })
            break
          case 'ElderSignsAdded':
            moments.first('first-sign', { kind: 'seal', ...at })
            break
          case 'InvestigatorDevoured':
            moments.add({ kind: 'loss', ...at })
            break
          case 'AncientOneAwakened':
            moments.first('awakened', { kind: 'awakening', mark: true, ...at })
            break
          case 'GameWon':
          case 'GameLost':
            end = e
            moments.add({ kind: 'end', mark: true, ...at })
            break
        }
      }
    },
  })
  const ao = state.ancientOne
  return {
    axis: key('story:axis.turn'),
    steps: t.steps,
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
    moments: moments.list,
    result: state.outcome ? { outcome: state.outcome.result, text: end ? { event: end } : key(`status.${state.status}`) } : null,
  }
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
