/**
 * STORY-SHELL: the shell's part of the evening's story (issue #31): the fold that turns a log into
 * steps and figures, the chart's layout, the shared picture's SVG, the log's address at an entry,
 * and the story strings (both languages, Polish plural forms, every key used exists).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLocale, locale, registerNamespace, scoped } from '@/i18n'
import { format, placeholdersOf } from '@/i18n/format'
import { parseRoute } from '@/shell/router'
import type { LogEntry } from '@/core'
import type { GameStory, StoryChart } from '@/shell/module'
import { timeline } from '@/shell/story/fold'
import { labelBox, layout, yStep, type Geometry } from '@/shell/story/geometry'
import { cardSvg, wrap } from '@/shell/story/card'
import { loadStoryStrings, word } from '@/shell/story/words'
import storyPl from '@/shell/story/i18n/pl.json'
import storyEn from '@/shell/story/i18n/en.json'
import appPl from '@/i18n/app.pl.json'
import appEn from '@/i18n/app.en.json'
import { root, storyOf } from './story-fixtures'

beforeAll(async () => {
  await loadStoryStrings()
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})

// A toy game: a turn counter and a doom track; `reset` clears doom at once (the way an overflow does).
type S = { turn: number; doom: number }
type E = { type: 'turn' } | { type: 'doom'; data: number } | { type: 'reset' }
const evolve = (s: S, e: E): S => (e.type === 'turn' ? { ...s, turn: s.turn + 1 } : e.type === 'doom' ? { ...s, doom: s.doom + e.data } : { ...s, doom: 0 })
const entry = (seq: number, ...events: E[]): LogEntry<{ type: string }, E> => ({ seq, command: { type: 'x' }, events })
const log = [entry(1, { type: 'turn' }), entry(2, { type: 'doom', data: 1 }), entry(3), entry(4, { type: 'turn' }), entry(5, { type: 'doom', data: 5 }, { type: 'reset' }), entry(6, { type: 'turn' }), entry(7)]
const fold = (peak?: (id: string) => boolean) =>
  timeline({ entries: log, initial: { turn: 0, doom: 0 }, evolve, stepOf: (b) => ({ key: String(b.turn), tick: String(b.turn), name: { key: 'story:step.round', params: { n: b.turn } } }), figures: (s) => ({ doom: s.doom }), peak })

describe('STORY-FOLD the log in steps', () => {
  it('STORY-FOLD-01 an entry belongs to the step its command was played in; a step\'s figures are those after its last entry; it points at its last entry that moved one (else its last)', () => {
    const t = fold()
    expect(t.steps.map((s) => s.tick)).toEqual(['0', '1', '2', '3'])
    expect(t.figures.get('doom')).toEqual([0, 1, 0, 0])
    // Step 1 (entries 2–4): doom moved at 2, not after. Step 2 (entry 5): doom 1 → 0. Step 3 (6, 7): nothing moved.
    expect(t.steps.map((s) => s.seq)).toEqual([1, 2, 5, 7])
  })
  it('STORY-FOLD-02 a peak figure keeps the highest it reached after any event of the step, even one a rule cleared in the same entry', () => {
    expect(fold((id) => id === 'doom').figures.get('doom')).toEqual([0, 1, 6, 0])
  })
  it('STORY-FOLD-03 a step of null continues the step before; no entries, no steps', () => {
    const t = timeline({ entries: log, initial: { turn: 0, doom: 0 }, evolve, stepOf: (b) => (b.turn >= 2 ? null : { key: String(b.turn), tick: String(b.turn), name: { text: { pl: '', en: '' } } }), figures: (s) => ({ doom: s.doom }) })
    expect(t.steps.map((s) => s.tick)).toEqual(['0', '1'])
    expect(timeline({ entries: [], initial: { turn: 0, doom: 0 }, evolve, stepOf: () => null, figures: (s) => ({ doom: s.doom }) }).steps).toEqual([])
  })
})

const story: Pick<GameStory, 'steps' | 'moments'> = {
  steps: Array.from({ length: 30 }, (_, i) => ({ tick: String(i), name: { text: { pl: '', en: '' } }, seq: i + 1 })),
  moments: [
    { kind: 'seal', step: 3, seq: 4, text: { text: { pl: '', en: '' } }, mark: true },
    { kind: 'threshold', step: 3, seq: 4, text: { text: { pl: '', en: '' } } },
    { kind: 'awakening', step: 3, seq: 4, text: { text: { pl: '', en: '' } }, mark: true },
    { kind: 'end', step: 29, seq: 30, text: { text: { pl: '', en: '' } }, mark: true },
  ],
}
const chart: StoryChart = {
  id: 'c',
  title: { key: 'x' },
  series: [{ id: 'a', label: { key: 'a' }, values: story.steps.map((_, i) => i % 13) }, { id: 'b', label: { key: 'b' }, values: story.steps.map((_, i) => (i < 5 ? null : 3)), hue: 'red' }],
  limits: [{ value: 12, label: { key: 'l1' } }, { value: 12, label: { key: 'l2' } }, { value: 10, label: { key: 'l3' }, hue: 'purple' }],
}

describe('STORY-CHART the chart\'s layout (plain SVG)', () => {
  const g = layout(story, chart, { width: 340, height: 200, font: 11, limitLabels: ['przebudzenie', 'koniec', 'panika'] })
  it('STORY-CHART-01 the y axis reaches the highest value or limit in round steps; a column per step; the tick labels thinned so they do not overlap', () => {
    expect(yStep(6)).toBe(1)
    expect(yStep(12)).toBe(2)
    expect(yStep(45)).toBe(10)
    // The axis ends at the highest limit (12): its label goes under its line (review finding 14).
    expect(g.yTicks.map((t) => t.label)).toEqual(['0', '2', '4', '6', '8', '10', '12'])
    expect(g.columns).toHaveLength(30)
    const xs = g.xTicks.map((t) => t.x)
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(2 * 11 * 0.62)
  })
  it('STORY-CHART-02 limits at the same value share one line and both labels; a series leaves a gap where it has no value; each series has its own marker', () => {
    expect(g.limits.map((l) => l.label)).toEqual(['przebudzenie · koniec', 'panika'])
    expect(g.lines[1].points).toHaveLength(25)
    expect(g.lines[1].path.startsWith('M')).toBe(true)
    expect(new Set(g.lines.map((l) => l.marker)).size).toBe(2)
  })
  it('STORY-CHART-03 the marks are the marked turning points, numbered as in the list; two at one step share a mark', () => {
    expect(g.marks.map((m) => m.label)).toEqual(['1,3', '4'])
  })
})

describe('STORY-CARD the shared picture', () => {
  it('STORY-CARD-01 the card is well-formed SVG whatever the game\'s name holds; long lines are wrapped', () => {
    const g = layout(story, chart, { width: 952, height: 520, font: 24, limitLabels: ['a', 'b', 'c'] })
    const card = cardSvg({
      title: 'Wieczór <z> "Yigiem" & co', kind: 'Horror w Arkham', facts: 'Yig · 2 graczy', result: { label: 'Wygrana', text: 'Przedwieczny wygnany: Badacze wygrywają!', won: true },
      score: 'Punkty: 11', standings: [], moments: ['1. Tura 10: Przedwieczny się budzi'], momentsTitle: 'Punkty zwrotne',
      chart: { title: 'Tory', geometry: g, legend: [{ label: 'Zagłada', colour: '#dc2626', marker: 'circle' }] }, footer: 'Mythos Ledger',
    })
    const doc = new DOMParser().parseFromString(card.svg, 'image/svg+xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(card.svg).toContain('Wieczór &lt;z&gt; &quot;Yigiem&quot; &amp; co')
    expect(card.width).toBe(1080)
    expect(card.height).toBeGreaterThan(900)
    expect(wrap('a '.repeat(200), 32, 952).length).toBeGreaterThan(3)
    for (const l of wrap('słowo '.repeat(100), 32, 952)) expect(l.length).toBeLessThanOrEqual(Math.floor(952 / (32 * 0.55)))
  })
})

describe('STORY-ROUTE the log opened at an entry', () => {
  it('STORY-ROUTE-01 #/game/<id>/log?seq=N opens the log at entry N; a bad number is ignored; #/record is the record', () => {
    expect(parseRoute('#/game/abc/log?seq=42')).toEqual({ name: 'game', id: 'abc', screen: 'log', seq: 42 })
    expect(parseRoute('#/game/abc/log?seq=0')).toEqual({ name: 'game', id: 'abc', screen: 'log' })
    expect(parseRoute('#/game/abc/log?seq=4x')).toEqual({ name: 'game', id: 'abc', screen: 'log' })
    expect(parseRoute('#/game/abc/story')).toEqual({ name: 'game', id: 'abc', screen: 'story' })
    expect(parseRoute('#/record')).toEqual({ name: 'record' })
  })
})

describe('SETUP-ROUTE the setup checklist of a created game', () => {
  it('SETUP-ROUTE-01 #/new/<kind>/<id> names the game just created (a reload shows its checklist); no kind, no game', () => {
    expect(parseRoute('#/new/cults/g%201')).toEqual({ name: 'new', kind: 'cults', game: 'g 1' })
    expect(parseRoute('#/new/cults')).toEqual({ name: 'new', kind: 'cults' })
    expect(parseRoute('#/new')).toEqual({ name: 'new', kind: null })
    expect(parseRoute('#/new/Bad Kind/g1')).toEqual({ name: 'new', kind: null })
  })
})

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.(vue|ts)$/.test(f) ? [p] : []
  })
}

describe('STORY-I18N the story strings', () => {
  const pl = storyPl as Record<string, string>
  const en = storyEn as Record<string, string>
  it('STORY-I18N-01 Polish and English have the same keys, sorted; placeholders match; Polish plural blocks have one/few/many/other', () => {
    expect(Object.keys(pl)).toEqual(Object.keys(en))
    expect(Object.keys(pl)).toEqual([...Object.keys(pl)].sort())
    for (const k of Object.keys(en)) {
      const a = placeholdersOf(en[k])
      const b = placeholdersOf(pl[k])
      expect([...b.names, ...b.plurals.keys()].sort(), k).toEqual([...a.names, ...a.plurals.keys()].sort())
      for (const forms of b.plurals.values()) for (const f of ['one', 'few', 'many', 'other']) expect(forms.has(f), `${k} ${f}`).toBe(true)
    }
  })
  it('STORY-I18N-02 every template renders with counts 1, 2, 5, 22 in both languages with nothing left unfilled', () => {
    for (const [l, dict] of [['pl', pl], ['en', en]] as const) {
      for (const [k, tpl] of Object.entries(dict)) {
        const { names, plurals } = placeholdersOf(tpl)
        for (const n of [1, 2, 5, 22]) {
          const params = Object.fromEntries([...names, ...plurals.keys()].map((v) => [v, n]))
          expect(format(tpl, params, l), `${l} ${k}`).not.toMatch(/\{|\}|#/)
        }
      }
    }
    expect(format(pl['moment.lead'], { name: 'Ala', n: 4 }, 'pl')).toBe('Prowadzi: Ala (4 punkty)')
    expect(format(pl['record.series.games'], { n: 2, pool: 5 }, 'pl')).toBe('2 gry z 5 scenariuszy')
    expect(format(pl['record.skipped'], { n: 5 }, 'pl')).toBe('Nie udało się odczytać 5 gier: otwórzcie je z listy gier.')
  })
  it('STORY-I18N-03 every story key the shell and the games use exists (st(…), story:… in a game\'s story), and the app keys the wiring uses', () => {
    const missing: string[] = []
    for (const f of files(join(root, 'src/shell/story'))) for (const m of readFileSync(f, 'utf8').matchAll(/\bst\('([\w.-]+)'/g)) if (!Object.hasOwn(en, m[1])) missing.push(`${f}: ${m[1]}`)
    for (const g of ['ah2e', 'elder-sign', 'ah3e', 'cults']) {
      const f = join(root, `src/games/${g}/ui/story.ts`)
      for (const m of readFileSync(f, 'utf8').matchAll(/'story:([\w.-]+)'/g)) if (!Object.hasOwn(en, m[1])) missing.push(`${f}: ${m[1]}`)
    }
    // Keys chosen by a value: st(`result.${outcome}`), the share note, a series' and a game's result.
    for (const k of ['result.won', 'result.lost', 'result.over', 'share.done', 'share.failed', 'record.series.won', 'record.series.lost', 'record.series.open', 'record.result.won', 'record.result.lost']) if (!Object.hasOwn(en, k)) missing.push(k)
    expect(missing).toEqual([])
    for (const k of ['record.link', 'story.ended', 'story.tab', 'story.tabs']) {
      expect(Object.hasOwn(appPl, k), k).toBe(true)
      expect(Object.hasOwn(appEn, k), k).toBe(true)
    }
  })
})

describe('STORY-CHART colours', () => {
  it('STORY-CHART-04 a series without a hue of its own takes one no other series of the chart has (a red cult and the NPC are not both red)', () => {
    const c: StoryChart = { id: 'vp', title: { key: 'x' }, series: [{ id: 'a', label: { key: 'a' }, values: [1, 2], hue: 'red' }, { id: 'npc', label: { key: 'b' }, values: [2, 3] }] }
    const g = layout({ steps: story.steps.slice(0, 2), moments: [] }, c, { width: 340, height: 200, font: 11, limitLabels: [] })
    expect(g.lines[0].colour).not.toBe(g.lines[1].colour)
  })
})

/** Where the chart's limit labels break the rules: outside the plot, or over another label. */
function labelFaults(g: Geometry): string[] {
  const boxes = g.limits.filter((l) => l.label).map((l) => ({ l: l.label, ...labelBox(l, g.labelFont) }))
  const out: string[] = []
  for (const b of boxes) {
    if (b.left < g.plot.left || b.right > g.plot.right || b.top < g.plot.top || b.bottom > g.plot.bottom) out.push(`«${b.l}» leaves the plot`)
  }
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(`«${a.l}» over «${b.l}»`)
  }))
  const ys = g.yTicks.map((t) => t.y)
  for (let i = 1; i < ys.length; i++) if (ys[i - 1] - ys[i] < 12) out.push(`y ticks ${g.yTicks[i - 1].label} and ${g.yTicks[i].label} run into each other`)
  return out
}

describe('STORY-CHART the limits (review finding 14)', () => {
  // Elder Sign's Azathoth-like sheet: doom to 12 awakens, 13 Elder Signs win; the end marked at the last step.
  const steps = Array.from({ length: 9 }, (_, i) => ({ tick: String(i), name: { text: { pl: '', en: '' } }, seq: i + 1 }))
  const es: StoryChart = {
    id: 'tracks',
    title: { key: 'x' },
    series: [{ id: 'doom', label: { key: 'a' }, values: [0, 1, 3, 4, 6, 7, 9, 10, 11], hue: 'red' }, { id: 'signs', label: { key: 'b' }, values: [0, 2, 3, 5, 6, 8, 10, 12, 13], hue: 'blue' }],
    limits: [{ value: 12, label: { key: 'l1' }, hue: 'red' }, { value: 13, label: { key: 'l2' }, hue: 'blue' }],
  }
  const moments = [{ kind: 'end' as const, step: 8, seq: 9, text: { text: { pl: '', en: '' } }, mark: true }]
  const g = layout({ steps, moments }, es, { width: 340, height: 200, font: 11, limitLabels: ['Przebudzenie', 'Wygrana'] })

  it('STORY-CHART-05 the y axis ends at the track\'s limit (13, not 20); the labels of limits 12 and 13 neither overlap nor leave the plot', () => {
    expect(g.yTicks.at(-1)).toEqual({ y: g.plot.top, label: '13' })
    expect(g.yTicks.map((t) => t.label)).toEqual(['0', '5', '10', '13'])
    expect(labelFaults(g)).toEqual([])
    // Each label by its own line (within a label's height of it).
    for (const l of g.limits) {
      const b = labelBox(l, g.labelFont)
      expect(Math.min(Math.abs(b.top - l.y), Math.abs(b.bottom - l.y))).toBeLessThanOrEqual(g.labelFont)
    }
  })

  it('STORY-CHART-06 a value past the highest limit: the axis goes on to a round step; a step too near the end gives way to it', () => {
    const past = layout({ steps, moments: [] }, { ...es, series: [{ ...es.series[0], values: steps.map(() => 14) }] }, { width: 340, height: 200, font: 11, limitLabels: ['a', 'b'] })
    expect(past.yTicks.at(-1)?.label).toBe('15')
    const near = layout({ steps, moments: [] }, { ...es, limits: [{ value: 21, label: { key: 'l' } }] }, { width: 340, height: 200, font: 11, limitLabels: ['a'] })
    expect(near.yTicks.map((t) => t.label)).toEqual(['0', '5', '10', '15', '21'])
    expect(labelFaults(near)).toEqual([])
  })

  const FILES = ['awakening-battle-won.json', 'sealed-win.json', 'four-players-surge.json', 'innsmouth-emergency.json', 'elder-sign/awakening-battle-won.json', 'elder-sign/devoured.json', 'elder-sign/seal-win.json', 'ah3e/overflow.json', 'ah3e/series-1.json', 'ah3e/series-2.json', 'ah3e/sheet-doom-loss.json', 'cults/three-players.json', 'cults/solo-goal.json']
  it('STORY-CHART-07 every game\'s story, in Polish and in English: the limits\' labels stay in the plot, apart; the axis ends at the highest limit no value passed', async () => {
    const before = locale.value
    try {
      for (const file of FILES) {
        const { f, m, story } = await storyOf(file)
        await registerNamespace(m.id, m.messages)
        await scoped(m.id).loadBoth()
        for (const l of ['pl', 'en'] as const) {
          locale.value = l
          for (const c of story.charts) {
            const g = layout(story, c, { width: 340, height: 200, font: 11, limitLabels: (c.limits ?? []).map((x) => word(m, x.label, f.state)) })
            expect(labelFaults(g), `${file} ${c.id} ${l}`).toEqual([])
            const top = Math.max(...(c.limits ?? []).map((x) => x.value))
            const values = c.series.flatMap((x) => x.values.filter((v): v is number => v !== null))
            if (c.limits?.length && values.every((v) => v <= top)) expect(g.yTicks.at(-1)?.label, `${file} ${c.id}`).toBe(String(top))
          }
        }
      }
    } finally {
      locale.value = before
    }
  })
})
