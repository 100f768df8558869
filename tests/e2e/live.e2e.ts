import { test, expect } from '@playwright/test'
import { gameIdOf, host, liveLaunch, pair, phone, sameLogs } from './live-helpers'

test.use({ launchOptions: liveLaunch })

/** An AH2e game with a fixed seed, its first Mythos card drawn, on the table screen. */
async function ah2eGame(page: import('@playwright/test').Page, seed: string) {
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-3').click()
  await page.getByTestId('seed').fill(seed)
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  await page.getByTestId('draw-mythos').click()
  await page.getByTestId('nav-table').click()
}
const doom = (page: import('@playwright/test').Page) => page.getByTestId('gauge-doom').getByTestId('value')

test('two phones: a host tap shows on the guest, a guest tap commits on the host', async ({ browser }) => {
  const a = await phone(browser, 'A')
  const b = await phone(browser, 'B')
  await ah2eGame(a.page, 'tabs-e2e')
  await expect(doom(a.page)).toHaveText('1')
  const id = gameIdOf(a)
  await host(a)
  await pair(a, b, { name: 'Bartek' })
  await expect(b.page.getByTestId('live-bar')).toHaveAttribute('data-role', 'guest')
  await b.page.getByTestId('nav-table').click()
  await expect(doom(b.page)).toHaveText('1')

  await a.page.getByTestId('nav-table').click()
  await a.page.getByTestId('doom-up').click()
  await expect(doom(a.page)).toHaveText('2')
  await expect(doom(b.page)).toHaveText('2')

  await b.page.getByTestId('doom-up').click()
  await expect(doom(b.page)).toHaveText('3')
  await expect(doom(a.page)).toHaveText('3')
  await sameLogs(id, a, b)
})
