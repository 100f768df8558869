import { test, expect, type Locator, type Page } from '@playwright/test'
import { shot } from './helpers'

/**
 * Rise of the Cults as a table plays it (issue #24 «An evening never breaks»): a phone, 360×780,
 * Polish, touch; a solo evening against the app's opponent and a 3-player evening, from the setup
 * form through all 6 rounds to the score. The players read the screen, tap what it offers, do what
 * «Na planszy» lists and close it, and vary their play (every Plan, reinforcements, Attack totals,
 * Terror, rerolls, City cards). On the way the test looks for what breaks an evening:
 *
 * - a dead end: nothing to tap that moves the game on;
 * - a raw key or a hole in a sentence (`fight.x`, `{n}`, `undefined`, `NaN`) anywhere on screen;
 * - a refusal far from the control tapped (off screen, or more than half a screen away);
 * - a vanished instruction: the opponent's steps gone while its turn and its fight are not over.
 *
 * Every finding is collected with where it happened, and the test fails listing them all.
 */

const VIEW = { width: 360, height: 780 }
type Finding = { kind: string; at: string; detail: string }

/** A small seeded generator for the players' choices (the run is repeatable). */
function chooser(seed: number) {
  let x = seed >>> 0
  const next = () => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x / 2 ** 32 }
  return { int: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p }
}

const RAW = /\b(?:ev|cmd|fight|npc|act|plan|board|table|city|cult|hide|score|cards|setting|owner|rule|reason|phase|district|face|goal|need|gauge|alert|pending|err|setup|log|nav|cause)\.[A-Za-z][\w.-]*|\{[a-zA-Z]+\}|\bundefined\b|\bNaN\b|\[object /

class Table {
  findings: Finding[] = []
  steps = 0
  at = ''
  constructor(readonly page: Page, readonly label: string) {}

  /** The kinds of step seen (one picture of each). */
  seen = new Set<string>()
  /** Every refusal seen: what was tapped, what it said, how far from the control (px). */
  refusals: string[] = []

  note(kind: string, detail: string) {
    if (this.findings.length < 40 && !this.findings.some((f) => f.kind === kind && f.detail === detail)) this.findings.push({ kind, at: `${this.label} #${this.steps} ${this.at}`, detail })
  }

  /** Wait until no command is queued or running. */
  async settled() {
    await expect(this.page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  }

  async visible(id: string): Promise<boolean> {
    return this.page.evaluate((i) => { const el = document.querySelector(`[data-testid="${i}"]`) as HTMLElement | null; return !!el && el.checkVisibility() }, id)
  }

  /** Everything the screen says, checked for raw keys and holes. */
  async read() {
    const text = await this.page.evaluate(() => document.body.innerText)
    const m = RAW.exec(text)
    if (m) this.note('raw key', `«${text.slice(Math.max(0, m.index - 50), m.index + 60).replace(/\s+/g, ' ')}»`)
  }

  /**
   * Tap a control as a finger does, wait for its command, then look for a refusal: it must show
   * on screen near the control (within half a screen).
   */
  async tap(l: Locator, what: string): Promise<boolean> {
    this.at = what
    await l.scrollIntoViewIfNeeded({ timeout: 3000 }).catch(() => undefined)
    const box = await l.boundingBox().catch(() => null)
    if (!box) return false
    const errorsBefore = await this.errors()
    try {
      await l.tap({ timeout: 3000 })
    } catch (e) {
      this.note('tap failed', `${what}: ${String(e).split('\n').filter((x) => /intercepts|not|waiting for/.test(x)).slice(0, 2).join(' / ')}`)
      return false
    }
    await this.settled()
    // Where the control is now (a tap may scroll it), against where the refusal shows.
    const at = ((await l.count()) ? await l.boundingBox({ timeout: 200 }).catch(() => null) : null) ?? box
    const errors = (await this.errors()).filter((x) => !errorsBefore.some((y) => y.text === x.text))
    for (const err of errors) {
      this.refusals.push(`${what}: «${err.text}» at ${Math.round(err.box.y - at.y)} px`)
      const far = err.box.y > VIEW.height || err.box.y + err.box.height < 0 ? 'off screen' : Math.max(0, err.box.y - (at.y + at.height), at.y - (err.box.y + err.box.height)) > VIEW.height / 2 ? 'more than half a screen away' : ''
      if (far) this.note('refusal far from the control', `${what} → «${err.text}» (${far})`)
    }
    return errors.length === 0
  }

  /** The refusals shown now (role=alert, not the full-screen notice), where they are in the viewport. */
  async errors(): Promise<{ text: string; box: { x: number; y: number; width: number; height: number } }[]> {
    return this.page.evaluate(() => [...document.querySelectorAll('[role="alert"]')].filter((el) => (el as HTMLElement).checkVisibility() && (el as HTMLElement).innerText.trim()).map((el) => {
      const r = el.getBoundingClientRect()
      return { text: (el as HTMLElement).innerText.trim(), box: { x: r.x, y: r.y, width: r.width, height: r.height } }
    }))
  }

  /** Do what «Na planszy» lists and close it; dismiss full-screen notices. */
  async followBoard() {
    for (let i = 0; i < 10 && (await this.visible('alert')); i++) await this.page.getByTestId('alert-ok').tap()
    if (await this.visible('board-changes')) {
      const lines = await this.page.getByTestId('board-change').allInnerTexts()
      if (lines.some((l) => !l.trim())) this.note('empty board line', lines.join(' | '))
      await this.page.getByTestId('board-done').tap()
    }
  }
}

const STEPS = ['ask-layout', 'ask-site', 'to-fight', 'ask-reinforce', 'ask-attack', 'ask-terror', 'back-table', 'city', 'cult', 'npc-go', 'planning', 'actions', 'hiding', 'game-over'] as const
type Step = (typeof STEPS)[number]

async function whatNow(page: Page): Promise<Step | null> {
  return page.evaluate((ids) => {
    for (const id of ids) {
      const el = document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
      if (el && el.checkVisibility()) return id
    }
    return null
  }, [...STEPS]) as Promise<Step | null>
}

/** A new game through the setup form, as the box's owner fills it in. */
async function newGame(page: Page, o: { players: number; seed: string; virtual?: boolean }) {
  await page.goto('/')
  await page.getByTestId('new-game').tap()
  await page.getByTestId('new-cults').tap()
  await page.getByTestId(`players-${o.players}`).tap()
  if (o.virtual) {
    await page.getByTestId('deck-virtual').tap()
    // Three of the opponent's cards may be destroyed for Thugs in a fight.
    const cards = page.locator('ol li').filter({ has: page.locator('input[type=number]') })
    for (const i of [0, 4, 8]) await cards.nth(i).locator('input').nth(1).fill('3')
  }
  await page.getByTestId('seed').fill(o.seed)
  await page.getByTestId('create-game').tap()
  await expect(page.getByTestId('checklist')).toBeVisible()
  await page.getByTestId('to-table').tap()
}

/**
 * The box's owner on the side screens, as at a real table: the District cards of a stack saved
 * (once with nothing changed: refused), an opponent setting saved with nothing changed (refused).
 */
async function ownerDetour(t: Table) {
  const page = t.page
  await t.tap(page.getByTestId('nav-cards'), 'nav-cards')
  await t.read()
  await t.tap(page.getByTestId('stacks-save-northside'), 'stacks-save-northside (nothing changed)')
  await shot(page, 'cults-cards-refused')
  await page.getByTestId('stack-n-northside-guardian').fill('3')
  await t.tap(page.getByTestId('stacks-save-northside'), 'stacks-save-northside')
  await t.followBoard()
  await shot(page, 'cults-cards-save')
  if (await page.getByTestId('nav-npc').isVisible()) {
    await t.tap(page.getByTestId('nav-npc'), 'nav-npc')
    await page.getByTestId('npc-settings-view').locator('summary').tap()
    await t.tap(page.getByTestId('change-districtNumbers'), 'change-districtNumbers (nothing changed)')
    await shot(page, 'cults-npc-setting-refused')
  }
  await t.tap(page.getByTestId('nav-table'), 'nav-table')
}

/** The other screens, read for raw keys (the score, the cards, the opponent, the log), then back to the table. */
async function lookAround(t: Table) {
  for (const id of ['nav-score', 'nav-cards', 'nav-npc', 'nav-log', 'nav-fight']) {
    if (!(await t.page.getByTestId(id).isVisible())) continue
    await t.tap(t.page.getByTestId(id), id)
    await t.read()
  }
  await t.tap(t.page.getByTestId('nav-table'), 'nav-table')
}

/** Play the evening to its end, as a table would; returns the steps taken. */
async function evening(t: Table, seed: number, shots: (step: Step, t: Table) => Promise<void>) {
  const page = t.page
  const pick = chooser(seed)
  let idle = 0
  /** The opponent's turn is on until the players take their next action (its steps must stay on screen). */
  let npcOpen = false
  for (; t.steps < 1500; t.steps++) {
    await t.settled()
    await t.followBoard()
    await t.read()
    const step = await whatNow(page)
    if (step === 'game-over') return
    if (!step) {
      if (++idle > 20) {
        await shot(page, `${t.label}-dead-end`)
        t.note('dead end', `nothing to tap on ${await page.evaluate(() => location.hash)}`)
        return
      }
      await page.waitForTimeout(50)
      continue
    }
    idle = 0
    // One picture of each kind of step (test-results/screens), to look at.
    if (!t.seen.has(step)) {
      t.seen.add(step)
      await shot(page, `cults-evening-${t.label}-${step}`)
    }
    await shots(step, t)
    // Now and then the table looks at the other screens, or takes its last tap back on the log.
    if (t.steps % 37 === 36) {
      await lookAround(t)
      continue
    }
    if (t.steps % 29 === 28) {
      await t.tap(page.getByTestId('nav-log'), 'nav-log')
      await t.read()
      if (await t.tap(page.getByTestId('log-undo'), 'log-undo')) {
        // What to put back (the contract test checks every component; here: the sheet says it is an undo).
        if (await t.visible('board-changes')) {
          const kind = await page.getByTestId('board-changes').getAttribute('data-kind')
          if (kind !== 'undo') t.note('board sheet', `after an undo the sheet says «${kind}»`)
        }
        await t.read()
      }
      await t.followBoard()
      await t.tap(page.getByTestId('nav-table'), 'nav-table')
      npcOpen = false
      continue
    }
    // The opponent's turn and its fight: its steps with their rules stay on the screen.
    if (npcOpen) {
      const onFight = await t.visible('cults-fight')
      const shown = await page.evaluate((id) => !!document.querySelector(`[data-testid="${id}"]`), onFight ? 'fight-npc-steps' : 'npc-last')
      if (!shown) t.note('vanished instruction', `the opponent's steps are gone at «${step}» before the players acted`)
    }
    const tapId = (id: string) => t.tap(page.getByTestId(id), id)
    switch (step) {
      case 'ask-layout': {
        for (const input of await page.locator('[data-testid^="layout-sanity-"]').all()) await input.fill(String(2 + pick.int(3)))
        await tapId('set-layout')
        break
      }
      case 'ask-site': {
        const b = page.getByTestId('ask-site').getByRole('button')
        await t.tap(b.nth(pick.int(await b.count())), 'site')
        break
      }
      case 'to-fight': await tapId('to-fight'); break
      case 'back-table': await tapId('back-table'); break
      case 'ask-reinforce': {
        const b = page.getByTestId('ask-reinforce').getByRole('button')
        const n = await b.count()
        await t.tap(pick.chance(0.6) && n > 1 ? b.nth(pick.int(n - 1)) : page.getByTestId('reinforce-none'), 'reinforce')
        break
      }
      case 'ask-attack': {
        for (const input of await page.getByTestId('ask-attack').locator('input').all()) await input.fill(String(pick.int(7)))
        await tapId('resolve-attack')
        break
      }
      case 'ask-terror': {
        const box = page.getByTestId('ask-terror')
        await page.getByTestId('terror-add').fill(String(pick.int(6)))
        // The choices the screen asks: which Ritual leaves, whose Dominance marker goes.
        for (const row of await box.locator('[data-testid^="replace-"]').all()) await t.tap(row.getByRole('button').first(), 'replace')
        const levels = box.locator('button[aria-pressed]').filter({ hasText: /^I{1,3}$/ })
        if (await levels.count()) await t.tap(levels.first(), 'remove')
        if (!(await tapId(pick.chance(0.9) ? 'terror-go' : 'terror-skip'))) await tapId('terror-skip')
        npcOpen = false
        break
      }
      case 'city': {
        if (pick.chance(0.4)) await t.tap(page.getByTestId('city').locator('[data-testid^="city-advance-"]').first(), 'advance')
        await tapId('reveal-city')
        npcOpen = false
        break
      }
      case 'cult': {
        if (await tapId('roll-recruit')) {
          if (pick.chance(0.5)) {
            await t.tap(page.getByTestId('recruit-dice').getByRole('button').first(), 'die')
            await tapId('reroll')
          }
        }
        await tapId('end-cult')
        break
      }
      case 'npc-go':
        await tapId('npc-go')
        npcOpen = true
        break
      case 'planning': {
        const b = page.getByTestId('planning').getByRole('button')
        await t.tap(b.nth(pick.int(await b.count())), 'place')
        npcOpen = false
        break
      }
      case 'actions': {
        const tops = page.getByTestId('actions').locator('[data-testid^="take-"]:not([data-testid="take-plan"])')
        const n = await tops.count()
        if (n > 1) await t.tap(tops.nth(pick.int(n)), 'district')
        const plans = ['preparation', 'influence', 'dominance', 'augmentation', 'preparation', 'dominance'] as const
        const first = plans[pick.int(plans.length)]
        for (const plan of [first, 'dominance', 'preparation', 'bluff'] as const) {
          await tapId(`plan-${plan}`)
          if (plan === 'preparation') {
            const site = page.getByTestId('prep-site')
            if (await site.isEnabled().catch(() => false)) { if (pick.chance(0.5)) await t.tap(site, 'prep-site') }
            const lv = page.locator('[data-testid^="prep-ritual-"]:enabled')
            if (await lv.count()) await t.tap(lv.nth(pick.int(await lv.count())), 'prep-ritual')
          }
          if (plan === 'influence') {
            const from = page.getByTestId('inf-from')
            const opts = await from.locator('option').count()
            if (opts > 1) await from.selectOption({ index: 1 + pick.int(opts - 1) })
          }
          if (plan === 'augmentation' && (await page.getByTestId('aug-guardian').isEnabled().catch(() => false))) await t.tap(page.getByTestId('aug-guardian'), 'aug-guardian')
          if (await tapId('take-plan')) break
        }
        npcOpen = false
        break
      }
      case 'hiding': {
        for (const input of await page.getByTestId('hiding').locator('input').all()) await input.fill(String(3 + pick.int(6)))
        await tapId('hide')
        npcOpen = false
        break
      }
    }
  }
  t.note('too long', 'the evening did not end in 1500 steps')
}

/** The score screen at the end, and (solo) the Goal card's check if the app leaves it to the player. */
async function scoring(t: Table) {
  const page = t.page
  await t.followBoard()
  await t.tap(page.getByTestId('to-score'), 'to-score')
  await expect(page.getByTestId('score-table')).toBeVisible()
  if (await t.visible('goal-met')) await t.tap(page.getByTestId('goal-met'), 'goal-met')
  await t.followBoard()
  await t.read()
}

async function phone(browser: import('@playwright/test').Browser) {
  return browser.newContext({ viewport: VIEW, locale: 'pl-PL', hasTouch: true, isMobile: true, deviceScaleFactor: 1 })
}

test('a solo evening against the app\'s opponent: setup, 6 rounds, score — no dead end, raw key, far refusal or vanished step', async ({ browser }) => {
  test.setTimeout(600_000)
  const context = await phone(browser)
  const page = await context.newPage()
  const t = new Table(page, 'solo')
  await newGame(page, { players: 1, seed: 'evening-solo', virtual: true })
  await ownerDetour(t)
  const taken = new Set<string>()
  await evening(t, 7, async (step) => {
    const name = step === 'ask-terror' || step === 'ask-attack' || step === 'ask-reinforce' ? 'cults-fight-npc-steps'
      : step === 'back-table' ? 'cults-fight-npc-steps-after'
      : step === 'actions' && (await t.visible('npc-last')) ? 'cults-table-npc-steps' : ''
    const onFight = name.startsWith('cults-fight')
    if (name && !taken.has(name) && (!onFight || (await page.evaluate(() => !!document.querySelector('[data-testid="fight-npc-steps"]'))))) {
      taken.add(name)
      await shot(page, name)
      await page.getByTestId(onFight ? 'fight-npc-steps' : 'npc-last').scrollIntoViewIfNeeded()
      await shot(page, `${name}-list`)
    }
  })
  await expect(page.getByTestId('game-over')).toBeVisible()
  await scoring(t)
  await shot(page, 'cults-evening-score-solo')
  await t.tap(page.getByTestId('nav-npc'), 'nav-npc')
  await page.getByTestId('npc-stash').scrollIntoViewIfNeeded()
  await t.read()
  await shot(page, 'cults-npc-deck')
  await context.close()
  console.log(`${t.label}: ${t.steps} steps; refusals seen:\n${t.refusals.join('\n')}`)
  expect(t.findings, JSON.stringify(t.findings, null, 1)).toEqual([])
})

test('a 3-player evening: setup, 6 rounds, score — no dead end, raw key or far refusal', async ({ browser }) => {
  test.setTimeout(900_000)
  const context = await phone(browser)
  const page = await context.newPage()
  const t = new Table(page, '3p')
  await newGame(page, { players: 3, seed: 'evening-three' })
  await ownerDetour(t)
  let terrorShot = false
  await evening(t, 11, async (step) => {
    if (step === 'ask-terror' && !terrorShot) { terrorShot = true; await shot(page, 'cults-terror-3p') }
  })
  await expect(page.getByTestId('game-over')).toBeVisible()
  await scoring(t)
  await shot(page, 'cults-evening-score-3p')
  await context.close()
  console.log(`${t.label}: ${t.steps} steps; refusals seen:\n${t.refusals.join('\n')}`)
  expect(t.findings, JSON.stringify(t.findings, null, 1)).toEqual([])
})
