// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { build, type Plugin, type Rolldown } from 'vite'
import config from '../../vite.config'
import { games } from '@/app/registry'
import { NO_SCREENS, screensDropped } from '../../scripts/vite/worker-rules-only'

/**
 * WORKER-RULES (issue #28): a game is one line in the registry (its about, its module, its rules), and
 * the import worker reads that same list: its build drops each line's module loader (a worker loads
 * no screens: a module's graph needs the Vue build) and keeps the rules loader. A line the build
 * cannot read fails the build rather than letting screens into the worker.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const registry = path.join(root, 'src/app/registry.ts')
const source = readFileSync(registry, 'utf8')
const imports = (code: string) => [...code.matchAll(/import\((['"])([^'"]+)\1\)/g)].map((m) => m[2])

describe('WORKER-RULES the import worker reads the registry without its screens', () => {
  it('WORKER-RULES-01 the registry\'s lines keep their rules loaders and lose their module loaders, one each', () => {
    const out = screensDropped(source, registry)!
    expect(out).not.toBeNull()
    expect(imports(source).filter((s) => s.endsWith('/module'))).toHaveLength(games.length)
    expect(imports(out).filter((s) => s.endsWith('/module'))).toEqual([])
    expect(imports(out).filter((s) => s.endsWith('/rules'))).toEqual(imports(source).filter((s) => s.endsWith('/rules')))
    expect(out.split(NO_SCREENS).length - 1).toBe(games.length)
    // Nothing else of the file changes.
    expect(out.replaceAll(NO_SCREENS, '')).toBe(source.replace(/\(\) => import\('[^']+\/module'\)/g, ''))
  })

  it.each([
    ['no rules loader', "gameManifest(a, () => import('./m/module'))"],
    ['a module that is not a loader', "gameManifest(a, load, () => import('./m/rules'))"],
    ['a rules argument that is not a loader', "gameManifest(a, () => import('./m/module'), rules)"],
  ])('WORKER-RULES-02 a line with %s fails the build', (_what, line) => {
    expect(() => screensDropped(`const list = [${line}]\n`, '/r/src/app/registry.ts')).toThrow(/registry line is gameManifest/)
  })

  it('WORKER-RULES-03 a file that calls no gameManifest is left alone (its definition is no call)', () => {
    expect(screensDropped('export function gameManifest(a: number) { return a }\n', '/r/x.ts')).toBeNull()
    expect(screensDropped('export const x = 1\n', '/r/y.ts')).toBeNull()
  })

  it('WORKER-RULES-04 the worker built with the config\'s worker plugins holds every game\'s rules and no Vue, no screen', async () => {
    const plugins = (config.worker!.plugins as () => Plugin[])()
    const out = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins,
      resolve: config.resolve,
      build: { write: false, minify: false, rollupOptions: { input: path.join(root, 'src/app/import.worker.ts') } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const ids = [out].flat().flatMap((o) => o.output.flatMap((c) => (c.type === 'chunk' ? c.moduleIds : [])))
    const rel = ids.map((id) => path.relative(root, id).replaceAll(path.sep, '/'))
    expect(rel.filter((id) => id.endsWith('.vue') || /node_modules\/(@vue|vue|pinia)\//.test(id))).toEqual([])
    for (const g of games) expect(rel.some((id) => id.startsWith(`src/games/${g.id}/rules/`)), g.id).toBe(true)
    expect(rel.filter((id) => /^src\/games\/[^/]+\/(module|ui\/)/.test(id))).toEqual([])
  })
})
