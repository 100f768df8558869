import type { District } from '../data/types'
import type { DistrictCard, Face, GoalCard, Level, NpcCard, NpcSettings, PlanOrBluff } from './state'

/** Cults commands: imperative, `{ type, data }`; the setup and what each command carries. */
export interface LayoutFacts { sanity: Partial<Record<District, number>>; investigators?: Partial<Record<District, number>> }

export interface CultsSetup {
  players: { name: string; colour: string }[]
  /** Solo: one player against the app's opponent. */
  solo: boolean
  /** 2–3 players: the district out of play (null: drawn). */
  outDistrict: District | null
  firstCultist: number | null
  rounds: number
  /** The Starting Layout card (null: drawn 1–4). */
  layout: number | null
  /** Layouts the owner has entered (by number). */
  layouts: Record<string, LayoutFacts>
  dominanceSpaces: number
  /** Solo only (absent otherwise: a game file's object fields hold no null). */
  npc?: { deck: 'virtual' | 'physical'; cards: NpcCard[]; settings: Partial<NpcSettings> } | null
  goal: string | null
  /** Solo: the Goal card as the owner entered it (its id is `goal`); absent: the rulebook's card of that id. */
  goalCard?: GoalCard
  /** The rules version the game is set up under: the form sends the newest (`SETUP_RULES`); absent in a file made before (`LEGACY_RULES`). */
  rules?: number
}

/** The NPC settings a player may switch mid-game (ROC-NPC-SET; S10 decides only its start). */
export type SettingKey = Exclude<keyof NpcSettings, 'siteOutOfPlay'>

type Cmd<T extends string, D> = { type: T; data: D }
export type CultsCommand =
  | Cmd<'SetUpGame', CultsSetup>
  | Cmd<'SetLayout', { sanity: Partial<Record<District, number>>; investigators?: Partial<Record<District, number>> }>
  | Cmd<'PlaceStartingSite', { district: District }>
  | Cmd<'RevealCity', { advance?: District[]; preparation?: number; cards?: number; planMarkers?: number; tokenLimit?: number; label?: string; disorganization?: number[] }>
  | Cmd<'RollRecruitment', { seat: number; reroll?: number[]; faces?: Face[] }>
  | Cmd<'EndCultPhase', Record<string, never>>
  | Cmd<'PlacePlan', { district: District }>
  | Cmd<'NpcTurn', { die?: number; plan?: PlanOrBluff }>
  | Cmd<'TakePlan', {
      district: District
      plan: PlanOrBluff
      /** Augmentation: a Guardian and/or an Action card bought (different cards), a card destroyed. */
      guardian?: boolean
      action?: boolean
      destroy?: 'disorganization' | 'other' | null
      /** Preparation: a Site, then one Ritual of this level. */
      site?: boolean
      ritual?: Level | null
      /** Influence: the Ritual moved in (district and level), then draw or destroy. */
      from?: District | null
      level?: Level | null
      card?: 'draw' | 'destroy-disorganization' | 'destroy-other' | null
    }>
  | Cmd<'Reinforce', { from: District | null; level?: Level | null }>
  | Cmd<'EnterAttack', { totals: Record<string, number>; npcCards?: number }>
  | Cmd<'ResolveTerror', { add?: number; skip?: boolean; replace?: number[]; remove?: Level | null }>
  | Cmd<'Hide', { tokens: Record<string, number> }>
  | Cmd<'CheckGoal', { met: boolean }>
  | Cmd<'CorrectDistrict', { district: District; investigators?: number; track?: number; sanity?: number; guardians?: number | null; actions?: number | null }>
  | Cmd<'CorrectDisorganization', { seat: number; to: number }>
  /** A stack's card absent: not entered (a game file's object fields hold no null). */
  | Cmd<'SetDistrictCards', { district: District; guardian?: DistrictCard; action?: DistrictCard; guardians: number | null; actions: number | null }>
  | Cmd<'ChangeSetting', { setting: keyof NpcSettings; value?: string | boolean | string[]; numbers?: Record<District, number> }>

export type CultsCommandType = CultsCommand['type']
export type CommandOf<K extends CultsCommandType> = Extract<CultsCommand, { type: K }>
