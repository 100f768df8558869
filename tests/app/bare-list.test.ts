/**
 * BARE (issue #29): the games list of a cold visit is read with the bare IndexedDB API
 * (src/db/bare.ts), without loading Dexie. Dexie stays the only one that creates or upgrades the
 * database: the bare read reads only a database at exactly Dexie's current schema, answers an empty
 * list (creating nothing) when there is none, and leaves every other database (an old one waiting
 * for its upgrade, a newer one) to Dexie, which upgrades it before the list is read.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { IDBFactory } from 'fake-indexeddb'
import { createPinia, setActivePinia } from 'pinia'
import { DB_NAME, LedgerDB, SCHEMA_V1, SCHEMA_V2, upgradeToV2, type GameMeta } from '@/db/db'
import { bareListGames, bareSettings, IDB_VERSION, SCHEMA_VERSION } from '@/db/bare'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const v2 = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/db/v2-two-games.json'), 'utf8')) as { games: (GameMeta & { state?: unknown; redo?: unknown })[] }

const meta = (id: string, updatedAt: string): GameMeta => ({
  id, game: 'ah2e', name: `Game ${id}`, seed: id, createdAt: '2026-11-20T10:00:00.000Z', updatedAt, lastSeq: 3,
  summary: { parts: [{ pl: 'a', en: 'a' }], status: { pl: 'b', en: 'b' }, ended: false }, rulesVersion: 1, stateVersion: 1,
})

describe('BARE the games list without Dexie', () => {
  const name = 'bare-list-test'
  afterEach(async () => {
    await Dexie.delete(name)
  })

  it('BARE-01 the bare read knows the schema Dexie declares last (db.ts): the same version, as IndexedDB stores it', async () => {
    const d = new LedgerDB(name)
    expect(d.verno).toBe(SCHEMA_VERSION)
    await d.open()
    expect(d.backendDB().version).toBe(IDB_VERSION)
    d.close()
  })

  it('BARE-02 on a database at the current schema it reads what Dexie reads, newest first (ties in the same order)', async () => {
    const d = new LedgerDB(name)
    await d.games.bulkAdd([meta('b', '2026-11-21T10:00:00.000Z'), meta('a', '2026-11-22T10:00:00.000Z'), meta('c', '2026-11-21T10:00:00.000Z'), meta('d', '2026-11-19T10:00:00.000Z')])
    const viaDexie = await d.games.orderBy('updatedAt').reverse().toArray()
    d.close()
    const bare = await bareListGames(name)
    expect(bare).toEqual(viaDexie)
    expect(bare?.map((g) => g.id)).toEqual(['a', 'c', 'b', 'd'])
  })

  it('BARE-03 with no database it answers an empty list and creates none (Dexie creates it later with its schema)', async () => {
    const real = globalThis.indexedDB
    const fresh = new IDBFactory()
    globalThis.indexedDB = fresh
    try {
      expect(await bareListGames()).toEqual([])
      expect(await fresh.databases()).toEqual([])
    } finally {
      globalThis.indexedDB = real
    }
  })

  it.each([1, 2] as const)('BARE-04 a database of schema %i (waiting for its upgrade) is not read: null, and left as it was', async (version) => {
    const old = new Dexie(name)
    old.version(1).stores(SCHEMA_V1)
    if (version >= 2) old.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2)
    await old.open()
    await old.table('games').bulkAdd(v2.games)
    old.close()
    expect(await bareListGames(name)).toBeNull()
    const again = new Dexie(name)
    await again.open()
    expect(again.verno).toBe(version)
    again.close()
  })

  it('BARE-05 a newer database (a later schema) is not read either', async () => {
    const d = new LedgerDB(name)
    await d.open()
    d.close()
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(name, IDB_VERSION + 10)
      r.onupgradeneeded = () => r.result.createObjectStore('later')
      r.onsuccess = () => (r.result.close(), resolve())
      r.onerror = () => reject(r.error)
    })
    expect(await bareListGames(name)).toBeNull()
  })
})

describe('BARE the app reads an old database through Dexie, upgraded first', () => {
  it('BARE-06 the games store on a schema-2 database before Dexie is loaded: Dexie upgrades it, then the list shows every game', async () => {
    const { db } = await import('@/db/db')
    // Closed as a page that has not opened it yet (its first use opens it, upgrading first).
    db.close({ disableAutoOpen: false })
    await Dexie.delete(DB_NAME)
    const old = new Dexie(DB_NAME)
    old.version(1).stores(SCHEMA_V1)
    old.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2)
    await old.open()
    await old.table('games').bulkAdd(v2.games)
    old.close()
    setActivePinia(createPinia())
    const { useGamesStore } = await import('@/stores/games')
    const store = useGamesStore()
    await store.refresh()
    expect(store.games.map((g) => g.id).sort()).toEqual(v2.games.map((g) => g.id).sort())
    for (const g of store.games) expect(g).not.toHaveProperty('state')
    expect(db.verno).toBe(SCHEMA_VERSION)
    expect(db.backendDB().version).toBe(IDB_VERSION)
  })
})

describe('BARE the settings without Dexie', () => {
  const name = 'bare-settings-test'
  afterEach(async () => {
    await Dexie.delete(name)
  })

  it('BARE-07 the stored settings but the content packs; none with no database (and none created); null for an old database', async () => {
    const d = new LedgerDB(name)
    await d.settings.bulkAdd([{ key: 'theme', value: 'light' }, { key: 'locale', value: 'en' }, { key: 'pack:ah2e', value: { big: true } }, { key: 'keepAwake', value: false }])
    d.close()
    expect(await bareSettings(name)).toEqual({ theme: 'light', locale: 'en', keepAwake: false })
    const real = globalThis.indexedDB
    const fresh = new IDBFactory()
    globalThis.indexedDB = fresh
    try {
      expect(await bareSettings()).toEqual({})
      expect(await fresh.databases()).toEqual([])
    } finally {
      globalThis.indexedDB = real
    }
    await Dexie.delete(name)
    const old = new Dexie(name)
    old.version(1).stores(SCHEMA_V1)
    await old.open()
    await old.table('settings').add({ key: 'theme', value: 'light' })
    old.close()
    expect(await bareSettings(name)).toBeNull()
  })
})
