import { onScopeDispose, shallowRef, triggerRef, watch } from 'vue'
import type { Command, GameEvent, LogEntry } from '@/core'
import { locale } from '@/i18n'
import type { LoadedGame, LogGroup, LogGrouper } from '@/shell/module'
import { feedSlice, firstGroups, SLICES, type SliceOptions } from './groupLog'

type Entry = LogEntry<Command, GameEvent>
type Grouping = Pick<LoadedGame, 'logGroups' | 'logGrouper'>

/**
 * The grouping the Log made last: its game's module and language, its grouper and how many entries
 * of `fed` it has been fed. A log's arrays share their entries (a command adds one to a copy, an
 * undo cuts a copy; an entry is never changed), so the entry at the same place being the same
 * object says the log is the same up to there. Kept between two openings of the Log: opened again
 * after a command, it groups that one entry.
 */
interface Kept { module: Grouping; locale: string; grouper: LogGrouper; fed: readonly Entry[]; n: number }
let kept: Kept | null = null

/**
 * The log's groups (issue #27 §5), worked out a slice at a time: each slice takes at most
 * `o.budgetMs` of the clock, then the work yields to the event loop (a 58,000-command log is about
 * a second of grouping at 4× CPU, no more than a slice of it in one task). `progress` says how far
 * it got while it is under way (null once `groups` are the log's). A longer log the grouping
 * already fed is continued, not grouped again; a shorter one (an undo) is the longer one's groups
 * cut (`firstGroups`); any other log is grouped from its start. A module without a grouper is
 * grouped in one go.
 */
export function useLogGroups(module: () => Grouping | null, entries: () => readonly Entry[], o: SliceOptions = SLICES) {
  const groups = shallowRef<readonly LogGroup[]>([])
  const progress = shallowRef<{ done: number; total: number } | null>(null)
  let gen = 0

  function show(g: readonly LogGroup[]) {
    groups.value = g
    triggerRef(groups)
    progress.value = null
  }

  function sync() {
    const my = ++gen
    const m = module()
    const all = entries()
    if (!m) return show([])
    if (!m.logGrouper) return show(m.logGroups(all))
    if (!all.length) return show([])
    let k = kept && kept.module === m && kept.locale === locale.value ? kept : null
    if (k && k.n > 0) {
      const n = k.n
      if (all.length >= n && all[n - 1] === k.fed[n - 1] && all[0] === k.fed[0]) k.fed = all
      else if (all.length < n && all[all.length - 1] === k.fed[all.length - 1] && all[0] === k.fed[0]) return show(firstGroups(k.grouper.groups, all.length))
      else k = null
    }
    k ??= kept = { module: m, locale: locale.value, grouper: m.logGrouper(), fed: all, n: 0 }
    run(k, all, my)
  }

  function run(k: Kept, all: readonly Entry[], my: number) {
    try {
      k.n = feedSlice(k.grouper, all, k.n, o)
    } catch (e) {
      // A grouper that threw midway is in no known state.
      if (kept === k) kept = null
      throw e
    }
    if (k.n >= all.length) return show(k.grouper.groups)
    progress.value = { done: k.n, total: all.length }
    void o.yieldTask().then(() => {
      if (gen === my && kept === k) run(k, all, my)
    })
  }

  watch([module, entries, () => locale.value], sync, { immediate: true })
  onScopeDispose(() => {
    gen++
  })
  return { groups, progress }
}
