/**
 * LOG-SLICE (issue #27 §5): the Log groups a long log a slice at a time. A game's grouping is one
 * grouper fed entry by entry (`logGrouper`; `logGroups` is it fed every entry), and the Log
 * (`useLogGroups`) feeds it slices of a clock budget, yielding to the event loop between them. The
 * groups must be the same however the log is cut into slices, and the same after a command, an
 * undo or a redo as the log's groups worked out afresh.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { effectScope, nextTick, shallowRef } from 'vue'
import type { Command, GameEvent, LogEntry } from '@/core'
import { loadGame } from '@/app/registry'
import { loadLocale, locale } from '@/i18n'
import type { LoadedGame, LogGroup, LogGrouper } from '@/shell/module'
import { feedSlice, firstGroups, type SliceOptions } from '@/shell/composables/groupLog'
import { useLogGroups } from '@/shell/composables/logGroups'
import { fixture } from './story-fixtures'

type Entry = LogEntry<Command, GameEvent>

/** Sampled games of each of the four games (tests/fixtures). */
const FILES = [
  'sealed-win.json', 'awakening-battle-won.json', 'four-players-surge.json',
  'ah3e/overflow.json', 'ah3e/series-2.json',
  'cults/three-players.json', 'cults/solo-cards.json',
  'elder-sign/awakening-battle-won.json', 'elder-sign/devoured.json', 'elder-sign/seal-win.json',
]

/** A group as the Log shows it: its key, its heading (read now) and its entries' numbers. */
const shape = (gs: readonly LogGroup[]) => gs.map((g) => ({ key: g.key, label: g.label, seqs: g.items.map((e) => e.seq) }))

/** Every event of the log as the Log words it. */
const texts = (m: LoadedGame, entries: readonly Entry[], state: unknown) => entries.flatMap((e) => e.events.map((ev) => m.describeEvent(ev, state)))

afterEach(() => {
  locale.value = 'pl'
})

describe('LOG-SLICE a game\'s log grouped in slices', () => {
  it.each(FILES)('LOG-SLICE-01 %s: the groups fed in slices of any size are the groups in one go, and the events read the same', async (file) => {
    const f = await fixture(file)
    const m = await loadGame(f.game)
    expect(m.logGrouper, `${f.game} has a grouper`).toBeTypeOf('function')
    const once = shape(m.logGroups(f.entries))
    const words = texts(m, f.entries, f.state)
    expect(once.flatMap((g) => g.seqs)).toEqual(f.entries.map((e) => e.seq))
    for (const every of [1, 2, 3, 7, 32]) {
      // Fresh objects, so what a game remembers per event (Elder Sign's values before a change) is the slices' own.
      const copy = structuredClone(f.entries)
      const g = m.logGrouper!()
      let i = 0
      let slices = 0
      // A budget of nothing: each slice ends at its first look at the clock.
      while (i < copy.length) {
        i = feedSlice(g, copy, i, { budgetMs: 0, now: () => 0, checkEvery: every })
        slices++
      }
      expect(slices).toBe(Math.ceil(copy.length / every))
      expect(shape(g.groups), `slices of ${every}`).toEqual(once)
      expect(texts(m, copy, f.state)).toEqual(words)
    }
  })

  it.each(FILES)('LOG-SLICE-02 %s: a shorter log\'s groups (an undo) are the longer log\'s cut after its last entry', async (file) => {
    const f = await fixture(file)
    const m = await loadGame(f.game)
    const all = m.logGroups(f.entries)
    for (let k = 0; k <= f.entries.length; k++) expect(shape(firstGroups(all, k)), `first ${k}`).toEqual(shape(m.logGroups(f.entries.slice(0, k))))
  })
})

/** A game module whose grouper counts the entries fed and moves a fake clock by `cost` ms for each. */
function counted(m: LoadedGame, clock: { t: number }, cost = 0) {
  const fed = { n: 0 }
  const mod: Pick<LoadedGame, 'logGroups' | 'logGrouper'> = {
    logGroups: m.logGroups,
    logGrouper: (): LogGrouper => {
      const g = m.logGrouper!()
      return {
        add(e) {
          fed.n++
          clock.t += cost
          g.add(e)
        },
        get groups() {
          return g.groups
        },
      }
    },
  }
  return { mod, fed }
}

describe('LOG-SLICE the Log\'s grouping', () => {
  it('LOG-SLICE-03 the Log yields to the event loop between slices, each slice within its budget (plus at most one look\'s worth), and shows how far it got', async () => {
    const f = await fixture('cults/three-players.json')
    const m = await loadGame(f.game)
    const clock = { t: 0 }
    const { mod, fed } = counted(m, clock, 1)
    const waiting: (() => void)[] = []
    const o: SliceOptions = { budgetMs: 10, now: () => clock.t, checkEvery: 4, yieldTask: () => new Promise<void>((r) => waiting.push(r)) }
    const entries = shallowRef<readonly Entry[]>(f.entries)
    const scope = effectScope()
    const log = scope.run(() => useLogGroups(() => mod, () => entries.value, o))!
    const slices: number[] = [fed.n]
    expect(log.groups.value).toEqual([])
    expect(log.progress.value).toEqual({ done: fed.n, total: f.entries.length })
    while (waiting.length) {
      const before = fed.n
      // Nothing is fed while the Log waits for the event loop.
      await Promise.resolve()
      await nextTick()
      expect(fed.n).toBe(before)
      waiting.shift()!()
      await Promise.resolve()
      await Promise.resolve()
      slices.push(fed.n - before)
      if (log.progress.value) expect(log.progress.value).toEqual({ done: fed.n, total: f.entries.length })
    }
    expect(fed.n).toBe(f.entries.length)
    expect(slices.length).toBe(Math.ceil(f.entries.length / 12))
    // 1 ms of clock per entry, a budget of 10 ms, a look at the clock every 4 entries: 12 entries a slice at most.
    for (const n of slices) expect(n).toBeLessThanOrEqual(10 + 4 - 1 + 1)
    expect(log.progress.value).toBeNull()
    expect(shape(log.groups.value)).toEqual(shape(m.logGroups(f.entries)))
    scope.stop()
  })

  it('LOG-SLICE-04 a command feeds one entry, an undo and a redo feed none, another continuation groups afresh; the Log opened again feeds nothing; another language groups afresh', async () => {
    const f = await fixture('sealed-win.json')
    const m = await loadGame(f.game)
    const clock = { t: 0 }
    const { mod, fed } = counted(m, clock)
    const o: SliceOptions = { budgetMs: 1e9, now: () => 0, checkEvery: 32, yieldTask: () => Promise.resolve() }
    const n = f.entries.length
    const entries = shallowRef<readonly Entry[]>(f.entries.slice(0, n - 1))
    const scope = effectScope()
    const log = scope.run(() => useLogGroups(() => mod, () => entries.value, o))!
    const same = () => expect(shape(log.groups.value)).toEqual(shape(m.logGroups(entries.value)))
    expect(fed.n).toBe(n - 1)
    same()
    const step = async (next: readonly Entry[], feeds: number, what: string) => {
      const before = fed.n
      entries.value = next
      await nextTick()
      expect(fed.n - before, what).toBe(feeds)
      expect(log.progress.value).toBeNull()
      same()
    }
    await step([...entries.value, f.entries[n - 1]], 1, 'a command')
    await step(f.entries.slice(0, n - 5), 0, 'an undo')
    await step(f.entries.slice(0, n - 7), 0, 'another undo')
    await step(f.entries.slice(), 0, 'the redos')
    const other = { ...f.entries[n - 5] }
    await step([...f.entries.slice(0, n - 5), other], n - 4, 'another command after an undo')
    scope.stop()
    // The Log opened again on the same log.
    const again = effectScope()
    const log2 = again.run(() => useLogGroups(() => mod, () => entries.value, o))!
    expect(fed.n).toBe(n - 1 + 1 + n - 4)
    expect(shape(log2.groups.value)).toEqual(shape(m.logGroups(entries.value)))
    // Headings worded in the language shown (some games word them as they group).
    await loadLocale('en')
    const before = fed.n
    locale.value = 'en'
    await nextTick()
    expect(fed.n - before).toBe(n - 4)
    expect(shape(log2.groups.value)).toEqual(shape(m.logGroups(entries.value)))
    again.stop()
  })

  it('LOG-SLICE-05 a log that changes while it is grouped: the grouping goes on with the new log (or starts afresh); a Log closed meanwhile stops', async () => {
    const f = await fixture('cults/solo-cards.json')
    const m = await loadGame(f.game)
    const clock = { t: 0 }
    const { mod, fed } = counted(m, clock, 1)
    const waiting: (() => void)[] = []
    const o: SliceOptions = { budgetMs: 10, now: () => clock.t, checkEvery: 5, yieldTask: () => new Promise<void>((r) => waiting.push(r)) }
    const n = f.entries.length
    const drain = async () => {
      while (waiting.length) {
        waiting.shift()!()
        await Promise.resolve()
        await Promise.resolve()
      }
    }
    const entries = shallowRef<readonly Entry[]>(f.entries.slice(0, n - 3))
    const scope = effectScope()
    const log = scope.run(() => useLogGroups(() => mod, () => entries.value, o))!
    expect(log.progress.value).not.toBeNull()
    // A command meanwhile: the log grows; what was fed is kept.
    entries.value = [...entries.value, f.entries[n - 3]]
    await nextTick()
    await drain()
    expect(fed.n).toBe(n - 2)
    expect(shape(log.groups.value)).toEqual(shape(m.logGroups(entries.value)))
    // A log of other entries meanwhile: grouped afresh.
    entries.value = structuredClone(f.entries)
    await nextTick()
    expect(log.progress.value).not.toBeNull()
    const other = structuredClone(f.entries)
    entries.value = other
    await nextTick()
    await drain()
    expect(log.progress.value).toBeNull()
    expect(shape(log.groups.value)).toEqual(shape(m.logGroups(other)))
    // Closed while grouping: nothing more is fed.
    entries.value = structuredClone(f.entries)
    await nextTick()
    expect(log.progress.value).not.toBeNull()
    const at = fed.n
    scope.stop()
    await drain()
    expect(fed.n).toBe(at)
  })
})
