import type { TokenType } from '../data/types'
import type { DrawMode, EventUse, LeaveReason, Mode, OptionalAutomation, Result, SeriesRecord } from './state'

/** AH3e commands: imperative, `{ type, data }`. */
type Cmd<T extends string, D> = { type: T; data: D }

/**
 * Facts the data does not know, from the owner of the box (read off the scenario sheet, counted in
 * the box). Each one given also overrides the data's value (a medium- or low-confidence fact).
 * Carried by the setup command so a game file is self-contained.
 */
export interface ScenarioOwnerFacts {
  /** The mythos cup printed on the sheet's back (every type; 0 for none). */
  mythosCup?: Partial<Record<TokenType, number>>
  startSpace?: string
  startingDoom?: { space: string; doom: number }[]
  codex?: number[]
  /** Which neighbourhood each mystery is attached to on the sheet's map. */
  mysteries?: Record<string, string>
  /** Cards in the scenario's terror set (the owner counts them once). */
  terrorDeck?: number
  /** The event deck's size at setup. */
  eventCardCount?: number
  /**
   * Every event card of the scenario (neighbourhood and doom icons): with the whole deck known the
   * app can deal it (`draws.events: 'virtual'`).
   */
  eventCards?: EventCardInput[]
  /** Sheet-doom counts the codex reacts to, as reminders (e.g. [3, 6, 9, 13]). */
  sheetBands?: number[]
}

/**
 * An event card as the players read it: the neighbourhood it names and, when they read them, its
 * doom icons by space (absent = not read: a card drawn to spawn a clue only needs its neighbourhood).
 */
export interface EventCardInput {
  neighbourhood: string
  doom?: Record<string, number>
}

export interface SetupPlayer {
  name?: string
  /** The investigator's name as printed (no investigator list ships with the app). */
  investigator: string
}

export interface Ah3eSetup {
  /**
   * The rules version the game is set up under: the form sends the newest (`SETUP_RULES`). Absent in
   * files made before version 3: those replay as they were played (the last mythos draw ends the round).
   */
  rules?: number
  /** A scenario id, or null in an Inevitable series to draw one not yet played (l.690–697). */
  scenario: string | null
  mode?: Mode
  players: SetupPlayer[]
  /** Seat of the lead investigator (drawn when null or absent). */
  lead?: number | null
  draws?: { cup?: DrawMode; events?: DrawMode }
  /** The Inevitable series so far (game N carries games 1…N−1); absent = a standalone game. */
  series?: SeriesRecord | null
  /** Optional automations switched off: the players do those steps by hand. */
  off?: OptionalAutomation[]
  facts?: ScenarioOwnerFacts | null
  /**
   * The owner's facts by scenario, for a scenario drawn at setup (an Inevitable series): the drawn
   * one's facts are used (over `facts`), so the form need not know which scenario comes up.
   */
  factsByScenario?: Record<string, ScenarioOwnerFacts> | null
}

export type Ah3eCommand =
  | Cmd<'SetUpGame', Ah3eSetup>
  // the round
  | Cmd<'EndPhase', Record<string, never>>
  /**
   * The next investigator draws a mythos token; physical draws name it; `cards` are the event cards
   * it makes the players draw. `on` (the app's cup only): draw on through the phase until the players
   * have something to do (AH3E-MYTH-10); in the encounter phase it begins the Mythos phase.
   */
  | Cmd<'DrawMythosToken', { token?: TokenType; cards?: EventCardInput[]; extra?: boolean; on?: boolean }>
  | Cmd<'ChangeLead', { player: number }>
  /** Who draws the mythos tokens from now on: the app from its cup, or the players from their own. */
  | Cmd<'SetMythosSource', { cup: DrawMode }>
  // answers
  | Cmd<'DescribeEventCard', EventCardInput>
  | Cmd<'ClearOverflowSpace', { space: string }>
  | Cmd<'ChooseInvestigator', { player: number; investigator: string | null }>
  // effects the players apply (encounters, codex, reckonings)
  | Cmd<'ResolveTerrorEncounter', { investigator: string; neighbourhood: string }>
  | Cmd<'SpreadDoom', { cards?: EventCardInput[] }>
  | Cmd<'SpawnClue', { cards?: EventCardInput[] }>
  | Cmd<'GateBurst', { cards?: EventCardInput[] }>
  | Cmd<'SpreadTerror', { neighbourhood?: string | null }>
  | Cmd<'PlaceDoom', { space: string; count?: number }>
  | Cmd<'RemoveDoom', { space: string; count?: number }>
  | Cmd<'PlaceSheetDoom', { count?: number }>
  | Cmd<'RemoveSheetDoom', { count?: number }>
  /**
   * An investigator gained the clue of an event card in a neighbourhood's encounter deck: the card
   * goes face up to the discard pile. `doom`: its doom icons, read now when the app does not know them.
   */
  | Cmd<'GatherClue', { neighbourhood: string; doom?: Record<string, number> }>
  | Cmd<'DiscardEventCard', { cards?: EventCardInput[] }>
  | Cmd<'AddEventCards', { count: number }>
  | Cmd<'SearchEventDeck', SearchEventDeckData>
  | Cmd<'AddMythosToken', { token: TokenType }>
  | Cmd<'RemoveMythosToken', { token: TokenType }>
  | Cmd<'AddToCodex', { card: number }>
  | Cmd<'RemoveFromCodex', { card: number }>
  | Cmd<'InvestigatorLeaves', { player: number; how: LeaveReason }>
  | Cmd<'EndGame', { result: Result }>
  // corrections: the physical board is the truth
  | Cmd<'CorrectDoom', { space: string; to: number }>
  | Cmd<'CorrectSheetDoom', { to: number }>
  | Cmd<'CorrectTerror', { neighbourhood: string; tokens?: number; cards?: number }>
  | Cmd<'CorrectDecks', { eventDeck?: number; terrorDeck?: number; headlines?: number }>
  | Cmd<'CorrectCup', { cup?: Partial<Record<TokenType, number>>; drawn?: Partial<Record<TokenType, number>> }>
  /** The owner's sheet-doom reminder bands, edited during the game (read off a new codex card); [] for none. */
  | Cmd<'SetSheetBands', { bands: number[] }>

/**
 * Rulebook «Szukanie konkretnych cech» (l.624–639) on the double-ended event deck: the players
 * revealed cards one at a time from `end` until one with `trait` (the `passed` cards before it
 * lack it); the found card is put into play for `use`; the others, shuffled, go to the other end.
 * Not found: the whole deck was revealed (`passed` = its size) and goes back shuffled.
 */
export interface SearchEventDeckData {
  /** The trait as the effect names it (for the log). */
  trait: string
  /** The end the cards were revealed from: the end the effect draws from (spread doom: the bottom; spawn clue, gate burst: the top). */
  end: 'top' | 'bottom'
  found: boolean
  /** Cards revealed without the trait before the one found (the whole deck when none was found). */
  passed: number
  /** What the found card does (required when found). */
  use?: EventUse
  /** The found card's facts, for a physical deck (else the app asks). */
  cards?: EventCardInput[]
}

export type Ah3eCommandType = Ah3eCommand['type']
export type CommandOf<T extends Ah3eCommandType> = Extract<Ah3eCommand, { type: T }>
