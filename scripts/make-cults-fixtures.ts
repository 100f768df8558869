/**
 * Writes the Rise of the Cults example games to tests/fixtures/cults/ (replayed headlessly by
 * `npm run replay` in tests/games/cults/replay-fixtures.test.ts): a whole solo game against the
 * app's opponent to the Goal check, a 3-player game to its score, and a solo game with the owner's
 * cards (District cards on the board, a Goal card with its difficulty, a City card by its label, an
 * opponent setting switched mid-game). The players' moves are the rules' sampled moves from a fixed
 * seed (after the scripted opening), so the files are the same every time. The `v1-*` files are the
 * first two as rules version 1 wrote them; they are kept, not rewritten.
 * Run: `npx tsx scripts/make-cults-fixtures.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRng, execute, newSession } from '../src/core'
import { serializeGameFile } from '../src/core/game-file'
import { cults, sampleCommands, type CultsCommand, type CultsSetup, type DistrictCard } from '../src/games/cults/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CREATED_AT = '2026-11-24T19:30:00.000Z'
const layouts = { '1': { sanity: { northside: 3, downtown: 4, rivertown: 3, uptown: 2 } } }

function play(name: string, seed: string, setup: CultsSetup, opening: CultsCommand[] = []): void {
  const rng = createRng(`fixture:${seed}`)
  let r = execute(cults, newSession(cults, seed), cults.setupCommand(setup))
  if (!r.ok) throw new Error(r.error.message)
  let s = r.value.session
  for (const c of opening) {
    r = execute(cults, s, c)
    if (!r.ok) throw new Error(`${name}: ${c.type} ${r.error.message}`)
    s = r.value.session
  }
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

const card = (label: string, type: DistrictCard['type'], cost: number, attack: number, copies: number): DistrictCard => ({ label, type, cost, attack, power: type === 'action' ? 1 : 0, terror: 0, thugs: null, copies })
play('solo-cards', 'fixture-cards', {
  players: [{ name: 'Ala', colour: 'red' }], solo: true, outDistrict: null, firstCultist: null, rounds: 6, layout: 1, layouts, dominanceSpaces: 4,
  npc: { deck: 'virtual', cards: Array.from({ length: 12 }, (_, i) => ({ id: '', attack: i % 3, thugs: null })), settings: {} },
  goal: 'own-1', goalCard: { id: 'own-1', label: 'Cel A', difficulty: 4, needs: [{ kind: 'beat-npc' }, { kind: 'dominance-in', district: 'downtown', n: 1 }] },
}, [
  { type: 'SetDistrictCards', data: { district: 'northside', guardian: card('Strażnik 1', 'guardian', 3, 2, 3), action: card('Działanie 1', 'action', 2, 0, 3), guardians: 3, actions: 3 } },
  { type: 'SetDistrictCards', data: { district: 'downtown', guardian: card('Strażnik 2', 'guardian', 4, 3, 2), action: card('Działanie 2', 'action', 1, 1, 4), guardians: 2, actions: 4 } },
  { type: 'SetDistrictCards', data: { district: 'uptown', guardian: card('Strażnik 3', 'guardian', 2, 1, 1), guardians: 1, actions: null } },
  { type: 'ChangeSetting', data: { setting: 'noGuardian', value: 'destroy-only' } },
])
