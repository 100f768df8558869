import type { LogEntry } from '@/core'
import type { GameRecord, GameStory, StoryHooks, StoryText } from '@/shell/module'
import { roundStep, seriesOf, storyOf, timeline, type MomentTable } from '@/shell/story/fold'
import { componentNames } from './names'
import { ah3e, seriesOver, seriesRecordAfter, type Ah3eCommand, type Ah3eEvent, type Ah3eState, type SeriesGame } from '../rules'

/**
 * The evening of an AH3e game in figures (the shell's story screen and the group's record): the
 * doom in each neighbourhood at its highest in every round (an overflow at 6 clears it at once), the
 * doom on the scenario sheet at the end of every round, the overflows at
 * 6, the sheet's reminder bands, the investigators lost and the end; the Inevitable series the game
 * belongs to. The rules have no score. Pure: the log folded by the game's own rules.
 */

type Entry = LogEntry<Ah3eCommand, Ah3eEvent>

const key = (k: string, params?: Record<string, string | number | StoryText>): StoryText => (params ? { key: k, params } : { key: k })
/** A neighbourhood's name in both languages, as the game shows it (the owner's correction, else the data's). */
const hoodName = (id: string): StoryText => ({ text: componentNames(`neighbourhoods/${id}`) ?? { pl: id, en: id } })
/** A scenario's title in quotes, in both languages. */
const scenarioName = (id: string): StoryText => key('name.scenario', { title: { text: componentNames(`scenarios/${id}`) ?? { pl: id, en: id } } })

/** A game of a series in the record: its scenario, who played it, those defeated or devoured in it. */
function seriesGameName(g: SeriesGame): StoryText {
  const list = g.investigators.join(', ')
  if (!list) return scenarioName(g.scenario)
  return g.barred.length ? key('record.seriesGameBarred', { scenario: scenarioName(g.scenario), list, barred: g.barred.join(', ') }) : key('record.seriesGame', { scenario: scenarioName(g.scenario), list })
}

function figures(s: Ah3eState): Record<string, number> {
  const out: Record<string, number> = {}
  for (const n of s.board.neighbourhoods) out[`hood:${n}`] = 0
  for (const [space, n] of Object.entries(s.board.doom)) {
    const hood = s.board.spaces[space]
    if (hood !== undefined && Object.hasOwn(out, `hood:${hood}`)) out[`hood:${hood}`] += n
  }
  out.sheet = s.sheetDoom
  return out
}

/** The turning points: each overflow at 6, each reminder band, an investigator lost, the end of the game and of the series. */
const MOMENTS: MomentTable<Ah3eEvent> = {
  DoomOverflowed: { kind: 'threshold', mark: true },
  SheetBandReached: { kind: 'threshold' },
  InvestigatorLeft: { kind: 'loss', when: (e) => e.data.how !== 'retired' },
  GameEnded: { kind: 'end', mark: true, end: true },
  SeriesEnded: { kind: 'end' },
}

export function story(entries: readonly Entry[], state: Ah3eState): GameStory {
  const t = timeline({
    entries,
    initial: ah3e.initialState(),
    evolve: ah3e.evolve,
    stepOf: (before) => roundStep(before.round, before.status === 'won' || before.status === 'lost'),
    figures,
    // A neighbourhood's doom at its highest in the round: an overflow at 6 is cleared at once.
    peak: (id) => id.startsWith('hood:'),
    moments: MOMENTS,
  })
  const hoods = [...t.figures.keys()].filter((k) => k.startsWith('hood:'))
  return storyOf(t, 'round', {
    charts: [
      {
        id: 'neighbourhoods',
        title: key('story.chart.doomByArea'),
        series: hoods.map((h) => seriesOf(t, h, hoodName(h.slice(5)))),
        limits: [{ value: 6, label: key('story:limit.overflow'), hue: 'red' }],
      },
      {
        id: 'sheet',
        title: key('gauge.sheet'),
        series: [seriesOf(t, 'sheet', key('gauge.sheet'), { hue: 'red' })],
        limits: state.sheetBands.map((b) => ({ value: b, label: key('story:limit.band', { n: b }), hue: 'slate' as const })),
      },
    ],
    result: state.outcome ? { outcome: state.outcome.result, text: t.end ? { event: t.end } : key(`status.${state.status}`) } : null,
  })
}

export function record(s: Ah3eState): GameRecord {
  const ended = s.status === 'won' || s.status === 'lost'
  const after = seriesRecordAfter(s)
  const r = after ?? s.series
  return {
    ended,
    result: s.status === 'won' ? 'won' : s.status === 'lost' ? 'lost' : null,
    score: null,
    players: s.players.length,
    against: s.scenario ? { id: s.scenario, kind: key('setup.scenario'), name: scenarioName(s.scenario) } : null,
    series:
      s.series && r
        ? {
            id: s.series.id,
            game: s.series.game,
            pool: r.pool.length,
            // Who played each game, and who is out for the series (review ah3e-udw #11).
            games: r.games.map((g) => ({ name: seriesGameName(g), result: g.result })),
            outcome: after ? seriesOver(after) : null,
          }
        : null,
  }
}

const hooks: StoryHooks<Ah3eState, Ah3eCommand, Ah3eEvent> = { story, record }
export default hooks
