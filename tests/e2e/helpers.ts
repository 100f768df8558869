import { expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const axeSource = readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8')
export const shotsDir = `${root}test-results/screens`
mkdirSync(shotsDir, { recursive: true })

/** Run axe-core on the page; fail on serious or critical violations. Needs a context with bypassCSP. */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run(o?: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run({ resultTypes: ['violations'] })
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  })
  expect(result, `axe on ${label}`).toEqual([])
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false })
}

/** Dismiss every full-screen alert; returns their titles. */
export async function dismissAlerts(page: Page, opts: { expect?: boolean } = {}): Promise<string[]> {
  const titles: string[] = []
  // A tap's alerts show once its command is persisted: wait until the page is no longer busy, so a
  // late alert is not missed (the hidden busy mark says whether a command is queued or running).
  await expect(page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0)
  if (opts.expect) await expect(page.getByTestId('alert')).toBeVisible()
  for (let i = 0; i < 30; i++) {
    const alert = page.getByTestId('alert')
    if (!(await alert.isVisible().catch(() => false))) break
    titles.push((await alert.locator('h2').textContent()) ?? '')
    await page.getByTestId('alert-ok').click()
  }
  return titles
}

export async function gaugeValue(page: Page, id: string): Promise<string> {
  return (await page.getByTestId(`gauge-${id}`).getByTestId('value').textContent())?.trim() ?? ''
}

/** Pick a physical Mythos card by title search. */
export async function pickMythos(page: Page, title: string, id: string) {
  await page.getByRole('button', { name: /Dobrałem fizyczną kartę|I drew a physical card/ }).click()
  await page.getByTestId('mythos-search').fill(title)
  await page.getByTestId(`pick-${id}`).click()
  // Outside the Mythos phase the app asks first: the players mean it. Either the question shows,
  // or the draw went through (the picker closes).
  const yes = page.getByTestId('confirm-out-of-phase-yes')
  const asked = await Promise.race([
    yes.waitFor({ timeout: 30_000 }).then(() => true, () => false),
    page.getByTestId('mythos-search').waitFor({ state: 'detached', timeout: 30_000 }).then(() => false, () => false),
  ])
  if (asked) await yes.click()
}

/** The players did everything «Na planszy» lists: «Gotowe» (when the sheet is there). */
export async function boardDone(page: Page): Promise<void> {
  const done = page.getByTestId('board-done')
  if (await done.isVisible()) await done.click()
  await expect(page.getByTestId('board-changes')).toBeHidden()
}
