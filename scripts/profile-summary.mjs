/**
 * Where a CPU profile's time went (a `.cpuprofile` from `npm run bench -- --cpu-profile <dir>`):
 * self time by function and inclusive time by function, the top N of each, in ms.
 * Usage: node scripts/profile-summary.mjs <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs'

const [file, topArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs <file.cpuprofile> [top]')
  process.exit(2)
}
const top = Number(topArg ?? 25)
const p = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const dt = new Map()
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000)
const label = (n) => {
  const f = n.callFrame
  return `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`
}
const self = new Map()
const incl = new Map()
let total = 0
for (const [id, ms] of dt) {
  const n = byId.get(id)
  total += ms
  self.set(label(n), (self.get(label(n)) ?? 0) + ms)
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur))
    if (seen.has(l)) continue
    seen.add(l)
    incl.set(l, (incl.get(l) ?? 0) + ms)
  }
}
const show = (title, m) => {
  console.log(`\n${title}`)
  for (const [l, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${l}`)
}
console.log(`${file}: ${total.toFixed(1)} ms sampled`)
show('self', self)
show('inclusive', incl)
