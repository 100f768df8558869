/**
 * The production build the browser bench measures: the project's own vite.config.ts (loaded by
 * Vite as usual) plus one read-only plugin that records which source modules went into which
 * chunk. The map is written beside the dist (`<dist>.chunks.json`, so it is neither served nor
 * precached); the bundle figures use it to prove that no game's code is in the initial JS and to
 * size each game's module.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

export const chunkMapFile = (dist) => `${dist.replace(/\/+$/, '')}.chunks.json`

export async function buildApp({ root, dist, minify = true }) {
  const chunks = []
  const rel = (id) => (id ? (id.startsWith('\0') ? id.slice(1) : path.relative(root, id.split('?')[0])) : null)
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, ...(minify ? {} : { minify: false }) },
    ...(process.env.BENCH_DEVTOOLS ? { define: { __VUE_PROD_DEVTOOLS__: 'true' } } : {}),
    plugins: [
      {
        name: 'bench-chunk-map',
        apply: 'build',
        generateBundle(_options, bundle) {
          for (const c of Object.values(bundle)) {
            if (c.type !== 'chunk') continue
            chunks.push({
              file: c.fileName,
              facade: rel(c.facadeModuleId),
              isEntry: c.isEntry,
              isDynamicEntry: c.isDynamicEntry,
              imports: c.imports,
              dynamicImports: c.dynamicImports,
              modules: Object.keys(c.modules).map(rel),
            })
          }
        },
      },
    ],
  })
  writeFileSync(chunkMapFile(dist), `${JSON.stringify({ builtAt: new Date().toISOString(), chunks }, null, 1)}\n`)
  return chunks
}
