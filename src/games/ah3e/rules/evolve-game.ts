import { type Folds, same } from './evolve-base'
import { type Ah3eState, LEGACY_RULES, zeroCounts } from './state'

/** The event types this table folds. */
type Handled =
  | 'GameSetUp' | 'RoundStarted' | 'RoundEnded' | 'PhaseChanged' | 'LeadChanged' | 'InvestigatorLeft'
  | 'InvestigatorJoined' | 'ChoiceOpened' | 'ChoiceAnswered' | 'ChainStopped' | 'SeriesEnded' | 'GameEnded'
/** The game and its rounds: setup, phases, the lead investigator, who joins and leaves, the players' answers and the end. */
export const gameFolds: Pick<Folds, Handled> = {
  GameSetUp(state, event) {
    const s: Ah3eState = { ...state }
    const d = event.data
    s.rules = d.rules ?? LEGACY_RULES
    s.status = 'playing'
    s.seed = d.seed
    s.scenario = d.scenario
    s.mode = d.mode
    s.players = d.players.map((p) => ({ ...p }))
    s.lead = d.lead
    s.used = d.players.flatMap((p) => (p.investigator ? [p.investigator] : []))
    s.draws = { ...d.draws }
    s.off = [...d.off]
    s.board = d.board
    s.startSpace = d.startSpace
    s.mythos = { cup: { ...d.cup }, drawn: zeroCounts(), removed: zeroCounts(), supplied: { ...d.cup } }
    s.eventDeck = d.eventDeck
    s.eventCards = d.eventCards
    s.terrorDeck = d.terrorDeck
    s.headlines = d.headlines
    s.sheetBands = [...d.sheetBands]
    s.series = d.series
    return s
  },
  RoundStarted(state, event) {
    const s: Ah3eState = { ...state }
    s.round = event.data.round
    s.phase = 'action'
    s.mythosDraws = 0
    s.terrorEncounters = []
    if (s.phaseEncounters.length) s.phaseEncounters = []
    return s
  },
  RoundEnded: same,
  PhaseChanged(state, event) {
    const s: Ah3eState = { ...state }
    s.phase = event.data.phase
    s.mythosDraws = 0
    if (s.phaseEncounters.length) s.phaseEncounters = []
    return s
  },
  LeadChanged(state, event) {
    const s: Ah3eState = { ...state }
    s.lead = event.data.player
    return s
  },
  InvestigatorLeft(state, event) {
    const s: Ah3eState = { ...state }
    s.players = s.players.map((p, i) => (i === event.data.player ? { ...p, investigator: null } : p))
    s.left = [...s.left, { investigator: event.data.investigator, how: event.data.how }]
    return s
  },
  InvestigatorJoined(state, event) {
    const s: Ah3eState = { ...state }
    s.players = s.players.map((p, i) => (i === event.data.player ? { ...p, investigator: event.data.investigator } : p))
    s.used = [...s.used, event.data.investigator]
    return s
  },
  ChoiceOpened(state, event) {
    const s: Ah3eState = { ...state }
    s.pending = { ...event.data.choice, rest: event.data.rest } as Ah3eState['pending']
    return s
  },
  ChoiceAnswered(state) {
    const s: Ah3eState = { ...state }
    s.pending = null
    return s
  },
  ChainStopped: same,
  SeriesEnded: same,
  GameEnded(state, event) {
    const s: Ah3eState = { ...state }
    s.status = event.data.result
    s.outcome = { result: event.data.result, reason: event.data.reason }
    s.pending = null
    return s
  },
}
