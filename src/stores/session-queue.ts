import { computed, ref } from 'vue'

/**
 * The session's job queue: async work serialised so two taps never race on the same sequence
 * number, and the busy mark while any job is queued or running (a command, an undo, an open).
 */
export function jobQueue() {
  let queue: Promise<unknown> = Promise.resolve()
  /** Jobs queued or running: the page says it is busy while any is. */
  const inFlight = ref(0)
  const busy = computed(() => inFlight.value > 0)

  /** Serialise async work so two taps never race on the same sequence number. */
  function serial<T>(job: () => Promise<T>): Promise<T> {
    // The job is queued before the busy mark changes: when nothing runs, it starts (and a tap issues
    // its write) in the microtask before the render that the mark schedules, not after it.
    const next = queue.then(job, job)
    inFlight.value++
    queue = next.catch(() => undefined).finally(() => inFlight.value--)
    return next
  }

  /** Resolves once every job queued so far (commands, undos, an open) has finished. */
  function settled(): Promise<void> {
    return queue.then(() => undefined)
  }

  return { inFlight, busy, serial, settled }
}

export type JobQueue = ReturnType<typeof jobQueue>
