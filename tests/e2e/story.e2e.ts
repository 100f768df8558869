import { test, expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expectNoSeriousA11yViolations, shotsDir } from './helpers'

/**
 * Issue #31 «The evening's story and the group's record», in the browser at 360 px in Polish: each
 * game's finished example game (tests/fixtures, imported through the games list) shows its summary
 * and its charts drawn from the log, fits the screen, reads as a table, opens the log at the step
 * tapped; its picture is made on the device; the record counts the imported games per game, per
 * Ancient One / scenario and per player count. Screenshots at 360 and 390 px in test-results/screens.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const fixture = (f: string) => readFileSync(`${root}tests/fixtures/${f}`, 'utf8')

/** The games imported, the story each must show. */
const GAMES = [
  { file: 'awakening-battle-won.json', game: 'ah2e', charts: ['tracks', 'board'], result: 'Wygrana', score: '11' },
  { file: 'sealed-win.json', game: 'ah2e', charts: ['tracks', 'board'], result: 'Wygrana', score: '15' },
  { file: 'elder-sign/awakening-battle-won.json', game: 'elder-sign', charts: ['tracks'], result: 'Wygrana' },
  { file: 'ah3e/overflow.json', game: 'ah3e', charts: ['neighbourhoods', 'sheet', 'terror'], result: null },
  { file: 'ah3e/series-1.json', game: 'ah3e', charts: ['neighbourhoods', 'sheet'], result: 'Wygrana' },
  { file: 'ah3e/series-2.json', game: 'ah3e', charts: ['neighbourhoods', 'sheet'], result: 'Wygrana' },
  { file: 'ah3e/sheet-doom-loss.json', game: 'ah3e', charts: ['neighbourhoods', 'sheet'], result: 'Przegrana' },
  { file: 'cults/three-players.json', game: 'cults', charts: ['vp'], result: 'Koniec gry' },
  { file: 'cults/solo-goal.json', game: 'cults', charts: ['vp'], result: 'Przegrana', score: '1' },
] as const
/** The ones photographed and tapped through (one of each game, finished). */
const SHOWN = ['awakening-battle-won.json', 'elder-sign/awakening-battle-won.json', 'ah3e/sheet-doom-loss.json', 'ah3e/overflow.json', 'cults/three-players.json', 'cults/solo-goal.json']

async function noSideScroll(page: Page, where: string) {
  const r = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const b = el.getBoundingClientRect()
        // Visually hidden (a screen reader's table) is clipped, a wide table scrolls in its own region:
        // the page's own width tells if either spills.
        return b.width > 0 && getComputedStyle(el).visibility !== 'hidden' && (b.right > vw + 1 || b.left < -1) && !el.closest('.sr-only, [role=region].overflow-x-auto')
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`)
    return { scroll: document.documentElement.scrollWidth, vw, wide }
  })
  expect(r.wide, `${where}: elements past the screen's edge`).toEqual([])
  expect(r.scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(r.vw)
}

/**
 * The charts' limit labels as drawn (review finding 14): each inside its chart's plot area (the
 * grid lines' span), none over another. Measured on the page, with the font's real widths.
 */
async function limitLabelsApart(page: Page, where: string) {
  const faults = await page.getByTestId('story-svg').evaluateAll((svgs) => svgs.flatMap((svg) => {
    const lines = [...svg.querySelectorAll('line')].map((l) => l.getBoundingClientRect())
    const area = { left: Math.min(...lines.map((r) => r.left)), right: Math.max(...lines.map((r) => r.right)), top: Math.min(...lines.map((r) => r.top)), bottom: Math.max(...lines.map((r) => r.bottom)) }
    const boxes = [...svg.querySelectorAll('[data-testid=story-limit-label]')].map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
    const out: string[] = []
    for (const b of boxes) if (b.r.left < area.left - 1 || b.r.right > area.right + 1 || b.r.top < area.top - 3 || b.r.bottom > area.bottom + 1) out.push(`«${b.text}» leaves the chart`)
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
      if (a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom) out.push(`«${a.text}» over «${b.text}»`)
    }))
    return out
  }))
  expect(faults, where).toEqual([])
}

async function shots(page: Page, name: string) {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 780 })
    await noSideScroll(page, `${name} at ${width}`)
    await page.screenshot({ path: `${shotsDir}/story-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 360, height: 780 })
}

test('each game\'s story and the group\'s record at 360 px in Polish', async ({ browser }) => {
  test.setTimeout(300_000)
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pl-PL', bypassCSP: true, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto('/#/games')
  await expect(page.getByTestId('no-games')).toBeVisible()

  // The games, through the app's own import.
  for (const [i, g] of GAMES.entries()) {
    await page.getByTestId('import-input').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(fixture(g.file)) })
    await expect(page.getByTestId('game-item')).toHaveCount(i + 1)
  }
  // Newest first: the list's links in reverse import order.
  const ids = (await page.getByTestId('game-item').locator('a[data-testid=resume]').evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.split('/')[2])))).reverse()
  const idOf = (file: string) => ids[GAMES.findIndex((g) => g.file === file)]

  for (const g of GAMES) {
    const id = idOf(g.file)
    await page.goto(`/#/game/${encodeURIComponent(id)}/story`)
    await expect(page.getByRole('heading', { name: 'Przebieg gry' })).toBeVisible()
    for (const c of g.charts) await expect(page.getByTestId(`story-chart-${c}`).getByTestId('story-svg')).toBeVisible()
    await limitLabelsApart(page, g.file)
    if (g.result) {
      await expect(page.getByTestId('story-result')).toHaveText(g.result)
      if ('score' in g) await expect(page.getByTestId('story-score-total')).toHaveText(g.score)
    } else await expect(page.getByTestId('story-summary')).toHaveCount(0)
    // The Log's tab is the current nav item.
    await expect(page.getByTestId('nav-log')).toHaveAttribute('aria-current', 'page')
    if (!(SHOWN as readonly string[]).includes(g.file)) continue

    await shots(page, g.file.replace(/\//g, '-').replace('.json', ''))
    await expectNoSeriousA11yViolations(page, `story ${g.file}`)

    // The same figures as a table (with links), and back to the chart.
    const chart = page.getByTestId(`story-chart-${g.charts[0]}`)
    await chart.getByTestId('story-table-toggle').click()
    await expect(chart.getByTestId('story-table-region').getByTestId('story-table')).toBeVisible()
    await expect(chart.getByTestId('story-svg')).toBeHidden()
    const rows = await chart.getByTestId('story-table-region').locator('tbody tr').count()
    expect(rows).toBeGreaterThan(1)
    if (g.file === 'ah3e/sheet-doom-loss.json') await shots(page, 'ah3e-table')
    await chart.getByTestId('story-table-toggle').click()
    await expect(chart.getByTestId('story-svg')).toBeVisible()

    // A tap on a step opens the log there, the entry in view and focused.
    const step = chart.getByTestId('story-step-1')
    const label = await step.getAttribute('aria-label')
    expect(label).toMatch(/Pokaż w dzienniku$/)
    await step.click()
    await expect(page).toHaveURL(/\/log\?seq=\d+$/)
    const seq = Number(/seq=(\d+)/.exec(page.url())![1])
    const entry = page.locator(`#log-${seq}`)
    await expect(entry).toBeInViewport()
    await expect(entry).toBeFocused()
    await expect(page.getByTestId('tab-log')).toHaveAttribute('aria-current', 'page')
    if (g.file === 'awakening-battle-won.json') await page.screenshot({ path: `${shotsDir}/story-log-at-step-360.png` })
    // From the log, back to the story by its tab.
    await page.getByTestId('tab-story').click()
    await expect(page.getByTestId('story-view')).toBeVisible()

    // A turning point opens the log too.
    const moment = page.getByTestId('story-moment').first()
    if (await moment.count()) {
      await moment.click()
      await expect(page).toHaveURL(/\/log\?seq=\d+$/)
    }

    // A finished game's screens lead to the summary.
    if (g.result) {
      await page.goto(`/#/game/${encodeURIComponent(id)}`)
      await page.getByTestId('story-banner').click()
      await expect(page.getByTestId('story-summary')).toBeVisible()
    }
  }

  // The picture, made on the device: a PNG (no share sheet in a headless browser: downloaded).
  await page.goto(`/#/game/${encodeURIComponent(idOf('awakening-battle-won.json'))}/story`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('story-share').click()])
  const png = readFileSync((await download.path())!)
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(png.readUInt32BE(16)).toBe(1080)
  expect(png.length).toBeGreaterThan(20_000)
  await expect(page.getByTestId('story-share-note')).toHaveText('Obraz zapisany w pobranych plikach.')
  // The same story in English.
  await page.getByRole('button', { name: 'en', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'The game\'s story' })).toBeVisible()
  await expect(page.getByTestId('story-result')).toHaveText('Won')
  await expect(page.getByTestId('story-share-note')).toHaveText('The image was saved to your downloads.')
  await page.screenshot({ path: `${shotsDir}/story-ah2e-en-360.png`, fullPage: true })
  await page.getByRole('button', { name: 'pl', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Przebieg gry' })).toBeVisible()
  const { writeFileSync } = await import('node:fs')
  writeFileSync(`${shotsDir}/story-card-ah2e.png`, png)

  // The group's record: from the games list.
  await page.goto('/#/games')
  await page.getByTestId('record-link').click()
  await expect(page.getByRole('heading', { name: 'Nasze wyniki' })).toBeVisible()
  const kind = (game: string) => page.locator(`[data-testid=record-kind][data-game="${game}"]`)
  await expect(page.getByTestId('record-kind')).toHaveCount(4)
  await expect(kind('ah2e').getByTestId('record-played')).toHaveText('2')
  await expect(kind('ah2e').getByTestId('record-won')).toHaveText('2')
  await expect(kind('ah2e').getByTestId('record-average')).toHaveText('13')
  await expect(kind('ah2e').locator('[data-against=yig] td').first()).toHaveText('1')
  await expect(kind('ah3e').getByTestId('record-played')).toHaveText('3')
  await expect(kind('ah3e').locator('[data-against=approach-of-azathoth] td')).toHaveText(['2', '1', '1'])
  await expect(kind('ah3e').getByTestId('record-series')).toContainText('Seria w toku · 2 gry z 4 scenariuszy')
  await expect(kind('cults').locator('[data-players="1"] td')).toHaveText(['1', '0', '1'])
  await expect(kind('elder-sign').locator('thead th').first()).toHaveText('Przedwieczny')
  await shots(page, 'record')
  await expectNoSeriousA11yViolations(page, 'record')
  await context.close()
})
