/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { cspWith, securityHeaders } from './src/app/csp.ts'
import { earlyReadHash, earlyReadInline } from './scripts/vite/early-read-inline.ts'
import { gamePreload } from './scripts/vite/game-preload.ts'
import { jsonParse } from './scripts/vite/json-parse.ts'
import { workerRulesOnly } from './scripts/vite/worker-rules-only.ts'

/** One CSP for the meta tag, the preview server's header and the build's `_headers` file: the app's files and the inlined early read. */
const CSP = cspWith([earlyReadHash()])
/** The same policy as a header, with `frame-ancestors 'none'` (which a meta tag cannot carry), and the other security headers. */
const HEADERS = securityHeaders([earlyReadHash()])
function contentSecurityPolicy(): Plugin {
  return {
    name: 'mythos-ledger-csp',
    transformIndexHtml: (html) => html.replace('%CSP%', CSP),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${Object.entries(HEADERS).map(([k, v]) => `  ${k}: ${v}\n`).join('')}` })
    },
  }
}

export default defineConfig({
  plugins: [
    contentSecurityPolicy(),
    gamePreload(),
    earlyReadInline(),
    jsonParse(),
    vue(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Mythos Ledger — table companion',
        short_name: 'Mythos Ledger',
        description: 'Bookkeeping companion for cooperative horror board games (supports Arkham Horror 2nd edition).',
        lang: 'pl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f172a',
        background_color: '#020617',
        icons: [
          { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json,woff2,txt}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The import worker loads a game's rules on demand (code splitting needs ES module workers), through
  // the registry without its module loaders (scripts/vite/worker-rules-only.ts).
  worker: { format: 'es', plugins: () => [workerRulesOnly(), jsonParse()] },
  // Game data and strings ship as JSON.parse('…') strings (scripts/vite/json-parse.ts).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: HEADERS },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.ts'], exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // The suite must pass under heavy load (issue #24): a test waits for conditions, and a test's
    // bound (a child process, a replay) is there to catch a hang, not to set a pace.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
