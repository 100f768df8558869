import { test, expect, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { dismissAlerts, expectNoSeriousA11yViolations, pickMythos, shot } from './helpers'

/**
 * What a group does at the table, on a phone: set up an 8-player game, play Mythos phases up to
 * a monster surge that overflows the Outskirts and raises terror, undo and redo, reload, go
 * offline, export and import into a fresh profile, and finish with the final battle and the score.
 */

async function expectTable(page: Page, v: { doom: string; terror: string; gates: string }) {
  await page.getByTestId('nav-table').click()
  await expect(page.getByTestId('gauge-doom').getByTestId('value')).toHaveText(v.doom)
  await expect(page.getByTestId('gauge-terror').getByTestId('value')).toHaveText(v.terror)
  await expect(page.getByTestId('gauge-gates').getByTestId('value')).toHaveText(v.gates)
}

test('a whole evening: setup, Mythos, surge and overflow, undo/redo, reload, offline, export/import, battle', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect(page.getByRole('heading', { name: 'Zapisane gry' })).toBeVisible()
  await shot(page, '01-games-empty')
  await expectNoSeriousA11yViolations(page, 'games')
  await page.getByRole('button', { name: 'Ustawienia' }).click()
  await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible()
  await shot(page, '01b-settings')
  await expectNoSeriousA11yViolations(page, 'settings')
  await page.getByTestId('theme-light').click()
  await shot(page, '01c-settings-light')
  await expectNoSeriousA11yViolations(page, 'settings light')
  await page.getByTestId('theme-dark').click()
  await page.goto('/#/games')

  // Setup wizard
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-8').click()
  await page.getByTestId('ao-select').selectOption('cthulhu')
  await page.getByTestId('seed').fill('e2e-seed-1')
  await page.getByLabel('Nazwa gry').fill('Piątek')
  await shot(page, '02-setup')
  await expectNoSeriousA11yViolations(page, 'setup')
  await page.getByTestId('create-game').click()
  await expect(page.getByRole('heading', { name: 'Przygotuj planszę' })).toBeVisible()
  await expect(page.getByTestId('setup-ao')).toContainText('13')
  await shot(page, '03-checklist')
  await expectNoSeriousA11yViolations(page, 'checklist')
  await page.getByTestId('to-first-mythos').click()

  // Four Mythos cards open four gates (8 players: 2 monsters per gate).
  await pickMythos(page, 'All Quiet', 'all-quiet-in-arkham')
  await expect(page.getByTestId('mythos-result')).toContainText('Brama otwiera się')
  await shot(page, '04-mythos-result')
  await expectNoSeriousA11yViolations(page, 'mythos')
  await pickMythos(page, 'Blue Flu', 'blue-flu')
  await pickMythos(page, 'Blackouts', 'city-gripped-by-blackouts')
  await pickMythos(page, 'Church Group', 'church-group-reclaims-southside')
  await expectTable(page, { doom: '4', terror: '0', gates: '4' })
  await expect(page.getByTestId('gauge-gates')).toHaveAttribute('data-level', 'critical') // 5 gates awaken with 8 players
  await shot(page, '05-table')
  await expectNoSeriousA11yViolations(page, 'table')

  // A card for Woods, where a gate is open: a monster surge of max(4 gates, 8 players) = 8 over the limit.
  await page.getByTestId('nav-mythos').click()
  await pickMythos(page, 'Manhunt', 'manhunt-in-arkham')
  await expect(page.getByTestId('pending-choice')).toBeVisible()
  await shot(page, '06-surge-choice')
  await expectNoSeriousA11yViolations(page, 'surge choice')
  await page.getByTestId('confirm-surge').click()
  const alerts = await dismissAlerts(page, { expect: true })
  expect(alerts.some((a) => /Panika rośnie/.test(a))).toBe(true)
  expect(alerts.some((a) => /Peryferia przepełnione/.test(a))).toBe(true)
  await expectTable(page, { doom: '4', terror: '5', gates: '4' })
  await expect(page.getByTestId('gauge-monsters').getByTestId('value')).toHaveText('11')

  // Undo the surge placement: the choice is asked again; redo puts it back.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('gauge-terror').getByTestId('value')).toHaveText('0')
  await page.getByTestId('redo').click()
  await expect(page.getByTestId('gauge-terror').getByTestId('value')).toHaveText('5')

  // Log screen
  await page.getByTestId('nav-log').click()
  await expect(page.getByTestId('log-entry').first()).toBeVisible()
  await shot(page, '07-log')
  await expectNoSeriousA11yViolations(page, 'log')

  // Map and decks screens render
  await page.getByTestId('nav-map').click()
  await shot(page, '08-map')
  await expectNoSeriousA11yViolations(page, 'map')
  await page.getByTestId('nav-decks').click()
  await shot(page, '09-decks')
  await expectNoSeriousA11yViolations(page, 'decks')

  // Reload: same state, served from IndexedDB.
  await page.reload()
  await expectTable(page, { doom: '4', terror: '5', gates: '4' })

  // Offline: the service worker serves the app; the game is still there and still playable.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
  await context.setOffline(true)
  const resp = await page.reload()
  expect(resp?.fromServiceWorker()).toBe(true)
  await expectTable(page, { doom: '4', terror: '5', gates: '4' })
  await page.getByTestId('doom-up').click()
  await expect(page.getByTestId('gauge-doom').getByTestId('value')).toHaveText('5')
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('gauge-doom').getByTestId('value')).toHaveText('4')
  await context.setOffline(false)

  // Export the game file.
  await page.goto('/#/games')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()])
  const file = await download.path()
  const text = await readFile(file!, 'utf8')
  expect(JSON.parse(text).format).toBe('mythos-ledger.game')

  // Import into a fresh profile: the same state.
  const fresh = await browser.newContext({ bypassCSP: true })
  const p2 = await fresh.newPage()
  await p2.goto('/')
  await p2.getByTestId('import-input').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(p2.getByTestId('game-item')).toHaveCount(1)
  await p2.getByTestId('resume').click()
  await expectTable(p2, { doom: '4', terror: '5', gates: '4' })
  // A broken file is refused and changes nothing.
  await p2.goto('/#/games')
  await p2.getByTestId('import-input').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, text.length / 2)) })
  await expect(p2.getByTestId('import-error')).toBeVisible()
  await expect(p2.getByTestId('game-item')).toHaveCount(1)
  await fresh.close()

  // The Ancient One awakens (a card effect) and is banished in the final battle.
  await page.goto('/#/games')
  await page.getByTestId('resume').click()
  // The awakening asks first, in place («Tak» does it).
  await page.getByRole('button', { name: /Przedwieczny się budzi/ }).click()
  await page.getByTestId('awaken-yes').click()
  const awake = await dismissAlerts(page, { expect: true })
  expect(awake[0]).toMatch(/Przedwieczny się budzi/)
  await page.getByTestId('nav-battle').click()
  await expect(page.getByTestId('battle-doom')).toHaveText('13')
  await shot(page, '10-battle')
  await expectNoSeriousA11yViolations(page, 'battle')
  await page.getByTestId('battle-round').click()
  for (const id of ['inv-1', 'inv-2', 'inv-3']) {
    if (await page.getByTestId('outcome').isVisible().catch(() => false)) break
    await page.locator(`#succ-${id}`).fill('50')
    await page.getByTestId(`attack-${id}`).click()
    await dismissAlerts(page)
  }
  await expect(page.getByTestId('outcome')).toContainText('Przedwieczny wygnany')
  // Cthulhu 13 − terror 5 + 8 sane survivors = 16
  await expect(page.getByTestId('score-total')).toHaveText('16')
  await shot(page, '11-end')
  await expectNoSeriousA11yViolations(page, 'end')

  expect(errors).toEqual([])
  await context.close()
})

test('installable PWA with a strict CSP and no console errors', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => { if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text()) })
  // The served build carries the policy as a header and in its page (src/app/csp.ts).
  const response = await page.request.get('/')
  const header = response.headers()['content-security-policy'] ?? ''
  expect(header).toContain("script-src 'self'")
  expect(header).not.toContain('unsafe-eval')
  await page.goto('/')
  // The header adds `frame-ancestors 'none'`, which a meta tag cannot carry (SEC-05).
  expect(header.split('; ')).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-frame-options']).toBe('DENY')
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(header.replace("; frame-ancestors 'none'", ''))
  expect((await page.request.get('/_headers')).ok()).toBe(true)
  const reg = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(reg).toBe(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors')
  expect(errors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
  const manifest = await cdp.send('Page.getAppManifest')
  expect(manifest.errors).toEqual([])
  expect(violations).toEqual([])
})

test('a game that is not on this device: the page says so, why that can be, and leads to the games list', async ({ page }) => {
  await page.goto('/#/game/not-here/table')
  const alert = page.getByTestId('game-not-found')
  await expect(alert).toContainText('Tej gry nie ma na tym urządzeniu.')
  await expect(alert).toContainText('przeglądarka mogła usunąć dane tej strony')
  await page.setViewportSize({ width: 360, height: 780 })
  await shot(page, 'game-not-found-360')
  await page.getByTestId('to-games').click()
  await expect(page).toHaveURL(/#\/games$/)
  await expect(page.getByTestId('new-game')).toBeVisible()
})

/** Each game's setup form filled as a table would (the fewest fields it needs), up to «create». */
const SETUPS: Record<string, (page: Page) => Promise<void>> = {
  ah2e: async (p) => {
    await p.getByTestId('players-2').click()
  },
  'elder-sign': async (p) => {
    await p.getByTestId('players-1').click()
    await p.getByTestId('investigator-1').selectOption('monterey-jack')
    await p.getByTestId('es-ao').selectOption('yig')
  },
  ah3e: async (p) => {
    await p.getByTestId('scenario').selectOption('tyrants-of-ruin')
    await p.getByTestId('fact-terror-deck').fill('8')
    await p.getByTestId('players-2').click()
    await p.getByTestId('investigator-1').fill('Stella Clark')
    await p.getByTestId('investigator-2').fill('Silas Marsh')
    await p.getByTestId('lead').selectOption({ index: 1 })
  },
  cults: async (p) => {
    await p.getByTestId('players-3').click()
  },
}

test('SETUP-RELOAD a reload on a game\'s setup checklist shows that checklist again, not an empty form; the game exists once', async ({ page }) => {
  for (const [kind, fill] of Object.entries(SETUPS)) {
    await page.goto(`/#/new/${kind}`)
    await fill(page)
    await page.getByTestId('seed').fill(`reload-${kind}`)
    await page.getByLabel('Nazwa gry').fill(`Przeładowana ${kind}`)
    await page.getByTestId('create-game').click()
    const checklist = page.getByTestId('checklist')
    await expect(checklist).toBeVisible()
    const before = await checklist.textContent()
    await expect(page).toHaveURL(new RegExp(`#/new/${kind}/[^/]+$`))
    await page.reload()
    await expect(checklist).toBeVisible()
    expect(await checklist.textContent(), kind).toBe(before)
    await expect(page.getByTestId('create-game')).toHaveCount(0)
    // The games list has it once.
    await page.goto('/#/games')
    await expect(page.getByText(`Przeładowana ${kind}`, { exact: true })).toHaveCount(1)
  }
})
