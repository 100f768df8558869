import { test, expect, type Page } from '@playwright/test'
import { dismissAlerts, pickMythos, shot } from './helpers'

/**
 * «On the board» on a phone: after a terror step, a gate closed, a gate sealed and each undo, the
 * sheet above the nav says what to change on the physical board (undo: what to take back), lines
 * tick off and stay until ticked (a later command adds to them), and the sheet never hides the
 * buttons the players tap (the screen scrolls clear of it).
 */

const sheet = (page: Page) => page.getByTestId('board-changes')
const lines = (page: Page) => sheet(page).getByTestId('board-change')

async function expectLines(page: Page, kind: 'command' | 'undo', want: (string | RegExp)[]) {
  await expect(sheet(page)).toBeVisible()
  await expect(sheet(page)).toHaveAttribute('data-kind', kind)
  for (const w of want) await expect(lines(page).filter({ hasText: w })).toHaveCount(1)
}

for (const width of [360, 390]) {
  test(`the board-change list after a terror step, a close, a seal and their undo (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 760 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/#/games')
    await page.getByTestId('new-game').click()
    await page.getByTestId('new-ah2e').click()
    await page.getByTestId('players-1').click()
    await page.getByTestId('ao-select').selectOption('yig')
    await page.getByTestId('seed').fill(`board-${width}`)
    await page.getByLabel('Nazwa gry').fill('Plansza')
    await page.getByTestId('create-game').click()
    await page.getByTestId('to-first-mythos').click()

    // The setup's Mythos card: a gate and a monster at the Woods, a clue at the Historical Society.
    await pickMythos(page, 'All Quiet', 'all-quiet-in-arkham')
    await expectLines(page, 'command', [/^Las: połóż znacznik bramy „.+”$/, 'Tor zagłady: dołóż 1 żeton (razem 1)', /→ Las$/])
    await dismissAlerts(page)
    await shot(page, `board-01-setup-mythos-${width}`)
    const setupLines = await lines(page).count()

    await page.getByTestId('nav-table').click()
    // A later command adds to the list: the setup's lines nobody ticked are still there.
    await page.getByTestId('terror-up').click()
    await dismissAlerts(page)
    // The newest change's two lines show first; the header counts them all; the earlier ones are a tap away.
    await expect(lines(page)).toHaveCount(2)
    await expect(sheet(page).getByTestId('board-ticked')).toHaveText(`✓ 0/${setupLines + 2}`)
    await sheet(page).getByTestId('board-earlier').click()
    await expect(lines(page)).toHaveCount(setupLines + 2)
    await expect(lines(page).filter({ hasText: 'Tor zagłady: dołóż 1 żeton (razem 1)' })).toHaveCount(1)
    await page.getByTestId('undo').click()
    // The undo has landed (the gauge is back) before the players tick everything.
    await expect(page.getByTestId('gauge-terror').getByTestId('value')).toHaveText('0')
    await expect(sheet(page).getByTestId('board-ticked')).toHaveText(`✓ 0/${setupLines + 2}`)
    // The players did the setup's lines: «Gotowe» (all done) empties the sheet.
    await sheet(page).getByTestId('board-done').click()
    await expect(sheet(page)).toBeHidden()
    // A terror step: the marker and an ally to the box, by name.
    await page.getByTestId('terror-up').click()
    await expectLines(page, 'command', ['Tor paniki: przesuń znacznik na 1', /^Sprzymierzeniec „.+”: odłóż kartę do pudełka$/])
    await dismissAlerts(page)
    const ally = (await lines(page).filter({ hasText: /^Sprzymierzeniec/ }).textContent())!.match(/„(.+)”/)![1]
    await shot(page, `board-02-terror-${width}`)
    // Tick a line: it stays, crossed out, and counts.
    await lines(page).first().click()
    await expect(lines(page).first()).toHaveAttribute('aria-checked', 'true')
    await expect(sheet(page).getByTestId('board-ticked')).toHaveText('✓ 1/2')
    // The undo: what to take back.
    await page.getByTestId('undo').click()
    await expectLines(page, 'undo', ['Tor paniki: przesuń znacznik na 0', `Sprzymierzeniec „${ally}”: wyjmij kartę z pudełka i wtasuj do talii Sprzymierzeńców`])
    await expect(sheet(page).getByTestId('board-ticked')).toHaveText('✓ 0/2')
    // The ticked line is taken back; the unticked one only if the players had already done it.
    await expect(lines(page).filter({ hasText: 'Tor paniki' })).not.toHaveAttribute('data-if-done', 'true')
    await expect(lines(page).filter({ hasText: /^Cofnięte w aplikacji — jeśli już to zrobiliście na planszy:Sprzymierzeniec/ })).toHaveAttribute('data-if-done', 'true')
    await shot(page, `board-03-terror-undone-${width}`)
    // A tap elsewhere folds the list to its header (and does what it was for); «Pokaż» opens it again.
    await page.getByTestId('ao-name').click()
    await expect(lines(page).first()).toBeHidden()
    await expect(sheet(page).getByTestId('board-toggle')).toHaveAttribute('aria-expanded', 'false')
    await sheet(page).getByTestId('board-toggle').click()
    await expect(lines(page).first()).toBeVisible()
    await sheet(page).getByTestId('board-done').click()
    await expect(sheet(page)).toBeHidden()

    // Close the Woods gate. The app tracks positions (the setup's default) and does not know where
    // the investigator is: a refusal, with the way out for a group that does not move figures in the app.
    const gate = page.getByTestId('gate-row').filter({ hasText: 'Las' })
    await gate.getByRole('button', { name: 'Zamknij', exact: true }).click()
    await expect(page.getByTestId('table-error')).toContainText('Aplikacja nie wie, gdzie jest ten Badacz')
    await shot(page, `board-04a-close-refused-${width}`)
    // Checks off and the close done: the marker is a trophy, the monster of its dimension goes back to the cup.
    await page.getByTestId('positions-off-retry').click()
    await expect(page.getByTestId('table-error')).toHaveCount(0)
    await expect(page.getByTestId('track-positions')).not.toBeChecked()
    await expectLines(page, 'command', [/^Las: zdejmij znacznik bramy „.+” — trofeum dla: /])
    await dismissAlerts(page)
    await shot(page, `board-04-close-${width}`)
    await page.getByTestId('undo').click()
    // Nobody ticked the close: its undo is an «if you already did it» line.
    await expectLines(page, 'undo', [/^Cofnięte w aplikacji — jeśli już to zrobiliście na planszy:\s*Las: połóż z powrotem znacznik bramy „.+” \(weź go z trofeów: .+\)$/])

    // Seal it with the Elder Sign card: the token on the place, the gate marker to the trophies.
    await gate.getByRole('button', { name: 'Zapieczętuj (karta Znaku)' }).click()
    await expectLines(page, 'command', ['Las: połóż żeton Znaku Starszych Bogów', /^Las: zdejmij znacznik bramy „.+” — trofeum dla: /])
    await dismissAlerts(page)
    await shot(page, `board-05-seal-${width}`)
    // Every line ticked: the sheet goes away.
    const n = await lines(page).count()
    for (let i = 0; i < n; i++) await lines(page).nth(i).click()
    await expect(sheet(page)).toBeHidden()
    await page.getByTestId('undo').click()
    await expectLines(page, 'undo', ['Las: zdejmij żeton Znaku Starszych Bogów'])

    // The sheet floats above the nav, within the screen, and the buttons under it can be scrolled clear.
    const box = (await sheet(page).boundingBox())!
    const nav = (await page.getByRole('navigation').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 1)
    expect(box.width).toBeLessThanOrEqual(width)
    // What the browser scrolls into view stops above the sheet: the page's scroll padding is the sheet and the nav.
    const pad = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0)
    expect(pad).toBeGreaterThanOrEqual(760 - box.y - 1)
    const undo = page.getByTestId('undo')
    await undo.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const u = (await undo.boundingBox())!
    expect(u.y + u.height).toBeLessThanOrEqual((await sheet(page).boundingBox())!.y + 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
}

test('BOARD-FOLD a scroll the page makes leaves the list open; the players\' own scroll folds it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 760 } })
  const page = await context.newPage()
  await page.goto('/#/new/ah2e')
  await page.getByTestId('players-1').click()
  await page.getByTestId('ao-select').selectOption('yig')
  await page.getByTestId('seed').fill('board-fold')
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  await pickMythos(page, 'All Quiet', 'all-quiet-in-arkham')
  await dismissAlerts(page)
  await page.getByTestId('nav-table').click()
  await page.getByTestId('terror-up').click()
  await dismissAlerts(page)
  await expect(lines(page).first()).toBeVisible()
  // The page scrolls itself (as when an undo takes a result away above the reader, or a screen opens at its top).
  const y = await page.evaluate(() => {
    const before = window.scrollY
    window.scrollTo(0, document.documentElement.scrollHeight)
    return window.scrollY - before
  })
  expect(y).toBeGreaterThan(48)
  await expect(page.getByTestId('undo')).toBeInViewport()
  await expect(lines(page).first()).toBeVisible()
  await expect(sheet(page).getByTestId('board-toggle')).toHaveAttribute('aria-expanded', 'true')
  // The players scroll: the list folds to its header.
  await page.mouse.move(180, 300)
  await page.mouse.wheel(0, -600)
  await expect(sheet(page).getByTestId('board-toggle')).toHaveAttribute('aria-expanded', 'false')
  await context.close()
})
