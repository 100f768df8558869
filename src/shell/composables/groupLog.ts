import type { Command, GameEvent, LogEntry } from '@/core'
import type { LogGroup, LogGrouper } from '@/shell/module'

/**
 * A game's log grouped in slices (issue #27 §5): a 58,000-command log grouped in one go was one
 * task of 150–500 ms on the Log screen's opening. A game writes its grouping once, as a grouper
 * fed entry by entry (`GameModule.logGrouper`); `groupAll` is its one-go form (`logGroups`), and
 * the Log (`useLogGroups`) feeds it a slice at a time (`feedSlice`), yielding to the event loop
 * when a slice has taken its budget of the clock.
 */

/** Every entry fed to the grouper, in one go: the game's `logGroups`. */
export function groupAll<C extends Command, E extends GameEvent>(grouper: LogGrouper<C, E>, entries: readonly LogEntry<C, E>[]): LogGroup<C, E>[] {
  for (const e of entries) grouper.add(e)
  return grouper.groups
}

/** Lets the browser run what waits (input, a frame) before the next slice: `scheduler.yield` where there is one, else a message. */
export function yieldTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof s?.yield === 'function') return s.yield()
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const ch = new MessageChannel()
      ch.port1.onmessage = () => {
        ch.port1.close()
        resolve()
      }
      ch.port2.postMessage(null)
    })
  }
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export interface SliceOptions {
  /** The most time one slice takes, in ms of the clock (a slice ends at the first check past it). */
  budgetMs: number
  /** The clock (`performance.now`). */
  now: () => number
  /** Between slices. */
  yieldTask: () => Promise<void>
  /** Entries fed between two looks at the clock (one entry takes microseconds). */
  checkEvery: number
}

export const SLICES: SliceOptions = { budgetMs: 12, now: () => performance.now(), yieldTask, checkEvery: 32 }

/**
 * Feeds `entries[from…]` to `grouper` for at most one slice's budget; returns how far it got (the
 * index of the next entry to feed).
 */
export function feedSlice<C extends Command, E extends GameEvent>(grouper: LogGrouper<C, E>, entries: readonly LogEntry<C, E>[], from: number, o: Omit<SliceOptions, 'yieldTask'>): number {
  const end = o.now() + o.budgetMs
  let i = from
  while (i < entries.length) {
    const stop = Math.min(entries.length, i + o.checkEvery)
    for (; i < stop; i++) grouper.add(entries[i])
    if (o.now() >= end) break
  }
  return i
}

/**
 * The groups of the log's first `n` entries, from the groups of a longer log: a game groups an
 * entry by the entries before it and its own, never by later ones, so a shorter log's groups are
 * the longer one's cut after its `n`th entry (an undo shown without grouping again).
 */
export function firstGroups<C extends Command, E extends GameEvent>(groups: readonly LogGroup<C, E>[], n: number): LogGroup<C, E>[] {
  const out: LogGroup<C, E>[] = []
  let left = n
  for (const g of groups) {
    if (left <= 0) break
    if (g.items.length <= left) out.push(g)
    else out.push({ key: g.key, get label() { return g.label }, items: g.items.slice(0, left) })
    left -= g.items.length
  }
  return out
}
