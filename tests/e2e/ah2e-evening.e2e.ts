import { test, expect, type Page } from '@playwright/test'
import { dismissAlerts, expectNoSeriousA11yViolations, pickMythos, shot } from './helpers'

/**
 * An Arkham Horror + Innsmouth evening as a table plays it (issue #24 «An evening never breaks»), on
 * a 360 px phone in Polish, by touch: the setup checklist, the Mythos phases reached with the
 * table's «Faza Mitów» (no warning at the draw), a card that asks a question and stays on screen
 * after the answer, a threshold and its undo, an arrested investigator who stands up at the Police
 * Station instead of moving, the awakening, the battle and the score.
 */
const busyDone = (page: Page) => expect(page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0)

/** The «Na planszy» sheet's lines (empty when it is not shown). */
async function sheetLines(page: Page): Promise<string[]> {
  await busyDone(page)
  const sheet = page.getByTestId('board-changes')
  if (!(await sheet.isVisible().catch(() => false))) return []
  return (await sheet.locator('li').allInnerTexts()).map((x) => x.trim())
}

/** Answer every question the Mythos screen asks with what its panel proposes (or the first choice). */
async function answerQuestions(page: Page) {
  for (let i = 0; i < 10; i++) {
    await busyDone(page)
    const panel = page.getByTestId('pending-choice')
    if (!(await panel.isVisible().catch(() => false))) return
    const confirm = panel.getByRole('button', { name: 'Zatwierdź' })
    if (await confirm.count()) await confirm.click()
    else await panel.locator('.grid button').first().click()
    await dismissAlerts(page)
  }
}

/** No raw key, placeholder or broken value on the screen. */
async function expectNoRawText(page: Page, where: string) {
  const text = await page.locator('body').innerText()
  expect(text.match(/\b(?:board|ev|cmd|err|cause|table|mythos|inn|decks|setup|score|end|battle|investigator|choice|phase)\.[A-Za-z][\w.-]*|\{[a-zA-Z]+[,}]|undefined|NaN|\[object/g), where).toBeNull()
}

test('AH2e + Innsmouth: an evening from setup through several Mythos phases to the battle and the score', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pl-PL', bypassCSP: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/')

  // ── Setup: the checklist counts the Innsmouth box ──
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-3').click()
  for (const [i, n] of ['Ala', 'Ola', 'Ela'].entries()) await page.locator(`#inv-name-${i + 1}`).fill(n)
  await page.getByTestId('exp-innsmouth').check()
  await page.getByTestId('ao-select').selectOption('yig')
  await page.getByTestId('seed').fill('evening-e2e')
  await page.getByTestId('create-game').click()
  await expect(page.getByRole('heading', { name: 'Przygotuj planszę' })).toBeVisible()
  await expect(page.getByTestId('setup-masks')).toContainText('7 potworów-Masek (5 z gry podstawowej i 2 z Innsmouth)')
  await expect(page.getByTestId('setup-water')).toHaveText('Połóż znaczniki obszarów wodnych na planszy Arkham: Rzeczne Doki, Opuszczona Wyspa.')
  await expect(page.getByTestId('setup-innsmouth-cup')).toContainText('25 potworów z Innsmouth')
  await page.getByTestId('setup-water').scrollIntoViewIfNeeded()
  await shot(page, 'ev-01-checklist')
  await expectNoSeriousA11yViolations(page, 'setup checklist')
  // The way to fill the cup in: the table's «fill in» section, open.
  await page.getByTestId('setup-fill-monsters').click()
  await expect(page.getByTestId('inn-fill-gaps')).toHaveAttribute('open', '')
  await expect(page.getByTestId('inn-cup-missing')).toContainText('brak: 25')
  await shot(page, 'ev-02-fill-gaps')

  // ── The first Mythos card ──
  await page.getByTestId('nav-mythos').click()
  await page.getByTestId('draw-mythos').click()
  await dismissAlerts(page)
  await answerQuestions(page)
  await expect(page.getByTestId('mythos-done')).toBeVisible()
  await page.getByTestId('mythos-done-to-table').click()
  for (const [i, place] of ['the-unnamable', 'the-unnamable', 'rivertown-streets'].entries()) {
    await page.getByTestId(`where-inv-${i + 1}`).click()
    await page.locator(`#loc-inv-${i + 1}`).selectOption(place)
    await busyDone(page)
  }

  // ── Turn 1: through the phases to the Mythos phase; a card that asks who takes the clue ──
  for (const phase of ['Ruch', 'Spotkania w Arkham', 'Spotkania w Innych Światach']) {
    await expect(page.getByTestId('next-phase')).toHaveText(`Dalej: ${phase}`)
    await page.getByTestId('next-phase').click()
    await busyDone(page)
  }
  await expect(page.getByTestId('next-phase')).toHaveText('Faza Mitów')
  await page.getByTestId('next-phase').click()
  await expect(page).toHaveURL(/\/mythos$/)
  await pickMythos(page, 'burza nad Arkham', 'big-storm-sweeps-arkham')
  await expect(page.getByTestId('confirm-out-of-phase')).toHaveCount(0)
  await dismissAlerts(page)
  await expect(page.getByTestId('pending-choice')).toContainText('Ala')
  await expect(page.getByTestId('mythos-card')).toContainText('Wielka burza nad Arkham!')
  await shot(page, 'ev-03-question')
  await page.getByTestId('pending-choice').getByRole('button', { name: 'Ola' }).click()
  await busyDone(page)
  // The card and what it did stay after the answer, with the answer's own result.
  await expect(page.getByTestId('mythos-card')).toContainText('Wielka burza nad Arkham!')
  await expect(page.getByTestId('mythos-result')).toContainText('Karta Mitów: „Wielka burza nad Arkham!”')
  await expect(page.getByTestId('mythos-result')).toContainText('Ola')
  await expect(page.getByTestId('mythos-done')).toBeVisible()
  await shot(page, 'ev-04-after-answer')
  await expectNoRawText(page, 'Mythos after the answer')
  await expectNoSeriousA11yViolations(page, 'Mythos after the answer')

  // ── A threshold and its undo ──
  await page.getByTestId('mythos-done-to-table').click()
  for (let i = Number(await page.getByTestId('gauge-terror').getByTestId('value').innerText()); i < 3; i++) {
    await page.getByTestId('terror-up').click()
    await dismissAlerts(page, { expect: true })
  }
  expect(await sheetLines(page)).toContain('Sklep wielobranżowy: połóż znacznik „Zamknięte”')
  await page.getByTestId('undo').click()
  await busyDone(page)
  expect(await sheetLines(page)).toContain('Sklep wielobranżowy: zdejmij znacznik „Zamknięte”')
  await expect(page.getByTestId('gauge-terror').getByTestId('value')).toHaveText('2')

  // ── Turn 2: Ela arrested in the Upkeep stands up at the Police Station instead of moving ──
  await page.getByTestId('more-inv-3').click()
  await page.getByTestId('arrest-inv-3').click()
  await busyDone(page)
  await page.getByTestId('next-phase').click()
  await busyDone(page)
  expect(await sheetLines(page)).toEqual(expect.arrayContaining(['Ela: Więzienna cela → Posterunek Policji', 'Ela: postaw pionek (koniec opóźnienia)']))
  await expect(page.getByTestId('no-move-inv-3')).toBeVisible()
  await page.getByTestId('where-inv-3').click()
  await page.locator('#loc-inv-3').selectOption('merchant-district-streets')
  await expect(page.getByTestId('table-error')).toContainText('Zatrzymany Badacz nie porusza się w tej Fazie Ruchu')
  await expect(page.getByTestId('table-error')).toBeInViewport()
  await shot(page, 'ev-05-delayed')
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('next-phase').click()
    await busyDone(page)
  }
  await expect(page).toHaveURL(/\/mythos$/)
  await page.getByTestId('draw-mythos').click()
  await expect(page.getByTestId('confirm-out-of-phase')).toHaveCount(0)
  await dismissAlerts(page)
  await answerQuestions(page)

  // ── The awakening, the battle, the score ──
  await page.getByTestId('nav-table').click()
  await page.getByRole('button', { name: /Przedwieczny się budzi/ }).click()
  await dismissAlerts(page, { expect: true })
  await page.getByTestId('nav-battle').click()
  await expect(page.getByText('(także w 1. rundzie)')).toBeVisible()
  await page.getByTestId('battle-round').click()
  await busyDone(page)
  await page.locator('#succ-inv-1').fill('9')
  await page.getByTestId('attack-inv-1').click()
  expect(await sheetLines(page)).toContain('Tor zagłady: zdejmij 3 żetony — po jednym za każde 3 sukcesy (zostaje 7)')
  await shot(page, 'ev-06-battle')
  await page.locator('li', { hasText: 'Ela' }).getByRole('button', { name: 'Pochłonięty' }).click()
  await busyDone(page)
  await page.locator('#succ-inv-2').fill('50')
  await page.getByTestId('attack-inv-2').click()
  await dismissAlerts(page, { expect: true })
  await expect(page.getByTestId('outcome')).toContainText('Przedwieczny wygnany')
  await expect(page.getByTestId('score-sane')).toHaveValue('2')
  await page.getByTestId('score-monster-trophies').fill('6')
  const before = Number(await page.getByTestId('score-total').innerText())
  await page.getByTestId('score-apply').click()
  await expect(page.getByTestId('score-total')).toHaveText(String(before + 2))
  await shot(page, 'ev-07-score')
  await expectNoRawText(page, 'score')
  await expectNoSeriousA11yViolations(page, 'score')
  expect(errors).toEqual([])
  await context.close()
})
