/**
 * The second copy's writer (src/db/mirror.ts), off the main thread: the page posts a touch after
 * each commit (a message, nothing else on the tap's path) and asks for flushes, lists and reads;
 * this worker reads the game from IndexedDB itself and writes its copy into the origin private
 * file system. Reports its state (syncs waiting, the last failure) after every job.
 */
import { Mirror, MirrorQueue, idbSource, mirrorFailureOf, opfsDir, type MirrorReply, type MirrorRequest } from '../db/mirror'

const post = (m: MirrorReply) => (self as unknown as { postMessage(m: MirrorReply): void }).postMessage(m)
const locks = (self as unknown as { navigator?: { locks?: { request<T>(name: string, cb: () => Promise<T>): Promise<T> } } }).navigator?.locks ?? null

const queue: Promise<MirrorQueue | null> = opfsDir().then((dir) => (dir ? new MirrorQueue(new Mirror(dir, idbSource()), (state) => post({ type: 'state', state }), locks) : null))

self.onmessage = async (ev: MessageEvent<MirrorRequest>) => {
  const m = ev.data
  const q = await queue
  if (!q) {
    if (m.type !== 'touch') post({ type: 'done', req: m.req, ok: false, error: { name: 'NotSupportedError', message: 'This browser has no origin private file system: no second copy is kept.' } })
    return
  }
  if (m.type === 'touch') {
    q.touch(m.id, m.seq, m.step)
    return
  }
  try {
    post({ type: 'done', req: m.req, ok: true, value: await q.handle(m) })
  } catch (err) {
    post({ type: 'done', req: m.req, ok: false, error: mirrorFailureOf(err) })
  }
}
