import { describe, expect, it } from 'vitest'
import { TOKEN_TYPES, type TokenType } from '@/games/ah3e/data'
import { canDraw, drawOrder, drawsLeft, nextDrawer, PHASES, sumCounts, type Ah3eSetup, type Counts } from '@/games/ah3e/rules'
import { answerCards, run, start, toMythos, type S } from './harness'
import { accepted, boardBothWays, refused, typesOf } from './table'

/**
 * The round and the mythos cup, table-driven: the phases in order (supplement §1.1), the draw
 * order for every table size and lead (§1.9), the draws a rule refuses, an effect's extra draw, the
 * game modes' swap on every scenario's cup (rulebook «Tryby gry», l.651–670) and the Inevitable
 * rows that edit the cup (l.717–752).
 */
const INVESTIGATORS = ['Stella Clark', 'Silas Marsh', 'Agnes Baker', 'Tommy Muldoon', 'Minh Thi Phan', 'Rex Murphy', 'Jenny Barnes', 'Akachi Onyele']
const zero = (): Counts => Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Counts
/** A game whose players draw from their own cup of 20 blanks: every draw is the named blank, nothing else happens. */
function blanks(players: number, lead: number): S {
  let s = answerCards(start({ players: INVESTIGATORS.slice(0, players).map((investigator) => ({ investigator })), lead, draws: { cup: 'physical', events: 'physical' } }), 'northside')
  s = run(s, { type: 'CorrectCup', data: { cup: { ...zero(), blank: 20 } } })
  return toMythos(s)
}
const given = (o: Partial<Ah3eSetup> = {}): S => answerCards(start(o), 'northside')

describe('AH3E-ROUND-01 a round\'s four phases in order (supplement §1.1): Action → Monster → Encounter → Mythos', () => {
  it.each(PHASES.slice(0, 3).map((p, i) => [p, PHASES[i + 1]] as const))('AH3E-ROUND-01 EndPhase in the %s phase: the %s phase; no «Na planszy» line (the phase is not a piece); undone', (from, to) => {
    let s = given()
    while (s.state.phase !== from) s = run(s, { type: 'EndPhase', data: {} })
    const r = accepted(s, { type: 'EndPhase', data: {} })
    expect(r.events).toEqual([{ type: 'PhaseChanged', data: { phase: to }, cause: 'round' }])
    expect([r.state.phase, r.state.round]).toEqual([to, 1])
    expect(boardBothWays(r)).toEqual({ done: [], undo: [] })
  })

  it('AH3E-ROUND-01 the first round waits for the setup\'s questions: EndPhase before the event cards are answered is refused (choice/pending)', () => {
    const s = start()
    expect(s.state.pending?.kind).toBe('event-card')
    expect(s.state.round).toBe(0)
    expect(refused(s, { type: 'EndPhase', data: {} })).toBe('choice/pending')
  })

  it('AH3E-ROUND-01 UDW-TERR-05 a new round lets each investigator have a terror encounter again (once per round, l.336–337)', () => {
    let s = run(given(), { type: 'SpreadTerror', data: { neighbourhood: 'innsmouth-village' } })
    s = run(s, { type: 'SpreadTerror', data: { neighbourhood: 'innsmouth-village' } })
    const enc = { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: 'innsmouth-village' } } as const
    s = run(s, enc)
    expect(refused(s, enc)).toBe('terror/once-per-round')
    s = toMythos(s)
    expect(refused(s, enc)).toBe('terror/once-per-round')
    s = run(s, { type: 'CorrectCup', data: { cup: zero(), drawn: zero() } })
    s = run(s, { type: 'EndPhase', data: {} })
    expect(s.state.round).toBe(2)
    expect(s.state.terrorEncounters).toEqual([])
    expect(accepted(s, enc).state.board.terrorCards['innsmouth-village']).toBe(0)
  })
})

describe('AH3E-MYTH-01 the draw order (supplement §1.9): the lead first, then clockwise, 2 tokens each', () => {
  const cases: [number, number, number[]][] = [
    [1, 0, [0, 0]],
    [2, 1, [1, 1, 0, 0]],
    [3, 0, [0, 0, 1, 1, 2, 2]],
    [3, 2, [2, 2, 0, 0, 1, 1]],
    [4, 1, [1, 1, 2, 2, 3, 3, 0, 0]],
  ]
  it.each(cases)('AH3E-MYTH-01 %i players, lead seat %i: the draws go to seats %j; after the last, no more draws and the phase ends by the players\' tap', (players, lead, seats) => {
    let s = blanks(players, lead)
    expect(drawOrder(s.state)).toEqual([...new Set(seats)])
    const got: (number | null)[] = []
    for (let i = 0; i < 2 * players; i++) {
      expect(nextDrawer(s.state)).toBe(seats[i])
      expect(drawsLeft(s.state)).toBe(2 * players - i)
      if (i === 2 * players - 1) expect(refused(s, { type: 'EndPhase', data: {} })).toBe('mythos/draws-left')
      const r = accepted(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
      const e = r.events.find((x) => x.type === 'MythosTokenDrawn')
      got.push(e?.type === 'MythosTokenDrawn' ? e.data.player : null)
      s = r.session
    }
    expect(got).toEqual(seats)
    expect(nextDrawer(s.state)).toBeNull()
    expect(refused(s, { type: 'DrawMythosToken', data: { token: 'blank' } })).toBe('mythos/not-mythos-phase')
    expect(typesOf(accepted(s, { type: 'EndPhase', data: {} }).events)).toEqual(['RoundEnded', 'RoundStarted'])
  })

  it.each([
    [{ extra: 'yes' }, 'command/malformed'],
    [{ on: 1 }, 'command/malformed'],
    [{ on: true, extra: true }, 'command/malformed'],
    [{ on: true, token: 'blank' }, 'command/malformed'],
    [{ token: 'no-such-token' }, 'mythos/unknown-token'],
    [{ cards: Array.from({ length: 13 }, () => ({ neighbourhood: 'northside' })) }, 'event/malformed'],
    [{ cards: [{ neighbourhood: 'uptown' }] }, 'event/unknown-neighbourhood'],
    [{ cards: [{ neighbourhood: 'northside', doom: { 'train-station': 4 } }] }, 'event/bad-doom'],
  ])('AH3E-MYTH-01 in the Mythos phase with the app\'s cup, a draw %j is refused: %s', (data, code) => {
    expect(refused(toMythos(given()), { type: 'DrawMythosToken', data: data as never })).toBe(code)
  })

  it.each([
    ['action', {}, 'mythos/not-mythos-phase'],
    ['monster', { on: true }, 'mythos/not-mythos-phase'],
    ['action', { token: 'blank' }, 'mythos/not-mythos-phase'],
  ] as const)('AH3E-MYTH-01 AH3E-MYTH-10 in the %s phase a draw %j is refused: %s (the Mythos phase draws; one tap begins it only from the encounter phase)', (phase, data, code) => {
    let s = given()
    while (s.state.phase !== phase) s = run(s, { type: 'EndPhase', data: {} })
    expect(refused(s, { type: 'DrawMythosToken', data })).toBe(code)
  })

  it.each([
    [{}, 'mythos/name-the-token'],
    [{ token: 'gate-burst' }, 'mythos/token-not-in-cup'],
    [{ token: 'blank', on: true }, 'command/malformed'],
  ] as const)('AH3E-MYTH-01 the players\' own cup (20 blanks only): a draw %j is refused: %s', (data, code) => {
    expect(refused(blanks(2, 0), { type: 'DrawMythosToken', data })).toBe(code)
  })

  it.each([
    ['blank', true],
    ['spread-doom', true],
    ['gate-burst', false],
  ] as const)('AH3E-MYTH-02 the cup empty, 2 blanks and 1 spread doom drawn: %s can be drawn next: %s (the drawn tokens go back first)', (token, can) => {
    let s = blanks(2, 0)
    s = run(s, { type: 'CorrectCup', data: { cup: zero(), drawn: { ...zero(), blank: 2, 'spread-doom': 1 } } })
    expect(canDraw(s.state, token)).toBe(can)
    if (!can) expect(refused(s, { type: 'DrawMythosToken', data: { token } })).toBe('mythos/token-not-in-cup')
    else {
      const r = accepted(s, { type: 'DrawMythosToken', data: { token, cards: [{ neighbourhood: 'northside', doom: { 'train-station': 1 } }] } })
      expect(typesOf(r.events).slice(0, 2)).toEqual(['MythosCupRefilled', 'MythosTokenDrawn'])
      expect(sumCounts(r.state.mythos.cup) + sumCounts(r.state.mythos.drawn)).toBe(3)
    }
  })
})

describe('AH3E-MYTH-11 an effect\'s extra draw (a codex card, a reckoning): drawn in any phase, never counted among the phase\'s 2 per investigator', () => {
  it.each([['action'], ['encounter'], ['mythos']] as const)('AH3E-MYTH-11 an extra draw in the %s phase: drawn by nobody in turn, the phase\'s draws unchanged; undone', (phase) => {
    let s = given({ draws: { cup: 'physical', events: 'physical' } })
    s = run(s, { type: 'CorrectCup', data: { cup: { ...zero(), blank: 5 } } })
    while (s.state.phase !== phase) s = run(s, { type: 'EndPhase', data: {} })
    const r = accepted(s, { type: 'DrawMythosToken', data: { token: 'blank', extra: true } })
    const e = r.events.find((x) => x.type === 'MythosTokenDrawn')
    expect(e?.type === 'MythosTokenDrawn' && [e.data.player, e.data.extra]).toEqual([null, true])
    expect(r.state.mythosDraws).toBe(r.before.mythosDraws)
    expect(r.state.mythos.drawn.blank).toBe(1)
  })

  it('AH3E-MYTH-11 after the phase\'s last draw an extra one is still drawn, and the phase still ends by the players\' tap', () => {
    let s = blanks(1, 0)
    for (let i = 0; i < 2; i++) s = run(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
    expect(drawsLeft(s.state)).toBe(0)
    const r = accepted(s, { type: 'DrawMythosToken', data: { token: 'blank', extra: true } })
    expect(r.state.phase).toBe('mythos')
    expect(r.state.mythos.drawn.blank).toBe(3)
    expect(run(r.session, { type: 'EndPhase', data: {} }).state.round).toBe(2)
  })
})

describe('UDW-CUP-01 «Tryby gry» (l.651–670) on every complete scenario\'s cup (supplement §6)', () => {
  const SCENARIOS: [string, Partial<Ah3eSetup>['facts']][] = [
    ['approach-of-azathoth', {}], ['tyrants-of-ruin', { terrorDeck: 8 }], ['dreams-of-rlyeh', {}], ['ithaquas-children', { terrorDeck: 8 }],
  ]
  it.each(SCENARIOS)('UDW-CUP-01 %s: Story swaps one spread doom for a blank, Challenge one blank for a spread doom; the total and every other token unchanged', (scenario, facts) => {
    const cup = (mode: 'standard' | 'story' | 'challenge') => start({ scenario, facts, mode }).state.mythos.cup
    const std = cup('standard')
    const story = cup('story')
    const challenge = cup('challenge')
    expect([story['spread-doom'], story.blank]).toEqual([std['spread-doom'] - 1, std.blank + 1])
    expect([challenge['spread-doom'], challenge.blank]).toEqual([std['spread-doom'] + 1, std.blank - 1])
    for (const c of [story, challenge]) {
      expect(sumCounts(c)).toBe(sumCounts(std))
      for (const t of TOKEN_TYPES.filter((x) => x !== 'spread-doom' && x !== 'blank')) expect(c[t]).toBe(std[t])
    }
  })

  it('UDW-CUP-01 Dreams of R\'lyeh (1 blank on its sheet, supplement §6 note): Story gives 2 spread doom and 2 blanks, Challenge 4 and none', () => {
    const cup = (mode: 'story' | 'challenge') => start({ scenario: 'dreams-of-rlyeh', facts: {}, mode }).state.mythos.cup
    expect([cup('story')['spread-doom'], cup('story').blank]).toEqual([2, 2])
    expect([cup('challenge')['spread-doom'], cup('challenge').blank]).toEqual([4, 0])
  })

  it.each([['story'], ['challenge']] as const)('UDW-CUP-01 the %s swap is in the setup\'s events as one removal and one addition, each naming the mode', (mode) => {
    const ev = start({ mode }).entries[0].events
    const edits = ev.filter((e) => e.type === 'MythosTokenRemoved' || e.type === 'MythosTokenAdded')
    const [out, inn] = mode === 'story' ? ['spread-doom', 'blank'] : ['blank', 'spread-doom']
    expect(edits.map((e) => [e.type, e.data.token, e.data.reason])).toEqual([['MythosTokenRemoved', out, `mode/${mode}`], ['MythosTokenAdded', inn, `mode/${mode}`]])
  })
})

describe('UDW-INEV-05 «Tryb nieuniknionego» (l.727–752): the cup rows of games 3, 5 and 7, cumulative', () => {
  const POOL = ['approach-of-azathoth', 'feast-for-umordhoth', 'the-veil-of-twilight', 'echoes-of-the-deep', 'the-pale-lantern', 'ithaquas-children', 'dreams-of-rlyeh', 'tyrants-of-ruin']
  /** Tyrants of Ruin as game `n` of a series (the games before all won). */
  const game = (n: number, o: Partial<Ah3eSetup> = {}) => {
    const games = POOL.slice(0, n - 1).map((scenario) => ({ scenario, result: 'won' as const, investigators: ['Carson Sinclair'], barred: [] }))
    return start({ series: { id: 'inev', pool: POOL, games }, ...o }, `g${n}`).state
  }
  // Tyrants of Ruin's sheet: spread doom 3, headline 2, gate burst 1, blank 2 (supplement §6).
  const cases: [number, Partial<Record<TokenType, number>>][] = [
    [1, { 'spread-doom': 3, blank: 2, 'gate-burst': 1, 'read-headline': 2 }],
    [2, { 'spread-doom': 3, blank: 2, 'gate-burst': 1, 'read-headline': 2 }],
    [3, { 'spread-doom': 4, blank: 1, 'gate-burst': 1, 'read-headline': 2 }],
    [4, { 'spread-doom': 4, blank: 1, 'gate-burst': 1, 'read-headline': 2 }],
    [5, { 'spread-doom': 3, blank: 1, 'gate-burst': 2, 'read-headline': 2 }],
    [6, { 'spread-doom': 3, blank: 1, 'gate-burst': 2, 'read-headline': 2 }],
    [7, { 'spread-doom': 3, blank: 0, 'gate-burst': 2, 'read-headline': 3 }],
    [8, { 'spread-doom': 3, blank: 0, 'gate-burst': 2, 'read-headline': 3 }],
  ]
  it.each(cases)('UDW-INEV-05 game %i: the cup holds %j (rows 3: blank → spread doom; 5: spread doom → gate burst; 7: blank → headline); 14 tokens in all', (n, want) => {
    const s = game(n)
    expect(s.mythos.cup).toMatchObject(want)
    expect(sumCounts(s.mythos.cup)).toBe(14)
    // AH3E-CUP-CONS: a token a row takes out is removed, one it adds is supplied.
    for (const t of TOKEN_TYPES) expect(s.mythos.cup[t] + s.mythos.removed[t]).toBe(s.mythos.supplied[t])
  })

  it('UDW-INEV-05 UDW-CUP-02 game 7 in Challenge mode: the blanks run out before row 7 — nothing to remove (l.578–585: not in the cup, none drawn), the headline still added (15 tokens)', () => {
    const s = game(7, { mode: 'challenge' })
    expect(s.mythos.cup).toMatchObject({ 'spread-doom': 4, blank: 0, 'gate-burst': 2, 'read-headline': 3 })
    expect(sumCounts(s.mythos.cup)).toBe(15)
    const ev = start({ mode: 'challenge', series: { id: 'inev', pool: POOL, games: POOL.slice(0, 6).map((scenario) => ({ scenario, result: 'won' as const, investigators: ['Carson Sinclair'], barred: [] })) } }, 'g7').entries[0].events
    expect(ev.filter((e) => e.type === 'MythosTokenNotRemoved').map((e) => e.type === 'MythosTokenNotRemoved' && [e.data.token, e.data.reason])).toEqual([['blank', 'inevitable/7']])
  })

  it.each([
    [5, { 'spread-doom': 4, blank: 1, 'gate-burst': 1 }, [5]],
    [7, { 'spread-doom': 4, blank: 1, 'gate-burst': 1, 'read-headline': 2 }, [5, 7]],
  ] as const)('UDW-INEV-05 AH3E-SETUP-02 game %i with `inevitable-cup` off: the rows whose number the OCR lost (5, 7; medium) are left to the players and logged, row 3 (high) still applies: %j', (n, want, left) => {
    const s = game(n, { off: ['inevitable-cup'] })
    expect(s.mythos.cup).toMatchObject(want)
    const games = POOL.slice(0, n - 1).map((scenario) => ({ scenario, result: 'won' as const, investigators: ['Carson Sinclair'], barred: [] }))
    const ev = start({ off: ['inevitable-cup'], series: { id: 'inev', pool: POOL, games } }, `g${n}`).entries[0].events
    expect(ev.flatMap((e) => (e.type === 'InevitableModifierLeftToPlayers' ? [e.data.row] : []))).toEqual(left)
  })
})
