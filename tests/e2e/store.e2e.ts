import { test, expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { shot } from './helpers'

/**
 * STORE (issue #27) in the browser: «Eksportuj wszystkie gry» and its file imported back on a
 * device that lost the games; a game damaged by hand in IndexedDB is checked on open and
 * repaired or offered a choice; «Sprawdź i napraw» on the Log screen. Screens at 360 px.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const fixture = (f: string) => path.join(root, 'tests/fixtures', f)

async function importFile(page: Page, file: string) {
  const before = await page.getByTestId('game-item').count()
  await page.getByTestId('import-input').setInputFiles(file)
  await expect(page.getByTestId('game-item')).toHaveCount(before + 1)
}

/** Damage a stored game by hand with the bare IndexedDB API, as the audit did: its snapshot's doom changed, or one entry deleted. */
async function damage(page: Page, id: string, how: { doom: number } | { deleteEntry: number }) {
  await page.evaluate(async ([id, how]) => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('mythos-ledger')
      r.onsuccess = () => res(r.result)
      r.onerror = () => rej(r.error)
    })
    await new Promise<void>((res, rej) => {
      const tx = db.transaction(['snapshots', 'entries'], 'readwrite')
      if ('deleteEntry' in how) tx.objectStore('entries').delete([id, how.deleteEntry])
      else {
        const s = tx.objectStore('snapshots')
        const get = s.get(id)
        get.onsuccess = () => s.put({ ...get.result, state: { ...get.result.state, doom: how.doom } })
      }
      tx.oncomplete = () => res()
      tx.onerror = () => rej(tx.error)
    })
    db.close()
  }, [id, how] as const)
}

test('STORE-E2E-01 «Eksportuj wszystkie gry»: one file with every game, imported back as they were; the list says when each was exported', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/#/games')
  await importFile(page, fixture('four-players-surge.json'))
  await importFile(page, fixture('elder-sign/seal-win.json'))
  await expect(page.getByTestId('game-exported').first()).toHaveText('jeszcze nie eksportowano')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all').click()])
  const text = readFileSync((await download.path())!, 'utf8')
  const all = JSON.parse(text)
  expect(all.format).toBe('mythos-ledger.games')
  expect(all.games.map((g: { game: string }) => g.game).sort()).toEqual(['ah2e', 'elder-sign'])
  await expect(page.getByTestId('export-all-note')).toHaveText('Wyeksportowano 2 gry do jednego pliku.')
  await expect(page.getByTestId('game-exported')).toHaveText([/^ostatnio wyeksportowano /, /^ostatnio wyeksportowano /])
  await shot(page, 'games-export-all-360')
  // The same file on this device: both games already here as they are.
  await page.getByTestId('import-input').setInputFiles({ name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('import-bundle')).toContainText('dodano 0, bez zmian 2, odrzucono 0')
  // A device that lost them: both back from the file.
  for (const left of [1, 0]) {
    await page.getByRole('button', { name: 'Usuń' }).first().click()
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('game-item')).toHaveCount(left)
  }
  await page.getByTestId('import-input').setInputFiles({ name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('import-bundle')).toContainText('dodano 2, bez zmian 0, odrzucono 0')
  await expect(page.getByTestId('game-item')).toHaveCount(2)
  await shot(page, 'games-import-all-360')
})

test('STORE-E2E-02 a damaged game is checked when it opens: rebuilt from its log and said; a missing command offers its second copy; «Sprawdź i napraw» says a healthy game is fine', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/#/games')
  await importFile(page, fixture('four-players-surge.json'))
  const href = (await page.getByTestId('resume').first().getAttribute('href'))!
  const id = decodeURIComponent(/#\/game\/([^/]+)/.exec(href)![1])
  // Opened once (its second copy is written a moment after), then left.
  await page.goto(`/${href}`)
  await page.locator('[data-testid=save-state][data-state=saved]').waitFor()
  await expect.poll(() => page.evaluate(async (gid) => {
    try {
      const d = await (await (await navigator.storage.getDirectory()).getDirectoryHandle('ledger-mirror')).getDirectoryHandle(gid)
      for await (const [name] of (d as unknown as { entries(): AsyncIterable<[string]> }).entries()) if (name.startsWith('head-')) return true
    } catch {
      return false
    }
    return false
  }, id), { timeout: 30_000 }).toBe(true)
  await page.goto('/#/games')

  // A snapshot unlike the log: rebuilt from the log, and said.
  await damage(page, id, { doom: 11 })
  await page.goto(`/${href}`)
  await expect(page.getByTestId('integrity-repaired')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('integrity-state-differs')).toBeVisible()
  await shot(page, 'integrity-repaired-360')
  await page.goto('/#/games')

  // A command deleted from the log: the players choose; the second copy brings the game back whole.
  await damage(page, id, { deleteEntry: 10 })
  await page.goto(`/${href}`)
  await expect(page.getByTestId('integrity-gap')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('integrity-copy')).toBeVisible()
  await expect(page.getByTestId('integrity-cut')).toHaveText('Zostaw polecenia 1–9 (dalsze przepadną)')
  await shot(page, 'integrity-choice-360')
  await page.getByTestId('integrity-copy').click()
  await expect(page.getByTestId('integrity-clean')).toBeVisible({ timeout: 30_000 })
  await page.locator('[data-testid=save-state][data-state=saved]').waitFor()

  // «Sprawdź i napraw» on the Log screen.
  await page.getByTestId('nav-log').click()
  await page.getByTestId('log-check').scrollIntoViewIfNeeded()
  await page.getByTestId('log-check').click()
  await expect(page.getByTestId('integrity-clean')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('log-check').scrollIntoViewIfNeeded()
  await shot(page, 'log-check-360')
})

test('STORE-E2E-03 no other site may frame the app: the served policy says frame-ancestors \'none\'', async ({ page }) => {
  const response = await page.request.get('/')
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-frame-options']).toBe('DENY')
})
