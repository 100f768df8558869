import { onBeforeUnmount, watch, type Ref } from 'vue'

/** Keeps the screen on while `active` is true (Screen Wake Lock API, where supported). */
export function useWakeLock(active: Ref<boolean>) {
  let lock: { release(): Promise<void> } | null = null
  const nav = navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }

  async function acquire() {
    if (!nav.wakeLock || lock || document.visibilityState !== 'visible') return
    try {
      lock = await nav.wakeLock.request('screen')
    } catch {
      lock = null
    }
  }
  async function release() {
    const l = lock
    lock = null
    await l?.release().catch(() => undefined)
  }
  const onVisible = () => {
    lock = null
    if (active.value) void acquire()
  }
  watch(active, (on) => (on ? acquire() : release()), { immediate: true })
  document.addEventListener('visibilitychange', onVisible)
  onBeforeUnmount(() => {
    document.removeEventListener('visibilitychange', onVisible)
    void release()
  })
}
