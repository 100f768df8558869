/**
 * The self-check of a saved game (issue #27 §3): what a scan of its rows (`repo.scanGame`) says is
 * wrong. A game's log is its record; its metadata row (`lastSeq`), its snapshot (the folded state
 * and the redo stack) are derived from it and can be rebuilt from it while it reads whole.
 *
 * Checked: the game's kind against the registry; the snapshot row there; the highest entry
 * against `lastSeq` (both ways) and the log without a gap; with the log read, every entry an entry
 * (its number, a command with a type, a list of events), the redo stack one, and the snapshot's
 * state equal to the fold of the log; the state usable by the game's module (its list line,
 * pending choice, position and components can be worked out from it).
 *
 * No Vue, no DOM, no database: the scan and the game's functions are given.
 */
import type { GameScan } from './repo-more'
import { entryProblem } from './entry'

export type FindingCode =
  | 'unknown-game'
  | 'no-snapshot'
  | 'log-ahead'
  | 'log-behind'
  | 'gap'
  | 'bad-entry'
  | 'bad-redo'
  | 'state-differs'
  | 'state-unusable'

export interface Finding {
  code: FindingCode
  /** The command concerned (the first missing or damaged one, or the highest entry). */
  seq?: number
  detail?: string
}

/** What the check may ask of the game's module. */
export interface GameProbe {
  /** The state after these entries (the game's fold). */
  fold(entries: readonly { seq: number; command: unknown; events: unknown[] }[]): unknown
  /** Throws when the game's module cannot work with the state (its list line, pending choice, position, components). */
  probe(state: unknown): void
}

export interface CheckResult {
  findings: Finding[]
  /** The commands 1…k that read whole (the longest good start of the log), when the log was read; else null. */
  goodUpTo: number | null
  /** Whether the log reads whole (1…n, each an entry): derived rows can be rebuilt from it. */
  logWhole: boolean
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x)

/** Structural equality of JSON-like values (key order does not matter; undefined fields are absent). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return (a === undefined && b === undefined) || false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bb = b as unknown[]
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]))
  }
  const oa = a as Record<string, unknown>
  const ob = b as Record<string, unknown>
  const ka = Object.keys(oa).filter((k) => oa[k] !== undefined)
  const kb = Object.keys(ob).filter((k) => ob[k] !== undefined)
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(ob, k) && sameJson(oa[k], ob[k]))
}

/**
 * What is wrong with a scanned game. `game` is null when its kind is not in the registry (then
 * nothing of its state can be checked). `fold`: compare the snapshot with the fold of the log
 * (only when the log was read).
 */
export function checkGame(scan: GameScan, game: GameProbe | null, o: { fold?: boolean } = {}): CheckResult {
  const findings: Finding[] = []
  const meta = scan.meta
  if (!meta) return { findings, goodUpTo: null, logWhole: false }
  if (!game) findings.push({ code: 'unknown-game', detail: meta.game })
  if (!scan.snap) findings.push({ code: 'no-snapshot' })
  const last = isInt(scan.last) ? scan.last : null
  // The log's shape from its keys alone: 1…n, n = lastSeq.
  if (last !== null && last > meta.lastSeq) findings.push({ code: 'log-ahead', seq: last })
  if (scan.count === 0 || (last !== null && last < meta.lastSeq)) findings.push({ code: 'log-behind', seq: last ?? 0 })
  if (scan.count > 0 && (scan.first !== 1 || last === null || scan.count !== last)) findings.push({ code: 'gap' })
  let goodUpTo: number | null = null
  let logWhole = !findings.some((f) => f.code === 'gap') && scan.count > 0
  if (scan.entries) {
    // The longest good start: 1…k present, each an entry.
    let k = 0
    let bad: Finding | null = null
    for (const r of scan.entries) {
      if (r.seq !== k + 1) {
        bad = isInt(r.seq) && r.seq > k + 1 ? { code: 'gap', seq: k + 1 } : { code: 'bad-entry', seq: k + 1, detail: `key ${JSON.stringify(r.seq)}` }
        break
      }
      const why = entryProblem(r.entry, k + 1)
      if (why) {
        bad = { code: 'bad-entry', seq: k + 1, detail: why }
        break
      }
      k++
    }
    goodUpTo = k
    if (bad) {
      // A gap found by its keys is said once, with the first missing number.
      const at = findings.findIndex((f) => f.code === 'gap')
      if (at >= 0) findings.splice(at, 1)
      findings.push(bad)
    }
    logWhole = !bad && k === scan.entries.length && k > 0
  }
  if (scan.snap) {
    const redo = scan.snap.redo as unknown
    if (!Array.isArray(redo) || redo.some((e, i) => entryProblem(e, (last ?? meta.lastSeq) + 1 + i) !== null)) findings.push({ code: 'bad-redo' })
    if (game) {
      let usable = true
      try {
        if (scan.snap.state === null || typeof scan.snap.state !== 'object') throw new Error('the state is not an object')
        game.probe(scan.snap.state)
      } catch (e) {
        usable = false
        findings.push({ code: 'state-unusable', detail: e instanceof Error ? e.message : String(e) })
      }
      if (usable && o.fold && scan.entries && logWhole) {
        let folded: unknown
        try {
          folded = game.fold(scan.entries.slice(0, meta.lastSeq).map((r) => r.entry))
        } catch {
          folded = undefined
        }
        if (!sameJson(folded, scan.snap.state)) findings.push({ code: 'state-differs' })
      }
    }
  }
  return { findings, goodUpTo, logWhole }
}

/** Findings the log alone puts right (it reads whole): the state refolded, the rows rewritten from it. */
export const REBUILT_FROM_LOG: ReadonlySet<FindingCode> = new Set(['no-snapshot', 'log-ahead', 'bad-redo', 'state-differs', 'state-unusable'])
/** Findings where commands are missing or damaged: the players choose (the second copy, or the log cut back before them). */
export const NEEDS_CHOICE: ReadonlySet<FindingCode> = new Set(['log-behind', 'gap', 'bad-entry'])
