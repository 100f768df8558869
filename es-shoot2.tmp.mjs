import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:4190'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, locale: 'pl-PL' })
const page = await ctx.newPage()
const errors = []
page.on('pageerror', (e) => errors.push(String(e)))
await page.goto(base + '/#/new/elder-sign')
await page.waitForTimeout(1000)
await page.getByTestId('players-1').click()
await page.getByTestId('investigator-1').selectOption('monterey-jack')
await page.getByTestId('es-ao').selectOption('yig')
await page.getByTestId('seed').fill('es-look-1')
await page.getByTestId('create-game').click()
await page.getByTestId('to-table').click()
await page.waitForTimeout(500)
for (let i = 0; i < 12; i++) {
  const kind = await page.getByTestId('pending-panel').getAttribute('data-kind').catch(() => null)
  if (kind === 'adventure-lock') await page.getByTestId('lock-none').click()
  else if (kind === 'mythos-card') { await page.getByTestId('mythos-title').fill('Pierwsza'); await page.getByTestId('mythos-submit').click() }
  else break
  await page.waitForTimeout(150)
}
await page.screenshot({ path: '/tmp/shots/es-table-2.png', fullPage: true })
const opts = await page.getByTestId('move-to').locator('option').allTextContents()
console.log(opts)
await page.getByTestId('move-to').selectOption({ index: 1 })
await page.getByTestId('move').click()
await page.waitForTimeout(800)
await page.screenshot({ path: '/tmp/shots/es-dice-1.png', fullPage: true })
await page.getByTestId('roll').click()
await page.waitForTimeout(500)
await page.screenshot({ path: '/tmp/shots/es-dice-2.png', fullPage: true })
console.log(page.url(), errors)
await browser.close()
