import { test, expect, type Page } from '@playwright/test'
import { dismissAlerts, expectNoSeriousA11yViolations, shot } from './helpers'

/**
 * Issue #24 «An evening never breaks», AH3e: a whole evening of Tyrants of Ruin on a 360 px phone,
 * in Polish, by touch, as a table plays it — the setup with the owner's Polish title, several rounds
 * from the app's cup (each token's result kept on the Mythos screen until the players end the
 * phase), a clue gathered from a card the app knew only by its neighbourhood, the overflow at 6, a
 * terror encounter, the cup handed to the players and back, the series pool saying why a scenario
 * is out, a reload, and the game's end. Every screen is checked for a raw string key and for a way
 * on (no dead end).
 */
test.use({ viewport: { width: 360, height: 780 } })

/** No untranslated string key shows anywhere on the page. */
async function noRawKeys(page: Page) {
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/\b(?:board|mythos|setup|ev|cmd|series|err|alert|pending|name|phase|use|tier|auto|nav|summary|status|cause)\.[a-zA-Z][\w.-]*/)
}

/** Answer the event-card questions as the table reads its physical cards: a clue's card by its neighbourhood only, a spread doom's with one icon. */
async function answerCards(page: Page, hood = 'northside', space = 'arkham-advertiser') {
  for (let i = 0; i < 12; i++) {
    await dismissAlerts(page)
    const banner = page.getByTestId('pending-answer')
    if (await banner.isVisible().catch(() => false)) await banner.click()
    const ask = page.getByTestId('ask-event-card')
    if (!(await ask.isVisible().catch(() => false))) return
    await page.getByTestId(`card-hood-${hood}`).click()
    const plus = page.getByTestId(`card-doom-plus-${space}`)
    if (await plus.isVisible().catch(() => false)) await plus.click()
    await page.getByTestId('card-submit').click()
    await expect(ask.locator('[aria-pressed="true"]')).toHaveCount(0)
  }
}

/** Answer whatever the rules ask now (event cards, the overflow's space, a new investigator), on this screen or through the banner. */
async function answerAll(page: Page) {
  for (let i = 0; i < 12; i++) {
    await dismissAlerts(page)
    const banner = page.getByTestId('pending-answer')
    if (await banner.isVisible().catch(() => false)) await banner.click()
    if (await page.getByTestId('ask-event-card').isVisible().catch(() => false)) await answerCards(page, 'easttown', 'police-station')
    else if (await page.getByTestId('ask-overflow').isVisible().catch(() => false)) await page.getByTestId('ask-overflow').locator('[data-testid^="clear-"]').first().click()
    else if (await page.getByTestId('ask-investigator').isVisible().catch(() => false)) {
      await page.getByTestId('new-investigator').fill(`Zastępca ${i + 1}`)
      await page.getByTestId('choose-investigator').click()
    } else return
  }
}

/** A whole Mythos phase from the app's cup: the tab opens on the draw button; every token stays on screen; the players end it. */
async function mythosPhase(page: Page, round: number, o: { shot?: string } = {}) {
  await page.getByTestId('nav-board').click()
  for (let i = 0; i < 3 && (await page.getByTestId('end-phase').isVisible().catch(() => false)); i++) {
    await page.getByTestId('end-phase').click()
    await dismissAlerts(page)
  }
  // The board scrolled to its foot (the «Faza mitów» button is below the neighbourhoods).
  await page.getByTestId('to-mythos').scrollIntoViewIfNeeded()
  await page.getByTestId('to-mythos').click()
  await expect(page.getByTestId('draw')).toBeInViewport()
  for (let k = 0; k < 4; k++) {
    await answerAll(page)
    if (!(await page.getByTestId('ah3e-mythos').isVisible().catch(() => false))) await page.getByTestId('nav-mythos').click()
    await page.getByTestId('draw').click()
    await dismissAlerts(page)
    await answerAll(page)
    if (!(await page.getByTestId('ah3e-mythos').isVisible().catch(() => false))) await page.getByTestId('nav-mythos').click()
    // Every token drawn so far in this phase, with its result.
    await expect(page.getByTestId('phase-result')).toHaveCount(k + 1)
  }
  await expect(page.getByTestId('mythos-done')).toBeVisible()
  await noRawKeys(page)
  if (o.shot) {
    await shot(page, o.shot)
    // The board offers the same end of the phase.
    await page.getByTestId('nav-board').click()
    await page.getByTestId('end-round').scrollIntoViewIfNeeded()
    await shot(page, `${o.shot}-board`)
    await page.getByTestId('nav-mythos').click()
  }
  await page.getByTestId('end-mythos').click()
  await answerAll(page)
  await expect(page.getByTestId('board-round')).toContainText(`runda ${round + 1}`)
}

test('an evening of Tyrants of Ruin from the app\'s cup: setup, rounds with every mythos result kept, a clue, the overflow, a terror encounter, the cup handed over and back, a reload, the end', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah3e').click()

  // A new series' pool says why Tyrants of Ruin is out (its terror set is not known yet) and asks it.
  await page.getByTestId('series-choice').selectOption('new')
  await expect(page.getByTestId('pool-out-tyrants-of-ruin')).toContainText('Poza pulą — brakuje: liczby kart zestawu grozy')
  await shot(page, 'ah3e-evening-pool')
  await page.getByTestId('series-choice').selectOption('none')

  await page.getByTestId('scenario').selectOption('tyrants-of-ruin')
  await page.getByTestId('fact-title').fill('Tyrani zagłady')
  await page.getByTestId('fact-terror-deck').fill('8')
  await page.getByTestId('players-2').click()
  await page.getByTestId('investigator-1').fill('Stella Clark')
  await page.getByTestId('investigator-2').fill('Silas Marsh')
  await page.getByTestId('lead').selectOption({ index: 1 })
  await page.getByTestId('seed').fill('ah3e-evening-1')
  await noRawKeys(page)
  await page.getByTestId('create-game').click()
  await expect(page.getByTestId('checklist')).toBeVisible()
  await expect(page.getByTestId('setup-scenario')).toContainText('„Tyrani zagłady”')
  await page.getByTestId('to-board').click()
  await answerCards(page)
  await dismissAlerts(page)

  // The board: a clue gathered where the app knows the card only by its neighbourhood asks its icons.
  await page.getByTestId('nav-board').click()
  await expect(page.getByTestId('board-round')).toContainText('„Tyrani zagłady” · runda 1')
  await page.getByTestId('gather-northside').click()
  await expect(page.getByTestId('ask-gather-northside')).toBeVisible()
  await page.getByTestId('gather-doom-plus-train-station').click()
  await page.getByTestId('ask-gather-northside').scrollIntoViewIfNeeded()
  await shot(page, 'ah3e-evening-gather')
  await page.getByTestId('gather-submit-northside').click()
  await expect(page.getByTestId('board-change').filter({ hasText: 'niestabilne pole: Train Station' })).toHaveCount(1)
  await noRawKeys(page)

  // Round 1 and 2 from the app's cup.
  await mythosPhase(page, 1, { shot: 'ah3e-evening-mythos-done' })
  await mythosPhase(page, 2)

  // Round 3: doom by hand in Innsmouth Village up to 6: the overflow asks which space to clear.
  const hoodDoom = async () => Number(((await page.getByTestId('hood-doom-innsmouth-village').textContent()) ?? '').match(/\d+/)?.[0] ?? NaN)
  await page.getByTestId('nav-board').click()
  if ((await page.getByTestId('doom-first-national-grocery').textContent()) === '0') {
    await page.getByTestId('doom-plus-first-national-grocery').click()
    await dismissAlerts(page)
  }
  while ((await hoodDoom()) < 6 && !(await page.getByTestId('ask-overflow').isVisible().catch(() => false))) {
    const before = await hoodDoom()
    await page.getByTestId('doom-plus-esoteric-order-of-dagon').click()
    await expect.poll(async () => (await hoodDoom()) !== before || (await page.getByTestId('ask-overflow').isVisible().catch(() => false))).toBe(true)
    await dismissAlerts(page)
  }
  await expect(page.getByTestId('ask-overflow')).toBeVisible()
  await page.getByTestId('clear-esoteric-order-of-dagon').click()
  await dismissAlerts(page)
  await expect(page.getByTestId('hood-terror-innsmouth-village')).toContainText('groza')

  // The encounter phase: a terror encounter there.
  await page.getByTestId('end-phase').click()
  await page.getByTestId('end-phase').click()
  await page.getByTestId('terror-encounter-innsmouth-village').click()
  await page.getByTestId('encounter-stella-clark').click()
  await expect(page.getByTestId('encounter-tier')).toContainText('Czytajcie sekcję')
  await noRawKeys(page)

  // The players take the cup over mid-game: the board list lays their cup out; then hand it back.
  await page.getByTestId('nav-mythos').click()
  await page.getByTestId('cup-source-physical').click()
  await expect(page.getByTestId('board-change').filter({ hasText: 'Czara mitów (wasza)' }).first()).toBeVisible()
  await shot(page, 'ah3e-evening-cup-source')
  await page.getByTestId('cup-source-virtual').click()
  await expect(page.getByTestId('board-change').filter({ hasText: 'odłóżcie do pudełka' }).first()).toBeVisible()
  await noRawKeys(page)

  await mythosPhase(page, 3)

  // A reload: the Polish title stays, on the board and in the games list.
  await page.reload()
  await expect(page.getByTestId('board-round')).toContainText('„Tyrani zagłady” · runda 4')
  await page.getByRole('button', { name: 'Mythos Ledger' }).click()
  await expect(page.getByText('„Tyrani zagłady”').first()).toBeVisible()
  await shot(page, 'ah3e-evening-games-list')
  await page.getByText('„Tyrani zagłady”').first().click()

  // The end: an investigator devoured, the codex wins the game.
  await page.getByTestId('nav-board').click()
  await page.getByTestId('investigators').locator('summary').click()
  await page.getByTestId('devoured-1').click()
  await dismissAlerts(page)
  await page.getByTestId('end-won').click()
  await dismissAlerts(page, { expect: true })
  await expect(page.getByTestId('outcome')).toBeVisible()
  await noRawKeys(page)
  await expectNoSeriousA11yViolations(page, 'AH3e board at the end')
})
