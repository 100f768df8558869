import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { readGameFile, type GameFileError } from '@/core/game-file'
import type { ImportMessage, ImportRequest } from './import-protocol'
import type { LoadedGame } from '@/shell/module'
import { games as registry } from '@/app/registry'
import { REDO_CAP } from '@/db/limits'

/**
 * How an import reads a game file (stores/games-io.ts): checked and replayed in a worker, or on this
 * thread where there are no workers (tests); then written, the replayed log never crossing threads.
 */

export type LoadedRules = Pick<LoadedGame, 'id' | 'rules' | 'listSummary' | 'messages'>
/** The import's progress while the file is checked. */
type Progress = (phase: 'checking', done: number, total: number) => void
export type ParsedMeta = { ok: false; error: GameFileError } | { ok: true; file: { id?: string; game: string; name: string; seed: string; createdAt: string }; lastSeq: number; state: unknown }
export const CANCELLED: GameFileError = { code: 'file/cancelled', message: 'The import was cancelled; nothing was changed.' }

/** Reads one file: checks and replays it, then (when told) writes it; `signal` cancels either. */
export interface FileReader {
  parse(signal: AbortSignal): Promise<ParsedMeta>
  write(row: Omit<GameRow, 'state' | 'redo'>, signal: AbortSignal): Promise<void>
  close(): void
}

/** On this thread (no workers: tests). */
export function readerHere(text: string, opts: { ignoreRecordedEvents?: boolean }, m: LoadedRules | null, progress: Progress): FileReader {
  let session: { entries: unknown[]; redo: unknown[]; state: unknown } | null = null
  return {
    async parse(signal) {
      // The worker's own reading (`readGameFile`), with the module already loaded for the file's game.
      const r = await readGameFile(text, async (id) => (m && m.id === id ? m.rules : null), { ...opts, knownGames: registry.map((g) => g.id), onProgress: (done, total) => progress('checking', done, total) })
      if (signal.aborted) return { ok: false, error: CANCELLED }
      if (!r.ok) return r
      session = r.value.session
      const entries = r.value.session.entries
      return { ok: true, file: r.value.file, lastSeq: entries.length ? entries[entries.length - 1].seq : 0, state: r.value.session.state }
    },
    write: (row, signal) => repo.replaceGame({ ...row, state: session!.state, redo: session!.redo.slice(0, REDO_CAP) as GameRow['redo'] }, session!.entries as never, signal),
    close() {},
  }
}

/**
 * In a worker: the page stays responsive and shows the progress; the replayed log never crosses
 * to this thread (the worker writes it), only the file's metadata and the folded state do.
 */
export function readerInWorker(text: string, opts: { ignoreRecordedEvents?: boolean }, progress: Progress): FileReader {
  const worker = new Worker(new URL('../app/import.worker.ts', import.meta.url), { type: 'module' })
  let waiting: ((m: ImportMessage) => void) | null = null
  let failed: ((e: Error) => void) | null = null
  worker.onmessage = (ev: MessageEvent<ImportMessage>) => {
    if (ev.data.type === 'progress') progress('checking', ev.data.done, ev.data.total)
    else waiting?.(ev.data)
  }
  worker.onerror = (e) => failed?.(new Error(e.message))
  const next = () => new Promise<ImportMessage>((resolve, reject) => {
    waiting = resolve
    failed = reject
  })
  return {
    async parse(signal) {
      const reply = next()
      // Cancelled while checking: the worker is terminated (nothing was written).
      const cancel = () => waiting?.({ type: 'parsed', ok: false, error: CANCELLED })
      signal.addEventListener('abort', cancel, { once: true })
      worker.postMessage({ type: 'parse', text, opts: { ignoreRecordedEvents: opts.ignoreRecordedEvents ?? false }, knownGames: registry.map((g) => g.id) })
      try {
        const m = await reply
        return m.type === 'parsed' ? m : { ok: false, error: { code: 'file/internal-error', message: 'The file could not be read.' } }
      } catch (e) {
        return { ok: false, error: { code: 'file/internal-error', message: `The file could not be read: ${(e as Error).message}` } }
      } finally {
        signal.removeEventListener('abort', cancel)
      }
    },
    async write(row, signal) {
      // Cancelled before the write began (while the game's lock or the stored game was awaited):
      // the abort event has fired already, so no `cancel` would reach the worker.
      if (signal.aborted) throw new DOMException('The import was cancelled.', 'AbortError')
      const reply = next()
      // Cancelled while writing: the worker aborts its transaction if it has not committed yet.
      const cancel = () => worker.postMessage({ type: 'cancel' } satisfies ImportRequest)
      signal.addEventListener('abort', cancel, { once: true })
      worker.postMessage({ type: 'write', row: JSON.parse(JSON.stringify(row)) } satisfies ImportRequest)
      try {
        const m = await reply
        if (m.type === 'write-failed') {
          const e = new Error(m.message)
          e.name = m.name
          throw e
        }
      } finally {
        signal.removeEventListener('abort', cancel)
      }
    },
    close: () => worker.terminate(),
  }
}
