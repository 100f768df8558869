/**
 * Phones at a live table in the e2e: each a browser context of its own (its own IndexedDB,
 * localStorage and WebRTC stack) on this machine, paired through the codes as players pair them —
 * the code's text read from one page and typed into the other — and the QR code on the screen read
 * back to the same text (tests/app/live-qr-read.ts on the canvas's pixels).
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { findBrowser } from '../../scripts/lib/find-browser.mjs'
import { readQr } from '../app/live-qr-read'

/**
 * Chromium with its host candidates as plain addresses (no mDNS names): the contexts reach each
 * other on this machine's own address, and no multicast query leaves it.
 */
export const liveLaunch = {
  executablePath: findBrowser() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebRtcHideLocalIpsWithMdns'],
}

export interface Phone {
  context: BrowserContext
  page: Page
  name: string
}

export async function phone(browser: Browser, name: string): Promise<Phone> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log(`[${name}] page error: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') console.log(`[${name}] ${m.type()}: ${m.text()}`)
  })
  await page.goto('/')
  await expect(page.getByTestId('new-game')).toBeVisible()
  return { context, page, name }
}

/** The code shown under a QR code, as typed (spaces between groups left out). */
async function shownCode(page: Page, testid: string): Promise<string> {
  const el = page.getByTestId(testid)
  await expect(el).toBeVisible()
  return ((await el.textContent()) ?? '').replace(/\s+/g, '')
}

/** The QR code drawn on a canvas, read from its pixels (whole pixels per module, a quiet zone of four). */
export async function qrText(page: Page, testid: string): Promise<string> {
  const grid = await page.getByTestId(testid).evaluate((c: HTMLCanvasElement) => {
    const g = c.getContext('2d')!
    const { data, width } = g.getImageData(0, 0, c.width, c.height)
    const dark = (x: number, y: number) => data[(y * width + x) * 4] < 128
    // The first dark pixel on the diagonal is the finder's corner; its run is 7 modules wide.
    let start = 0
    while (!dark(start, start)) start++
    let run = 0
    while (dark(start + run, start)) run++
    const scale = run / 7
    const size = Math.round((width - 2 * start) / scale)
    const out: boolean[][] = []
    for (let y = 0; y < size; y++) {
      const row: boolean[] = []
      for (let x = 0; x < size; x++) row.push(dark(Math.floor(start + (x + 0.5) * scale), Math.floor(start + (y + 0.5) * scale)))
      out.push(row)
    }
    return out
  })
  return readQr(grid)
}

/** The host shares its open game (its live screen) and waits for the invitation's code. */
export async function host(p: Phone): Promise<void> {
  await expect(p.page).toHaveURL(/#\/game\//, { timeout: 20_000 })
  await expect(p.page.getByTestId('live-open')).toHaveAttribute('href', /#\/game\/.+\/live$/)
  await p.page.getByTestId('live-open').click()
  await p.page.getByTestId('live-host').click()
  await expect(p.page.getByTestId('live-offer-code')).toBeVisible()
}

/**
 * Pair `guest` with `hostPhone` through the codes: the host's code typed on the guest, the
 * guest's answer typed on the host; both QR codes read back to the codes' text. Resolves once the
 * guest shows the game, following the host.
 */
export async function pair(hostPhone: Phone, guest: Phone, o: { watch?: boolean; name?: string } = {}): Promise<void> {
  const h = hostPhone.page
  const g = guest.page
  if (!(await h.getByTestId('live-offer-code').isVisible())) await h.getByTestId('live-open').click()
  const offer = await shownCode(h, 'live-offer-code')
  expect(await qrText(h, 'live-offer-qr')).toMatch(new RegExp(`/#/live/${offer}$`))
  if (!(await g.getByTestId('live-offer-input').isVisible())) await g.getByTestId('live-open').click()
  await expect(g.getByTestId('live-offer-input')).toBeVisible()
  if (o.name !== undefined && (await g.getByTestId('live-name').isVisible())) await g.getByTestId('live-name').fill(o.name)
  if (o.watch && (await g.getByTestId('live-watch').isVisible())) await g.getByTestId('live-watch').check()
  await g.getByTestId('live-offer-input').fill(offer)
  await g.getByTestId('live-offer-ok').click()
  const answer = await shownCode(g, 'live-answer-code')
  expect(await qrText(g, 'live-answer-qr')).toMatch(new RegExp(`/#/live/${answer}$`))
  await h.getByTestId('live-answer-input').fill(answer)
  await h.getByTestId('live-answer-ok').click()
  await expect(g.getByTestId('live-bar')).toHaveAttribute('data-connected', 'true', { timeout: 30_000 })
}

/** The game's log as a phone holds it in IndexedDB (sequence numbers and command types). */
export async function storedLog(p: Phone, gameId: string): Promise<string[]> {
  return p.page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('mythos-ledger')
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    const rows = await new Promise<{ seq: number; entry: { command: { type: string; data?: unknown } } }[]>((resolve, reject) => {
      const r = db.transaction('entries').objectStore('entries').index('gameId').getAll(id)
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    db.close()
    return rows.sort((a, b) => a.seq - b.seq).map((r) => `${r.seq}:${r.entry.command.type}:${JSON.stringify(r.entry.command.data ?? {})}`)
  }, gameId)
}

export const gameIdOf = (p: Phone): string => decodeURIComponent(/#\/game\/([^/]+)/.exec(p.page.url())?.[1] ?? '')

/**
 * Every phone comes to hold the same log of the game as the first. Each is read again until they
 * agree: a guest may have written the host's last change before the host's own write is in.
 */
export async function sameLogs(gameId: string, ...phones: Phone[]): Promise<string[]> {
  let first: string[] = []
  await expect.poll(async () => {
    first = await storedLog(phones[0], gameId)
    for (const p of phones.slice(1)) {
      const log = await storedLog(p, gameId)
      if (JSON.stringify(log) !== JSON.stringify(first)) return `${p.name}'s log:\n${log.join('\n')}\n${phones[0].name}'s:\n${first.join('\n')}`
    }
    return 'the same'
  }, { message: 'every phone\'s log' }).toBe('the same')
  return first
}
