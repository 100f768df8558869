import { describe, expect, it } from 'vitest'
import { createRng, execute, newSession } from '../../../src/core'
import { costs, cults, dominanceOutlook, offers, sanityOf, type CultsState, type Face, type Level, type PlanOrBluff } from '../../../src/games/cults/rules'
import { board, D, ev, lastEvents, multiSetup, run, soloSetup, start, type S } from './harness'
import { acting, dominance, refuses, ritual } from './positions'

/**
 * Thresholds of the player's rules, each at limit − 1, limit and limit + 1 (issue #28 §6): Terror
 * against Sanity, the Dominance track, the 2-a-round Plan limit, the token limit, the Ritual spaces,
 * the supplies, the Investigator track, the Plan markers a City card gives, the Recruitment dice.
 */

const two = () => run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })

/** Seat 0's Terror waiting in Uptown (its Ritual I there), with or without a Confrontation before it. */
function terrorWaits(s: S, noConfrontation: boolean, f: (st: CultsState) => void): S {
  return acting(s, 0, 'uptown', (st) => {
    D(st, 'uptown').stack = []
    ritual(st, 'uptown', 0, 1)
    st.pending = { kind: 'confrontation', district: 'uptown', active: 0, stage: 'terror', reinforcers: [], noConfrontation }
    f(st)
  })
}

describe('ROC-DOM-05 «Terror» 1–3 (l.1398–1410): Terror must be greater than Sanity = token + Investigators in the district', () => {
  const s0 = two()
  it.each([
    // token, Investigators, Terror, success
    [0, 0, 1, true],
    [3, 0, 2, false], [3, 0, 3, false], [3, 0, 4, true],
    [3, 1, 3, false], [3, 1, 4, false], [3, 1, 5, true],
    [5, 2, 6, false], [5, 2, 7, false], [5, 2, 8, true],
    [9, 0, 9, false], [9, 0, 10, true],
  ] as const)('ROC-DOM-05 Sanity token %i + %i Investigator(s), Terror %i (Ritual I + added): success %s', (token, inv, terror, success) => {
    const s = terrorWaits(s0, true, (st) => { D(st, 'uptown').sanity = token; D(st, 'uptown').investigators = inv })
    expect(sanityOf(D(s.state, 'uptown'))).toBe(token + inv)
    const t = run(s, { type: 'ResolveTerror', data: { add: terror - 1 } })
    expect(ev(t, 'TerrorResolved')[0].data).toMatchObject({ terror, sanity: token + inv, success, skipped: false })
    // ROC-DOM-06: two markers without a Confrontation; ROC-DOM-08: the Ritual leaves after a success only.
    expect(D(t.state, 'uptown').dominance).toEqual(success ? [0, 0] : [])
    expect(D(t.state, 'uptown').rituals).toEqual(success ? [] : [{ seat: 0, level: 1 }])
    expect(t.state.seats[0].supply[1]).toBe(success ? 2 : 1)
    expect(t.state.pending).toBeNull()
  })
  it('ROC-DOM-05 «Badacze tajemnic» (l.468–471): the Investigator still on the track adds no Sanity (token 3, track 1 step from arriving: Terror 4 succeeds)', () => {
    const s = terrorWaits(s0, true, (st) => { D(st, 'uptown').sanity = 3; D(st, 'uptown').track = 1 })
    const t = run(s, { type: 'ResolveTerror', data: { add: 3 } })
    expect(ev(t, 'TerrorResolved')[0].data).toMatchObject({ terror: 4, sanity: 3, success: true })
  })
  it.each([[-1, 'terror/bad-add'], [0, null], [99, null], [100, 'terror/bad-add'], [1.5, 'terror/bad-add']] as const)('ROC-DOM-05 what the cards and Changelings add: %s → %s (0–99)', (add, code) => {
    const s = terrorWaits(s0, true, (st) => { D(st, 'uptown').sanity = 3 })
    if (code) refuses(s, { type: 'ResolveTerror', data: { add } }, code)
    else expect(ev(run(s, { type: 'ResolveTerror', data: { add } }), 'TerrorResolved')[0].data.terror).toBe(1 + add)
  })
  it('ROC-DOM-09 (l.2327–2330) Terror skipped: nothing placed, the Ritual stays, even with Terror enough', () => {
    const t = run(terrorWaits(s0, true, (st) => { D(st, 'uptown').sanity = 0 }), { type: 'ResolveTerror', data: { skip: true } })
    expect(ev(t, 'TerrorResolved')[0].data).toMatchObject({ success: false, skipped: true })
    expect([D(t.state, 'uptown').dominance, D(t.state, 'uptown').rituals]).toEqual([[], [{ seat: 0, level: 1 }]])
  })
})

describe('ROC-DOM-06/07 «Terror» 3 (l.1411–1418), «Miejsca na Znaczniki Dominacji» (l.1425–1432): how many markers a successful Terror places', () => {
  const s0 = two()
  it.each([
    // label, spaces, track before, markers seat 0 has left, no Confrontation, → seat 0's, seat 1's on the track after
    ['empty track, no Confrontation', 4, [], 8, true, 2, 0],
    ['empty track, after a Confrontation', 4, [], 8, false, 1, 0],
    ['one free space (limit − 1), no Confrontation: one free, one replaces', 4, [1, 1, 1], 8, true, 2, 2],
    ['full of the opponent\'s (limit), after a Confrontation: replaces one', 4, [1, 1, 1, 1], 8, false, 1, 3],
    ['full of the opponent\'s, no Confrontation: replaces two', 4, [1, 1, 1, 1], 8, true, 2, 2],
    ['full of its own: none placed', 4, [0, 0, 0, 0], 4, true, 4, 0],
    ['one free space, the rest its own: one placed, the second finds none to replace', 4, [0, 0, 0], 5, true, 4, 0],
    ['one marker left (left − 1 of two): one placed', 4, [], 1, true, 1, 0],
    ['no marker left: none placed', 4, [], 0, true, 0, 0],
    ['a one-space track held by the opponent, no Confrontation: replaced once, then its own', 1, [1], 8, true, 1, 0],
    ['eight spaces (the setup\'s limit), no Confrontation', 8, [], 8, true, 2, 0],
  ] as const)('ROC-DOM-06/07 %s', (_l, cap, track, left, noConf, mine, theirs) => {
    const s = terrorWaits(s0, noConf, (st) => {
      D(st, 'uptown').dominanceCap = cap
      dominance(st, 'uptown', [...track])
      st.seats[0].dominanceLeft = left
      D(st, 'uptown').sanity = 0
    })
    const o = dominanceOutlook(s.state, 0, 'uptown', noConf)
    const t = run(s, { type: 'ResolveTerror', data: { add: 0 } })
    const dom = D(t.state, 'uptown').dominance
    expect([dom.filter((x) => x === 0).length, dom.filter((x) => x === 1).length]).toEqual([mine, theirs])
    expect(dom.length).toBeLessThanOrEqual(cap)
    // What the screen said before the tap is what happened; a replaced marker goes back to its owner.
    const placed = ev(t, 'DominancePlaced')
    expect([placed.length, placed.filter((e) => e.data.replaced !== null).length]).toEqual([o.placed, o.replaced])
    expect(t.state.seats[1].dominanceLeft - s.state.seats[1].dominanceLeft).toBe(o.replaced)
    expect(s.state.seats[0].dominanceLeft - t.state.seats[0].dominanceLeft).toBe(o.placed)
  })
})

describe('ROC-ACT-03 «Faza Działań» (l.970–973): the same Plan at most twice a round; a Bluff has no limit', () => {
  const s0 = two()
  const at = (plan: PlanOrBluff, used: number) => acting(s0, 0, 'uptown', (st) => {
    D(st, 'uptown').sites.push(0)
    st.seats[0].sitesLeft -= 1
    ritual(st, 'uptown', 0, 1)
    st.seats[0].used[plan] = used
  })
  const data = { augmentation: {}, preparation: { ritual: 1 }, influence: {}, dominance: {}, bluff: {} } as const
  it.each([
    ...(['augmentation', 'preparation', 'influence', 'dominance'] as const).flatMap((p) => [[p, 0, null], [p, 1, null], [p, 2, 'plan/twice']] as const),
    ['bluff', 2, null], ['bluff', 5, null],
  ] as const)('ROC-ACT-03 %s used %i time(s) this round → %s', (plan, used, code) => {
    const s = at(plan, used)
    const c = { type: 'TakePlan', data: { district: 'uptown', plan, ...data[plan] } } as const
    if (code) return refuses(s, c, code)
    const t = run(s, c)
    expect(t.state.seats[0].used[plan]).toBe(used + 1)
    expect(D(t.state, 'uptown').stack).toEqual([])
  })
  it('ROC-ACT-BLUFF / ROC-ACT-04 (l.990–995): a Bluff takes 2 Cultist tokens from the pool, and no Plan', () => {
    const t = run(at('bluff', 0), { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(ev(t, 'TokensTaken').map((e) => [e.data, e.cause])).toEqual([[{ seat: 0, n: 2 }, 'rule/ROC-ACT-BLUFF']])
    expect(t.state.seats[0].used).toEqual({ augmentation: 0, preparation: 0, influence: 0, dominance: 0, bluff: 1 })
  })
  it('ROC-ACT-03 «Faza Ukrycia» (l.1021–1029): the count starts again next round (the City phase clears it)', () => {
    const s = board(s0, (st) => { st.phase = 'hiding'; st.round = 2; st.seats[0].used.preparation = 2; st.seats[1].used.bluff = 3 })
    const t = run(s, { type: 'Hide', data: { tokens: {} } })
    expect(t.state.seats.map((p) => p.used)).toEqual([0, 1].map(() => ({ augmentation: 0, preparation: 0, influence: 0, dominance: 0, bluff: 0 })))
  })
})

describe('ROC-HIDE-01/03 «Faza Ukrycia» (l.1011–1020): tokens kept up to the limit (5, or the City card\'s)', () => {
  const s0 = board(two(), (st) => { st.phase = 'hiding'; st.round = 2 })
  it.each([0, 3, 5, 20].flatMap((limit) => [limit - 1, limit, limit + 1].filter((n) => n >= 0).map((n) => [limit, n] as const)))('ROC-HIDE limit %i, %i token(s) kept', (limit, n) => {
    const t = run(board(s0, (st) => { st.city.tokenLimit = limit }), { type: 'Hide', data: { tokens: { '1': n } } })
    expect(ev(t, 'TokensCapped').map((e) => e.data)).toEqual(n > limit ? [{ seat: 1, from: n, to: limit }] : [])
    expect([t.state.round, t.state.phase, t.state.firstCultist]).toEqual([3, 'city', 1])
  })
  it.each([
    ['a negative count', { '0': -1 }],
    ['more than 99', { '0': 100 }],
    ['a fraction', { '0': 1.5 }],
    ['a seat not in the game', { '2': 1 }],
    ['not a seat number', { x: 1 }],
  ] as const)('ROC-HIDE tokens refused: %s (state unchanged)', (_l, tokens) => {
    refuses(s0, { type: 'Hide', data: { tokens } }, 'hide/bad-tokens')
  })
  it('ROC-HIDE «Wariant jednoosobowy» (l.2009–2010): the opponent hides no tokens of its own (its seat refused)', () => {
    const s = board(run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } }), (st) => { st.phase = 'hiding'; st.round = 2 })
    refuses(s, { type: 'Hide', data: { tokens: { '1': 2 } } }, 'hide/bad-tokens')
    expect(run(s, { type: 'Hide', data: { tokens: { '0': 2 } } }).state.phase).toBe('city')
  })
})

describe('ROC-CAP-01 «Pola na Znaczniki Rytuałów» (l.216–219): the Ritual spaces by player count cannot be exceeded', () => {
  it.each([
    [2, 3], [3, 4], [4, 5],
  ] as const)('ROC-CAP-01 %i players: %i spaces — a Ritual fits with one free (limit − 1), not with none (limit)', (n, cap) => {
    let s = start(multiSetup(n))
    for (let i = 0; i < n; i++) s = run(s, { type: 'PlaceStartingSite', data: { district: 'uptown' } })
    expect(D(s.state, 'uptown').capacity).toBe(cap)
    // The other cults' Rituals fill the district but one or all spaces.
    const fill = (k: number) => acting(s, 0, 'uptown', (st) => { for (let i = 0; i < k; i++) ritual(st, 'uptown', 1 + (i % (n - 1)), 1 + (i % 2) as Level) })
    const ok = run(fill(cap - 1), { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', ritual: 1 } })
    expect(D(ok.state, 'uptown').rituals).toHaveLength(cap)
    refuses(fill(cap), { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', ritual: 1 } }, 'ritual/no-space')
    refuses(fill(cap), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence' } }, 'plan/needs-space')
    refuses(board(fill(cap), (st) => { st.pending = { kind: 'confrontation', district: 'uptown', active: 1, stage: 'reinforce', reinforcers: [0], noConfrontation: false }; ritual(st, 'northside', 0, 2) }),
      { type: 'Reinforce', data: { from: 'northside' } }, 'ritual/no-space')
  })
})

describe('ROC-PREP-01 «Plan Przygotowania» (l.1150–1230): the supplies of Cult Sites and Rituals', () => {
  const s0 = two()
  it.each([[2, null], [1, null], [0, 'site/none-left']] as const)('ROC-PREP-02 «Akcja 1» (l.1173–1190) Cult Sites left %i → %s', (left, code) => {
    const s = acting(s0, 0, 'uptown', (st) => { st.seats[0].sitesLeft = left })
    const c = { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', site: true } } as const
    if (code) return refuses(s, c, code)
    const t = run(s, c)
    expect([D(t.state, 'uptown').sites, t.state.seats[0].sitesLeft]).toEqual([[0], left - 1])
    expect(ev(t, 'SitePlaced').map((e) => e.cause)).toEqual(['rule/ROC-PREP-02'])
  })
  it.each(([1, 2, 3] as const).flatMap((level) => [[level, 0, 'ritual/none-of-level'], [level, 1, null], [level, 2, null]] as const))('ROC-PREP-03 «Akcja 2» (l.1194–1225) a Ritual %s with %i of that level in the supply → %s', (level, n, code) => {
    const s = acting(s0, 0, 'northside', (st) => { st.seats[0].supply[level] = n })
    const c = { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: level } } as const
    if (code) return refuses(s, c, code)
    const t = run(s, c)
    expect(t.state.seats[0].supply[level]).toBe(n - 1)
    expect(D(t.state, 'northside').rituals).toEqual([{ seat: 0, level }])
    expect(ev(t, 'RitualPlaced').map((e) => e.cause)).toEqual(['rule/ROC-PREP-03'])
  })
  // «W ramach tego Planu gracz może wykonać w dowolnej kolejności dwa działania lub tylko jedno z nich»
  // (l.1161–1162): both, or one of them; with neither the Plan is not carried out, which is the Bluff
  // (l.975–986). Seat 0 has its Site in Northside, none in Uptown (both free, supplies full).
  it.each([
    // district, site, ritual → refusal
    ['uptown', true, null, null],
    ['northside', false, 1, null],
    ['uptown', true, 2, null],
    ['uptown', false, null, 'prepare/nothing'],
    ['northside', false, null, 'prepare/nothing'],
  ] as const)('ROC-PREP-01 (l.1161–1162) in %s a Site %s and a Ritual %s → %s', (district, site, level, code) => {
    const s = acting(s0, 0, district)
    const c = { type: 'TakePlan', data: { district, plan: 'preparation', site, ritual: level } } as const
    if (code) return refuses(s, c, code)
    const t = run(s, c)
    expect(ev(t, 'PlanTaken').map((e) => e.data.plan)).toEqual(['preparation'])
    expect([ev(t, 'SitePlaced').length, ev(t, 'RitualPlaced').length]).toEqual([site ? 1 : 0, level === null ? 0 : 1])
    expect(ev(t, 'InvestigatorAdvanced').map((e) => e.data.district)).toEqual([district])
  })
  it('ROC-PREP-01 neither field given (a bare Preparation) is refused the same way, and the Bluff there is accepted', () => {
    const s = acting(s0, 0, 'northside')
    refuses(s, { type: 'TakePlan', data: { district: 'northside', plan: 'preparation' } }, 'prepare/nothing')
    expect(ev(run(s, { type: 'TakePlan', data: { district: 'northside', plan: 'bluff' } }), 'TokensTaken')[0].data).toEqual({ seat: 0, n: 2 })
  })
  it('ROC-PREP-01 the screens offer no empty Preparation (`offers`): a Site, a Ritual or both, and the Bluff', () => {
    for (const district of ['uptown', 'northside'] as const) {
      const cs = offers(acting(s0, 0, district).state, createRng('prep'))
      const preps = cs.flatMap((c) => (c.type === 'TakePlan' && c.data.plan === 'preparation' ? [c.data] : []))
      expect(preps.length).toBeGreaterThan(0)
      expect(preps.filter((d) => !d.site && (d.ritual ?? null) === null)).toEqual([])
      expect(cs).toContainEqual({ type: 'TakePlan', data: { district, plan: 'bluff' } })
    }
  })
  it('ROC-PREP-01 a game set up before rules version 3 (no `rules` in its setup) replays its empty Preparation as it was played', () => {
    const old = run(start(multiSetup(2, { rules: undefined })), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
    expect(old.state.rules).toBeUndefined()
    const t = run(acting(old, 0, 'northside'), { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', site: false, ritual: null } })
    expect(ev(t, 'InvestigatorAdvanced').map((e) => e.data.district)).toEqual(['northside'])
    expect([ev(t, 'SitePlaced').length, ev(t, 'RitualPlaced').length]).toEqual([0, 0])
  })
  it.each([[undefined, null], [3, null], [2, 'setup/bad-rules'], [4, 'setup/bad-rules']] as const)('ROC-PREP-01 a setup under rules %s → %s (the form sends 3)', (rules, code) => {
    const r = execute(cults, newSession(cults, 'seed-1'), cults.setupCommand(multiSetup(2, { rules })))
    expect(r.ok ? null : r.error.code).toBe(code)
    if (r.ok) expect(r.value.session.state.rules).toBe(rules)
  })
  it.each([
    ['a Ritual with no Site of yours here', 'uptown', { ritual: 1 }, 'prepare/needs-site'],
    ['a second Site here', 'northside', { site: true }, 'prepare/site-here'],
    ['a Ritual level 4', 'northside', { ritual: 4 }, 'plan/unknown'],
  ] as const)('ROC-PREP-01 refused: %s', (_l, district, extra, code) => {
    refuses(acting(s0, 0, district), { type: 'TakePlan', data: { district, plan: 'preparation', ...extra } as never }, code)
  })
})

describe('ROC-INV-01 «Badacze tajemnic» (l.436–475, l.1164–1171): the Investigator track, one step per Preparation', () => {
  const s0 = two()
  it.each([
    // steps left, Investigators in the district → steps left after, Investigators after, arrived
    [3, 0, 2, 0, false],
    [2, 0, 1, 0, false],
    [1, 0, 2, 1, true],
    [1, 2, 2, 3, true],
  ] as const)('ROC-INV-01 %i step(s) left, %i in the district → %i left, %i in the district', (track, inv, trackAfter, invAfter, arrived) => {
    const s = acting(s0, 0, 'northside', (st) => { D(st, 'northside').track = track; D(st, 'northside').investigators = inv })
    const t = run(s, { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: 1 } })
    expect(ev(t, 'InvestigatorAdvanced')[0].data).toEqual({ district: 'northside', track: trackAfter, arrived, investigators: invAfter })
    // ROC-COST-01: the one who arrived counts from now on (a Site 5 + 1 each).
    expect(costs(t.state, D(t.state, 'northside')).site).toBe(5 + invAfter)
    // The move comes before the Ritual is placed (l.1164–1171).
    expect(lastEvents(t).map((e) => e.type).indexOf('InvestigatorAdvanced')).toBeLessThan(lastEvents(t).map((e) => e.type).indexOf('RitualPlaced'))
  })
  it.each([
    [[], 0], [['uptown'], 1], [['northside', 'downtown', 'uptown'], 3],
  ] as const)('ROC-INV-02 «Faza Miasta» (l.1750–1752): a City card marking %j advances %i Investigator(s)', (advance, n) => {
    const s = board(s0, (st) => { st.phase = 'city'; st.round = 2 })
    const t = run(s, { type: 'RevealCity', data: { advance: [...advance] } })
    expect(ev(t, 'InvestigatorAdvanced').map((e) => e.data.district)).toEqual(advance)
    expect(t.state.phase).toBe('cult')
  })
  it('ROC-INV-02 the same district twice on one City card is refused', () => {
    refuses(board(s0, (st) => { st.phase = 'city'; st.round = 2 }), { type: 'RevealCity', data: { advance: ['uptown', 'uptown'] } }, 'district/unknown')
  })
})

describe('ROC-PLAN-01/02 «Faza Planowania» (l.862–941, l.766–770): each cult places exactly its markers (4, or the City card\'s)', () => {
  it.each([1, 4, 6])('ROC-PLAN-02 %i marker(s) each: after 2·n − 1 still Planning, after 2·n the Actions phase; one more refused', (n) => {
    let s = board(two(), (st) => { st.phase = 'city'; st.round = 2 })
    s = run(s, { type: 'RevealCity', data: { planMarkers: n } }, { type: 'EndCultPhase', data: {} })
    expect(s.state.seats.map((p) => p.toPlace)).toEqual([n, n])
    for (let i = 0; i < 2 * n - 1; i++) s = run(s, { type: 'PlacePlan', data: { district: i % 2 ? 'uptown' : 'northside' } })
    expect([s.state.phase, s.state.actor]).toEqual(['planning', 1])
    const t = run(s, { type: 'PlacePlan', data: { district: 'downtown' } })
    expect(t.state.phase).toBe('actions')
    expect(t.state.districts.reduce((k, d) => k + d.stack.length, 0)).toBe(2 * n)
    refuses(t, { type: 'PlacePlan', data: { district: 'downtown' } }, 'phase/not-planning')
  })
  it('ROC-PLAN-01 a seat with none left to place is refused (state set by hand)', () => {
    const s = board(two(), (st) => { st.phase = 'planning'; st.seats[0].toPlace = 0; st.actor = 0 })
    refuses(s, { type: 'PlacePlan', data: { district: 'uptown' } }, 'plan/none-left')
  })
})

describe('ROC-CULT-02 «Rekrutacja» (l.300–315, l.732–742): 5 dice, rerolls of chosen dice at most twice', () => {
  const s0 = two()
  const F = (...f: Face[]) => f
  const rolled = run(s0, { type: 'RollRecruitment', data: { seat: 0, faces: F('blank', 'blank', 'blank', 'blank', 'blank') } })
  it.each([
    [[0], F('attack'), F('attack', 'blank', 'blank', 'blank', 'blank')],
    [[4, 1], F('terror', 'power'), F('blank', 'power', 'blank', 'blank', 'terror')],
    [[0, 1, 2, 3, 4], F('attack', 'attack', 'power', 'power', 'terror'), F('attack', 'attack', 'power', 'power', 'terror')],
  ] as const)('ROC-CULT-02 rerolling dice %j replaces only those faces', (dice, faces, after) => {
    const t = run(rolled, { type: 'RollRecruitment', data: { seat: 0, reroll: [...dice], faces: [...faces] } })
    expect(ev(t, 'RecruitmentRolled')[0].data).toEqual({ seat: 0, faces: after, rerolled: dice, rerolls: 1, physical: true })
  })
  it.each([
    ['a seat not in the game', s0, { seat: 2 }, 'recruitment/bad-seat'],
    ['a reroll before a roll', s0, { seat: 0, reroll: [0] }, 'recruitment/no-roll'],
    ['four faces', s0, { seat: 0, faces: F('attack', 'attack', 'attack', 'attack') }, 'recruitment/bad-faces'],
    ['a face not on the die', s0, { seat: 0, faces: ['attack', 'attack', 'attack', 'attack', 'skull'] }, 'recruitment/bad-faces'],
    ['no die named', rolled, { seat: 0, reroll: [] }, 'recruitment/bad-dice'],
    ['a sixth die', rolled, { seat: 0, reroll: [5] }, 'recruitment/bad-dice'],
    ['the same die twice', rolled, { seat: 0, reroll: [1, 1] }, 'recruitment/bad-dice'],
    ['faces not matching the dice named', rolled, { seat: 0, reroll: [1, 2], faces: F('attack') }, 'recruitment/bad-faces'],
    ['another cult rerolling this roll', rolled, { seat: 1, reroll: [0] }, 'recruitment/no-roll'],
  ] as const)('ROC-CULT-02 refused: %s', (_l, s, data, code) => {
    refuses(s, { type: 'RollRecruitment', data: data as never }, code)
  })
  it('ROC-CULT-01 «Faza Kultu» solo (l.1537–1542): the opponent does not recruit', () => {
    const s = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    refuses(s, { type: 'RollRecruitment', data: { seat: 1 } }, 'recruitment/bad-seat')
  })
})

describe('ROC-CULT-02 «Rekrutacja» (l.842–850): one roll of five dice per cult, then at most two rerolls', () => {
  // Was a bug: a fresh roll for a cult that had already rolled was accepted (and offered), starting its
  // rerolls over — rerolls without limit.
  it.each([
    ['after its two rerolls', [{ seat: 0 }, { seat: 0, reroll: [0] }, { seat: 0, reroll: [1] }]],
    ['at once', [{ seat: 0 }]],
    ['after another cult rolled', [{ seat: 0 }, { seat: 1 }]],
  ] as const)('ROC-CULT-02 a second first roll of the same cult is refused %s (recruitment/rolled), and not offered', (_l, rolls) => {
    let s = two()
    s = run(s, ...rolls.map((data) => ({ type: 'RollRecruitment' as const, data: 'reroll' in data ? { seat: data.seat, reroll: [...data.reroll] } : { seat: data.seat } })))
    const r = execute(cults, s, { type: 'RollRecruitment', data: { seat: 0 } })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('recruitment/rolled')
    expect(cults.offers!(s.state, createRng('o')).some((c) => c.type === 'RollRecruitment' && c.data.seat === 0 && c.data.reroll === undefined)).toBe(false)
  })
  it('ROC-CULT-02 each cult rolls once: another cult still may after the first rolled', () => {
    const s = run(two(), { type: 'RollRecruitment', data: { seat: 0 } })
    expect(execute(cults, s, { type: 'RollRecruitment', data: { seat: 1 } }).ok).toBe(true)
  })
})

describe('ROC-NPC-S9 «Faza Ukrycia» (l.1011–1020): the opponent\'s stored Thugs capped at the token limit only when switched on', () => {
  const hiding = (capStash: boolean, thugs: number, limit: number) => board(
    run(start(soloSetup({}, { settings: { capStash } })), { type: 'PlaceStartingSite', data: { district: 'northside' } }),
    (st) => { st.phase = 'hiding'; st.round = 2; st.npc!.thugs = thugs; st.city.tokenLimit = limit },
  )
  it.each([
    [true, 4, 5, 4], [true, 5, 5, 5], [true, 6, 5, 5], [true, 4, 3, 3], [true, 0, 0, 0], [true, 2, 0, 0],
    [false, 6, 5, 6], [false, 8, 3, 8],
  ] as const)('ROC-NPC-S9 capped %s: %i Thugs, limit %i → %i', (capStash, thugs, limit, after) => {
    const t = run(hiding(capStash, thugs, limit), { type: 'Hide', data: { tokens: {} } })
    expect(t.state.npc!.thugs).toBe(after)
    expect(ev(t, 'NpcThugsStored').map((e) => e.cause)).toEqual(after !== thugs ? ['rule/ROC-NPC-S9'] : [])
  })
})
