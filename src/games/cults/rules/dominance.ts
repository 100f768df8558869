import { rollDie, type DieType } from '../../../core'
import { cultsData } from '../data'
import type { Emitter } from './emitter'
import { settleTurn } from './flow'
import { districtOf, freeSpaces, levelSum, onBoard, ritualsOf, sanityOf } from './logic'
import type { CultsEvent } from './events'
import type { District, Face, Level, NpcCard } from './state'

export const RECRUITMENT_DIE: DieType<Face> = { id: 'recruitment', faces: cultsData.recruitmentFaces as Face[] }

/** Seats from the left of `active`, clockwise, once each (ROC-DOM reinforcement order, l.1333–1350). */
export function opponentsInOrder(n: number, active: number): number[] {
  return Array.from({ length: n - 1 }, (_, i) => (active + 1 + i) % n)
}

/**
 * ROC-DOM / ROC-NPC-11: a Dominance Plan. No opposing Ritual anywhere → no Confrontation (Terror,
 * 2 Dominance). Otherwise each opponent in turn may move one Ritual in (the NPC moves its highest,
 * ties → the lowest-numbered district); if only the active cult's Rituals are there, no Confrontation.
 */
export function startDominance(em: Emitter, active: number, district: District): void {
  const s = em.state
  const opponents = opponentsInOrder(s.seats.length, active)
  const anyOpposing = opponents.some((o) => onBoard(s, o).length > 0)
  if (!anyOpposing) {
    em.emit({ type: 'ConfrontationStarted', data: { district, active, noConfrontation: true, reinforcers: [] } }, 'rule/ROC-DOM-01')
    afterStage(em)
    return
  }
  em.emit({ type: 'ConfrontationStarted', data: { district, active, noConfrontation: false, reinforcers: opponents.filter((o) => onBoard(s, o).length > 0) } }, 'rule/ROC-DOM-02')
  afterStage(em)
}

/** Run what the app runs itself (the NPC's reinforcement, its Terror), and close the Dominance when done. */
export function afterStage(em: Emitter): void {
  for (let guard = 0; guard < 16; guard++) {
    const p = em.state.pending
    if (p?.kind !== 'confrontation') return
    const d = districtOf(em.state, p.district)!
    if (p.stage === 'reinforce') {
      const next = p.reinforcers[0]
      if (next === undefined) {
        const others = d.rituals.some((r) => r.seat !== p.active)
        em.emit({ type: 'DominanceStage', data: { stage: others ? 'attack' : 'terror', reinforcers: [], noConfrontation: !others } }, others ? 'rule/ROC-DOM-03' : 'rule/ROC-DOM-02')
        continue
      }
      const seat = em.state.seats[next]
      const movable = onBoard(em.state, next).filter((r) => r.district !== p.district)
      if (freeSpaces(d) === 0 || movable.length === 0) {
        em.emit({ type: 'ReinforcementDeclined', data: { seat: next } }, freeSpaces(d) === 0 ? 'rule/ROC-CAP' : 'rule/ROC-DOM-02')
        em.emit({ type: 'DominanceStage', data: { stage: 'reinforce', reinforcers: p.reinforcers.slice(1), noConfrontation: false } })
        continue
      }
      if (!seat.npc) return
      npcReinforce(em, next, p.district)
      em.emit({ type: 'DominanceStage', data: { stage: 'reinforce', reinforcers: p.reinforcers.slice(1), noConfrontation: false } })
      continue
    }
    if (p.stage === 'attack') return
    // Terror: the NPC's is automatic; a player's is asked.
    if (em.state.seats[p.active].npc) {
      npcTerror(em, p.active, p.district, p.noConfrontation)
      continue
    }
    return
  }
}

/** ROC-NPC-10: defending, the NPC moves in its highest-level Ritual (ties: the lowest-numbered district). */
function npcReinforce(em: Emitter, seat: number, district: District): void {
  const st = em.state.npc!.settings
  const all = onBoard(em.state, seat)
  const pool = st.defendFrom === 'other' ? all.filter((r) => r.district !== district) : all
  const best = pool.slice().sort((a, b) => b.level - a.level || a.number - b.number)[0]
  if (!best || best.district === district) {
    em.emit({ type: 'ReinforcementDeclined', data: { seat } }, 'rule/ROC-NPC-10')
    return
  }
  em.emit({ type: 'RitualMoved', data: { seat, from: best.district, to: district, level: best.level, now: best.level } }, 'rule/ROC-NPC-10')
}

/** A player's answer in the reinforcement step: move one Ritual in from another district, or not. */
export function playerReinforce(em: Emitter, from: District | null, level: Level | null | undefined): string | null {
  const p = em.state.pending
  if (p?.kind !== 'confrontation' || p.stage !== 'reinforce') return 'dominance/not-reinforcing'
  const seat = p.reinforcers[0]
  const d = districtOf(em.state, p.district)!
  if (from === null) {
    em.emit({ type: 'ReinforcementDeclined', data: { seat } }, 'choice')
  } else {
    if (from === p.district) return 'dominance/same-district'
    const src = districtOf(em.state, from)
    if (!src) return 'district/unknown'
    const mine = ritualsOf(src, seat)
    const lv = level ?? (mine.length ? Math.max(...mine.map((r) => r.level)) : null)
    if (!lv || !mine.some((r) => r.level === lv)) return 'dominance/no-ritual-there'
    if (freeSpaces(d) === 0) return 'ritual/no-space'
    em.emit({ type: 'RitualMoved', data: { seat, from, to: p.district, level: lv as Level, now: lv as Level } }, 'rule/ROC-DOM-02')
  }
  em.emit({ type: 'DominanceStage', data: { stage: 'reinforce', reinforcers: p.reinforcers.slice(1), noConfrontation: false } })
  afterStage(em)
  if (!em.state.pending) settleTurn(em, em.state.actor, false)
  return null
}

/**
 * ROC-NPC-12: the NPC fights with the top 3 cards of its deck + every stored bonus card (all their
 * Confrontation abilities), 5 Recruitment dice rerolling every non-Attack die twice, all stored
 * Thugs, and its Ritual levels in the district. A physical deck: the player enters its cards' total.
 */
export function npcAttack(em: Emitter, seat: number, district: District, npcCards: number | undefined): NonNullable<Extract<CultsEvent, { type: 'AttackTotalled' }>['data']['npc']> {
  const n = em.state.npc!
  const cards: string[] = []
  let cardAttack = 0
  let cardThugs = 0
  const destroyed: string[] = []
  if (n.deck === 'virtual') {
    const top: string[] = []
    const drawPile = n.draw.slice()
    let discard = n.discard.slice()
    for (let i = 0; i < cultsData.npcCombat.topCards; i++) {
      if (drawPile.length === 0 && discard.length > 0) {
        const re = em.rng.shuffle(discard)
        em.emit({ type: 'NpcDeckReshuffled', data: { draw: [...top, ...re] } }, 'rule/ROC-NPC-14')
        drawPile.push(...re)
        discard = []
      }
      const c = drawPile.shift()
      if (c) top.push(c)
    }
    for (const id of [...top, ...n.bonus]) {
      const c: NpcCard | undefined = em.state.npc!.cards[id]
      cards.push(id)
      if (!c) continue
      if (c.thugs !== null && em.state.npc!.settings.destroyForThugs === 'larger' && c.thugs > c.attack) {
        cardThugs += c.thugs
        destroyed.push(id)
      } else cardAttack += c.attack
    }
  } else cardAttack = npcCards ?? 0
  const rolls: Face[][] = []
  let faces: Face[] = Array.from({ length: cultsData.npcCombat.dice }, () => rollDie(em.rng, RECRUITMENT_DIE))
  rolls.push(faces)
  for (let r = 0; r < cultsData.npcCombat.rerolls; r++) {
    if (faces.every((f) => f === 'attack')) break
    faces = faces.map((f) => (f === 'attack' ? f : rollDie(em.rng, RECRUITMENT_DIE)))
    rolls.push(faces)
  }
  const dice = faces.filter((f) => f === 'attack').length
  const d = districtOf(em.state, district)!
  const rituals = levelSum(d, seat)
  const thugs = em.state.npc!.thugs
  return { cards, destroyed, cardAttack, cardThugs, rolls, dice, thugs, rituals, total: cardAttack + cardThugs + dice + thugs + rituals }
}

/**
 * ROC-DOM-03/04: the highest total wins and only its Rituals stay; every loser removes its Rituals
 * there and takes a Disorganization card. A tie for the highest: every participant's Rituals go
 * and every participant takes one (l.1360–1390).
 */
export function resolveAttack(em: Emitter, totals: Record<string, number>, npcCards: number | undefined): string | null {
  const p = em.state.pending
  if (p?.kind !== 'confrontation' || p.stage !== 'attack') return 'dominance/not-attacking'
  const d = districtOf(em.state, p.district)!
  const participants = [...new Set(d.rituals.map((r) => r.seat))].sort((a, b) => ((a - p.active + 99) % em.state.seats.length) - ((b - p.active + 99) % em.state.seats.length))
  const humans = participants.filter((x) => !em.state.seats[x].npc)
  for (const h of humans) {
    const v = totals[String(h)]
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 99) return 'attack/total-missing'
  }
  for (const k of Object.keys(totals)) if (!humans.includes(Number(k))) return 'attack/not-participant'
  const npcSeat = participants.find((x) => em.state.seats[x].npc)
  if (npcSeat !== undefined && em.state.npc!.deck === 'physical' && (typeof npcCards !== 'number' || !Number.isInteger(npcCards) || npcCards < 0 || npcCards > 99)) return 'attack/npc-cards-missing'
  const sides = humans.map((h) => ({ seat: h, entered: totals[String(h)], rituals: levelSum(d, h), total: totals[String(h)] + levelSum(d, h) }))
  const npc = npcSeat !== undefined ? npcAttack(em, npcSeat, p.district, npcCards) : null
  em.emit({ type: 'AttackTotalled', data: { district: p.district, sides, npc } }, npc ? 'rule/ROC-NPC-12' : 'rule/ROC-DOM-03')
  const all = [...sides.map((x) => ({ seat: x.seat, total: x.total })), ...(npc && npcSeat !== undefined ? [{ seat: npcSeat, total: npc.total }] : [])]
  const best = Math.max(...all.map((x) => x.total))
  const top = all.filter((x) => x.total === best)
  const winner = top.length === 1 ? top[0].seat : null
  const losers = all.filter((x) => x.seat !== winner).map((x) => x.seat)
  em.emit({ type: 'ConfrontationResolved', data: { district: p.district, winner, losers } }, winner === null ? 'rule/ROC-DOM-04' : 'rule/ROC-DOM-03')
  for (const l of losers) {
    const here = districtOf(em.state, p.district)!
    for (const r of ritualsOf(here, l)) em.emit({ type: 'RitualRemoved', data: { seat: l, district: p.district, level: r.level } }, winner === null ? 'rule/ROC-DOM-04' : 'rule/ROC-DOM-03')
    em.emit({ type: 'DisorganizationTaken', data: { seat: l } }, winner === null ? 'rule/ROC-DOM-04' : 'rule/ROC-DOM-03')
  }
  if (!em.state.pending) em.emit({ type: 'DominanceEnded', data: { district: p.district } }, 'rule/ROC-DOM-03')
  afterStage(em)
  if (!em.state.pending) settleTurn(em, em.state.actor, false)
  return null
}

/**
 * ROC-DOM-05..08: place 1 Dominance marker, or 2 without a Confrontation; on a full track replace an
 * opponent's marker; then remove one own Ritual from the district.
 */
function placeDominance(em: Emitter, seat: number, district: District, n: number, replace: readonly number[], cause: string): string | null {
  const queue = replace.slice()
  for (let i = 0; i < n; i++) {
    const d = districtOf(em.state, district)!
    if (em.state.seats[seat].dominanceLeft <= 0) break
    if (d.dominance.length < d.dominanceCap) {
      em.emit({ type: 'DominancePlaced', data: { seat, district, replaced: null } }, cause)
      continue
    }
    const theirs = d.dominance.filter((x) => x !== seat)
    if (theirs.length === 0) break
    const owners = [...new Set(theirs)]
    let victim: number | undefined
    if (owners.length === 1) victim = owners[0]
    else {
      victim = queue.shift()
      if (victim === undefined || !theirs.includes(victim)) return 'terror/choose-replaced'
    }
    em.emit({ type: 'DominancePlaced', data: { seat, district, replaced: victim } }, 'rule/ROC-DOM-07')
  }
  return null
}

/** ROC-NPC-13: the NPC's Terror always succeeds: 1 or 2 Dominance, replacing yours on a full track; it removes one of its Rituals there. */
function npcTerror(em: Emitter, seat: number, district: District, noConf: boolean): void {
  const d = districtOf(em.state, district)!
  em.emit({ type: 'TerrorResolved', data: { seat, district, terror: levelSum(d, seat), sanity: sanityOf(d), success: true, skipped: false } }, 'rule/ROC-NPC-13')
  placeDominance(em, seat, district, noConf ? 2 : 1, [], 'rule/ROC-NPC-13')
  const mine = ritualsOf(districtOf(em.state, district)!, seat).map((r) => r.level)
  if (mine.length) {
    const level = (em.state.npc!.settings.removeAfterTerror === 'lowest' ? Math.min(...mine) : Math.max(...mine)) as Level
    em.emit({ type: 'RitualRemoved', data: { seat, district, level } }, 'rule/ROC-NPC-13')
  }
  em.emit({ type: 'DominanceEnded', data: { district } }, 'rule/ROC-NPC-13')
}

/**
 * ROC-DOM-05: a player's Terror (optional): Terror = Ritual levels + what they add (cards, Changelings),
 * and it succeeds only if **greater than** Sanity (l.1405).
 */
export function playerTerror(em: Emitter, add: number | undefined, skip: boolean | undefined, replace: readonly number[] | undefined, remove: Level | null | undefined): string | null {
  const p = em.state.pending
  if (p?.kind !== 'confrontation' || p.stage !== 'terror') return 'dominance/not-terror'
  const seat = p.active
  const d = districtOf(em.state, p.district)!
  if (skip) {
    em.emit({ type: 'TerrorResolved', data: { seat, district: p.district, terror: levelSum(d, seat), sanity: sanityOf(d), success: false, skipped: true } }, 'choice')
  } else {
    if (add !== undefined && (typeof add !== 'number' || !Number.isInteger(add) || add < 0 || add > 99)) return 'terror/bad-add'
    if (replace !== undefined && (!Array.isArray(replace) || !replace.every((x) => Number.isInteger(x)))) return 'terror/choose-replaced'
    const terror = levelSum(d, seat) + (add ?? 0)
    const sanity = sanityOf(d)
    const success = terror > sanity
    const mine = ritualsOf(d, seat).map((r) => r.level)
    let level: Level | null = null
    if (success && mine.length) {
      if (remove !== undefined && remove !== null) {
        if (!mine.includes(remove)) return 'terror/no-such-ritual'
        level = remove
      } else if (new Set(mine).size === 1) level = mine[0]
      else return 'terror/choose-ritual'
    }
    em.emit({ type: 'TerrorResolved', data: { seat, district: p.district, terror, sanity, success, skipped: false } }, 'rule/ROC-DOM-05')
    if (success) {
      const r = placeDominance(em, seat, p.district, p.noConfrontation ? 2 : 1, replace ?? [], p.noConfrontation ? 'rule/ROC-DOM-06' : 'rule/ROC-DOM-05')
      if (r) return r
      if (level) em.emit({ type: 'RitualRemoved', data: { seat, district: p.district, level } }, 'rule/ROC-DOM-08')
    }
  }
  em.emit({ type: 'DominanceEnded', data: { district: p.district } }, 'rule/ROC-DOM-05')
  settleTurn(em, em.state.actor, false)
  return null
}
