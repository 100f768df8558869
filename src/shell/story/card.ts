import type { Geometry } from './geometry'
import { markerPath } from './geometry'

/**
 * The shared picture of an evening (pure: SVG text, no DOM): the game's name and kind, its facts,
 * the result and its cause, the score, the standings, the turning points and the first chart, in the
 * light theme, 1080 px wide (a phone's share sheet shows it whole). `png.ts` renders it on the device.
 */

export interface CardModel {
  title: string
  kind: string
  facts: string
  /** «Wygrana» and what decided it; null while the game goes on. */
  result: { label: string; text: string; won: boolean | null } | null
  /** «Punkty: 11»; null without a score. */
  score: string | null
  standings: string[]
  moments: string[]
  momentsTitle: string
  chart: { title: string; geometry: Geometry; legend: { label: string; colour: string; marker: Geometry['lines'][number]['marker'] }[] } | null
  footer: string
}

export const CARD_WIDTH = 1080
const PAD = 64
const INK = '#0f172a'
const MUTED = '#475569'
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Lines of at most about `width` user units at font size `size` (a word longer than a line is cut). */
export function wrap(text: string, size: number, width: number): string[] {
  const max = Math.max(8, Math.floor(width / (size * 0.55)))
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= max) line = next
    else {
      if (line) out.push(line)
      line = word.length > max ? `${word.slice(0, max - 1)}…` : word
    }
  }
  if (line) out.push(line)
  return out
}

/** The card as SVG text and its height. */
export function cardSvg(m: CardModel): { svg: string; width: number; height: number } {
  const parts: string[] = []
  let y = PAD
  const text = (s: string, size: number, o: { weight?: number; fill?: string; x?: number; anchor?: string } = {}) => {
    const lines = wrap(s, size, CARD_WIDTH - 2 * PAD)
    for (const l of lines) {
      y += size * 1.25
      parts.push(`<text x="${o.x ?? PAD}" y="${y}" font-size="${size}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? INK}"${o.anchor ? ` text-anchor="${o.anchor}"` : ''}>${esc(l)}</text>`)
    }
  }
  text(m.kind, 28, { fill: '#92400e', weight: 700 })
  text(m.title, 52, { weight: 700 })
  if (m.facts) text(m.facts, 28, { fill: MUTED })
  if (m.result) {
    y += 24
    text(m.result.label, 64, { weight: 800, fill: m.result.won === true ? '#15803d' : m.result.won === false ? '#b91c1c' : INK })
    text(m.result.text, 32)
  }
  if (m.score) {
    y += 12
    text(m.score, 36, { weight: 700 })
  }
  for (const s of m.standings) text(s, 30)
  if (m.chart) {
    y += 36
    text(m.chart.title, 32, { weight: 700 })
    y += 8
    let x = PAD
    for (const l of m.chart.legend) {
      const w = 44 + l.label.length * 26 * 0.55 + 28
      if (x + w > CARD_WIDTH - PAD) {
        x = PAD
        y += 40
      }
      parts.push(`<path d="M${x} ${y + 20}H${x + 36}" stroke="${l.colour}" stroke-width="4"/><path d="${markerPath(l.marker, x + 18, y + 20, 14)}" fill="${l.colour}" stroke="${l.colour}" stroke-width="3"/>`)
      parts.push(`<text x="${x + 44}" y="${y + 29}" font-size="26" fill="${INK}">${esc(l.label)}</text>`)
      x += w
    }
    y += 48
    parts.push(`<g transform="translate(${PAD} ${y})">${chartSvg(m.chart.geometry)}</g>`)
    y += m.chart.geometry.height
  }
  if (m.moments.length) {
    y += 24
    text(m.momentsTitle, 32, { weight: 700 })
    m.moments.forEach((s) => text(s, 28))
  }
  y += 40
  text(m.footer, 24, { fill: MUTED })
  const height = Math.ceil(y + PAD)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}" font-family='${FONT}'><rect width="100%" height="100%" fill="#f8fafc"/>${parts.join('')}</svg>`
  return { svg, width: CARD_WIDTH, height }
}

/** A chart's pieces as SVG text (the same layout the story screen draws). */
export function chartSvg(g: Geometry, font = Math.round(g.height / 18)): string {
  const out: string[] = []
  for (const t of g.yTicks) {
    out.push(`<line x1="${g.plot.left}" x2="${g.plot.right}" y1="${t.y}" y2="${t.y}" stroke="${MUTED}" stroke-opacity="0.25"/>`)
    out.push(`<text x="${g.plot.left - 8}" y="${t.y + font * 0.35}" text-anchor="end" font-size="${font}" fill="${MUTED}">${esc(t.label)}</text>`)
  }
  for (const t of g.xTicks) out.push(`<text x="${t.x}" y="${g.plot.bottom + font * 1.3}" text-anchor="middle" font-size="${font}" fill="${MUTED}">${esc(t.label)}</text>`)
  for (const l of g.limits) {
    out.push(`<line x1="${g.plot.left}" x2="${g.plot.right}" y1="${l.y}" y2="${l.y}" stroke="${l.colour}" stroke-width="2" stroke-dasharray="10 8"/>`)
    out.push(`<text x="${l.labelX}" y="${l.labelY}" text-anchor="${l.anchor}" font-size="${g.labelFont}" font-weight="600" fill="${l.colour}" paint-order="stroke" stroke="#f8fafc" stroke-width="5">${esc(l.label)}</text>`)
  }
  for (const m of g.marks) {
    const w = m.label.length * font * 0.64 + 16
    out.push(`<line x1="${m.x}" x2="${m.x}" y1="${g.plot.top - 4}" y2="${g.plot.bottom}" stroke="${INK}" stroke-opacity="0.5" stroke-dasharray="4 6"/>`)
    out.push(`<rect x="${m.x - w / 2}" y="0" width="${w}" height="${font + 8}" rx="${(font + 8) / 2}" fill="${INK}"/><text x="${m.x}" y="${font + 1}" text-anchor="middle" font-size="${font - 2}" font-weight="700" fill="#f8fafc">${esc(m.label)}</text>`)
  }
  for (const l of g.lines) {
    out.push(`<path d="${l.path}" fill="none" stroke="${l.colour}" stroke-width="4" stroke-linejoin="round"/>`)
    for (const p of l.points) out.push(`<path d="${markerPath(l.marker, p.x, p.y, 12)}" fill="${l.colour}" stroke="${l.colour}" stroke-width="3"/>`)
  }
  return out.join('')
}
