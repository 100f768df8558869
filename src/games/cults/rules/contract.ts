import type { PhysicalValue, Rng } from '../../../core'
import { cultsData } from '../data'
import { hasRolled, hasSite, inPlay, onBoard, replaceRows, ritualsOf, topsOf } from './logic'
import { PLANS, type CultsState, type District, type Level, type PlanOrBluff } from './state'
import type { CultsCommand } from './commands'

/**
 * The module contract's three views of a Rise of the Cults state (src/core/module.ts): where the
 * flow stands, what the screens offer to play on, and what lies on the table.
 */

const LEVELS: readonly Level[] = [1, 2, 3]
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/**
 * Where the game stands: the round, the phase, whose turn, how many Plan markers are still to
 * place (Planning) or lie on the stacks (Actions), and the question the players owe. No figure a
 * correction changes (Investigators, Sanity, stacks of cards, Disorganization, settings).
 */
export function position(s: CultsState): string {
  if (s.status === 'new') return 'new'
  const p = s.pending
  const asked = !p ? '-'
    : p.kind === 'site' ? `site:${p.seat}`
    : p.kind === 'confrontation' ? `fight:${p.district}:${p.active}:${p.stage}:${p.reinforcers.length}`
    : p.kind
  const left = s.phase === 'planning' ? sum(s.seats.map((x) => x.toPlace)) : s.phase === 'actions' ? sum(s.districts.map((d) => d.stack.length)) : 0
  return [s.status, s.round, s.phase, s.actor, left, asked].join('|')
}

/** Non-empty subsets of `n` dice indices, a few drawn with `rng` (what a player may mark to reroll). */
function someSubsets(n: number, rng: Rng, k: number): number[][] {
  const out: number[][] = []
  for (let i = 0; i < k; i++) {
    const pick = Array.from({ length: n }, (_, j) => j).filter(() => rng.int(2) === 0)
    out.push(pick.length ? pick : [rng.int(n)])
  }
  return out
}

/**
 * The commands the screens offer to play on from `s` (what a table can tap; no corrections, no
 * District cards entered, no opponent setting switched): the pending question's answers (the
 * table's layout and Cult Sites, the fight screen's reinforcement, Attack totals and Terror, the
 * score screen's Goal check), else the phase's controls on the table screen, the opponent's
 * «Ruch NPC» when it is its turn. Numbers a player types are drawn with `rng` within the fields' range.
 */
export function offers(s: CultsState, rng: Rng): CultsCommand[] {
  const ds = inPlay(s)
  const humans = s.seats.map((x, i) => ({ x, i })).filter((h) => !h.x.npc).map((h) => h.i)
  const p = s.pending
  if (s.status === 'new') return []
  if (p?.kind === 'goal') return [{ type: 'CheckGoal', data: { met: true } }, { type: 'CheckGoal', data: { met: false } }]
  if (s.status === 'over') return []
  if (p?.kind === 'layout') {
    const sanity = Object.fromEntries(ds.map((d) => [d.id, rng.int(10)])) as Partial<Record<District, number>>
    const investigators = Object.fromEntries(ds.map((d) => [d.id, rng.int(3) === 0 ? rng.int(3) : 0])) as Partial<Record<District, number>>
    return [{ type: 'SetLayout', data: { sanity, investigators } }]
  }
  if (p?.kind === 'site') return ds.map((d) => ({ type: 'PlaceStartingSite', data: { district: d.id } }))
  if (p?.kind === 'confrontation') {
    const d = ds.find((x) => x.id === p.district) ?? s.districts.find((x) => x.id === p.district)!
    if (p.stage === 'reinforce') {
      const seat = p.reinforcers[0]
      if (seat === undefined || s.seats[seat].npc) return []
      const mine = onBoard(s, seat).filter((r) => r.district !== p.district)
      return [...mine.map((r): CultsCommand => ({ type: 'Reinforce', data: { from: r.district, level: r.level } })), { type: 'Reinforce', data: { from: null } }]
    }
    if (p.stage === 'attack') {
      const inIt = [...new Set(d.rituals.map((r) => r.seat))]
      const totals = Object.fromEntries(inIt.filter((x) => !s.seats[x].npc).map((h) => [String(h), rng.int(10)]))
      const npcIn = inIt.some((x) => s.seats[x].npc)
      return [{ type: 'EnterAttack', data: { totals, ...(npcIn && s.npc?.deck === 'physical' ? { npcCards: rng.int(8) } : {}) } }]
    }
    if (s.seats[p.active].npc) return []
    // The Terror calculator: Terror added, the Ritual that leaves (a choice when levels differ), whose
    // Dominance marker a full track loses (a choice when several opponents have one there); or «Rezygnuję».
    const levels = [...new Set(ritualsOf(d, p.active).map((r) => r.level))]
    const removes: (Level | null)[] = levels.length > 1 ? levels : [null]
    const first = replaceRows(s, p.active, d.id, p.noConfrontation, [])[0] ?? []
    const replaces: number[][] = first.length ? first.flatMap((v) => (replaceRows(s, p.active, d.id, p.noConfrontation, [v])[1] ?? [null]).map((w) => (w === null ? [v] : [v, w]))) : [[]]
    const out: CultsCommand[] = []
    for (const remove of removes) for (const replace of replaces) out.push({ type: 'ResolveTerror', data: { add: rng.int(10), remove, replace } })
    out.push({ type: 'ResolveTerror', data: { skip: true } })
    return out
  }
  if (p) return []
  switch (s.phase) {
    case 'city': {
      const advance = ds.filter(() => rng.int(3) === 0).map((d) => d.id)
      const disorganization = rng.int(4) === 0 ? s.seats.map((_, i) => i).filter(() => rng.int(2) === 0) : []
      return [
        { type: 'RevealCity', data: { advance: [], preparation: 0, cards: 0, planMarkers: cultsData.kit.plans, tokenLimit: cultsData.tokensKept } },
        { type: 'RevealCity', data: { advance, preparation: rng.int(3) - 1, cards: rng.int(3) - 1, planMarkers: 3 + rng.int(3), tokenLimit: 4 + rng.int(3), ...(disorganization.length ? { disorganization } : {}) } },
      ]
    }
    case 'cult': {
      const out: CultsCommand[] = humans.filter((seat) => !hasRolled(s.recruitment, seat)).map((seat) => ({ type: 'RollRecruitment', data: { seat } }))
      const r = s.recruitment
      if (r && r.rerolls < cultsData.recruitmentRerolls) for (const reroll of someSubsets(cultsData.recruitmentDice, rng, 2)) out.push({ type: 'RollRecruitment', data: { seat: r.seat, reroll } })
      out.push({ type: 'EndCultPhase', data: {} })
      return out
    }
    case 'planning':
      if (s.seats[s.actor].npc) return [{ type: 'NpcTurn', data: {} }]
      return ds.map((d) => ({ type: 'PlacePlan', data: { district: d.id } }))
    case 'actions':
      if (s.seats[s.actor].npc) return [{ type: 'NpcTurn', data: {} }]
      return topsOf(s, s.actor).flatMap((d) => planChoices(s, d.id))
    case 'hiding': {
      const tokens = Object.fromEntries(humans.filter(() => rng.int(2) === 0).map((h) => [String(h), rng.int(10)]))
      return [{ type: 'Hide', data: { tokens } }]
    }
    default:
      return []
  }
}

/** Every TakePlan the Actions panel can send for one district (the controls its Plan's details show). */
function planChoices(s: CultsState, id: District): CultsCommand[] {
  const me = s.actor
  const seat = s.seats[me]
  const d = s.districts.find((x) => x.id === id)!
  const out: CultsCommand[] = []
  const take = (plan: PlanOrBluff, extra: Record<string, unknown> = {}) => out.push({ type: 'TakePlan', data: { district: id, plan, ...extra } } as CultsCommand)
  for (const plan of [...PLANS, 'bluff'] as const) {
    switch (plan) {
      case 'preparation':
        // At least one of its two actions (ROC-PREP-01): with neither, the Plan is the Bluff.
        for (const site of hasSite(d, me) ? [false] : [false, true]) for (const ritual of [null, ...LEVELS.filter((l) => seat.supply[l] > 0)]) if (site || ritual !== null) take(plan, { site, ritual })
        break
      case 'augmentation':
        for (const guardian of d.guardians === 0 ? [false] : [false, true]) for (const action of d.actions === 0 ? [false] : [false, true]) for (const destroy of [null, 'disorganization', 'other']) take(plan, { guardian, action, destroy })
        break
      case 'influence': {
        const from = [null, ...onBoard(s, me).filter((r) => r.district !== id)]
        for (const f of from) for (const card of ['draw', 'destroy-disorganization', 'destroy-other', null]) take(plan, { from: f?.district ?? null, level: f?.level ?? null, card })
        break
      }
      default:
        take(plan)
    }
  }
  return out
}

/**
 * The table's components as the players have them: per district the Rituals by cult and level,
 * each cult's Cult Site and Dominance markers, the Plan markers on the stack (bottom first), the
 * Investigators in the district and the track token's steps, the Sanity token, the District cards
 * taken from its two stacks; the round marker, the First Cultist marker (2–4 players), each cult's
 * Disorganization cards (public: they go to the discard pile); in solo the opponent's stored Thugs
 * and, with its physical deck, its face-down bonus cards, the cards its fights turned up (to its
 * discard pile) and its Disorganization cards. Not: the
 * app's own order of a virtual deck, dice the app rolls, the cards and tokens behind the screens.
 */
export function physical(s: CultsState): Readonly<Record<string, PhysicalValue>> {
  const out: Record<string, PhysicalValue> = {}
  if (s.status === 'new') return out
  for (const d of s.districts) {
    s.seats.forEach((_, seat) => {
      for (const l of LEVELS) out[`ritual:${d.id}:${seat}:${l}`] = d.rituals.filter((r) => r.seat === seat && r.level === l).length
      out[`site:${d.id}:${seat}`] = d.sites.includes(seat)
      out[`dom:${d.id}:${seat}`] = d.dominance.filter((x) => x === seat).length
    })
    out[`plans:${d.id}`] = d.stack.join(',')
    out[`inv:${d.id}`] = d.investigators
    out[`track:${d.id}`] = d.track
    // The district out of play has no Sanity token (the Starting Layout is asked for the others only).
    if (d.inPlay) out[`sanity:${d.id}`] = d.sanity
    out[`stack:${d.id}:guardian`] = d.taken.guardian
    out[`stack:${d.id}:action`] = d.taken.action
  }
  // The round marker lies on space 1 from the setup on («Przygotowanie gry» 5, l.560–562), before the app counts round 1.
  out.round = Math.max(1, s.round)
  if (!s.solo) out.first = s.firstCultist
  s.seats.forEach((p, seat) => {
    if (!p.npc || s.npc?.deck === 'physical') out[`disorg:${seat}`] = p.disorganization
  })
  if (s.npc) {
    out['npc-thugs'] = s.npc.thugs
    if (s.npc.deck === 'physical') {
      out['npc-bonus'] = s.npc.bonusCount
      // The cards its fights turned face up, gone to its discard pile (the pile only the table keeps).
      out['npc-revealed'] = s.npc.revealed
    }
  }
  return out
}
