/** SHELL-NEXTTASK: a tap's follow-ups run in the next task, together, behind one timer. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from '@/shell/idle'

afterEach(() => vi.useRealTimers())

describe('SHELL-NEXTTASK follow-ups in the next task', () => {
  it('SHELL-NEXTTASK-01 jobs queued in one task run after it, in order, with one timer; a job queued while they run waits for the next', () => {
    vi.useFakeTimers()
    const spy = vi.spyOn(globalThis, 'setTimeout')
    const ran: string[] = []
    nextTask(() => ran.push('a'))
    nextTask(() => {
      ran.push('b')
      nextTask(() => ran.push('d'))
    })
    nextTask(() => ran.push('c'))
    expect(spy).toHaveBeenCalledTimes(1)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(0)
    expect(ran).toEqual(['a', 'b', 'c'])
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['a', 'b', 'c', 'd'])
    expect(spy).toHaveBeenCalledTimes(2)
    spy.mockRestore()
  })

  it('SHELL-NEXTTASK-02 a job that throws does not stop the others (its error is reported, not swallowed)', async () => {
    const ran: string[] = []
    const errors: unknown[] = []
    const onError = (err: unknown) => errors.push(err)
    process.on('uncaughtException', onError)
    try {
      nextTask(() => {
        throw new Error('boom')
      })
      nextTask(() => ran.push('after'))
      await new Promise((r) => setTimeout(r, 5))
      expect(ran).toEqual(['after'])
      expect(errors.map((e) => (e as Error).message)).toEqual(['boom'])
    } finally {
      process.off('uncaughtException', onError)
    }
  })
})
