import { describe, expect, it } from 'vitest'
import { nextPoint } from '../../../src/core'
import { beatsNpc, cultsFlow, goalMet, scoresOf, type CultsState, type District } from '../../../src/games/cults/rules'
import { D, ev, multiSetup, run, soloSetup, start, type S } from './harness'
import { acting, dominance, refuses, ritual } from './positions'

/**
 * The end of the game and its scoring, table-driven: «Koniec gry» (l.1031–1062; solo l.2024–2049).
 * Each row a board and what it scores; the last round at rounds − 1 / rounds; after the end only
 * the Goal card's question.
 */

const site = (st: CultsState, id: District, seat: number) => { D(st, id).sites.push(seat); st.seats[seat].sitesLeft -= 1 }
const scored = (s: S, f: (st: CultsState) => void) => {
  const st = structuredClone(s.state)
  f(st)
  return scoresOf(st)
}

describe('ROC-SCORE-01 «Koniec gry» (l.1040–1050): 1 VP per Dominance, per Site with an own Ritual there, 1 for the most Rituals', () => {
  const s0 = start(multiSetup(2))
  it.each<[string, (st: CultsState) => void, [number, number], [boolean, boolean]]>([
    ['an empty board: nobody has the most of none', () => {}, [0, 0], [false, false]],
    ['a Site with no Ritual there scores nothing', (st) => site(st, 'uptown', 0), [0, 0], [false, false]],
    ['a Site with its own Ritual there: 1, and the most Rituals: 1', (st) => { site(st, 'uptown', 0); ritual(st, 'uptown', 0, 1) }, [2, 0], [true, false]],
    ['a Site with only another cult\'s Ritual there: nothing for it', (st) => { site(st, 'uptown', 0); ritual(st, 'uptown', 1, 1) }, [0, 1], [false, true]],
    ['a Ritual with no Site: only the most Rituals', (st) => ritual(st, 'northside', 0, 3), [1, 0], [true, false]],
    ['levels do not count: one III against two I', (st) => { ritual(st, 'northside', 0, 3); ritual(st, 'uptown', 1, 1); ritual(st, 'downtown', 1, 1) }, [0, 1], [false, true]],
    ['equal Rituals (1 and 1): both score the most', (st) => { ritual(st, 'uptown', 0, 1); ritual(st, 'uptown', 1, 2) }, [1, 1], [true, true]],
    ['two Rituals under one Site score the Site once', (st) => { site(st, 'uptown', 0); ritual(st, 'uptown', 0, 1); ritual(st, 'uptown', 0, 2) }, [2, 0], [true, false]],
    ['3 Dominance markers in two districts', (st) => { dominance(st, 'uptown', [0, 0]); dominance(st, 'northside', [0, 1]) }, [3, 1], [false, false]],
    ['everything: 2 Dominance + 2 scoring Sites + the most', (st) => {
      dominance(st, 'uptown', [0, 0]); site(st, 'uptown', 0); site(st, 'northside', 0); site(st, 'downtown', 0)
      ritual(st, 'uptown', 0, 1); ritual(st, 'northside', 0, 1); site(st, 'downtown', 1); ritual(st, 'downtown', 1, 1)
    }, [5, 1], [true, false]],
  ])('ROC-SCORE-01 %s', (_l, f, vp, most) => {
    const sc = scored(s0, f)
    expect(sc.seats.map((x) => x.vp)).toEqual(vp)
    expect(sc.seats.map((x) => x.mostRituals)).toEqual(most)
    for (const x of sc.seats) expect(x.vp).toBeGreaterThanOrEqual(x.dominance + (x.mostRituals ? 1 : 0))
  })
})

describe('ROC-SCORE-02 «Rozstrzyganie remisów» (l.1051–1062): equal VP → Dominance → Sites → Rituals → fewest Disorganization → shared', () => {
  const s2 = start(multiSetup(2))
  const s3 = start(multiSetup(3))
  it.each<[string, S, (st: CultsState) => void, number[], number[]]>([
    ['Dominance decides (2 VP each: 2 Dominance against a Site and the most Rituals)', s2,
      (st) => { dominance(st, 'uptown', [1, 1]); site(st, 'northside', 0); ritual(st, 'northside', 0, 1) }, [1, 0], []],
    ['Sites on the board decide, scoring or not (1 VP each)', s2,
      (st) => { dominance(st, 'uptown', [0, 1]); site(st, 'northside', 1); site(st, 'downtown', 1) }, [1, 0], []],
    ['Sites decide the other way', s2,
      (st) => { dominance(st, 'uptown', [0, 1]); site(st, 'northside', 0) }, [0, 1], []],
    ['Rituals decide between two without the most (3 players: seat 2 has the most)', s3,
      (st) => { ritual(st, 'uptown', 2, 1); ritual(st, 'uptown', 2, 1); ritual(st, 'northside', 2, 2); ritual(st, 'northside', 1, 1); ritual(st, 'downtown', 1, 2); ritual(st, 'downtown', 0, 1) }, [2, 1, 0], []],
    ['fewest Disorganization decides (2 against 1)', s2,
      (st) => { dominance(st, 'uptown', [0, 1]); st.seats[0].disorganization = 2; st.seats[1].disorganization = 1 }, [1, 0], []],
    ['one Disorganization more loses it (0 against 1)', s2,
      (st) => { dominance(st, 'uptown', [0, 1]); st.seats[1].disorganization = 1 }, [0, 1], []],
    ['level after every tie-breaker: shared', s2,
      (st) => { dominance(st, 'uptown', [0, 1]); st.seats[0].disorganization = 1; st.seats[1].disorganization = 1 }, [0, 1], [0, 1]],
    ['a VP more wins whatever the rest', s2,
      (st) => { dominance(st, 'uptown', [0, 0]); site(st, 'northside', 1); site(st, 'downtown', 1); st.seats[0].disorganization = 5 }, [0, 1], []],
  ])('ROC-SCORE-02 %s', (_l, s, f, order, shared) => {
    const sc = scored(s, f)
    expect(sc.order.slice(0, order.length)).toEqual(order)
    expect(sc.shared).toEqual(shared)
  })
})

describe('ROC-ROUND-01/02 «Przebieg rozgrywki» (l.675–711), «Koniec gry» (l.1037): the game ends right after the last round\'s Actions phase', () => {
  it.each([6, 7, 12])('ROC-ROUND-02 %i rounds: City skipped in round 1 only, Hiding in the last only; nothing after the last Actions', (n) => {
    const f = cultsFlow(n)
    expect(nextPoint(f, { round: 1, phase: 'cult' })).toEqual({ round: 1, phase: 'planning' })
    expect(nextPoint(f, { round: 1, phase: 'actions' })).toEqual({ round: 1, phase: 'hiding' })
    expect(nextPoint(f, { round: n - 1, phase: 'actions' })).toEqual({ round: n - 1, phase: 'hiding' })
    expect(nextPoint(f, { round: n - 1, phase: 'hiding' })).toEqual({ round: n, phase: 'city' })
    expect(nextPoint(f, { round: n, phase: 'actions' })).toBeNull()
  })
  it.each([[5, 'setup/bad-rounds'], [6, null], [12, null], [13, 'setup/bad-rounds']] as const)('ROC-ROUND-02 a game of %i rounds → %s (6, or up to 12 by agreement)', (rounds, code) => {
    if (code) expect(() => start(multiSetup(2, { rounds }))).toThrow(code)
    else expect(start(multiSetup(2, { rounds })).state.rounds).toBe(rounds)
  })
  it.each([
    [6, 5, false], [6, 6, true], [7, 6, false], [7, 7, true], [12, 11, false], [12, 12, true],
  ] as const)('ROC-ROUND-01 %i rounds, the last marker taken in round %i: game over %s', (rounds, round, over) => {
    const s = acting(run(start(multiSetup(2, { rounds })), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'uptown' } }), 0, 'uptown', (st) => { st.round = round })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(t.state.status).toBe(over ? 'over' : 'playing')
    expect(t.state.phase).toBe(over ? 'actions' : 'hiding')
    expect(ev(t, 'GameEnded')).toHaveLength(over ? 1 : 0)
    if (over) expect(t.state.scores).toEqual(scoresOf(t.state))
    // 2–4 players: no Goal card to ask.
    expect(t.state.pending).toBeNull()
  })
  it('ROC-ROUND-01 a marker still on a stack: the last round goes on', () => {
    const s = acting(start(multiSetup(2, { rounds: 6 })), 0, 'uptown', (st) => { st.round = 6; D(st, 'northside').stack = [1] })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect([t.state.status, t.state.actor]).toEqual(['playing', 1])
  })
})

describe('ROC-SCORE «Koniec gry»: after the end only the Goal card is asked; every other command is refused and changes nothing', () => {
  const over = (setup = multiSetup(2)) => {
    const s = acting(run(start(setup), ...(setup.solo ? [] : [{ type: 'PlaceStartingSite', data: { district: 'northside' } } as const]), { type: 'PlaceStartingSite', data: { district: 'uptown' } }), 0, 'uptown', (st) => { st.round = st.rounds })
    return run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
  }
  const done = over()
  it.each([
    ['a Plan taken', { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } }],
    ['a Plan placed', { type: 'PlacePlan', data: { district: 'uptown' } }],
    ['a City card', { type: 'RevealCity', data: {} }],
    ['the Hiding', { type: 'Hide', data: { tokens: {} } }],
    ['a correction', { type: 'CorrectDistrict', data: { district: 'uptown', investigators: 2 } }],
    ['a Disorganization count corrected', { type: 'CorrectDisorganization', data: { seat: 0, to: 1 } }],
    ['the opponent\'s turn', { type: 'NpcTurn', data: {} }],
  ] as const)('ROC-SCORE after the end: %s → game/over', (_l, c) => {
    expect(done.state.status).toBe('over')
    refuses(done, c as never, 'game/over')
  })
  it('ROC-SCORE 2–4 players: no Goal card to check (goal/not-asked)', () => {
    refuses(done, { type: 'CheckGoal', data: { met: true } }, 'goal/not-asked')
  })
  it('ROC-NPC-16 solo, another Goal card (checked by the player): asked after the end, answered once', () => {
    const s = over(soloSetup({ goal: 'card-7' }))
    expect(s.state.pending).toEqual({ kind: 'goal' })
    refuses(s, { type: 'CheckGoal', data: { met: 'yes' as never } }, 'command/malformed')
    const t = run(s, { type: 'CheckGoal', data: { met: true } })
    expect([t.state.goalMet, t.state.pending]).toEqual([true, null])
    refuses(t, { type: 'CheckGoal', data: { met: false } }, 'goal/not-asked')
  })
})

describe('ROC-NPC-16 «Koniec gry» (solo, l.2026–2049): «more VP than the NPC», ties by the tie-breakers', () => {
  // Solo: seat 0 you, seat 1 the opponent (Sites N, D, U; Rituals I N, II D, I U at its start: 3 scoring Sites + the most = 4 VP).
  const s0 = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
  it.each<[string, (st: CultsState) => void, boolean, [number, number]]>([
    ['yours 3 against its 4 (VP − 1): not met', (st) => dominance(st, 'uptown', [0, 0, 0]), false, [3, 4]],
    ['4 against 4, its Dominance 0 against your 4: met by the tie-breaker', (st) => dominance(st, 'uptown', [0, 0, 0, 0]), true, [4, 4]],
    ['3 against 3, 1 Dominance each: its 3 Sites against your 1 win it: not met', (st) => {
      // Its Rituals but the one in Northside gone: 1 scoring Site + the most (1 and 1) + 1 Dominance; yours the same.
      st.districts.forEach((d) => { d.rituals = d.rituals.filter((r) => r.seat !== 1 || d.id === 'northside') })
      ritual(st, 'northside', 0, 1)
      dominance(st, 'uptown', [0, 1])
    }, false, [3, 3]],
    ['5 against 4 (VP + 1): met', (st) => { dominance(st, 'uptown', [0, 0, 0, 0]); dominance(st, 'northside', [0]) }, true, [5, 4]],
  ])('ROC-NPC-16 %s', (_l, f, met, vp) => {
    const st = structuredClone(s0.state)
    f(st)
    const sc = scoresOf(st)
    expect(sc.seats.map((x) => x.vp)).toEqual(vp)
    expect(beatsNpc(st, sc)).toBe(met)
    expect(goalMet(st, sc)).toBe(met)
  })
  it('ROC-NPC-16 everything level, Disorganization too: shared, so not «more» (not met)', () => {
    const st = structuredClone(s0.state)
    // Its 4 VP: 3 scoring Sites + the most. Yours: 3 Sites of yours with a Ritual each, and equal Rituals (3 and 3).
    site(st, 'downtown', 0); site(st, 'uptown', 0)
    ritual(st, 'northside', 0, 1); ritual(st, 'downtown', 0, 1); ritual(st, 'uptown', 0, 2)
    const sc = scoresOf(st)
    expect(sc.seats.map((x) => x.vp)).toEqual([4, 4])
    expect(sc.shared).toEqual([0, 1])
    expect([beatsNpc(st, sc), goalMet(st, sc)]).toEqual([false, false])
  })
  it('ROC-NPC-16 the Goal checked by the app at the end (auto), with its rule', () => {
    const s = acting(s0, 0, 'uptown', (st) => { st.round = st.rounds; dominance(st, 'uptown', [0, 0, 0, 0, 0]) })
    const t = run(s, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    expect(ev(t, 'GoalChecked').map((e) => [e.data.met, e.data.auto, e.cause])).toEqual([[true, true, 'rule/ROC-NPC-16']])
    expect([t.state.goalMet, t.state.pending]).toEqual([true, null])
  })
})
