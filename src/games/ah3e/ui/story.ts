import type { LogEntry } from '@/core'
import type { GameRecord, GameStory, StoryHooks, StoryMoment, StoryText } from '@/shell/module'
import { roundStep, seriesOf, storyOf, timeline, type MomentTable } from '@/shell/story/fold'
import { componentNames } from './names'
import { ah3e, policies, seriesOver, seriesRecordAfter, terrorTier, type Ah3eCommand, type Ah3eEvent, type Ah3eState, type SeriesGame } from '../rules'

/**
 * The evening of an AH3e game in figures (the shell's story screen and the group's record): the
 * doom in each neighbourhood at its highest in every round (an overflow at 6 clears it at once), the
 * doom on the scenario sheet at the end of every round, the overflows at
 * 6, the sheet's reminder bands, the investigators lost and the end; in a terror scenario (UDW §3.6)
 * also the terror in each neighbourhood at the end of every round, with its tiers, and each round's
 * terror spread and terror encounters as turning points; the Inevitable series the game
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
  for (const n of s.board.neighbourhoods) out[`terror:${n}`] = s.board.terror[n] ?? 0
  return out
}

/** Items joined into one text («A; B; C»), each worded first. */
const listOf = (items: StoryText[]): StoryText => items.reduce((a, b) => key('story.list', { a, b }))

/**
 * A round's terror as turning points (UDW §3.6): one for the terror spread in it (each neighbourhood
 * once, with its terror after the last spread; an empty terror deck's doom on the sheet instead),
 * one for its terror encounters (who, where, the section read), each at the entry of the first.
 */
class TerrorMoments {
  private spread = new Map<number, { seq: number; hoods: Map<string, number | null> }>()
  private met = new Map<number, { seq: number; items: StoryText[] }>()
  see(e: Ah3eEvent, step: number, seq: number): void {
    if (e.type === 'TerrorSpread' || e.type === 'TerrorSpreadPrevented') {
      const r = this.spread.get(step) ?? { seq, hoods: new Map<string, number | null>() }
      r.hoods.set(e.data.neighbourhood, e.type === 'TerrorSpread' ? e.data.terror : (r.hoods.get(e.data.neighbourhood) ?? null))
      this.spread.set(step, r)
    } else if (e.type === 'TerrorEncounterResolved') {
      const r = this.met.get(step) ?? { seq, items: [] }
      r.items.push(key('story.moment.terrorEncounter', { investigator: e.data.investigator, neighbourhood: hoodName(e.data.neighbourhood), tier: key(`tier.${e.data.tier}`) }))
      this.met.set(step, r)
    }
  }
  list(): StoryMoment[] {
    const spread = [...this.spread].map(([step, r]): StoryMoment => ({
      kind: 'threshold',
      step,
      seq: r.seq,
      text: key('story.moment.terrorSpread', {
        list: listOf([...r.hoods].map(([n, terror]) => (terror === null ? key('story.moment.terrorDeckEmpty', { neighbourhood: hoodName(n) }) : key('story.moment.terrorIn', { neighbourhood: hoodName(n), terror })))),
      }),
    }))
    const met = [...this.met].map(([step, r]): StoryMoment => ({ kind: 'threshold', step, seq: r.seq, text: key('story.moment.terrorEncounters', { n: r.items.length, list: listOf(r.items) }) }))
    return [...spread, ...met]
  }
}

/** The timeline's turning points and the terror's, in the order they happened (a rule's own first where they share an entry). */
const inOrder = (a: readonly StoryMoment[], b: readonly StoryMoment[]): StoryMoment[] =>
  [...a.map((m, i) => ({ m, i })), ...b.map((m, i) => ({ m, i: a.length + i }))].sort((x, y) => x.m.seq - y.m.seq || x.i - y.i).map((x) => x.m)

/** The turning points: each overflow at 6, each reminder band, an investigator lost, the end of the game and of the series. */
const MOMENTS: MomentTable<Ah3eEvent> = {
  DoomOverflowed: { kind: 'threshold', mark: true },
  SheetBandReached: { kind: 'threshold' },
  InvestigatorLeft: { kind: 'loss', when: (e) => e.data.how !== 'retired' },
  GameEnded: { kind: 'end', mark: true, end: true },
  SeriesEnded: { kind: 'end' },
}

export function story(entries: readonly Entry[], state: Ah3eState): GameStory {
  const terror = new TerrorMoments()
  const t = timeline({
    entries,
    initial: ah3e.initialState(),
    evolve: ah3e.evolve,
    stepOf: (before) => roundStep(before.round, before.status === 'won' || before.status === 'lost'),
    figures,
    // A neighbourhood's doom at its highest in the round: an overflow at 6 is cleared at once.
    peak: (id) => id.startsWith('hood:'),
    moments: MOMENTS,
    visit: (f) => {
      for (const e of f.events) terror.see(e, f.step, f.seq)
    },
  })
  const hoods = [...t.figures.keys()].filter((k) => k.startsWith('hood:'))
  // Terror only in a terror scenario (archive card #61 in the codex), or where terror was put all the same.
  const terrors = [...t.figures.keys()].filter((k) => k.startsWith('terror:'))
  const terrorShown = policies(state).terror || terrors.some((k) => t.figures.get(k)!.some((v) => (v ?? 0) > 0))
  return storyOf(t, 'round', {
    moments: inOrder(t.moments, terror.list()),
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
      ...(terrorShown
        ? [
            {
              id: 'terror',
              title: key('story.chart.terrorByArea'),
              series: terrors.map((h) => seriesOf(t, h, hoodName(h.slice(7)))),
              // The terror encounters' sections (UDW §3.6): 3–4 from 3 terror, 5+ from 5.
              limits: [3, 5].map((value) => ({ value, label: key('story.limit.tier', { tier: key(`tier.${terrorTier(value)}`) }), hue: 'purple' as const })),
            },
          ]
        : []),
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
