/**
 * Where a Chrome trace's main-thread time went (a trace from `bench:browser --trace DIR`), for
 * development: on the page's renderer main thread, the total of each event name (complete events,
 * self time: children subtracted), the top N, in ms, and per tap when given the number of taps.
 * Usage: node scripts/trace-summary.mjs <trace.json> [taps=1] [top=25]
 */
import { readFileSync } from 'node:fs'

const [file, tapsArg, topArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/trace-summary.mjs <trace.json> [taps] [top]')
  process.exit(2)
}
const taps = Number(tapsArg ?? 1)
const top = Number(topArg ?? 25)
const raw = JSON.parse(readFileSync(file, 'utf8'))
const events = Array.isArray(raw) ? raw : raw.traceEvents
const threadName = new Map()
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name)
// The busiest CrRendererMain: the measured page's.
const busy = new Map()
for (const e of events) if (e.ph === 'X' && threadName.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0))
const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0]
const xs = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
const self = new Map()
const stack = []
let topLevel = 0
for (const e of xs) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
  const parent = stack.at(-1)
  if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur)
  else topLevel += e.dur
  self.set(e.name, (self.get(e.name) ?? 0) + e.dur)
  stack.push(e)
}
const span = xs.length ? (xs.at(-1).ts + xs.at(-1).dur - xs[0].ts) / 1000 : 0
console.log(`${file}: main thread busy ${(topLevel / 1000).toFixed(1)} ms of ${span.toFixed(0)} ms; per tap ${(topLevel / 1000 / taps).toFixed(2)} ms (${taps} taps)`)
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000).toFixed(1).padStart(9)} ms  ${(us / 1000 / taps).toFixed(2).padStart(7)} /tap  ${name}`)
