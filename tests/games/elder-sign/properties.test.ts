/**
 * Property tests over random games (house style «Tests»): commands come from the rules' own
 * `sample()` (mostly legal: rolls, tasks, discards, clock, midnights, adventures succeeding and
 * failing, monsters, devours, awakenings, battles) with some garbage mixed in. fast-check's seed is
 * fixed so CI is repeatable; set FC_SEED=<int> to explore other games.
 */
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createRng, execute, foldEntries, newSession, replayCommands, undo } from '@/core'
import {
  CLOCK_HOURS, DIE_IDS, elderSign, legalTasks, nextStep, type EsCommand, type EsState,
} from '@/games/elder-sign/rules'
import { d, type S } from './harness'

const SEED = Number(process.env.FC_SEED ?? 20111229)
const def = elderSign
const PLACES = new Set(['pool', 'out', 'rolled', 'task', 'discarded', 'focused', 'assisted', 'spell', 'locked', 'removed'])
const ADVENTURES = d.adventures.filter((a) => a.deck === 'adventure').map((a) => a.id).sort()
const OTHER_WORLDS = d.adventures.filter((a) => a.deck === 'other-world').map((a) => a.id).sort()

function check(cond: unknown, prop: string, detail: () => unknown): void {
  if (!cond) throw new Error(`${prop} violated: ${JSON.stringify(detail())}`)
}

/** Invariants of every reachable state. */
function invariants(s: EsState): void {
  if (s.status === 'new') return
  // ES-PROP-01 every die is in exactly one place, and locks and dice agree.
  check(isDeepStrictEqual(Object.keys(s.dice).sort(), [...DIE_IDS].sort()), 'ES-PROP-01 the 8 dice', () => Object.keys(s.dice))
  for (const die of DIE_IDS) {
    const p = s.dice[die]
    check(PLACES.has(p.at), 'ES-PROP-01 a known place', () => [die, p])
    if (p.at === 'locked') check(s.locks.some((l) => l.id === p.lock && l.die === die), 'ES-PROP-01 a locked die is held by its lock', () => [die, p, s.locks])
    if (p.at === 'spell') check(s.spells.some((x) => x.id === p.spell), 'ES-PROP-01 a spell die is on a spell in play', () => [die, s.spells])
    if (p.at === 'rolled' || p.at === 'task' || p.at === 'focused' || p.at === 'assisted' || p.at === 'discarded') check(s.attempt !== null, 'ES-PROP-01 dice are used only during an attempt', () => [die, p])
    if (p.at === 'out') check(die === 'yellow' || die === 'red', 'ES-PROP-01 only yellow and red are out of the pool', () => die)
  }
  const claimed = s.locks.filter((l) => l.die).map((l) => l.die)
  check(new Set(claimed).size === claimed.length, 'ES-PROP-01 a die is held by one lock at most', () => s.locks)
  for (const l of s.locks) {
    if (!l.die) continue
    const p = s.dice[l.die]
    check((p.at === 'locked' && p.lock === l.id) || (s.attempt !== null && p.at !== 'removed'), 'ES-PROP-01 a lock holds its die (or lends it during an attempt)', () => [l, p])
  }
  for (const sp of s.spells) check(DIE_IDS.some((x) => { const p = s.dice[x]; return p.at === 'spell' && p.spell === sp.id }), 'ES-PROP-01 a spell in play holds a die', () => sp)
  // ES-PROP-02 the clock shows XII, III, VI or IX.
  check((CLOCK_HOURS as readonly string[]).includes(s.clock), 'ES-PROP-02 clock', () => s.clock)
  // ES-PROP-03 doom within the track, Elder Signs not negative.
  const ao = s.ancientOne!
  check(Number.isInteger(s.doom) && s.doom >= 0 && s.doom <= ao.doomTrack, 'ES-PROP-03 0 ≤ doom ≤ track', () => [s.doom, ao.doomTrack])
  check(s.elderSigns >= 0, 'ES-PROP-03 Elder Signs ≥ 0', () => s.elderSigns)
  if (s.status === 'playing') check(s.doom < ao.doomTrack || s.pending !== null, 'ES-PROP-03 a full track outside the battle only while a question is open', () => s.doom)
  // ES-PROP-04 tokens and cards are conserved.
  const trophies = s.players.flatMap((p) => p.investigator?.trophies ?? [])
  const monsters = s.cup.regular + s.cup.mask + s.monsters.length + trophies.filter((t) => t.kind === 'monster').length
  check(monsters === 22 + (ao.id === 'nyarlathotep' ? 5 : 0), 'ES-PROP-04 monster tokens: cup + in play + trophies', () => [s.cup, s.monsters.length, trophies.length])
  const cards = (deck: 'adventure' | 'other-world', list: string[]) => [...list, ...s.adventures.filter((a) => a.deck === deck).map((a) => a.card), ...trophies.flatMap((t) => (t.kind === 'adventure' && t.deck === deck ? [t.card] : []))].sort()
  if (s.status === 'playing') {
    check(isDeepStrictEqual(cards('adventure', s.adventureDeck), ADVENTURES), 'ES-PROP-04 48 adventures: deck + in play + trophies', () => cards('adventure', s.adventureDeck).length)
    check(isDeepStrictEqual(cards('other-world', s.otherWorldDeck), OTHER_WORLDS), 'ES-PROP-04 8 Other Worlds', () => cards('other-world', s.otherWorldDeck).length)
  }
  check(s.adventures.filter((a) => a.slot !== null).length <= 6, 'ES-PROP-04 at most six Adventure places', () => s.adventures)
  // ES-PROP-05 figures in range; a question only while the game is on.
  for (const p of s.players) {
    const i = p.investigator
    if (!i) continue
    check(i.sanity > 0 || s.pending !== null, 'ES-PROP-05 a living investigator has Sanity (or is about to be devoured)', () => i)
    check(i.sanity <= i.maxSanity && i.stamina <= i.maxStamina && i.clues >= 0, 'ES-PROP-05 Sanity/Stamina ≤ maximum, clues ≥ 0', () => i)
    check(Object.values(i.items).every((n) => n >= 0), 'ES-PROP-05 item counts ≥ 0', () => i.items)
  }
  check(!s.pending || s.status === 'playing' || s.status === 'battle', 'ES-PROP-05 questions only while the game is on', () => [s.status, s.pending])
  // The dice board's helper never throws and never offers a task in a state that cannot take one.
  const tasks = legalTasks(s, d)
  if (!s.attempt) check(tasks.length === 0, 'ES-PROP-05 no legal task without an attempt', () => tasks)
  nextStep(s)
}

const GARBAGE: unknown[] = [
  { type: 'CompleteTask', data: { task: '__proto__', dice: ['green-1'] } },
  { type: 'Roll', data: { faces: { 'green-1': 'wildcard' } } },
  { type: 'DiscardDie', data: { die: 'blue' } },
  { type: 'PlaceMonster', data: { card: 'toString', spot: { kind: 'under' }, token: { requires: [], trophies: -1 } } },
  { type: 'DrawMythos', data: { card: { doom: 99 } } },
  { type: 'CorrectDoom', data: { to: 1.5 } },
  { type: 'SetUpGame', data: { players: [], ancientOne: 'yig' } },
  { type: 'Nope', data: {} },
  { type: 'MoveInvestigator', data: null },
  null,
  { type: 'ChooseInvestigator', data: { player: 7, investigator: 'constructor' } },
  { type: 'FirstAid', data: { option: 'full-one', stat: 'sanity', pay: [{ kind: 'monster', token: 'x' }] } },
  { type: 'Reroll', data: { dice: ['red', 'red'], source: 'clue' } },
  { type: 'ApplyEffect', data: { tag: 'each-investigator:choose(sanity-1)' } },
  { type: 'ResolveAncientOneAttack', data: { doom: 2, investigators: [{ investigator: '__proto__', sanity: -1 }] } },
]

interface Game { seed: string; picks: number; steps: number; garbage: number }

/** Play one random game; check invariants each step and the log properties every `every` steps. */
function playGame({ seed, picks, steps, garbage }: Game, every: number): { session: S; accepted: EsCommand[]; statuses: Set<string> } {
  const rng = createRng(`pick-${picks}`)
  let session: S = newSession(def, seed)
  const accepted: EsCommand[] = []
  const statuses = new Set<string>()
  for (let i = 0; i < steps; i++) {
    const options = def.sample(session.state, rng)
    if (options.length === 0) break
    const command = (rng.int(100) < garbage ? rng.pick(GARBAGE) : rng.pick(options)) as EsCommand
    const before = session
    let r: ReturnType<typeof execute<EsState, EsCommand, S['entries'][number]['events'][number]>>
    try {
      r = execute(def, session, command)
    } catch (err) {
      throw new Error(`ES-PROP-06 execute threw for ${JSON.stringify(command)}: ${String(err)}`)
    }
    if (!r.ok) {
      check(r.error.code !== 'core/internal-error', 'ES-PROP-06 decide never throws (no internal error)', () => ({ command, error: r.ok ? null : r.error }))
      continue
    }
    session = r.value.session
    accepted.push(command)
    statuses.add(session.state.status)
    invariants(session.state)
    if (i % every === 0 || session.state.status === 'won' || session.state.status === 'lost') {
      check(isDeepStrictEqual(foldEntries(def, session.entries), session.state), 'ES-PROP-07 fold of the log = incremental state', () => command)
      if (command.type !== 'SetUpGame') {
        const u = undo(def, session)
        check(u.ok && isDeepStrictEqual(u.value.state, before.state), 'ES-PROP-08 undo after do restores the state', () => command)
      }
    }
  }
  const replay = replayCommands(def, seed, accepted)
  check(replay.ok, 'ES-PROP-09 the accepted commands replay', () => (replay.ok ? null : replay.error))
  if (replay.ok) check(isDeepStrictEqual(replay.value.entries.map((e) => e.events), session.entries.map((e) => e.events)), 'ES-PROP-09 same seed + commands → same events', () => seed)
  return { session, accepted, statuses }
}

const game = (steps: number, garbage: number): fc.Arbitrary<Game> =>
  fc.record({ seed: fc.nat(1_000_000).map((n) => `prop-${n}`), picks: fc.nat(1_000_000), steps: fc.integer({ min: 1, max: steps }), garbage: fc.constant(garbage) })

describe('ES-PROP random games from sample()', () => {
  it('ES-PROP-01..09 «Zablokowane kości», «Zatrzymanie kości» (l.508–592), «Faza zegara» (l.494–498), «Tor zagłady» (l.763–781) 400 games of up to 60 commands (8% garbage): dice in one place each, clock, doom, tokens and cards conserved; fold = incremental, undo restores, decide never throws, replay gives the same events', () => {
    fc.assert(fc.property(game(60, 8), (g) => void playGame(g, 1)), { numRuns: 400, seed: SEED })
  }, 120_000)

  it('ES-PROP-01..09 «Północ» (l.738–746), «Przebudzenie się Przedwiecznego» (l.875–919), «Zakończenie gry» (l.950–960) 150 long games (up to 400 commands) reach midnights, awakenings, battles, wins and losses', () => {
    const ends = new Map<string, number>()
    fc.assert(fc.property(game(400, 2), (g) => {
      const { session } = playGame(g, 25)
      const s = session.state
      const key = s.outcome ? `${s.outcome.result}:${'how' in s.outcome ? s.outcome.how : s.outcome.reason}` : s.status
      ends.set(key, (ends.get(key) ?? 0) + 1)
    }), { numRuns: 150, seed: SEED + 1 })
    // The random games really get far: every way a game ends shows up.
    expect([...ends.keys()].sort()).toEqual(expect.arrayContaining(['lost:all-devoured', 'won:battle', 'won:sealed']))
  }, 180_000)
})
