import { describe, expect, it } from 'vitest'
import { ah3eData } from '@/games/ah3e/data'
import { ah3e, drawsLeft, inevitableRows, overflowCandidates, unstableNeighbourhood, unstableSpaces, type Ah3eEvent, type Ah3eSetup, type SeriesRecord } from '@/games/ah3e/rules'
import { createRng, execute, newSession } from '@/core'
import { answerCards, run, start, when, type S } from './harness'
import { FORM_SHAPES, shapeOf } from './shapes'

/**
 * The rule ids the automations name (src/games/ah3e/rules/automations.ts) beyond rules.test.ts:
 * setup step 11 and the Inevitable rows mapped onto it (supplement §5), the unstable space (§3.4–3.5),
 * a clue under attached terror cards and the terror card's way back («Groza», l.321–356), and the
 * series' draw, its loss without a replacement and its sheet doom beyond game 7 («Tryb
 * nieuniknionego», l.690–758). Real commands from a set-up game.
 */
const given = (o: Parameters<typeof start>[0] = {}, seed?: string): S => answerCards(start(o, seed), 'northside')
const POOL = ['approach-of-azathoth', 'feast-for-umordhoth', 'echoes-of-the-deep', 'the-pale-lantern', 'the-veil-of-twilight', 'dreams-of-rlyeh', 'tyrants-of-ruin', 'ithaquas-children']
/** A series record with `n` games won (the first scenarios of the pool), one investigator barred. */
const record = (n: number): SeriesRecord => ({ id: 's', pool: POOL, games: POOL.slice(0, n).map((scenario, i) => ({ scenario, result: 'won', investigators: ['Zoey Samaras'], barred: i === 0 ? ['Zoey Samaras'] : [] })) })
const inSeries = (n: number, o: Parameters<typeof start>[0] = {}, seed?: string) => start({ scenario: null, series: record(n), factsByScenario: { 'tyrants-of-ruin': { terrorDeck: 8 }, 'ithaquas-children': { terrorDeck: 8 } }, facts: {}, ...o }, seed)
/** Every open question answered: event cards name Northside, an overflow clears its first space. */
function answerAll(s0: S): S {
  let s = s0
  for (let i = 0; i < 40 && s.state.pending && s.state.pending.kind !== 'new-investigator'; i++) {
    const p = s.state.pending
    s = p.kind === 'overflow-space' ? run(s, { type: 'ClearOverflowSpace', data: { space: overflowCandidates(s.state, p.neighbourhood)[0] } }) : answerCards(s, 'northside')
  }
  return s
}
const types = (events: readonly Ah3eEvent[]) => events.map((e) => e.type)

describe('AH3E-SETUP supplement §5 step 11 and the Inevitable rows mapped onto it', () => {
  it('AH3E-SETUP-01 setup: 3 starting clues from the top of the event deck, the sheet\'s starting doom, one spread doom from the bottom, the codex; then round 1', () => {
    const s = given()
    const setupEvents = s.entries.flatMap((e) => e.events)
    expect(setupEvents.filter((e) => e.type === 'ClueSpawned' && e.cause === 'setup/starting-clues').length).toBe(3)
    expect(setupEvents.some((e) => e.type === 'DoomPlaced' && e.cause === 'setup/starting-doom')).toBe(true)
    expect(setupEvents.filter((e) => e.type === 'EventCardDrawn' && e.cause === 'setup/spread-doom-once').map((e) => e.type === 'EventCardDrawn' && e.data.end)).toEqual(['bottom'])
    expect(s.state.codex).toEqual([61, 62, 63])
    expect(s.state.round).toBe(1)
  })

  it.each([
    [1, 0, 0],
    [3, 1, 0],
    [5, 1, 1],
  ])('AH3E-SETUP-02 game %i of a series: %i extra spread doom (row 2), %i fewer starting clue (row 4)', (game, spreads, fewer) => {
    const s = answerAll(inSeries(game - 1))
    expect(s.state.pending).toBeNull()
    const all = s.entries.flatMap((e) => e.events)
    expect(all.filter((e) => e.type === 'EventCardDrawn' && e.cause === 'inevitable/2').length).toBe(spreads)
    expect(all.filter((e) => e.type === 'ClueSpawned' && e.cause === 'setup/starting-clues').length).toBe(3 - fewer)
  })

  it('AH3E-SETUP-02 switched off (`inevitable-setup`): rows 2, 4 and 6 are left to the players and said so; the sheet doom beyond game 7 stays', () => {
    const s = answerCards(inSeries(7, { off: ['inevitable-setup'] }), 'northside')
    const left = s.entries[0].events.filter((e) => e.type === 'InevitableModifierLeftToPlayers').map((e) => e.type === 'InevitableModifierLeftToPlayers' && e.data.row)
    expect(left).toEqual([2, 4, 6])
    expect(s.entries.flatMap((e) => e.events).filter((e) => e.type === 'SheetDoomAdded' && e.cause === 'inevitable/8').length).toBe(1)
  })
})

describe('AH3E-SETUP-03 the setup as the form sends it: every optional field it may send as null counts as absent', () => {
  it('AH3E-SETUP-03 series, lead, facts, facts by scenario, off, draws and mode sent as null set the game up as if absent (a standalone game, the lead drawn)', () => {
    const nulls = { series: null, lead: null, facts: null, factsByScenario: null, off: null, draws: null, mode: null } as unknown as Partial<Ah3eSetup>
    const a = start({ ...nulls, scenario: 'approach-of-azathoth' }, 'nulls')
    const b = start({ scenario: 'approach-of-azathoth', series: undefined, lead: undefined, facts: undefined, draws: undefined, mode: undefined }, 'nulls')
    expect(a.state.series).toBeNull()
    expect(a.state).toEqual(b.state)
    expect(a.entries[0].events).toEqual(b.entries[0].events)
  })

  it('AH3E-SETUP-03 sampleSetup (the conformance kit\'s setups) gives the form\'s shapes: a standalone game with `series: null`, a series new or under way, a drawn scenario with its facts by scenario, the lead null or a seat', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) seen.add(shapeOf(ah3e.sampleSetup(createRng(`shape-${i}`))))
    for (const want of FORM_SHAPES) expect([...seen], want).toContain(want)
    // Every setup sampled is accepted.
    for (let i = 0; i < 60; i++) expect(execute(ah3e, newSession(ah3e, `s-${i}`), { type: 'SetUpGame', data: ah3e.sampleSetup(createRng(`shape-${i}`)) }).ok).toBe(true)
  })
})

describe('AH3E-UNSTABLE-01 the unstable space (supplement §3.4–3.5)', () => {
  it('AH3E-UNSTABLE-01 the top card of the event discard pile marks it; a Spread Terror with no neighbourhood spreads there; after a gate burst empties the pile, the start space', () => {
    let s = given()
    s = run(s, { type: 'SpreadDoom', data: { cards: [{ neighbourhood: 'easttown', doom: { 'police-station': 1 } }] } })
    expect(unstableSpaces(s.state)).toEqual(['police-station'])
    const r = when(s, { type: 'SpreadTerror', data: { neighbourhood: null } })
    expect(r.state.board.terror.easttown).toBe((s.state.board.terror.easttown ?? 0) + 1)
    s = run(r.session, { type: 'GateBurst', data: { cards: [{ neighbourhood: 'southside' }] } })
    expect(s.state.eventDiscard).toEqual([])
    expect(unstableSpaces(s.state)).toEqual([s.state.startSpace])
    expect(unstableNeighbourhood(s.state)).toBe('innsmouth-shore')
  })
})

describe('UDW-TERR-06/07 «Szerzenie się grozy» (l.321–324), «Spotkania grozy» (l.353–356)', () => {
  it('UDW-TERR-06 a clue spawned where terror cards are attached goes into the encounter deck proper, under them (the event says how many lie above)', () => {
    let s = run(given(), { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    s = run(s, { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    const r = when(s, { type: 'SpawnClue', data: { cards: [{ neighbourhood: 'easttown' }] } })
    const e = r.events.find((x) => x.type === 'ClueSpawned')
    expect(e?.type === 'ClueSpawned' && e.data.terrorCards).toBe(2)
    expect(r.state.board.terrorCards.easttown).toBe(2)
  })

  it('UDW-TERR-07 after a terror encounter its card goes back to the bottom of the terror deck: one fewer attached, one more in the deck', () => {
    const s = run(given(), { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    const r = when(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Silas Marsh', neighbourhood: 'easttown' } })
    expect(r.state.board.terrorCards.easttown).toBe(0)
    expect(r.state.terrorDeck).toBe(s.state.terrorDeck + 1)
    expect(r.state.board.terror.easttown).toBe(1)
  })
})

describe('UDW-INEV «Tryb nieuniknionego» (l.690–758)', () => {
  it.each(['a', 'b', 'c', 'd', 'e', 'f'])('UDW-INEV-01 the scenario is drawn among those not played (seed %s)', (seed) => {
    const s = inSeries(4, {}, `inev-${seed}`)
    expect(POOL.slice(4)).toContain(s.state.scenario)
    expect(s.entries[0].events[0].type === 'GameSetUp' && s.entries[0].events[0].data.scenarioDrawn).toBe(true)
  })

  it('UDW-INEV-04 no replacement investigator: the game is lost, and with it the series (l.709–712)', () => {
    let s = answerCards(inSeries(1), 'northside')
    s = run(s, { type: 'InvestigatorLeaves', data: { player: 0, how: 'defeated' } })
    for (let i = 0; i < 40 && s.state.status === 'playing' && s.state.pending?.kind !== 'new-investigator'; i++) {
      const p = s.state.pending
      if (p?.kind === 'overflow-space') s = run(s, { type: 'ClearOverflowSpace', data: { space: overflowCandidates(s.state, p.neighbourhood)[0] } })
      else if (p?.kind === 'event-card') s = answerCards(s, 'northside')
      else s = run(s, s.state.phase === 'mythos' && drawsLeft(s.state) > 0 ? { type: 'DrawMythosToken', data: {} } : { type: 'EndPhase', data: {} })
    }
    expect(s.state.pending?.kind).toBe('new-investigator')
    const r = when(s, { type: 'ChooseInvestigator', data: { player: 0, investigator: null } })
    expect(types(r.events)).toEqual(expect.arrayContaining(['GameEnded', 'SeriesEnded']))
    expect(r.state.outcome).toEqual({ result: 'lost', reason: 'no-investigator' })
  })

  it.each([[7, 0], [8, 1]])('UDW-INEV-07 game %i puts %i doom on the sheet at setup (n − 7 beyond the seventh)', (game, doom) => {
    const s = answerAll(inSeries(game - 1))
    expect(s.state.pending).toBeNull()
    expect(s.state.series?.game).toBe(game)
    expect(s.entries.flatMap((e) => e.events).filter((e) => e.type === 'SheetDoomAdded' && e.cause === 'inevitable/8').length).toBe(doom)
  })

  it.each([[8, 1], [9, 2], [12, 5]])('UDW-INEV-07 the row beyond the seventh applies n − 7 times in game %i (%i), every other row once', (game, times) => {
    const rows = inevitableRows(ah3eData.scenarios.inevitable.rows, game)
    expect(rows.find((r) => r.row.game === 8)?.times).toBe(times)
    expect(rows.filter((r) => r.row.game !== 8).every((r) => r.times === 1)).toBe(true)
  })
})
