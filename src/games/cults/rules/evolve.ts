import { assertNever } from '../../../core'
import { cultsData } from '../data'
import { builtinGoal, districtOf } from './logic'
import type { CityState, CultsState, DistrictState, District, Level, NpcCard, NpcSettings, Seat } from './state'
import type { CultsEvent } from './events'

const noUse = (): Seat['used'] => ({ augmentation: 0, preparation: 0, influence: 0, dominance: 0, bluff: 0 })
const noCity = (): CityState => ({ preparation: 0, cards: 0, planMarkers: cultsData.kit.plans, tokenLimit: cultsData.tokensKept, advance: [], label: null })

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

const mapDistrict = (s: CultsState, id: District, f: (d: DistrictState) => DistrictState): CultsState => ({
  ...s,
  districts: s.districts.map((d) => (d.id === id ? f(d) : d)),
})
const mapSeat = (s: CultsState, i: number, f: (p: Seat) => Seat): CultsState => ({ ...s, seats: s.seats.map((p, j) => (j === i ? f(p) : p)) })
const supplyAdd = (p: Seat, level: Level, n: number): Seat => ({ ...p, supply: { ...p.supply, [level]: p.supply[level] + n } })
const removeOne = <T>(xs: readonly T[], pred: (x: T) => boolean): T[] => {
  const i = xs.findIndex(pred)
  return i < 0 ? xs.slice() : [...xs.slice(0, i), ...xs.slice(i + 1)]
}

/** Events that put the board or a setting right: they leave the opponent's step list as it is. */
const ASIDE: ReadonlySet<CultsEvent['type']> = new Set(['DistrictCorrected', 'DisorganizationCorrected', 'DistrictCardsSet', 'SettingChanged'])

/**
 * The opponent's step list (`npcSteps`): its turn starts it (the Planning roll, the Actions roll,
 * or a Plan named by the player); what follows joins it (its fight and Terror, the player's answers
 * in that fight, whose turn is next); the players going on ends it (their own Plan marker placed or
 * taken, a new round's City or Cult phase).
 */
function npcStepsAfter(before: CultsState, next: CultsState, e: CultsEvent): CultsState {
  if (!next.solo || ASIDE.has(e.type)) return next
  const steps = before.npcSteps
  const npcSeat = (seat: number) => !!before.seats[seat]?.npc
  switch (e.type) {
    case 'NpcRolled':
      return { ...next, npcSteps: [e] }
    case 'PlanPlaced':
      return { ...next, npcSteps: e.data.rolls ? [e] : null }
    case 'PlanTaken':
      if (!npcSeat(e.data.seat)) return { ...next, npcSteps: null }
      // A rolled turn goes on; a Plan named by the player with no roll (a Bluff) starts one.
      return { ...next, npcSteps: steps && steps[0].type === 'NpcRolled' && !steps.some((x) => x.type === 'PlanTaken') ? [...steps, e] : [e] }
    case 'PhaseStarted':
      if (e.data.phase === 'city' || e.data.phase === 'cult') return { ...next, npcSteps: null }
      break
    case 'RecruitmentRolled':
    case 'CityRevealed':
      return { ...next, npcSteps: null }
    default:
      break
  }
  return steps ? { ...next, npcSteps: [...steps, e] } : next
}

/** Fold one event. Pure; switches over every event type. */
export function evolve(s: CultsState, e: CultsEvent): CultsState {
  return npcStepsAfter(s, fold(s, e), e)
}

function fold(s: CultsState, e: CultsEvent): CultsState {
  switch (e.type) {
    case 'GameSetUp': {
      const d = e.data
      const seats: Seat[] = d.seats.map((p) => ({
        ...p,
        supply: { 1: cultsData.kit.rituals['1'], 2: cultsData.kit.rituals['2'], 3: cultsData.kit.rituals['3'] },
        sitesLeft: cultsData.kit.sites,
        dominanceLeft: cultsData.kit.dominance,
        disorganization: 0,
        toPlace: 0,
        used: noUse(),
      }))
      return {
        ...initialState(),
        status: 'playing',
        seed: d.seed,
        solo: d.solo,
        seats,
        districts: d.districts.map((x) => ({ ...x, sanity: null, investigators: 0, track: d.trackStart, guardians: null, actions: null, taken: { guardian: 0, action: 0 }, guardianCard: null, actionCard: null, rituals: [], sites: [], dominance: [], stack: [] })),
        rounds: d.rounds,
        firstCultist: d.firstCultist,
        actor: d.firstCultist,
        layout: d.layout,
        playerCount: d.seats.filter((p) => !p.npc).length,
        trackStart: d.trackStart,
        npc: d.npc ? { deck: d.npc.deck, cards: Object.fromEntries(d.npc.cards.map((c) => [c.id, c])), draw: d.npc.draw, discard: [], bonus: [], bonusCount: 0, revealed: 0, destroyed: [], thugs: 0, settings: d.npc.settings } : null,
        goal: d.goal,
        goalCard: d.goalCard ?? (d.goal ? builtinGoal(d.goal) : null),
        pending: { kind: 'layout', layout: d.layout },
      }
    }
    case 'LayoutApplied':
      return {
        ...s,
        districts: s.districts.map((x) => ({ ...x, sanity: e.data.sanity[x.id], investigators: e.data.investigators[x.id] })),
        pending: null,
      }
    case 'SiteAsked':
      return { ...s, pending: { kind: 'site', seat: e.data.seat } }
    case 'SitePlaced':
      if (s.pending?.kind === 'site') s = { ...s, pending: null }
      return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, sites: [...d.sites, e.data.seat] })), e.data.seat, (p) => ({ ...p, sitesLeft: p.sitesLeft - 1 }))
    case 'RitualPlaced':
      return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, rituals: [...d.rituals, { seat: e.data.seat, level: e.data.level }] })), e.data.seat, (p) => supplyAdd(p, e.data.level, -1))
    case 'PhaseStarted': {
      const { round, phase } = e.data
      let next: CultsState = { ...s, round, phase, recruitment: null }
      if (phase === 'city' || (phase === 'cult' && s.phase !== 'city')) {
        // A new round: last round's City card no longer applies.
        next = { ...next, city: noCity() }
      }
      if (phase === 'planning') {
        next = { ...next, actor: s.firstCultist, seats: next.seats.map((p) => ({ ...p, toPlace: next.city.planMarkers })) }
      }
      if (phase === 'actions') next = { ...next, actor: s.firstCultist }
      if (phase === 'city' || phase === 'cult') next = { ...next, seats: next.seats.map((p) => ({ ...p, used: noUse() })) }
      return next
    }
    case 'CityRevealed': {
      const { label, ...mods } = e.data
      return { ...s, city: { ...mods, label: label ?? null } }
    }
    case 'InvestigatorAdvanced':
      return mapDistrict(s, e.data.district, (d) => ({ ...d, track: e.data.track, investigators: e.data.investigators }))
    case 'RecruitmentRolled':
      return { ...s, recruitment: { seat: e.data.seat, faces: e.data.faces, rerolls: e.data.rerolls } }
    case 'PlanPlaced':
      return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, stack: [...d.stack, e.data.seat] })), e.data.seat, (p) => ({ ...p, toPlace: p.toPlace - 1 }))
    case 'TurnPassed':
      return { ...s, actor: e.data.to }
    case 'PlanTaken':
      return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, stack: d.stack.slice(0, -1) })), e.data.seat, (p) => ({ ...p, used: { ...p.used, [e.data.plan]: p.used[e.data.plan] + 1 } }))
    case 'CardsBought': {
      const less = (n: number | null, bought: boolean) => (n === null || !bought ? n : Math.max(0, n - 1))
      const taken = (d: DistrictState) => ({ guardian: d.taken.guardian + (e.data.guardian ? 1 : 0), action: d.taken.action + (e.data.action ? 1 : 0) })
      return mapDistrict(s, e.data.district, (d) => ({ ...d, guardians: less(d.guardians, e.data.guardian), actions: less(d.actions, e.data.action), taken: taken(d) }))
    }
    case 'CardDestroyed': {
      if (e.data.what !== 'disorganization') return s
      const seat = s.seats[e.data.seat]
      if (seat.npc && s.npc) {
        const card = s.npc.discard.find((id) => s.npc!.cards[id]?.disorganization)
        const gone = s.npc.deck === 'physical' ? 'disorganization' : card
        const next = { ...s, npc: { ...s.npc, discard: card ? removeOne(s.npc.discard, (x) => x === card) : s.npc.discard, destroyed: gone ? [...s.npc.destroyed, gone] : s.npc.destroyed } }
        return mapSeat(next, e.data.seat, (p) => ({ ...p, disorganization: Math.max(0, p.disorganization - 1) }))
      }
      return mapSeat(s, e.data.seat, (p) => ({ ...p, disorganization: Math.max(0, p.disorganization - 1) }))
    }
    case 'CardDrawn':
    case 'TokensTaken':
    case 'ReinforcementDeclined':
    case 'TokensCapped':
      return s
    case 'RitualMoved': {
      const { seat, from, to, level, now } = e.data
      let next = mapDistrict(s, from, (d) => ({ ...d, rituals: removeOne(d.rituals, (r) => r.seat === seat && r.level === level) }))
      next = mapDistrict(next, to, (d) => ({ ...d, rituals: [...d.rituals, { seat, level: now }] }))
      if (now !== level) next = mapSeat(next, seat, (p) => supplyAdd(supplyAdd(p, level, 1), now, -1))
      return next
    }
    case 'RitualRemoved':
      return mapSeat(
        mapDistrict(s, e.data.district, (d) => ({ ...d, rituals: removeOne(d.rituals, (r) => r.seat === e.data.seat && r.level === e.data.level) })),
        e.data.seat,
        (p) => supplyAdd(p, e.data.level, 1),
      )
    case 'NpcRolled':
    case 'NpcFellBack':
      return s
    case 'NpcBonusCard': {
      if (!s.npc) return s
      const card = e.data.card
      return { ...s, npc: card ? { ...s.npc, draw: s.npc.draw.slice(1), bonus: [...s.npc.bonus, card] } : { ...s.npc, bonusCount: s.npc.bonusCount + 1 } }
    }
    case 'NpcGuardianTaken': {
      let next = mapDistrict(s, e.data.district, (d) => ({ ...d, guardians: d.guardians === null ? null : Math.max(0, d.guardians - 1), taken: { ...d.taken, guardian: d.taken.guardian + 1 } }))
      if (next.npc?.deck === 'virtual') {
        // ROC-CARDS-04: the district's Guardian card as entered; not entered yet, it counts 0 until it is.
        const g = districtOf(s, e.data.district)?.guardianCard ?? null
        const id = `guardian-${e.data.district}-${Object.keys(next.npc.cards).length}`
        const card: NpcCard = g ? { id, attack: g.attack, thugs: g.thugs, guardian: true, district: e.data.district } : { id, attack: 0, thugs: null, guardian: true, district: e.data.district, unknown: true }
        next = { ...next, npc: { ...next.npc, cards: { ...next.npc.cards, [id]: card }, draw: [id, ...next.npc.draw] } }
      }
      return next
    }
    case 'NpcThugsStored':
      return s.npc ? { ...s, npc: { ...s.npc, thugs: s.npc.thugs + e.data.n } } : s
    case 'NpcDeckReshuffled':
      return s.npc ? { ...s, npc: { ...s.npc, draw: e.data.draw, discard: [] } } : s
    case 'NpcDeckShuffled':
      return s.npc ? { ...s, npc: { ...s.npc, draw: e.data.draw } } : s
    case 'ConfrontationStarted':
      return {
        ...s,
        pending: {
          kind: 'confrontation',
          district: e.data.district,
          active: e.data.active,
          stage: e.data.noConfrontation ? 'terror' : e.data.reinforcers.length ? 'reinforce' : 'attack',
          reinforcers: e.data.reinforcers,
          noConfrontation: e.data.noConfrontation,
        },
      }
    case 'DominanceStage':
      return s.pending?.kind === 'confrontation' ? { ...s, pending: { ...s.pending, ...e.data } } : s
    case 'AttackTotalled': {
      if (!s.npc || !e.data.npc) return s
      const n = e.data.npc
      const played = [...n.cards.filter((c) => !n.destroyed.includes(c))]
      const draw = s.npc.draw.filter((c) => !n.cards.includes(c))
      // A physical deck: its top 3 cards were turned face up; the table lays them on its discard pile.
      const revealed = s.npc.revealed + (s.npc.deck === 'physical' ? cultsData.npcCombat.topCards : 0)
      return { ...s, npc: { ...s.npc, draw, bonus: [], bonusCount: 0, revealed, thugs: 0, discard: [...s.npc.discard, ...played], destroyed: [...s.npc.destroyed, ...n.destroyed] } }
    }
    case 'ConfrontationResolved': {
      const p = s.pending
      if (p?.kind !== 'confrontation') return s
      const activeLost = e.data.winner !== p.active
      return { ...s, pending: activeLost ? null : { ...p, stage: 'terror', reinforcers: [] } }
    }
    case 'DisorganizationTaken': {
      let next = mapSeat(s, e.data.seat, (p) => ({ ...p, disorganization: p.disorganization + 1 }))
      if (next.seats[e.data.seat].npc && next.npc?.deck === 'virtual') {
        const id = `disorganization-${Object.keys(next.npc.cards).length}`
        next = { ...next, npc: { ...next.npc, cards: { ...next.npc.cards, [id]: { id, attack: 0, thugs: null, disorganization: true } }, discard: [...next.npc.discard, id] } }
      }
      return next
    }
    case 'TerrorResolved':
      return s
    case 'DominancePlaced': {
      const { seat, district, replaced } = e.data
      let next = mapDistrict(s, district, (d) => ({ ...d, dominance: [...(replaced === null ? d.dominance : removeOne(d.dominance, (x) => x === replaced)), seat] }))
      next = mapSeat(next, seat, (p) => ({ ...p, dominanceLeft: p.dominanceLeft - 1 }))
      if (replaced !== null) next = mapSeat(next, replaced, (p) => ({ ...p, dominanceLeft: p.dominanceLeft + 1 }))
      return next
    }
    case 'DominanceEnded':
      return { ...s, pending: null }
    case 'FirstCultistPassed':
      return { ...s, firstCultist: e.data.to }
    case 'GameEnded':
      // Solo: the Goal card waits for its check (the app's own, right after, or the player's).
      return { ...s, status: 'over', scores: e.data.scores, pending: s.solo && s.goal ? { kind: 'goal' } : null }
    case 'GoalChecked':
      return { ...s, goalMet: e.data.met, pending: null }
    case 'DistrictCorrected':
      return mapDistrict(s, e.data.district, (d) => ({ ...d, investigators: e.data.investigators, track: e.data.track, sanity: e.data.sanity, guardians: e.data.guardians, actions: e.data.actions === undefined ? d.actions : e.data.actions }))
    case 'DisorganizationCorrected':
      return mapSeat(s, e.data.seat, (p) => ({ ...p, disorganization: e.data.to }))
    case 'DistrictCardsSet': {
      const { district, guardian, action, guardians, actions } = e.data
      let next = mapDistrict(s, district, (d) => ({ ...d, guardianCard: guardian, actionCard: action, guardians, actions }))
      // Guardians the NPC took from here before the card was entered now count as entered (ROC-CARDS-04).
      if (next.npc && guardian) {
        const cards = Object.fromEntries(Object.entries(next.npc.cards).map(([id, c]) => [id, c.unknown && c.district === district ? { id, attack: guardian.attack, thugs: guardian.thugs, guardian: true, district } : c]))
        next = { ...next, npc: { ...next.npc, cards } }
      }
      return next
    }
    case 'SettingChanged': {
      if (!s.npc) return s
      const settings = { ...s.npc.settings, [e.data.setting]: e.data.value } as NpcSettings
      const next = { ...s, npc: { ...s.npc, settings } }
      // ROC-NPC-S1 switched: the districts take their new numbers.
      return e.data.setting === 'districtNumbers' ? { ...next, districts: next.districts.map((d) => ({ ...d, number: settings.districtNumbers[d.id] })) } : next
    }
    default:
      return assertNever(e, 'event')
  }
}
