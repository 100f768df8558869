/**
 * Where a Chrome trace's main-thread time went (a trace from `bench:browser --trace DIR`), for
 * development: on the page's renderer main thread, the total of each event name (complete events,
 * self time: children subtracted), the top N, in ms, and per tap when given the number of taps.
 * Usage: node scripts/trace-summary.mjs <trace.json> [taps=1] [top=25]
 *        node scripts/trace-summary.mjs <trace.json> --timeline [min ms=0.3]
 *   (--timeline: the main thread's top-level tasks in order, ms from navigation start, each with its
 *   largest parts and the script or resource it ran; the page's performance marks in between.)
 */
import { readFileSync } from 'node:fs'

const [file, tapsArg, topArg] = process.argv.slice(2)
const TIMELINE = tapsArg === '--timeline'
if (!file) {
  console.error('usage: node scripts/trace-summary.mjs <trace.json> [taps] [top]')
  process.exit(2)
}
const taps = TIMELINE ? 1 : Number(tapsArg ?? 1)
const top = Number(topArg ?? 25)
const raw = JSON.parse(readFileSync(file, 'utf8'))
const events = Array.isArray(raw) ? raw : raw.traceEvents
const threadName = new Map()
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name)
// The busiest CrRendererMain: the measured page's.
const busy = new Map()
for (const e of events) if (e.ph === 'X' && threadName.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0))
// The page's: the renderer whose main thread carries the app's performance marks (ledger:…), else the busiest.
const markedPid = events.find((e) => /^ledger:/.test(e.name ?? ''))?.pid
const main = [...busy].filter(([k]) => markedPid === undefined || k.startsWith(`${markedPid}:`)).sort((a, b) => b[1] - a[1])[0]?.[0]
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

if (TIMELINE) {
  const min = Number(topArg ?? 0.3) * 1000
  const [pid, tid] = main.split(':').map(Number)
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? xs[0].ts
  const at = (ts) => ((ts - nav) / 1000).toFixed(1).padStart(7)
  const what = (e) => {
    const d = e.args?.data ?? e.args?.beginData ?? {}
    return d.url || d.functionName || d.stackTrace?.[0]?.url || d.type || ''
  }
  const marks = events.filter((e) => e.pid === pid && (e.cat ?? '').includes('user_timing') && e.ph !== 'M' && /^ledger:|^bench/.test(e.name)).map((e) => ({ ts: e.ts, mark: e.name }))
  const tops = []
  let end = 0
  for (const e of xs) if (e.ts >= end) { tops.push(e); end = e.ts + e.dur }
  const items = [...tops.filter((e) => e.dur >= min), ...marks].sort((a, b) => a.ts - b.ts)
  for (const it of items) {
    if (it.mark) { console.log(`${at(it.ts)}            mark ${it.mark}`); continue }
    const kids = xs.filter((k) => k !== it && k.ts >= it.ts && k.ts + k.dur <= it.ts + it.dur && k.dur >= min / 2)
    const big = kids.sort((a, b) => b.dur - a.dur).slice(0, 4).map((k) => `${k.name}${what(k) ? ` (${String(what(k)).replace(/^.*\//, '').slice(0, 40)})` : ''} ${(k.dur / 1000).toFixed(1)}`).join(' · ')
    console.log(`${at(it.ts)} +${(it.dur / 1000).toFixed(1).padStart(6)}  ${it.name}${what(it) ? ` (${String(what(it)).replace(/^.*\//, '').slice(0, 40)})` : ''}  ${big}`)
  }
  void tid
}
