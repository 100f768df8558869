import { computed, shallowRef, watch } from 'vue'
import { locale } from '@/i18n'
import type { BoardChange } from '@/shell/module'
import { accumulate, allDone, applySheetOp, emptySheet, relabel, sheetFromWire, tickOp, type BoardSheet, type SheetOp } from '@/shell/boardSheet'
import { saveSheet } from './sheetStore'
import { bothLanguages, type ChangeKind, type SessionCore } from './session-core'

/** A change of the game as the board must follow it: the state before and after (`n` counts the changes). */
export type BoardStep = { before: unknown; after: unknown; kind: ChangeKind; n: number }

/** The physical board beside the app: the last change to make on it, and «Na planszy», the sheet of every change since it matched. */
export function boardOf(c: SessionCore) {
  /**
   * The last change of the game as the board must follow it: the state before and after a command,
   * an undo or a redo (`n` counts the changes, so a list's ticks start afresh with each).
   */
  const boardStep = shallowRef<BoardStep | null>(null)
  let boardSteps = 0
  /**
   * «Na planszy» as the players work through it: every change since the board last matched the
   * app, a line each until ticked (`src/shell/boardSheet.ts`). Kept across a reload (`sheetStore`).
   */
  const sheet = shallowRef<BoardSheet>(emptySheet())

  /** The open game's sheet, kept for a reload (the page may be closed with lines left to do). */
  function keepSheet() {
    const row = c.row.value
    if (row) saveSheet(row.id, row.lastSeq, sheet.value)
  }
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') keepSheet()
    })
    globalThis.addEventListener?.('pagehide', keepSheet)
  }

  /** The board must now go from `before` to `after`. */
  function boardMoved(before: unknown, after: unknown, kind: ChangeKind) {
    boardStep.value = { before, after, kind, n: ++boardSteps }
    const m = c.module.value
    if (!m?.boardChanges) return
    const settles = kind === 'command' ? (m.boardSettles?.(before as never, after as never) ?? null) : null
    if (settles === 'before') sheet.value = allDone(sheet.value)
    sheet.value = accumulate(sheet.value, before, after, m.boardChanges as never, kind)
    if (settles === 'after') settled()
  }

  // The sheet's lines are worded in the language of the moment they were listed: worded again on a switch.
  watch(locale, () => {
    const m = c.module.value
    if (m?.boardChanges && sheet.value.lines.length) void Promise.resolve(bothLanguages(c)).then(() => (sheet.value = relabel(sheet.value, m.boardChanges as never)))
  })

  /**
   * The players changed the sheet on this phone: applied here, and at a live table told to the
   * table (`LiveHook.sheet`), so every phone's sheet follows (the board is one).
   */
  function share(op: SheetOp) {
    sheet.value = applySheetOp(sheet.value, op)
    const live = c.live.value
    if (live?.sheet && live.id === c.row.value?.id) live.sheet(op)
  }

  /** The players did one line of «Na planszy» (or take the tick back). */
  function tickBoard(key: string) {
    const op = tickOp(sheet.value, key)
    if (op) share(op)
  }

  /**
   * What to change on the physical board for the last change (the game module says, in the UI
   * language). Worked out only when read: the sheet (BoardChanges.vue) lists its own copy a task
   * after the figures are rendered.
   */
  const boardChanges = computed<BoardChange[]>(() => changesOf(boardStep.value))
  /** What to change on the board for one step (the game module says; none when it has no list). */
  function changesOf(b: BoardStep | null): BoardChange[] {
    const m = c.module.value
    return b && m?.boardChanges ? m.boardChanges(b.before, b.after) : []
  }

  /** The game says the board matches the app after this change (`boardSettles`): on every phone alike, so not shared. */
  function settled() {
    boardStep.value = null
    sheet.value = allDone(sheet.value)
  }

  /** «All done»: the board matches the app (every line listed so far). */
  function dismissBoard() {
    boardStep.value = null
    share({ k: 'done', n: sheet.value.n })
  }

  /** Another phone of the live table changed the sheet (its op, sent on by the host). */
  function sheetOp(op: SheetOp) {
    sheet.value = applySheetOp(sheet.value, op)
  }

  /** The host's sheet, sent when this phone joined or caught up: it replaces this one's, its lines worded here. */
  function sheetSent(wire: unknown) {
    const m = c.module.value
    const s = m?.boardChanges ? sheetFromWire(wire, m.boardChanges as never) : null
    if (s) sheet.value = s
  }

  return { boardStep, sheet, keepSheet, boardMoved, tickBoard, boardChanges, changesOf, dismissBoard, sheetOp, sheetSent }
}

export type SessionBoard = ReturnType<typeof boardOf>
