import type { Ah2eSettings, AwakeningReason, CustomMonsterKind, ExpansionId, Health, MythosStep, PendingChoice, PersonalStory, Phase, WinKind } from './state'

/**
 * AH2e events: past tense, `{ type, data, cause? }`. Random outcomes (cards, markers, monsters,
 * shuffles) are written into the events, so a replay never draws again.
 * `cause` says which command step or rule produced the event (`mythos/gate`, `rule/outskirts-overflow`, `manual`).
 */
type Ev<T extends string, D> = { type: T; data: D; cause?: string }

export type Ah2eEvent =
  | Ev<'GameSetUp', {
      seed: string
      players: number
      investigators: { id: string; name: string }[]
      ancientOne: string
      ancientOneDrawn: boolean
      doomMax: number
      settings: Ah2eSettings
      mythosDeck: string[]
      gateStack: string[]
      allyDeck: string[]
      monstersInCup: string[]
      monstersBoxed: string[]
      clueLocations: string[]
      /** Gate cards, top first (absent in games set up before the deck was tracked: the data order). */
      gateDeck?: string[]
      /** Expansions in play; absent = none (so a base game records exactly what it did before). */
      expansions?: ExpansionId[]
      /** Innsmouth «Wariant Herolda»; absent = no Herald. */
      herald?: string
      /** Starting values of the Ancient One's sheet counters (from its data tags); absent = none. */
      aoCounters?: Record<string, number>
    }>
  | Ev<'PhaseAdvanced', { turn: number; phase: Phase }>
  | Ev<'MythosCardDrawn', { cardId: string; physical: boolean; setup: boolean; ignoreAbility: boolean; preventGate?: boolean }>
  | Ev<'MythosCardSetAside', { cardId: string; reason: 'rumor-at-setup' | 'no-gate-at-setup' | 'reshuffle-and-draw-again' }>
  | Ev<'MythosStepReached', { step: MythosStep }>
  | Ev<'MythosPhaseEnded', { nextTurn: number; firstPlayer: number }>
  | Ev<'MythosMovesPlanned', { uids: string[] }>
  /**
   * No gate opened: an Elder Sign at the location (Mythos case A), or `by: 'ability'` an
   * investigator's ability (`location` absent when the players did not say where).
   */
  | Ev<'GatePrevented', { location?: string; by?: 'ability' }>
  | Ev<'DoomAdded', { amount: number }>
  | Ev<'DoomRemoved', { amount: number }>
  | Ev<'GateOpened', { location: string; markerId: string }>
  | Ev<'CluesDiscarded', { location: string; count: number }>
  | Ev<'InvestigatorDrawnThrough', { investigatorId: string; from: string; world: string }>
  | Ev<'MonsterSurgeBegan', { location: string; total: number; plan: Record<string, number> }>
  | Ev<'MonsterAppeared', { uid: string; location: string }>
  | Ev<'MonsterMoved', { uid: string; from: string; to: string }>
  | Ev<'MonstersReturnedToCup', { uids: string[] }>
  | Ev<'MonsterBoxed', { uid: string }>
  | Ev<'TerrorRaised', { to: number }>
  | Ev<'TerrorCorrected', { to: number }>
  | Ev<'AllyBoxed', { allyId: string }>
  | Ev<'AllyTaken', { allyId: string; investigatorId: string }>
  | Ev<'LocationClosed', { location: string; by: string }>
  | Ev<'LocationReopened', { location: string }>
  | Ev<'InvestigatorMoved', { investigatorId: string; to: string | null }>
  /**
   * «Zatrzymani Badacze»: a delayed investigator stands up at the start of the Movement phase instead
   * of moving; from the jail cell they go to the Police Station's main space (`to`, «Aresztowani Badacze»).
   */
  | Ev<'InvestigatorStoodUp', { investigatorId: string; to?: string }>
  | Ev<'InvestigatorUpdated', { investigatorId: string; delayed?: boolean; sneak?: number | null; name?: string; explored?: boolean }>
  /** «Ruch w Innych Światach»: back from an Other World onto the location of its open gate, an explored marker goes under the investigator. */
  | Ev<'ExploredMarkerPlaced', { investigatorId: string; location: string }>
  | Ev<'PositionTrackingSet', { on: boolean }>
  | Ev<'CluePlaced', { location: string }>
  | Ev<'ClueNotPlaced', { location: string; reason: 'gate' }>
  | Ev<'CluesTaken', { investigatorId: string; location: string | null; count: number }>
  | Ev<'CluesSpent', { investigatorId: string; count: number }>
  | Ev<'PendingChoiceOpened', { choice: PendingChoice }>
  | Ev<'PendingChoiceAnswered', { answer: string }>
  | Ev<'HeadlineResolved', { cardId: string }>
  | Ev<'EnvironmentEntered', { cardId: string; replaced: string | null }>
  | Ev<'RumorEntered', { cardId: string }>
  | Ev<'RumorIgnored', { cardId: string }>
  | Ev<'RumorEnded', { cardId: string; outcome: 'passed' | 'failed' | 'discarded' }>
  | Ev<'EnvironmentDiscarded', { cardId: string }>
  | Ev<'MythosMarkersPlaced', { cardId: string; activity: string[]; closed: string[] }>
  | Ev<'MythosDeckReshuffled', { order: string[] }>
  | Ev<'GateClosed', { location: string; markerId: string; investigatorId: string }>
  | Ev<'ElderSignPlaced', { location: string; fromTrack: boolean }>
  | Ev<'ElderSignRemoved', { location: string }>
  | Ev<'ElderSignCardPlayed', { investigatorId: string }>
  | Ev<'MonsterTrophyTaken', { uid: string; investigatorId: string }>
  | Ev<'GateTrophySpent', { markerId: string; investigatorId: string }>
  | Ev<'MonsterTrophySpent', { uid: string; investigatorId: string }>
  /** `returnsAtTurn`: the turn at whose Upkeep they come back (absent in games recorded before it). */
  | Ev<'InvestigatorLostInTimeAndSpace', { investigatorId: string; returnsAtTurn?: number }>
  /** «ZAGUBIONY W CZASIE I PRZESTRZENI»: at the start of the Upkeep of the turn after the lost one, to any street or location. */
  | Ev<'InvestigatorReturnedFromLostInTimeAndSpace', { investigatorId: string; to: string }>
  /** Sanity and Stamina (current and maximum) now; null = no longer tracked. */
  | Ev<'HealthSet', { investigatorId: string; health: Health | null }>
  /**
   * Sanity (insane) or Stamina (unconscious) fell to 0: in town (Asylum / Hospital), in an Other
   * World (Lost in Time and Space), or where the app does not know (the players resolve it).
   */
  | Ev<'InvestigatorKnockedOut', { investigatorId: string; kind: 'insane' | 'unconscious'; where: 'town' | 'other-world' | 'unknown' }>
  /** «Aresztowani Badacze», «Aresztowanie w Innsmouth»: into the jail cell, delayed (money is the players'). */
  | Ev<'InvestigatorArrested', { investigatorId: string; from: string | null; to: string }>
  /** «Stan wyjątkowy»: the investigator ended a move on an Innsmouth space during the state of emergency. */
  | Ev<'VigilanceCheckDue', { investigatorId: string; space: string; modifier: number | null }>
  | Ev<'VigilanceCheckPassed', { investigatorId: string }>
  | Ev<'InvestigatorDevoured', { investigatorId: string; reason: string }>
  | Ev<'InvestigatorReplaced', { investigatorId: string; name: string }>
  | Ev<'AncientOneAwakened', { reason: AwakeningReason }>
  | Ev<'DoomTrackFilled', { added: number }>
  | Ev<'BattleRoundStarted', { round: number; firstPlayer: number }>
  | Ev<'BattleAttackRecorded', { investigatorId: string; successes: number; total: number }>
  | Ev<'GameWon', { how: WinKind }>
  | Ev<'GameLost', { reason: string }>
  /** `monsterTrophies` absent: the players gave no count (events recorded before it existed have none). */
  | Ev<'ScoreInputsSet', { unpaidBankLoans: number; saneSurvivors: number | null; monsterTrophies?: number | null }>
  /**
   * A Gate card for `world` («Faza IV: Spotkania w Innych Światach»): `skipped` (wrong colour) went
   * to the bottom in the order drawn, then `cardId`, which is discarded after use («Odrzucanie kart»).
   */
  | Ev<'GateCardDrawn', { world: string; cardId: string; skipped: string[]; investigatorId?: string }>
  /**
   * The special Gate card came up: `skipped` went to the bottom before it, then the deck was
   * shuffled without the card in hand, which ends at the bottom. `order` is the whole new deck.
   */
  | Ev<'GateDeckReshuffled', { order: string[]; cardId: string; skipped: string[] }>
  /** A Location card drawn from a freshly shuffled neighbourhood deck («Faza III: Spotkania w Arkham»). */
  | Ev<'LocationCardDrawn', { neighbourhood: string; cardId: string }>
  // Innsmouth Horror («Widmo nad Innsmouth»)
  /** «Tor Buntu Istot z Głębin»: one uprising token on the track, which now holds `to`. */
  | Ev<'UprisingTokenPlaced', { to: number }>
  /** The players set the Deep Ones Rising track (a card effect, a Herald, a correction). */
  | Ev<'DeepOnesRisingCorrected', { to: number }>
  /** «Worteksy»: the monster entered a vortex and goes back to the cup (terror and uprising follow as their own events). */
  | Ev<'MonsterEnteredVortex', { uid: string; from: string }>
  /** «Nalot Federalnych»: the investigator's clues go onto the neighbourhood's spaces of the track. */
  | Ev<'FedsRaidCluesPlaced', { investigatorId: string; neighbourhood: string; count: number }>
  /** The Feds Raid track is full: both tracks are emptied (the clues are spent). */
  | Ev<'FedsRaided', { uprisingRemoved: number; cluesRemoved: number }>
  /** «Stan wyjątkowy»: doom fills at least half the track; Innsmouth stays under it for the rest of the game. */
  | Ev<'StateOfEmergencyDeclared', { doom: number; doomMax: number }>
  /** A counter on the Ancient One's sheet now holds `to`. */
  | Ev<'AncientOneCounterAdjusted', { key: string; to: number }>
  /** «Wygląd Innsmouth»: the cards drawn at once from the freshly shuffled deck; all go back afterwards. */
  | Ev<'InnsmouthLookDrawn', { count: number; cardIds: string[]; investigatorId?: string }>
  | Ev<'PersonalStorySet', { investigatorId: string; story: PersonalStory['story']; status: PersonalStory['status'] }>
  /** The owner defined a monster kind; `tokens` are its new tokens and where they went (`cup` or `box`). */
  | Ev<'MonsterKindDefined', { kind: CustomMonsterKind; tokens: string[]; to: 'cup' | 'box' }>
  | Ev<'ArrowDefined', { space: string; colour: 'white' | 'black'; to: string }>

export type Ah2eEventType = Ah2eEvent['type']
export type EventOf<T extends Ah2eEventType> = Extract<Ah2eEvent, { type: T }>
