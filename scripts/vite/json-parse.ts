import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

/**
 * JSON modules (the game data in rules-data/, the strings in src/) ship as `JSON.parse('…')`: V8
 * scans a string literal far faster than it compiles the same data as object literals, and a
 * game's module is compiled without a code cache on its first opens (the «opening a game» budget,
 * docs/quality.md). Vite's `json.stringify` is not applied by the bundler's native JSON handling,
 * hence this plugin. Default imports only (the app has no named imports from JSON).
 */
export function jsonParse(): Plugin {
  return {
    name: 'mythos-ledger-json-parse',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      if (!/\.json$/.test(id) || id.includes('node_modules') || id.includes('?')) return null
      const text = await readFile(id, 'utf8')
      const compact = JSON.stringify(JSON.parse(text))
      return { code: `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(compact)})`, moduleType: 'js' }
    },
  }
}
