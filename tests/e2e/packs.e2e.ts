import { test, expect } from '@playwright/test'
import { pickMythos, shot } from './helpers'

/**
 * Content packs on a phone: the owner loads their own card text in Settings (a bad file is refused
 * with the reason and changes nothing), the Mythos card shows it as plain text, a second pack for
 * the same game and language asks before replacing, and the pack can be removed.
 */
const pack = (entries: Record<string, unknown>, label = 'Moje karty') =>
  Buffer.from(JSON.stringify({ format: 'mythos-ledger.content-pack', version: 1, game: 'ah2e', locale: 'pl', label, entries }))

test('a content pack: refused when bad, shown on the Mythos card, replaced after asking, removed', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/#/settings')
  await expect(page.getByTestId('packs-none')).toBeVisible()

  await page.getByTestId('pack-input').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: pack({ 'mythos:all-quiet-in-arkham': { text: 'Zobacz <script>alert(1)</script>' } }) })
  await expect(page.getByTestId('pack-message')).toContainText('HTML')
  await expect(page.getByTestId('packs-none')).toBeVisible()

  const good = pack({ 'mythos:all-quiet-in-arkham': { title: 'Cisza w Arkham!', text: 'Pierwsza linia\nDruga linia' } })
  await page.getByTestId('pack-input').setInputFiles({ name: 'pack.json', mimeType: 'application/json', buffer: good })
  await expect(page.getByTestId('pack-message')).toHaveText('Wczytano pakiet: Horror w Arkham (2. edycja) · Polski · 1 wpis.')
  await expect(page.getByTestId('pack')).toHaveCount(1)
  await shot(page, 'packs-01-settings-360')

  // The same game and language again: asked first.
  await page.getByTestId('pack-input').setInputFiles({ name: 'pack2.json', mimeType: 'application/json', buffer: pack({ 'mythos:all-quiet-in-arkham': { title: 'Cisza w Arkham!', text: 'Pierwsza linia\nDruga linia' }, 'ally:ryan-dean': { name: 'Ryan Dean' } }, 'Druga wersja') })
  await expect(page.getByTestId('pack-replace')).toBeVisible()
  await page.getByTestId('pack-replace-yes').click()
  await expect(page.getByTestId('pack')).toContainText('Druga wersja · 2 wpisy')

  // A game: the Mythos card shows the owner's text.
  await page.goto('/#/games')
  await page.getByTestId('new-game').click()
  await page.getByTestId('new-ah2e').click()
  await page.getByTestId('players-1').click()
  await page.getByTestId('seed').fill('packs-e2e')
  await page.getByLabel('Nazwa gry').fill('Pakiet')
  await page.getByTestId('create-game').click()
  await page.getByTestId('to-first-mythos').click()
  await pickMythos(page, 'All Quiet', 'all-quiet-in-arkham')
  await expect(page.getByTestId('card-text-title')).toHaveText('Cisza w Arkham!')
  await expect(page.getByTestId('card-text-body')).toHaveText('Pierwsza linia\nDruga linia')
  await page.getByTestId('board-done').click()
  await shot(page, 'packs-02-mythos-card-360')

  // Removed: asked first, then gone.
  await page.goto('/#/settings')
  await page.getByTestId('pack-remove-ah2e-pl').click()
  await page.getByTestId('pack-remove-yes-ah2e-pl').click()
  await expect(page.getByTestId('packs-none')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(errors).toEqual([])
})
