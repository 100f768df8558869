import type { EntryRow, GameMeta, GameRow, LedgerDB, SnapshotRow } from './db'
import { GameGoneError, StaleGameError } from './errors'
import type {} from './early-read'
import { afterScreen, afterScreenQuiet } from '@/shell/idle'
import { bareListGames, bareSettings } from './bare'

/**
 * Persistence of games. Every write is one transaction; the UI shows a command done only after it commits.
 * Dexie is loaded on first use, so the app shell paints without waiting for it (initial bundle budget).
 */
let dbPromise: Promise<{ db: LedgerDB; Dexie: typeof import('dexie').default }> | null = null
/** The database layer once loaded: a tap's write is then issued synchronously (before the view's render, which it overlaps). */
let dbReady: { db: LedgerDB; Dexie: typeof import('dexie').default } | null = null
/** The database (Dexie and the schema loaded on first use). For `repo-more.ts`. */
export function open() {
  dbPromise ??= Promise.all([import('./db'), import('dexie')]).then(([m, d]) => {
    // Every connection (Dexie reopens by itself): the browser closing it is the database lost.
    m.db.on('ready', () => watchClose(m.db.isOpen() ? m.db.backendDB() : undefined), true)
    return (dbReady = { db: m.db, Dexie: d.default })
  })
  return dbPromise
}

const lostListeners = new Set<() => void>()
/**
 * Called when the browser closes the database's connection by itself (the IndexedDB «close»
 * event, never sent for the app's own `close()`): it removed the origin's data (Chromium evicts it
 * after a write failed for a full disk), or the database broke. The games are no longer there.
 */
export function onDatabaseLost(f: () => void): () => void {
  lostListeners.add(f)
  return () => lostListeners.delete(f)
}
const watched = new WeakSet<IDBDatabase>()
function watchClose(idb: IDBDatabase | undefined) {
  if (!idb || watched.has(idb)) return
  watched.add(idb)
  idb.addEventListener('close', () => {
    for (const f of lostListeners) f()
  })
}

/**
 * Open the database afresh when its connection is not open (the browser closed it after a failed
 * write, and Dexie keeps the failure of reopening it while the disk was still full).
 */
export async function reopen(): Promise<void> {
  const { db } = await open()
  if (db.isOpen()) return
  db.close({ disableAutoOpen: false })
  await db.open()
}

/**
 * The saved games, newest first, without their states and redo stacks (the list reads only this).
 * Until Dexie is loaded, read with the bare IndexedDB API when the database is at Dexie's current
 * schema (./bare.ts): the games list of a cold visit then shows without loading Dexie at all.
 */
export async function listGames(): Promise<GameMeta[]> {
  if (!dbPromise) {
    const bare = await bareListGames()
    if (bare) return bare
  }
  const { db } = await open()
  return db.games.orderBy('updatedAt').reverse().toArray()
}

/** A game as stored in two rows: its metadata and its snapshot. */
export function split(row: GameRow): { meta: GameMeta; snap: SnapshotRow } {
  return { meta: metaOf(row), snap: snapshotOf(row) }
}
const snapshotOf = (row: GameRow): SnapshotRow => ({ id: row.id, state: row.state, redo: row.redo })
function metaOf(row: GameRow): GameMeta {
  const { state: _state, redo: _redo, ...meta } = row
  return meta
}
const join = (meta: GameMeta | undefined, snap: SnapshotRow | undefined): GameRow | undefined =>
  meta && snap ? { ...meta, state: snap.state, redo: snap.redo } : undefined

/** Games whose snapshot row was missing when read (the session refolded them from their log): the self-check says so once. */
export const readWithoutSnapshot = new Set<string>()

/**
 * Read a whole game (its metadata and snapshot) in one transaction. A game whose snapshot row is
 * missing is still the game (its log holds it): it is read with no state and the state version
 * -1, which the session never trusts (it refolds the state from the log and writes the row).
 */
async function readGame(db: LedgerDB, id: string): Promise<GameRow | undefined> {
  return db.transaction('r', db.games, db.snapshots, async () => {
    const [meta, snap] = await Promise.all([db.games.get(id), db.snapshots.get(id)])
    if (meta && !snap) {
      readWithoutSnapshot.add(id)
      return { ...meta, state: null, redo: [], stateVersion: -1 }
    }
    return join(meta, snap)
  })
}

const prefetched = new Map<string, Promise<GameRow | undefined>>()

/**
 * Start loading (when the URL names a game) its row before the app mounts, so resume overlaps with
 * the first render. The row read by `public/early-read.js` (bare IndexedDB, started before the
 * app's code was even compiled) is used when there is one; Dexie then loads just after the first
 * frames, as it is only needed for writes and the log. The prefetched row is handed out once (and
 * returned, so the caller can start loading the game's module).
 */
export function warmUp(gameId: string | null): Promise<GameRow | undefined> | null {
  const early = globalThis.__ledgerEarlyRead
  if (gameId && early?.id === gameId) {
    const row = early.row.then((r) => (r ? (r as GameRow) : open().then(({ db }) => readGame(db, gameId))))
    prefetched.set(gameId, row)
    // Dexie is needed for writes and the log only: the session loads it once the game is shown
    // (`warm`), so that its evaluation never lands in an idle gap of the resume itself.
    return row
  }
  if (!gameId) {
    // Not a game's URL (the games list, a form): ./bare.ts reads the list without Dexie. Dexie loads
    // at the first touch or key (a game opened, a game set up: its fetch and compile overlap the tap),
    // a write or a log that asks for it, or a few seconds after the first screen (afterScreenQuiet).
    const early = () => void open()
    if (typeof addEventListener === 'function') for (const type of ['pointerdown', 'keydown']) addEventListener(type, early, { once: true, capture: true, passive: true })
    afterScreenQuiet(early)
    return null
  }
  void open()
  const row = open().then(({ db }) => readGame(db, gameId))
  prefetched.set(gameId, row)
  return row
}

/** Load Dexie and open the database once the game's screen is shown and the page is idle (nothing waits for it). */
export function warm(): void {
  afterScreen(() => void open())
}

/**
 * The settings read without Dexie (./bare.ts) while it is not loaded: on a first visit there is no
 * database, so public/early-read.js has none to give, and the games list need not load Dexie to
 * learn that there are none. Undefined when they cannot be read so (Dexie then reads them).
 */
export async function settingsWithoutDexie(): Promise<Record<string, unknown> | undefined> {
  if (dbPromise) return undefined
  return (await bareSettings()) ?? undefined
}

let earlySettingsTaken = false
/** The settings `public/early-read.js` read at start (once; undefined afterwards or when it had none). */
export function takeEarlySettings(): Promise<Record<string, unknown> | undefined> | undefined {
  if (earlySettingsTaken) return undefined
  earlySettingsTaken = true
  return globalThis.__ledgerEarlyRead?.settings
}

/** A game's metadata row alone (what the games list reads). */
export async function getMeta(id: string): Promise<GameMeta | undefined> {
  const { db } = await open()
  return db.games.get(id)
}

export async function getGame(id: string): Promise<GameRow | undefined> {
  const early = prefetched.get(id)
  if (early) {
    prefetched.delete(id)
    return early
  }
  const { db } = await open()
  return readGame(db, id)
}

/**
 * Entries are read this many at a time: one request per page, all issued together in one read
 * transaction (so the pages are of one log), each page's answer taken in a task of its own. A
 * 58,000-command game read in one request was one ~150 ms task at 1× (its answer deserialized at
 * once); read page after page (each asked for when the one before came), it took twice as long.
 * A page of 4,000 entries was still ~90–110 ms of CPU at 4× (its answer deserialized), the longest
 * task of the Log opened while a long log is read in the background, once the Log's grouping was
 * sliced; a page of 1,000 is ~30.
 */
export const ENTRY_PAGE = 1000

/** Every key of a game's entries, whatever their `seq` holds (numbers sort first, then strings, then arrays). */
export const entryRange = (id: string) => IDBKeyRange.bound([id, -Infinity], [id, []])

/**
 * The game's log, oldest first, read in pages (`ENTRY_PAGE`) of one transaction. `lastSeq` (the
 * row's) says how many pages to ask for at once; anything beyond it (a damaged row) is read too.
 */
export async function loadEntries(id: string, lastSeq = 0): Promise<EntryRow['entry'][]> {
  const { db } = dbReady ?? (await open())
  if (!db.isOpen()) await db.open()
  const idb = db.backendDB()
  return new Promise((resolve, reject) => {
    const tx = idb.transaction('entries', 'readonly')
    const store = tx.objectStore('entries')
    const pages: EntryRow[][] = []
    const ask = (i: number, range: IDBKeyRange) => {
      const req = store.getAll(range) as IDBRequest<EntryRow[]>
      req.onsuccess = () => (pages[i] = req.result)
    }
    tx.oncomplete = () => {
      const out: EntryRow['entry'][] = []
      for (const rows of pages) for (const r of rows) out.push(r.entry)
      resolve(out)
    }
    tx.onabort = () => reject(tx.error ?? new DOMException('The read was aborted.', 'AbortError'))
    try {
      // Pages of seq (from, to]: the first from −∞ and the last to the end of the game's keys.
      const n = Math.max(1, Math.ceil(lastSeq / ENTRY_PAGE))
      for (let i = 0; i < n; i++) {
        const lower: [string, number] = [id, i === 0 ? -Infinity : i * ENTRY_PAGE]
        ask(i, i === n - 1 ? IDBKeyRange.bound(lower, [id, []], i > 0, false) : IDBKeyRange.bound(lower, [id, (i + 1) * ENTRY_PAGE], i > 0, false))
      }
    } catch (err) {
      reject(err)
    }
  })
}

/**
 * The game's log read page by page, each page in a transaction of its own (a tap's write, asked
 * for meanwhile, goes between two pages: the caller checks that the game did not move). For a read in the
 * background, which must not hold a tap's write back for the whole read. Null when the pages do
 * not make a log 1…lastSeq.
 */
export async function loadEntriesApart(id: string, lastSeq: number): Promise<EntryRow['entry'][] | null> {
  const { db } = dbReady ?? (await open())
  if (!db.isOpen()) await db.open()
  const idb = db.backendDB()
  const out: EntryRow['entry'][] = []
  for (let from = 1; from <= lastSeq; from += ENTRY_PAGE) {
    const rows = await new Promise<EntryRow[]>((resolve, reject) => {
      const tx = idb.transaction('entries', 'readonly')
      const req = tx.objectStore('entries').getAll(IDBKeyRange.bound([id, from], [id, Math.min(lastSeq, from + ENTRY_PAGE - 1)])) as IDBRequest<EntryRow[]>
      tx.oncomplete = () => resolve(req.result)
      tx.onabort = () => reject(tx.error ?? new DOMException('The read was aborted.', 'AbortError'))
    })
    for (const r of rows) out.push(r.entry)
  }
  return out.length === lastSeq && out.every((e, i) => e.seq === i + 1) ? out : null
}

/** A new game with its first entries (the setup). */
export async function createGame(row: GameRow, entries: EntryRow['entry'][]): Promise<void> {
  const { db } = await open()
  const { meta, snap } = split(row)
  await db.transaction('rw', db.games, db.entries, db.snapshots, async () => {
    await Promise.all([db.games.add(meta), db.snapshots.put(snap), db.entries.bulkAdd(entries.map((entry) => ({ gameId: row.id, seq: entry.seq, entry })))])
  })
}

/**
 * Append one command: the entry and the whole game row (new state, cleared redo) are issued
 * together in one transaction (perf calibration: no read-then-write). The stored row is read in the
 * same batch: if another tab deleted the game or moved it on (its `lastSeq` is not the one this tab
 * built on), the transaction is rolled back and nothing is written.
 *
 * The hot path of every tap: issued on the bare IndexedDB connection Dexie holds (same database,
 * same strict durability), without Dexie's promise-zone transaction machinery, which cost about as
 * much main-thread time per tap as the rest of the write (bench, 4× throttle).
 *
 * `answered` runs once every request has been answered (the stored row passed its check): the
 * transaction is then committed at once (`commit()`, rather than when that answer's task ends), so
 * work the caller does there runs while the browser commits, not before.
 */
export async function appendEntry(row: GameRow, entry: EntryRow['entry'], expectedLastSeq = entry.seq - 1, lastly?: (row: GameRow) => void, answered?: () => void): Promise<void> {
  // No await when the database is open: the transaction's requests are issued in this very call.
  const { db } = dbReady ?? (await open())
  await rawWrite(db, (tx, fail) => {
    const games = tx.objectStore('games')
    const cur = games.get(row.id) as IDBRequest<GameMeta | undefined>
    cur.onsuccess = () => {
      try {
        checkBase(cur.result, expectedLastSeq, row.name)
      } catch (err) {
        fail(err)
      }
    }
    tx.objectStore('entries').add({ gameId: row.id, seq: entry.seq, entry } satisfies EntryRow)
    tx.objectStore('snapshots').put(snapshotOf(row))
    // `lastly` completes the row's metadata (the games-list line) while the requests above are
    // under way; the metadata is put last, in the same transaction.
    lastly?.(row)
    const last = games.put(metaOf(row))
    if (answered) {
      last.onsuccess = () => {
        tx.commit?.()
        answered()
      }
    }
  })
}

/**
 * One strict readwrite transaction on games, entries and snapshots, on the bare connection under
 * Dexie (opened first when Dexie has not yet, or closed it on a version change). Resolves when it
 * commits; rejects with the first failure (a thrown request, a failed request, `fail(err)`), after
 * which the transaction is aborted and nothing of it is written.
 */
export function rawWrite(db: LedgerDB, body: (tx: IDBTransaction, fail: (err: unknown) => void) => void): Promise<void> {
  if (!db.isOpen()) return db.open().then(() => rawWrite(db, body))
  const idb = db.backendDB()
  return new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(['games', 'entries', 'snapshots'], 'readwrite', { durability: 'strict' })
    let failure: unknown = null
    const fail = (err: unknown) => {
      failure ??= err
      try {
        tx.abort()
      } catch {
        // already finishing: onabort/onerror report it
      }
    }
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(failure ?? tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'))
    try {
      body(tx, fail)
    } catch (err) {
      fail(err)
    }
  })
}

/**
 * The stored row a write builds on must exist, be at `expected` and carry the same name (a rename
 * in a tab without Web Locks); otherwise the transaction is rolled back.
 */
function checkBase(cur: GameMeta | undefined, expected: number, name?: string): void {
  if (!cur) throw new GameGoneError('The game is no longer stored.')
  if (cur.lastSeq !== expected) throw new StaleGameError(`The game is at command ${cur.lastSeq}, not ${expected}.`)
  if (name !== undefined && cur.name !== name) throw new StaleGameError('The game was renamed meanwhile.')
}



/** Replace the last entry (same sequence number) and store the row, in one transaction, if the game is still at it. */
export async function replaceLastEntry(row: GameRow, entry: EntryRow['entry']): Promise<void> {
  const { db } = await open()
  const { meta, snap } = split(row)
  await db.transaction('rw', db.games, db.entries, db.snapshots, async () => {
    const [cur] = await Promise.all([db.games.get(row.id), db.entries.put({ gameId: row.id, seq: entry.seq, entry }), db.games.put(meta), db.snapshots.put(snap)])
    checkBase(cur, entry.seq, row.name)
  })
}

/** Store a game's row alone (a state refolded on open), if the game is still at the same command. */
export async function putRow(row: GameRow): Promise<void> {
  const { db } = await open()
  const { meta, snap } = split(row)
  await db.transaction('rw', db.games, db.snapshots, async () => {
    const [cur] = await Promise.all([db.games.get(row.id), db.games.put(meta), db.snapshots.put(snap)])
    checkBase(cur, row.lastSeq, row.name)
  })
}

/**
 * Store a row refolded outside its open tab (the games list bringing an old row up to date), only
 * if the game has not moved on meanwhile (same `lastSeq`); returns whether it was written.
 */
export async function putRowIfUnchanged(row: GameRow): Promise<boolean> {
  const { db } = await open()
  const { meta, snap } = split(row)
  return db.transaction('rw', db.games, db.snapshots, async () => {
    const cur = await db.games.get(row.id)
    if (!cur || cur.lastSeq !== row.lastSeq) return false
    await Promise.all([db.games.put({ ...meta, name: cur.name }), db.snapshots.put(snap)])
    return true
  })
}

/** Undo (to `row.lastSeq`): delete the later entries and store the row with its redo stack, if the game is still at `expectedLastSeq`. */
export async function truncateEntries(row: GameRow, expectedLastSeq: number): Promise<void> {
  const { db, Dexie } = await open()
  const { meta, snap } = split(row)
  await db.transaction('rw', db.games, db.entries, db.snapshots, async () => {
    const [cur] = await Promise.all([
      db.games.get(row.id),
      db.entries.where('[gameId+seq]').between([row.id, row.lastSeq + 1], [row.id, Dexie.maxKey]).delete(),
      db.games.put(meta),
      db.snapshots.put(snap),
    ])
    checkBase(cur, expectedLastSeq, row.name)
  })
}



/**
 * Replace a game's whole log (import). `signal` aborts the transaction while it can be (nothing
 * is then written); once it commits, the game is written whatever the signal says.
 */
export async function replaceGame(row: GameRow, entries: EntryRow['entry'][], signal?: AbortSignal): Promise<void> {
  const { db } = await open()
  const { meta, snap } = split(row)
  signal?.throwIfAborted()
  await db.transaction('rw', db.games, db.entries, db.snapshots, async (tx) => {
    const abort = () => tx.abort()
    signal?.addEventListener('abort', abort, { once: true })
    try {
      await db.entries.where('gameId').equals(row.id).delete()
      await Promise.all([db.games.put(meta), db.snapshots.put(snap), db.entries.bulkAdd(entries.map((entry) => ({ gameId: row.id, seq: entry.seq, entry })))])
    } finally {
      signal?.removeEventListener('abort', abort)
    }
  })
}

export async function renameGame(id: string, name: string, updatedAt: string): Promise<void> {
  const { db } = await open()
  await db.games.update(id, { name, updatedAt })
}

export async function deleteGame(id: string): Promise<void> {
  const { db } = await open()
  await db.transaction('rw', db.games, db.entries, db.snapshots, async () => {
    await Promise.all([db.entries.where('gameId').equals(id).delete(), db.games.delete(id), db.snapshots.delete(id)])
  })
}

export async function getSetting<T>(key: string, fallback: T): Promise<T> {
  const { db } = await open()
  const row = await db.settings.get(key)
  return row ? (row.value as T) : fallback
}

export async function putSetting(key: string, value: unknown): Promise<void> {
  const { db } = await open()
  await db.settings.put({ key, value })
}

export async function getNote(id: string): Promise<string> {
  const { db } = await open()
  return (await db.notes.get(id))?.text ?? ''
}

export async function putNote(id: string, text: string): Promise<void> {
  const { db } = await open()
  if (text.trim() === '') await db.notes.delete(id)
  else await db.notes.put({ id, text })
}

/** The database once loaded, else loaded now (`repo-more.ts`). */
export const ready = async () => dbReady ?? (await open())
