import { describe, expect, it } from 'vitest'
import { ah3eData, TOKEN_TYPES } from '@/games/ah3e/data'
import { mapGraph, monsterPath, neighbourhoodDoom, nextStep, routeJumps, spacesOf, townTiles, type Ah3eCommand, type Counts } from '@/games/ah3e/rules'
import { locale } from '@/i18n'
import { alertsFor } from '@/games/ah3e/ui/alerts'
import { describeEvent } from '@/games/ah3e/ui/describe'
import { answerCards, run, start, toMythos, when, type S } from './harness'
import { accepted, lines, refused, typesOf } from './table'

/**
 * Chains of effects: every way doom reaches the scenario sheet meets the owner's reminder band
 * (supplement §3.3), an outbreak loop stopped, a gate burst interrupted by the overflow's question;
 * what the game waits for next; the map's travel routes and towns on the other UDW scenarios.
 */
const zero = (): Counts => Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Counts
const VILLAGE = 'innsmouth-village'
/** Tyrants of Ruin with a reminder band at 1 sheet doom. */
const banded = (o: Parameters<typeof start>[0] = {}): S => answerCards(start({ facts: { terrorDeck: 8, sheetBands: [1] }, ...o }), 'northside')

describe('AH3E-SHEET-02 every way doom reaches the scenario sheet (supplement §3.3, UDW) reaches the owner\'s band', () => {
  const physicalCup = () => toMythos(run(banded({ draws: { cup: 'physical', events: 'physical' } }), { type: 'CorrectCup', data: { cup: { ...zero(), 'read-headline': 1, 'spawn-clue': 1 } } }))
  const sources: [string, () => S, Ah3eCommand][] = [
    ['a defeated investigator (§4.6)', () => banded(), { type: 'InvestigatorLeaves', data: { player: 0, how: 'defeated' } }],
    ['a devoured investigator (§4.6)', () => banded(), { type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } }],
    ['the overflow at 6 (l.293–297)', () => run(banded(), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 5 } }), { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } }],
    ['an empty terror deck (l.325–327)', () => run(banded(), { type: 'CorrectDecks', data: { terrorDeck: 0 } }), { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } }],
    ['an empty event deck (l.541–555)', () => run(banded(), { type: 'CorrectDecks', data: { eventDeck: 0 } }), { type: 'SpawnClue', data: {} }],
    ['a headline from an empty deck (§2)', () => run(physicalCup(), { type: 'CorrectDecks', data: { headlines: 0 } }), { type: 'DrawMythosToken', data: { token: 'read-headline' } }],
    ['a codex effect (by hand)', () => banded(), { type: 'PlaceSheetDoom', data: {} }],
  ]
  it.each(sources)('AH3E-SHEET-02 %s: 1 doom on the sheet, the band at 1 reached and said once; undone', (_what, given, command) => {
    const r = accepted(given(), command)
    expect(r.state.sheetDoom).toBe(1)
    expect(typesOf(r.events).filter((t) => t === 'SheetBandReached')).toHaveLength(1)
  })

  it.each([
    ['an anomaly\'s neighbourhood (§3.6)', 'approach-of-azathoth', [2], 'downtown'],
    ['an outbreak (§3.7)', 'feast-for-umordhoth', [1], 'rivertown'],
  ] as const)('AH3E-SHEET-02 %s in %s puts doom on the sheet and reaches the band', (_what, scenario, _codex, n) => {
    let s = answerCards(start({ scenario, facts: { sheetBands: [1] } }))
    const sp = spacesOf(s.state, n)[0]
    s = run(s, { type: 'CorrectDoom', data: { space: sp, to: 3 } })
    if (scenario === 'approach-of-azathoth') {
      // The 3rd doom brought the anomaly through the placement, not the correction: place it again.
      s = run(run(s, { type: 'CorrectDoom', data: { space: sp, to: 2 } }), { type: 'PlaceDoom', data: { space: sp } })
      expect(s.state.board.anomalies).toContain(n)
    }
    const r = accepted(s, { type: 'PlaceDoom', data: { space: sp } })
    expect(r.state.sheetDoom).toBe(1)
    expect(typesOf(r.events)).toContain('SheetBandReached')
  })
})

describe('AH3E-OUTB-02 an outbreak loop (supplement §3.7) is stopped and said: the players finish by hand', () => {
  /** The Pale Lantern with archive #1 instead of #2: Kingsport Harbor has 3 locations and the Strange High House attached. */
  const harbour = (off: boolean): S => {
    let s = answerCards(start({ scenario: 'the-pale-lantern', facts: {}, off: off ? ['mystery-as-space'] : [] }))
    s = run(s, { type: 'RemoveFromCodex', data: { card: 2 } })
    s = run(s, { type: 'AddToCodex', data: { card: 1 } })
    for (const sp of spacesOf(s.state, 'kingsport-harbor')) if (s.state.board.doom[sp] !== 3) s = run(s, { type: 'CorrectDoom', data: { space: sp, to: 3 } })
    return s
  }

  it.each([
    [false, 4, true],
    [true, 3, false],
  ])('AH3E-OUTB-02 UDW-MYST-02 `mystery-as-space` off: %s — %i spaces take the outbreak\'s doom; the chain never ends (each outbreak moves 3 doom onto 3 spaces) and is stopped: %s', (off, spaces, stopped) => {
    const s = harbour(off)
    expect(spacesOf(s.state, 'kingsport-harbor')).toHaveLength(4)
    const r = accepted(s, { type: 'PlaceDoom', data: { space: 'north-point-lighthouse' } })
    expect(typesOf(r.events).includes('ChainStopped')).toBe(stopped)
    const outbreaks = typesOf(r.events).filter((t) => t === 'OutbreakStarted').length
    const stop = r.events.find((e) => e.type === 'ChainStopped')
    // Stopped, the steps still queued (their sheet doom among them) are left to the players.
    if (stopped) expect(stop?.type === 'ChainStopped' && stop.data.left > 0 && r.state.sheetDoom < outbreaks).toBe(true)
    else {
      expect(r.state.sheetDoom).toBe(outbreaks)
      // Each outbreak takes 3 off and puts 1 on each of the 2 other locations: the board loses 1 doom per outbreak.
      expect(neighbourhoodDoom(r.state, 'kingsport-harbor')).toBe(neighbourhoodDoom(s.state, 'kingsport-harbor') + 1 - outbreaks)
      expect(spacesOf(r.state, 'kingsport-harbor').filter((sp) => sp !== 'strange-high-house').every((sp) => r.state.board.doom[sp] < 4)).toBe(true)
    }
    expect(spaces).toBe(off ? 3 : 4)
  })
})

describe('AH3E-OUTB-03 an endless outbreak chain stops at its first repeated configuration, with the doom of only the steps run', () => {
  const HARBOUR = ['north-point-lighthouse', 'the-rope-and-anchor', 'st-erasmuss-home', 'strange-high-house']
  /** The Pale Lantern with archive #1 instead of #2 (no anomaly, no terror at 6): only the outbreak rule moves doom. */
  const base = (() => {
    let s = answerCards(start({ scenario: 'the-pale-lantern', facts: {} }))
    s = run(s, { type: 'RemoveFromCodex', data: { card: 2 } })
    return run(s, { type: 'AddToCodex', data: { card: 1 } })
  })()
  const harbour = (doom: number[]): S => {
    let s = base
    HARBOUR.forEach((sp, i) => {
      if (s.state.board.doom[sp] !== doom[i]) s = run(s, { type: 'CorrectDoom', data: { space: sp, to: doom[i] } })
    })
    return s
  }
  /**
   * The outbreak rule alone (supplement §3.7) on the 4 spaces, one token at a time, each outbreak's
   * doom before the rest: the doom and the sheet at its end, or null when it has not ended in 100 000 steps.
   */
  const oracle = (doom: number[], placed: number): { doom: number[]; sheet: number } | null => {
    const d = [...doom]
    let sheet = 0
    // The queue as a stack, its front last.
    const stack: (number | 'sheet')[] = [placed]
    for (let i = 0; i < 100_000; i++) {
      const step = stack.pop()
      if (step === undefined) return { doom: d, sheet }
      if (step === 'sheet') sheet++
      else if (++d[step] >= 4) {
        d[step] -= 3
        stack.push('sheet', ...[3, 2, 1, 0].filter((j) => j !== step))
      }
    }
    return null
  }

  it('AH3E-OUTB-03 3 doom on each of the 4 spaces, the 4th on the lighthouse: stopped within 20 steps (not 2000), the sheet and the board list holding only the doom of the steps run, the message saying why and what to do', () => {
    const r = accepted(harbour([3, 3, 3, 3]), { type: 'PlaceDoom', data: { space: 'north-point-lighthouse' } })
    const stop = r.events.find((e) => e.type === 'ChainStopped')
    expect(stop?.type === 'ChainStopped' && stop.data).toMatchObject({ why: 'repeat' })
    const { steps, since, left } = stop?.type === 'ChainStopped' ? stop.data : { steps: 0, since: 0, left: 0 }
    expect(steps).toBeLessThanOrEqual(20)
    expect(since).toBeLessThan(steps!)
    expect(left).toBeGreaterThan(0)
    expect(typesOf(r.events).filter((t) => t === 'OutbreakStarted').length).toBeLessThanOrEqual(10)
    // Only the sheet steps run put doom on the sheet; the board's doom is what the placements and removals made.
    expect(r.state.sheetDoom).toBe(typesOf(r.events).filter((t) => t === 'SheetDoomAdded').length)
    expect(r.state.sheetDoom).toBeLessThanOrEqual(5)
    const last = new Map<string, number>()
    for (const e of r.events) if (e.type === 'DoomPlaced' || e.type === 'DoomRemoved') last.set(e.data.space, e.data.to)
    for (const sp of HARBOUR) expect(r.state.board.doom[sp]).toBe(last.get(sp) ?? 3)
    // «On the board»: the sheet's doom of those steps and the harbour's spaces, nothing else.
    const board = lines(r.before, r.state, 'en')
    expect(board.find(([k]) => k === 'sheet')?.[1]).toBe(`Scenario sheet: place ${r.state.sheetDoom} doom tokens (total ${r.state.sheetDoom})`)
    expect(board.every(([k]) => k === 'sheet' || HARBOUR.some((sp) => k === `doom:${sp}`))).toBe(true)
    // Said in the log and in the notice: why it stopped, what the players do.
    const was = locale.value
    try {
      locale.value = 'en'
      expect(describeEvent(stop!, r.state)).toContain(`stopped there, after ${steps} steps`)
      const alert = alertsFor(r.session.entries[r.session.entries.length - 1], r.state).find((a) => a.kind === 'runaway')
      expect(alert?.body).toContain('«On the board»')
      locale.value = 'pl'
      expect(describeEvent(stop!, r.state)).toContain(`po ${steps} krokach`)
    } finally {
      locale.value = was
    }
  })

  it('AH3E-OUTB-03 AH3E-OUTB-02 every harbour with 0–3 doom on each space, the next token on the lighthouse or the mystery (512 chains): stopped, within 60 steps, exactly when the outbreak rule never ends; a chain that ends runs to its end, its doom and sheet as the rule gives', () => {
    let stopped = 0
    let longest = 0
    for (let code = 0; code < 256; code++) {
      const doom = [0, 1, 2, 3].map((i) => (code >> (2 * i)) & 3)
      const s = harbour(doom)
      for (const placed of [0, 3]) {
        const r = when(s, { type: 'PlaceDoom', data: { space: HARBOUR[placed] } })
        const stop = r.events.find((e) => e.type === 'ChainStopped')
        const want = oracle(doom, placed)
        const at = `${doom.join(',')} +${HARBOUR[placed]}`
        if (want === null) {
          stopped++
          expect(stop?.type === 'ChainStopped' && stop.data.why, at).toBe('repeat')
          longest = Math.max(longest, stop?.type === 'ChainStopped' ? stop.data.steps ?? 0 : 0)
          expect(r.state.sheetDoom, at).toBe(typesOf(r.events).filter((t) => t === 'SheetDoomAdded').length)
        } else {
          expect(stop, at).toBeUndefined()
          expect(HARBOUR.map((sp) => r.state.board.doom[sp]), at).toEqual(want.doom)
          expect(r.state.sheetDoom, at).toBe(want.sheet)
        }
      }
    }
    expect(stopped).toBeGreaterThan(0)
    expect(longest).toBeLessThanOrEqual(60)
  })

  it('AH3E-OUTB-03 the same harbour with `mystery-as-space` off (3 locations take the doom): the chain ends, never stopped', () => {
    let s = answerCards(start({ scenario: 'the-pale-lantern', facts: {}, off: ['mystery-as-space'] }))
    s = run(run(s, { type: 'RemoveFromCodex', data: { card: 2 } }), { type: 'AddToCodex', data: { card: 1 } })
    for (const sp of HARBOUR) if (s.state.board.doom[sp] !== 3) s = run(s, { type: 'CorrectDoom', data: { space: sp, to: 3 } })
    const r = accepted(s, { type: 'PlaceDoom', data: { space: 'north-point-lighthouse', count: 6 } })
    expect(typesOf(r.events)).not.toContain('ChainStopped')
    expect(r.state.sheetDoom).toBe(typesOf(r.events).filter((t) => t === 'OutbreakStarted').length)
  })
})

describe('AH3E-MYTH-05 a gate burst interrupted by the overflow\'s question (supplement §2; l.293–297)', () => {
  it('AH3E-MYTH-05 UDW-DOOM-06 the village at 4: the 2nd of its 3 doom asks; the answer places the 3rd, then the card and the pile go under the deck', () => {
    let s = answerCards(start(), 'northside')
    s = run(s, { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 4 } })
    const asked = accepted(s, { type: 'GateBurst', data: { cards: [{ neighbourhood: VILLAGE }] } })
    expect(asked.state.pending?.kind).toBe('overflow-space')
    expect(typesOf(asked.events)).not.toContain('EventCardsToBottom')
    expect(asked.state.eventInHand?.use).toBe('gate-burst')
    const r = accepted(asked.session, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
    expect(typesOf(r.events).slice(-2)).toEqual(['DoomPlaced', 'EventCardsToBottom'])
    expect(r.state.board.doom).toMatchObject({ 'esoteric-order-of-dagon': 0, 'first-national-grocery': 1, 'innsmouth-jail': 1 })
    expect(r.state.eventDiscard).toEqual([])
    expect(r.state.eventInHand).toBeNull()
    expect(r.state.eventDeck.length).toBe(s.state.eventDeck.length - 1 + 1 + s.state.eventDiscard.length)
  })
})

describe('AH3E-FLOW-01 what the game waits for next, and on which screen', () => {
  it.each([
    ['a setup question', () => start(), { kind: 'event-card', screen: 'mythos' }],
    ['the action phase', () => answerCards(start(), 'northside'), { kind: 'end-phase', screen: 'board' }],
    ['the Mythos phase with draws left', () => toMythos(answerCards(start(), 'northside')), { kind: 'draw-mythos', screen: 'mythos' }],
    ['an overflow asked in the action phase', () => run(run(answerCards(start(), 'northside'), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 5 } }), { type: 'PlaceDoom', data: { space: 'innsmouth-jail' } }), { kind: 'overflow-space', screen: 'board' }],
    ['an overflow asked in the Mythos phase', () => run(toMythos(run(answerCards(start(), 'northside'), { type: 'CorrectDoom', data: { space: 'esoteric-order-of-dagon', to: 5 } })), { type: 'PlaceDoom', data: { space: 'innsmouth-jail' } }), { kind: 'overflow-space', screen: 'mythos' }],
    ['a game ended', () => run(answerCards(start(), 'northside'), { type: 'EndGame', data: { result: 'won' } }), null],
  ] as const)('AH3E-FLOW-01 %s: %j', (_what, given, want) => {
    expect(nextStep(given().state)).toEqual(want)
  })

  it('AH3E-FLOW-01 AH3E-MYTH-08 the Mythos phase\'s last draw done: the players end it (end-mythos), and only then', () => {
    let s = toMythos(run(answerCards(start({ draws: { cup: 'physical', events: 'physical' } }), 'northside'), { type: 'CorrectCup', data: { cup: { ...zero(), blank: 4 } } }))
    for (let i = 0; i < 4; i++) {
      expect(nextStep(s.state)?.kind).toBe('draw-mythos')
      s = run(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
    }
    expect(nextStep(s.state)).toEqual({ kind: 'end-mythos', screen: 'mythos' })
    expect(refused(s, { type: 'DrawMythosToken', data: { token: 'blank' } })).toBe('mythos/not-mythos-phase')
  })
})

describe('UDW-ROUTE / UDW-TOWN on the other UDW maps (l.122–130, 153–194, 367–373)', () => {
  const graph = (scenario: string, archives: number[] = []) => {
    const sc = ah3eData.scenarios.scenarios.find((x) => x.id === scenario)!
    return mapGraph(ah3eData.map.layouts[scenario], sc.neighbourhoods, archives)
  }

  it.each([
    ['route:country-road:innsmouth-shore', ['route:country-road:central-kingsport', 'route:country-road:downtown', 'route:country-road:southside']],
    ['route:ferry-terminal:innsmouth-shore', ['route:ferry-terminal:easttown']],
    ['route:train-platform:northside', ['route:train-platform:central-kingsport']],
    ['route:no-such:northside', []],
  ])('UDW-ROUTE-01 Ithaqua\'s Children: from %s, $1 moves to %j', (from, to) => {
    expect(routeJumps(graph('ithaquas-children'), from).sort()).toEqual(to)
  })

  it('UDW-ROUTE-02 Ithaqua\'s Children: the towns are reached by travel routes only — a monster goes by the country road (4 tiles); an ordinary move has no street to Innsmouth Shore', () => {
    const g = graph('ithaquas-children')
    expect(monsterPath(g, 'innsmouth-shore', 'central-kingsport')).toEqual(['innsmouth-shore', 'route:country-road:innsmouth-shore', 'route:country-road:central-kingsport', 'central-kingsport'])
    expect(g.edges['innsmouth-shore']).toEqual(['route:country-road:innsmouth-shore', 'route:ferry-terminal:innsmouth-shore'])
    expect(g.streets.some((st) => st.includes('innsmouth-shore') || st.includes('central-kingsport'))).toBe(false)
    expect(monsterPath(g, 'innsmouth-shore', 'no-such-tile')).toBeNull()
  })

  it.each([
    [[], []],
    [[117], ['innsmouth-shore', 'innsmouth-village', 'route:country-road:innsmouth-village', 'street:innsmouth-village:innsmouth-shore']],
    [[117, 119], ['innsmouth-shore', 'innsmouth-village', 'route:country-road:innsmouth-village', 'route:ferry-terminal:innsmouth-shore', 'street:innsmouth-village:innsmouth-shore']],
  ])('UDW-TOWN-01 AH3E-CODEX-02 Dreams of R\'lyeh with archive cards %j: «in Innsmouth» covers %j', (archives, tiles) => {
    const g = graph('dreams-of-rlyeh', archives)
    expect(townTiles(ah3eData, g, 'innsmouth')).toEqual(tiles)
    expect(townTiles(ah3eData, g, 'arkham')).toEqual(expect.arrayContaining(['miskatonic-university', 'rivertown', 'uptown', 'southside']))
  })
})
