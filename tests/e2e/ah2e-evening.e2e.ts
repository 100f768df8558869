import { test, expect, type Locator, type Page } from '@playwright/test'
import { Evening, PHONE } from './lib/evening'
import { expectNoSeriousA11yViolations, shot } from './helpers'

/**
 * An Arkham Horror + Innsmouth evening as a table plays it (issue #25 «An evening in half the
 * taps»), on a 360×780 phone in Polish, by touch, driven through `Evening`: every tap is counted
 * and checked (no console error, no raw key, a refusal or a prompt the tap brings shows where the
 * players look), and the taps are counted per stretch:
 *
 * - `turn`: the phases' «Dalej» of one turn, before its Mythos phase (info);
 * - `mythos-quiet`: a Mythos phase whose card asks nothing (budget 3): the draw from the table —
 *   one tap from the app's deck, or the physical card's title typed and picked — and «Gotowe»;
 * - `mythos-question`: a Mythos phase whose card asks one question (budget 6);
 * - `mythos-questions`: a card that asks more than one (info).
 *
 * On the way: the setup with the Innsmouth checklist, investigators placed (one picks up the clue
 * where she stands), a threshold (terror 3
 * closes the General Store) and its undo, a refusal at the control tapped (a gate's «Zamknij», a
 * delayed investigator's move), the awakening asked first, the final battle and the score.
 */
const BUDGETS = { 'mythos-quiet': 3, 'mythos-question': 6 }

/** Whether `loc` is on screen now. */
const shown = (loc: Locator) => loc.isVisible().catch(() => false)

/** Dismiss the full-screen notices a tap brought (each «OK» is a tap the table makes). */
async function notices(ev: Evening): Promise<string[]> {
  const titles: string[] = []
  for (let i = 0; i < 10 && (await shown(ev.page.getByTestId('alert'))); i++) {
    titles.push((await ev.page.getByTestId('alert').locator('h2').textContent()) ?? '')
    await ev.tap(ev.page.getByTestId('alert-ok'), 'OK (notice)')
  }
  return titles
}

/** «Na planszy»: the players did everything it lists; one tap on «Gotowe» (when it is there). */
async function boardDone(ev: Evening) {
  const done = ev.page.getByTestId('board-done')
  if (await shown(done)) await ev.tap(done, 'Gotowe (Na planszy)')
  await expect(ev.page.getByTestId('board-changes')).toBeHidden()
}

/** The «Na planszy» lines now (all of them: the earlier ones too). */
async function sheetLines(page: Page): Promise<string[]> {
  const sheet = page.getByTestId('board-changes')
  if (!(await shown(sheet))) return []
  const more = sheet.getByRole('button', { name: /Wcześniejsze/ })
  if (await shown(more)) await more.click()
  return (await sheet.locator('li').allInnerTexts()).map((x) => x.trim().replace(/\s+/g, ' '))
}

/**
 * Answer the questions the card asks, on the table, with what the panel proposes (a clue: the
 * named investigator; a surge or a monster's move: the proposal, confirmed). Returns how many.
 */
async function answer(ev: Evening, clueTo: string): Promise<number> {
  let n = 0
  for (let i = 0; i < 8; i++) {
    await notices(ev)
    const panel = ev.page.getByTestId('pending-choice')
    if (!(await shown(panel))) return n
    n++
    await expect(panel).toBeInViewport()
    const named = panel.getByRole('button', { name: clueTo, exact: true })
    const confirm = panel.getByRole('button', { name: 'Zatwierdź' })
    if (await shown(named)) await ev.tap(named, `answer: ${clueTo}`)
    else if (await shown(confirm)) await ev.tap(confirm, 'answer: Zatwierdź')
    else await ev.tap(panel.locator('.grid button').first(), 'answer: first')
  }
  return n
}

/** One Mythos phase from the table: the draw (the app's deck, or a physical card by title), its questions, its notices, «Gotowe». */
async function mythosPhase(ev: Evening, o: { physical?: { title: string; id: string }; clueTo?: string; shot?: string } = {}) {
  const seg = ev.segment('mythos')
  const page = ev.page
  await ev.expectNext(page.getByTestId('turn-mythos').getByTestId('draw-mythos'), 'the Mythos draw on the table')
  if (o.physical) {
    await ev.fill(page.getByTestId('turn-mythos').getByTestId('mythos-search'), o.physical.title, 'type the title')
    await ev.tap(page.getByTestId(`pick-${o.physical.id}`), `pick ${o.physical.id}`)
  } else await ev.tap(page.getByTestId('turn-mythos').getByTestId('draw-mythos'), 'draw (app deck)')
  await expect(page.getByTestId('turn-panel').getByTestId('mythos-card')).toBeVisible()
  if (o.shot) await shot(page, o.shot)
  const asked = await answer(ev, o.clueTo ?? 'Ala')
  await notices(ev)
  await boardDone(ev)
  // The card and what it did stay on the table; the next turn's first step is on screen.
  await expect(page.getByTestId('turn-panel').getByTestId('mythos-result')).toContainText('Karta Mitów')
  await ev.expectNext(page.getByTestId('next-phase'), '«Dalej: Ruch» of the next turn')
  await expect(page.getByTestId('next-phase')).toHaveText('Dalej: Ruch')
  seg.kind = asked === 0 ? 'mythos-quiet' : asked === 1 ? 'mythos-question' : 'mythos-questions'
  seg.label = `${seg.kind} (${o.physical ? `physical: ${o.physical.id}` : 'app deck'})`
  ev.pause()
  return asked
}

/** A turn's phases before the Mythos phase: «Dalej: Ruch», «Dalej: Spotkania w Arkham» (then the Mythos draw is there). */
async function turnPhases(ev: Evening) {
  ev.segment('turn')
  const next = ev.page.getByTestId('next-phase')
  for (const phase of ['Ruch', 'Spotkania w Arkham']) {
    await ev.expectNext(next)
    await expect(next).toHaveText(`Dalej: ${phase}`)
    await ev.tap(next, `Dalej: ${phase}`)
    await notices(ev)
  }
  await boardDone(ev)
  ev.pause()
}

test('AH2e + Innsmouth: an evening from setup through Mythos phases (app deck and physical), a question, a threshold and its undo, to the battle and the score, in few taps', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, bypassCSP: true })
  const page = await context.newPage()
  const ev = new Evening(page, 'ah2e', BUDGETS)
  await page.goto('/')

  // ── Setup: the form, the checklist counting the Innsmouth box, the first Mythos card ──
  ev.segment('setup')
  await ev.tap(page.getByTestId('new-game'))
  await ev.tap(page.getByTestId('new-ah2e'))
  await ev.tap(page.getByTestId('players-3'))
  for (const [i, n] of ['Ala', 'Ola', 'Ela'].entries()) await ev.fill(page.locator(`#inv-name-${i + 1}`), n, `name ${n}`)
  await ev.tap(page.getByTestId('exp-innsmouth'))
  await ev.select(page.getByTestId('ao-select'), 'yig')
  await ev.fill(page.getByTestId('seed'), 'evening-e2e')
  await ev.tap(page.getByTestId('create-game'))
  await expect(page.getByRole('heading', { name: 'Przygotuj planszę' })).toBeVisible()
  await expect(page.getByTestId('setup-masks')).toContainText('7 potworów-Masek (5 z gry podstawowej i 2 z Innsmouth)')
  await expect(page.getByTestId('setup-water')).toHaveText('Połóż znaczniki obszarów wodnych na planszy Arkham: Rzeczne Doki, Opuszczona Wyspa.')
  await expect(page.getByTestId('setup-innsmouth-cup')).toContainText('25 potworów z Innsmouth')
  ev.pause()
  await page.getByTestId('setup-water').scrollIntoViewIfNeeded()
  await shot(page, 'ah2e-evening-01-checklist')
  await expectNoSeriousA11yViolations(page, 'setup checklist')
  ev.segment('setup')
  await ev.tap(page.getByTestId('to-first-mythos'))
  await ev.tap(page.getByTestId('draw-mythos'), 'the setup draw (Mythos screen)')
  await notices(ev)
  await boardDone(ev)
  await ev.tap(page.getByTestId('mythos-done-to-table'))
  // The investigators take their places (the app checks the rules that depend on them).
  for (const [i, place] of ['the-unnamable', 'the-unnamable', 'rivertown-streets'].entries()) {
    await ev.tap(page.getByTestId(`where-inv-${i + 1}`))
    await ev.select(page.locator(`#loc-inv-${i + 1}`), place)
  }
  await boardDone(ev)
  // «Zbieranie Wskazówek»: Ala ends her move on the Unnamable's setup clue and picks it up (the token leaves the place).
  await ev.tap(page.getByTestId('pick-up-inv-1'), 'Zabierz Wskazówkę (Ala)')
  expect(await sheetLines(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^Ala: weź 1 wskazówkę z .+ \(razem 1\)$/)]))
  await boardDone(ev)
  await expect(page.getByTestId('pick-up-inv-2')).toBeHidden()
  ev.pause()
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot(page, 'ah2e-evening-02-table-upkeep')

  // ── A refusal where the finger is: «Zamknij» on a gate where no investigator stands ──
  ev.segment('refusal')
  const gate = page.getByTestId('gate-row').first()
  await gate.scrollIntoViewIfNeeded()
  await ev.tap(gate.getByRole('button', { name: 'Zamknij', exact: true }), 'Zamknij (a gate nobody stands at)')
  await expect(gate.getByTestId('table-error')).toBeInViewport()
  await shot(page, 'ah2e-evening-03-gate-refused')
  ev.pause()
  await page.evaluate(() => window.scrollTo(0, 0))

  // ── Turn 1: a physical card that asks who takes the clue (Ala and Ola stand at the Unnamable) ──
  await turnPhases(ev)
  await shot(page, 'ah2e-evening-04-encounters')
  expect(await mythosPhase(ev, { physical: { title: 'burza nad Ark', id: 'big-storm-sweeps-arkham' }, clueTo: 'Ola', shot: 'ah2e-evening-05-question' })).toBe(1)
  await expect(page.getByTestId('turn-panel').getByTestId('mythos-card')).toContainText('Wielka burza nad Arkham!')
  await expect(page.getByTestId('turn-panel').getByTestId('mythos-result')).toContainText('Ola')
  await shot(page, 'ah2e-evening-06-after-answer')
  await expectNoSeriousA11yViolations(page, 'the table after the Mythos phase')

  // ── Turns 2–3 from the app's deck, turn 4 a physical card again ──
  for (let turn = 2; turn <= 3; turn++) {
    await turnPhases(ev)
    await mythosPhase(ev, turn === 2 ? { shot: 'ah2e-evening-07-app-deck' } : {})
  }
  await turnPhases(ev)
  await mythosPhase(ev, { physical: { title: 'w arkham spok', id: 'all-quiet-in-arkham' } })

  // ── A threshold and its undo: terror to 3 closes the General Store (corrections: not counted) ──
  ev.segment('threshold')
  for (let i = Number(await page.getByTestId('gauge-terror').getByTestId('value').innerText()); i < 3; i++) {
    await ev.tap(page.getByTestId('terror-up'), 'Panika +1')
    await notices(ev)
  }
  expect(await sheetLines(page)).toContain('Sklep wielobranżowy: połóż znacznik „Zamknięte”')
  await shot(page, 'ah2e-evening-08-threshold')
  // The players put the marker on the board; then they take the step back: the sheet says to take it off.
  await boardDone(ev)
  await ev.tap(page.getByTestId('undo'), 'Cofnij')
  expect(await sheetLines(page)).toContain('Sklep wielobranżowy: zdejmij znacznik „Zamknięte”')
  await expect(page.getByTestId('gauge-terror').getByTestId('value')).toHaveText('2')
  await boardDone(ev)
  ev.pause()

  // ── Turn 5: Ela, arrested in the Upkeep, stands up at the Police Station as the Movement phase begins; her move is refused in her row ──
  await page.evaluate(() => window.scrollTo(0, 0))
  ev.segment('arrest')
  await ev.tap(page.getByTestId('more-inv-3'))
  await ev.tap(page.getByTestId('arrest-inv-3'))
  await boardDone(ev)
  await page.evaluate(() => window.scrollTo(0, 0))
  ev.segment('turn-with-a-refusal')
  await ev.tap(page.getByTestId('next-phase'), 'Dalej: Ruch')
  expect((await sheetLines(page)).join(' | ')).toContain('Posterunek Policji')
  await boardDone(ev)
  await expect(page.getByTestId('no-move-inv-3')).toBeVisible()
  await ev.tap(page.getByTestId('where-inv-3'))
  await ev.select(page.locator('#loc-inv-3'), 'merchant-district-streets')
  await expect(page.getByTestId('inv-3').getByTestId('table-error')).toContainText('Zatrzymany Badacz nie porusza się w tej Fazie Ruchu')
  await expect(page.getByTestId('inv-3').getByTestId('table-error')).toBeInViewport()
  await shot(page, 'ah2e-evening-09-delayed')
  await page.evaluate(() => window.scrollTo(0, 0))
  await ev.tap(page.getByTestId('next-phase'), 'Dalej: Spotkania w Arkham')
  ev.pause()
  await mythosPhase(ev)

  // ── The awakening (asked first), the battle, the score ──
  ev.segment('end')
  const awaken = page.getByTestId('awaken')
  await awaken.scrollIntoViewIfNeeded()
  await ev.tap(awaken, 'Przedwieczny się budzi')
  await expect(page.getByTestId('awaken-confirm')).toBeInViewport()
  await shot(page, 'ah2e-evening-10-awaken-asked')
  await ev.tap(page.getByTestId('awaken-yes'), 'Tak')
  expect((await notices(ev)).join(' ')).toMatch(/Przedwieczny się budzi/)
  await boardDone(ev)
  await ev.tap(page.getByTestId('nav-battle'))
  await expect(page.getByText('(także w 1. rundzie)')).toBeVisible()
  await ev.tap(page.getByTestId('battle-round'))
  await ev.fill(page.locator('#succ-inv-1'), '9')
  await ev.tap(page.getByTestId('attack-inv-1'))
  expect(await sheetLines(page)).toContain('Tor zagłady: zdejmij 3 żetony — po jednym za każde 3 sukcesy (zostaje 7)')
  await shot(page, 'ah2e-evening-11-battle')
  await ev.tap(page.getByTestId('battle-devour-inv-3'), 'Pochłonięty (Ela)')
  await expect(page.getByTestId('battle-devour-inv-3-confirm')).toBeInViewport()
  await ev.tap(page.getByTestId('battle-devour-inv-3-yes'), 'Tak')
  await ev.fill(page.locator('#succ-inv-2'), '50')
  await ev.tap(page.getByTestId('attack-inv-2'))
  await notices(ev)
  await expect(page.getByTestId('outcome')).toContainText('Przedwieczny wygnany')
  await expect(page.getByTestId('score-sane')).toHaveValue('2')
  await ev.fill(page.getByTestId('score-monster-trophies'), '6')
  const before = Number(await page.getByTestId('score-total').innerText())
  await ev.tap(page.getByTestId('score-apply'))
  await expect(page.getByTestId('score-total')).toHaveText(String(before + 2))
  ev.pause()
  await shot(page, 'ah2e-evening-12-score')
  await expectNoSeriousA11yViolations(page, 'score')

  // Every stretch within its budget; the counts go to test-results/taps/ah2e.json.
  const counted = ev.segments.filter((s) => s.kind.startsWith('mythos') || s.kind === 'turn')
  expect(counted.filter((s) => s.kind === 'mythos-quiet').length).toBeGreaterThanOrEqual(1)
  expect(counted.filter((s) => s.kind === 'mythos-question').length).toBeGreaterThanOrEqual(1)
  console.log(counted.map((s) => `${s.label}: ${s.taps} — ${s.log.join(' → ')}`).join('\n'))
  ev.expectWithinBudgets()
  expect(ev.errors).toEqual([])
  await context.close()
})
