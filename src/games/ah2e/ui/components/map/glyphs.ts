import type { DimensionSymbol } from '@/games/ah2e/data'

/**
 * Dimension symbols as SVG shapes (unit size: they fit a circle of radius 1 around 0,0), so that a
 * symbol is always told by its shape (and its name in text), never by colour alone.
 */
const pts = (p: [number, number][]) => p.map(([x, y]) => `${+x.toFixed(3)},${+y.toFixed(3)}`).join(' ')

const polygon = (n: number, r: number, start: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = start + (i * 2 * Math.PI) / n
    return [r * Math.cos(a), r * Math.sin(a)] as [number, number]
  })

const star = Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5
  const r = i % 2 === 0 ? 1 : 0.45
  return [r * Math.cos(a), r * Math.sin(a)] as [number, number]
})

const w = 0.36
export const GLYPHS: Record<DimensionSymbol, { polygon?: string; path?: string; circle?: number }> = {
  circle: { circle: 0.85 },
  square: { polygon: pts([[-0.8, -0.8], [0.8, -0.8], [0.8, 0.8], [-0.8, 0.8]]) },
  diamond: { polygon: pts([[0, -1], [1, 0], [0, 1], [-1, 0]]) },
  triangle: { polygon: pts([[0, -1], [0.95, 0.75], [-0.95, 0.75]]) },
  hexagon: { polygon: pts(polygon(6, 1, 0)) },
  star: { polygon: pts(star) },
  plus: { polygon: pts([[-w, -1], [w, -1], [w, -w], [1, -w], [1, w], [w, w], [w, 1], [-w, 1], [-w, w], [-1, w], [-1, -w], [-w, -w]]) },
  slash: { polygon: pts([[-0.95, 1], [-0.4, 1], [0.95, -1], [0.4, -1]]) },
  crescent: { path: 'M0,-1 A1,1 0 0 0 0,1 A0.5,1 0 0 1 0,-1 Z' },
}

export const DIMENSIONS = Object.keys(GLYPHS) as DimensionSymbol[]
