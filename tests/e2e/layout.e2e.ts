import { test, expect, type Page } from '@playwright/test'
import { dismissAlerts, pickMythos, shotsDir } from './helpers'

/**
 * Issue «AH2e at the table», done-when: every screen of an AH2e game with Innsmouth fits a 360 px
 * phone — no horizontal scroll anywhere (the page, nor any element wider than the viewport),
 * with its panels open (the investigator's rare actions, the «On the board» sheet shown).
 */
async function noSideScroll(page: Page, where: string) {
  const r = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const b = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        return b.width > 0 && style.visibility !== 'hidden' && (b.right > vw + 1 || b.left < -1) && !el.closest('[aria-hidden="true"], .sr-only, svg')
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)}`)
    return { scroll: document.documentElement.scrollWidth, vw, wide }
  })
  expect(r.scroll, `${where}: page scrolls sideways`).toBeLessThanOrEqual(r.vw)
  expect(r.wide, `${where}: elements past the screen's edge`).toEqual([])
}

/** Tap a bottom-nav item and wait until its screen has mounted (the frame's `data-screen`) and nothing is being written. */
async function openScreen(page: Page, nav: string) {
  await page.getByTestId(`nav-${nav}`).click()
  await expect(page.locator(`main[data-screen="${nav}"]`)).toBeAttached()
  await expect(page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0)
}

test('every AH2e screen with Innsmouth fits 360 px with no horizontal scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pl-PL' })
  const page = await context.newPage()
  await page.goto('/#/games')
  await noSideScroll(page, 'games')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-3').click()
  await page.getByTestId('exp-innsmouth').check()
  await page.getByTestId('ao-select').selectOption('yig')
  await page.getByTestId('seed').fill('layout-360')
  await noSideScroll(page, 'setup')
  await page.getByTestId('create-game').click()
  await noSideScroll(page, 'checklist')
  await page.getByTestId('to-first-mythos').click()
  await pickMythos(page, 'All Quiet', 'all-quiet-in-arkham')
  await dismissAlerts(page)
  await noSideScroll(page, 'mythos')
  for (const nav of ['table', 'map', 'decks', 'log']) {
    await openScreen(page, nav)
    await noSideScroll(page, nav)
  }
  await page.getByTestId('nav-table').click()
  await page.getByTestId('more-inv-1').click()
  await page.getByTestId('devour-inv-1').click()
  await page.getByTestId('where-inv-2').click()
  await noSideScroll(page, 'table with the rare actions and a place picker open')
  await page.goto('/#/settings')
  await noSideScroll(page, 'settings')
  await context.close()
})

test('every Elder Sign screen, the names screen with a form open, fits 360 px with no horizontal scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pl-PL' })
  const page = await context.newPage()
  await page.goto('/#/games')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-elder-sign').click()
  await page.getByTestId('players-2').click()
  await page.getByTestId('investigator-1').selectOption('ashcan-pete')
  await page.getByTestId('es-ao').selectOption('yig')
  await page.getByTestId('fact-doom-track').fill('10')
  await page.getByTestId('fact-elder-signs').fill('6')
  await page.getByTestId('seed').fill('layout-es-360')
  await noSideScroll(page, 'Elder Sign setup')
  await page.getByTestId('create-game').click()
  await noSideScroll(page, 'Elder Sign checklist')
  await page.getByTestId('to-table').click()
  const panel = page.getByTestId('pending-panel')
  await expect(page.locator('main[data-screen="table"]')).toBeAttached()
  for (let i = 0; i < 20; i++) {
    // Each answer is written before the next question is read (dismissAlerts waits until nothing is busy).
    await dismissAlerts(page)
    if (!(await panel.isVisible().catch(() => false))) break
    const kind = await panel.getAttribute('data-kind')
    if (kind === 'adventure-lock') await page.getByTestId('lock-none').click()
    else if (kind === 'mythos-card') {
      await page.getByTestId('mythos-title').fill('Gwiazdy w koniunkcji')
      await page.getByTestId('mythos-submit').click()
    } else if (kind === 'monster-placement') await page.getByTestId('monster-submit').click()
    else break
  }
  await noSideScroll(page, 'Elder Sign table')
  // The corrections panel with its forms open (the Mythos card replaced, a card's effect, the decks,
  // the trophies), and the investigator's healing and corrections.
  await page.getByTestId('corrections').click()
  await page.getByTestId('fix-mythos-replace').click()
  await page.getByTestId('fix-effect-kind').selectOption('sanity-lose')
  await page.getByTestId('recover-ashcan-pete').click()
  await page.getByTestId('correct-ashcan-pete').click()
  await expect(page.getByTestId('fix-mythos-form')).toBeVisible()
  await noSideScroll(page, 'Elder Sign corrections with the forms open')
  await page.getByTestId('board-corrections').screenshot({ path: `${shotsDir}/es-corrections-360.png` })
  await page.getByTestId('investigator-ashcan-pete').screenshot({ path: `${shotsDir}/es-investigator-360.png` })
  await page.getByTestId('recover-ashcan-pete').click()
  await page.getByTestId('correct-ashcan-pete').click()
  await page.getByTestId('corrections').click()
  await page.getByTestId('move').click()
  await expect(page.getByTestId('entrance')).toBeVisible()
  await noSideScroll(page, 'Elder Sign Entrance')
  for (const nav of ['dice', 'log', 'names']) {
    await openScreen(page, nav)
    await noSideScroll(page, `Elder Sign ${nav}`)
  }
  await page.getByTestId('names-search').fill('stajesz')
  await page.getByTestId('name-edit-adventures/you-become-that-which-you-fear-most').click()
  await noSideScroll(page, 'Elder Sign names with the form open')
  await context.close()
})

test('every Cults screen fits 360 px with no horizontal scroll (setup, checklist, table in each phase, fight, NPC, score, log)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pl-PL' })
  const page = await context.newPage()
  await page.goto('/#/games')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-cults').click()
  await page.getByTestId('players-1').click()
  await page.getByTestId('deck-virtual').click()
  await page.getByTestId('npc-settings').locator('summary').click()
  await page.getByTestId('seed').fill('layout-cults-360')
  await noSideScroll(page, 'cults setup (solo, virtual deck, settings open)')
  await page.getByTestId('players-3').click()
  await noSideScroll(page, 'cults setup (3 players)')
  await page.getByTestId('players-1').click()
  await page.getByTestId('create-game').click()
  await noSideScroll(page, 'cults checklist')
  await page.getByTestId('to-table').click()
  await noSideScroll(page, 'cults layout question')
  await page.getByTestId('set-layout').click()
  await noSideScroll(page, 'cults site question')
  await page.getByTestId('site-northside').click()
  await noSideScroll(page, 'cults cult phase')
  await page.getByTestId('roll-recruit').click()
  await noSideScroll(page, 'cults recruitment dice')
  // The dice rolled, the Cult phase ends by itself: the first Plan marker is placed next.
  await expect(page.getByTestId('planning')).toBeVisible()
  await dismissAlerts(page)
  await noSideScroll(page, 'cults planning')
  const boardDone = async () => {
    if (await page.getByTestId('board-done').isVisible().catch(() => false)) await page.getByTestId('board-done').click()
  }
  // Planning: the player places a marker, the app's opponent answers (its turn one confirmable step
  // where the rules leave it a choice to show), until the Actions phase.
  await expect(async () => {
    await boardDone()
    if (await page.getByTestId('actions').isVisible()) return
    if (await page.getByTestId('npc-go').isVisible()) await page.getByTestId('npc-go').click()
    else if (await page.getByTestId('place-uptown').isVisible()) await page.getByTestId('place-uptown').click()
    await dismissAlerts(page)
    await expect(page.getByTestId('actions')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 60_000 })
  await boardDone()
  await dismissAlerts(page)
  await noSideScroll(page, 'cults actions with the Plan detail')
  for (const nav of ['fight', 'npc', 'cards', 'score', 'log']) {
    await openScreen(page, nav)
    await noSideScroll(page, `cults ${nav}`)
  }
  // The owner's cards with each form open (the longest rows: the District card's numbers, a Goal's requirements).
  await page.getByTestId('nav-cards').click()
  await page.getByTestId('owner-cards-box').locator('summary').first().click()
  for (const [box, add] of [['owner-district', 'od-add'], ['owner-city', 'oc-add'], ['owner-goals', 'og-add']] as const) {
    await page.getByTestId(box).locator('summary').click()
    await page.getByTestId(add).click()
  }
  await page.getByTestId('og-add-need').click()
  await page.getByTestId('og-kind-1').selectOption('dominance-in')
  await noSideScroll(page, 'cults cards with the owner\'s forms open')
  await page.getByTestId('nav-npc').click()
  await page.getByTestId('npc-settings-view').locator('summary').click()
  await noSideScroll(page, 'cults NPC settings open')
  await context.close()
})

/**
 * Issue #24 «An evening never breaks»: «Na planszy» never covers the question the players owe. Eight
 * investigators, four Mythos cards open four gates (their lines nobody ticks: the longest list an
 * evening makes), then a monster surge asks where its monsters go. At 360×780 the question's
 * primary button is tapped where it is, with the pointer at its centre (a covered button would take
 * the sheet's tap instead), and the sheet still holds every line.
 */
test('the «Na planszy» sheet folds away from a pending question: its primary button is tapped under the longest list at 360×780', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'pl-PL' })
  const page = await context.newPage()
  await page.goto('/#/games')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-8').click()
  await page.getByTestId('ao-select').selectOption('cthulhu')
  await page.getByTestId('seed').fill('e2e-seed-1')
  await page.getByLabel('Nazwa gry').fill('Pod pytaniem')
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  for (const [title, id] of [['All Quiet', 'all-quiet-in-arkham'], ['Blue Flu', 'blue-flu'], ['Blackouts', 'city-gripped-by-blackouts'], ['Church Group', 'church-group-reclaims-southside']]) {
    await pickMythos(page, title, id)
    await dismissAlerts(page)
  }
  const sheet = page.getByTestId('board-changes')
  await expect(sheet).toBeVisible()
  const before = Number((await sheet.getByTestId('board-ticked').textContent())!.split('/')[1])
  expect(before, 'a long list nobody ticked').toBeGreaterThan(8)
  await page.getByTestId('nav-mythos').click()
  await pickMythos(page, 'Manhunt', 'manhunt-in-arkham')
  await expect(page.getByTestId('pending-choice')).toBeVisible()
  // The question is owed: the sheet is its header only, and the list is all still there.
  await expect(sheet.getByTestId('board-toggle')).toHaveAttribute('aria-expanded', 'false')
  expect(Number((await sheet.getByTestId('board-ticked').textContent())!.split('/')[1])).toBeGreaterThanOrEqual(before)
  const confirm = page.getByTestId('confirm-surge')
  await confirm.scrollIntoViewIfNeeded()
  const b = (await confirm.boundingBox())!
  const s = (await sheet.boundingBox())!
  const nav = (await page.getByRole('navigation').boundingBox())!
  expect(b.y + b.height, 'the button is above the sheet').toBeLessThanOrEqual(s.y + 1)
  expect(b.y + b.height, 'the button is above the nav').toBeLessThanOrEqual(nav.y + 1)
  await page.screenshot({ path: `${shotsDir}/layout-question-under-long-list-360.png` })
  // The tap lands on the button itself.
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="confirm-surge"]') !== null, { x: b.x + b.width / 2, y: b.y + b.height / 2 })).toBe(true)
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2)
  await expect(page.getByTestId('pending-choice')).toBeHidden()
  await context.close()
})
