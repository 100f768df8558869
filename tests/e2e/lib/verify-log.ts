/**
 * Used by tests/e2e/durability.e2e.ts (run with `node --import tsx`, because Playwright's loader
 * cannot import the rules' JSON data): checks stored games against the rules.
 *
 * Input (argv[2], a JSON file): `{ snapshots: [{ label, row, entries }], exported?: { text, row } }`
 * where `row` is a stored `games` row and `entries` the stored `entries` rows of that game.
 * For each snapshot: the sequence numbers are 1..n with no gap, `row.lastSeq` is n, and the stored
 * state equals a full replay of the stored commands (every command decided again by the rules,
 * its events compared with the stored ones). For `exported` (a file exported through the UI):
 * `parseGameFile` accepts it and its replayed state equals the stored state.
 * Prints `{ ok, problems, checked }` on stdout.
 */
import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { parseGameFile, serializeGameFile } from '../../../src/core/game-file'
import { foldEntries } from '../../../src/core'
import { ah2e } from '../../../src/games/ah2e/rules'

interface Row { id: string; name: string; seed: string; createdAt: string; game: string; lastSeq: number; state: unknown; redo: never[] }
interface EntryRow { gameId: string; seq: number; entry: { seq: number; command: { type: string; data?: unknown }; events: unknown[] } }
interface Input { snapshots: { label: string; row: Row; entries: EntryRow[] }[]; exported?: { text: string; row: Row } }

const input = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Input
const problems: string[] = []
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown

function replay(label: string, row: Row, entries: EntryRow['entry'][]) {
  const text = serializeGameFile({ game: row.game, name: row.name, createdAt: row.createdAt, seed: row.seed }, { entries: entries as never, redo: row.redo ?? [] })
  const parsed = parseGameFile(text, { ah2e })
  if (!parsed.ok) {
    problems.push(`${label}: the stored log does not replay: ${parsed.error.code} ${parsed.error.message}`)
    return
  }
  if (!isDeepStrictEqual(json(parsed.value.session.state), json(row.state))) problems.push(`${label}: the stored state differs from a replay of the stored log`)
}

for (const { label, row, entries } of input.snapshots) {
  const seqs = entries.map((e) => e.seq)
  const gap = seqs.findIndex((s, i) => s !== i + 1)
  if (gap >= 0) problems.push(`${label}: entries are not 1..n: position ${gap} holds seq ${seqs[gap]}`)
  if (row.lastSeq !== entries.length) problems.push(`${label}: row.lastSeq ${row.lastSeq} but ${entries.length} entries`)
  if (entries.some((e) => e.entry.seq !== e.seq || e.gameId !== row.id)) problems.push(`${label}: an entry's key disagrees with its content`)
  const list = entries.map((e) => e.entry)
  if (!isDeepStrictEqual(json(foldEntries(ah2e, list as never)), json(row.state))) problems.push(`${label}: the stored state differs from a fold of the stored events`)
  replay(label, row, list)
}

if (input.exported) {
  const parsed = parseGameFile(input.exported.text, { ah2e })
  if (!parsed.ok) problems.push(`exported file refused: ${parsed.error.code} ${parsed.error.message}`)
  else {
    if (parsed.value.file.commands.length !== input.exported.row.lastSeq) problems.push(`exported file has ${parsed.value.file.commands.length} commands, the stored row ${input.exported.row.lastSeq}`)
    if (!isDeepStrictEqual(json(parsed.value.session.state), json(input.exported.row.state))) problems.push('exported file: the replayed state differs from the stored state')
  }
}

process.stdout.write(`${JSON.stringify({ ok: problems.length === 0, problems, checked: input.snapshots.length + (input.exported ? 1 : 0) })}\n`)
