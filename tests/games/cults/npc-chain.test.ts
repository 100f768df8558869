import { describe, expect, it } from 'vitest'
import { execute } from '../../../src/core'
import { cults, type CultsState, type District, type Level, type NpcSettings, type PlanOrBluff } from '../../../src/games/cults/rules'
import { board, D, ev, lastEvents, run, soloSetup, start, type S } from './harness'
import { acting, refuses, ritual } from './positions'

/**
 * The solo opponent (NPC), table-driven: its Planning roll, which marker it takes, its Plan's
 * fallback chain (l.1949–1991) with every condition at its boundary, where its Influence comes
 * from, and its fight's total against yours at −1 / 0 / +1.
 */

const solo = (settings: Partial<NpcSettings> = {}): S =>
  run(start(soloSetup({}, { settings })), { type: 'PlaceStartingSite', data: { district: 'northside' } })
const NPC = 1
/** The opponent's Rituals taken off some districts (back to its supply). */
const lift = (st: CultsState, ...ds: District[]) => {
  for (const id of ds) {
    for (const r of D(st, id).rituals.filter((x) => x.seat === NPC)) st.seats[NPC].supply[r.level] += 1
    D(st, id).rituals = D(st, id).rituals.filter((x) => x.seat !== NPC)
  }
}
/** Downtown full (3 spaces) of the opponent's own Rituals: its II from the start, then its II and III from the supply. */
const fullDowntown = (st: CultsState) => { ritual(st, 'downtown', NPC, 2); ritual(st, 'downtown', NPC, 3) }
const noSupply = (st: CultsState) => { st.seats[NPC].supply = { 1: 0, 2: 0, 3: 0 } }

describe('ROC-NPC-04..09 «Wykonywanie działania przez NPC» (l.1949–1991): its die names a Plan, which falls back while its condition fails', () => {
  type Fall = [PlanOrBluff, PlanOrBluff, string]
  it.each<[string, number, (st: CultsState) => void, Partial<NpcSettings>, Fall[], PlanOrBluff]>([
    ['Preparation with a free space and its supply', 1, () => {}, {}, [], 'preparation'],
    ['Preparation with no free space → Plan 3', 1, fullDowntown, {}, [['preparation', 'dominance', 'no-space']], 'dominance'],
    ['Preparation with no Ritual in its supply → Plan 2', 1, noSupply, {}, [['preparation', 'influence', 'no-supply']], 'influence'],
    ['Preparation, no supply, no Ritual elsewhere → 2 → 3', 1, (st) => { lift(st, 'northside', 'uptown'); noSupply(st) }, {},
      [['preparation', 'influence', 'no-supply'], ['influence', 'dominance', 'no-ritual-elsewhere']], 'dominance'],
    ['Preparation, no supply, no Ritual on the board → 2 → 3 → 4', 1, (st) => { lift(st, 'northside', 'uptown', 'downtown'); noSupply(st) }, {},
      [['preparation', 'influence', 'no-supply'], ['influence', 'dominance', 'no-ritual-elsewhere'], ['dominance', 'augmentation', 'no-ritual-here']], 'augmentation'],
    ['… and its Guardian stack empty → 2 → 3 → 4 → Bluff (ROC-NPC-S3)', 1, (st) => { lift(st, 'northside', 'uptown', 'downtown'); noSupply(st); D(st, 'downtown').guardians = 0 }, {},
      [['preparation', 'influence', 'no-supply'], ['influence', 'dominance', 'no-ritual-elsewhere'], ['dominance', 'augmentation', 'no-ritual-here'], ['augmentation', 'bluff', 'no-guardian']], 'bluff'],
    ['Influence with a free space and a Ritual elsewhere', 2, () => {}, {}, [], 'influence'],
    ['Influence with no free space → Plan 3', 2, fullDowntown, {}, [['influence', 'dominance', 'no-space']], 'dominance'],
    ['Influence with no Ritual elsewhere → Plan 3', 2, (st) => lift(st, 'northside', 'uptown'), {}, [['influence', 'dominance', 'no-ritual-elsewhere']], 'dominance'],
    ['Dominance with its Ritual here', 3, () => {}, {}, [], 'dominance'],
    ['Dominance with no Ritual of its own here → Plan 4', 3, (st) => lift(st, 'downtown'), {}, [['dominance', 'augmentation', 'no-ritual-here']], 'augmentation'],
    ['Augmentation with a Guardian stack of unknown size', 4, () => {}, {}, [], 'augmentation'],
    ['Augmentation with 1 Guardian left (limit)', 4, (st) => { D(st, 'downtown').guardians = 1 }, {}, [], 'augmentation'],
    ['Augmentation with none left → Bluff (ROC-NPC-S3 default)', 4, (st) => { D(st, 'downtown').guardians = 0 }, {}, [['augmentation', 'bluff', 'no-guardian']], 'bluff'],
    ['Augmentation with none left, ROC-NPC-S3 «destroy only»', 4, (st) => { D(st, 'downtown').guardians = 0 }, { noGuardian: 'destroy-only' }, [], 'augmentation'],
  ])('ROC-NPC-05..09 %s (die %i)', (_l, die, f, settings, falls, plan) => {
    const s = acting(solo(settings), NPC, 'downtown', f)
    const t = run(s, { type: 'NpcTurn', data: { die } })
    expect(ev(t, 'NpcRolled')[0].data).toMatchObject({ die, district: 'downtown', physical: true })
    expect(ev(t, 'NpcFellBack').map((e) => [e.data.from, e.data.to, e.data.reason])).toEqual(falls)
    const rule = { preparation: 'rule/ROC-NPC-06', influence: 'rule/ROC-NPC-07', dominance: 'rule/ROC-NPC-08', augmentation: 'rule/ROC-NPC-S3', bluff: '' }
    expect(ev(t, 'NpcFellBack').map((e) => e.cause)).toEqual(falls.map(([from]) => rule[from]))
    const taken = ev(t, 'PlanTaken')
    expect(taken.map((e) => [e.data.seat, e.data.plan, e.cause])).toEqual([[NPC, plan, 'rule/ROC-NPC-04']])
    // Its marker goes to its supply; it is never refused; the turn comes back to you (or the fight waits).
    expect(D(t.state, 'downtown').stack).toEqual([])
    // What each Plan does, at the end of the chain.
    const here = D(t.state, 'downtown')
    const before = D(s.state, 'downtown')
    if (plan === 'preparation') expect(ev(t, 'RitualPlaced').map((e) => e.data.level)).toEqual([3])
    if (plan === 'influence') expect(here.rituals.filter((r) => r.seat === NPC)).toHaveLength(before.rituals.filter((r) => r.seat === NPC).length + 1)
    if (plan === 'dominance') expect(here.dominance).toEqual([NPC, NPC])
    if (plan === 'augmentation') expect(ev(t, 'NpcGuardianTaken')).toHaveLength(before.guardians === 0 ? 0 : 1)
    if (plan === 'bluff') expect([ev(t, 'NpcThugsStored')[0].data.n, t.state.npc!.thugs]).toEqual([2, 2])
    // Only a Preparation carried out moves the Investigator (ROC-NPC-S4 default).
    expect(ev(t, 'InvestigatorAdvanced')).toHaveLength(plan === 'preparation' ? 1 : 0)
  })

  it.each<[string, (st: CultsState) => void, PlanOrBluff]>([
    ['to Dominance (no free space)', fullDowntown, 'dominance'],
    ['to Influence (no supply)', noSupply, 'influence'],
    ['to Augmentation (2 → 3 → 4)', (st) => { lift(st, 'northside', 'uptown', 'downtown'); noSupply(st) }, 'augmentation'],
  ])('ROC-NPC-S4 switched on: a Preparation falling back %s still moves the Investigator once', (_l, f, plan) => {
    const t = run(acting(solo({ fallbackMovesTrack: true }), NPC, 'downtown', f), { type: 'NpcTurn', data: { die: 1 } })
    expect(ev(t, 'PlanTaken')[0].data.plan).toBe(plan)
    expect(ev(t, 'InvestigatorAdvanced').map((e) => [e.data.district, e.cause])).toEqual([['downtown', 'rule/ROC-NPC-S4']])
  })
  // Was a bug: the Bluff branch of `npcAct` did not read `fellFromPrep`, unlike the Influence, Dominance
  // and Augmentation branches.
  it('ROC-NPC-S4 switched on: a Preparation falling back to the Bluff (2 → 3 → 4 → Bluff) still moves the Investigator once', () => {
    const f = (st: CultsState) => { lift(st, 'northside', 'uptown', 'downtown'); noSupply(st); D(st, 'downtown').guardians = 0 }
    const t = run(acting(solo({ fallbackMovesTrack: true }), NPC, 'downtown', f), { type: 'NpcTurn', data: { die: 1 } })
    expect(ev(t, 'PlanTaken')[0].data.plan).toBe('bluff')
    expect(ev(t, 'InvestigatorAdvanced').map((e) => e.data.district)).toEqual(['downtown'])
  })

  it.each([
    [{ 1: 0, 2: 1, 3: 1 }, 3], [{ 1: 1, 2: 1, 3: 0 }, 2], [{ 1: 1, 2: 0, 3: 0 }, 1],
  ] as const)('ROC-NPC-06 (l.1958–1966) Preparation with supply %j: its highest level (%i), free', (supply, level) => {
    const t = run(acting(solo(), NPC, 'downtown', (st) => { st.seats[NPC].supply = { ...supply } }), { type: 'NpcTurn', data: { die: 1 } })
    expect(ev(t, 'RitualPlaced').map((e) => e.data.level)).toEqual([level])
    expect(t.state.seats[NPC].supply[level as Level]).toBe(supply[level] - 1)
  })
})

describe('ROC-NPC-04 (l.1949–1956): it acts in the lowest-numbered district where its marker is on top', () => {
  it.each<[string, Partial<Record<District, number[]>>, Partial<NpcSettings>, District | null]>([
    ['on top in all three', { northside: [1], downtown: [1], uptown: [1] }, {}, 'northside'],
    ['covered by yours in Northside', { northside: [1, 0], downtown: [1], uptown: [1] }, {}, 'downtown'],
    ['only on top in Downtown, over yours', { northside: [0], downtown: [0, 1] }, {}, 'downtown'],
    ['only in Uptown (number 4)', { uptown: [1] }, {}, 'uptown'],
    ['ROC-NPC-S1 Uptown numbered 1', { northside: [1], uptown: [1] }, { districtNumbers: { uptown: 1, downtown: 2, rivertown: 3, northside: 4 } }, 'uptown'],
    ['nowhere on top', { northside: [1, 0], uptown: [0] }, {}, null],
  ])('ROC-NPC-04 %s → %s', (_l, stacks, settings, where) => {
    const s = board(acting(solo(settings), NPC, 'uptown'), (st) => { for (const d of st.districts) d.stack = [...(stacks[d.id] ?? [])] })
    if (!where) return refuses(s, { type: 'NpcTurn', data: { die: 4 } }, 'npc/no-top-marker')
    const t = run(s, { type: 'NpcTurn', data: { die: 4 } })
    expect(ev(t, 'PlanTaken')[0].data.district).toBe(where)
    expect(D(t.state, where).stack).toEqual((stacks[where] ?? []).slice(0, -1))
  })
  it.each([[0], [5], [2.5]])('ROC-NPC-05 a physical die showing %s is refused (1–4)', (die) => {
    refuses(acting(solo(), NPC, 'uptown'), { type: 'NpcTurn', data: { die } }, 'npc/bad-die')
  })
  it.each([
    ['a Plan that does not exist', { plan: 'ritual' }, 'plan/unknown'],
  ] as const)('ROC-NPC-CORR refused: %s', (_l, data, code) => {
    refuses(acting(solo(), NPC, 'uptown'), { type: 'NpcTurn', data: data as never }, code)
  })
  it('ROC-ACT-01 (l.964–973): on its turn your commands are refused, and on yours its', () => {
    const s = acting(solo(), NPC, 'uptown')
    refuses(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } }, 'turn/npc')
    refuses(acting(solo(), 0, 'uptown'), { type: 'NpcTurn', data: {} }, 'turn/not-yours')
  })
})

describe('ROC-NPC-02/03 «Rozmieszczanie żetonów» (l.1871–1876): its Planning d4 names a district by number; out of play → roll again', () => {
  const planning = (settings: Partial<NpcSettings> = {}) => run(solo(settings), { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'northside' } })
  it.each<[Partial<NpcSettings>, number, District | null]>([
    [{}, 1, 'northside'], [{}, 2, 'downtown'], [{}, 3, null], [{}, 4, 'uptown'],
    [{ districtNumbers: { northside: 4, downtown: 3, rivertown: 1, uptown: 2 } }, 1, null],
    [{ districtNumbers: { northside: 4, downtown: 3, rivertown: 1, uptown: 2 } }, 2, 'uptown'],
    [{ districtNumbers: { northside: 4, downtown: 3, rivertown: 1, uptown: 2 } }, 3, 'downtown'],
    [{ districtNumbers: { northside: 4, downtown: 3, rivertown: 1, uptown: 2 } }, 4, 'northside'],
  ])('ROC-NPC-02/S1 numbers %j, die %i → %s', (settings, die, where) => {
    const s = planning(settings)
    expect(s.state.actor).toBe(NPC)
    if (!where) return refuses(s, { type: 'NpcTurn', data: { die } }, 'npc/roll-again')
    const t = run(s, { type: 'NpcTurn', data: { die } })
    expect(ev(t, 'PlanPlaced')[0]).toMatchObject({ data: { seat: NPC, district: where, rolls: [die] }, cause: 'rule/ROC-NPC-02' })
    expect([D(t.state, where).stack.at(-1), t.state.seats[NPC].toPlace, t.state.actor]).toEqual([NPC, 3, 0])
  })
  it.each(Array.from({ length: 24 }, (_, i) => `seed-${i}`))('ROC-NPC-03 its own roll (%s) never lands out of play: every earlier roll named Rivertown (3)', (seed) => {
    const s = run(start(soloSetup(), seed), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'uptown' } })
    const t = run(s, { type: 'NpcTurn', data: {} })
    const e = ev(t, 'PlanPlaced')[0]
    const rolls = e.data.rolls!
    expect(D(t.state, e.data.district).inPlay).toBe(true)
    expect(D(t.state, e.data.district).number).toBe(rolls.at(-1))
    expect(rolls.slice(0, -1).every((r) => r === 3)).toBe(true)
    expect(e.cause).toBe(rolls.length > 1 ? 'rule/ROC-NPC-03' : 'rule/ROC-NPC-02')
  })
})

describe('ROC-NPC-07 «Plan Wpływy» (l.1967–1979): its lowest Ritual from a higher-numbered district (else lower) moves in, a level up if its supply has it', () => {
  // Its start: I Northside (1), II Downtown (2), I Uptown (4); supply 1×II, 1×III.
  it.each<[string, District, (st: CultsState) => void, Partial<NpcSettings>, District, Level, Level]>([
    ['from Downtown: Uptown is the only higher one', 'downtown', () => {}, {}, 'uptown', 1, 2],
    ['from Downtown, nothing higher: the lower Northside', 'downtown', (st) => lift(st, 'uptown'), {}, 'northside', 1, 2],
    ['a III moves in as a III', 'downtown', (st) => { lift(st, 'uptown'); ritual(st, 'uptown', NPC, 3) }, {}, 'uptown', 3, 3],
    ['a II up to III', 'downtown', (st) => { lift(st, 'uptown'); ritual(st, 'uptown', NPC, 2) }, {}, 'uptown', 2, 3],
    ['a II with no III in its supply stays II', 'downtown', (st) => { lift(st, 'uptown'); ritual(st, 'uptown', NPC, 2); st.seats[NPC].supply[3] = 0 }, {}, 'uptown', 2, 2],
    ['a I with no II in its supply stays I', 'downtown', (st) => { st.seats[NPC].supply[2] = 0 }, {}, 'uptown', 1, 1],
    ['from Northside: the lowest level among Downtown (II) and Uptown (I)', 'northside', () => {}, {}, 'uptown', 1, 2],
    ['ROC-NPC-S5 «lowest»: equal I in Downtown and Uptown → Downtown', 'northside', (st) => { lift(st, 'downtown'); ritual(st, 'downtown', NPC, 1) }, {}, 'downtown', 1, 2],
    ['ROC-NPC-S5 «highest»: equal I in Downtown and Uptown → Uptown', 'northside', (st) => { lift(st, 'downtown'); ritual(st, 'downtown', NPC, 1) }, { influenceTie: 'highest' }, 'uptown', 1, 2],
  ])('ROC-NPC-07 %s', (_l, where, f, settings, from, level, now) => {
    const s = acting(solo(settings), NPC, where, f)
    const t = run(s, { type: 'NpcTurn', data: { die: 2 } })
    expect(ev(t, 'RitualMoved').map((e) => e.data)).toEqual([{ seat: NPC, from, to: where, level, now }])
    // The level up swaps the marker with the supply's (l.1975–1977): Rituals on the board + supply stay 5.
    const total = (st: CultsState) => st.districts.reduce((n, d) => n + d.rituals.filter((r) => r.seat === NPC).length, 0) + Object.values(st.seats[NPC].supply).reduce((a, b) => a + b, 0)
    expect(total(t.state)).toBe(total(s.state))
    // Its physical deck: the bonus card lies face down by its supply, counted.
    expect([ev(t, 'NpcBonusCard')[0].data.card, t.state.npc!.bonusCount]).toEqual([null, 1])
  })
})

describe('ROC-NPC-12 / ROC-DOM-03/04 «Konfrontacja» (solo, l.2304–2320, l.1351–1390): its total against yours at −1 / 0 / +1', () => {
  /** The opponent dominates Downtown, where your Ritual II is your only one: no reinforcement, the fight waits. */
  const fight = () => {
    const s = acting(solo(), NPC, 'downtown', (st) => { ritual(st, 'downtown', 0, 2); st.npc!.thugs = 2 })
    const t = run(s, { type: 'NpcTurn', data: { die: 3 } })
    expect(t.state.pending).toMatchObject({ kind: 'confrontation', stage: 'attack', active: NPC })
    return t
  }
  const s = fight()
  it.each([
    ['your total missing', { totals: {}, npcCards: 1 }, 'attack/total-missing'],
    ['a total for the opponent', { totals: { '0': 1, '1': 3 }, npcCards: 1 }, 'attack/not-participant'],
    ['its cards\' Attack not entered (physical deck)', { totals: { '0': 1 } }, 'attack/npc-cards-missing'],
    ['its cards\' Attack −1', { totals: { '0': 1 }, npcCards: -1 }, 'attack/npc-cards-missing'],
    ['its cards\' Attack 100', { totals: { '0': 1 }, npcCards: 100 }, 'attack/npc-cards-missing'],
    ['your total 100', { totals: { '0': 100 }, npcCards: 1 }, 'attack/total-missing'],
  ] as const)('ROC-NPC-12 refused: %s', (_l, data, code) => {
    refuses(s, { type: 'EnterAttack', data: data as never }, code)
  })
  it.each([[0], [99]])('ROC-NPC-12 its cards\' Attack %i is accepted and counted', (npcCards) => {
    const t = run(s, { type: 'EnterAttack', data: { totals: { '0': 0 }, npcCards } })
    const n = ev(t, 'AttackTotalled')[0].data.npc!
    expect(n.cardAttack).toBe(npcCards)
    expect(n.total).toBe(n.cardAttack + n.cardThugs + n.dice + n.thugs + n.rituals)
    expect([n.thugs, n.rituals]).toEqual([2, 2])
    expect(n.dice).toBe(n.rolls.at(-1)!.filter((f) => f === 'attack').length)
    expect(n.rolls.length).toBeLessThanOrEqual(3)
  })
  it.each([
    ['yours one less: it wins, your Ritual leaves, its Terror follows', -1, NPC, [0]],
    ['level: both lose (l.1381–1390), no Terror', 0, null, [0, NPC]],
    ['yours one more: you win, its Rituals leave, no Terror for it', 1, 0, [NPC]],
  ] as const)('ROC-DOM-03/04 %s', (_l, delta, winner, losers) => {
    // Its dice come from the command's own random stream: the same command number rolls the same.
    const probe = execute(cults, s, { type: 'EnterAttack', data: { totals: { '0': 0 }, npcCards: 1 } })
    if (!probe.ok) throw new Error(probe.error.code)
    const npcTotal = probe.value.entry.events.flatMap((e) => (e.type === 'AttackTotalled' ? [e.data.npc!.total] : []))[0]
    const entered = npcTotal - 2 + delta
    if (entered < 0) return
    const t = run(s, { type: 'EnterAttack', data: { totals: { '0': entered }, npcCards: 1 } })
    expect(ev(t, 'AttackTotalled')[0].data.sides).toEqual([{ seat: 0, entered, rituals: 2, total: npcTotal + delta }])
    expect(ev(t, 'ConfrontationResolved')[0].data).toMatchObject({ winner, losers: [...losers].sort() })
    const here = D(t.state, 'downtown').rituals
    // Only a winner's Rituals stay; the opponent winning then removes its only one there in its Terror (l.1419–1424).
    expect(here).toEqual(winner === 0 ? [{ seat: 0, level: 2 }] : [])
    const lost = losers as readonly number[]
    expect(t.state.seats.map((p) => p.disorganization)).toEqual([lost.includes(0) ? 1 : 0, lost.includes(NPC) ? 1 : 0])
    // ROC-NPC-13: its Terror only after it wins (always a success, 1 marker after a Confrontation).
    expect(D(t.state, 'downtown').dominance).toEqual(winner === NPC ? [NPC] : [])
    expect(t.state.pending).toBeNull()
    // Its stored Thugs are spent, its 3 revealed cards go to its discard pile.
    expect([t.state.npc!.thugs, t.state.npc!.revealed]).toEqual([0, 3])
    expect(lastEvents(t).some((e) => e.type === 'TerrorResolved')).toBe(winner === NPC)
  })
})

describe('ROC-NPC-11/13 «Dominacja» (solo, l.2272–2382): its Terror always succeeds, on a track at its limit it replaces yours', () => {
  // It dominates Downtown (its II there); you have no Ritual on the board: no Confrontation, 2 markers.
  it.each<[string, number, number[], number, number, number]>([
    ['an empty track', 4, [], 8, 2, 0],
    ['one free space (limit − 1): one free, one over yours', 4, [0, 0, 0], 8, 2, 1],
    ['full of yours (limit): both over yours', 4, [0, 0, 0, 0], 8, 2, 2],
    ['full of its own: none', 4, [1, 1, 1, 1], 4, 0, 0],
    ['one marker left: one', 4, [], 1, 1, 0],
    ['a one-space track of yours: one over yours, then its own full', 1, [0], 8, 1, 1],
  ])('ROC-NPC-13 %s', (_l, cap, track, left, placed, replaced) => {
    const s = acting(solo(), NPC, 'downtown', (st) => {
      D(st, 'downtown').dominanceCap = cap
      for (const o of track) { D(st, 'downtown').dominance.push(o); st.seats[o].dominanceLeft -= 1 }
      st.seats[NPC].dominanceLeft = left
    })
    const t = run(s, { type: 'NpcTurn', data: { die: 3 } })
    const e = ev(t, 'DominancePlaced')
    expect([e.length, e.filter((x) => x.data.replaced === 0).length]).toEqual([placed, replaced])
    expect(t.state.seats[0].dominanceLeft - s.state.seats[0].dominanceLeft).toBe(replaced)
    expect(D(t.state, 'downtown').dominance.length).toBeLessThanOrEqual(cap)
    expect(ev(t, 'TerrorResolved')[0]).toMatchObject({ data: { success: true }, cause: 'rule/ROC-NPC-13' })
    // ROC-NPC-S7 default: its lowest Ritual there leaves (its only one, the II).
    expect(ev(t, 'RitualRemoved').map((x) => x.data)).toEqual([{ seat: NPC, district: 'downtown', level: 2 }])
  })
  it.each<[string, District | null, boolean, number]>([
    ['you move no Ritual in: no Confrontation, 2 markers', null, false, 2],
    ['you move your II in from Uptown: a Confrontation', 'uptown', true, 1],
  ])('ROC-NPC-11 (l.2272–2290) it dominates and your Ritual is on the board: %s', (_l, from, fight, markers) => {
    const s = run(acting(solo(), NPC, 'downtown', (st) => ritual(st, 'uptown', 0, 2)), { type: 'NpcTurn', data: { die: 3 } })
    expect(s.state.pending).toMatchObject({ kind: 'confrontation', stage: 'reinforce', reinforcers: [0], active: NPC })
    let t = run(s, { type: 'Reinforce', data: { from } })
    expect(t.state.pending?.kind === 'confrontation' && t.state.pending.stage === 'attack').toBe(fight)
    // Your II against its II, nothing entered: its dice and 0 entered for its cards decide; make it win.
    if (fight) t = run(t, { type: 'EnterAttack', data: { totals: { '0': 0 }, npcCards: 40 } })
    expect(D(t.state, 'downtown').dominance).toEqual(Array(markers).fill(NPC))
    expect(t.state.pending).toBeNull()
  })
})
