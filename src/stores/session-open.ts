import { foldEntries, step, type Command, type Result } from '@/core'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { loadGame } from '@/app/registry'
import { nowIso, randomId } from '@/stores/ids'
import { rememberKind } from '@/stores/kind-hint'
import { afterScreen } from '@/shell/idle'
import { registerNamespace } from '@/i18n'
import type { LoadedGame } from '@/shell/module'
import { emptySheet } from '@/shell/boardSheet'
import { mirrorTouch } from './mirror'
import { usePacksStore } from './packs'
import { restoreSheet } from './sheetStore'
import { bothLanguages, type Entry, type SessionCore } from './session-core'
import type { SessionBoard } from './session-board'
import type { logOf } from './session-log'
import type { JobQueue } from './session-queue'
import type { tabsOf } from './session-tabs'
import type { SessionWriter } from './session-write'

/** What opening a game needs of the rest of the session. */
export interface OpenerDeps {
  serial: JobQueue['serial']
  tabs: ReturnType<typeof tabsOf>
  board: SessionBoard
  log: ReturnType<typeof logOf>
  w: SessionWriter
  close(): void
}

/** A saved game opened (its stored state resumed) or a new one created: the module loaded, the game shown, the tab's lock asked for. */
export function openerOf(c: SessionCore, { serial, tabs, board, log, w, close }: OpenerDeps) {
  const { module, row, state, entries, redoStack, lastEntry, alerts, loaded, readOnly } = c
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

  /** The game `r` is shown: its row, state and redo list, no log read yet, its board sheet as it was left. */
  function showRow(r: GameRow) {
    row.value = r
    state.value = r.state
    redoStack.value = r.redo as Entry[]
    entries.value = null
    lastEntry.value = null
    alerts.value = []
    board.boardStep.value = null
    board.sheet.value = restoreSheet(r.id, r.lastSeq)
  }

  /**
   * A state stored by another version of the game's state shape is not trusted: it is refolded
   * from the log and rewritten (by the tab that may write; a follower shows it all the same).
   */
  async function refoldStale(m: LoadedGame, r: GameRow, gen: number): Promise<boolean> {
    await bothLanguages(c)
    const all = await log.ensureEntries()
    const s = foldEntries(m.rules, all)
    const fresh = w.nextRow(r, r.lastSeq, s, r.redo as Entry[])
    fresh.updatedAt = r.updatedAt
    state.value = s
    row.value = fresh
    readOnly.value = !(await tabs.claim(r.id, gen))
    if (gen !== c.generation) return false
    loaded.value = true
    afterShown(m)
    if (!readOnly.value) await w.persist(() => repo.putRow(fresh))
    return true
  }

  /**
   * Resume a saved game from its stored state (no replay of the log). A state stored by another
   * version of the game's state shape is not trusted: it is refolded from the log and rewritten.
   */
  async function open(id: string): Promise<boolean> {
    return serial(async () => {
      if (row.value?.id === id && state.value) return true
      if (row.value) close()
      const gen = c.generation
      const r = await repo.getGame(id)
      if (!r || gen !== c.generation) return false
      rememberKind(r.id, r.game)
      const m = await useModule(r.game)
      if (gen !== c.generation) return false
      showRow(r)
      if (r.stateVersion !== m.rules.stateVersion) return refoldStale(m, r, gen)
      loaded.value = true
      afterShown(m)
      // The table shows while the one-writer lock is asked for (it can take a moment on a cold
      // start); commands queue behind this job, so none runs before the tab knows it may write.
      const mine = await tabs.claim(id, gen)
      if (gen !== c.generation) return false
      readOnly.value = !mine
      return true
    })
  }

  /** Create a game of `kind` from its setup form's answers (the setup command is its first entry). */
  async function create(kind: string, o: { name: string; seed: string; setup: unknown }): Promise<Result<string>> {
    return serial(async () => {
      const m = await useModule(kind)
      await bothLanguages(c)
      const cmd = m.rules.setupCommand(o.setup)
      const r = step(m.rules, o.seed, m.rules.initialState(), 1, JSON.parse(JSON.stringify(cmd)) as Command)
      if (!r.ok) return r
      const now = nowIso()
      const base: GameRow = {
        id: randomId(), game: kind, name: o.name, seed: o.seed, createdAt: now, updatedAt: now,
        lastSeq: 1, state: null, redo: [], summary: null, rulesVersion: 0, stateVersion: 0,
      }
      const newRow = { ...w.nextRow(base, 1, r.value.state, []), updatedAt: now }
      const failed = await w.persist(() => repo.createGame(newRow, [r.value.entry]))
      if (failed) return { ok: false as const, error: failed }
      if (row.value) close()
      const gen = c.generation
      module.value = m
      rememberKind(newRow.id, kind)
      mirrorTouch(newRow.id, 1)
      const mine = await tabs.claim(newRow.id, gen)
      // Created, but the players left before it opened: it is in the list, not held open.
      if (gen !== c.generation) return { ok: true as const, value: newRow.id }
      readOnly.value = !mine
      row.value = newRow
      state.value = r.value.state
      entries.value = [r.value.entry]
      redoStack.value = []
      board.boardStep.value = null
      board.sheet.value = emptySheet()
      loaded.value = true
      afterShown(m)
      // The setup is a command like any other: its alerts, and what the owner told the app at
      // setup (facts remembered on the device) reach the module as any commit's do.
      alerts.value = []
      w.committed(r.value.entry)
      return { ok: true as const, value: newRow.id }
    })
  }

  return { open, create }
}
