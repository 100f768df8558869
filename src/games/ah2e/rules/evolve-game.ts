import type { Ah2eEvent } from './events'
import { type Folds, newPhase } from './evolve-base'
import { type Ah2eState, personalStoriesOf } from './state'

function foldTerrorRaised(s: Ah2eState, e: Extract<Ah2eEvent, { type: 'TerrorRaised' | 'TerrorCorrected' }>): Ah2eState {
  return { ...s, terror: e.data.to }
}

/** The event types this table folds. */
type Handled =
  | 'GameSetUp' | 'PhaseAdvanced' | 'DoomAdded' | 'DoomRemoved' | 'TerrorRaised' | 'TerrorCorrected'
  | 'PendingChoiceOpened' | 'PendingChoiceAnswered' | 'PositionTrackingSet' | 'PersonalStorySet'
  | 'AncientOneAwakened' | 'DoomTrackFilled' | 'BattleRoundStarted' | 'BattleAttackRecorded' | 'GameWon'
  | 'GameLost' | 'ScoreInputsSet'
/** The game: setup, phases, doom and terror, the players' answers, the Ancient One's battle and the end. */
export const gameFolds: Pick<Folds, Handled> = {
  GameSetUp(s, e) {
    const d = e.data
    const monsters: Record<string, string> = {}
    for (const uid of d.monstersInCup) monsters[uid] = 'cup'
    for (const uid of d.monstersBoxed) monsters[uid] = 'box'
    const clues: Record<string, number> = {}
    for (const loc of d.clueLocations) clues[loc] = 1
    return {
      ...s,
      status: 'playing',
      seed: d.seed,
      players: d.players,
      settings: d.settings,
      investigators: d.investigators.map((i) => ({
        id: i.id, name: i.name, location: null, delayed: false, sneak: null, clues: 0,
        devoured: false, eliminated: false, gateTrophies: [], monsterTrophies: [],
      })),
      firstPlayer: 0,
      ancientOne: d.ancientOne,
      doomMax: d.doomMax,
      doom: 0,
      terror: 0,
      turn: 1,
      phase: 'mythos',
      mythosDeck: d.mythosDeck,
      gateStack: d.gateStack,
      allyDeck: d.allyDeck,
      monsters,
      clues,
      gateDeck: d.gateDeck ?? [],
      expansions: d.expansions ? [...d.expansions] : [],
      herald: d.herald ?? null,
      deepOnesRising: 0,
      fedsRaid: {},
      stateOfEmergency: false,
      aoCounters: d.aoCounters ? { ...d.aoCounters } : {},
      personalStories: {},
      customMonsters: {},
      customArrows: {},
    }
  },
  PhaseAdvanced(s, e) {
    return newPhase({ ...s, turn: e.data.turn, phase: e.data.phase })
  },
  DoomAdded(s, e) {
    return { ...s, doom: Math.min(s.doomMax, s.doom + e.data.amount) }
  },
  DoomRemoved(s, e) {
    return { ...s, doom: Math.max(0, s.doom - e.data.amount) }
  },
  TerrorRaised: foldTerrorRaised,
  TerrorCorrected: foldTerrorRaised,
  PendingChoiceOpened(s, e) {
    return { ...s, pending: e.data.choice }
  },
  PendingChoiceAnswered(s) {
    return { ...s, pending: null }
  },
  PositionTrackingSet(s, e) {
    return { ...s, settings: { ...s.settings, trackPositions: e.data.on } }
  },
  PersonalStorySet(s, e) {
    return { ...s, personalStories: { ...personalStoriesOf(s), [e.data.investigatorId]: { story: e.data.story, status: e.data.status } } }
  },
  AncientOneAwakened(s, e) {
    return { ...s, status: 'final-battle', awakenedBy: e.data.reason, mythos: null, pending: null, battle: { round: 0, successes: 0, attacked: [] } }
  },
  DoomTrackFilled(s) {
    return { ...s, doom: s.doomMax }
  },
  BattleRoundStarted(s, e) {
    return { ...s, firstPlayer: e.data.firstPlayer, battle: { round: e.data.round, successes: s.battle?.successes ?? 0, attacked: [] } }
  },
  BattleAttackRecorded(s, e) {
    return s.battle ? { ...s, battle: { ...s.battle, successes: e.data.total, attacked: [...s.battle.attacked, e.data.investigatorId] } } : s
  },
  GameWon(s, e) {
    return { ...s, status: 'won', outcome: { result: 'won', how: e.data.how }, mythos: null, pending: null }
  },
  GameLost(s, e) {
    return { ...s, status: 'lost', outcome: { result: 'lost', reason: e.data.reason }, mythos: null, pending: null }
  },
  ScoreInputsSet(s, e) {
    const { unpaidBankLoans, saneSurvivors, monsterTrophies } = e.data
    return { ...s, scoreInputs: { unpaidBankLoans, saneSurvivors, ...(monsterTrophies !== undefined ? { monsterTrophies } : {}) } }
  },
}
