import type { LogEntry } from '@/core'
import type { GameRecord, GameStory, StoryHooks, StoryHue, StoryMoment, StoryResult, StoryText } from '@/shell/module'
import { roundStep, seriesOf, storyOf, timeline, type MomentTable } from '@/shell/story/fold'
import { cults, type CultsCommand, type CultsEvent, type CultsState } from '../rules'
import { scoresOf } from '../rules/logic'

/**
 * The evening of a Rise of the Cults game in figures (the shell's story screen and the group's
 * record): each cult's Victory Points (ROC-SCORE, `scoresOf`) at the end of every round, the NPC's
 * in a solo game; the lead changing hands, the first Dominance marker, the end and the Goal card.
 * The result is the final standings; in a solo game the Goal card decides. Pure: the log folded by
 * the game's own rules.
 */

type Entry = LogEntry<CultsCommand, CultsEvent>

const key = (k: string, params?: Record<string, string | number>): StoryText => (params ? { key: k, params } : { key: k })
const HUES: Readonly<Record<string, StoryHue>> = { red: 'red', blue: 'blue', green: 'green', yellow: 'amber' }
const seatLabel = (s: CultsState, i: number): StoryText => (s.seats[i]?.npc ? key('npc.name') : { text: { pl: s.seats[i]?.name ?? '', en: s.seats[i]?.name ?? '' } })

/** The turning points the events make: the first Dominance marker, the end, the Goal card checked (its result's text). */
const MOMENTS: MomentTable<CultsEvent> = {
  DominancePlaced: { kind: 'threshold', once: 'first-dominance' },
  GameEnded: { kind: 'end', mark: true, end: true },
  GoalChecked: { kind: 'end' },
}

export function story(entries: readonly Entry[], state: CultsState): GameStory {
  let goal: CultsEvent | null = null
  const t = timeline({
    entries,
    initial: cults.initialState(),
    evolve: cults.evolve,
    stepOf: (before) => roundStep(before.round, before.status === 'over'),
    figures: (s) => Object.fromEntries(scoresOf(s).seats.map((x) => [`seat:${x.seat}`, x.vp])),
    moments: MOMENTS,
    visit({ events }) {
      for (const e of events) if (e.type === 'GoalChecked') goal = e
    },
  })
  const seats = state.seats.map((_, i) => `seat:${i}`)
  const series = seats.map((id, i) => seriesOf(t, id, seatLabel(state, i), HUES[state.seats[i].colour] ? { hue: HUES[state.seats[i].colour] } : {}))
  return storyOf(t, 'round', {
    charts: [{ id: 'vp', title: key('score.heading'), series }],
    moments: [...t.moments, ...leads(state, series.map((s) => s.values), t.steps.map((s) => s.seq))].sort((a, b) => a.seq - b.seq || order(a) - order(b)),
    result: resultOf(state, t.end, goal),
  })
}
/** At the same entry, the lead before the end. */
const order = (m: StoryMoment) => (m.kind === 'end' ? 1 : 0)

/** The lead changing hands: a round after which one cult alone has the most points, not the one that had them alone before. */
function leads(s: CultsState, values: (number | null)[][], seqs: number[]): StoryMoment[] {
  const out: StoryMoment[] = []
  let leader: number | null = null
  for (let step = 1; step < seqs.length; step++) {
    const at = values.map((v) => v[step] ?? 0)
    const top = Math.max(...at)
    const first = at.filter((v) => v === top).length === 1 && top > 0 ? at.indexOf(top) : null
    if (first !== null && first !== leader) {
      out.push({ kind: 'lead', step, seq: seqs[step], text: { key: 'story:moment.lead', params: { name: seatLabel(s, first), n: top } } })
    }
    if (first !== null) leader = first
  }
  return out
}

function resultOf(s: CultsState, end: CultsEvent | null, goal: CultsEvent | null): StoryResult | null {
  if (s.status !== 'over') return null
  const scores = s.scores ?? scoresOf(s)
  const standings = scores.order.map((i, n) => ({ label: seatLabel(s, i), value: scores.seats[i].vp, first: n === 0 || scores.shared.includes(i) }))
  if (!s.solo) return { outcome: 'over', text: end ? { event: end } : key('status.over'), standings }
  const human = s.seats.findIndex((p) => !p.npc)
  const mine = scores.seats[human]
  const most = mine.mostRituals ? 1 : 0
  return {
    outcome: s.goalMet === true ? 'won' : s.goalMet === false ? 'lost' : 'over',
    text: goal ? { event: goal } : end ? { event: end } : key('status.over'),
    score: {
      total: mine.vp,
      parts: [
        { label: key('score.domLong'), value: mine.dominance },
        { label: key('score.sites'), value: mine.vp - mine.dominance - most },
        { label: key('score.most'), value: most },
      ],
    },
    standings,
  }
}

export function record(s: CultsState): GameRecord {
  const ended = s.status === 'over'
  const scores = ended ? (s.scores ?? scoresOf(s)) : null
  const human = s.seats.findIndex((p) => !p.npc)
  return {
    ended,
    result: ended && s.solo ? (s.goalMet === true ? 'won' : s.goalMet === false ? 'lost' : null) : null,
    score: scores && s.solo && human >= 0 ? scores.seats[human].vp : null,
    players: s.playerCount,
    against: null,
    series: null,
  }
}

const hooks: StoryHooks<CultsState, CultsCommand, CultsEvent> = { story, record }
export default hooks
