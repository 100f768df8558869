import { computed, getCurrentScope, onScopeDispose, type ComputedRef } from 'vue'
import { useSessionStore } from '@/stores/session'

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

