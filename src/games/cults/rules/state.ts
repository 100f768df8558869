import type { District } from '../data/types'
import type { CultsEvent } from './events'

export type { District } from '../data/types'

/**
 * The folded state of a Cults game and the pieces it is made of. Plain JSON (no classes, no Maps),
 * so it can be stored, compared and cloned. Every change comes from an event through `evolve`.
 */

/** The phases of a round (rulebook «Przebieg rozgrywki», l.675–711). */
export type Phase = 'city' | 'cult' | 'planning' | 'actions' | 'hiding'
export const PHASES: readonly Phase[] = ['city', 'cult', 'planning', 'actions', 'hiding']
/** The four Plans (rulebook «Plany Kultu»); a Bluff is not a Plan. */
export type Plan = 'augmentation' | 'preparation' | 'influence' | 'dominance'
export const PLANS: readonly Plan[] = ['augmentation', 'preparation', 'influence', 'dominance']
export type PlanOrBluff = Plan | 'bluff'
export type Level = 1 | 2 | 3
export type Face = 'attack' | 'power' | 'terror' | 'blank'

/**
 * The solo opponent's defaults where the rulebook is silent or the OCR illegible: each a named,
 * switchable setting shown as "unverified" (ROC-NPC-S*).
 */
export interface NpcSettings {
  /** ROC-NPC-S1: district → number 1–4 (the board's printed numbers are not legible, l.113). */
  districtNumbers: Record<District, number>
  /** ROC-NPC-S2: die face 1–4 → Plan (the circled numbers are OCR noise, l.1958–1991). */
  dieToPlan: [Plan, Plan, Plan, Plan]
  /** ROC-NPC-S3: Augmentation with no Guardian card left: Bluff, or still destroy a Disorganization. */
  noGuardian: 'bluff' | 'destroy-only'
  /** ROC-NPC-S4: a Preparation that falls back to another Plan still moves the Investigator. */
  fallbackMovesTrack: boolean
  /** ROC-NPC-S5: Influence picks among equal lowest Rituals: the lowest- or highest-numbered district. */
  influenceTie: 'lowest' | 'highest'
  /** ROC-NPC-S6: defending, its highest Ritual comes only from other districts, or from anywhere (one already here stays). */
  defendFrom: 'other' | 'anywhere'
  /** ROC-NPC-S7: after its Terror it removes its lowest- or highest-level Ritual there. */
  removeAfterTerror: 'lowest' | 'highest'
  /** ROC-NPC-S8: a card offering its symbols or "destroy for N Thugs": take the larger, or always the symbols. */
  destroyForThugs: 'larger' | 'symbols'
  /** ROC-NPC-S9: its stored Thugs are capped at the 5-token limit in Hiding (default: not capped). */
  capStash: boolean
  /** ROC-NPC-S10: its fourth Cult Site goes on the district out of play too ("w każdej dzielnicy", l.1738; default: in play only). */
  siteOutOfPlay: boolean
}

/**
 * A card of the NPC's virtual deck: its Attack symbols and, if it has one, "destroy for N Thugs" in a
 * Confrontation. A Guardian it took names its district; `unknown` while that district's Guardian card
 * is not entered (it counts 0 until the owner enters it, ROC-CARDS-04).
 */
export interface NpcCard { id: string; attack: number; thugs: number | null; disorganization?: boolean; guardian?: boolean; district?: District; unknown?: boolean }

/**
 * A District card as the owner of the box entered it (rulebook «Karty Dzielnic», l.269–283): its type
 * (Guardian or Action), base cost in Power, the symbols it offers in hand, "destroy for N Thugs" in a
 * Confrontation if it has it, and how many identical cards its stack holds. Numbers and choices only;
 * the label is the owner's own short name for it, never card text.
 */
export interface DistrictCard {
  label: string
  type: 'guardian' | 'action'
  cost: number
  attack: number
  power: number
  terror: number
  thugs: number | null
  copies: number | null
}
export const DISTRICT_CARD_TYPES = ['guardian', 'action'] as const

/**
 * A City card as the owner entered it: what it changes in numbers this round (rulebook «Faza Miasta»
 * l.758–770, 882, 1018, 297): the districts whose Investigator advances, the Preparation and District
 * card cost modifiers, the Plan markers each places, the token limit, and whether it hands out
 * Disorganization cards (the players say to whom when it is revealed).
 */
export interface CityCard {
  label: string
  advance: District[]
  preparation: number
  cards: number
  planMarkers: number
  tokenLimit: number
  disorganization: boolean
}

/**
 * One requirement of a solo Goal card (rulebook «Karty Celów» l.406–419, 1726–1746: every requirement
 * must be met at the end). The two legible cards give the shapes `beat-npc` and `dominance-in`; the
 * counts are the scoring items (l.2031–2038) at least N; `check` is one the player checks.
 */
export type GoalNeed =
  | { kind: 'beat-npc' }
  | { kind: 'dominance-in'; district: District; n: number }
  | { kind: 'dominance' | 'sites' | 'rituals' | 'vp'; n: number }
  | { kind: 'check' }
export const GOAL_NEED_KINDS = ['beat-npc', 'dominance-in', 'dominance', 'sites', 'rituals', 'vp', 'check'] as const

/** A solo Goal card: its difficulty number (higher is harder, l.410–415, 1729–1733) and its requirements. */
export interface GoalCard { id: string; label: string; difficulty: number | null; needs: GoalNeed[] }

export interface Seat {
  name: string
  colour: string
  npc: boolean
  /** Plans executed this round (the same Plan at most twice; the NPC exempt). */
  used: Record<PlanOrBluff, number>
  /** Ritual markers in the supply, by level. */
  supply: Record<Level, number>
  /** Cult Sites still in the supply. */
  sitesLeft: number
  /** Dominance markers still in the supply. */
  dominanceLeft: number
  /** Disorganization cards in this cult's deck (public: they go to the discard pile). */
  disorganization: number
  /** Plan markers still to place this round. */
  toPlace: number
}

export interface DistrictState {
  id: District
  number: number
  inPlay: boolean
  /** Ritual spaces usable (3/4/5 by player count). */
  capacity: number
  sanity: number | null
  /** Investigators in the district (they count); the track's token does not. */
  investigators: number
  /** Steps the track's token still has to go before it arrives. */
  track: number
  dominanceCap: number
  /** Guardian cards left in its stack, when known. */
  guardians: number | null
  /** Action cards left in its stack, when known. */
  actions: number | null
  /** Cards taken from its two stacks this game (bought, or the opponent's Guardian), known or not how many are left. */
  taken: { guardian: number; action: number }
  /** The District cards of its two stacks, when the players entered them (ROC-CARDS-01). */
  guardianCard: DistrictCard | null
  actionCard: DistrictCard | null
  rituals: { seat: number; level: Level }[]
  sites: number[]
  dominance: number[]
  /** Plan markers by seat, bottom first (the top is the last). */
  stack: number[]
}

export interface NpcState {
  deck: 'virtual' | 'physical'
  cards: Record<string, NpcCard>
  draw: string[]
  discard: string[]
  bonus: string[]
  /** Bonus cards of a physical deck: only their number. */
  bonusCount: number
  /**
   * Cards a physical deck turned face up in its fights so far (the top 3 each time, l.2303–2306):
   * each then goes to its discard pile (l.2416–2417), which only the table can do. A virtual deck: 0.
   */
  revealed: number
  /**
   * Its cards destroyed (to the box, out of the game, l.1125–1127): a virtual deck's card ids (one
   * destroyed for Thugs in a fight, a Disorganization card by its Augmentation); a physical deck's
   * Disorganization cards destroyed, each as `disorganization`.
   */
  destroyed: string[]
  thugs: number
  settings: NpcSettings
}

export interface CityMods { preparation: number; cards: number; planMarkers: number; tokenLimit: number; advance: District[] }
/** This round's City card: its numbers, and the owner's label when it was picked from the list. */
export type CityState = CityMods & { label: string | null }

export type Pending =
  | { kind: 'layout'; layout: number }
  | { kind: 'site'; seat: number }
  | {
      kind: 'confrontation'
      district: District
      active: number
      stage: 'reinforce' | 'attack' | 'terror'
      /** Opponents still to say whether they move a Ritual in (in order). */
      reinforcers: number[]
      noConfrontation: boolean
    }
  | { kind: 'goal' }

export interface Scores {
  seats: { seat: number; dominance: number; sites: number; rituals: number; mostRituals: boolean; vp: number; disorganization: number }[]
  /** Seats in final order (the tie-breakers applied). */
  order: number[]
  /** Seats still level after every tie-breaker. */
  shared: number[]
}

/**
 * The rules a game is set up under (`SetUpGame.data.rules`: the setup form sends the newest).
 * Version 3: a Preparation does at least one of its two actions («dwa działania lub tylko jedno z
 * nich», l.1161–1162); one with neither is refused (`prepare/nothing`): a Plan not carried out is
 * the Bluff (l.975–986). A game file without it (set up before) replays as it was played, its empty
 * Preparations included.
 */
export const SETUP_RULES = 3
export const LEGACY_RULES = 2

export interface CultsState {
  /** The rules the game was set up under (`SETUP_RULES`); absent: set up before version 3 (`LEGACY_RULES`). */
  rules?: number
  status: 'new' | 'playing' | 'over'
  seed: string
  solo: boolean
  seats: Seat[]
  districts: DistrictState[]
  round: number
  rounds: number
  phase: Phase | 'setup'
  firstCultist: number
  /** Whose turn it is in Planning / Actions. */
  actor: number
  layout: number
  playerCount: number
  trackStart: number
  city: CityState
  /** The Cult phase's Recruitment: the roll in progress (its cult, dice, rerolls) and every cult that has rolled this phase (`rolled`: one roll each, ROC-CULT-02). */
  recruitment: { seat: number; faces: Face[]; rerolls: number; rolled?: number[] } | null
  npc: NpcState | null
  goal: string | null
  /** The Goal card: its difficulty and requirements (the two legible ones from the rulebook, or as entered). */
  goalCard: GoalCard | null
  goalMet: boolean | null
  pending: Pending | null
  scores: Scores | null
  /**
   * The opponent's turn as it happened (its events, corrections aside), kept through the fight it
   * started until the players go on (their next Plan marker placed or taken, the next round): the
   * step list with each step's rule on the table, fight and opponent screens.
   */
  npcSteps: CultsEvent[] | null
}
