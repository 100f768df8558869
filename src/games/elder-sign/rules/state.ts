import type { DieColour, FaceId, ItemKind, Requirement } from '../data/types'

/**
 * The folded state of an Elder Sign game. Plain JSON (no classes, no Maps) so it can be stored,
 * compared and cloned. Every change comes from an event through `evolve`.
 */

/** The 8 physical dice (rulebook «Elementy», l.36–38). */
export const DIE_IDS = ['green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6', 'yellow', 'red'] as const
export type DieId = (typeof DIE_IDS)[number]
export const isDieId = (x: unknown): x is DieId => typeof x === 'string' && (DIE_IDS as readonly string[]).includes(x)
export const colourOf = (die: DieId): DieColour => (die === 'yellow' ? 'yellow' : die === 'red' ? 'red' : 'green')

/** The hand only ever shows these (rulebook «Faza zegara», l.498). */
export const CLOCK_HOURS = ['XII', 'III', 'VI', 'IX'] as const
export type ClockHour = (typeof CLOCK_HOURS)[number]

/**
 * Where a die is. Each die is in exactly one place:
 * - `pool`: available (green dice by the Entrance; a yellow/red die added to the active pool);
 * - `out`: a yellow or red die not added this turn (back beside the Entrance sheet);
 * - `rolled`: showing a face in the current roll;
 * - `task`: placed on a task of the adventure (or the Ancient One's combat task) this attempt;
 * - `discarded`: set aside after a failed roll, until the end of the action phase;
 * - `focused` / `assisted`: held on the active investigator's / a helper's marker;
 * - `spell`: held on a Spell card (stays across turns);
 * - `locked`: on a card or token that locks it;
 * - `removed`: removed from the game (locked by an adventure or monster at the awakening).
 */
export type DiePlace =
  | { at: 'pool' }
  | { at: 'out' }
  | { at: 'removed' }
  | { at: 'discarded' }
  | { at: 'rolled'; face: FaceId }
  | { at: 'task'; face: FaceId; card: string; task: string }
  | { at: 'focused'; face: FaceId; by: string }
  | { at: 'assisted'; face: FaceId; by: string }
  | { at: 'spell'; face: FaceId; spell: string }
  | { at: 'locked'; lock: string }

export type DiePlaceKind = DiePlace['at']

/** What locks a die (rulebook «Zablokowane kości», l.572–592). */
export type LockSource =
  | { kind: 'adventure'; card: string }
  | { kind: 'monster'; token: string }
  | { kind: 'mythos'; mythos: string }
  | { kind: 'other'; label: string }

/**
 * One lock, in the order it entered play. `die` is the die it holds, or null while it waits in
 * the colour's queue (rulebook «Wielokrotne zablokowanie kości», l.584–588).
 */
export interface Lock {
  id: string
  colour: DieColour
  by: LockSource
  die: DieId | null
}

/** A monster token's facts, entered by the players when it appears (no public per-token data). */
export interface MonsterToken {
  id: string
  name: string | null
  requires: Requirement[]
  trophies: number
  lockedDie: DieColour | null
  mask: boolean
  /** Instructions on the back of the token as an effect tag (optional). */
  backEffect: string | null
}

/** Where a monster sits on a card (rulebook «Potwory», l.787–805). */
export type MonsterSpot = { kind: 'frame'; task: number } | { kind: 'empty'; slot: number } | { kind: 'under' }

export interface MonsterInPlay extends MonsterToken {
  card: string
  spot: MonsterSpot
  /** Turned face down by an item or spell; taken at the end of the action phase (l.865–871). */
  defeated: boolean
}

export type AdventureDeck = 'adventure' | 'other-world'

export interface AdventureInPlay {
  card: string
  deck: AdventureDeck
  /** 0–5 for the six Adventure places (refilled when completed); null for an Other World or an extra card. */
  slot: number | null
}

export type Trophy = { kind: 'adventure'; card: string; deck: AdventureDeck; value: number } | { kind: 'monster'; token: MonsterToken }
export type TrophyRef = { kind: 'adventure'; card: string } | { kind: 'monster'; token: string }

export type ItemCounts = Record<ItemKind, number>

export interface InvestigatorState {
  id: string
  sanity: number
  stamina: number
  maxSanity: number
  maxStamina: number
  clues: number
  /** Cards the players hold physically; the app counts them. */
  items: ItemCounts
  /** Starting cards still to pick (Amanda Sharpe's choice). */
  toPick: number
  trophies: Trophy[]
  /** `entrance`, an adventure card id, or `ancient-one` in the battle. */
  at: string
  /** A once-per-day ability used since the last midnight (rulebook «Zdolności Badaczy», l.734). */
  usedToday: boolean
}

export interface PlayerState {
  name: string
  investigator: InvestigatorState | null
  /** No investigator left to take, or devoured by the doom that woke the Ancient One (l.716, 720). */
  eliminated: boolean
  /** Investigators this player lost (back in the box for good). */
  devoured: string[]
}

/** Mechanical facts of a physical Mythos card, entered by the players when they draw it. */
export interface MythosCardFacts {
  title: string | null
  /** Doom tokens its immediate effect places. */
  doom: number
  /** Monsters its immediate effect makes appear. */
  monsters: number
  lockedDie: DieColour | null
  /** Any other immediate effect, as an effect tag. */
  immediateEffect: string | null
  terrorEffect: string | null
  midnightEffect: string | null
  /** The rare card whose effect outlives the next midnight (FAQ v2.0). */
  persists: boolean
}

export interface MythosInPlay {
  id: string
  card: MythosCardFacts
}

export interface SpellInPlay {
  id: string
  caster: string
  /** Dice it was cast with; none can be added later (l.658; FAQ: fixed at casting). */
  slots: number
}

/** The Ancient One with every fact the rules need (data, completed by the owner at setup). */
export interface AncientOneState {
  id: string
  doomTrack: number
  monsterSpaces: number[]
  elderSignLimit: number
  combatTask: Requirement[] | null
  awakeningEndsGame: boolean
  /** Shub-Niggurath: each monster task needs one more Terror (FFG preview, high). */
  monstersAddTerror: boolean
}

export type AttemptStage = 'to-roll' | 'rolled' | 'must-discard' | 'after-discard'

/** The active investigator resolving an adventure (or attacking the Ancient One) this action phase. */
export interface Attempt {
  /** Adventure card id, or `ancient-one` in the battle. */
  card: string
  investigator: string
  stage: AttemptStage
  roll: number
  /** Tasks completed with the current roll (one unless an ability allows more, l.341). */
  completedThisRoll: number
  /** A die was focused or assisted after the current failed roll (l.570: not both). */
  heldThisRoll: boolean
  /** Focus used this turn (l.520: once per turn). */
  focused: boolean
  /** Investigators who assisted (each once per turn, l.548; they pay if the adventure fails, l.544). */
  helpers: string[]
  /** Task keys completed this attempt. */
  completed: string[]
}

export type Phase = 'movement' | 'action' | 'clock'

export interface TurnState {
  number: number
  player: number
  phase: Phase
  /** Times the hand reached XII during this turn (l.740: reached or passed). */
  midnights: number
  /** Yellow/red dice discarded this turn cannot be added again this turn (l.642). */
  discardedExtra: DieColour[]
  /** The Entrance action of this turn was taken. */
  entranceDone: boolean
}

/** One step of a chain of effects (rewards, terror, midnight…), kept when a choice interrupts it. */
export type Step =
  | { k: 'effect'; tag: string; investigator: string | null; source: string; card: string | null }
  | { k: 'stat'; investigator: string; stat: 'sanity' | 'stamina' | 'clues'; delta: number; source: string }
  | { k: 'items'; investigator: string; item: ItemKind; delta: number; source: string }
  | { k: 'lose-trophies'; investigator: string; amount: number; source: string }
  | { k: 'choose'; investigator: string; options: string[]; source: string }
  | { k: 'doom'; delta: number; source: string; devouredPlayer: number | null }
  | { k: 'elder-signs'; delta: number; source: string }
  | { k: 'monster'; source: string; card: string | null }
  | { k: 'deal'; deck: AdventureDeck; slot: number | null; source: string }
  | { k: 'lock'; colour: DieColour; by: LockSource }
  | { k: 'ask-lock'; card: string }
  | { k: 'mythos'; setup: boolean }
  | { k: 'helper-loss'; investigator: string }
  | { k: 'devour'; investigator: string; source: string }
  | { k: 'awaken'; reason: string }
  | { k: 'attack' }
  | { k: 'discard-terror-dice' }
  /** After a failed roll: with no die left to set aside the attempt is over. */
  | { k: 'pool-check'; reason: string }
  | { k: 'fail-adventure'; reason: string }
  | { k: 'flow'; to: 'end-action' | 'refresh' | 'next-turn' | 'first-turn' }

/** A choice the players owe; `rest` is what follows once it is answered. */
export type PendingChoice =
  | { kind: 'adventure-lock'; card: string }
  | { kind: 'mythos-card'; setup: boolean }
  | { kind: 'monster-placement'; source: string; card: string | null }
  | { kind: 'effect-choice'; investigator: string; options: string[]; source: string }
  | { kind: 'lose-trophies'; investigator: string; amount: number; source: string }
  | { kind: 'helper-loss'; investigator: string }
  | { kind: 'new-investigator'; player: number }
  | { kind: 'ancient-one-attack' }

export type Pending = PendingChoice & { rest: Step[] }

export type Status = 'new' | 'playing' | 'battle' | 'won' | 'lost'
export type Outcome = { result: 'won'; how: 'sealed' | 'battle' } | { result: 'lost'; reason: string }

export interface EsState {
  status: Status
  outcome: Outcome | null
  seed: string
  players: PlayerState[]
  firstPlayer: number
  turn: TurnState
  attempt: Attempt | null
  ancientOne: AncientOneState | null
  doom: number
  elderSigns: number
  clock: ClockHour
  /** True from the stroke of midnight until its steps are done. */
  midnight: boolean
  dice: Record<DieId, DiePlace>
  locks: Lock[]
  spells: SpellInPlay[]
  adventures: AdventureInPlay[]
  monsters: MonsterInPlay[]
  adventureDeck: string[]
  otherWorldDeck: string[]
  cup: { regular: number; mask: number }
  mythos: MythosInPlay | null
  persistingMythos: MythosInPlay[]
  mythosDrawn: number
  /** Facts the players gave during this game (the locked die of a card asked once). */
  ownerFacts: { adventureLocks: Record<string, DieColour | 'none'> }
  pending: Pending | null
  /** Counters for the ids of tokens, locks, spells and Mythos cards in play. */
  next: { monster: number; lock: number; spell: number; mythos: number }
}

const idleDice = (): Record<DieId, DiePlace> => ({
  'green-1': { at: 'pool' },
  'green-2': { at: 'pool' },
  'green-3': { at: 'pool' },
  'green-4': { at: 'pool' },
  'green-5': { at: 'pool' },
  'green-6': { at: 'pool' },
  yellow: { at: 'out' },
  red: { at: 'out' },
})

export function initialEsState(): EsState {
  return {
    status: 'new',
    outcome: null,
    seed: '',
    players: [],
    firstPlayer: 0,
    turn: { number: 0, player: 0, phase: 'movement', midnights: 0, discardedExtra: [], entranceDone: false },
    attempt: null,
    ancientOne: null,
    doom: 0,
    elderSigns: 0,
    clock: 'XII',
    midnight: false,
    dice: idleDice(),
    locks: [],
    spells: [],
    adventures: [],
    monsters: [],
    adventureDeck: [],
    otherWorldDeck: [],
    cup: { regular: 0, mask: 0 },
    mythos: null,
    persistingMythos: [],
    mythosDrawn: 0,
    ownerFacts: { adventureLocks: {} },
    pending: null,
    next: { monster: 1, lock: 1, spell: 1, mythos: 1 },
  }
}

// ---------------------------------------------------------------------------------------------
// Small read helpers shared by the rules, the summary and the UI.

export const inPlay = (s: EsState) => s.status === 'playing' || s.status === 'battle'

/** The player whose turn it is. */
export const activePlayer = (s: EsState): PlayerState | undefined => s.players[s.turn.player]

/** The active player's investigator, if they have one. */
export const activeInvestigator = (s: EsState): InvestigatorState | null => activePlayer(s)?.investigator ?? null

/** The player holding this investigator (index), or -1. */
export const playerOf = (s: EsState, investigator: string): number => s.players.findIndex((p) => p.investigator?.id === investigator)

export const investigatorById = (s: EsState, investigator: unknown): InvestigatorState | null =>
  typeof investigator === 'string' ? s.players.find((p) => p.investigator?.id === investigator)?.investigator ?? null : null

/** The investigator a command names, in a game in play: the investigator, or why the command is refused. */
export const investigatorInPlay = (s: EsState, investigator: unknown): InvestigatorState | 'game/not-in-play' | 'investigator/unknown' =>
  !inPlay(s) ? 'game/not-in-play' : investigatorById(s, investigator) ?? 'investigator/unknown'

/** Investigators still in play (not devoured). */
export const livingInvestigators = (s: EsState): InvestigatorState[] => s.players.flatMap((p) => (p.investigator ? [p.investigator] : []))

/** The dice the active player will roll next: those showing in the roll and those waiting in the pool. */
export const rollingPool = (s: EsState): DieId[] => DIE_IDS.filter((d) => s.dice[d].at === 'rolled' || s.dice[d].at === 'pool')

export const trophyValue = (t: Trophy): number => (t.kind === 'adventure' ? t.value : t.token.trophies)
export const trophyTotal = (inv: InvestigatorState): number => inv.trophies.reduce((n, t) => n + trophyValue(t), 0)
export const sameTrophy = (t: Trophy, r: TrophyRef): boolean =>
  t.kind === 'adventure' ? r.kind === 'adventure' && r.card === t.card : r.kind === 'monster' && r.token === t.token.id

export const clockIndex = (h: ClockHour): number => CLOCK_HOURS.indexOf(h)
export const nextHour = (h: ClockHour): ClockHour => CLOCK_HOURS[(clockIndex(h) + 1) % 4]
