import { computed, nextTick, watch, type Ref } from 'vue'
import type { Command, GameEvent, LogEntry } from '@/core'
import { route } from '@/shell/router'

/**
 * The log opened at one entry (`#/game/<id>/log?seq=N`, where a tap on the story's chart or on a
 * turning point leads): the page of the log that holds the entry is shown, its events unfolded, and
 * it is scrolled to the middle of the screen and focused (a screen reader starts reading there).
 * `shown` counts the entries shown, newest first; `open` the entries whose events are unfolded.
 */
export function useLogTarget(entries: Readonly<Ref<readonly LogEntry<Command, GameEvent>[]>>, shown: Ref<number>, open: Ref<Record<number, boolean>>) {
  const target = computed(() => (route.value.name === 'game' && route.value.seq !== undefined ? route.value.seq : null))
  watch(
    [target, () => entries.value.length],
    async ([seq]) => {
      if (seq === null || !entries.value.some((e) => e.seq === seq)) return
      const newer = entries.value.filter((e) => e.seq > seq).length
      if (newer >= shown.value) shown.value = newer + 10
      open.value[seq] = true
      await nextTick()
      const el = document.getElementById(`log-${seq}`)
      if (!el) return
      el.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior })
      el.focus({ preventScroll: true })
    },
    { immediate: true, flush: 'post' },
  )
  return target
}
