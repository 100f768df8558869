/**
 * LAYER-01: no import cycles in src (static, value imports; `import type` and dynamic `import()` do
 * not run code at load time). A cycle means two modules each need the other to load first, which is
 * how the fold once came to depend on a rules file and its data singleton.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const src = path.join(root, 'src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.(ts|vue)$/.test(f) ? [p] : []
  })
}

function resolve(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@/')) base = path.join(src, spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec)
  else return null
  for (const c of [base, `${base}.ts`, `${base}.vue`, path.join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c
  return null
}

/** Value imports of a file (static `import … from`, `export … from`), not `import type`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (m[2]) continue
    const r = resolve(file, m[4])
    if (r) out.push(r)
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) {
    const r = resolve(file, m[1])
    if (r) out.push(r)
  }
  return out
}

describe('LAYER module graph', () => {
  it('LAYER-01 src has no import cycle', () => {
    const graph = new Map(files(src).map((f) => [f, importsOf(f)]))
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const stack: string[] = []
    const visit = (f: string) => {
      state.set(f, 'open')
      stack.push(f)
      for (const n of graph.get(f) ?? []) {
        if (state.get(n) === 'open') cycles.push([...stack.slice(stack.indexOf(n)), n].map((x) => path.relative(root, x)).join(' → '))
        else if (!state.has(n)) visit(n)
      }
      stack.pop()
      state.set(f, 'done')
    }
    for (const f of graph.keys()) if (!state.has(f)) visit(f)
    expect(cycles).toEqual([])
  })
})
