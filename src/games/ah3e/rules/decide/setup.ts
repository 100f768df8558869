import { indexOf, type Ah3eIndex } from '../../data'
import { TOKEN_TYPES, type Ah3eData, type Scenario, type TokenType } from '../../data/types'
import { OPTIONAL_AUTOMATIONS } from '../automations'
import { runSteps } from '../chain'
import type { ScenarioOwnerFacts } from '../commands'
import { editCup } from '../cup'
import type { Emitter } from '../emitter'
import { inevitableRows, seriesOver, unplayed } from '../series'
import {
  barredInSeries, investigatorKey, SETUP_RULES, zeroCounts, type Ah3eState, type Board, type Counts, type DrawMode, type EventFacts, type Mode, type OptionalAutomation, type SeriesRecord, type Step,
} from '../state'
import { checkFacts, isBands, isInt, isName, isObject, refuse, type Handlers, type Refusal } from './types'

const MODES: readonly Mode[] = ['standard', 'story', 'challenge']
const DRAW_MODES: readonly DrawMode[] = ['virtual', 'physical']

/**
 * Setting a scenario up (supplement §5, LTP «Setup»): the sheet's mythos cup (step 5), edited by the
 * game mode (rulebook «Tryby gry», l.651–670) and the Inevitable rows in force (l.717–758); then the
 * final preparations (step 11): the starting clues (3 event cards from the top), the sheet's starting
 * doom, «spread doom once», the codex cards; then the Inevitable gate burst and sheet doom. The
 * physical event deck makes the players tell what each card names (questions in turn).
 */
export const setupHandlers: Pick<Handlers, 'SetUpGame'> = {
  SetUpGame(em, { data }) {
    if (em.state.status !== 'new') return 'setup/already-set-up'
    if (data.rules !== undefined && data.rules !== SETUP_RULES) return 'setup/bad-rules'
    const players = data.players
    if (!Array.isArray(players) || players.length < 1 || players.length > 8) return 'setup/player-count'
    for (const p of players) {
      if (!isObject(p) || !isName(p.investigator)) return 'setup/bad-investigator'
      if (p.name !== undefined && (typeof p.name !== 'string' || p.name.length > 40)) return 'setup/malformed'
    }
    const keys = players.map((p) => investigatorKey(p.investigator))
    if (new Set(keys).size !== keys.length) return 'setup/investigator-twice'
    const mode = data.mode ?? 'standard'
    if (!MODES.includes(mode)) return 'setup/bad-mode'
    const d = data.draws ?? {}
    if (!isObject(d)) return 'setup/malformed'
    const draws = { cup: d.cup ?? 'virtual', events: d.events ?? 'physical' }
    if (!DRAW_MODES.includes(draws.cup) || !DRAW_MODES.includes(draws.events)) return 'setup/bad-draws'
    const off = data.off ?? []
    if (!Array.isArray(off) || off.some((o) => !OPTIONAL_AUTOMATIONS.includes(o)) || new Set(off).size !== off.length) return 'setup/bad-automation'
    const facts = data.facts ?? {}
    if (!isObject(facts)) return 'setup/malformed'

    // The series so far, then the scenario (drawn among those not yet played, l.690–697).
    let series: SeriesRecord | null = null
    if (data.series !== undefined && data.series !== null) {
      const r = checkSeries(em, data.series)
      if (typeof r === 'string' || 'code' in r) return r
      series = r
    }
    let scenario: Scenario | undefined
    const drawn = data.scenario === null
    if (drawn) {
      const pool = series ? unplayed(series) : em.data.scenarios.scenarios.filter((sc) => !sc.partial).map((sc) => sc.id)
      scenario = em.ix.scenario(em.rng.pick([...pool].sort()))
    } else scenario = em.ix.scenario(data.scenario)
    if (!scenario) return 'setup/unknown-scenario'
    if (series) {
      if (!series.pool.includes(scenario.id)) return 'series/not-in-pool'
      if (series.games.some((g) => g.scenario === scenario!.id)) return 'series/scenario-played'
      const barred = new Set(barredInSeries(series).map(investigatorKey))
      const out = players.find((p) => barred.has(investigatorKey(p.investigator)))
      if (out) return refuse('series/investigator-barred', `${out.investigator.trim()} was defeated or devoured earlier in this series and cannot be chosen (rulebook «Tryb nieuniknionego»).`, { investigator: out.investigator.trim() })
    }
    // Every optional object the form may send as null (none given) counts as absent.
    const byScenario = data.factsByScenario ?? undefined
    if (byScenario !== undefined && (!isObject(byScenario) || !Object.values(byScenario).every(isObject))) return 'setup/malformed'
    const scenarioFacts = byScenario && Object.hasOwn(byScenario, scenario.id) ? byScenario[scenario.id] : facts
    const resolved = resolveScenario(em.ix, scenario, scenarioFacts as ScenarioOwnerFacts)
    if ('code' in resolved) return resolved
    if (draws.events === 'virtual' && resolved.eventCards === null) return 'setup/virtual-events-need-cards'
    const lead = data.lead
    if (lead !== undefined && lead !== null && !isInt(lead, 0, players.length - 1)) return 'setup/bad-lead'

    const ids = resolved.eventCards ? Object.keys(resolved.eventCards) : []
    const eventDeck = resolved.eventCards ? em.rng.shuffle(ids) : Array.from({ length: resolved.eventCount }, () => null)
    const game = series ? series.games.length + 1 : 0
    em.emit({
      type: 'GameSetUp',
      data: {
        // Only when asked for: a game file set up before version 3 replays to the events it recorded.
        ...(data.rules !== undefined ? { rules: data.rules } : {}),
        seed: em.ctx.seed,
        scenario: scenario.id,
        scenarioDrawn: drawn,
        mode,
        players: players.map((p, i) => ({ name: typeof p.name === 'string' && p.name.trim() ? p.name.trim() : `Player ${i + 1}`, investigator: p.investigator.trim() })),
        lead: lead === undefined || lead === null ? em.rng.int(players.length) : lead,
        leadDrawn: lead === undefined || lead === null,
        draws: draws as { cup: DrawMode; events: DrawMode },
        off: [...off] as OptionalAutomation[],
        board: resolved.board,
        startSpace: resolved.startSpace,
        cup: resolved.cup,
        eventDeck,
        eventCards: resolved.eventCards ?? {},
        terrorDeck: resolved.terrorDeck,
        headlines: em.data.scenarios.setup.headlineDeck,
        sheetBands: resolved.sheetBands,
        series: series ? { ...series, game } : null,
        ownerFacts: resolved.owner,
      },
    }, 'setup')

    // Step 5, «Przygotowanie czary mitów»: the mode's swap, then the Inevitable rows' cup edits.
    if (mode !== 'standard') editCup(em, em.data.scenarios.gameModes[mode].cupDelta, `mode/${mode}`)
    let extraSpreads = 0
    let fewerClues = 0
    let gateBursts = 0
    let sheet = 0
    for (const { row, times } of series ? inevitableRows(em.data.scenarios.inevitable.rows, game) : []) {
      const cause = `inevitable/${row.game}`
      // Rows whose number the OCR lost, and the rows mapped onto setup steps, can be left to the players.
      const byHand = row.cupDelta ? row.numberConfidence !== 'high' && off.includes('inevitable-cup') : row.setup !== 'sheet-doom-per-game-beyond-7' && off.includes('inevitable-setup')
      if (byHand) {
        em.emit({ type: 'InevitableModifierLeftToPlayers', data: { row: row.game, times } }, cause)
        continue
      }
      em.emit({ type: 'InevitableModifierApplied', data: { row: row.game, times } }, cause)
      if (row.cupDelta) for (let i = 0; i < times; i++) editCup(em, row.cupDelta, cause)
      const n = (row.count ?? 1) * times
      if (row.setup === 'spread-doom-once-extra') extraSpreads += n
      if (row.setup === 'fewer-starting-clues') fewerClues += n
      if (row.setup === 'gate-burst-at-end') gateBursts += n
      if (row.setup === 'sheet-doom-per-game-beyond-7') sheet += n
    }

    // Step 11: starting clues, starting doom, spread doom once, finalize (the codex); then the Inevitable end-of-setup rows.
    const steps: Step[] = []
    const clues = Math.max(0, em.data.scenarios.setup.startingClues - fewerClues)
    for (let i = 0; i < clues; i++) steps.push({ k: 'event', use: 'spawn-clue', source: 'setup/starting-clues' })
    for (const sd of resolved.startingDoom) for (let i = 0; i < sd.doom; i++) steps.push({ k: 'doom', space: sd.space, source: 'setup/starting-doom' })
    steps.push({ k: 'event', use: 'spread-doom', source: 'setup/spread-doom-once' })
    for (let i = 0; i < extraSpreads; i++) steps.push({ k: 'event', use: 'spread-doom', source: 'inevitable/2' })
    for (const card of resolved.codex) steps.push({ k: 'codex', card, source: 'setup/codex' })
    for (let i = 0; i < gateBursts; i++) steps.push({ k: 'event', use: 'gate-burst', source: 'inevitable/6' })
    if (sheet > 0) steps.push({ k: 'sheet', n: sheet, source: 'inevitable/8' })
    steps.push({ k: 'flow', to: 'first-round' })
    runSteps(em, steps)
    return null
  },
}

interface Resolved {
  board: Board
  startSpace: string
  startingDoom: { space: string; doom: number }[]
  codex: number[]
  cup: Counts
  eventCount: number
  eventCards: Record<string, EventFacts> | null
  terrorDeck: number
  sheetBands: number[]
  owner: ScenarioOwnerFacts
}

/**
 * The scenario's facts: the data's, with the owner's over them (read off the sheet, counted in the
 * box). A fact neither knows must come from the owner: the refusal names what is missing.
 */
export function resolveScenario(ix: Ah3eIndex, sc: Scenario, f: ScenarioOwnerFacts): Resolved | Exclude<Refusal, string | null> {
  const missing: string[] = []
  const bad = (what: string) => refuse('setup/bad-fact', `The owner's fact "${what}" is not valid for ${sc.name.en}.`, { scenario: sc.id, fact: what })
  const owner: ScenarioOwnerFacts = {}

  // The mythos cup (the sheet's back).
  let cup: Counts = sc.mythosCup ? { ...sc.mythosCup } : zeroCounts()
  if (f.mythosCup !== undefined) {
    if (!isObject(f.mythosCup)) return bad('mythosCup')
    const given: Partial<Record<TokenType, number>> = {}
    for (const [t, n] of Object.entries(f.mythosCup)) {
      if (!(TOKEN_TYPES as readonly string[]).includes(t) || !isInt(n, 0, 10)) return bad('mythosCup')
      given[t as TokenType] = n
    }
    cup = { ...cup, ...given }
    owner.mythosCup = given
  } else if (!sc.mythosCup) missing.push('mythos-cup')
  if (TOKEN_TYPES.reduce((n, t) => n + cup[t], 0) === 0 && !missing.includes('mythos-cup')) return bad('mythosCup')

  // The map: the scenario's neighbourhoods, their spaces, and each mystery on the tile it is attached to.
  const spaces: Record<string, string> = {}
  for (const n of sc.neighbourhoods) for (const sp of ix.neighbourhood(n)?.spaces ?? []) spaces[sp.id] = n
  const mysteries: string[] = []
  const given = f.mysteries
  if (given !== undefined && !isObject(given)) return bad('mysteries')
  for (const m of sc.mysteries) {
    const to = given && Object.hasOwn(given, m.mystery) ? given[m.mystery] : m.attachedTo
    if (to === null) {
      missing.push('mystery-attachment')
      continue
    }
    if (typeof to !== 'string' || !sc.neighbourhoods.includes(to)) return bad('mysteries')
    spaces[m.mystery] = to
    mysteries.push(m.mystery)
  }
  if (given) {
    for (const k of Object.keys(given)) if (!sc.mysteries.some((m) => m.mystery === k)) return bad('mysteries')
    owner.mysteries = { ...given } as Record<string, string>
  }
  const board: Board = {
    neighbourhoods: [...sc.neighbourhoods],
    spaces,
    mysteries,
    doom: Object.fromEntries(Object.keys(spaces).map((sp) => [sp, 0])),
    terror: Object.fromEntries(sc.neighbourhoods.map((n) => [n, 0])),
    terrorCards: Object.fromEntries(sc.neighbourhoods.map((n) => [n, 0])),
    anomalies: [],
    clues: Object.fromEntries(sc.neighbourhoods.map((n) => [n, []])),
  }

  const startSpace = f.startSpace ?? sc.startSpace
  if (f.startSpace !== undefined) owner.startSpace = f.startSpace
  if (startSpace === null) missing.push('start-space')
  else if (typeof startSpace !== 'string' || !Object.hasOwn(spaces, startSpace)) {
    // A mystery whose attachment is still to be given is not a space yet: that fact is what is missing.
    const waiting = sc.mysteries.some((m) => m.mystery === startSpace) && missing.includes('mystery-attachment')
    if (!waiting) return bad('startSpace')
  }

  const startingDoom = f.startingDoom ?? sc.startingDoom
  if (f.startingDoom !== undefined) {
    if (!Array.isArray(f.startingDoom) || f.startingDoom.length > 12) return bad('startingDoom')
    owner.startingDoom = f.startingDoom
  }
  if (startingDoom === null) missing.push('starting-doom')
  else for (const x of startingDoom) if (!isObject(x) || typeof x.space !== 'string' || !Object.hasOwn(spaces, x.space) || !isInt(x.doom, 1, 5)) return bad('startingDoom')

  const codex = f.codex ?? sc.codexAtStart
  if (f.codex !== undefined) owner.codex = f.codex
  if (codex === null) missing.push('codex')
  else if (!Array.isArray(codex) || codex.length > 20 || codex.some((c) => !isInt(c, 1, 999)) || new Set(codex).size !== codex.length) return bad('codex')

  // The event deck: its size, or every card (then the app can deal it).
  let eventCards: Record<string, EventFacts> | null = null
  let eventCount = sc.eventCardsAtStart
  if (f.eventCards !== undefined) {
    if (!Array.isArray(f.eventCards) || f.eventCards.length < 1 || f.eventCards.length > 60) return bad('eventCards')
    const tmp = { board } as Ah3eState
    eventCards = {}
    for (let i = 0; i < f.eventCards.length; i++) {
      const facts = checkFacts(tmp, f.eventCards[i], true)
      if (typeof facts === 'string') return bad('eventCards')
      eventCards[`card-${i + 1}`] = facts
    }
    eventCount = f.eventCards.length
    owner.eventCards = Object.values(eventCards).map((c) => ({ neighbourhood: c.neighbourhood, doom: { ...c.doom } }))
  } else if (f.eventCardCount !== undefined) {
    if (!isInt(f.eventCardCount, 1, 60)) return bad('eventCardCount')
    eventCount = f.eventCardCount
    owner.eventCardCount = f.eventCardCount
  }
  if (eventCount === null) missing.push('event-card-count')

  // The terror set's size: the owner counts it (unknown in every source).
  let terrorDeck = 0
  if (f.terrorDeck !== undefined) {
    if (!isInt(f.terrorDeck, 1, 40)) return bad('terrorDeck')
    terrorDeck = f.terrorDeck
    owner.terrorDeck = f.terrorDeck
  } else if (codex?.includes(61)) missing.push('terror-deck')

  const sheetBands = f.sheetBands ?? []
  if (!isBands(sheetBands)) return bad('sheetBands')
  if (f.sheetBands !== undefined) owner.sheetBands = [...sheetBands]

  if (missing.length > 0) {
    return refuse('setup/scenario-facts-missing', `The app does not know ${sc.name.en}'s ${[...new Set(missing)].join(', ')}; read them off the scenario sheet.`, { scenario: sc.id, missing: [...new Set(missing)].join(',') })
  }
  return { board, startSpace: startSpace!, startingDoom: startingDoom!.map((x) => ({ space: x.space, doom: x.doom })), codex: [...codex!], cup, eventCount: eventCount!, eventCards, terrorDeck, sheetBands: [...sheetBands], owner }
}

/**
 * The facts the owner still has to give before a scenario can be set up (`mythos-cup`,
 * `terror-deck`, `starting-doom`…), or the refusal of a fact given wrongly. Empty: ready to play.
 */
export function missingFacts(data: Ah3eData, scenario: string, f: ScenarioOwnerFacts = {}): string[] {
  const sc = indexOf(data).scenario(scenario)
  if (!sc) return ['scenario']
  const r = resolveScenario(indexOf(data), sc, f)
  if (!('code' in r)) return []
  return r.code === 'setup/scenario-facts-missing' ? String(r.params?.missing ?? '').split(',') : [r.code]
}

/** A series record from a setup command, checked (l.683–712). */
function checkSeries(em: Emitter, x: unknown): SeriesRecord | string | Exclude<Refusal, string | null> {
  if (!isObject(x)) return 'series/malformed'
  const id = x.id === undefined ? `inevitable-${em.ctx.seed}`.slice(0, 60) : x.id
  if (typeof id !== 'string' || id.length < 1 || id.length > 60) return 'series/malformed'
  const pool = x.pool
  if (!Array.isArray(pool) || pool.length < 1 || pool.length > 30 || new Set(pool).size !== pool.length) return 'series/bad-pool'
  if (pool.some((sc) => !em.ix.scenario(sc))) return 'series/bad-pool'
  const games = x.games ?? []
  if (!Array.isArray(games) || games.length >= pool.length + 1) return 'series/malformed'
  const out: SeriesRecord = { id, pool: [...pool] as string[], games: [] }
  for (const g of games) {
    if (!isObject(g) || typeof g.scenario !== 'string' || !pool.includes(g.scenario) || out.games.some((o) => o.scenario === g.scenario)) return 'series/bad-game'
    if (g.result !== 'won' && g.result !== 'lost') return 'series/bad-game'
    const invs = g.investigators
    const barred = g.barred ?? []
    if (!Array.isArray(invs) || invs.length > 16 || !invs.every(isName)) return 'series/bad-game'
    if (!Array.isArray(barred) || !barred.every((b) => isName(b) && invs.some((i) => investigatorKey(i) === investigatorKey(b)))) return 'series/bad-game'
    out.games.push({ scenario: g.scenario, result: g.result, investigators: invs.map((i) => i.trim()), barred: barred.map((b) => b.trim()) })
  }
  if (seriesOver(out)) return 'series/over'
  return out
}
