import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { execute, newSession } from '@/core'
import { ah3eData, TOKEN_TYPES } from '@/games/ah3e/data'
import {
  ah3e, drawsLeft, inevitableRows, neighbourhoodDoom, seriesRecordAfter, sumCounts, terrorTier, type Ah3eCommand, type Ah3eEvent, type Ah3eState,
} from '@/games/ah3e/rules'
import { answerCards, refusal, run, start, toMythos, when, type S } from './harness'

/**
 * Table tests per rule id (docs/rules-matrix-ah3e.md), each at its boundaries, played through real
 * commands from a set-up game: Tyrants of Ruin by default (its codex holds archive #61: the overflow
 * at 6 and terror), the physical event deck answered with Northside cards.
 */
const VILLAGE = 'innsmouth-village'
const types = (events: Ah3eEvent[]) => events.map((e) => e.type)
const given = (o: Parameters<typeof start>[0] = {}, seed?: string): S => answerCards(start(o, seed), 'northside')
/** Doom by hand on the village's spaces until it totals `n` (the first space keeps 1 so the overflow asks). */
function villageAt(s: S, n: number): S {
  let cur = s
  const spaces = ['first-national-grocery', 'esoteric-order-of-dagon']
  if (cur.state.board.doom[spaces[0]] === 0) cur = run(cur, { type: 'PlaceDoom', data: { space: spaces[0] } })
  while (neighbourhoodDoom(cur.state, VILLAGE) < n) cur = run(cur, { type: 'PlaceDoom', data: { space: spaces[1] } })
  return cur
}

describe('UDW-DOOM-01 «Żetony zagłady» (l.291–297): 6 doom in a neighbourhood overflows', () => {
  it.each([
    [5, false],
    [6, true],
  ])('UDW-DOOM-01 at %i doom the overflow question is open: %s', (n, asks) => {
    const s = villageAt(given(), n)
    expect(neighbourhoodDoom(s.state, VILLAGE)).toBe(n)
    expect(s.state.pending?.kind === 'overflow-space').toBe(asks)
  })

  it('UDW-DOOM-01 the 7th token never lands: the 6th asks first, and the answer clears the space, puts 1 doom on the sheet and spreads terror there', () => {
    const s = villageAt(given(), 6)
    expect(refusal(s, { type: 'PlaceDoom', data: { space: 'innsmouth-jail' } })).toBe('choice/pending')
    expect(refusal(s, { type: 'ClearOverflowSpace', data: { space: 'innsmouth-jail' } })).toBe('overflow/bad-space')
    const r = when(s, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
    expect(r.state.board.doom['esoteric-order-of-dagon']).toBe(0)
    expect(r.state.sheetDoom).toBe(s.state.sheetDoom + 1)
    expect(r.state.board.terror[VILLAGE]).toBe(1)
    expect(r.state.board.terrorCards[VILLAGE]).toBe(1)
    expect(r.state.terrorDeck).toBe(s.state.terrorDeck - 1)
  })

  it('UDW-DOOM-01 without archive #61 (Approach of Azathoth) 6 doom does not overflow', () => {
    let s = answerCards(start({ scenario: 'approach-of-azathoth', facts: {} }), 'northside')
    const space = Object.keys(s.state.board.spaces).find((sp) => s.state.board.spaces[sp] === 'downtown')!
    for (let i = 0; i < 2; i++) s = run(s, { type: 'PlaceDoom', data: { space } })
    expect(s.state.pending?.kind).not.toBe('overflow-space')
  })
})

describe('UDW-TERR «Groza» (l.307–356): terror, its tiers, its empty deck', () => {
  it.each([
    [0, '0-2'], [2, '0-2'], [3, '3-4'], [4, '3-4'], [5, '5+'], [9, '5+'],
  ])('UDW-TERR-05 terror %i reads the %s section', (terror, tier) => {
    expect(terrorTier(terror)).toBe(tier)
  })

  it.each([[2, '0-2'], [3, '3-4'], [4, '3-4'], [5, '5+']])('UDW-TERR-05 a terror encounter at terror %i names the %s section, a card among those attached, once per investigator per round', (terror, tier) => {
    let s = given()
    for (let i = 0; i < terror; i++) s = run(s, { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    const r = when(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: VILLAGE } })
    const e = r.events.find((x) => x.type === 'TerrorEncounterResolved')
    expect(e?.type === 'TerrorEncounterResolved' && e.data.tier).toBe(tier)
    expect(e?.type === 'TerrorEncounterResolved' && e.data.card >= 1 && e.data.card <= e.data.of && e.data.of === terror).toBe(true)
    expect(refusal(r.session, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: VILLAGE } })).toBe('terror/once-per-round')
  })

  it('UDW-TERR-04 an empty terror deck: the spread puts 1 doom on the sheet instead (l.325–327)', () => {
    let s = given({ facts: { terrorDeck: 1 } })
    s = run(s, { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    expect(s.state.terrorDeck).toBe(0)
    const r = when(s, { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    expect(r.events.map((e) => e.type)).toContain('TerrorSpreadPrevented')
    expect(r.state.sheetDoom).toBe(s.state.sheetDoom + 1)
    expect(r.state.board.terrorCards[VILLAGE]).toBe(s.state.board.terrorCards[VILLAGE])
  })
})

describe('UDW-EVT-01 «Talia wydarzeń» (l.541–555): an empty event deck', () => {
  it('UDW-EVT-01 a draw from the empty deck is cancelled, 1 doom goes on the sheet and the discards become the deck', () => {
    let s = given({ facts: { terrorDeck: 8, eventCardCount: 4 } })
    expect(s.state.eventDeck.length).toBe(0)
    const r = when(s, { type: 'SpawnClue', data: {} })
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['EventDeckEmpty', 'SheetDoomAdded']))
    expect(r.state.sheetDoom).toBe(s.state.sheetDoom + 1)
    s = r.session
    expect(s.state.eventDeck.length).toBeGreaterThan(0)
  })
})

describe('AH3E-MYTH «Faza mitów» (supplement §1.9): 2 tokens per investigator, the cup refilled when empty', () => {
  it('AH3E-MYTH-01 the lead draws 2, then the next player; after 2 per investigator no more is drawn', () => {
    let s = toMythos(given())
    const drawers: (number | null)[] = []
    for (let i = 0; i < 4; i++) {
      const r = when(s, { type: 'DrawMythosToken', data: { token: 'blank' in s.state.mythos.cup && s.state.mythos.cup.blank > 0 ? 'blank' : undefined } as Ah3eCommand['data'] & object } as Ah3eCommand)
      const e = r.events.find((x) => x.type === 'MythosTokenDrawn')
      drawers.push(e?.type === 'MythosTokenDrawn' ? e.data.player : null)
      s = answerCards(r.session)
    }
    expect(drawers).toEqual([0, 0, 1, 1])
    expect(refusal(s, { type: 'DrawMythosToken', data: {} })).toBe('mythos/not-mythos-phase')
  })

  it('AH3E-MYTH-08 the Mythos phase ends by the players\' tap once the last token is resolved (boundary: 1 draw left refused, 0 left ends the round)', () => {
    let s = toMythos(given())
    for (let i = 0; i < 3; i++) s = answerCards(run(s, { type: 'DrawMythosToken', data: {} }))
    expect(drawsLeft(s.state)).toBe(1)
    expect(refusal(s, { type: 'EndPhase', data: {} })).toBe('mythos/draws-left')
    s = answerCards(run(s, { type: 'DrawMythosToken', data: {} }))
    // The last token's result stays with the Mythos phase: the round has not ended by itself.
    expect(s.state.phase).toBe('mythos')
    expect(s.state.round).toBe(1)
    expect(drawsLeft(s.state)).toBe(0)
    const r = when(s, { type: 'EndPhase', data: {} })
    expect(types(r.events)).toEqual(['RoundEnded', 'RoundStarted'])
    expect(r.state.phase).toBe('action')
    expect(r.state.round).toBe(2)
  })

  it('AH3E-MYTH-08 a game file set up before rules version 3 (no `rules`) replays as played: its last draw ends the round', () => {
    let s = toMythos(given({ rules: undefined }))
    expect(s.state.rules).toBe(2)
    for (let i = 0; i < 4; i++) s = answerCards(run(s, { type: 'DrawMythosToken', data: {} }))
    expect(s.state.phase).toBe('action')
    expect(s.state.round).toBe(2)
  })

  it('AH3E-MYTH-09 with no mythos token in play at all, the Mythos phase can end at once (nothing to draw)', () => {
    let s = given()
    s = run(s, { type: 'CorrectCup', data: { cup: Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])), drawn: Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) } })
    s = toMythos(s)
    expect(refusal(s, { type: 'DrawMythosToken', data: {} })).toBe('mythos/cup-empty')
    expect(when(s, { type: 'EndPhase', data: {} }).state.round).toBe(2)
  })

  it('AH3E-MYTH-02 the empty cup takes every drawn token back before the next draw', () => {
    let s = given({ draws: { cup: 'physical', events: 'physical' } })
    s = run(s, { type: 'CorrectCup', data: { cup: { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 1 }, drawn: { blank: 3 } } })
    s = toMythos(s)
    const last = when(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
    expect(last.events.map((e) => e.type)).not.toContain('MythosCupRefilled')
    expect(sumCounts(last.state.mythos.cup)).toBe(0)
    const r = when(last.session, { type: 'DrawMythosToken', data: { token: 'blank' } })
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['MythosCupRefilled', 'MythosTokenDrawn'])
    expect(r.state.mythos.cup.blank).toBe(3)
    expect(r.state.mythos.drawn.blank).toBe(1)
  })
})

describe('UDW-CUP-01 «Tryby gry» (l.651–670): Story and Challenge edit the cup', () => {
  const cupOf = (mode: 'standard' | 'story' | 'challenge') => start({ mode }).state.mythos.cup
  it('UDW-CUP-01 Story: one spread doom becomes a blank; Challenge: one blank becomes a spread doom', () => {
    const std = cupOf('standard')
    expect(cupOf('story')).toEqual({ ...std, 'spread-doom': std['spread-doom'] - 1, blank: std.blank + 1 })
    expect(cupOf('challenge')).toEqual({ ...std, 'spread-doom': std['spread-doom'] + 1, blank: std.blank - 1 })
  })
})

describe('UDW-INEV «Tryb nieuniknionego» (l.672–764): the series', () => {
  const pool = ['approach-of-azathoth', 'feast-for-umordhoth', 'the-veil-of-twilight', 'echoes-of-the-deep']
  const endWith = (s: S, result: 'won' | 'lost') => run(s, { type: 'EndGame', data: { result } })

  it('UDW-INEV-02 game N carries games 1…N−1; a devoured investigator is barred from the rest of the series', () => {
    let g1 = answerCards(start({ scenario: 'approach-of-azathoth', facts: {}, series: { id: 'sx', pool, games: [] } }))
    expect(g1.state.series?.game).toBe(1)
    g1 = run(g1, { type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } })
    g1 = endWith(g1, 'won')
    const rec = seriesRecordAfter(g1.state)!
    expect(rec.games).toEqual([{ scenario: 'approach-of-azathoth', result: 'won', investigators: ['Stella Clark', 'Silas Marsh'], barred: ['Silas Marsh'] }])
    // Game 2: Silas Marsh may not come back, in any spelling.
    const s2 = newSession(ah3e, 'g2')
    const refused = execute(ah3e, s2, { type: 'SetUpGame', data: { scenario: null, players: [{ investigator: 'silas  marsh' }], series: rec } })
    expect(!refused.ok && refused.error.code).toBe('series/investigator-barred')
    const g2 = answerCards(start({ scenario: null, facts: {}, players: [{ investigator: 'Stella Clark' }], series: rec }, 'g2'))
    expect(g2.state.series?.game).toBe(2)
    expect(g2.state.scenario).not.toBe('approach-of-azathoth')
    expect(pool).toContain(g2.state.scenario)
  })

  it('UDW-INEV-02 a scenario drawn for the series takes its own owner facts (by scenario), not those of another', () => {
    const tyrantsOnly = { id: 'st', pool: ['tyrants-of-ruin'], games: [] }
    // Without its facts the drawn scenario cannot start (its terror set is unknown)…
    const r = execute(ah3e, newSession(ah3e, 'd'), { type: 'SetUpGame', data: { scenario: null, players: [{ investigator: 'Stella Clark' }], series: tyrantsOnly } })
    expect(!r.ok && r.error.code).toBe('setup/scenario-facts-missing')
    // …with the device's facts by scenario it starts with its own: another scenario's codex does not replace its #61.
    const s = answerCards(start({ scenario: null, facts: { codex: [2] }, factsByScenario: { 'tyrants-of-ruin': { terrorDeck: 6 }, 'approach-of-azathoth': { codex: [2] } }, series: tyrantsOnly }, 'd'))
    expect(s.state.scenario).toBe('tyrants-of-ruin')
    expect(s.state.terrorDeck).toBe(6)
    expect(s.state.codex).toContain(61)
  })

  it('UDW-INEV-03 a lost game ends the series: no game after it', () => {
    const g1 = endWith(answerCards(start({ scenario: 'approach-of-azathoth', facts: {}, series: { id: 'sy', pool, games: [] } })), 'lost')
    const rec = seriesRecordAfter(g1.state)!
    const r = execute(ah3e, newSession(ah3e, 'x'), { type: 'SetUpGame', data: { scenario: null, players: [{ investigator: 'Stella Clark' }], series: rec } })
    expect(!r.ok && r.error.code).toBe('series/over')
  })

  it('UDW-INEV-06 the modifiers are cumulative: each row once per game number, applied exactly once at setup (property)', () => {
    const rows = ah3eData.scenarios.inevitable.rows
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), (game) => {
      const inForce = inevitableRows(rows, game)
      // Every row up to this game, each once, except «each game beyond 7» which counts the games.
      expect(inForce.map((r) => r.row.game)).toEqual(rows.filter((r) => r.game <= game).map((r) => r.game))
      for (const r of inForce) expect(r.times).toBe(r.row.andLater ? game - r.row.game + 1 : 1)
    }))
    // At setup of game 3, the rows of games 2 and 3 are each applied once.
    const games = [
      { scenario: pool[0], result: 'won' as const, investigators: ['A'], barred: [] },
      { scenario: pool[1], result: 'won' as const, investigators: ['A'], barred: [] },
    ]
    const g3 = start({ scenario: pool[2], facts: {}, players: [{ investigator: 'Stella Clark' }], series: { id: 'sz', pool, games } }, 'g3')
    const applied = g3.entries[0].events.filter((e) => e.type === 'InevitableModifierApplied').map((e) => (e.type === 'InevitableModifierApplied' ? e.data.row : 0))
    expect(applied).toEqual([2, 3])
  })
})

describe('AH3E-CUP-CONS tokens are conserved across cup, drawn and removed (property)', () => {
  it('AH3E-CUP-CONS cup + drawn + removed = supplied after any sequence of sampled commands', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
      let s: S = newSession(ah3e, `p${seed}`)
      const rng = { i: seed }
      const pick = <T,>(xs: T[]) => xs[(rng.i = (rng.i * 1103515245 + 12345) % 2 ** 31) % xs.length]
      const sample = ah3e.sample!
      for (let step = 0; step < 60; step++) {
        const cmds = sample(s.state, { int: (n: number) => (rng.i = (rng.i * 1103515245 + 12345) % 2 ** 31) % n, pick, shuffle: <T,>(xs: T[]) => xs } as never)
        const ok = cmds.map((c) => execute(ah3e, s, c)).find((r) => r.ok)
        if (!ok || !ok.ok) break
        s = ok.value.session
        const m = (s.state as Ah3eState).mythos
        if (s.state.status !== 'new') for (const tk of Object.keys(m.cup) as (keyof typeof m.cup)[]) expect(m.cup[tk] + m.drawn[tk] + m.removed[tk]).toBe(m.supplied[tk])
      }
    }), { numRuns: 25 })
  })

  it('AH3E-OVF-PROP every overflow is one sheet doom and one terror spread (or its sheet doom when the terror deck is empty)', () => {
    for (const n of [1, 2, 3]) {
      let s = given({ facts: { terrorDeck: 8 } }, `ovf${n}`)
      for (let i = 0; i < n; i++) {
        s = villageAt(s, 6)
        const before = s.state
        s = run(s, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
        expect(s.state.sheetDoom - before.sheetDoom).toBe(1)
        expect(s.state.board.terror[VILLAGE] - before.board.terror[VILLAGE]).toBe(1)
      }
    }
  })
})

