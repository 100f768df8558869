import type { LogEntry } from '@/core'
import type { GameRecord, GameStory, StoryHooks, StoryResult, StoryText } from '@/shell/module'
import { seriesOf, storyOf, timeline, SETUP, type MomentTable } from '@/shell/story/fold'
import { ah2eFullData as data } from '../data/full'
import { componentNames } from './names'
import { ah2e, limits, scoreOf, type Ah2eCommand, type Ah2eEvent, type Ah2eState } from '../rules'

/**
 * The evening of an AH2e game in figures (the shell's story screen and the group's record): doom,
 * terror, open gates and the monsters in Arkham at the end of every turn and every round of the
 * final battle, the turning points (the first shop terror closes, the state of emergency, each
 * Elder Sign, the awakening, Arkham overrun, a devoured investigator, the end), the result and the
 * rulebook's score («PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA», `scoreOf`). Pure: the log folded by the
 * game's own rules.
 */

type Entry = LogEntry<Ah2eCommand, Ah2eEvent>

const key = (k: string, params?: Record<string, string | number>): StoryText => (params ? { key: k, params } : { key: k })
/** The Ancient One's name in both languages as this device shows it (the owner's correction, a content pack, else the data's). */
const nameOf = (id: string): StoryText => ({ text: componentNames(`ancientOnes/${id}`) ?? { pl: id, en: id } })

function stepOf(before: Ah2eState) {
  // The setup's own Mythos draw belongs to the setup; a command after the end to the last step.
  if (!before.setupDone) return SETUP
  if (before.status === 'won' || before.status === 'lost') return null
  if (before.status === 'final-battle') {
    const r = Math.max(1, before.battle?.round ?? 1)
    return { key: `b${r}`, tick: `B${r}`, name: key('story.step.battle', { n: r }) }
  }
  return { key: `t${before.turn}`, tick: String(before.turn), name: key('games.turn', { n: before.turn }) }
}

const figures = (s: Ah2eState) => ({
  doom: s.doom,
  terror: s.terror,
  gates: limits.openGateCount(s),
  monsters: limits.arkhamMonsterCount(s, data),
})

/** The turning points: the first shop terror closes, terror 10, the state of emergency, each Elder Sign, a devoured investigator, the awakening, Zhar's first being defeated, the end. */
const MOMENTS: MomentTable<Ah2eEvent> = {
  LocationClosed: { kind: 'threshold', once: 'terror-closes', when: (e) => e.data.by === 'terror' },
  TerrorRaised: { kind: 'threshold', mark: true, once: 'terror-10', when: (e) => e.data.to >= 10 },
  StateOfEmergencyDeclared: { kind: 'threshold', once: 'emergency' },
  ElderSignPlaced: { kind: 'seal', mark: true },
  InvestigatorDevoured: { kind: 'loss' },
  AncientOneAwakened: { kind: 'awakening', mark: true, once: 'awakened' },
  // Zhar's first being falls: the track fills again for the second one.
  DoomTrackFilled: { kind: 'threshold', mark: true, once: 'second-being', when: (e) => e.cause === 'rule/zhar-second-being' },
  GameWon: { kind: 'end', mark: true, end: true },
  GameLost: { kind: 'end', mark: true, end: true },
}

export function story(entries: readonly Entry[], state: Ah2eState): GameStory {
  const t = timeline({ entries, initial: ah2e.initialState(), evolve: ah2e.evolve, stepOf, figures, moments: MOMENTS })
  return storyOf(t, 'turn', {
    charts: [
      {
        id: 'tracks',
        title: key('story:chart.tracks'),
        series: [seriesOf(t, 'doom', key('gauge.doom'), { hue: 'red' }), seriesOf(t, 'terror', key('gauge.terror'), { hue: 'purple' })],
        limits: [
          ...(state.doomMax > 0 ? [{ value: state.doomMax, label: key('gauge.note.awakens'), hue: 'red' as const }] : []),
          { value: 10, label: key('gauge.note.overrun'), hue: 'purple' as const },
        ],
      },
      {
        id: 'board',
        title: key('story:chart.board'),
        series: [seriesOf(t, 'gates', key('gauge.gates'), { hue: 'amber' }), seriesOf(t, 'monsters', key('gauge.monsters'), { hue: 'green' })],
        limits: state.players > 0 ? [{ value: limits.gateAwakeningThreshold(state.players), label: key('gauge.note.awakens'), hue: 'amber' }] : [],
      },
    ],
    result: resultOf(state, t.end),
  })
}

function resultOf(s: Ah2eState, end: Ah2eEvent | null): StoryResult | null {
  if (!s.outcome) return null
  const text: StoryText = end ? { event: end } : key(`status.${s.status}`)
  if (s.outcome.result === 'lost') return { outcome: 'lost', text }
  const b = scoreOf(s, data)
  const parts: { label: StoryText; value: number }[] = [
    { label: key('score.doomTrackTop'), value: b.doomTrackTop },
    { label: key('score.terror'), value: -b.terror },
    { label: key('score.unpaidBankLoans'), value: -b.unpaidBankLoans },
    { label: key('score.elderSignCardsPlayed'), value: -b.elderSignCardsPlayed },
    { label: key('score.gateTrophies'), value: b.gateTrophies },
    { label: key('score.monsterTrophySets'), value: b.monsterTrophySets },
    { label: key('score.saneSurvivors'), value: b.saneSurvivors },
  ]
  return { outcome: 'won', text, score: { total: b.total, parts } }
}

export function record(s: Ah2eState): GameRecord {
  const ended = s.status === 'won' || s.status === 'lost'
  return {
    ended,
    result: s.status === 'won' ? 'won' : s.status === 'lost' ? 'lost' : null,
    score: s.status === 'won' ? scoreOf(s, data).total : null,
    players: s.players,
    against: s.ancientOne ? { id: s.ancientOne, kind: key('setup.ancientOne'), name: nameOf(s.ancientOne) } : null,
    series: null,
  }
}

const hooks: StoryHooks<Ah2eState, Ah2eCommand, Ah2eEvent> = { story, record }
export default hooks
