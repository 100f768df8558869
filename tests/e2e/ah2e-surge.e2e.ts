import { test, expect } from '@playwright/test'
import { dismissAlerts, pickMythos, shot } from './helpers'
import { PHONE } from './lib/evening'

/**
 * The monster surge over the limit on a 360 px phone (issue #25, «every answer where the finger
 * is»): each gate has two steppers — how many monsters it gets and how many stay in Arkham — and
 * the table of them kept to the question's card (it ran 3 px past the card's border, the «+» of
 * «W Arkham» clipped). Eight investigators, four gates, then «Manhunt» at the Woods: a surge of 8
 * with room for 3 (rulebook «Spotęgowanie potworów», «Limit potworów»).
 */
test('AH2e: the surge question over the monster limit keeps to its card at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, bypassCSP: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/#/games')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-8').click()
  await page.getByTestId('ao-select').selectOption('cthulhu')
  await page.getByTestId('seed').fill('e2e-seed-1')
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  for (const [title, id] of [['All Quiet', 'all-quiet-in-arkham'], ['Blue Flu', 'blue-flu'], ['Blackouts', 'city-gripped-by-blackouts'], ['Church Group', 'church-group-reclaims-southside']]) {
    await pickMythos(page, title, id)
    await dismissAlerts(page)
  }
  await page.getByTestId('nav-mythos').click()
  await pickMythos(page, 'Manhunt', 'manhunt-in-arkham')
  const card = page.getByTestId('pending-choice')
  await expect(card.getByText('W Arkham')).toBeVisible()
  const table = card.locator('table')
  await table.scrollIntoViewIfNeeded()
  const fit = await card.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const cs = getComputedStyle(el)
    const inner = box.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight)
    const rights = [...el.querySelectorAll('table, table button')].map((b) => b.getBoundingClientRect().right)
    return { inner, widest: Math.max(...rights), scroll: el.scrollWidth - el.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth }
  })
  expect(fit.widest, 'the surge table and its buttons end inside the card').toBeLessThanOrEqual(fit.inner + 0.5)
  expect(fit.scroll, 'the card does not scroll sideways').toBeLessThanOrEqual(0)
  expect(fit.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0)
  await shot(page, 'ah2e-surge-limit-360')
  // The steppers still answer: «Zatwierdź» places the proposal (8 monsters, 3 of them in Arkham).
  await card.getByTestId('confirm-surge').click()
  await expect(card).toBeHidden()
  expect(errors).toEqual([])
  await context.close()
})
