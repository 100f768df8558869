import { test, expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { dismissAlerts, expectNoSeriousA11yViolations, gaugeValue, shot } from './helpers'

/**
 * Elder Sign played on the phone, as a group with physical dice would: the app deals the
 * adventures, asks what it cannot know (each card's locked die, the Mythos cards drawn, the Ancient
 * One's sheet), runs the clock and midnight, and checks every task against the dice entered.
 */

async function newGame(page: Page, o: { seed: string; doomTrack: number; elderSigns: number }) {
  await page.goto('/')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-elder-sign').click()
  await page.getByTestId('players-1').click()
  await page.getByTestId('investigator-1').selectOption('monterey-jack')
  await page.getByTestId('es-ao').selectOption('yig')
  await page.getByTestId('fact-doom-track').fill(String(o.doomTrack))
  await page.getByTestId('fact-elder-signs').fill(String(o.elderSigns))
  await page.getByTestId('seed').fill(o.seed)
  await page.getByTestId('create-game').click()
  await expect(page.getByTestId('checklist')).toBeVisible()
  await expect(page.getByTestId('setup-ao')).toContainText('Yig')
  await page.getByTestId('to-table').click()
}

/**
 * Answer the table's questions as the players would: no locked die on any card, the Mythos cards
 * with `doom`, each monster token drawn (Investigation 4, 1 trophy) where the app suggests. Returns
 * the titles of the alerts seen on the way.
 */
async function answerTable(page: Page, mythosDoom: number): Promise<string[]> {
  const seen: string[] = []
  const panel = page.getByTestId('pending-panel')
  for (let i = 0; i < 30; i++) {
    await expect(panel.or(page.getByTestId('next-step')).or(page.getByTestId('alert')).first()).toBeVisible()
    seen.push(...(await dismissAlerts(page)))
    if (!(await panel.isVisible().catch(() => false))) {
      if (await page.getByTestId('alert').isVisible().catch(() => false)) continue
      return seen
    }
    const kind = await panel.getAttribute('data-kind')
    if (kind === 'adventure-lock') await page.getByTestId('lock-none').click()
    else if (kind === 'mythos-card') {
      await page.getByTestId('mythos-title').fill(`Karta ${i}`)
      await page.getByTestId('mythos-doom').fill(String(mythosDoom))
      await page.getByTestId('mythos-submit').click()
    } else if (kind === 'monster-placement') await page.getByTestId('monster-submit').click()
    else throw new Error(`unexpected question ${kind}`)
    // The answer is written before the next look at the table (the busy mark is up from the tap on).
    await expect(page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0)
  }
  return seen
}

/** A turn at the Entrance with no action, then the clock phase. */
async function idleTurn(page: Page) {
  await page.getByTestId('nav-table').click()
  await expect(page.getByTestId('next-step')).toHaveAttribute('data-step', 'move')
  await page.getByTestId('move').click()
  await expect(page.getByTestId('entrance')).toBeVisible()
  await page.getByTestId('pass').click()
  await expect(page.getByTestId('next-step')).toHaveAttribute('data-step', 'advance-clock')
  await page.getByTestId('advance-clock').click()
}

/** Enter the faces of the physical dice: `faces[i]` for the i-th die in the pool, investigation-1 for the rest. */
async function enterDice(page: Page, faces: string[]) {
  await page.getByTestId('enter-physical').click()
  const rows = page.getByTestId('enter-faces').locator('button[data-testid^="enter-green"], button[data-testid^="enter-yellow"], button[data-testid^="enter-red"]')
  const ids = [...new Set((await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace(/^enter-/, '').replace(/-(investigation-\d|lore|peril|terror|wildcard)$/, '')))))]
  for (let i = 0; i < ids.length; i++) await page.getByTestId(`enter-${ids[i]}-${faces[i] ?? 'investigation-1'}`).click()
  await page.getByTestId('enter-submit').click()
}

test('Elder Sign: setup, four turns past midnight, then an adventure completed with physical dice seals the Ancient One', async ({ page }) => {
  test.setTimeout(180_000)
  await newGame(page, { seed: 'es-look-1', doomTrack: 8, elderSigns: 1 })
  await answerTable(page, 0)
  await expect(page.getByTestId('gauge-clock').getByTestId('value')).toHaveText('XII')
  await shot(page, 'es-table')
  await expectNoSeriousA11yViolations(page, 'Elder Sign table')

  // A day is four turns: the fourth clock phase strikes midnight and a new Mythos card is asked for.
  // «Na planszy» accumulates (a line stays until ticked): the players have done it all before the fourth turn.
  for (let turn = 1; turn <= 4; turn++) {
    if (turn === 4) {
      await page.getByTestId('board-done').click()
      await expect(page.getByTestId('board-changes')).toBeHidden()
    }
    await idleTurn(page)
    if (turn < 4) await expect(page.getByTestId('gauge-clock').getByTestId('value')).toHaveText(['III', 'VI', 'IX'][turn - 1])
  }
  await expect(page.getByTestId('alert')).toBeVisible()
  const titles = await answerTable(page, 0)
  expect(titles.join(' ')).toMatch(/[Pp]ółnoc/)
  await expect(page.getByTestId('gauge-clock').getByTestId('value')).toHaveText('XII')

  // «Na planszy»: the clock's midnight and the new Mythos card drawn; the hand moved, its line ticked.
  const sheet = page.getByTestId('board-changes')
  const lines = sheet.getByTestId('board-change')
  await expect(sheet).toBeVisible()
  // One line for the Mythos cards (one physical component: the Mythos deck and its face-up card).
  await expect(lines.filter({ hasText: /^Karta Mitów „Karta \d+”: odłóż ją na spód talii Mitów; Karta Mitów „Karta \d+”: połóż ją odkrytą \(nowa karta Mitów\)$/ })).toHaveCount(1)
  // The hand at XII: ticked with the midnight notice («Zrobione na planszy»), or here.
  const hand = lines.filter({ hasText: /^Zegar: ustaw wskazówkę na XII \(północ\)$/ })
  if ((await hand.count()) > 0 && (await hand.getAttribute('aria-checked')) !== 'true') await hand.click()
  // The Mythos card undone: its line says the same cards the other way (if the players already laid them).
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-undo').click()
  // The Mythos question is open again, so the sheet shows only its header: open it to tick.
  await expect(page.getByTestId('board-toggle')).toBeVisible()
  if ((await page.getByTestId('board-toggle').getAttribute('aria-expanded')) === 'false') await page.getByTestId('board-toggle').click()
  // An «if you already did it» line: nobody had ticked it.
  const undraw = lines.filter({ hasText: /Karta Mitów „Karta \d+”: odłóż ją z powrotem na wierzch talii Mitów; Karta Mitów „Karta \d+”: weź ją ze spodu talii Mitów i połóż odkrytą$/ })
  await expect(undraw).toHaveCount(1)
  await expect(undraw).toHaveAttribute('data-if-done', 'true')
  await shot(page, 'es-board-undo')
  await undraw.click()
  await expect(undraw).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('board-ticked')).toHaveText(/^✓ 1\/\d+$/)
  await page.getByTestId('board-done').click()
  await expect(sheet).toBeHidden()
  // The Mythos card is asked again: the same answer.
  await page.getByTestId('nav-table').click()
  await answerTable(page, 0)
  await expect(sheet).toBeVisible()
  await expect(page.getByTestId('gauge-clock').getByTestId('value')).toHaveText('XII')

  // Turn 5: «The Elder Sign» (Lore −1 Sanity; Lore −1 Stamina; Investigation 2 + Lore; its reward: an Elder Sign).
  await page.getByTestId('move-to').selectOption('the-elder-sign')
  await page.getByTestId('move').click()
  await expect(page.getByTestId('dice-board')).toBeVisible()
  await enterDice(page, ['lore'])
  await expect(page.getByTestId('task-t0')).toHaveAttribute('data-status', 'ok')
  // The card has the arrow: the third task waits for the others even when the dice could do it.
  await expect(page.getByTestId('task-t2')).toHaveAttribute('data-status', 'task/out-of-order')
  await shot(page, 'es-dice')
  await expectNoSeriousA11yViolations(page, 'Elder Sign dice board')
  await page.getByTestId('complete-t0').click()
  await expect(page.getByTestId('task-t0')).toHaveAttribute('data-status', 'done')
  await enterDice(page, ['lore'])
  await page.getByTestId('complete-t1').click()
  await enterDice(page, ['investigation-2', 'lore'])
  await page.getByTestId('complete-t2').click()
  // The empty place is refilled first (the app asks about the new card, and its monsters), then the
  // rewards: the Elder Sign reaches the limit.
  await expect(page.getByTestId('pending-panel').or(page.getByTestId('alert')).first()).toBeVisible()
  const end = await answerTable(page, 0)
  expect(end.join(' ')).toMatch(/uwięziony|[Ww]ygr/)
  await page.getByTestId('nav-table').click()
  await expect(page.getByTestId('status')).toContainText(/Wygrana/)
  expect(await gaugeValue(page, 'elder-signs')).toBe('1')
  await page.getByTestId('nav-log').click()
  await expect(page.getByTestId('log-entry').first()).toBeVisible()
  await shot(page, 'es-log')
})

test('Elder Sign: the doom track fills at midnight, the Ancient One awakens and is defeated in the final battle', async ({ page }) => {
  test.setTimeout(180_000)
  await newGame(page, { seed: 'es-battle-1', doomTrack: 2, elderSigns: 9 })
  await answerTable(page, 1)
  expect(await gaugeValue(page, 'doom')).toBe('1')
  for (let turn = 1; turn <= 4; turn++) await idleTurn(page)
  await expect(page.getByTestId('alert')).toBeVisible()
  const awakened = [...(await answerTable(page, 1)), ...(await dismissAlerts(page))]
  expect(awakened.join(' ')).toMatch(/[Pp]rzebudz|budzi/)

  // The Ancient One attacks at once; the players apply its sheet (nothing to change here).
  await page.getByTestId('nav-battle').click()
  await expect(page.getByTestId('ao-attack')).toBeVisible()
  await page.getByTestId('attack-submit').click()
  await dismissAlerts(page)
  await expect(page.getByTestId('battle-doom')).toContainText('2')
  await shot(page, 'es-battle')
  // Each success on Yig's combat task (Peril + Peril) removes one doom token from the Ancient One.
  await enterDice(page, ['peril', 'peril'])
  await page.getByTestId('complete-combat').click()
  await expect(page.getByTestId('battle-doom')).toContainText('1')
  await enterDice(page, ['peril', 'peril'])
  await page.getByTestId('complete-combat').click()
  const end = await dismissAlerts(page, { expect: true })
  expect(end.join(' ')).toMatch(/[Zz]wycięstwo|[Ww]ygr|pokonan/)
  await expect(page.getByTestId('outcome')).toContainText(/pokonany/)
})

test('Elder Sign: the owner corrects a card title on the names screen; the table shows it and the facts file carries it', async ({ page }) => {
  test.setTimeout(120_000)
  await newGame(page, { seed: 'es-names-1', doomTrack: 8, elderSigns: 3 })
  await answerTable(page, 0)
  const first = page.locator('li[data-testid^="adventure-"]').first()
  const card = (await first.getAttribute('data-testid'))!.replace(/^adventure-/, '')
  const title = /„([^”]+)”/.exec(await first.innerText())![1]
  expect(title).not.toMatch(/^[A-Z][a-z]+ [A-Z]/) // a Polish title, not the English one
  await page.getByTestId('nav-names').click()
  await expect(page.getByTestId('names-panel')).toBeVisible()
  await shot(page, 'es-names')
  await page.getByTestId('names-search').fill(title)
  await page.getByTestId(`name-edit-adventures/${card}`).click()
  await page.getByTestId('name-pl').fill('Tytuł z mojego pudełka')
  await page.getByTestId('name-save').click()
  await expect(page.getByTestId('names-info')).toBeVisible()
  await expect(page.getByTestId(`name-adventures/${card}`)).toContainText('poprawione')
  const download = page.waitForEvent('download')
  await page.getByTestId('names-export').click()
  const file = await (await download).path()
  const facts = JSON.parse(readFileSync(file!, 'utf8')) as { format: string; names: Record<string, { pl?: string }> }
  expect(facts.format).toBe('mythos-ledger.elder-sign-facts')
  expect(facts.names[`adventures/${card}`]).toEqual({ pl: 'Tytuł z mojego pudełka' })
  await page.getByTestId('nav-table').click()
  await expect(page.getByTestId(`adventure-${card}`)).toContainText('„Tytuł z mojego pudełka”')
})
