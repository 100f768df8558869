import type { DimensionSymbol, MovementType } from '../data/types'
import type { Ah2eSettings, ExpansionId, Health, PersonalStory, Phase } from './state'

/** AH2e commands: imperative, `{ type, data }`. */
type Cmd<T extends string, D> = { type: T; data: D }

export type Ah2eCommand =
  | Cmd<'SetUpGame', {
      players: number
      investigatorNames?: string[]
      /** An Ancient One id, or null to draw one at random. */
      ancientOne: string | null
      settings?: Partial<Ah2eSettings>
      /** Expansions in play (default none). `innsmouth`: the Innsmouth board, cards, monsters and tracks. */
      expansions?: ExpansionId[]
      /** Innsmouth «Wariant Herolda»: a Herald id (picked, or drawn by the players), or none. */
      herald?: string | null
    }>
  | Cmd<'AdvancePhase', { to?: Phase }>
  /**
   * Draw the next Mythos card from the virtual deck, or name the physical card just drawn.
   * `preventGate`: an investigator's ability prevents the card's new gate (undo the draw and draw
   * again with it: the same card comes up, as every command has its own seeded stream).
   */
  | Cmd<'DrawMythosCard', { cardId?: string; preventGate?: boolean }>
  | Cmd<'PlaceSurge', { counts: Record<string, number>; onBoard?: Record<string, number> }>
  | Cmd<'ChooseClueTaker', { investigatorId: string }>
  | Cmd<'ChooseMonsterDestination', { uid: string; to: string }>
  | Cmd<'EndRumor', { outcome: 'passed' | 'failed' | 'discarded' }>
  | Cmd<'DiscardEnvironment', Record<string, never>>
  /** Lift a closed marker a Headline placed, when its text says («Zdolności Mitów»). */
  | Cmd<'ReopenLocation', { location: string }>
  | Cmd<'MoveInvestigator', { investigatorId: string; to: string | null }>
  /** `explored`: put or take the explored marker (only at a location where a gate is open). */
  | Cmd<'UpdateInvestigator', { investigatorId: string; delayed?: boolean; sneak?: number | null; name?: string; explored?: boolean }>
  /** The players switch the position checks on or off for this game (`settings.trackPositions`). */
  | Cmd<'SetPositionTracking', { on: boolean }>
  | Cmd<'LoseInTimeAndSpace', { investigatorId: string }>
  /** «ZAGUBIONY W CZASIE I PRZESTRZENI»: back to any street or location, from the Upkeep of the turn after the lost one. */
  | Cmd<'ReturnFromLostInTimeAndSpace', { investigatorId: string; to: string }>
  /** Track Sanity and Stamina in the app (start or correct: all four numbers; all `null`: leave them on the sheet). */
  | Cmd<'SetHealth', { investigatorId: string } & { [K in keyof Health]: number | null }>
  /** Sanity / Stamina lost or regained, maximums changed (deltas); a 0 has its consequences. */
  | Cmd<'ChangeHealth', { investigatorId: string; sanity?: number; stamina?: number; maxSanity?: number; maxStamina?: number }>
  /** «Aresztowani Badacze»: to the jail cell of the board they are on (Innsmouth Jail from the Innsmouth board), delayed. */
  | Cmd<'ArrestInvestigator', { investigatorId: string }>
  /** «Stan wyjątkowy»: the vigilance check the app asked for; a failed one is an arrest. */
  | Cmd<'ResolveVigilanceCheck', { investigatorId: string; passed: boolean }>
  | Cmd<'DevourInvestigator', { investigatorId: string }>
  /** Devoured outside the battle: the player takes a new investigator (keeps unspent trophies). */
  | Cmd<'ReplaceInvestigator', { investigatorId: string; name?: string }>
  | Cmd<'GainClues', { investigatorId: string; count: number }>
  /**
   * «Zbieranie Wskazówek»: the investigator ends movement at a location with clue tokens and takes
   * them (every token there: the table takes them all in practice; a gain from elsewhere is `GainClues`).
   */
  /** `count`: how many of the tokens there (the rulebook: «jeden lub więcej»); absent: all of them. */
  | Cmd<'PickUpClues', { investigatorId: string; count?: number }>
  | Cmd<'SpendClues', { investigatorId: string; count: number }>
  | Cmd<'CloseGate', { location: string; investigatorId: string }>
  | Cmd<'SealGate', { location: string; investigatorId: string; with: 'clues' | 'elder-sign-card' }>
  | Cmd<'DefeatMonster', { uid: string; investigatorId: string }>
  | Cmd<'SpendTrophy', { investigatorId: string; kind: 'gate' | 'monster'; id: string }>
  | Cmd<'TakeAlly', { allyId: string; investigatorId: string }>
  /** Manual correction or a card effect: put a monster token somewhere (a space, `sky`, `outskirts`, `cup`). */
  | Cmd<'PlaceMonster', { uid: string; to: string }>
  | Cmd<'RaiseTerror', { amount: number }>
  | Cmd<'CorrectTerror', { to: number }>
  | Cmd<'AdjustDoom', { delta: number }>
  | Cmd<'AwakenAncientOne', Record<string, never>>
  | Cmd<'RecordBattleAttack', { investigatorId: string; successes: number }>
  | Cmd<'StartBattleRound', Record<string, never>>
  /** `monsterTrophies`: the unspent monster trophies the players hold (absent or null: the app's count). */
  | Cmd<'SetScoreInputs', { unpaidBankLoans: number; saneSurvivors: number | null; monsterTrophies?: number | null }>
  /** Other World encounter: draw Gate cards until one matches a colour of `world` («Faza IV»). */
  | Cmd<'DrawGateCard', { world: string; investigatorId?: string }>
  /** Arkham encounter: shuffle the neighbourhood's deck and draw one card («Faza III»). */
  | Cmd<'DrawLocationCard', { neighbourhood: string }>
  // Innsmouth Horror («Widmo nad Innsmouth»)
  /** An investigator's ability (or a card) prevented a gate from opening: +1 uprising with Innsmouth. */
  | Cmd<'PreventGate', { location?: string }>
  /** A monster moved into a vortex (positions unknown to the app): back to the cup, terror +1, uprising +1. */
  | Cmd<'MonsterEntersVortex', { uid: string }>
  /** Upkeep «Nalot Federalnych»: an investigator in an Innsmouth neighbourhood puts clues on its spaces. */
  | Cmd<'SpendCluesOnFedsRaid', { investigatorId: string; neighbourhood: string; count: number }>
  /** A card effect, a Herald or a correction changes the Deep Ones Rising track. */
  | Cmd<'AdjustDeepOnesRising', { delta: number }>
  /** A counter on the Ancient One's sheet (keys from its data tags, e.g. `ghatanothoa-visage`). */
  | Cmd<'AdjustAncientOneCounter', { key: string; delta: number }>
  /** «Wygląd Innsmouth»: shuffle the 10 cards, draw `count` at once; all go back afterwards. */
  | Cmd<'DrawInnsmouthLook', { count: number; investigatorId?: string }>
  /** «Wariant Osobistych historii»: the story of an investigator and whether it passed or failed. */
  | Cmd<'SetPersonalStory', { investigatorId: string; story: PersonalStory['story']; status: PersonalStory['status'] }>
  /** The owner of the box fills in an Innsmouth monster kind the data does not know; its tokens join the cup. */
  | Cmd<'DefineMonsterKind', { id: string; name: string; dimension: DimensionSymbol; movement: MovementType; count: number; mask: boolean; spawn: boolean }>
  /** The owner of the box fills in an unknown arrow: `to` is a space on the same board or `vortex`. */
  | Cmd<'DefineArrow', { space: string; colour: 'white' | 'black'; to: string }>

export type Ah2eCommandType = Ah2eCommand['type']
export type CommandOf<T extends Ah2eCommandType> = Extract<Ah2eCommand, { type: T }>
