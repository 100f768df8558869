import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { createRng, execute, newSession, undo, type Rng, type Session } from '@/core'
import { parseGameFile, serializeGameFile } from '@/core/game-file'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { ah3e, physical, position, spacesOf, type Ah3eCommand, type Ah3eEvent, type Ah3eSetup, type Ah3eState } from '@/games/ah3e/rules'
import module from '@/games/ah3e/module'
import { spaceName } from '@/games/ah3e/ui/names'
import { useGamesStore } from '@/stores/games'
import { useSessionStore } from '@/stores/session'

/**
 * AH3E-CONTRACT: the module contract (src/core/module.ts) for AH3e, over seeded random games set up
 * with `sampleSetup` (the setup form's shapes) and played with `sample` (corrections included, to
 * reach odd positions) — the local version of the conformance kit's new properties:
 * - AH3E-CONTRACT-01 liveness: from every state reached that has not ended, a random walk over
 *   `offers` alone (each offered command tried in a random order, the first accepted taken) reaches
 *   another `position`, or the end, within 300 accepted commands; no state where nothing offered is
 *   accepted (a dead end);
 * - AH3E-CONTRACT-02 board instructions: after every command and after its undo, every component of
 *   `physical` that differs is named by a «Na planszy» line (its `parts`, else its key); line keys
 *   are the same in both languages and unique in a list;
 * - AH3E-CONTRACT-03 round trip: the exported game file (single and series games as the form sends
 *   them, and files of the old setup shape)
 *   reads back to the same state and log, and written again it is byte-identical;
 * - AH3E-CONTRACT-04 a single game exported as the app writes it (its setup holds `series: null`,
 *   as the form sends it) is read back by the app's import and by `npm run replay`.
 */
type S = Session<Ah3eState, Ah3eCommand, Ah3eEvent>

const GAMES = Number(process.env.AH3E_CONTRACT_GAMES ?? 300)
const STEPS = 40
const WALK = 300

function fail(what: string, detail: unknown): never {
  throw new Error(`${what}: ${JSON.stringify(detail, null, 1)?.slice(0, 1500)}`)
}

const setUp = (seed: string, setup: Ah3eSetup): S => {
  const r = execute(ah3e, newSession(ah3e, seed), { type: 'SetUpGame', data: setup })
  if (!r.ok) fail('sampleSetup gives a valid setup', { setup, error: r.error })
  return r.value.session
}

/** Liveness from `s`: a walk over `offers` to another position or the end, or why not. */
function walk(s0: S, rng: Rng): string | null {
  const from = position(s0.state)
  let s = s0
  for (let n = 0; n < WALK; n++) {
    if (ah3e.stage(s.state) === 'ended') return null
    const offered = rng.shuffle(ah3e.offers!(s.state, rng))
    let next: S | null = null
    for (const c of offered) {
      const r = execute(ah3e, s, c)
      if (r.ok) {
        next = r.value.session
        break
      }
    }
    if (!next) return `dead end at ${position(s.state)}: none of ${offered.length} offered commands is accepted`
    s = next
    if (ah3e.stage(s.state) === 'ended' || position(s.state) !== from) return null
  }
  return `no move from ${from} in ${WALK} commands`
}

/** The physical components that differ between two states and no line names. */
function unnamed(before: Ah3eState, after: Ah3eState): { missing: string[]; keys: string[] } {
  const a = physical(before)
  const b = physical(after)
  const diff = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !(k in a) || !(k in b) || a[k] !== b[k])
  const lines = module.boardChanges!(before, after)
  const named = new Set(lines.flatMap((l) => l.parts ?? [l.key]))
  return { missing: diff.filter((k) => !named.has(k)), keys: lines.map((l) => l.key) }
}

function checkBoard(before: Ah3eState, after: Ah3eState, what: string, command: unknown): void {
  locale.value = 'pl'
  const pl = unnamed(before, after)
  if (pl.missing.length) fail(`AH3E-CONTRACT-02 ${what}: components changed with no «Na planszy» line`, { command, missing: pl.missing, lines: module.boardChanges!(before, after) })
  if (new Set(pl.keys).size !== pl.keys.length) fail(`AH3E-CONTRACT-02 ${what}: one key per component`, { command, keys: pl.keys })
  locale.value = 'en'
  const en = unnamed(before, after)
  locale.value = 'pl'
  if (!isDeepStrictEqual(en.keys, pl.keys)) fail(`AH3E-CONTRACT-02 ${what}: the keys do not depend on the language`, { pl: pl.keys, en: en.keys })
}

/** One random game with the contract's checks; returns the session it ends in. */
function play(n: number, o: { liveness: boolean; byOffers: boolean }): S {
  const rng = createRng(`ah3e-contract:${n}`)
  const seed = `contract-${n}`
  let s = setUp(seed, ah3e.sampleSetup(rng))
  checkBoard(ah3e.initialState(), s.state, 'the setup', 'SetUpGame')
  for (let i = 0; i < STEPS && ah3e.stage(s.state) !== 'ended'; i++) {
    if (o.liveness) {
      const stuck = walk(s, createRng(`walk:${n}:${i}`))
      if (stuck) fail('AH3E-CONTRACT-01 liveness', { stuck, seed, commands: s.entries.map((e) => e.command) })
    }
    const candidates = o.byOffers ? rng.shuffle(ah3e.offers!(s.state, rng)) : ah3e.sample(s.state, rng)
    for (const c of candidates) {
      const r = execute(ah3e, s, c)
      if (!r.ok) continue
      checkBoard(s.state, r.value.session.state, 'after a command', c)
      const u = undo(ah3e, r.value.session)
      if (!u.ok || !isDeepStrictEqual(u.value.state, s.state)) fail('undo restores the state', c)
      checkBoard(r.value.session.state, u.value.state, 'after its undo', c)
      s = r.value.session
      break
    }
  }
  return s
}

const fileOf = (s: S, name = 'Contract') => serializeGameFile({ game: 'ah3e', rulesVersion: ah3e.rulesVersion, name, createdAt: '2026-03-01T19:30:00.000Z', seed: s.seed }, s)

function roundTrip(s: S): void {
  // Leave one undone command on the redo stack, so the file carries both lists.
  const u = s.entries.length > 1 ? undo(ah3e, s) : null
  const exported = u && u.ok ? u.value : s
  const text = fileOf(exported)
  const back = parseGameFile(text, { ah3e })
  if (!back.ok) fail('AH3E-CONTRACT-03 the exported file reads back', { error: back.error, setup: s.entries[0].command })
  const read = back.value.session as unknown as S
  if (!isDeepStrictEqual(read.state, exported.state)) fail('AH3E-CONTRACT-03 the same state', s.seed)
  if (!isDeepStrictEqual(read.entries, exported.entries) || !isDeepStrictEqual(read.redo, exported.redo)) fail('AH3E-CONTRACT-03 the same log', s.seed)
  if (fileOf(read) !== text) fail('AH3E-CONTRACT-03 written again, byte-identical', s.seed)
}

/** A setup in the old shape: what files made before this change hold (no `series` field, no `rules`). */
function oldShape(setup: Ah3eSetup): Ah3eSetup {
  const { series, rules, ...rest } = setup
  void rules
  return series ? { ...rest, series } : rest
}

describe('AH3E-CONTRACT the module contract: liveness, board instructions, round trip', () => {
  it(`AH3E-CONTRACT-01 AH3E-CONTRACT-02 ${GAMES} random games of up to ${STEPS} commands: no dead end, every physical change on the «Na planszy» list (command and undo)`, () => {
    let ended = 0
    let rounds = 0
    for (let n = 0; n < GAMES; n++) {
      const s = play(n, { liveness: n % 2 === 0, byOffers: n % 3 === 0 })
      if (ah3e.stage(s.state) === 'ended') ended++
      rounds += s.state.round
    }
    // Not vacuous: games get through rounds, and some end.
    expect(rounds).toBeGreaterThan(GAMES)
    expect(ended).toBeGreaterThan(0)
  }, 240_000)

  it('AH3E-CONTRACT-01 the liveness walk finds a dead end when there is one (a state no offered command moves on from)', () => {
    const s = setUp('dead', ah3e.sampleSetup(createRng('dead')))
    const offers = ah3e.offers!
    try {
      ;(ah3e as { offers?: unknown }).offers = () => [{ type: 'ChangeLead', data: { player: 99 } }, { type: 'RemoveDoom', data: { space: 'nowhere' } }]
      const stuck = walk(s, createRng('w'))
      expect(stuck).toMatch(/^dead end at /)
    } finally {
      ;(ah3e as { offers?: unknown }).offers = offers
    }
  })

  it('AH3E-CONTRACT-01 an overflow question whose doom a correction took away still has an answer (every space of the neighbourhood)', () => {
    let s = setUp('overflow', { ...ah3e.sampleSetup(createRng('o')), scenario: 'tyrants-of-ruin', series: null, mode: 'standard', draws: { cup: 'virtual', events: 'physical' }, facts: { terrorDeck: 8 } })
    const go = (c: Ah3eCommand) => {
      const r = execute(ah3e, s, c)
      if (!r.ok) fail(c.type, r.error)
      s = r.value.session
    }
    while (s.state.pending?.kind === 'event-card') go({ type: 'DescribeEventCard', data: { neighbourhood: 'northside', doom: { 'arkham-advertiser': 1 } } })
    if (s.state.board.doom['first-national-grocery'] === 0) go({ type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
    while (!s.state.pending) go({ type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    expect(s.state.pending?.kind).toBe('overflow-space')
    for (const space of spacesOf(s.state, 'innsmouth-village')) if (s.state.board.doom[space] > 0) go({ type: 'CorrectDoom', data: { space, to: 0 } })
    const offered = ah3e.offers!(s.state, createRng('x'))
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.every((c) => c.type === 'ClearOverflowSpace')).toBe(true)
    expect(walk(s, createRng('y'))).toBeNull()
  })

  it('AH3E-CONTRACT-02 the gate burst\'s reshuffle is on the list: its card and the discard pile, shuffled, under the event deck; the start space unstable', () => {
    const rng = createRng('gate')
    let s = setUp('gate', { ...ah3e.sampleSetup(rng), scenario: 'tyrants-of-ruin', series: null, draws: { cup: 'virtual', events: 'physical' }, facts: { terrorDeck: 8 } })
    while (s.state.pending?.kind === 'event-card') {
      const r = execute(ah3e, s, { type: 'DescribeEventCard', data: { neighbourhood: 'northside', doom: { 'arkham-advertiser': 1 } } })
      if (!r.ok) fail('answer', r.error)
      s = r.value.session
    }
    expect(s.state.eventDiscard.length).toBeGreaterThan(0)
    const r = execute(ah3e, s, { type: 'GateBurst', data: { cards: [{ neighbourhood: 'easttown' }] } })
    if (!r.ok) fail('gate burst', r.error)
    const lines = module.boardChanges!(s.state, r.value.session.state)
    const line = lines.find((l) => l.key === 'event-discard')
    expect(s.state.eventDiscard).toHaveLength(1)
    expect(line?.text).toBe(`Otwarcie się bramy: jej kartę wydarzenia potasujcie ze stosem odrzuconych kart wydarzeń (1 karta) i połóżcie je pod spód talii wydarzeń. Stos odrzuconych jest pusty: niestabilne jest pole startowe — ${spaceName(s.state.startSpace)}.`)
    checkBoard(s.state, r.value.session.state, 'a gate burst', 'GateBurst')
  })

  it('AH3E-CONTRACT-03 single games (series: null), series games and files of the old setup shape (no `series`, no `rules`) export and read back to the same state and log, byte-identical when written again', () => {
    let n = 0
    for (let i = 0; n < 60; i++) {
      const rng = createRng(`trip:${i}`)
      const setup = ah3e.sampleSetup(rng)
      // Every third single game in the old shape (a file from before `series` and `rules`), the rest as the form sends them.
      const shaped = setup.series || i % 3 !== 0 ? setup : oldShape(setup)
      let s = setUp(`trip-${i}`, shaped)
      for (let k = 0; k < 30 && ah3e.stage(s.state) !== 'ended'; k++) {
        for (const c of ah3e.sample(s.state, rng)) {
          const r = execute(ah3e, s, c)
          if (r.ok) {
            s = r.value.session
            break
          }
        }
      }
      roundTrip(s)
      n++
    }
  })

  // The core's game-file reader takes `null` for a declared field of any shape (FILE-NULL): before
  // it did, this single game's own file was refused by the import and by `npm run replay`.
  it('AH3E-CONTRACT-04 a single game as the app writes it — setup `series: null`, the form\'s shape — is read back by the app\'s import and by `npm run replay`', async () => {
    setActivePinia(createPinia())
    await Promise.all([db.games.clear(), db.entries.clear(), db.settings.clear(), db.snapshots.clear()])
    const setup = ah3e.sampleSetup(createRng('single'))
    const single: Ah3eSetup = { ...setup, series: null, scenario: setup.scenario ?? 'approach-of-azathoth', facts: { terrorDeck: 8 }, factsByScenario: undefined }
    delete single.factsByScenario
    const game = useSessionStore()
    const created = await game.create('ah3e', { name: 'Wieczór', seed: 'single-1', setup: single })
    expect(created.ok).toBe(true)
    if (!created.ok) return
    expect((game.state as Ah3eState).series).toBeNull()
    const list = useGamesStore()
    const text = await list.exportText(created.value)
    expect(text).toContain('"series":null')
    const back = await list.importText(text!, { onExisting: 'copy' })
    game.close()
    expect(back.ok, JSON.stringify(back)).toBe(true)
    const { execFile } = await import('node:child_process')
    const { writeFileSync, mkdtempSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const file = `${mkdtempSync(`${tmpdir()}/ah3e-`)}/single.json`
    writeFileSync(file, text!)
    const out = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], { cwd: process.cwd() }, (error, stdout) => resolve({ code: error ? 1 : 0, stdout }))
    })
    expect(out.code).toBe(0)
  }, 30_000)
})
