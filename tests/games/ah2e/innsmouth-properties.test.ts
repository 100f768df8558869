/**
 * Property tests for games played with Innsmouth Horror (house style «Tests»), alongside
 * properties.test.ts: random command sequences, with the Innsmouth commands mixed in, keep the
 * log, undo and replay consistent and the Innsmouth bookkeeping in range. fast-check's seed is
 * fixed; FC_SEED=<int> explores others.
 */
import { isDeepStrictEqual } from 'node:util'
import { describe, it } from 'vitest'
import fc from 'fast-check'
import { execute, foldEntries, newSession, replayCommands, undo } from '@/core'
import { ah2e, ah2eFullData, type Ah2eCommand, type Ah2eState } from '@/games/ah2e/rules'
import { monsterTokens } from '@/games/ah2e/data'
import { aoCounterSpecs } from '@/games/ah2e/rules/innsmouth'
import { answerFor } from '../../../scripts/lib/ah2e-autoplay'
import type { S } from './harness'

const SEED = Number(process.env.FC_SEED ?? 19310101)
const def = ah2e
const data = ah2eFullData

const KNOWN_TOKENS = monsterTokens(data, (k) => k.set === 'base' || k.set === 'innsmouth')
const ALL_MARKERS = data.gateMarkers.map((g) => g.id).sort()
const ARKHAM = data.spaces.filter((s) => s.board === 'arkham' && (s.kind === 'street' || s.kind === 'location')).map((s) => s.id)
const INNSMOUTH = data.spaces.filter((s) => s.board === 'innsmouth' && (s.kind === 'street' || s.kind === 'location')).map((s) => s.id)
const VALID_MONSTER_PLACES = new Set(['cup', 'box', 'trophy', 'outskirts', 'sky', ...ARKHAM, ...INNSMOUTH])
const HOODS = data.neighbourhoods.filter((n) => n.board === 'innsmouth').map((n) => n.id)
const AOS = data.ancientOnes.map((a) => a.id)
const PLACES = [...ARKHAM.slice(0, 8), ...INNSMOUTH, 'sky', 'outskirts', 'cup', 'innsmouth-jail-cell', 'vortex', '__proto__']
const WEIRD = ['__proto__', 'constructor', '', 'inv-9', 'gug#999', 'downtown', 'vortex']
const COUNTER_KEYS = ['being-of-ib', 'ghatanothoa-visage', 'dust', 'first-player-locked', 'drained-stamina', 'final-battle-stage', 'zhar', 'tendril-of-nyogtha', 'toString']
const DIMS = ['slash', 'triangle', 'star', 'hexagon', 'circle', 'square', 'diamond', 'plus', 'crescent'] as const
const MOVES = ['normal', 'fast', 'stationary', 'flying', 'unique', 'aquatic'] as const

interface Op { k: number; a: number; b: number; c: number }
const opArb: fc.Arbitrary<Op> = fc.record({ k: fc.nat(99), a: fc.nat(10_000), b: fc.nat(10_000), c: fc.integer({ min: -3, max: 12 }) })
const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined)
const invId = (s: Ah2eState, n: number) => pick(s.investigators, n)?.id ?? 'inv-1'
/** Mostly a key the Ancient One's sheet declares, sometimes any key. */
const counterKey = (s: Ah2eState, n: number) => {
  const own = aoCounterSpecs(data.ancientOnes.find((x) => x.id === s.ancientOne)!, data).map((x) => x.key)
  return pick(n % 5 && own.length ? own : COUNTER_KEYS, n)!
}
/** A small counter change, up or down. */
const smallDelta = (c: number) => (c % 3) - 1 || 1

type Mode = 'any' | 'plausible' | 'innsmouth'

function commandFor(s: Ah2eState, { k, a, b, c }: Op, mode: Mode): Ah2eCommand {
  const plausibleOnly = mode !== 'any'
  // 'innsmouth': mostly the Innsmouth commands and the clues they need, so raids and full tracks happen.
  if (mode === 'innsmouth' && k >= 15) k = 27 + (k % 33)
  if (s.pending && k < 85) return answerFor(s.pending)
  if (s.status === 'final-battle' && s.battle && k < 50) {
    const fighters = s.investigators.filter((i) => !i.devoured && !s.battle!.attacked.includes(i.id))
    if (s.battle.round === 0 || fighters.length === 0 || k < 8) return { type: 'StartBattleRound', data: {} }
    if (k < 16) return { type: 'AdjustAncientOneCounter', data: { key: counterKey(s, a), delta: smallDelta(c) } }
    return { type: 'RecordBattleAttack', data: { investigatorId: pick(fighters, a)!.id, successes: Math.abs(c) % 7 } }
  }
  const gates = Object.keys(s.gates)
  const monsters = Object.keys(s.monsters).sort()
  const inPlay = monsters.filter((u) => !['cup', 'box', 'trophy'].includes(s.monsters[u]))
  const inInnsmouth = monsters.filter((u) => INNSMOUTH.includes(s.monsters[u]))
  if (plausibleOnly && k >= 92) k = k % 30
  // In the state of emergency, walk investigators in and out of Innsmouth often (vigilance checks).
  if (s.stateOfEmergency && a % 5 === 0) {
    if (b % 3 === 0) return { type: 'ResolveVigilanceCheck', data: { investigatorId: pick(Object.keys(s.vigilance ?? {}), c) ?? invId(s, c), passed: c % 2 === 0 } }
    return { type: 'MoveInvestigator', data: { investigatorId: invId(s, c), to: pick(b % 3 === 1 ? INNSMOUTH : ARKHAM, k)! } }
  }
  if (k < 22) return { type: 'DrawMythosCard', data: b % 9 === 0 ? { preventGate: true } : {} }
  if (k < 25) return { type: 'CloseGate', data: { location: pick(gates, a) ?? 'woods', investigatorId: invId(s, b) } }
  if (k < 27) return { type: 'SealGate', data: { location: pick(gates, a) ?? 'woods', investigatorId: invId(s, b), with: c % 2 ? 'clues' : 'elder-sign-card' } }
  if (k < 32) return { type: 'GainClues', data: { investigatorId: invId(s, a), count: Math.max(1, c) } }
  if (k < 41) {
    const rich = s.investigators.find((i) => i.clues > 0)
    const hood = pick(b % 7 ? HOODS : WEIRD, b)!
    if (!rich || a % 4 === 0) return { type: 'SpendCluesOnFedsRaid', data: { investigatorId: invId(s, a), neighbourhood: hood, count: c } }
    return { type: 'SpendCluesOnFedsRaid', data: { investigatorId: rich.id, neighbourhood: hood, count: Math.min(rich.clues, 1 + (c & 1)) } }
  }
  if (k < 44) return { type: 'AdjustDeepOnesRising', data: { delta: c % 4 } }
  if (k < 46) return { type: 'MonsterEntersVortex', data: { uid: pick(b % 5 ? inInnsmouth : monsters, a) ?? 'gug#1' } }
  if (k < 48) return { type: 'PreventGate', data: b % 3 ? { location: pick([...ARKHAM, ...INNSMOUTH, 'vortex'], a)! } : {} }
  if (k < 51) return { type: 'AdjustAncientOneCounter', data: { key: counterKey(s, a), delta: b % 4 ? smallDelta(c) : c } }
  if (k < 52) return { type: 'DrawInnsmouthLook', data: { count: c, ...(b % 2 ? { investigatorId: invId(s, a) } : {}) } }
  if (k < 53) return { type: 'SetPersonalStory', data: { investigatorId: invId(s, a), story: b % 3 ? `story ${a % 9}` : null, status: (['active', 'passed', 'failed'] as const)[b % 3] } }
  if (k < 56) {
    const id = pick(['deep-one', 'being-of-ib', 'tendril-of-nyogtha', 'ghoul', `kind-${a % 6}`], b)!
    return { type: 'DefineMonsterKind', data: { id, name: id, dimension: pick(DIMS, a)!, movement: pick(MOVES, b)!, count: Math.max(1, c), mask: a % 11 === 0, spawn: id !== 'deep-one' && !id.startsWith('kind-') } }
  }
  if (k < 59) return { type: 'DefineArrow', data: { space: pick(INNSMOUTH, a)!, colour: b % 2 ? 'white' : 'black', to: pick([...INNSMOUTH, 'vortex', 'vortex', 'woods'], b)! } }
  if (k < 64) return { type: 'PlaceMonster', data: { uid: pick(a % 2 ? inPlay : monsters, a) ?? 'gug#1', to: pick(PLACES, b)! } }
  if (k < 66) return { type: 'MoveInvestigator', data: { investigatorId: invId(s, a), to: pick(PLACES, b)! } }
  if (k < 67) return { type: 'ArrestInvestigator', data: { investigatorId: invId(s, a) } }
  if (k < 68) return { type: 'ResolveVigilanceCheck', data: { investigatorId: pick(Object.keys(s.vigilance ?? {}), a) ?? invId(s, a), passed: b % 2 === 0 } }
  if (k < 70) return { type: 'UpdateInvestigator', data: { investigatorId: invId(s, a), sneak: c < 0 ? null : c % 7 } }
  if (k < 73) return { type: 'RaiseTerror', data: { amount: Math.max(1, c % 4) } }
  if (k < 76) return { type: 'AdjustDoom', data: { delta: c % 4 } }
  if (k < 78) return { type: 'DefeatMonster', data: { uid: pick(inPlay, a) ?? pick(monsters, a)!, investigatorId: invId(s, b) } }
  if (k < 79) return { type: 'AwakenAncientOne', data: {} }
  if (k < 81) return { type: 'DevourInvestigator', data: { investigatorId: invId(s, a) } }
  if (k < 82) return { type: 'ReplaceInvestigator', data: { investigatorId: invId(s, a) } }
  if (k < 85) return { type: 'AdvancePhase', data: {} }
  if (k < 88) return { type: 'StartBattleRound', data: {} }
  if (k < 92) return { type: 'RecordBattleAttack', data: { investigatorId: invId(s, a), successes: Math.max(0, c) } }
  const w = pick(WEIRD, a)!
  const garbage: unknown[] = [
    { type: 'SpendCluesOnFedsRaid', data: { investigatorId: w, neighbourhood: w, count: '2' } },
    { type: 'AdjustDeepOnesRising', data: { delta: null } },
    { type: 'MonsterEntersVortex', data: { uid: w } },
    { type: 'AdjustAncientOneCounter', data: { key: w, delta: 1.5 } },
    { type: 'DefineArrow', data: { space: w, colour: 'red', to: w } },
    { type: 'DefineMonsterKind', data: { id: w, name: 5, dimension: 'moon', movement: 'x', count: -1, mask: 'y', spawn: null } },
    { type: 'DrawInnsmouthLook', data: { count: 'all' } },
    { type: 'SetPersonalStory', data: { investigatorId: w, story: 7, status: 'maybe' } },
    { type: 'PreventGate', data: { location: 42 } },
    { type: 'ChooseMonsterDestination', data: { uid: w, to: 'vortex' } },
    { type: 'DrawMythosCard', data: { preventGate: 'yes' } },
    { type: 'ResolveVigilanceCheck', data: { investigatorId: w, passed: 'no' } },
    { type: 'ArrestInvestigator', data: { investigatorId: w } },
    null,
  ]
  return pick(garbage, b) as Ah2eCommand
}

function check(cond: unknown, prop: string, detail: () => unknown): void {
  if (!cond) throw new Error(`${prop} violated: ${JSON.stringify(detail())}`)
}

function invariants(s: Ah2eState, before: Ah2eState): void {
  // PROP-04 with Innsmouth: the known Innsmouth tokens and the owner's ones, each exactly once.
  const defined = Object.values(s.customMonsters).flatMap((k) => Array.from({ length: k.count }, (_, i) => `${k.id}#${i + 1}`))
  const expected = [...new Set([...KNOWN_TOKENS, ...defined])].sort()
  const uids = Object.keys(s.monsters).sort()
  check(isDeepStrictEqual(uids, expected), 'INN-PROP-01 every monster token (base, Innsmouth, defined) has exactly one place', () => ({ extra: uids.filter((u) => !expected.includes(u)), missing: expected.filter((u) => !uids.includes(u)) }))
  const bad = uids.filter((u) => !VALID_MONSTER_PLACES.has(s.monsters[u]))
  check(bad.length === 0, 'INN-PROP-01 monster places are cup/box/trophy/Outskirts/Sky/Arkham/Innsmouth', () => bad.map((u) => [u, s.monsters[u]]))
  const spawnOut = uids.filter((u) => /^(being-of-ib|tendril-of-nyogtha)#/.test(u) && s.monsters[u] !== 'box')
  check(spawnOut.length === 0, 'INN-PROP-01 spawn monsters stay set aside («Potwory lęgowe»)', () => spawnOut)
  const trophies = s.investigators.flatMap((i) => i.monsterTrophies).sort()
  check(isDeepStrictEqual(trophies, uids.filter((u) => s.monsters[u] === 'trophy')), 'INN-PROP-01 trophies held once', () => trophies)
  const markers = [...s.gateStack, ...Object.values(s.gates), ...s.investigators.flatMap((i) => i.gateTrophies)].sort()
  check(isDeepStrictEqual(markers, ALL_MARKERS), 'INN-PROP-01 gate markers conserved', () => markers)
  // INN-PROP-02 tracks in range.
  check(Number.isInteger(s.deepOnesRising) && s.deepOnesRising >= 0 && s.deepOnesRising <= 6, 'INN-PROP-02 0 ≤ Deep Ones Rising ≤ 6', () => s.deepOnesRising)
  check(s.status !== 'playing' || s.deepOnesRising < 6, 'INN-PROP-02 a full Deep Ones Rising track never stays in play', () => [s.status, s.deepOnesRising])
  const feds = Object.entries(s.fedsRaid)
  check(feds.every(([h, n]) => HOODS.includes(h) && Number.isInteger(n) && n >= 0 && n <= 2), 'INN-PROP-02 Feds Raid: 0..2 per Innsmouth neighbourhood', () => s.fedsRaid)
  check(feds.reduce((a, [, n]) => a + n, 0) < 6, 'INN-PROP-02 a full Feds Raid track is emptied at once', () => s.fedsRaid)
  // INN-PROP-03 the state of emergency is a latch that follows the doom track while playing.
  check(!before.stateOfEmergency || s.stateOfEmergency, 'INN-PROP-03 the state of emergency is never lifted', () => null)
  check(s.status !== 'playing' || s.stateOfEmergency || 2 * s.doom < s.doomMax, 'INN-PROP-03 doom at half the track declares it', () => [s.doom, s.doomMax, s.stateOfEmergency])
  // INN-PROP-05 a vigilance check is owed only in the state of emergency, by a living investigator standing where it was asked.
  for (const [id, v] of Object.entries(s.vigilance ?? {})) {
    const who = s.investigators.find((i) => i.id === id)
    check(s.stateOfEmergency && who && !who.devoured && who.location === v.space, 'INN-PROP-05 a vigilance check belongs to an investigator on its space', () => [id, v, who?.location])
  }
  // INN-PROP-04 sheet counters inside what the tags declare.
  const ao = data.ancientOnes.find((x) => x.id === s.ancientOne)!
  const specs = new Map(aoCounterSpecs(ao, data).map((x) => [x.key, x]))
  for (const [key, v] of Object.entries(s.aoCounters)) {
    const spec = specs.get(key)
    check(spec && Number.isInteger(v) && v >= spec.min && v <= spec.max, 'INN-PROP-04 Ancient One counters within their declared range', () => [key, v])
  }
  check(Number.isInteger(s.doom) && s.doom >= 0 && s.doom <= s.doomMax, 'PROP-05 0 ≤ doom ≤ doom track', () => [s.doom, s.doomMax])
  check(s.terror >= 0 && s.terror <= 10, 'PROP-05 0 ≤ terror ≤ 10', () => s.terror)
  check(s.investigators.every((i) => Number.isInteger(i.clues) && i.clues >= 0), 'PROP-05 clue counts ≥ 0', () => s.investigators.map((i) => i.clues))
  check(!s.pending || s.status === 'playing', 'PROP-05 pending choices only while playing', () => [s.status, s.pending])
}

interface Scenario { players: number; ao: string | null; seed: string; ops: Op[] }

function runScenario({ players, ao, seed, ops }: Scenario, mode: Mode): void {
  let session: S = newSession(def, seed)
  const accepted: Ah2eCommand[] = []
  const first: Ah2eCommand = { type: 'SetUpGame', data: { players, ancientOne: ao, expansions: ['innsmouth'] } }
  const r0 = execute(def, session, first)
  check(r0.ok, 'setup', () => r0)
  if (!r0.ok) return
  session = r0.value.session
  accepted.push(first)
  for (const op of ops) {
    const command = commandFor(session.state, op, mode)
    const before = session
    let r: ReturnType<typeof execute<Ah2eState, Ah2eCommand, (typeof session.entries)[number]['events'][number]>>
    try {
      r = execute(def, session, command)
    } catch (err) {
      throw new Error(`PROP-03 execute threw for ${JSON.stringify(command)}: ${String(err)}`)
    }
    if (!r.ok) {
      check(r.error.code !== 'core/internal-error', 'PROP-03 no internal error', () => ({ command, error: r.ok ? null : r.error }))
      continue
    }
    session = r.value.session
    accepted.push(command)
    invariants(session.state, before.state)
    check(isDeepStrictEqual(foldEntries(def, session.entries), session.state), 'PROP-01 fold of the log equals the incremental state', () => command)
    const u = undo(def, session)
    check(u.ok && isDeepStrictEqual(u.value.state, before.state), 'PROP-02 undo after do restores the state', () => command)
  }
  const replay = replayCommands(def, seed, accepted)
  check(replay.ok, 'PROP-07 the accepted commands replay', () => (replay.ok ? null : replay.error))
  if (replay.ok) check(isDeepStrictEqual(replay.value.entries.map((e) => e.events), session.entries.map((e) => e.events)), 'PROP-07 same seed + commands → same events', () => seed)
}

const scenario = (maxOps: number, minOps = 1): fc.Arbitrary<Scenario> =>
  fc.record({
    players: fc.integer({ min: 1, max: 8 }),
    ao: fc.constantFrom<string | null>(...AOS, null),
    seed: fc.nat(1_000_000).map((n) => `inn-prop-${n}`),
    ops: fc.array(opArb, { minLength: minOps, maxLength: maxOps }),
  })

describe('INN-PROP random command sequences with Innsmouth', () => {
  it('INN-PROP-01..04 (with PROP-01..03, 05, 07) 400 sequences of up to 20 commands, Innsmouth ones mixed in: tokens conserved with the Innsmouth and defined ones, tracks in 0..6, the emergency latched, counters in range, fold/undo/replay consistent', () => {
    fc.assert(fc.property(scenario(20), (sc) => runScenario(sc, 'any')), { numRuns: 400, seed: SEED })
  }, 60_000)

  it('INN-PROP-01..04 100 longer sequences (25 to 50 plausible commands) reach awakenings and battles', () => {
    fc.assert(fc.property(scenario(50, 25), (sc) => runScenario(sc, 'plausible')), { numRuns: 100, seed: SEED + 1 })
  }, 60_000)

  it('INN-PROP-01..04 100 sequences (25 to 50 commands) weighted to the Innsmouth commands reach Feds raids, full tracks and defined monsters', () => {
    fc.assert(fc.property(scenario(50, 25), (sc) => runScenario(sc, 'innsmouth')), { numRuns: 100, seed: SEED + 2 })
  }, 60_000)
})
