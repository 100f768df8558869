import { test, expect, type Browser, type Page } from '@playwright/test'
import { gameIdOf, host, liveLaunch, pair, phone, sameLogs, storedLog, type Phone } from './live-helpers'
import { shot } from './helpers'

/**
 * The live table between browser contexts on this machine (each its own phone): paired through
 * the codes, a host tap shows on the guests, a guest tap commits on the host, a stale tap is
 * refused and caught up, a reload catches up, the host leaves and a guest takes over, offline.
 */
test.use({ launchOptions: liveLaunch })

/** An AH2e game with a fixed seed (no pending choice after the first card), on the table screen. */
async function ah2eGame(page: Page, seed = 'tabs-e2e') {
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-3').click()
  await page.getByTestId('seed').fill(seed)
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  await page.getByTestId('draw-mythos').click()
  await page.getByTestId('nav-table').click()
}
/**
 * Phones A, B (and C): A's AH2e game hosted, the others paired with it (named «B», «C» as their
 * players typed it, unless `named` is false). Returns the phones and the game's id.
 */
async function hostedTable(browser: Browser, n: 3): Promise<{ a: Phone; b: Phone; c: Phone; id: string }>
async function hostedTable(browser: Browser, n: 2, named?: boolean): Promise<{ a: Phone; b: Phone; id: string }>
async function hostedTable(browser: Browser, n: 2 | 3, named = true): Promise<{ a: Phone; b: Phone; c: Phone | null; id: string }> {
  const a = await phone(browser, 'A')
  const b = await phone(browser, 'B')
  const c = n === 3 ? await phone(browser, 'C') : null
  await ah2eGame(a.page)
  const id = gameIdOf(a)
  await host(a)
  await pair(a, b, named ? { name: 'B' } : {})
  if (c) await pair(a, c, { name: 'C' })
  return { a, b, c, id }
}
const doom = (page: Page) => page.getByTestId('gauge-doom').getByTestId('value')
/** Only this machine: every request a phone makes goes to the app's own server on the loopback. */
function onlyLoopback(p: Phone, seen: string[]) {
  p.page.on('request', (r) => {
    if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(r.url()) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) seen.push(r.url())
  })
}

test('two phones: a host tap shows on the guest, a guest tap commits on the host, undo and redo from either', async ({ browser }) => {
  const away: string[] = []
  const a = await phone(browser, 'A')
  const b = await phone(browser, 'B')
  onlyLoopback(a, away)
  onlyLoopback(b, away)
  await ah2eGame(a.page)
  await expect(doom(a.page)).toHaveText('1')
  const id = gameIdOf(a)
  await host(a)
  await pair(a, b, { name: 'Bartek' })
  await expect(b.page.getByTestId('live-bar')).toHaveAttribute('data-role', 'guest')
  await expect(a.page.getByTestId('live-peer')).toContainText('Bartek')
  await b.page.getByTestId('nav-table').click()
  await expect(doom(b.page)).toHaveText('1')

  await a.page.getByTestId('nav-table').click()
  // «Na planszy» is the table's (review-live 7): B, paired after A's Mythos draw, shows A's lines.
  const onA = await a.page.getByTestId('board-change').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')))
  expect(onA.length).toBeGreaterThan(0)
  await expect(b.page.getByTestId('board-ticked')).toHaveText(await a.page.getByTestId('board-ticked').textContent() ?? '')
  expect(await b.page.getByTestId('board-change').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')))).toEqual(onA)
  await a.page.getByTestId('doom-up').click()
  await expect(doom(a.page)).toHaveText('2')
  await expect(doom(b.page)).toHaveText('2')
  // «Na planszy» on the guest lists the host's change.
  await expect(b.page.getByTestId('board-changes')).toBeVisible()

  await b.page.getByTestId('doom-up').click()
  await expect(doom(b.page)).toHaveText('3')
  await expect(doom(a.page)).toHaveText('3')

  // Undo on the guest (the log screen), redo on the host: an undo is an entry like any other.
  await b.page.getByTestId('nav-log').click()
  await b.page.getByTestId('log-undo').click()
  await expect(doom(a.page)).toHaveText('2')
  await a.page.getByTestId('nav-log').click()
  await expect(b.page.getByTestId('log-redo')).toBeEnabled()
  await a.page.getByTestId('log-redo').click()
  await b.page.getByTestId('nav-table').click()
  await expect(doom(b.page)).toHaveText('3')
  const log = await sameLogs(id, a, b)
  expect(log.length).toBeGreaterThanOrEqual(4)
  // A tick on the host shows on the guest; «Gotowe» on the guest empties the host's list.
  await a.page.getByTestId('nav-table').click()
  if ((await a.page.getByTestId('board-toggle').getAttribute('aria-expanded')) !== 'true') await a.page.getByTestId('board-toggle').click()
  await a.page.getByTestId('board-change').first().click()
  await expect(b.page.getByTestId('board-ticked')).toHaveText(await a.page.getByTestId('board-ticked').textContent() ?? '')
  await b.page.getByTestId('board-done').click()
  await expect(b.page.getByTestId('board-changes')).toHaveCount(0)
  await expect(a.page.getByTestId('board-changes')).toHaveCount(0)
  expect(away).toEqual([])
})

test('three phones: two guests tap at once, the stale one is refused and caught up; a watching phone cannot tap', async ({ browser }) => {
  test.setTimeout(300_000)
  const { a, b, c, id } = await hostedTable(browser, 3)
  await expect(a.page.getByTestId('live-peer')).toHaveCount(2)
  for (const p of [a, b, c]) await p.page.getByTestId('nav-table').click()

  // Both tap on the same log. The host decides one; the other was tapped on a log the host has
  // moved past: refused (it says so) and caught up. Taps at once race, so try a few times; each
  // tap is the button's own click, with no waits before it, so the two leave close together even on
  // a loaded machine.
  let refused = false
  for (let i = 0; i < 10 && !refused; i++) {
    const before = Number(await doom(a.page).textContent())
    await Promise.all([b, c].map((p) => p.page.getByTestId('doom-up').evaluate((el: HTMLElement) => el.click())))
    for (const p of [b, c]) await expect(p.page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0)
    const after = Number(await doom(a.page).textContent())
    for (const p of [b, c]) await expect(doom(p.page)).toHaveText(String(after))
    // What each shows now (a phone whose tap went through shows no error: not waited for).
    const errors = await Promise.all([b, c].map((p) => p.page.getByTestId('table-error').allTextContents().then((t) => t.join(' '))))
    const stale = errors.filter((e) => /zmienił grę pierwszy/.test(e ?? '')).length
    expect(after - before + stale).toBe(2)
    refused = stale === 1
  }
  expect(refused).toBe(true)
  await sameLogs(id, a, b, c)

  // The host lets C only watch: C's controls are off (its bar says why) and nothing changes.
  await a.page.getByTestId('live-open').click()
  await a.page.getByTestId('live-peer').filter({ hasText: /^C · / }).getByTestId('live-peer-watch').click()
  await expect(a.page.getByTestId('live-peer').filter({ hasText: /^C · / }).getByTestId('live-peer-watch')).toHaveAttribute('aria-pressed', 'true')
  // (Read on C: the host shows its live screen, not the table.)
  const now = (await doom(c.page).textContent())!
  await expect(c.page.getByTestId('doom-up')).toBeDisabled()
  await expect(c.page.getByTestId('live-bar')).toContainText(/tylko patrzysz/)
  await expect(doom(c.page)).toHaveText(now)
  await c.page.getByTestId('nav-log').click()
  await expect(c.page.getByTestId('log-undo')).toBeDisabled()
  await c.page.getByTestId('nav-table').click()
  await a.page.getByTestId('nav-table').click()
  await expect(doom(a.page)).toHaveText(now)
  // Let to tap again, C taps.
  await a.page.getByTestId('live-open').click()
  await a.page.getByTestId('live-peer').filter({ hasText: /^C · / }).getByTestId('live-peer-play').click()
  await expect(c.page.getByTestId('doom-up')).toBeEnabled()
  await c.page.getByTestId('doom-up').click()
  await expect(doom(c.page)).toHaveText(String(Number(now) + 1))
})

test('a guest that reloads follows still, is refused while not connected, and catches up when paired again', async ({ browser }) => {
  const { a, b, id } = await hostedTable(browser, 2, false)
  await b.page.getByTestId('nav-table').click()
  await b.page.getByTestId('doom-up').click()
  await sameLogs(id, a, b)

  await b.page.reload()
  await expect(b.page.getByTestId('live-bar')).toHaveAttribute('data-connected', 'false')
  await b.page.getByTestId('nav-table').click()
  const was = await doom(b.page).textContent()
  await b.page.getByTestId('doom-up').click()
  await expect(b.page.getByTestId('table-error')).toContainText(/nie jest połączony/)
  await expect(doom(b.page)).toHaveText(was!)

  // Meanwhile the host plays on.
  await a.page.getByTestId('nav-table').click()
  await expect(doom(a.page)).toHaveText('2')
  await a.page.getByTestId('doom-up').click()
  await expect(doom(a.page)).toHaveText('3')
  await a.page.getByTestId('doom-up').click()
  // Waited for by value: read at once after a tap, the figure may be the one before it.
  await expect(doom(a.page)).toHaveText('4')
  const now = '4'

  // Paired again from the game's live screen: only what it missed comes.
  await b.page.getByTestId('live-bar-open').click()
  await pair(a, b)
  await b.page.getByTestId('nav-table').click()
  await expect(doom(b.page)).toHaveText(now)
  await sameLogs(id, a, b)
  await a.page.getByTestId('nav-table').click()
  await b.page.getByTestId('doom-up').click()
  await expect(doom(a.page)).toHaveText(String(Number(now) + 1))
})

test('the host reloads: its guest is told to pair again, not to take over; the host says it was sharing, and a new code brings the guest back', async ({ browser }) => {
  const { a, b, id } = await hostedTable(browser, 2)
  await expect(a.page.getByTestId('live-peer')).toHaveCount(1)

  await a.page.reload()
  await expect(b.page.getByTestId('live-bar')).toHaveAttribute('data-connected', 'false', { timeout: 30_000 })
  await b.page.getByTestId('live-bar-open').click()
  await expect(b.page.getByTestId('live-guest')).toHaveAttribute('data-state', 'lost')
  await expect(b.page.getByTestId('live-guest-state')).toContainText(/nowy kod/)
  // Pairing again is the first choice; taking over only after a warning.
  await expect(b.page.getByTestId('live-offer-input')).toBeVisible()
  await expect(b.page.getByTestId('live-take-over')).toHaveCount(0)
  await b.page.getByTestId('live-take-over-ask').click()
  await expect(b.page.getByTestId('live-take-over-warn')).toContainText(/może wciąż grać/)

  await expect(a.page.getByTestId('live-hosted-before')).toContainText('telefony przy stole: 1')
  await a.page.getByTestId('live-host').click()
  await expect(a.page.getByTestId('live-offer-code')).toBeVisible()
  await pair(a, b)
  await b.page.getByTestId('nav-table').click()
  const was = Number(await doom(b.page).textContent())
  await b.page.getByTestId('doom-up').click()
  await a.page.getByTestId('nav-table').click()
  await expect(doom(a.page)).toHaveText(String(was + 1))
  await sameLogs(id, a, b)
})

test('the host stops hosting: a guest takes the game over with nothing lost, and the other joins it', async ({ browser }) => {
  const { a, b, c, id } = await hostedTable(browser, 3)
  await a.page.getByTestId('nav-table').click()
  for (let i = 0; i < 3; i++) await a.page.getByTestId('doom-up').click()
  const before = await sameLogs(id, a, b, c)

  await a.page.getByTestId('live-open').click()
  await a.page.getByTestId('live-stop').click()
  for (const p of [b, c]) await expect(p.page.getByTestId('live-bar')).toHaveAttribute('data-connected', 'false')
  await b.page.getByTestId('live-bar-open').click()
  await expect(b.page.getByTestId('live-guest')).toHaveAttribute('data-state', 'left')
  await b.page.getByTestId('live-take-over').click()
  await expect(b.page.getByTestId('live-offer-code')).toBeVisible()
  expect(await storedLog(b, id)).toEqual(before)

  await c.page.getByTestId('live-bar-open').click()
  await pair(b, c)
  await c.page.getByTestId('nav-table').click()
  await c.page.getByTestId('doom-up').click()
  await b.page.getByTestId('nav-table').click()
  await expect(doom(b.page)).toHaveText(await doom(c.page).textContent() as string)
  const after = await sameLogs(id, b, c)
  expect(after.slice(0, before.length)).toEqual(before)
  expect(after.length).toBe(before.length + 1)
})

test('the host hands the game over: the new host plays on, the old one follows it', async ({ browser }) => {
  const { a, b, id } = await hostedTable(browser, 2)
  await a.page.getByTestId('live-hand-over').click()
  await expect(b.page.getByTestId('live-bar')).toHaveAttribute('data-role', 'host')
  await expect(a.page.getByTestId('live-bar')).toHaveAttribute('data-role', 'guest')
  await expect(a.page.getByTestId('live-bar')).toHaveAttribute('data-connected', 'true')
  await b.page.getByTestId('nav-table').click()
  await expect(doom(b.page)).toHaveText('1')
  await b.page.getByTestId('doom-up').click()
  await expect(doom(b.page)).toHaveText('2')
  await a.page.getByTestId('nav-table').click()
  await expect(doom(a.page)).toHaveText('2')
  // Waited for by value: a figure read just after a guest's tap may be the one before it.
  await a.page.getByTestId('doom-up').click()
  await expect(doom(a.page)).toHaveText('3')
  await expect(doom(b.page)).toHaveText('3')
  await sameLogs(id, a, b)
})

test('offline: with no network but this machine, phones pair and play; nothing is asked of any other address', async ({ browser }) => {
  const a = await phone(browser, 'A')
  const b = await phone(browser, 'B')
  // From now on any request to an address other than the app's server on the loopback fails (and is counted).
  const tried: string[] = []
  for (const p of [a, b]) {
    await p.context.route((url) => !/^http:\/\/127\.0\.0\.1:\d+\//.test(url.href), (r) => (tried.push(r.request().url()), r.abort()))
  }
  await ah2eGame(a.page)
  const id = gameIdOf(a)
  await host(a)
  await pair(a, b)
  await b.page.getByTestId('nav-table').click()
  await b.page.getByTestId('doom-up').click()
  await a.page.getByTestId('nav-table').click()
  await expect(doom(a.page)).toHaveText('2')
  await sameLogs(id, a, b)
  expect(tried).toEqual([])
})

test('at 360 px the header keeps its controls on the screen, and the pairing screen needs no sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  const fits = async (where: string) => {
    const [header, doc] = await page.evaluate(() => {
      const h = document.querySelector('header')!
      return [h.scrollWidth - h.clientWidth, document.documentElement.scrollWidth - document.documentElement.clientWidth]
    })
    expect(header, `${where}: the header overflows`).toBeLessThanOrEqual(0)
    expect(doc, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0)
  }
  await page.goto('/')
  await expect(page.getByTestId('new-game')).toBeVisible()
  await fits('games list')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-2').click()
  await page.getByLabel('Nazwa gry').fill('Wieczór u Bartka z bardzo długą nazwą')
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  await page.getByTestId('draw-mythos').click()
  await expect(page.getByTestId('save-state')).toBeAttached()
  await fits('a game')
  await page.getByTestId('live-open').click()
  await page.getByTestId('live-host').click()
  await expect(page.getByTestId('live-offer-code')).toBeVisible()
  await fits('the pairing screen')
  await shot(page, 'live-pairing-360')
  await context.close()
})
