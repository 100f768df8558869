import { test, expect, type Browser, type Locator, type Page } from '@playwright/test'
import { boardDone, dismissAlerts } from './helpers'
import { gameIdOf, host, liveLaunch, pair, phone, sameLogs, type Phone } from './live-helpers'

/**
 * Each of the four games at a live table (issue #30, done-when): two phones paired through the
 * codes; the host plays a command and the guest shows it — the same figures and the same «Na
 * planszy» lines; the guest plays one and the host shows it; both hold the same log.
 */
test.use({ launchOptions: liveLaunch })

/** The phones of the running test, closed after it (their links would go on using the machine). */
const open: Phone[] = []
test.afterEach(async () => {
  for (const p of open.splice(0)) await p.context.close()
})
async function phones(browser: Browser): Promise<[Phone, Phone]> {
  const two: [Phone, Phone] = [await phone(browser, 'A'), await phone(browser, 'B')]
  open.push(...two)
  return two
}

const sheet = (p: Page) => p.getByTestId('board-changes')
const idle = (p: Page) => expect(p.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0)

/** The «Na planszy» lines a phone shows now (the sheet opened, every line, earlier ones too). */
async function lines(p: Page): Promise<string[]> {
  if (!(await sheet(p).isVisible())) return []
  const toggle = sheet(p).getByTestId('board-toggle')
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  const earlier = sheet(p).getByTestId('board-earlier')
  if (await earlier.isVisible()) await earlier.click()
  return (await sheet(p).getByTestId('board-change').allTextContents()).map((s) => s.trim()).sort()
}

/** Both phones start from an empty sheet (the players did what it listed). */
async function clearSheets(...ps: Phone[]) {
  for (const p of ps) {
    await dismissAlerts(p.page)
    await boardDone(p.page)
  }
}

/**
 * `from` plays `tap` (its command is written there); `to` then shows the same figure (`shown`) and
 * the same «Na planszy» lines, which name `line`. Returns the lines.
 */
async function seen(from: Phone, to: Phone, tap: (p: Page) => Promise<void>, shown: (p: Page) => Locator, line: RegExp): Promise<string[]> {
  await clearSheets(from, to)
  await tap(from.page)
  await idle(from.page)
  const want = await lines(from.page)
  expect(want.some((l) => line.test(l)), `${from.name}'s lines: ${want.join(' | ')}`).toBe(true)
  const figure = ((await shown(from.page).textContent()) ?? '').trim()
  await expect(shown(to.page)).toHaveText(figure)
  await expect.poll(() => lines(to.page), { message: `${to.name}'s «Na planszy»` }).toEqual(want)
  return want
}

/** Two phones at a live table over the game `a` has open. */
async function table(a: Phone, b: Phone): Promise<string> {
  const id = gameIdOf(a)
  await host(a)
  await pair(a, b)
  await expect(b.page.getByTestId('live-bar')).toHaveAttribute('data-role', 'guest')
  return id
}

test('AH2e at a live table: the host\'s doom step and the guest\'s show on both, with their «Na planszy» lines', async ({ browser }) => {
  const [a, b] = await phones(browser)
  const p = a.page
  await p.getByTestId('new-game').click()
  await p.getByTestId('new-ah2e').click()
  await p.getByTestId('players-2').click()
  await p.getByTestId('seed').fill('live-games-ah2e')
  await p.getByTestId('create-game').click()
  await p.getByTestId('to-first-mythos').click()
  await p.getByTestId('draw-mythos').click()
  await dismissAlerts(p)
  await p.getByTestId('nav-table').click()
  const id = await table(a, b)
  for (const x of [a, b]) await x.page.getByTestId('nav-table').click()
  const doom = (q: Page) => q.getByTestId('gauge-doom').getByTestId('value')
  await seen(a, b, (q) => q.getByTestId('doom-up').click(), doom, /^Tor zagłady: dołóż 1 żeton \(razem 2\)$/)
  await seen(b, a, (q) => q.getByTestId('doom-up').click(), doom, /^Tor zagłady: dołóż 1 żeton \(razem 3\)$/)
  await sameLogs(id, a, b)
})

test('Elder Sign at a live table: the host\'s turn and clock, then the guest\'s, show on both, with their «Na planszy» lines', async ({ browser }) => {
  const [a, b] = await phones(browser)
  const p = a.page
  await p.getByTestId('new-game').click()
  await p.getByTestId('new-elder-sign').click()
  await p.getByTestId('players-1').click()
  await p.getByTestId('investigator-1').selectOption('monterey-jack')
  await p.getByTestId('es-ao').selectOption('yig')
  await p.getByTestId('seed').fill('live-games-es')
  await p.getByTestId('create-game').click()
  await p.getByTestId('to-table').click()
  // The setup's questions, answered on the host: no locked die, a Mythos card with no doom, monsters where the app says.
  const panel = p.getByTestId('pending-panel')
  for (let i = 0; i < 20; i++) {
    await expect(panel.or(p.getByTestId('next-step')).or(p.getByTestId('alert')).first()).toBeVisible()
    await dismissAlerts(p)
    if (!(await panel.isVisible())) break
    const kind = await panel.getAttribute('data-kind')
    if (kind === 'adventure-lock') await p.getByTestId('lock-none').click()
    else if (kind === 'mythos-card') {
      await p.getByTestId('mythos-title').fill(`Karta ${i}`)
      await p.getByTestId('mythos-doom').fill('0')
      await p.getByTestId('mythos-submit').click()
    } else await p.getByTestId('monster-submit').click()
    await idle(p)
  }
  await expect(p.getByTestId('next-step')).toHaveAttribute('data-step', 'move')
  const id = await table(a, b)
  for (const x of [a, b]) await x.page.getByTestId('nav-table').click()
  const step = (q: Page) => q.getByTestId('next-step')
  const clock = (q: Page) => q.getByTestId('gauge-clock').getByTestId('value')
  /** A turn at the Entrance with no action, played on `x`: both phones then stand at the clock. */
  const idleTurn = async (x: Phone) => {
    await x.page.getByTestId('move').click()
    await expect(x.page.getByTestId('entrance')).toBeVisible()
    await x.page.getByTestId('pass').click()
    await idle(x.page)
    await x.page.getByTestId('nav-table').click()
    for (const q of [a, b]) await expect(step(q.page)).toHaveAttribute('data-step', 'advance-clock')
  }
  // The host's turn and clock: the guest shows the hand at III, and its line.
  await idleTurn(a)
  await seen(a, b, (q) => q.getByTestId('advance-clock').click(), clock, /^Zegar: ustaw wskazówkę na III/)
  // The guest's turn and clock: the host shows VI.
  await expect(step(b.page)).toHaveAttribute('data-step', 'move')
  await idleTurn(b)
  await seen(b, a, (q) => q.getByTestId('advance-clock').click(), clock, /^Zegar: ustaw wskazówkę na VI/)
  await expect(clock(p)).toHaveText('VI')
  await sameLogs(id, a, b)
})

test('AH3e at a live table: doom put by the host and by the guest shows on both, with its «Na planszy» line', async ({ browser }) => {
  const [a, b] = await phones(browser)
  const p = a.page
  await p.getByTestId('new-game').click()
  await p.getByTestId('new-ah3e').click()
  await p.getByTestId('scenario').selectOption('tyrants-of-ruin')
  await p.getByTestId('fact-terror-deck').fill('8')
  await p.getByTestId('players-2').click()
  await p.getByTestId('investigator-1').fill('Stella Clark')
  await p.getByTestId('investigator-2').fill('Silas Marsh')
  await p.getByTestId('lead').selectOption({ index: 1 })
  await p.getByTestId('cup-draws').selectOption('physical')
  await p.getByTestId('seed').fill('live-games-ah3e')
  await p.getByTestId('create-game').click()
  await p.getByTestId('to-board').click()
  // The setup's event cards, answered on the host (the first neighbourhood or space offered).
  await expect(p.getByTestId('ask-event-card').or(p.getByTestId('not-mythos')).or(p.getByTestId('ah3e-board')).or(p.getByTestId('alert')).first()).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await dismissAlerts(p)
    const banner = p.getByTestId('pending-answer')
    if (await banner.isVisible()) await banner.click()
    const ask = p.getByTestId('ask-event-card')
    if (!(await ask.isVisible())) break
    const seq = await ask.getAttribute('data-seq')
    if ((await ask.locator('[data-testid^="card-space-"]').count()) > 0) {
      await ask.locator('[data-testid^="card-space-"]').first().click()
      await p.getByTestId('card-submit').click()
    } else await ask.locator('[data-testid^="card-hood-"]').first().click()
    await expect(p.locator(`[data-testid="ask-event-card"][data-seq="${seq}"]`)).toHaveCount(0)
  }
  await p.getByTestId('nav-board').click()
  const id = await table(a, b)
  for (const x of [a, b]) await x.page.getByTestId('nav-board').click()
  const hood = (q: Page) => q.getByTestId('hood-doom-innsmouth-village')
  const plus = (q: Page) => q.getByTestId('doom-plus-esoteric-order-of-dagon').click()
  await seen(a, b, plus, hood, /^Pole: Ezoteryczny Zakon Dagona — połóż/)
  await seen(b, a, plus, hood, /^Pole: Ezoteryczny Zakon Dagona — połóż/)
  await sameLogs(id, a, b)
})

test('Rise of the Cults at a live table: the host\'s layout and starting site show on the guest with their «Na planszy» lines; the guest\'s undo on the host', async ({ browser }) => {
  const [a, b] = await phones(browser)
  const p = a.page
  await p.getByTestId('new-game').click()
  await p.getByTestId('new-cults').click()
  await p.getByTestId('players-1').click()
  await p.getByTestId('layout').selectOption('1')
  await p.getByTestId('seed').fill('live-games-cults')
  await p.getByTestId('create-game').click()
  await p.getByTestId('to-table').click()
  await expect(p.getByTestId('ask-layout')).toBeVisible()
  const id = await table(a, b)
  for (const x of [a, b]) await x.page.getByTestId('nav-table').click()
  await expect(b.page.getByTestId('ask-layout')).toBeVisible()
  const round = (q: Page) => q.getByTestId('round-phase')
  // The host confirms the layout: the guest is asked for the starting site too, with the same lines.
  await seen(a, b, (q) => q.getByTestId('set-layout').click(), round, /./)
  await expect(b.page.getByTestId('ask-site')).toBeVisible()
  await seen(a, b, (q) => q.getByTestId('site-northside').click(), round, /./)
  await expect(round(b.page)).toContainText('Runda 1 z 6')
  // The guest undoes it on its log: the host asks for the site again, and says what to take back.
  await clearSheets(a, b)
  await b.page.getByTestId('nav-log').click()
  await b.page.getByTestId('log-undo').click()
  await expect(sheet(p)).toHaveAttribute('data-kind', 'undo')
  await expect(p.getByTestId('ask-site')).toBeVisible()
  await sameLogs(id, a, b)
})
