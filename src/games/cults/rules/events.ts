import type { District } from '../data/types'
import type { CityMods, DistrictCard, Face, GoalCard, Level, NpcCard, NpcSettings, Phase, Plan, PlanOrBluff, Scores } from './state'

/**
 * Cults events: past tense, `{ type, data, cause? }`. Random outcomes (drawn districts, layouts,
 * dice faces, the opponent's deck orders) are written into the events, so a replay never rolls again.
 */
type Ev<T extends string, D> = { type: T; data: D; cause?: string }
export type CultsEvent =
  | Ev<'GameSetUp', {
      seed: string
      solo: boolean
      seats: { name: string; colour: string; npc: boolean }[]
      districts: { id: District; number: number; inPlay: boolean; capacity: number; dominanceCap: number }[]
      outDrawn: boolean
      firstCultist: number
      firstDrawn: boolean
      layout: number
      layoutDrawn: boolean
      rounds: number
      trackStart: number
      npc: { deck: 'virtual' | 'physical'; cards: NpcCard[]; draw: string[]; settings: NpcSettings } | null
      goal: string | null
      /** Present only when the owner entered the Goal card. */
      goalCard?: GoalCard
      /** The rules version set up under (`SETUP_RULES`); absent in a game set up before version 3. */
      rules?: number
    }>
  | Ev<'LayoutApplied', { layout: number; sanity: Record<District, number>; investigators: Record<District, number> }>
  | Ev<'SiteAsked', { seat: number }>
  | Ev<'SitePlaced', { seat: number; district: District }>
  | Ev<'RitualPlaced', { seat: number; district: District; level: Level }>
  | Ev<'PhaseStarted', { round: number; phase: Phase }>
  | Ev<'CityRevealed', CityMods & { label?: string }>
  | Ev<'InvestigatorAdvanced', { district: District; track: number; arrived: boolean; investigators: number }>
  | Ev<'RecruitmentRolled', { seat: number; faces: Face[]; rerolled: number[]; rerolls: number; physical: boolean }>
  | Ev<'PlanPlaced', { seat: number; district: District; rolls?: number[] }>
  | Ev<'TurnPassed', { to: number; skipped: number[] }>
  | Ev<'PlanTaken', { seat: number; district: District; plan: PlanOrBluff }>
  | Ev<'CardsBought', { seat: number; district: District; guardian: boolean; action: boolean; cost: number }>
  | Ev<'CardDestroyed', { seat: number; what: 'disorganization' | 'other' }>
  | Ev<'CardDrawn', { seat: number }>
  | Ev<'TokensTaken', { seat: number; n: number }>
  | Ev<'RitualMoved', { seat: number; from: District; to: District; level: Level; now: Level }>
  | Ev<'RitualRemoved', { seat: number; district: District; level: Level }>
  | Ev<'NpcRolled', { die: number; plan: Plan; district: District; physical: boolean }>
  | Ev<'NpcFellBack', { from: Plan; to: PlanOrBluff; reason: string }>
  | Ev<'NpcBonusCard', { card: string | null }>
  | Ev<'NpcGuardianTaken', { district: District }>
  | Ev<'NpcThugsStored', { n: number }>
  | Ev<'NpcDeckReshuffled', { draw: string[] }>
  | Ev<'NpcDeckShuffled', { draw: string[] }>
  | Ev<'ConfrontationStarted', { district: District; active: number; noConfrontation: boolean; reinforcers: number[] }>
  | Ev<'ReinforcementDeclined', { seat: number }>
  /** Bookkeeping: the Dominance moves on (who still reinforces, whether there is a fight). */
  | Ev<'DominanceStage', { stage: 'reinforce' | 'attack' | 'terror'; reinforcers: number[]; noConfrontation: boolean }>
  | Ev<'AttackTotalled', {
      district: District
      sides: { seat: number; entered: number; rituals: number; total: number }[]
      npc: { cards: string[]; destroyed: string[]; cardAttack: number; cardThugs: number; rolls: Face[][]; dice: number; thugs: number; rituals: number; total: number } | null
    }>
  | Ev<'ConfrontationResolved', { district: District; winner: number | null; losers: number[] }>
  | Ev<'DisorganizationTaken', { seat: number }>
  | Ev<'TerrorResolved', { seat: number; district: District; terror: number; sanity: number; success: boolean; skipped: boolean }>
  | Ev<'DominancePlaced', { seat: number; district: District; replaced: number | null }>
  | Ev<'DominanceEnded', { district: District }>
  | Ev<'TokensCapped', { seat: number; from: number; to: number }>
  | Ev<'FirstCultistPassed', { to: number }>
  | Ev<'GameEnded', { scores: Scores }>
  | Ev<'GoalChecked', { goal: string; met: boolean; auto: boolean }>
  | Ev<'DistrictCorrected', { district: District; investigators: number; track: number; sanity: number | null; guardians: number | null; actions?: number | null }>
  | Ev<'DisorganizationCorrected', { seat: number; to: number }>
  | Ev<'DistrictCardsSet', { district: District; guardian: DistrictCard | null; action: DistrictCard | null; guardians: number | null; actions: number | null }>
  | Ev<'SettingChanged', { setting: keyof NpcSettings; value: NpcSettings[keyof NpcSettings]; was: NpcSettings[keyof NpcSettings] }>

export type CultsEventType = CultsEvent['type']
export type EventOf<K extends CultsEventType> = Extract<CultsEvent, { type: K }>
