import { cultsData } from '../data'
import { type Folds, initialState, mapDistrict, mapSeat, noCity, noUse, supplyAdd } from './evolve-base'
import { builtinGoal, rolledSeats } from './logic'
import type { CultsState, Seat } from './state'

/** The event types this table folds. */
type Handled =
  | 'GameSetUp' | 'LayoutApplied' | 'SiteAsked' | 'SitePlaced' | 'RitualPlaced' | 'PhaseStarted' | 'CityRevealed'
  | 'InvestigatorAdvanced' | 'RecruitmentRolled' | 'FirstCultistPassed' | 'GameEnded' | 'GoalChecked'
/** The game and its rounds: setup, layout, phases, the City card, recruitment, the end and the Goal. */
export const roundFolds: Pick<Folds, Handled> = {
  GameSetUp(s, e) {
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
      ...(d.rules !== undefined ? { rules: d.rules } : {}),
    }
  },
  LayoutApplied(s, e) {
    return {
      ...s,
      districts: s.districts.map((x) => ({ ...x, sanity: e.data.sanity[x.id], investigators: e.data.investigators[x.id] })),
      pending: null,
    }
  },
  SiteAsked(s, e) {
    return { ...s, pending: { kind: 'site', seat: e.data.seat } }
  },
  SitePlaced(s, e) {
    if (s.pending?.kind === 'site') s = { ...s, pending: null }
    return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, sites: [...d.sites, e.data.seat] })), e.data.seat, (p) => ({ ...p, sitesLeft: p.sitesLeft - 1 }))
  },
  RitualPlaced(s, e) {
    return mapSeat(mapDistrict(s, e.data.district, (d) => ({ ...d, rituals: [...d.rituals, { seat: e.data.seat, level: e.data.level }] })), e.data.seat, (p) => supplyAdd(p, e.data.level, -1))
  },
  PhaseStarted(s, e) {
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
  },
  CityRevealed(s, e) {
    const { label, ...mods } = e.data
    return { ...s, city: { ...mods, label: label ?? null } }
  },
  InvestigatorAdvanced(s, e) {
    return mapDistrict(s, e.data.district, (d) => ({ ...d, track: e.data.track, investigators: e.data.investigators }))
  },
  RecruitmentRolled(s, e) {
    const before = rolledSeats(s.recruitment)
    const rolled = before.includes(e.data.seat) ? before : [...before, e.data.seat]
    return { ...s, recruitment: { seat: e.data.seat, faces: e.data.faces, rerolls: e.data.rerolls, rolled } }
  },
  FirstCultistPassed(s, e) {
    return { ...s, firstCultist: e.data.to }
  },
  GameEnded(s, e) {
    // Solo: the Goal card waits for its check (the app's own, right after, or the player's).
    return { ...s, status: 'over', scores: e.data.scores, pending: s.solo && s.goal ? { kind: 'goal' } : null }
  },
  GoalChecked(s, e) {
    return { ...s, goalMet: e.data.met, pending: null }
  },
}
