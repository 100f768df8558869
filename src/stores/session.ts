import { defineStore } from 'pinia'
import { computed, markRaw } from 'vue'
import { foldEntries, step, type Command, type GameEvent, type LogEntry, type Result, type RuleViolation } from '@/core'
import * as repo from '@/db/repo'
import { scoped } from '@/i18n'
import { emptySheet } from '@/shell/boardSheet'
import { bothLanguages, NO_GAME, READ_ONLY, reloadRow, sessionRefs, type Entry, type LiveAct, type SessionCore } from './session-core'
import { jobQueue } from './session-queue'
import { tabsOf } from './session-tabs'
import { boardOf } from './session-board'
import { logOf } from './session-log'
import { writerOf } from './session-write'
import { historyOf } from './session-history'
import { openerOf } from './session-open'

export type { LiveAct, LiveHook, RemoteStep } from './session-core'
export { PREFETCH_LOG_FROM } from './session-log'

/**
 * The open game, whatever it is: its row, its folded state, the loaded game module. Commands are
 * serialised (one at a time); each is decided by the game's pure rules, persisted in one
 * transaction, and only then shown. One writer per game across tabs (Web Locks); the others follow.
 * Its parts, by concern, are in stores/session-*.ts (the refs they share in session-core.ts).
 */
export const useSessionStore = defineStore('session', () => {
  const c: SessionCore = { ...sessionRefs(), generation: 0 }
  const { module, row, state, entries, redoStack, lastError, lastEntry, alerts, loaded, saving, readOnly, gone, live } = c
  const { inFlight, busy, serial, settled } = jobQueue()
  /**
   * While this tab follows another phone's game, a tap goes to the host's phone, busy until its
   * answer is here (with the host's change written before it); else undefined (decided here).
   */
  function toHost(a: LiveAct): Promise<Result<never>> | undefined {
    const l = live.value
    if (!l?.send || l.id !== row.value?.id) return
    inFlight.value++
    return l.send(a).finally(() => inFlight.value--)
  }
  const tabs = tabsOf(c, serial)
  const board = boardOf(c)
  const log = logOf(c, serial)
  const w = writerOf(c, board.boardMoved, tabs.announceWrite)
  const history = historyOf(c, { serial, toHost, ensureEntries: log.ensureEntries, w })
  const rules = () => module.value!.rules

  /**
   * The open game was brought back from its second copy (stores/recovery.ts): the browser had
   * removed the database, so a write that found it missing («deleted in another tab») was not
   * another tab's doing. Read again from what was restored, and writable again.
   */
  function restored(id: string): Promise<void> {
    return serial(async () => {
      if (row.value?.id !== id) return
      gone.value = false
      await reloadRow(c, id)
    })
  }

  /** This phone only watches the open game at a live table: the frame turns the game's controls off. */
  const watching = computed(() => !!live.value?.watching && live.value.id === row.value?.id)
  // A tab that only follows the game can neither undo nor redo (its buttons were enabled and silent).
  const canUndo = computed(() => (row.value?.lastSeq ?? 0) > 1 && !readOnly.value && !watching.value)
  const canRedo = computed(() => redoStack.value.length > 0 && !readOnly.value && !watching.value)
  /** The choice the players owe now, and the screen that asks it. */
  const pending = computed(() => (module.value && state.value ? module.value.rules.pending(state.value) : null))

  function close() {
    c.generation++
    log.forget()
    board.keepSheet()
    tabs.letGo()
    readOnly.value = false
    gone.value = false
    row.value = null
    state.value = null
    entries.value = null
    redoStack.value = []
    lastEntry.value = null
    lastError.value = null
    alerts.value = []
    board.boardStep.value = null
    board.sheet.value = emptySheet()
    loaded.value = false
  }

  const { open, create } = openerOf(c, { serial, tabs, board, log, w, close })

  /** Run a command: decide, persist, then show. Returns the rule violation when it is refused. */
  async function dispatch(input: Command): Promise<Result<Entry>> {
    // Commands are plain data: drop Vue proxies and undefined fields before they reach the log.
    const command = JSON.parse(JSON.stringify(input)) as Command
    return toHost({ k: 'do', command }) ?? serial(async () => {
      const cur = row.value
      const s = state.value
      if (!cur || s === null || !module.value) return { ok: false as const, error: NO_GAME }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const strings = bothLanguages(c)
      if (strings) await strings
      const r = step(rules(), cur.seed, s, cur.lastSeq + 1, command)
      if (!r.ok) {
        lastError.value = r.error
        return r
      }
      // The list line is worked out once the entry and the snapshot are issued (`withSummary`).
      const next = w.nextRow(cur, r.value.entry.seq, r.value.state, [], { summary: false })
      // Shown only once committed. (Showing it while the transaction commits was measured slower in
      // Chromium: its IndexedDB commits only after the page has taken every request's answer, which
      // then waits behind the render; see docs/quality.md.)
      saving.value++
      // «Saved» and the new figures change in the same microtask (one render, not two).
      let failed: RuleViolation | null
      try {
        // The views' figures for the new state are worked out while the browser commits the write
        // (its last request answered), rather than after the commit or in the tap's own task.
        failed = await w.persist(() => repo.appendEntry(next, r.value.entry, cur.lastSeq, w.withSummary, () => w.prepareViews(r.value.state)))
      } finally {
        saving.value--
      }
      if (failed) {
        lastError.value = failed
        return { ok: false as const, error: failed }
      }
      row.value = next
      state.value = r.value.state
      if (entries.value) entries.value = [...entries.value, r.value.entry]
      if (redoStack.value.length) redoStack.value = []
      lastError.value = null
      await w.followUp(next, s, r.value.state, 'command', () => w.committed(r.value.entry))
      return { ok: true as const, value: r.value.entry }
    })
  }

  function dismissAlert() {
    alerts.value = alerts.value.slice(1)
  }

  /** Rebuild the state from the log (used by tests and the log screen's integrity check). */
  async function refold(): Promise<unknown> {
    return foldEntries(rules(), await log.loadLog())
  }

  /** The open game's translations (its namespace, then the app's). */
  const i18n = computed(() => scoped(module.value?.id ?? 'app'))

  /**
   * What a tap calls (`useCommand`'s dispatch; the board sheet's lines and its wait for the queue),
   * outside Pinia's action wrapper: each call then skips the wrapper's bookkeeping for action
   * subscribers (two sets, an argument copy, two promises), which this app has none of.
   */
  const { changesOf } = board
  const direct = markRaw({ dispatch, settled, changesOf })

  return {
    direct,
    module, row, state, entries, redoStack, lastError, lastEntry, alerts, loaded, saving, readOnly, watching, gone, canUndo, canRedo, pending, busy, settled, i18n,
    live, applyRemote: history.applyRemote,
    boardStep: board.boardStep, boardChanges: board.boardChanges, changesOf, sheet: board.sheet, tickBoard: board.tickBoard, sheetOp: board.sheetOp, sheetSent: board.sheetSent,
    onUpcoming: w.onUpcoming,
    open, close, create, dispatch, restored, replaceLast: history.replaceLast, undo: history.undo, redo: history.redo, undoTo: history.undoTo,
    loadLog: log.loadLog, prefetchLog: log.prefetchLog, dismissAlert, dismissBoard: board.dismissBoard, refold,
  }
})

export type SessionStore = ReturnType<typeof useSessionStore>

/** The session store seen by one game's views: its state, commands and events typed. */
export type TypedSession<S, C extends Command, E extends GameEvent> = Omit<SessionStore, 'state' | 'dispatch' | 'direct' | 'replaceLast' | 'lastEntry' | 'loadLog' | 'entries' | 'redoStack'> & {
  readonly state: S | null
  readonly lastEntry: LogEntry<C, E> | null
  readonly entries: LogEntry<C, E>[] | null
  readonly redoStack: LogEntry<C, E>[]
  dispatch(c: C): Promise<Result<LogEntry<C, E>>>
  readonly direct: { dispatch(c: C): Promise<Result<LogEntry<C, E>>>; settled(): Promise<void>; changesOf: SessionStore['changesOf'] }
  replaceLast(c: C): Promise<Result<LogEntry<C, E>>>
  loadLog(): Promise<LogEntry<C, E>[]>
}
