/**
 * Where a Chromium for the browser tests is: `CHROMIUM_PATH`, then the system's Chromium or
 * Chrome, then a browser Playwright downloaded into its cache. Returns the path or null.
 */
import { existsSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome']

function playwrightCache() {
  const dir = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright')
  if (!existsSync(dir)) return null
  const builds = readdirSync(dir).filter((d) => /^chromium-\d+$/.test(d)).sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]))
  for (const b of builds) {
    for (const sub of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const p = path.join(dir, b, sub)
      if (existsSync(p)) return p
    }
  }
  return null
}

/** `system`: the places to look for an installed browser (tests pass their own). */
export function findBrowser(system = SYSTEM) {
  const env = process.env.CHROMIUM_PATH
  if (env) return existsSync(env) ? env : null
  return system.find((p) => existsSync(p)) ?? playwrightCache()
}
