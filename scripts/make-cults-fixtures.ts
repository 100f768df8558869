/**
 * Writes the Rise of the Cults example games to tests/fixtures/cults/ (replayed headlessly by
 * `npm run replay` in tests/games/cults/replay-fixtures.test.ts): a whole solo game against the
 * app's opponent to the Goal check, and a 3-player game to its score. The players' moves are the
 * rules' sampled moves from a fixed seed, so the files are the same every time.
 * Run: `npx tsx scripts/make-cults-fixtures.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRng, execute, newSession } from '../src/core'
import { serializeGameFile } from '../src/core/game-file'
import { cults, sampleCommands, type CultsSetup } from '../src/games/cults/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CREATED_AT = '2026-11-24T19:30:00.000Z'
const layouts = { '1': { sanity: { northside: 3, downtown: 4, rivertown: 3, uptown: 2 } } }

function play(name: string, seed: string, setup: CultsSetup): void {
  const rng = createRng(`fixture:${seed}`)
  let r = execute(cults, newSession(cults, seed), cults.setupCommand(setup))
  if (!r.ok) throw new Error(r.error.message)
  let s = r.value.session
  for (let i = 0; i < 2000 && (s.state.status !== 'over' || s.state.pending); i++) {
    for (const c of sampleCommands(s.state, rng)) {
      r = execute(cults, s, c)
      if (r.ok) { s = r.value.session; break }
    }
  }
  if (s.state.status !== 'over') throw new Error(`${name} did not end`)
  const text = serializeGameFile({ game: 'cults', rulesVersion: cults.rulesVersion, name, createdAt: CREATED_AT, seed }, { entries: s.entries, redo: [] })
  mkdirSync(path.join(root, 'tests/fixtures/cults'), { recursive: true })
  writeFileSync(path.join(root, `tests/fixtures/cults/${name}.json`), text)
  console.log(name, s.entries.length, 'commands', JSON.stringify(s.state.scores?.seats.map((x) => x.vp)), 'goal', s.state.goalMet)
}

play('solo-goal', 'fixture-solo', {
  players: [{ name: 'Ala', colour: 'red' }], solo: true, outDistrict: null, firstCultist: null, rounds: 6, layout: 1, layouts, dominanceSpaces: 4,
  npc: { deck: 'virtual', cards: Array.from({ length: 12 }, (_, i) => ({ id: '', attack: i % 3, thugs: i === 5 ? 3 : null })), settings: {} }, goal: 'beat-npc',
})
play('three-players', 'fixture-three', {
  players: [{ name: 'Ala', colour: 'red' }, { name: 'Bartek', colour: 'blue' }, { name: 'Celina', colour: 'green' }],
  solo: false, outDistrict: 'rivertown', firstCultist: 1, rounds: 6, layout: 1, layouts, dominanceSpaces: 4, goal: null,
})
