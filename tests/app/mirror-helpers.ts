import { Mirror, MirrorQueue, type MirrorDir, type MirrorRequest, type MirrorSource } from '@/db/mirror'
import { installMirror, type Ask } from '@/stores/mirror'

/** The second copy's copier in this thread (the app runs it in a worker), over `dir` (memory) and `source` (the fake IndexedDB). */
export function useMirrorIn(dir: MirrorDir, source: MirrorSource): void {
  installMirror((report) => {
    const q = new MirrorQueue(new Mirror(dir, source), report, null)
    return {
      touch: (id, seq, step) => q.touch(id, seq, step),
      request: <T>(m: Ask) => q.handle({ ...m, req: 0 } as MirrorRequest) as Promise<T>,
    }
  })
}
export { stopMirror } from '@/stores/mirror'
