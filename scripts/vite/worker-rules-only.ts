import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'
import { walk, type Node } from './ast.ts'

/**
 * The import worker reads the registry (src/app/registry.ts) like the app does, one line a game:
 * `gameManifest(about, () => import(module), () => import(rules))`. A worker loads no screens: a
 * module's graph needs the Vue build and would double the precache. So the worker's build replaces
 * each line's module loader by one that refuses, and keeps its rules loader: the registry stays the
 * one list of games, and a game is added by one line in it.
 */


/** What a worker's registry line loads in place of a module. */
export const NO_SCREENS = "() => Promise.reject(new Error('A worker loads no game screens, only rules.'))"

/**
 * `code` with the module loader of every registry line (`gameManifest(about, module, rules)`)
 * replaced by NO_SCREENS; null for a file that calls no `gameManifest`. A line the build cannot read
 * (not three arguments, a module or rules argument that is not `() => import('…')`) fails the build
 * instead of letting a module's screens into the worker.
 */
export function screensDropped(code: string, file: string): string | null {
  if (!code.includes('gameManifest(')) return null
  const calls = [...walk(parseAst(code, { lang: /\.tsx?$/.test(file) ? 'ts' : 'js' }, file))].filter(
    (n) => n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as Node).name === 'gameManifest',
  )
  if (!calls.length) return null
  const loader = (n: Node | undefined) => n?.type === 'ArrowFunctionExpression' && [...walk(n.body)].some((x) => x.type === 'ImportExpression')
  let out = code
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const args = call.arguments as Node[]
    if (args.length !== 3 || !loader(args[1]) || !loader(args[2])) {
      throw new Error(`worker-rules-only: ${file}: a registry line is gameManifest(about, () => import(module), () => import(rules)), found: ${code.slice(call.start, call.end)}`)
    }
    out = out.slice(0, args[1].start) + NO_SCREENS + out.slice(args[1].end)
  }
  return out
}

/** The worker build's plugin (vite.config.ts `worker.plugins`). */
export function workerRulesOnly(): Plugin {
  return {
    name: 'mythos-ledger-worker-rules-only',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]s$/.test(id.split('?')[0])) return null
      const out = screensDropped(code, id)
      return out === null ? null : { code: out, map: null }
    },
  }
}
