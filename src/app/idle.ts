/** After the page is idle (or `timeout` ms at the latest): work the first frames do not need. */
export function whenIdle(job: () => void, timeout = 1500): void {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback
  if (ric) ric(job, { timeout })
  else setTimeout(job, 300)
}
