/**
 * The live table's log protocol: how the phones at a table keep one game's log, the host's phone
 * being the truth (the model of boardgame.io's master and tldraw's sync). Pure: no DOM, no
 * timers, no storage; the transport (`transport.ts`) carries its messages and the table
 * (`table.ts`, its halves host.ts and guest.ts) writes what it decides through the session.
 *
 * - The host's log is the game. Every change it commits (its own tap or a guest's command) is one
 *   revision `rev` of its hosting term `epoch`, broadcast as an operation (`op`): a command done,
 *   the last one replaced, commands undone down to a sequence number, one redone. Log entries are
 *   sent, never states: every phone folds them itself.
 * - A guest applies an operation only on top of the revision before it, and only when the log it
 *   holds is the one the operation was made on (`at`: sequence number and chain hash). A duplicate
 *   is ignored; one that comes early waits; anything else makes the guest ask again (`hello`).
 *   Undo is an operation like any other, so a guest tells «undone» from «not received yet».
 * - A guest's command carries the head it was tapped on. The host decides it like its own tap only
 *   if its log still ends there; otherwise it is refused as stale and the guest is sent what it
 *   missed (`sync`: the host's entries after the last point both logs share, and its redo stack).
 * - A guest that slept, dropped or reloaded says which log it holds (`hello` with a few heads
 *   sampled back from its last entry) and gets only what it misses. A new host (hand-over) starts
 *   a new epoch; the same `hello` brings every guest onto its log.
 */
import type { Command, GameEvent, LogEntry } from '@/core'
import { REDO_CAP } from '@/db/limits'

export type Entry = LogEntry<Command, GameEvent>

/** Bumped when a phone of another version could misread a message: phones of two versions refuse to pair. */
export const PROTOCOL_VERSION = 1

/** A log as one phone holds it: entries (`seq` = index + 1), the chain hash after each, the redo stack. */
export interface Log {
  readonly entries: readonly Entry[]
  /** `hashes[i]`: the chain hash of entries 1..i+1. */
  readonly hashes: readonly string[]
  /** Undone commands, next to redo first (as the session's redo stack). */
  readonly redo: readonly Entry[]
}

/** Where a log ends: its last sequence number and the chain hash of everything up to it. */
export interface Head {
  seq: number
  hash: string
}

/** A change the host committed. */
export type Op =
  | { k: 'do'; entry: Entry }
  | { k: 'replace'; entry: Entry }
  | { k: 'undo'; to: number }
  | { k: 'redo'; entry: Entry }

/** What a guest asks the host to do. */
export type Act =
  | { k: 'do'; command: Command }
  | { k: 'replace'; command: Command }
  | { k: 'undo'; to: number }
  | { k: 'redo' }

export interface Refusal {
  code: string
  message: string
}

/** Host → guest. */
export type Down =
  /** Keep your entries up to `base`, then take these; your redo stack is `redo`. You are now at `rev` of `epoch`. */
  | { t: 'sync'; epoch: string; rev: number; base: Head; entries: Entry[]; redo: Entry[] }
  /** Revision `rev` of `epoch`: `op`, made on the log that ends at `at`. */
  | { t: 'op'; epoch: string; rev: number; at: Head; op: Op }
  /** The host is at `rev` of `epoch` (sent now and then: a guest behind asks again). */
  | { t: 'head'; epoch: string; rev: number }
  /** The answer to a guest's command `req`. */
  | { t: 'done'; req: number; ok: true }
  | { t: 'done'; req: number; ok: false; error: Refusal }

/** Guest → host. */
export type Up =
  | { t: 'hello'; have: Head[] }
  | { t: 'act'; req: number; at: Head; have: Head[]; act: Act }

export const STALE: Refusal = { code: 'live/stale', message: 'Another phone changed the game first: this tap was not applied; the game is shown as it is now.' }

/** The chain hash of an empty log. */
export const EMPTY_HASH = '0'

/**
 * A 64-bit FNV-1a style hash of a string, as 16 hex digits (two 32-bit lanes with different
 * primes). Not cryptographic: it tells two phones' logs apart, which only ever differ by honest
 * mistakes (a stale tap, a lost message).
 */
export function hashText(s: string): string {
  let a = 0x811c9dc5
  let b = 0x9e3779b9
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
    b ^= b >>> 15
  }
  a ^= a >>> 13
  a = Math.imul(a, 0x85ebca6b)
  b ^= b >>> 16
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}

/** The chain hash after `entry`, from the hash before it. */
export const chain = (prev: string, entry: Entry): string => hashText(`${prev}|${JSON.stringify(entry)}`)

export const emptyLog = (): Log => ({ entries: [], hashes: [], redo: [] })

/** A log from entries and a redo stack (the hashes worked out). */
export function logOf(entries: readonly Entry[], redo: readonly Entry[] = []): Log {
  const hashes: string[] = []
  let h = EMPTY_HASH
  for (const e of entries) hashes.push((h = chain(h, e)))
  return { entries: entries.slice(), hashes, redo: redo.slice() }
}

export const hashAt = (log: Log, seq: number): string => (seq === 0 ? EMPTY_HASH : log.hashes[seq - 1])
export const headOf = (log: Log): Head => ({ seq: log.entries.length, hash: hashAt(log, log.entries.length) })
export const sameHead = (a: Head, b: Head): boolean => a.seq === b.seq && a.hash === b.hash

/**
 * A few heads of `log`, sampled back from its end (the last few, then ever farther apart, down to
 * the empty log): the host finds the last point both logs share in one round trip.
 */
export function haveOf(log: Log): Head[] {
  const n = log.entries.length
  const out: Head[] = []
  let step = 1
  for (let s = n; s > 0; s -= step) {
    out.push({ seq: s, hash: hashAt(log, s) })
    if (out.length >= 4) step *= 2
  }
  out.push({ seq: 0, hash: EMPTY_HASH })
  return out
}

/** The last point of `log` that a guest's sampled heads share (the empty log at worst). */
export function commonBase(log: Log, have: readonly Head[]): Head {
  let best: Head = { seq: 0, hash: EMPTY_HASH }
  for (const h of have) {
    if (!h || !Number.isInteger(h.seq) || h.seq <= best.seq || h.seq > log.entries.length) continue
    if (hashAt(log, h.seq) === h.hash) best = { seq: h.seq, hash: h.hash }
  }
  return best
}

function append(log: Log, entry: Entry, redo: readonly Entry[]): Log {
  return { entries: [...log.entries, entry], hashes: [...log.hashes, chain(hashAt(log, log.entries.length), entry)], redo }
}

/** `log` after `op`, or null when `op` does not fit it (a sequence number out of place). */
export function applyOp(log: Log, op: Op, cap = REDO_CAP): Log | null {
  const n = log.entries.length
  switch (op.k) {
    case 'do':
      return op.entry.seq === n + 1 ? append(log, op.entry, []) : null
    case 'redo':
      return op.entry.seq === n + 1 ? append(log, op.entry, log.redo.slice(1)) : null
    case 'replace': {
      if (n === 0 || op.entry.seq !== n) return null
      const keep: Log = { entries: log.entries.slice(0, -1), hashes: log.hashes.slice(0, -1), redo: [] }
      return append(keep, op.entry, [])
    }
    case 'undo':
      if (!Number.isInteger(op.to) || op.to < 0 || op.to >= n) return null
      return { entries: log.entries.slice(0, op.to), hashes: log.hashes.slice(0, op.to), redo: [...log.entries.slice(op.to), ...log.redo].slice(0, cap) }
  }
}

/** `log` kept up to `base`, then `entries`, with `redo` (a sync); null when `base` is not a point of `log`. */
export function applySync(log: Log, base: Head, entries: readonly Entry[], redo: readonly Entry[]): Log | null {
  if (base.seq > log.entries.length || hashAt(log, base.seq) !== base.hash) return null
  let out: Log = { entries: log.entries.slice(0, base.seq), hashes: log.hashes.slice(0, base.seq), redo: [] }
  for (const e of entries) {
    if (e.seq !== out.entries.length + 1) return null
    out = append(out, e, [])
  }
  return { ...out, redo: redo.slice() }
}

// ── The host ────────────────────────────────────────────────────────────────────────────────

/** The host's side: its log and where its term stands. */
export interface Host {
  log: Log
  epoch: string
  rev: number
}

export const hostOf = (log: Log, epoch: string): Host => ({ log, epoch, rev: 0 })

/**
 * A hosting term: `<term>.<id>`. A new host (a hand-over, a take-over) starts the term after the
 * one it followed, so a guest never goes back to an older host's log.
 */
export const epochOf = (term: number, id: string): string => `${term}.${id}`
export const termOf = (epoch: string | null): number => (epoch ? Number.parseInt(epoch, 10) || 0 : -1)

/** What a guest that holds `have` misses of the host's log. */
export function syncFor(h: Host, have: readonly Head[]): Down {
  const base = commonBase(h.log, have)
  return { t: 'sync', epoch: h.epoch, rev: h.rev, base, entries: h.log.entries.slice(base.seq), redo: h.log.redo.slice() }
}

/**
 * The host committed `op` (its own tap, or a guest's command it decided): the next revision, and
 * the message every guest gets. Null when `op` does not fit the host's log (a bug: nothing sent).
 */
export function hostCommit(h: Host, op: Op, cap = REDO_CAP): { host: Host; out: Down } | null {
  const log = applyOp(h.log, op, cap)
  if (!log) return null
  const out: Down = { t: 'op', epoch: h.epoch, rev: h.rev + 1, at: headOf(h.log), op }
  return { host: { ...h, log, rev: h.rev + 1 }, out }
}

/**
 * A guest's command, before it is decided: null when it was tapped on the host's log as it is (go
 * on and decide it), else the refusal and what the guest missed.
 */
export function hostCheck(h: Host, m: Extract<Up, { t: 'act' }>): Down[] | null {
  if (m.at && sameHead(m.at, headOf(h.log))) return null
  return [{ t: 'done', req: m.req, ok: false, error: STALE }, syncFor(h, m.have ?? [])]
}

// ── A guest ─────────────────────────────────────────────────────────────────────────────────

/** A guest's side: its copy of the log, the host's term and revision it is at, operations that came early. */
export interface Guest {
  log: Log
  /** Null until the first sync from a host. */
  epoch: string | null
  rev: number
  /** Operations of this epoch that came before the ones they follow, by revision. */
  early: ReadonlyMap<number, Extract<Down, { t: 'op' }>>
  /** A `hello` is out and its sync not yet here (no second one for each early operation). */
  asked: boolean
}

export const guestOf = (log: Log): Guest => ({ log, epoch: null, rev: 0, early: new Map(), asked: false })

/** What a guest does with one message: its log's steps (to write and show, in order), and what it sends back. */
export interface GuestStep {
  guest: Guest
  /** What changed in the log, in order: an operation, or a sync (`base`, then `entries`, and the redo stack). */
  changes: ({ k: 'op'; op: Op } | { k: 'sync'; base: Head; entries: Entry[]; redo: Entry[] })[]
  send: Up[]
}

/** At most this many early operations wait for the ones before them; past that, the guest asks again. */
const EARLY_CAP = 64

/** The guest asks the host for what it misses. */
export const helloOf = (g: Guest): Up => ({ t: 'hello', have: haveOf(g.log) })

/** A guest (re)connected to a host: it says which log it holds; early operations of the old link are dropped. */
export function reconnect(g: Guest): { guest: Guest; send: Up } {
  return { guest: { ...g, early: new Map(), asked: true }, send: helloOf(g) }
}

/** A guest's command, tapped on its log as it is now. */
export const actOf = (g: Guest, req: number, act: Act): Up => ({ t: 'act', req, at: headOf(g.log), have: haveOf(g.log), act })

export function guestReceive(g0: Guest, m: Down): GuestStep {
  const changes: GuestStep['changes'] = []
  const send: Up[] = []
  let g = g0
  const ask = () => {
    if (!g.asked) {
      send.push(helloOf(g))
      g = { ...g, asked: true }
    }
  }
  // A message of an older host's term (a hand-over happened): never applied.
  if ((m.t === 'sync' || m.t === 'op' || m.t === 'head') && termOf(m.epoch) < termOf(g.epoch)) return { guest: g, changes, send }
  switch (m.t) {
    case 'sync': {
      // An older answer than what the guest already holds of this term: nothing to do.
      if (m.epoch === g.epoch && m.rev <= g.rev) break
      const log = applySync(g.log, m.base, m.entries, m.redo)
      if (!log) {
        // It was worked out for the log the guest held when it asked; that log has changed since.
        g = { ...g, asked: false }
        ask()
        break
      }
      changes.push({ k: 'sync', base: m.base, entries: m.entries, redo: m.redo })
      const early = new Map([...g.early].filter(([rev]) => m.epoch === g.epoch && rev > m.rev))
      g = { log, epoch: m.epoch, rev: m.rev, early, asked: false }
      break
    }
    case 'op': {
      if (m.epoch === g.epoch && m.rev <= g.rev) break
      if (m.epoch === g.epoch && m.rev > g.rev + 1) {
        if (g.early.size < EARLY_CAP) g = { ...g, early: new Map(g.early).set(m.rev, m) }
        ask()
        break
      }
      const log = m.epoch === g.epoch && sameHead(m.at, headOf(g.log)) ? applyOp(g.log, m.op) : null
      if (!log) {
        ask()
        break
      }
      changes.push({ k: 'op', op: m.op })
      g = { ...g, log, rev: m.rev }
      break
    }
    case 'head':
      if (m.epoch !== g.epoch || m.rev > g.rev) {
        g = { ...g, asked: false }
        ask()
      }
      break
    case 'done':
      break
  }
  // Operations that came early and now follow on.
  for (let next = g.early.get(g.rev + 1); next; next = g.early.get(g.rev + 1)) {
    const early = new Map(g.early)
    early.delete(next.rev)
    const log = sameHead(next.at, headOf(g.log)) ? applyOp(g.log, next.op) : null
    g = { ...g, early }
    if (!log) break
    changes.push({ k: 'op', op: next.op })
    g = { ...g, log, rev: next.rev }
  }
  return { guest: g, changes, send }
}
