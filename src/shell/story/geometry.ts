import type { GameStory, StoryChart, StoryHue } from '../module'

/**
 * Where a story chart's pieces go (pure: no Vue, no DOM), in the user units of an SVG `viewBox`:
 * the axes and their ticks, one line per series with a marker shape of its own (the colours are not
 * the only difference), the limits across, the numbered marks of the turning points and a column
 * per step (what a tap hits). The story screen draws it with Vue; the shared image (`card.ts`) writes
 * the same pieces as SVG text.
 *
 * Plain SVG rather than a chart library: a few line charts need no dependency, stay small in the
 * lazily loaded story chunk (the games list's first load does not change), and their markup is ours
 * to make accessible (named links per step, a table of the same figures).
 */

/** Colours with at least 3:1 contrast on both the light and the dark page (WCAG 1.4.11). */
export const HUES: Readonly<Record<StoryHue, string>> = {
  red: '#dc2626',
  purple: '#9333ea',
  amber: '#b45309',
  green: '#15803d',
  blue: '#2563eb',
  cyan: '#0e7490',
  pink: '#be185d',
  slate: '#64748b',
}
/** The hues a chart's series take in turn when the game names none. */
export const PALETTE: readonly StoryHue[] = ['blue', 'red', 'green', 'purple', 'amber', 'cyan', 'pink', 'slate']
/** Marker shapes in turn, so two series differ by more than their colour. */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross'] as const
export type Marker = (typeof MARKERS)[number]

export interface Point {
  x: number
  y: number
  value: number
  step: number
}
export interface Line {
  id: string
  colour: string
  marker: Marker
  /** An SVG path through the points (gaps where a value is missing). */
  path: string
  points: Point[]
}
export interface Geometry {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  yTicks: { y: number; label: string }[]
  xTicks: { x: number; label: string }[]
  lines: Line[]
  /** The limits across: the line's `y`, its label's baseline `labelY` (placed so that no two labels overlap). */
  limits: Limit[]
  /** The limits' labels' font size (user units). */
  labelFont: number
  /** Numbered marks of the story's turning points (their number in the list, from 1). */
  marks: { x: number; label: string }[]
  /** One column per step: where a tap on the chart lands. */
  columns: { x: number; width: number; step: number }[]
}

export interface Limit {
  y: number
  label: string
  colour: string
  /** Where its label goes: the baseline, and the end (`anchor: 'end'`, the plot's right) or the start (its left) at `labelX`. */
  labelY: number
  labelX: number
  anchor: 'start' | 'end'
}

export interface LayoutOptions {
  width: number
  height: number
  /** Font size of the labels (user units). */
  font: number
  /** The limits' labels, already worded. */
  limitLabels: string[]
}

/** A step between y ticks that gives at most about 6 of them. */
export function yStep(max: number): number {
  for (const s of [1, 2, 5, 10, 20, 50, 100]) if (max / s <= 6) return s
  return Math.ceil(max / 6)
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))

export function layout(story: Pick<GameStory, 'steps' | 'moments'>, chart: StoryChart, o: LayoutOptions): Geometry {
  const n = Math.max(1, story.steps.length)
  const values = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null))
  const limits = chart.limits ?? []
  const top0 = Math.max(1, ...values, ...limits.map((l) => l.value))
  const step = yStep(top0)
  // The axis ends at the game's highest limit (the track's end) unless a value passed it; else at a round step.
  const yMax = limits.length && Math.max(...limits.map((l) => l.value)) === top0 ? top0 : Math.ceil(top0 / step) * step
  const yLabelWidth = String(yMax).length * o.font * 0.62 + 6
  const plot = { left: Math.round(yLabelWidth + 4), top: Math.round(o.font * 1.9), right: o.width - 6, bottom: o.height - Math.round(o.font * 1.9) }
  const w = plot.right - plot.left
  const h = plot.bottom - plot.top
  const colW = w / n
  const xOf = (i: number) => plot.left + colW * (i + 0.5)
  const yOf = (v: number) => plot.bottom - (v / yMax) * h

  const yTicks: Geometry['yTicks'] = []
  // The round steps, then the axis's end (a limit off the steps): a step too near the end gives way to it.
  for (let v = 0; v < yMax; v += step) if (yOf(v) - yOf(yMax) >= o.font * 1.2) yTicks.push({ y: yOf(v), label: fmt(v) })
  yTicks.push({ y: yOf(yMax), label: fmt(yMax) })

  // Every k-th tick so that the labels do not run into each other.
  const widest = Math.max(1, ...story.steps.map((s) => s.tick.length)) * o.font * 0.62 + 4
  const every = Math.max(1, Math.ceil(widest / colW))
  // The last step gets its label too when there is room for it after the one before.
  const xTicks = story.steps.flatMap((s, i) => (i % every === 0 || (i === n - 1 && ((n - 1) % every) * colW >= widest) ? [{ x: xOf(i), label: s.tick }] : []))

  // Lines that run on the same values are drawn a hair apart (more than two series only).
  const many = chart.series.length > 2
  // A series without a hue takes the palette's next one that no other series of the chart has.
  const taken = new Set(chart.series.flatMap((s) => (s.hue ? [s.hue] : [])))
  const free = PALETTE.filter((h) => !taken.has(h))
  let next = 0
  const hues = chart.series.map((s) => s.hue ?? free[next++ % Math.max(1, free.length)] ?? PALETTE[0])
  const lines: Line[] = chart.series.map((s, k) => {
    const colour = HUES[hues[k]]
    const dodge = many ? (k - (chart.series.length - 1) / 2) * Math.min(1.2, h / (yMax * 8)) : 0
    const points: Point[] = []
    let path = ''
    let pen = false
    s.values.forEach((v, i) => {
      if (v === null || i >= n) {
        pen = false
        return
      }
      const p = { x: xOf(i), y: yOf(v) + dodge, value: v, step: i }
      points.push(p)
      path += `${pen ? 'L' : 'M'}${r(p.x)} ${r(p.y)}`
      pen = true
    })
    return { id: s.id, colour, marker: MARKERS[k % MARKERS.length], path, points }
  })

  // Limits at the same value share one line and one label.
  const byValue = new Map<number, Limit>()
  limits.forEach((l, i) => {
    const had = byValue.get(l.value)
    const label = o.limitLabels[i] ?? ''
    if (had) {
      if (label && !had.label.split(' · ').includes(label)) had.label += ` · ${label}`
    } else byValue.set(l.value, { y: yOf(l.value), label, colour: HUES[l.hue ?? 'slate'], labelY: 0, labelX: 0, anchor: 'end' })
  })
  const labelFont = o.font - 1
  placeLabels([...byValue.values()], plot, labelFont, lines)

  const marked = new Map<number, string[]>()
  story.moments.forEach((m, i) => {
    if (m.mark && m.step < n) marked.set(m.step, [...(marked.get(m.step) ?? []), String(i + 1)])
  })

  return {
    width: o.width,
    height: o.height,
    plot,
    yTicks,
    xTicks,
    lines,
    limits: [...byValue.values()],
    labelFont,
    marks: [...marked].map(([i, nums]) => ({ x: xOf(i), label: nums.join(',') })),
    columns: story.steps.map((_, i) => ({ x: plot.left + colW * i, width: colW, step: i })),
  }
}

const r = (n: number) => Math.round(n * 10) / 10

/** Roughly how wide a label of `text` is at font size `f` (semi-bold; a little wider than most letters). */
export const labelWidth = (text: string, f: number): number => Array.from(text).length * f * 0.62

/** The box a label's letters take: its baseline `y`, its anchor at `x` (accents and descenders included). */
export function labelBox(l: Pick<Limit, 'label' | 'labelX' | 'labelY' | 'anchor'>, f: number): Box {
  const w = labelWidth(l.label, f)
  const left = l.anchor === 'end' ? l.labelX - w : l.labelX
  return { left, right: left + w, top: l.labelY - f * 0.95, bottom: l.labelY + f * 0.3 }
}
interface Box {
  left: number
  right: number
  top: number
  bottom: number
}
const meets = (a: Box, b: Box) => a.left < b.right + 2 && b.left < a.right + 2 && a.top < b.bottom + 1 && b.top < a.bottom + 1

/**
 * Each limit's label gets its place (`labelY`, `labelX`, `anchor`), the highest line first: at the
 * plot's right end just above its line, else just below it, else under the labels placed above it,
 * else the same at its left end; always inside the plot (the turning points' marks are above it,
 * the steps' labels under it) and never over another label. A place where the label would also hide the series' lines
 * is taken only when there is no other. Two limits a hair apart (Elder Sign's 12 and 13, the axis
 * ending at the higher one) thus read one under the other, each by its own line.
 */
function placeLabels(limits: Limit[], plot: Geometry['plot'], f: number, lines: readonly Line[]): void {
  // The series' lines, as points a few units apart.
  const ink: { x: number; y: number }[] = []
  for (const line of lines) {
    line.points.forEach((p, i) => {
      const q = line.points[i + 1]
      ink.push(p)
      if (!q || q.step !== p.step + 1) return
      const n = Math.ceil(Math.hypot(q.x - p.x, q.y - p.y) / 3)
      for (let k = 1; k < n; k++) ink.push({ x: p.x + ((q.x - p.x) * k) / n, y: p.y + ((q.y - p.y) * k) / n })
    })
  }
  const placed: Box[] = []
  const inside = (b: Box) => b.top >= plot.top && b.bottom <= plot.bottom && b.left >= plot.left && b.right <= plot.right
  const clear = (b: Box) => !ink.some((p) => p.x >= b.left - 2 && p.x <= b.right + 2 && p.y >= b.top - 2 && p.y <= b.bottom + 2)
  const ends = [{ labelX: plot.right - 2, anchor: 'end' as const }, { labelX: plot.left + 3, anchor: 'start' as const }]
  for (const l of [...limits].sort((a, b) => a.y - b.y)) {
    if (!l.label) continue
    const under = Math.max(l.y + 3 + f * 0.95, ...placed.map((p) => p.bottom + 1 + f * 0.95))
    const spots = ends.flatMap((e) => [l.y - 3, l.y + 3 + f * 0.95, under].map((labelY) => ({ ...e, labelY, label: l.label })))
    const fits = (s: (typeof spots)[number]) => {
      const b = labelBox(s, f)
      return inside(b) && !placed.some((p) => meets(p, b))
    }
    const spot =
      spots.find((s) => fits(s) && clear(labelBox(s, f))) ??
      spots.find(fits) ??
      { ...ends[0], labelY: Math.min(under, plot.bottom - f * 0.3), label: l.label }
    l.labelY = r(spot.labelY)
    l.labelX = spot.labelX
    l.anchor = spot.anchor
    placed.push(labelBox(l, f))
  }
}

/** An SVG path for a marker of size `s` centred on (x, y). */
export function markerPath(m: Marker, x: number, y: number, s: number): string {
  const h = s / 2
  switch (m) {
    case 'circle': return `M${r(x - h)} ${r(y)}a${h} ${h} 0 1 0 ${s} 0a${h} ${h} 0 1 0 ${-s} 0Z`
    case 'square': return `M${r(x - h)} ${r(y - h)}h${s}v${s}h${-s}Z`
    case 'triangle': return `M${r(x)} ${r(y - h - 1)}L${r(x + h + 1)} ${r(y + h)}H${r(x - h - 1)}Z`
    case 'diamond': return `M${r(x)} ${r(y - h - 1)}L${r(x + h + 1)} ${r(y)}L${r(x)} ${r(y + h + 1)}L${r(x - h - 1)} ${r(y)}Z`
    case 'down': return `M${r(x)} ${r(y + h + 1)}L${r(x + h + 1)} ${r(y - h)}H${r(x - h - 1)}Z`
    case 'cross': return `M${r(x - h)} ${r(y - h)}L${r(x + h)} ${r(y + h)}M${r(x + h)} ${r(y - h)}L${r(x - h)} ${r(y + h)}`
  }
}
