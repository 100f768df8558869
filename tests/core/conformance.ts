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
 * and at the end of each game:
 * - CONF-06 the same seed and commands give the same events (a replay);
 * - CONF-07 the exported game file reads back and replays to the same state and redo stack;
 * - CONF-08 `pending` names a known screen whenever the rules wait for the players.
 *
 * The sample must not be vacuous: over all runs, commands are accepted and games get past setup.
 */
import { isDeepStrictEqual } from 'node:util'
import { expect, it } from 'vitest'
import fc from 'fast-check'
import { createRng, execute, foldEntries, newSession, redo, replayCommands, undo, type AnyRules, type Command, type GameEvent, type Session } from '../../src/core'
import { parseGameFile, serializeGameFile } from '../../src/core/game-file'

export interface ConformanceOptions {
  /** Random games (fast-check runs). */
  runs?: number
  /** Sampled commands per game at most. */
  steps?: number
  /** The fast-check seed (CI is repeatable; FC_SEED explores others). */
  seed?: number
  /** Screens a pending choice may name (the game module's). */
  screens?: () => Promise<readonly string[]>
}

type S = Session<unknown, Command, GameEvent>

function fail(prop: string, detail: unknown): never {
  throw new Error(`${prop} violated: ${JSON.stringify(detail)?.slice(0, 600)}`)
}

const isJson = (x: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(x)), x)

/** Play one random game with the kit's checks; returns how far it got. */
export function playChecked(rules: AnyRules, seed: string, steps: number, screens?: readonly string[]): { accepted: number; refused: number } {
  const rng = createRng(`conformance:${seed}`)
  let session: S = newSession(rules, seed)
  const setup = rules.setupCommand(rules.sampleSetup(rng))
  const r0 = execute(rules, session, setup)
  if (!r0.ok) fail('CONF setup: sampleSetup gives a valid setup', r0.error)
  session = r0.value.session
  const accepted: Command[] = [setup]
  let refused = 0
  for (let i = 0; i < steps; i++) {
    const candidates = rules.sample(session.state, rng)
    for (const command of candidates) {
      const before = session
      let r: ReturnType<typeof execute<unknown, Command, GameEvent>>
      try {
        r = execute(rules, session, command)
      } catch (err) {
        fail('CONF-04 execute never throws', { command, err: String(err) })
      }
      if (!r.ok) {
        if (r.error.code === 'core/internal-error' || r.error.code === 'core/check-loop') fail('CONF-04 decide never throws', { command, error: r.error })
        if (session !== before) fail('CONF-04 a refused command changes nothing', command)
        refused++
        continue
      }
      session = r.value.session
      accepted.push(command)
      if (!isDeepStrictEqual(foldEntries(rules, session.entries), session.state)) fail('CONF-01 fold of the log equals the incremental state', command)
      if (!isJson(session.state) || !isJson(r.value.entry)) fail('CONF-05 state and events are plain JSON', command)
      const u = undo(rules, session)
      if (!u.ok || !isDeepStrictEqual(u.value.state, before.state)) fail('CONF-02 undo after do restores the state', command)
      const again = redo(rules, u.value)
      if (!again.ok || !isDeepStrictEqual(again.value.state, session.state) || !isDeepStrictEqual(again.value.entries.at(-1), session.entries.at(-1))) {
        fail('CONF-03 redo replays the recorded events', command)
      }
      const p = rules.pending(session.state)
      if (p !== null && (typeof p.kind !== 'string' || (screens && !screens.includes(p.screen)))) fail('CONF-08 a pending choice names a known screen', p)
      break
    }
  }
  const replay = replayCommands(rules, seed, accepted)
  if (!replay.ok) fail('CONF-06 the accepted commands replay', replay.error)
  if (!isDeepStrictEqual(replay.value.entries.map((e) => e.events), session.entries.map((e) => e.events))) fail('CONF-06 same seed and commands give the same events', seed)
  // Leave one undone command on the redo stack, so the file carries both lists.
  const withRedo = session.entries.length > 1 ? undo(rules, session) : null
  const exported = withRedo && withRedo.ok ? withRedo.value : session
  const text = serializeGameFile({ game: rules.id, name: 'Conformance', createdAt: '2026-01-15T19:30:00.000Z', seed }, exported)
  const back = parseGameFile(text, { [rules.id]: rules })
  if (!back.ok) fail('CONF-07 the exported file reads back', back.error)
  if (!isDeepStrictEqual(back.value.session.state, exported.state) || back.value.session.redo.length !== exported.redo.length) fail('CONF-07 the exported file replays to the same state', seed)
  return { accepted: accepted.length - 1, refused }
}

/** Register the kit's tests for one game's rules (call inside a `describe`). */
export function conformanceSuite(load: () => Promise<AnyRules>, opts: ConformanceOptions = {}): void {
  const runs = opts.runs ?? 60
  const steps = opts.steps ?? 40
  const seed = Number(process.env.FC_SEED ?? opts.seed ?? 20261123)
  it(`CONF-01..08 ${runs} random games of up to ${steps} sampled commands keep every engine property`, async () => {
    const rules = await load()
    const screens = opts.screens ? await opts.screens() : undefined
    let accepted = 0
    let refused = 0
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        const r = playChecked(rules, `conf-${n}`, steps, screens)
        accepted += r.accepted
        refused += r.refused
      }),
      { numRuns: runs, seed },
    )
    // Not vacuous: the sampled commands play the game.
    expect(accepted, 'accepted commands').toBeGreaterThan(runs * 3)
    expect(accepted / Math.max(1, accepted + refused), 'share of sampled commands accepted').toBeGreaterThan(0.15)
  }, 120_000)
}
