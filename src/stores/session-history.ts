import { redo as coreRedo, replaceLast as coreReplaceLast, undoTo as coreUndoTo, type Command, type GameEvent, type Result, type Session } from '@/core'
import * as repo from '@/db/repo'
import { useNoticeStore } from './notice'
import { bothLanguages, NO_GAME, READ_ONLY, type ChangeKind, type Entry, type LiveAct, type RemoteStep, type SessionCore } from './session-core'
import type { JobQueue } from './session-queue'
import type { SessionWriter } from './session-write'

/** What the history needs of the rest of the session. */
export interface HistoryDeps {
  serial: JobQueue['serial']
  toHost(a: LiveAct): Promise<Result<never>> | undefined
  ensureEntries(): Promise<Entry[]>
  w: SessionWriter
}

/**
 * The log rewritten: the last command replaced, undo (to here) and redo, and on a live table's
 * guest the host's changes; each written, then shown as a tap's.
 */
export function historyOf(c: SessionCore, { serial, toHost, ensureEntries, w }: HistoryDeps) {
  const rules = () => c.module.value!.rules
  function sessionOf(all: Entry[]): Session<unknown, Command, GameEvent> {
    return { seed: c.row.value!.seed, entries: all, redo: c.redoStack.value, state: c.state.value }
  }
  /** The new log is shown: the row, state, log and redo list, and no error. */
  function show(next: { row: typeof c.row.value; state: unknown; entries: Entry[]; redo: Entry[] }) {
    c.row.value = next.row
    c.state.value = next.state
    c.entries.value = next.entries
    c.redoStack.value = next.redo
    c.lastError.value = null
  }

  /**
   * Replace the last command by another, decided at the same place in the log (same random stream),
   * in one transaction: e.g. the Mythos card drawn again with an investigator's ability preventing
   * its gate. The replaced command is gone (not redoable).
   */
  async function replaceLast(input: Command): Promise<Result<Entry>> {
    const command = JSON.parse(JSON.stringify(input)) as Command
    return toHost({ k: 'replace', command }) ?? serial(async () => {
      const cur = c.row.value
      if (!cur || !c.module.value) return { ok: false as const, error: NO_GAME }
      if (c.readOnly.value) return { ok: false as const, error: READ_ONLY }
      const all = await ensureEntries()
      await bothLanguages(c)
      const r = coreReplaceLast(rules(), sessionOf(all), command)
      if (!r.ok) {
        c.lastError.value = r.error
        return r
      }
      const { session: s, entry } = r.value
      const next = w.nextRow(cur, entry.seq, s.state, s.redo)
      const writing = w.persist(() => repo.replaceLastEntry(next, entry))
      w.prepareViews(s.state)
      const failed = await writing
      if (failed) {
        c.lastError.value = failed
        return { ok: false as const, error: failed }
      }
      const before = c.state.value
      show({ row: next, state: s.state, entries: s.entries, redo: s.redo })
      await w.followUp(next, before, s.state, 'command', () => w.committed(entry))
      return { ok: true as const, value: entry }
    })
  }

  /**
   * Write and show the log `s` (an undo's or a redo's; on a live table's guest, the host's change:
   * stored by its `write`, and `entry` a command whose alerts show).
   */
  async function applySession(s: Pick<Session<unknown, Command, GameEvent>, 'entries' | 'redo' | 'state'>, kind: ChangeKind, write?: RemoteStep['write'], entry?: Entry): Promise<Result<null>> {
    const cur = c.row.value!
    await bothLanguages(c)
    const lastSeq = s.entries.length ? s.entries[s.entries.length - 1].seq : 0
    const next = w.nextRow(cur, lastSeq, s.state, s.redo)
    // An undo deletes entries (a Dexie transaction): its views are prepared once it is issued. A redo
    // appends: they are prepared while it commits, as a command's.
    const undoing = lastSeq < cur.lastSeq
    const prepare = () => w.prepareViews(s.state)
    const writing = w.persist(() => (write ? write(next, cur) : undoing ? repo.truncateEntries(next, cur.lastSeq) : repo.appendEntry(next, s.entries[s.entries.length - 1], cur.lastSeq, undefined, prepare)))
    if (undoing || write) prepare()
    const failed = await writing
    if (failed) return { ok: false, error: failed }
    const before = c.state.value
    show({ row: next, state: s.state, entries: s.entries, redo: next.redo as Entry[] })
    await w.followUp(next, before, s.state, kind, () => (entry ? w.committed(entry) : (c.lastEntry.value = null)))
    return { ok: true, value: null }
  }

  /** Undo or redo from the log as it is: refused on no game or a tab that only follows. */
  function rewrite(kind: 'undo' | 'redo', make: (s: Session<unknown, Command, GameEvent>) => Result<Session<unknown, Command, GameEvent>>): Promise<Result<null>> {
    return serial(async () => {
      if (!c.row.value || !c.module.value) return { ok: false as const, error: NO_GAME }
      if (c.readOnly.value) return { ok: false as const, error: READ_ONLY }
      const r = make(sessionOf(await ensureEntries()))
      if (!r.ok) return r
      return applySession(r.value, kind)
    })
  }

  /** Undo every command after `seq` (undo-to-here). The setup cannot be undone. */
  async function undoTo(seq: number): Promise<Result<null>> {
    return toHost({ k: 'undo', to: seq }) ?? rewrite('undo', (s) => coreUndoTo(rules(), s, seq))
  }

  async function undo(): Promise<Result<null>> {
    return undoTo((c.row.value?.lastSeq ?? 1) - 1)
  }

  async function redo(): Promise<Result<null>> {
    return toHost({ k: 'redo' }) ?? rewrite('redo', (s) => coreRedo(rules(), s))
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

  /**
   * A change the host's phone decided (this tab follows it at a live table), written to this
   * phone's copy and shown as a tap's. `make` works out the new log from the one this phone
   * holds, when the job runs (null: nothing to do).
   */
  async function applyRemote(make: (all: Entry[], redoList: Entry[]) => RemoteStep | null): Promise<Result<null>> {
    return serial(async () => {
      if (!c.row.value || !c.module.value) return { ok: false as const, error: NO_GAME }
      const step = make(await ensureEntries(), c.redoStack.value)
      return step ? applySession(step, step.kind, step.write, step.entry) : { ok: true as const, value: null }
    })
  }

  return { replaceLast, undoTo, undo: shown(undo), redo: shown(redo), applyRemote }
}
