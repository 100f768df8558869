import { defineStore } from 'pinia'
import { ref } from 'vue'
import { foldEntries, type Command, type GameEvent, type LogEntry } from '@/core'
import * as repo from '@/db/repo'
import * as more from '@/db/repo-more'
import type { GameRow } from '@/db/db'
import { checkGame, NEEDS_CHOICE, REBUILT_FROM_LOG, type CheckResult, type Finding, type FindingCode, type GameProbe } from '@/db/check'
import { entryProblem } from '@/db/entry'
/** What is wrong with one log entry (null: nothing): for the Log screen, which shows a damaged log's good start. */
export { entryProblem }
import { loadGame, manifestOf } from '@/app/registry'
import { nowIso } from '@/stores/ids'
import { loadCare, registerNamespace, scoped } from '@/i18n'
import type { LoadedGame } from '@/shell/module'
import { REDO_CAP } from '@/db/limits'
import { useSessionStore } from './session'
import { useGamesStore } from './games'
import { gameFileOf } from './games-io'
import { mirrorTouch, useMirrorStore } from './mirror'
import { useStorageStore } from './storage'
import { withGameLock } from './locks'

type Entry = LogEntry<Command, GameEvent>

/** A log up to this many commands is read and refolded by the check on open (about 30 ms); a longer one by «Sprawdź i napraw». */
export const FOLD_ON_OPEN = 3000

/** What the players can choose when commands are missing or damaged. */
export type Choice = { kind: 'copy'; upTo: number } | { kind: 'cut'; keep: number }

export interface IntegrityReport {
  id: string
  findings: Finding[]
  /** Put right from the log, by itself. */
  repaired: FindingCode[]
  /** Waiting for the players. */
  choices: Choice[]
  /** Why nothing could be done here (the game is written in another tab). */
  blocked?: 'read-only' | 'busy'
  /** «Sprawdź i napraw» found nothing. */
  clean?: boolean
}

/** The game module's functions the check uses. */
function probeOf(m: LoadedGame): GameProbe {
  // A state of the game has at least the fields its initial state has.
  const fields = Object.keys(m.rules.initialState() as object)
  return {
    fold: (entries) => foldEntries(m.rules, entries as Entry[]),
    probe: (s) => {
      const missing = fields.filter((k) => !Object.prototype.hasOwnProperty.call(s, k))
      if (missing.length) throw new Error(`the state lacks ${missing.slice(0, 3).join(', ')}`)
      m.listSummary(s)
      m.rules.pending(s)
      m.rules.position?.(s)
      m.rules.physical?.(s)
      m.boardChanges?.(s, s)
    },
  }
}

/**
 * The self-check of saved games (src/db/check.ts) as the app runs it: after a game opens (its
 * shape always; its state against a fold of its log when the log is short), and in full from the
 * Log screen («Sprawdź i napraw»). What the log alone puts right (a missing or stale snapshot, a
 * state the game cannot use, a `lastSeq` below the log, a damaged redo stack) is rebuilt from the
 * log at once and said; missing or damaged commands are shown with a choice: the game's second
 * copy (when it has them), or the log cut back to the last command before them.
 */
// Its reports' strings (loaded long before a check of the database has anything to say).
void loadCare()

export const useIntegrityStore = defineStore('integrity', () => {
  const report = ref<IntegrityReport | null>(null)
  const working = ref(false)

  async function module(kind: string): Promise<LoadedGame | null> {
    if (!manifestOf(kind)) return null
    const m = await loadGame(kind)
    await registerNamespace(m.id, m.messages)
    await scoped(m.id).loadBoth()
    return m
  }

  /** After the game `id` opened: the quick check (and what it puts right). */
  async function checkOpen(id: string): Promise<IntegrityReport | null> {
    const session = useSessionStore()
    if (session.row?.id !== id) return null
    const noSnapshot = repo.readWithoutSnapshot.delete(id)
    const small = session.row.lastSeq <= FOLD_ON_OPEN
    return run(id, { entries: small, fold: small }, noSnapshot ? ['no-snapshot'] : [])
  }

  /** «Sprawdź i napraw»: the whole log read and refolded. */
  function checkFull(id: string): Promise<IntegrityReport | null> {
    return run(id, { entries: true, fold: true }, [], true)
  }

  /** One check at a time (the check on open and one the frame starts for a screen that failed may meet). */
  let chain: Promise<unknown> = Promise.resolve()
  function run(id: string, o: { entries: boolean; fold: boolean }, already: FindingCode[], full = false): Promise<IntegrityReport | null> {
    const job = chain.then(() => runNow(id, o, already, full))
    chain = job.catch(() => undefined)
    return job
  }
  async function runNow(id: string, o: { entries: boolean; fold: boolean }, already: FindingCode[], full: boolean): Promise<IntegrityReport | null> {
    working.value = true
    try {
      const scan = await more.scanGame(id, { entries: o.entries })
      if (!scan.meta) return null
      const m = await module(scan.meta.game)
      const r = checkGame(scan, m ? probeOf(m) : null, { fold: o.fold })
      const next = await settle(id, r, already, full)
      // A quiet check after a repair leaves the repair's report up (it is what the players need to read).
      if (next === null && report.value?.id === id) return report.value
      return (report.value = next)
    } finally {
      working.value = false
    }
  }

  async function settle(id: string, r: CheckResult, already: FindingCode[], full: boolean): Promise<IntegrityReport | null> {
    const { findings } = r
    if (findings.length === 0) return already.length ? { id, findings: [], repaired: already, choices: [] } : full ? { id, findings: [], repaired: [], choices: [], clean: true } : null
    if (findings.some((f) => f.code === 'unknown-game')) return { id, findings, repaired: [], choices: [] }
    if (!findings.some((f) => NEEDS_CHOICE.has(f.code))) {
      // The log reads whole (its keys at least; a bad entry found when rebuilding says so): rebuilt from it.
      const done = await rebuild(id, null)
      if (done !== null && typeof done === 'object') return done
      return { id, findings, repaired: [...already, ...findings.filter((f) => REBUILT_FROM_LOG.has(f.code)).map((f) => f.code)], choices: [], ...(done ? { blocked: done } : {}) }
    }
    return { id, findings, repaired: already, choices: await choicesFor(id, r) }
  }

  /** The choices for missing or damaged commands: the second copy when it has a whole log, and the log cut back to its good start. */
  async function choicesFor(id: string, r: CheckResult): Promise<Choice[]> {
    let keep = r.goodUpTo
    if (keep === null) keep = goodStart((await more.scanGame(id, { entries: true })).entries ?? [])
    const out: Choice[] = []
    const mirror = useMirrorStore()
    if (mirror.available()) {
      const copy = await mirror.read(id).catch(() => undefined)
      if (copy && copy.head.lastSeq > 0) out.push({ kind: 'copy', upTo: copy.head.lastSeq })
    }
    if (keep > 0) out.push({ kind: 'cut', keep })
    return out
  }

  /**
   * Rebuild the game from its log (its first `keep` commands; null: the whole log, which must read
   * whole): the state refolded, the rows rewritten, entries beyond cut. The open game is let go
   * first and opened again after. Returns why it could not (another tab), a report when the log
   * turned out not to read whole, or null.
   */
  async function rebuild(id: string, keep: number | null): Promise<'read-only' | 'busy' | IntegrityReport | null> {
    const session = useSessionStore()
    const open = session.row?.id === id
    if (open && session.readOnly) return 'read-only'
    if (open) {
      await session.settled()
      session.close()
    }
    const storage = useStorageStore()
    let outcome: 'busy' | IntegrityReport | null = null
    try {
      const locked = await storage.guard(() => withGameLock(id, async () => {
        const scan = await more.scanGame(id, { entries: true })
        if (!scan.meta) return null
        const rows = scan.entries ?? []
        const good = goodStart(rows)
        if (keep === null && good !== rows.length) {
          // Not whole after all (a damaged entry the quick check did not read): the players choose.
          const r = checkGame(scan, null)
          return { id, findings: r.findings.filter((f) => f.code !== 'unknown-game'), repaired: [], choices: await choicesFor(id, { ...r, goodUpTo: good }) } satisfies IntegrityReport
        }
        const n = keep ?? good
        const m = (await module(scan.meta.game))!
        const entries = rows.slice(0, n).map((x) => x.entry) as Entry[]
        const state = foldEntries(m.rules, entries)
        const stored = scan.snap?.redo as unknown
        const redoOk = n === scan.meta.lastSeq && Array.isArray(stored) && stored.every((e, i) => entryProblem(e, n + 1 + i) === null)
        const row: GameRow = {
          ...scan.meta, lastSeq: n, state, redo: redoOk ? (stored as GameRow['redo']).slice(0, REDO_CAP) : [], summary: m.listSummary(state),
          rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion, updatedAt: nowIso(),
        }
        await more.writeRepaired(row)
        return null
      }, { waitMs: 3000 }))
      if (!locked.ok) outcome = null
      else if (!locked.value.ok) outcome = 'busy'
      else outcome = locked.value.value
    } finally {
      mirrorTouch(id, 1)
      if (open) await session.open(id)
    }
    return outcome
  }

  /** The players chose: the game from its second copy, or its log cut back. */
  async function choose(c: Choice): Promise<void> {
    const id = report.value?.id
    if (!id) return
    working.value = true
    try {
      if (c.kind === 'cut') {
        const r = await rebuild(id, c.keep)
        report.value = r && typeof r === 'object' ? r : { id, findings: [], repaired: [], choices: [], ...(r ? { blocked: r } : {}) }
        if (!r) await checkFull(id)
        return
      }
      const session = useSessionStore()
      const open = session.row?.id === id
      if (open && session.readOnly) {
        report.value = { ...report.value!, blocked: 'read-only' }
        return
      }
      if (open) {
        await session.settled()
        session.close()
      }
      try {
        const copy = await useMirrorStore().read(id)
        if (copy) {
          const h = copy.head
          const text = gameFileOf({ ...h, summary: null, stateVersion: 0 }, copy.entries as Entry[], h.redo as Entry[])
          const games = useGamesStore()
          let r = await games.importText(text, { onExisting: 'replace', waitLockMs: 3000 })
          if (!r.ok && (r.error.code === 'file/events-mismatch' || r.error.code === 'file/undone-events-mismatch')) r = await games.importText(text, { onExisting: 'replace', ignoreRecordedEvents: true, waitLockMs: 3000 })
          if (!r.ok) report.value = { ...report.value!, blocked: 'busy' }
        }
      } finally {
        if (open) await session.open(id)
      }
      if (!report.value?.blocked) await checkFull(id)
    } finally {
      working.value = false
    }
  }

  const dismiss = () => (report.value = null)

  return { report, working, checkOpen, checkFull, choose, dismiss }
})

/** How many entries from the first read whole (1…k, each an entry). */
function goodStart(rows: readonly { seq: unknown; entry: unknown }[]): number {
  let k = 0
  for (const r of rows) {
    if (r.seq !== k + 1 || entryProblem(r.entry, k + 1) !== null) break
    k++
  }
  return k
}
