import { ref, watch, type Ref, type WatchStopHandle } from 'vue'

/**
 * An app update, accepted in any tab, reloads every tab of the app (the new service worker takes
 * control of all of them). A tab must not be reloaded under its players (issue #27 §4): while a
 * command is written or an import runs, the reload waits until the tab is idle; while a form holds
 * unsaved input, the tab asks (`asking`) and reloads only when told (`reloadNow`) or once the
 * input is saved.
 */
export interface UpdateGate {
  /** The new version has taken control: reload as soon as this tab may. */
  needReload(): void
  /** The players said to reload now (their unsaved input is lost). */
  reloadNow(): void
  /** The tab waits for its players: they have unsaved input. */
  asking: Ref<boolean>
  /** The tab waits for a command or an import to finish. */
  waiting: Ref<boolean>
}

export function updateGate(o: { busy: () => boolean; unsaved: () => boolean; reload: () => void }): UpdateGate {
  const asking = ref(false)
  const waiting = ref(false)
  let stop: WatchStopHandle | null = null
  const settle = () => {
    const busy = o.busy()
    const unsaved = o.unsaved()
    waiting.value = busy
    asking.value = !busy && unsaved
    if (!busy && !unsaved) {
      stop?.()
      stop = null
      o.reload()
    }
  }
  return {
    needReload() {
      settle()
      if (stop || asking.value === false && waiting.value === false) return
      // Reactive sources: re-checked whenever they change (a command ends, an import ends, a form is saved).
      stop = watch([o.busy, o.unsaved], settle)
    },
    reloadNow() {
      stop?.()
      stop = null
      o.reload()
    },
    asking,
    waiting,
  }
}
