import { TOKEN_TYPES, type Cup, type TokenType } from '../data/types'

/**
 * The folded state of an Arkham Horror 3rd edition game with Under Dark Waves. Plain JSON (no
 * classes, no Maps) so it can be stored, compared and cloned. Every change comes from an event
 * through `evolve`.
 *
 * The app keeps what the table forgets: doom per space and per neighbourhood, the scenario sheet's
 * doom, terror tokens and attached terror cards, the mythos cup (in the cup, drawn, removed), the
 * double-ended event deck and its face-up discard pile, the headline and terror decks, the round and
 * phase, who draws the next mythos token, and the Inevitable series. Card text, encounters, combat
 * and the codex's decisions stay with the players.
 */

/** The four phases of a round, in order (supplement §1.1, LTP «Playing the Game»). */
export const PHASES = ['action', 'monster', 'encounter', 'mythos'] as const
export type Phase = (typeof PHASES)[number]

/** Rulebook «Tryby gry» (l.644–670). */
export type Mode = 'standard' | 'story' | 'challenge'
/** Who draws: the app from its own cup or deck (`virtual`), or the players from the physical ones (`physical`). */
export type DrawMode = 'virtual' | 'physical'
/** What an event card is drawn for (supplement §2). */
export type EventUse = 'spread-doom' | 'spawn-clue' | 'gate-burst' | 'discard'
export type LeaveReason = 'defeated' | 'devoured' | 'retired'
export type Result = 'won' | 'lost'

/**
 * What the players read off an event card: the neighbourhood it names and the doom icons by space
 * (a space marked twice gets 2). `doom` is null while only the neighbourhood was needed (a card
 * drawn to spawn a clue or for a gate burst).
 */
export interface EventFacts {
  neighbourhood: string
  doom: Record<string, number> | null
}

export interface Player {
  name: string
  /** The investigator played now (a name as the players give it), or null between a defeat and the end of the round. */
  investigator: string | null
}

/** One finished game of an Inevitable series. */
export interface SeriesGame {
  scenario: string
  result: Result
  /** The investigators who played in it. */
  investigators: string[]
  /** Defeated or devoured in it: out of the series for good (l.702–705). */
  barred: string[]
}

/**
 * An Inevitable series as a game file carries it (rulebook «Tryb nieuniknionego», l.672–764): the
 * scenarios it draws from and the games played so far. Game N's setup carries the record of games
 * 1…N−1, so each saved game is self-contained; `seriesRecordAfter(state)` gives the record to
 * continue with once the game has ended.
 */
export interface SeriesRecord {
  id: string
  /** The scenarios of the series (the owner's collection); each is played at most once. */
  pool: string[]
  games: SeriesGame[]
}

export interface SeriesState extends SeriesRecord {
  /** This game's number in the series (games played so far + 1). */
  game: number
}

export interface Board {
  /** Neighbourhoods in play, in the scenario's order (tiles added later at the end). */
  neighbourhoods: string[]
  /** Every space that can hold doom (locations and attached mysteries) → its neighbourhood. */
  spaces: Record<string, string>
  /** Mysteries in play (each is a space of the neighbourhood it is attached to, l.221–228). */
  mysteries: string[]
  /** Doom tokens per space (every space in play has a key). */
  doom: Record<string, number>
  /** Terror per neighbourhood: the total value of its terror tokens (l.338–340). */
  terror: Record<string, number>
  /** Terror cards attached to each neighbourhood's encounter deck (l.309–314). */
  terrorCards: Record<string, number>
  /** Neighbourhoods with an anomaly token (archive #2, supplement §3.6). */
  anomalies: string[]
  /**
   * Event cards shuffled into each neighbourhood's encounter deck by a spawned clue: one per clue
   * token there (supplement §2, §4.8).
   */
  clues: Record<string, EventCard[]>
}

/** An event card out of the deck: its id when the app deals a deck it knows (virtual), else null; and its facts. */
export interface EventCard {
  id: string | null
  facts: EventFacts
}

/** The event card being resolved: drawn, not yet in the discard pile, a neighbourhood deck or back in the deck. */
export interface EventInHand {
  use: EventUse
  id: string | null
  facts: EventFacts | null
}

/** Token counts by type, every type present. */
export type Counts = Cup

export interface CupState {
  /** In the cup. */
  cup: Counts
  /** Drawn this cycle, waiting to go back when the cup is empty (supplement §1.9). */
  drawn: Counts
  /** Taken out of the game by an effect (rulebook «Modyfikowanie czary mitów», l.576–585). */
  removed: Counts
  /** Every token ever put into play (the cup at setup, then each one added): cup + drawn + removed = supplied. */
  supplied: Counts
}

/** One step of a chain of effects, kept when a question interrupts it (resumed after the answer). */
export type Step =
  | { k: 'token'; token: TokenType; source: string }
  /** Draw an event card for `use`; `end` overrides the use's own end (the card a trait search found). */
  | { k: 'event'; use: EventUse; source: string; end?: 'top' | 'bottom' }
  | { k: 'apply-event'; source: string }
  | { k: 'event-bottom'; source: string }
  | { k: 'doom'; space: string; source: string }
  | { k: 'sheet'; n: number; source: string }
  | { k: 'clear-space'; space: string; source: string }
  | { k: 'spread-terror'; neighbourhood: string | null; source: string }
  | { k: 'codex'; card: number; source: string }
  | { k: 'flow'; to: 'after-draw' | 'first-round' | 'next-player' }
  /**
   * Draw on (AH3E-MYTH-10): once `after` (the token just drawn) is resolved, the app draws the next
   * token of the phase from its cup unless the players have something to do first. `sheet`: the
   * sheet's doom when `after` was drawn (a reminder band reached since stops the draws).
   */
  | { k: 'draw-on'; after: TokenType; sheet: number }

/** A choice the players owe. */
export type PendingChoice =
  /** «Which neighbourhood / which spaces?» for a physical event card whose facts the app does not know. */
  | { kind: 'event-card'; use: EventUse; source: string }
  /** A neighbourhood reached 6 doom: which space is cleared (rulebook «Żetony zagłady», l.293–297). */
  | { kind: 'overflow-space'; neighbourhood: string; source: string }
  /** A player's investigator left: a new one at the end of the round (supplement §1.10). */
  | { kind: 'new-investigator'; player: number }

export type Pending = PendingChoice & { rest: Step[] }

/** A terror encounter as drawn (rulebook «Spotkania grozy», l.329–356): card `card` of the `of` attached, the section by the terror. */
export interface TerrorEncounterDraw {
  investigator: string
  neighbourhood: string
  card: number
  of: number
  terror: number
  tier: TerrorTier
}

export type Status = 'new' | 'playing' | 'won' | 'lost'
export type Outcome = { result: Result; reason: 'codex' | 'no-investigator' }

/** Base-rule automations with less than high confidence, which a setup may switch off (see automations.ts). */
export type OptionalAutomation = 'inevitable-setup' | 'inevitable-cup' | 'mystery-as-space'

/**
 * The rules a game was set up under (`SetUpGame.data.rules`, the form sends the newest). Version 3:
 * the Mythos phase ends by the players' tap once the last token is resolved, and a gathered clue's
 * event card goes to the discard pile with its doom icons read. A game file without it (made
 * before) replays as it was played: its last mythos draw ended the round.
 */
export const SETUP_RULES = 3
export const LEGACY_RULES = 2

export interface Ah3eState {
  /** The rules the game was set up under (`SETUP_RULES`, or `LEGACY_RULES` for an older file). */
  rules: number
  status: Status
  outcome: Outcome | null
  seed: string
  scenario: string
  mode: Mode
  draws: { cup: DrawMode; events: DrawMode }
  /** Optional automations switched off at setup (the players do those steps by hand). */
  off: OptionalAutomation[]
  players: Player[]
  /** Seat of the lead investigator: the first to draw mythos tokens (supplement §1.9). */
  lead: number
  /** Every investigator played in this game (none is taken twice, supplement §4.6). */
  used: string[]
  /** Investigators who left this game, in order. */
  left: { investigator: string; how: LeaveReason }[]
  round: number
  phase: Phase
  /** Mythos tokens drawn in this Mythos phase (2 per player, supplement §1.9). */
  mythosDraws: number
  mythos: CupState
  board: Board
  /** Doom on the scenario sheet. */
  sheetDoom: number
  /** The owner's reminder bands for sheet doom (read off the codex: no fixed threshold, supplement §3.1). */
  sheetBands: number[]
  /** Archive card numbers in the codex: #1 Outbreak, #2 Anomalies, #61 Terror switch the overflow rules. */
  codex: number[]
  startSpace: string
  /** The event deck, top first: a card id (virtual deck, facts known) or null (a physical card the app cannot see). */
  eventDeck: (string | null)[]
  /** The face-up event discard pile, top last: its top card marks the unstable space (supplement §3.4). */
  eventDiscard: EventCard[]
  /** Times the discard pile was shuffled back into the event deck (a gate burst, an empty deck): the board list says so. */
  pileShuffles: number
  /** The facts of the virtual deck's cards, by id (given by the owner at setup). */
  eventCards: Record<string, EventFacts>
  eventInHand: EventInHand | null
  /** Cards left in the terror deck (the owner counts the scenario's terror set once). */
  terrorDeck: number
  /** Cards left in the headline deck (13 at setup, supplement §5). */
  headlines: number
  /** Investigators who had their terror encounter this round (l.336–337). */
  terrorEncounters: string[]
  /**
   * The terror encounters drawn in this phase, with the card and the section to read: the board
   * keeps each in view until the phase moves on (the players read it at the table meanwhile).
   */
  phaseEncounters: TerrorEncounterDraw[]
  series: SeriesState | null
  pending: Pending | null
}

export const zeroCounts = (): Counts => Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Counts
export const sumCounts = (c: Counts): number => TOKEN_TYPES.reduce((n, t) => n + c[t], 0)

export function initialAh3eState(): Ah3eState {
  return {
    rules: SETUP_RULES,
    status: 'new',
    outcome: null,
    seed: '',
    scenario: '',
    mode: 'standard',
    draws: { cup: 'virtual', events: 'physical' },
    off: [],
    players: [],
    lead: 0,
    used: [],
    left: [],
    round: 0,
    phase: 'action',
    mythosDraws: 0,
    mythos: { cup: zeroCounts(), drawn: zeroCounts(), removed: zeroCounts(), supplied: zeroCounts() },
    board: { neighbourhoods: [], spaces: {}, mysteries: [], doom: {}, terror: {}, terrorCards: {}, anomalies: [], clues: {} },
    sheetDoom: 0,
    sheetBands: [],
    codex: [],
    startSpace: '',
    eventDeck: [],
    eventDiscard: [],
    pileShuffles: 0,
    eventCards: {},
    eventInHand: null,
    terrorDeck: 0,
    headlines: 0,
    terrorEncounters: [],
    phaseEncounters: [],
    series: null,
    pending: null,
  }
}

// ---------------------------------------------------------------------------------------------
// Small read helpers shared by the rules, the summary and the UI.

export const inPlay = (s: Ah3eState): boolean => s.status === 'playing'

/** An investigator's name compared as the players would (case and spacing do not matter). */
export const investigatorKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

/** The spaces of a neighbourhood in play (its locations, then an attached mystery). */
export const spacesOf = (s: Ah3eState, neighbourhood: string): string[] => Object.keys(s.board.spaces).filter((sp) => s.board.spaces[sp] === neighbourhood)

/** A neighbourhood's doom: every space of it, an attached mystery included (rulebook «Powiększona dzielnica», l.221–228). */
export const neighbourhoodDoom = (s: Ah3eState, neighbourhood: string): number => spacesOf(s, neighbourhood).reduce((n, sp) => n + (s.board.doom[sp] ?? 0), 0)

/** Doom on the whole board (spaces only; the sheet apart). */
export const boardDoom = (s: Ah3eState): number => Object.values(s.board.doom).reduce((n, d) => n + d, 0)

/** The players in mythos-draw order: the lead investigator first, then clockwise (supplement §1.9). */
export const drawOrder = (s: Ah3eState): number[] => s.players.map((_, i) => (s.lead + i) % s.players.length)

/** The seat that draws the next mythos token this phase, or null when every draw is done. */
export function nextDrawer(s: Ah3eState): number | null {
  if (s.phase !== 'mythos' || s.players.length === 0) return null
  const i = Math.floor(s.mythosDraws / 2)
  return i < s.players.length ? drawOrder(s)[i] : null
}

/** Mythos tokens still to draw this phase (2 per player). */
export const drawsLeft = (s: Ah3eState): number => (s.phase === 'mythos' ? Math.max(0, 2 * s.players.length - s.mythosDraws) : 0)

/**
 * The unstable space(s): the doom spaces of the top card of the event discard pile; with the pile
 * empty (after a gate burst), the scenario's start space (supplement §3.4–3.5).
 */
export function unstableSpaces(s: Ah3eState): string[] {
  const top = s.eventDiscard[s.eventDiscard.length - 1]?.facts
  if (top) return top.doom ? Object.keys(top.doom) : spacesOf(s, top.neighbourhood)
  return [s.startSpace]
}

/** The neighbourhood of the unstable space (where a Spread Terror token spreads terror, l.303–305). */
export function unstableNeighbourhood(s: Ah3eState): string | null {
  const top = s.eventDiscard[s.eventDiscard.length - 1]?.facts
  if (top) return top.neighbourhood
  return s.board.spaces[s.startSpace] ?? null
}

/** The terror tier of a neighbourhood's encounters: 0–2, 3–4 or 5+ terror (rulebook «Spotkania grozy», l.338–349). */
export type TerrorTier = '0-2' | '3-4' | '5+'
export const terrorTier = (terror: number): TerrorTier => (terror >= 5 ? '5+' : terror >= 3 ? '3-4' : '0-2')

/** Which overflow rules the codex switches on (archive #1, #2, #61). */
export const policies = (s: Ah3eState) => ({ outbreak: s.codex.includes(1), anomaly: s.codex.includes(2), terror: s.codex.includes(61) })

/** Investigators barred from the series so far (defeated or devoured in an earlier game, l.702–705). */
export const barredInSeries = (series: SeriesRecord | null): string[] => (series ? series.games.flatMap((g) => g.barred) : [])

export const isOn = (s: Ah3eState, automation: OptionalAutomation): boolean => !s.off.includes(automation)

/** The players end the Mythos phase with a tap once its last token is resolved (rules 3); before, the last draw ended it. */
export const endsMythosByTap = (s: Ah3eState): boolean => s.rules >= 3

/**
 * Tokens whose effect the players resolve themselves before the next token is drawn (supplement
 * §2): a monster spawned, every reckoning effect, a headline read (each may change the cup, the
 * event deck or the board the next token acts on).
 */
export const BY_HAND_TOKENS: readonly TokenType[] = ['spawn-monster', 'reckoning', 'read-headline']

/** No mythos token is in play at all (every one removed): there is nothing to draw. */
export const noTokenInPlay = (s: Ah3eState): boolean => sumCounts(s.mythos.cup) + sumCounts(s.mythos.drawn) === 0
