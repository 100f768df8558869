/**
 * A whole evening played through the UI as a table would (issue #25): a phone at 360×780, Polish,
 * touch. `Evening` drives the page and, at every tap, checks what a player would notice:
 *
 * - no console error and no page error, ever;
 * - no raw translation key on screen (`pending.mythos.title` printed as is);
 * - a refusal or a new prompt the tap brought (`[role=alert]`, `[data-prompt]`) is in the part of
 *   the screen nothing covers — below the header, above the bottom nav and «Na planszy» — so the
 *   tap never looks dead;
 * - the next action is on screen (`expectNext`, with the game's own control).
 *
 * It counts taps per segment (a Mythos phase, a turn, a round…) and writes them to
 * `test-results/taps/<game>.json` for the quality report (`scripts/quality-report.mjs`), with the
 * budget each kind of segment has. Counts, not times: they do not drift with the machine.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
export const tapsDir = `${root}test-results/taps`

/** The phone of the issue: 360×780, Polish, touch. */
export const PHONE = { viewport: { width: 360, height: 780 }, locale: 'pl-PL', isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const

export interface Segment {
  kind: string
  label: string
  taps: number
  /** What the taps were (for a report that says where they go). */
  log: string[]
}

/** A key the i18n layer printed because it has no text: dotted lower-camel words, nothing else. */
const RAW_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+){1,5}$/

export class Evening {
  readonly errors: string[] = []
  readonly segments: Segment[] = []
  /** The segments counting now: the main one (`segment`) and any counted alongside it (`alsoCount`). */
  private lanes = new Map<string, Segment>()

  constructor(readonly page: Page, readonly game: string, readonly budgets: Record<string, number> = {}) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console: ${m.text()}`)
    })
    page.on('pageerror', (e) => this.errors.push(`page: ${e.message}`))
  }

  /** Start counting a new segment (`kind` is what the budget is for: 'mythos', 'turn', 'round'…). */
  segment(kind: string, label?: string): Segment {
    return this.open('main', kind, label)
  }

  /**
   * Count the taps from now on toward a second segment as well (a round around its Mythos phase):
   * it runs beside the main one until `alsoCount` is called again for the same kind, or `pause`.
   */
  alsoCount(kind: string, label?: string): Segment {
    return this.open(`also:${kind}`, kind, label)
  }

  private open(lane: string, kind: string, label = `${kind} ${this.segments.filter((s) => s.kind === kind).length + 1}`): Segment {
    const seg = { kind, label, taps: 0, log: [] }
    this.segments.push(seg)
    this.lanes.set(lane, seg)
    return seg
  }

  /** Stop counting (setup, corrections the evening makes on purpose, the test's own looking around). */
  pause(): void {
    this.lanes.clear()
  }

  private count(what: string): void {
    for (const seg of this.lanes.values()) {
      seg.taps++
      seg.log.push(what)
    }
  }

  /** One tap on `target`, counted, then the checks a player would make. */
  async tap(target: Locator, what?: string): Promise<void> {
    await this.settled()
    const box = await target.boundingBox()
    if (this.lanes.size) this.count(what ?? (await target.getAttribute('data-testid')) ?? (await target.textContent())?.trim().slice(0, 40) ?? '?')
    const before = await this.alertsAndPrompts()
    await target.click()
    await this.settled()
    await this.check(before, box)
  }

  /** Typing a value counts as one tap (the field is tapped, the number typed). */
  async fill(target: Locator, value: string, what?: string): Promise<void> {
    await this.settled()
    if (this.lanes.size) this.count(what ?? `fill ${(await target.getAttribute('data-testid')) ?? ''}`)
    await target.fill(value)
    await this.settled()
  }

  /** Picking an option of a select counts as one tap. */
  async select(target: Locator, value: string, what?: string): Promise<void> {
    await this.settled()
    if (this.lanes.size) this.count(what ?? `select ${(await target.getAttribute('data-testid')) ?? ''}`)
    await target.selectOption(value)
    await this.settled()
  }

  /** Nothing queued or running (the shell's busy mark), and a frame drawn. */
  async settled(): Promise<void> {
    await expect(this.page.locator('[data-testid=busy][data-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
  }

  /** The control that goes on is on screen and can be tapped. */
  async expectNext(next: Locator, what = 'the next action'): Promise<void> {
    await expect(next, `${what} on screen`).toBeVisible({ timeout: 15_000 })
    await expect(next, `${what} enabled`).toBeEnabled()
  }

  private async alertsAndPrompts(): Promise<string[]> {
    return this.page.evaluate(() => [...document.querySelectorAll('[role=alert]:not([data-testid=alert]), [data-prompt]')].map((e) => (e.textContent ?? '').trim().slice(0, 80)))
  }

  /** After a tap: no error, no raw key, and what the tap brought is where the eye is. */
  private async check(before: string[], tapped: { y: number; height: number } | null): Promise<void> {
    expect(this.errors, 'no console or page error').toEqual([])
    const raw = await this.page.evaluate((src) => {
      const re = new RegExp(src)
      const out: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').trim()
        const el = n.parentElement
        if (!el || el.closest('script, style, [hidden], [aria-hidden=true]')) continue
        if (re.test(text)) out.push(text)
      }
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
        for (const a of ['aria-label', 'title', 'placeholder']) {
          const v = el.getAttribute(a)
          if (v && re.test(v.trim())) out.push(`${a}=${v}`)
        }
      }
      return out
    }, RAW_KEY.source)
    expect(raw, 'no raw translation key on screen').toEqual([])
    const fresh = await this.page.evaluate((old) => {
      const band = (() => {
        const h = window.innerHeight
        let top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
        let bottom = h
        for (const sel of ['nav[aria-label]', '[data-testid="board-changes"]']) {
          const r = document.querySelector(sel)?.getBoundingClientRect()
          if (r && r.height > 0 && r.top > h / 3) bottom = Math.min(bottom, r.top)
        }
        top = Math.max(0, top)
        return { top, bottom }
      })()
      const seen = new Set(old)
      return [...document.querySelectorAll('[role=alert]:not([data-testid=alert]), [data-prompt]')]
        .filter((e) => e.getBoundingClientRect().height > 0 && !seen.has((e.textContent ?? '').trim().slice(0, 80)))
        .map((e) => {
          const r = e.getBoundingClientRect()
          // In view: its top line is in the free band (a long message may run on below it).
          return { text: (e.textContent ?? '').trim().slice(0, 80), top: r.top, inView: r.top >= band.top - 1 && r.top + Math.min(r.height, 24) <= band.bottom + 1 }
        })
    }, before)
    for (const f of fresh) expect(f.inView, `«${f.text}» (at y=${Math.round(f.top)}) shows where the players look after the tap${tapped ? ` (the control was at y=${Math.round(tapped.y)})` : ''}`).toBe(true)
  }

  /** Taps per segment kind, against the budgets; written for the quality report. */
  report(extra: Record<string, unknown> = {}): { kind: string; max: number; mean: number; count: number; budget: number | null }[] {
    const kinds = [...new Set(this.segments.map((s) => s.kind))]
    const summary = kinds.map((kind) => {
      const taps = this.segments.filter((s) => s.kind === kind).map((s) => s.taps)
      return { kind, max: Math.max(...taps), mean: Math.round((taps.reduce((a, b) => a + b, 0) / taps.length) * 10) / 10, count: taps.length, budget: this.budgets[kind] ?? null }
    })
    mkdirSync(tapsDir, { recursive: true })
    writeFileSync(`${tapsDir}/${this.game}.json`, JSON.stringify({ game: this.game, summary, segments: this.segments, ...extra }, null, 1))
    return summary
  }

  /** Every segment kind within its budget (max taps of any segment of that kind). */
  expectWithinBudgets(): void {
    for (const s of this.report()) if (s.budget !== null) expect(s.max, `taps per ${s.kind} (${this.segments.filter((x) => x.kind === s.kind && x.taps === s.max)[0]?.log.join(' → ')})`).toBeLessThanOrEqual(s.budget)
  }
}
