// @vitest-environment node
/**
 * ROC-REPLAY: the Rise of the Cults example games (scripts/make-cults-fixtures.ts) replay headlessly
 * with `npm run replay` to what they show: a whole solo game against the app's opponent to its Goal
 * check, a 3-player game to its score, a solo game with the owner's cards; and the same two games as
 * rules version 1 recorded them (their recorded events must still be what the rules produce).
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseGameFile } from '../../../src/core/game-file'
import { cults, type CultsCommand } from '../../../src/games/cults/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
interface Out {
  game: string
  summary: { status: string; round: string; goalMet: boolean | null; scores: { seats: { vp: number }[]; order: number[] } | null; npc: unknown }
  events: { type: string; cause?: string }[]
}

function replay(file: string): Promise<{ code: number; out: Out | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', `tests/fixtures/cults/${file}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out: error ? null : (JSON.parse(stdout) as Out), stderr })
    })
  })
}

describe('ROC-REPLAY Rise of the Cults game files', () => {
  it('ROC-REPLAY-01 solo-goal: six rounds against the app\'s opponent, its turns with their rules, the Goal card checked', async () => {
    const r = await replay('solo-goal.json')
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.game).toBe('cults')
    expect(r.out!.summary.status).toBe('over')
    expect(r.out!.summary.round).toBe('6/6')
    expect(r.out!.summary.goalMet).toBe(false)
    expect(r.out!.events.filter((e) => e.type === 'NpcRolled').length).toBeGreaterThan(10)
    expect(r.out!.events.filter((e) => e.type === 'NpcRolled').every((e) => e.cause?.startsWith('rule/ROC-NPC-'))).toBe(true)
  }, 30_000)
  it('ROC-REPLAY-02 three-players: tracked to the score with its order', async () => {
    const r = await replay('three-players.json')
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.summary.status).toBe('over')
    expect(r.out!.summary.scores!.seats.map((s) => s.vp)).toEqual([2, 4, 0])
    expect(r.out!.summary.scores!.order[0]).toBe(1)
    expect(r.out!.summary.npc).toBeNull()
  }, 30_000)
  it('ROC-REPLAY-03 solo-cards: District cards on the board, the Goal card entered with its difficulty, a setting switched; the opponent takes entered Guardians', async () => {
    const r = await replay('solo-cards.json')
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.summary.status).toBe('over')
    expect(r.out!.summary.goalMet).toBe(false)
    expect(r.out!.events.filter((e) => e.type === 'DistrictCardsSet').length).toBeGreaterThanOrEqual(3)
    expect(r.out!.events.filter((e) => e.type === 'SettingChanged').every((e) => e.cause === 'rule/ROC-NPC-SET')).toBe(true)
    expect(r.out!.events.some((e) => e.type === 'NpcGuardianTaken')).toBe(true)
  }, 30_000)
  it.each([
    ['v1-solo-goal.json', 'over', false, null],
    ['v1-three-players.json', 'over', null, [0, 2, 6]],
  ] as const)('ROC-REPLAY-04 %s, made by rules version 1, replays to its recorded events and result', async (file, status, goalMet, vp) => {
    const r = await replay(file)
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.summary.status).toBe(status)
    expect(r.out!.summary.goalMet).toBe(goalMet)
    if (vp) expect(r.out!.summary.scores!.seats.map((s) => s.vp)).toEqual(vp)
  }, 30_000)
  // Four of the example games were recorded before rules version 3 and hold empty Preparations (the
  // players took the Plan and built nothing): such a game still opens as it was played (its setup has
  // no `rules`); the same file set up under version 3 is refused at its first empty Preparation.
  it.each([
    ['solo-goal.json', 1], ['three-players.json', 5], ['v1-solo-goal.json', 2], ['v1-three-players.json', 1], ['solo-cards.json', 0],
  ] as const)('ROC-REPLAY-05 %s, recorded before rules version 3 with %i empty Preparation(s), opens with its recorded events', (file, n) => {
    const text = readFileSync(path.join(root, 'tests/fixtures/cults', file), 'utf8')
    const doc = JSON.parse(text) as { commands: CultsCommand[] }
    const empty = doc.commands.flatMap((c, i) => (c.type === 'TakePlan' && c.data.plan === 'preparation' && !c.data.site && (c.data.ritual ?? null) === null ? [i] : []))
    expect(empty.length).toBe(n)
    expect(doc.commands[0].type === 'SetUpGame' && doc.commands[0].data.rules).toBeUndefined()
    const r = parseGameFile(text, { cults: cults as never })
    expect(r.ok && r.value.session.entries.length).toBe(doc.commands.length)
    if (!n) return
    const strict = { ...doc, commands: doc.commands.map((c, i) => (i === 0 ? { ...c, data: { ...c.data, rules: 3 } } : c)) }
    const refused = parseGameFile(JSON.stringify(strict), { cults: cults as never }, { ignoreRecordedEvents: true })
    expect(refused.ok ? null : [refused.error.code, refused.error.index, refused.error.rule]).toEqual(['file/command-refused', empty[0], 'prepare/nothing'])
  })
})
