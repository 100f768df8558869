import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef, toRaw, watch } from 'vue'
import { foldEntries, redo as coreRedo, replaceLast as coreReplaceLast, step, undoTo as coreUndoTo, type Command, type GameEvent, type LogEntry, type Result, type RuleViolation, type Session } from '@/core'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { REDO_CAP } from '@/db/limits'
import { loadGame } from '@/app/registry'
import { nowIso, randomId } from '@/stores/ids'
import { locale, registerNamespace, scoped } from '@/i18n'
import type { BoardChange, LoadedGame, TableAlert } from '@/shell/module'
import { useStorageStore } from './storage'
import { mirrorTouch, type MirrorStep } from './mirror'
import { useNoticeStore } from './notice'
import { lockManager, lockName } from './locks'
import { rememberKind } from '@/stores/kind-hint'
import { usePacksStore } from './packs'
import { afterScreen, nextTask } from '@/shell/idle'
import { accumulate, allDone, emptySheet, relabel, tick, type BoardSheet } from '@/shell/boardSheet'
import { restoreSheet, saveSheet } from './sheetStore'

type Entry = LogEntry<Command, GameEvent>

/** A tap on the open game, as a live table's guest sends it to the host's phone (src/shell/live). */
export type LiveAct = { k: 'do' | 'replace'; command: Command } | { k: 'undo'; to: number } | { k: 'redo' }
/**
 * A live table on game `id` (src/shell/live, loaded with its screens): set while one runs, and all
 * of it the session knows. The frame shows the table's bar; a guest's taps go to the host's phone
 * (`send`); a host hears each change this tab commits (`heard`, in the commit's follow-ups) and
 * sends it on.
 */
export interface LiveHook {
  id: string
  role: 'host' | 'guest'
  connected: boolean
  peers: number
  send?(a: LiveAct): Promise<Result<never>>
  heard?(kind: 'command' | 'undo' | 'redo'): void
}
/** A change the host's phone decided, as a live table's guest writes it to its copy (`applyRemote`). */
export interface RemoteStep {
  entries: Entry[]
  redo: Entry[]
  state: unknown
  kind: 'command' | 'undo' | 'redo'
  /** The command's entry when it is one (its alerts show). */
  entry?: Entry
  write(next: GameRow, cur: GameRow): Promise<void>
}
/** A log of at least this many commands is read in the background once its game is shown (`prefetchLog`). */
export const PREFETCH_LOG_FROM = 10_000

const READ_ONLY: RuleViolation = { code: 'app/read-only', message: 'This game is open in another tab: this tab only follows it.' }
const NO_GAME: RuleViolation = { code: 'app/no-game', message: 'No game is open.' }

/**
 * The open game, whatever it is: its row, its folded state, the loaded game module. Commands are
 * serialised (one at a time); each is decided by the game's pure rules, persisted in one
 * transaction, and only then shown. One writer per game across tabs (Web Locks); the others follow.
 */
export const useSessionStore = defineStore('session', () => {
  const module = shallowRef<LoadedGame | null>(null)
  const row = shallowRef<GameRow | null>(null)
  const state = shallowRef<unknown>(null)
  const entries = shallowRef<Entry[] | null>(null)
  const redoStack = shallowRef<Entry[]>([])
  const lastError = ref<RuleViolation | null>(null)
  const lastEntry = shallowRef<Entry | null>(null)
  const alerts = ref<TableAlert[]>([])
  /**
   * The last change of the game as the board must follow it: the state before and after a command,
   * an undo or a redo (`n` counts the changes, so a list's ticks start afresh with each).
   */
  const boardStep = shallowRef<{ before: unknown; after: unknown; kind: 'command' | 'undo' | 'redo'; n: number } | null>(null)
  let boardSteps = 0
  /**
   * «Na planszy» as the players work through it: every change since the board last matched the
   * app, a line each until ticked (`src/shell/boardSheet.ts`). Kept across a reload (`sheetStore`).
   */
  const sheet = shallowRef<BoardSheet>(emptySheet())
  const loaded = ref(false)
  /**
   * Commands being written: the save indicator says «saving» once writing has lasted a moment
   * (SaveState). A command is shown and acknowledged (saved, its alerts, other tabs told, `dispatch`
   * resolved) only once committed.
   */
  const saving = ref(0)
  /** Another tab holds this game: this one follows it and cannot write (until that tab lets go). */
  const readOnly = ref(false)
  /** The game was deleted in another tab while open here. */
  const gone = ref(false)
  /** The live table on the open game, while one runs (`LiveHook`). */
  const live = shallowRef<LiveHook | null>(null)
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
  let queue: Promise<unknown> = Promise.resolve()
  let releaseLock: (() => void) | null = null
  /** Cancels this tab's queued request for the lock of a game it follows. */
  let stopWaiting: AbortController | null = null
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('mythos-ledger') : null
  channel?.addEventListener('message', (ev: MessageEvent<{ gameId: string; lastSeq: number }>) => {
    const cur = row.value
    if (cur && ev.data?.gameId === cur.id && ev.data.lastSeq !== cur.lastSeq) void serial(() => reloadRow(cur.id))
  })

  const rules = () => module.value!.rules

  async function reloadRow(id: string) {
    const r = await repo.getGame(id)
    if (!r || row.value?.id !== id) return
    row.value = r
    state.value = r.state
    redoStack.value = r.redo as Entry[]
    entries.value = null
  }

  /**
   * The open game was brought back from its second copy (stores/recovery.ts): the browser had
   * removed the database, so a write that found it missing («deleted in another tab») was not
   * another tab's doing. Read again from what was restored, and writable again.
   */
  function restored(id: string): Promise<void> {
    return serial(async () => {
      if (row.value?.id !== id) return
      gone.value = false
      await reloadRow(id)
    })
  }

  /**
   * One writer per game across tabs (Web Locks); the others become read-only followers, each
   * queued for the lock: when the writer's tab closes or leaves the game, the next follower takes
   * over without a reload.
   */
  async function claim(id: string, gen: number): Promise<boolean> {
    const locks = lockManager()
    if (!locks) return true
    const hold = (lock: unknown) => (lock ? new Promise<void>((release) => (releaseLock = release)) : undefined)
    const got = await new Promise<boolean>((resolve) => {
      void locks.request(lockName(id), { ifAvailable: true }, (lock) => {
        resolve(!!lock)
        return hold(lock)
      })
    })
    // The game was left while the lock was asked for: let go at once (a lock kept for a game no
    // longer open refused its own delete, «open in another tab», until a reload).
    if (gen !== generation) {
      if (got) {
        releaseLock?.()
        releaseLock = null
      }
      return false
    }
    if (!got) {
      const ctrl = new AbortController()
      stopWaiting = ctrl
      void locks.request(lockName(id), { signal: ctrl.signal }, (lock) => {
        if (row.value?.id !== id || ctrl.signal.aborted) return undefined
        stopWaiting = null
        void serial(async () => {
          await reloadRow(id)
          readOnly.value = false
        })
        return hold(lock)
      }).catch(() => undefined)
    }
    return got
  }

  /** Tell the other tabs that this one wrote the game (called among a commit's follow-ups). */
  function announceWrite(step?: MirrorStep) {
    if (row.value && channel) channel.postMessage({ gameId: row.value.id, lastSeq: row.value.lastSeq })
    if (row.value) mirrorTouch(row.value.id, row.value.lastSeq, step)
  }

  /**
   * What follows a commit once its figures are shown: the board-change step (`before` → `after`),
   * then `job` (the alerts and the last entry: the screen-reader line), then the other tabs' notice.
   * They run in the next task, behind one timer (`nextTask`), so that the task that shows a tap's
   * new figures and «saved» does only that; the job that committed ends after them, so the next
   * command starts from them. Skipped when the game was closed or moved on meanwhile (`shown` is
   * no longer the row).
   */
  function followUp(shown: GameRow, before: unknown, after: unknown, kind: 'command' | 'undo' | 'redo', job: () => void): Promise<void> {
    return new Promise((resolve, reject) => nextTask(() => {
      try {
        if (row.value === shown) {
          boardMoved(before, after, kind)
          job()
          // The copier follows the game in memory too (what was played, undone or redone).
          const played = kind === 'command' ? lastEntry.value : null
          announceWrite(kind !== 'command' ? kind : played ? (toRaw(played) as Entry) : undefined)
          live.value?.heard?.(kind)
        }
        resolve()
      } catch (err) {
        reject(err)
      }
    }))
  }

  /**
   * Run a storage write; a failure (quota, another tab) becomes a message and changes nothing. When
   * another tab moved the game on, this tab reloads it; when it deleted the game, this tab says so.
   */
  async function persist(write: () => Promise<void>): Promise<RuleViolation | null> {
    // Storage failing is a mode (stores/storage.ts): no write while it lasts, and after it the
    // command waits for its second copy before it is acknowledged.
    const storage = useStorageStore()
    const stopped = storage.stopped()
    if (stopped) return stopped
    try {
      await write()
      return storage.degraded ? await storage.afterWrite(row.value?.id) : null
    } catch (err) {
      const v = storage.failed(err)
      if (v.code === 'app/conflict' && row.value) await reloadRow(row.value.id)
      if (v.code === 'app/game-deleted') gone.value = true
      return v
    }
  }

  // A tab that only follows the game can neither undo nor redo (its buttons were enabled and silent).
  const canUndo = computed(() => (row.value?.lastSeq ?? 0) > 1 && !readOnly.value)
  const canRedo = computed(() => redoStack.value.length > 0 && !readOnly.value)
  /** The choice the players owe now, and the screen that asks it. */
  const pending = computed(() => (module.value && state.value ? module.value.rules.pending(state.value) : null))

  /** Jobs queued or running (a command, an undo, an open): the page says it is busy while any is. */
  const inFlight = ref(0)
  const busy = computed(() => inFlight.value > 0)

  /** Serialise async work so two taps never race on the same sequence number. */
  function serial<T>(job: () => Promise<T>): Promise<T> {
    // The job is queued before the busy mark changes: when nothing runs, it starts (and a tap issues
    // its write) in the microtask before the render that the mark schedules, not after it.
    const next = queue.then(job, job)
    inFlight.value++
    queue = next.catch(() => undefined).finally(() => inFlight.value--)
    return next
  }

  /** Resolves once every job queued so far (commands, undos, an open) has finished. */
  function settled(): Promise<void> {
    return queue.then(() => undefined)
  }

  async function ensureEntries(): Promise<Entry[]> {
    // A read of the log already under way in the background (`prefetchLog`) is waited for, not done twice.
    if (!entries.value && row.value && prefetching?.id === row.value.id && prefetching.lastSeq === row.value.lastSeq) {
      const got = await prefetching.read
      if (got && !entries.value && row.value?.id === prefetching?.id) entries.value = got as Entry[]
    }
    if (!entries.value && row.value) entries.value = (await repo.loadEntries(row.value.id, row.value.lastSeq)) as Entry[]
    return entries.value ?? []
  }

  /** Counts `close()`s: an open or a create that outlives the game it was for lets go of what it took. */
  let generation = 0

  function close() {
    generation++
    prefetching = null
    keepSheet()
    releaseLock?.()
    releaseLock = null
    stopWaiting?.abort()
    stopWaiting = null
    readOnly.value = false
    gone.value = false
    row.value = null
    state.value = null
    entries.value = null
    redoStack.value = []
    lastEntry.value = null
    lastError.value = null
    alerts.value = []
    boardStep.value = null
    sheet.value = emptySheet()
    loaded.value = false
  }

  /** The open game's sheet, kept for a reload (the page may be closed with lines left to do). */
  function keepSheet() {
    if (row.value) saveSheet(row.value.id, row.value.lastSeq, sheet.value)
  }
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') keepSheet()
    })
    globalThis.addEventListener?.('pagehide', keepSheet)
  }

  /**
   * The game's module with its strings ready in the current language. The owner's content packs
   * for the game load beside it (their names show once read; nothing waits for them).
   */
  async function useModule(kind: string): Promise<LoadedGame> {
    const m = await loadGame(kind)
    await registerNamespace(m.id, m.messages)
    module.value = m
    return m
  }

  /**
   * What the game's first screen does not need, once it is shown: the database layer (writes and
   * the log; a command that comes sooner loads it itself) and the owner's content packs for the game.
   * Scheduled only now, so none of it runs in an idle gap of the resume before the screen is out.
   */
  function afterShown(m: LoadedGame) {
    repo.warm()
    if (m.contentKeys) {
      const packs = usePacksStore()
      afterScreen(() => void packs.load(m.id).catch(() => undefined))
    }
  }

  /**
   * The games-list line is written in both languages: the other language's strings load when the
   * first write needs them, not while the game is being shown.
   */
  function bothLanguages(): Promise<void> | null {
    // Nothing to wait for when both are there (a tap then issues its write without yielding).
    return module.value && !scoped(module.value.id).hasBoth() ? scoped(module.value.id).loadBoth() : null
  }

  /**
   * The row as it is written after a command: the new state, versions and the list line (`summary:
   * false` leaves the line as it was, for the caller to complete with `withSummary`).
   */
  function nextRow(cur: GameRow, lastSeq: number, s: unknown, redoList: Entry[], o: { summary?: boolean } = {}): GameRow {
    const m = module.value!
    return {
      ...cur, lastSeq, state: s, redo: redoList.slice(0, REDO_CAP) as GameRow['redo'], updatedAt: nowIso(),
      rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion, summary: o.summary === false ? cur.summary : m.listSummary(s),
    }
  }
  /** The games-list line of a row's state, put in the row. */
  function withSummary(r: GameRow) {
    r.summary = module.value!.listSummary(r.state)
  }

  /**
   * Resume a saved game from its stored state (no replay of the log). A state stored by another
   * version of the game's state shape is not trusted: it is refolded from the log and rewritten.
   */
  async function open(id: string): Promise<boolean> {
    return serial(async () => {
      if (row.value?.id === id && state.value) return true
      if (row.value) close()
      const gen = generation
      const r = await repo.getGame(id)
      if (!r || gen !== generation) return false
      rememberKind(r.id, r.game)
      const m = await useModule(r.game)
      if (gen !== generation) return false
      row.value = r
      state.value = r.state
      redoStack.value = r.redo as Entry[]
      entries.value = null
      lastEntry.value = null
      alerts.value = []
      boardStep.value = null
      sheet.value = restoreSheet(r.id, r.lastSeq)
      if (r.stateVersion !== m.rules.stateVersion) {
        await bothLanguages()
        const all = await ensureEntries()
        const s = foldEntries(m.rules, all)
        const fresh = nextRow(r, r.lastSeq, s, r.redo as Entry[])
        fresh.updatedAt = r.updatedAt
        state.value = s
        row.value = fresh
        // Rewritten only by the tab that may write; a follower shows the refolded state all the same.
        readOnly.value = !(await claim(id, gen))
        if (gen !== generation) return false
        loaded.value = true
        afterShown(m)
        if (!readOnly.value) await persist(() => repo.putRow(fresh))
        return true
      }
      loaded.value = true
      afterShown(m)
      // The table shows while the one-writer lock is asked for (it can take a moment on a cold
      // start); commands queue behind this job, so none runs before the tab knows it may write.
      const mine = await claim(id, gen)
      if (gen !== generation) return false
      readOnly.value = !mine
      return true
    })
  }

  /** Create a game of `kind` from its setup form's answers (the setup command is its first entry). */
  async function create(kind: string, o: { name: string; seed: string; setup: unknown }): Promise<Result<string>> {
    return serial(async () => {
      const m = await useModule(kind)
      await bothLanguages()
      const cmd = m.rules.setupCommand(o.setup)
      const r = step(m.rules, o.seed, m.rules.initialState(), 1, JSON.parse(JSON.stringify(cmd)) as Command)
      if (!r.ok) return r
      const now = nowIso()
      const base: GameRow = {
        id: randomId(), game: kind, name: o.name, seed: o.seed, createdAt: now, updatedAt: now,
        lastSeq: 1, state: null, redo: [], summary: null, rulesVersion: 0, stateVersion: 0,
      }
      const newRow = { ...nextRow(base, 1, r.value.state, []), updatedAt: now }
      const failed = await persist(() => repo.createGame(newRow, [r.value.entry]))
      if (failed) return { ok: false as const, error: failed }
      if (row.value) close()
      const gen = generation
      module.value = m
      rememberKind(newRow.id, kind)
      mirrorTouch(newRow.id, 1)
      const mine = await claim(newRow.id, gen)
      // Created, but the players left before it opened: it is in the list, not held open.
      if (gen !== generation) return { ok: true as const, value: newRow.id }
      readOnly.value = !mine
      row.value = newRow
      state.value = r.value.state
      entries.value = [r.value.entry]
      redoStack.value = []
      boardStep.value = null
      sheet.value = emptySheet()
      loaded.value = true
      afterShown(m)
      // The setup is a command like any other: its alerts, and what the owner told the app at
      // setup (facts remembered on the device) reach the module as any commit's do.
      alerts.value = []
      committed(r.value.entry)
      return { ok: true as const, value: newRow.id }
    })
  }

  /** The board must now go from `before` to `after`. */
  function boardMoved(before: unknown, after: unknown, kind: 'command' | 'undo' | 'redo') {
    boardStep.value = { before, after, kind, n: ++boardSteps }
    const m = module.value
    if (m?.boardChanges) sheet.value = accumulate(sheet.value, before, after, m.boardChanges as never, kind)
  }

  // The sheet's lines are worded in the language of the moment they were listed: worded again on a switch.
  watch(locale, () => {
    const m = module.value
    if (m?.boardChanges && sheet.value.lines.length) void Promise.resolve(bothLanguages()).then(() => (sheet.value = relabel(sheet.value, m.boardChanges as never)))
  })

  /** The players did one line of «Na planszy» (or take the tick back). */
  function tickBoard(key: string) {
    sheet.value = tick(sheet.value, key)
  }

  /**
   * What to change on the physical board for the last change (the game module says, in the UI
   * language). Worked out only when read: the sheet (BoardChanges.vue) lists its own copy a task
   * after the figures are rendered.
   */
  const boardChanges = computed<BoardChange[]>(() => changesOf(boardStep.value))
  /** What to change on the board for one step (the game module says; none when it has no list). */
  function changesOf(b: typeof boardStep.value): BoardChange[] {
    const m = module.value
    return b && m?.boardChanges ? m.boardChanges(b.before, b.after) : []
  }

  /** «All done»: the board matches the app. */
  function dismissBoard() {
    boardStep.value = null
    sheet.value = allDone(sheet.value)
  }

  /**
   * Views that work out their figures for a state about to be shown (`useStateView`): called with
   * the next state once its write is issued, while the page waits for the commit.
   */
  const upcoming = new Set<(next: unknown) => void>()
  function onUpcoming(prepare: (next: unknown) => void): () => void {
    upcoming.add(prepare)
    return () => upcoming.delete(prepare)
  }
  /** The write of `next` is under way: the views work out what they will show of it. */
  function prepareViews(next: unknown) {
    for (const prepare of upcoming) {
      try {
        prepare(next)
      } catch {
        // The view works it out again when it renders, where an error is reported as any render's.
      }
    }
  }

  function committed(entry: Entry) {
    const m = module.value!
    lastEntry.value = entry
    const more = m.alerts(entry, state.value)
    if (more.length) alerts.value = [...alerts.value, ...more]
    m.onCommitted?.(entry, state.value)
  }

  /** Run a command: decide, persist, then show. Returns the rule violation when it is refused. */
  async function dispatch(input: Command): Promise<Result<Entry>> {
    // Commands are plain data: drop Vue proxies and undefined fields before they reach the log.
    const command = JSON.parse(JSON.stringify(input)) as Command
    return toHost({ k: 'do', command }) ?? serial(async () => {
      const cur = row.value
      const s = state.value
      if (!cur || s === null || !module.value) return { ok: false as const, error: NO_GAME }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const strings = bothLanguages()
      if (strings) await strings
      const r = step(rules(), cur.seed, s, cur.lastSeq + 1, command)
      if (!r.ok) {
        lastError.value = r.error
        return r
      }
      // The list line is worked out once the entry and the snapshot are issued (`withSummary`).
      const next = nextRow(cur, r.value.entry.seq, r.value.state, [], { summary: false })
      // Shown only once committed. (Showing it while the transaction commits was measured slower in
      // Chromium: its IndexedDB commits only after the page has taken every request's answer, which
      // then waits behind the render; see docs/quality.md.)
      saving.value++
      // «Saved» and the new figures change in the same microtask (one render, not two).
      let failed: RuleViolation | null
      try {
        // The views' figures for the new state are worked out while the browser commits the write
        // (its last request answered), rather than after the commit or in the tap's own task.
        failed = await persist(() => repo.appendEntry(next, r.value.entry, cur.lastSeq, withSummary, () => prepareViews(r.value.state)))
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
      await followUp(next, s, r.value.state, 'command', () => committed(r.value.entry))
      return { ok: true as const, value: r.value.entry }
    })
  }

  /**
   * Replace the last command by another, decided at the same place in the log (same random stream),
   * in one transaction: e.g. the Mythos card drawn again with an investigator's ability preventing
   * its gate. The replaced command is gone (not redoable).
   */
  async function replaceLast(input: Command): Promise<Result<Entry>> {
    const command = JSON.parse(JSON.stringify(input)) as Command
    return toHost({ k: 'replace', command }) ?? serial(async () => {
      const cur = row.value
      if (!cur || !module.value) return { ok: false as const, error: NO_GAME }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const all = await ensureEntries()
      await bothLanguages()
      const r = coreReplaceLast(rules(), sessionOf(all), command)
      if (!r.ok) {
        lastError.value = r.error
        return r
      }
      const { session: s, entry } = r.value
      const next = nextRow(cur, entry.seq, s.state, s.redo)
      const writing = persist(() => repo.replaceLastEntry(next, entry))
      prepareViews(s.state)
      const failed = await writing
      if (failed) {
        lastError.value = failed
        return { ok: false as const, error: failed }
      }
      const before = state.value
      row.value = next
      state.value = s.state
      entries.value = s.entries
      redoStack.value = s.redo
      lastError.value = null
      await followUp(next, before, s.state, 'command', () => committed(entry))
      return { ok: true as const, value: entry }
    })
  }

  function sessionOf(all: Entry[]): Session<unknown, Command, GameEvent> {
    return { seed: row.value!.seed, entries: all, redo: redoStack.value, state: state.value }
  }

  /**
   * Write and show the log `s` (an undo's or a redo's; on a live table's guest, the host's change:
   * stored by its `write`, and `entry` a command whose alerts show).
   */
  async function applySession(s: Pick<Session<unknown, Command, GameEvent>, 'entries' | 'redo' | 'state'>, kind: 'command' | 'undo' | 'redo', write?: RemoteStep['write'], entry?: Entry): Promise<Result<null>> {
    const cur = row.value!
    await bothLanguages()
    const lastSeq = s.entries.length ? s.entries[s.entries.length - 1].seq : 0
    const next = nextRow(cur, lastSeq, s.state, s.redo)
    // An undo deletes entries (a Dexie transaction): its views are prepared once it is issued. A redo
    // appends: they are prepared while it commits, as a command's.
    const undoing = lastSeq < cur.lastSeq
    const prepare = () => prepareViews(s.state)
    const writing = persist(() => (write ? write(next, cur) : undoing ? repo.truncateEntries(next, cur.lastSeq) : repo.appendEntry(next, s.entries[s.entries.length - 1], cur.lastSeq, undefined, prepare)))
    if (undoing || write) prepare()
    const failed = await writing
    if (failed) return { ok: false, error: failed }
    const before = state.value
    row.value = next
    state.value = s.state
    entries.value = s.entries
    redoStack.value = next.redo as Entry[]
    lastError.value = null
    await followUp(next, before, s.state, kind, () => (entry ? committed(entry) : (lastEntry.value = null)))
    return { ok: true, value: null }
  }

  /** Undo every command after `seq` (undo-to-here). The setup cannot be undone. */
  async function undoTo(seq: number): Promise<Result<null>> {
    return toHost({ k: 'undo', to: seq }) ?? serial(async () => {
      if (!row.value || !module.value) return { ok: false as const, error: NO_GAME }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const all = await ensureEntries()
      const r = coreUndoTo(rules(), sessionOf(all), seq)
      if (!r.ok) return r
      return applySession(r.value, 'undo')
    })
  }

  async function undo(): Promise<Result<null>> {
    return undoTo((row.value?.lastSeq ?? 1) - 1)
  }

  /**
   * Undo and redo as the screens call them: a screen may drop the answer (the Table's and the
   * Mythos screen's buttons do), so a refusal or a failed write is also shown by the frame.
   */
  function shown(job: () => Promise<Result<null>>): () => Promise<Result<null>> {
    return async () => {
      const r = await job()
      if (!r.ok) useNoticeStore().show(r.error)
      return r
    }
  }

  async function redo(): Promise<Result<null>> {
    return toHost({ k: 'redo' }) ?? serial(async () => {
      if (!row.value || !module.value) return { ok: false as const, error: NO_GAME }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const all = await ensureEntries()
      const r = coreRedo(rules(), sessionOf(all))
      if (!r.ok) return r
      return applySession(r.value, 'redo')
    })
  }

  async function loadLog(): Promise<Entry[]> {
    return serial(ensureEntries)
  }

  /**
   * A long game's log, read in the background once its screen is shown (page by page, never
   * holding a tap back), so that its first undo does not wait for the whole log to be read (a
   * 58,000-command game: the read was most of its first undo). Kept only if the game did not move
   * meanwhile. Shorter logs are read when first needed, as before.
   */
  let prefetching: { id: string; lastSeq: number; read: Promise<unknown[] | null> } | null = null
  async function prefetchLog(from = PREFETCH_LOG_FROM): Promise<void> {
    const r = row.value
    if (!r || entries.value || r.lastSeq < from || prefetching) return
    const read = repo.loadEntriesApart(r.id, r.lastSeq).catch(() => null)
    prefetching = { id: r.id, lastSeq: r.lastSeq, read }
    const all = await read
    await serial(async () => {
      if (all && row.value?.id === r.id && row.value.lastSeq === r.lastSeq && !entries.value) entries.value = all as Entry[]
      if (prefetching?.read === read) prefetching = null
    })
    // For the benchmark (scripts/bench-browser.mjs, block (g)): the long log is in memory.
    globalThis.performance?.mark?.('ledger:log-prefetched')
  }

  function dismissAlert() {
    alerts.value = alerts.value.slice(1)
  }

  /** Rebuild the state from the log (used by tests and the log screen's integrity check). */
  async function refold(): Promise<unknown> {
    return foldEntries(rules(), await loadLog())
  }

  // ── The live table (src/shell/live/table.ts) ──────────────────────────────────────────────

  /**
   * A change the host's phone decided (this tab follows it at a live table), written to this
   * phone's copy and shown as a tap's. `make` works out the new log from the one this phone
   * holds, when the job runs (null: nothing to do).
   */
  async function applyRemote(make: (all: Entry[], redoList: Entry[]) => RemoteStep | null): Promise<Result<null>> {
    return serial(async () => {
      if (!row.value || !module.value) return { ok: false as const, error: NO_GAME }
      const step = make(await ensureEntries(), redoStack.value)
      return step ? applySession(step, step.kind, step.write, step.entry) : { ok: true as const, value: null }
    })
  }

  /** The open game's translations (its namespace, then the app's). */
  const i18n = computed(() => scoped(module.value?.id ?? 'app'))

  /**
   * What a tap calls (`useCommand`'s dispatch; the board sheet's lines and its wait for the queue),
   * outside Pinia's action wrapper: each call then skips the wrapper's bookkeeping for action
   * subscribers (two sets, an argument copy, two promises), which this app has none of.
   */
  const direct = markRaw({ dispatch, settled, changesOf })

  return {
    direct,
    module, row, state, entries, redoStack, lastError, lastEntry, alerts, loaded, saving, readOnly, gone, canUndo, canRedo, pending, busy, settled, i18n,
    live, applyRemote,
    boardStep, boardChanges, changesOf, sheet, tickBoard,
    onUpcoming,
    open, close, create, dispatch, restored, replaceLast, undo: shown(undo), redo: shown(redo), undoTo, loadLog, prefetchLog, dismissAlert, dismissBoard, refold,
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
