/**
 * A guest's copy of the host's game (src/shell/live/guest.ts): each change the host sent, written to
 * this phone's row and log in IndexedDB (`src/db/repo.ts`), through the session when the game is
 * open here (so it is shown as a tap's).
 */
import { foldEntries, foldEvents, type AnyRules } from '@/core'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { REDO_CAP } from '@/db/limits'
import { loadGame } from '@/app/registry'
import { go, gamePath, route } from '@/shell/router'
import { nowIso } from '@/stores/ids'
import type { RemoteStep, SessionStore } from '@/stores/session'
import type { Entry, GuestStep } from './protocol'
import type { GameMeta } from './table-context'

export type Change = GuestStep['changes'][number]

/** The change of the log a guest writes, from the log it holds (`all`, `redo`) and its state then. */
export function stepFor(c: Change, all: Entry[], redo: Entry[], before: unknown, rules: AnyRules): RemoteStep {
  const fold = (entries: Entry[]) => foldEntries(rules, entries)
  // A catch-up rewrites the copy's whole log (rare; this tab holds the game, so no other writes it).
  if (c.k === 'sync') {
    const entries = [...all.slice(0, c.base.seq), ...c.entries]
    return { entries, redo: c.redo.slice(0, REDO_CAP), state: fold(entries), kind: 'command', write: (next) => repo.replaceGame(next, entries) }
  }
  const op = c.op
  if (op.k === 'undo') {
    const entries = all.slice(0, op.to)
    return { entries, redo: [...all.slice(op.to), ...redo].slice(0, REDO_CAP), state: fold(entries), kind: 'undo', write: (next, cur) => repo.truncateEntries(next, cur.lastSeq) }
  }
  if (op.k === 'replace') {
    const entries = [...all.slice(0, -1), op.entry]
    return { entries, redo: [], state: fold(entries), kind: 'command', entry: op.entry, write: (next) => repo.replaceLastEntry(next, op.entry) }
  }
  const entries = [...all, op.entry]
  const state = before !== null && before !== undefined && all.length === op.entry.seq - 1 ? foldEvents(rules, before, op.entry.events) : fold(entries)
  return {
    entries, redo: op.k === 'redo' ? redo.slice(1) : [], state, kind: op.k === 'redo' ? 'redo' : 'command', ...(op.k === 'do' ? { entry: op.entry } : {}),
    write: (next, cur) => repo.appendEntry(next, op.entry, cur.lastSeq),
  }
}

/**
 * Write one change of the log to this phone's copy of game `id`, and show it when the game is open
 * here. Without a copy yet (`hasCopy` false) only a catch-up can be written: it creates the copy
 * (`on.created`) and opens it (`on.opened`). False when the change could not be written.
 */
export async function writeChange(
  session: SessionStore, c: Change, id: string, meta: GameMeta, hasCopy: boolean, on: { created(): void; opened(): void },
): Promise<boolean> {
  try {
    const m = await loadGame(meta.game)
    if (!hasCopy) {
      if (c.k !== 'sync') return false
      const entries = c.entries
      const state = foldEntries(m.rules, entries)
      const now = nowIso()
      const row: GameRow = {
        ...meta, updatedAt: now, lastSeq: entries.length, state, redo: c.redo.slice(0, REDO_CAP) as GameRow['redo'],
        summary: m.listSummary(state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
      }
      await repo.createGame(row, entries)
      on.created()
      if (route.value.name !== 'game' || route.value.id !== id) go(gamePath(id))
      await session.open(id)
      on.opened()
      return true
    }
    if (session.row?.id === id) {
      const r = await session.applyRemote((all, redo) => stepFor(c, all as Entry[], redo as Entry[], session.row?.lastSeq === all.length ? session.state : null, m.rules))
      if (!r.ok) console.warn('live: the session refused a change', r.error)
      return r.ok
    }
    // The game is not open on this phone now: its copy is kept up to date all the same.
    const cur = await repo.getGame(id)
    if (!cur) return false
    const st = stepFor(c, (await repo.loadEntries(id)) as Entry[], cur.redo as Entry[], cur.state, m.rules)
    const lastSeq = st.entries.length
    const next: GameRow = {
      ...cur, lastSeq, state: st.state, redo: st.redo.slice(0, REDO_CAP) as GameRow['redo'], updatedAt: nowIso(),
      summary: m.listSummary(st.state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
    }
    await st.write(next, cur)
    return true
  } catch (e) {
    console.warn('live: write failed', e)
    return false
  }
}
