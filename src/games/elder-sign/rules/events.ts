import type { DieColour, FaceId, ItemKind } from '../data/types'
import type {
  AdventureDeck, AncientOneState, AttemptStage, ClockHour, DieId, DiePlace, LockSource, MonsterSpot, MonsterToken, MythosCardFacts, PendingChoice, Step, Trophy, TrophyRef,
} from './state'

/**
 * Elder Sign events: past tense, `{ type, data, cause? }`. Random outcomes (deck orders, drawn
 * investigators and Ancient Ones, dice faces) are written into the events, so a replay never rolls
 * again. Facts the players supply (owner-completed facts) are kept in recognisable fields:
 * `GameSetUp.data.ownerFacts`, `AdventureLockDefined.data.lockedDie`, `MonsterAppeared.data.token`,
 * `MythosDrawn.data.card`, `MythosReplaced.data.card`, `SouvenirBought.data`.
 */
type Ev<T extends string, D> = { type: T; data: D; cause?: string }

export interface JoinedInvestigator {
  id: string
  sanity: number
  stamina: number
  clues: number
  items: Record<ItemKind, number>
  toPick: number
}

export type EsEvent =
  | Ev<'GameSetUp', {
      seed: string
      players: { name: string; investigator: JoinedInvestigator; drawn: boolean }[]
      ancientOne: AncientOneState
      ancientOneDrawn: boolean
      /** Facts the players gave (kept per device by the UI). */
      ownerFacts: { ancientOne: Partial<Pick<AncientOneState, 'doomTrack' | 'monsterSpaces' | 'elderSignLimit' | 'combatTask'>>; adventureLocks: Record<string, DieColour | 'none'> }
      firstPlayer: number
      firstPlayerDrawn: boolean
      adventureDeck: string[]
      otherWorldDeck: string[]
      cup: { regular: number; mask: number }
    }>
  | Ev<'InvestigatorJoined', { player: number; investigator: JoinedInvestigator; drawn: boolean }>
  | Ev<'StartingItemsPicked', { investigator: string; items: Partial<Record<ItemKind, number>> }>
  | Ev<'TurnStarted', { number: number; player: number; battle: boolean; clockOnly: boolean }>
  | Ev<'PhaseChanged', { phase: 'movement' | 'action' | 'clock' }>
  | Ev<'InvestigatorMoved', { investigator: string; from: string; to: string }>
  | Ev<'AttemptStarted', { card: string; investigator: string }>
  | Ev<'AttemptStageChanged', { stage: AttemptStage }>
  | Ev<'DieAdded', { die: DieId; spend: ItemKind | null }>
  | Ev<'LockedDieBorrowed', { die: DieId; lock: string }>
  | Ev<'DiceRolled', { dice: { die: DieId; face: FaceId }[]; physical: boolean }>
  | Ev<'DiceRerolled', { dice: { die: DieId; face: FaceId }[]; physical: boolean; source: string; by: string | null }>
  | Ev<'DieFaceChanged', { die: DieId; face: FaceId; source: string; by: string | null }>
  | Ev<'TaskCompleted', { card: string; task: string; dice: { die: DieId; face: FaceId }[]; monster: string | null }>
  | Ev<'RollFailed', { terror: boolean }>
  | Ev<'TerrorIgnored', { investigator: string; what: 'all' | 'mythos' }>
  | Ev<'DieDiscarded', { die: DieId }>
  | Ev<'DieHeld', { die: DieId; how: 'focus' | 'assist'; by: string }>
  | Ev<'SpellCast', { spell: string; caster: string; dice: DieId[] }>
  | Ev<'HeldDieReleased', { die: DieId; from: 'focused' | 'assisted' | 'spell' }>
  | Ev<'SpellDiscarded', { spell: string }>
  | Ev<'AttemptEnded', { outcome: 'success' | 'failure' | 'attack-over' | 'awakening' | 'devoured' | 'card-gone' }>
  | Ev<'AdventureCompleted', { card: string; investigator: string; deck: AdventureDeck; trophies: number }>
  | Ev<'AdventureFailed', { card: string; investigator: string; reason: string }>
  | Ev<'AdventureDealt', { card: string; deck: AdventureDeck; slot: number | null }>
  | Ev<'AdventureDeckEmpty', { deck: AdventureDeck }>
  /** A card effect discarded the card: to the bottom of its deck, markers to the Entrance. */
  | Ev<'AdventureDiscarded', { card: string }>
  | Ev<'AdventureLockDefined', { card: string; lockedDie: DieColour | 'none' }>
  | Ev<'DieLocked', { lock: string; colour: DieColour; by: LockSource; die: DieId | null }>
  | Ev<'LockReleased', { lock: string; die: DieId | null; passedTo: string | null }>
  | Ev<'DieRemovedFromGame', { die: DieId; lock: string | null }>
  | Ev<'MonsterAppeared', { token: MonsterToken; card: string; spot: MonsterSpot; source: string }>
  | Ev<'MonsterPrevented', { source: string; reason: 'ability' | 'cup-empty' | 'no-card' | 'awakening' }>
  | Ev<'MonsterMarkedDefeated', { token: string; spend: ItemKind | null }>
  | Ev<'MonsterDefeated', { token: string; investigator: string }>
  | Ev<'MonsterReturnedToCup', { token: string }>
  | Ev<'DoomAdded', { to: number; monsterSpace: boolean }>
  | Ev<'DoomRemoved', { to: number }>
  | Ev<'ElderSignsAdded', { to: number }>
  | Ev<'ElderSignsRemoved', { to: number }>
  | Ev<'ClockAdvanced', { to: ClockHour }>
  | Ev<'MidnightStruck', { count: number; firstTurn: boolean; battle: boolean }>
  | Ev<'MidnightEnded', Record<string, never>>
  | Ev<'MythosDrawn', { mythos: string; card: MythosCardFacts; setup: boolean }>
  | Ev<'MythosDiscarded', { mythos: string; persists: boolean }>
  | Ev<'PersistentMythosEnded', { mythos: string }>
  | Ev<'DailyAbilitiesRefreshed', Record<string, never>>
  | Ev<'DailyAbilityUsed', { investigator: string }>
  | Ev<'StatChanged', { investigator: string; stat: 'sanity' | 'stamina' | 'clues'; to: number }>
  | Ev<'MaxStatChanged', { investigator: string; stat: 'maxSanity' | 'maxStamina'; to: number }>
  | Ev<'ItemsChanged', { investigator: string; item: ItemKind; to: number }>
  | Ev<'TrophiesSpent', { investigator: string; items: TrophyRef[]; for: string }>
  | Ev<'TrophyGained', { investigator: string; trophy: Trophy }>
  | Ev<'InvestigatorDevoured', { player: number; investigator: string; cardsToDecks: string[]; monstersToCup: string[]; spells: string[] }>
  | Ev<'PlayerEliminated', { player: number; reason: 'no-investigator-left' | 'devoured-awakened' }>
  | Ev<'ChoiceOpened', { choice: PendingChoice; rest: Step[] }>
  | Ev<'ChoiceAnswered', { kind: PendingChoice['kind'] }>
  | Ev<'AncientOneAwakened', { reason: string; doom: number }>
  /** The awakening discards every adventure (to the bottom of its deck) and every monster (to the cup). */
  | Ev<'AdventuresCleared', { cards: string[]; monsters: string[] }>
  | Ev<'AncientOneAttacked', { doom: number; investigators: { investigator: string; changes: Record<string, number> }[] }>
  | Ev<'GameWon', { how: 'sealed' | 'battle' }>
  | Ev<'GameLost', { reason: string }>
  | Ev<'EffectLeftToPlayers', { tag: string; source: string }>
  | Ev<'EntranceActionTaken', { action: 'first-aid' | 'lost-and-found' | 'souvenir' | 'pass'; option: string | null }>
  | Ev<'LostAndFoundRolled', { face: FaceId; physical: boolean }>
  | Ev<'SouvenirBought', { item: ItemKind | 'clue'; cost: number }>
  // corrections
  | Ev<'DoomCorrected', { to: number }>
  | Ev<'ElderSignsCorrected', { to: number }>
  | Ev<'ClockCorrected', { to: ClockHour }>
  | Ev<'DieCorrected', { die: DieId; to: DiePlace }>
  | Ev<'AdventureDeckCorrected', { deck: AdventureDeck; order: string[] }>
  | Ev<'DailyAbilityCorrected', { investigator: string; used: boolean }>
  /**
   * The Mythos card in play replaced by hand (its dice are freed by the `LockReleased` before it).
   * Not a new draw: the count of Mythos cards drawn stays; `immediate` says whether the new card's
   * immediate effect follows.
   */
  | Ev<'MythosReplaced', { replaced: string; replacedTitle: string | null; mythos: string; card: MythosCardFacts; immediate: boolean }>

export type EsEventType = EsEvent['type']
export type EventOf<T extends EsEventType> = Extract<EsEvent, { type: T }>
