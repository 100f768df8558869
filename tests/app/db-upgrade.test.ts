/**
 * DB-UPG: each Dexie schema version opens a database written by the previous one. The fixture
 * `tests/fixtures/db/v1-two-games.json` was written by the app at schema 1 (commit da8dc5c: two
 * saved games — a base game and an Innsmouth game — with their logs, a setting and a card note),
 * so the upgrade is tested against what the old code really stored, old state snapshots included.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { db, DB_NAME, LedgerDB, SCHEMA_V1, type GameRow } from '@/db/db'
import { foldEntries } from '@/core'
import { ah2e } from '@/games/ah2e/rules'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
interface V1Dump {
  games: (Record<string, unknown> & { id: string; lastSeq: number; state: unknown })[]
  entries: { gameId: string; seq: number; entry: { seq: number; command: { type: string }; events: { type: string }[] } }[]
  settings: { key: string; value: unknown }[]
  notes: { id: string; text: string }[]
}
const dump = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/db/v1-two-games.json'), 'utf8')) as V1Dump

/** Write the fixture with a schema-1 database, as the old app did. */
async function writeV1(name: string): Promise<void> {
  const old = new Dexie(name)
  old.version(1).stores(SCHEMA_V1)
  await old.open()
  await old.table('games').bulkAdd(dump.games)
  await old.table('entries').bulkAdd(dump.entries)
  await old.table('settings').bulkAdd(dump.settings)
  await old.table('notes').bulkAdd(dump.notes)
  old.close()
}

describe('DB-UPG schema upgrades', () => {
  const name = 'upgrade-test'
  afterEach(async () => {
    await Dexie.delete(name)
  })

  it('DB-UPG-01 1 → 2: every row, entry, setting and note survives; rows get version 0 and no list line', async () => {
    await writeV1(name)
    const v2 = new LedgerDB(name)
    await v2.open()
    expect(v2.verno).toBe(2)
    const rows = await v2.games.toArray()
    expect(rows.map((r) => r.id).sort()).toEqual(dump.games.map((g) => g.id).sort())
    for (const r of rows) {
      expect(r.rulesVersion).toBe(0)
      expect(r.stateVersion).toBe(0)
      expect(r.summary).toBeNull()
      const old = dump.games.find((g) => g.id === r.id)!
      expect(r.state).toEqual(old.state)
      expect(r.lastSeq).toBe(old.lastSeq)
    }
    expect(await v2.entries.count()).toBe(dump.entries.length)
    expect(await v2.settings.get('locale')).toEqual({ key: 'locale', value: 'pl' })
    expect(await v2.notes.count()).toBe(dump.notes.length)
    v2.close()
  })
})

describe('DB-UPG the app on an upgraded database', () => {
  beforeEach(async () => {
    db.close()
    await Dexie.delete(DB_NAME)
    await writeV1(DB_NAME)
    await db.open()
    setActivePinia(createPinia())
  })

  it('DB-UPG-02 an old snapshot is not trusted: opening the game refolds it from the log and rewrites the row with the versions', async () => {
    const id = dump.games[1].id
    const entries = dump.entries.filter((e) => e.gameId === id).map((e) => e.entry)
    // Make the stored snapshot visibly stale: the refold must not read it.
    await db.games.update(id, { state: { stale: true } })
    const game = useSessionStore()
    expect(await game.open(id)).toBe(true)
    const expected = foldEntries(ah2e, entries as never)
    expect(game.state).toEqual(expected)
    const row = (await db.games.get(id)) as GameRow
    expect(row.state).toEqual(expected)
    expect(row.stateVersion).toBe(ah2e.stateVersion)
    expect(row.rulesVersion).toBe(ah2e.rulesVersion)
    expect(row.summary?.parts.length).toBeGreaterThan(0)
    // and play goes on from there
    const r = await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })
    expect(r.ok || (!r.ok && r.error.code !== 'app/storage-failed')).toBe(true)
  })

  it('DB-UPG-03 the games list writes the missing list lines (refolded by each game\'s module) and shows them', async () => {
    const list = useGamesStore()
    await list.refresh()
    await expect.poll(async () => (await db.games.toArray()).every((r) => r.summary !== null), { timeout: 5000 }).toBe(true)
    for (const r of await db.games.toArray()) {
      const entries = dump.entries.filter((e) => e.gameId === r.id).map((e) => e.entry)
      expect(r.state).toEqual(foldEntries(ah2e, entries as never))
      expect(r.summary!.parts[0].pl.length).toBeGreaterThan(0)
      expect(r.stateVersion).toBe(ah2e.stateVersion)
    }
    expect(list.games.every((g) => g.summary !== null)).toBe(true)
  })
})
