/**
 * `npm run bench:browser`: the app's figures in Debian Chromium (playwright-core, one browser at
 * a time), against a production build served by Vite's preview() on its own port. Merges them
 * into bench/results.json under `browser`; `npm run bench:report` turns them into docs/quality.md.
 *
 * Method (../shared/perf-calibration.md): phone viewport 390×844, persistent on-disk profile (so
 * IndexedDB is on disk), in-page performance.now() timestamps, CPU throttle through CDP
 * Emulation.setCPUThrottlingRate. Every figure is pooled over `--runs` runs (default 2), each a
 * fresh browser and profile, unthrottled and at 4×. Before each block the bench waits for a quieter
 * machine and records the 1-min load average at its start and end.
 *
 *  (a) tap → persisted → DOM, per game (below): from the first line of a capture-phase click
 *      listener to the MutationObserver seeing the new figure (shown only after the transaction
 *      commits). In chunks, each chunk run on the app and on the tap floor (F) in turn.
 *  (b) opening a game: the game module's load, from the registry's performance marks
 *      `ledger:module-load-start:<id>` → `ledger:module-loaded:<id>`, on every cold load of a game
 *      URL in a fresh SW-served tab (the open loads and the resume loads).
 *  (c) resume: a fresh tab (SW-served, checked on every load) opening saved games of 1k–100k events,
 *      from navigation start to the game's screen showing the right figures. The compared size
 *      (5k) runs as rounds of: this build, the build before the registry move (commit in the game's
 *      `resume.baseline`, built by scripts/lib/baseline-build.mjs into bench/tmp; its own origin),
 *      and the resume floor (F); the order rotates every round so machine load hits all alike.
 *  (d) JS heap after resuming the compared game (after a forced GC), and after opening its log.
 *  (g) the biggest game (issue #27 §5): on a fresh load of its table, the Log screen opened (the
 *      main thread's longest task from the tap to the log shown + 500 ms, PerformanceObserver
 *      `longtask`, and the time to show it), and, on another fresh load, the first undo (tap → the
 *      session idle again, the entries read and the state refolded); redone after, so the game stays.
 *  (e) bundle: initial JS/CSS gzip (index.html's scripts, incl. early-read.js, modulepreloads and
 *      stylesheet plus their static imports); the chunk map of the build (scripts/lib/bench-build.mjs)
 *      proves that no game's code is in it and sizes each game's module; the service worker's precache.
 *  (f) Lighthouse 12.8.2 mobile (npx), performance / accessibility / best-practices, of the games list
 *      loaded cold: this build and the build before the registry move (da8dc5c, `--lighthouse-baseline`)
 *      in the same run, interleaved (the order alternates every round), 5 rounds; medians of each, and
 *      this build ÷ the baseline for performance and total blocking time (issue #29: the budget is
 *      "not worse than da8dc5c", not an absolute score). 5 rounds, not 3: both builds' TBT is a few
 *      milliseconds (one task just over Lighthouse's 50 ms at its simulated 4×, or none), so one noisy
 *      round of 3 moved the median and the ratio; the budget itself is unchanged.
 *
 * (F) The floor (scripts/bench-floor/): bare pages served from the app's origin, by their own
 * service worker (scope /bench-floor/), copied into the bench's dist only while the bench runs (not
 * in the app build, not in its precache). The tap floor holds a copy of the tap game's rows and log
 * in its own database, in the app's layout (metadata row, snapshot row, entries), and does per tap what
 * the app's append does at the least: one transaction with `durability: 'strict'` issuing together the
 * metadata read that checks the game is still at the expected command (issue «Nothing lost» §1), an
 * entry add and the two row puts, then one text node updated. The resume floor reads the same saved row from the app's database and paints the same
 * figures. Tap and resume budgets are ratios of the app's p95 to the floor's, measured in the same run.
 *
 * ── Per-game scenarios: scripts/bench-games/<id>.mjs, listed in scripts/bench-games/index.mjs ──
 * A game module adds one file exporting `{ id, makeGames, tap, open, resume? }` and one line in the list:
 *   id          the registry id (`src/app/registry.ts`).
 *   makeGames() → { [key]: { name, text, events, lastSeq, expect? } }: game files made in node (with
 *               the game's own rules), imported into the app through the games screen (`import-input`).
 *   tap         { game: key, path(id) → '/#/game/<id>/<screen>', figure: selector of the element whose
 *               text shows the result, start: its text before, steps: [{ testId, expect }] clicked in
 *               a cycle (an even cycle must bring the game back to `start`), rowFigure: a numeric path in
 *               the stored row the floor changes (default `floorCount`), check(row, lastSeq) → error
 *               or null after the taps (row = the stored games row with `entries` counted), budgets:
 *               { '1x'?: ms, '4x'?: ms } absolute p95 budgets that count (beside the floor ratio),
 *               info: absolute figures shown for information, what: one line for the report,
 *               attr?: read the figure from this attribute of the element instead of its text,
 *               persisted?: false for a tap that writes nothing (no floor chunks, no floor ratio:
 *               only its own `budgets` count), taps?: fewer measured taps per run and rate (in chunks
 *               of the same size) to keep the bench's run time down }.
 *   open        { game: key, path(id), ready: selector }: cold loads of a game URL for the module-load figure.
 *   resume      (optional) { sizes: [events…] (keys of makeGames), path(id), checks(game) → [{ sel, text | re }],
 *               shown: selector, floorFigures: ['testid:path', …], compare: size, baseline?: { commit,
 *               path(id) }, what }.
 *
 * Options: --runs N, --quick (1 run, fewer taps and loads, no waiting for a quiet machine),
 * --no-lighthouse, --lighthouse-baseline C (default da8dc5c), --lighthouse-rounds N, --merge (with --blocks: merge the
 * figures of the blocks run, the first visit and Lighthouse into the last full run's), --no-baseline (skip the build before the move), --no-build (reuse --dist),
 * --dist DIR (default bench/tmp/dist), --port N (default 4183; the baseline uses N+1),
 * --games id,id (only these scenarios), --blocks taps,open,resume,compare,heap,biglog (only these blocks,
 * for development), --rates 1|4 (one CPU rate only, for development), --cpu-profile DIR (CPU profiles
 * of the measured taps, app and floor (floor-*), and of the app's resume loads; the profiler slows what it profiles, so the
 * figures of such a run are not comparable), --trace DIR (Chrome traces of the measured taps, app and
 * floor, and of the resume loads, for scripts/trace-summary.mjs [--timeline]; not comparable either; --trace-js adds V8's samples),
 * --baseline-commit C (the compared resume against commit C instead, for an A/B), --compare-rounds N (rounds of the compared resume; 20, or 3 with --quick), --no-minify, --quiet-load X, --quiet-wait S, --no-ack (a build
 * from before the save indicator, for before/after comparisons).
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { benchGames } from './bench-games/index.mjs'
import { baselineBuild } from './lib/baseline-build.mjs'
import { buildApp, chunkMapFile } from './lib/bench-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const opt = (name, dflt) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : dflt
}
const quick = argv.includes('--quick')
const RUNS = Number(opt('--runs', quick ? 1 : 2))
const TAPS = quick ? 40 : 200 // measured taps per run, rate and page (app / floor)
// The taps in chunks, app and floor in turn: 10 chunks of 20 rather than 4 of 50 (perf5), so that
// a burst of load from the other tenants of this machine falls on both pages alike, not on one.
const CHUNKS = quick ? 2 : 10
const WARM_TAPS = 6 // per chunk, not counted
/** The app's save indicator (src/shell/components/SaveState.vue): a tap is acknowledged when it says «saved». */
const APP_ACK = '[data-testid=save-state]'
/** --no-ack (development): measure a build from before the save indicator (it showed a tap only once committed). */
const NO_ACK = argv.includes('--no-ack')
/** A game's scenario may ask for fewer taps (`tap.taps`, default TAPS), in chunks of TAPS / CHUNKS. */
const tapsOf = (s) => (quick ? TAPS : Math.min(TAPS, s.tap.taps ?? TAPS))
const chunksOf = (s) => Math.max(1, Math.round(tapsOf(s) / (TAPS / CHUNKS)))
const RATES = opt('--rates', '1,4').split(',').map(Number) // --rates 4: one rate only (development)
const OPEN_LOADS = quick ? 2 : 5
const LOADS = quick ? { 1000: 2, 20000: 2, 100000: 2 } : { 1000: 5, 20000: 5, 100000: 5 }
const COMPARE_ROUNDS = Number(opt('--compare-rounds', quick ? 3 : 20))
const PORT = Number(opt('--port', 4183))
const ORIGIN = `http://127.0.0.1:${PORT}`
const BASE_ORIGIN = `http://127.0.0.1:${PORT + 1}`
const DIST = path.resolve(root, opt('--dist', 'bench/tmp/dist'))
const TMP = path.join(root, 'bench/tmp')
const FLOOR_SRC = path.join(root, 'scripts/bench-floor')
const FLOOR_DIR = 'bench-floor'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// PreloadTopChromeWebUI / WebUIOmniboxPopup: headless Chromium 156 otherwise starts a hidden
// omnibox-popup WebUI renderer with every new tab; a trace showed it evaluating ~350 ms of its own
// modules at the same moment as our page loaded, on this 2-CPU machine. No phone browser does that
// to a page, so it is switched off rather than counted as the app's time.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup']
const LIGHTHOUSE = !argv.includes('--no-lighthouse')
/** The build Lighthouse compares this one with, in the same run (the one-game build before the registry move). */
const LIGHTHOUSE_BASELINE = opt('--lighthouse-baseline', 'da8dc5c')
/** Rounds of the Lighthouse A/B (each: this build and the baseline, in turn). */
const LIGHTHOUSE_ROUNDS = Number(opt('--lighthouse-rounds', quick ? 1 : 5))
const BASELINE = !argv.includes('--no-baseline')
/** --baseline-commit C (development): compare the resume against another commit (e.g. HEAD, for an A/B of a change) instead of the scenario's baseline. */
const BASELINE_COMMIT = opt('--baseline-commit', null)
/**
 * --tap-ab (development, with --baseline-commit C): the taps of each persisted scenario are measured
 * on commit C's build too, in the same run, its chunks in turn with the app's and the floor's; the
 * log gives this build ÷ C (p50 / p95). A change of a fraction of a millisecond per tap is lost in
 * this machine's noise between runs, not within one.
 */
const TAP_AB = argv.includes('--tap-ab') && BASELINE_COMMIT !== null
const BUILD = !argv.includes('--no-build')
const ONLY = opt('--games', null)?.split(',')
/** Which measured blocks run (all by default): taps, open, resume, compare, heap, biglog. */
const BLOCKS = opt('--blocks', 'taps,open,resume,compare,heap,biglog').split(',')
/** Only the biggest game's block: its figures are merged into bench/results.json beside the others (not replacing them). */
const BIGLOG_ONLY = BLOCKS.length === 1 && BLOCKS[0] === 'biglog'
/** --merge (with --blocks): the blocks run replace theirs in bench/results.json; the last full run's other figures stay. */
const MERGE = argv.includes('--merge') && !BIGLOG_ONLY
/** Loads per run and rate of the biggest game's log screen and of its first undo. */
const BIGLOG_LOADS = quick ? 2 : 3
/** Where to write a CPU profile of the app's measured taps (one file per game and CPU rate), to see where a tap's time goes. */
const CPU_PROFILE = opt('--cpu-profile', null)
/** --trace DIR (development): a Chrome trace (devtools.timeline) of the measured taps, app and floor; see scripts/trace-summary.mjs. */
const TRACE = opt('--trace', null)
/** --trace-js (with --trace): the traces carry V8's JavaScript samples too (which functions ran inside a tap's tasks); slower still. */
const TRACE_JS = argv.includes('--trace-js')
/**
 * --phases (development): each tap's span split in the page, untraced, by wrapping IndexedDB's
 * prototypes (app and floor alike): click → readwrite transaction created (the JavaScript before the
 * write), → the click's task over (a message posted from the click), → the last request answered,
 * → the transaction's complete event, → the figure on screen. Medians per chunk in the log.
 */
const PHASES = argv.includes('--phases')
let traces = 0
/** Games the baseline build could not import (not the compared one), per run; reported. */
const baselineSkipped = []
async function startTrace(cdp) {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'IndexedDB', 'toplevel', 'blink.user_timing', 'loading', ...(TRACE_JS ? ['disabled-by-default-v8.cpu_profiler'] : [])] } })
}
async function stopTrace(cdp, file) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  const { stream } = await done
  let text = ''
  for (;;) {
    const r = await cdp.send('IO.read', { handle: stream })
    text += r.base64Encoded ? Buffer.from(r.data, 'base64').toString() : r.data
    if (r.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  log(`trace written to ${file}`)
}
const SCENARIOS = benchGames.filter((g) => !ONLY || ONLY.includes(g.id))

const log = (...a) => process.stdout.write(`${a.join(' ')}\n`)
const round = (x, d = 1) => (x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 10 ** d) / 10 ** d)
/** Nearest-rank percentile. */
function pct(xs, q) {
  if (xs.length === 0) return null
  const s = xs.slice().sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]
}
const median = (xs) => pct(xs, 0.5)
const stats = (xs) => ({ n: xs.length, p50: round(pct(xs, 0.5)), p95: round(pct(xs, 0.95)), max: xs.length ? round(Math.max(...xs)) : null })
const ratio = (a, b) => (a === null || b === null || a === undefined || b === undefined || !b ? null : round(a / b, 2))
/** a ≤ b, or null when there is no figure (a block not run). */
const le = (a, b) => (a === null || a === undefined ? null : a <= b)

/**
 * Percentile ratio a/b with a bootstrap 90% interval (each sample set resampled on its own, a fixed
 * seed so the report is reproducible from the samples).
 */
function ratioCi(a, b, q, draws = 2000) {
  if (!a.length || !b.length) return { ratio: null, ci90: null }
  let s = 0x9e3779b9
  const rnd = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 4294967296)
  const resample = (xs) => xs.map(() => xs[Math.floor(rnd() * xs.length)])
  const rs = []
  for (let i = 0; i < draws; i++) rs.push(pct(resample(a), q) / pct(resample(b), q))
  return { ratio: ratio(pct(a, q), pct(b, q)), ci90: [round(pct(rs, 0.05), 2), round(pct(rs, 0.95), 2)] }
}

// ── blocks and machine load ──────────────────────────────────────────────────────────────
/**
 * The machine is shared: before each measured block, wait (up to `--quiet-wait` s, default 10)
 * for the 1-minute load average to fall below `--quiet-load` (default 3).
 */
const QUIET_LOAD = Number(opt('--quiet-load', 3))
// 10 s by default: with three games the bench has ~30 blocks, and on this machine (shared with
// other workers) the load rarely falls below 3, so a longer wait would take the bench past 30 min.
const QUIET_WAIT = Number(opt('--quiet-wait', quick ? 0 : 10)) * 1000
const blocks = []
async function block(label, fn, meta = {}) {
  const w0 = Date.now()
  while (os.loadavg()[0] >= QUIET_LOAD && Date.now() - w0 < QUIET_WAIT) await new Promise((r) => setTimeout(r, 5000))
  const loadStart = round(os.loadavg()[0], 2)
  if (Date.now() - w0 > 1000) log(`${label}: waited ${round((Date.now() - w0) / 1000, 0)} s for a quieter machine (load ${loadStart})`)
  const t0 = Date.now()
  const out = await fn()
  const b = { label, ...meta, loadStart, loadEnd: round(os.loadavg()[0], 2), seconds: round((Date.now() - t0) / 1000, 0) }
  blocks.push(b)
  return out
}
/** The 1-min load averages (at start and end) of the blocks that match. */
const loadsOf = (match) => blocks.filter((b) => Object.entries(match).every(([k, v]) => b[k] === v)).flatMap((b) => [b.loadStart, b.loadEnd])

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

/** The app's games rows (raw IndexedDB, no app code), without their state; or one row with it. */
async function storedGames(page, withStateOf = null) {
  return page.evaluate(async (only) => {
    const req = (r) => new Promise((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))))
    const db = await req(indexedDB.open('mythos-ledger'))
    const rows = await req(db.transaction('games').objectStore('games').getAll())
    const counts = await Promise.all(rows.map((g) => req(db.transaction('entries').objectStore('entries').index('gameId').count(IDBKeyRange.only(g.id)))))
    // Schema 3 keeps a game's state in its snapshot row.
    const snap = only && db.objectStoreNames.contains('snapshots') ? await req(db.transaction('snapshots').objectStore('snapshots').get(only)) : null
    db.close()
    return rows.filter((g) => !only || g.id === only).map((g) => ({ id: g.id, name: g.name, lastSeq: g.lastSeq, entries: counts[rows.indexOf(g)], state: only ? (snap ? snap.state : g.state) : undefined }))
  }, withStateOf)
}

/** Import a generated game file through the games screen (either build); returns its id. */
async function importGame(page, origin, game, timeout = 300_000) {
  await page.goto(`${origin}/#/games`)
  const items = page.getByTestId('game-item')
  await page.getByTestId('import-input').waitFor({ state: 'attached' })
  const before = await items.count()
  await page.getByTestId('import-input').setInputFiles({ name: `${game.name}.json`, mimeType: 'application/json', buffer: Buffer.from(game.text) })
  // A build with other rules may ask to rebuild the file with its own rules: accept (the figures are checked on resume).
  const current = page.getByTestId('import-current-rules')
  // The generated files of one scenario are cut from one game and share its id: a build that asks
  // («this game is already on this device») keeps both (a new id, the same name and log).
  const copy = page.getByTestId('import-copy')
  await Promise.race([
    items.nth(before).waitFor({ timeout }),
    current.waitFor({ timeout }).then(() => current.click().catch(() => undefined)).then(() => items.nth(before).waitFor({ timeout })),
    copy.waitFor({ timeout }).then(() => copy.click().catch(() => undefined)).then(() => items.nth(before).waitFor({ timeout })),
  ])
  // (a click that found the question gone — re-rendered under load — is not an error: the stored game is checked below)
  const row = (await storedGames(page)).find((g) => g.name === game.name)
  if (!row) throw new Error(`import of ${game.name} into ${origin} did not store it`)
  if (row.lastSeq !== game.lastSeq || row.entries !== game.lastSeq) throw new Error(`import of ${game.name} into ${origin}: lastSeq ${row.lastSeq}, ${row.entries} entries, expected ${game.lastSeq}`)
  return row.id
}

async function warmUp(ctx, origin) {
  const page = ctx.pages()[0] ?? (await ctx.newPage())
  await page.goto(`${origin}/`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 })
  return page
}

/**
 * The floor's service worker, registered from an app page (the app's worker, scope /, would answer
 * a navigation to /bench-floor/ with index.html): the more specific scope then controls the floor.
 */
async function installFloor(page) {
  await page.goto(`${ORIGIN}/#/games`)
  await page.evaluate(async (dir) => {
    const reg = await navigator.serviceWorker.register(`/${dir}/sw.js`, { scope: `/${dir}/` })
    const w = reg.installing ?? reg.waiting ?? reg.active
    if (w.state !== 'activated') await new Promise((res) => w.addEventListener('statechange', () => w.state === 'activated' && res()))
  }, FLOOR_DIR)
  await page.goto(`${ORIGIN}/${FLOOR_DIR}/tap.html`)
  const ok = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
  if (!ok?.endsWith(`/${FLOOR_DIR}/sw.js`)) throw new Error(`the floor page is not controlled by its service worker (${ok})`)
  return page
}

async function cpuLoop(page) {
  return page.evaluate(() => {
    const t0 = performance.now()
    let x = 0
    for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003
    return performance.now() - t0 + x * 0
  })
}

// ── (a) taps ──────────────────────────────────────────────────────────────────────────────
/** `n` taps (after `warm` not counted) on a page: the same driver for the app and the floor. */
async function measureTaps(ctx, rate, { url, figure, attr = null, ack = null, start, steps }, n, warm, profileTo = null) {
  const { page, cdp, errors } = await freshTab(ctx, rate, process.env.BENCH_DEVTOOLS ? { fn: () => {
    window.__renders = {}
    window.__VUE_DEVTOOLS_GLOBAL_HOOK__ = { enabled: true, emit: (ev, _app, _uid, _p, c) => { if (ev === 'component:updated') { const k = c?.type?.__name ?? c?.type?.name ?? '?'; window.__renders[k] = (window.__renders[k] ?? 0) + 1 } }, on() {}, once() {}, off() {}, appRecords: [] }
  } } : undefined)
  await page.goto(url)
  // The live app (its save indicator), not the resume snapshot painted before it.
  if (ack && !NO_ACK) await page.locator(ack).waitFor({ state: 'attached', timeout: 60_000 })
  const value = page.locator(figure)
  await value.waitFor()
  await page.waitForFunction(([sel, want, at]) => {
    const el = document.querySelector(sel)
    return (at ? el?.getAttribute(at) : el?.textContent?.trim()) === want
  }, [figure, start, attr], { timeout: 30_000 }).catch(async () => {
    throw new Error(`${url}: the figure shows «${attr ? await value.getAttribute(attr) : (await value.textContent())?.trim()}», expected «${start}»`)
  })
  await page.evaluate(([sel, at, ackSel, noAck, phases]) => {
    const el = document.querySelector(sel)
    const read = () => (at ? el.getAttribute(at) : el.textContent.trim())
    // The app shows a tap's result while its transaction commits: the tap is done only when the
    // figure is right and the save indicator says everything shown is stored (acknowledged).
    const ackEl = ackSel ? document.querySelector(ackSel) : null
    if (ackSel && !ackEl && !noAck) throw new Error(`no ${ackSel} on the page`)
    const acked = () => !ackEl || ackEl.getAttribute('data-state') === 'saved'
    const H = (window.__h = { click: null, pending: null })
    // Capture phase on window: runs before the button's own click handler.
    window.addEventListener('click', (e) => (H.click = { t0: performance.now(), ts: e.timeStamp }), true)
    const mo = new MutationObserver(() => {
      const p = H.pending
      if (!p) return
      const tDom = performance.now()
      if (read() !== String(p.expected) || !acked()) return
      H.pending = null
      const c = H.click
      requestAnimationFrame(() => {
        const tRaf = performance.now()
        const ch = new MessageChannel()
        ch.port1.onmessage = () => p.resolve({ ...c, tDom, tRaf, tFrame: performance.now(), ph: H.ph })
        ch.port2.postMessage(0)
      })
    })
    mo.observe(el, { childList: true, characterData: true, subtree: true, attributes: !!at, attributeFilter: at ? [at] : undefined })
    if (ackEl) mo.observe(ackEl, { attributes: true, attributeFilter: ['data-state'] })
    H.arm = (n) => {
      H.click = null
      H.ph = {}
      H.done = new Promise((resolve) => (H.pending = { expected: n, resolve }))
    }
    if (phases) {
      const mark = (k) => { if (H.ph && H.ph[k] === undefined) H.ph[k] = performance.now() }
      window.addEventListener('click', () => {
        const ch = new MessageChannel()
        ch.port1.onmessage = () => mark('clickEnd')
        ch.port2.postMessage(0)
      }, true)
      const tx0 = IDBDatabase.prototype.transaction
      IDBDatabase.prototype.transaction = function (...a) {
        const tx = tx0.apply(this, a)
        if (a[1] === 'readwrite' && H.ph) {
          mark('tx')
          tx.addEventListener('complete', () => mark('complete'))
        }
        return tx
      }
      for (const m of ['put', 'add', 'get']) {
        const f = IDBObjectStore.prototype[m]
        IDBObjectStore.prototype[m] = function (...a) {
          const r = f.apply(this, a)
          if (this.transaction.mode === 'readwrite' && H.ph) r.addEventListener('success', () => { H.ph.answer = performance.now() })
          return r
        }
      }
    }
  }, [figure, attr, ack, NO_ACK, PHASES])
  const samples = []
  for (let i = 0; i < warm + n; i++) {
    if (TRACE && i === warm) await startTrace(cdp)
    if (profileTo && i === warm) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
    }
    const s = steps[i % steps.length]
    await page.evaluate((x) => window.__h.arm(x), s.expect)
    // The pointer is pressed and released at the control's centre, found before the tap: not with
    // the locator's click, which checks in the page, inside the span measured, that the event hits
    // the control (a hit test and a walk of the page per event, costlier on a larger page).
    const target = page.getByTestId(s.testId)
    await target.scrollIntoViewIfNeeded()
    // Not under the «Na planszy» sheet or the nav (a control on screen but covered): scrolled up
    // into the free band as the app's own reveal() does. Not timed: before the tap.
    await target.evaluate((el) => {
      const r = el.getBoundingClientRect()
      let bottom = window.innerHeight
      for (const sel of ['nav[aria-label]', '[data-testid="board-changes"]']) {
        const b = document.querySelector(sel)?.getBoundingClientRect()
        if (b && b.height > 0 && b.top > window.innerHeight / 3) bottom = Math.min(bottom, b.top)
      }
      if (r.bottom > bottom - 8) window.scrollBy({ top: r.bottom - (bottom - 8), behavior: 'instant' })
    })
    // The scroll may fold the sheet (and its spacer): the layout settles before the control is found.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    const box = await target.boundingBox()
    if (!box) throw new Error(`${url}: ${s.testId} is not on the screen`)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    // Bounded: a press that missed its control would otherwise leave the page waiting for ever.
    const r = await page.evaluate(() => Promise.race([window.__h.done, new Promise((resolve) => setTimeout(() => resolve(null), 30_000))]))
    if (!r) throw new Error(`${url}: tap ${i + 1} (${s.testId}) did not show «${s.expect}» and «saved» within 30 s`)
    if (i >= warm) samples.push(r)
  }
  if (profileTo) {
    const { profile } = await cdp.send('Profiler.stop')
    mkdirSync(path.dirname(profileTo), { recursive: true })
    writeFileSync(profileTo, JSON.stringify(profile))
    log(`CPU profile of ${n} taps written to ${profileTo}`)
  }
  if (TRACE) await stopTrace(cdp, path.resolve(TRACE, `${url.includes(FLOOR_DIR) ? 'floor' : 'app'}-${rate}x-${++traces}.json`))
  // BENCH_SUBS=1 (development): what subscribes to the session's state (Vue's dep list), grouped by source.
  if (process.env.BENCH_SUBS && !url.includes(FLOOR_DIR)) log(`  state subscribers: ${await page.evaluate(() => {
    const pinia = document.querySelector('#app').__vue_app__.config.globalProperties.$pinia
    const ref = pinia.state.value.session.__v_raw.state
    const out = {}
    const walk = (dep, depth) => {
      for (let l = dep?.subs; l; l = l.prevSub) {
        const f = String(l.sub.fn ?? l.sub.getter ?? '?').replace(/\s+/g, ' ').slice(0, 90)
        const k = `${depth}: ${f}`
        out[k] = (out[k] ?? 0) + 1
        if (l.sub.dep && depth < 1) walk(l.sub.dep, depth + 1)
      }
    }
    walk(ref.dep, 0)
    return '\n' + Object.entries(out).sort((a, b) => b[1] - a[1]).map(([k, n]) => `    ${n} × ${k}`).join('\n')
  })}`)
  if (process.env.BENCH_DEVTOOLS) log(`  renders per ${warm + n} taps: ${JSON.stringify(await page.evaluate(() => window.__renders))}`)
  if (PHASES) {
    const med = (xs) => round(median(xs.filter((x) => Number.isFinite(x))), 2)
    const ph = samples.map((x) => ({ pre: x.ph.tx - x.t0, clickRest: x.ph.clickEnd - x.ph.tx, answers: x.ph.answer - x.ph.clickEnd, commit: x.ph.complete - x.ph.answer, post: x.tDom - x.ph.complete, total: x.tDom - x.t0 }))
    const who = url.includes(FLOOR_DIR) ? 'floor' : url.startsWith(BASE_ORIGIN) ? 'base ' : 'app  '
    log(`  phases ${who} ${rate}x (median ms): ${Object.keys(ph[0] ?? {}).map((k) => `${k} ${med(ph.map((x) => x[k]))}`).join(' · ')}`)
    // Where the slowest taps (the tail the p95 is read from) spent their time.
    const slow = [...ph].sort((a, b) => b.total - a.total).slice(0, Math.max(1, Math.round(ph.length / 10)))
    const mean = (xs) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length, 2) : null)
    log(`  slowest 10% ${who} ${rate}x (mean ms): ${Object.keys(ph[0] ?? {}).map((k) => `${k} ${mean(slow.map((x) => x[k]).filter(Number.isFinite))}`).join(' · ')}`)
  }
  const loopMs = await cpuLoop(page)
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  await cdp.detach()
  return {
    page,
    toDom: samples.map((s) => s.tDom - s.t0),
    toFrame: samples.map((s) => s.tFrame - s.t0),
    fromInputEvent: samples.map((s) => s.tDom - s.ts),
    loopMs,
  }
}

// ── (b)(c) loads ──────────────────────────────────────────────────────────────────────────
// In-page: installed before any page script; records when the page shows the right figures.
function loadProbe({ checks, shown }) {
  const R = (window.__resume = { longTasks: [] })
  // Awaited by the bench over plain CDP (Runtime.evaluate): Playwright's own waiting would inject its
  // utility script into the page mid-load (a ~10 ms task at 1×, in the middle of the app's reads).
  window.__resumeDone = new Promise((r) => (R.resolve = r))
  // Likewise the game module's load (src/app/registry.ts marks it), awaited the same way: Playwright's
  // polling ran in the page during the load it measures.
  window.__moduleLoaded = new Promise((r) => {
    try {
      const po = new PerformanceObserver((l) => {
        if (l.getEntries().some((e) => e.name.startsWith('ledger:module-loaded:'))) {
          po.disconnect()
          r(true)
        }
      })
      po.observe({ type: 'mark', buffered: true })
    } catch {
      r(false)
    }
  })
  // Where the main thread went: long tasks (≥ 50 ms) until the figures are right.
  try {
    new PerformanceObserver((l) => {
      if (!R.rendered) for (const e of l.getEntries()) R.longTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    /* no long-task timing */
  }
  // When the page's first IndexedDB open and its first read of a games row were asked for and answered
  // (a listener on the requests; nothing of the page's own handling changes).
  const open = IDBFactory.prototype.open
  IDBFactory.prototype.open = function (...a) {
    const req = open.apply(this, a)
    if (!R.idbOpen) {
      const rec = (R.idbOpen = { t0: performance.now() })
      req.addEventListener('success', () => (rec.t1 = performance.now()))
    }
    return req
  }
  const get = IDBObjectStore.prototype.get
  IDBObjectStore.prototype.get = function (...a) {
    const req = get.apply(this, a)
    if (!R.idbGet && this.name === 'games') {
      const rec = (R.idbGet = { t0: performance.now() })
      req.addEventListener('success', () => (rec.t1 = performance.now()))
    }
    return req
  }
  const ok = (c) => {
    const t = document.querySelector(c.sel)?.textContent?.trim()
    return t !== undefined && (c.re ? new RegExp(c.re).test(t) : t === c.text)
  }
  const mo = new MutationObserver(() => {
    if (R.rendered) return
    if (!R.mounted && document.getElementById('app')?.firstElementChild) R.mounted = performance.now()
    if (!R.shown && document.querySelector(shown)) R.shown = performance.now()
    if (checks.every(ok)) {
      R.rendered = performance.now()
      mo.disconnect()
      requestAnimationFrame(() => {
        R.raf = performance.now()
        const ch = new MessageChannel()
        ch.port1.onmessage = () => {
          R.painted = performance.now()
          R.resolve(true)
        }
        ch.port2.postMessage(0)
      })
    }
  })
  mo.observe(document, { childList: true, subtree: true, characterData: true })
}

/** Await a promise of the page's probe over plain CDP (nothing of Playwright runs in the page): true when it resolved true within `ms`. */
async function inPage(cdp, expression, ms) {
  let timer
  const late = new Promise((r) => (timer = setTimeout(() => r(false), ms)))
  const done = cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }).then((r) => r.result?.value === true, () => false)
  try {
    return await Promise.race([done, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One cold load in a fresh tab: navigation start → the checks all pass (then painted); SW-served
 * (asserted); the game module's marks when `gameId` is given (waited for).
 */
let loadProfiles = 0
let loadTraces = 0
async function measureLoad(ctx, rate, { url, checks, shown, gameId = null, label }) {
  const { page, cdp, errors } = await freshTab(ctx, rate, { fn: loadProbe, arg: { checks, shown } })
  // --cpu-profile: the app's resume loads are profiled too (navigation → right figures), for development.
  const profileTo = CPU_PROFILE && gameId ? path.resolve(CPU_PROFILE, `load-${gameId}-${rate}x-${++loadProfiles}.cpuprofile`) : null
  if (profileTo) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
  }
  // --trace: the resume loads are traced too (`node scripts/trace-summary.mjs <file> --timeline`).
  const traceTo = TRACE ? path.resolve(TRACE, `load-${label.replace(/[^\w]+/g, '-')}-${rate}x-${++loadTraces}.json`) : null
  if (traceTo) await startTrace(cdp)
  const resp = await page.goto(url)
  if (!(await inPage(cdp, 'window.__resumeDone', 60_000))) {
    const seen = await page.evaluate((cs) => cs.map((c) => `${c.sel} = «${document.querySelector(c.sel)?.textContent?.trim()}»`).join(', '), checks)
    throw new Error(`${label}: the right figures never showed (${seen}; expected ${JSON.stringify(checks)})`)
  }
  if (gameId && !(await inPage(cdp, 'window.__moduleLoaded', 30_000))) await page.waitForFunction((id) => performance.getEntriesByName(`ledger:module-loaded:${id}`).length > 0, gameId, { timeout: 30_000 })
  if (profileTo) {
    const { profile } = await cdp.send('Profiler.stop')
    mkdirSync(path.dirname(profileTo), { recursive: true })
    writeFileSync(profileTo, JSON.stringify(profile))
  }
  if (traceTo) await stopTrace(cdp, traceTo)
  const r = await page.evaluate((id) => {
    const nav = performance.getEntriesByType('navigation')[0]
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    const mark = (n) => performance.getEntriesByName(n)[0]?.startTime ?? null
    return {
      ...Object.fromEntries(Object.entries(window.__resume).filter(([, v]) => typeof v !== "function")),
      controlled: !!navigator.serviceWorker.controller,
      responseEnd: nav?.responseEnd,
      dcl: nav?.domContentLoadedEventEnd,
      fcp: fcp?.startTime ?? null,
      earlyRow: mark('ledger:early-row'),
      // The resume snapshot painted by early-read.js (src/app/snapshot.ts), when it was.
      snapshot: mark('ledger:snapshot'),
      moduleStart: id ? mark(`ledger:module-load-start:${id}`) : null,
      moduleLoaded: id ? mark(`ledger:module-loaded:${id}`) : null,
      // The JS chunks fetched (from the service worker), by name without the hash: when each was asked for and had arrived.
      chunks: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name) || /\/early-read\.js$/.test(e.name))
        .map((e) => [e.name.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$|\.js$/, ''), e.startTime, e.responseEnd]),
    }
  }, gameId)
  // Long tasks before the figures were right: their total and the count.
  const lt = (r.longTasks ?? []).filter(([t]) => t < r.rendered)
  r.longTaskMs = lt.reduce((n, [, d]) => n + d, 0)
  r.longTaskCount = lt.length
  r.idbOpenAsked = r.idbOpen?.t0 ?? null
  r.idbOpenDone = r.idbOpen?.t1 ?? null
  r.idbGetAsked = r.idbGet?.t0 ?? null
  r.idbGetDone = r.idbGet?.t1 ?? null
  if (!resp?.fromServiceWorker() || !r.controlled) throw new Error(`${label}: not served by the service worker`)
  if (errors.length) throw new Error(`${label}: page errors: ${errors.join('; ')}`)
  await cdp.detach()
  return { ...r, moduleMs: r.moduleLoaded !== null && r.moduleStart !== null ? r.moduleLoaded - r.moduleStart : null }
}

const MILESTONES = ['rendered', 'painted', 'fcp', 'responseEnd', 'dcl', 'mounted', 'shown', 'earlyRow', 'snapshot', 'moduleStart', 'moduleLoaded', 'idbOpenAsked', 'idbOpenDone', 'idbGetAsked', 'idbGetDone', 'longTaskMs', 'longTaskCount']
const emptyLoads = () => ({ ...Object.fromEntries(MILESTONES.map((k) => [k, []])), chunks: {}, perRunP95: [], warmUp: [] })
function pushLoad(L, r) {
  for (const k of MILESTONES) if (r[k] !== null && r[k] !== undefined) L[k].push(r[k])
  for (const [name, start, end] of r.chunks ?? []) {
    const c = (L.chunks[name] ??= { start: [], end: [] })
    c.start.push(start)
    c.end.push(end)
  }
}
const loadFigures = (L) => ({
  ...stats(L.rendered),
  painted: stats(L.painted),
  fcpP50: round(median(L.fcp)),
  perRunP95: L.perRunP95,
  /** The compared resume's warm-up loads (one per run, not counted), with whether each painted a snapshot. */
  warmUp: L.warmUp ?? [],
  milestonesP50: {
    responseEnd: round(median(L.responseEnd)),
    domContentLoaded: round(median(L.dcl)),
    earlyRow: round(median(L.earlyRow)),
    snapshot: round(median(L.snapshot)),
    /** Loads on which the resume snapshot was painted (the others had none yet, or none that fitted). */
    snapshotLoads: L.snapshot.length,
    moduleLoadStart: round(median(L.moduleStart)),
    moduleLoaded: round(median(L.moduleLoaded)),
    appMounted: round(median(L.mounted)),
    screenShown: round(median(L.shown)),
    rightFigures: round(median(L.rendered)),
    idbOpenAsked: round(median(L.idbOpenAsked)),
    idbOpenDone: round(median(L.idbOpenDone)),
    idbGetAsked: round(median(L.idbGetAsked)),
    idbGetDone: round(median(L.idbGetDone)),
  },
  /** Long tasks (≥ 50 ms) on the main thread before the figures were right: p50 of their total and count. */
  longTasksP50: { ms: round(median(L.longTaskMs)), count: median(L.longTaskCount) },
  /** JS chunks fetched in at least half of the loads: p50 of when each was asked for and had arrived (ms from navigation start). */
  chunksP50: Object.fromEntries(
    Object.entries(L.chunks)
      .filter(([, c]) => c.start.length * 2 >= L.rendered.length)
      .map(([name, c]) => [name, { start: round(median(c.start)), end: round(median(c.end)), n: c.start.length }])
      .sort((a, b) => a[1].start - b[1].start),
  ),
})

// ── (d) heap ──────────────────────────────────────────────────────────────────────────────
async function measureHeap(ctx, rate, url, ready) {
  const { page, cdp } = await freshTab(ctx, rate)
  await page.goto(url)
  await page.locator(APP_ACK).waitFor({ state: 'attached', timeout: 60_000 })
  await page.locator(ready).waitFor()
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

// ── (g) the biggest game: its log screen and its first undo ─────────────────────────────────
/** Every long task (≥ 50 ms) of the main thread from now on, in `window.__longTasks` (ms). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    const w = window
    w.__longTasks = []
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__longTasks.push(e.duration)
    }).observe({ type: 'longtask' })
  })
}
/** A fresh tab on the game's table, the live app shown and the page quiet for a moment. */
async function tableLoaded(ctx, rate, url, ready) {
  const t = await freshTab(ctx, rate)
  await t.page.goto(url)
  await t.page.locator(APP_ACK).waitFor({ state: 'attached', timeout: 120_000 })
  await t.page.locator(ready).waitFor({ timeout: 120_000 })
  await t.page.waitForTimeout(1500)
  return t
}
/** Milliseconds from navigation start to the session's mark that the long log is in memory (read in the background), or null. */
async function logPrefetched(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const at = () => performance.getEntriesByName('ledger:log-prefetched')[0]?.startTime ?? null
    const t0 = performance.now()
    const check = () => (at() !== null ? resolve(at()) : performance.now() - t0 > 60_000 ? resolve(null) : setTimeout(check, 50))
    check()
  }))
}
/** The first undo on the table: tap → the session idle again (its busy mark), timed in the page; then redone. */
async function firstUndo(page) {
  const ms = await page.evaluate(async () => {
    const busy = () => document.querySelector('[data-testid=busy]')?.getAttribute('data-busy') === 'true'
    const t = performance.now()
    document.querySelector('[data-testid=undo]').click()
    await new Promise((r) => {
      const check = () => (busy() ? setTimeout(check, 2) : r())
      setTimeout(check, 2)
    })
    return performance.now() - t
  })
  const tasks = await page.evaluate(() => window.__longTasks)
  await page.getByTestId('redo').click()
  await page.locator('[data-testid=busy][data-busy=false]').waitFor({ state: 'attached' })
  return { ms, tasks }
}
async function measureBigLog(ctx, rate, url, ready) {
  const a = await tableLoaded(ctx, rate, url, ready)
  await watchLongTasks(a.page)
  const t0 = Date.now()
  await a.page.getByTestId('nav-log').click()
  await a.page.getByTestId('log-entry').first().waitFor({ timeout: 120_000 })
  const logShownMs = Date.now() - t0
  await a.page.waitForTimeout(500)
  const logTasks = await a.page.evaluate(() => window.__longTasks)
  await a.cdp.detach()
  // The first undo right after the table is shown (1.5 s quiet), its log perhaps still being read in the background…
  const b = await tableLoaded(ctx, rate, url, ready)
  await watchLongTasks(b.page)
  const soon = await firstUndo(b.page)
  await b.cdp.detach()
  // …and once the long log is in memory (the session's mark), as at the table a while after a resume.
  const c = await tableLoaded(ctx, rate, url, ready)
  const prefetchedAtMs = await logPrefetched(c.page)
  await watchLongTasks(c.page)
  const later = await firstUndo(c.page)
  await c.cdp.detach()
  const max = (xs) => (xs.length ? Math.max(...xs) : 0)
  return {
    logShownMs, logLongestTaskMs: round(max(logTasks)), logLongTasks: logTasks.length,
    undoMs: round(later.ms), undoLongestTaskMs: round(max(later.tasks)), prefetchedAtMs: round(prefetchedAtMs),
    undoSoonMs: round(soon.ms), undoSoonLongestTaskMs: round(max(soon.tasks)),
  }
}

// ── (e) bundle ────────────────────────────────────────────────────────────────────────────
/**
 * Initial JS = index.html's scripts (the module entry and the early read, inlined into the page), its
 * modulepreloads, the app's boot chunk, and their static imports. With the build's chunk map: which chunks hold a game's
 * code (any module under src/games/<id>/), that none is initial, and each game's module size (the
 * chunks its registry `load()` brings in by static import, beyond the initial ones).
 */
function bundle(dist, chunkMap) {
  const gz = (f) => gzipSync(readFileSync(path.join(dist, f))).length
  const raw = (f) => statSync(path.join(dist, f)).size
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const entryJs = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1])
  // Scripts inlined into index.html (the early read, scripts/vite/early-read-inline.ts) count as initial JS too.
  const inlineJs = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) && body.trim()).map((m) => m[2])
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1])
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1])
  const staticImports = (f) => {
    const src = readFileSync(path.join(dist, f), 'utf8')
    return [...src.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((m) => path.posix.join(path.posix.dirname(f), m[1])).filter((x) => existsSync(path.join(dist, x)))
  }
  const closure = (start) => {
    const seen = new Set()
    const queue = [...start]
    while (queue.length) {
      const f = queue.shift()
      if (seen.has(f)) continue
      seen.add(f)
      if (f.endsWith('.js')) queue.push(...staticImports(f))
    }
    return seen
  }
  // The app itself (src/app/boot.ts) is imported by the entry on every page load, not preloaded
  // (see scripts/vite/game-preload.ts): it counts as initial all the same.
  const boot = readdirSync(path.join(dist, 'assets')).filter((f) => /^boot-[\w-]+\.js$/.test(f)).map((f) => `assets/${f}`)
  const initial = closure([...entryJs, ...preloads, ...boot])
  const initialJs = [...initial]
  const assets = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`)
  const sum = (fs, fn) => fs.reduce((n, f) => n + fn(f), 0)
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const precache = [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((m) => m[1])
  const kb = (b) => round(b / 1024, 2)
  const out = {
    gzip: 'zlib default level (6)',
    initialJsFiles: [...initialJs, ...(inlineJs.length ? [`index.html (${inlineJs.length} inline script)`] : [])],
    initialJsKb: kb(sum(initialJs, raw) + sum(inlineJs, (t) => Buffer.byteLength(t))),
    initialJsGzipKb: kb(sum(initialJs, gz) + sum(inlineJs, (t) => gzipSync(t).length)),
    initialCssGzipKb: kb(sum(css, gz)),
    allJsGzipKb: kb(sum(assets.filter((f) => f.endsWith('.js')), gz)),
    allJsKb: kb(sum(assets.filter((f) => f.endsWith('.js')), raw)),
    allCssGzipKb: kb(sum(assets.filter((f) => f.endsWith('.css')), gz)),
    precacheEntries: precache.length,
    precacheKb: kb(sum(precache, (f) => (existsSync(path.join(dist, f)) ? raw(f) : 0))),
    precacheMissing: precache.filter((f) => !existsSync(path.join(dist, f))),
    precacheHasFloor: precache.some((f) => f.startsWith(`${FLOOR_DIR}/`)),
  }
  if (chunkMap) {
    // A game's about.json (its id, title and blurb: the registry's picker line, which registry.ts held
    // inline before) is the games list's data, not game code; everything else under src/games/ is.
    const gameOf = (m) => (/^src\/games\/[^/]+\/about\.json$/.test(m ?? '') ? null : /^src\/games\/([^/]+)\//.exec(m ?? '')?.[1] ?? null)
    const gameChunks = chunkMap.chunks.map((c) => ({ file: c.file, games: [...new Set(c.modules.map(gameOf).filter(Boolean))] })).filter((c) => c.games.length)
    out.gameChunksInInitial = gameChunks.filter((c) => initial.has(c.file)).map((c) => `${c.file} (${c.games.join(', ')})`)
    out.games = {}
    for (const c of chunkMap.chunks) {
      const m = /^src\/games\/([^/]+)\/module\.ts$/.exec(c.facade ?? '')
      if (!m) continue
      const files = [...closure([c.file])].filter((f) => !initial.has(f))
      out.games[m[1]] = { moduleFiles: files, moduleJsGzipKb: kb(sum(files, gz)), moduleJsKb: kb(sum(files, raw)), allChunksGzipKb: kb(sum(gameChunks.filter((x) => x.games.includes(m[1])).map((x) => x.file), gz)) }
    }
  }
  return out
}

/**
 * (e) First visit: a cold `/#/games` in a fresh browser with the service worker blocked (a first
 * visit before it installs): the JS the page asked for (resource timing) before the games list is
 * on the page (`ledger:list-shown`), gzip from the dist plus the inline scripts; the same count as
 * tests/e2e/app-first-visit.e2e.ts. What the list puts off (Dexie, the service worker, the second
 * copy) is waited for and counted apart.
 */
async function firstVisitJs(dist) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })
  try {
    const ctx = await browser.newContext({ serviceWorkers: 'block', locale: 'pl-PL', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await ctx.newPage()
    await page.goto(`${ORIGIN}/#/games`)
    await page.waitForFunction(() => performance.getEntriesByName('ledger:list-shown').length > 0, null, { timeout: 60_000 })
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /mirror\.worker/.test(e.name)), null, { timeout: 60_000 }).catch(() => undefined)
    const r = await page.evaluate(() => ({
      shown: performance.getEntriesByName('ledger:list-shown')[0].startTime,
      js: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime]).filter(([p]) => p.endsWith('.js')),
    }))
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) && body.trim()).map((m) => m[2])
    const file = (p) => readFileSync(path.join(dist, p))
    const gz = (p) => gzipSync(file(p)).length
    const before = r.js.filter(([, t]) => t <= r.shown).map(([p]) => p)
    const after = r.js.filter(([, t]) => t > r.shown).map(([p]) => p)
    const kb = (b) => round(b / 1024, 2)
    return {
      listShownMs: round(r.shown),
      jsGzipKb: kb(before.reduce((n, p) => n + gz(p), 0) + inline.reduce((n, t) => n + gzipSync(t).length, 0)),
      files: [...before.map((p) => `${p.replace(/^\//, '')} ${kb(gz(p))}`), ...(inline.length ? [`index.html (${inline.length} inline script)`] : [])],
      laterJsGzipKb: kb(after.reduce((n, p) => n + gz(p), 0)),
      later: after.map((p) => p.replace(/^\//, '')),
      dexieBefore: before.some((p) => file(p).includes('DatabaseClosedError')),
    }
  } finally {
    await browser.close()
  }
}

// ── (f) Lighthouse ────────────────────────────────────────────────────────────────────────
function lighthouseOnce(i, origin = ORIGIN) {
  const out = path.join(TMP, `lighthouse-${i}`)
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))
  const flags = [...ARGS, '--headless=new', `--user-data-dir=${profile}`].join(' ')
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['-y', 'lighthouse@12.8.2', `${origin}/`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices', '--form-factor=mobile', '--output=json', `--output-path=${out}.json`, '--quiet'],
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

/**
 * (f) This build and the baseline (`LIGHTHOUSE_BASELINE`, built by scripts/lib/baseline-build.mjs),
 * each served by its own preview, Lighthouse run on each in turn (the order alternating by round, so
 * a burst of load from the machine's other tenants falls on both alike). The run whose performance
 * is the median stands for each build (its figures in the report); performance and TBT are compared
 * by their medians: this build ÷ the baseline.
 */
async function lighthouseAB(serve) {
  const base = baselineBuild({ root, commit: LIGHTHOUSE_BASELINE, log })
  // Lighthouse starts its own Chromium: the bench's browser is closed by now; fresh previews serve it.
  const server2 = await serve(DIST, PORT)
  const server3 = await serve(base.dist, PORT + 1)
  const runs = { app: [], baseline: [] }
  try {
    for (let i = 1; i <= LIGHTHOUSE_ROUNDS; i++) {
      for (const who of i % 2 === 1 ? ['app', 'baseline'] : ['baseline', 'app']) {
        const r = await block(`lighthouse ${who} ${i}`, () => lighthouseOnce(`${who}-${i}`, who === 'app' ? ORIGIN : BASE_ORIGIN), { kind: 'lighthouse', who })
        runs[who].push(r)
        log(`lighthouse ${who} ${i}: ${r.error ? r.error.split('\n')[0] : `performance ${r.performance}, TBT ${r.tbtMs} ms, FCP ${r.fcpMs} ms, accessibility ${r.accessibility}, best-practices ${r.bestPractices}`}`)
      }
    }
  } finally {
    await server2.close()
    await server3.close()
  }
  const summary = (all) => {
    const ok = all.filter((r) => !r.error)
    if (!ok.length) return { runs: 0, errors: all.map((r) => r.error) }
    const byPerf = ok.slice().sort((a, b) => a.performance - b.performance)
    const med = (k) => median(ok.map((r) => r[k]))
    return { runs: ok.length, median: byPerf[Math.floor((byPerf.length - 1) / 2)], medians: { performance: med('performance'), tbtMs: med('tbtMs'), fcpMs: med('fcpMs'), lcpMs: med('lcpMs') }, all }
  }
  const app = summary(runs.app)
  const baseline = { commit: LIGHTHOUSE_BASELINE, sha: base.sha, ...summary(runs.baseline) }
  const vs = app.runs && baseline.runs
    ? { performance: ratio(app.medians.performance, baseline.medians.performance), tbt: ratio(app.medians.tbtMs, baseline.medians.tbtMs), fcp: ratio(app.medians.fcpMs, baseline.medians.fcpMs), lcp: ratio(app.medians.lcpMs, baseline.medians.lcpMs) }
    : null
  if (vs) log(`lighthouse this build ÷ ${LIGHTHOUSE_BASELINE} (medians of ${app.runs} and ${baseline.runs}): performance ${vs.performance}, TBT ${vs.tbt} (${app.medians.tbtMs} / ${baseline.medians.tbtMs} ms), FCP ${vs.fcp}, LCP ${vs.lcp}`)
  return { ...app, baseline, vsBaseline: vs }
}

// ── run ───────────────────────────────────────────────────────────────────────────────────
async function main() {
  const started = Date.now()
  mkdirSync(TMP, { recursive: true })
  if (BUILD) {
    const t0 = Date.now()
    await buildApp({ root, dist: DIST, minify: !argv.includes('--no-minify') })
    log(`built ${path.relative(root, DIST)} in ${round((Date.now() - t0) / 1000)} s`)
  }
  if (!existsSync(path.join(DIST, 'sw.js'))) throw new Error(`${DIST} has no build (run without --no-build)`)
  const chunkMap = existsSync(chunkMapFile(DIST)) ? JSON.parse(readFileSync(chunkMapFile(DIST), 'utf8')) : null
  // Sized before the floor pages are copied in.
  const bundleFigures = bundle(DIST, chunkMap)

  const compareScenario = SCENARIOS.find((s) => s.resume?.compare)
  let baseline = null
  if (BASELINE && compareScenario?.resume.baseline) {
    const commit = BASELINE_COMMIT ?? compareScenario.resume.baseline.commit
    const b = baselineBuild({ root, commit, log })
    baseline = { ...b, commit, bundle: bundle(b.dist, null) }
    // Another commit of this app opens a game at the same URL as this build.
    if (BASELINE_COMMIT) compareScenario.resume.baseline = { ...compareScenario.resume.baseline, commit, path: compareScenario.resume.path }
    if (b.reused) log(`baseline ${baseline.commit} reused from ${path.relative(root, b.dist)} (built ${b.builtAt})`)
  }

  const t0 = performance.now()
  const games = Object.fromEntries(SCENARIOS.map((s) => [s.id, s.makeGames({ quick })]))
  log(`games generated in ${round((performance.now() - t0) / 1000)} s:`, SCENARIOS.map((s) => Object.entries(games[s.id]).map(([k, g]) => `${s.id}/${k}: ${g.events} events, ${(g.text.length / 1e6).toFixed(2)} MB`).join(' · ')).join(' · '))

  const floorDir = path.join(DIST, FLOOR_DIR)
  cpSync(FLOOR_SRC, floorDir, { recursive: true })
  const serve = (dist, port) => preview({ root, logLevel: 'warn', build: { outDir: dist }, preview: { host: '127.0.0.1', port, strictPort: true } })
  const server = await serve(DIST, PORT)
  const baseServer = baseline ? await serve(baseline.dist, PORT + 1) : null
  // (e) the JS a cold games list fetches before it is shown (issue #29), measured in the browser.
  const firstVisit = await block('first visit', () => firstVisitJs(DIST), { kind: 'first-visit' })
  bundleFigures.firstVisit = firstVisit
  log(`first visit (cold #/games, service worker blocked): ${firstVisit.jsGzipKb} KB gzip JS in ${firstVisit.files.length} files before the list is shown, ${firstVisit.laterJsGzipKb} KB after${firstVisit.dexieBefore ? ' · Dexie before the list!' : ''}`)

  // Pooled samples.
  const P = {}
  for (const rate of RATES) {
    P[rate] = { tap: {}, open: {}, resume: {}, compare: { app: emptyLoads(), baseline: emptyLoads(), floor: emptyLoads() }, heap: [], bigLog: [], loopMs: [] }
    for (const s of SCENARIOS) {
      P[rate].tap[s.id] = { app: { toDom: [], toFrame: [], fromInputEvent: [], perRunP95: [] }, floor: { toDom: [], toFrame: [], fromInputEvent: [], perRunP95: [] } }
      P[rate].open[s.id] = { moduleMs: [], moduleLoadStart: [], moduleLoaded: [], shown: [], fromOpenLoads: 0, fromResumeLoads: 0 }
      if (s.resume) for (const n of s.resume.sizes) if (n !== s.resume.compare) P[rate].resume[`${s.id}:${n}`] = emptyLoads()
    }
  }
  const addModule = (rate, id, r, from) => {
    if (r.moduleMs === null) return
    const O = P[rate].open[id]
    O.moduleMs.push(r.moduleMs)
    O.moduleLoadStart.push(r.moduleStart)
    O.moduleLoaded.push(r.moduleLoaded)
    if (r.shown) O.shown.push(r.shown)
    O[from]++
  }
  let browserVersion = ''
  try {
    for (let run = 1; run <= RUNS; run++) {
      const { ctx, profile } = await launch()
      browserVersion = ctx.browser()?.version() ?? 'unknown'
      try {
        const t1 = Date.now()
        const page = await warmUp(ctx, ORIGIN)
        const ids = {}
        for (const s of SCENARIOS) {
          ids[s.id] = {}
          // Development runs of taps / open only import the games those blocks use.
          const loads = BLOCKS.some((b) => ['resume', 'compare', 'heap', 'biglog'].includes(b))
          const biggest = s.resume ? String(s.resume.sizes[s.resume.sizes.length - 1]) : null
          const wanted = (k) => (BIGLOG_ONLY ? k === biggest : loads || k === s.tap.game || k === s.open.game)
          for (const [k, g] of Object.entries(games[s.id])) if (wanted(k)) ids[s.id][k] = await importGame(page, ORIGIN, g)
        }
        let baseId = null
        const baseTapIds = {}
        if (baseline && TAP_AB) {
          await warmUp(ctx, BASE_ORIGIN)
          for (const s of SCENARIOS.filter((x) => x.tap.persisted !== false)) baseTapIds[s.id] = await importGame(ctx.pages()[0], BASE_ORIGIN, games[s.id][s.tap.game])
        }
        if (baseline && BLOCKS.some((b) => ['compare'].includes(b))) {
          baselineSkipped.length = 0
          // The same saved games as this build holds (so both databases are alike); the compared one is resumed.
          await warmUp(ctx, BASE_ORIGIN)
          for (const [k, g] of Object.entries(games[compareScenario.id])) {
            const compared = String(k) === String(compareScenario.resume.compare)
            // Only the compared game must be there; another that the old build fails to import (its
            // import of a 100k-event file runs on the main thread for minutes) is left out, and said.
            const bid = await importGame(ctx.pages()[0], BASE_ORIGIN, g, compared ? 300_000 : 90_000).catch((err) => {
              if (compared) throw err
              log(`baseline: ${g.name} not imported (${String(err?.message ?? err).split('\n')[0]}); the baseline's database holds the other games`)
              baselineSkipped.push(g.name)
              return null
            })
            if (compared) baseId = bid
          }
        }
        const floorStart = {}
        const floorPage = BIGLOG_ONLY ? null : await installFloor(ctx.pages()[0])
        if (floorPage) for (const s of SCENARIOS.filter((x) => x.tap.persisted !== false)) floorStart[s.id] = await floorPage.evaluate(([id, f]) => window.__floor.copyFrom('mythos-ledger', id, f), [ids[s.id][s.tap.game], s.tap.rowFigure ?? 'floorCount'])
        log(`run ${run}: imported ${Object.values(ids).reduce((n, x) => n + Object.keys(x).length, 0)} games${baseline ? ' (and the same into the baseline)' : ''} and set up the floor in ${round((Date.now() - t1) / 1000)} s`)

        const tapsDone = Object.fromEntries(SCENARIOS.map((s) => [s.id, { app: 0, floor: 0, base: 0 }]))
        const order = run % 2 === 1 ? RATES : [...RATES].reverse()
        for (const rate of order) {
          const R = P[rate]
          // (a) taps: app and floor in turn, chunk by chunk.
          for (const s of SCENARIOS.filter(() => BLOCKS.includes('taps'))) {
            await block(`run ${run} ${rate}× taps ${s.id}`, async () => {
              const T = R.tap[s.id]
              const id = ids[s.id][s.tap.game]
              const fs = floorStart[s.id] ?? { figure: 0 }
              const app = { url: `${ORIGIN}${s.tap.path(id)}`, figure: s.tap.figure, attr: s.tap.attr ?? null, ack: APP_ACK, start: s.tap.start, steps: s.tap.steps }
              const persisted = s.tap.persisted !== false
              const floor = {
                url: `${ORIGIN}/${FLOOR_DIR}/tap.html#id=${encodeURIComponent(id)}&f=${s.tap.rowFigure ?? 'floorCount'}`,
                figure: '[data-testid=floor-figure] [data-testid=value]',
                start: String(fs.figure ?? 0),
                steps: [{ testId: 'floor-up', expect: String((fs.figure ?? 0) + 1) }, { testId: 'floor-down', expect: String(fs.figure ?? 0) }],
              }
              const per = tapsOf(s) / chunksOf(s)
              if ((per + WARM_TAPS) % 2 || (per + WARM_TAPS) % s.tap.steps.length) throw new Error('each chunk must end where it started')
              const runSamples = { app: [], floor: [], base: [] }
              const base = baseTapIds[s.id] ? { ...app, url: `${BASE_ORIGIN}${s.tap.path(baseTapIds[s.id])}` } : null
              for (let c = 0; c < chunksOf(s); c++) {
                // A tap that writes nothing has no floor to compare with (the floor persists).
                let pair = !persisted ? ['app'] : (c + run) % 2 === 0 ? ['app', 'floor'] : ['floor', 'app']
                if (base) pair = [['app', 'floor', 'base'], ['base', 'app', 'floor'], ['floor', 'base', 'app']][c % 3]
                for (const which of pair) {
                  const t = await measureTaps(ctx, rate, which === 'app' ? app : which === 'base' ? base : floor, per, WARM_TAPS, CPU_PROFILE ? path.resolve(CPU_PROFILE, `${which === 'app' ? '' : `${which}-`}${s.id}-${rate}x-run${run}-c${c}.cpuprofile`) : null)
                  tapsDone[s.id][which] += per + WARM_TAPS
                  if (which === 'base') {
                    runSamples.base.push(...t.toDom)
                    const row = (await storedGames(t.page, baseTapIds[s.id]))[0]
                    const err = s.tap.check(row, games[s.id][s.tap.game].lastSeq + tapsDone[s.id].base)
                    if (err) throw new Error(`${s.id} on ${BASELINE_COMMIT} after the taps: ${err}`)
                    continue
                  }
                  T[which].toDom.push(...t.toDom)
                  T[which].toFrame.push(...t.toFrame)
                  T[which].fromInputEvent.push(...t.fromInputEvent)
                  runSamples[which].push(...t.toDom)
                  R.loopMs.push(t.loopMs)
                  // Persisted: every tap is in the log and the stored row holds the last state.
                  if (which === 'app') {
                    const row = (await storedGames(t.page, id))[0]
                    const err = s.tap.check(row, games[s.id][s.tap.game].lastSeq + (persisted ? tapsDone[s.id].app : 0))
                    if (err) throw new Error(`${s.id} after the taps: ${err}`)
                  } else {
                    const st = await t.page.evaluate(() => window.__floor.stored())
                    const want = fs.lastSeq + tapsDone[s.id].floor
                    if (st.lastSeq !== want || st.entries !== fs.entries + tapsDone[s.id].floor || st.figure !== fs.figure) throw new Error(`floor after the taps: ${JSON.stringify(st)}, expected lastSeq ${want}`)
                  }
                }
              }
              for (const w of persisted ? ['app', 'floor'] : ['app']) T[w].perRunP95.push(round(pct(runSamples[w], 0.95)))
              log(`run ${run} ${rate}× ${s.id} taps p50 / p95: app ${round(pct(runSamples.app, 0.5))} / ${round(pct(runSamples.app, 0.95))} ms, floor ${round(pct(runSamples.floor, 0.5))} / ${round(pct(runSamples.floor, 0.95))} ms`)
              if (base) {
                const r = (q) => round(pct(runSamples.app, q) / pct(runSamples.base, q), 2)
                log(`run ${run} ${rate}× ${s.id} taps A/B: ${BASELINE_COMMIT} p50 / p95 ${round(pct(runSamples.base, 0.5))} / ${round(pct(runSamples.base, 0.95))} ms; this build ÷ it ×${r(0.5)} / ×${r(0.95)} (app ÷ floor ×${round(pct(runSamples.app, 0.5) / pct(runSamples.floor, 0.5), 2)} / ×${round(pct(runSamples.app, 0.95) / pct(runSamples.floor, 0.95), 2)}, ${BASELINE_COMMIT} ÷ floor ×${round(pct(runSamples.base, 0.5) / pct(runSamples.floor, 0.5), 2)} / ×${round(pct(runSamples.base, 0.95) / pct(runSamples.floor, 0.95), 2)})`)
              }
            }, { kind: 'taps', rate, game: s.id })
          }
          // (b) opening a game: cold loads of its URL.
          for (const s of SCENARIOS.filter(() => BLOCKS.includes('open'))) {
            await block(`run ${run} ${rate}× open ${s.id}`, async () => {
              const id = ids[s.id][s.open.game]
              for (let i = 0; i < OPEN_LOADS; i++) {
                const r = await measureLoad(ctx, rate, { url: `${ORIGIN}${s.open.path(id)}`, checks: [{ sel: s.open.ready, re: '.' }], shown: s.open.ready, gameId: s.id, label: `open ${s.id}` })
                addModule(rate, s.id, r, 'fromOpenLoads')
              }
              const M = R.open[s.id].moduleMs
              log(`run ${run} ${rate}× ${s.id} module load so far p50 ${round(pct(M, 0.5))} p95 ${round(pct(M, 0.95))} ms (n ${M.length}); this block's loads ${M.slice(-OPEN_LOADS).map((x) => round(x)).join(', ')} ms`)
            }, { kind: 'open', rate, game: s.id })
          }
          // (c) resume: every size but the compared one, this build only.
          for (const s of SCENARIOS.filter((x) => x.resume && BLOCKS.includes('resume'))) {
            await block(`run ${run} ${rate}× resume ${s.id}`, async () => {
              for (const n of s.resume.sizes) {
                if (n === s.resume.compare) continue
                const L = R.resume[`${s.id}:${n}`]
                const g = games[s.id][n]
                const rs = []
                const ms = []
                for (let i = 0; i < LOADS[n]; i++) {
                  const r = await measureLoad(ctx, rate, { url: `${ORIGIN}${s.resume.path(ids[s.id][n])}`, checks: s.resume.checks(g), shown: s.resume.shown, gameId: s.id, label: `resume ${s.id} ${n}` })
                  pushLoad(L, r)
                  addModule(rate, s.id, r, 'fromResumeLoads')
                  if (r.moduleMs !== null) ms.push(r.moduleMs)
                  rs.push(r.rendered)
                }
                L.perRunP95.push(round(pct(rs, 0.95)))
                log(`run ${run} ${rate}× resume ${s.id} ${n / 1000}k p50 ${round(pct(rs, 0.5))} p95 ${round(pct(rs, 0.95))} ms · module load ${ms.map((x) => round(x)).join(', ')} ms`)
              }
            }, { kind: 'resume', rate, game: s.id })
          }
          // (c) the compared size: this build, the baseline and the floor, in rotating order.
          if (compareScenario) {
            const s = compareScenario
            const n = s.resume.compare
            const g = games[s.id][n]
            const id = ids[s.id][n]
            const variants = {
              app: { url: `${ORIGIN}${s.resume.path(id)}`, checks: s.resume.checks(g), shown: s.resume.shown, gameId: s.id, label: `resume ${s.id} ${n} (this build)` },
              floor: { url: `${ORIGIN}/${FLOOR_DIR}/resume.html#id=${encodeURIComponent(id)}&${s.resume.floorFigures.map((f) => `f=${encodeURIComponent(f)}`).join('&')}`, checks: s.resume.checks(g), shown: s.resume.shown, label: `resume floor ${n}` },
            }
            // Another commit of this app (--baseline-commit) has the same module marks.
            if (baseline) variants.baseline = { url: `${BASE_ORIGIN}${s.resume.baseline.path(baseId)}`, checks: s.resume.checks(g), shown: s.resume.shown, label: `resume ${s.id} ${n} (baseline ${baseline.commit})`, ...(BASELINE_COMMIT ? { gameId: s.id } : {}) }
            const names = Object.keys(variants)
            if (BLOCKS.includes('compare')) await block(`run ${run} ${rate}× resume ${s.id} ${n / 1000}k: ${names.join(' / ')}`, async () => {
              const rs = Object.fromEntries(names.map((k) => [k, []]))
              // One warm-up round, not counted: the first resume of the compared game in a fresh
              // profile is the first time this device shows it (it was imported through the games
              // screen, never opened). No player's resume is that: a game is shown once it is
              // created or imported, before it is ever resumed. The warm-up loads are reported apart.
              for (const k of names.map((_, j) => names[(j + run) % names.length])) {
                const r = await measureLoad(ctx, rate, variants[k])
                R.compare[k].warmUp.push({ ms: round(r.rendered), snapshot: r.snapshot !== null && r.snapshot !== undefined })
              }
              for (let i = 0; i < COMPARE_ROUNDS; i++) {
                const rot = names.map((_, j) => names[(i + j + run) % names.length])
                for (const k of rot) {
                  const r = await measureLoad(ctx, rate, variants[k])
                  pushLoad(R.compare[k], r)
                  if (k === 'app') addModule(rate, s.id, r, 'fromResumeLoads')
                  rs[k].push(r.rendered)
                }
              }
              for (const k of names) R.compare[k].perRunP95.push(round(pct(rs[k], 0.95)))
              log(`run ${run} ${rate}× resume ${n / 1000}k p50 / p95: ${names.map((k) => `${k} ${round(pct(rs[k], 0.5))} / ${round(pct(rs[k], 0.95))}`).join(', ')} ms`)
              if (quick || argv.includes('--samples')) for (const k of names) log(`  ${k} loads in order: ${rs[k].map((x) => round(x)).join(', ')} ms`)
              if (quick) for (const k of names) log(`  ${k} milestones p50: ${Object.entries(loadFigures(R.compare[k]).milestonesP50).filter(([, v]) => v !== null).map(([m, v]) => `${m} ${v}`).join(' · ')}`)
            }, { kind: 'compare', rate, game: s.id })
            // (d) heap
            if (BLOCKS.includes('heap')) await block(`run ${run} ${rate}× heap`, async () => {
              const h = await measureHeap(ctx, rate, variants.app.url, s.resume.shown)
              R.heap.push(h)
              log(`run ${run} ${rate}× heap ${n / 1000}k ${round(h.tableBytes / 1048576, 2)} MB, with its log ${round(h.logBytes / 1048576, 2)} MB (log opened in ${h.logOpenMs} ms)`)
            }, { kind: 'heap', rate, game: s.id })
          }
          // (g) the biggest game: its log screen and its first undo.
          for (const s of SCENARIOS.filter((x) => x.resume && BLOCKS.includes('biglog'))) {
            const n = s.resume.sizes[s.resume.sizes.length - 1]
            await block(`run ${run} ${rate}× big game ${s.id} ${n / 1000}k: log and first undo`, async () => {
              for (let i = 0; i < BIGLOG_LOADS; i++) {
                const r = await measureBigLog(ctx, rate, `${ORIGIN}${s.resume.path(ids[s.id][n])}`, s.resume.shown)
                R.bigLog.push(r)
                log(`run ${run} ${rate}× big game ${n / 1000}k: log shown in ${r.logShownMs} ms, longest task ${r.logLongestTaskMs} ms (${r.logLongTasks} long); first undo ${r.undoMs} ms once the log is read (at ${r.prefetchedAtMs} ms; longest task ${r.undoLongestTaskMs} ms), ${r.undoSoonMs} ms 1.5 s after the table (longest task ${r.undoSoonLongestTaskMs} ms)`)
              }
            }, { kind: 'biglog', rate, game: s.id })
          }
        }
      } finally {
        await ctx.close()
        rmSync(profile, { recursive: true, force: true })
      }
    }
  } finally {
    await server.close()
    await baseServer?.close()
    rmSync(floorDir, { recursive: true, force: true })
  }

  let lighthouse = null
  if (LIGHTHOUSE) {
    lighthouse = await lighthouseAB(serve)
  }

  // ── figures ──
  const K = (rate) => `${rate}x`
  const figures = { tap: {}, moduleLoad: {}, resume: {}, compare: {}, heap: {}, throttleCheck: {} }
  for (const rate of RATES) {
    const R = P[rate]
    const k = K(rate)
    figures.tap[k] = {}
    figures.moduleLoad[k] = {}
    for (const s of SCENARIOS) {
      const T = R.tap[s.id]
      const tf = (x) => ({ ...stats(x.toDom), toFrame: stats(x.toFrame), fromInputEvent: stats(x.fromInputEvent), perRunP95: x.perRunP95 })
      figures.tap[k][s.id] = { persisted: s.tap.persisted !== false, app: tf(T.app), floor: tf(T.floor), p95Ratio: ratioCi(T.app.toDom, T.floor.toDom, 0.95), p50Ratio: ratio(pct(T.app.toDom, 0.5), pct(T.floor.toDom, 0.5)) }
      const O = R.open[s.id]
      figures.moduleLoad[k][s.id] = { ...stats(O.moduleMs), fromOpenLoads: O.fromOpenLoads, fromResumeLoads: O.fromResumeLoads, startP50: round(median(O.moduleLoadStart)), loadedP50: round(median(O.moduleLoaded)), screenShownP50: round(median(O.shown)) }
    }
    figures.resume[k] = {}
    for (const s of SCENARIOS.filter((x) => x.resume)) {
      for (const n of s.resume.sizes) figures.resume[k][n] = loadFigures(n === s.resume.compare ? R.compare.app : R.resume[`${s.id}:${n}`])
    }
    if (compareScenario) {
      const C = R.compare
      figures.compare[k] = {
        events: compareScenario.resume.compare,
        app: loadFigures(C.app),
        floor: loadFigures(C.floor),
        floorRatio: { p95: ratioCi(C.app.rendered, C.floor.rendered, 0.95), p50: ratioCi(C.app.rendered, C.floor.rendered, 0.5) },
      }
      if (baseline) {
        figures.compare[k].baseline = loadFigures(C.baseline)
        figures.compare[k].baselineRatio = { p50: ratioCi(C.app.rendered, C.baseline.rendered, 0.5), p95: ratioCi(C.app.rendered, C.baseline.rendered, 0.95) }
      }
    }
    figures.heap[k] = R.heap.length
      ? {
          after5kResumeMb: round(median(R.heap.map((h) => h.tableBytes)) / 1048576, 2),
          after5kLogOpenedMb: round(median(R.heap.map((h) => h.logBytes)) / 1048576, 2),
          logOpenMs: median(R.heap.map((h) => h.logOpenMs)),
          logDomNodes: median(R.heap.map((h) => h.logDomNodes)),
          tableDomNodes: median(R.heap.map((h) => h.tableDomNodes)),
        }
      : null
    const big = R.bigLog
    figures.bigLog = figures.bigLog ?? {}
    figures.bigLog[k] = big.length
      ? {
          loads: big.length,
          logLongestTaskMs: { ...stats(big.map((x) => x.logLongestTaskMs)), all: big.map((x) => x.logLongestTaskMs) },
          logShownMs: stats(big.map((x) => x.logShownMs)),
          firstUndoMs: { ...stats(big.map((x) => x.undoMs)), all: big.map((x) => x.undoMs) },
          undoLongestTaskMs: stats(big.map((x) => x.undoLongestTaskMs)),
          logPrefetchedAtMs: stats(big.map((x) => x.prefetchedAtMs).filter((x) => x !== null)),
          firstUndoSoonMs: { ...stats(big.map((x) => x.undoSoonMs)), all: big.map((x) => x.undoSoonMs) },
          undoSoonLongestTaskMs: stats(big.map((x) => x.undoSoonLongestTaskMs)),
        }
      : null
    figures.throttleCheck[k] = { loopMsMedian: round(median(R.loopMs)) }
  }
  figures.throttleCheck.measuredSlowdown = ratio(figures.throttleCheck['4x']?.loopMsMedian, figures.throttleCheck['1x']?.loopMsMedian)

  // Flat resume: the largest game may not take more than 25% (+30 ms) longer than the smallest, at p50 and p95.
  const sizes = compareScenario?.resume.sizes ?? []
  const flat = (k, q) => {
    const small = figures.resume[k]?.[sizes[0]]?.[q]
    const big = figures.resume[k]?.[sizes[sizes.length - 1]]?.[q]
    return { smallMs: small ?? null, largeMs: big ?? null, ratio: ratio(big, small), pass: big === null || big === undefined ? null : big <= small * 1.25 + 30 }
  }
  if (sizes.length) figures.resumeFlat = { '1x': { p50: flat('1x', 'p50'), p95: flat('1x', 'p95') }, '4x': { p50: flat('4x', 'p50'), p95: flat('4x', 'p95') } }

  const budgets = {
    initialJsGzipKb: 90,
    /** A cold games list: the JS it fetches before it is shown (issue #29). */
    firstVisitJsGzipKb: 80,
    moduleLoadP95Ms4x: 150,
    tapP95VsFloor: 1.3,
    resumeP95VsFloor: 1.5,
    resumeVsBaseline: 1.1,
    /** Lighthouse (issue #29): this build's median performance ≥ the baseline's, its median TBT ≤ 1.2 × the baseline's (same run). */
    lighthouseVsBaseline: { commit: LIGHTHOUSE_BASELINE, performance: 1, tbt: 1.2 },
    resumeFlat: 'p50 and p95 at 100k events ≤ 1.25 × (1k figure) + 30 ms',
    /** The biggest game (issue #27 §5), unthrottled: the Log screen's longest task (max of the loads), its first undo (max of the loads). */
    bigLogLongestTaskMs: 200,
    bigFirstUndoMs: 1000,
    /** A game's own absolute tap budgets (ms p95, by CPU rate), beside the floor ratio. */
    tapP95Ms: Object.fromEntries(SCENARIOS.filter((s) => s.tap.budgets && Object.keys(s.tap.budgets).length).map((s) => [s.id, s.tap.budgets])),
    // Information only (the absolute budgets before the floor ratios).
    info: { initialJsGzipKbBefore: 100, lighthousePerformance: 0.98, tapP95Ms: Object.fromEntries(SCENARIOS.filter((s) => s.tap.info).map((s) => [s.id, s.tap.info])), resume5kP95Ms: { '1x': 400, '4x': 1000 } },
    notes: {
      resumeVsBaseline: 'this build / the build before the registry move, p50 and p95 of the compared resume, at 1× and 4×: ≤ 1.10 (10% allowance for the run-to-run noise of this shared VM; the bootstrap 90% interval is reported beside it)',
      tapP95VsFloor: 'per game: the app tap p95 ≤ 1.3 × the floor tap p95, at 1× and 4×',
      resumeP95VsFloor: 'resume p95 ≤ 1.5 × the floor resume p95 (same saved row, same figures), at 1× and 4×',
    },
  }
  const pass = {
    initialJsGzipKb: bundleFigures.initialJsGzipKb <= budgets.initialJsGzipKb,
    firstVisitJsGzipKb: bundleFigures.firstVisit ? bundleFigures.firstVisit.jsGzipKb <= budgets.firstVisitJsGzipKb && !bundleFigures.firstVisit.dexieBefore : null,
    noGameChunkInitial: bundleFigures.gameChunksInInitial ? bundleFigures.gameChunksInInitial.length === 0 : null,
    lighthousePerformanceVsBaseline: lighthouse?.medians && lighthouse.baseline?.medians ? lighthouse.medians.performance >= lighthouse.baseline.medians.performance * budgets.lighthouseVsBaseline.performance : null,
    lighthouseTbtVsBaseline: lighthouse?.medians && lighthouse.baseline?.medians ? lighthouse.medians.tbtMs <= lighthouse.baseline.medians.tbtMs * budgets.lighthouseVsBaseline.tbt : null,
  }
  for (const s of SCENARIOS) {
    pass[`moduleLoadP95Ms4x:${s.id}`] = le(figures.moduleLoad['4x']?.[s.id]?.p95, budgets.moduleLoadP95Ms4x)
    for (const k of ['1x', '4x']) {
      if (s.tap.persisted !== false) pass[`tapP95VsFloor${k}:${s.id}`] = le(figures.tap[k]?.[s.id]?.p95Ratio?.ratio, budgets.tapP95VsFloor)
      const abs = s.tap.budgets?.[k]
      if (abs !== undefined) pass[`tapP95Ms${k}:${s.id}`] = le(figures.tap[k]?.[s.id]?.app?.p95, abs)
    }
  }
  if (compareScenario) {
    for (const k of ['1x', '4x']) {
      pass[`resumeP95VsFloor${k}`] = le(figures.compare[k]?.floorRatio?.p95?.ratio, budgets.resumeP95VsFloor)
      if (baseline) {
        const a = le(figures.compare[k]?.baselineRatio?.p50?.ratio, budgets.resumeVsBaseline)
        const z = le(figures.compare[k]?.baselineRatio?.p95?.ratio, budgets.resumeVsBaseline)
        pass[`resumeVsBaseline${k}`] = a === null || z === null ? null : a && z
      }
      pass[`resumeFlat${k}`] = (figures.resumeFlat[k]?.p50?.largeMs ?? null) === null ? null : figures.resumeFlat[k].p50.pass && figures.resumeFlat[k].p95.pass
    }
  }
  pass.bigLogLongestTask1x = le(figures.bigLog?.['1x']?.logLongestTaskMs?.max, budgets.bigLogLongestTaskMs)
  pass.bigFirstUndo1x = le(figures.bigLog?.['1x']?.firstUndoMs?.max, budgets.bigFirstUndoMs)
  // Information: the absolute budgets before the floor ratios.
  const info = { initialJsGzipKbBefore: bundleFigures.initialJsGzipKb <= budgets.info.initialJsGzipKbBefore, lighthousePerformance: lighthouse?.medians ? lighthouse.medians.performance >= budgets.info.lighthousePerformance : null }
  for (const k of ['1x', '4x']) {
    for (const s of SCENARIOS) if (s.tap.info?.[k] !== undefined && figures.tap[k]?.[s.id]) info[`tapP95Ms${k}:${s.id}`] = le(figures.tap[k][s.id].app.p95, s.tap.info[k])
    if (compareScenario && figures.compare[k]) info[`resume5kP95Ms${k}`] = le(figures.compare[k].app.p95, budgets.info.resume5kP95Ms[k])
  }

  // The 1-min load average at the start and end of every block of each kind, by CPU rate.
  const loadAt = {}
  for (const rate of RATES) {
    loadAt[K(rate)] = {
      taps: Object.fromEntries(SCENARIOS.map((s) => [s.id, loadsOf({ kind: 'taps', rate, game: s.id })])),
      open: loadsOf({ kind: 'open', rate }),
      resume: loadsOf({ kind: 'resume', rate }),
      compare: loadsOf({ kind: 'compare', rate }),
      bigLog: loadsOf({ kind: 'biglog', rate }),
    }
  }

  const browser = {
    date: new Date().toISOString(),
    chromium: browserVersion,
    games: SCENARIOS.map((s) => s.id),
    method: {
      runs: RUNS,
      quick,
      viewport: '390×844 @3x, isMobile, hasTouch',
      profile: 'persistent, on disk, fresh per run',
      machine: `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}`,
      blocks,
      loadAt,
      quietLoad: `waited up to ${QUIET_WAIT / 1000} s before each block for a 1-min load average < ${QUIET_LOAD}`,
      baselineSkipped: [...new Set(baselineSkipped)],
      taps: Object.fromEntries(SCENARIOS.map((s) => [s.id, s.tap.persisted === false
        ? `${tapsOf(s)} per run and rate in ${chunksOf(s)} chunks of ${tapsOf(s) / chunksOf(s)} after ${WARM_TAPS} warm-up taps each, a fresh tab per chunk, no floor (nothing is written); Playwright clicks: ${s.tap.what}`
        : `${tapsOf(s)} per run, rate and page (app, floor) in ${chunksOf(s)} chunks of ${tapsOf(s) / chunksOf(s)} after ${WARM_TAPS} warm-up taps each, a fresh tab per chunk, app and floor chunks in turn; Playwright clicks: ${s.tap.what}`])),
      tapSpan: 'capture-phase click listener → MutationObserver sees the new figure with the save indicator at «saved» (the app shows a tap only after its IndexedDB transaction commits; the indicator keeps the span honest should a view ever show a tap before its commit); toFrame adds the next rAF + one MessageChannel hop',
      tapFloor: `scripts/bench-floor/tap.*: a copy of the tap game's stored rows and log in its own database, in the app's layout (metadata row, snapshot row with state and redo stack, entries); per tap one readwrite transaction with durability 'strict' issuing together the metadata read that checks the game is still at the expected command (aborting otherwise), an entry add and the two row puts — the app's append (src/db/repo.ts appendEntry) — then one text node updated on complete`,
      moduleLoad: `performance marks ledger:module-load-start:<id> → ledger:module-loaded:<id> (src/app/registry.ts) on cold loads of a game URL in a fresh SW-served tab: ${OPEN_LOADS} open loads per run and rate, plus every resume load of this build`,
      resume: compareScenario ? `fresh tab, SW-served (checked on every load), navigation start → ${compareScenario.resume.what}; loads per run and rate: ${JSON.stringify({ ...LOADS, [compareScenario.resume.compare]: COMPARE_ROUNDS })}` : null,
      compare: compareScenario ? `${COMPARE_ROUNDS} rounds per run and rate after one warm-up round (not counted; below the table), each one load of every variant (${['this build', baseline ? `the build of ${baseline.commit} on its own origin` : null, 'the floor'].filter(Boolean).join(', ')}) in an order that rotates every round, each in a fresh tab` : null,
      bigLog: `the biggest game of each resume scenario (${SCENARIOS.filter((x) => x.resume).map((x) => `${x.id} ${x.resume.sizes[x.resume.sizes.length - 1]} events`).join(', ')}), ${BIGLOG_LOADS} loads per run and rate: a fresh tab on its table (live app shown, 1.5 s quiet), then the Log tab tapped; longest task = the longest PerformanceObserver 'longtask' from the tap until the first entry is shown + 500 ms; on another fresh load, the table's Undo tapped 1.5 s after the table was shown («soon»: the log perhaps still being read in the background), and on a third, once the session's mark says the long log is in memory (the first undo of the budget); each timed in the page until the session is idle again (its busy mark), then redone`,
      resumeFloor: 'scripts/bench-floor/resume.*: a page served by its own service worker from the same origin that reads the same saved row from the app database (bare IndexedDB) and paints the same figures',
      baseline: baseline ? { commit: baseline.commit, sha: baseline.sha, origin: BASE_ORIGIN, how: 'git worktree of the commit in bench/tmp, node_modules symlinked, its own vite build (scripts/lib/baseline-build.mjs)' } : null,
      games: Object.fromEntries(SCENARIOS.flatMap((s) => Object.entries(games[s.id]).map(([k, g]) => [`${s.id}/${k}`, { events: g.events, commands: g.lastSeq, fileMb: round(g.text.length / 1e6, 2) }]))),
    },
    figures: { ...figures, bundle: bundleFigures, baselineBundle: baseline?.bundle ?? null, lighthouse },
    budgets,
    pass,
    info,
    allPass: Object.values(pass).every((x) => x !== false),
    totalSeconds: round((Date.now() - started) / 1000, 0),
  }

  const file = path.join(root, 'bench/results.json')
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  /** The biggest game's figures, budgets and method into the last full run's results (`b`). */
  const mergeBigLog = (b) => {
    b.figures.bigLog = figures.bigLog
    b.budgets.bigLogLongestTaskMs = budgets.bigLogLongestTaskMs
    b.budgets.bigFirstUndoMs = budgets.bigFirstUndoMs
    b.pass.bigLogLongestTask1x = pass.bigLogLongestTask1x
    b.pass.bigFirstUndo1x = pass.bigFirstUndo1x
    b.method.bigLog = browser.method.bigLog
    b.method.bigLogRun = { date: browser.date, chromium: browserVersion, runs: RUNS, loadAt: Object.fromEntries(Object.entries(loadAt).map(([k, v]) => [k, v.bigLog])) }
  }
  if (BIGLOG_ONLY && results.browser) {
    // Only the biggest game's block ran: its figures join the last full run's (which stay as they were).
    const b = results.browser
    mergeBigLog(b)
    b.allPass = Object.values(b.pass).every((x) => x !== false)
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
    log(`big game: ${JSON.stringify(figures.bigLog)}`)
    log(`wrote bench/results.json (browser.figures.bigLog merged, ${browser.totalSeconds} s)`)
    return
  }
  if (MERGE && results.browser) {
    // --merge: only some blocks ran (e.g. --blocks compare for the resume A/B beside the Lighthouse
    // A/B and the first visit): their figures replace the last full run's, the rest stay as they were.
    const b = results.browser
    b.figures.bundle = bundleFigures
    b.figures.lighthouse = lighthouse ?? b.figures.lighthouse
    if (BLOCKS.includes('compare')) b.figures.compare = figures.compare
    if (BLOCKS.includes('biglog') && figures.bigLog) {
      // The biggest game ran beside the other blocks: its figures replace the last run's, as with --blocks biglog alone.
      mergeBigLog(b)
    }
    delete b.budgets.lighthousePerformance
    delete b.pass.lighthousePerformance
    b.budgets.firstVisitJsGzipKb = budgets.firstVisitJsGzipKb
    b.budgets.lighthouseVsBaseline = budgets.lighthouseVsBaseline
    b.budgets.info.lighthousePerformance = budgets.info.lighthousePerformance
    const keys = ['initialJsGzipKb', 'noGameChunkInitial', 'firstVisitJsGzipKb', 'lighthousePerformanceVsBaseline', 'lighthouseTbtVsBaseline', ...(BLOCKS.includes('compare') ? ['resumeP95VsFloor1x', 'resumeP95VsFloor4x', 'resumeVsBaseline1x', 'resumeVsBaseline4x'] : [])]
    for (const k of keys) if (pass[k] !== undefined && pass[k] !== null) b.pass[k] = pass[k]
    b.info.lighthousePerformance = info.lighthousePerformance
    b.method.mergedRun = { date: browser.date, chromium: browserVersion, runs: RUNS, blocks: BLOCKS, games: SCENARIOS.map((x) => x.id), lighthouse: LIGHTHOUSE, compare: browser.method.compare, blocksRun: blocks }
    b.allPass = Object.values(b.pass).every((x) => x !== false)
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
    log(`pass (merged): ${keys.map((k) => `${k} ${b.pass[k]}`).join(', ')}`)
    log(`wrote bench/results.json (merged into the run of ${b.date}: ${BLOCKS.join(', ')}${LIGHTHOUSE ? ', lighthouse' : ''}, first visit; ${browser.totalSeconds} s)`)
    return
  }
  results.browser = browser
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  for (const k of ['1x', '4x']) {
    for (const s of SCENARIOS) log(`${k} ${s.id}: taps p95 ${figures.tap[k]?.[s.id]?.app?.p95} ms vs floor ${figures.tap[k]?.[s.id]?.floor?.p95} ms (×${figures.tap[k]?.[s.id]?.p95Ratio?.ratio}) · module load p50 / p95 ${figures.moduleLoad[k]?.[s.id]?.p50} / ${figures.moduleLoad[k]?.[s.id]?.p95} ms`)
    const c = figures.compare[k]
    if (c?.floorRatio) log(`${k} resume ${c.events / 1000}k p95: ${c.app.p95} ms vs floor ${c.floor.p95} ms (×${c.floorRatio.p95.ratio})${c.baseline ? ` · baseline p50 / p95 ${c.baseline.p50} / ${c.baseline.p95} ms (this / baseline ×${c.baselineRatio.p50.ratio} / ×${c.baselineRatio.p95.ratio})` : ''}`)
  }
  log(`initial JS ${bundleFigures.initialJsGzipKb} KB gzip${baseline ? ` (baseline ${baseline.bundle.initialJsGzipKb} KB)` : ''} · Lighthouse performance ${lighthouse?.median?.performance ?? 'n/a'}`)
  log(`pass: ${Object.entries(pass).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  log(`wrote bench/results.json (browser, ${browser.totalSeconds} s)`)
}

main().catch((e) => {
  process.stderr.write(`${e.stack ?? e}\n`)
  process.exit(1)
})
