import type { Ah2eData } from '@/games/ah2e/data'

/**
 * A schematic, not-to-scale layout of the Arkham board for a portrait phone (viewBox 360 wide).
 *
 * Northside / Downtown / Easttown make the top row (locations stacked above their street); below,
 * two columns follow the board from north to south: Merchant District | Rivertown,
 * Miskatonic U. | French Hill, Uptown | Southside (street on top, locations stacked below).
 * Roads between streets run either straight between two streets or, for two streets in the same
 * column, down a side «lane» so that no road passes under a location circle.
 */

export const VIEW_W = 360
/** Height of one location row (circle + up to four text lines). */
export const ROW = 42
export const CIRCLE_R = 15
const PILL_H = 30
const BOX_H = 52
const ARKHAM_TOP = BOX_H + 12

interface CellSpec {
  hood: string
  x: number
  y: number
  w: number
  /** `top`: locations above the street; `below`: street on top, locations below. */
  style: 'top' | 'below'
  /** x of the side lane for roads to the street straight above / below (same column). */
  lane?: number
  /** Characters per label line. */
  wrap: number
}

const BELOW_1 = ARKHAM_TOP + ROW * 3 + 4 + PILL_H + 18
const BELOW_STEP = PILL_H + 8 + ROW * 3 + 14

/** The layout table: where each neighbourhood sits. */
const CELLS: CellSpec[] = [
  { hood: 'northside', x: 0, y: ARKHAM_TOP, w: 120, style: 'top', wrap: 13 },
  { hood: 'downtown', x: 120, y: ARKHAM_TOP, w: 120, style: 'top', wrap: 13 },
  { hood: 'easttown', x: 240, y: ARKHAM_TOP, w: 120, style: 'top', wrap: 13 },
  { hood: 'merchant-district', x: 0, y: BELOW_1, w: 180, style: 'below', lane: 170, wrap: 24 },
  { hood: 'rivertown', x: 180, y: BELOW_1, w: 180, style: 'below', lane: 352, wrap: 24 },
  { hood: 'miskatonic-u', x: 0, y: BELOW_1 + BELOW_STEP, w: 180, style: 'below', lane: 170, wrap: 24 },
  { hood: 'french-hill', x: 180, y: BELOW_1 + BELOW_STEP, w: 180, style: 'below', lane: 352, wrap: 24 },
  { hood: 'uptown', x: 0, y: BELOW_1 + BELOW_STEP * 2, w: 180, style: 'below', lane: 170, wrap: 24 },
  { hood: 'southside', x: 180, y: BELOW_1 + BELOW_STEP * 2, w: 180, style: 'below', lane: 352, wrap: 24 },
]

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

export interface StreetSpot extends Rect {
  id: string
  hood: string
  cx: number
  cy: number
  wrap: number
}

export interface LocationSpot {
  id: string
  hood: string
  cx: number
  cy: number
  labelX: number
  wrap: number
  /** The tap area: circle and label. */
  hit: Rect
}

export interface Segment {
  key: string
  x1: number
  y1: number
  x2: number
  y2: number
}

export interface MapLayout {
  width: number
  height: number
  streets: StreetSpot[]
  locations: LocationSpot[]
  /** Movement lines between two streets. */
  roads: Segment[]
  /** Movement lines from a street to its locations (a spine and one branch per location). */
  branches: Segment[]
  sky: Rect
  outskirts: Rect
  lits: Rect
  elsewhere: Rect
}

/** Build the layout from the board data: spaces missing from the table are simply not drawn. */
export function buildLayout(data: Pick<Ah2eData, 'neighbourhoods' | 'spaces'>): MapLayout {
  const byId = new Map(data.spaces.map((s) => [s.id, s]))
  const streets: StreetSpot[] = []
  const locations: LocationSpot[] = []
  const branches: Segment[] = []
  const cellOfStreet = new Map<string, CellSpec>()
  let bottom = 0

  for (const cell of CELLS) {
    const hood = data.neighbourhoods.find((n) => n.id === cell.hood)
    if (!hood) continue
    const locs = hood.locationIds.filter((id) => byId.has(id))
    const n = locs.length
    const pill: Rect = cell.style === 'top'
      ? { x: cell.x + 4, y: cell.y + ROW * 3 + 4, w: cell.w - 8, h: PILL_H }
      : { x: cell.x + 4, y: cell.y, w: cell.w - 8, h: PILL_H }
    streets.push({ id: hood.streetId, hood: hood.id, ...pill, cx: pill.x + pill.w / 2, cy: pill.y + pill.h / 2, wrap: cell.wrap })
    cellOfStreet.set(hood.streetId, cell)

    const spineX = cell.x + 8
    const cx = cell.x + 28
    const labelX = cx + CIRCLE_R + 8
    const hitW = (cell.lane ? cell.lane - 4 : cell.x + cell.w - 2) - (cell.x + 2)
    locs.forEach((id, i) => {
      const cy = cell.style === 'top'
        ? pill.y - 4 - ROW / 2 - ROW * (n - 1 - i)
        : pill.y + PILL_H + 8 + ROW / 2 + ROW * i
      locations.push({ id, hood: hood.id, cx, cy, labelX, wrap: cell.wrap, hit: { x: cell.x + 2, y: cy - ROW / 2, w: hitW, h: ROW } })
      const joined = (byId.get(id)?.adjacent ?? []).includes(hood.streetId)
      if (joined) branches.push({ key: `b-${id}`, x1: spineX, y1: cy, x2: cx - CIRCLE_R, y2: cy })
      bottom = Math.max(bottom, cy + ROW / 2)
    })
    if (n) {
      const ys = locations.filter((l) => l.hood === hood.id).map((l) => l.cy)
      const far = cell.style === 'top' ? Math.min(...ys) : Math.max(...ys)
      const near = cell.style === 'top' ? pill.y : pill.y + PILL_H
      branches.push({ key: `s-${hood.id}`, x1: spineX, y1: near, x2: spineX, y2: far })
    }
    bottom = Math.max(bottom, pill.y + PILL_H)
  }

  const roads: Segment[] = []
  const streetById = new Map(streets.map((s) => [s.id, s]))
  for (const a of streets) {
    for (const bId of byId.get(a.id)?.adjacent ?? []) {
      const b = streetById.get(bId)
      if (!b || a.id >= b.id) continue
      const ca = cellOfStreet.get(a.id)!
      const cb = cellOfStreet.get(b.id)!
      const sameColumn = ca.style === 'below' && cb.style === 'below' && ca.x === cb.x && ca.lane !== undefined
      if (sameColumn) roads.push({ key: `r-${a.id}-${b.id}`, x1: ca.lane!, y1: a.cy, x2: ca.lane!, y2: b.cy })
      else roads.push({ key: `r-${a.id}-${b.id}`, x1: a.cx, y1: a.cy, x2: b.cx, y2: b.cy })
    }
  }

  const boxesY = bottom + 12
  return {
    width: VIEW_W,
    height: boxesY + BOX_H + 2,
    streets,
    locations,
    roads,
    branches,
    sky: { x: 1, y: 1, w: 174, h: BOX_H },
    outskirts: { x: 185, y: 1, w: 174, h: BOX_H },
    lits: { x: 1, y: boxesY, w: 174, h: BOX_H },
    elsewhere: { x: 185, y: boxesY, w: 174, h: BOX_H },
  }
}

/** Split a name into at most `maxLines` lines of about `width` characters (the last one shortened with «…»). */
export function wrapText(text: string, width: number, maxLines = 2): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let cur = ''
  for (const w of words) {
    if (!cur) cur = w
    else if (cur.length + 1 + w.length <= width) cur += ` ${w}`
    else {
      lines.push(cur)
      cur = w
    }
  }
  if (cur) lines.push(cur)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`
    return kept.map((l) => (l.length > width + 1 ? `${l.slice(0, width - 1)}…` : l))
  }
  return lines.map((l) => (l.length > width + 1 ? `${l.slice(0, width - 1)}…` : l))
}
