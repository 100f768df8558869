import { test, expect, type Locator, type Page } from '@playwright/test'
import { Evening, PHONE } from './lib/evening'
import { expectNoSeriousA11yViolations, shot } from './helpers'

/**
 * Issue #25, AH3e: a whole evening of Tyrants of Ruin played through the UI as a new table plays it
 * — a phone at 360×780, Polish, by touch — with every tap counted (`Evening`): the setup and its
 * starting event cards; rounds whose Mythos phase is drawn from the app's cup (one tap draws on, the
 * questions asked where the draw was tapped, the phase ended with «Na planszy» done in one tap) and
 * from the players' own cup; an overflow at 6 asked in its neighbourhood's card; a mistaken doom
 * undone from the log; a terror encounter whose picker opens at its button and whose card stays in
 * view; an investigator lost, a replacement already played refused at the form; the codex's win,
 * confirmed. Budget: ≤ 8 taps per Mythos phase with the app's cup (kind `mythos`); the players' cup
 * (`mythos-physical`), the rest of each round (`round`) and the setup are counted for information.
 * Seeded (the form's seed), so the evening is the same every run.
 */
test.use(PHONE)

const BUDGETS = { mythos: 8 }

/** Screens looked at once (a screenshot, no tap). */
const looked = new Set<string>()
async function lookOnce(page: Page, name: string) {
  if (looked.has(name)) return
  looked.add(name)
  await shot(page, name)
}

/** Visible now (no waiting: the caller has just settled the page). */
const seen = (l: Locator) => l.first().isVisible().catch(() => false)

/**
 * Whatever the app asks or notices now, answered as the table reads its cards: a notice dismissed; an
 * event card named by one tap on its neighbourhood, or by a tap on the space its doom icon marks and
 * «Zatwierdź»; an overflow's space. `k` varies the cards so doom spreads over the map.
 */
async function answer(ev: Evening, page: Page, k: { n: number }): Promise<boolean> {
  await ev.settled()
  if (await seen(page.getByTestId('alert'))) {
    await ev.tap(page.getByTestId('alert-ok'), 'notice OK')
    return true
  }
  const ask = page.getByTestId('ask-event-card')
  if (await seen(ask)) {
    const spaces = ask.locator('[data-testid^="card-space-"]')
    if ((await spaces.count()) > 0) {
      await lookOnce(page, 'ah3e-evening-card-doom')
      await ev.tap(spaces.nth((k.n++ * 5) % (await spaces.count())), 'card: doom icon')
      await ev.tap(page.getByTestId('card-submit'), 'card: confirm')
    } else {
      const hoods = ask.locator('[data-testid^="card-hood-"]')
      await lookOnce(page, 'ah3e-evening-card-hood')
      await ev.tap(hoods.nth(k.n++ % (await hoods.count())), 'card: neighbourhood')
    }
    return true
  }
  const overflow = page.getByTestId('ask-overflow')
  if (await seen(overflow)) {
    await ev.tap(overflow.locator('[data-testid^="clear-"]').first(), 'overflow: space cleared')
    return true
  }
  return false
}

async function answerAll(ev: Evening, page: Page, k: { n: number }) {
  for (let i = 0; i < 20 && (await answer(ev, page, k)); i++);
}

/** Action → Monster → Encounter, from the top of the board. */
async function toEncounter(ev: Evening, page: Page) {
  await ev.expectNext(page.getByTestId('end-phase'), '«Koniec fazy»')
  await ev.tap(page.getByTestId('end-phase'), 'end of the action phase')
  await ev.tap(page.getByTestId('end-phase'), 'end of the monster phase')
  await expect(page.getByTestId('board-round')).toContainText('faza spotkań')
  // Terror cards attached: where the terror encounters come first, under the round's header (a look, no tap).
  if (await seen(page.getByTestId('terror-due'))) await lookOnce(page, 'ah3e-evening-terror-due')
}

/**
 * The encounter phase's button, which asks first while a terror encounter may be due (terror cards
 * attached, an investigator without one this round): nobody had an encounter there, «Nie» moves on.
 */
async function leaveEncounters(ev: Evening, page: Page, what: string) {
  await ev.tap(page.getByTestId('end-phase'), what)
  await ev.settled()
  if (await seen(page.getByTestId('terror-ask'))) {
    await lookOnce(page, 'ah3e-evening-terror-ask')
    await ev.tap(page.getByTestId('terror-ask-no'), 'no terror encounter due: on')
  }
}

/**
 * A Mythos phase from the app's cup: the encounter phase's button draws on and opens the Mythos
 * screen; the questions come where the draw was; «Dobierz dalej» after a token the players resolve;
 * the end of the phase (and «Na planszy» done).
 */
async function mythosFromTheApp(ev: Evening, page: Page, round: number, k: { n: number }, o: { shot?: string } = {}) {
  ev.segment('mythos', `mythos, round ${round}`)
  await ev.expectNext(page.getByTestId('end-phase'), '«Faza mitów: dobierz żetony»')
  await expect(page.getByTestId('end-phase')).toHaveText('Faza mitów: dobierz żetony')
  await leaveEncounters(ev, page, 'Mythos: draw')
  await expect(page.getByTestId('ah3e-mythos')).toBeVisible()
  for (let i = 0; i < 20; i++) {
    await answerAll(ev, page, k)
    if (await seen(page.getByTestId('draws-stopped'))) await lookOnce(page, 'ah3e-evening-stopped')
    if (await seen(page.getByTestId('draw'))) await ev.tap(page.getByTestId('draw'), 'draw on')
    else break
  }
  await ev.expectNext(page.getByTestId('end-mythos'), '«Koniec fazy mitów»')
  await expect(page.getByTestId('phase-result')).toHaveCount(4)
  if (o.shot) {
    // A look at the screen (no tap): the phase's tokens with their results, the end of the phase on top.
    await page.evaluate(() => window.scrollTo({ top: 0 }))
    await shot(page, o.shot)
  }
  await ev.tap(page.getByTestId('end-mythos'), 'end of the Mythos phase and the round')
  // The next round, or first the replacement of an investigator who left (asked on the board).
  await expect(page.getByTestId('board-round').filter({ hasText: `runda ${round + 1}` }).or(page.getByTestId('ask-investigator'))).toBeVisible()
  await expect(page.getByTestId('board-changes')).toBeHidden()
  ev.pause()
}

/** A Mythos phase from the players' own cup: each token they drew named by a tap. */
async function mythosFromTheTable(ev: Evening, page: Page, round: number, k: { n: number }, prefer: string[]) {
  ev.segment('mythos-physical', `mythos (players' cup), round ${round}`)
  await ev.expectNext(page.getByTestId('end-phase'), '«Koniec fazy → Faza mitów»')
  await leaveEncounters(ev, page, 'to the Mythos phase')
  for (let i = 0; i < 20; i++) {
    await answerAll(ev, page, k)
    if (!(await seen(page.getByTestId('draws')))) break
    // The token the players drew: the first of `prefer` still in their cup.
    let tapped = false
    for (const tk of [...prefer, 'blank', 'spawn-monster', 'spawn-clue', 'read-headline', 'reckoning', 'spread-terror', 'gate-burst', 'spread-doom']) {
      const b = page.getByTestId(`drew-${tk}`)
      if ((await seen(b)) && (await b.isEnabled())) {
        await ev.tap(b, `drew ${tk}`)
        tapped = true
        break
      }
    }
    if (!tapped) break
  }
  await ev.expectNext(page.getByTestId('end-mythos'), '«Koniec fazy mitów»')
  await ev.tap(page.getByTestId('end-mythos'), 'end of the Mythos phase and the round')
  await expect(page.getByTestId('board-round')).toContainText(`runda ${round + 1}`)
  ev.pause()
}

const hoodDoom = async (page: Page, hood: string) => Number(((await page.getByTestId(`hood-doom-${hood}`).textContent()) ?? '').match(/\d+/)?.[0] ?? NaN)

test('an evening of Tyrants of Ruin at 360 px: the app\'s cup and the players\', an overflow, an undo, a terror encounter, a replacement investigator, the win — taps counted per Mythos phase', async ({ page }) => {
  test.setTimeout(240_000)
  const ev = new Evening(page, 'ah3e', BUDGETS)
  const k = { n: 0 }

  // ── The setup: the owner's Polish title, the terror set's size, two investigators, the seed ──
  ev.segment('setup', 'setup')
  await page.goto('/')
  await ev.tap(page.getByTestId('new-game'))
  await ev.tap(page.getByTestId('new-ah3e'))
  // A new series' pool says why Tyrants of Ruin is out (its terror set is not known yet).
  await ev.select(page.getByTestId('series-choice'), 'new')
  await expect(page.getByTestId('pool-out-tyrants-of-ruin')).toContainText('Poza pulą — brakuje: liczby kart zestawu grozy')
  await ev.select(page.getByTestId('series-choice'), 'none')
  await ev.select(page.getByTestId('scenario'), 'tyrants-of-ruin')
  await ev.fill(page.getByTestId('fact-title'), 'Tyrani zagłady')
  await ev.fill(page.getByTestId('fact-terror-deck'), '8')
  await ev.tap(page.getByTestId('players-2'))
  await ev.fill(page.getByTestId('investigator-1'), 'Stella Clark')
  await ev.fill(page.getByTestId('investigator-2'), 'Silas Marsh')
  await ev.select(page.getByTestId('lead'), '0')
  await ev.fill(page.getByTestId('seed'), 'ah3e-evening-25')
  await ev.tap(page.getByTestId('create-game'))
  await expect(page.getByTestId('setup-scenario')).toContainText('„Tyrani zagłady”')
  await ev.tap(page.getByTestId('to-board'))
  // The starting clues (a neighbourhood each) and the spread doom once (its icon), on the Mythos screen.
  await expect(page.getByTestId('ask-event-card')).toBeVisible()
  await answerAll(ev, page, k)
  await ev.tap(page.getByTestId('nav-board'))
  await ev.tap(page.getByTestId('board-done'), '«Na planszy»: Gotowe')
  await expect(page.getByTestId('board-round')).toContainText('„Tyrani zagłady” · runda 1')
  await expectNoSeriousA11yViolations(page, 'AH3e board, round 1')

  // ── Round 1: a clue gathered (its card's doom icons asked), then the Mythos phase from the app's cup ──
  ev.segment('round', 'round 1')
  await ev.tap(page.getByTestId('gather-northside'), 'gather a clue')
  await ev.tap(page.getByTestId('gather-doom-plus-train-station'), 'its card: a doom icon')
  await ev.tap(page.getByTestId('gather-submit-northside'), 'gathered')
  await expect(page.getByTestId('doom-train-station')).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: 0 }))
  await toEncounter(ev, page)
  await mythosFromTheApp(ev, page, 1, k, { shot: 'ah3e-evening-mythos' })

  // ── Round 2: the app's cup ──
  ev.segment('round', 'round 2')
  await toEncounter(ev, page)
  await mythosFromTheApp(ev, page, 2, k)

  // ── Round 3: doom by hand to the overflow at 6, a mistaken tap undone, a terror encounter, the players' cup ──
  ev.segment('round', 'round 3')
  const village = 'innsmouth-village'
  await page.getByTestId(`hood-${village}`).scrollIntoViewIfNeeded()
  if ((await page.getByTestId('doom-first-national-grocery').textContent()) === '0') await ev.tap(page.getByTestId('doom-plus-first-national-grocery'), 'doom by hand')
  while ((await hoodDoom(page, village)) < 6 && !(await seen(page.getByTestId('ask-overflow')))) {
    const before = await hoodDoom(page, village)
    await ev.tap(page.getByTestId('doom-plus-esoteric-order-of-dagon'), 'doom by hand')
    await expect.poll(async () => (await hoodDoom(page, village)) !== before || (await seen(page.getByTestId('ask-overflow')))).toBe(true)
  }
  // The overflow is asked in the village's card, where the doom was tapped (no notice over it).
  const terror = async () => Number(((await page.getByTestId(`hood-terror-${village}`).textContent()) ?? '').match(/groza (\d+)/)?.[1] ?? NaN)
  const terrorBefore = await terror()
  const ask = page.getByTestId(`hood-${village}`).getByTestId('ask-overflow')
  await expect(ask).toBeInViewport()
  await shot(page, 'ah3e-evening-overflow')
  await ev.tap(ask.getByTestId('clear-esoteric-order-of-dagon'), 'overflow: space cleared')
  await answerAll(ev, page, k)
  // Cleared: 1 doom on the sheet and terror spreads in the village.
  await expect.poll(terror).toBe(terrorBefore + 1)
  // A doom put on the wrong space by mistake, undone from the log.
  await ev.tap(page.getByTestId('doom-plus-gilman-house'), 'doom by mistake')
  await ev.tap(page.getByTestId('nav-log'), 'to the log')
  await ev.tap(page.getByTestId('log-undo'), 'undo')
  // Taken back before anyone ticked it: the sheet asks for it only «if you already did it».
  await expect(page.locator('[data-testid="board-change"][data-key="doom:gilman-house"]')).toHaveAttribute('data-if-done', 'true')
  await ev.tap(page.getByTestId('nav-board'), 'back to the board')
  await expect(page.getByTestId('doom-gilman-house')).toHaveText('0')
  await toEncounter(ev, page)
  // The terror encounter: the picker opens at its button; the card drawn stays through other taps.
  const encounter = page.getByTestId(`terror-encounter-${village}`)
  await encounter.scrollIntoViewIfNeeded()
  await ev.tap(encounter, 'terror encounter')
  await expect(page.getByTestId(`ask-encounter-${village}`)).toBeInViewport()
  const picked = await encounter.boundingBox()
  const box = await page.getByTestId(`ask-encounter-${village}`).boundingBox()
  expect(Math.abs((box?.y ?? 0) - (picked?.y ?? 0)), 'the picker opens at its button').toBeLessThan(200)
  await ev.tap(page.getByTestId('encounter-stella-clark'), 'Stella Clark')
  await expect(page.getByTestId('encounter-tier')).toContainText('Czytajcie sekcję 0–2')
  await shot(page, 'ah3e-evening-encounter')
  await ev.tap(page.getByTestId('board-done'), '«Na planszy»: Gotowe')
  await expect(page.getByTestId('encounter-tier')).toBeVisible()
  // The players take the cup over for this Mythos phase (the Mythos tab opens at its top).
  await ev.tap(page.getByTestId('nav-mythos'), 'to the Mythos screen')
  await ev.tap(page.getByTestId('cup-source-physical'), 'the players\' cup')
  await expect(page.getByTestId('board-change').filter({ hasText: 'Czara mitów (wasza)' }).first()).toBeAttached()
  await ev.tap(page.getByTestId('nav-board'), 'back to the board')
  await mythosFromTheTable(ev, page, 3, k, ['spread-doom', 'spread-terror'])

  // ── Round 4: the cup back to the app; Stella Clark is defeated; the app's cup ──
  ev.segment('round', 'round 4')
  await ev.tap(page.getByTestId('nav-mythos'), 'to the Mythos screen')
  await ev.tap(page.getByTestId('cup-source-virtual'), 'the app\'s cup')
  await ev.tap(page.getByTestId('nav-board'), 'back to the board')
  await ev.tap(page.getByTestId('investigators').locator('summary'), 'the investigators')
  await ev.tap(page.getByTestId('defeated-0'), 'Stella Clark defeated')
  await answerAll(ev, page, k)
  await page.evaluate(() => window.scrollTo({ top: 0 }))
  await toEncounter(ev, page)
  await mythosFromTheApp(ev, page, 4, k)

  // ── Round 5: a replacement for Stella (one already played is refused at the form), the app's cup ──
  ev.segment('round', 'round 5')
  await expect(page.getByTestId('ask-investigator')).toBeInViewport()
  await ev.fill(page.getByTestId('new-investigator'), 'Silas Marsh')
  await ev.tap(page.getByTestId('choose-investigator'), 'choose (refused)')
  const refusal = page.getByTestId('ask-investigator').getByRole('alert')
  await expect(refusal).toHaveText('Ten badacz już grał w tej grze.')
  await expect(refusal).toBeInViewport()
  await shot(page, 'ah3e-evening-refusal')
  await ev.fill(page.getByTestId('new-investigator'), 'Carson Sinclair')
  await ev.tap(page.getByTestId('choose-investigator'), 'choose')
  await answerAll(ev, page, k)
  await toEncounter(ev, page)
  await mythosFromTheApp(ev, page, 5, k)

  // ── The end: the codex says the investigators win — asked in place, then confirmed ──
  ev.segment('end', 'the win')
  await ev.tap(page.getByTestId('investigators').locator('summary'), 'the investigators')
  await ev.tap(page.getByTestId('end-won'), 'won (by the codex)')
  await expect(page.getByTestId('end-won-confirm')).toBeInViewport()
  await shot(page, 'ah3e-evening-confirm')
  await ev.tap(page.getByTestId('end-won-yes'), 'yes')
  await answerAll(ev, page, k)
  await expect(page.getByTestId('outcome')).toBeVisible()
  ev.pause()
  await expectNoSeriousA11yViolations(page, 'AH3e board at the end')

  // Per round (information): the round's own taps and its Mythos phase's.
  const rounds = ev.segments.filter((s) => s.kind === 'round').map((r, i) => {
    const m = ev.segments.find((s) => s.kind.startsWith('mythos') && s.label.endsWith(`round ${i + 1}`))
    return { round: i + 1, taps: r.taps + (m?.taps ?? 0), mythos: m?.taps ?? null }
  })
  ev.expectWithinBudgets()
  ev.report({ rounds })
})
