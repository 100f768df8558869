import { cultsData } from '../data'
import { LEGACY_RULES, type CultsState, type District, type DistrictState, type GoalCard, type GoalNeed, type Level, type PlanOrBluff, type Scores } from './state'

/** Pure questions about a Rise of the Cults state, shared by the rules, the NPC and the screens. */

export const districtOf = (s: CultsState, id: District): DistrictState | undefined => s.districts.find((d) => d.id === id)
export const inPlay = (s: CultsState): DistrictState[] => s.districts.filter((d) => d.inPlay).sort((a, b) => a.number - b.number)
/** Districts in play by their number, lowest first (the NPC's scan order, l.1949–1956). */
export const byNumber = inPlay

/** ROC-CAP: free Ritual spaces (the limit «nie może być przekroczony», l.219). */
export const freeSpaces = (d: DistrictState): number => d.capacity - d.rituals.length
export const ritualsOf = (d: DistrictState, seat: number) => d.rituals.filter((r) => r.seat === seat)
export const levelSum = (d: DistrictState, seat: number): number => ritualsOf(d, seat).reduce((n, r) => n + r.level, 0)
export const onBoard = (s: CultsState, seat: number) => s.districts.flatMap((d) => ritualsOf(d, seat).map((r) => ({ district: d.id, number: d.number, level: r.level })))
export const hasSite = (d: DistrictState, seat: number): boolean => d.sites.includes(seat)

/**
 * ROC-DOM-06/07: what a successful Terror places: 1 Dominance marker, 2 without a Confrontation
 * (l.1411–1418), each on a free space, else over an opponent's marker (l.1425–1432), as many as the
 * cult has left. `placed` may be fewer than `n` (no marker left, or a full track of its own).
 */
export function dominanceOutlook(s: CultsState, seat: number, id: District, noConfrontation: boolean): { n: number; placed: number; replaced: number; left: number } {
  const d = districtOf(s, id)!
  const n = noConfrontation ? 2 : 1
  let free = Math.max(0, d.dominanceCap - d.dominance.length)
  let theirs = d.dominance.filter((x) => x !== seat).length
  const left = s.seats[seat].dominanceLeft
  let placed = 0
  let replaced = 0
  for (let i = 0; i < n && placed < left; i++) {
    if (free > 0) free--
    else if (theirs > 0) { theirs--; replaced++ }
    else break
    placed++
  }
  return { n, placed, replaced, left }
}

/**
 * ROC-DOM-07: the choices a successful Terror asks (l.1425–1432): for each marker that must replace
 * an opponent's, the opponents whose marker may go — asked only while more than one has a marker
 * there (with one left the rules take it). `picks` are the answers so far: the next row follows
 * the last one answered. What the fight screen shows and `offers` lists.
 */
export function replaceRows(s: CultsState, seat: number, id: District, noConfrontation: boolean, picks: readonly number[]): number[][] {
  const o = dominanceOutlook(s, seat, id, noConfrontation)
  let theirs = districtOf(s, id)!.dominance.filter((x) => x !== seat)
  const rows: number[][] = []
  for (let i = 0; i < o.replaced; i++) {
    const owners = [...new Set(theirs)].sort((a, b) => a - b)
    if (owners.length <= 1) break
    rows.push(owners)
    const pick = picks[i]
    if (pick === undefined || !owners.includes(pick)) break
    const at = theirs.indexOf(pick)
    theirs = [...theirs.slice(0, at), ...theirs.slice(at + 1)]
  }
  return rows
}

/** The seat whose marker is on top of a district's stack. */
export const topOf = (d: DistrictState): number | null => (d.stack.length ? d.stack[d.stack.length - 1] : null)
/** Districts where this seat's marker is on top (ROC-ACT: only the top marker may be taken). */
export const topsOf = (s: CultsState, seat: number): DistrictState[] => inPlay(s).filter((d) => topOf(d) === seat)
export const stacksEmpty = (s: CultsState): boolean => s.districts.every((d) => d.stack.length === 0)

/**
 * ROC-ACT-06: whether a Plan's condition («Warunek wykonania») holds in a district for a seat — what
 * the Actions panel uses to choose the district itself when only one of the seat's top markers fits
 * the Plan tapped. Augmentation: a Site or a Ritual here (l.1096–1099); Preparation: a Site can be
 * built, or a Ritual placed (l.1175–1176, 1216–1220); Influence: a free Ritual space (l.1267–1269);
 * Dominance: a Ritual here (l.1320–1322); a Bluff always. The 2-a-round limit is not a place's: left out.
 */
export function planFits(s: CultsState, d: DistrictState, seat: number, plan: PlanOrBluff): boolean {
  const me = s.seats[seat]
  const mine = ritualsOf(d, seat).length > 0
  switch (plan) {
    case 'augmentation': return hasSite(d, seat) || mine
    case 'preparation': {
      const site = !hasSite(d, seat) && me.sitesLeft > 0
      const ritual = (hasSite(d, seat) || site) && freeSpaces(d) > 0 && (me.supply[1] + me.supply[2] + me.supply[3]) > 0
      return site || ritual
    }
    case 'influence': return freeSpaces(d) > 0
    case 'dominance': return mine
    case 'bluff': return true
  }
}

/** ROC-INV: Sanity = the token's value + Investigators in the district (not on the track), l.1398–1403. */
export const sanityOf = (d: DistrictState): number => (d.sanity ?? 0) + d.investigators

/**
 * ROC-COST: what a Plan costs in Power in a district: the base + 1 per Investigator in the
 * district (not on the track) + the City card's modifier this round (l.279–283, 468–471, 1183–1210).
 * The City card's Preparation modifier is the cost of preparing Rituals: the only City card the
 * rulebook prints («Zaburzenia Mocy», l.336–339) raises that, and preparing a Cult Site is a
 * separate action (l.1173 / l.1194), so a Site costs its base and the Investigators only (ROC-COST-03).
 */
export function costs(s: CultsState, d: DistrictState) {
  const inv = d.investigators * cultsData.costs.perInvestigator
  return {
    site: cultsData.costs.site + inv,
    ritual: (l: Level) => cultsData.costs.ritual[String(l) as '1' | '2' | '3'] + inv + s.city.preparation,
    card: (base: number) => base + inv + s.city.cards,
    /** The district's Guardian / Action card, when entered (ROC-CARDS-02): its base cost + Investigators + the City card. */
    guardian: d.guardianCard ? d.guardianCard.cost + inv + s.city.cards : null,
    action: d.actionCard ? d.actionCard.cost + inv + s.city.cards : null,
    investigators: d.investigators,
  }
}

/** The next seat clockwise (to the left). */
export const nextSeat = (s: CultsState, i: number): number => (i + 1) % s.seats.length

/**
 * ROC-SCORE: 1 VP per Dominance marker, per Cult Site in a district where its owner also has a
 * Ritual, and 1 to every seat with the most Rituals on the board (a count; ties all score).
 * Tie-breakers: Dominance → Sites → Rituals → fewest Disorganization (l.1040–1062, 2026–2049).
 */
export function scoresOf(s: CultsState): Scores {
  const counts = s.seats.map((p, seat) => {
    const dominance = s.districts.reduce((n, d) => n + d.dominance.filter((x) => x === seat).length, 0)
    const sitesOnBoard = s.districts.filter((d) => d.sites.includes(seat)).length
    const sitesScoring = s.districts.filter((d) => d.sites.includes(seat) && ritualsOf(d, seat).length > 0).length
    const rituals = s.districts.reduce((n, d) => n + ritualsOf(d, seat).length, 0)
    return { seat, dominance, sitesOnBoard, sitesScoring, rituals, disorganization: p.disorganization }
  })
  const most = Math.max(0, ...counts.map((c) => c.rituals))
  const seats = counts.map((c) => {
    // Having the most Rituals needs at least one Ritual (unstated: nobody "has the most" of none).
    const mostRituals = most > 0 && c.rituals === most
    return { seat: c.seat, dominance: c.dominance, sites: c.sitesOnBoard, rituals: c.rituals, mostRituals, vp: c.dominance + c.sitesScoring + (mostRituals ? 1 : 0), disorganization: c.disorganization }
  })
  const key = (x: (typeof seats)[number]) => [x.vp, x.dominance, x.sites, x.rituals, -x.disorganization]
  const cmp = (a: (typeof seats)[number], b: (typeof seats)[number]) => {
    const ka = key(a)
    const kb = key(b)
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i]
    return 0
  }
  const order = seats.slice().sort((a, b) => cmp(a, b) || a.seat - b.seat).map((x) => x.seat)
  const best = seats[order[0]]
  const shared = order.filter((i) => cmp(seats[i], best) === 0)
  return { seats, order, shared: shared.length > 1 ? shared : [] }
}

/** Solo: whether the player beats the NPC (VP, then the tie-breakers; l.2040–2049). */
export function beatsNpc(s: CultsState, scores: Scores): boolean {
  const human = s.seats.findIndex((p) => !p.npc)
  return scores.order[0] === human && !scores.shared.includes(human)
}

/** A Goal card of the rulebook by its id (the two legible ones), or "another card", checked by the player. */
export function builtinGoal(id: string): GoalCard {
  const g = cultsData.goals.find((x) => x.id === id)
  return { id, label: '', difficulty: null, needs: g ? (g.needs as GoalNeed[]) : [{ kind: 'check' }] }
}

/** The Goal card of a solo game (as entered, or the rulebook's of its id). */
export const goalCardOf = (s: CultsState): GoalCard | null => s.goalCard ?? (s.goal ? builtinGoal(s.goal) : null)

/**
 * ROC-GOAL-02: one requirement at the end of a solo game: met, not met, or null when the player
 * checks it. "More VP than the NPC" uses the solo tie-breakers (l.2040–2049); a count is "at least N"
 * of the player's own pieces on the board (the scoring items, l.2031–2038).
 */
export function goalNeedMet(s: CultsState, scores: Scores, need: GoalNeed): boolean | null {
  const human = s.seats.findIndex((p) => !p.npc)
  const mine = scores.seats[human]
  switch (need.kind) {
    case 'beat-npc': return beatsNpc(s, scores)
    case 'dominance-in': return (districtOf(s, need.district)?.dominance.filter((x) => x === human).length ?? 0) >= need.n
    case 'dominance': return mine.dominance >= need.n
    case 'sites': return mine.sites >= need.n
    case 'rituals': return mine.rituals >= need.n
    case 'vp': return mine.vp >= need.n
    case 'check': return null
  }
}

/**
 * ROC-NPC-16 / ROC-GOAL-02: every requirement of the Goal card must be met (l.406–408): one failing
 * fails it; with the rest met, a requirement the player checks leaves it to them (null).
 */
export function goalMet(s: CultsState, scores: Scores): boolean | null {
  const card = goalCardOf(s)
  if (!card) return null
  const r = card.needs.map((n) => goalNeedMet(s, scores, n))
  if (r.includes(false)) return false
  return r.includes(null) ? null : true
}

/** The cults that have rolled their Recruitment dice in this Cult phase (a record saved before `rolled` names its own cult). */
export const rolledSeats = (r: CultsState['recruitment']): number[] => (r ? r.rolled ?? [r.seat] : [])

/** Whether cult `seat` has rolled its Recruitment dice in this Cult phase. */
export const hasRolled = (r: CultsState['recruitment'], seat: number): boolean => rolledSeats(r).includes(seat)

/**
 * Whether an empty Preparation (neither a Site nor a Ritual) is refused: in a game set up under
 * rules version 3 on (ROC-PREP-01, l.1161–1162; the Bluff is the Plan not carried out, l.975–986).
 * A game set up before replays its recorded empty Preparations as they were played.
 */
export const emptyPrepRefused = (s: CultsState): boolean => (s.rules ?? LEGACY_RULES) >= 3
