/** After the page is idle (or `timeout` ms at the latest): work the first frames do not need. */
export function whenIdle(job: () => void, timeout = 1500): void {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback
  if (ric) ric(job, { timeout })
  else setTimeout(job, 300)
}

let shown: (() => void) | null = null
const firstScreen = new Promise<void>((resolve) => (shown = resolve))

/**
 * The frame has put its first screen on the page: a game's first screen, or the games list with the
 * saved games read (called once it has; later calls do nothing).
 */
export function screenShown(): void {
  shown?.()
  shown = null
}

/**
 * After the first screen is on the page (`screenShown`, or `wait` ms at the latest) and then
 * the page is idle: so that such work never lands in an idle gap of the resume before the screen
 * (e.g. while a chunk of the screen is being imported).
 */
export function afterScreen(job: () => void, wait = 3000): void {
  let done = false
  const go = () => {
    if (done) return
    done = true
    whenIdle(job)
  }
  void firstScreen.then(go)
  setTimeout(go, wait)
}

/**
 * A while after the first screen is on the page (`afterScreen`, then `delay` ms, then idle): work a
 * first visit's games list does not need and nothing waits for (issue #29: loaded in the seconds
 * after the first screen, its evaluation was the cold load's blocking time). A tap that needs it
 * asks for it sooner.
 */
export function afterScreenQuiet(job: () => void, delay = 4000, wait = 3000): void {
  afterScreen(() => setTimeout(() => whenIdle(job), delay), wait)
}

let batch: (() => void)[] | null = null
/**
 * Run `job` in the next task, with every other job queued in this one, behind one timer: a tap's
 * follow-ups (the board list, the screen-reader line, the other tabs' notice) cost one timer, not
 * one each, in the task that shows its figures. Jobs run in the order queued; one that throws does
 * not stop the others.
 */
export function nextTask(job: () => void): void {
  if (batch) {
    batch.push(job)
    return
  }
  const jobs = (batch = [job])
  setTimeout(() => {
    batch = null
    for (const j of jobs) {
      try {
        j()
      } catch (err) {
        queueMicrotask(() => {
          throw err
        })
      }
    }
  }, 0)
}
