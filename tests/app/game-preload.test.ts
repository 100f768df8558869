import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { gamePreload } from '../../scripts/vite/game-preload'

/**
 * BUILD-PRELOAD: the build writes, before public/early-read.js in index.html, the chunks each game's
 * resume needs (its module's closure, its first screen, its strings), leaving out the shell's.
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
    chunk('assets/module-M.js', '/r/src/games/ah2e/module.ts', ['assets/rules-R.js', 'assets/vue-V.js']),
    chunk('assets/rules-R.js', null),
    chunk('assets/TableView-T.js', '/r/src/games/ah2e/ui/screens/TableView.vue', ['assets/rules-R.js']),
    chunk('assets/pl-P.js', '/r/src/games/ah2e/i18n/pl.json'),
    chunk('assets/en-N.js', '/r/src/games/ah2e/i18n/en.json'),
  ].map((c) => [c.fileName, c]),
)
const run = (html: string) => {
  const hook = gamePreload().transformIndexHtml as { handler: (html: string, ctx: unknown) => string }
  return hook.handler(html, { bundle })
}

describe('BUILD-PRELOAD the resume preload list in the built index.html', () => {
  it('BUILD-PRELOAD-01 is written just before the early-read script of the real index.html, a game\'s chunks without the shell\'s', () => {
    const out = run(source)
    const meta = /<meta name="ledger-preload" content="([^"]*)" \/>\s*<script\b[^>]*src="\/early-read\.js"/.exec(out)
    expect(meta).not.toBeNull()
    const list = JSON.parse(meta![1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'))
    expect(list).toEqual({ ah2e: { all: ['/assets/module-M.js', '/assets/rules-R.js', '/assets/TableView-T.js'], pl: ['/assets/pl-P.js'], en: ['/assets/en-N.js'] } })
  })

  it('BUILD-PRELOAD-02 a build whose index.html has no early-read script fails instead of dropping the list', () => {
    expect(() => run(source.replace(/<script\b[^>]*src="\/early-read\.js"[^>]*><\/script>/, ''))).toThrow(/early-read/)
  })
})
