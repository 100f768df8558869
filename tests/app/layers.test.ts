/**
 * LAYER-02: `src/app` is the top of the app (boot, the workers' entry points, the registry, App.vue,
 * main): nothing below it imports it. The one file a lower layer may name is `src/app/registry.ts`,
 * the list of games (the only file that names them all): the stores and the shell ask it for a game.
 * Every import counts here, `import type` and dynamic `import()` too: a helper the shell or a store
 * needs lives with them (src/shell, src/stores, src/db, src/core), not in the app's drawer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const src = path.join(root, 'src')
const LOWER = ['core', 'db', 'stores', 'shell', 'i18n']
const ALLOWED = new Set(['app/registry'])

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.(ts|vue)$/.test(f) ? [p] : []
  })
}

/** Every specifier `file` imports (static, type-only, re-exported or dynamic), as a path under src without extension, or null outside src. */
function appImports(file: string, text: string): string[] {
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1])
  return specs.flatMap((s) => {
    const abs = s.startsWith('@/') ? path.join(src, s.slice(2)) : s.startsWith('.') ? path.resolve(path.dirname(file), s) : null
    if (!abs) return []
    const rel = path.relative(src, abs).split(path.sep).join('/').replace(/\.(ts|vue)$/, '')
    return rel.startsWith('app/') && !ALLOWED.has(rel) ? [rel] : []
  })
}

describe('LAYER src/app is the top', () => {
  it('LAYER-02 no file of core, db, stores, shell or i18n imports src/app but its registry', () => {
    const found = LOWER.flatMap((d) => files(path.join(src, d))).flatMap((f) =>
      appImports(f, readFileSync(f, 'utf8')).map((to) => `${path.relative(root, f)} → src/${to}`))
    expect(found).toEqual([])
  })

  it('LAYER-03 the check sees every kind of import back up the layers', () => {
    const f = path.join(src, 'stores/x.ts')
    expect(appImports(f, "import { nowIso } from '@/app/ids'\n")).toEqual(['app/ids'])
    expect(appImports(f, "import type { X } from '../app/import.worker'\n")).toEqual(['app/import.worker'])
    expect(appImports(f, "export { go } from '../app/router'\n")).toEqual(['app/router'])
    expect(appImports(f, "const b = () => import('@/app/boot')\n")).toEqual(['app/boot'])
    expect(appImports(f, "import '../app/main'\n")).toEqual(['app/main'])
    expect(appImports(f, "import { loadGame } from '@/app/registry'\nimport { ref } from 'vue'\nimport { x } from './x'\n")).toEqual([])
  })
})
