import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { EntryRow } from '@/db/db'
import type { MirrorHead, MirrorReply, MirrorRequest, MirrorState, MirrorSummary } from '@/db/mirror'
import { whenIdle } from '@/shell/idle'

/**
 * The page's side of the second copy (src/db/mirror.ts): one copier per page, in a worker
 * (src/app/mirror.worker.ts), started when the page is idle. A commit only posts a touch to it
 * (`mirrorTouch`, among the commit's follow-ups); flushes, lists and reads are requests.
 * Where there is no worker (tests) there is no copier, unless a test installs one in this thread
 * (`installMirror`, tests/app/mirror-helpers.ts).
 */

/** A request without its number (distributed over the kinds). */
export type Ask = MirrorRequest extends infer R ? (R extends { req: number } ? Omit<R, 'req'> : never) : never
/** What a commit did, for the copier's memory: a command (its entry), an undo or a redo. */
export type MirrorStep = EntryRow['entry'] | 'undo' | 'redo'
export interface MirrorEngine {
  touch(id: string, seq: number, step?: MirrorStep): void
  request<T>(m: Ask): Promise<T>
}

/** undefined: not started yet; null: none (no worker, no file system). */
let engine: MirrorEngine | null | undefined
/** Touches made before the copier started (it starts in an idle moment, not on a tap's path). */
const early = new Map<string, number>()
let startScheduled = false
const listeners = new Set<(s: MirrorState) => void>()
let lastState: MirrorState = { pending: 0, error: null, damaged: {} }
const report = (s: MirrorState) => {
  lastState = s
  for (const l of listeners) l(s)
}

function workerEngine(): MirrorEngine | null {
  if (typeof Worker === 'undefined' || import.meta.env.MODE === 'test') return null
  let worker: Worker
  try {
    worker = new Worker(new URL('../app/mirror.worker.ts', import.meta.url), { type: 'module' })
  } catch {
    return null
  }
  let next = 1
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  worker.onmessage = (ev: MessageEvent<MirrorReply>) => {
    const m = ev.data
    if (m.type === 'state') return report(m.state)
    const w = waiting.get(m.req)
    waiting.delete(m.req)
    if (!w) return
    if (m.ok) w.resolve(m.value)
    else w.reject(Object.assign(new Error(m.error.message), { name: m.error.name }))
  }
  worker.onerror = () => {
    for (const w of waiting.values()) w.reject(new Error('The second copy\'s worker failed.'))
    waiting.clear()
  }
  return {
    touch: (id, seq, step) => worker.postMessage({ type: 'touch', id, seq, ...(step !== undefined ? { step } : {}) } satisfies MirrorRequest),
    request: <T>(m: Ask) => new Promise<T>((resolve, reject) => {
      const req = next++
      waiting.set(req, { resolve: resolve as (v: unknown) => void, reject })
      worker.postMessage({ ...m, req } as MirrorRequest)
    }),
  }
}

/** Start the copier (once); touches made before it started are handed over. */
export function startMirror(): MirrorEngine | null {
  if (engine === undefined) {
    engine = workerEngine()
    for (const [id, seq] of early) engine?.touch(id, seq)
    early.clear()
  }
  return engine
}

/** Tests: a copier in this thread (its state reported to the page's store through `report`). */
export function installMirror(make: (report: (s: MirrorState) => void) => MirrorEngine): void {
  lastState = { pending: 0, error: null, damaged: {} }
  engine = make(report)
}
/** Tests: no copier. */
export function stopMirror(): void {
  engine = undefined
  early.clear()
}

/**
 * The game `id` changed from command `seq` on (its commit is done): its copy follows a moment later,
 * off the main thread. Costs a message; before the copier has started, a map entry. `step` (a
 * played command's entry, an undo, a redo) lets the copier follow the game in memory at once: it
 * is what the export and the restore read if the browser removes the origin's storage before the
 * copy is written (src/db/mirror.ts, `Mirror.note`).
 */
export function mirrorTouch(id: string, seq: number, step?: MirrorStep): void {
  if (engine) {
    try {
      return engine.touch(id, seq, step)
    } catch {
      return engine.touch(id, seq)
    }
  }
  if (engine === null) return
  early.set(id, Math.min(early.get(id) ?? Infinity, seq))
  if (!startScheduled) {
    startScheduled = true
    whenIdle(() => {
      startScheduled = false
      startMirror()
    })
  }
}

export const useMirrorStore = defineStore('mirror', () => {
  /** How the copies stand (syncs waiting, the last failure, games whose log could not be copied). */
  const state = ref<MirrorState>(lastState)
  listeners.add((s) => (state.value = s))

  const ask = <T>(m: Ask): Promise<T> => {
    const e = startMirror()
    return e ? e.request<T>(m) : Promise.reject(Object.assign(new Error('No second copy is kept in this browser.'), { name: 'NotSupportedError' }))
  }
  /** Whether this page keeps a second copy at all. */
  const available = () => startMirror() !== null

  return {
    state,
    available,
    /** Copy one game now (or every touched one); rejects when it could not be written. */
    flush: (id?: string) => ask<void>({ type: 'flush', ...(id !== undefined ? { id } : {}) }),
    /** Bring every game's copy up to date with IndexedDB. */
    syncAll: () => ask<void>({ type: 'syncAll' }),
    list: () => ask<MirrorSummary[]>({ type: 'list' }),
    read: (id: string) => ask<{ head: MirrorHead; entries: MirrorHead['redo'] } | undefined>({ type: 'read', id }),
    tombstone: (id: string) => ask<void>({ type: 'tombstone', id }),
    forget: (id: string) => ask<void>({ type: 'forget', id }),
  }
})
