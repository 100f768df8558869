import type { OutputBundle, OutputChunk } from 'rollup'
import type { Plugin } from 'vite'

/**
 * Resume without a waterfall: at build time, list for every game (a `src/games/<id>/module.ts`)
 * the chunks a resume needs — its module with everything it imports statically, its first screen
 * (`ui/screens/TableView.vue`) and its strings (`i18n/*.<locale>.json` or `i18n/<locale>.json`) —
 * and write them into index.html as a meta tag. public/early-read.js reads it with the game kind
 * this device remembered for the saved game, and adds `<link rel="modulepreload">` for those chunks
 * once it has read the saved row, so the browser fetches and compiles them while the shell itself
 * is still loading. The tag names
 * no game: it is made from the build's own chunk graph.
 */
export function gamePreload(): Plugin {
  return {
    name: 'mythos-ledger-game-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        const closure = (start: OutputChunk, into: Set<string>) => {
          if (into.has(start.fileName)) return
          into.add(start.fileName)
          for (const f of start.imports) {
            const c = byFile.get(f)
            if (c) closure(c, into)
          }
        }
        const entry = chunks.find((c) => c.isEntry)
        const shell = new Set<string>()
        if (entry) closure(entry, shell)
        // The app itself (src/app/boot.ts), which the small entry imports once the early read is
        // done, is not preloaded by index.html: fetched and compiled beside that read, it held the
        // database's answers back (resume of a 5k-event game, p50 at 1×: 203 ms preloaded, 83 ms
        // not; a bare page 67–88 ms), and the resume snapshot is painted from that read alone.
        // Its chunks are shell chunks all the same: a game's list leaves them out.
        const boot = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/boot.ts'))
        if (boot) closure(boot, shell)
        const games: Record<string, { all: string[]; pl: string[]; en: string[] }> = {}
        for (const c of chunks) {
          const m = c.facadeModuleId ? /\/src\/games\/([a-z0-9-]+)\/module\.ts$/.exec(c.facadeModuleId) : null
          if (!m) continue
          const id = m[1]
          const all = new Set<string>()
          closure(c, all)
          const screen = chunks.find((x) => x.facadeModuleId?.endsWith(`/src/games/${id}/ui/screens/TableView.vue`))
          if (screen) closure(screen, all)
          const strings = (l: string) => chunks
            .filter((x) => x.facadeModuleId && new RegExp(`/src/games/${id}/i18n/(?:[a-z]+\\.)?${l}\\.json$`).test(x.facadeModuleId))
            .map((x) => x.fileName)
          games[id] = { all: [...all].filter((f) => !shell.has(f)).map((f) => `/${f}`), pl: strings('pl').map((f) => `/${f}`), en: strings('en').map((f) => `/${f}`) }
        }
        const content = JSON.stringify(games).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
        // Before the early-read script, whatever its attributes; a build whose index.html lost it fails here.
        const tag = /<script\b[^>]*\bsrc="\/early-read\.js"[^>]*><\/script>/.exec(html)
        if (!tag) throw new Error('game-preload: index.html has no <script src="/early-read.js"> to put the preload list before')
        return html.replace(tag[0], `<meta name="ledger-preload" content="${content}" />\n    ${tag[0]}`)
      },
    },
  }
}
