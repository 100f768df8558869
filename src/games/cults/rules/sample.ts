import type { Rng } from '../../../core'
import { cultsData } from '../data'
import { freeSpaces, hasSite, inPlay, onBoard, ritualsOf, topsOf } from './logic'
import { DEFAULT_NPC_SETTINGS } from './npc'
import type { CultsCommand, CultsSetup } from './commands'
import { SETUP_RULES, type CultsState, type District, type DistrictCard, type GoalCard, type Level, type NpcSettings, type Plan } from './state'

const COLOURS = ['red', 'blue', 'green', 'yellow']

/** A District card as an owner might enter it (labels are made up: never card text). */
function sampleCard(rng: Rng, type: DistrictCard['type']): DistrictCard {
  return { label: `${type === 'guardian' ? 'S' : 'D'}${1 + rng.int(8)}`, type, cost: rng.int(6), attack: rng.int(3), power: rng.int(3), terror: rng.int(2), thugs: rng.int(4) === 0 ? 1 + rng.int(3) : null, copies: rng.int(3) === 0 ? null : 2 + rng.int(4) }
}

/** A Goal card as an owner might enter it: a difficulty and 1–3 requirements. */
function sampleGoal(rng: Rng): GoalCard {
  const pool: GoalCard['needs'] = [
    { kind: 'beat-npc' }, { kind: 'dominance-in', district: rng.pick(['northside', 'downtown', 'uptown'] as const), n: 1 + rng.int(2) },
    { kind: 'dominance', n: 1 + rng.int(4) }, { kind: 'sites', n: 1 + rng.int(3) }, { kind: 'rituals', n: 1 + rng.int(3) }, { kind: 'vp', n: 2 + rng.int(6) }, { kind: 'check' },
  ]
  return { id: 'own-goal', label: 'Cel własny', difficulty: rng.int(3) === 0 ? null : 1 + rng.int(8), needs: rng.shuffle(pool).slice(0, 1 + rng.int(3)) }
}

/** A correction, a District card entered or an opponent setting switched (what the players do now and then). */
function sampleAside(s: CultsState, rng: Rng): CultsCommand {
  const ds = inPlay(s)
  const d = rng.pick(ds)
  switch (rng.int(s.npc ? 5 : 4)) {
    case 0: {
      const guardian = rng.int(4) === 0 ? undefined : sampleCard(rng, 'guardian')
      const action = rng.int(4) === 0 ? undefined : sampleCard(rng, 'action')
      return { type: 'SetDistrictCards', data: { district: d.id, ...(guardian ? { guardian } : {}), ...(action ? { action } : {}), guardians: guardian?.copies ?? (rng.int(2) ? null : rng.int(3)), actions: action?.copies ?? null } }
    }
    case 1: return { type: 'CorrectDistrict', data: { district: d.id, guardians: rng.int(4) === 0 ? null : rng.int(4), actions: rng.int(3) } }
    case 2: return { type: 'CorrectDisorganization', data: { seat: rng.int(s.seats.length), to: rng.int(3) } }
    case 3: return { type: 'SetDistrictCards', data: { district: d.id, guardian: { ...sampleCard(rng, 'guardian'), type: rng.pick(['guardian', 'action'] as const) }, guardians: 22 - rng.int(4), actions: null } }
    default: {
      const key = rng.pick(['noGuardian', 'fallbackMovesTrack', 'influenceTie', 'defendFrom', 'removeAfterTerror', 'destroyForThugs', 'capStash', 'dieToPlan', 'districtNumbers', 'siteOutOfPlay'] as const)
      if (key === 'districtNumbers') {
        const nums = rng.shuffle([1, 2, 3, 4])
        return { type: 'ChangeSetting', data: { setting: key, numbers: Object.fromEntries(cultsData.districts.map((x, i) => [x, nums[i]])) as Record<District, number> } }
      }
      const values: Record<string, readonly (string | boolean | string[])[]> = {
        noGuardian: ['bluff', 'destroy-only'], influenceTie: ['lowest', 'highest'], defendFrom: ['other', 'anywhere'], removeAfterTerror: ['lowest', 'highest'], destroyForThugs: ['larger', 'symbols'],
        dieToPlan: [rng.shuffle(['preparation', 'influence', 'dominance', 'augmentation'])],
      }
      return { type: 'ChangeSetting', data: { setting: key, value: values[key] ? rng.pick(values[key]) : rng.int(2) === 0 } }
    }
  }
}

/** A valid setup drawn with `rng`: every option the form offers (the conformance kit, the benchmark, the property test). */
export function sampleSetup(rng: Rng): CultsSetup {
  const n = 1 + rng.int(4)
  const solo = n === 1
  const perm = rng.shuffle(['preparation', 'influence', 'dominance', 'augmentation'] as Plan[])
  // The form sends every setting (its district numbers too); a game file may hold fewer.
  const full = rng.int(3) === 0
  const nums = rng.shuffle([1, 2, 3, 4])
  const settings: Partial<NpcSettings> = rng.int(2) === 0 && !full ? {} : {
    ...(full ? { districtNumbers: Object.fromEntries(cultsData.districts.map((d, i) => [d, nums[i]])) as Record<District, number> } : {}),
    dieToPlan: perm as NpcSettings['dieToPlan'],
    noGuardian: rng.pick(['bluff', 'destroy-only'] as const),
    fallbackMovesTrack: rng.int(2) === 0,
    influenceTie: rng.pick(['lowest', 'highest'] as const),
    defendFrom: rng.pick(['other', 'anywhere'] as const),
    removeAfterTerror: rng.pick(['lowest', 'highest'] as const),
    destroyForThugs: rng.pick(['larger', 'symbols'] as const),
    capStash: rng.int(2) === 0,
    siteOutOfPlay: rng.int(2) === 0,
  }
  const virtual = rng.int(2) === 0
  const layouts: CultsSetup['layouts'] = {}
  // As the device keeps a layout once entered (every district, Investigators too), or with its Sanity only.
  if (rng.int(3) > 0) {
    const sanity = Object.fromEntries(cultsData.districts.map((d) => [d, 2 + rng.int(4)]))
    layouts[String(1 + rng.int(4))] = rng.int(2) === 0 ? { sanity } : { sanity, investigators: Object.fromEntries(cultsData.districts.map((d) => [d, rng.int(3) === 0 ? 1 : 0])) }
  }
  return {
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, colour: COLOURS[i] })),
    solo,
    outDistrict: n === 2 || n === 3 ? (rng.int(2) === 0 ? null : rng.pick(cultsData.districts)) : null,
    firstCultist: solo || rng.int(2) === 0 ? null : rng.int(n),
    // Longer games by agreement (6–12 rounds) now and then: they only make the random game longer.
    rounds: rng.int(12) === 0 ? 7 + rng.int(6) : 6,
    layout: rng.int(2) === 0 ? null : 1 + rng.int(4),
    layouts,
    dominanceSpaces: 2 + rng.int(4),
    ...(solo ? { npc: { deck: virtual ? 'virtual' : 'physical', cards: virtual ? Array.from({ length: 12 }, () => ({ id: '', attack: rng.int(3), thugs: rng.int(4) === 0 ? 1 + rng.int(3) : null })) : [], settings } } : {}),
    ...(solo && rng.int(4) === 0 ? { goal: 'own-goal', goalCard: sampleGoal(rng) } : { goal: solo ? rng.pick(['beat-npc', 'total-domination', 'other']) : null }),
    rules: SETUP_RULES,
  }
}

/**
 * Plausible commands for this state (legal moves first, a few that may be refused after), drawn
 * with `rng`: a player who follows the rules and sometimes errs.
 */
export function sampleCommands(s: CultsState, rng: Rng): CultsCommand[] {
  const ds = inPlay(s)
  const pick = <T>(xs: readonly T[]): T => rng.pick(xs)
  if (s.status === 'over') return s.pending?.kind === 'goal' ? [{ type: 'CheckGoal', data: { met: rng.int(2) === 0 } }] : []
  const p = s.pending
  if (p?.kind === 'layout') {
    return [{ type: 'SetLayout', data: { sanity: Object.fromEntries(ds.map((d) => [d.id, 1 + rng.int(5)])), investigators: rng.int(3) === 0 ? { [pick(ds).id]: 1 } : {} } }]
  }
  if (p?.kind === 'site') {
    const free = ds.filter((d) => !hasSite(d, p.seat))
    return [{ type: 'PlaceStartingSite', data: { district: pick(free.length ? free : ds).id } }]
  }
  if (p?.kind === 'confrontation') {
    const d = ds.find((x) => x.id === p.district)!
    if (p.stage === 'reinforce') {
      const seat = p.reinforcers[0]
      const mine = onBoard(s, seat).filter((r) => r.district !== p.district)
      const m = mine.length && rng.int(3) > 0 ? pick(mine) : null
      return [{ type: 'Reinforce', data: { from: m ? m.district : null, level: m ? m.level : null } }, { type: 'Reinforce', data: { from: null } }]
    }
    if (p.stage === 'attack') {
      const humans = [...new Set(d.rituals.map((r) => r.seat))].filter((x) => !s.seats[x].npc)
      return [{ type: 'EnterAttack', data: { totals: Object.fromEntries(humans.map((h) => [String(h), rng.int(8)])), npcCards: rng.int(5) } }]
    }
    const mine = ritualsOf(d, p.active).map((r) => r.level)
    const others = [...new Set(d.dominance.filter((x) => x !== p.active))]
    return [
      { type: 'ResolveTerror', data: { add: rng.int(6), remove: mine.length ? pick(mine) : null, replace: others.length ? [pick(others), pick(others)] : [] } },
      { type: 'ResolveTerror', data: { skip: true } },
    ]
  }
  const me = s.actor
  const human = s.seats.findIndex((x) => !x.npc)
  switch (s.phase) {
    case 'city':
      if (rng.int(4) === 0) return [{ type: 'RevealCity', data: { label: `Miasto ${1 + rng.int(9)}`, advance: [pick(ds).id], cards: rng.int(3) - 1, tokenLimit: 4 + rng.int(3), disorganization: rng.int(2) === 0 ? [] : [rng.int(s.seats.length)] } }]
      return [{ type: 'RevealCity', data: rng.int(2) === 0 ? {} : { advance: [pick(ds).id], preparation: rng.int(2), planMarkers: rng.int(4) === 0 ? 3 : 4 } }]
    case 'cult': {
      const aside = rng.int(4) === 0 ? [sampleAside(s, rng)] : []
      if (rng.int(3) === 0) return [...aside, { type: 'RollRecruitment', data: s.recruitment ? { seat: s.recruitment.seat, reroll: [rng.int(5)] } : { seat: human } }, { type: 'EndCultPhase', data: {} }]
      return [...aside, { type: 'EndCultPhase', data: {} }]
    }
    case 'planning':
      if (s.seats[me].npc) return [{ type: 'NpcTurn', data: {} }]
      return [{ type: 'PlacePlan', data: { district: pick(ds).id } }]
    case 'actions': {
      if (s.seats[me].npc) return [rng.int(10) === 0 ? { type: 'NpcTurn', data: { die: 1 + rng.int(4) } } : { type: 'NpcTurn', data: {} }]
      const tops = topsOf(s, me)
      if (!tops.length) return []
      const d = pick(tops)
      const seat = s.seats[me]
      const options: CultsCommand[] = []
      const id: District = d.id
      if (ritualsOf(d, me).length) options.push({ type: 'TakePlan', data: { district: id, plan: 'dominance' } })
      if (freeSpaces(d) > 0) {
        const elsewhere = onBoard(s, me).filter((r) => r.district !== id)
        const m = elsewhere.length ? pick(elsewhere) : null
        options.push({ type: 'TakePlan', data: { district: id, plan: 'influence', from: m?.district ?? null, level: m?.level ?? null, card: pick([null, 'draw'] as const) } })
      }
      const levels = ([1, 2, 3] as Level[]).filter((l) => seat.supply[l] > 0)
      const site = !hasSite(d, me) && seat.sitesLeft > 0
      const ritual = (site || hasSite(d, me)) && freeSpaces(d) > 0 && levels.length ? pick(levels) : null
      // A Preparation with nothing to prepare is the Bluff (ROC-PREP-01): not offered.
      if (site || ritual !== null) options.push({ type: 'TakePlan', data: { district: id, plan: 'preparation', site, ritual } })
      if (hasSite(d, me) || ritualsOf(d, me).length) options.push({ type: 'TakePlan', data: { district: id, plan: 'augmentation', guardian: rng.int(2) === 0, action: rng.int(2) === 0, destroy: seat.disorganization > 0 && rng.int(2) === 0 ? 'disorganization' : null } })
      const shuffled = rng.shuffle(options)
      return [...shuffled, { type: 'TakePlan', data: { district: id, plan: 'bluff' } }]
    }
    case 'hiding':
      return [{ type: 'Hide', data: { tokens: Object.fromEntries(s.seats.flatMap((x, i) => (x.npc ? [] : [[String(i), rng.int(9)]]))) } }]
    default:
      return []
  }
}

export { DEFAULT_NPC_SETTINGS }
