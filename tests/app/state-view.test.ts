/**
 * SHELL-VIEW: a view's figures for a command's state are worked out while that command's write is
 * under way (the page waits for the commit then), and taken as they are once it has committed
 * (issue «Nothing lost» §6, tap budgets: less work between the commit and the figures on screen).
 * They are worked out again when something else they read changed in between (the language), never
 * shown for a write that failed, and no longer prepared by a view that is gone.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h, nextTick } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { registerGame } from '@/app/registry'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { useStateView } from '@/shell/composables/stateView'
import { stable } from '@/shell/composables/stable'
import GaugeGrid from '@/shell/components/GaugeGrid.vue'
import GaugeCard from '@/shell/components/GaugeCard.vue'
import LiveText from '@/shell/components/LiveText.vue'
import type { Gauge } from '@/shell/gauge'
import { locale } from '@/i18n'
import { toyManifest } from '../fixtures/games/toy/manifest'
import { diskFull, roomAgain } from './idb-faults'
import type { ToyState } from '../fixtures/games/toy/rules'

beforeAll(() => registerGame(toyManifest))
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})
const mounted: ReturnType<typeof mount>[] = []
afterEach(() => {
  roomAgain()
  for (const w of mounted.splice(0)) w.unmount()
  locale.value = 'en'
})

/** The total a view worked out, the text on screen at that moment (read from the page: no reactive read), the language. */
type Call = { total: number; shown: string | null; locale: string }

/** A new race to 30, open in the session store. */
async function newRace() {
  const game = useSessionStore()
  const r = await game.create('toy-race', { name: 'Race', seed: 'view-seed', setup: { target: 30 } })
  if (!r.ok) throw new Error(r.error.message)
  return game
}
/** The race's total as a gauge: critical one short of the target. */
const totalGauge = (s: ToyState): Gauge => ({ id: 'total', label: 'Total', value: s.total, max: s.target, level: s.target - s.total <= 1 ? 'critical' : 'safe' })

/** A race and a view of its total in the current language, counting each time it is worked out. */
async function race(onCall?: (c: Call) => void) {
  const game = await newRace()
  const calls: Call[] = []
  let page: Element | null = null
  const View = defineComponent({
    setup() {
      const view = useStateView((state) => {
        const s = state as ToyState
        calls.push({ total: s.total, shown: page?.textContent ?? null, locale: locale.value })
        onCall?.(calls[calls.length - 1])
        return { text: `${locale.value === 'pl' ? 'Suma' : 'Total'} ${s.total}` }
      }, stable)
      return () => h('p', { 'data-testid': 'total' }, view.value.text)
    },
  })
  const w = mount(View)
  page = w.element
  mounted.push(w)
  return { game, w, calls, text: () => w.find('[data-testid=total]').text() }
}

describe('SHELL-VIEW — a tap\'s figures are worked out while its write is under way', () => {
  it('SHELL-VIEW-01: the next state\'s view is worked out before the commit, once, and shown after it as it is', async () => {
    const { game, calls, text } = await race()
    expect(text()).toBe('Total 0')
    calls.length = 0
    const done = game.dispatch({ type: 'CorrectTotal', data: { to: 7 } })
    // Worked out while the write is under way: the state shown is still the one before.
    await flushPromises()
    const r = await done
    expect(r.ok).toBe(true)
    await nextTick()
    expect(text()).toBe('Total 7')
    expect(calls).toEqual([{ total: 7, shown: 'Total 0', locale: 'en' }])
    expect((await db.snapshots.get(game.row!.id))?.state).toMatchObject({ total: 7 })
  })

  it('SHELL-VIEW-02: the language switched between the preparation and the commit: worked out again, in the new language', async () => {
    // The language is switched just after the view is worked out for the next state (once the
    // write's requests are answered), while the write commits.
    let totalAtSwitch: number | null = null
    const { game, calls, text } = await race((c) => {
      if (c.total !== 8 || totalAtSwitch !== null) return
      totalAtSwitch = -1
      queueMicrotask(() => {
        totalAtSwitch = (game.state as ToyState).total
        locale.value = 'pl'
      })
    })
    calls.length = 0
    const done = game.dispatch({ type: 'CorrectTotal', data: { to: 8 } })
    await done
    expect(totalAtSwitch).toBe(0)
    expect(calls[0]).toEqual({ total: 8, shown: 'Total 0', locale: 'en' })
    await nextTick()
    expect(text()).toBe('Suma 8')
    expect(calls.at(-1)).toMatchObject({ total: 8, locale: 'pl' })
    // And it still follows the language afterwards.
    locale.value = 'en'
    await nextTick()
    expect(text()).toBe('Total 8')
  })

  it('SHELL-VIEW-03: a write that fails shows nothing of the prepared state', async () => {
    const { game, text } = await race()
    diskFull()
    const r = await game.dispatch({ type: 'CorrectTotal', data: { to: 9 } })
    expect(r.ok).toBe(false)
    await nextTick()
    expect(text()).toBe('Total 0')
    expect((game.state as ToyState).total).toBe(0)
    roomAgain()
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 9 } })).ok).toBe(true)
    await nextTick()
    expect(text()).toBe('Total 9')
  })

  it('SHELL-VIEW-04: a view that is gone prepares nothing more', async () => {
    const { game, w, calls } = await race()
    w.unmount()
    mounted.splice(mounted.indexOf(w), 1)
    calls.length = 0
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 5 } })).ok).toBe(true)
    expect(calls).toEqual([])
  })

  it('SHELL-VIEW-05: undo and redo prepare their state too', async () => {
    const { game, calls, text } = await race()
    await game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })
    await nextTick()
    calls.length = 0
    expect((await game.undo()).ok).toBe(true)
    await nextTick()
    expect(text()).toBe('Total 0')
    expect((await game.redo()).ok).toBe(true)
    await nextTick()
    expect(text()).toBe('Total 4')
    expect(calls.map((c) => [c.total, c.shown])).toEqual([[0, 'Total 4'], [4, 'Total 0']])
  })

  it('SHELL-VIEW-06: a gauge tap re-renders the card that changed, not the grid nor the other cards', async () => {
    const game = await newRace()
    const of = (state: unknown): Gauge[] => {
      const s = state as ToyState
      return [totalGauge(s), { id: 'target', label: 'Target', value: s.target, max: null, level: 'safe', progress: true }]
    }
    const w = mount(GaugeGrid, { props: { of, hint: (g: Gauge) => (g.id === 'total' ? 'next: 1' : undefined) } })
    mounted.push(w)
    const cards = () => w.findAllComponents(GaugeCard)
    const trees = () => ({ grid: w.vm.$.subTree, cards: cards().map((c) => c.vm.$.subTree) })
    expect(cards().map((c) => c.find('[data-testid=value]').text())).toEqual(['0', '30'])
    expect(w.text()).toContain('next: 1')
    const before = trees()
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 29 } })).ok).toBe(true)
    await nextTick()
    const after = trees()
    expect(cards().map((c) => c.find('[data-testid=value]').text())).toEqual(['29', '30'])
    expect(cards()[0].attributes('data-level')).toBe('critical')
    expect(after.grid).toBe(before.grid)
    expect(after.cards[1]).toBe(before.cards[1])
    expect(after.cards[0]).not.toBe(before.cards[0])
  })

  it('SHELL-VIEW-07: a tap that changes only a gauge\'s figure re-renders that figure (LiveText), not its card; a new level re-renders the card', async () => {
    const game = await newRace()
    const of = (state: unknown): Gauge[] => [totalGauge(state as ToyState)]
    const w = mount(GaugeGrid, { props: { of } })
    mounted.push(w)
    const card = () => w.findComponent(GaugeCard)
    const figures = () => card().findAllComponents(LiveText)
    const trees = () => ({ card: card().vm.$.subTree, value: figures()[0].vm.$.subTree, note: figures()[1].vm.$.subTree })
    const before = trees()
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 5 } })).ok).toBe(true)
    await nextTick()
    const after = trees()
    expect(card().find('[data-testid=value]').text()).toBe('5')
    expect(card().attributes('data-level')).toBe('safe')
    expect(after.card).toBe(before.card)
    expect(after.note).toBe(before.note)
    expect(after.value).not.toBe(before.value)
    // The level changes: the card's border and mark are its own, so it renders again.
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 29 } })).ok).toBe(true)
    await nextTick()
    expect(card().vm.$.subTree).not.toBe(after.card)
    expect(card().attributes('data-level')).toBe('critical')
    expect(card().find('[data-testid=value]').text()).toBe('29')
  })

  it('SHELL-VIEW-08: a figure shown through LiveText changes its text node in place (the same node, its value set), not the span\'s content', async () => {
    const game = await newRace()
    const of = (state: unknown): Gauge[] => [totalGauge(state as ToyState)]
    const w = mount(GaugeGrid, { props: { of } })
    mounted.push(w)
    const span = () => w.find('[data-testid=value]').element
    const node = span().firstChild
    expect(node?.nodeType).toBe(3)
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 7 } })).ok).toBe(true)
    await nextTick()
    expect(span().textContent).toBe('7')
    expect(span().childNodes.length).toBe(1)
    expect(span().firstChild).toBe(node)
  })
})
