import type { FieldShape } from '../../../core'
import type { Ah2eCommandType, CommandOf } from './commands'

type Fields<T extends Ah2eCommandType> = { [K in keyof CommandOf<T>['data']]-?: FieldShape }

/**
 * The fields of every AH2e command's data, checked when a game file is read (an unknown field is
 * refused). Typed so that every command is listed and every field listed exists on its command.
 */
export const AH2E_COMMAND_FIELDS: { [T in Ah2eCommandType]: Fields<T> } = {
  SetUpGame: {
    players: 'value', investigatorNames: 'value', ancientOne: 'value', expansions: 'value', herald: 'value',
    settings: { object: { terrorTenAddsDoom: 'value', tooManyMonstersCountsOutskirts: 'value', burstTwoMonstersWithFivePlus: 'value', trackPositions: 'value', delayedStandUp: 'value' } },
  },
  AdvancePhase: { to: 'value' },
  DrawMythosCard: { cardId: 'value', preventGate: 'value' },
  PlaceSurge: { counts: 'map', onBoard: 'map' },
  ChooseClueTaker: { investigatorId: 'value' },
  ChooseMonsterDestination: { uid: 'value', to: 'value' },
  EndRumor: { outcome: 'value' },
  DiscardEnvironment: {},
  ReopenLocation: { location: 'value' },
  MoveInvestigator: { investigatorId: 'value', to: 'value' },
  UpdateInvestigator: { investigatorId: 'value', delayed: 'value', sneak: 'value', name: 'value', explored: 'value' },
  SetPositionTracking: { on: 'value' },
  LoseInTimeAndSpace: { investigatorId: 'value' },
  ReturnFromLostInTimeAndSpace: { investigatorId: 'value', to: 'value' },
  SetHealth: { investigatorId: 'value', sanity: 'value', maxSanity: 'value', stamina: 'value', maxStamina: 'value' },
  ChangeHealth: { investigatorId: 'value', sanity: 'value', stamina: 'value', maxSanity: 'value', maxStamina: 'value' },
  ArrestInvestigator: { investigatorId: 'value' },
  ResolveVigilanceCheck: { investigatorId: 'value', passed: 'value' },
  DevourInvestigator: { investigatorId: 'value' },
  ReplaceInvestigator: { investigatorId: 'value', name: 'value' },
  GainClues: { investigatorId: 'value', count: 'value' },
  PickUpClues: { investigatorId: 'value', count: 'value' },
  SpendClues: { investigatorId: 'value', count: 'value' },
  CloseGate: { location: 'value', investigatorId: 'value' },
  SealGate: { location: 'value', investigatorId: 'value', with: 'value' },
  DefeatMonster: { uid: 'value', investigatorId: 'value' },
  SpendTrophy: { investigatorId: 'value', kind: 'value', id: 'value' },
  TakeAlly: { allyId: 'value', investigatorId: 'value' },
  PlaceMonster: { uid: 'value', to: 'value' },
  RaiseTerror: { amount: 'value' },
  CorrectTerror: { to: 'value' },
  AdjustDoom: { delta: 'value' },
  AwakenAncientOne: {},
  RecordBattleAttack: { investigatorId: 'value', successes: 'value' },
  StartBattleRound: {},
  SetScoreInputs: { unpaidBankLoans: 'value', saneSurvivors: 'value', monsterTrophies: 'value' },
  DrawGateCard: { world: 'value', investigatorId: 'value' },
  DrawLocationCard: { neighbourhood: 'value' },
  PreventGate: { location: 'value' },
  MonsterEntersVortex: { uid: 'value' },
  SpendCluesOnFedsRaid: { investigatorId: 'value', neighbourhood: 'value', count: 'value' },
  AdjustDeepOnesRising: { delta: 'value' },
  AdjustAncientOneCounter: { key: 'value', delta: 'value' },
  DrawInnsmouthLook: { count: 'value', investigatorId: 'value' },
  SetPersonalStory: { investigatorId: 'value', story: 'value', status: 'value' },
  DefineMonsterKind: { id: 'value', name: 'value', dimension: 'value', movement: 'value', count: 'value', mask: 'value', spawn: 'value' },
  DefineArrow: { space: 'value', colour: 'value', to: 'value' },
}
