import { test, expect, type Page } from '@playwright/test'
import { boardDone, dismissAlerts, expectNoSeriousA11yViolations, shot } from './helpers'

/**
 * Arkham Horror 3rd edition with Under Dark Waves on a 360 px phone, as a newcomer plays it: the
 * setup form, the starting event cards asked one by one, doom tapped where the players put it by
 * hand, a Mythos phase from the players' own cup (a spread doom whose card brings a neighbourhood
 * to 6 — the overflow asks which space to clear — and a spread terror), a terror encounter by tier,
 * an undo with the board-change list; then an Inevitable series over three evenings with a
 * devoured investigator barred, surviving reloads offline.
 */
test.use({ viewport: { width: 360, height: 780 } })

async function newGame(page: Page, o: { seed: string; series?: 'new' | 'continue'; investigators: string[]; cup?: 'virtual' | 'physical'; terrorDeck?: number; scenario?: string }) {
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah3e').click()
  if (o.series === 'new') await page.getByTestId('series-choice').selectOption('new')
  if (o.scenario) {
    if (o.series) await page.getByTestId('draw-scenario').uncheck()
    await page.getByTestId('scenario').selectOption(o.scenario)
  }
  if (o.terrorDeck) await page.getByTestId('fact-terror-deck').fill(String(o.terrorDeck))
  await page.getByTestId(`players-${o.investigators.length}`).click()
  for (let i = 0; i < o.investigators.length; i++) await page.getByTestId(`investigator-${i + 1}`).fill(o.investigators[i])
  await page.getByTestId('lead').selectOption({ index: 1 })
  if (o.cup) await page.getByTestId('cup-draws').selectOption(o.cup)
  await page.getByTestId('seed').fill(o.seed)
  await page.getByTestId('create-game').click()
  await expect(page.getByTestId('checklist')).toBeVisible()
  await page.getByTestId('to-board').click()
}

/**
 * Answer every event-card question: a card drawn for its neighbourhood only by one tap on it (the
 * first offered, or `hood`); a card read for its doom by a tap on the space it marks (`space`, or
 * the first of `hood`, or the first of the map) and «Zatwierdź».
 */
async function answerCards(page: Page, hood?: string, space?: string) {
  // The screen the setup leads to has loaded (a question, or the Mythos or board screen without one).
  await expect(page.getByTestId('ask-event-card').or(page.getByTestId('not-mythos')).or(page.getByTestId('ah3e-board')).or(page.getByTestId('alert')).first()).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await dismissAlerts(page)
    const banner = page.getByTestId('pending-answer')
    if (await banner.isVisible().catch(() => false)) await banner.click()
    const ask = page.getByTestId('ask-event-card')
    if (!(await ask.isVisible().catch(() => false))) return
    // The question as asked now (the log's length when it was shown): answered, it is gone or another one.
    const seq = await ask.getAttribute('data-seq')
    const doomAsked = (await ask.locator('[data-testid^="card-space-"]').count()) > 0
    if (doomAsked) {
      const marked = space ? page.getByTestId(`card-space-${space}`) : hood ? page.getByTestId(`card-hood-${hood}`).locator('[data-testid^="card-space-"]').first() : ask.locator('[data-testid^="card-space-"]').first()
      await marked.click()
      await page.getByTestId('card-submit').click()
    } else await (hood ? page.getByTestId(`card-hood-${hood}`) : ask.locator('[data-testid^="card-hood-"]').first()).click()
    await expect(page.locator(`[data-testid="ask-event-card"][data-seq="${seq}"]`)).toHaveCount(0)
  }
}

async function hoodDoom(page: Page, hood: string): Promise<number> {
  return Number(((await page.getByTestId(`hood-doom-${hood}`).textContent()) ?? '').match(/\d+/)?.[0] ?? NaN)
}

test('a round of Tyrants of Ruin: cup draws, spread doom to an overflow at 6, spread terror, a terror encounter, undo', async ({ page }) => {
  await page.goto('/')
  await newGame(page, { seed: 'ah3e-e2e-round', investigators: ['Stella Clark', 'Silas Marsh'], cup: 'physical', terrorDeck: 8, scenario: 'tyrants-of-ruin' })
  // The starting clues and the spread doom of the setup: the physical event cards, asked one by one.
  await answerCards(page, 'northside')
  await dismissAlerts(page)
  await page.getByTestId('nav-board').click()
  await expect(page.getByTestId('ah3e-board')).toBeVisible()
  await expect(page.getByTestId('hood-clues-northside')).toContainText('3')
  await shot(page, 'ah3e-board')
  await expectNoSeriousA11yViolations(page, 'AH3e board')

  // The players put doom by hand until Innsmouth Village holds 5 (one on the grocery, the rest on the Esoteric Order).
  const hood = 'innsmouth-village'
  const space = 'esoteric-order-of-dagon'
  /** One tap of + on a space, waiting until the neighbourhood's doom shows it. */
  const tapDoom = async (sp: string) => {
    const before = await hoodDoom(page, hood)
    await page.getByTestId(`doom-plus-${sp}`).click()
    await expect(page.getByTestId(`hood-doom-${hood}`)).toContainText(`zagłada ${before + 1}`)
    await dismissAlerts(page)
  }
  await tapDoom('first-national-grocery')
  while ((await hoodDoom(page, hood)) < 5) await tapDoom(space)
  expect(await hoodDoom(page, hood)).toBe(5)
  await expect(page.getByTestId('board-changes')).toBeVisible()
  // The taps add up: one line for the space, the net count since the board last had it.
  await expect(page.getByTestId('board-change').filter({ hasText: 'Ezoteryczny Zakon Dagona' })).toContainText(/^Pole: Ezoteryczny Zakon Dagona — połóżcie 4 żetony zagłady \(razem 4\)$/)
  await expect(page.getByTestId(`hood-${hood}`)).toHaveClass(/border-red-600/)

  // To the Mythos phase (the encounter phase's button opens the Mythos screen); the lead draws a spread doom from the table's cup.
  for (let i = 0; i < 3; i++) await page.getByTestId('end-phase').click()
  // Players left unnamed are named by their investigator (review ah3e-cults #9).
  await expect(page.getByTestId('drawer')).toContainText('Stella Clark')
  await page.getByTestId('drew-spread-doom').click()
  // The card comes from the bottom of the event deck: it names Innsmouth Village, 1 doom on the Esoteric Order.
  await expect(page.getByTestId('ask-event-card')).toBeVisible()
  await page.getByTestId(`card-space-${space}`).click()
  await page.getByTestId('card-submit').click()
  // 6 doom: the question, right there on the Mythos screen (no notice over it): which space to clear.
  await expect(page.getByTestId('ask-overflow')).toBeInViewport()
  await expect(page.getByTestId('alert')).toBeHidden()
  await shot(page, 'ah3e-overflow')
  await page.getByTestId(`clear-${space}`).click()
  await dismissAlerts(page)
  await page.getByTestId('nav-board').click()
  await expect.poll(() => hoodDoom(page, hood)).toBeLessThan(6)
  await expect(page.getByTestId('gauge-sheet').getByTestId('value')).toHaveText('1')
  await expect(page.getByTestId(`hood-terror-${hood}`)).toContainText('groza 1')
  const lines = page.getByTestId('board-change')
  await expect(lines.filter({ hasText: 'Arkusz scenariusza: połóżcie 1 żeton zagłady (razem 1)' })).toHaveCount(1)
  await expect(lines.filter({ hasText: 'dołóżcie żetony grozy o wartości 1' })).toHaveCount(1)

  // The lead's second token: spread terror in the unstable neighbourhood (the card just read).
  await page.getByTestId('nav-mythos').click()
  await page.getByTestId('drew-spread-terror').click()
  await dismissAlerts(page)
  await expect(page.getByTestId('phase-result').first()).toContainText('Szerzenie się grozy')
  // The second investigator: two blanks. Every token of the phase stays on screen with its result;
  // the players end the phase, and the round, with a tap.
  await page.getByTestId('drew-blank').click()
  await page.getByTestId('drew-blank').click()
  await dismissAlerts(page)
  await expect(page.getByTestId('phase-result')).toHaveCount(4)
  await page.getByTestId('end-mythos').click()
  await dismissAlerts(page)
  await expect(page.getByTestId('board-round')).toContainText('runda 2')
  await expect(page.getByTestId(`hood-terror-${hood}`)).toContainText('groza 2')

  // Encounter phase: a terror encounter in Innsmouth Village, tier 0–2.
  await page.getByTestId('end-phase').click()
  await page.getByTestId('end-phase').click()
  await page.getByTestId(`terror-encounter-${hood}`).click()
  await page.getByTestId('encounter-stella-clark').click()
  await expect(page.getByTestId('encounter-tier')).toContainText('0–2')
  await expect(page.getByTestId('encounter-result')).toContainText(/nr [12] z 2/)
  await shot(page, 'ah3e-encounter')

  // Undo the second blank and the phases back to before the round ended: the board list says what to take back.
  // The players did what the sheet listed («Gotowe»): what the undo lists is then only what to take back.
  await boardDone(page)
  await page.getByTestId('nav-log').click()
  for (let i = 1; i <= 5; i++) {
    await page.getByTestId('log-undo').click()
    await expect(page.getByText(`Cofnięte polecenia do ponowienia: ${i}.`)).toBeVisible()
  }
  const sheet = page.getByTestId('board-changes')
  await expect(sheet).toHaveAttribute('data-kind', 'undo')
  await expect(lines.filter({ hasText: 'Czara mitów — pusty żeton: 1 dobrany z powrotem do czary' })).toHaveCount(1)
  await shot(page, 'ah3e-undo')
  await page.getByTestId('nav-mythos').click()
  await expect(page.getByTestId('drawer')).toContainText('żeton 2 z 2')
  await expectNoSeriousA11yViolations(page, 'AH3e mythos')
})

test('an Inevitable series over three evenings: a devoured investigator is barred, the record survives reloads offline', async ({ page, context }) => {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)

  // Evening 1: a new series drawn from every scenario the app knows; Silas Marsh is devoured.
  await newGame(page, { seed: 'ah3e-series-1', series: 'new', investigators: ['Stella Clark', 'Silas Marsh'] })
  await answerCards(page)
  await page.getByTestId('nav-series').click()
  await expect(page.getByTestId('series-game')).toContainText('Gra 1 serii')
  await page.getByTestId('nav-board').click()
  await page.getByTestId('investigators').locator('summary').click()
  await page.getByTestId('devoured-1').click()
  expect((await dismissAlerts(page, { expect: true })).join(' ')).toMatch(/pochłonięty: Silas Marsh/)
  // The series record follows the game in play: Silas Marsh barred at once; this scenario not «left».
  await page.getByTestId('nav-series').click()
  await expect(page.getByTestId('series-barred')).toHaveText('Silas Marsh (w tej grze)')
  await shot(page, 'ah3e-series-during')
  await page.getByTestId('nav-board').click()
  await page.getByTestId('investigators').locator('summary').click()
  await page.getByTestId('end-won').click()
  await page.getByTestId('end-won-yes').click()
  // A win always raises its notice: wait for it, or a late one would cover the next screen.
  await dismissAlerts(page, { expect: true })
  await page.getByTestId('nav-series').click()
  await expect(page.getByTestId('series-barred')).toHaveText('Silas Marsh')
  await shot(page, 'ah3e-series')

  // Evening 2, offline after a reload: the series goes on; Silas Marsh cannot be chosen.
  await context.setOffline(true)
  await page.reload()
  await page.getByTestId('nav-series').click()
  await expect(page.getByTestId('series-barred')).toHaveText('Silas Marsh')
  await page.getByTestId('series-next').click()
  await expect(page.getByTestId('setup-barred')).toContainText('Silas Marsh')
  await page.getByTestId('players-2').click()
  await page.getByTestId('investigator-1').fill('Stella Clark')
  await page.getByTestId('investigator-2').fill('Silas Marsh')
  await page.getByTestId('seed').fill('ah3e-series-2')
  await page.getByTestId('create-game').click()
  await expect(page.getByTestId('setup-error')).toContainText(/wykluczony|pokonany lub pochłonięty/)
  await page.getByTestId('investigator-2').fill('Carson Sinclair')
  await page.getByTestId('create-game').click()
  await expect(page.getByTestId('checklist')).toBeVisible()
  await page.getByTestId('to-board').click()
  await answerCards(page)
  await page.getByTestId('nav-series').click()
  await expect(page.getByTestId('series-game')).toContainText('Gra 2 serii')
  await expect(page.getByTestId('series-modifiers')).toContainText('od gry 2')
  await page.getByTestId('nav-board').click()
  await page.getByTestId('investigators').locator('summary').click()
  await page.getByTestId('end-won').click()
  await page.getByTestId('end-won-yes').click()
  // A win always raises its notice: wait for it, or a late one would cover the next screen.
  await dismissAlerts(page, { expect: true })

  // Evening 3: after a reload, game 3 with the modifiers of games 2 and 3; the record lists both games.
  await page.reload()
  await page.getByTestId('nav-series').click()
  await page.getByTestId('series-next').click()
  await page.getByTestId('investigator-1').fill('Stella Clark')
  await page.getByTestId('investigator-2').fill('Zoey Samaras')
  await page.getByTestId('seed').fill('ah3e-series-3')
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-board').click()
  await answerCards(page)
  await page.reload()
  await page.getByTestId('nav-series').click()
  await expect(page.getByTestId('series-game')).toContainText('Gra 3 serii')
  await expect(page.getByTestId('series-modifiers').locator('li')).toHaveCount(2)
  await expect(page.getByTestId('series-played').locator('li')).toHaveCount(3)
  await expect(page.getByTestId('series-barred')).toHaveText('Silas Marsh')
  await shot(page, 'ah3e-series-3')
  await context.setOffline(false)
})

test('mid-game on the phone: the lead passed on, the sheet\'s reminder bands edited, a trait search in the event deck, the automations and their sources', async ({ page }) => {
  await page.goto('/')
  await newGame(page, { seed: 'ah3e-e2e-mid', investigators: ['Stella Clark', 'Silas Marsh'], terrorDeck: 8, scenario: 'tyrants-of-ruin' })
  await answerCards(page, 'northside')
  await dismissAlerts(page)
  await page.getByTestId('nav-board').click()

  // The lead investigator passes to the second player: a logged command with its board line.
  await page.getByTestId('investigators').locator('summary').click()
  await page.getByTestId('lead-1').click()
  await expect(page.getByTestId('board-change').filter({ hasText: /^Główny badacz: Silas Marsh \(/ })).toHaveCount(1)
  await expect(page.getByTestId('lead-0')).toBeVisible()

  // A codex card names sheet-doom counts: the reminder bands edited on the sheet.
  await page.getByTestId('bands-edit').click()
  await page.getByTestId('bands-input').fill('2, 5')
  await shot(page, 'ah3e-bands')
  await page.getByTestId('bands-save').click()
  await expect(page.getByTestId('sheet-bands')).toContainText('2, 5')
  await page.getByTestId('sheet-add').click()
  await page.getByTestId('sheet-add').click()
  expect((await dismissAlerts(page, { expect: true })).join(' ')).toMatch(/2/)

  // The automations: each with its source; the board says which are on.
  await page.getByTestId('automations').locator('summary').click()
  await expect(page.getByTestId('auto-overflow')).toContainText('instrukcja dodatku (PL)')
  await expect(page.getByTestId('auto-state-mystery-as-space')).toContainText('włączony')

  // A trait search: the found card spreads doom (from the bottom); 2 cards passed go on top; then its facts are asked.
  await page.getByTestId('nav-mythos').click()
  await page.getByTestId('event-deck').locator('summary').click()
  await page.getByTestId('search-open').click()
  await page.getByTestId('search-trait').fill('Port')
  await page.getByTestId('search-use-spread-doom').click()
  await expect(page.getByTestId('search-end-bottom')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('search-passed').fill('2')
  await shot(page, 'ah3e-search')
  await page.getByTestId('search-found').click()
  await expect(page.getByTestId('ask-event-card')).toBeVisible()
  await expect(page.getByTestId('last-draw')).toContainText('2 karty odkryte przed nią potasujcie i połóżcie na wierzchu talii')
  await page.getByTestId('card-space-police-station').click()
  await page.getByTestId('card-submit').click()
  await dismissAlerts(page)
  await page.getByTestId('nav-board').click()
  await expect(page.getByTestId('doom-police-station')).toHaveText('1')
  await page.getByTestId('nav-log').click()
  await expect(page.getByTestId('log-command').filter({ hasText: 'Szukanie cechy w talii wydarzeń: „Port”' })).toHaveCount(1)
  await expect(page.getByTestId('log-command').filter({ hasText: 'Zmiana głównego badacza — Silas Marsh' })).toHaveCount(1)
})
