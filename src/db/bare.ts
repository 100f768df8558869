import type { GameMeta } from './db'

/**
 * The games list read with the bare IndexedDB API, without Dexie (issue #29): the list is the cold
 * visit's first screen, and Dexie (~30 KB gzip, one long evaluation at 4×) is needed only to write,
 * to read a log, or to create or upgrade the database. Dexie stays the only one that creates or
 * upgrades it: this read opens the database without a version, and reads only when it finds exactly
 * the version and stores that Dexie's current schema leaves (`SCHEMA_VERSION`, checked against
 * src/db/db.ts by tests/app/bare-list.test.ts). Anything else (an older database waiting for its
 * upgrade, a newer one, a missing store or index, any failure) answers null: the caller then reads
 * through Dexie, which upgrades first. No database at all is an empty list (nothing to upgrade);
 * the version change that would create it is aborted, so Dexie creates it later with its schema.
 */

export const DB_NAME = 'mythos-ledger'
/** The last `this.version(n)` of `LedgerDB` (src/db/db.ts). */
export const SCHEMA_VERSION = 3
/** IndexedDB's version of a Dexie schema version (Dexie stores `n × 10`). */
export const IDB_VERSION = SCHEMA_VERSION * 10

/** The saved games, newest first (as `repo.listGames`), or null when only Dexie may read them. */
export function bareListGames(name = DB_NAME): Promise<GameMeta[] | null> {
  return bareRead<GameMeta[]>(name, [], 'games', (store, done) => {
    if (!store.indexNames.contains('updatedAt')) return done(null)
    const all = store.index('updatedAt').getAll()
    all.onsuccess = () => done((all.result as GameMeta[]).reverse())
  })
}

/**
 * The stored settings by key, but the content packs (`pack:…`, read when a game needs them), or null
 * when only Dexie may read them; none with no database. For a page that public/early-read.js did
 * not read them for (it gives none when there is no database yet).
 */
export function bareSettings(name = DB_NAME): Promise<Record<string, unknown> | null> {
  return bareRead<Record<string, unknown>>(name, {}, 'settings', (store, done) => {
    const before = store.getAll(IDBKeyRange.upperBound('pack:', true))
    const after = store.getAll(IDBKeyRange.lowerBound('pack;'))
    after.onsuccess = () => {
      const out: Record<string, unknown> = {}
      for (const s of (before.result as { key: string; value: unknown }[]).concat(after.result)) out[s.key] = s.value
      done(out)
    }
  })
}

/**
 * One read-only transaction on one store of the database at the current schema: `read` issues its
 * requests and calls `done` with the answer. `none` when there is no database (not created here);
 * null on anything else (another version, a missing store, a failed request).
 */
function bareRead<T>(name: string, none: T, storeName: string, read: (store: IDBObjectStore, done: (v: T | null) => void) => void): Promise<T | null> {
  return new Promise((resolve) => {
    let fresh = false
    let req: IDBOpenDBRequest
    try {
      if (typeof indexedDB === 'undefined') return resolve(null)
      req = indexedDB.open(name)
    } catch {
      return resolve(null)
    }
    req.onupgradeneeded = (e) => {
      // No database yet (version 0): nothing saved. Not created here (Dexie creates it with its schema).
      fresh = e.oldVersion === 0
      req.transaction?.abort()
    }
    req.onerror = (e) => {
      e.preventDefault()
      resolve(fresh ? none : null)
    }
    req.onblocked = () => resolve(null)
    req.onsuccess = () => {
      const db = req.result
      try {
        if (db.version !== IDB_VERSION || !db.objectStoreNames.contains(storeName)) throw new Error('not the current schema')
        const tx = db.transaction(storeName, 'readonly')
        // A failed request aborts the transaction: the answer is then null.
        tx.onabort = () => resolve(null)
        read(tx.objectStore(storeName), resolve)
      } catch {
        resolve(null)
      } finally {
        db.close() // takes effect once the read is done
      }
    }
  })
}
