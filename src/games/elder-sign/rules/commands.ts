import type { DieColour, FaceId, ItemKind, Requirement } from '../data/types'
import type { ClockHour, DieId, MonsterSpot, MythosCardFacts, TrophyRef } from './state'

/** Elder Sign commands: imperative, `{ type, data }`. */
type Cmd<T extends string, D> = { type: T; data: D }

/**
 * Ancient One facts the data does not know (rulebook «Opis karty Przedwiecznego», l.194–205): the
 * players read them off the card. Required at setup for every fact in the Ancient One's
 * `ownerCompletes`; a given fact also overrides the data (low-confidence numbers).
 */
export interface AncientOneFacts {
  doomTrack?: number
  /** 1-based doom-track positions with the monster symbol (may be empty). */
  monsterSpaces?: number[]
  elderSignLimit?: number
  combatTask?: Requirement[]
}

export interface SetupPlayer {
  name?: string
  /** An investigator id, or null to draw one at random. */
  investigator: string | null
}

export interface EsSetup {
  players: SetupPlayer[]
  /** An Ancient One id, or null to draw among those whose facts are complete. */
  ancientOne: string | null
  /** Seat of the first player, or null to draw it («Ustalenie pierwszego gracza», l.179). */
  firstPlayer?: number | null
  /** Facts the owner remembers on the device. */
  facts?: {
    ancientOnes?: Record<string, AncientOneFacts>
    /** The locked die of adventures whose die the data does not know (`none` = no lock symbol). */
    adventureLocks?: Record<string, DieColour | 'none'>
  }
}

/** A monster token's facts as the players read them off the token they drew. */
export interface MonsterTokenFacts {
  name?: string | null
  requires: Requirement[]
  trophies: number
  lockedDie?: DieColour | null
  mask?: boolean
  backEffect?: string | null
}

/** Mythos card facts typed by the players from the physical card they drew. */
export type MythosInput = Partial<MythosCardFacts>

export type Stat = 'sanity' | 'stamina'

export type EsCommand =
  // setup
  | Cmd<'SetUpGame', EsSetup>
  // turn: movement, clock
  | Cmd<'MoveInvestigator', { to?: string | null }>
  | Cmd<'AdvanceClock', Record<string, never>>
  // the dice loop
  | Cmd<'AddDie', { colour: 'yellow' | 'red'; spend?: ItemKind | null }>
  | Cmd<'BorrowLockedDie', { die: DieId }>
  | Cmd<'Roll', { faces?: Partial<Record<DieId, FaceId>> }>
  | Cmd<'Reroll', { dice: DieId[]; source: 'clue' | 'ability' | 'item' | 'spell' | 'ally'; by?: string; spend?: ItemKind | null; faces?: Partial<Record<DieId, FaceId>> }>
  | Cmd<'SetDieFace', { die: DieId; face: FaceId; source: 'ability' | 'item' | 'spell' | 'ally'; by?: string }>
  | Cmd<'CompleteTask', { task: string; dice: DieId[] }>
  | Cmd<'FailRoll', { die?: DieId }>
  | Cmd<'DiscardDie', { die: DieId }>
  | Cmd<'FocusDie', { die: DieId }>
  | Cmd<'RequestAssistance', { helper: string; die: DieId }>
  | Cmd<'CastHoldSpell', { dice: DieId[] }>
  | Cmd<'ReleaseHeldDie', { die: DieId }>
  | Cmd<'FailAdventure', Record<string, never>>
  | Cmd<'DefeatMonster', { token: string; spend?: ItemKind | null }>
  // the Entrance
  | Cmd<'FirstAid', { option: 'free'; stat: Stat } | { option: 'full-one'; stat: Stat; pay: TrophyRef[] } | { option: 'full-both'; pay: TrophyRef[] }>
  | Cmd<'LostAndFound', { face?: FaceId }>
  | Cmd<'BuySouvenir', { item: ItemKind | 'clue'; cost: number; pay: TrophyRef[] }>
  | Cmd<'PassAction', Record<string, never>>
  // abilities and cards used by the players
  | Cmd<'UseDailyAbility', { investigator: string }>
  | Cmd<'RecoverStat', { investigator: string; stat: Stat; amount: number; spend?: ItemKind | null }>
  | Cmd<'PickStartingItems', { investigator: string; items: Partial<Record<ItemKind, number>> }>
  | Cmd<'ApplyEffect', { tag: string; investigator?: string | null }>
  | Cmd<'DealAdventure', { deck: 'adventure' | 'other-world' }>
  | Cmd<'DiscardAdventure', { card: string }>
  | Cmd<'AwakenAncientOne', Record<string, never>>
  | Cmd<'AddLock', { colour: DieColour; label: string }>
  | Cmd<'ReleaseLock', { lock: string }>
  | Cmd<'EndPersistentMythos', { mythos: string }>
  // answers to pending choices
  | Cmd<'DefineAdventureLock', { card: string; lockedDie: DieColour | 'none' }>
  | Cmd<'DrawMythos', { card: MythosInput }>
  | Cmd<'PlaceMonster', { card: string; spot: MonsterSpot; token: MonsterTokenFacts }>
  | Cmd<'ChooseEffect', { option: number }>
  | Cmd<'LoseTrophies', { items: TrophyRef[] }>
  | Cmd<'ChooseHelperLoss', { stat: Stat }>
  | Cmd<'ChooseInvestigator', { player: number; investigator: string | null }>
  | Cmd<'ResolveAncientOneAttack', { doom?: number; investigators?: AttackChange[] }>
  // corrections (golden rule l.184: the card beats the rulebook, so every figure can be set by hand)
  | Cmd<'CorrectDoom', { to: number }>
  | Cmd<'CorrectElderSigns', { to: number }>
  | Cmd<'CorrectClock', { to: ClockHour }>
  | Cmd<'CorrectInvestigator', { investigator: string } & Partial<Record<'sanity' | 'stamina' | 'maxSanity' | 'maxStamina' | 'clues' | ItemKind, number>>>
  /** Trophies taken away; monster tokens (worth N) added from the cup; Adventure / Other World cards added from their deck. */
  | Cmd<'CorrectTrophies', { investigator: string; remove?: TrophyRef[]; addMonster?: number[]; addAdventure?: string[] }>
  /** A once-per-day ability marked unused again (or used) by hand. */
  | Cmd<'CorrectDailyAbility', { investigator: string; used: boolean }>
  /**
   * The Mythos card in play is not the one on the table (the wrong card drawn, its facts typed
   * wrong): this card takes its place. The old card's dice are freed and the new card's die locked,
   * as at midnight; its immediate effect (doom, monsters, other effect) only with `immediate`.
   */
  | Cmd<'ReplaceMythos', { card: MythosInput; immediate?: boolean }>
  | Cmd<'CorrectDie', { die: DieId; to: 'pool' | 'out' | 'discarded' | 'removed' }>
  | Cmd<'RemoveMonster', { token: string }>
  /** The players' physical deck differs from the app's: these cards go on top, in this order. */
  | Cmd<'CorrectAdventureDeck', { deck: 'adventure' | 'other-world'; top: string[] }>

/** One investigator's part of the Ancient One's attack: signed changes. */
export interface AttackChange {
  investigator: string
  sanity?: number
  stamina?: number
  maxSanity?: number
  maxStamina?: number
  clues?: number
}

export type EsCommandType = EsCommand['type']
export type CommandOf<T extends EsCommandType> = Extract<EsCommand, { type: T }>
