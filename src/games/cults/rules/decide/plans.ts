import { cultsData } from '../../data'
import type { CommandOf } from '../commands'
import { startDominance } from '../dominance'
import type { Emitter } from '../emitter'
import { settleTurn } from '../flow'
import { advanceInvestigator } from '../investigators'
import { costs, districtOf, emptyPrepRefused, freeSpaces, hasSite, ritualsOf, topOf } from '../logic'
import { PLANS, type DistrictState, type Level, type Plan, type PlanOrBluff, type Seat } from '../state'
import { humanActorIn, isDistrict, LEVELS, type Handlers, type Refusal } from './types'

/** What one Plan taken needs: the acting seat, the district and the command's fields. */
interface Taken { em: Emitter; seat: number; me: Seat; d: DistrictState; data: CommandOf<'TakePlan'>['data'] }

/** `PlanTaken` first: every Plan (and a Bluff) begins with its marker taken from the stack. */
const taken = ({ em, seat, d }: Taken, plan: PlanOrBluff): void => em.emit({ type: 'PlanTaken', data: { seat, district: d.id, plan } }, 'rule/ROC-ACT')

/** Augmentation: buy a Guardian and/or an Action card, destroy a card. */
function augment(t: Taken): Refusal {
  const { em, seat, me, d, data } = t
  if (!hasSite(d, seat) && ritualsOf(d, seat).length === 0) return 'plan/needs-presence'
  const g = data.guardian ?? false
  const a = data.action ?? false
  const destroy = data.destroy ?? null
  if (typeof g !== 'boolean' || typeof a !== 'boolean' || ![null, 'disorganization', 'other'].includes(destroy)) return 'augment/bad'
  if (destroy === 'disorganization' && me.disorganization <= 0) return 'augment/bad'
  // ROC-CARDS-03: a card comes from this district's stack: none left, none to buy (l.1105).
  if ((g && d.guardians === 0) || (a && d.actions === 0)) return 'augment/stack-empty'
  // ROC-CARDS-02: what the cards cost, when both are entered (base + Investigators + City card); else not known (0).
  const c = costs(em.state, d)
  const known = (!g || c.guardian !== null) && (!a || c.action !== null)
  const cost = known ? (g ? c.guardian! : 0) + (a ? c.action! : 0) : 0
  taken(t, 'augmentation')
  if (g || a) em.emit({ type: 'CardsBought', data: { seat, district: d.id, guardian: g, action: a, cost } }, 'rule/ROC-REINF')
  if (destroy) em.emit({ type: 'CardDestroyed', data: { seat, what: destroy } }, 'rule/ROC-REINF')
  return null
}

/** Preparation: the Investigator moves, then a Cult Site and/or one Ritual. */
function prepare(t: Taken): Refusal {
  const { em, seat, me, d, data } = t
  const site = data.site ?? false
  const ritual = data.ritual ?? null
  if (typeof site !== 'boolean' || (ritual !== null && !LEVELS.includes(ritual))) return 'plan/unknown'
  // «dwa działania lub tylko jedno z nich» (l.1161–1162): at least one; doing neither is the Bluff (l.975–986).
  if (!site && ritual === null && emptyPrepRefused(em.state)) return 'prepare/nothing'
  if (site && hasSite(d, seat)) return 'prepare/site-here'
  if (site && me.sitesLeft <= 0) return 'site/none-left'
  if (ritual !== null) {
    if (!site && !hasSite(d, seat)) return 'prepare/needs-site'
    if (freeSpaces(d) <= 0) return 'ritual/no-space'
    if (me.supply[ritual] <= 0) return 'ritual/none-of-level'
  }
  taken(t, 'preparation')
  // The Investigator moves before the costs are paid (l.1164–1171).
  advanceInvestigator(em, d.id, 'rule/ROC-PREP-01')
  if (site) em.emit({ type: 'SitePlaced', data: { seat, district: d.id } }, 'rule/ROC-PREP-02')
  if (ritual !== null) em.emit({ type: 'RitualPlaced', data: { seat, district: d.id, level: ritual } }, 'rule/ROC-PREP-03')
  return null
}

/** Influence: a Ritual moved in from another district (one level up if it can), then draw or destroy. */
function influence(t: Taken): Refusal {
  const { em, seat, me, d, data } = t
  if (freeSpaces(d) <= 0) return 'plan/needs-space'
  const from = data.from ?? null
  const card = data.card ?? null
  if (![null, 'draw', 'destroy-disorganization', 'destroy-other'].includes(card)) return 'influence/bad-card'
  if (card === 'destroy-disorganization' && me.disorganization <= 0) return 'influence/bad-card'
  let move: { level: Level; now: Level } | null = null
  if (from !== null) {
    if (!isDistrict(from) || from === d.id) return 'influence/bad-from'
    const mine = ritualsOf(districtOf(em.state, from)!, seat)
    const level = data.level ?? (mine.length ? (Math.min(...mine.map((x) => x.level)) as Level) : null)
    if (level === null || !mine.some((x) => x.level === level)) return 'influence/bad-from'
    const now = (level < 3 && me.supply[(level + 1) as Level] > 0 ? level + 1 : level) as Level
    move = { level, now }
  }
  taken(t, 'influence')
  if (move && from) em.emit({ type: 'RitualMoved', data: { seat, from, to: d.id, ...move } }, 'rule/ROC-INFL')
  if (card === 'draw') em.emit({ type: 'CardDrawn', data: { seat } }, 'rule/ROC-INFL')
  if (card === 'destroy-disorganization' || card === 'destroy-other') em.emit({ type: 'CardDestroyed', data: { seat, what: card === 'destroy-other' ? 'other' : 'disorganization' } }, 'rule/ROC-INFL')
  return null
}

/** Dominance: the fight starts; the turn waits for it when it asks the players something. */
function dominate(t: Taken): Refusal | 'waits' {
  const { em, seat, d } = t
  if (ritualsOf(d, seat).length === 0) return 'plan/needs-ritual'
  taken(t, 'dominance')
  startDominance(em, seat, d.id)
  return em.state.pending ? 'waits' : null
}

/** A Bluff: no Plan, the tokens only. */
function bluff(t: Taken): Refusal {
  taken(t, 'bluff')
  t.em.emit({ type: 'TokensTaken', data: { seat: t.seat, n: cultsData.bluffTokens } }, 'rule/ROC-ACT-BLUFF')
  return null
}

const PLAN_STEPS: Record<PlanOrBluff, (t: Taken) => Refusal | 'waits'> = { bluff, augmentation: augment, preparation: prepare, influence, dominance: dominate }

/** The Actions phase: the top Plan marker of a district taken and carried out. */
export const planHandlers: Pick<Handlers, 'TakePlan'> = {
  TakePlan(em, { data }) {
    const seat = humanActorIn(em, 'actions', data.district)
    if (typeof seat === 'string') return seat
    const d = districtOf(em.state, data.district)!
    if (topOf(d) !== seat) return 'plan/not-top'
    const plan = data.plan as PlanOrBluff
    if (![...PLANS, 'bluff'].includes(plan)) return 'plan/unknown'
    if (plan !== 'bluff' && em.state.seats[seat].used[plan as Plan] >= cultsData.samePlanPerRound) return 'plan/twice'
    const r = PLAN_STEPS[plan]({ em, seat, me: em.state.seats[seat], d, data })
    if (r === 'waits') return null
    if (r) return r
    settleTurn(em, em.state.actor, false)
    return null
  },
}
