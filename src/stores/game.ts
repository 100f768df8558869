import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { foldEntries, redo as coreRedo, step, undoTo as coreUndoTo, type LogEntry, type Result, type RuleViolation, type Session } from '@/core'
import { ah2e, type Ah2eCommand, type Ah2eEvent, type Ah2eState } from '@/games/ah2e/rules'
import { ah2eFullData as ah2eData } from '@/games/ah2e/rules'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { nowIso, randomId } from '@/lib/ids'
import { alertsFor, type TableAlert } from '@/lib/alerts'
import { useOwnerFactsStore } from './ownerFacts'

type Entry = LogEntry<Ah2eCommand, Ah2eEvent>

const READ_ONLY: RuleViolation = { code: 'app/read-only', message: 'This game is open in another tab: this tab only follows it.' }

export interface NewGameOptions {
  name: string
  seed: string
  players: number
  investigatorNames: string[]
  ancientOne: string | null
  terrorTenAddsDoom: boolean
  /** `innsmouth` with the Innsmouth board. */
  expansions?: ('innsmouth')[]
  herald?: string | null
}

/** The few figures the saved-games list shows without loading a game. */
export function summaryOf(s: Ah2eState): GameRow['summary'] {
  return {
    ancientOne: s.ancientOne, players: s.players, doom: s.doom, doomMax: s.doomMax, terror: s.terror,
    turn: s.turn, status: s.status, gates: Object.keys(s.gates).length,
  }
}

/**
 * The open game. Commands are serialised (one at a time); each is decided by the pure engine,
 * persisted in one transaction, and only then shown.
 */
export const useGameStore = defineStore('game', () => {
  const row = shallowRef<GameRow | null>(null)
  const state = shallowRef<Ah2eState | null>(null)
  const entries = shallowRef<Entry[] | null>(null)
  const redoStack = shallowRef<Entry[]>([])
  const lastError = ref<RuleViolation | null>(null)
  const lastEntry = shallowRef<Entry | null>(null)
  const alerts = ref<TableAlert[]>([])
  const loaded = ref(false)
  /** Another tab holds this game: this one follows it and cannot write. */
  const readOnly = ref(false)
  let queue: Promise<unknown> = Promise.resolve()
  let releaseLock: (() => void) | null = null
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('mythos-ledger') : null
  channel?.addEventListener('message', (ev: MessageEvent<{ gameId: string; lastSeq: number }>) => {
    const cur = row.value
    if (cur && ev.data?.gameId === cur.id && ev.data.lastSeq !== cur.lastSeq) void serial(() => reloadRow(cur.id))
  })

  async function reloadRow(id: string) {
    const r = await repo.getGame(id)
    if (!r || row.value?.id !== id) return
    row.value = r
    state.value = r.state as Ah2eState
    redoStack.value = r.redo as Entry[]
    entries.value = null
  }

  /** One writer per game across tabs (Web Locks); the others become read-only followers. */
  async function claim(id: string): Promise<boolean> {
    const locks = (navigator as Navigator & { locks?: LockManager }).locks
    if (!locks) return true
    return new Promise<boolean>((resolve) => {
      void locks.request(`game:${id}`, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(false)
          return undefined
        }
        resolve(true)
        return new Promise<void>((release) => (releaseLock = release))
      })
    })
  }

  function announceWrite() {
    if (row.value) channel?.postMessage({ gameId: row.value.id, lastSeq: row.value.lastSeq })
  }

  /** Run a storage write; a failure (quota, another tab) becomes a message and changes nothing. */
  async function persist(write: () => Promise<void>): Promise<RuleViolation | null> {
    try {
      await write()
      return null
    } catch (err) {
      const name = err instanceof Error ? err.name : ''
      if (name === 'QuotaExceededError') return { code: 'app/storage-full', message: 'The device storage is full: nothing was saved. Free some space and try again.' }
      if (name === 'ConstraintError') {
        if (row.value) await reloadRow(row.value.id)
        return { code: 'app/conflict', message: 'Another tab changed this game; this tab now shows its state.' }
      }
      return { code: 'app/storage-failed', message: `Saving failed: ${err instanceof Error ? err.message : String(err)}` }
    }
  }

  const canUndo = computed(() => (row.value?.lastSeq ?? 0) > 1)
  const canRedo = computed(() => redoStack.value.length > 0)

  /** Serialise async work so two taps never race on the same sequence number. */
  function serial<T>(job: () => Promise<T>): Promise<T> {
    const next = queue.then(job, job)
    queue = next.catch(() => undefined)
    return next
  }

  async function ensureEntries(): Promise<Entry[]> {
    if (!entries.value && row.value) entries.value = (await repo.loadEntries(row.value.id)) as Entry[]
    return entries.value ?? []
  }

  function close() {
    releaseLock?.()
    releaseLock = null
    readOnly.value = false
    row.value = null
    state.value = null
    entries.value = null
    redoStack.value = []
    lastEntry.value = null
    alerts.value = []
    loaded.value = false
  }

  /** Resume a saved game from its stored state (no replay of the log). */
  async function open(id: string): Promise<boolean> {
    return serial(async () => {
      if (row.value?.id === id && state.value) return true
      if (row.value) close()
      const r = await repo.getGame(id)
      if (!r) return false
      row.value = r
      state.value = r.state as Ah2eState
      redoStack.value = r.redo as Entry[]
      entries.value = null
      lastEntry.value = null
      alerts.value = []
      loaded.value = true
      // The table shows while the one-writer lock is asked for (it can take a moment on a cold
      // start); commands queue behind this job, so none runs before the tab knows it may write.
      readOnly.value = !(await claim(id))
      return true
    })
  }

  async function create(o: NewGameOptions): Promise<Result<string>> {
    return serial(async () => {
      const cmd: Ah2eCommand = {
        type: 'SetUpGame',
        data: {
          players: o.players, investigatorNames: o.investigatorNames, ancientOne: o.ancientOne, settings: { terrorTenAddsDoom: o.terrorTenAddsDoom },
          ...(o.expansions?.length ? { expansions: o.expansions } : {}),
          ...(o.herald ? { herald: o.herald } : {}),
        },
      }
      const r = step(ah2e, o.seed, ah2e.initialState(), 1, cmd)
      if (!r.ok) return r
      const now = nowIso()
      const newRow: GameRow = {
        id: randomId(), game: 'ah2e', name: o.name, seed: o.seed, createdAt: now, updatedAt: now,
        lastSeq: 1, state: r.value.state, redo: [], summary: summaryOf(r.value.state),
      }
      const failed = await persist(() => repo.createGame(newRow, [r.value.entry]))
      if (failed) return { ok: false as const, error: failed }
      if (row.value) close()
      readOnly.value = !(await claim(newRow.id))
      row.value = newRow
      state.value = r.value.state
      entries.value = [r.value.entry]
      redoStack.value = []
      lastEntry.value = r.value.entry
      loaded.value = true
      return { ok: true as const, value: newRow.id }
    })
  }

  /** Run a command: decide, persist, then show. Returns the rule violation when it is refused. */
  async function dispatch(input: Ah2eCommand): Promise<Result<Entry>> {
    // Commands are plain data: drop Vue proxies and undefined fields before they reach the log.
    const command = JSON.parse(JSON.stringify(input)) as Ah2eCommand
    return serial(async () => {
      const cur = row.value
      const s = state.value
      if (!cur || !s) return { ok: false as const, error: { code: 'app/no-game', message: 'No game is open.' } }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const r = step(ah2e, cur.seed, s, cur.lastSeq + 1, command)
      if (!r.ok) {
        lastError.value = r.error
        return r
      }
      const next: GameRow = { ...cur, lastSeq: r.value.entry.seq, state: r.value.state, redo: [], updatedAt: nowIso(), summary: summaryOf(r.value.state) }
      const failed = await persist(() => repo.appendEntry(next, r.value.entry))
      if (failed) {
        lastError.value = failed
        return { ok: false as const, error: failed }
      }
      row.value = next
      announceWrite()
      state.value = r.value.state
      if (entries.value) entries.value = [...entries.value, r.value.entry]
      redoStack.value = []
      lastError.value = null
      lastEntry.value = r.value.entry
      alerts.value = [...alerts.value, ...alertsFor(r.value.entry.events, ah2eData)]
      rememberOwnerFacts(r.value.entry.events)
      return { ok: true as const, value: r.value.entry }
    })
  }

  /** Facts the owner filled in during play are kept on the device for the next games. */
  function rememberOwnerFacts(events: readonly Ah2eEvent[]) {
    const monsters = events.flatMap((e) => (e.type === 'MonsterKindDefined' ? [e.data.kind] : []))
    const arrows = events.flatMap((e) => (e.type === 'ArrowDefined' ? [e.data] : []))
    if (monsters.length || arrows.length) void useOwnerFactsStore().remember({ monsters, arrows })
  }

  function sessionOf(all: Entry[]): Session<Ah2eState, Ah2eCommand, Ah2eEvent> {
    return { seed: row.value!.seed, entries: all, redo: redoStack.value, state: state.value! }
  }

  async function applySession(s: Session<Ah2eState, Ah2eCommand, Ah2eEvent>): Promise<Result<null>> {
    const cur = row.value!
    const lastSeq = s.entries.length ? s.entries[s.entries.length - 1].seq : 0
    const next: GameRow = { ...cur, lastSeq, state: s.state, redo: s.redo, updatedAt: nowIso(), summary: summaryOf(s.state) }
    const failed = await persist(() => (lastSeq < cur.lastSeq ? repo.truncateEntries(next) : repo.appendEntry(next, s.entries[s.entries.length - 1])))
    if (failed) return { ok: false, error: failed }
    row.value = next
    announceWrite()
    state.value = s.state
    entries.value = s.entries
    redoStack.value = s.redo
    lastEntry.value = null
    lastError.value = null
    return { ok: true, value: null }
  }

  /** Undo every command after `seq` (undo-to-here). The setup cannot be undone. */
  async function undoTo(seq: number): Promise<Result<null>> {
    return serial(async () => {
      if (!row.value) return { ok: false as const, error: { code: 'app/no-game', message: 'No game is open.' } }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const all = await ensureEntries()
      const r = coreUndoTo(ah2e, sessionOf(all), seq)
      if (!r.ok) return r
      return applySession(r.value)
    })
  }

  async function undo(): Promise<Result<null>> {
    return undoTo((row.value?.lastSeq ?? 1) - 1)
  }

  async function redo(): Promise<Result<null>> {
    return serial(async () => {
      if (!row.value) return { ok: false as const, error: { code: 'app/no-game', message: 'No game is open.' } }
      if (readOnly.value) return { ok: false as const, error: READ_ONLY }
      const all = await ensureEntries()
      const r = coreRedo(ah2e, sessionOf(all))
      if (!r.ok) return r
      return applySession(r.value)
    })
  }

  async function loadLog(): Promise<Entry[]> {
    return serial(ensureEntries)
  }

  function dismissAlert() {
    alerts.value = alerts.value.slice(1)
  }

  /** Rebuild the state from the log (used by tests and the log screen's integrity check). */
  async function refold(): Promise<Ah2eState> {
    return foldEntries(ah2e, await loadLog())
  }

  return {
    row, state, entries, redoStack, lastError, lastEntry, alerts, loaded, readOnly, canUndo, canRedo,
    open, close, create, dispatch, undo, redo, undoTo, loadLog, dismissAlert, refold,
  }
})
