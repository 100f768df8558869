import { defineConfig } from '@playwright/test'
import { findBrowser } from '../../scripts/lib/find-browser.mjs'

// The system's Chromium, CHROMIUM_PATH, or Playwright's own (scripts/ensure-browser.mjs installs one when none is there).
const executablePath = findBrowser() ?? undefined
/** E2E_PORT: another port for the preview server (two checkouts testing side by side). */
const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/playwright',
  workers: 1,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    locale: 'pl-PL',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
