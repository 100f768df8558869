import type { BoardChange } from './module'

/**
 * «Na planszy» as a running list: what the players still have to change on the physical board,
 * whatever number of commands, undos and redos came since the board last matched the app. A later
 * change never replaces the list; it adds its lines, and a line for a component already listed is
 * replaced by the net change since the board last had it (so two doom tokens added by two commands
 * read «add 2», and a command undone before anyone moved a piece leaves nothing to do). A line stays
 * until the players tick it. Pure: the session store keeps one per open game, the sheet renders it.
 */
export interface SheetLine {
  /** The line's component key (`BoardChange.key`): the same for the same component. */
  key: string
  /** The line as the game words it (in the language of the moment it was listed: see `relabel`). */
  change: BoardChange
  /** The two states the line's words come from (`change` is their line for `key`). */
  from: unknown
  to: unknown
  /** The game as the board had it for this component when the line appeared (its net change is from here). */
  origin: unknown
  ticked: boolean
  /** What last changed it: a command, an undo or a redo (the sheet's heading says «restore» for undos). */
  kind: SheetKind
  /** The change (`BoardSheet.n`) that listed or last changed it: the sheet shows the newest first. */
  step: number
  /**
   * The app took back a change this line asked for before anyone ticked it: the board is as it was
   * if the players had not done it yet, and needs this line if they had («if you already did it»).
   */
  ifDone?: boolean
}

export type SheetKind = 'command' | 'undo' | 'redo'

export interface BoardSheet {
  lines: readonly SheetLine[]
  /** Counts the changes that reached the sheet (the view opens itself again on each). */
  n: number
}

/** The game's list of changes between two states (`LoadedGame.boardChanges`). */
export type ChangesOf = (before: never, after: never) => BoardChange[]

export const emptySheet = (): BoardSheet => ({ lines: [], n: 0 })

/**
 * The sheet after the game went from `before` to `after`: lines of components this change did not
 * touch stay as they are (ticked ones leave: they are done); an unticked line this change touched
 * becomes the net change from its origin — or, when that is nothing, this change's line: plainly
 * when the game went on (a command), marked «if you already did it» when the app took the change
 * back (an undo or a redo) before anyone ticked it; a ticked one starts again from `before`; a
 * component not listed yet gets a line.
 */
export function accumulate(sheet: BoardSheet, before: unknown, after: unknown, changesOf: ChangesOf, kind: SheetKind = 'command'): BoardSheet {
  const fresh = changesOf(before as never, after as never)
  if (fresh.length === 0) return sheet
  const byKey = new Map(fresh.map((c) => [c.key, c]))
  // The net change of a component since its line's origin (several lines share an origin: one list each).
  const netFrom = new Map<unknown, Map<string, BoardChange>>()
  const net = (origin: unknown, key: string) => {
    let m = netFrom.get(origin)
    if (!m) netFrom.set(origin, (m = new Map(changesOf(origin as never, after as never).map((c) => [c.key, c]))))
    return m.get(key)
  }
  const lines: SheetLine[] = []
  const seen = new Set<string>()
  const step = sheet.n + 1
  for (const l of sheet.lines) {
    seen.add(l.key)
    const now = byKey.get(l.key)
    if (!now) {
      if (!l.ticked) lines.push(l)
      continue
    }
    if (l.ticked) {
      lines.push({ key: l.key, change: now, from: before, to: after, origin: before, ticked: false, kind, step })
      continue
    }
    const n = net(l.origin, l.key)
    if (n) lines.push({ ...l, change: n, from: l.origin, to: after, kind, step, ifDone: false })
    // Nothing left to do since the board last matched, unless the players already did what the line
    // asked: then they take it back. Either way the board then has the piece as the app does, so its
    // next change is listed from here. Which of the two, only the table knows when the app took the
    // change back (an undo, or a redo of an undo's line) before anyone ticked it: «if you already did
    // it». When the game went on and undid it (an opponent took the marker the line had put down),
    // the table did the line when it was listed, ticked or not — lists go unticked at a real table —
    // so this change is what to do now, plainly.
    else lines.push({ key: l.key, change: now, from: before, to: after, origin: after, ticked: false, kind, step, ifDone: kind !== 'command' })
  }
  for (const c of fresh) if (!seen.has(c.key)) lines.push({ key: c.key, change: c, from: before, to: after, origin: before, ticked: false, kind, step })
  return { lines, n: step }
}

/** The sheet's lines worded again (the language changed): the same changes, in today's words. */
export function relabel(sheet: BoardSheet, changesOf: ChangesOf): BoardSheet {
  const lists = new Map<unknown, Map<unknown, BoardChange[]>>()
  const listOf = (from: unknown, to: unknown) => {
    let byTo = lists.get(from)
    if (!byTo) lists.set(from, (byTo = new Map()))
    let l = byTo.get(to)
    if (!l) byTo.set(to, (l = changesOf(from as never, to as never)))
    return l
  }
  return { ...sheet, lines: sheet.lines.map((l) => ({ ...l, change: listOf(l.from, l.to).find((c) => c.key === l.key) ?? l.change })) }
}

/** The players did (or undid the tick of) one line. */
export function tick(sheet: BoardSheet, key: string): BoardSheet {
  return { ...sheet, lines: sheet.lines.map((l) => (l.key === key ? { ...l, ticked: !l.ticked } : l)) }
}

/** Every line done: the board matches the app (the sheet's «all done»). */
export const allDone = (sheet: BoardSheet): BoardSheet => ({ lines: [], n: sheet.n })

/** Lines still to do. */
export const leftToDo = (sheet: BoardSheet): number => sheet.lines.filter((l) => !l.ticked).length

/**
 * What the players did to the sheet, as every phone at a live table applies it (the board is one):
 * a line ticked or unticked, or «all done». A line is named by its key and the change that last
 * listed it (`step`), so a tick meant for a line that a later change has listed again does nothing;
 * «all done» clears the lines up to change `n` (a line listed after it, which the tapper had not
 * seen, stays). Both are idempotent: a phone may apply its own op again when the host sends it back.
 */
export type SheetOp = { k: 'tick'; key: string; step: number; on: boolean } | { k: 'done'; n: number }

/** The sheet after the players' op (see `SheetOp`). */
export function applySheetOp(sheet: BoardSheet, op: SheetOp): BoardSheet {
  if (op.k === 'done') return { ...sheet, lines: sheet.lines.filter((l) => l.step > op.n) }
  return { ...sheet, lines: sheet.lines.map((l) => (l.key === op.key && l.step === op.step && l.ticked !== op.on ? { ...l, ticked: op.on } : l)) }
}

/** The op a tick of line `key` makes (null when there is no such line). */
export function tickOp(sheet: BoardSheet, key: string): SheetOp | null {
  const l = sheet.lines.find((x) => x.key === key)
  return l ? { k: 'tick', key, step: l.step, on: !l.ticked } : null
}

/**
 * A sheet as the host sends it to a guest that joins or catches up: its lines by key, with the
 * states they come from (each once), not their words: each phone words them in its own language.
 */
export interface WireSheet {
  n: number
  states: unknown[]
  lines: { key: string; from: number; to: number; origin: number; ticked: boolean; kind: SheetKind; step: number; ifDone?: boolean }[]
}

export function sheetToWire(sheet: BoardSheet): WireSheet {
  const states: unknown[] = []
  const at = (s: unknown) => {
    const i = states.indexOf(s)
    return i < 0 ? states.push(s) - 1 : i
  }
  const lines = sheet.lines.map((l) => ({
    key: l.key, from: at(l.from), to: at(l.to), origin: at(l.origin), ticked: l.ticked, kind: l.kind, step: l.step, ...(l.ifDone ? { ifDone: true } : {}),
  }))
  return { n: sheet.n, states, lines }
}

/** A sent sheet on this phone, its lines worded here (null when it is not a sheet; a line the game does not list is left out). */
export function sheetFromWire(w: unknown, changesOf: ChangesOf): BoardSheet | null {
  if (!w || typeof w !== 'object') return null
  const { n, states, lines } = w as Partial<WireSheet>
  if (!Number.isInteger(n) || !Array.isArray(states) || !Array.isArray(lines)) return null
  const lists = new Map<string, BoardChange[]>()
  const out: SheetLine[] = []
  const isState = (i: unknown) => Number.isInteger(i) && (i as number) >= 0 && (i as number) < states.length
  for (const l of lines) {
    if (!l || typeof l.key !== 'string' || !isState(l.from) || !isState(l.to) || !isState(l.origin)) continue
    const id = `${l.from}>${l.to}`
    let list = lists.get(id)
    if (!list) lists.set(id, (list = changesOf(states[l.from] as never, states[l.to] as never)))
    const change = list.find((c) => c.key === l.key)
    if (!change) continue
    const kind: SheetKind = l.kind === 'undo' || l.kind === 'redo' ? l.kind : 'command'
    out.push({ key: l.key, change, from: states[l.from], to: states[l.to], origin: states[l.origin], ticked: !!l.ticked, kind, step: Number(l.step) || 0, ...(l.ifDone ? { ifDone: true } : {}) })
  }
  return { n: n as number, lines: out }
}

/** An op as another phone sent it, checked (null when it is not one). */
export function sheetOpOf(x: unknown): SheetOp | null {
  if (!x || typeof x !== 'object') return null
  const o = x as Record<string, unknown>
  if (o.k === 'done' && Number.isInteger(o.n)) return { k: 'done', n: o.n as number }
  if (o.k === 'tick' && typeof o.key === 'string' && Number.isInteger(o.step) && typeof o.on === 'boolean') return { k: 'tick', key: o.key, step: o.step as number, on: o.on }
  return null
}
