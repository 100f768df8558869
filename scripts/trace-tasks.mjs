/**
 * Where a tap's JavaScript went, task by task, for development: a trace from
 * `bench:browser --trace DIR --trace-js` (app-*.json or floor-*.json), its V8 samples attributed to
 * the page's main-thread tasks of each tap: the click's task, the tasks that deliver the IndexedDB
 * answers, and the transaction's complete event's task (where the new figures are rendered). Prints
 * the tasks' time per tap and, per kind of task, self and inclusive time by function (ms per tap;
 * tracing with samples roughly doubles JavaScript time, so compare app and floor of the same run).
 * Usage: [TOP=25] node scripts/trace-tasks.mjs <trace.json>
 */
import { readFileSync } from 'node:fs'
const raw = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const ev = Array.isArray(raw) ? raw : raw.traceEvents
const tn = new Map()
for (const e of ev) if (e.ph === 'M' && e.name === 'thread_name') tn.set(`${e.pid}:${e.tid}`, e.args.name)
const busy = new Map()
for (const e of ev) if (e.ph === 'X' && tn.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0))
const main = [...busy].sort((a, b) => b[1] - a[1])[0][0]
const [pid, tid] = main.split(':').map(Number)
const tasks = ev.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.name === 'RunTask').sort((a, b) => a.ts - b.ts)
const inner = ev.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.name !== 'RunTask')
/** The kind of a task: the click's, an IndexedDB answer's, the transaction's complete event's, or none. */
const kindOf = (t) => {
  const within = inner.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur)
  if (within.some((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')) return 'click'
  if (within.some((e) => e.name === 'IDBTransaction::onComplete')) return 'complete'
  if (within.some((e) => e.name === 'IDBRequest::SendResult')) return 'answer'
  return null
}
const windows = []
for (const t of tasks) { const k = kindOf(t); if (k) windows.push({ k, a: t.ts, b: t.ts + t.dur }) }
// The V8 samples of the page's renderer, in time order.
const nodes = new Map()
let t = null
const samples = []
for (const e of ev.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts)) {
  if (e.name === 'Profile') { t = e.args.data.startTime; continue }
  const d = e.args.data
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
  const ss = d.cpuProfile?.samples ?? []
  const td = d.timeDeltas ?? []
  for (let i = 0; i < ss.length; i++) { t += td[i]; samples.push([t, ss[i]]) }
}
const parent = new Map()
for (const n of nodes.values()) if (n.parent) parent.set(n.id, n.parent)
const label = (id) => { const f = nodes.get(id)?.callFrame ?? {}; return `${f.functionName || '(anon)'} ${String(f.url ?? '').replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js/, '.js')}:${(f.lineNumber ?? 0) + 1}` }
const self = {}, incl = {}, tot = {}
let wi = 0
const counts = {}
for (const w of windows) counts[w.k] = (counts[w.k] ?? 0) + 1
for (let i = 0; i < samples.length - 1; i++) {
  const [ts, id] = samples[i]
  const dt = (samples[i + 1][0] - ts) / 1000
  while (wi < windows.length && windows[wi].b < ts) wi++
  const w = windows[wi]
  if (!w || ts < w.a) continue
  const k = w.k
  tot[k] = (tot[k] ?? 0) + dt
  ;(self[k] ??= new Map()).set(label(id), ((self[k].get(label(id))) ?? 0) + dt)
  const seen = new Set()
  for (let x = id; x; x = parent.get(x)) { const l = label(x); if (seen.has(l)) continue; seen.add(l); (incl[k] ??= new Map()).set(l, ((incl[k].get(l)) ?? 0) + dt) }
}
const taskTot = {}
for (const w of windows) taskTot[w.k] = (taskTot[w.k] ?? 0) + (w.b - w.a) / 1000
const N = counts.click
console.log('taps', N, 'task ms per tap:', Object.fromEntries(Object.entries(taskTot).map(([k, v]) => [k, +(v / N).toFixed(2)])), 'sampled JS per tap:', Object.fromEntries(Object.entries(tot).map(([k, v]) => [k, +(v / N).toFixed(2)])))
const TOP = Number(process.env.TOP ?? 25)
for (const k of ['click', 'answer', 'complete']) {
  if (!self[k]) continue
  console.log(`\n== ${k}\n self:` + [...self[k]].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([l, v]) => `\n  ${(v / N).toFixed(3)} ${l}`).join(''))
  console.log(' incl:' + [...incl[k]].sort((a, b) => b[1] - a[1]).slice(0, TOP + 15).map(([l, v]) => `\n  ${(v / N).toFixed(3)} ${l}`).join(''))
}
