/**
 * Property tests over random command sequences (house style «Tests»: fold equals incremental state,
 * undo after do restores state, decide never throws, token counts are conserved, same seed and
 * commands give the same events).
 *
 * A sequence is a list of abstract operations; each is turned into a command against the state it
 * meets (a plausible one: an open gate, a monster on the board, a valid answer to a pending choice)
 * or, on purpose, an implausible one (wrong ids, wrong types, prototype keys). fast-check's seed is
 * fixed so that CI is repeatable; set FC_SEED=<int> to explore other sequences.
 */
import { isDeepStrictEqual } from 'node:util'
import { describe, it } from 'vitest'
import fc from 'fast-check'
import { execute, foldEntries, newSession, replayCommands, undo } from '@/core'
import { ah2e, type Ah2eCommand, type Ah2eState } from '@/games/ah2e/rules'
import { ah2eData, monsterTokens } from '@/games/ah2e/data'
import type { S } from './harness'
import { pick, plausibleCommand } from '@/games/ah2e/rules/sample'

const SEED = Number(process.env.FC_SEED ?? 19260401)
const def = ah2e

const ALL_TOKENS = monsterTokens(ah2eData, (k) => k.set === 'base').sort()
const ALL_MARKERS = ah2eData.gateMarkers.map((g) => g.id).sort()
const LOCATIONS = new Set(ah2eData.spaces.filter((s) => s.kind === 'location').map((s) => s.id))
const ARKHAM = ah2eData.spaces.filter((s) => s.board === 'arkham' && (s.kind === 'street' || s.kind === 'location')).map((s) => s.id)
const VALID_MONSTER_PLACES = new Set(['cup', 'box', 'trophy', 'outskirts', 'sky', ...ARKHAM])
const AOS = ah2eData.ancientOnes.filter((a) => a.set === 'base').map((a) => a.id)
const PLACES = [...ARKHAM, 'sky', 'outskirts', 'cup', 'box', 'trophy', 'lost-in-time-and-space', 'police-station-jail-cell', 'ow:yuggoth:1', 'ow:the-dreamlands:2', 'ow:narnia:1', '__proto__', 'constructor', '', 'general-store']
const WEIRD = ['__proto__', 'constructor', 'toString', '', 'inv-0', 'inv-99', 'gug#999', 'woods']

interface Op { k: number; a: number; b: number; c: number }
const opArb: fc.Arbitrary<Op> = fc.record({ k: fc.nat(99), a: fc.nat(10_000), b: fc.nat(10_000), c: fc.integer({ min: -3, max: 24 }) })

/** Turn an abstract operation into a command against the current state: plausible, or (k ≥ 85, unless plausibleOnly) garbage. */
function commandFor(s: Ah2eState, op: Op, plausibleOnly: boolean): Ah2eCommand {
  if (plausibleOnly || op.k < 85) return plausibleCommand(ah2eData, s, op)
  const { a, b, c } = op
  const invId = (st: Ah2eState, n: number) => pick(st.investigators, n)?.id ?? 'inv-1'
  // implausible: wrong ids, wrong types, prototype keys, answers nobody asked for
  const w = pick(WEIRD, a)!
  const garbage: unknown[] = [
    { type: 'CloseGate', data: { location: w, investigatorId: invId(s, b) } },
    { type: 'SealGate', data: { location: w, investigatorId: w, with: 'clues' } },
    { type: 'PlaceMonster', data: { uid: w, to: pick(PLACES, b) } },
    { type: 'DefeatMonster', data: { uid: w, investigatorId: 'inv-1' } },
    { type: 'MoveInvestigator', data: { investigatorId: w, to: w } },
    { type: 'DrawMythosCard', data: { cardId: w } },
    { type: 'PlaceSurge', data: { counts: { [w]: c } } },
    { type: 'ChooseMonsterDestination', data: { uid: w, to: w } },
    { type: 'GainClues', data: { investigatorId: 'inv-1', count: String(c) } },
    { type: 'RaiseTerror', data: { amount: c / 2 } },
    { type: 'AdjustDoom', data: { delta: null } },
    { type: 'RecordBattleAttack', data: { investigatorId: w, successes: -c } },
    { type: w, data: {} },
    { type: 'DrawMythosCard', data: null },
    { type: 'SetUpGame', data: { players: c, ancientOne: w } },
    { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: w, id: w } },
    null,
  ]
  return pick(garbage, b) as Ah2eCommand
}


function check(cond: unknown, prop: string, detail: () => unknown): void {
  if (!cond) throw new Error(`${prop} violated: ${JSON.stringify(detail())}`)
}

/** Invariants of every reachable state (PROP-04 tokens, PROP-05 ranges, PROP-06 the pool of 20). */
function invariants(s: Ah2eState): void {
  const uids = Object.keys(s.monsters).sort()
  check(isDeepStrictEqual(uids, ALL_TOKENS), 'PROP-04 every monster token has exactly one place', () => uids.length)
  const bad = uids.filter((u) => !VALID_MONSTER_PLACES.has(s.monsters[u]))
  check(bad.length === 0, 'PROP-04 monster places are cup/Arkham/Sky/Outskirts/trophy/box', () => bad.map((u) => [u, s.monsters[u]]))
  const byPlace = { cup: 0, arkham: 0, sky: 0, outskirts: 0, trophy: 0, box: 0 }
  for (const p of Object.values(s.monsters)) {
    if (p === 'cup' || p === 'sky' || p === 'outskirts' || p === 'trophy' || p === 'box') byPlace[p]++
    else byPlace.arkham++
  }
  check(Object.values(byPlace).reduce((x, y) => x + y, 0) === 60, 'PROP-04 cup + Arkham + Sky + Outskirts + trophies + box = 60', () => byPlace)
  const trophies = s.investigators.flatMap((i) => i.monsterTrophies).sort()
  const inTrophy = uids.filter((u) => s.monsters[u] === 'trophy')
  check(isDeepStrictEqual(trophies, inTrophy), 'PROP-04 every monster trophy is held by exactly one investigator', () => ({ trophies, inTrophy }))
  const markers = [...s.gateStack, ...Object.values(s.gates), ...s.investigators.flatMap((i) => i.gateTrophies)].sort()
  check(isDeepStrictEqual(markers, ALL_MARKERS), 'PROP-04 gate markers: stack + open gates + trophies = the 16 markers, once each', () => markers)
  check(Number.isInteger(s.doom) && s.doom >= 0 && s.doom <= s.doomMax, 'PROP-05 0 ≤ doom ≤ doom track', () => [s.doom, s.doomMax])
  check(Number.isInteger(s.terror) && s.terror >= 0 && s.terror <= 10, 'PROP-05 0 ≤ terror ≤ 10', () => s.terror)
  check(new Set(s.sealed).size === s.sealed.length, 'PROP-06 one Elder Sign per location', () => s.sealed)
  check(s.doom + s.sealed.length <= 20, 'PROP-06 doom + Elder Signs ≤ 20 tokens', () => [s.doom, s.sealed.length])
  check(s.sealed.every((l) => !(l in s.gates)), 'PROP-06 no gate on a sealed location', () => [s.sealed, s.gates])
  check(s.investigators.every((i) => Number.isInteger(i.clues) && i.clues >= 0) && Object.values(s.clues).every((n) => n > 0), 'PROP-05 clue counts are positive', () => s.clues)
  check(new Set(s.mythosDeck).size === s.mythosDeck.length, 'PROP-04 no Mythos card twice in the deck', () => s.mythosDeck.length)
  check(![s.environment, s.rumor].some((c) => c !== null && s.mythosDeck.includes(c)), 'PROP-04 a card in play is not in the deck', () => [s.environment, s.rumor])
  const inPlay = new Set([s.environment, s.rumor])
  // A Headline's closed markers stay after it resolved, until the players lift them (ReopenLocation).
  const headline = (id: string) => ah2eData.mythos.find((m) => m.id === id)?.type === 'headline'
  const stray = [...Object.values(s.activity).flat(), ...Object.values(s.closed).filter((by) => by !== 'terror' && !headline(by))].filter((id) => !inPlay.has(id))
  check(stray.length === 0, 'PROP-05 activity / closed markers belong to a Mythos card in play or a Headline («Inne efekty»)', () => stray)
  check(!s.pending || s.status === 'playing', 'PROP-05 pending choices only while playing', () => [s.status, s.pending])
  // PROP-08: the table rules (closed locations, explored markers, Sanity and Stamina, Lost in Time and Space).
  const shut = (place: string | null) => place !== null && LOCATIONS.has(place) && Object.hasOwn(s.closed, place) && !Object.hasOwn(s.gates, place)
  const shutInv = s.investigators.filter((i) => !i.devoured && shut(i.location))
  check(shutInv.length === 0, 'PROP-08 no investigator at a closed location without a gate', () => shutInv.map((i) => [i.id, i.location]))
  const shutMon = Object.entries(s.monsters).filter(([, p]) => shut(p))
  check(shutMon.length === 0, 'PROP-08 no monster at a closed location without a gate', () => shutMon)
  const badExplored = s.investigators.filter((i) => i.explored && (i.location === null || !Object.hasOwn(s.gates, i.location)))
  check(badExplored.length === 0, 'PROP-08 an explored marker only at a location with an open gate', () => badExplored.map((i) => [i.id, i.location]))
  const badLost = s.investigators.filter((i) => i.returnsAtTurn !== undefined && i.location !== 'lost-in-time-and-space')
  check(badLost.length === 0, 'PROP-08 a return turn only while Lost in Time and Space', () => badLost.map((i) => [i.id, i.location]))
  for (const i of s.investigators) {
    const h = i.health
    if (!h) continue
    const ok = [h.sanity, h.maxSanity, h.stamina, h.maxStamina].every((n) => Number.isInteger(n) && n >= 0 && n <= 20) && h.sanity <= h.maxSanity && h.stamina <= h.maxStamina
    check(ok, 'PROP-08 0 ≤ Sanity ≤ maximum, 0 ≤ Stamina ≤ maximum', () => [i.id, h])
    const dead = h.maxSanity === 0 || h.maxStamina === 0 || (h.sanity === 0 && h.stamina === 0)
    check(!dead || i.devoured || (s.status !== 'playing' && s.status !== 'final-battle'), 'PROP-08 both at 0, or a maximum at 0, is devoured', () => [i.id, h, i.devoured])
  }
}

interface Scenario { players: number; ao: string | null; seed: string; ops: Op[] }

function runScenario({ players, ao, seed, ops }: Scenario, plausibleOnly: boolean): void {
  let session: S = newSession(def, seed)
  const accepted: Ah2eCommand[] = []
  const first: Ah2eCommand = { type: 'SetUpGame', data: { players, ancientOne: ao } }
  const r0 = execute(def, session, first)
  check(r0.ok, 'setup', () => r0)
  if (!r0.ok) return
  session = r0.value.session
  accepted.push(first)
  for (const op of ops) {
    const command = commandFor(session.state, op, plausibleOnly)
    const before = session
    let r: ReturnType<typeof execute<Ah2eState, Ah2eCommand, (typeof session.entries)[number]['events'][number]>>
    try {
      r = execute(def, session, command)
    } catch (err) {
      throw new Error(`PROP-03 execute threw for ${JSON.stringify(command)}: ${String(err)}`)
    }
    if (!r.ok) {
      check(r.error.code !== 'core/internal-error', 'PROP-03 decide never throws (no internal error)', () => ({ command, error: r.ok ? null : r.error }))
      check(session === before, 'PROP-03 a refused command changes nothing', () => command)
      continue
    }
    session = r.value.session
    accepted.push(command)
    invariants(session.state)
    check(isDeepStrictEqual(foldEntries(def, session.entries), session.state), 'PROP-01 fold of the log equals the incremental state', () => command)
    const u = undo(def, session)
    check(u.ok && isDeepStrictEqual(u.value.state, before.state), 'PROP-02 undo after do restores the state', () => command)
  }
  const replay = replayCommands(def, seed, accepted)
  check(replay.ok, 'PROP-07 the accepted commands replay', () => (replay.ok ? null : replay.error))
  if (replay.ok) {
    check(isDeepStrictEqual(replay.value.entries.map((e) => e.events), session.entries.map((e) => e.events)), 'PROP-07 same seed + commands → same events', () => seed)
  }
}

const scenario = (maxOps: number): fc.Arbitrary<Scenario> =>
  fc.record({
    players: fc.integer({ min: 1, max: 8 }),
    ao: fc.constantFrom<string | null>(...AOS, null),
    seed: fc.nat(1_000_000).map((n) => `prop-${n}`),
    ops: fc.array(opArb, { minLength: 1, maxLength: maxOps }),
  })

describe('PROP random command sequences', () => {
  it('PROP-01..07 1,000 sequences of up to 15 plausible and implausible commands: fold = incremental, undo restores, no internal error, tokens conserved, doom/terror in range, ≤ 20 doom+Elder Sign tokens, replay gives the same events', () => {
    fc.assert(fc.property(scenario(15), (sc) => runScenario(sc, false)), { numRuns: 1000, seed: SEED })
  }, 60_000)

  it('PROP-01..07 150 longer sequences (up to 40 plausible commands) reach battles, wins and awakenings', () => {
    fc.assert(fc.property(scenario(40), (sc) => runScenario(sc, true)), { numRuns: 150, seed: SEED + 1 })
  }, 60_000)
})
