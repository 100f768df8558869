/**
 * `npm run replay -- <game.json>`: check a saved-game file, replay it through the rules and
 * print a JSON digest (summary and every event) on stdout.
 *
 * `npm run replay -- a.json b.json …` (more than one file): check and replay each, printing one
 * JSON line per file, `{"file":…,"ok":true}` or `{"file":…,"ok":false,"error":…,"code":…}`.
 *
 * Exit codes: 0 replayed (every file); 1 a file is unreadable or refused (reason on stderr, or
 * in its line); 2 usage.
 */
import { readFileSync, statSync } from 'node:fs'
import { parseGameFile, GAME_FILE_LIMITS, type GameFileError } from '../src/core/game-file'
import type { AnyRules } from '../src/core'
import { allRules } from '../src/app/registry'
import { cleanText } from '../src/core/text'

/** Every game the app plays, from the app's own registry. */
let registry: Record<string, AnyRules> = {}

const USAGE = 'Usage: npm run replay -- <game.json>\n       npm run replay -- <game.json> <game.json> …   (one JSON line per file)\n       tsx scripts/replay.ts <game.json>'

/** Messages may quote a file's text: control and direction characters never reach the terminal. */
function fail(message: string, code: 1 | 2): never {
  process.stderr.write(`${message.split('\n').map(cleanText).join('\n')}\n`)
  process.exit(code)
}

function describe(e: GameFileError): string {
  return `Cannot replay: ${e.message}\n  code: ${e.code}${e.index !== undefined ? `\n  index: ${e.index}` : ''}${e.rule ? `\n  rule: ${e.rule}` : ''}`
}

/** Read a file for replay: its text, or why it cannot be read. */
function readGame(path: string): { ok: true; text: string } | { ok: false; message: string } {
  try {
    const st = statSync(path)
    if (!st.isFile()) return { ok: false, message: `Cannot read ${path}: not a file.` }
    if (st.size > GAME_FILE_LIMITS.maxBytes) return { ok: false, message: `Cannot replay: ${path} is ${st.size} bytes; a game file is at most ${GAME_FILE_LIMITS.maxBytes}.` }
    return { ok: true, text: readFileSync(path, 'utf8') }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    return { ok: false, message: `Cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : e instanceof Error ? e.message : String(e)}.` }
  }
}

/** Several files: one JSON line each; exit 1 when any is refused. */
function many(paths: string[]): void {
  let failed = 0
  const lines: string[] = []
  for (const file of paths) {
    const read = readGame(file)
    let line: Record<string, unknown>
    if (!read.ok) line = { file: cleanText(file), ok: false, error: cleanText(read.message), code: 'file/unreadable' }
    else {
      const parsed = parseGameFile(read.text, registry)
      line = parsed.ok ? { file: cleanText(file), ok: true } : { file: cleanText(file), ok: false, error: cleanText(parsed.error.message), code: parsed.error.code }
    }
    if (!line.ok) failed++
    lines.push(JSON.stringify(line))
    if (lines.length >= 200) process.stdout.write(`${lines.splice(0).join('\n')}\n`)
  }
  if (lines.length) process.stdout.write(`${lines.join('\n')}\n`)
  if (failed > 0) process.exitCode = 1
}

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--')
  if (args.includes('-h') || args.includes('--help')) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (args.length === 0) fail(`Missing the game file.\n${USAGE}`, 2)
  if (args.length > 1) {
    many(args)
    return
  }
  const path = args[0]
  const read = readGame(path)
  if (!read.ok) fail(read.message, 1)
  const parsed = parseGameFile(read.text, registry)
  if (!parsed.ok) fail(describe(parsed.error), 1)
  const { file, session } = parsed.value
  const out = {
    game: file.game,
    name: file.name,
    seed: file.seed,
    createdAt: file.createdAt,
    commands: file.commands.length,
    undone: session.redo.length,
    rulesVersion: registry[file.game].rulesVersion,
    summary: registry[file.game].summarize(session.state),
    events: session.entries.flatMap((entry) =>
      entry.events.map((e) => ({ seq: entry.seq, command: entry.command.type, type: e.type, cause: e.cause ?? null, data: e.data ?? null })),
    ),
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`)
}

void allRules().then((r) => {
  registry = r
  main(process.argv.slice(2))
})
