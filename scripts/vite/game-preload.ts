import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rollup'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'
import { walk, type Node } from './ast.ts'

/**
 * What a game module's contract (`defineModule({ … })`, src/shell/module.ts) declares that a resume
 * needs: its id, its first screen (the first of `screens`, where a game opens) and its strings
 * (the files `messages.pl` and `messages.en` import), as import specifiers.
 */
export interface DeclaredModule {
  id: string
  firstScreen: string
  strings: { pl: string[]; en: string[] }
}


const keyOf = (p: Node): string | null => {
  const k = p.key as Node | undefined
  if (!k || p.computed) return null
  return k.type === 'Identifier' ? (k.name as string) : k.type === 'Literal' && typeof k.value === 'string' ? k.value : null
}
const prop = (o: Node, name: string): Node | undefined => (o.properties as Node[]).find((p) => p.type === 'Property' && keyOf(p) === name)?.value as Node | undefined
/** The specifiers of the dynamic imports under `n` with a plain string source, in source order. */
const importsIn = (n: unknown): string[] =>
  [...walk(n)].flatMap((x) => (x.type === 'ImportExpression' && (x.source as Node).type === 'Literal' && typeof (x.source as Node).value === 'string' ? [(x.source as Node).value as string] : []))

/**
 * The contract a module's source declares: the object literal passed to `defineModule`. Null for a
 * source that calls no `defineModule`; an error for one whose contract the build cannot read (its
 * id not a string, its first screen not an `import('…')` of its own), so a game never silently loses
 * its resume preload.
 */
export function declaredIn(code: string, file: string): DeclaredModule | null {
  if (!code.includes('defineModule')) return null
  const call = [...walk(parseAst(code, { lang: /\.tsx?$/.test(file) ? 'ts' : 'js' }, file))].find(
    (n) => n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as Node).name === 'defineModule',
  )
  if (!call) return null
  const fail = (what: string) => new Error(`game-preload: ${file}: the contract passed to defineModule ${what}`)
  const o = (call.arguments as Node[])[0]
  if (o?.type !== 'ObjectExpression') throw fail('is not an object literal')
  const id = prop(o, 'id')
  if (id?.type !== 'Literal' || typeof id.value !== 'string') throw fail('has no string `id`')
  const screens = prop(o, 'screens')
  const first = screens?.type === 'ArrayExpression' ? importsIn((screens.elements as Node[])[0])[0] : undefined
  if (!first) throw fail('has no first screen the build can read (`screens: [screen(…, () => import(\'…\')), …]`)')
  const messages = prop(o, 'messages')
  const strings = (l: string) => (messages?.type === 'ObjectExpression' ? importsIn(prop(messages, l)) : [])
  return { id: id.value, firstScreen: first, strings: { pl: strings('pl'), en: strings('en') } }
}

/** A declared module with its specifiers resolved to module ids (what a chunk's `facadeModuleId` is). */
export interface ResolvedModule extends DeclaredModule {
  file: string
}

/**
 * Resume without a waterfall: at build time, list for every game module — every module that calls
 * `defineModule` — the chunks a resume needs, all found from what its contract declares: its module
 * with everything it imports statically, its first screen and its strings, and write them into
 * index.html as a meta tag. public/early-read.js reads it with the game kind this device remembered
 * for the saved game, and adds `<link rel="modulepreload">` for those chunks once it has read the
 * saved row, so the browser fetches and compiles them while the shell itself is still loading. The
 * tag names no game and no file of a game: it is made from the contracts and the build's own chunk
 * graph.
 */
export function gamePreload(): Plugin {
  const modules = new Map<string, ResolvedModule>()
  return {
    name: 'mythos-ledger-game-preload',
    apply: 'build',
    transform: {
      order: 'pre',
      // Only the sources that may hold a contract reach the handler.
      filter: { id: { include: /\.[cm]?[jt]s$/, exclude: /\/node_modules\// }, code: 'defineModule' },
      async handler(code, id) {
        if (id.includes('/node_modules/') || !/\.[cm]?[jt]s$/.test(id)) return null
        const d = declaredIn(code, id)
        if (!d) return null
        const resolve = async (spec: string) => (await this.resolve(spec, id))?.id ?? path.resolve(path.dirname(id), spec)
        modules.set(id, {
          ...d,
          file: id,
          firstScreen: await resolve(d.firstScreen),
          strings: { pl: await Promise.all(d.strings.pl.map(resolve)), en: await Promise.all(d.strings.en.map(resolve)) },
        })
        return null
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined
        if (!bundle) return html
        const content = JSON.stringify(preloadList(bundle, [...modules.values()])).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
        // Before the early-read script, whatever its attributes; a build whose index.html lost it fails here.
        const tag = /<script\b[^>]*\bsrc="\/early-read\.js"[^>]*><\/script>/.exec(html)
        if (!tag) throw new Error('game-preload: index.html has no <script src="/early-read.js"> to put the preload list before')
        return html.replace(tag[0], `<meta name="ledger-preload" content="${content}" />\n    ${tag[0]}`)
      },
    },
  }
}

/** The preload list of every game module in `bundle`, by game id: `all` (its chunks but the shell's), `pl`, `en` (its strings). */
export function preloadList(bundle: OutputBundle, modules: readonly ResolvedModule[]): Record<string, { all: string[]; pl: string[]; en: string[] }> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const byModule = (id: string) => chunks.find((c) => c.facadeModuleId === id)
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
  for (const m of modules) {
    const c = byModule(m.file)
    if (!c) continue
    const all = new Set<string>()
    closure(c, all)
    const screen = byModule(m.firstScreen)
    if (screen) closure(screen, all)
    const strings = (files: string[]) => files.flatMap((f) => byModule(f)?.fileName ?? []).map((f) => `/${f}`)
    games[m.id] = { all: [...all].filter((f) => !shell.has(f)).map((f) => `/${f}`), pl: strings(m.strings.pl), en: strings(m.strings.en) }
  }
  return games
}
