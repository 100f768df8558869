/** Arkham Horror 2e game state: what the app tracks beside the physical board. */
import type { DimensionSymbol, MovementType } from '../data/types'
import type { Ah2eEvent } from './events'

export type Phase = 'upkeep' | 'movement' | 'arkham-encounters' | 'other-world-encounters' | 'mythos'
export const PHASES: readonly Phase[] = ['upkeep', 'movement', 'arkham-encounters', 'other-world-encounters', 'mythos']

export interface Ah2eSettings {
  /**
   * Rulebook summary table «PODSUMOWANIE POZIOMÓW PANIKI» (p. 24) adds 1 doom when terror reaches 10;
   * the body text «Tor paniki» (p. 20) does not. Default: as the summary table.
   */
  terrorTenAddsDoom: boolean
  /** Awakening condition 5 «w grze»: count Outskirts monsters too (default: no, only Arkham + Sky, as the limit). */
  tooManyMonstersCountsOutskirts: boolean
  /**
   * Innsmouth «Rozerwanie bramy» on a sealed location with 5+ investigators: draw 2 monsters (the
   * «5 lub więcej Badaczy» rule: once the Elder Sign is gone the gate opens where there is neither
   * an Elder Sign nor a gate) or 1 (the burst text says «pojawia się potwór»). Absent = true.
   * Optional so that games set up before it existed record the same settings.
   */
  burstTwoMonstersWithFivePlus?: boolean
  /**
   * The app tracks where the investigators are, so the rules that depend on it are checked: only an
   * investigator at the gate (with an explored marker) or in its Other World closes or seals it; Feds
   * Raid clues come from an investigator in that neighbourhood during the Upkeep. Off, the players
   * say who did what and the app believes them. Absent = off: games set up before it existed keep
   * their settings object and replay as they did. The setup form records it (default on); the
   * players may switch it during the game (`SetPositionTracking`).
   */
  trackPositions?: boolean
  /**
   * «Zatrzymani Badacze»: the delayed stand up as the Movement phase begins and do not move in it
   * (`rules/delayed.ts`). Absent = off: games set up before the rule existed keep their settings and
   * replay as they did (their files hold moves the rule now refuses). The setup form records it (on).
   */
  delayedStandUp?: boolean
}

export const DEFAULT_SETTINGS: Ah2eSettings = { terrorTenAddsDoom: true, tooManyMonstersCountsOutskirts: false }

/** Where an investigator is: a space id, `ow:<world>:<1|2>` in an Other World, or null before they are placed. */
export type InvestigatorPlace = string | null

export interface Investigator {
  id: string
  name: string
  location: InvestigatorPlace
  delayed: boolean
  /** Current Sneak (for flying monsters); null = not told, the app asks when it matters. */
  sneak: number | null
  clues: number
  devoured: boolean
  /** Out of the final battle (devoured there). */
  eliminated: boolean
  gateTrophies: string[]
  monsterTrophies: string[]
  /**
   * An explored marker under the investigator (rulebook «Ruch w Innych Światach», «ZAMYKANIE BRAM»):
   * they came back from an Other World onto the location of its open gate. Lost when they leave the
   * location. Absent = none (states stored before explored markers existed have none).
   */
  explored?: boolean
  /**
   * Sanity and Stamina, current and maximum («POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ»), when the group tracks
   * them in the app. Absent = left on the sheet (and in states stored before they existed).
   */
  health?: Health
  /** Lost in Time and Space: the turn at whose Upkeep they come back (absent = not lost, or lost before it was recorded). */
  returnsAtTurn?: number
}

/** Sanity and Stamina of an investigator: current values within 0..maximum. */
export interface Health {
  sanity: number
  maxSanity: number
  stamina: number
  maxStamina: number
}

export type AwakeningReason =
  | 'doom-track-full'
  | 'too-many-gates'
  | 'no-gate-markers'
  | 'no-monsters'
  | 'terror-and-monsters'
  /** Innsmouth «Tor Buntu Istot z Głębin»: all 6 uprising tokens on the track. */
  | 'deep-ones-rising'
  | 'manual'

/** Expansions a game is played with (`SetUpGame.data.expansions`). */
export type ExpansionId = 'innsmouth'
export const EXPANSIONS: readonly ExpansionId[] = ['innsmouth']

/** Innsmouth «Wariant Osobistych historii»: the first card is in play until it passes or fails. */
export interface PersonalStory {
  /** A name or reminder of the story (the card text is not in the app); null = not told. */
  story: string | null
  status: 'active' | 'passed' | 'failed'
}

/**
 * A monster kind the owner of the box described (`DefineMonsterKind`): facts the data does not
 * have (Innsmouth tokens). Looked up before the data.
 */
export interface CustomMonsterKind {
  id: string
  name: string
  dimension: DimensionSymbol
  movement: MovementType
  count: number
  mask: boolean
  spawn: boolean
}

/** Movement arrows the owner filled in (`DefineArrow`): space → colour → destination (a space id or `vortex`). */
export type CustomArrows = Record<string, { white?: string; black?: string }>

export type WinKind = 'gates-closed' | 'elder-signs' | 'banished'

export type MythosStep = 'gate' | 'clue' | 'movement' | 'ability' | 'end'

export interface MythosInProgress {
  cardId: string
  step: MythosStep
  /** The setup draw (rulebook «Przygotowanie do gry», step 14). */
  setup: boolean
  /** A second Rumor: resolve gate, clue and movement only. */
  ignoreAbility: boolean
  /** An investigator's ability prevents this card's new gate (Innsmouth: +1 uprising). Absent = no. */
  preventGate?: boolean
  /** Monsters still to move this Mythos phase (uids), in order. */
  moveQueue: string[] | null
}

export type PendingChoice =
  | {
      kind: 'surge-placement'
      surgeGate: string
      gates: string[]
      total: number
      /** Monsters that still fit under the limit; `null` = no limit (terror 10). */
      room: number | null
      /**
       * Gates whose monsters ignore the limit (on the Innsmouth board, «Limit potworów i Peryferia»):
       * they always appear there and need no on-board count. Absent when there are none.
       */
      unlimited?: string[]
    }
  | { kind: 'clue-taker'; location: string; candidates: string[] }
  /** `options` may hold `vortex` for a monster on the Innsmouth board (vortex positions are unknown data). */
  | {
      kind: 'monster-destination'
      uid: string
      reason: 'unique-movement' | 'flying-tie' | 'aquatic-tie' | 'unknown-arrow'
      options: string[]
      /** For an unknown arrow: its colour, so the answer is remembered as that arrow (DefineArrow). */
      colour?: 'white' | 'black'
    }

export interface BattleState {
  round: number
  /** Successes carried over (below the per-doom threshold). */
  successes: number
  attacked: string[]
}

export interface Ah2eState {
  status: 'new' | 'playing' | 'final-battle' | 'won' | 'lost'
  /** The setup's first Mythos card has been resolved (rulebook «Przygotowanie do gry», step 14). */
  setupDone: boolean
  seed: string
  settings: Ah2eSettings
  players: number
  investigators: Investigator[]
  /** Index into investigators of the first player. */
  firstPlayer: number
  ancientOne: string
  doom: number
  doomMax: number
  terror: number
  turn: number
  phase: Phase
  /** Open gates: location → gate marker id. */
  gates: Record<string, string>
  /** Gate markers left to draw, top first. */
  gateStack: string[]
  /** Locations with an Elder Sign token. */
  sealed: string[]
  elderSignCardsPlayed: number
  /** Where every monster token is: a space id (incl. `sky`, `outskirts`), `cup`, `box` or `trophy`. */
  monsters: Record<string, string>
  clues: Record<string, number>
  /** Closed locations with why: `terror` or the Mythos card id that closed them. */
  closed: Record<string, string>
  /** Activity markers: location → card ids. */
  activity: Record<string, string[]>
  mythosDeck: string[]
  environment: string | null
  rumor: string | null
  allyDeck: string[]
  alliesBoxed: string[]
  mythos: MythosInProgress | null
  pending: PendingChoice | null
  battle: BattleState | null
  awakenedBy: AwakeningReason | null
  outcome: { result: 'won'; how: WinKind } | { result: 'lost'; reason: string } | null
  /** `monsterTrophies`: the players' count of unspent monster trophies (absent or null: the app's count). */
  scoreInputs: { unpaidBankLoans: number; saneSurvivors: number | null; monsterTrophies?: number | null }
  /**
   * Gate cards (the Other World encounter deck), top first. Empty = not tracked yet (a game set up
   * before the deck existed): draws then use the data order (see rules/encounters.ts `gateDeckOf`).
   */
  gateDeck: string[]

  // Innsmouth Horror. Games stored before these fields existed lack them: read them through the
  // helpers below (`hasInnsmouth`, `aoCountersOf`…), which treat a missing field as empty.

  /** Expansions in play (`[]` = base game). */
  expansions: ExpansionId[]
  /** Innsmouth «Wariant Herolda»: the Herald sheet beside the Ancient One, or null. */
  herald: string | null
  /** «Tor Buntu Istot z Głębin»: uprising tokens on the track, 0..6 (full awakens the AO). */
  deepOnesRising: number
  /** «Nalot Federalnych»: clue tokens on the Feds Raid track per Innsmouth neighbourhood (absent = 0). */
  fedsRaid: Record<string, number>
  /** «Stan wyjątkowy»: latched once doom fills at least half the doom track; never unlatched. */
  stateOfEmergency: boolean
  /** Named counters on the Ancient One's sheet, keys declared by its data tags (`aoCounterSpecs`). */
  aoCounters: Record<string, number>
  /** «Wariant Osobistych historii»: investigator id → the story in play. */
  personalStories: Record<string, PersonalStory>
  /** Monster kinds the owner of the box described (`DefineMonsterKind`), by kind id. */
  customMonsters: Record<string, CustomMonsterKind>
  /** Arrows the owner of the box filled in (`DefineArrow`). */
  customArrows: CustomArrows
  /**
   * «Stan wyjątkowy»: vigilance checks still to be rolled, investigator id → where they ended their
   * move. Cleared by the answer, an arrest, the investigator's next move or the next phase.
   */
  vigilance: Record<string, VigilanceCheck>
  /**
   * «Zatrzymani Badacze»: investigators who stood up at the start of this Movement phase instead of
   * moving; they move again next turn. Cleared with the next phase. Absent = none (and in states
   * stored before it existed).
   */
  stoodUp?: string[]
  /**
   * The Mythos phase the screens show: the last card drawn and what it did (its events, the
   * bookkeeping steps left out), from the draw until the next phase or the final battle's first
   * round (`rules/mythosResults.ts`).
   * Absent = none (and in states stored before it existed: the screens then show the card only).
   */
  mythosPhase?: MythosPhaseResults
}

/** The card of the Mythos phase on screen and what it did, in order. */
export interface MythosPhaseResults {
  cardId: string
  /** Drawn from the app's deck, not named from a physical card. */
  virtual: boolean
  events: Ah2eEvent[]
  /** The card is resolved and another command has run since: nothing more is added. */
  done?: true
}

/** A vigilance check due («Stan wyjątkowy»): the space and its modifier (`null` = not in the data: look under the name). */
export interface VigilanceCheck {
  space: string
  modifier: number | null
}

export function initialAh2eState(): Ah2eState {
  return {
    status: 'new',
    setupDone: false,
    seed: '',
    settings: DEFAULT_SETTINGS,
    players: 0,
    investigators: [],
    firstPlayer: 0,
    ancientOne: '',
    doom: 0,
    doomMax: 0,
    terror: 0,
    turn: 0,
    phase: 'upkeep',
    gates: {},
    gateStack: [],
    sealed: [],
    elderSignCardsPlayed: 0,
    monsters: {},
    clues: {},
    closed: {},
    activity: {},
    mythosDeck: [],
    environment: null,
    rumor: null,
    allyDeck: [],
    alliesBoxed: [],
    mythos: null,
    pending: null,
    battle: null,
    awakenedBy: null,
    outcome: null,
    scoreInputs: { unpaidBankLoans: 0, saneSurvivors: null },
    gateDeck: [],
    expansions: [],
    herald: null,
    deepOnesRising: 0,
    fedsRaid: {},
    stateOfEmergency: false,
    aoCounters: {},
    personalStories: {},
    customMonsters: {},
    customArrows: {},
    vigilance: {},
  }
}

/** Whether the game is played with the Innsmouth board (false for states stored before expansions existed). */
export const hasInnsmouth = (s: Pick<Ah2eState, 'expansions'>): boolean => (s.expansions ?? []).includes('innsmouth')
export const aoCountersOf = (s: Pick<Ah2eState, 'aoCounters'>): Record<string, number> => s.aoCounters ?? {}
export const fedsRaidOf = (s: Pick<Ah2eState, 'fedsRaid'>): Record<string, number> => s.fedsRaid ?? {}
export const customMonstersOf = (s: Pick<Ah2eState, 'customMonsters'>): Record<string, CustomMonsterKind> => s.customMonsters ?? {}
export const customArrowsOf = (s: Pick<Ah2eState, 'customArrows'>): CustomArrows => s.customArrows ?? {}
export const vigilanceOf = (s: Pick<Ah2eState, 'vigilance'>): Record<string, VigilanceCheck> => s.vigilance ?? {}
/**
 * Why a closed place cannot be reopened by the players, or null when it can: terror closes shops for
 * good, and an Environment or Rumor in play keeps its markers until it leaves; what is left (a
 * Headline's markers) the players lift when the card says (`ReopenLocation`).
 */
export function reopenRefusal(s: Pick<Ah2eState, 'closed' | 'environment' | 'rumor'>, location: string): string | null {
  const by = Object.hasOwn(s.closed, location) ? s.closed[location] : undefined
  if (by === undefined) return 'location/not-closed'
  if (by === 'terror') return 'location/closed-for-good'
  if (by === s.environment || by === s.rumor) return 'location/closed-by-card-in-play'
  return null
}
/** The app tracks investigator positions and checks the rules that depend on them (absent = no). */
export const tracksPositions = (s: Pick<Ah2eState, 'settings'>): boolean => s.settings?.trackPositions === true
/** Sanity and Stamina when the group tracks them, else null. */
export const healthOf = (i: Pick<Investigator, 'health'>): Health | null => i.health ?? null
/** The turn at whose Upkeep a lost investigator comes back, or null (not recorded). */
export const returnTurnOf = (i: Pick<Investigator, 'returnsAtTurn'>): number | null => i.returnsAtTurn ?? null
/** An explored marker under this investigator (absent = none). */
export const isExplored = (i: Pick<Investigator, 'explored'>): boolean => i.explored === true
/** The app applies «Zatrzymani Badacze» (games set up before it existed: no). */
export const appliesDelayedRule = (s: Pick<Ah2eState, 'settings'>): boolean => s.settings?.delayedStandUp === true
/** Investigators who stood up this Movement phase instead of moving (absent = none). */
export const stoodUpOf = (s: Pick<Ah2eState, 'stoodUp'>): readonly string[] => s.stoodUp ?? []
export const personalStoriesOf = (s: Pick<Ah2eState, 'personalStories'>): Record<string, PersonalStory> => s.personalStories ?? {}

/** The 20 double-sided doom / Elder Sign tokens (rulebook «Zawartość pudełka»). */
export const DOOM_TOKEN_POOL = 20

/** The phase after `p` (after the Mythos phase, the next turn's Upkeep). */
export const nextPhase = (p: Phase): Phase => PHASES[(PHASES.indexOf(p) + 1) % PHASES.length]

/**
 * The Gate deck of a state, top first. A game set up before the deck was tracked gets the data
 * order when its setup event is read (`upcastAh2e`), so the fold itself needs no game data.
 */
export const gateDeckOf = (state: Pick<Ah2eState, 'gateDeck'>): string[] => state.gateDeck ?? []
