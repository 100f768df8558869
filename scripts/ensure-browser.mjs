/**
 * Step zero of `npm test`: the browser tests need a Chromium. Find one (scripts/lib/find-browser.mjs);
 * when there is none, install one the way this machine allows — Debian's `chromium` package when
 * running as root with apt-get, otherwise Playwright's own download — or stop at once with the
 * exact command to run, before minutes of other tests.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findBrowser } from './lib/find-browser.mjs'

const say = (m) => process.stdout.write(`ensure-browser: ${m}\n`)
const found = findBrowser()
if (found) {
  say(`using ${found}`)
  process.exit(0)
}
if (process.env.CHROMIUM_PATH) {
  process.stderr.write(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist. Fix it or unset it.\n`)
  process.exit(1)
}
const root = typeof process.getuid === 'function' && process.getuid() === 0
try {
  if (root && existsSync('/usr/bin/apt-get')) {
    say('no Chromium found; installing Debian\'s chromium package (apt-get)…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  } else {
    say('no Chromium found; downloading Playwright\'s Chromium (npx playwright install chromium)…')
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
  }
} catch {
  // fall through to the message below
}
const after = findBrowser()
if (after) {
  say(`using ${after}`)
  process.exit(0)
}
process.stderr.write([
  'No Chromium for the browser tests, and it could not be installed here.',
  'Install one, then run the tests again:',
  '  Debian/Ubuntu (as root):  apt-get install -y chromium',
  '  anywhere else:            npx playwright install chromium',
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  '',
].join('\n'))
process.exit(1)
