import type { District } from '../data'

export type { District } from '../data'

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
  /** Ritual markers in the supply, by level. */
  supply: Record<Level, number>
  sitesLeft: number
  dominanceLeft: number
  /** Disorganization cards in this cult's deck (public: they go to the discard pile). */
  disorganization: number
  /** Plan markers still to place this round. */
  toPlace: number
  /** Plans executed this round (the same Plan at most twice; the NPC exempt). */
  used: Record<PlanOrBluff, number>
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

export interface CultsState {
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
  recruitment: { seat: number; faces: Face[]; rerolls: number } | null
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

export interface LayoutFacts { sanity: Partial<Record<District, number>>; investigators?: Partial<Record<District, number>> }

export interface CultsSetup {
  players: { name: string; colour: string }[]
  /** Solo: one player against the app's opponent. */
  solo: boolean
  /** 2–3 players: the district out of play (null: drawn). */
  outDistrict: District | null
  firstCultist: number | null
  rounds: number
  /** The Starting Layout card (null: drawn 1–4). */
  layout: number | null
  /** Layouts the owner has entered (by number). */
  layouts: Record<string, LayoutFacts>
  dominanceSpaces: number
  /** Solo only (absent otherwise: a game file's object fields hold no null). */
  npc?: { deck: 'virtual' | 'physical'; cards: NpcCard[]; settings: Partial<NpcSettings> } | null
  goal: string | null
  /** Solo: the Goal card as the owner entered it (its id is `goal`); absent: the rulebook's card of that id. */
  goalCard?: GoalCard
}

/** The NPC settings a player may switch mid-game (ROC-NPC-SET; S10 decides only its start). */
export type SettingKey = Exclude<keyof NpcSettings, 'siteOutOfPlay'>

type Cmd<T extends string, D> = { type: T; data: D }
export type CultsCommand =
  | Cmd<'SetUpGame', CultsSetup>
  | Cmd<'SetLayout', { sanity: Partial<Record<District, number>>; investigators?: Partial<Record<District, number>> }>
  | Cmd<'PlaceStartingSite', { district: District }>
  | Cmd<'RevealCity', { advance?: District[]; preparation?: number; cards?: number; planMarkers?: number; tokenLimit?: number; label?: string; disorganization?: number[] }>
  | Cmd<'RollRecruitment', { seat: number; reroll?: number[]; faces?: Face[] }>
  | Cmd<'EndCultPhase', Record<string, never>>
  | Cmd<'PlacePlan', { district: District }>
  | Cmd<'NpcTurn', { die?: number; plan?: PlanOrBluff }>
  | Cmd<'TakePlan', {
      district: District
      plan: PlanOrBluff
      /** Augmentation: a Guardian and/or an Action card bought (different cards), a card destroyed. */
      guardian?: boolean
      action?: boolean
      destroy?: 'disorganization' | 'other' | null
      /** Preparation: a Site, then one Ritual of this level. */
      site?: boolean
      ritual?: Level | null
      /** Influence: the Ritual moved in (district and level), then draw or destroy. */
      from?: District | null
      level?: Level | null
      card?: 'draw' | 'destroy-disorganization' | 'destroy-other' | null
    }>
  | Cmd<'Reinforce', { from: District | null; level?: Level | null }>
  | Cmd<'EnterAttack', { totals: Record<string, number>; npcCards?: number }>
  | Cmd<'ResolveTerror', { add?: number; skip?: boolean; replace?: number[]; remove?: Level | null }>
  | Cmd<'Hide', { tokens: Record<string, number> }>
  | Cmd<'CheckGoal', { met: boolean }>
  | Cmd<'CorrectDistrict', { district: District; investigators?: number; track?: number; sanity?: number; guardians?: number | null; actions?: number | null }>
  | Cmd<'CorrectDisorganization', { seat: number; to: number }>
  /** A stack's card absent: not entered (a game file's object fields hold no null). */
  | Cmd<'SetDistrictCards', { district: District; guardian?: DistrictCard; action?: DistrictCard; guardians: number | null; actions: number | null }>
  | Cmd<'ChangeSetting', { setting: keyof NpcSettings; value?: string | boolean | string[]; numbers?: Record<District, number> }>

export type CultsCommandType = CultsCommand['type']
export type CommandOf<K extends CultsCommandType> = Extract<CultsCommand, { type: K }>

type Ev<T extends string, D> = { type: T; data: D; cause?: string }
export type CultsEvent =
  | Ev<'GameSetUp', {
      seed: string
      solo: boolean
      seats: { name: string; colour: string; npc: boolean }[]
      districts: { id: District; number: number; inPlay: boolean; capacity: number; dominanceCap: number }[]
      outDrawn: boolean
      firstCultist: number
      firstDrawn: boolean
      layout: number
      layoutDrawn: boolean
      rounds: number
      trackStart: number
      npc: { deck: 'virtual' | 'physical'; cards: NpcCard[]; draw: string[]; settings: NpcSettings } | null
      goal: string | null
      /** Present only when the owner entered the Goal card. */
      goalCard?: GoalCard
    }>
  | Ev<'LayoutApplied', { layout: number; sanity: Record<District, number>; investigators: Record<District, number> }>
  | Ev<'SiteAsked', { seat: number }>
  | Ev<'SitePlaced', { seat: number; district: District }>
  | Ev<'RitualPlaced', { seat: number; district: District; level: Level }>
  | Ev<'PhaseStarted', { round: number; phase: Phase }>
  | Ev<'CityRevealed', CityMods & { label?: string }>
  | Ev<'InvestigatorAdvanced', { district: District; track: number; arrived: boolean; investigators: number }>
  | Ev<'RecruitmentRolled', { seat: number; faces: Face[]; rerolled: number[]; rerolls: number; physical: boolean }>
  | Ev<'PlanPlaced', { seat: number; district: District; rolls?: number[] }>
  | Ev<'TurnPassed', { to: number; skipped: number[] }>
  | Ev<'PlanTaken', { seat: number; district: District; plan: PlanOrBluff }>
  | Ev<'CardsBought', { seat: number; district: District; guardian: boolean; action: boolean; cost: number }>
  | Ev<'CardDestroyed', { seat: number; what: 'disorganization' | 'other' }>
  | Ev<'CardDrawn', { seat: number }>
  | Ev<'TokensTaken', { seat: number; n: number }>
  | Ev<'RitualMoved', { seat: number; from: District; to: District; level: Level; now: Level }>
  | Ev<'RitualRemoved', { seat: number; district: District; level: Level }>
  | Ev<'NpcRolled', { die: number; plan: Plan; district: District; physical: boolean }>
  | Ev<'NpcFellBack', { from: Plan; to: PlanOrBluff; reason: string }>
  | Ev<'NpcBonusCard', { card: string | null }>
  | Ev<'NpcGuardianTaken', { district: District }>
  | Ev<'NpcThugsStored', { n: number }>
  | Ev<'NpcDeckReshuffled', { draw: string[] }>
  | Ev<'NpcDeckShuffled', { draw: string[] }>
  | Ev<'ConfrontationStarted', { district: District; active: number; noConfrontation: boolean; reinforcers: number[] }>
  | Ev<'ReinforcementDeclined', { seat: number }>
  /** Bookkeeping: the Dominance moves on (who still reinforces, whether there is a fight). */
  | Ev<'DominanceStage', { stage: 'reinforce' | 'attack' | 'terror'; reinforcers: number[]; noConfrontation: boolean }>
  | Ev<'AttackTotalled', {
      district: District
      sides: { seat: number; entered: number; rituals: number; total: number }[]
      npc: { cards: string[]; destroyed: string[]; cardAttack: number; cardThugs: number; rolls: Face[][]; dice: number; thugs: number; rituals: number; total: number } | null
    }>
  | Ev<'ConfrontationResolved', { district: District; winner: number | null; losers: number[] }>
  | Ev<'DisorganizationTaken', { seat: number }>
  | Ev<'TerrorResolved', { seat: number; district: District; terror: number; sanity: number; success: boolean; skipped: boolean }>
  | Ev<'DominancePlaced', { seat: number; district: District; replaced: number | null }>
  | Ev<'DominanceEnded', { district: District }>
  | Ev<'TokensCapped', { seat: number; from: number; to: number }>
  | Ev<'FirstCultistPassed', { to: number }>
  | Ev<'GameEnded', { scores: Scores }>
  | Ev<'GoalChecked', { goal: string; met: boolean; auto: boolean }>
  | Ev<'DistrictCorrected', { district: District; investigators: number; track: number; sanity: number | null; guardians: number | null; actions?: number | null }>
  | Ev<'DisorganizationCorrected', { seat: number; to: number }>
  | Ev<'DistrictCardsSet', { district: District; guardian: DistrictCard | null; action: DistrictCard | null; guardians: number | null; actions: number | null }>
  | Ev<'SettingChanged', { setting: keyof NpcSettings; value: NpcSettings[keyof NpcSettings]; was: NpcSettings[keyof NpcSettings] }>

export type CultsEventType = CultsEvent['type']
export type EventOf<K extends CultsEventType> = Extract<CultsEvent, { type: K }>
