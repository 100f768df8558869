import { describe, expect, it } from 'vitest'
import type { CultsSetup, CultsState, District, NpcSettings } from '../../../src/games/cults/rules'
import { board, D, ev, multiSetup, refusal, run, soloSetup, start, type S } from './harness'

const cards12 = (attack = 1, thugs: number | null = null) => Array.from({ length: 12 }, () => ({ id: '', attack, thugs }))

/** A solo game past its setup, with the given opponent settings / deck. */
function solo(settings: Partial<NpcSettings> = {}, npc: Partial<NonNullable<CultsSetup['npc']>> = {}, over: Partial<CultsSetup> = {}): S {
  return run(start(soloSetup(over, { settings, ...npc })), { type: 'PlaceStartingSite', data: { district: 'northside' } })
}
/** The opponent (seat 1) acts, its marker on top in `district`. */
function npcActing(s: S, district: District, f: (st: CultsState) => void = () => {}): S {
  return board(s, (st) => {
    st.phase = 'actions'
    st.round = 2
    st.actor = 1
    for (const d of st.districts) d.stack = []
    D(st, district).stack = [1]
    f(st)
  })
}
/** The player (seat 0) acts with a Dominance marker in `district`. */
function playerDominates(s: S, district: District, f: (st: CultsState) => void = () => {}): S {
  return board(s, (st) => {
    st.phase = 'actions'
    st.round = 2
    st.actor = 0
    for (const d of st.districts) d.stack = []
    D(st, district).stack = [0]
    D(st, district).rituals.push({ seat: 0, level: 2 })
    st.seats[0].supply[2] -= 1
    f(st)
  })
}
const npcTurn = (s: S, die?: number) => run(s, { type: 'NpcTurn', data: die === undefined ? {} : { die } })

describe('ROC-NPC-01 the opponent\'s start «Wariant gry jednoosobowej» l.1738–1743', () => {
  it('a Cult Site in every district in play; Ritual I Uptown, I Northside, II Downtown; 1×II and 1×III left', () => {
    const s = solo()
    for (const id of ['northside', 'downtown', 'uptown'] as const) expect(D(s.state, id).sites).toContain(1)
    expect(D(s.state, 'rivertown').sites).toEqual([])
    expect(D(s.state, 'uptown').rituals).toEqual([{ seat: 1, level: 1 }])
    expect(D(s.state, 'northside').rituals).toEqual([{ seat: 1, level: 1 }])
    expect(D(s.state, 'downtown').rituals).toEqual([{ seat: 1, level: 2 }])
    expect(s.state.seats[1].supply).toEqual({ 1: 0, 2: 1, 3: 1 })
    expect(s.state.firstCultist).toBe(0)
  })
  it('ROC-NPC-S10 both ways: its fourth Site on Rivertown (out of play) only when switched on', () => {
    expect(D(solo({ siteOutOfPlay: true }).state, 'rivertown').sites).toEqual([1])
    expect(D(solo({ siteOutOfPlay: false }).state, 'rivertown').sites).toEqual([])
  })
})

describe('ROC-NPC-02/03 planning by d4 «Faza Planowania» l.1871–1874', () => {
  const planning = () => run(solo(), { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'uptown' } })
  it('ROC-NPC-02 after each of your markers the opponent places one on the district numbered as its die', () => {
    const s = planning()
    expect(s.state.actor).toBe(1)
    expect(refusal(s, { type: 'PlacePlan', data: { district: 'uptown' } })).toBe('turn/npc')
    const t = npcTurn(s, 2)
    expect(D(t.state, 'downtown').stack).toEqual([1])
    expect(t.state.actor).toBe(0)
  })
  it('ROC-NPC-03 a result naming a district out of play is rolled again (a physical 3 = Rivertown: roll again)', () => {
    expect(refusal(planning(), { type: 'NpcTurn', data: { die: 3 } })).toBe('npc/roll-again')
    let rerolled = 0
    for (let i = 0; i < 40; i++) {
      const s = run(start(soloSetup(), `seed-${i}`), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'uptown' } }, { type: 'NpcTurn', data: {} })
      const e = ev(s, 'PlanPlaced')[0]
      expect(e.data.district).not.toBe('rivertown')
      expect(e.data.rolls!.slice(0, -1).every((r) => r === 3)).toBe(true)
      if (e.data.rolls!.length > 1) rerolled++
    }
    expect(rerolled).toBeGreaterThan(0)
  })
  it('ROC-NPC-02 four markers each, then the Actions phase with you first', () => {
    let s = planning()
    for (let i = 0; i < 3; i++) s = run(npcTurn(s, 1), { type: 'PlacePlan', data: { district: 'uptown' } })
    s = npcTurn(s, 1)
    expect([s.state.phase, s.state.actor]).toEqual(['actions', 0])
  })
})

describe('ROC-NPC-04..09 the opponent\'s action «Wykonywanie działania przez NPC» l.1949–1991', () => {
  it('ROC-NPC-04 it acts in the lowest-numbered district where its marker is on top; its marker goes to its supply', () => {
    const s = npcActing(solo(), 'uptown', (st) => { D(st, 'northside').stack = [1, 0]; D(st, 'downtown').stack = [1] })
    const t = npcTurn(s, 4)
    expect(ev(t, 'NpcRolled')[0].data.district).toBe('downtown')
    expect(D(t.state, 'downtown').stack).toEqual([])
  })
  it('ROC-NPC-04 with no marker on top anywhere its turn is skipped', () => {
    const s = board(solo(), (st) => { st.phase = 'actions'; st.round = 2; st.actor = 0; for (const d of st.districts) d.stack = []; D(st, 'uptown').stack = [1, 0]; D(st, 'northside').stack = [0] })
    const t = run(s, { type: 'TakePlan', data: { district: 'northside', plan: 'bluff' } })
    // Uptown's top is still yours: the opponent is skipped.
    expect(t.state.actor).toBe(0)
    expect(ev(t, 'TurnPassed')[0].data.skipped).toEqual([1])
  })
  it.each([[1, 'preparation'], [2, 'influence'], [3, 'dominance'], [4, 'augmentation']] as const)('ROC-NPC-05 die %i → %s (default mapping, unverified)', (die, plan) => {
    const t = npcTurn(npcActing(solo(), 'uptown'), die)
    expect(ev(t, 'NpcRolled')[0].data.plan).toBe(plan)
  })
  it('ROC-NPC-S2 both ways: a switched mapping (1 Dominance …) changes the Plan the die names', () => {
    const t = npcTurn(npcActing(solo({ dieToPlan: ['dominance', 'influence', 'preparation', 'augmentation'] }), 'uptown'), 1)
    expect(ev(t, 'NpcRolled')[0].data.plan).toBe('dominance')
  })
  it('ROC-NPC-06 Preparation: its highest-level Ritual from its supply, free, and the Investigator moves 1', () => {
    const t = npcTurn(npcActing(solo(), 'uptown'), 1)
    expect(D(t.state, 'uptown').rituals).toEqual([{ seat: 1, level: 1 }, { seat: 1, level: 3 }])
    expect(D(t.state, 'uptown').track).toBe(1)
  })
  it('ROC-NPC-06 Preparation with no free space → Plan 3 (Dominance)', () => {
    const t = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'uptown').rituals.push({ seat: 0, level: 1 }, { seat: 0, level: 1 }); st.seats[0].supply[1] = 0 }), 1)
    expect(ev(t, 'NpcFellBack')[0].data).toEqual({ from: 'preparation', to: 'dominance', reason: 'no-space' })
  })
  it('ROC-NPC-06 Preparation with no Ritual in its supply → Plan 2 (Influence)', () => {
    const t = npcTurn(npcActing(solo(), 'uptown', (st) => { st.seats[1].supply = { 1: 0, 2: 0, 3: 0 } }), 1)
    expect(ev(t, 'NpcFellBack')[0].data).toEqual({ from: 'preparation', to: 'influence', reason: 'no-supply' })
  })
  it('ROC-NPC-S4 both ways: a Preparation that falls back moves the Investigator only when switched on', () => {
    const f = (st: CultsState) => { st.seats[1].supply = { 1: 0, 2: 0, 3: 0 } }
    expect(D(npcTurn(npcActing(solo({ fallbackMovesTrack: false }), 'uptown', f), 1).state, 'uptown').track).toBe(2)
    expect(D(npcTurn(npcActing(solo({ fallbackMovesTrack: true }), 'uptown', f), 1).state, 'uptown').track).toBe(1)
  })
  it('ROC-NPC-07 Influence: its lowest-level Ritual from a higher-numbered district moves in and goes up a level; a bonus card face down', () => {
    // Northside (1) acts: Downtown (2) has II, Uptown (4) has I → the I from Uptown, upgraded to II.
    const t = npcTurn(npcActing(solo(), 'northside'), 2)
    expect(ev(t, 'RitualMoved')[0].data).toEqual({ seat: 1, from: 'uptown', to: 'northside', level: 1, now: 2 })
    expect(t.state.npc!.bonusCount).toBe(1)
  })
  it('ROC-NPC-07 Influence from a lower-numbered district when no higher one has its Ritual', () => {
    const t = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'uptown').rituals = []; st.seats[1].supply[1] = 1 }), 2)
    // Uptown (4) is the highest: Northside (1) I and Downtown (2) II lie lower → the I from Northside.
    expect(ev(t, 'RitualMoved')[0].data).toMatchObject({ from: 'northside', level: 1 })
  })
  it('ROC-NPC-07 Influence with no Ritual elsewhere → Plan 3', () => {
    const t = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'northside').rituals = []; D(st, 'downtown').rituals = [] }), 2)
    expect(ev(t, 'NpcFellBack')[0].data).toMatchObject({ from: 'influence', to: 'dominance' })
  })
  it('ROC-NPC-S5 both ways: equal lowest Rituals in two higher districts → the lowest- or the highest-numbered one', () => {
    const f = (st: CultsState) => { D(st, 'downtown').rituals = [{ seat: 1, level: 1 }]; st.seats[1].supply = { 1: 0, 2: 2, 3: 1 }; D(st, 'northside').rituals = [] }
    const s0 = (tie: 'lowest' | 'highest') => npcActing(solo({ influenceTie: tie }), 'northside', f)
    expect(ev(npcTurn(s0('lowest'), 2), 'RitualMoved')[0].data.from).toBe('downtown')
    expect(ev(npcTurn(s0('highest'), 2), 'RitualMoved')[0].data.from).toBe('uptown')
  })
  it('ROC-NPC-08 Dominance with no Ritual of its own here → Plan 4 (Augmentation)', () => {
    const t = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'uptown').rituals = []; st.seats[1].supply[1] = 1 }), 3)
    expect(ev(t, 'NpcFellBack')[0].data).toMatchObject({ from: 'dominance', to: 'augmentation' })
  })
  it('ROC-NPC-09 Augmentation: a Guardian card on top of its deck, then a Disorganization card in its discard pile destroyed', () => {
    const s = npcActing(solo({}, { deck: 'virtual', cards: cards12() }), 'uptown', (st) => {
      st.npc!.cards.dz = { id: 'dz', attack: 0, thugs: null, disorganization: true }
      st.npc!.discard = ['dz']
      st.seats[1].disorganization = 1
    })
    const t = npcTurn(s, 4)
    expect(t.state.npc!.cards[t.state.npc!.draw[0]].guardian).toBe(true)
    expect(t.state.npc!.discard).toEqual([])
    expect(t.state.seats[1].disorganization).toBe(0)
  })
  it('ROC-NPC-S3 both ways: no Guardian left → Bluff (2 Thugs stored), or only the destroy', () => {
    const f = (st: CultsState) => { D(st, 'uptown').guardians = 0; st.seats[1].disorganization = 1 }
    const bluff = npcTurn(npcActing(solo({ noGuardian: 'bluff' }), 'uptown', f), 4)
    expect(bluff.state.npc!.thugs).toBe(2)
    expect(ev(bluff, 'NpcFellBack')[0].data.to).toBe('bluff')
    const only = npcTurn(npcActing(solo({ noGuardian: 'destroy-only' }), 'uptown', f), 4)
    expect(only.state.npc!.thugs).toBe(0)
    expect(only.state.seats[1].disorganization).toBe(0)
  })
  it('ROC-NPC-09B Bluff: 2 Thug tokens stored for its next Confrontation', () => {
    const t = run(npcActing(solo(), 'uptown'), { type: 'NpcTurn', data: { plan: 'bluff' } })
    expect(t.state.npc!.thugs).toBe(2)
  })
  it('ROC-NPC-CORR a step corrected: the player names the Plan (a die misread) and the turn is decided again', () => {
    const t = run(npcActing(solo(), 'uptown'), { type: 'NpcTurn', data: { plan: 'preparation' } })
    expect(ev(t, 'NpcRolled')[0].cause).toBe('correction')
    expect(D(t.state, 'uptown').rituals.length).toBe(2)
  })
  it('ROC-NPC-S1 both ways: the district numbers decide where it acts first', () => {
    const f = (st: CultsState) => { D(st, 'uptown').stack = [1]; D(st, 'northside').stack = [1] }
    expect(ev(npcTurn(npcActing(solo(), 'uptown', f), 4), 'NpcRolled')[0].data.district).toBe('northside')
    const swapped = solo({ districtNumbers: { northside: 4, downtown: 2, rivertown: 3, uptown: 1 } })
    expect(ev(npcTurn(npcActing(swapped, 'uptown', f), 4), 'NpcRolled')[0].data.district).toBe('uptown')
  })
})

describe('ROC-NPC-10..13 Dominance with the opponent «Dominacja» l.2270–2382', () => {
  it('ROC-NPC-10 you dominate: it moves in its highest-level Ritual (ties → the lowest-numbered district) if a space is free', () => {
    let s = run(playerDominates(solo(), 'uptown'), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(ev(s, 'RitualMoved')[0].data).toMatchObject({ from: 'downtown', to: 'uptown', level: 2 })
    expect(s.state.pending).toMatchObject({ stage: 'attack' })
    s = board(s, (st) => { st.npc!.thugs = 0 })
    void s
  })
  it('ROC-NPC-S6 both ways: its highest Ritual already here → from the other districts, or nothing moves', () => {
    const f = (st: CultsState) => { D(st, 'uptown').rituals = [{ seat: 0, level: 2 }, { seat: 1, level: 3 }]; st.seats[1].supply = { 1: 1, 2: 1, 3: 0 } }
    const other = run(playerDominates(solo({ defendFrom: 'other' }), 'uptown', f), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(ev(other, 'RitualMoved')[0].data.from).toBe('downtown')
    const anywhere = run(playerDominates(solo({ defendFrom: 'anywhere' }), 'uptown', f), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    expect(ev(anywhere, 'RitualMoved')).toEqual([])
  })
  it('ROC-NPC-11 it dominates and you have no Ritual on the board: no Confrontation, its Terror, 2 Dominance', () => {
    const t = npcTurn(npcActing(solo(), 'uptown'), 3)
    expect(D(t.state, 'uptown').dominance).toEqual([1, 1])
    expect(t.state.pending).toBeNull()
  })
  it('ROC-NPC-11 it dominates and you may move a Ritual in; you decline → no Confrontation', () => {
    let s = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1 }), 3)
    expect(s.state.pending).toMatchObject({ stage: 'reinforce', reinforcers: [0] })
    s = run(s, { type: 'Reinforce', data: { from: null } })
    expect(D(s.state, 'uptown').dominance).toEqual([1, 1])
  })
  it('ROC-NPC-12 fighting with a physical deck: its cards\' total entered + 5 dice rerolling non-Attack twice + stored Thugs + Rituals', () => {
    let s = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1; st.npc!.thugs = 2 }), 3)
    expect(refusal(run(s, { type: 'Reinforce', data: { from: 'northside' } }), { type: 'EnterAttack', data: { totals: { '0': 3 } } })).toBe('attack/npc-cards-missing')
    s = run(s, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 3 }, npcCards: 2 } })
    const a = ev(s, 'AttackTotalled')[0].data.npc!
    expect(a.rolls.length).toBeGreaterThanOrEqual(1)
    expect(a.rolls.length).toBeLessThanOrEqual(3)
    for (let i = 1; i < a.rolls.length; i++) a.rolls[i - 1].forEach((f, j) => { if (f === 'attack') expect(a.rolls[i][j]).toBe('attack') })
    expect(a.total).toBe(2 + a.dice + 2 + 1)
    expect(s.state.npc!.thugs).toBe(0)
  })
  it('ROC-NPC-12 a virtual deck: top 3 cards + every bonus card; ROC-NPC-S8 both ways: "destroy for N Thugs" taken when larger, or the symbols', () => {
    const mk = (mode: 'larger' | 'symbols') => {
      let s = npcTurn(npcActing(solo({ destroyForThugs: mode }, { deck: 'virtual', cards: cards12(1, 3) }), 'uptown', (st) => {
        D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1
        st.npc!.bonus = [st.npc!.draw[11]]; st.npc!.draw = st.npc!.draw.slice(0, 11)
      }), 3)
      s = run(s, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 0 } } })
      return ev(s, 'AttackTotalled')[0].data.npc!
    }
    const larger = mk('larger')
    expect(larger.cards).toHaveLength(4)
    expect([larger.cardAttack, larger.cardThugs, larger.destroyed.length]).toEqual([0, 12, 4])
    const symbols = mk('symbols')
    expect([symbols.cardAttack, symbols.cardThugs]).toEqual([4, 0])
  })
  it('ROC-NPC-13 its Terror always succeeds; on a full track it replaces your marker; it removes its lowest Ritual (ROC-NPC-S7 both ways)', () => {
    const f = (st: CultsState) => { D(st, 'uptown').rituals = [{ seat: 1, level: 1 }, { seat: 1, level: 3 }]; st.seats[1].supply = { 1: 0, 2: 1, 3: 0 }; D(st, 'uptown').dominanceCap = 2; D(st, 'uptown').dominance = [0, 0]; st.seats[0].dominanceLeft = 6; D(st, 'uptown').sanity = 9 }
    const low = npcTurn(npcActing(solo({ removeAfterTerror: 'lowest' }), 'uptown', f), 3)
    expect(D(low.state, 'uptown').dominance).toEqual([1, 1])
    expect(low.state.seats[0].dominanceLeft).toBe(8)
    expect(D(low.state, 'uptown').rituals).toEqual([{ seat: 1, level: 3 }])
    const high = npcTurn(npcActing(solo({ removeAfterTerror: 'highest' }), 'uptown', f), 3)
    expect(D(high.state, 'uptown').rituals).toEqual([{ seat: 1, level: 1 }])
  })
  it('ROC-NPC-13 it loses the fight: its Rituals there leave, a Disorganization card to its discard pile, no Terror', () => {
    let s = npcTurn(npcActing(solo(), 'uptown', (st) => { D(st, 'northside').rituals.push({ seat: 0, level: 3 }); st.seats[0].supply[3] = 0 }), 3)
    s = run(s, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 40 }, npcCards: 0 } })
    expect(D(s.state, 'uptown').rituals).toEqual([{ seat: 0, level: 3 }])
    expect(s.state.seats[1].disorganization).toBe(1)
    expect(D(s.state, 'uptown').dominance).toEqual([])
  })
})

describe('ROC-NPC-14 Hiding with the opponent «Faza Ukrycia» l.2009–2010', () => {
  it('its draw pile is shuffled; its discard pile stays untouched while the draw pile has cards', () => {
    const s = board(solo({}, { deck: 'virtual', cards: cards12() }), (st) => { st.phase = 'hiding'; st.round = 2; st.npc!.discard = st.npc!.draw.slice(0, 4); st.npc!.draw = st.npc!.draw.slice(4) })
    const t = run(s, { type: 'Hide', data: { tokens: { '0': 7 } } })
    expect(t.state.npc!.discard).toEqual(s.state.npc!.discard)
    expect([...t.state.npc!.draw].sort()).toEqual([...s.state.npc!.draw].sort())
    expect(t.state.firstCultist).toBe(0)
  })
  it('ROC-NPC-S9 both ways: its stored Thugs capped at 5 only when switched on', () => {
    const f = (st: CultsState) => { st.phase = 'hiding'; st.round = 2; st.npc!.thugs = 8 }
    expect(run(board(solo({ capStash: false }), f), { type: 'Hide', data: { tokens: {} } }).state.npc!.thugs).toBe(8)
    expect(run(board(solo({ capStash: true }), f), { type: 'Hide', data: { tokens: {} } }).state.npc!.thugs).toBe(5)
  })
})

describe('ROC-NPC-15/16 its deck and the Goal card «Koniec gry» l.2026–2049', () => {
  it('ROC-NPC-15 a virtual deck needs its 12 cards; a physical one none', () => {
    expect(() => start(soloSetup({}, { deck: 'virtual', cards: cards12().slice(0, 11) }))).toThrow(/setup\/bad-npc/)
    expect(start(soloSetup({}, { deck: 'virtual', cards: cards12() })).state.npc!.draw).toHaveLength(12)
  })
  const end = (goal: string, f: (st: CultsState) => void) => run(board(solo({}, {}, { goal }), (st) => {
    st.phase = 'actions'; st.round = 6; st.actor = 0; for (const d of st.districts) d.stack = []; D(st, 'uptown').stack = [0]; f(st)
  }), { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
  it('ROC-NPC-16 the first Goal: more VP than the opponent (ties by the tie-breakers)', () => {
    const won = end('beat-npc', (st) => { D(st, 'uptown').dominance = [0, 0, 0]; for (const d of st.districts) d.rituals = [] })
    expect([won.state.status, won.state.goalMet]).toEqual(['over', true])
    const lost = end('beat-npc', () => {})
    expect(lost.state.goalMet).toBe(false)
  })
  it('ROC-NPC-16 Total Domination also needs 2 Dominance in Northside and 2 in Uptown', () => {
    const one = end('total-domination', (st) => { D(st, 'uptown').dominance = [0, 0, 0]; D(st, 'northside').dominance = [0]; for (const d of st.districts) d.rituals = [] })
    expect(one.state.goalMet).toBe(false)
    const two = end('total-domination', (st) => { D(st, 'uptown').dominance = [0, 0]; D(st, 'northside').dominance = [0, 0]; for (const d of st.districts) d.rituals = [] })
    expect(two.state.goalMet).toBe(true)
  })
  it('ROC-NPC-16 another Goal card: the player checks it', () => {
    const s = end('other', () => {})
    expect(s.state.pending).toEqual({ kind: 'goal' })
    const t = run(s, { type: 'CheckGoal', data: { met: true } })
    expect([t.state.goalMet, t.state.pending]).toEqual([true, null])
  })
})

describe('ROC-NPC-STEPS the opponent\'s turn kept as its step list «Wykonywanie działania przez NPC» l.1949–1991, «Dominacja» (solo) l.2272–2382', () => {
  const fight = () => npcActing(solo(), 'downtown', (st) => {
    D(st, 'uptown').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] -= 1
    D(st, 'uptown').stack = [0]
  })
  const types = (s: S) => (s.state.npcSteps ?? []).map((e) => e.type)
  it('its roll, its Plan and its fight stay listed through your answers in that fight (a correction aside), and go when you take your marker', () => {
    let s = npcTurn(fight(), 3)
    expect(types(s).slice(0, 3)).toEqual(['NpcRolled', 'PlanTaken', 'ConfrontationStarted'])
    s = run(s, { type: 'CorrectDistrict', data: { district: 'northside', investigators: 1 } })
    s = run(s, { type: 'Reinforce', data: { from: 'uptown', level: 1 } })
    s = run(s, { type: 'EnterAttack', data: { totals: { 0: 0 }, npcCards: 0 } })
    expect(types(s)).toContain('AttackTotalled')
    expect(types(s)).not.toContain('DistrictCorrected')
    expect(types(s)[0]).toBe('NpcRolled')
    expect(s.state.pending).toBeNull()
    s = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(s.state.npcSteps).toBeNull()
  })
  it('in Planning its roll is listed until you place your next marker; a Plan named by the player (a Bluff, no roll) is listed on its own; 2–4 players keep none', () => {
    let s = run(solo(), { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'uptown' } })
    s = npcTurn(s, 2)
    expect(types(s)[0]).toBe('PlanPlaced')
    s = run(s, { type: 'PlacePlan', data: { district: 'uptown' } })
    expect(s.state.npcSteps).toBeNull()
    const b = run(npcActing(solo(), 'uptown'), { type: 'NpcTurn', data: { plan: 'bluff' } })
    expect(types(b)[0]).toBe('PlanTaken')
    expect(types(b)).toContain('NpcThugsStored')
    const m = run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } }, { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'uptown' } })
    expect(m.state.npcSteps).toBeNull()
  })
})

describe('ROC-NPC-DESTROYED the opponent\'s destroyed cards are kept apart (out of the game) «Zniszcz» l.1125–1127, l.1663, l.1985, l.2304–2320', () => {
  it('a card destroyed for Thugs in its fight, and a Disorganization card destroyed by its Augmentation, are listed as destroyed (virtual deck: which; physical: how many)', () => {
    let s = npcTurn(npcActing(solo({ destroyForThugs: 'larger' }, { deck: 'virtual', cards: [...cards12(1, null).slice(0, 11), { id: '', attack: 0, thugs: 3 }] }), 'uptown', (st) => {
      D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1
      st.npc!.draw = ['c12', ...st.npc!.draw.filter((x) => x !== 'c12')]
    }), 3)
    s = run(s, { type: 'Reinforce', data: { from: 'northside' } }, { type: 'EnterAttack', data: { totals: { '0': 0 } } })
    expect(ev(s, 'AttackTotalled')[0].data.npc!.destroyed).toEqual(['c12'])
    expect(s.state.npc!.destroyed).toEqual(['c12'])
    expect([...s.state.npc!.draw, ...s.state.npc!.discard, ...s.state.npc!.bonus]).not.toContain('c12')
    // Its Augmentation destroys a Disorganization card from its discard pile.
    const t = npcTurn(npcActing(solo({}, { deck: 'virtual', cards: cards12() }), 'uptown', (st) => {
      st.npc!.cards['disorganization-12'] = { id: 'disorganization-12', attack: 0, thugs: null, disorganization: true }
      st.npc!.discard = ['disorganization-12']; st.seats[1].disorganization = 1
    }), 4)
    expect(t.state.npc!.destroyed).toEqual(['disorganization-12'])
    const p = npcTurn(npcActing(solo(), 'uptown', (st) => { st.seats[1].disorganization = 2 }), 4)
    expect(p.state.npc!.destroyed).toEqual(['disorganization'])
  })
})
