/**
 * DB-UPG: each Dexie schema version opens a database written by the previous one. The fixtures were
 * written by the app itself at that version, so the upgrades are tested against what the old code
 * really stored, old state snapshots included:
 * - `tests/fixtures/db/v1-two-games.json`: schema 1 (app 0.1, commit da8dc5c): a base game and an
 *   Innsmouth game with their logs, a setting and a card note;
 * - `tests/fixtures/db/v2-two-games.json`: schema 2 (commit 9a1f78c): a base game with two undone
 *   commands and an Innsmouth game, a setting and a note.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { db, DB_NAME, LedgerDB, REDO_CAP, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, upgradeToV2, upgradeToV3 } from '@/db/db'
import { foldEntries } from '@/core'
import { ah2e } from '@/games/ah2e/rules'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { storedRow } from './helpers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
interface Dump {
  games: (Record<string, unknown> & { id: string; lastSeq: number; state?: unknown; redo?: unknown[]; name: string })[]
  entries: { gameId: string; seq: number; entry: { seq: number; command: { type: string }; events: { type: string }[] } }[]
  settings: { key: string; value: unknown }[]
  notes: { id: string; text: string }[]
}
const read = (f: string) => JSON.parse(readFileSync(path.join(root, 'tests/fixtures/db', f), 'utf8')) as Dump
const v1 = read('v1-two-games.json')
const v2 = read('v2-two-games.json')

/** The app's database as it was at `version` (its schemas and upgrades up to there). */
function dbAt(name: string, version: 1 | 2 | 3): Dexie {
  const d = new Dexie(name)
  d.version(1).stores(SCHEMA_V1)
  if (version >= 2) d.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2)
  if (version >= 3) d.version(3).stores(SCHEMA_V3).upgrade(upgradeToV3)
  return d
}

/** Write a dump with the database of its version, as the old app did. */
async function write(name: string, version: 1 | 2, dump: Dump): Promise<void> {
  const old = dbAt(name, version)
  await old.open()
  await old.table('games').bulkAdd(dump.games)
  await old.table('entries').bulkAdd(dump.entries)
  await old.table('settings').bulkAdd(dump.settings)
  await old.table('notes').bulkAdd(dump.notes)
  old.close()
}

describe('DB-UPG each upgrade from a database the previous version wrote', () => {
  const name = 'upgrade-test'
  afterEach(async () => {
    await Dexie.delete(name)
  })

  it('DB-UPG-01 1 → 2: every row, entry, setting and note survives; rows get version 0 and no list line', async () => {
    await write(name, 1, v1)
    const at2 = dbAt(name, 2)
    await at2.open()
    expect(at2.verno).toBe(2)
    const rows = await at2.table('games').toArray()
    expect(rows.map((r) => r.id).sort()).toEqual(v1.games.map((g) => g.id).sort())
    for (const r of rows) {
      expect(r.rulesVersion).toBe(0)
      expect(r.stateVersion).toBe(0)
      expect(r.summary).toBeNull()
      const old = v1.games.find((g) => g.id === r.id)!
      expect(r.state).toEqual(old.state)
      expect(r.lastSeq).toBe(old.lastSeq)
    }
    expect(await at2.table('entries').count()).toBe(v1.entries.length)
    expect(await at2.table('settings').get('locale')).toEqual({ key: 'locale', value: 'pl' })
    expect(await at2.table('notes').count()).toBe(v1.notes.length)
    at2.close()
  })

  it('DB-UPG-04 2 → 3: state and redo move to snapshots; the list rows keep everything else; nothing else changes', async () => {
    await write(name, 2, v2)
    const now = new LedgerDB(name)
    await now.open()
    expect(now.verno).toBe(3)
    for (const old of v2.games) {
      const meta = (await now.games.get(old.id)) as unknown as Record<string, unknown>
      expect(meta).not.toHaveProperty('state')
      expect(meta).not.toHaveProperty('redo')
      const { state: _s, redo: _r, ...rest } = old
      expect(meta).toEqual(rest)
      expect(await now.snapshots.get(old.id)).toEqual({ id: old.id, state: old.state, redo: old.redo })
    }
    expect(v2.games.some((g) => (g.redo?.length ?? 0) > 0)).toBe(true)
    expect((await now.entries.toArray()).length).toBe(v2.entries.length)
    expect(await now.settings.toArray()).toEqual(v2.settings)
    expect(await now.notes.toArray()).toEqual(v2.notes)
    now.close()
  })

  it('DB-UPG-05 2 → 3 keeps at most REDO_CAP undone commands (the next to redo first)', async () => {
    const big = structuredClone(v2)
    const g = big.games.find((x) => (x.redo?.length ?? 0) > 0)!
    g.redo = Array.from({ length: REDO_CAP + 40 }, (_, i) => ({ ...(g.redo![0] as object), seq: 1000 + i }))
    await write(name, 2, big)
    const now = new LedgerDB(name)
    await now.open()
    const snap = await now.snapshots.get(g.id)
    expect(snap?.redo.length).toBe(REDO_CAP)
    expect(snap?.redo[0]).toEqual(g.redo[0])
    now.close()
  })
})

describe('DB-UPG the app on an upgraded database', () => {
  async function startFrom(version: 1 | 2, dump: Dump) {
    db.close()
    await Dexie.delete(DB_NAME)
    await write(DB_NAME, version, dump)
    await db.open()
    setActivePinia(createPinia())
  }
  beforeEach(() => setActivePinia(createPinia()))

  it('DB-UPG-02 an old snapshot is not trusted: opening the game refolds it from the log and rewrites the row with the versions', async () => {
    const stale = structuredClone(v1)
    const id = stale.games[1].id
    // Make the stored snapshot visibly stale: the refold must not read it.
    stale.games[1].state = { stale: true }
    await startFrom(1, stale)
    const entries = v1.entries.filter((e) => e.gameId === id).map((e) => e.entry)
    const game = useSessionStore()
    expect(await game.open(id)).toBe(true)
    const expected = foldEntries(ah2e, entries as never)
    expect(game.state).toEqual(expected)
    const row = (await storedRow(id))!
    expect(row.state).toEqual(expected)
    expect(row.stateVersion).toBe(ah2e.stateVersion)
    expect(row.rulesVersion).toBe(ah2e.rulesVersion)
    expect(row.summary?.parts.length).toBeGreaterThan(0)
    // and play goes on from there
    const r = await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })
    expect(r.ok || (!r.ok && r.error.code !== 'app/storage-failed')).toBe(true)
  })

  it('DB-UPG-03 the games list writes the missing list lines (refolded by each game\'s module) and shows them', async () => {
    await startFrom(1, v1)
    const list = useGamesStore()
    await list.refresh()
    await expect.poll(async () => (await db.games.toArray()).every((r) => r.summary !== null), { timeout: 20_000 }).toBe(true)
    for (const r of await db.games.toArray()) {
      const entries = v1.entries.filter((e) => e.gameId === r.id).map((e) => e.entry)
      expect((await storedRow(r.id))!.state).toEqual(foldEntries(ah2e, entries as never))
      expect(r.summary!.parts[0].pl.length).toBeGreaterThan(0)
      expect(r.stateVersion).toBe(ah2e.stateVersion)
    }
    expect(list.games.every((g) => g.summary !== null)).toBe(true)
  })

  it('DB-UPG-06 a game saved at schema 2 opens at schema 3 with its redo stack, and redo works', async () => {
    await startFrom(2, v2)
    const base = v2.games.find((g) => (g.redo?.length ?? 0) > 0)!
    const game = useSessionStore()
    expect(await game.open(base.id)).toBe(true)
    expect(game.redoStack.length).toBe(base.redo!.length)
    expect((await game.redo()).ok).toBe(true)
    expect(game.row?.lastSeq).toBe(base.lastSeq + 1)
  })
})
