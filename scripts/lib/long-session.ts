/**
 * A long real AH2e session for the benchmarks: 4 players play turn after turn, with the table
 * corrections that keep the game going (gates closed and their trophies spent, monsters defeated,
 * doom and terror corrected), so a log of any length can be made. Used by `scripts/bench.ts`
 * (refold, import) and `scripts/bench-browser.mjs` (games of 1k–100k events for the app).
 */
import { ah2e } from '../../src/games/ah2e/rules'
import { ah2eData } from '../../src/games/ah2e/data'
import { countsTowardLimit } from '../../src/games/ah2e/rules/limits'
import { serializeGameFile } from '../../src/core/game-file'
import { foldEntries, step } from '../../src/core'
import type { Ah2eCommand, Ah2eState } from '../../src/games/ah2e/rules'
import { Table, type Ah2eEntry } from './ah2e-autoplay'

const LOCATIONS = ah2eData.spaces.filter((s) => s.kind === 'location' && s.board === 'arkham').map((s) => s.id)

/** One turn of a 4-player game with the corrections that keep it from ending. */
export function longTurn(t: Table, turn: number): void {
  const s = () => t.state
  t.do({ type: 'AdvancePhase', data: {} })
  for (const [i, inv] of s().investigators.entries()) {
    const to = LOCATIONS[(turn * 3 + i * 5) % LOCATIONS.length]
    if (!s().closed[to] && inv.location !== to) t.do({ type: 'MoveInvestigator', data: { investigatorId: inv.id, to } })
    t.do({ type: 'UpdateInvestigator', data: { investigatorId: inv.id, sneak: (turn + i) % 5 } })
  }
  t.do({ type: 'AdvancePhase', data: {} })
  for (const uid of Object.keys(s().monsters).sort()) {
    if (!countsTowardLimit(ah2eData, s().monsters[uid])) continue
    const investigatorId = s().investigators[turn % 4].id
    t.do({ type: 'DefeatMonster', data: { uid, investigatorId } })
    if (s().monsters[uid] === 'trophy') t.do({ type: 'SpendTrophy', data: { investigatorId, kind: 'monster', id: uid } })
  }
  for (const location of Object.keys(s().gates).sort()) {
    const investigatorId = s().investigators[(turn + 1) % 4].id
    const markerId = s().gates[location]
    t.do({ type: 'CloseGate', data: { location, investigatorId } })
    t.do({ type: 'SpendTrophy', data: { investigatorId, kind: 'gate', id: markerId } })
  }
  if (s().doom > 0) t.do({ type: 'AdjustDoom', data: { delta: -s().doom } })
  if (s().terror > 0) t.do({ type: 'CorrectTerror', data: { to: 0 } })
  t.toMythos()
  t.resolveMythos()
}

export const eventCount = (entries: readonly Ah2eEntry[]) => entries.reduce((n, e) => n + e.events.length, 0)

/**
 * Play the long game until it holds at least `minEvents` events. `turnEnds` gives, after each
 * turn, the number of entries and events so far (a prefix that ends a turn has no pending choice).
 */
export function longSession(minEvents: number, seed = 'bench-long-1'): { table: Table; turns: number; events: number; turnEnds: { entries: number; events: number }[] } {
  const t = new Table(ah2e, seed)
  t.do({ type: 'SetUpGame', data: { players: 4, ancientOne: 'cthulhu' } })
  t.resolveMythos()
  let events = eventCount(t.entries)
  let turns = 0
  const turnEnds = [{ entries: t.entries.length, events }]
  while (events < minEvents) {
    if (t.state.status !== 'playing') throw new Error(`the long game left play at turn ${turns}: ${t.state.status}`)
    const before = t.entries.length
    longTurn(t, ++turns)
    for (let i = before; i < t.entries.length; i++) events += t.entries[i].events.length
    turnEnds.push({ entries: t.entries.length, events })
  }
  return { table: t, turns, events, turnEnds }
}

/** The shortest prefix of the log with at least `n` events. */
export function prefixWith(entries: Ah2eEntry[], n: number): Ah2eEntry[] {
  let total = 0
  for (let i = 0; i < entries.length; i++) {
    total += entries[i].events.length
    if (total >= n) return entries.slice(0, i + 1)
  }
  throw new Error(`the log has only ${total} events`)
}

/**
 * A game file of the long session cut at the end of the first turn that reaches `n` events, with
 * `extra` commands played after the cut (to give each file its own figures on the table).
 */
export function longGameFile(
  long: ReturnType<typeof longSession>,
  n: number,
  name: string,
  extra: Ah2eCommand[] = [],
): { text: string; entries: Ah2eEntry[]; events: number; state: Ah2eState } {
  const end = long.turnEnds.find((x) => x.events >= n)
  if (!end) throw new Error(`the long session has fewer than ${n} events`)
  const seed = long.table.seed
  const entries = long.table.entries.slice(0, end.entries)
  let state = foldEntries(ah2e, entries)
  for (const command of extra) {
    const r = step(ah2e, seed, state, entries.length + 1, command)
    if (!r.ok) throw new Error(`${command.type} refused after ${entries.length} commands: ${r.error.code}`)
    entries.push(r.value.entry)
    state = r.value.state
  }
  const text = serializeGameFile({ game: 'ah2e', name, createdAt: '2026-01-15T19:30:00.000Z', seed }, { entries, redo: [] })
  return { text, entries, events: eventCount(entries), state }
}
