/**
 * Reading a game file off the main thread: the checks, the full replay and the write of a big file
 * take seconds, during which the page would freeze. The games store posts the text here and shows
 * the progress this worker reports; it can cancel by terminating it (nothing is written before it
 * says so). Loads only the file's game rules, through the registry (`rulesOf`; the worker's build drops the registry's module loaders: scripts/vite/worker-rules-only.ts).
 *
 * 1. main → `parse` (text, options, the registry's game ids)
 * 2. worker → `progress`…, then `parsed` (the file's metadata and folded state, or the refusal)
 * 3. main → `write` (the row to store: its id, list line, versions) — or terminates the worker
 * 4. worker → `written` or `write-failed` (the error's name and message); main → `cancel` meanwhile
 *    aborts the write's transaction if it has not committed (then `write-failed`, an AbortError)
 */
import { readGameFile, type ParseOptions } from '../core/game-file'
import type { Command, GameEvent, LogEntry } from '../core'
import { rulesOf } from './registry'
import type { GameRow } from '../db/db'
import { replaceGame } from '../db/repo'
import { REDO_CAP } from '../db/limits'
import type { ImportMessage, ImportRequest } from '../stores/import-protocol'

const post = (m: ImportMessage) => (self as unknown as { postMessage(m: ImportMessage): void }).postMessage(m)

let session: { entries: LogEntry<Command, GameEvent>[]; redo: LogEntry<Command, GameEvent>[]; state: unknown } | null = null

async function parse(text: string, opts: Pick<ParseOptions, 'ignoreRecordedEvents'>, knownGames: string[]) {
  const r = await readGameFile(text, rulesOf, { ...opts, knownGames, onProgress: (done, total) => post({ type: 'progress', done, total }) })
  if (!r.ok) {
    post({ type: 'parsed', ok: false, error: r.error })
    return
  }
  session = r.value.session
  const { commands: _c, undone: _u, events: _e, undoneEvents: _ue, ...file } = r.value.file
  const lastSeq = session.entries.length ? session.entries[session.entries.length - 1].seq : 0
  post({ type: 'parsed', ok: true, file, lastSeq, state: session.state })
}

/** The write under way: `cancel` aborts it. */
let writing: AbortController | null = null

async function write(meta: Omit<GameRow, 'state' | 'redo'>) {
  if (!session) return
  writing = new AbortController()
  try {
    await replaceGame({ ...meta, state: session.state, redo: session.redo.slice(0, REDO_CAP) as GameRow['redo'] }, session.entries as never, writing.signal)
    post({ type: 'written' })
  } catch (err) {
    const e = err as { name?: string; message?: string; inner?: { name?: string } }
    post({ type: 'write-failed', name: e.inner?.name ?? e.name ?? 'Error', message: e.message ?? String(err) })
  } finally {
    writing = null
  }
}

self.onmessage = (ev: MessageEvent<ImportRequest>) => {
  const m = ev.data
  if (m.type === 'parse') void parse(m.text, m.opts, m.knownGames)
  else if (m.type === 'write') void write(m.row)
  else writing?.abort()
}
