import { test, expect, chromium, type Browser, type Page } from '@playwright/test'
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * DUR: the browser dies mid-game (SIGKILL of the whole Chromium process group, as when the OS
 * kills it or the phone powers off). About 200 commands are driven through the table screen in
 * bursts (the «+» clue button, clicked in the page faster than the writes finish), and Chromium
 * is killed at seeded random moments, sometimes with commands still in flight, sometimes idle.
 * After each restart on the same profile:
 *  - every command the page had acknowledged is in the log (clue count ≥ the highest count the
 *    page showed with its save indicator at «saved», before the kill);
 *  - the page shows what is stored; the log is 1..n with no gap and `lastSeq` = n;
 *  - the stored state equals a full replay of the stored log (checked in Node, see lib/verify-log.ts).
 * At the end the game is exported through the UI and the file replays to the stored state.
 * Seed: DURABILITY_SEED (default below); the same seed gives the same bursts, gaps and kill delays
 * (how many of a burst's commands are done by the kill still depends on the machine's speed).
 * About 15–25 kills, 40–60 s.
 * Chromium sometimes discards the origin's whole IndexedDB when it starts after such a kill (about
 * once in 300 restarts here). The app keeps a second copy of every game outside IndexedDB (OPFS,
 * written a moment after each commit: issue #27) and brings the game back from it by itself: the
 * test checks that the database was discarded by the browser (`browserRecreatedDatabase`), that the
 * app says it restored the game, and that the restored log is a whole log of the game (the copy
 * follows the commits by up to 600 ms: commands acknowledged within that moment before the kill
 * are not in it, counted as `lostToDiscard`); it then goes on with the restored game
 * (DURABILITY_DISCARD_AT exercises it).
 */

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const SEED = Number(process.env.DURABILITY_SEED ?? 20261122)
const TARGET = 200
/** DURABILITY_DISCARD_AT=n (development): after the n-th kill, delete the origin's IndexedDB as Chromium sometimes does, to see the test tell it from a loss. */
const DISCARD_AT = Number(process.env.DURABILITY_DISCARD_AT ?? 0)
const root = fileURLToPath(new URL('../../', import.meta.url))

function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (n: number) => Math.floor(next() * n) }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** What the test did last, with the time since its start: a hang then names its step. */
const trail: string[] = []
let t0 = Date.now()
function step(label: string) {
  trail.push(`${((Date.now() - t0) / 1000).toFixed(1)} s ${label}`)
  if (trail.length > 40) trail.shift()
}
/** A wait that has no timeout of its own (page.evaluate, a process exit) gets one. */
async function within<T>(ms: number, label: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${label}: no answer in ${ms} ms\n${trail.join('\n')}`)), ms)))
  try {
    return await Promise.race([p, late])
  } finally {
    clearTimeout(timer)
  }
}

interface Running { proc: ChildProcess; browser: Browser; page: Page }

/** Chromium as a process of its own (its own process group), driven over CDP. */
async function startChromium(profile: string, onAck: (n: number) => void): Promise<Running> {
  const proc = spawn(CHROMIUM, [...ARGS, '--headless', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const ws = await new Promise<string>((resolve, reject) => {
    let buf = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${buf.slice(-2000)}`)), 30_000)
    proc.stderr!.on('data', (d: Buffer) => {
      if (buf.length < 100_000) buf += d.toString()
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(buf)
      if (m) {
        clearTimeout(timer)
        resolve(m[1])
      }
    })
    proc.once('exit', (code, signal) => reject(new Error(`Chromium exited (${code ?? signal}):\n${buf.slice(-2000)}`)))
  })
  step('connect over CDP')
  const browser = await within(45_000, 'connect over CDP', chromium.connectOverCDP(ws, { timeout: 30_000 }))
  const ctx = browser.contexts()[0]
  // A crashed profile may bring back an old tab: keep exactly one.
  const pages = ctx.pages()
  step(`${pages.length} tab(s) at start`)
  const page = pages[0] ?? (await within(30_000, 'new tab', ctx.newPage()))
  for (const p of pages.slice(1)) await within(30_000, 'close a restored tab', p.close())
  // The test runner leaves actions and navigations without a timeout (its default 0): a hang here
  // must fail at its step, not at the test's timeout.
  page.setDefaultTimeout(30_000)
  page.setDefaultNavigationTimeout(30_000)
  page.on('console', (m) => m.type() !== 'log' && step(`console ${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => step(`page error: ${e.message}`))
  page.on('requestfailed', (r) => step(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`))
  await within(30_000, 'viewport', page.setViewportSize({ width: 390, height: 844 }))
  await within(30_000, 'expose __ack', page.exposeBinding('__ack', (_source, n: number) => onAck(n)))
  return { proc, browser, page }
}

async function killHard(r: Running) {
  const exited = new Promise((resolve) => (r.proc.exitCode !== null || r.proc.signalCode !== null ? resolve(null) : r.proc.once('exit', resolve)))
  try {
    process.kill(-r.proc.pid!, 'SIGKILL')
  } catch {
    /* already gone */
  }
  step('killed')
  await within(30_000, 'Chromium exit after SIGKILL', exited)
  r.browser.close().catch(() => undefined)
}

/** What the page shows and has loaded (for a failure's message). */
async function pageState(page: Page): Promise<string> {
  return within(5_000, 'the page state', page.evaluate(async () => ({
    url: location.href,
    text: document.body?.innerText.slice(0, 400),
    marks: performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`),
    resources: performance.getEntriesByType('resource').map((r) => `${r.name.replace(location.origin, '')} ${Math.round(r.startTime)}+${Math.round(r.duration)}`),
    controller: navigator.serviceWorker?.controller?.state ?? null,
    locks: await navigator.locks?.query().then((q) => JSON.stringify(q)).catch(() => null),
  }))).then((x) => JSON.stringify(x, null, 1)).catch((e: Error) => `unreadable: ${e.message}`)
}

/** The clue count of the first investigator, and an observer that reports every count shown. */
async function watchClues(page: Page): Promise<number> {
  // The live app, not the resume snapshot painted before it (the save indicator is the live app's own).
  try {
    await page.getByTestId('save-state').waitFor({ state: 'attached' })
    await page.getByTestId('inv-1').waitFor()
  } catch (e) {
    throw new Error(`${(e as Error).message}\nThe page then: ${await pageState(page)}\n${trail.join('\n')}`)
  }
  step('table shown')
  return within(30_000, 'watch the clue count', page.evaluate(() => {
    const row = document.querySelector('[data-testid=inv-1]')!
    const plus = [...row.querySelectorAll('button')].find((b) => b.textContent?.trim() === '+')!
    const span = plus.previousElementSibling!
    const read = () => Number(/(\d+)\s*$/.exec(span.textContent ?? '')![1])
    const w = window as unknown as { __clue: { plus: HTMLButtonElement; read: () => number }; __ack: (n: number) => void }
    w.__clue = { plus, read }
    // A count is acknowledged only with the save indicator at «saved» (everything shown is stored).
    const saved = document.querySelector('[data-testid=save-state]')!
    const mo = new MutationObserver(() => {
      if (saved.getAttribute('data-state') === 'saved') w.__ack(read())
    })
    mo.observe(span, { childList: true, characterData: true, subtree: true })
    mo.observe(saved, { attributes: true, attributeFilter: ['data-state'] })
    return read()
  }))
}

interface Stored {
  row: { id: string; lastSeq: number; state: { investigators: { clues: number }[] } } & Record<string, unknown>
  entries: { gameId: string; seq: number; entry: { seq: number; command: { type: string } } }[]
  /** Every game and every entry in the database (any game). */
  games: number
  allEntries: number
}

/** The game's row and log, read with the raw IndexedDB API (no app code). */
async function readStored(page: Page, id: string): Promise<Stored> {
  step('read the stored game')
  return within(30_000, 'read the stored game', page.evaluate(async (gameId) => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('mythos-ledger')
      r.onsuccess = () => res(r.result)
      r.onerror = () => rej(r.error)
    })
    const get = <T>(req: IDBRequest<T>) => new Promise<T>((res, rej) => ((req.onsuccess = () => res(req.result)), (req.onerror = () => rej(req.error))))
    const tx = db.transaction(['games', 'snapshots', 'entries'])
    // A game is two rows: its metadata (the games list) and its snapshot (state and redo stack).
    const [meta, snap] = await Promise.all([get(tx.objectStore('games').get(gameId)), get(tx.objectStore('snapshots').get(gameId))])
    const row = meta && snap ? { ...meta, state: snap.state, redo: snap.redo } : undefined
    const entries = await get(tx.objectStore('entries').getAll(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity])))
    const [games, allEntries] = await Promise.all([get(tx.objectStore('games').count()), get(tx.objectStore('entries').count())])
    db.close()
    return { row, entries, games, allEntries }
  }, id) as Promise<Stored>)
}

/** A new game through the UI, on its table: its id and the table's URL. */
async function newGame(page: Page): Promise<{ id: string; url: string }> {
  step('a new game')
  await page.goto(`${BASE}/`)
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-2').click()
  await page.getByTestId('seed').fill(`durability-${SEED}`)
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  await page.getByTestId('draw-mythos').click()
  await page.getByTestId('nav-table').click()
  const id = decodeURIComponent(/#\/game\/([^/]+)\//.exec(page.url())![1])
  return { id, url: `${BASE}/#/game/${encodeURIComponent(id)}/table` }
}

/**
 * Whether Chromium discarded this origin's IndexedDB when it last started: its LevelDB directory
 * was gone and was created anew (the LOG LevelDB writes at each open says «since it was missing»).
 * The profile's own files, which no page can write: the app never deletes its database.
 */
function browserRecreatedDatabase(profile: string): boolean {
  const dir = path.join(profile, 'Default', 'IndexedDB')
  const port = new URL(BASE).port
  const db = existsSync(dir) ? readdirSync(dir).find((d) => d.endsWith(`_${port}.indexeddb.leveldb`)) : undefined
  const log = db ? path.join(dir, db, 'LOG') : null
  return !!log && existsSync(log) && /Creating DB .* since it was missing/.test(readFileSync(log, 'utf8'))
}

/** What Chromium does when it discards the database (DURABILITY_DISCARD_AT): the origin's LevelDB directory deleted. */
function discardDatabase(profile: string) {
  const dir = path.join(profile, 'Default', 'IndexedDB')
  for (const d of readdirSync(dir)) if (d.endsWith(`_${new URL(BASE).port}.indexeddb.leveldb`)) rmSync(path.join(dir, d), { recursive: true, force: true })
}

// On a failure (a timeout included) the last steps are printed.
test.afterEach(({}, info) => {
  if (info.status !== info.expectedStatus) console.log(`DUR-10 last steps:\n${trail.join('\n')}`)
})

test('DUR-10 killed mid-burst: every acknowledged command survives, the stored state is the replay of the log', async () => {
  test.setTimeout(240_000)
  t0 = Date.now()
  trail.length = 0
  const R = rng(SEED)
  const profile = mkdtempSync(path.join(os.tmpdir(), 'durability-'))
  let maxAck = 0
  const onAck = (n: number) => (maxAck = Math.max(maxAck, n))
  const snapshots: { label: string; row: Stored['row']; entries: Stored['entries'] }[] = []
  const stats = { kills: 0, killsWithCommandsInFlight: 0, clicks: 0, persisted: 0, lostUnacknowledged: 0, discardedByBrowser: 0, lostToDiscard: 0 }
  let run: Running | null = null

  try {
    // A new game through the UI.
    run = await startChromium(profile, onAck)
    let { id, url } = await newGame(run.page)
    let initial = await watchClues(run.page)
    let expected = initial
    /** Commands checked in games the browser discarded since (see below). */
    let before = 0

    for (let cycle = 1; before + expected - initial < TARGET; cycle++) {
      expect(cycle, 'too many cycles').toBeLessThan(60)
      // A burst of clicks in the page (not awaited), then a kill at a random moment.
      const n = 6 + R.int(25)
      const gaps = Array.from({ length: n }, () => (R.next() < 0.4 ? 0 : R.int(30)))
      const idle = R.next() < 0.25
      const killAfter = R.int(n * 30)
      step(`cycle ${cycle}: burst of ${n}${idle ? ', idle kill' : `, kill after ${killAfter} ms`}`)
      await within(30_000, 'start a burst', run.page.evaluate((g) => {
        const w = window as unknown as { __clue: { plus: HTMLButtonElement } }
        let i = 0
        const next = () => {
          w.__clue.plus.click()
          if (++i < g.length) setTimeout(next, g[i])
        }
        next()
      }, gaps))
      stats.clicks += n
      if (idle) await expect.poll(() => maxAck, { timeout: 20_000 }).toBeGreaterThanOrEqual(expected + n)
      else await sleep(killAfter)
      const ackedAtKill = maxAck
      if (ackedAtKill < expected + n) stats.killsWithCommandsInFlight++
      await killHard(run)
      stats.kills++
      if (cycle === DISCARD_AT) discardDatabase(profile)

      // Restart on the same profile and check.
      run = await startChromium(profile, onAck)
      step('restarted: open the table')
      await run.page.goto(url)
      const label = `cycle ${cycle} (burst of ${n}, ${idle ? 'idle kill' : `kill after ${killAfter} ms`}, acknowledged ${ackedAtKill - expected})`
      await run.page.locator('[data-testid=save-state], [data-testid=game-not-found], [data-testid=restored]').first().waitFor({ state: 'attached' })
      if (browserRecreatedDatabase(profile)) {
        // Chromium, started again after the kill, can discard the origin's whole IndexedDB (seen
        // about once in 300 restarts on this machine: its LevelDB directory deleted and created
        // anew). It must be the browser's doing — any other loss is the app's and fails below —
        // and the app brings the game back from its second copy by itself and says so.
        await expect(run.page.getByTestId('restored'), `${label}: the browser discarded the database and the app did not restore the game`).toBeVisible({ timeout: 30_000 })
        const restored = await watchClues(run.page)
        const stored = await readStored(run.page, id)
        expect(stored.row, `${label}: restored, but not stored`).toBeDefined()
        expect(stored.entries.map((e) => e.seq), label).toEqual(stored.entries.map((_, i) => i + 1))
        expect(stored.row.lastSeq, label).toBe(stored.entries.length)
        expect(restored, `${label}: the restored game shows another count than the stored one`).toBe(stored.row.state.investigators[0].clues)
        expect(restored, `${label}: the restored game holds commands never made`).toBeLessThanOrEqual(expected + n)
        stats.discardedByBrowser++
        stats.lostToDiscard += Math.max(0, ackedAtKill - restored)
        expect(stats.discardedByBrowser, 'the browser discarded the database more than twice in one run').toBeLessThanOrEqual(2)
        test.info().annotations.push({ type: 'durability', description: `${label}: Chromium discarded the origin's IndexedDB at its start; the game was restored from its second copy at ${restored} (acknowledged ${ackedAtKill})` })
        snapshots.push({ label: `${label}, restored`, row: stored.row, entries: stored.entries })
        expected = maxAck = restored
        continue
      }
      const shown = await watchClues(run.page)
      await expect(run.page.getByTestId('read-only')).toHaveCount(0)
      const stored = await readStored(run.page, id)
      expect(stored.row, `${label}: the game is not stored`).toBeDefined()
      const clues = stored.row.state.investigators[0].clues
      const gains = stored.entries.filter((e) => e.entry.command.type === 'GainClues').length
      const checked = `${label}, stored ${clues - expected}`
      expect(clues, `${checked}: an acknowledged command is missing`).toBeGreaterThanOrEqual(ackedAtKill)
      expect(clues, `${checked}: more commands than clicks`).toBeLessThanOrEqual(expected + n)
      expect(shown, `${checked}: the page shows another count than the stored one`).toBe(clues)
      expect(gains, checked).toBe(clues - initial)
      expect(stored.row.lastSeq, checked).toBe(stored.entries.length)
      expect(stored.entries.map((e) => e.seq), checked).toEqual(stored.entries.map((_, i) => i + 1))
      stats.lostUnacknowledged += expected + n - clues
      snapshots.push({ label: checked, row: stored.row, entries: stored.entries })
      expected = clues
      maxAck = clues
    }
    stats.persisted = before + expected - initial
    await killHard(run)
    run = null

    // Export through the UI in a Playwright-managed browser on the same profile.
    const ctx = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true, acceptDownloads: true, viewport: { width: 390, height: 844 } })
    let exported: { text: string; row: Stored['row'] }
    try {
      step('export: open the games list')
      const page = ctx.pages()[0] ?? (await ctx.newPage())
      page.setDefaultTimeout(30_000)
      page.setDefaultNavigationTimeout(30_000)
      await page.goto(`${BASE}/#/games`)
      await page.locator('[data-testid=game-item], [data-testid=no-games]').first().waitFor({ state: 'attached' })
      expect(await page.getByTestId('game-item').count() > 0 || !browserRecreatedDatabase(profile), 'Chromium discarded the origin\'s IndexedDB at the export\'s start').toBe(true)
      await expect(page.getByTestId('game-item')).toHaveCount(1)
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()])
      const text = readFileSync((await download.path())!, 'utf8')
      exported = { text, row: (await readStored(page, id)).row }
    } finally {
      await ctx.close()
    }

    // Replay every snapshot and the exported file through the rules, in Node.
    step('replay in Node')
    const input = path.join(profile, '..', `${path.basename(profile)}-verify.json`)
    writeFileSync(input, JSON.stringify({ snapshots, exported }))
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', 'tests/e2e/lib/verify-log.ts', input], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
      ),
    )
    rmSync(input, { force: true })
    const verdict = JSON.parse(out) as { ok: boolean; problems: string[]; checked: number }
    expect(verdict.problems).toEqual([])
    expect(verdict.checked).toBe(snapshots.length + 1)
    expect(stats.persisted).toBeGreaterThanOrEqual(TARGET)
    expect(stats.killsWithCommandsInFlight).toBeGreaterThan(0)
    test.info().annotations.push({ type: 'durability', description: JSON.stringify({ seed: SEED, ...stats }) })
    console.log(`durability seed ${SEED}: ${JSON.stringify(stats)}`)
  } finally {
    if (run) await killHard(run).catch(() => undefined)
    rmSync(profile, { recursive: true, force: true })
  }
})
