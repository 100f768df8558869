import { test, expect, type Locator, type Page } from '@playwright/test'
import { boardDone, dismissAlerts, shot } from './helpers'

/**
 * Cthulhu: Rise of the Cults on the phone (issue #14, done-when): a newcomer plays a whole solo
 * game against the app's opponent to the Goal check, and tracks a 3-player game to its score, with
 * an undo on the way. The players answer what the app asks (the layout, their sites, their plans,
 * Attack totals, Terror) and the app runs the NPC.
 */

async function newGame(page: Page, o: { players: number; seed: string }) {
  await page.goto('/')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-cults').click()
  await page.getByTestId(`players-${o.players}`).click()
  await page.getByTestId('layout').selectOption('1')
  await page.getByTestId('seed').fill(o.seed)
  await page.getByTestId('create-game').click()
  await expect(page.getByTestId('checklist')).toBeVisible()
  await page.getByTestId('to-table').click()
  await expect(page.getByTestId('ask-layout')).toBeVisible()
  await page.getByTestId('set-layout').click()
}

const visible = (page: Page, id: string) => page.getByTestId(id).isVisible().catch(() => false)

const STEPS = ['alert', 'game-over', 'ask-site', 'to-fight', 'ask-reinforce', 'ask-attack', 'ask-terror', 'back-table', 'city', 'cult', 'npc-go', 'planning', 'actions', 'hiding'] as const
type Step = (typeof STEPS)[number]

/** What the screen asks now (one look at the page: the first of `STEPS` shown). */
async function whatNow(page: Page): Promise<Step | null> {
  return page.evaluate((ids) => {
    for (const id of ids) {
      const el = document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
      // checkVisibility, not offsetParent: the alert and the board sheet are position: fixed.
      if (el && el.checkVisibility()) return id
    }
    return null
  }, [...STEPS]) as Promise<Step | null>
}

/**
 * Play on from wherever the table stands, as a simple player would: starting sites in turn, roll
 * and end the Cult phase, reveal City cards with no change, plans spread over the districts, a
 * Preparation (Site then Ritual I) where possible or else a Dominance or a Bluff, no reinforcement,
 * Attack 2 each, Terror with 3 more, Hiding with 4 tokens. Stops at the end or after `steps`.
 */
/** A tap that gives up after a moment (the screen moved on while it waited): the loop looks again. */
async function tap(l: Locator) {
  // Only what is there now and enabled: waiting for a control the screen no longer shows costs seconds a step.
  if (!(await l.isVisible().catch(() => false)) || !(await l.isEnabled({ timeout: 250 }).catch(() => false))) return
  await l.click({ timeout: 1500 }).catch(() => undefined)
  // Then wait for its command: looking again before it is written finds the control still there,
  // taps it a second time as it goes, and that tap waits out its whole timeout (the slow steps).
  await expect(l.page().locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

/** Fill a field that is there and editable now (a disabled one is skipped at once, not waited for). */
async function fill(l: Locator, value: string) {
  if (await l.isEditable({ timeout: 250 }).catch(() => false)) await l.fill(value, { timeout: 1500 }).catch(() => undefined)
}

async function playOn(page: Page, steps: number, onStep?: (step: Step | null) => Promise<void>, until?: (step: Step | null) => boolean) {
  for (let i = 0; i < steps; i++) {
    const step = await whatNow(page)
    if (until?.(step)) return
    if (process.env.CULTS_TRACE) console.log(i, step, Date.now() % 1_000_000)
    if (onStep) await onStep(step)
    switch (step) {
      case 'alert': await tap(page.getByTestId('alert-ok')); break
      case 'game-over': return
      case 'ask-site': {
        const free = page.getByTestId('ask-site').getByRole('button')
        await tap(free.nth(i % Math.max(1, await free.count())))
        break
      }
      case 'to-fight': await tap(page.getByTestId('to-fight')); break
      case 'ask-reinforce': await tap(page.getByTestId('reinforce-none')); break
      case 'ask-attack':
        for (const input of await page.getByTestId('ask-attack').locator('input').all()) await fill(input, '2')
        await tap(page.getByTestId('resolve-attack'))
        break
      case 'ask-terror':
        await fill(page.getByTestId('terror-add'), '3')
        await tap(page.getByTestId('terror-go'))
        if (await visible(page, 'fight-error')) await tap(page.getByTestId('terror-skip'))
        break
      case 'back-table': await tap(page.getByTestId('back-table')); break
      case 'city': await tap(page.getByTestId('reveal-city')); break
      case 'cult':
        await tap(page.getByTestId('roll-recruit'))
        await tap(page.getByTestId('end-cult'))
        break
      case 'npc-go': await tap(page.getByTestId('npc-go')); break
      case 'planning': await tap(page.getByTestId('planning').getByRole('button').nth(i % 3)); break
      case 'actions': {
        await tap(page.getByTestId('plan-preparation'))
        const site = page.getByTestId('prep-site')
        if ((await site.isVisible().catch(() => false)) && (await site.isEnabled({ timeout: 250 }).catch(() => false))) await site.check({ timeout: 3000 }).catch(() => undefined)
        await tap(page.getByTestId('prep-ritual-1'))
        await tap(page.getByTestId('take-plan'))
        for (const plan of ['dominance', 'bluff']) {
          if (!(await visible(page, 'table-error'))) break
          await tap(page.getByTestId(`plan-${plan}`))
          await tap(page.getByTestId('take-plan'))
        }
        break
      }
      case 'hiding':
        for (const input of await page.getByTestId('hiding').locator('input').all()) await fill(input, '6')
        await tap(page.getByTestId('hide'))
        break
      default:
        await page.waitForTimeout(50)
    }
  }
}

test('solo: a whole game against the app\'s opponent, an undo, to the Goal card', async ({ browser }) => {
  test.setTimeout(Number(process.env.CULTS_TIMEOUT ?? 480_000))
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'pl-PL' })
  const page = await context.newPage()
  await newGame(page, { players: 1, seed: 'cults-solo-e2e' })
  await expect(page.getByTestId('ask-site')).toBeVisible()
  await shot(page, 'cults-site')
  await page.getByTestId('site-northside').click()
  await expect(page.getByTestId('round-phase')).toContainText('Runda 1 z 6')
  // The opponent's start: Rituals I Uptown, I Northside, II Downtown.
  await expect(page.getByTestId('rituals-downtown')).toContainText('NPC II')

  // Round 1 until the opponent has acted once in the Actions phase; then undo it and let it act again.
  let shotsTaken = 0
  let actionTurns = 0
  let prev: string | null = null
  await playOn(page, 80, async (step) => {
    if (shotsTaken === 0 && step === 'planning') { await shot(page, 'cults-planning'); shotsTaken++ }
  }, (step) => {
    const stop = step === 'actions' && prev === 'npc-go' && ++actionTurns === 1
    prev = step
    return stop
  })
  await expect(page.getByTestId('npc-last')).toBeVisible()
  // The opponent has just taken its first action: undo it on the log; the board list says what to take back.
  await dismissAlerts(page)
  await boardDone(page)
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-undo').click()
  await expect(page.getByTestId('board-changes')).toHaveAttribute('data-kind', 'undo')
  await shot(page, 'cults-undo')
  await page.getByTestId('board-done').click()
  await page.getByTestId('nav-table').click()

  await playOn(page, 600, async (step) => {
    if (shotsTaken === 1 && step === 'actions') { await shot(page, 'cults-actions'); shotsTaken++ }
    if (shotsTaken === 2 && (await visible(page, 'npc-last'))) { await shot(page, 'cults-npc-last'); shotsTaken++ }
    if (shotsTaken >= 3 && shotsTaken < 5 && (step === 'ask-attack' || step === 'ask-terror')) { await shot(page, `cults-${step}`); shotsTaken++ }
  })
  await expect(page.getByTestId('game-over')).toBeVisible()
  await dismissAlerts(page)
  await page.getByTestId('to-score').click()
  await expect(page.getByTestId('score-table')).toBeVisible()
  await expect(page.getByTestId('goal-result')).toBeVisible()
  await shot(page, 'cults-score-solo')
  await page.getByTestId('nav-npc').click()
  await expect(page.getByTestId('npc-stash')).toBeVisible()
  await shot(page, 'cults-npc')
  await context.close()
})

test('3 players: tracked to the score with the tie-breakers', async ({ browser }) => {
  test.setTimeout(Number(process.env.CULTS_TIMEOUT ?? 900_000))
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'pl-PL' })
  const page = await context.newPage()
  await newGame(page, { players: 3, seed: 'cults-three-e2e' })
  await expect(page.getByTestId('ask-site')).toBeVisible()
  await playOn(page, 12)
  await shot(page, 'cults-table-3p')
  // An undo of the last command, redone by playing on.
  await boardDone(page)
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-undo').click()
  await expect(page.getByTestId('board-changes')).toHaveAttribute('data-kind', 'undo')
  await page.getByTestId('board-done').click()
  await page.getByTestId('nav-table').click()
  await playOn(page, 1500)
  await expect(page.getByTestId('game-over')).toBeVisible()
  await dismissAlerts(page)
  await page.getByTestId('to-score').click()
  await expect(page.getByTestId('score-row-0')).toBeVisible()
  await expect(page.getByTestId('score-row-2')).toBeVisible()
  await expect(page.getByTestId('score-winner').or(page.getByTestId('score-shared'))).toBeVisible()
  await shot(page, 'cults-score-3p')
  await context.close()
})

test('the owner\'s cards: a District card entered and laid on a district (its cost shown), a City card picked when revealed, a setting switched and undone, a Disorganization count corrected', async ({ browser }) => {
  test.setTimeout(Number(process.env.CULTS_TIMEOUT ?? 300_000))
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'pl-PL' })
  const page = await context.newPage()
  const boardDone = async () => {
    await dismissAlerts(page)
    if (await visible(page, 'board-done')) await page.getByTestId('board-done').click()
  }
  await newGame(page, { players: 1, seed: 'cults-cards-e2e' })
  await expect(page.getByTestId('ask-site')).toBeVisible()
  await page.getByTestId('to-cards').click()
  await expect(page.getByTestId('cults-cards')).toBeVisible()

  // The owner enters a Guardian card (cost 3, Attack 2, 4 copies) and a City card, once, on this device.
  await page.getByTestId('owner-cards-box').locator('summary').first().click()
  await page.getByTestId('owner-district').locator('summary').click()
  await page.getByTestId('od-add').click()
  await page.getByTestId('od-label').fill('Strażnik A')
  await page.getByTestId('od-type-guardian').click()
  await page.getByTestId('od-cost').fill('3')
  await page.getByTestId('od-attack').fill('2')
  await page.getByTestId('od-copies').fill('4')
  await shot(page, 'cults-owner-district-form')
  await page.getByTestId('od-save').click()
  await expect(page.getByTestId('owner-district')).toContainText('Strażnik A')
  await page.getByTestId('owner-city').locator('summary').click()
  await page.getByTestId('oc-add').click()
  await page.getByTestId('oc-label').fill('Miasto 1')
  await page.getByTestId('oc-cards').fill('1')
  await page.getByTestId('oc-save').click()
  await expect(page.getByTestId('owner-city')).toContainText('Miasto 1')
  await shot(page, 'cults-owner-cards')

  // The card laid on Uptown: its stack takes the copies; the cost calculator shows 3 + Investigators.
  await page.getByTestId('stack-card-uptown-guardian').selectOption('Strażnik A')
  await expect(page.getByTestId('stack-n-uptown-guardian')).toHaveValue('4')
  await page.getByTestId('stacks-save-uptown').click()
  await boardDone()
  await expect(page.getByTestId('stack-cost-uptown')).toContainText('Strażnik 3')
  await page.getByTestId('board-stacks').scrollIntoViewIfNeeded()
  await shot(page, 'cults-cards-board')

  // A setting switched on the NPC screen, then undone from the log.
  await page.getByTestId('nav-npc').click()
  await page.getByTestId('npc-settings-view').locator('summary').click()
  await page.getByTestId('setting-removeAfterTerror-highest').click()
  await boardDone()
  await expect(page.getByTestId('setting-removeAfterTerror-highest')).toHaveAttribute('aria-pressed', 'true')
  await shot(page, 'cults-npc-settings')
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-undo').click()
  await boardDone()
  await page.getByTestId('nav-npc').click()
  await page.getByTestId('npc-settings-view').locator('summary').click()
  await expect(page.getByTestId('setting-removeAfterTerror-lowest')).toHaveAttribute('aria-pressed', 'true')

  // A Disorganization count corrected on the score screen.
  await page.getByTestId('nav-score').click()
  await page.getByTestId('fix-disorg').locator('summary').click()
  await page.getByTestId('fix-disorg-to').fill('2')
  await page.getByTestId('fix-disorg-save').click()
  await boardDone()
  await expect(page.getByTestId('score-row-0').or(page.getByTestId('score-row-1')).first()).toBeVisible()
  await expect(page.getByTestId('score-table')).toContainText('2')

  // Round 2's City phase: the City card picked by its label fills its numbers in.
  await page.getByTestId('nav-table').click()
  await playOn(page, 200, undefined, (step) => step === 'city')
  await expect(page.getByTestId('city')).toBeVisible()
  await page.getByTestId('city-pick').selectOption('Miasto 1')
  await expect(page.getByTestId('city').locator('input[type=number]').nth(1)).toHaveValue('1')
  await shot(page, 'cults-city-pick')
  await page.getByTestId('reveal-city').click()
  await boardDone()
  await expect(page.getByTestId('cult')).toBeVisible()
  await context.close()
})
