import type { EntryRow, GameMeta, GameRow, SnapshotRow } from './db'
import { entryRange, open, rawWrite, ready, split } from './repo'

/**
 * The database's rarer reads and writes (src/db/repo.ts has the everyday ones): the self-check's
 * scan and repair, an export's read. Loaded with the code that uses
 * them (the self-check, the import and export), not with the games list.
 */

/** What the self-check reads of a game (src/db/check.ts), in one read transaction. */
export interface GameScan {
  meta: GameMeta | undefined
  snap: SnapshotRow | undefined
  /** Entries stored for the game, and the first and last of their keys' sequence numbers. */
  count: number
  first: unknown
  last: unknown
  /** Every entry row (only when asked for). */
  entries?: EntryRow[]
}

/** Read what the self-check needs: the rows, how many entries and their first and last numbers, and (`entries`) the whole log. */
export async function scanGame(id: string, o: { entries?: boolean } = {}): Promise<GameScan> {
  const { db } = await ready()
  if (!db.isOpen()) await db.open()
  const idb = db.backendDB()
  return new Promise((resolve, reject) => {
    const tx = idb.transaction(['games', 'snapshots', 'entries'], 'readonly')
    const store = tx.objectStore('entries')
    const meta = tx.objectStore('games').get(id) as IDBRequest<GameMeta | undefined>
    const snap = tx.objectStore('snapshots').get(id) as IDBRequest<SnapshotRow | undefined>
    const count = store.count(entryRange(id))
    const first = store.openKeyCursor(entryRange(id), 'next')
    const last = store.openKeyCursor(entryRange(id), 'prev')
    const all = o.entries ? (store.getAll(entryRange(id)) as IDBRequest<EntryRow[]>) : null
    const seqOf = (c: IDBRequest<IDBCursor | null>) => (c.result ? (c.result.key as [string, unknown])[1] : null)
    tx.oncomplete = () => resolve({ meta: meta.result, snap: snap.result, count: count.result, first: seqOf(first), last: seqOf(last), ...(all ? { entries: all.result } : {}) })
    tx.onabort = () => reject(tx.error ?? new DOMException('The read was aborted.', 'AbortError'))
  })
}

/**
 * Write a game repaired by the self-check: its metadata and snapshot rows, and its log cut after
 * `row.lastSeq` (entries beyond it, whatever their keys, deleted), in one transaction.
 */
export async function writeRepaired(row: GameRow): Promise<void> {
  const { db } = await open()
  if (!db.isOpen()) await db.open()
  const { meta, snap } = split(row)
  await rawWrite(db, (tx) => {
    tx.objectStore('entries').delete(IDBKeyRange.bound([row.id, row.lastSeq], [row.id, []], true, false))
    tx.objectStore('snapshots').put(snap)
    tx.objectStore('games').put(meta)
  })
}


/**
 * A game as an export reads it: its metadata, its snapshot (undefined when the row is missing)
 * and its whole log, in one read transaction (two reads could straddle a command written between
 * them: a file whose commands and undone commands did not belong together).
 */
export async function exportGame(id: string): Promise<{ meta: GameMeta; snap: SnapshotRow | undefined; entries: EntryRow['entry'][] } | undefined> {
  const { db } = await ready()
  if (!db.isOpen()) await db.open()
  const idb = db.backendDB()
  return new Promise((resolve, reject) => {
    const tx = idb.transaction(['games', 'snapshots', 'entries'], 'readonly')
    const meta = tx.objectStore('games').get(id) as IDBRequest<GameMeta | undefined>
    const snap = tx.objectStore('snapshots').get(id) as IDBRequest<SnapshotRow | undefined>
    const rows = tx.objectStore('entries').getAll(entryRange(id)) as IDBRequest<EntryRow[]>
    tx.oncomplete = () => resolve(meta.result ? { meta: meta.result, snap: snap.result, entries: rows.result.map((r) => r.entry) } : undefined)
    tx.onabort = () => reject(tx.error ?? new DOMException('The read was aborted.', 'AbortError'))
  })
}
