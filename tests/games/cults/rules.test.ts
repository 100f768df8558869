import { describe, expect, it } from 'vitest'
import { costs, cults, districtOf, dominanceOutlook, planFits, scoresOf, cultsFlow, type CultsState, type District } from '../../../src/games/cults/rules'
import { createRng, execute, nextPoint } from '../../../src/core'
import { lastEvents, multiSetup, refusal, run, soloSetup, start, type S } from './harness'
import { acting } from './positions'

/** A copy of the session with its state changed by hand (a board built for one test). */
function board(s: S, f: (st: CultsState) => void): S {
  const st = structuredClone(s.state)
  f(st)
  return { ...s, state: st }
}
const D = (st: CultsState, id: District) => st.districts.find((d) => d.id === id)!
const types = (s: S) => lastEvents(s).map((e) => e.type)

describe('ROC-SETUP «Przygotowanie gry» l.536–667, l.1570–1600', () => {
  it.each([
    [1, 3, 3, 2, 'rivertown'],
    [2, 3, 3, 2, 'rivertown'],
    [3, 3, 4, 3, 'rivertown'],
    [4, 4, 5, 4, null],
  ] as const)('ROC-SETUP-01 %i player(s): %i districts in play, %i Ritual spaces, Investigator start %i', (n, inPlay, spaces, track, out) => {
    const s = start(n === 1 ? soloSetup() : multiSetup(n))
    expect(s.state.districts.filter((d) => d.inPlay)).toHaveLength(inPlay)
    expect(new Set(s.state.districts.map((d) => d.capacity))).toEqual(new Set([spaces]))
    expect(s.state.trackStart).toBe(track)
    expect(s.state.districts.every((d) => d.track === track)).toBe(true)
    if (out) expect(D(s.state, out).inPlay).toBe(false)
  })
  it('ROC-SETUP-01 each cult gets its kit: 5 Rituals (2×I 2×II 1×III), 4 Sites, 8 Dominance', () => {
    const s = start(multiSetup(3))
    for (const p of s.state.seats) expect([p.supply, p.sitesLeft, p.dominanceLeft]).toEqual([{ 1: 2, 2: 2, 3: 1 }, 4, 8])
  })
  it('ROC-SETUP-03 the First Cultist is drawn with the seed and recorded; the same seed draws the same', () => {
    const a = start(multiSetup(4, { firstCultist: null }), 'x')
    const b = start(multiSetup(4, { firstCultist: null }), 'x')
    const e = lastEvents(a).find((x) => x.type === 'GameSetUp')!
    expect(e.type === 'GameSetUp' && e.data.firstDrawn).toBe(true)
    expect(a.state.firstCultist).toBe(b.state.firstCultist)
  })
  it('ROC-SETUP-01 2–3 players: the district out of play is chosen or drawn', () => {
    const s = start(multiSetup(2, { outDistrict: 'uptown' }))
    expect(D(s.state, 'uptown').inPlay).toBe(false)
    const r = start(multiSetup(3, { outDistrict: null }))
    expect(r.state.districts.filter((d) => !d.inPlay)).toHaveLength(1)
  })
  it('ROC-SETUP-02 an unknown Starting Layout is asked (Sanity per district), a known one applied', () => {
    const s = start(multiSetup(2, { layout: 3 }))
    expect(s.state.pending).toEqual({ kind: 'layout', layout: 3 })
    expect(refusal(s, { type: 'SetLayout', data: { sanity: { northside: 2 } } })).toBe('layout/bad-sanity')
    const t = run(s, { type: 'SetLayout', data: { sanity: { northside: 2, downtown: 4, uptown: 3 }, investigators: { downtown: 1 } } })
    expect([D(t.state, 'downtown').sanity, D(t.state, 'downtown').investigators]).toEqual([4, 1])
    expect(t.state.pending).toEqual({ kind: 'site', seat: 0 })
    const k = start(multiSetup(2))
    expect(k.state.pending).toEqual({ kind: 'site', seat: 0 })
  })
  it('ROC-SETUP-04 one Cult Site each, in turn order from the First Cultist; then round 1 starts with the Cult phase (no City)', () => {
    let s = start(multiSetup(3, { firstCultist: 1 }))
    expect(s.state.pending).toEqual({ kind: 'site', seat: 1 })
    expect(refusal(s, { type: 'PlaceStartingSite', data: { district: 'rivertown' } })).toBe('district/out-of-play')
    s = run(s, { type: 'PlaceStartingSite', data: { district: 'uptown' } }, { type: 'PlaceStartingSite', data: { district: 'uptown' } })
    expect(s.state.pending).toEqual({ kind: 'site', seat: 0 })
    s = run(s, { type: 'PlaceStartingSite', data: { district: 'northside' } })
    expect([s.state.round, s.state.phase, s.state.pending]).toEqual([1, 'cult', null])
    expect(D(s.state, 'uptown').sites).toEqual([1, 2])
  })
  it('ROC-SETUP-01 1–4 players only; solo needs its opponent and a Goal card', () => {
    const base = start(multiSetup(2))
    void base
    expect(refusal({ ...start(multiSetup(2)), entries: [], state: start(multiSetup(2)).state }, { type: 'SetUpGame', data: multiSetup(2) })).toBe('game/already-set-up')
  })
})

describe('ROC-ROUND «Przebieg rozgrywki» l.675–711, l.1037', () => {
  const flow = cultsFlow(6)
  it('ROC-ROUND-01 City is skipped in round 1, Hiding in the last; the flow ends after round 6 Actions', () => {
    const seen: string[] = []
    let at: { round: number; phase: 'city' | 'cult' | 'planning' | 'actions' | 'hiding' } | null = { round: 1, phase: 'cult' }
    while (at) {
      seen.push(`${at.round}:${at.phase}`)
      at = nextPoint(flow, at)
    }
    expect(seen[0]).toBe('1:cult')
    expect(seen).not.toContain('1:city')
    expect(seen).toContain('2:city')
    expect(seen).toContain('5:hiding')
    expect(seen).not.toContain('6:hiding')
    expect(seen.at(-1)).toBe('6:actions')
    expect(seen).toHaveLength(4 + 5 * 4 + 4)
  })
  it('ROC-ROUND-02 a longer game by agreement: 7 rounds', () => {
    expect(nextPoint(cultsFlow(7), { round: 6, phase: 'actions' })).toEqual({ round: 6, phase: 'hiding' })
    expect(nextPoint(cultsFlow(6), { round: 6, phase: 'actions' })).toBeNull()
  })
})

function toPlanning(s: S): S {
  const places: District[] = ['northside', 'downtown', 'uptown', 'northside']
  for (let i = 0; s.state.pending?.kind === 'site'; i++) s = run(s, { type: 'PlaceStartingSite', data: { district: places[i] } })
  return run(s, { type: 'EndCultPhase', data: {} })
}

describe('ROC-CULT «Faza Kultu» l.789–861, l.300–315, l.732–742', () => {
  it('ROC-CULT-02 Recruitment: 5 dice, rerolls 1 and 2 allowed, a third refused (limit−1, limit, limit+1)', () => {
    let s = run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
    s = run(s, { type: 'RollRecruitment', data: { seat: 0 } })
    expect(s.state.recruitment!.faces).toHaveLength(5)
    s = run(s, { type: 'RollRecruitment', data: { seat: 0, reroll: [0, 1] } })
    expect(s.state.recruitment!.rerolls).toBe(1)
    s = run(s, { type: 'RollRecruitment', data: { seat: 0, reroll: [2] } })
    expect(s.state.recruitment!.rerolls).toBe(2)
    expect(refusal(s, { type: 'RollRecruitment', data: { seat: 0, reroll: [3] } })).toBe('recruitment/no-rerolls-left')
  })
  it('ROC-CULT-02 physical dice: faces entered and checked (attack, power, terror, blank)', () => {
    const s = run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
    expect(refusal(s, { type: 'RollRecruitment', data: { seat: 0, faces: ['attack', 'sword', 'power', 'blank', 'terror'] as never } })).toBe('recruitment/bad-faces')
    const t = run(s, { type: 'RollRecruitment', data: { seat: 0, faces: ['attack', 'attack', 'power', 'blank', 'terror'] } })
    expect(t.state.recruitment!.faces).toEqual(['attack', 'attack', 'power', 'blank', 'terror'])
  })
  it('ROC-CULT-01 the solo opponent does not recruit (l.1537–1542)', () => {
    const s = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    expect(refusal(s, { type: 'RollRecruitment', data: { seat: 1 } })).toBe('recruitment/bad-seat')
  })
})

describe('ROC-PLAN «Faza Planowania» l.862–941', () => {
  it('ROC-PLAN-01 exactly 4 markers each, one at a time in turn order; each new marker on top of its stack', () => {
    let s = toPlanning(start(multiSetup(2)))
    expect(s.state.phase).toBe('planning')
    expect(refusal(s, { type: 'PlacePlan', data: { district: 'rivertown' } })).toBe('district/out-of-play')
    for (let i = 0; i < 7; i++) s = run(s, { type: 'PlacePlan', data: { district: 'uptown' } })
    expect(D(s.state, 'uptown').stack).toEqual([0, 1, 0, 1, 0, 1, 0])
    expect(s.state.phase).toBe('planning')
    s = run(s, { type: 'PlacePlan', data: { district: 'downtown' } })
    expect(s.state.phase).toBe('actions')
    expect(s.state.seats.map((p) => p.toPlace)).toEqual([0, 0])
  })
  it('ROC-PLAN-02 a City card may change the number of markers (3 here)', () => {
    let s = toPlanning(start(multiSetup(2)))
    s = board(s, (st) => { st.seats.forEach((p) => (p.toPlace = 3)) })
    for (let i = 0; i < 6; i++) s = run(s, { type: 'PlacePlan', data: { district: 'uptown' } })
    expect(s.state.phase).toBe('actions')
  })
})

describe('ROC-ACT «Faza Działań» l.964–1005', () => {
  const s0 = toPlanning(start(multiSetup(2)))
  it('ROC-ACT-01 only your own marker on top of a stack', () => {
    const s = acting(s0, 0, 'uptown', (st) => { D(st, 'downtown').stack = [0, 1] })
    expect(refusal(s, { type: 'TakePlan', data: { district: 'downtown', plan: 'bluff' } })).toBe('plan/not-top')
    expect(refusal(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })).toBeNull()
  })
  it('ROC-ACT-02 a seat with no marker on top is skipped', () => {
    const s = acting(s0, 0, 'uptown', (st) => { D(st, 'downtown').stack = [1, 0] })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    // Seat 1 has no marker on top (Downtown's top is seat 0): skipped.
    expect(t.state.actor).toBe(0)
    const e = lastEvents(t).find((x) => x.type === 'TurnPassed')
    expect(e?.type === 'TurnPassed' && e.data.skipped).toEqual([1])
  })
  it.each([[0, null], [1, null], [2, 'plan/twice']] as const)('ROC-ACT-03 the same Plan at most twice a round: used %i → %s', (used, code) => {
    const s = acting(s0, 0, 'uptown', (st) => { st.seats[0].used.preparation = used })
    expect(refusal(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', site: true, ritual: null } })).toBe(code)
  })
  it('ROC-ACT-04 a Bluff has no limit and gives 2 tokens', () => {
    const s = acting(s0, 0, 'uptown', (st) => { st.seats[0].used.bluff = 5 })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(lastEvents(t).find((e) => e.type === 'TokensTaken')?.data).toEqual({ seat: 0, n: 2 })
  })
  // Uptown has capacity 3 (2 players); seat 0 with or without its Site, Rituals, free spaces, supply.
  type Case = { site?: boolean; mine?: number; others?: number; sitesLeft?: number; supply?: number }
  const where = (c: Case) => acting(s0, 0, 'uptown', (st) => {
    const d = D(st, 'uptown')
    d.sites = c.site ? [0] : []
    d.rituals = [...Array.from({ length: c.mine ?? 0 }, () => ({ seat: 0, level: 1 as const })), ...Array.from({ length: c.others ?? 0 }, () => ({ seat: 1, level: 1 as const }))]
    st.seats[0].sitesLeft = c.sitesLeft ?? 3
    st.seats[0].supply = { 1: c.supply ?? 2, 2: 0, 3: 0 }
  })
  it.each([
    ['augmentation', {}, false, 'plan/needs-presence'],
    ['augmentation', { site: true }, true, null],
    ['augmentation', { mine: 1 }, true, null],
    ['preparation', { site: true, others: 3 }, false, null],
    ['preparation', { site: true, others: 2 }, true, null],
    ['preparation', { site: true, others: 2, supply: 0 }, false, null],
    ['preparation', { sitesLeft: 0 }, false, null],
    ['preparation', { sitesLeft: 1, others: 3 }, true, null],
    ['influence', { others: 3 }, false, 'plan/needs-space'],
    ['influence', { others: 2 }, true, null],
    ['dominance', { others: 2 }, false, 'plan/needs-ritual'],
    ['dominance', { mine: 1 }, true, null],
    ['bluff', {}, true, null],
  ] as const)('ROC-ACT-06 «Warunek wykonania» (l.1096–1099, 1175–1176, 1216–1220, 1267–1269, 1320–1322): %s with %j fits: %s (the rules refuse what does not: %s)', (plan, c, fits, code) => {
    const s = where(c)
    expect(planFits(s.state, D(s.state, 'uptown'), 0, plan)).toBe(fits)
    if (plan !== 'preparation') expect(refusal(s, { type: 'TakePlan', data: { district: 'uptown', plan } })).toBe(code)
  })
  it('ROC-ACT-05 the phase ends when every stack is empty, and Hiding follows (not in the last round)', () => {
    const t = run(acting(s0, 0, 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(t.state.phase).toBe('hiding')
    const last = run(acting(s0, 0, 'uptown', (st) => { st.round = 6 }), { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(last.state.status).toBe('over')
  })
})

describe('ROC-COST and ROC-INV «Badacze tajemnic» l.436–475, l.1164–1171, l.1183–1210', () => {
  const s0 = toPlanning(start(multiSetup(2)))
  it.each([[0, 5, 1, 3], [1, 6, 2, 4], [2, 7, 3, 5]] as const)('ROC-COST-01 %i Investigators in the district: Site %i, Ritual I %i, Ritual III %i', (inv, site, r1, r3) => {
    const st = board(s0, (x) => { D(x, 'uptown').investigators = inv }).state
    const c = costs(st, D(st, 'uptown'))
    expect([c.site, c.ritual(1), c.ritual(3)]).toEqual([site, r1, r3])
  })
  it('ROC-COST-02 the Investigator on the track does not count; a City card +1 on Preparation does', () => {
    const st = board(s0, (x) => { D(x, 'uptown').track = 1; x.city.preparation = 1 }).state
    expect(costs(st, D(st, 'uptown')).ritual(2)).toBe(3)
  })
  it.each([[-1, 5, 0, 2], [0, 5, 1, 3], [1, 5, 2, 4]] as const)('ROC-COST-03 «Zaburzenia Mocy» (l.336–339) a City card\'s Preparation modifier %i is on Rituals only: Site %i, Ritual I %i, Ritual III %i', (mod, site, r1, r3) => {
    const st = board(s0, (x) => { x.city.preparation = mod }).state
    const c = costs(st, D(st, 'uptown'))
    expect([c.site, c.ritual(1), c.ritual(3)]).toEqual([site, r1, r3])
  })
  it('ROC-INV-01 Preparation moves the Investigator first; arriving, it joins and a new one starts on the player-count space', () => {
    const s = acting(s0, 0, 'uptown', (st) => { D(st, 'uptown').track = 1 })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', site: true, ritual: 1 } })
    expect([D(t.state, 'uptown').investigators, D(t.state, 'uptown').track]).toEqual([1, 2])
    expect(types(t).indexOf('InvestigatorAdvanced')).toBeLessThan(types(t).indexOf('SitePlaced'))
  })
  it('ROC-INV-02 a City card marks districts whose Investigators advance', () => {
    const s = board(s0, (st) => { st.phase = 'city'; st.round = 2 })
    const t = run(s, { type: 'RevealCity', data: { advance: ['uptown', 'northside'], preparation: 1 } })
    expect([D(t.state, 'uptown').track, D(t.state, 'northside').track]).toEqual([1, 1])
    expect(t.state.city.preparation).toBe(1)
    expect(t.state.phase).toBe('cult')
  })
})

describe('ROC-REINF / ROC-PREP / ROC-INFL «Plany Kultu» l.1088–1296', () => {
  const s0 = toPlanning(start(multiSetup(2)))
  it('ROC-REINF-01 Augmentation needs a Site or a Ritual here', () => {
    expect(refusal(acting(s0, 0, 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true } })).toBe('plan/needs-presence')
    const t = run(acting(s0, 0, 'northside'), { type: 'TakePlan', data: { district: 'northside', plan: 'augmentation', guardian: true, action: true } })
    expect(lastEvents(t).find((e) => e.type === 'CardsBought')?.data).toMatchObject({ guardian: true, action: true })
  })
  it('ROC-REINF-02 destroying a Disorganization card lowers the count; none to destroy → refused', () => {
    expect(refusal(acting(s0, 0, 'northside'), { type: 'TakePlan', data: { district: 'northside', plan: 'augmentation', destroy: 'disorganization' } })).toBe('augment/bad')
    const t = run(acting(s0, 0, 'northside', (st) => { st.seats[0].disorganization = 2 }), { type: 'TakePlan', data: { district: 'northside', plan: 'augmentation', destroy: 'disorganization' } })
    expect(t.state.seats[0].disorganization).toBe(1)
  })
  it.each([[2, null], [1, null], [0, 'ritual/no-space']] as const)('ROC-CAP-01 Ritual capacity 3, free spaces %i → %s (cannot be exceeded, l.219)', (free, code) => {
    const s = acting(s0, 0, 'northside', (st) => {
      const d = D(st, 'northside')
      d.rituals = Array.from({ length: 3 - free }, () => ({ seat: 1, level: 1 as const }))
    })
    const r = refusal(s, { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: 1 } })
    expect(r).toBe(code)
  })
  it('ROC-CAP-01 a refused Preparation changes nothing (not even the Investigator)', () => {
    const s = acting(s0, 0, 'northside', (st) => { D(st, 'northside').rituals = [1, 2, 3].map(() => ({ seat: 1, level: 1 as const })) })
    expect(refusal(s, { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: 1 } })).toBe('ritual/no-space')
    expect(D(s.state, 'northside').track).toBe(2)
  })
  it('ROC-PREP-01 a Site then a Ritual in one Plan; a Ritual without a Site refused; a second Site refused', () => {
    expect(refusal(acting(s0, 0, 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', ritual: 2 } })).toBe('prepare/needs-site')
    expect(refusal(acting(s0, 0, 'northside'), { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', site: true } })).toBe('prepare/site-here')
    const t = run(acting(s0, 0, 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', site: true, ritual: 3 } })
    expect(D(t.state, 'uptown').rituals).toEqual([{ seat: 0, level: 3 }])
    expect(t.state.seats[0].supply[3]).toBe(0)
    expect(refusal(acting(t, 0, 'northside'), { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: 3 } })).toBe('ritual/none-of-level')
  })
  it('ROC-INFL-01 move a Ritual in and upgrade it +1 from the supply; without the next level in supply it moves unchanged', () => {
    const s = acting(s0, 0, 'uptown', (st) => { D(st, 'northside').rituals = [{ seat: 0, level: 1 }]; st.seats[0].supply[1] = 1 })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'northside', card: 'draw' } })
    expect(D(t.state, 'uptown').rituals).toEqual([{ seat: 0, level: 2 }])
    expect(t.state.seats[0].supply).toEqual({ 1: 2, 2: 1, 3: 1 })
    const u = run(acting(s0, 0, 'uptown', (st) => { D(st, 'northside').rituals = [{ seat: 0, level: 2 }]; st.seats[0].supply = { 1: 2, 2: 1, 3: 0 } }), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'northside' } })
    expect(D(u.state, 'uptown').rituals).toEqual([{ seat: 0, level: 2 }])
  })
  it('ROC-INFL-02 Influence needs a free Ritual space here', () => {
    const s = acting(s0, 0, 'uptown', (st) => { D(st, 'uptown').rituals = [1, 2, 3].map(() => ({ seat: 1, level: 1 as const })) })
    expect(refusal(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'influence' } })).toBe('plan/needs-space')
  })
})

describe('ROC-DOM «Dominacja» l.1311–1432', () => {
  const s0 = toPlanning(start(multiSetup(3)))
  const dom = (f: (st: CultsState) => void) => acting(s0, 0, 'uptown', (st) => { D(st, 'uptown').rituals = [{ seat: 0, level: 2 }]; st.seats[0].supply[2] = 1; D(st, 'uptown').sanity = 3; f(st) })
  it('ROC-DOM-01 no opposing Ritual anywhere → no Confrontation: straight to Terror, and 2 Dominance markers', () => {
    let s = run(dom(() => {}), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(s.state.pending).toMatchObject({ kind: 'confrontation', stage: 'terror', noConfrontation: true })
    s = run(s, { type: 'ResolveTerror', data: { add: 2 } })
    expect(D(s.state, 'uptown').dominance).toEqual([0, 0])
    expect(D(s.state, 'uptown').rituals).toEqual([])
  })
  it('ROC-DOM-02 reinforcement once each from the left of the active cult; if only the active cult is there, no Confrontation', () => {
    let s = run(dom((st) => { D(st, 'northside').rituals = [{ seat: 1, level: 1 }, { seat: 2, level: 3 }] }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(s.state.pending).toMatchObject({ stage: 'reinforce', reinforcers: [1, 2] })
    s = run(s, { type: 'Reinforce', data: { from: null } })
    expect(s.state.pending).toMatchObject({ stage: 'reinforce', reinforcers: [2] })
    s = run(s, { type: 'Reinforce', data: { from: null } })
    expect(s.state.pending).toMatchObject({ stage: 'terror', noConfrontation: true })
  })
  it('ROC-DOM-03 the highest total wins; each loser removes its Rituals there and takes a Disorganization card', () => {
    let s = run(dom((st) => { D(st, 'northside').rituals = [{ seat: 1, level: 3 }] }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    s = run(s, { type: 'Reinforce', data: { from: 'northside' } })
    expect(s.state.pending).toMatchObject({ stage: 'attack' })
    expect(refusal(s, { type: 'EnterAttack', data: { totals: { '0': 3 } } })).toBe('attack/total-missing')
    s = run(s, { type: 'EnterAttack', data: { totals: { '0': 2, '1': 0 } } })
    // 2 + II = 4 against 0 + III = 3.
    expect(D(s.state, 'uptown').rituals).toEqual([{ seat: 0, level: 2 }])
    expect(s.state.seats[1].disorganization).toBe(1)
    expect(s.state.pending).toMatchObject({ stage: 'terror', noConfrontation: false })
  })
  it('ROC-DOM-04 a tie for the highest: every Ritual there leaves and every participant takes Disorganization', () => {
    let s = run(dom((st) => { D(st, 'northside').rituals = [{ seat: 1, level: 3 }] }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    s = run(s, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 1, '1': 0 } } })
    expect(D(s.state, 'uptown').rituals).toEqual([])
    expect(s.state.seats.map((p) => p.disorganization)).toEqual([1, 1, 0])
    expect(s.state.pending).toBeNull()
    expect(s.state.seats[0].supply[2]).toBe(2)
  })
  it.each([[1, false], [2, false], [3, true]] as const)('ROC-DOM-05 Terror must be greater than Sanity (3 + 1 Investigator = 4; Rituals II + %i)', (add, success) => {
    let s = run(dom((st) => { D(st, 'uptown').investigators = 1 }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    s = run(s, { type: 'ResolveTerror', data: { add } })
    const e = lastEvents(s).find((x) => x.type === 'TerrorResolved')
    expect(e?.type === 'TerrorResolved' && [e.data.terror, e.data.sanity, e.data.success]).toEqual([2 + add, 4, success])
    expect(D(s.state, 'uptown').dominance.length).toBe(success ? 2 : 0)
  })
  it('ROC-DOM-06 one Dominance marker after a Confrontation, two without', () => {
    let s = run(dom((st) => { D(st, 'northside').rituals = [{ seat: 1, level: 1 }] }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    s = run(s, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 0, '1': 0 } } }, { type: 'ResolveTerror', data: { add: 5 } })
    expect(D(s.state, 'uptown').dominance).toEqual([0])
  })
  it('ROC-DOM-07 a full Dominance track: replace an opponent\'s marker (whose, when several own them)', () => {
    const f = (st: CultsState) => { D(st, 'uptown').dominanceCap = 2; D(st, 'uptown').dominance = [1, 2]; st.seats[1].dominanceLeft = 7; st.seats[2].dominanceLeft = 7 }
    let s = run(dom(f), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(refusal(s, { type: 'ResolveTerror', data: { add: 5 } })).toBe('terror/choose-replaced')
    s = run(s, { type: 'ResolveTerror', data: { add: 5, replace: [2, 1] } })
    expect(D(s.state, 'uptown').dominance).toEqual([0, 0])
    expect([s.state.seats[1].dominanceLeft, s.state.seats[2].dominanceLeft]).toEqual([8, 8])
  })
  it('ROC-DOM-08 after a successful Terror the cult removes one of its Rituals there (its choice)', () => {
    let s = run(dom((st) => { D(st, 'uptown').rituals = [{ seat: 0, level: 1 }, { seat: 0, level: 3 }] }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(refusal(s, { type: 'ResolveTerror', data: { add: 0 } })).toBe('terror/choose-ritual')
    s = run(s, { type: 'ResolveTerror', data: { add: 0, remove: 1 } })
    expect(D(s.state, 'uptown').rituals).toEqual([{ seat: 0, level: 3 }])
  })
  it('ROC-DOM-09 Terror is optional: skipping it places nothing', () => {
    const s = run(dom(() => {}), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } }, { type: 'ResolveTerror', data: { skip: true } })
    expect(D(s.state, 'uptown').dominance).toEqual([])
  })
  it('ROC-DOM-10 Dominance needs your Ritual in the district', () => {
    expect(refusal(acting(s0, 0, 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })).toBe('plan/needs-ritual')
  })
})

describe('ROC-HIDE «Faza Ukrycia» l.1011–1029', () => {
  const s0 = board(toPlanning(start(multiSetup(3))), (st) => { st.phase = 'hiding'; st.round = 2; st.seats[0].used.dominance = 2 })
  it.each([[4, null], [5, null], [6, 5]] as const)('ROC-HIDE-01 tokens kept ≤ 5: %i → %s', (n, to) => {
    const t = run(s0, { type: 'Hide', data: { tokens: { '0': n } } })
    const e = lastEvents(t).find((x) => x.type === 'TokensCapped')
    expect(e ? e.data.to : null).toBe(to)
  })
  it('ROC-HIDE-02 the First Cultist passes to the left, the round advances, Plans come back, City phase next', () => {
    const t = run(s0, { type: 'Hide', data: { tokens: {} } })
    expect([t.state.firstCultist, t.state.round, t.state.phase, t.state.seats[0].used.dominance]).toEqual([1, 3, 'city', 0])
  })
  it('ROC-HIDE-03 a City card changing the limit (3): 4 tokens → 3', () => {
    const t = run(board(s0, (st) => { st.city.tokenLimit = 3 }), { type: 'Hide', data: { tokens: { '1': 4 } } })
    expect(lastEvents(t).find((x) => x.type === 'TokensCapped')?.data).toEqual({ seat: 1, from: 4, to: 3 })
  })
})

describe('ROC-SCORE «Koniec gry» l.1031–1062', () => {
  const base = start(multiSetup(4)).state
  const score = (f: (st: CultsState) => void) => {
    const st = structuredClone(base)
    f(st)
    return scoresOf(st)
  }
  it('ROC-SCORE-01 1 VP per Dominance, per Site with an own Ritual there, and 1 for the most Rituals (ties all score)', () => {
    const sc = score((st) => {
      D(st, 'uptown').dominance = [0, 0, 1]
      D(st, 'uptown').sites = [0, 1]
      D(st, 'uptown').rituals = [{ seat: 0, level: 1 }, { seat: 1, level: 3 }]
      D(st, 'northside').sites = [0]
    })
    expect(sc.seats.map((x) => x.vp)).toEqual([2 + 1 + 1, 1 + 1 + 1, 0, 0])
  })
  it('ROC-SCORE-02 ties broken by Dominance, then Sites, then Rituals, then fewest Disorganization', () => {
    // Dominance decides: both 2 VP.
    expect(score((st) => { D(st, 'uptown').dominance = [0, 0]; D(st, 'uptown').sites = [1]; D(st, 'uptown').rituals = [{ seat: 1, level: 1 }] }).order.slice(0, 2)).toEqual([0, 1])
    // Sites decide.
    expect(score((st) => { D(st, 'uptown').dominance = [0, 1]; D(st, 'northside').sites = [1] }).order.slice(0, 2)).toEqual([1, 0])
    // Rituals decide (both have the most? no: one has more, so VP differ) — equal VP and Sites, more Rituals.
    const r = score((st) => {
      D(st, 'uptown').dominance = [0, 0, 1]
      D(st, 'northside').rituals = [{ seat: 0, level: 1 }, { seat: 0, level: 1 }, { seat: 1, level: 1 }, { seat: 1, level: 1 }]
      D(st, 'downtown').rituals = [{ seat: 1, level: 1 }]
      D(st, 'uptown').dominance.push(0)
    })
    expect(r.seats[0].vp).toBe(3)
    expect(r.order[0]).toBe(0)
    // Disorganization decides.
    const z = score((st) => { D(st, 'uptown').dominance = [0, 1]; st.seats[0].disorganization = 2; st.seats[1].disorganization = 1 })
    expect(z.order.slice(0, 2)).toEqual([1, 0])
    expect(z.shared).toEqual([])
    // Still level after all four: shared.
    expect(score((st) => { D(st, 'uptown').dominance = [0, 1] }).shared).toEqual([0, 1])
  })
})

describe('ROC-CORR corrections (the board is the truth)', () => {
  it('ROC-CORR-01 a district\'s Investigators, track and Sanity can be corrected', () => {
    const s = run(toPlanning(start(multiSetup(2))), { type: 'CorrectDistrict', data: { district: 'uptown', investigators: 2, sanity: 5 } })
    expect([districtOf(s.state, 'uptown')!.investigators, districtOf(s.state, 'uptown')!.sanity]).toEqual([2, 5])
  })
})

describe('ROC-DOM-06/07 what a successful Terror places (the screen says it before the tap)', () => {
  it('ROC-DOM-06/07 «Terror» 3 (l.1411–1418), «Miejsca na Znaczniki Dominacji» (l.1425–1432): dominanceOutlook predicts the markers placed and replaced, over 300 random games', () => {
    let seen = 0
    const bad: string[] = []
    for (let g = 0; g < 300; g++) {
      const rng = createRng(`outlook-${g}`)
      let s = start(cults.sampleSetup(rng), `outlook-${g}`)
      for (let i = 0; i < 600 && s.state.status !== 'over'; i++) {
        for (const c of cults.sample(s.state, rng)) {
          const r = execute(cults, s, c)
          if (!r.ok) continue
          const p = s.state.pending
          const terror = r.value.entry.events.find((e) => e.type === 'TerrorResolved')
          if (terror?.data.success && p?.kind === 'confrontation' && p.stage === 'terror' && terror.data.seat === p.active) {
            const o = dominanceOutlook(s.state, p.active, p.district, p.noConfrontation)
            const placed = r.value.entry.events.filter((e) => e.type === 'DominancePlaced')
            const got = [placed.length, placed.filter((e) => e.type === 'DominancePlaced' && e.data.replaced !== null).length]
            seen++
            if (got[0] !== o.placed || got[1] !== o.replaced) bad.push(`${JSON.stringify(o)} → ${got}`)
          }
          s = r.value.session
          break
        }
      }
    }
    expect(bad).toEqual([])
    expect(seen).toBeGreaterThan(100)
  }, 60_000)
})
