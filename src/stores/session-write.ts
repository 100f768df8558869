import { toRaw } from 'vue'
import type { RuleViolation } from '@/core'
import type { GameRow } from '@/db/db'
import { REDO_CAP } from '@/db/limits'
import { nowIso } from '@/stores/ids'
import { nextTask } from '@/shell/idle'
import { useStorageStore } from './storage'
import { reloadRow, type ChangeKind, type Entry, type SessionCore } from './session-core'
import type { SessionBoard } from './session-board'
import type { MirrorStep } from './mirror'

/**
 * How a change of the open game is written and then shown: the row it writes, the write itself
 * (a failure a message), the views prepared while it commits, and what follows once it is shown.
 */
export function writerOf(c: SessionCore, boardMoved: SessionBoard['boardMoved'], announceWrite: (step?: MirrorStep) => void) {
  /**
   * The row as it is written after a command: the new state, versions and the list line (`summary:
   * false` leaves the line as it was, for the caller to complete with `withSummary`).
   */
  function nextRow(cur: GameRow, lastSeq: number, s: unknown, redoList: Entry[], o: { summary?: boolean } = {}): GameRow {
    const m = c.module.value!
    return {
      ...cur, lastSeq, state: s, redo: redoList.slice(0, REDO_CAP) as GameRow['redo'], updatedAt: nowIso(),
      rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion, summary: o.summary === false ? cur.summary : m.listSummary(s),
    }
  }
  /** The games-list line of a row's state, put in the row. */
  function withSummary(r: GameRow) {
    r.summary = c.module.value!.listSummary(r.state)
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
      return storage.degraded ? await storage.afterWrite(c.row.value?.id) : null
    } catch (err) {
      const v = storage.failed(err)
      if (v.code === 'app/conflict' && c.row.value) await reloadRow(c, c.row.value.id)
      if (v.code === 'app/game-deleted') c.gone.value = true
      return v
    }
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

  /** A command is committed: the last entry (the screen-reader line), its alerts, and the module told. */
  function committed(entry: Entry) {
    const m = c.module.value!
    c.lastEntry.value = entry
    const more = m.alerts(entry, c.state.value)
    if (more.length) c.alerts.value = [...c.alerts.value, ...more]
    m.onCommitted?.(entry, c.state.value)
  }

  /**
   * What follows a commit once its figures are shown: the board-change step (`before` → `after`),
   * then `job` (the alerts and the last entry: the screen-reader line), then the other tabs' notice.
   * They run in the next task, behind one timer (`nextTask`), so that the task that shows a tap's
   * new figures and «saved» does only that; the job that committed ends after them, so the next
   * command starts from them. Skipped when the game was closed or moved on meanwhile (`shown` is
   * no longer the row).
   */
  function followUp(shown: GameRow, before: unknown, after: unknown, kind: ChangeKind, job: () => void): Promise<void> {
    return new Promise((resolve, reject) => nextTask(() => {
      try {
        if (c.row.value === shown) {
          boardMoved(before, after, kind)
          job()
          // The copier follows the game in memory too (what was played, undone or redone).
          const played = kind === 'command' ? c.lastEntry.value : null
          announceWrite(kind !== 'command' ? kind : played ? (toRaw(played) as Entry) : undefined)
          c.live.value?.heard?.(kind)
        }
        resolve()
      } catch (err) {
        reject(err)
      }
    }))
  }

  return { nextRow, withSummary, persist, onUpcoming, prepareViews, committed, followUp }
}

export type SessionWriter = ReturnType<typeof writerOf>
