import { test, expect } from '@playwright/test'

/** Two tabs on the same game never fork its log: the second follows the first read-only. */
test('a second tab on the same game is read-only and follows the first', async ({ browser }) => {
  const context = await browser.newContext()
  const a = await context.newPage()
  await a.goto('/')
  await a.getByTestId('new-game').click()
  await a.getByTestId('new-ah2e').click()
  await a.getByTestId('players-3').click()
  await a.getByTestId('create-game').click()
  await a.getByTestId('to-first-mythos').click()
  await a.getByTestId('draw-mythos').click()
  await a.getByTestId('nav-table').click()
  const url = a.url()
  await expect(a.getByTestId('gauge-doom').getByTestId('value')).toHaveText('1')

  const b = await context.newPage()
  await b.goto(url)
  await expect(b.getByTestId('read-only')).toBeVisible()
  await expect(b.getByTestId('gauge-doom').getByTestId('value')).toHaveText('1')
  await b.getByTestId('doom-up').click()
  await expect(b.getByTestId('table-error')).toBeVisible()
  await expect(b.getByTestId('gauge-doom').getByTestId('value')).toHaveText('1')

  await a.getByTestId('doom-up').click()
  await expect(a.getByTestId('gauge-doom').getByTestId('value')).toHaveText('2')
  await expect(b.getByTestId('gauge-doom').getByTestId('value')).toHaveText('2')
  await expect(a.getByTestId('read-only')).toHaveCount(0)

  // When the first tab closes, a reload makes the second the writer.
  await a.close()
  await b.reload()
  await expect(b.getByTestId('read-only')).toHaveCount(0)
  await b.getByTestId('doom-up').click()
  await expect(b.getByTestId('gauge-doom').getByTestId('value')).toHaveText('3')
  await context.close()
})
