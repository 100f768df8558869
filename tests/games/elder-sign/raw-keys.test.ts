/**
 * ES-UI-KEYS: no translation key shows raw. A key the strings do not have is printed as it is
 * («pending.mythos.title» over the Mythos question): the screens are rendered along real games
 * (played with what the screens offer), in both languages, and every text that looks like a key
 * (`a.b`, `a.b.c`) and is not a word of the page is reported; so is every pending question's line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng } from '@/core'
import { db } from '@/db/db'
import { locale, type Locale } from '@/i18n'
import { elderSign, nextStep, type EsCommand, type EsState } from '@/games/elder-sign/rules'
import esModule from '@/games/elder-sign/module'
import { useGame } from '@/games/elder-sign/ui/session'
import { has } from '@/games/elder-sign/ui/i18n'
import TableView from '@/games/elder-sign/ui/screens/TableView.vue'
import DiceView from '@/games/elder-sign/ui/screens/DiceView.vue'
import EntranceView from '@/games/elder-sign/ui/screens/EntranceView.vue'
import BattleView from '@/games/elder-sign/ui/screens/BattleView.vue'

let wrappers: VueWrapper[] = []
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
})
afterEach(() => {
  for (const w of wrappers) w.unmount()
  wrappers = []
  locale.value = 'pl'
})

/** Words that look like a key (`ask.mythos.title`, `err.roll/no-dice`): dotted, lower-case first, no number part (so «l.781» is not one), and not a key the strings have. */
export function rawKeys(text: string, l: Locale): string[] {
  const out: string[] = []
  for (const word of text.split(/\s+/)) {
    const k = word.replace(/^[«„"'(\[]+|[»”"'),;:!?\]]+$|\.$/g, '')
    if (!/^[a-z][a-zA-Z0-9/-]*(\.[a-zA-Z0-9/-]+)+$/.test(k) || k.split('.').some((seg) => /^\d+$/.test(seg))) continue
    if (!has(k, l)) out.push(k)
  }
  return out
}

/** Every text node and label of a rendered screen, one by one (adjacent elements do not run together). */
function texts(w: VueWrapper): string[] {
  const root = w.element as Element
  const out: string[] = []
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) out.push(n.textContent)
  for (const el of root.querySelectorAll?.('[aria-label],[title],[placeholder]') ?? []) for (const a of ['aria-label', 'title', 'placeholder']) { const v = el.getAttribute(a); if (v) out.push(v) }
  return out
}

/** The controls that take a step (not corrections, not navigation). */
const ACTIONS = [
  '[data-testid="pending-panel"] button', '[data-testid="helper-loss"] button', '[data-testid="next-step"] button', '[data-testid="ao-attack"] button',
  '[data-testid="battle-clock"]', '[data-testid="roll"]', '[data-testid="fail-roll"]', '[data-testid^="complete-"]', '[data-testid^="release-"]',
  '[data-testid="must-discard"] ~ * button', '[data-testid="dice-rolled"] button', '[data-testid="dice-pool"] button', '[data-testid="entrance"] fieldset button', '[data-testid="pass"]',
].join(', ')

describe('ES-UI-KEYS no raw translation key on the Elder Sign screens', () => {
  it('ES-UI-KEYS-01 every question the players can owe is said in words in both languages', () => {
    const kinds = ['adventure-lock', 'mythos-card', 'monster-placement', 'effect-choice', 'lose-trophies', 'helper-loss', 'new-investigator', 'ancient-one-attack', 'discard-die', 'entrance-action']
    for (const l of ['pl', 'en'] as const) {
      locale.value = l
      for (const kind of kinds) {
        const text = esModule.describePending({ kind, screen: 'table' })
        expect(text, `${l} ${kind}`).not.toBe(`pending.${kind}`)
        expect(rawKeys(text, l), `${l} ${kind}`).toEqual([])
      }
    }
  })

  it('ES-UI-KEYS-03 every key written out in the Elder Sign screens and text modules (a quoted `a.b` string) is in both languages', () => {
    const dir = 'src/games/elder-sign/ui'
    const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : [path.join(d, f)]))
    const missing: string[] = []
    for (const f of files(dir).filter((x) => /\.(vue|ts)$/.test(x))) {
      const src = readFileSync(f, 'utf8')
      for (const m of src.matchAll(/'([a-z][a-zA-Z0-9-]*(?:\.[a-zA-Z0-9/-]+)+)'/g)) {
        // Not keys: the facts file's name and format tag.
        if (/\.json$|^mythos-ledger\./.test(m[1])) continue
        for (const l of ['pl', 'en'] as const) if (!has(m[1], l)) missing.push(`${path.basename(f)}: ${m[1]} (${l})`)
      }
    }
    expect(missing).toEqual([])
  })

  it.each(['pl', 'en'] as const)('ES-UI-KEYS-02, ES-UI-NEXT-01 «Przygotowanie do gry» … «Zakończenie gry» the table, dice, Entrance and battle screens along real games played with what they offer (%s): no raw key, and the next step\'s screen always has a control to take it', async (l) => {
    locale.value = l
    const seen = new Set<string>()
    const bad = new Set<string>()
    const lost = new Set<string>()
    for (const g of [0, 1, 2]) {
      const pinia = createPinia()
      setActivePinia(pinia)
      // Taken now, before any await (see table.ts `newTable`).
      const game = useGame()
      const rng = createRng(`es-keys:${l}:${g}`)
      const setup = elderSign.sampleSetup(rng)
      const r = await game.create('elder-sign', { name: `Klucze ${g}`, seed: `es-keys-${g}`, setup })
      expect(r.ok).toBe(true)
      wrappers = [TableView, DiceView, EntranceView, BattleView].map((v) => mount(v, { global: { plugins: [pinia] }, attachTo: document.body }))
      const onScreen: Record<string, VueWrapper> = { table: wrappers[0], dice: wrappers[1], entrance: wrappers[2], battle: wrappers[3] }
      for (let i = 0; i < 120 && game.state!.status !== 'won' && game.state!.status !== 'lost'; i++) {
        await flushPromises()
        const s = game.state as EsState
        const p = elderSign.pending(s)
        seen.add(p?.kind ?? `${s.status}:${s.turn.phase}${s.attempt ? `:${s.attempt.stage}` : ''}`)
        for (const w of wrappers) for (const text of texts(w)) for (const k of rawKeys(text, l)) bad.add(`${k} (${p?.kind ?? s.turn.phase})`)
        // ES-UI-NEXT: the screen of the next step has an enabled control to take it.
        const next = nextStep(s)
        if (next) {
          const w = onScreen[next.screen]
          const live = w.findAll(ACTIONS).filter((b) => b.attributes('disabled') === undefined)
          if (live.length === 0) lost.add(`${next.kind} on ${next.screen}`)
        }
        const offered = rng.shuffle(elderSign.offers!(s, rng)) as EsCommand[]
        for (const c of offered) if ((await game.dispatch(c)).ok) break
      }
      await game.settled()
      for (const w of wrappers) w.unmount()
      wrappers = []
    }
    expect([...bad]).toEqual([])
    expect([...lost], 'a next step with nothing to tap on its screen').toEqual([])
    // Not vacuous: the games met questions and phases.
    expect(seen.has('mythos-card')).toBe(true)
    expect(seen.size).toBeGreaterThan(6)
  }, 120_000)
})
