/**
 * The conformance kit: one property suite every registered game passes (and the test-only toy game,
 * which proves the kit needs nothing from any real game). Random games are set up with the rules'
 * `sampleSetup` and played with their `sample` commands; after every accepted command:
 *
 * - CONF-01 the fold of the log equals the incremental state;
 * - CONF-02 undo after do restores the state before it;
 * - CONF-03 redo after that undo puts back the recorded events and the same state;
 * - CONF-04 decide never throws (no `core/internal-error`) and a refused command changes nothing;
 * - CONF-05 the state and events are plain JSON (what IndexedDB and game files hold);
 * - CONF-09 liveness: unless the game is over, the moves the screens offer (`offers`) lead on — a
 *   walk that plays only them reaches another `position` or the end (no dead end, no endless loop);
 * - CONF-10 board instructions: every physical component (`physical`) the command moved, and every
 *   one its undo moves back, is named by a line of «Na planszy» (`boardChanges`);
 * - CONF-11 the «Na planszy» sheet accumulates: a line the players have not ticked stays until they
 *   do, or until the game's net change for it since the board last matched is nothing;
 * - CONF-12 round trip: the file exported at this state reads back to the same state and log, and
 *   written again it is the same text;
 * and at the end of each game:
 * - CONF-06 the same seed and commands give the same events (a replay);
 * - CONF-07 the exported game file reads back and replays to the same state and redo stack;
 * - CONF-08 `pending` names a known screen whenever the rules wait for the players.
 *
 * A failure names the property and writes the game file that shows it to
 * `test-results/conformance/` (import it in the app, or `npm run replay` it). fast-check shrinks a
 * failing game to the fewest commands that still fail (a game's commands depend only on its seed,
 * so fewer steps is the same game cut short).
 *
 * The sample must not be vacuous: over all runs, commands are accepted and games get past setup.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { expect, it } from 'vitest'
import fc from 'fast-check'
import { createRng, execute, foldEntries, newSession, redo, replayCommands, step, undo, type AnyRules, type Command, type GameEvent, type PhysicalValue, type Session } from '../../src/core'
import { parseGameFile, serializeGameFile, type GameFileMeta } from '../../src/core/game-file'
import type { BoardChange } from '../../src/shell/module'
import { accumulate, emptySheet, tick, type BoardSheet } from '../../src/shell/boardSheet'

export interface ConformanceOptions {
  /** Random games (fast-check runs). */
  runs?: number
  /** Sampled commands per game at most. */
  steps?: number
  /** The fast-check seed (CI is repeatable; FC_SEED explores others). */
  seed?: number
  /** Screens a pending choice may name (the game module's). */
  screens?: () => Promise<readonly string[]>
  /** The game's «Na planszy» list (the module's `boardChanges`), for CONF-10 and CONF-11. */
  board?: () => Promise<BoardList | undefined>
}

export type BoardList = (before: never, after: never) => BoardChange[]

/** What `playChecked` checks beyond the engine properties. */
export interface PlayOptions {
  screens?: readonly string[]
  board?: BoardList
  /** Accepted commands a liveness walk may take before it counts as stuck (CONF-09). */
  walk?: number
  /** The sheet's accumulator (the shell's; the kit's self-test passes a broken one). */
  accumulate?: typeof accumulate
}

type S = Session<unknown, Command, GameEvent>

const OUT = path.resolve(process.cwd(), 'test-results/conformance')

/** A property broken: the message names it; the game that shows it is written out as a game file. */
export class ConformanceError extends Error {
  constructor(prop: string, detail: unknown, public readonly file?: string) {
    super(`${prop} violated: ${JSON.stringify(detail)?.slice(0, 900)}${file ? `\n  the game that shows it: ${file}` : ''}`)
  }
}

function fail(prop: string, detail: unknown, game?: { rules: AnyRules; session: S }): never {
  let file: string | undefined
  if (game) {
    try {
      mkdirSync(OUT, { recursive: true })
      file = path.join(OUT, `${game.rules.id}-${prop.split(' ')[0]}-${game.session.seed}.json`)
      writeFileSync(file, serializeGameFile(meta(game.rules, game.session.seed), game.session))
    } catch {
      file = undefined
    }
  }
  throw new ConformanceError(prop, detail, file)
}

const meta = (rules: AnyRules, seed: string): GameFileMeta => ({ game: rules.id, name: 'Conformance', createdAt: '2026-01-15T19:30:00.000Z', seed })
const isJson = (x: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(x)), x)

/**
 * CONF-09: from `state` (not over), play only what the screens offer until the position changes or
 * the game ends. Returns null when it does, or why not: a dead end (no offered command accepted) or
 * a walk of `limit` accepted commands that never moved on.
 */
export function livenessFailure(rules: AnyRules, seed: string, state: unknown, seq: number, walkSeed: string, limit = 300): null | { why: 'dead-end' | 'stuck' | 'throws'; at: number; offered: Command[] } {
  if (!rules.offers || !rules.position) return null
  const start = rules.position(state)
  const rng = createRng(walkSeed)
  let s = state
  for (let i = 0; i < limit; i++) {
    const offered = rules.offers(s, rng)
    const order = rng.shuffle(offered)
    let next: unknown = null
    for (const c of order) {
      const r = step(rules, seed, s, seq + i, c)
      if (!r.ok && (r.error.code === 'core/internal-error' || r.error.code === 'core/check-loop')) return { why: 'throws', at: i, offered: [c] }
      if (r.ok) {
        next = r.value.state
        break
      }
    }
    if (next === null) return { why: 'dead-end', at: i, offered }
    s = next
    if (rules.stage(s) === 'ended' || rules.position(s) !== start) return null
  }
  return { why: 'stuck', at: limit, offered: rules.offers(s, rng) }
}

/** The physical components that differ between two states (a key on one side only counts). */
export function physicalDiff(rules: AnyRules, before: unknown, after: unknown): string[] {
  if (!rules.physical) return []
  const a = rules.physical(before) as Record<string, PhysicalValue>
  const b = rules.physical(after) as Record<string, PhysicalValue>
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].filter((k) => !Object.hasOwn(a, k) || !Object.hasOwn(b, k) || a[k] !== b[k]).sort()
}

/** CONF-10: the physical components a change moved that no line of the list names. */
export function unlisted(rules: AnyRules, board: BoardList, before: unknown, after: unknown): { missing: string[]; lines: BoardChange[] } {
  const moved = physicalDiff(rules, before, after)
  if (moved.length === 0) return { missing: [], lines: [] }
  const lines = board(before as never, after as never)
  const named = new Set(lines.flatMap((l) => l.parts ?? [l.key]))
  return { missing: moved.filter((k) => !named.has(k)), lines }
}

/** CONF-12: the file of `session` reads back to the same state and log; written again it is the same text. */
function roundTrip(rules: AnyRules, session: S): string | null {
  const text = serializeGameFile(meta(rules, session.seed), session)
  const back = parseGameFile(text, { [rules.id]: rules })
  if (!back.ok) return `refused: ${back.error.code} ${back.error.message}`
  if (!isDeepStrictEqual(back.value.session.state, session.state)) return 'another state'
  if (!isDeepStrictEqual(back.value.session.entries, session.entries) || !isDeepStrictEqual(back.value.session.redo, session.redo)) return 'another log'
  const again = serializeGameFile(back.value.file, back.value.session)
  return again === text ? null : 'written again, another text'
}

/** Play one random game with the kit's checks; returns how far it got. */
export function playChecked(rules: AnyRules, seed: string, steps: number, opts: PlayOptions | readonly string[] = {}): { accepted: number; refused: number; livenessChecked: number; boardChecked: number } {
  const o: PlayOptions = Array.isArray(opts) ? { screens: opts as readonly string[] } : (opts as PlayOptions)
  const rng = createRng(`conformance:${seed}`)
  let session: S = newSession(rules, seed)
  const setup = rules.setupCommand(rules.sampleSetup(rng))
  const r0 = execute(rules, session, setup)
  if (!r0.ok) fail('CONF setup: sampleSetup gives a valid setup', r0.error)
  session = r0.value.session
  const game = () => ({ rules, session })
  const accepted: Command[] = [setup]
  let refused = 0
  const keyOfPart = new Map<string, string>()
  let livenessChecked = 0
  let boardChecked = 0
  // CONF-11: the sheet as the players see it, ticked now and then as a table would, and the board.
  let sheet: SheetRun = { sheet: emptySheet(), table: rules.physical ? { ...(rules.physical(session.state) as Record<string, PhysicalValue>) } : {} }
  const live = (s: S, tag: string) => {
    if (rules.stage(s.state) === 'ended') return
    livenessChecked++
    const f = livenessFailure(rules, seed, s.state, s.entries.length + 1, `live:${seed}:${tag}`, o.walk)
    if (f?.why === 'throws') fail('CONF-04 decide never throws (an offered move)', { command: f.offered[0] }, { rules, session: s })
    if (f) fail(`CONF-09 liveness: the offered moves lead on (${f.why})`, { position: rules.position!(s.state), at: f.at, offered: f.offered.slice(0, 8) }, { rules, session: s })
  }
  live(session, 'setup')
  for (let i = 0; i < steps; i++) {
    const candidates = rules.sample(session.state, rng)
    for (const command of candidates) {
      const before = session
      let r: ReturnType<typeof execute<unknown, Command, GameEvent>>
      try {
        r = execute(rules, session, command)
      } catch (err) {
        fail('CONF-04 execute never throws', { command, err: String(err) }, game())
      }
      if (!r.ok) {
        if (r.error.code === 'core/internal-error' || r.error.code === 'core/check-loop') fail('CONF-04 decide never throws', { command, error: r.error }, game())
        if (session !== before) fail('CONF-04 a refused command changes nothing', command)
        refused++
        continue
      }
      session = r.value.session
      accepted.push(command)
      if (!isDeepStrictEqual(foldEntries(rules, session.entries), session.state)) fail('CONF-01 fold of the log equals the incremental state', command, game())
      if (!isJson(session.state) || !isJson(r.value.entry)) fail('CONF-05 state and events are plain JSON', command, game())
      if (rules.physical && !isJson(rules.physical(session.state))) fail('CONF-05 the physical components are plain JSON', command, game())
      const u = undo(rules, session)
      if (!u.ok || !isDeepStrictEqual(u.value.state, before.state)) fail('CONF-02 undo after do restores the state', command, game())
      const again = redo(rules, u.value)
      if (!again.ok || !isDeepStrictEqual(again.value.state, session.state) || !isDeepStrictEqual(again.value.entries.at(-1), session.entries.at(-1))) {
        fail('CONF-03 redo replays the recorded events', command, game())
      }
      const p = rules.pending(session.state)
      if (p !== null && (typeof p.kind !== 'string' || (o.screens && !o.screens.includes(p.screen)))) fail('CONF-08 a pending choice names a known screen', p, game())
      if (o.board) {
        boardChecked++
        const done = unlisted(rules, o.board, before.state, session.state)
        if (done.missing.length) fail('CONF-10 «Na planszy» names every component a command moved', { command, missing: done.missing, lines: done.lines.map((l) => l.key) }, game())
        const back = unlisted(rules, o.board, session.state, before.state)
        if (back.missing.length) fail('CONF-10 «Na planszy» names every component an undo moves back', { command, missing: back.missing, lines: back.lines.map((l) => l.key) }, game())
        // A component is always named under the same line key: the sheet replaces a line by its key's
        // net change, so a piece that moved from one key's line to another's would be dropped.
        for (const l of [...done.lines, ...back.lines]) {
          for (const p of l.parts ?? [l.key]) {
            const k = keyOfPart.get(p)
            if (k === undefined) keyOfPart.set(p, l.key)
            else if (k !== l.key) fail('CONF-10 a component is always named under the same «Na planszy» key', { component: p, keys: [k, l.key], command }, game())
          }
        }
        if (rules.physical) {
          sheet = sheetStep({ ...o, board: o.board }, rules, sheet, before.state, session.state, 'command', rng, game)
          // Now and then the players undo the command and redo it (the sheet must follow both).
          if (rng.int(8) === 0) {
            sheet = sheetStep({ ...o, board: o.board }, rules, sheet, session.state, u.value.state, 'undo', rng, game)
            sheet = sheetStep({ ...o, board: o.board }, rules, sheet, u.value.state, session.state, 'redo', rng, game)
          }
        }
      }
      live(session, String(i))
      if (i % 5 === 0) {
        const why = roundTrip(rules, session)
        if (why) fail('CONF-12 the file exported at this state reads back the same', { why, seq: session.entries.length }, game())
      }
      break
    }
  }
  const replay = replayCommands(rules, seed, accepted)
  if (!replay.ok) fail('CONF-06 the accepted commands replay', replay.error, game())
  if (!isDeepStrictEqual(replay.value.entries.map((e) => e.events), session.entries.map((e) => e.events))) fail('CONF-06 same seed and commands give the same events', seed, game())
  // Leave one undone command on the redo stack, so the file carries both lists.
  const withRedo = session.entries.length > 1 ? undo(rules, session) : null
  const exported = withRedo && withRedo.ok ? withRedo.value : session
  const text = serializeGameFile(meta(rules, seed), exported)
  const back = parseGameFile(text, { [rules.id]: rules })
  if (!back.ok) fail('CONF-07 the exported file reads back', back.error, { rules, session: exported })
  if (!isDeepStrictEqual(back.value.session.state, exported.state) || back.value.session.redo.length !== exported.redo.length) fail('CONF-07 the exported file replays to the same state', seed, { rules, session: exported })
  const why = roundTrip(rules, exported)
  if (why) fail('CONF-12 the file exported with an undone command reads back the same', { why }, { rules, session: exported })
  return { accepted: accepted.length - 1, refused, livenessChecked, boardChecked }
}

/**
 * CONF-11, one step of the sheet. The kit keeps its own model of the physical board (`table`: each
 * component as the players have it): it starts as the game set up, and a component takes the app's
 * value when the players tick a line naming it. After every change, each component where the
 * board and the app differ must be named by a line not yet ticked — so a line nobody ticked never
 * vanishes while its piece is still to move. Then the players tick some lines.
 */
interface SheetRun { sheet: BoardSheet; table: Record<string, PhysicalValue> }

function sheetStep(o: PlayOptions & { board: BoardList }, rules: AnyRules, run: SheetRun, before: unknown, after: unknown, kind: 'command' | 'undo' | 'redo', rng: ReturnType<typeof createRng>, game: () => { rules: AnyRules; session: S }): SheetRun {
  const sheet = (o.accumulate ?? accumulate)(run.sheet, before, after, o.board, kind)
  const now = rules.physical!(after) as Record<string, PhysicalValue>
  const keys = new Set([...Object.keys(now), ...Object.keys(run.table)])
  for (const k of keys) {
    if (Object.hasOwn(now, k) === Object.hasOwn(run.table, k) && now[k] === run.table[k]) continue
    const named = sheet.lines.some((l) => !l.ticked && (l.change.parts ?? [l.change.key]).includes(k))
    if (!named) {
      fail('CONF-11 «Na planszy» keeps every piece still to move until it is ticked', {
        component: k, board: run.table[k] ?? '(none)', app: now[k] ?? '(none)', kind, lines: sheet.lines.map((l) => `${l.key}${l.ticked ? ' ✓' : ''}`),
      }, game())
    }
  }
  // The players tick some lines: the board then has those components as the app does.
  let out = sheet
  const table = { ...run.table }
  for (const l of sheet.lines) {
    if (l.ticked || rng.int(3) !== 0) continue
    out = tick(out, l.key)
    for (const p of l.change.parts ?? [l.change.key]) {
      if (Object.hasOwn(now, p)) table[p] = now[p]
      else delete table[p]
    }
  }
  return { sheet: out, table }
}

/**
 * Run a game; when it fails, find the fewest sampled steps of the same game that still fail (the
 * game's commands depend only on its seed, so a game cut short is the same game up to there) and
 * throw that failure: its game file is the shortest that shows it.
 */
export function shortestFailing<T>(full: () => T, cut: (steps: number) => T, steps: number): T {
  try {
    return full()
  } catch (first) {
    // The first cut that fails throws its own failure.
    for (let k = 0; k < steps; k++) cut(k)
    throw first
  }
}

/** Register the kit's tests for one game's rules (call inside a `describe`). */
export function conformanceSuite(load: () => Promise<AnyRules>, opts: ConformanceOptions = {}): void {
  const runs = opts.runs ?? 60
  const steps = opts.steps ?? 40
  const seed = Number(process.env.FC_SEED ?? opts.seed ?? 20261123)
  it(`CONF-01..12 ${runs} random games of up to ${steps} sampled commands keep every engine property`, async () => {
    const rules = await load()
    const screens = opts.screens ? await opts.screens() : undefined
    const board = opts.board ? await opts.board() : undefined
    let accepted = 0
    let refused = 0
    let livenessChecked = 0
    let boardChecked = 0
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        const r = shortestFailing(() => playChecked(rules, `conf-${n}`, steps, { screens, board }), (k) => playChecked(rules, `conf-${n}`, k, { screens, board }), steps)
        accepted += r.accepted
        refused += r.refused
        livenessChecked += r.livenessChecked
        boardChecked += r.boardChecked
      }),
      // A failing game is cut short by `shortestFailing`; another seed would be another game.
      { numRuns: runs, seed, endOnFailure: true },
    )
    // Not vacuous: the sampled commands play the game, and the new properties ran.
    expect(accepted, 'accepted commands').toBeGreaterThan(runs * 3)
    expect(accepted / Math.max(1, accepted + refused), 'share of sampled commands accepted').toBeGreaterThan(0.15)
    if (rules.offers && rules.position) expect(livenessChecked, 'states checked for liveness').toBeGreaterThan(runs)
    if (board && rules.physical) expect(boardChecked, 'commands checked for board instructions').toBeGreaterThan(runs)
  }, 300_000)
}

/**
 * CONF-13: the app's own backup restores. Random games (as `playChecked` plays them, cut at a random
 * point, some with an undone command) are written as the app's export writes them, imported by the
 * games store (the worker's reading, `readGameFile`, into IndexedDB), opened, and exported again:
 * the same text byte for byte, the same state. `importText`/`exportText` come from the games store
 * (`useGamesStore()`), `open` from the session store, with a Pinia and a fake IndexedDB set up by
 * the caller.
 */
export function importRoundTripSuite(gameId: string, load: () => Promise<AnyRules>, app: () => Promise<AppPaths>, runs = 12): void {
  it(`CONF-13 ${runs} games exported at random points import through the app and export again byte for byte`, async () => {
    const rules = await load()
    const paths = await app()
    for (let i = 0; i < runs; i++) {
      const seed = `import-${gameId}-${i}`
      const rng = createRng(seed)
      let session: S = newSession(rules, seed)
      const r0 = execute(rules, session, rules.setupCommand(rules.sampleSetup(rng)))
      if (!r0.ok) fail('CONF setup: sampleSetup gives a valid setup', r0.error)
      session = r0.value.session
      const steps = 1 + rng.int(40)
      for (let k = 0; k < steps; k++) {
        for (const c of rules.sample(session.state, rng)) {
          const r = execute(rules, session, c)
          if (r.ok) {
            session = r.value.session
            break
          }
        }
      }
      if (session.entries.length > 1 && rng.int(2) === 0) {
        const u = undo(rules, session)
        if (u.ok) session = u.value
      }
      const id = `conf13-${gameId}-${i}`
      const text = serializeGameFile({ ...meta(rules, seed), id, rulesVersion: rules.rulesVersion }, session)
      const imported = await paths.importText(text)
      if (!imported.ok) fail('CONF-13 our own export imports', { error: imported.error }, { rules, session })
      const again = await paths.exportText(id)
      if (again !== text) fail('CONF-13 imported and exported again, the file is the same text', { seq: session.entries.length, first: firstDifference(text, again ?? '') }, { rules, session })
      const state = await paths.stateOf(id)
      if (!isDeepStrictEqual(state, session.state)) fail('CONF-13 the imported game has the same state', { seq: session.entries.length }, { rules, session })
    }
  }, 300_000)
}

/** What CONF-13 calls in the app. */
export interface AppPaths {
  importText(text: string): Promise<{ ok: boolean; error?: unknown }>
  exportText(id: string): Promise<string | null>
  stateOf(id: string): Promise<unknown>
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 40), i + 40))} vs ${JSON.stringify(b.slice(Math.max(0, i - 40), i + 40))}`
}
