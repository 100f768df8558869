import { ref, type Ref } from 'vue'

/**
 * A flag that goes up once work has been under way for `ms` since its newest start, and down when
 * no work is under way any more: the save dot, a view's busy state. A tap's work takes a few tens
 * of ms, so the flag seldom goes up; it is watched by one timer at a time, not one per start:
 * when the timer fires, it raises the flag if the newest start was `ms` ago, and otherwise waits
 * out the rest. The timer is armed in a microtask after the start, so that a tap's write (issued in
 * the same task, queued before) goes out first.
 */
export function lateFlag(ms: number): { up: Ref<boolean>; start(): void; stop(): void; dispose(): void } {
  const up = ref(false)
  /** The newest start (`performance.now()`), null while no work is under way. */
  let since: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let arming = false
  function arm(wait: number) {
    timer = setTimeout(() => {
      timer = undefined
      if (since === null) return
      const left = since + ms - performance.now()
      if (left > 0.5) arm(left)
      else up.value = true
    }, wait)
  }
  return {
    up,
    start() {
      since = performance.now()
      if (timer || arming) return
      arming = true
      queueMicrotask(() => {
        arming = false
        if (!timer && since !== null) arm(Math.max(0, since + ms - performance.now()))
      })
    },
    stop() {
      since = null
      up.value = false
    },
    dispose() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
