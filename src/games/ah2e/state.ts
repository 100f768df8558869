/** Arkham Horror 2e game state: what the app tracks beside the physical board. */

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
}

export type AwakeningReason =
  | 'doom-track-full'
  | 'too-many-gates'
  | 'no-gate-markers'
  | 'no-monsters'
  | 'terror-and-monsters'
  | 'manual'

export type WinKind = 'gates-closed' | 'elder-signs' | 'banished'

export type MythosStep = 'gate' | 'clue' | 'movement' | 'ability' | 'end'

export interface MythosInProgress {
  cardId: string
  step: MythosStep
  /** The setup draw (rulebook «Przygotowanie do gry», step 14). */
  setup: boolean
  /** A second Rumor: resolve gate, clue and movement only. */
  ignoreAbility: boolean
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
    }
  | { kind: 'clue-taker'; location: string; candidates: string[] }
  | { kind: 'monster-destination'; uid: string; reason: 'unique-movement' | 'flying-tie' | 'unknown-arrow'; options: string[] }

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
  scoreInputs: { unpaidBankLoans: number; saneSurvivors: number | null }
  /**
   * Gate cards (the Other World encounter deck), top first. Empty = not tracked yet (a game set up
   * before the deck existed): draws then use the data order (see rules/encounters.ts `gateDeckOf`).
   */
  gateDeck: string[]
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
  }
}

/** The 20 double-sided doom / Elder Sign tokens (rulebook «Zawartość pudełka»). */
export const DOOM_TOKEN_POOL = 20
