import type { EvolveHandlers } from '../../../core'
import { cultsData } from '../data'
import type { District } from '../data/types'
import type { CultsEvent } from './events'
import type { CityState, CultsState, DistrictState, Level, Seat } from './state'

/** One fold per event type (the evolve-*.ts tables, by concern); the compiler checks every type has one. */
export type Folds = EvolveHandlers<CultsState, CultsEvent>
/** An event that changes nothing the state keeps (it is in the log and the opponent's step list). */
export const same = (s: CultsState): CultsState => s

export const noUse = (): Seat['used'] => ({ augmentation: 0, preparation: 0, influence: 0, dominance: 0, bluff: 0 })
export const noCity = (): CityState => ({ preparation: 0, cards: 0, planMarkers: cultsData.kit.plans, tokenLimit: cultsData.tokensKept, advance: [], label: null })

export const initialState = (): CultsState => ({
  status: 'new',
  seed: '',
  solo: false,
  seats: [],
  districts: [],
  round: 0,
  rounds: cultsData.rounds,
  phase: 'setup',
  firstCultist: 0,
  actor: 0,
  layout: 0,
  playerCount: 0,
  trackStart: 0,
  city: noCity(),
  recruitment: null,
  npc: null,
  goal: null,
  goalCard: null,
  goalMet: null,
  pending: null,
  scores: null,
  npcSteps: null,
})

export const mapDistrict = (s: CultsState, id: District, f: (d: DistrictState) => DistrictState): CultsState => ({
  ...s,
  districts: s.districts.map((d) => (d.id === id ? f(d) : d)),
})
export const mapSeat = (s: CultsState, i: number, f: (p: Seat) => Seat): CultsState => ({ ...s, seats: s.seats.map((p, j) => (j === i ? f(p) : p)) })
export const supplyAdd = (p: Seat, level: Level, n: number): Seat => ({ ...p, supply: { ...p.supply, [level]: p.supply[level] + n } })
export const removeOne = <T>(xs: readonly T[], pred: (x: T) => boolean): T[] => {
  const i = xs.findIndex(pred)
  return i < 0 ? xs.slice() : [...xs.slice(0, i), ...xs.slice(i + 1)]
}
