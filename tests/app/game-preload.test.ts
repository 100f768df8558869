import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { declaredIn, gamePreload } from '../../scripts/vite/game-preload'

/**
 * BUILD-PRELOAD: the build writes, before public/early-read.js in index.html, the chunks each game's
 * resume needs (its module's closure, its first screen, its strings), leaving out the shell's, all
 * found from what the module's contract declares (`defineModule`), no file named by convention.
 * A change to the early-read tag once silently dropped the list (no game chunk was preloaded on resume).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const source = readFileSync(path.join(root, 'index.html'), 'utf8')
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry })
const bundle = Object.fromEntries(
  [
    chunk('assets/index-E.js', '/r/src/app/main.ts', [], true),
    chunk('assets/boot-B.js', '/r/src/app/boot.ts', ['assets/vue-V.js']),
    chunk('assets/vue-V.js', null),
    chunk('assets/module-M.js', '/r/games/race/index.ts', ['assets/rules-R.js', 'assets/vue-V.js']),
    chunk('assets/rules-R.js', null),
    chunk('assets/Start-T.js', '/r/games/race/Start.vue', ['assets/rules-R.js']),
    chunk('assets/Other-O.js', '/r/games/race/Other.vue', ['assets/rules-R.js']),
    chunk('assets/pl-P.js', '/r/games/race/words-pl.json'),
    chunk('assets/en-N.js', '/r/games/race/words-en.json'),
  ].map((c) => [c.fileName, c]),
)
/** A game module named by no convention: its first screen, strings and file are what its contract says. */
const moduleSource = `import { defineModule, screen } from '@/shell/module'
const module = defineModule({
  id: 'race',
  rules,
  messages: { pl: () => import('./words-pl.json').then((m) => m.default), en: () => import('./words-en.json').then((m) => m.default) },
  screens: [screen('start', ICONS.table, () => import('./Start.vue')), screen('other', ICONS.map, () => import('./Other.vue'))],
})
export default module
`
const run = async (html: string) => {
  const plugin = gamePreload()
  const transform = plugin.transform as { handler: (this: unknown, code: string, id: string) => Promise<unknown> }
  const context = { resolve: async (spec: string, importer: string) => ({ id: path.resolve(path.dirname(importer), spec) }) }
  await transform.handler.call(context, moduleSource, '/r/games/race/index.ts')
  await transform.handler.call(context, 'export const x = 1\n', '/r/src/app/main.ts')
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => string }
  return hook.handler(html, { bundle })
}

describe('BUILD-PRELOAD the resume preload list in the built index.html', () => {
  it('BUILD-PRELOAD-01 is written just before the early-read script of the real index.html, a game\'s chunks without the shell\'s', async () => {
    const out = await run(source)
    const meta = /<meta name="ledger-preload" content="([^"]*)" \/>\s*<script\b[^>]*src="\/early-read\.js"/.exec(out)
    expect(meta).not.toBeNull()
    const list = JSON.parse(meta![1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'))
    expect(list).toEqual({ race: { all: ['/assets/module-M.js', '/assets/rules-R.js', '/assets/Start-T.js'], pl: ['/assets/pl-P.js'], en: ['/assets/en-N.js'] } })
  })

  it('BUILD-PRELOAD-02 a build whose index.html has no early-read script fails instead of dropping the list', async () => {
    await expect(run(source.replace(/<script\b[^>]*src="\/early-read\.js"[^>]*><\/script>/, ''))).rejects.toThrow(/early-read/)
  })

  it('BUILD-PRELOAD-03 a contract whose first screen the build cannot read fails the build instead of dropping the preload', () => {
    expect(() => declaredIn(moduleSource.replace(/screens: \[[^\n]*\]/, 'screens'), '/r/games/race/index.ts')).toThrow(/first screen/)
    expect(() => declaredIn(moduleSource.replace("id: 'race'", 'id'), '/r/games/race/index.ts')).toThrow(/id/)
    expect(declaredIn('export const a = 1\n', '/r/x.ts')).toBeNull()
  })

  it('BUILD-PRELOAD-04 every game module of the app declares a first screen and its strings in both languages', async () => {
    const { readdirSync } = await import('node:fs')
    const { games } = await import('@/app/registry')
    const found = readdirSync(path.join(root, 'src/games')).flatMap((d) => {
      try {
        return [declaredIn(readFileSync(path.join(root, 'src/games', d, 'module.ts'), 'utf8'), `src/games/${d}/module.ts`)]
      } catch (e) {
        if ((e as { code?: string }).code === 'ENOENT') return []
        throw e
      }
    })
    expect(found.map((d) => d?.id).sort()).toEqual(games.map((g) => g.id).sort())
    for (const d of found) {
      expect(d!.firstScreen).toMatch(/\.vue$/)
      expect(d!.strings.pl.length).toBeGreaterThan(0)
      expect(d!.strings.en.length).toBe(d!.strings.pl.length)
    }
  })
})
