/**
 * The second copy of every game, outside IndexedDB (issue #27 §1): after each commit the game's log
 * is copied into the origin private file system (OPFS), so that when the browser discards the
 * origin's IndexedDB (it does after a write failed for a full disk: every game, the taps shown as
 * saved included) the app can put the games back by itself.
 *
 * Layout, one folder per game under `ledger-mirror/`:
 *   `<id>/head-<gen>.json`  the game's metadata, its undone commands and the list of its chunks;
 *   `<id>/c<k>-<gen>.json`  entries `k·CHUNK+1 … (k+1)·CHUNK` of its log (a JSON array).
 * A copy is one generation: its head names the chunk files it is made of. A sync writes the chunks
 * that changed under new names, then the new head (each file written to a temporary name and then
 * moved over its name: atomic), then removes what no head names any more. A sync cut short leaves
 * the last whole generation readable: the reader takes the newest head whose chunks are all there.
 * Full chunks never change (the log only grows and is cut back), so a tap writes one chunk and the
 * head, off the main thread (src/app/mirror.worker.ts), a moment after its commit.
 *
 * The copy follows what IndexedDB holds, and only a log that reads whole: a log with a gap, an
 * entry that is not one, or a row whose `lastSeq` is not its last entry is not copied (the last
 * good copy is kept, and the sync says why).
 *
 * No Vue, no DOM: this runs in the mirror worker, and in the page where there is no worker (tests).
 */
import type { EntryRow, GameMeta } from './db'
import { entryProblem } from './entry'

export { entryProblem }

type Entry = EntryRow['entry']

/** Entries per chunk file. */
export const MIRROR_CHUNK = 500
export const MIRROR_ROOT = 'ledger-mirror'

/** A folder of text files (OPFS in the browser, memory in tests). Writes are atomic per file. */
export interface MirrorDir {
  /** The names in a folder (none when it does not exist). */
  list(path: readonly string[]): Promise<string[]>
  read(path: readonly string[], name: string): Promise<string | null>
  write(path: readonly string[], name: string, text: string): Promise<void>
  remove(path: readonly string[], name: string): Promise<void>
  removeDir(path: readonly string[]): Promise<void>
}

/** What a game's head says: the game's metadata as IndexedDB holds it, and the copy's own fields. */
export interface MirrorHead extends Pick<GameMeta, 'id' | 'game' | 'name' | 'seed' | 'createdAt' | 'updatedAt' | 'rulesVersion' | 'lastSeq'> {
  v: 1
  gen: number
  /** Undone commands, next to redo first. */
  redo: Entry[]
  /** The chunk files in order (chunk k: entries k·CHUNK+1 …), each with the hash of its text and its entry count. */
  chunks: { file: string; h: string; n: number }[]
  /** The game was deleted on purpose: never restored. */
  deleted?: true
}

/** A game as the list of copies shows it. */
export type MirrorSummary = Pick<MirrorHead, 'id' | 'game' | 'name' | 'lastSeq' | 'updatedAt' | 'createdAt'> & { deleted: boolean }

/** What the copy reads from IndexedDB: the metadata, the undone commands and the entries from `from` on. */
export interface MirrorSource {
  read(id: string, from: number): Promise<{ meta: GameMeta; redo: unknown; entries: EntryRow[] } | undefined>
  ids(): Promise<{ id: string; lastSeq: number; updatedAt: string; name: string }[]>
}

/** FNV-1a over the UTF-16 code units, as 8 hex digits: tells a changed chunk from an unchanged one. */
export function hashText(s: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

const HEAD = /^head-(\d+)\.json$/
const CHUNK = /^c(\d+)-(\d+)\.json$/

export class MirrorError extends Error {
  override name = 'MirrorError'
}

/**
 * Keeps the copies in `dir` in step with `source` (IndexedDB). One sync per game at a time (the
 * caller serialises; across tabs the worker takes a Web Lock per game).
 */
export class Mirror {
  /**
   * What this copier last knew of each game, in memory: its head and its whole log. Chromium, once
   * a write fails for a full disk, evicts the origin's whole storage in the same session (IndexedDB
   * and this file system together: `QuotaManagerImpl::OnFullDiskError` starts an eviction round,
   * which deletes the least recently used best-effort origins, the one in use included, until the
   * disk has its reserve again). The page is still open then: these are what its export and its
   * restore read when the folder is gone. Followed by every sync, and by the touches that carry
   * their command (`note`), so the last acknowledged command is here even when its sync found
   * IndexedDB already gone.
   */
  private kept = new Map<string, { head: MirrorHead; log: KeptLog }>()
  /** Games whose kept copy is newer than their folder (noted, or its sync's writes not done). */
  private unwritten = new Set<string>()

  constructor(
    readonly dir: MirrorDir,
    readonly source: MirrorSource,
  ) {}

  /**
   * A commit the page acknowledged: game `id` is at command `seq` after `step`, a command (its
   * entry, the log's last), an undo or a redo. Followed in memory when it continues what is kept
   * (a command appended or replaced, an undo, a redo of the next undone command); anything else
   * waits for the next sync.
   */
  note(id: string, seq: number, step: Entry | 'undo' | 'redo'): void {
    const k = this.kept.get(id)
    if (!k || k.head.deleted) return
    const n = k.log.length
    let log: KeptLog
    let redo = k.head.redo
    if (typeof step === 'object' && step.seq === seq && seq >= 1 && seq <= n + 1 && entryProblem(step, seq) === null) {
      log = k.log.with(seq - 1, [step])
      redo = []
    } else if (step === 'undo' && seq < n && seq >= 0) {
      redo = [...k.log.from(seq), ...redo]
      log = k.log.with(seq, [])
    } else if (step === 'redo' && seq === n + 1 && redo[0]?.seq === seq) {
      log = k.log.with(n, [redo[0]])
      redo = redo.slice(1)
    } else return
    this.kept.set(id, { head: { ...k.head, lastSeq: seq, redo }, log })
    this.unwritten.add(id)
  }

  private path = (id: string) => [MIRROR_ROOT, id]

  /** The newest head of a game that reads (and whose chunks are all there when `whole`). */
  async head(id: string, whole = false): Promise<MirrorHead | null> {
    const names = await this.dir.list(this.path(id))
    const gens = names.map((n) => HEAD.exec(n)).filter((m): m is RegExpExecArray => !!m).map((m) => Number(m[1])).sort((a, b) => b - a)
    for (const gen of gens) {
      const h = parseHead(await this.dir.read(this.path(id), `head-${gen}.json`))
      if (!h || h.id !== id) continue
      if (whole && !h.chunks.every((c) => names.includes(c.file))) continue
      return h
    }
    return null
  }

  /**
   * Copy the game as IndexedDB holds it now. `from`: the lowest sequence number changed since the
   * last sync of this game by this copier (undefined: unknown, every chunk is compared by its hash).
   * Returns what it did; throws a `MirrorError` when the stored log is not whole (nothing written).
   */
  async sync(id: string, from?: number): Promise<'written' | 'unchanged' | 'absent'> {
    const old = await this.head(id, true)
    const kept = this.kept.get(id)
    // The whole log the first time in this session (it is then kept in memory), only the changed chunks after.
    let start = from === undefined || !old || !kept ? 1 : Math.max(1, Math.min(from, old.lastSeq + 1))
    if (kept && kept.log.length < Math.floor((start - 1) / MIRROR_CHUNK) * MIRROR_CHUNK) start = 1
    const k0 = Math.floor((start - 1) / MIRROR_CHUNK)
    const got = await this.source.read(id, k0 * MIRROR_CHUNK + 1)
    if (!got) return 'absent'
    const { meta, entries } = got
    const redo = Array.isArray(got.redo) ? (got.redo as Entry[]) : []
    // Only a whole log is copied: entries k0·CHUNK+1 … lastSeq, one each, each an entry.
    const last = entries.length ? entries[entries.length - 1].seq : k0 * MIRROR_CHUNK
    if (last !== meta.lastSeq) throw new MirrorError(`the game says it is at command ${meta.lastSeq}, its log ends at ${last}`)
    for (let i = 0; i < entries.length; i++) {
      const seq = k0 * MIRROR_CHUNK + 1 + i
      if (entries[i].seq !== seq) throw new MirrorError(`command ${seq} is missing from the log`)
      const why = entryProblem(entries[i].entry, seq)
      if (why) throw new MirrorError(why)
    }
    for (let j = 0; j < redo.length; j++) {
      const why = entryProblem(redo[j], meta.lastSeq + 1 + j)
      if (why) throw new MirrorError(`undone ${why}`)
    }
    const gen = (old?.gen ?? 0) + 1
    const chunks = (old?.chunks ?? []).slice(0, k0)
    const writes: [string, string][] = []
    const count = Math.ceil(meta.lastSeq / MIRROR_CHUNK)
    for (let k = k0; k < count; k++) {
      const part = entries.slice((k - k0) * MIRROR_CHUNK, (k - k0 + 1) * MIRROR_CHUNK).map((r) => r.entry)
      const text = JSON.stringify(part)
      const h = hashText(text)
      const was = old?.chunks[k]
      if (was && was.h === h && was.n === part.length) chunks.push(was)
      else {
        const file = `c${k}-${gen}.json`
        writes.push([file, text])
        chunks.push({ file, h, n: part.length })
      }
    }
    const head: MirrorHead = {
      v: 1, gen, id, game: meta.game, name: meta.name, seed: meta.seed, createdAt: meta.createdAt, updatedAt: meta.updatedAt,
      rulesVersion: meta.rulesVersion, lastSeq: meta.lastSeq, redo, chunks,
    }
    // Kept in memory before anything is written: a write that fails (a full disk) does not lose it.
    this.kept.set(id, { head, log: (kept?.log ?? new KeptLog()).with(k0 * MIRROR_CHUNK, entries.map((r) => r.entry)) })
    this.unwritten.add(id)
    if (old && writes.length === 0 && !old.deleted && sameHead(old, head)) {
      this.unwritten.delete(id)
      return 'unchanged'
    }
    for (const [file, text] of writes) await this.dir.write(this.path(id), file, text)
    await this.dir.write(this.path(id), `head-${gen}.json`, JSON.stringify(head))
    this.unwritten.delete(id)
    await this.sweep(id, head)
    return 'written'
  }

  /** Remove what the newest head does not name (older heads, their chunks, temporary files). */
  private async sweep(id: string, head: MirrorHead) {
    const keep = new Set([`head-${head.gen}.json`, ...head.chunks.map((c) => c.file)])
    for (const n of await this.dir.list(this.path(id))) if (!keep.has(n)) await this.dir.remove(this.path(id), n).catch(() => undefined)
  }

  /** Mark a game deleted before IndexedDB deletes it (so a copy is never brought back for it). */
  async tombstone(id: string): Promise<void> {
    const k = this.kept.get(id)
    if (k) this.kept.set(id, { ...k, head: { ...k.head, deleted: true } })
    const old = await this.head(id)
    if (!old) return
    const head: MirrorHead = { ...old, gen: old.gen + 1, deleted: true }
    await this.dir.write(this.path(id), `head-${head.gen}.json`, JSON.stringify(head))
  }

  /** Remove a game's copy (once it is deleted from IndexedDB). */
  async forget(id: string): Promise<void> {
    this.kept.delete(id)
    this.unwritten.delete(id)
    await this.dir.removeDir(this.path(id))
  }

  /** Every game with a copy (on disk, or in memory when the browser removed its folder). */
  async list(): Promise<MirrorSummary[]> {
    const out: MirrorSummary[] = []
    const summary = (h: MirrorHead): MirrorSummary => ({ id: h.id, game: h.game, name: h.name, lastSeq: h.lastSeq, updatedAt: h.updatedAt, createdAt: h.createdAt, deleted: !!h.deleted })
    for (const id of await this.dir.list([MIRROR_ROOT]).catch(() => [])) {
      const h = await this.head(id, true).catch(() => null)
      const k = this.kept.get(id)
      // What this copier kept is newer than a folder that lags (its writes failed).
      if (h) out.push(summary(k && this.unwritten.has(id) && !h.deleted ? k.head : h))
    }
    for (const [id, k] of this.kept) if (!out.some((c) => c.id === id)) out.push(summary(k.head))
    return out
  }

  /** A game's copy: its head and its whole log (undefined when there is none that reads). */
  async read(id: string): Promise<{ head: MirrorHead; entries: Entry[] } | undefined> {
    const k = this.kept.get(id)
    const disk = await this.readDisk(id).catch(() => undefined)
    // The copy kept in memory when the folder is gone or lags behind it (its writes failed).
    if (k && (!disk || (!disk.head.deleted && this.unwritten.has(id)))) return { head: k.head, entries: k.log.all() }
    return disk
  }

  private async readDisk(id: string): Promise<{ head: MirrorHead; entries: Entry[] } | undefined> {
    const names = await this.dir.list(this.path(id))
    const gens = names.map((n) => HEAD.exec(n)).filter((m): m is RegExpExecArray => !!m).map((m) => Number(m[1])).sort((a, b) => b - a)
    for (const gen of gens) {
      const head = parseHead(await this.dir.read(this.path(id), `head-${gen}.json`))
      if (!head || head.id !== id) continue
      const entries: Entry[] = []
      let ok = true
      for (const c of head.chunks) {
        const text = await this.dir.read(this.path(id), c.file)
        const part = text === null ? null : (safeParse(text) as Entry[] | null)
        if (!Array.isArray(part) || part.length !== c.n) {
          ok = false
          break
        }
        entries.push(...part)
      }
      if (!ok || entries.length !== head.lastSeq || entries.some((e, i) => entryProblem(e, i + 1) !== null)) continue
      return { head, entries }
    }
    return undefined
  }

  /** Every game IndexedDB holds, copied as it is (`from` unknown: changed chunks found by their hashes). */
  async syncAll(): Promise<{ written: number; failed: { id: string; why: string }[] }> {
    let written = 0
    const failed: { id: string; why: string }[] = []
    for (const g of await this.source.ids()) {
      try {
        if ((await this.sync(g.id)) === 'written') written++
      } catch (err) {
        failed.push({ id: g.id, why: err instanceof Error ? err.message : String(err) })
      }
    }
    return { written, failed }
  }
}

/**
 * A log kept in memory, compactly: its full chunks as their JSON text (a string takes far less
 * room than the objects it reads to), the entries after them as objects (a tap appends one).
 */
class KeptLog {
  constructor(
    readonly full: readonly string[] = [],
    readonly tail: readonly Entry[] = [],
  ) {}
  get length() {
    return this.full.length * MIRROR_CHUNK + this.tail.length
  }
  all(): Entry[] {
    return this.from(0)
  }
  /** The entries from index `i` on (only the chunks from there are read). */
  from(i: number): Entry[] {
    const k = Math.min(Math.floor(i / MIRROR_CHUNK), this.full.length)
    return [...this.full.slice(k).flatMap((t) => JSON.parse(t) as Entry[]), ...this.tail].slice(i - k * MIRROR_CHUNK)
  }
  /** The first `n` entries, then `more`. */
  with(n: number, more: readonly Entry[]): KeptLog {
    const k = Math.min(Math.floor(n / MIRROR_CHUNK), this.full.length)
    const rest = [...this.from(k * MIRROR_CHUNK).slice(0, n - k * MIRROR_CHUNK), ...more]
    const full = this.full.slice(0, k)
    let i = 0
    for (; rest.length - i >= MIRROR_CHUNK; i += MIRROR_CHUNK) full.push(JSON.stringify(rest.slice(i, i + MIRROR_CHUNK)))
    return new KeptLog(full, rest.slice(i))
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function parseHead(text: string | null): MirrorHead | null {
  if (text === null) return null
  const h = safeParse(text) as MirrorHead | null
  if (!h || typeof h !== 'object' || h.v !== 1 || typeof h.id !== 'string' || typeof h.gen !== 'number' || typeof h.lastSeq !== 'number' || !Array.isArray(h.chunks) || !Array.isArray(h.redo)) return null
  if (h.chunks.some((c) => !c || typeof c.file !== 'string' || !CHUNK.test(c.file) || typeof c.n !== 'number')) return null
  return h
}

function sameHead(a: MirrorHead, b: MirrorHead): boolean {
  const strip = (h: MirrorHead) => JSON.stringify({ ...h, gen: 0 })
  return strip(a) === strip(b)
}

/** A folder tree in memory (tests; a browser without OPFS keeps no second copy). */
export class MemoryDir implements MirrorDir {
  readonly files = new Map<string, string>()
  /** Set to make every write fail (a full disk). */
  failWrites: Error | null = null
  private key = (path: readonly string[], name: string) => [...path, name].join('/')
  async list(path: readonly string[]) {
    const pre = `${path.join('/')}/`
    const out = new Set<string>()
    for (const k of this.files.keys()) if (k.startsWith(pre)) out.add(k.slice(pre.length).split('/')[0])
    return [...out]
  }
  async read(path: readonly string[], name: string) {
    return this.files.get(this.key(path, name)) ?? null
  }
  async write(path: readonly string[], name: string, text: string) {
    if (this.failWrites) throw this.failWrites
    this.files.set(this.key(path, name), text)
  }
  async remove(path: readonly string[], name: string) {
    this.files.delete(this.key(path, name))
  }
  async removeDir(path: readonly string[]) {
    const pre = `${path.join('/')}/`
    for (const k of [...this.files.keys()]) if (k.startsWith(pre)) this.files.delete(k)
  }
}

type DirHandle = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> }
type MovableFile = FileSystemFileHandle & { move?(dir: FileSystemDirectoryHandle, name: string): Promise<void> }

/** The origin private file system (null where the browser has none). */
export async function opfsDir(): Promise<MirrorDir | null> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage
  if (!storage?.getDirectory) return null
  try {
    await storage.getDirectory()
  } catch {
    return null
  }
  const dirOf = async (path: readonly string[], create: boolean): Promise<DirHandle | null> => {
    // The root asked for each time: once the browser has removed the origin's data (an eviction),
    // a root handle from before may no longer lead anywhere.
    let d = await storage.getDirectory()
    for (const p of path) {
      try {
        d = await d.getDirectoryHandle(p, { create })
      } catch (e) {
        if (!create && (e as DOMException).name === 'NotFoundError') return null
        throw e
      }
    }
    return d as DirHandle
  }
  return {
    async list(path) {
      const d = await dirOf(path, false)
      if (!d) return []
      const out: string[] = []
      for await (const [name] of d.entries()) out.push(name)
      return out
    },
    async read(path, name) {
      const d = await dirOf(path, false)
      if (!d) return null
      try {
        return await (await (await d.getFileHandle(name)).getFile()).text()
      } catch (e) {
        if ((e as DOMException).name === 'NotFoundError') return null
        throw e
      }
    },
    async write(path, name, text) {
      const d = (await dirOf(path, true))!
      // Written under a temporary name, then moved over the real one: a reader never sees half a file.
      const tmp = (await d.getFileHandle(`${name}.tmp`, { create: true })) as MovableFile
      const w = await tmp.createWritable()
      try {
        await w.write(text)
        await w.close()
      } catch (e) {
        await w.abort().catch(() => undefined)
        throw e
      }
      if (tmp.move) await tmp.move(d, name)
      else {
        // No move (an older browser): a writable commits its swap file atomically on close.
        const f = await d.getFileHandle(name, { create: true })
        const w2 = await f.createWritable()
        await w2.write(text)
        await w2.close()
        await d.removeEntry(`${name}.tmp`).catch(() => undefined)
      }
    },
    async remove(path, name) {
      const d = await dirOf(path, false)
      await d?.removeEntry(name).catch((e: DOMException) => {
        if (e.name !== 'NotFoundError') throw e
      })
    },
    async removeDir(path) {
      const parent = await dirOf(path.slice(0, -1), false)
      await parent?.removeEntry(path[path.length - 1], { recursive: true }).catch((e: DOMException) => {
        if (e.name !== 'NotFoundError') throw e
      })
    },
  }
}

/**
 * IndexedDB as the copy reads it: bare IndexedDB (the worker has no Dexie), its own connection,
 * never creating or upgrading the database, closed when another connection wants to upgrade it.
 */
export function idbSource(name = 'mythos-ledger', idb: IDBFactory = indexedDB): MirrorSource {
  let conn: Promise<IDBDatabase | null> | null = null
  /** The database does not exist (the browser removed it: nothing to copy, which is no damage). */
  let absent = false
  const connect = () => {
    conn ??= new Promise<IDBDatabase | null>((resolve) => {
      absent = false
      const req = idb.open(name)
      req.onupgradeneeded = (ev) => {
        absent = ev.oldVersion === 0
        req.transaction?.abort()
      }
      req.onerror = () => resolve(null)
      req.onblocked = () => resolve(null)
      req.onsuccess = () => {
        const db = req.result
        db.onversionchange = () => {
          db.close()
          conn = null
        }
        db.onclose = () => (conn = null)
        resolve(db)
      }
    }).then((db) => {
      if (!db) conn = null
      return db
    })
    return conn
  }
  const tx = async (stores: string[]) => {
    const db = await connect()
    if (!db && absent) return null
    if (!db) throw new MirrorError('the database could not be opened')
    try {
      return db.transaction(stores, 'readonly')
    } catch (e) {
      conn = null
      throw e
    }
  }
  const done = (t: IDBTransaction) => new Promise<void>((resolve, reject) => {
    t.oncomplete = () => resolve()
    t.onabort = () => reject(t.error ?? new MirrorError('the read was aborted'))
  })
  return {
    async read(id, from) {
      const t = await tx(['games', 'snapshots', 'entries'])
      if (!t) return undefined
      const meta = t.objectStore('games').get(id) as IDBRequest<GameMeta | undefined>
      const snap = t.objectStore('snapshots').get(id) as IDBRequest<{ redo?: unknown } | undefined>
      const rows = t.objectStore('entries').getAll(IDBKeyRange.bound([id, from], [id, []])) as IDBRequest<EntryRow[]>
      await done(t)
      return meta.result ? { meta: meta.result, redo: snap.result?.redo ?? [], entries: rows.result } : undefined
    },
    async ids() {
      const t = await tx(['games'])
      if (!t) return []
      const all = t.objectStore('games').getAll() as IDBRequest<GameMeta[]>
      await done(t)
      return all.result.map((g) => ({ id: g.id, lastSeq: g.lastSeq, updatedAt: g.updatedAt, name: g.name }))
    },
  }
}

/** A failure as it crosses to the page. */
export interface MirrorFailure {
  name: string
  message: string
}
const failureOf = (e: unknown): MirrorFailure => ({ name: (e as { name?: string })?.name ?? 'Error', message: e instanceof Error ? e.message : String(e) })

/** How the copies stand, for the page: syncs waiting, the last failure (null once a sync succeeds). */
export interface MirrorState {
  pending: number
  error: MirrorFailure | null
  /** Games whose stored log could not be copied (not whole), with why. */
  damaged: Record<string, string>
}

/** Requests to the copier (the worker's messages; the same calls where there is no worker). */
export type MirrorRequest =
  | { type: 'touch'; id: string; seq: number; step?: Entry | 'undo' | 'redo' }
  | { type: 'flush'; req: number; id?: string }
  | { type: 'syncAll'; req: number }
  | { type: 'list'; req: number }
  | { type: 'read'; req: number; id: string }
  | { type: 'tombstone'; req: number; id: string }
  | { type: 'forget'; req: number; id: string }
export type MirrorReply =
  | { type: 'done'; req: number; ok: true; value: unknown }
  | { type: 'done'; req: number; ok: false; error: MirrorFailure }
  | { type: 'state'; state: MirrorState }

/** A sync waits this long after the last touch (taps in a burst make one sync), and at most `MAX_WAIT_MS` after the first. */
export const MIRROR_DELAY_MS = 150
export const MIRROR_MAX_WAIT_MS = 600

type LockManagerLike = { request<T>(name: string, cb: () => Promise<T>): Promise<T> }

/**
 * The copier: touches coalesced per game (the lowest sequence number changed), synced a moment
 * after the last; every job one at a time; each game's sync under a Web Lock (`mirror:<id>`) so two
 * tabs never write one game's copy at once. Reports its state after every job.
 */
export class MirrorQueue {
  private dirty = new Map<string, number>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private firstDirtyAt = 0
  private chain: Promise<unknown> = Promise.resolve()
  private state: MirrorState = { pending: 0, error: null, damaged: {} }

  constructor(
    readonly mirror: Mirror,
    private readonly report: (s: MirrorState) => void,
    private readonly locks: LockManagerLike | null = null,
  ) {}

  touch(id: string, seq: number, step?: Entry | 'undo' | 'redo') {
    if (step !== undefined) this.mirror.note(id, seq, step)
    this.dirty.set(id, Math.min(this.dirty.get(id) ?? Infinity, seq))
    if (!this.timer) this.firstDirtyAt = Date.now()
    else clearTimeout(this.timer)
    const wait = Math.max(0, Math.min(MIRROR_DELAY_MS, this.firstDirtyAt + MIRROR_MAX_WAIT_MS - Date.now()))
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush().catch(() => undefined)
    }, wait)
    this.publish()
  }

  private job<T>(f: () => Promise<T>): Promise<T> {
    const next = this.chain.then(f, f)
    this.chain = next.catch(() => undefined)
    return next
  }

  private locked<T>(id: string, f: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(`mirror:${id}`, f) : f()
  }

  private publish() {
    this.state = { ...this.state, pending: this.dirty.size }
    this.report(this.state)
  }

  /** Sync now: one game (whether touched or not) or every touched one. Rejects with the first failure. */
  flush(id?: string): Promise<void> {
    return this.job(async () => {
      const todo: [string, number | undefined][] = id !== undefined ? [[id, this.dirty.get(id)]] : [...this.dirty]
      let first: unknown = null
      for (const [gid, from] of todo) {
        this.dirty.delete(gid)
        try {
          await this.locked(gid, () => this.mirror.sync(gid, from === Infinity ? undefined : from))
          const { [gid]: _gone, ...rest } = this.state.damaged
          this.state = { ...this.state, error: null, damaged: rest }
        } catch (err) {
          if (err instanceof MirrorError) this.state = { ...this.state, damaged: { ...this.state.damaged, [gid]: err.message } }
          else {
            // Not written (a full disk, no file system): tried again with the next touch or flush.
            this.dirty.set(gid, Math.min(this.dirty.get(gid) ?? Infinity, from ?? 1))
            this.state = { ...this.state, error: failureOf(err) }
          }
          first ??= err
        }
      }
      this.publish()
      if (first) throw first
    })
  }

  /** Every game IndexedDB holds, its copy compared chunk by chunk and brought up to date. */
  syncAll() {
    return this.job(async () => {
      const ids = await this.mirror.source.ids()
      let first: unknown = null
      for (const g of ids) {
        try {
          await this.locked(g.id, () => this.mirror.sync(g.id))
          this.dirty.delete(g.id)
        } catch (err) {
          if (err instanceof MirrorError) this.state = { ...this.state, damaged: { ...this.state.damaged, [g.id]: err.message } }
          else first ??= err
        }
      }
      this.state = { ...this.state, error: first ? failureOf(first) : null }
      this.publish()
      if (first) throw first
    })
  }

  /** Answer one request of the page. */
  async handle(m: MirrorRequest): Promise<unknown> {
    switch (m.type) {
      case 'touch':
        this.touch(m.id, m.seq, m.step)
        return null
      case 'flush':
        return this.flush(m.id)
      case 'syncAll':
        return this.syncAll()
      case 'list':
        return this.job(() => this.mirror.list())
      case 'read':
        return this.job(() => this.mirror.read(m.id))
      case 'tombstone':
        this.dirty.delete(m.id)
        return this.job(() => this.locked(m.id, () => this.mirror.tombstone(m.id)))
      case 'forget':
        this.dirty.delete(m.id)
        return this.job(() => this.locked(m.id, () => this.mirror.forget(m.id)))
    }
  }
}

export const mirrorFailureOf = failureOf
