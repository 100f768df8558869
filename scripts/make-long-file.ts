/**
 * `tsx scripts/make-long-file.ts <events> <out.json> [name]`: write a long real AH2e game (the
 * benchmarks' long session) cut at `events` events, as a game file (the big-import e2e test).
 */
import { writeFileSync } from 'node:fs'
import { longGameFile, longSession } from './lib/long-session'

const [eventsArg, out, name = 'Long game'] = process.argv.slice(2)
const events = Number(eventsArg)
if (!Number.isInteger(events) || events < 1 || !out) {
  process.stderr.write('Usage: tsx scripts/make-long-file.ts <events> <out.json> [name]\n')
  process.exit(2)
}
const file = longGameFile(longSession(events, 'long-file-1'), events, name)
writeFileSync(out, file.text)
process.stdout.write(`${JSON.stringify({ out, events: file.events, commands: file.entries.length, bytes: file.text.length })}\n`)
