/**
 * `npm run bench:browser`: the app's figures in Debian Chromium (playwright-core, one browser at
 * a time), against a production build served by Vite's preview() on its own port. Merges them
 * into bench/results.json under `browser`; `npm run bench:report` turns them into docs/quality.md.
 *
 * Method (../shared/perf-calibration.md): phone viewport 390×844, persistent on-disk profile (so
 * IndexedDB is on disk), in-page performance.now() timestamps, CPU throttle through CDP
 * Emulation.setCPUThrottlingRate. Every figure is pooled over `--runs` runs (default 2), each a
 * fresh browser and profile, unthrottled and at 4×.
 *
 *  (a) tap → persisted → DOM: 200 taps alternating «doom +1» / «doom −1» on the table of a game
 *      imported with ~2,000 events; from the first line of a click listener to the
 *      MutationObserver seeing the new doom figure (shown only after the transaction commits).
 *  (b) resume: a fresh tab (SW-served) opening games of 1k / 5k / 20k / 100k events, from
 *      navigation start to the table showing the right doom, terror, gates and turn.
 *  (c) JS heap after resuming the 5,000-event game (after a forced GC), and after opening its log.
 *  (d) bundle: initial JS/CSS gzip (index.html's script, modulepreloads and stylesheet plus their
 *      static imports), all JS/CSS, and the service worker's precache.
 *  (e) Lighthouse 12.8.2 mobile (npx), performance / accessibility / best-practices, median of 3.
 *
 * Options: --runs N, --quick (1 run, fewer taps and loads), --no-lighthouse, --dist DIR (default
 * bench/tmp/dist, built by the npm script so a concurrent `npm test` cannot swap dist/ under us).
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { longGameFile, longSession } from './lib/long-session.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const opt = (name, dflt) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : dflt
}
const quick = argv.includes('--quick')
const RUNS = Number(opt('--runs', quick ? 1 : 2))
const TAPS = quick ? 40 : 200
const WARM_TAPS = 6
const RATES = [1, 4]
const LOADS = quick ? { 1000: 2, 5000: 3, 20000: 2, 100000: 2 } : { 1000: 5, 5000: 10, 20000: 5, 100000: 5 }
const SIZES = [1000, 5000, 20000, 100000]
const PORT = Number(opt('--port', 4183))
const ORIGIN = `http://127.0.0.1:${PORT}`
const DIST = path.resolve(root, opt('--dist', 'bench/tmp/dist'))
const TMP = path.join(root, 'bench/tmp')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// PreloadTopChromeWebUI / WebUIOmniboxPopup: headless Chromium 156 otherwise starts a hidden
// omnibox-popup WebUI renderer with every new tab; a trace showed it evaluating ~350 ms of its own
// modules at the same moment as our page loaded, on this 2-CPU machine. No phone browser does that
// to a page, so it is switched off rather than counted as the app's time.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup']
const LIGHTHOUSE = !argv.includes('--no-lighthouse')

const log = (...a) => process.stdout.write(`${a.join(' ')}\n`)
const round = (x, d = 1) => (x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 10 ** d) / 10 ** d)
/** Nearest-rank percentile. */
function pct(xs, q) {
  if (xs.length === 0) return null
  const s = xs.slice().sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]
}
const median = (xs) => pct(xs, 0.5)
const stats = (xs) => ({ n: xs.length, p50: round(pct(xs, 0.5)), p95: round(pct(xs, 0.95)), max: round(Math.max(...xs)) })

// ── the games ─────────────────────────────────────────────────────────────────────────────
function makeGames() {
  const t0 = performance.now()
  const long = longSession(100_000, 'bench-browser-1')
  const games = {}
  // The tap game keeps doom at 1 (so +1 / −1 never reaches the awakening); each resume game gets its own doom.
  for (const rate of RATES) {
    const name = `bench tap 2k ${rate}x`
    const base = longGameFile(long, 2000, name)
    games[`tap${rate}`] = base.state.doom === 1 ? base : longGameFile(long, 2000, name, [{ type: 'AdjustDoom', data: { delta: 1 - base.state.doom } }])
  }
  SIZES.forEach((n, i) => {
    const name = `bench resume ${n / 1000}k`
    const base = longGameFile(long, n, name)
    const want = 2 + i
    games[n] = want === base.state.doom ? base : longGameFile(long, n, name, [{ type: 'AdjustDoom', data: { delta: want - base.state.doom } }])
  })
  for (const [k, g] of Object.entries(games)) {
    g.name = k.startsWith('tap') ? `bench tap 2k ${k.slice(3)}x` : `bench resume ${Number(k) / 1000}k`
    g.expect = { doom: String(g.state.doom), terror: String(g.state.terror), gates: String(Object.keys(g.state.gates).length), turn: g.state.turn }
    g.lastSeq = g.entries.length
    delete g.entries
    delete g.state
  }
  log(`games generated in ${round((performance.now() - t0) / 1000)} s:`, Object.entries(games).map(([k, g]) => `${k}: ${g.events} events, ${(g.text.length / 1e6).toFixed(2)} MB`).join(' · '))
  return games
}

// ── browser helpers ───────────────────────────────────────────────────────────────────────
async function launch() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'))
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'pl-PL',
    serviceWorkers: 'allow',
  })
  return { ctx, profile }
}

async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return cdp
}

/** Read the app's IndexedDB directly (raw API, no app code): the games rows, without their state. */
async function storedGames(page) {
  return page.evaluate(async () => {
    const db = await new Promise((res, rej) => {
      const r = indexedDB.open('mythos-ledger')
      r.onsuccess = () => res(r.result)
      r.onerror = () => rej(r.error)
    })
    const rows = await new Promise((res, rej) => {
      const r = db.transaction('games').objectStore('games').getAll()
      r.onsuccess = () => res(r.result)
      r.onerror = () => rej(r.error)
    })
    const counts = await Promise.all(rows.map((g) => new Promise((res, rej) => {
      const r = db.transaction('entries').objectStore('entries').index('gameId').count(IDBKeyRange.only(g.id))
      r.onsuccess = () => res(r.result)
      r.onerror = () => rej(r.error)
    })))
    db.close()
    return rows.map((g, i) => ({ id: g.id, name: g.name, lastSeq: g.lastSeq, doom: g.state.doom, entries: counts[i] }))
  })
}

async function importGame(page, game) {
  await page.goto(`${ORIGIN}/#/games`)
  const before = await page.getByTestId('game-item').count()
  await page.getByTestId('import-input').setInputFiles({ name: `${game.name}.json`, mimeType: 'application/json', buffer: Buffer.from(game.text) })
  await page.getByTestId('game-item').nth(before).waitFor({ timeout: 300_000 })
  const row = (await storedGames(page)).find((g) => g.name === game.name)
  if (!row) throw new Error(`import of ${game.name} did not store it`)
  if (row.lastSeq !== game.lastSeq || row.entries !== game.lastSeq) throw new Error(`import of ${game.name}: lastSeq ${row.lastSeq}, ${row.entries} entries, expected ${game.lastSeq}`)
  return row.id
}

/** Close every page and open one fresh tab with the throttle and optional init script. */
async function freshTab(ctx, rate, init) {
  for (const p of ctx.pages()) await p.close()
  const page = await ctx.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  if (init) await page.addInitScript(init.fn, init.arg)
  const cdp = await throttle(page, rate)
  return { page, cdp, errors }
}

// In-page: resume end point. Installed before any page script; records when the table shows the right figures.
function resumeProbe(exp) {
  const R = (window.__resume = { exp })
  const q = (id) => document.querySelector(`[data-testid=gauge-${id}] [data-testid=value]`)?.textContent?.trim()
  const mo = new MutationObserver(() => {
    if (R.rendered) return
    if (!R.mounted && document.getElementById('app')?.firstElementChild) R.mounted = performance.now()
    if (!R.gauge && document.querySelector('[data-testid=gauge-doom]')) R.gauge = performance.now()
    const turn = document.querySelector('[data-testid=turn]')?.textContent ?? ''
    if (q('doom') === exp.doom && q('terror') === exp.terror && q('gates') === exp.gates && new RegExp(`(^|\\D)${exp.turn}(\\D|$)`).test(turn)) {
      R.rendered = performance.now()
      mo.disconnect()
      requestAnimationFrame(() => {
        R.raf = performance.now()
        const ch = new MessageChannel()
        ch.port1.onmessage = () => (R.painted = performance.now())
        ch.port2.postMessage(0)
      })
    }
  })
  mo.observe(document, { childList: true, subtree: true, characterData: true })
}

async function cpuLoop(page) {
  return page.evaluate(() => {
    const t0 = performance.now()
    let x = 0
    for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003
    return performance.now() - t0 + x * 0
  })
}

/**
 * The machine is shared: before each measured block, wait (up to `--quiet-wait` s, default 90)
 * for the 1-minute load average to fall below `--quiet-load` (default 3). Returns the load then.
 */
const QUIET_LOAD = Number(opt('--quiet-load', 3))
const QUIET_WAIT = Number(opt('--quiet-wait', quick ? 0 : 90)) * 1000
async function waitQuiet(label) {
  const t0 = Date.now()
  while (os.loadavg()[0] >= QUIET_LOAD && Date.now() - t0 < QUIET_WAIT) await new Promise((r) => setTimeout(r, 5000))
  const load = round(os.loadavg()[0], 2)
  if (Date.now() - t0 > 1000) log(`${label}: waited ${round((Date.now() - t0) / 1000, 0)} s for a quieter machine (load ${load})`)
  return load
}

// ── (a) taps ──────────────────────────────────────────────────────────────────────────────
async function measureTaps(ctx, rate, game, id) {
  const { page, cdp, errors } = await freshTab(ctx, rate)
  await page.goto(`${ORIGIN}/#/game/${id}/table`)
  const value = page.getByTestId('gauge-doom').getByTestId('value')
  await value.waitFor()
  const start = Number((await value.textContent()).trim())
  if (start !== 1) throw new Error(`tap game shows doom ${start}, expected 1`)
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid=gauge-doom] [data-testid=value]')
    const H = (window.__h = { click: null, pending: null })
    // Capture phase on window: runs before the button's own click handler.
    window.addEventListener('click', (e) => (H.click = { t0: performance.now(), ts: e.timeStamp }), true)
    new MutationObserver(() => {
      const p = H.pending
      if (!p) return
      const tDom = performance.now()
      if (el.textContent.trim() !== String(p.expected)) return
      H.pending = null
      const c = H.click
      requestAnimationFrame(() => {
        const tRaf = performance.now()
        const ch = new MessageChannel()
        ch.port1.onmessage = () => p.resolve({ ...c, tDom, tRaf, tFrame: performance.now() })
        ch.port2.postMessage(0)
      })
    }).observe(el, { childList: true, characterData: true, subtree: true })
    H.arm = (n) => {
      H.click = null
      H.done = new Promise((resolve) => (H.pending = { expected: n, resolve }))
    }
  })
  const up = page.getByTestId('doom-up')
  const down = page.getByTestId('doom-down')
  const samples = []
  for (let i = 0; i < WARM_TAPS + TAPS; i++) {
    const expected = i % 2 === 0 ? 2 : 1
    await page.evaluate((n) => window.__h.arm(n), expected)
    await (i % 2 === 0 ? up : down).click()
    const s = await page.evaluate(() => window.__h.done)
    if (i >= WARM_TAPS) samples.push(s)
  }
  const loopMs = await cpuLoop(page)
  // Persisted: every tap is in the log and the stored row holds the last state.
  const row = (await storedGames(page)).find((g) => g.id === id)
  const want = game.lastSeq + WARM_TAPS + TAPS
  if (row.lastSeq !== want || row.entries !== want || row.doom !== 1) throw new Error(`after the taps: lastSeq ${row.lastSeq}, ${row.entries} entries, doom ${row.doom}; expected ${want}, ${want}, 1`)
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  await cdp.detach()
  return {
    toDom: samples.map((s) => s.tDom - s.t0),
    toFrame: samples.map((s) => s.tFrame - s.t0),
    fromInputEvent: samples.map((s) => s.tDom - s.ts),
    loopMs,
  }
}

// ── (b) resume, (c) heap ──────────────────────────────────────────────────────────────────
async function measureResume(ctx, rate, game, id, loads) {
  const out = []
  for (let i = 0; i < loads; i++) {
    const { page, cdp, errors } = await freshTab(ctx, rate, { fn: resumeProbe, arg: game.expect })
    const resp = await page.goto(`${ORIGIN}/#/game/${id}/table`)
    await page.waitForFunction(() => window.__resume?.painted, null, { timeout: 60_000 })
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0]
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]
      return { ...window.__resume, controlled: !!navigator.serviceWorker.controller, responseEnd: nav?.responseEnd, dcl: nav?.domContentLoadedEventEnd, fcp: fcp?.startTime ?? null }
    })
    if (!resp?.fromServiceWorker() || !r.controlled) throw new Error(`resume load ${i} of ${game.name} was not served by the service worker`)
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    out.push(r)
    await cdp.detach()
  }
  return {
    rendered: out.map((r) => r.rendered),
    painted: out.map((r) => r.painted),
    fcp: out.map((r) => r.fcp).filter((x) => x !== null),
    responseEnd: out.map((r) => r.responseEnd),
    dcl: out.map((r) => r.dcl),
    mounted: out.map((r) => r.mounted),
    gauge: out.map((r) => r.gauge),
  }
}

async function measureHeap(ctx, rate, id) {
  const { page, cdp } = await freshTab(ctx, rate)
  await page.goto(`${ORIGIN}/#/game/${id}/table`)
  await page.getByTestId('gauge-doom').waitFor()
  await page.waitForTimeout(300)
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    const h = await cdp.send('Runtime.getHeapUsage')
    return h.usedSize
  }
  const tableDomNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  const table = await heap()
  const t0 = Date.now()
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-entry').first().waitFor({ timeout: 60_000 })
  const logOpenMs = Date.now() - t0
  await page.waitForTimeout(300)
  const withLog = await heap()
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  await cdp.detach()
  return { tableBytes: table, logBytes: withLog, logOpenMs, logDomNodes: domNodes, tableDomNodes }
}

async function warmUp(ctx) {
  const page = ctx.pages()[0] ?? (await ctx.newPage())
  await page.goto(`${ORIGIN}/`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 })
  return page
}

// ── (d) bundle ────────────────────────────────────────────────────────────────────────────
function bundle(dist) {
  const gz = (f) => gzipSync(readFileSync(path.join(dist, f))).length
  const raw = (f) => statSync(path.join(dist, f)).size
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  // Every script index.html loads: the module entry and the plain early-read.js.
  const entryJs = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1])
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1])
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1])
  // Static imports (import … from "./x.js" / import "./x.js"), not import("./x.js").
  const seen = new Set()
  const queue = [...entryJs, ...preloads]
  while (queue.length) {
    const f = queue.shift()
    if (seen.has(f)) continue
    seen.add(f)
    const src = readFileSync(path.join(dist, f), 'utf8')
    for (const m of src.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(f), m[1]))
    }
  }
  const initialJs = [...seen]
  const assets = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`)
  const locale = assets.filter((f) => /^assets\/pl-[\w-]+\.js$/.test(f))
  const sum = (fs, fn) => fs.reduce((n, f) => n + fn(f), 0)
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const precache = [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((m) => m[1])
  const kb = (b) => round(b / 1024, 2)
  return {
    gzip: 'zlib default level (6)',
    initialJsFiles: initialJs,
    initialJsKb: kb(sum(initialJs, raw)),
    initialJsGzipKb: kb(sum(initialJs, gz)),
    firstRenderJsGzipKb: kb(sum([...initialJs, ...locale], gz)),
    firstRenderNote: locale.length
      ? `main.ts mounts after loading the language chunk (${locale.join(', ')}) with a dynamic import`
      : 'The Polish strings are in the initial bundle, so main.ts mounts without waiting for a language chunk; early-read.js (a plain script outside the bundle, counted) starts reading the saved game before the bundle runs',
    initialCssGzipKb: kb(sum(css, gz)),
    allJsGzipKb: kb(sum(assets.filter((f) => f.endsWith('.js')), gz)),
    allJsKb: kb(sum(assets.filter((f) => f.endsWith('.js')), raw)),
    allCssGzipKb: kb(sum(assets.filter((f) => f.endsWith('.css')), gz)),
    precacheEntries: precache.length,
    precacheKb: kb(sum(precache, (f) => (existsSync(path.join(dist, f)) ? raw(f) : 0))),
    precacheMissing: precache.filter((f) => !existsSync(path.join(dist, f))),
  }
}

// ── (e) Lighthouse ────────────────────────────────────────────────────────────────────────
function lighthouseOnce(i) {
  const out = path.join(TMP, `lighthouse-${i}`)
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))
  const flags = [...ARGS, '--headless=new', `--user-data-dir=${profile}`].join(' ')
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['-y', 'lighthouse@12.8.2', `${ORIGIN}/`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices', '--form-factor=mobile', '--output=json', `--output-path=${out}.json`, '--quiet'],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        rmSync(profile, { recursive: true, force: true })
        if (error) return resolve({ error: `${error.message}\n${stderr}`.slice(0, 2000) })
        const lhr = JSON.parse(readFileSync(`${out}.json`, 'utf8'))
        const a = (id) => lhr.audits[id]?.numericValue ?? null
        resolve({
          version: lhr.lighthouseVersion,
          performance: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          bestPractices: lhr.categories['best-practices'].score,
          fcpMs: round(a('first-contentful-paint'), 0),
          lcpMs: round(a('largest-contentful-paint'), 0),
          tbtMs: round(a('total-blocking-time'), 0),
          cls: round(a('cumulative-layout-shift'), 3),
          speedIndexMs: round(a('speed-index'), 0),
          failedAudits: Object.values(lhr.audits).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode === 'binary').map((x) => x.id),
        })
      },
    )
  })
}

// ── run ───────────────────────────────────────────────────────────────────────────────────
async function main() {
  const started = Date.now()
  if (!existsSync(path.join(DIST, 'sw.js'))) throw new Error(`${DIST} has no build: run \`vite build --outDir ${path.relative(root, DIST)}\` first (npm run bench:browser does)`)
  mkdirSync(TMP, { recursive: true })
  const games = makeGames()
  const server = await preview({ root, logLevel: 'warn', build: { outDir: DIST }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } })
  const pooled = {}
  for (const rate of RATES) pooled[rate] = { tap: { toDom: [], toFrame: [], fromInputEvent: [], perRunP95: [] }, resume: Object.fromEntries(SIZES.map((n) => [n, { rendered: [], painted: [], fcp: [], responseEnd: [], dcl: [], mounted: [], gauge: [], perRunP95: [] }])), heap: [], loopMs: [] }
  let browserVersion = ''
  const loadAverage = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { ctx, profile } = await launch()
      browserVersion = ctx.browser()?.version() ?? 'unknown'
      try {
        const page = await warmUp(ctx)
        const t0 = Date.now()
        const ids = { tap: {} }
        for (const rate of RATES) ids.tap[rate] = await importGame(page, games[`tap${rate}`])
        for (const n of SIZES) ids[n] = await importGame(page, games[n])
        log(`run ${run}: imported ${2 + SIZES.length} games in ${round((Date.now() - t0) / 1000)} s`)
        const order = run % 2 === 1 ? RATES : [...RATES].reverse()
        for (const rate of order) {
          const P = pooled[rate]
          loadAverage.push(await waitQuiet(`run ${run} ${rate}×`))
          const taps = await measureTaps(ctx, rate, games[`tap${rate}`], ids.tap[rate])
          P.tap.toDom.push(...taps.toDom)
          P.tap.toFrame.push(...taps.toFrame)
          P.tap.fromInputEvent.push(...taps.fromInputEvent)
          P.tap.perRunP95.push(round(pct(taps.toDom, 0.95)))
          P.loopMs.push(taps.loopMs)
          log(`run ${run} ${rate}×: taps p50 ${round(pct(taps.toDom, 0.5))} p95 ${round(pct(taps.toDom, 0.95))} ms (loop ${round(taps.loopMs)} ms)`)
          for (const n of SIZES) {
            const r = await measureResume(ctx, rate, games[n], ids[n], LOADS[n])
            const R = P.resume[n]
            R.rendered.push(...r.rendered)
            R.painted.push(...r.painted)
            for (const k of ['fcp', 'responseEnd', 'dcl', 'mounted', 'gauge']) R[k].push(...r[k])
            R.perRunP95.push(round(pct(r.rendered, 0.95)))
            log(`run ${run} ${rate}×: resume ${n / 1000}k p50 ${round(pct(r.rendered, 0.5))} p95 ${round(pct(r.rendered, 0.95))} ms`)
          }
          const h = await measureHeap(ctx, rate, ids[5000])
          P.heap.push(h)
          log(`run ${run} ${rate}×: heap 5k ${round(h.tableBytes / 1048576, 2)} MB, with its log ${round(h.logBytes / 1048576, 2)} MB (log opened in ${h.logOpenMs} ms)`)
        }
      } finally {
        await ctx.close()
        rmSync(profile, { recursive: true, force: true })
      }
    }
  } finally {
    await server.close()
  }

  const bundleFigures = bundle(DIST)
  let lighthouse = null
  if (LIGHTHOUSE) {
    // Lighthouse starts its own Chromium: the bench's browser is closed by now; a fresh preview serves it.
    const server2 = await preview({ root, logLevel: 'warn', build: { outDir: DIST }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } })
    const runs = []
    try {
      for (let i = 1; i <= (quick ? 1 : 3); i++) {
        await waitQuiet(`lighthouse ${i}`)
        const r = await lighthouseOnce(i)
        runs.push(r)
        log(`lighthouse ${i}: ${r.error ? r.error.split('\n')[0] : `performance ${r.performance}, accessibility ${r.accessibility}, best-practices ${r.bestPractices}`}`)
      }
    } finally {
      await server2.close()
    }
    const ok = runs.filter((r) => !r.error)
    const byPerf = ok.slice().sort((a, b) => a.performance - b.performance)
    lighthouse = ok.length ? { runs: ok.length, median: byPerf[Math.floor((byPerf.length - 1) / 2)], all: runs } : { runs: 0, errors: runs.map((r) => r.error) }
  }

  const figures = { tap: {}, resume: {}, heap: {}, throttleCheck: {} }
  for (const rate of RATES) {
    const P = pooled[rate]
    const k = `${rate}x`
    figures.tap[k] = { ...stats(P.tap.toDom), toFrame: stats(P.tap.toFrame), fromInputEvent: stats(P.tap.fromInputEvent), perRunP95: P.tap.perRunP95 }
    figures.resume[k] = Object.fromEntries(SIZES.map((n) => [n, { ...stats(P.resume[n].rendered), painted: stats(P.resume[n].painted), fcpP50: round(median(P.resume[n].fcp)), milestonesP50: { responseEnd: round(median(P.resume[n].responseEnd)), domContentLoaded: round(median(P.resume[n].dcl)), appMounted: round(median(P.resume[n].mounted)), tableShown: round(median(P.resume[n].gauge)), rightFigures: round(median(P.resume[n].rendered)) }, perRunP95: P.resume[n].perRunP95 }]))
    figures.heap[k] = {
      after5kResumeMb: round(median(P.heap.map((h) => h.tableBytes)) / 1048576, 2),
      after5kLogOpenedMb: round(median(P.heap.map((h) => h.logBytes)) / 1048576, 2),
      logOpenMs: median(P.heap.map((h) => h.logOpenMs)),
      logDomNodes: median(P.heap.map((h) => h.logDomNodes)),
      tableDomNodes: median(P.heap.map((h) => h.tableDomNodes)),
    }
    figures.throttleCheck[k] = { loopMsMedian: round(median(P.loopMs)) }
  }
  figures.throttleCheck.measuredSlowdown = round(figures.throttleCheck['4x'].loopMsMedian / figures.throttleCheck['1x'].loopMsMedian, 2)

  // Flat resume: the largest game may not take more than 25% (+30 ms) longer than the smallest, at p50 and p95.
  const flat = (k, q) => {
    const small = figures.resume[k][SIZES[0]][q]
    const big = figures.resume[k][SIZES[SIZES.length - 1]][q]
    return { smallMs: small, largeMs: big, ratio: round(big / small, 2), pass: big <= small * 1.25 + 30 }
  }
  const budgets = {
    initialJsGzipKb: 100,
    lighthousePerformance: 0.98,
    tapP95Ms: { '1x': 20, '4x': 50 },
    resume5kP95Ms: { '1x': 400, '4x': 1000 },
    resumeFlat: 'p50 and p95 at 100k events ≤ 1.25 × (1k figure) + 30 ms',
  }
  const pass = {
    initialJsGzipKb: bundleFigures.initialJsGzipKb <= budgets.initialJsGzipKb,
    lighthousePerformance: lighthouse?.median ? lighthouse.median.performance >= budgets.lighthousePerformance : null,
    tapP95Ms1x: figures.tap['1x'].p95 <= budgets.tapP95Ms['1x'],
    tapP95Ms4x: figures.tap['4x'].p95 <= budgets.tapP95Ms['4x'],
    resume5kP95Ms1x: figures.resume['1x'][5000].p95 <= budgets.resume5kP95Ms['1x'],
    resume5kP95Ms4x: figures.resume['4x'][5000].p95 <= budgets.resume5kP95Ms['4x'],
    resumeFlat1x: flat('1x', 'p50').pass && flat('1x', 'p95').pass,
    resumeFlat4x: flat('4x', 'p50').pass && flat('4x', 'p95').pass,
  }
  figures.resumeFlat = { '1x': { p50: flat('1x', 'p50'), p95: flat('1x', 'p95') }, '4x': { p50: flat('4x', 'p50'), p95: flat('4x', 'p95') } }

  const browser = {
    date: new Date().toISOString(),
    chromium: browserVersion,
    method: {
      runs: RUNS,
      quick,
      viewport: '390×844 @3x, isMobile, hasTouch',
      profile: 'persistent, on disk, fresh per run',
      machine: `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}`,
      loadAverage1minAtEachBlock: loadAverage,
      quietLoad: `waited up to ${QUIET_WAIT / 1000} s before each block for a 1-min load average < ${QUIET_LOAD}`,
      taps: `${TAPS} per run and rate after ${WARM_TAPS} warm-up taps, Playwright clicks alternating doom-up / doom-down on a game imported with ${games.tap1.events} events`,
      tapSpan: 'capture-phase click listener → MutationObserver sees the new doom figure (rendered only after the IndexedDB transaction commits); toFrame adds the next rAF + one MessageChannel hop',
      resume: `fresh tab, SW-served (checked on every load), navigation start → doom, terror, gates and turn all right on the table; loads per run and rate: ${JSON.stringify(LOADS)}`,
      games: Object.fromEntries(Object.entries(games).map(([k, g]) => [k, { events: g.events, commands: g.lastSeq, fileMb: round(g.text.length / 1e6, 2) }])),
    },
    figures: { ...figures, bundle: bundleFigures, lighthouse },
    budgets,
    pass,
    allPass: Object.values(pass).every((x) => x !== false),
    totalSeconds: round((Date.now() - started) / 1000, 0),
  }

  const file = path.join(root, 'bench/results.json')
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  results.browser = browser
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  log(`\ntaps p95: 1× ${figures.tap['1x'].p95} ms, 4× ${figures.tap['4x'].p95} ms · resume 5k p95: 1× ${figures.resume['1x'][5000].p95} ms, 4× ${figures.resume['4x'][5000].p95} ms`)
  log(`initial JS ${bundleFigures.initialJsGzipKb} KB gzip · Lighthouse performance ${lighthouse?.median?.performance ?? 'n/a'}`)
  log(`wrote bench/results.json (browser, ${browser.totalSeconds} s)`)
}

main().catch((e) => {
  process.stderr.write(`${e.stack ?? e}\n`)
  process.exit(1)
})
