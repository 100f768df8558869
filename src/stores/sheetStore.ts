import { emptySheet, type BoardSheet, type SheetLine } from '@/shell/boardSheet'

/**
 * «Na planszy» kept across a reload (the states its lines come from are stored once each): the lines the players have not ticked are written when the page
 * is hidden or closed (not on every tap: a tap's write stays one IndexedDB transaction), and read
 * back when the same game is opened at the same point of its log. A sheet of another point (the
 * game moved on in another tab, or an import replaced it) is dropped: its lines no longer add up.
 */
interface Kept {
  lastSeq: number
  n: number
  origins: unknown[]
  lines: (Omit<SheetLine, 'origin' | 'from' | 'to'> & { origin: number; from: number; to: number })[]
}

const keyOf = (gameId: string) => `ledger:sheet:${gameId}`

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function saveSheet(gameId: string, lastSeq: number, sheet: BoardSheet): void {
  const ls = store()
  if (!ls) return
  try {
    if (sheet.lines.every((l) => l.ticked)) {
      ls.removeItem(keyOf(gameId))
      return
    }
    const origins: unknown[] = []
    const at = (state: unknown) => {
      const i = origins.indexOf(state)
      return i < 0 ? origins.push(state) - 1 : i
    }
    const lines = sheet.lines.map((l) => ({ ...l, origin: at(l.origin), from: at(l.from), to: at(l.to) }))
    const kept: Kept = { lastSeq, n: sheet.n, origins, lines }
    ls.setItem(keyOf(gameId), JSON.stringify(kept))
  } catch {
    // A full store keeps nothing: the lines are gone after a reload, the game itself is not.
  }
}

export function restoreSheet(gameId: string, lastSeq: number): BoardSheet {
  const ls = store()
  if (!ls) return emptySheet()
  try {
    const text = ls.getItem(keyOf(gameId))
    if (!text) return emptySheet()
    const kept = JSON.parse(text) as Kept
    if (kept.lastSeq !== lastSeq || !Array.isArray(kept.lines) || !Array.isArray(kept.origins)) return emptySheet()
    return { n: Number(kept.n) || 0, lines: kept.lines.map((l) => ({ ...l, origin: kept.origins[l.origin], from: kept.origins[l.from], to: kept.origins[l.to] })) }
  } catch {
    return emptySheet()
  }
}

/** A deleted game's sheet goes with it. */
export function forgetSheet(gameId: string): void {
  try {
    store()?.removeItem(keyOf(gameId))
  } catch {
    // Nothing kept, nothing to forget.
  }
}
