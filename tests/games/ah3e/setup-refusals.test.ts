import { describe, expect, it } from 'vitest'
import { newSession } from '@/core'
import { ah3eData } from '@/games/ah3e/data'
import { ah3e, missingFacts, seriesOver, seriesRecordAfter, unplayed, type Ah3eSetup, type SeriesRecord } from '@/games/ah3e/rules'
import { answerCards, run, setupOf, start, type S } from './harness'
import { accepted, refused } from './table'

/**
 * What a setup may not be, and the Inevitable series' record: every refusal of `SetUpGame` at its
 * bounds (players 1–8, owner facts in range, the rules version), the facts still missing, and the
 * series record checked against rulebook «Tryb nieuniknionego» (l.683–712).
 */
const fresh = (): S => newSession(ah3e, 'setup')
const setUp = (o: Partial<Ah3eSetup>) => ({ type: 'SetUpGame' as const, data: setupOf(o) })
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ investigator: `Investigator ${i + 1}` }))

describe('AH3E-SETUP-04 a setup the rules cannot take is refused, with its reason, and nothing is set up', () => {
  it.each([
    ['no players', { players: [] }, 'setup/player-count'],
    ['9 players', { players: players(9) }, 'setup/player-count'],
    ['an empty investigator', { players: [{ investigator: '  ' }] }, 'setup/bad-investigator'],
    ['an investigator of 41 characters', { players: [{ investigator: 'x'.repeat(41) }] }, 'setup/bad-investigator'],
    ['a player name of 41 characters', { players: [{ name: 'x'.repeat(41), investigator: 'Stella Clark' }] }, 'setup/malformed'],
    ['one investigator twice (any spelling)', { players: [{ investigator: 'Stella Clark' }, { investigator: ' stella  CLARK ' }] }, 'setup/investigator-twice'],
    ['an unknown mode', { mode: 'hard' as never }, 'setup/bad-mode'],
    ['an unknown draw source', { draws: { cup: 'app' as never } }, 'setup/bad-draws'],
    ['a high-confidence automation switched off', { off: ['overflow' as never] }, 'setup/bad-automation'],
    ['an automation switched off twice', { off: ['mystery-as-space', 'mystery-as-space'] }, 'setup/bad-automation'],
    ['the lead past the last seat', { lead: 2 }, 'setup/bad-lead'],
    ['a negative lead', { lead: -1 }, 'setup/bad-lead'],
    ['rules version 2', { rules: 2 }, 'setup/bad-rules'],
    ['rules version 4', { rules: 4 }, 'setup/bad-rules'],
    ['an unknown scenario', { scenario: 'the-dunwich-horror' }, 'setup/unknown-scenario'],
    ['a dealt event deck without its cards', { draws: { cup: 'virtual', events: 'virtual' } }, 'setup/virtual-events-need-cards'],
    ['Tyrants of Ruin without its terror set\'s size', { facts: {} }, 'setup/scenario-facts-missing'],
    ['a partial scenario without the sheet\'s facts', { scenario: 'bound-to-serve', facts: {} }, 'setup/scenario-facts-missing'],
  ])('AH3E-SETUP-04 %s: %s', (_what, o, code) => {
    const s = fresh()
    expect(refused(s, setUp(o as Partial<Ah3eSetup>))).toBe(code)
    expect(s.state.status).toBe('new')
  })

  it.each([
    ['terrorDeck', 0], ['terrorDeck', 41], ['terrorDeck', 2.5],
    ['eventCardCount', 0], ['eventCardCount', 61],
    ['mythosCup', { blank: 11 }], ['mythosCup', { 'advance-doom': 1 }],
    ['mythosCup', { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 0 }],
    ['startingDoom', [{ space: 'gilman-house', doom: 0 }]], ['startingDoom', [{ space: 'gilman-house', doom: 6 }]], ['startingDoom', [{ space: 'st-marys-hospital', doom: 1 }]],
    ['codex', [61, 61]], ['codex', [1000]],
    ['sheetBands', [3, 2]], ['sheetBands', [0]],
    ['mysteries', { 'devil-reef': 'uptown' }], ['mysteries', { 'witch-house': 'northside' }],
    ['startSpace', 'st-marys-hospital'], ['eventCards', []],
  ])('AH3E-SETUP-04 AH3E-OWNER-01 the owner\'s fact %s = %j is out of range: setup/bad-fact, naming the fact', (fact, value) => {
    expect(refused(fresh(), setUp({ facts: { terrorDeck: 8, [fact]: value } }))).toBe('setup/bad-fact')
  })

  it.each([
    ['1 player', { players: players(1) }],
    ['8 players', { players: players(8) }],
    ['the lead at the last seat', { lead: 1 }],
    ['a terror set of 1', { facts: { terrorDeck: 1 } }],
    ['a terror set of 40', { facts: { terrorDeck: 40 } }],
    ['an investigator of 40 characters', { players: [{ investigator: 'x'.repeat(40) }] }],
    ['5 starting doom on a space', { facts: { terrorDeck: 8, startingDoom: [{ space: 'gilman-house', doom: 5 }] } }],
    ['a cup of 10 blanks', { facts: { terrorDeck: 8, mythosCup: { blank: 10 } } }],
  ])('AH3E-SETUP-04 at the bound, %s is set up', (_what, o) => {
    const s = run(fresh(), setUp(o as Partial<Ah3eSetup>))
    expect(s.state.status).toBe('playing')
  })

  it('AH3E-SETUP-04 a game is set up once (setup/already-set-up)', () => {
    expect(refused(answerCards(start(), 'northside'), setUp({}))).toBe('setup/already-set-up')
  })

  it.each([
    ['tyrants-of-ruin', {}, ['terror-deck']],
    ['tyrants-of-ruin', { terrorDeck: 8 }, []],
    ['tyrants-of-ruin', { terrorDeck: 0 }, ['setup/bad-fact']],
    ['approach-of-azathoth', {}, []],
    ['the-dunwich-horror', {}, ['scenario']],
  ] as const)('AH3E-SETUP-04 AH3E-OWNER-06 missingFacts(%s, %j) = %j', (scenario, facts, missing) => {
    expect(missingFacts(ah3eData, scenario, facts)).toEqual(missing)
  })

  it('AH3E-SETUP-04 AH3E-OWNER-06 a partial scenario names every fact it lacks (the mystery\'s attachment among them); given, it sets up', () => {
    const missing = missingFacts(ah3eData, 'bound-to-serve')
    expect(missing).toEqual(expect.arrayContaining(['starting-doom', 'codex', 'event-card-count', 'mystery-attachment']))
    const facts = { mysteries: { 'witch-house': 'french-hill' }, startingDoom: [{ space: 'general-store', doom: 1 }], codex: [5], eventCardCount: 24 }
    expect(missingFacts(ah3eData, 'bound-to-serve', facts)).toEqual([])
    const s = run(fresh(), setUp({ scenario: 'bound-to-serve', facts }))
    expect(s.state.board.spaces['witch-house']).toBe('french-hill')
    expect(s.state.startSpace).toBe('witch-house')
  })
})

describe('UDW-INEV-08 «Tryb nieuniknionego» (l.683–712): a series record the rules cannot continue is refused', () => {
  const POOL = ['approach-of-azathoth', 'feast-for-umordhoth', 'the-veil-of-twilight']
  const won = (scenario: string, investigators = ['Carson Sinclair'], barred: string[] = []) => ({ scenario, result: 'won' as const, investigators, barred })
  const series = (r: Partial<SeriesRecord>): SeriesRecord => ({ id: 'inev', pool: POOL, games: [], ...r })
  const setupIn = (r: SeriesRecord, scenario: string | null = null) => setUp({ scenario, facts: {}, series: r, players: [{ investigator: 'Stella Clark' }] })

  it.each([
    ['an empty pool', series({ pool: [] }), 'series/bad-pool'],
    ['a scenario twice in the pool', series({ pool: [POOL[0], POOL[0]] }), 'series/bad-pool'],
    ['an unknown scenario in the pool', series({ pool: [...POOL, 'the-dunwich-horror'] }), 'series/bad-pool'],
    ['a game of a scenario outside the pool', series({ games: [won('tyrants-of-ruin')] }), 'series/bad-game'],
    ['one scenario played twice', series({ games: [won(POOL[0]), won(POOL[0])] }), 'series/bad-game'],
    ['a game neither won nor lost', series({ games: [{ ...won(POOL[0]), result: 'draw' as never }] }), 'series/bad-game'],
    ['a barred investigator who did not play', series({ games: [won(POOL[0], ['Carson Sinclair'], ['Agnes Baker'])] }), 'series/bad-game'],
    ['more games than the pool holds', series({ games: [won(POOL[0]), won(POOL[1]), won(POOL[2]), won(POOL[0])] }), 'series/malformed'],
    ['an id of 61 characters', series({ id: 'x'.repeat(61) }), 'series/malformed'],
    ['every scenario won (l.688)', series({ games: POOL.map((sc) => won(sc)) }), 'series/over'],
    ['a game lost (l.685)', series({ games: [{ ...won(POOL[0]), result: 'lost' }] }), 'series/over'],
  ])('UDW-INEV-08 %s: %s', (_what, r, code) => {
    expect(refused(fresh(), setupIn(r))).toBe(code)
  })

  it.each([
    ['a scenario outside the pool', 'tyrants-of-ruin', 'series/not-in-pool'],
    ['a scenario already played (l.695–697)', POOL[0], 'series/scenario-played'],
  ])('UDW-INEV-08 the scenario named is %s: %s', (_what, scenario, code) => {
    expect(refused(fresh(), setupIn(series({ games: [won(POOL[0])] }), scenario))).toBe(code)
  })

  it('UDW-INEV-08 a barred investigator is refused by name, any spelling; a retired one comes back (l.702–707)', () => {
    const r = series({ games: [won(POOL[0], ['Stella Clark', 'Agnes Baker', 'Rex Murphy'], ['Agnes Baker'])] })
    const s = fresh()
    const c = setUp({ scenario: null, facts: {}, series: r, players: [{ investigator: 'agnes baker' }] })
    expect(refused(s, c)).toBe('series/investigator-barred')
    const back = run(s, setUp({ scenario: null, facts: {}, series: r, players: [{ investigator: 'Rex Murphy' }, { investigator: 'Stella Clark' }] }))
    expect(back.state.series?.game).toBe(2)
  })
})

describe('UDW-INEV-03 the series\' end and its record (l.685–688, 702–707)', () => {
  const POOL = ['a', 'b']
  const g = (scenario: string, result: 'won' | 'lost') => ({ scenario, result, investigators: ['X'], barred: [] })
  it.each([
    [[], null, ['a', 'b']],
    [[g('a', 'won')], null, ['b']],
    [[g('a', 'won'), g('b', 'won')], 'won', []],
    [[g('a', 'lost')], 'lost', ['b']],
    [[g('a', 'won'), g('b', 'lost')], 'lost', []],
  ] as const)('UDW-INEV-03 games %j: the series is %s; not yet played: %j', (games, over, left) => {
    const r = { id: 's', pool: POOL, games: [...games] }
    expect(seriesOver(r)).toBe(over)
    expect(unplayed(r)).toEqual(left)
  })

  it.each([
    ['defeated', true],
    ['devoured', true],
    ['retired', false],
  ] as const)('UDW-INEV-02 an investigator %s in this game is barred from the rest of the series: %s; the replacement is among the investigators, each once', (how, barred) => {
    let s = answerCards(start({ scenario: 'approach-of-azathoth', facts: {}, series: { id: 'r', pool: ['approach-of-azathoth', 'feast-for-umordhoth'], games: [] } }))
    s = run(s, { type: 'InvestigatorLeaves', data: { player: 1, how } })
    expect(seriesRecordAfter(s.state)).toBeNull()
    s = run(s, { type: 'EndPhase', data: {} })
    s = run(s, { type: 'EndPhase', data: {} })
    s = run(s, { type: 'EndPhase', data: {} })
    s = run(s, { type: 'CorrectCup', data: { cup: { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 0 } } })
    s = run(s, { type: 'EndPhase', data: {} })
    expect(s.state.pending?.kind).toBe('new-investigator')
    s = run(s, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'Rex Murphy' } })
    const end = accepted(s, { type: 'EndGame', data: { result: 'won' } })
    const rec = seriesRecordAfter(end.state)!
    expect(rec.games[0].investigators).toEqual(['Stella Clark', 'Silas Marsh', 'Rex Murphy'])
    expect(rec.games[0].barred).toEqual(barred ? ['Silas Marsh'] : [])
    expect(typesOf(end.events)).toEqual(['GameEnded'])
  })
})

const typesOf = (events: { type: string }[]) => events.map((e) => e.type)
