import { computed, getCurrentScope, onScopeDispose, type ComputedRef } from 'vue'
import { useSessionStore } from '@/stores/session'
import { stableList } from './stable'

/**
 * What a view shows of the open game's state (`of`: its gauges, its header, its lists), worked out
 * for the next state while that state's write is under way, and taken as it is once the write has
 * committed: a tap's figures are then only patched into the page after the commit, not computed
 * there. `keep` may give back the previous value when the new one shows the same (`stable`,
 * `stableList`), so that what renders from it is not re-rendered.
 *
 * Each state's figures are a computed of their own over that state (a constant in it): it follows
 * whatever else `of` reads (the language, a dictionary that arrives, the owner's names), so figures
 * worked out before the commit are taken only while none of that changed since; otherwise they are
 * worked out again. Only the shown state's and the next one's are kept.
 */
export function useStateView<R>(of: (state: unknown) => R, keep: (prev: R | undefined, next: R) => R = (_prev, next) => next): ComputedRef<R> {
  const game = useSessionStore()
  type Kept = { state: unknown; view: ComputedRef<R> }
  const make = (state: unknown): Kept => ({ state, view: computed(() => of(state)) })
  let shown: Kept | null = null
  let next: Kept | null = null
  const viewOf = (state: unknown): ComputedRef<R> => {
    if (shown && shown.state === state) return shown.view
    const now = next && next.state === state ? next : make(state)
    shown = now
    next = null
    return now.view
  }
  const stop = game.onUpcoming((state) => {
    next = make(state)
    void next.view.value
  })
  if (getCurrentScope()) onScopeDispose(stop)
  return computed<R>((prev) => keep(prev, viewOf(game.state).value))
}

/**
 * A list rendered as one component per item, each reading its item through a computed of its own
 * (`source(key)`, made once per key) while the list renders from the keys only (`keys`, the same
 * array while they are the same): a tap that changes one item re-renders that item's component,
 * not the list nor the other items (which keep their objects: `stableList`).
 */
export function useKeyed<T>(list: Readonly<{ value: readonly T[] }>, key: (item: T) => string) {
  const keys = computed<string[]>((prev) => stableList(prev, list.value.map(key)))
  const byKey = computed(() => new Map(list.value.map((item) => [key(item), item])))
  const sources = new Map<string, ComputedRef<T>>()
  function source(k: string): ComputedRef<T> {
    let c = sources.get(k)
    if (!c) sources.set(k, (c = computed(() => byKey.value.get(k)!)))
    return c
  }
  return { keys, source }
}
