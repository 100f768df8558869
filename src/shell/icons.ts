/**
 * Line icons as SVG path data (24×24 box, drawn with the current colour, 2px round strokes), not
 * symbol characters (◎ ✦ ⚙ …): they look the same on every phone, and the first layout need not
 * search the fallback fonts for those glyphs. A game screen declares its own (`GameScreen.icon`):
 * one of these or a path of its own; the shell's nav and header draw whatever they are given
 * (`components/NavIcon.vue`).
 */
export interface IconShape {
  /** Stroked path data. */
  d: string
  /** Path data also filled (dots). */
  fill?: string
}

/** A circle as path data (two arcs). */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
/** A rounded rectangle as path data. */
const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`

/** The icons the shell draws, and a set any game may pick from. */
export const ICONS = {
  table: { d: `${circle(12, 12, 8)}${circle(12, 12, 3)}` },
  mythos: { d: 'M12 3l2.2 6.8H21l-5.5 4 2.1 6.7L12 16.4l-5.6 4.1 2.1-6.7L3 9.8h6.8z' },
  map: { d: `${rect(4, 4, 16, 16, 1)}M4 12h16M12 4v16` },
  decks: { d: `${rect(6, 3, 12, 16, 1)}M4 7v13a1 1 0 0 0 1 1h11` },
  log: { d: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M12 8v4l3 2' },
  dice: { d: rect(4, 4, 16, 16, 3), fill: [circle(9, 9, 1.2), circle(15, 15, 1.2), circle(15, 9, 1.2), circle(9, 15, 1.2)].join('') },
  entrance: { d: 'M4 21V9l8-5 8 5v12M10 21v-6h4v6' },
  battle: { d: 'M5 5l14 14M19 5L5 19M4 15l5 5M15 20l5-5' },
  live: { d: 'M3 6h7v12H3zM14 6h7v12h-7zM10 12h4' },
  names: { d: `M4 4h7l9 9-7 7-9-9z${circle(8.5, 8.5, 1.5)}` },
  settings: { d: `${circle(12, 12, 3)}M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1` },
} as const satisfies Record<string, IconShape>
