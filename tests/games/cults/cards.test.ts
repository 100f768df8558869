import { describe, expect, it } from 'vitest'
import { undo } from '../../../src/core'
import { costs, cults, type CultsCommand, type CultsState, type District, type DistrictCard, type NpcSettings } from '../../../src/games/cults/rules'
import { board, D, ev, multiSetup, refusal, run, soloSetup, start, type S } from './harness'

/**
 * The cards the owner enters (issue #14): District cards on the board (ROC-CARDS-*), City cards
 * (ROC-CITY-*), Goal cards with their difficulty (ROC-GOAL-*), and an opponent setting switched
 * mid-game (ROC-NPC-SET). Positions from a real setup, set by hand for the rule under test.
 */
const back = (s: S): S => {
  const u = undo(cults, s)
  if (!u.ok) throw new Error('undo')
  return u.value
}
const guardian = (over: Partial<DistrictCard> = {}): DistrictCard => ({ label: 'Strażnik A', type: 'guardian', cost: 3, attack: 2, power: 0, terror: 1, thugs: null, copies: 4, ...over })
const actionCard = (over: Partial<DistrictCard> = {}): DistrictCard => ({ label: 'Działanie B', type: 'action', cost: 2, attack: 0, power: 1, terror: 0, thugs: null, copies: 3, ...over })
const setCards = (district: District, over: Partial<Extract<CultsCommand, { type: 'SetDistrictCards' }>['data']> = {}): CultsCommand =>
  ({ type: 'SetDistrictCards', data: { district, guardian: guardian(), action: actionCard(), guardians: 4, actions: 3, ...over } })
const two = () => run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
/** Seat 0 acts with its marker on top in `district` (a Site there: Augmentation is allowed). */
function acting(s: S, district: District, f: (st: CultsState) => void = () => {}): S {
  return board(s, (st) => {
    st.phase = 'actions'; st.round = 2; st.actor = 0; st.pending = null
    for (const d of st.districts) d.stack = []
    D(st, district).stack = [0]
    if (!D(st, district).sites.includes(0)) { D(st, district).sites.push(0); st.seats[0].sitesLeft -= 1 }
    f(st)
  })
}
const cards12 = (attack = 1) => Array.from({ length: 12 }, () => ({ id: '', attack, thugs: null }))
const solo = (settings: Partial<NpcSettings> = {}, npc: Partial<NonNullable<ReturnType<typeof soloSetup>['npc']>> = {}) =>
  run(start(soloSetup({}, { settings, ...npc })), { type: 'PlaceStartingSite', data: { district: 'northside' } })
function npcActing(s: S, district: District, f: (st: CultsState) => void = () => {}): S {
  return board(s, (st) => { st.phase = 'actions'; st.round = 2; st.actor = 1; for (const d of st.districts) d.stack = []; D(st, district).stack = [1]; f(st) })
}

describe('ROC-CARDS District cards on the board «Karty Dzielnic» l.269–292, «Przygotowanie gry» 8 l.586–594, «Plan Wzmocnienia» l.1088–1113', () => {
  it('ROC-CARDS-01 the players enter a district\'s Guardian and Action cards and stack sizes; the undo takes them back', () => {
    const s = run(two(), setCards('uptown'))
    const d = D(s.state, 'uptown')
    expect([d.guardianCard?.label, d.actionCard?.label, d.guardians, d.actions]).toEqual(['Strażnik A', 'Działanie B', 4, 3])
    expect(ev(s, 'DistrictCardsSet')[0].cause).toBe('rule/ROC-CARDS-01')
    const u = back(s)
    expect([D(u.state, 'uptown').guardianCard, D(u.state, 'uptown').guardians]).toEqual([null, null])
  })
  it('ROC-CARDS-01 while a setup question waits (the draft happens at setup), and a stack with its card not entered', () => {
    const s = start(multiSetup(2))
    expect(s.state.pending?.kind).toBe('site')
    const t = run(s, { type: 'SetDistrictCards', data: { district: 'downtown', guardians: 5, actions: null } })
    expect([D(t.state, 'downtown').guardianCard, D(t.state, 'downtown').guardians, t.state.pending?.kind]).toEqual([null, 5, 'site'])
  })
  it.each([
    ['a card of the other type in a stack', { guardian: actionCard() }, 'cards/wrong-type'],
    ['an Action card of the Guardian type', { action: guardian() }, 'cards/wrong-type'],
    ['no label', { guardian: guardian({ label: '  ' }) }, 'cards/bad-label'],
    ['a label of 31 characters (limit 30)', { guardian: guardian({ label: 'x'.repeat(31) }) }, 'cards/bad-label'],
    ['a control character in the label', { guardian: guardian({ label: 'a\u0007b' }) }, 'cards/bad-label'],
    ['cost 10 (limit 9)', { guardian: guardian({ cost: 10 }) }, 'cards/bad-card'],
    ['Attack −1', { guardian: guardian({ attack: -1 }) }, 'cards/bad-card'],
    ['Thugs 0 (1–9 or none)', { guardian: guardian({ thugs: 0 }) }, 'cards/bad-card'],
    ['21 copies (limit 20)', { action: actionCard({ copies: 21 }) }, 'cards/bad-card'],
    ['21 cards in a stack (limit 20)', { guardians: 21 }, 'cards/bad-stack'],
    ['−1 cards in a stack', { actions: -1 }, 'cards/bad-stack'],
    ['a district out of play', { district: 'rivertown' as District }, 'district/out-of-play'],
  ] as const)('ROC-CARDS-01 refused: %s', (_, over, code) => {
    const s = two()
    expect(refusal(s, setCards('uptown', over as never))).toBe(code)
  })
  it.each([
    ['label of 30 characters', { guardian: guardian({ label: 'x'.repeat(30) }) }],
    ['cost 9, symbols 9', { guardian: guardian({ cost: 9, attack: 9, power: 9, terror: 9 }) }],
    ['20 copies, 20 in the stack', { guardian: guardian({ copies: 20 }), guardians: 20 }],
    ['0 in a stack, copies unknown', { action: actionCard({ copies: null }), actions: 0 }],
  ] as const)('ROC-CARDS-01 accepted at the limit: %s', (_, over) => {
    expect(refusal(two(), setCards('uptown', over as never))).toBeNull()
  })
  it('ROC-CARDS-01 the same cards again are refused and change nothing', () => {
    const s = run(two(), setCards('uptown'))
    expect(refusal(s, setCards('uptown'))).toBe('cards/unchanged')
  })

  it.each([[0], [1], [2]])('ROC-CARDS-02 the cost calculator: base 3 + %i Investigator(s) + a City card\'s +1', (inv) => {
    const s = board(run(two(), setCards('uptown')), (st) => { D(st, 'uptown').investigators = inv; st.city.cards = 1 })
    const c = costs(s.state, D(s.state, 'uptown'))
    expect([c.guardian, c.action]).toEqual([3 + inv + 1, 2 + inv + 1])
    expect(costs(s.state, D(s.state, 'downtown')).guardian).toBeNull()
  })
  it('ROC-CARDS-02 buying both entered cards records what they cost; one not entered → the cost is not known (0)', () => {
    const s = acting(run(two(), setCards('uptown')), 'uptown', (st) => { D(st, 'uptown').investigators = 1 })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true, action: true } })
    expect(ev(t, 'CardsBought')[0].data.cost).toBe(4 + 3)
    const u = run(acting(run(two(), setCards('uptown', { action: undefined })), 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true, action: true } })
    expect(ev(u, 'CardsBought')[0].data.cost).toBe(0)
  })

  it.each([
    [0, 'augment/stack-empty', 0],
    [1, null, 0],
    [2, null, 1],
  ] as const)('ROC-CARDS-03 a Guardian from a stack of %i: %s, then %i left (boundary: an empty stack sells nothing, l.1105)', (n, code, left) => {
    const s = acting(run(two(), setCards('uptown', { guardians: n })), 'uptown')
    const c: CultsCommand = { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true } }
    expect(refusal(s, c)).toBe(code)
    if (code === null) expect(D(run(s, c).state, 'uptown').guardians).toBe(left)
  })
  it.each([[0, 'augment/stack-empty'], [1, null]] as const)('ROC-CARDS-03 an Action card from a stack of %i: %s; a stack of unknown size always sells', (n, code) => {
    const s = acting(run(two(), setCards('uptown', { actions: n })), 'uptown')
    expect(refusal(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', action: true } })).toBe(code)
    const unknown = acting(two(), 'uptown')
    const t = run(unknown, { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true, action: true } })
    expect([D(t.state, 'uptown').guardians, D(t.state, 'uptown').actions]).toEqual([null, null])
  })
  it('ROC-CARDS-03 the stack sizes corrected from the board (CorrectDistrict: 0–20 or unknown; 21 refused); the undo restores them', () => {
    const s = run(two(), setCards('uptown'))
    const t = run(s, { type: 'CorrectDistrict', data: { district: 'uptown', guardians: 20, actions: 0 } })
    expect([D(t.state, 'uptown').guardians, D(t.state, 'uptown').actions]).toEqual([20, 0])
    expect(refusal(s, { type: 'CorrectDistrict', data: { district: 'uptown', guardians: 21 } })).toBe('correction/bad-value')
    expect(refusal(s, { type: 'CorrectDistrict', data: { district: 'uptown', actions: 21 } })).toBe('correction/bad-value')
    const n = run(s, { type: 'CorrectDistrict', data: { district: 'uptown', guardians: null } })
    expect(D(n.state, 'uptown').guardians).toBeNull()
    expect(D(back(t).state, 'uptown').guardians).toBe(4)
  })
  it('ROC-CARDS-03 a correction that does not name the Action stack records the same event as before (rules version 1)', () => {
    const t = run(two(), { type: 'CorrectDistrict', data: { district: 'uptown', guardians: 3 } })
    expect(ev(t, 'DistrictCorrected')[0].data).toEqual({ district: 'uptown', investigators: 0, track: 2, sanity: 3, guardians: 3 })
  })

  it('ROC-CARDS-04 the opponent\'s Augmentation puts the district\'s Guardian card, as entered, on top of its virtual deck: its Attack and "destroy for N Thugs"', () => {
    const s = npcActing(run(solo({}, { deck: 'virtual', cards: cards12(0) }), setCards('uptown', { guardian: guardian({ attack: 3, thugs: 2 }) })), 'uptown')
    const t = run(s, { type: 'NpcTurn', data: { die: 4 } })
    const top = t.state.npc!.cards[t.state.npc!.draw[0]]
    expect(top).toMatchObject({ guardian: true, attack: 3, thugs: 2, district: 'uptown' })
    expect(top.unknown).toBeUndefined()
    expect(D(t.state, 'uptown').guardians).toBe(3)
  })
  it('ROC-CARDS-04 a Guardian taken before its card is entered counts 0 and is marked; entering the card later gives it its Attack', () => {
    const s = npcActing(solo({}, { deck: 'virtual', cards: cards12(0) }), 'uptown')
    let t = run(s, { type: 'NpcTurn', data: { die: 4 } })
    const id = t.state.npc!.draw[0]
    expect(t.state.npc!.cards[id]).toMatchObject({ attack: 0, unknown: true, district: 'uptown' })
    t = board(t, (st) => { st.phase = 'cult'; st.pending = null })
    t = run(t, setCards('uptown', { guardian: guardian({ attack: 2 }) }))
    expect(t.state.npc!.cards[id]).toEqual({ id, attack: 2, thugs: null, guardian: true, district: 'uptown' })
    expect(back(t).state.npc!.cards[id].unknown).toBe(true)
  })
  it('ROC-CARDS-04 in a Confrontation the Guardian on top of its deck adds its Attack', () => {
    let s = npcActing(run(solo({ destroyForThugs: 'symbols' }, { deck: 'virtual', cards: cards12(0) }), setCards('uptown', { guardian: guardian({ attack: 3 }) })), 'uptown')
    s = run(s, { type: 'NpcTurn', data: { die: 4 } })
    s = npcActing(s, 'uptown', (st) => { D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1 })
    s = run(s, { type: 'NpcTurn', data: { die: 3 } }, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 0 } } })
    expect(ev(s, 'AttackTotalled')[0].data.npc!.cardAttack).toBe(3)
  })
  it('ROC-NPC-S3 with the stack size entered: an empty Guardian stack sends the opponent to the Bluff', () => {
    const s = npcActing(run(solo(), setCards('uptown', { guardians: 0 })), 'uptown')
    expect(ev(run(s, { type: 'NpcTurn', data: { die: 4 } }), 'NpcFellBack')[0].data.to).toBe('bluff')
  })
})

describe('ROC-CITY City cards «Faza Miasta» l.758–770, l.297–298', () => {
  const city = (s: S) => board(s, (st) => { st.phase = 'city'; st.round = 2; st.pending = null })
  it('ROC-CITY-01 a City card picked by its label: the label is kept with this round\'s numbers and cleared next round', () => {
    const s = run(city(two()), { type: 'RevealCity', data: { label: 'Karta 3', cards: 1, advance: [] } })
    expect([s.state.city.label, s.state.city.cards]).toEqual(['Karta 3', 1])
    expect(ev(s, 'CityRevealed')[0].data.label).toBe('Karta 3')
    const r = run(city(s), { type: 'RevealCity', data: {} })
    expect(r.state.city.label).toBeNull()
  })
  it.each([
    ['label of 31 characters', { label: 'x'.repeat(31) }, 'cards/bad-label'],
    ['an empty label', { label: '' }, 'cards/bad-label'],
    ['a cult twice', { disorganization: [0, 0] }, 'city/bad-seats'],
    ['seat 2 of 2 cults (0–1)', { disorganization: [2] }, 'city/bad-seats'],
    ['seat −1', { disorganization: [-1] }, 'city/bad-seats'],
    ['markers 7 (1–6)', { planMarkers: 7 }, 'city/bad-value'],
    ['markers 0', { planMarkers: 0 }, 'city/bad-value'],
    ['token limit 21 (0–20)', { tokenLimit: 21 }, 'city/bad-value'],
    ['cost +6 (−5…+5)', { cards: 6 }, 'city/bad-value'],
  ] as const)('ROC-CITY-01 refused: %s (nothing changes)', (_, data, code) => {
    const s = city(two())
    expect(refusal(s, { type: 'RevealCity', data: data as never })).toBe(code)
  })
  it.each([
    ['markers 1 and 6', { planMarkers: 6 }], ['token limit 0 and 20', { tokenLimit: 20 }], ['costs −5 and +5', { cards: -5, preparation: 5 }], ['the last seat', { disorganization: [1] }], ['label of 30', { label: 'y'.repeat(30) }],
  ] as const)('ROC-CITY-01 accepted at the limit: %s', (_, data) => {
    expect(refusal(city(two()), { type: 'RevealCity', data: data as never })).toBeNull()
  })
  it('ROC-CITY-02 a City card hands out Disorganization cards to the cults named; the opponent\'s goes to its virtual discard pile; the undo takes them back', () => {
    const s = city(solo({}, { deck: 'virtual', cards: cards12() }))
    const t = run(s, { type: 'RevealCity', data: { disorganization: [0, 1] } })
    expect(t.state.seats.map((p) => p.disorganization)).toEqual([1, 1])
    expect(ev(t, 'DisorganizationTaken').map((e) => e.cause)).toEqual(['rule/ROC-CITY-02', 'rule/ROC-CITY-02'])
    expect(t.state.npc!.discard.some((id) => t.state.npc!.cards[id].disorganization)).toBe(true)
    expect(back(t).state.seats.map((p) => p.disorganization)).toEqual([0, 0])
  })
})

describe('ROC-GOAL Goal cards «Karty Celów» l.403–413, «Przygotowanie» 14 l.1725–1746, «Koniec gry» l.2026–2049', () => {
  type Goal = NonNullable<ReturnType<typeof soloSetup>['goalCard']>
  const goal = (over: Partial<Goal> = {}): Goal => ({ id: 'own-1', label: 'Cel 1', difficulty: 3, needs: [{ kind: 'beat-npc' }], ...over })
  const withGoal = (g: Goal) => start(soloSetup({ goal: g.id, goalCard: g }))
  it('ROC-GOAL-01 a Goal card entered by the owner is kept with its difficulty; the rulebook\'s two without one have difficulty unknown', () => {
    expect(withGoal(goal({ difficulty: 5 })).state.goalCard).toEqual(goal({ difficulty: 5 }))
    expect(start(soloSetup()).state.goalCard).toEqual({ id: 'beat-npc', label: '', difficulty: null, needs: [{ kind: 'beat-npc' }] })
    expect(start(soloSetup({ goal: 'total-domination' })).state.goalCard!.needs).toHaveLength(3)
  })
  it.each([
    ['difficulty 0 (1–20)', { difficulty: 0 }, 'goal/bad-difficulty'],
    ['difficulty 21', { difficulty: 21 }, 'goal/bad-difficulty'],
    ['no requirement (1–6)', { needs: [] }, 'goal/bad-needs'],
    ['7 requirements', { needs: Array.from({ length: 7 }, () => ({ kind: 'check' as const })) }, 'goal/bad-needs'],
    ['an unknown requirement', { needs: [{ kind: 'win' }] }, 'goal/bad-needs'],
    ['Dominance in a district with no district', { needs: [{ kind: 'dominance-in', n: 2 }] }, 'goal/bad-needs'],
    ['9 Dominance markers in a district (a cult has 8)', { needs: [{ kind: 'dominance-in', district: 'uptown', n: 9 }] }, 'goal/bad-count'],
    ['9 Dominance markers (8)', { needs: [{ kind: 'dominance', n: 9 }] }, 'goal/bad-count'],
    ['5 Cult Sites (4)', { needs: [{ kind: 'sites', n: 5 }] }, 'goal/bad-count'],
    ['6 Rituals (5)', { needs: [{ kind: 'rituals', n: 6 }] }, 'goal/bad-count'],
    ['14 VP (13)', { needs: [{ kind: 'vp', n: 14 }] }, 'goal/bad-count'],
    ['0 of something', { needs: [{ kind: 'sites', n: 0 }] }, 'goal/bad-count'],
    ['a label of 31', { label: 'z'.repeat(31) }, 'goal/bad-label'],
    ['an id in capitals', { id: 'Own' }, 'goal/bad-card'],
  ] as const)('ROC-GOAL-01 refused at setup: %s', (_, over, code) => {
    const g = goal(over as never)
    expect(() => start(soloSetup({ goal: /^[a-z0-9-]+$/.test(g.id) ? g.id : 'own-1', goalCard: g }))).toThrow(new RegExp(code))
  })
  it.each([
    ['difficulty 1', { difficulty: 1 }], ['difficulty 20', { difficulty: 20 }], ['6 requirements', { needs: Array.from({ length: 6 }, () => ({ kind: 'check' as const })) }],
    ['8 Dominance in Uptown', { needs: [{ kind: 'dominance-in', district: 'uptown', n: 8 }] }], ['4 Sites', { needs: [{ kind: 'sites', n: 4 }] }], ['5 Rituals', { needs: [{ kind: 'rituals', n: 5 }] }], ['13 VP', { needs: [{ kind: 'vp', n: 13 }] }],
  ] as const)('ROC-GOAL-01 accepted at the limit: %s', (_, over) => {
    expect(() => withGoal(goal(over as never))).not.toThrow()
  })
  it('ROC-GOAL-01 the card must be the Goal chosen, and only in solo', () => {
    expect(() => start(soloSetup({ goal: 'beat-npc', goalCard: goal() }))).toThrow(/setup\/bad-goal/)
    expect(() => start(multiSetup(2, { goalCard: goal() }))).toThrow(/setup\/bad-npc/)
  })

  /** The end of a solo game with the player's pieces as given (the opponent keeps its start). */
  const end = (g: Goal, f: (st: CultsState) => void) => run(board(withGoal(g), (st) => {
    st.pending = null; st.phase = 'actions'; st.round = 6; st.actor = 0; for (const d of st.districts) d.stack = []; D(st, 'uptown').stack = [0]; f(st)
  }), { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
  const dom = (district: District, n: number) => (st: CultsState) => { D(st, district).dominance = Array.from({ length: n }, () => 0) }
  it.each([[1, false], [2, true], [3, true]] as const)('ROC-GOAL-02 "at least 2 Dominance in Uptown" with %i: met %s (boundary n−1 / n / n+1)', (n, met) => {
    const s = end(goal({ needs: [{ kind: 'dominance-in', district: 'uptown', n: 2 }] }), dom('uptown', n))
    expect([s.state.goalMet, s.state.pending]).toEqual([met, null])
  })
  it.each([[2, false], [3, true], [4, true]] as const)('ROC-GOAL-02 "at least 3 Dominance on the board" with %i: met %s', (n, met) => {
    expect(end(goal({ needs: [{ kind: 'dominance', n: 3 }] }), dom('downtown', n)).state.goalMet).toBe(met)
  })
  it.each([[1, false], [2, true], [3, true]] as const)('ROC-GOAL-02 "at least 2 Cult Sites" with %i: met %s', (n, met) => {
    const s = end(goal({ needs: [{ kind: 'sites', n: 2 }] }), (st) => { st.districts.forEach((d, i) => { d.sites = d.sites.filter((x) => x !== 0); if (i < n) d.sites.push(0) }) })
    expect(s.state.goalMet).toBe(met)
  })
  it.each([[1, false], [2, true], [3, true]] as const)('ROC-GOAL-02 "at least 2 Rituals" with %i: met %s', (n, met) => {
    const s = end(goal({ needs: [{ kind: 'rituals', n: 2 }] }), (st) => { D(st, 'downtown').rituals = [...D(st, 'downtown').rituals.filter((r) => r.seat !== 0), ...Array.from({ length: n }, () => ({ seat: 0, level: 1 as const }))]; D(st, 'downtown').capacity = 9 })
    expect(s.state.goalMet).toBe(met)
  })
  it.each([[2, false], [3, true], [4, true]] as const)('ROC-GOAL-02 "at least 3 VP" with %i Dominance (no Site scores): met %s', (n, met) => {
    const s = end(goal({ needs: [{ kind: 'vp', n: 3 }] }), (st) => { for (const d of st.districts) d.sites = d.sites.filter((x) => x !== 0); dom('uptown', n)(st) })
    expect(s.state.goalMet).toBe(met)
  })
  it('ROC-GOAL-02 every requirement must be met: the app\'s own failing → the Goal fails without asking; all met but one the player checks → asked', () => {
    const fails = end(goal({ needs: [{ kind: 'dominance', n: 8 }, { kind: 'check' }] }), () => {})
    expect([fails.state.goalMet, fails.state.pending]).toEqual([false, null])
    const asked = end(goal({ needs: [{ kind: 'dominance', n: 1 }, { kind: 'check' }] }), dom('uptown', 1))
    expect([asked.state.goalMet, asked.state.pending]).toEqual([null, { kind: 'goal' }])
    expect(run(asked, { type: 'CheckGoal', data: { met: true } }).state.goalMet).toBe(true)
  })
})

describe('ROC-NPC-SET an unverified opponent setting switched mid-game (ROC-NPC-S1…S9)', () => {
  it.each([
    ['noGuardian', 'destroy-only'], ['fallbackMovesTrack', true], ['influenceTie', 'highest'], ['defendFrom', 'anywhere'],
    ['removeAfterTerror', 'highest'], ['destroyForThugs', 'symbols'], ['capStash', true], ['dieToPlan', ['dominance', 'influence', 'preparation', 'augmentation']],
  ] as const)('ROC-NPC-SET %s switched; the undo switches it back', (setting, value) => {
    const s = solo()
    const t = run(s, { type: 'ChangeSetting', data: { setting, value: value as never } })
    expect(t.state.npc!.settings[setting]).toEqual(value)
    expect(ev(t, 'SettingChanged')[0]).toMatchObject({ data: { setting, value, was: s.state.npc!.settings[setting] }, cause: 'rule/ROC-NPC-SET' })
    expect(back(t).state.npc!.settings).toEqual(s.state.npc!.settings)
  })
  it('ROC-NPC-SET S1 switched: the districts take their new numbers, and the opponent acts in the new lowest-numbered one', () => {
    const s = run(solo(), { type: 'ChangeSetting', data: { setting: 'districtNumbers', numbers: { northside: 4, downtown: 2, rivertown: 3, uptown: 1 } } })
    expect([D(s.state, 'uptown').number, D(s.state, 'northside').number]).toEqual([1, 4])
    const t = run(npcActing(s, 'uptown', (st) => { D(st, 'northside').stack = [1] }), { type: 'NpcTurn', data: { die: 4 } })
    expect(ev(t, 'NpcRolled')[0].data.district).toBe('uptown')
    expect(D(back(s).state, 'uptown').number).toBe(4)
  })
  it('ROC-NPC-SET S7 switched mid-game: its next Terror removes its highest Ritual', () => {
    const f = (st: CultsState) => { D(st, 'uptown').rituals = [{ seat: 1, level: 1 }, { seat: 1, level: 3 }]; st.seats[1].supply = { 1: 0, 2: 1, 3: 0 } }
    const s = run(solo(), { type: 'ChangeSetting', data: { setting: 'removeAfterTerror', value: 'highest' } })
    expect(D(run(npcActing(s, 'uptown', f), { type: 'NpcTurn', data: { die: 3 } }).state, 'uptown').rituals).toEqual([{ seat: 1, level: 1 }])
  })
  it('ROC-NPC-SET in the middle of a Confrontation too (it decides the opponent\'s next step)', () => {
    const s = run(npcActing(solo(), 'uptown', (st) => { D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1 }), { type: 'NpcTurn', data: { die: 3 } })
    expect(s.state.pending?.kind).toBe('confrontation')
    expect(refusal(s, { type: 'ChangeSetting', data: { setting: 'destroyForThugs', value: 'symbols' } })).toBeNull()
  })
  it.each([
    ['a game without the opponent', 'multi', { setting: 'capStash', value: true }, 'npc/not-solo'],
    ['an unknown setting', 'solo', { setting: 'speed', value: 1 }, 'setting/unknown'],
    ['S10 (its start only)', 'solo', { setting: 'siteOutOfPlay', value: true }, 'setting/setup-only'],
    ['the value it has', 'solo', { setting: 'noGuardian', value: 'bluff' }, 'setting/same'],
    ['an unknown value', 'solo', { setting: 'noGuardian', value: 'never' }, 'npc/bad-setting'],
    ['no value', 'solo', { setting: 'capStash' }, 'npc/bad-setting'],
    ['a die mapping naming a Plan twice', 'solo', { setting: 'dieToPlan', value: ['dominance', 'dominance', 'preparation', 'augmentation'] }, 'npc/bad-die-map'],
    ['district numbers 1, 1, 3, 4', 'solo', { setting: 'districtNumbers', numbers: { northside: 1, downtown: 1, rivertown: 3, uptown: 4 } }, 'npc/bad-numbers'],
    ['district numbers for an unknown district', 'solo', { setting: 'districtNumbers', numbers: { northside: 1, downtown: 2, rivertown: 3, harbour: 4 } }, 'npc/bad-numbers'],
  ] as const)('ROC-NPC-SET refused: %s (nothing changes)', (_, kind, data, code) => {
    const s = kind === 'solo' ? solo() : two()
    expect(refusal(s, { type: 'ChangeSetting', data: data as never })).toBe(code)
  })
})
