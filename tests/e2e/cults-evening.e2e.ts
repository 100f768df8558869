import { test, expect, type Page } from '@playwright/test'
import { Evening, PHONE, type Segment } from './lib/evening'
import { shot } from './helpers'

/**
 * Rise of the Cults, two whole evenings as a table plays them (issue #25): a phone at 360×780, in
 * Polish, by touch, driven by `Evening` (every tap counted, and checked for console errors, raw
 * keys, and a refusal or prompt that lands outside the free band of the screen).
 *
 * - Solo against the app's opponent, its 12 cards entered (three destroyed for Thugs in its fights):
 *   the box's owner enters a District card and a City card on this device, lays the card on a
 *   district (its cost shown), tries two saves that change nothing (refused beside their buttons),
 *   switches an opponent setting and undoes it, corrects a Disorganization count and takes it back;
 *   then 6 rounds — the app's Recruitment dice with a reroll, the owner's City card picked, the
 *   opponent's turns one tap each (its steps kept on the fight screen; once the page reloaded after
 *   one, «Popraw ruch NPC» still there), a Preparation refused at the
 *   Ritual limit, Confrontations on both sides, Terror and Dominance, an undo — to the score and the
 *   Goal card. (A physical opponent deck's fight and its «Na planszy» lines: ROC-BOARD-07, ROC-VIEW-18.)
 * - Three players with their own dice: 6 rounds of 12 Plan markers placed and taken, reinforcements,
 *   fights, Terror, to the score with its order.
 *
 * Taps per round are the budgets: ≤ 25 solo, ≤ 45 for three players. What the test does only
 * to look (other screens, pictures, the owner's corrections, the undo and its replay) is not counted.
 */
test.use({ ...PHONE })

const BUDGETS = { 'round-solo': 25, 'round-3p': 45 }
/** The solo evening's segments, added to the 3-player evening's report (one file per game). */
const soloSegments: Segment[] = []

type District = { id: string; top: number | null; free: number; rituals: { seat: number; level: number }[]; sites: number[] }
const KIT: Record<number, number> = { 1: 2, 2: 2, 3: 1 }

/** The districts in play as the table screen shows them (their card's data). */
async function districts(page: Page): Promise<District[]> {
  return page.locator('li[data-testid^="district-"][data-free]').evaluateAll((els) => els.map((el) => {
    const e = el as HTMLElement
    return {
      id: (e.dataset.testid ?? '').slice('district-'.length),
      top: e.dataset.top === '' ? null : Number(e.dataset.top),
      free: Number(e.dataset.free),
      rituals: (e.dataset.rituals ?? '').split(',').filter(Boolean).map((x) => ({ seat: Number(x.split(':')[0]), level: Number(x.split(':')[1]) })),
      sites: (e.dataset.sites ?? '').split(',').filter(Boolean).map(Number),
    }
  }))
}
const visible = (page: Page, id: string) => page.getByTestId(id).isVisible()
/** The controls that take the game on, whichever the screen asks now. */
// The next action: an enabled one (a cult that has rolled its Recruitment dice sees «Rzuć» greyed out, ROC-CULT-02).
const NEXT = ['reveal-city', 'roll-recruit', 'npc-go', 'to-fight', 'reinforce-none', 'resolve-attack', 'terror-skip', 'to-score', 'alert-ok', 'plan-bluff'].map((id) => `button[data-testid="${id}"]:not([disabled])`).join(', ') + ', button[data-testid^="place-"]:not([disabled])'

/** What the evening saw on the way (the thresholds it must cross). */
interface Seen { reloaded?: boolean; limitRefused: boolean; fights: number; results: number; terror: number; npcFightSteps: boolean; cityPicked: boolean; rerolled: boolean; rounds: number }

/**
 * A fight just over sends the table back: its result is there, its top above «Na planszy» (the
 * sheet, opened by the fight's lines, covered it), and it stays through the next tap of the phase.
 */
async function resultInView(ev: Evening, seen: Seen, solo: boolean) {
  const page = ev.page
  await ev.settled()
  if (!(await visible(page, 'cults-table')) || !(await visible(page, 'table-fight-result'))) return
  const box = (await page.getByTestId('table-fight-result').boundingBox())!
  const sheet = await page.getByTestId('board-changes').boundingBox()
  if (sheet) expect(box.y).toBeLessThan(sheet.y)
  expect(box.y).toBeGreaterThanOrEqual(0)
  seen.results++
  if (seen.results === 1) await shot(page, `cults-evening-fight-result-${solo ? 'solo' : '3p'}`)
}

/**
 * One decision of the table, whatever the screen asks now: a notice, a fight's answer, the City
 * card, the Recruitment roll, a Plan marker placed or taken, the opponent's turn. Returns false when
 * the game is over.
 */
async function step(ev: Evening, seen: Seen, o: { solo: boolean; round: () => number; placed: { n: number } }): Promise<boolean> {
  const page = ev.page
  await ev.settled()
  // The game's end and its notices are the score's (counted there).
  if (await visible(page, 'game-over')) return false
  if (await visible(page, 'alert')) {
    await ev.tap(page.getByTestId('alert-ok'), 'notice OK')
    return true
  }
  // The fight screen: reinforcement, Attack, Terror.
  if (await visible(page, 'cults-fight')) {
    if (o.solo && (await visible(page, 'fight-npc-steps'))) seen.npcFightSteps = true
    if (await visible(page, 'ask-reinforce')) {
      const moves = page.getByTestId('ask-reinforce').locator('[data-testid^="reinforce-"]:not([data-testid="reinforce-none"])')
      await ev.tap((await moves.count()) && o.round() % 2 === 1 ? moves.first() : page.getByTestId('reinforce-none'))
      return true
    }
    if (await visible(page, 'ask-attack')) {
      seen.fights++
      // The dominating cult commits cards and Thugs (the opponent's are the app's); a defender every third round.
      const active = await page.getByTestId('ask-attack').getAttribute('data-active')
      const mine = page.getByTestId(`attack-${active}`)
      if (await mine.isVisible()) await ev.fill(mine, String(4 + (o.round() % 4)))
      const defenders = page.getByTestId('ask-attack').locator(`input[data-testid^="attack-"]:not([data-testid="attack-${active}"])`)
      if (o.round() % 3 === 0 && (await defenders.count())) await ev.fill(defenders.first(), String(2 + (o.round() % 3)))
      await ev.tap(page.getByTestId('resolve-attack'))
      await resultInView(ev, seen, o.solo)
      return true
    }
    if (await visible(page, 'ask-terror')) {
      const need = Number(await page.getByTestId('terror-need').getAttribute('data-need'))
      if (need > 0) await ev.fill(page.getByTestId('terror-add'), String(need))
      for (const row of await page.getByTestId('ask-terror').locator('[data-testid^="replace-"]').all()) await ev.tap(row.getByRole('button').first(), 'whose Dominance marker goes')
      // Rituals of different levels: the button says which leaves after the Terror.
      const levels = page.getByTestId('ask-terror').locator('[data-testid^="terror-go-"]')
      await ev.tap((await levels.count()) ? levels.first() : page.getByTestId('terror-go'))
      seen.terror++
      await resultInView(ev, seen, o.solo)
      return true
    }
    await expect(page.getByTestId('cults-table')).toBeVisible({ timeout: 10_000 })
    return true
  }
  if (await visible(page, 'to-fight')) {
    await ev.tap(page.getByTestId('to-fight'))
    return true
  }
  // The Hiding and the next City card: one tap (in the owner's round, the card picked from the list first).
  if (await visible(page, 'reveal-city')) {
    if (o.solo && o.round() === 2 && (await visible(page, 'city-pick'))) {
      await ev.select(page.getByTestId('city-pick'), 'Miasto 1')
      await expect(page.getByTestId('city').locator('input[type=number]').nth(1)).toHaveValue('1')
      seen.cityPicked = true
    } else if (o.round() % 2 === 0) {
      await ev.tap(page.getByTestId('city').locator('[data-testid^="city-advance-"]').first(), 'an Investigator advances')
    }
    await ev.tap(page.getByTestId('reveal-city'))
    return true
  }
  if (await visible(page, 'npc-go')) {
    await ev.tap(page.getByTestId('npc-go'))
    // Once: the page reloaded right after the opponent's turn still offers to correct it (no tap of the table's).
    if (o.solo && !seen.reloaded && (await visible(page, 'to-npc'))) {
      await page.reload()
      await expect(page.getByTestId('to-npc')).toBeVisible()
      await expect(page.getByTestId('to-npc')).toHaveText('Popraw ruch NPC')
      seen.reloaded = true
    }
    return true
  }
  // Solo: the app's Recruitment dice (a reroll once); three players roll their own.
  if (o.solo && (await visible(page, 'roll-recruit')) && !(await visible(page, 'recruit-dice'))) {
    await ev.tap(page.getByTestId('roll-recruit'))
    if (o.round() === 5) {
      await ev.tap(page.getByTestId('recruit-dice').getByRole('button').first(), 'a die to reroll')
      await ev.tap(page.getByTestId('reroll'))
      seen.rerolled = true
    }
    return true
  }
  if (await visible(page, 'planning')) {
    const placer = Number(await page.getByTestId('planning').getAttribute('data-placer'))
    const ds = await districts(page)
    // Where the cult is, first; then spread (a Plan marker needs no presence).
    const mine = ds.filter((d) => d.sites.includes(placer) || d.rituals.some((r) => r.seat === placer))
    const pool = o.placed.n % 3 === 2 || mine.length === 0 ? ds : mine
    const d = pool[(o.placed.n + placer) % pool.length]
    o.placed.n++
    await ev.tap(page.getByTestId(`place-${d.id}`))
    return true
  }
  if (await visible(page, 'actions')) {
    await act(ev, seen, o)
    return true
  }
  // Nothing to tap yet: the screen is between two states. Look again once it has drawn twice.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return true
}

/** The acting cult's turn: Dominance where it can, else a Preparation (Site, then a Ritual), else a Bluff. */
async function act(ev: Evening, seen: Seen, o: { solo: boolean; round: () => number }) {
  const page = ev.page
  const me = Number(await page.getByTestId('actions').getAttribute('data-actor'))
  const ds = await districts(page)
  const tops = ds.filter((d) => d.top === me)
  const mine = (d: District) => d.rituals.filter((r) => r.seat === me)
  const onBoard = ds.flatMap((d) => mine(d))
  const supply = [1, 2, 3].filter((l) => KIT[l] - onBoard.filter((r) => r.level === l).length > 0)
  const sitesLeft = 4 - ds.filter((d) => d.sites.includes(me)).length
  // The same Plan at most twice a round (ROC-ACT-03): the panel counts them.
  const used = async (plan: string) => Number(/(\d)\/2/.exec((await page.getByTestId(`plan-${plan}`).textContent()) ?? '')?.[1] ?? 0)
  const canPrep = (await used('preparation')) < 2
  const canDom = (await used('dominance')) < 1
  const prepFits = (d: District) => (!d.sites.includes(me) && sitesLeft > 0) || ((d.sites.includes(me) || sitesLeft > 0) && d.free > 0 && supply.length > 0)
  /**
   * The Plan in a district: its marker tapped first unless the panel knows it (the only top, or the
   * only top where the Plan fits — what the panel does, ROC-ACT-06), then the Plan.
   */
  let tapped = false
  const take = async (plan: string, d: District, fits: District[]) => {
    if (tops.length > 1 && (tapped || fits.length !== 1 || fits[0].id !== d.id)) await ev.tap(page.getByTestId(`take-${d.id}`))
    await ev.tap(page.getByTestId(`plan-${plan}`))
  }
  // The Ritual limit (ROC-CAP-01): once, where the cult's Site stands in a full district.
  const full = tops.find((d) => d.sites.includes(me) && d.free === 0 && supply.length)
  if (o.solo && full && canPrep && !seen.limitRefused) {
    await take('preparation', full, tops.filter(prepFits))
    await ev.tap(page.getByTestId(`prep-ritual-${supply[0]}`))
    await expect(page.getByTestId('table-error')).toContainText('Brak wolnego pola na Rytuał')
    await expect(page.getByTestId('table-error')).toBeInViewport()
    await shot(page, 'cults-evening-limit-refused')
    seen.limitRefused = true
    tapped = true
  }
  const domFits = tops.filter((d) => mine(d).length > 0)
  // Not every cult that could dominates every round (three players: about every other round each).
  const dom = domFits.filter((d) => (o.round() + mine(d).length) % 4 !== 0 && (o.solo || (o.round() + me) % 2 === 0))
  if (dom.length && canDom) {
    await take('dominance', dom[0], domFits)
    return
  }
  const prep = tops.find((d) => prepFits(d) && (d.free > 0 || !d.sites.includes(me)))
  if (prep && canPrep) {
    await take('preparation', prep, tops.filter(prepFits))
    if (prep.free > 0 && supply.length) await ev.tap(page.getByTestId(`prep-ritual-${supply[(o.round() + me) % supply.length]}`))
    else await ev.tap(page.getByTestId('prep-site'))
    return
  }
  await take('bluff', tops[0], tops)
}

/** The phase named on the table (its round line), or '' off the table. */
async function phaseLine(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('[data-testid="round-phase"]')?.textContent ?? '')
}

/**
 * Play from the first round to the end: a segment per round (from its Hiding-and-City tap on), one
 * «Gotowe» on «Na planszy» when Planning is done and one when the round's Actions are.
 */
async function playRounds(ev: Evening, kind: string, o: { solo: boolean; undoInRound?: number; seen: Seen }) {
  const page = ev.page
  let round = 1
  const placed = { n: 0 }
  let undone = false
  ev.segment(kind, 'round 1')
  for (let i = 0; i < 600; i++) {
    const before = await phaseLine(page)
    if (process.env.CULTS_TRACE) console.log(Date.now() % 1e6, round, before, ev.segments.at(-1)?.taps, ev.segments.at(-1)?.log.at(-1))
    const more = await step(ev, o.seen, { solo: o.solo, round: () => round, placed })
    if (!more) break
    await ev.settled()
    // The next action is on screen (a dead end would stop here).
    await ev.expectNext(page.locator(NEXT).filter({ visible: true }).first())
    const line = await phaseLine(page)
    if (!line || line === before) continue
    const nowPhase = /· (.*)$/.exec(line)?.[1] ?? ''
    // The table does what «Na planszy» lists as it goes and ticks it all once the round's Actions are done.
    if (nowPhase.includes('Ukrycia') && (await visible(page, 'board-done'))) await ev.tap(page.getByTestId('board-done'), '«Gotowe» on «Na planszy»')
    if (nowPhase.includes('Ukrycia')) {
      // An undo of the round's last command (the players took it back), replayed: looking, not counted.
      if (o.undoInRound === round && !undone) {
        undone = true
        ev.pause()
        await undoLast(ev)
        for (let k = 0; k < 20 && !(await phaseLine(page)).includes('Ukrycia'); k++) await step(ev, o.seen, { solo: o.solo, round: () => round, placed })
        await ev.settled()
        if (await visible(page, 'board-done')) await ev.tap(page.getByTestId('board-done'))
      }
      round++
      o.seen.rounds = round
      ev.segment(kind, `round ${round}`)
      await ev.expectNext(page.getByTestId('reveal-city'))
    }
  }
  await expect(page.getByTestId('game-over')).toBeVisible()
  ev.pause()
}

/** The log's «Cofnij» for the last command: «Na planszy» says what to take back; then back to the table. */
async function undoLast(ev: Evening) {
  const page = ev.page
  await ev.tap(page.getByTestId('nav-log'))
  await ev.tap(page.getByTestId('log-undo'))
  await expect(page.getByTestId('board-changes')).toHaveAttribute('data-kind', 'undo')
  await shot(page, 'cults-evening-undo')
  await ev.tap(page.getByTestId('board-done'))
  await ev.tap(page.getByTestId('nav-table'))
}

/** The score at the end (its own segment, no budget): the notices, the score screen, in solo the Goal card. */
async function scoring(ev: Evening, solo: boolean) {
  const page = ev.page
  ev.segment(solo ? 'score-solo' : 'score-3p')
  for (let i = 0; i < 5 && (await visible(page, 'alert')); i++) await ev.tap(page.getByTestId('alert-ok'), 'notice OK')
  if (await visible(page, 'board-done')) await ev.tap(page.getByTestId('board-done'), '«Gotowe» on «Na planszy»')
  await ev.tap(page.getByTestId('to-score'))
  await expect(page.getByTestId('score-table')).toBeVisible()
  if (await visible(page, 'goal-met')) await ev.tap(page.getByTestId('goal-met'))
  for (let i = 0; i < 5 && (await visible(page, 'alert')); i++) await ev.tap(page.getByTestId('alert-ok'), 'notice OK')
  ev.pause()
}

async function newGame(ev: Evening, o: { players: number; seed: string; virtual?: boolean }) {
  const page = ev.page
  await page.goto('/')
  await ev.tap(page.getByTestId('new-game'))
  await ev.tap(page.getByTestId('new-cults'))
  await ev.tap(page.getByTestId(`players-${o.players}`))
  if (o.virtual) {
    // The opponent's 12 cards entered (the app draws them): three may be destroyed for 3 Thugs in a fight.
    await ev.tap(page.getByTestId('deck-virtual'))
    const cards = page.locator('ol li').filter({ has: page.locator('input[type=number]') })
    for (const i of [0, 4, 8]) await ev.fill(cards.nth(i).locator('input').nth(1), '3')
  }
  await ev.select(page.getByTestId('layout'), '1')
  if (o.players === 3) await ev.select(page.getByTestId('out-district'), 'rivertown')
  await ev.fill(page.getByTestId('seed'), o.seed)
  await ev.tap(page.getByTestId('create-game'))
  await expect(page.getByTestId('checklist')).toBeVisible()
  await ev.tap(page.getByTestId('to-table'))
  // The Starting Layout card's Sanity tokens, as the table reads them (asked once on this device).
  await page.locator('[data-testid=ask-layout], [data-testid=ask-site]').first().waitFor()
  if (await visible(page, 'ask-layout')) {
    // Inputs a finger can use at 360 px (they were squeezed to 28 px by their labels).
    for (const input of await page.getByTestId('ask-layout').locator('input').all()) expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(40)
    if (o.players === 1) await shot(page, 'cults-evening-layout')
    for (const [i, input] of (await page.locator('[data-testid^="layout-sanity-"]').all()).entries()) await ev.fill(input, String(2 + (i % 3)))
    await ev.tap(page.getByTestId('set-layout'))
  }
}

/**
 * The box's owner on the side screens before the first round (not counted): a District card and a
 * City card entered on this device, the card laid on Uptown with its cost; a save with nothing
 * changed refused beside its own button; an opponent setting saved unchanged (refused beside it),
 * switched and undone; a Disorganization count corrected on the score screen.
 */
async function ownerDetour(ev: Evening) {
  const page = ev.page
  await ev.tap(page.getByTestId('to-cards'))
  await page.getByTestId('owner-cards-box').locator('summary').first().click()
  await page.getByTestId('owner-district').locator('summary').click()
  await ev.tap(page.getByTestId('od-add'))
  await ev.fill(page.getByTestId('od-label'), 'Strażnik A')
  await ev.tap(page.getByTestId('od-type-guardian'))
  await ev.fill(page.getByTestId('od-cost'), '3')
  await ev.fill(page.getByTestId('od-attack'), '2')
  await ev.fill(page.getByTestId('od-copies'), '4')
  await ev.tap(page.getByTestId('od-save'))
  await expect(page.getByTestId('owner-district')).toContainText('Strażnik A')
  await page.getByTestId('owner-city').locator('summary').click()
  await ev.tap(page.getByTestId('oc-add'))
  await ev.fill(page.getByTestId('oc-label'), 'Miasto 1')
  await ev.fill(page.getByTestId('oc-cards'), '1')
  await ev.tap(page.getByTestId('oc-save'))
  await expect(page.getByTestId('owner-city')).toContainText('Miasto 1')
  // A save that changes nothing: refused under that district's own button.
  await ev.tap(page.getByTestId('stacks-save-northside'))
  await expect(page.getByTestId('stacks-northside').getByRole('alert')).toHaveText('Ta dzielnica ma już te karty i stosy.')
  await shot(page, 'cults-cards-refused')
  // The card laid on Uptown: its stack takes the copies; the cost calculator shows 3 + Investigators.
  await ev.select(page.getByTestId('stack-card-uptown-guardian'), 'Strażnik A')
  await expect(page.getByTestId('stack-n-uptown-guardian')).toHaveValue('4')
  await ev.tap(page.getByTestId('stacks-save-uptown'))
  await expect(page.getByTestId('stack-cost-uptown')).toContainText('Strażnik 3')
  await ev.tap(page.getByTestId('board-done'))
  // An opponent setting: saved unchanged (refused beside it), switched, undone from the log.
  await ev.tap(page.getByTestId('nav-npc'))
  await page.getByTestId('npc-settings-view').locator('summary').click()
  await ev.tap(page.getByTestId('change-districtNumbers'))
  await expect(page.getByTestId('setting-group-districtNumbers').getByRole('alert')).toHaveText('To ustawienie ma już tę wartość.')
  await ev.tap(page.getByTestId('setting-removeAfterTerror-highest'))
  await expect(page.getByTestId('setting-removeAfterTerror-highest')).toHaveAttribute('aria-pressed', 'true')
  await ev.tap(page.getByTestId('nav-log'))
  await ev.tap(page.getByTestId('log-undo'))
  await ev.tap(page.getByTestId('nav-npc'))
  await page.getByTestId('npc-settings-view').locator('summary').click()
  await expect(page.getByTestId('setting-removeAfterTerror-lowest')).toHaveAttribute('aria-pressed', 'true')
  // A Disorganization count corrected on the score screen.
  await ev.tap(page.getByTestId('nav-score'))
  await page.getByTestId('fix-disorg').locator('summary').click()
  await ev.fill(page.getByTestId('fix-disorg-to'), '2')
  await ev.tap(page.getByTestId('fix-disorg-save'))
  await expect(page.getByTestId('score-table')).toContainText('2')
  await ev.tap(page.getByTestId('nav-log'))
  await ev.tap(page.getByTestId('log-undo'))
  if (await visible(page, 'board-done')) await ev.tap(page.getByTestId('board-done'))
  await ev.tap(page.getByTestId('nav-table'))
}

test.describe.serial('Rise of the Cults: whole evenings through the UI', () => {
  test('solo against the app\'s opponent (its deck in the app): the owner\'s cards, 6 rounds, a Ritual limit refused, fights both ways, Dominance, an undo, the score and the Goal card', async ({ page }) => {
    test.setTimeout(180_000)
    const ev = new Evening(page, 'cults', BUDGETS)
    const seen: Seen = { limitRefused: false, fights: 0, results: 0, terror: 0, npcFightSteps: false, cityPicked: false, rerolled: false, rounds: 1 }
    await newGame(ev, { players: 1, seed: 'cults-evening-solo', virtual: true })
    await ownerDetour(ev)
    await ev.tap(page.getByTestId('site-northside'))
    // The opponent's start: Rituals I Uptown, I Northside, II Downtown.
    await expect(page.getByTestId('rituals-downtown')).toContainText('NPC II')
    await ev.expectNext(page.getByTestId('roll-recruit'))
    await playRounds(ev, 'round-solo', { solo: true, undoInRound: 3, seen })
    await shot(page, 'cults-evening-solo-end')
    await scoring(ev, true)
    await expect(page.getByTestId('goal-result')).toBeVisible()
    await shot(page, 'cults-evening-score-solo')
    await ev.tap(page.getByTestId('nav-npc'))
    await expect(page.getByTestId('npc-stash')).toBeVisible()
    console.log(JSON.stringify({ seen, taps: ev.report().map((s) => `${s.kind}: max ${s.max}, mean ${s.mean} (${s.count})`) }))
    expect(seen, 'the thresholds the evening crossed').toMatchObject({ limitRefused: true, cityPicked: true, rerolled: true, npcFightSteps: true, reloaded: true })
    expect(seen.fights).toBeGreaterThan(1)
    expect(seen.results).toBeGreaterThan(0)
    expect(seen.terror).toBeGreaterThan(0)
    ev.expectWithinBudgets()
    soloSegments.push(...ev.segments)
  })

  test('three players with their own dice: 6 rounds of Plans, reinforcements, fights and Terror, to the score with its order', async ({ page }) => {
    test.setTimeout(180_000)
    const ev = new Evening(page, 'cults', BUDGETS)
    const seen: Seen = { limitRefused: false, fights: 0, results: 0, terror: 0, npcFightSteps: false, cityPicked: false, rerolled: false, rounds: 1 }
    await newGame(ev, { players: 3, seed: 'cults-evening-three' })
    for (const d of ['northside', 'downtown', 'uptown']) await ev.tap(page.getByTestId(`site-${d}`))
    await expect(page.getByTestId('district-rivertown')).toHaveCount(0)
    await ev.expectNext(page.getByTestId('planning').locator('[data-testid^="place-"]').first())
    await playRounds(ev, 'round-3p', { solo: false, seen })
    await scoring(ev, false)
    await expect(page.getByTestId('score-row-2')).toBeVisible()
    await expect(page.getByTestId('score-winner').or(page.getByTestId('score-shared'))).toBeVisible()
    await shot(page, 'cults-evening-score-3p')
    expect(seen.fights).toBeGreaterThan(1)
    expect(seen.results).toBeGreaterThan(0)
    ev.segments.unshift(...soloSegments)
    console.log(JSON.stringify({ seen, taps: ev.report().map((s) => `${s.kind}: max ${s.max}, mean ${s.mean} (${s.count})`) }))
    ev.expectWithinBudgets()
  })
})
