import { describe, expect, it } from 'vitest'
import { isDeepStrictEqual } from 'node:util'
import { createRng, execute, newSession, undo, type Rng, type Session } from '@/core'
import { parseGameFile, serializeGameFile } from '@/core/game-file'
import { locale } from '@/i18n'
import module from '@/games/ah2e/module'
import { ah2e, type Ah2eCommand, type Ah2eEvent, type Ah2eSetup, type Ah2eState } from '@/games/ah2e/rules'

/**
 * The module contract for AH2e (issue #24 «An evening never breaks»), over many seeded random games
 * with and without Innsmouth, played as a table plays them (the commands the screens offer, `offers`)
 * mixed with the corrections and odd inputs of `sample`:
 *
 * - CONTRACT-01 liveness: from every state reached that is not over, a walk that only taps what the
 *   screens offer reaches another position (phase, turn, Mythos step, question answered, battle round
 *   or attack) or the end within 300 accepted commands; a state where nothing offered is accepted is
 *   a dead end.
 * - CONTRACT-02 board instructions: after every command and after its undo, every physical component
 *   that changed (`physical`) is named by a line of «Na planszy» (`parts`, or its key); keys are one
 *   per component (the same in both languages, unique in a list, never a direction or a value).
 * - CONTRACT-03 round trip: the game file exported at a state (with an undone command) reads back and
 *   replays to the same state and log, and written again is byte for byte the same.
 */
type S = Session<Ah2eState, Ah2eCommand, Ah2eEvent>

const GAMES = Number(process.env.AH2E_CONTRACT_GAMES ?? 240)
const STEPS = 50
const WALK = 300
/** Taps that end a game or take an investigator out: a table taps them rarely, so the random evenings do too. */
const DRASTIC = new Set<Ah2eCommand['type']>(['AwakenAncientOne', 'DevourInvestigator', 'LoseInTimeAndSpace', 'ArrestInvestigator'])
const calm = (list: readonly Ah2eCommand[]) => list.filter((c) => !DRASTIC.has(c.type))

/** A setup the form can produce, with or without the Innsmouth board. */
function setupFor(rng: Rng, innsmouth: boolean): Ah2eSetup {
  for (;;) {
    const s = ah2e.sampleSetup(rng)
    if ((s.expansions?.includes('innsmouth') ?? false) === innsmouth) return s
  }
}

function shuffled<T>(rng: Rng, list: readonly T[]): T[] {
  return rng.shuffle([...list])
}

/** The first of `commands` (in a random order) the rules accept, or null. */
function firstAccepted(s: S, commands: readonly Ah2eCommand[], rng: Rng): { session: S; command: Ah2eCommand } | null {
  for (const c of shuffled(rng, commands)) {
    const r = execute(ah2e, s, c)
    if (r.ok) return { session: r.value.session, command: c }
  }
  return null
}

const positionOf = (s: Ah2eState) => ah2e.position!(s)
const physicalOf = (s: Ah2eState) => ah2e.physical!(s)

/** CONTRACT-01: a walk over offered commands from `s` moves the position on (or ends the game). */
function checkLiveness(s: S, rng: Rng, where: string, strict = false): void {
  const start = positionOf(s.state)
  let cur = s
  for (let i = 0; i < WALK; i++) {
    if (ah2e.stage(cur.state) === 'ended' || positionOf(cur.state) !== start) return
    const all = ah2e.offers!(cur.state, rng)
    const offered = strict ? calm(all) : all
    const next = firstAccepted(cur, offered, rng)
    if (!next) {
      const refusals = offered.slice(0, 12).map((c) => {
        const r = execute(ah2e, cur, c)
        return `${c.type}${JSON.stringify(c.data)} → ${r.ok ? 'ok' : r.error.code}`
      })
      throw new Error(`CONTRACT-01${strict ? ' (without awakening or devouring)' : ''} dead end at ${positionOf(cur.state)} (${where}): none of ${offered.length} offered commands is accepted:\n${refusals.join('\n')}`)
    }
    cur = next.session
  }
  if (positionOf(cur.state) === start) throw new Error(`CONTRACT-01${strict ? ' (without awakening or devouring)' : ''} no progress from ${start} (${where}) in ${WALK} accepted offered commands`)
}

/** CONTRACT-02: every changed physical component is named by a line; keys stable and unique. */
function checkBoard(before: Ah2eState, after: Ah2eState, what: string, bothLanguages: boolean): void {
  const a = physicalOf(before)
  const b = physicalOf(after)
  const changed = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !(k in a) || !(k in b) || a[k] !== b[k])
  locale.value = 'pl'
  const pl = module.boardChanges!(before, after)
  const keys = pl.map((l) => l.key)
  if (new Set(keys).size !== keys.length) throw new Error(`CONTRACT-02 duplicate line keys after ${what}: ${keys.join(', ')}`)
  if (bothLanguages) {
    locale.value = 'en'
    const en = module.boardChanges!(before, after)
    locale.value = 'pl'
    if (!isDeepStrictEqual(keys, en.map((l) => l.key))) throw new Error(`CONTRACT-02 line keys differ between languages after ${what}`)
  }
  const named = new Set(pl.flatMap((l) => l.parts ?? [l.key]))
  const missing = changed.filter((k) => !named.has(k))
  if (missing.length) {
    throw new Error(`CONTRACT-02 after ${what}: ${missing.map((k) => `${k} ${JSON.stringify(a[k])} → ${JSON.stringify(b[k])}`).join('; ')} not named by any line:\n${pl.map((l) => `${l.key}: ${l.text}`).join('\n')}`)
  }
  for (const l of pl) if (/\b(on|off|add|remove|back|spent|new)$|:(cup|box|trophy)\b|→/.test(l.key)) throw new Error(`CONTRACT-02 line key "${l.key}" encodes a direction or a place`)
}

/** CONTRACT-03: export, read back, replay, write again. */
function checkRoundTrip(s: S, seed: string): void {
  const exported = s.entries.length > 1 ? undo(ah2e, s) : null
  const at = exported && exported.ok ? exported.value : s
  const meta = { game: 'ah2e', name: 'Contract', createdAt: '2026-01-15T19:30:00.000Z', seed, rulesVersion: ah2e.rulesVersion }
  const text = serializeGameFile(meta, at)
  const back = parseGameFile(text, { ah2e })
  if (!back.ok) throw new Error(`CONTRACT-03 the exported file does not read back: ${back.error.code} ${back.error.message}`)
  const got = back.value.session as S
  expect(got.state).toEqual(at.state)
  expect(got.entries.map((e) => e.events)).toEqual(at.entries.map((e) => e.events))
  expect(got.redo.map((e) => e.command)).toEqual(at.redo.map((e) => e.command))
  expect(serializeGameFile(meta, got)).toBe(text)
}

/** One random evening: offered taps mostly, corrections and odd inputs sometimes; every check after every command. */
function playGame(n: number, innsmouth: boolean): { accepted: number; offered: number; ended: boolean; battle: boolean; turns: number } {
  const seed = `contract-${innsmouth ? 'inn' : 'base'}-${n}`
  const rng = createRng(seed)
  let s: S = newSession(ah2e, seed)
  const set = execute(ah2e, s, ah2e.setupCommand(setupFor(rng, innsmouth)))
  if (!set.ok) throw new Error(`setup refused: ${set.error.code}`)
  checkBoard(s.state, set.value.session.state, `${seed} setup`, true)
  s = set.value.session
  let accepted = 0
  let offered = 0
  let battle = false
  for (let i = 0; i < STEPS && ah2e.stage(s.state) !== 'ended'; i++) {
    checkLiveness(s, createRng(`${seed}:walk:${i}`), `${seed} step ${i}`)
    // Stronger: the game goes on without the awakening button or devouring someone.
    if (i % 3 === 0) checkLiveness(s, createRng(`${seed}:calm:${i}`), `${seed} step ${i}`, true)
    const roll = rng.int(100)
    const fromOffers = roll < 85
    const offers = fromOffers ? ah2e.offers!(s.state, rng) : []
    const next = firstAccepted(s, fromOffers ? (roll < 83 ? calm(offers) : offers) : ah2e.sample(s.state, rng), rng)
    if (!next) continue
    const what = `${seed} step ${i}: ${next.command.type} ${JSON.stringify(next.command.data)}`
    checkBoard(s.state, next.session.state, what, i % 4 === 0)
    const u = undo(ah2e, next.session)
    if (!u.ok) throw new Error(`undo refused after ${what}`)
    checkBoard(next.session.state, u.value.state, `the undo of ${what}`, i % 4 === 2)
    s = next.session
    accepted++
    if (fromOffers) offered++
    if (s.state.status === 'final-battle') battle = true
    if (i === 17) checkRoundTrip(s, seed)
  }
  checkRoundTrip(s, seed)
  return { accepted, offered, ended: ah2e.stage(s.state) === 'ended', battle, turns: s.state.turn }
}

describe('CONTRACT the module contract of AH2e over random evenings', () => {
  for (const innsmouth of [false, true]) {
    it(`CONTRACT-01..03 ${GAMES / 2} games ${innsmouth ? 'with' : 'without'} Innsmouth: no dead end, every board change listed, the file round trip`, () => {
      const totals = { accepted: 0, offered: 0, ended: 0, battle: 0, turns: 0 }
      for (let n = 0; n < GAMES / 2; n++) {
        const r = playGame(n, innsmouth)
        totals.accepted += r.accepted
        totals.offered += r.offered
        totals.ended += r.ended ? 1 : 0
        totals.battle += r.battle ? 1 : 0
        totals.turns += r.turns
      }
      // Not vacuous: the games are played on, reach later turns, battles and ends.
      expect(totals.accepted).toBeGreaterThan(GAMES * 10)
      expect(totals.battle).toBeGreaterThan(0)
      expect(totals.ended).toBeGreaterThan(0)
      expect(totals.turns).toBeGreaterThan(GAMES)
    }, 600_000)
  }
})
