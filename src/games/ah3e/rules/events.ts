import type { TokenType } from '../data/types'
import type { ScenarioOwnerFacts } from './commands'
import type {
  Board, Counts, DrawMode, EventCard, EventFacts, EventUse, LeaveReason, Mode, OptionalAutomation, Outcome, PendingChoice, Phase, Player, Result, SeriesState, Step, TerrorTier,
} from './state'

/**
 * AH3e events: past tense, `{ type, data, cause? }`. Random outcomes (the token drawn, the deck
 * orders, the scenario drawn in a series, the terror card picked) are written into the events, so
 * a replay never draws again. What the players told the app (event-card facts, the tokens they drew
 * physically, the owner's facts at setup) is kept in recognisable fields.
 */
type Ev<T extends string, D> = { type: T; data: D; cause?: string }

export type Ah3eEvent =
  | Ev<'GameSetUp', {
      /** The rules version asked for by the setup (absent: a game set up before version 3). */
      rules?: number
      seed: string
      scenario: string
      scenarioDrawn: boolean
      mode: Mode
      players: Player[]
      lead: number
      leadDrawn: boolean
      draws: { cup: DrawMode; events: DrawMode }
      off: OptionalAutomation[]
      board: Board
      startSpace: string
      /** The cup printed on the sheet (before the mode and the Inevitable rows edit it). */
      cup: Counts
      eventDeck: (string | null)[]
      eventCards: Record<string, EventFacts>
      terrorDeck: number
      headlines: number
      sheetBands: number[]
      series: SeriesState | null
      /** Facts the owner gave (kept per device by the UI). */
      ownerFacts: ScenarioOwnerFacts
    }>
  // the mythos cup
  | Ev<'MythosTokenAdded', { token: TokenType; reason: string }>
  | Ev<'MythosTokenRemoved', { token: TokenType; from: 'cup' | 'drawn'; reason: string }>
  /** No token of that type in the cup or among the drawn ones: nothing to remove (l.580–585). */
  | Ev<'MythosTokenNotRemoved', { token: TokenType; reason: string }>
  | Ev<'MythosCupRefilled', { returned: Counts }>
  | Ev<'MythosTokenDrawn', { token: TokenType; player: number | null; physical: boolean; extra: boolean }>
  /** Spawn monster, reckoning, blank: the players resolve it (the app names it). */
  | Ev<'MythosEffectLeftToPlayers', { token: TokenType }>
  | Ev<'InevitableModifierApplied', { row: number; times: number }>
  | Ev<'InevitableModifierLeftToPlayers', { row: number; times: number }>
  // the round
  | Ev<'RoundStarted', { round: number }>
  | Ev<'PhaseChanged', { phase: Phase }>
  | Ev<'RoundEnded', { round: number }>
  | Ev<'LeadChanged', { player: number }>
  /** The mythos tokens are drawn from now on by the app (`virtual`) or by the players from their own cup (`physical`). */
  | Ev<'MythosSourceChanged', { cup: DrawMode }>
  // the event deck
  | Ev<'EventCardDrawn', { use: EventUse; end: 'top' | 'bottom'; id: string | null; facts: EventFacts | null }>
  | Ev<'EventCardRead', { facts: EventFacts }>
  | Ev<'EventCardDiscarded', { card: EventCard }>
  | Ev<'EventCardsToBottom', { cards: (string | null)[] }>
  | Ev<'EventDeckEmpty', { use: EventUse }>
  | Ev<'EventDeckReshuffled', { deck: (string | null)[] }>
  | Ev<'EventCardsAdded', { deck: (string | null)[]; count: number }>
  /**
   * A trait search (l.624–639): `passed` cards revealed from `end` without the trait, shuffled, went
   * to the other end; `deck` is the deck after that (a found card waits at `end`, drawn next).
   */
  | Ev<'EventDeckSearched', { trait: string; end: 'top' | 'bottom'; found: boolean; passed: number; deck: (string | null)[] }>
  | Ev<'ClueSpawned', { neighbourhood: string; card: EventCard; terrorCards: number }>
  /** `card` as it lay in the neighbourhood's deck; `doom`: its doom icons read as it went to the discard pile. */
  | Ev<'ClueGathered', { neighbourhood: string; card: EventCard; doom?: Record<string, number> }>
  // doom
  | Ev<'DoomPlaced', { space: string; neighbourhood: string; to: number }>
  | Ev<'DoomRemoved', { space: string; to: number }>
  /** An anomaly's neighbourhood: the doom goes on the scenario sheet instead (supplement §3.6). */
  | Ev<'DoomRedirected', { space: string; neighbourhood: string }>
  | Ev<'SheetDoomAdded', { to: number }>
  | Ev<'SheetDoomRemoved', { to: number }>
  | Ev<'SheetBandReached', { band: number }>
  /** The owner's reminder bands changed during the game. */
  | Ev<'SheetBandsChanged', { bands: number[] }>
  | Ev<'AnomalyAppeared', { neighbourhood: string }>
  | Ev<'AnomalyRemoved', { neighbourhood: string }>
  | Ev<'OutbreakStarted', { space: string; neighbourhood: string }>
  | Ev<'DoomOverflowed', { neighbourhood: string; doom: number }>
  | Ev<'SpaceCleared', { space: string; neighbourhood: string; removed: number }>
  | Ev<'CodexCardAdded', { card: number }>
  | Ev<'CodexCardRemoved', { card: number }>
  | Ev<'NeighbourhoodsAdded', { archive: number; neighbourhoods: string[]; spaces: Record<string, string> }>
  // terror
  | Ev<'TerrorSpread', { neighbourhood: string; terror: number; cards: number; deck: number }>
  /** The terror deck is empty: 1 doom on the scenario sheet instead (l.325–327). */
  | Ev<'TerrorSpreadPrevented', { neighbourhood: string }>
  | Ev<'TerrorEncounterResolved', { investigator: string; neighbourhood: string; card: number; of: number; terror: number; tier: TerrorTier }>
  | Ev<'HeadlineRead', { left: number }>
  | Ev<'HeadlineDeckEmpty', Record<string, never>>
  // investigators and the end
  | Ev<'InvestigatorLeft', { player: number; investigator: string; how: LeaveReason }>
  | Ev<'InvestigatorJoined', { player: number; investigator: string }>
  | Ev<'ChoiceOpened', { choice: PendingChoice; rest: Step[] }>
  | Ev<'ChoiceAnswered', { kind: PendingChoice['kind'] }>
  /**
   * A chain of effects that does not end (an outbreak loop) was stopped, `left` steps not done. `why`:
   * `repeat` at its first repeated configuration (step `steps`, first seen at step `since`), `guard`
   * after MAX_STEPS; absent in a game recorded before the repeat check (stopped by the guard).
   */
  | Ev<'ChainStopped', { left: number; why?: 'repeat' | 'guard'; steps?: number; since?: number | null }>
  | Ev<'GameEnded', Outcome>
  | Ev<'SeriesEnded', { result: Result; games: number }>
  // corrections
  | Ev<'DoomCorrected', { space: string; to: number }>
  | Ev<'SheetDoomCorrected', { to: number }>
  | Ev<'TerrorCorrected', { neighbourhood: string; terror: number; cards: number }>
  | Ev<'DecksCorrected', { eventDeck: (string | null)[]; terrorDeck: number; headlines: number }>
  | Ev<'CupCorrected', { cup: Counts; drawn: Counts; supplied: Counts }>

export type Ah3eEventType = Ah3eEvent['type']
export type EventOf<T extends Ah3eEventType> = Extract<Ah3eEvent, { type: T }>
