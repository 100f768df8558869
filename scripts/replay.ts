/**
 * `npm run replay -- <game.json>`: check a saved-game file, replay it through the rules and
 * print a JSON digest (summary and every event) on stdout.
 *
 * Exit codes: 0 replayed; 1 the file is unreadable or refused (reason on stderr); 2 usage.
 */
import { readFileSync, statSync } from 'node:fs'
import { parseGameFile, GAME_FILE_LIMITS, type GameFileError } from '../src/core/game-file'
import type { GameDefinition } from '../src/core'
import { ah2e, type Ah2eState } from '../src/games/ah2e'
import { summarizeAh2e } from '../src/games/ah2e/summary'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const registry: Record<string, GameDefinition<any, any, any>> = { ah2e }
const summaries: Record<string, (state: unknown) => unknown> = { ah2e: (s) => summarizeAh2e(s as Ah2eState) }

const USAGE = 'Usage: npm run replay -- <game.json>\n       tsx scripts/replay.ts <game.json>'

function fail(message: string, code: 1 | 2): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

function describe(e: GameFileError): string {
  return `Cannot replay: ${e.message}\n  code: ${e.code}${e.index !== undefined ? `\n  index: ${e.index}` : ''}${e.rule ? `\n  rule: ${e.rule}` : ''}`
}

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--')
  if (args.includes('-h') || args.includes('--help')) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (args.length !== 1) fail(args.length === 0 ? `Missing the game file.\n${USAGE}` : `Expected one game file, got ${args.length} arguments.\n${USAGE}`, 2)
  const path = args[0]
  let text: string
  try {
    const st = statSync(path)
    if (!st.isFile()) fail(`Cannot read ${path}: not a file.`, 1)
    if (st.size > GAME_FILE_LIMITS.maxBytes) fail(`Cannot replay: ${path} is ${st.size} bytes; a game file is at most ${GAME_FILE_LIMITS.maxBytes}.`, 1)
    text = readFileSync(path, 'utf8')
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    fail(`Cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : e instanceof Error ? e.message : String(e)}.`, 1)
  }
  const parsed = parseGameFile(text, registry)
  if (!parsed.ok) fail(describe(parsed.error), 1)
  const { file, session } = parsed.value
  const out = {
    game: file.game,
    name: file.name,
    seed: file.seed,
    createdAt: file.createdAt,
    commands: file.commands.length,
    undone: session.redo.length,
    summary: summaries[file.game] ? summaries[file.game](session.state) : null,
    events: session.entries.flatMap((entry) =>
      entry.events.map((e) => ({ seq: entry.seq, command: entry.command.type, type: e.type, cause: e.cause ?? null, data: e.data ?? null })),
    ),
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`)
}

main(process.argv.slice(2))
