import { describe, expect, it } from 'vitest'
import { ah3eData } from '@/games/ah3e/data'
import { mapGraph, monsterPath, neighbourhoodDoom, routeJumps, townTiles } from '@/games/ah3e/rules'
import { answerCards, run, start, when, type S } from './harness'

/**
 * The map's rules the players apply with the app's help (travel routes, towns) and the overflow
 * policies the codex switches on (archive #2 anomalies, #1 outbreak) beside the overflow at 6; the
 * attached mystery as a space of its neighbourhood. Tyrants of Ruin's layout from rules-data/ah3e.
 */
const layout = ah3eData.map.layouts['tyrants-of-ruin']
const sc = ah3eData.scenarios.scenarios.find((s) => s.id === 'tyrants-of-ruin')!
const g = mapGraph(layout, sc.neighbourhoods)

describe('UDW-ROUTE «Trasy podróży» (l.153–194, 367–373) and UDW-TOWN «Kafelki dzielnicy» (l.122–130)', () => {
  it('UDW-ROUTE-01 for $1 an investigator on a travel route moves to another route of the same type (country road: 3 on this map; ferry terminal: 2)', () => {
    expect(routeJumps(g, 'route:country-road:innsmouth-village').sort()).toEqual(['route:country-road:northside', 'route:country-road:southside'])
    expect(routeJumps(g, 'route:ferry-terminal:innsmouth-shore')).toEqual(['route:ferry-terminal:easttown'])
    expect(routeJumps(g, 'route:train-platform:northside')).toEqual([])
  })

  it('UDW-ROUTE-02 monsters treat routes of one type as adjacent and take the shortest path; an investigator\'s ordinary move does not', () => {
    expect(monsterPath(g, 'route:ferry-terminal:innsmouth-shore', 'route:ferry-terminal:easttown')).toEqual(['route:ferry-terminal:innsmouth-shore', 'route:ferry-terminal:easttown'])
    expect(g.edges['route:ferry-terminal:innsmouth-shore']).not.toContain('route:ferry-terminal:easttown')
    // From Innsmouth Shore to Easttown by the ferry (4 tiles), not by the streets through Arkham.
    expect(monsterPath(g, 'innsmouth-shore', 'easttown')).toEqual(['innsmouth-shore', 'route:ferry-terminal:innsmouth-shore', 'route:ferry-terminal:easttown', 'easttown'])
    expect(monsterPath(g, 'innsmouth-village', 'easttown')).toEqual(['innsmouth-village', 'route:country-road:innsmouth-village', 'route:country-road:northside', 'northside', 'street:northside:easttown', 'easttown'])
  })

  it('UDW-TOWN-01 «in Innsmouth» covers its neighbourhoods and the streets, routes and mystery connected to them; never an Arkham neighbourhood', () => {
    const tiles = townTiles(ah3eData, g, 'innsmouth')
    expect(tiles).toEqual(expect.arrayContaining(['innsmouth-village', 'innsmouth-shore', 'devil-reef', 'route:country-road:innsmouth-village', 'route:ferry-terminal:innsmouth-shore']))
    expect(tiles).not.toContain('northside')
  })
})

const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')
/** Approach of Azathoth's codex holds #2 (anomalies): a standalone game with archive #1 added by hand for the outbreak. */
const azathoth = (): S => answerCards(start({ scenario: 'approach-of-azathoth', facts: {} }), 'northside')

describe('AH3E-ANOM / AH3E-OUTB the base game\'s overflow policies (supplement §3.6–3.7), switched on by the codex', () => {
  it.each([[2, false], [3, true]])('AH3E-ANOM-01 archive #2: %i doom on one space brings an anomaly: %s (boundary 2/3)', (n, anomaly) => {
    let s = azathoth()
    const space = Object.keys(s.state.board.spaces).find((sp) => s.state.board.spaces[sp] === 'downtown')!
    if (s.state.board.doom[space] !== n - 1) s = run(s, { type: 'CorrectDoom', data: { space, to: n - 1 } })
    const r = when(s, { type: 'PlaceDoom', data: { space } })
    expect(r.state.board.doom[space]).toBe(n)
    expect(r.state.board.anomalies.includes('downtown')).toBe(anomaly)
  })

  it('AH3E-ANOM-01 with an anomaly there, the neighbourhood\'s next doom goes on the scenario sheet instead', () => {
    let s = azathoth()
    const space = Object.keys(s.state.board.spaces).find((sp) => s.state.board.spaces[sp] === 'downtown')!
    if (s.state.board.doom[space] !== 2) s = run(s, { type: 'CorrectDoom', data: { space, to: 2 } })
    s = run(s, { type: 'PlaceDoom', data: { space } })
    expect(s.state.board.anomalies).toContain('downtown')
    const r = when(s, { type: 'PlaceDoom', data: { space } })
    expect(r.events.map((e) => e.type)).toEqual(['DoomRedirected', 'SheetDoomAdded'])
    expect(r.state.board.doom[space]).toBe(s.state.board.doom[space])
  })

  it.each([[3, false], [4, true]])('AH3E-OUTB-01 archive #1: doom number %i on a space breaks out: %s (boundary 3/4) — 3 off it, 1 on every other space, 1 on the sheet', (n, outbreak) => {
    let s = run(given(), { type: 'AddToCodex', data: { card: 1 } })
    if (s.state.board.doom['police-station'] !== n - 1) s = run(s, { type: 'CorrectDoom', data: { space: 'police-station', to: n - 1 } })
    const before = neighbourhoodDoom(s.state, 'easttown')
    const r = when(s, { type: 'PlaceDoom', data: { space: 'police-station' } })
    expect(r.events.some((e) => e.type === 'OutbreakStarted')).toBe(outbreak)
    if (outbreak) {
      expect(r.state.board.doom['police-station']).toBe(1)
      expect(r.state.board.doom['velmas-diner']).toBe(s.state.board.doom['velmas-diner'] + 1)
      expect(r.state.sheetDoom).toBe(s.state.sheetDoom + 1)
      expect(neighbourhoodDoom(r.state, 'easttown')).toBe(before + 1 - 3 + 2)
    } else expect(r.state.board.doom['police-station']).toBe(n)
  })
})

describe('UDW-MYST-02 «Powiększona dzielnica» (l.221–228): an attached mystery is a space of its neighbourhood', () => {
  it('UDW-MYST-02 doom on Devil Reef counts toward Innsmouth Shore\'s 6 (the overflow may clear the mystery)', () => {
    let s = given()
    s = run(s, { type: 'CorrectDoom', data: { space: 'marsh-refinery', to: 3 } })
    s = run(s, { type: 'CorrectDoom', data: { space: 'devil-reef', to: 2 } })
    expect(neighbourhoodDoom(s.state, 'innsmouth-shore')).toBe(5 + (s.state.board.doom['falcon-point'] ?? 0) + (s.state.board.doom['gilman-house'] ?? 0))
    while (s.state.pending?.kind !== 'overflow-space') s = run(s, { type: 'PlaceDoom', data: { space: 'devil-reef' } })
    expect(when(s, { type: 'ClearOverflowSpace', data: { space: 'devil-reef' } }).state.board.doom['devil-reef']).toBe(0)
  })

  it('UDW-MYST-02 a gate burst puts doom on the mystery too; with `mystery-as-space` switched off, only on the locations', () => {
    const on = when(given(), { type: 'GateBurst', data: { cards: [{ neighbourhood: 'innsmouth-shore' }] } })
    expect(on.state.board.doom['devil-reef']).toBe(on.before.board.doom['devil-reef'] + 1)
    const off = when(given({ off: ['mystery-as-space'] }), { type: 'GateBurst', data: { cards: [{ neighbourhood: 'innsmouth-shore' }] } })
    expect(off.state.board.doom['devil-reef']).toBe(off.before.board.doom['devil-reef'])
    expect(off.state.board.doom['marsh-refinery']).toBe(off.before.board.doom['marsh-refinery'] + 1)
  })
})
