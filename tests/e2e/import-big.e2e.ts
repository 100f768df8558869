import { test, expect } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * IMPORT-BIG: a valid but big game file (about 60,000 commands) is read off the main thread: the
 * page keeps painting, shows the progress and can cancel (nothing written); read to the end, the
 * game is in the list.
 */
test('a big import shows its progress, keeps the page responsive, can be cancelled, and then completes', async ({ page }) => {
  test.setTimeout(240_000)
  mkdirSync(`${root}test-results`, { recursive: true })
  const out = `${root}test-results/big-import.json`
  execFileSync(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, `${root}scripts/make-long-file.ts`, '100000', out, 'Big import'], { cwd: root, stdio: 'pipe' })
  const buffer = readFileSync(out)
  await page.goto('/#/games')
  await expect(page.getByTestId('new-game')).toBeVisible()

  // The longest gap between animation frames while the file is read (a frozen page has one of seconds).
  const watchFrames = () => page.evaluate(() => {
    const w = window as unknown as { __gap: number; __stop: boolean }
    w.__gap = 0
    w.__stop = false
    let last = performance.now()
    const tick = (now: number) => {
      w.__gap = Math.max(w.__gap, now - last)
      last = now
      if (!w.__stop) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  const longestGap = () => page.evaluate(() => {
    const w = window as unknown as { __gap: number; __stop: boolean }
    w.__stop = true
    return w.__gap
  })

  // (Handing a 14 MB file to the page through the DevTools protocol blocks its main thread for a
  // few seconds by itself, so the frames are watched from when the file is in the page.)
  await page.getByTestId('import-input').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer })
  await watchFrames()
  // Cancelled while it runs (reading, checking or writing: each ends in «cancelled» with nothing written).
  await expect(page.getByTestId('import-progress')).toBeVisible()
  await page.getByTestId('import-cancel').click()
  await expect(page.getByTestId('import-error')).toContainText(/anulowany|cancelled/)
  await expect(page.getByTestId('game-item')).toHaveCount(0)
  expect(await longestGap(), 'the page kept painting while the file was read').toBeLessThan(1000)

  // Every text the progress shows on the way, as rendered (not sampled): the check counts the commands.
  await page.evaluate(() => {
    const w = window as unknown as { __progress: string[] }
    w.__progress = []
    new MutationObserver(() => {
      const t = document.querySelector('[data-testid="import-progress"]')?.textContent
      if (t && w.__progress.at(-1) !== t) w.__progress.push(t)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await page.getByTestId('import-input').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer })
  await watchFrames()
  await expect(page.getByTestId('game-item')).toHaveCount(1, { timeout: 180_000 })
  const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress)
  expect(progress.some((t) => /poleceń|commands/.test(t)), progress.join(' | ')).toBe(true)
  await expect(page.getByTestId('game-item').first()).toContainText('Big import')
  expect(await longestGap(), 'the page kept painting while the file was read and written').toBeLessThan(1000)
})
