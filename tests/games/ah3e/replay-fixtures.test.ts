// @vitest-environment node
/**
 * AH3E-REPLAY: the AH3e example games (scripts/make-ah3e-fixtures.ts) replay to what they show: the
 * overflow at 6 with its sheet doom and terror, an Inevitable series over three evenings with a
 * barred investigator, a loss by sheet doom. Each file holds the events its commands produced, so a
 * rule that changes what a command does makes the file refuse to load (AH3E-REPLAY-04): regenerate
 * the fixtures (`npx tsx scripts/make-ah3e-fixtures.ts`) only for a rule change meant to happen.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseGameFile } from '@/core/game-file'
import { ah3eData } from '@/games/ah3e/data'
import { ah3e, barredInSeries, createAh3e, seriesRecordAfter, type Ah3eEvent, type Ah3eState } from '@/games/ah3e/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const text = (file: string) => readFileSync(path.join(root, 'tests/fixtures/ah3e', file), 'utf8')

function load(file: string, rules = ah3e): { state: Ah3eState; events: Ah3eEvent[] } {
  const r = parseGameFile(text(file), { ah3e: rules })
  if (!r.ok) throw new Error(`${file}: ${r.error.code} ${r.error.message}`)
  return { state: r.value.session.state as Ah3eState, events: r.value.session.entries.flatMap((e) => e.events as Ah3eEvent[]) }
}
const count = (events: Ah3eEvent[], type: Ah3eEvent['type']) => events.filter((e) => e.type === type).length

describe('AH3E-REPLAY AH3e game files replay to the same state', () => {
  it('AH3E-REPLAY-01 UDW-DOOM-01 UDW-TERR-05 overflow.json: one overflow = 1 sheet doom + 1 terror spread there; a Spread Terror token, a terror encounter, a trait search, the lead passed on', () => {
    const { state, events } = load('overflow.json')
    expect(state.scenario).toBe('tyrants-of-ruin')
    expect(count(events, 'DoomOverflowed')).toBe(1)
    const byOverflow = events.filter((e) => e.cause === 'rule/overflow')
    expect(byOverflow.filter((e) => e.type === 'SheetDoomAdded').length).toBe(1)
    expect(byOverflow.filter((e) => e.type === 'TerrorSpread').map((e) => e.type === 'TerrorSpread' && e.data.neighbourhood)).toEqual(['innsmouth-village'])
    expect(events.some((e) => e.type === 'TerrorSpread' && e.cause === 'token/spread-terror')).toBe(true)
    expect(state.sheetDoom).toBe(1)
    expect(state.board.doom['esoteric-order-of-dagon']).toBe(0)
    expect(count(events, 'TerrorEncounterResolved')).toBe(1)
    expect(count(events, 'EventDeckSearched')).toBe(1)
    expect(state.lead).toBe(1)
    expect(state.round).toBe(3)
    expect(state.mythos.cup.blank + state.mythos.drawn.blank + state.mythos.removed.blank).toBe(state.mythos.supplied.blank)
  })

  it('AH3E-REPLAY-02 UDW-INEV-02 UDW-INEV-06 series-1…3.json: three evenings; the investigator devoured in game 2 is barred from game 3, whose scenario was drawn among those not played, with rows 2 and 3 applied once each', () => {
    const g1 = load('series-1.json').state
    const g2 = load('series-2.json')
    const g3 = load('series-3.json')
    expect(g1.series?.game).toBe(1)
    expect(g2.state.series?.games).toEqual(seriesRecordAfter(g1)!.games)
    expect(g2.state.left).toEqual([{ investigator: 'Silas Marsh', how: 'devoured' }])
    expect(g3.state.series?.game).toBe(3)
    expect(g3.state.series?.games).toEqual(seriesRecordAfter(g2.state)!.games)
    expect(barredInSeries(g3.state.series)).toEqual(['Silas Marsh'])
    expect(g3.state.players.map((p) => p.investigator)).not.toContain('Silas Marsh')
    const setUp = g3.events.find((e) => e.type === 'GameSetUp')
    expect(setUp?.type === 'GameSetUp' && setUp.data.scenarioDrawn).toBe(true)
    expect(['echoes-of-the-deep', 'the-pale-lantern']).toContain(g3.state.scenario)
    expect(g3.events.filter((e) => e.type === 'InevitableModifierApplied').map((e) => e.type === 'InevitableModifierApplied' && e.data.row)).toEqual([2, 3])
    expect(seriesRecordAfter(g3.state)!.games.map((g) => g.result)).toEqual(['won', 'won', 'won'])
  })

  it('AH3E-REPLAY-03 AH3E-OWNER-04 UDW-EVT-01 sheet-doom-loss.json: a band added mid-game, sheet doom from a devoured investigator and two draws from an empty event deck; the codex loses the game at 3', () => {
    const { state, events } = load('sheet-doom-loss.json')
    expect(state.sheetBands).toEqual([2, 3])
    expect(state.sheetDoom).toBe(3)
    expect(count(events, 'EventDeckEmpty')).toBe(2)
    expect(events.filter((e) => e.type === 'SheetBandReached').map((e) => e.type === 'SheetBandReached' && e.data.band)).toEqual([2, 3])
    expect(state.status).toBe('lost')
    expect(state.outcome).toEqual({ result: 'lost', reason: 'codex' })
  })

  it('AH3E-REPLAY-04 a rule change makes a fixture fail: without archive #61 at setup the overflow does not happen and the file is refused; an edited event is refused', () => {
    const noTerror = createAh3e({
      ...ah3eData,
      scenarios: { ...ah3eData.scenarios, scenarios: ah3eData.scenarios.scenarios.map((s) => (s.id === 'tyrants-of-ruin' ? { ...s, codexAtStart: (s.codexAtStart ?? []).filter((c) => c !== 61) } : s)) },
    })
    const changed = parseGameFile(text('overflow.json'), { ah3e: noTerror })
    expect(changed.ok).toBe(false)
    // The setup's events differ (no #61 in the codex), or a later answer is no longer asked: either way the file is refused.
    expect(['file/events-mismatch', 'file/command-refused']).toContain(!changed.ok && changed.error.code)
    const edited = text('sheet-doom-loss.json').replace('"band":3', '"band":4')
    expect(edited).not.toBe(text('sheet-doom-loss.json'))
    const r = parseGameFile(edited, { ah3e })
    expect(!r.ok && r.error.code).toBe('file/events-mismatch')
  })

  it('AH3E-REPLAY-05 `npm run replay` reads every AH3e fixture through the app\'s registry', async () => {
    const files = ['overflow', 'series-1', 'series-2', 'series-3', 'sheet-doom-loss'].map((f) => `tests/fixtures/ah3e/${f}.json`)
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...files], { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr })
      })
    })
    expect(out.code, out.stderr).toBe(0)
    expect(out.stdout.trim().split('\n').map((l) => JSON.parse(l) as { ok: boolean }).every((l) => l.ok)).toBe(true)
  }, 30_000)

  it('AH3E-REPLAY-06 v1-overflow.json, written by rules version 1 (before trait searches and band edits), replays under version 4 unchanged (no `rules` in its setup: the last mythos draw still ends the round)', () => {
    expect(JSON.parse(text('v1-overflow.json')).rulesVersion).toBe(1)
    const { state, events } = load('v1-overflow.json')
    expect(ah3e.rulesVersion).toBe(4)
    expect(count(events, 'DoomOverflowed')).toBe(1)
    expect(state.sheetDoom).toBe(1)
    expect(state.lead).toBe(1)
  })

  it('AH3E-REPLAY-07 AH3E-MYTH-08 v2-overflow.json, written by rules version 2 (no `rules` in its setup), replays under version 3 unchanged: each last mythos draw ended its round', () => {
    expect(JSON.parse(text('v2-overflow.json')).rulesVersion).toBe(2)
    const { state, events } = load('v2-overflow.json')
    expect(state.rules).toBe(2)
    expect(state.round).toBe(3)
    expect(events.filter((e) => e.type === 'RoundEnded').length).toBe(2)
    // The regenerated overflow.json (rules 3) reaches round 3 by the players' two taps instead.
    const now = load('overflow.json')
    expect(now.state.rules).toBe(3)
    expect(now.state.round).toBe(3)
  })
})

