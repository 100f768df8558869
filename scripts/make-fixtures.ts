/**
 * Writes the example game files in tests/fixtures/ by playing real commands through the engine
 * (`npx tsx scripts/make-fixtures.ts`). Deterministic: the same code and rules give the same
 * files, so a diff in the fixtures means the rules changed what a game produces.
 *
 * Each good game is played from a fixed list of candidate seeds; the first seed whose game shows
 * what the fixture is for (a surge, an awakening then a won battle, a win by Elder Signs) is kept.
 * The malformed files in tests/fixtures/bad/ are edits of the first good file.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { undo } from '../src/core'
import { parseGameFile, serializeGameFile, type GameFileMeta } from '../src/core/game-file'
import { ah2e, type Ah2eCommand, type Ah2eState } from '../src/games/ah2e/rules'
import { ah2eData } from '../src/games/ah2e/data'
import { countsTowardLimit } from '../src/games/ah2e/rules/limits'
import { Table } from './lib/ah2e-autoplay'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'tests/fixtures')
const badDir = path.join(outDir, 'bad')
/** A fixed date, so regenerating gives byte-identical files. */
const CREATED_AT = '2026-01-15T19:30:00.000Z'

const LOCATIONS = ahLocations()
function ahLocations(): string[] {
  return ah2eData.spaces.filter((s) => s.kind === 'location' && s.board === 'arkham').map((s) => s.id)
}

const open = (s: Ah2eState, loc: string) => !s.closed[loc]

/** Upkeep to Arkham encounters with a few table actions, then the Mythos phase. */
function playTurn(t: Table, turn: number, extra?: (t: Table) => void): void {
  const s = () => t.state
  t.do({ type: 'AdvancePhase', data: {} }) // → movement
  s().investigators.forEach((inv, i) => {
    if (inv.devoured || s().status !== 'playing') return
    const to = LOCATIONS[(turn * 5 + i * 7) % LOCATIONS.length]
    if (open(s(), to) && inv.location !== to) t.do({ type: 'MoveInvestigator', data: { investigatorId: inv.id, to } })
  })
  t.do({ type: 'AdvancePhase', data: {} }) // → Arkham encounters
  const finder = s().investigators[turn % s().investigators.length]
  if (!finder.devoured) t.do({ type: 'GainClues', data: { investigatorId: finder.id, count: 1 } })
  extra?.(t)
  if (s().status !== 'playing') return
  t.toMythos()
  t.resolveMythos()
}

function check(text: string): void {
  const r = parseGameFile(text, { ah2e })
  if (!r.ok) throw new Error(`generated file does not parse: ${r.error.code} ${r.error.message}`)
}

function write(file: string, text: string): void {
  writeFileSync(path.join(outDir, file), text)
  process.stdout.write(`wrote tests/fixtures/${file}\n`)
}

function firstSeed<T>(prefix: string, tries: number, play: (seed: string) => T | null): T {
  for (let k = 1; k <= tries; k++) {
    const got = play(`${prefix}-${k}`)
    if (got) return got
  }
  throw new Error(`no seed ${prefix}-1..${tries} gave the game wanted`)
}

/** 4 players, Cthulhu: three or more Mythos phases after setup including a surge; ends with one undone command. */
function fourPlayersSurge(): string {
  return firstSeed('table-four', 200, (seed) => {
    const t = new Table(ah2e, seed)
    t.do({ type: 'SetUpGame', data: { players: 4, investigatorNames: ['Ania', 'Bartek', 'Celina', 'Darek'], ancientOne: 'cthulhu' } })
    t.resolveMythos()
    for (let turn = 1; turn <= 6 && t.state.status === 'playing'; turn++) {
      playTurn(t, turn, (tt) => {
        if (turn === 2) tt.do({ type: 'UpdateInvestigator', data: { investigatorId: 'inv-2', sneak: 2 } })
      })
      const surged = t.entries.some((e) => e.command.type === 'PlaceSurge')
      if (turn >= 3 && surged && t.state.status === 'playing' && !t.state.pending) {
        t.do({ type: 'AdvancePhase', data: {} }) // upkeep → movement of the next turn
        t.do({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'miskatonic-u-streets' } })
        const u = undo(ah2e, t.session())
        if (!u.ok) throw new Error(u.error.message)
        const meta: GameFileMeta = { game: 'ah2e', name: 'Four at the table, a surge at turn ' + turn, createdAt: CREATED_AT, seed }
        return serializeGameFile(meta, u.value)
      }
    }
    return null
  })
}

/** 2 players, Yig: the Ancient One awakens by the rules, then the investigators win the final battle. */
function awakeningBattleWon(): string {
  return firstSeed('battle', 200, (seed) => {
    const t = new Table(ah2e, seed)
    t.do({ type: 'SetUpGame', data: { players: 2, investigatorNames: ['Ewa', 'Filip'], ancientOne: 'yig' } })
    t.resolveMythos()
    for (let turn = 1; turn <= 40 && t.state.status === 'playing'; turn++) {
      playTurn(t, turn, (tt) => {
        // Now and then someone defeats a monster in Arkham and keeps the trophy.
        const uid = Object.keys(tt.state.monsters).sort().find((u) => countsTowardLimit(ah2eData, tt.state.monsters[u]))
        if (turn % 3 === 0 && uid) tt.do({ type: 'DefeatMonster', data: { uid, investigatorId: 'inv-2' } })
      })
    }
    // Read through a function: TypeScript would keep the status narrowed across t.do() calls.
    const status = (): Ah2eState['status'] => t.state.status
    if (status() !== 'final-battle' || t.state.awakenedBy === 'manual') return null
    t.do({ type: 'SetScoreInputs', data: { unpaidBankLoans: 1, saneSurvivors: null } })
    for (let round = 1; round <= 30 && status() === 'final-battle'; round++) {
      t.do({ type: 'StartBattleRound', data: {} })
      for (const [i, inv] of t.state.investigators.entries()) {
        if (status() !== 'final-battle') break
        if (!inv.devoured) t.do({ type: 'RecordBattleAttack', data: { investigatorId: inv.id, successes: 2 + ((round + i) % 3) } })
      }
    }
    if (status() !== 'won') return null
    return serializeGameFile({ game: 'ah2e', name: 'Yig awakens, and falls', createdAt: CREATED_AT, seed }, t.session())
  })
}

/**
 * 2 players, Shub-Niggurath: every gate that opens is entered, explored and sealed with 5 clues,
 * and the gate trophy spent, until six Elder Signs win.
 */
function sealedWin(): string {
  return firstSeed('seals', 200, (seed) => {
    const t = new Table(ah2e, seed)
    t.do({ type: 'SetUpGame', data: { players: 2, investigatorNames: ['Gosia', 'Henryk'], ancientOne: 'shub-niggurath' } })
    t.resolveMythos()
    let sealer = 0
    for (let turn = 1; turn <= 40 && t.state.status === 'playing'; turn++) {
      playTurn(t, turn, (tt) => {
        const location = Object.keys(tt.state.gates).sort()[0]
        if (!location) return
        const inv = tt.state.investigators[sealer++ % tt.state.investigators.length]
        const world = ah2eData.gateMarkers.find((g) => g.id === tt.state.gates[location])?.world
        for (const to of [`ow:${world}:1`, `ow:${world}:2`, location] as const) {
          tt.do({ type: 'MoveInvestigator', data: { investigatorId: inv.id, to } })
        }
        const need = 5 - tt.state.investigators.find((i) => i.id === inv.id)!.clues
        if (need > 0) tt.do({ type: 'GainClues', data: { investigatorId: inv.id, count: need } })
        const markerId = tt.state.gates[location]
        tt.do({ type: 'SealGate', data: { location, investigatorId: inv.id, with: 'clues' } })
        // The gate trophy is spent at once (a shop, a Lodge membership), so closing the last open
        // gate never reaches «trophies ≥ players» and the win has to come from six Elder Signs.
        if (tt.state.status === 'playing') tt.do({ type: 'SpendTrophy', data: { investigatorId: inv.id, kind: 'gate', id: markerId } })
      })
    }
    if (t.state.status !== 'won' || t.state.outcome?.result !== 'won' || t.state.outcome.how !== 'elder-signs') return null
    return serializeGameFile({ game: 'ah2e', name: 'Six Elder Signs', createdAt: CREATED_AT, seed }, t.session())
  })
}

/**
 * 3 players with the Innsmouth board and the Father Dagon Herald, Ghatanothoa: clues on the Feds
 * Raid track, a Deep One the owner of the box describes, the state of emergency at half the doom
 * track, a failed vigilance check (arrest to the Innsmouth Jail) and one check still owed.
 */
function innsmouthEmergency(): string {
  return firstSeed('innsmouth', 200, (seed) => {
    const t = new Table(ah2e, seed)
    t.do({ type: 'SetUpGame', data: { players: 3, investigatorNames: ['Iga', 'Jan', 'Kasia'], ancientOne: 'ghatanothoa', expansions: ['innsmouth'], herald: 'father-dagon' } })
    t.resolveMythos()
    t.do({ type: 'DefineMonsterKind', data: { id: 'deep-one', name: 'Deep One', dimension: 'plus', movement: 'aquatic', count: 4, mask: false, spawn: false } })
    for (let turn = 1; turn <= 3 && t.state.status === 'playing'; turn++) {
      playTurn(t, turn, (tt) => {
        if (turn === 1) {
          tt.do({ type: 'GainClues', data: { investigatorId: 'inv-3', count: 2 } })
          tt.do({ type: 'SpendCluesOnFedsRaid', data: { investigatorId: 'inv-3', neighbourhood: 'factory-district', count: 2 } })
        }
      })
    }
    if (t.state.status !== 'playing' || t.state.pending) return null
    const half = Math.ceil(t.state.doomMax / 2)
    if (t.state.doom < half) t.do({ type: 'AdjustDoom', data: { delta: half - t.state.doom } })
    t.do({ type: 'AdvancePhase', data: {} }) // → movement
    t.do({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'marsh-refinery' } })
    t.do({ type: 'ResolveVigilanceCheck', data: { investigatorId: 'inv-1', passed: false } })
    t.do({ type: 'MoveInvestigator', data: { investigatorId: 'inv-2', to: 'gilman-house-hotel' } })
    const s = t.state
    if (s.status !== 'playing' || !s.stateOfEmergency || s.investigators[0].location !== 'innsmouth-jail-cell' || !s.vigilance['inv-2']) return null
    return serializeGameFile({ game: 'ah2e', name: 'Innsmouth under a state of emergency', createdAt: CREATED_AT, seed }, t.session())
  })
}

/** Malformed files, each an edit of a good file. */
function badFiles(good: string): Record<string, string> {
  const doc = JSON.parse(good) as { commands: Ah2eCommand[]; events?: unknown; undone?: unknown; undoneEvents?: unknown; version: number; game: string }
  const withCommands = (edit: (c: Ah2eCommand[]) => void) => {
    const d = structuredClone(doc)
    edit(d.commands)
    delete d.events
    delete d.undone
    delete d.undoneEvents
    return `${JSON.stringify(d, null, 2)}\n`
  }
  // A location without a gate after setup: the SealGate below is refused by the rules.
  const replay = parseGameFile(good, { ah2e })
  if (!replay.ok) throw new Error('good file does not parse')
  const after3 = replay.value.session.entries.slice(0, 3).flatMap((e) => e.events)
  const gated = new Set(after3.flatMap((e) => (e.type === 'GateOpened' ? [(e.data as { location: string }).location] : [])))
  const noGate = LOCATIONS.find((l) => !gated.has(l))!
  const events = JSON.parse(good) as { events: { type: string; data: Record<string, unknown> }[][] }
  const firstGate = events.events.flat().find((e) => e.type === 'GateOpened')!
  firstGate.data.markerId = firstGate.data.markerId === 'gate-abyss-1' ? 'gate-abyss-2' : 'gate-abyss-1'
  return {
    'truncated.json': good.slice(0, Math.floor(good.length / 2)),
    'future-version.json': good.replace('"version": 1,', '"version": 2,'),
    'unknown-game.json': good.replace('"game": "ah2e",', '"game": "ah9e",'),
    'unknown-command.json': withCommands((c) => c.splice(3, 0, { type: 'SummonShoggoth', data: {} } as unknown as Ah2eCommand)),
    'rule-breaking.json': withCommands((c) => c.splice(3, 0, { type: 'SealGate', data: { location: noGate, investigatorId: 'inv-1', with: 'clues' } })),
    'proto-key.json': good.replace('{"type":"GainClues","data":{', '{"type":"GainClues","data":{"__proto__":{"polluted":true},'),
    'events-mismatch.json': `${JSON.stringify(events, null, 2)}\n`,
  }
}

mkdirSync(badDir, { recursive: true })
const games: Record<string, string> = {
  'four-players-surge.json': fourPlayersSurge(),
  'awakening-battle-won.json': awakeningBattleWon(),
  'sealed-win.json': sealedWin(),
  'innsmouth-emergency.json': innsmouthEmergency(),
}
for (const [file, text] of Object.entries(games)) {
  check(text)
  write(file, text)
}
for (const [file, text] of Object.entries(badFiles(games['four-players-surge.json']))) {
  if (parseGameFile(text, { ah2e }).ok) throw new Error(`bad/${file} parses; it should not`)
  write(`bad/${file}`, text)
}
