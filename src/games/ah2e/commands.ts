import type { Ah2eSettings, Phase } from './state'

/** AH2e commands: imperative, `{ type, data }`. */
type Cmd<T extends string, D> = { type: T; data: D }

export type Ah2eCommand =
  | Cmd<'SetUpGame', {
      players: number
      investigatorNames?: string[]
      /** An Ancient One id, or null to draw one at random. */
      ancientOne: string | null
      settings?: Partial<Ah2eSettings>
    }>
  | Cmd<'AdvancePhase', { to?: Phase }>
  /** Draw the next Mythos card from the virtual deck, or name the physical card just drawn. */
  | Cmd<'DrawMythosCard', { cardId?: string }>
  | Cmd<'PlaceSurge', { counts: Record<string, number>; onBoard?: Record<string, number> }>
  | Cmd<'ChooseClueTaker', { investigatorId: string }>
  | Cmd<'ChooseMonsterDestination', { uid: string; to: string }>
  | Cmd<'EndRumor', { outcome: 'passed' | 'failed' | 'discarded' }>
  | Cmd<'DiscardEnvironment', Record<string, never>>
  | Cmd<'MoveInvestigator', { investigatorId: string; to: string | null }>
  | Cmd<'UpdateInvestigator', { investigatorId: string; delayed?: boolean; sneak?: number | null; name?: string }>
  | Cmd<'LoseInTimeAndSpace', { investigatorId: string }>
  | Cmd<'DevourInvestigator', { investigatorId: string }>
  /** Devoured outside the battle: the player takes a new investigator (keeps unspent trophies). */
  | Cmd<'ReplaceInvestigator', { investigatorId: string; name?: string }>
  | Cmd<'GainClues', { investigatorId: string; count: number }>
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
  | Cmd<'SetScoreInputs', { unpaidBankLoans: number; saneSurvivors: number | null }>
  /** Other World encounter: draw Gate cards until one matches a colour of `world` («Faza IV»). */
  | Cmd<'DrawGateCard', { world: string; investigatorId?: string }>
  /** Arkham encounter: shuffle the neighbourhood's deck and draw one card («Faza III»). */
  | Cmd<'DrawLocationCard', { neighbourhood: string }>

export type Ah2eCommandType = Ah2eCommand['type']
export type CommandOf<T extends Ah2eCommandType> = Extract<Ah2eCommand, { type: T }>
