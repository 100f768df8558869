import { test, expect } from '@playwright/test'
import { dismissAlerts, expectNoSeriousA11yViolations, pickMythos, shot } from './helpers'

/** A game with Innsmouth Horror: its tracks on the table, the owner fills a gap, a full Rising track awakens the Ancient One. */
test('Innsmouth: from setup to the end; a full Deep Ones Rising track awakens the Ancient One in front of the players', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-4').click()
  await page.getByTestId('exp-innsmouth').check()
  await page.getByTestId('ao-select').selectOption('ghatanothoa')
  await page.getByTestId('seed').fill('innsmouth-e2e')
  await page.getByTestId('create-game').click()
  await expect(page.getByRole('heading', { name: 'Przygotuj planszę' })).toBeVisible()
  await page.getByTestId('to-first-mythos').click()
  await page.getByTestId('draw-mythos').click()
  await expect(page.getByTestId('mythos-result')).toBeVisible()
  await dismissAlerts(page)

  await page.getByTestId('nav-table').click()
  await expect(page.getByTestId('gauge-deep-ones').getByTestId('value')).toHaveText('0')
  await expect(page.getByTestId('innsmouth-panel')).toBeVisible()
  await shot(page, '12-innsmouth-table')
  await expectNoSeriousA11yViolations(page, 'innsmouth table')

  // The owner of the box adds an Innsmouth monster kind the public data does not know.
  await page.getByText('Uzupełnij, czego aplikacja nie wie').click()
  await page.getByTestId('roster-name').fill('Głębinowiec próbny')
  await page.getByTestId('roster-add').click()
  await expect(page.getByText('Żetony dodane.')).toBeVisible()

  // The Innsmouth panel on the map lists its spaces.
  await page.getByTestId('nav-map').click()
  await expect(page.getByTestId('innsmouth-map')).toBeVisible()
  await shot(page, '13-innsmouth-map')
  await expectNoSeriousA11yViolations(page, 'innsmouth map')

  // Half the doom track (7 of Ghatanothoa's 13): the state of emergency. An investigator who ends a
  // move at Marsh Refinery must pass a vigilance check; failing it sends them to the Innsmouth Jail.
  await page.getByTestId('nav-table').click()
  const doomNow = Number(await page.getByTestId('gauge-doom').getByTestId('value').textContent())
  for (let i = doomNow; i < 7; i++) await page.getByTestId('doom-up').click()
  await expect(page.getByTestId('gauge-doom').getByTestId('value')).toHaveText('7')
  expect((await dismissAlerts(page, { expect: true })).join(' ')).toMatch(/Stan wyjątkowy/)
  await expect(page.getByTestId('emergency')).toBeVisible()
  await page.getByTestId('where-inv-1').click()
  await page.locator('#loc-inv-1').selectOption('marsh-refinery')
  await expect(page.getByTestId('vigilance-inv-1')).toContainText('Rafineria Marsha')
  await expect(page.getByTestId('vigilance-inv-1')).toContainText('−1')
  await shot(page, '14-innsmouth-vigilance')
  await expectNoSeriousA11yViolations(page, 'vigilance check')
  await page.getByTestId('vigilance-fail-inv-1').click()
  await expect(page.getByTestId('vigilance-inv-1')).toHaveCount(0)
  await expect(page.getByTestId('where-inv-1')).toContainText('Więzienna cela (Więzienie Innsmouth)')
  await expect(page.getByTestId('jailed-inv-1')).toBeVisible()

  // A gate-burst card at Devil Reef (no Elder Sign there: an ordinary gate). An investigator's
  // ability prevents that gate: the card is drawn again without it, and an uprising token goes on.
  await page.getByTestId('nav-mythos').click()
  await pickMythos(page, 'Dark Day', 'dark-day')
  await expect(page.getByTestId('mythos-burst')).toBeVisible()
  await expect(page.getByTestId('mythos-second-location')).toBeVisible()
  await expect(page.getByTestId('mythos-result')).toContainText('Diabelska Rafa')
  await dismissAlerts(page)
  await page.getByTestId('prevent-drawn-gate').click()
  await expect(page.getByTestId('prevent-drawn-gate')).toHaveCount(0)
  await expect(page.getByTestId('mythos-result')).toContainText('Zdolność Badacza zapobiega otwarciu bramy')
  await shot(page, '15-innsmouth-burst-prevented')
  await dismissAlerts(page)

  // More prevented gates fill the Deep Ones Rising track: the sixth awakens the Ancient One at once.
  await page.getByTestId('nav-table').click()
  await expect(page.getByTestId('gauge-deep-ones').getByTestId('value')).toHaveText('1')
  for (let i = 2; i <= 5; i++) {
    await page.getByTestId('prevent-gate').click()
    await expect(page.getByTestId('gauge-deep-ones').getByTestId('value')).toHaveText(String(i))
  }
  await expect(page.getByTestId('gauge-deep-ones')).toHaveAttribute('data-level', 'critical')
  await page.getByTestId('prevent-gate').click()
  const titles = await dismissAlerts(page, { expect: true })
  expect(titles.join(' ')).toMatch(/Przedwieczny się budzi/)
  await expect(page.getByTestId('status')).toContainText('Ostateczna bitwa')

  // Undo brings the game back before the awakening.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('gauge-deep-ones').getByTestId('value')).toHaveText('5')
  await expect(page.getByTestId('status')).toContainText('W toku')

  // To the end: the sixth token again, then the final battle against Ghatanothoa, won.
  await page.getByTestId('prevent-gate').click()
  await dismissAlerts(page, { expect: true })
  await page.getByTestId('nav-battle').click()
  await expect(page.getByTestId('battle-ao-note')).toContainText('oblicza')
  await page.getByTestId('battle-round').click()
  // 13 doom × 4 players = 52 successes: 50 (the most one attack records), then 2 more.
  await page.locator('#succ-inv-1').fill('50')
  await page.getByTestId('attack-inv-1').click()
  await expect(page.getByTestId('battle-doom')).toHaveText('1')
  await expect(page.getByTestId('battle-successes')).toHaveText('2/4')
  await page.locator('#succ-inv-2').fill('2')
  await page.getByTestId('attack-inv-2').click()
  await dismissAlerts(page, { expect: true })
  await expect(page.getByTestId('outcome')).toContainText('Przedwieczny wygnany')
  await expect(page.getByTestId('score-total')).toBeVisible()
  await shot(page, '16-innsmouth-won')
  expect(errors).toEqual([])
  await context.close()
})
