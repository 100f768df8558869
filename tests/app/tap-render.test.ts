/**
 * SHELL-TAP: what a tap renders, and when (issue «Nothing lost» §6, tap budgets). A tap waits for its
 * figures; the board-change list, the screen-reader line and the other tabs follow in the next task,
 * a tap elsewhere folds the list only once its own command is done and brought no new change (no
 * fold-and-reopen, no page-height change while the command is written), and the save indicator
 * lights its dot and says «saving» only for a write that takes long enough to be seen.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h, watch } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { registerGame, type GameManifest } from '@/app/registry'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import BoardChanges from '@/shell/components/BoardChanges.vue'
import SaveState from '@/shell/components/SaveState.vue'
import { useCommand } from '@/shell/composables/useCommand'
import type { LoadedGame } from '@/shell/module'
import { locale } from '@/i18n'
import toyModule from '../fixtures/games/toy/module'
import { restoreSheet } from '@/stores/sheetStore'
import type { ToyState } from '../fixtures/games/toy/rules'

/** The toy race with a board: the total's marker is one line (one key: a later change replaces it by the net change). */
const boardToy = {
  ...toyModule,
  id: 'toy-board',
  boardChanges: (a: ToyState, b: ToyState) => (a.total !== b.total ? [{ key: 'total', icon: 'token' as const, text: `Total marker to ${b.total}` }] : []),
} as unknown as LoadedGame
const manifest: GameManifest = {
  id: 'toy-board',
  title: { pl: 'Wyścig z planszą (test)', en: 'Race with a board (test)' },
  blurb: { pl: 'Test.', en: 'Test.' },
  loadRules: async () => toyModule.rules as never,
  load: async () => boardToy,
}

beforeAll(() => registerGame(manifest))
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
})
const mounted: ReturnType<typeof mount>[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
})

/** A new race and, beside the sheet, a button that corrects the total (a command) and one that does nothing. */
async function table() {
  const game = useSessionStore()
  const r = await game.create('toy-board', { name: 'Race', seed: 'tap-seed', setup: { target: 30 } })
  if (!r.ok) throw new Error(r.error.message)
  let to = 10
  const Page = defineComponent({
    render: () => [
      h('button', { 'data-testid': 'correct', onClick: () => void game.dispatch({ type: 'CorrectTotal', data: { to: to++ } }) }, 'correct'),
      h('button', { 'data-testid': 'nothing' }, 'nothing'),
      h(BoardChanges),
    ],
  })
  const w = mount(Page, { attachTo: document.body })
  mounted.push(w)
  return { game, w }
}

/** Every value `aria-expanded` of the sheet's toggle takes from now on. */
function expandedHistory(w: ReturnType<typeof mount>) {
  const seen: string[] = []
  const mo = new MutationObserver(() => {
    const v = w.find('[data-testid=board-toggle]')
    seen.push(v.exists() ? String(v.attributes('aria-expanded')) : 'gone')
  })
  mo.observe(w.element.parentElement!, { subtree: true, attributes: true, childList: true })
  return { seen, stop: () => mo.disconnect() }
}

/** Every queued command done, then the tasks that follow it (the list, the fold). */
const settle = async () => {
  await useSessionStore().settled()
  await flushPromises()
  await new Promise((r) => setTimeout(r, 0))
  await flushPromises()
}
/** The sheet lists these lines (it follows the session a task later: waited for, up to 10 s: the bound is for a failure, not a pace). */
const listed = (w: ReturnType<typeof mount>, lines: string[]) =>
  vi.waitFor(() => expect(w.findAll('[data-testid=board-change]').map((x) => x.text())).toEqual(lines), { timeout: 10_000, interval: 5 })

describe('SHELL-TAP the figures first, the rest after', () => {
  it('SHELL-TAP-01 the board-change list of a command follows its figures in the next task', async () => {
    const { game, w } = await table()
    await w.find('[data-testid=correct]').trigger('click')
    await game.settled()
    await flushPromises()
    // The figures are in; the list has not been worked out in the same render.
    expect((game.state as ToyState).total).toBe(10)
    expect(game.boardStep?.n).toBeGreaterThan(0)
    await listed(w, ['Total marker to 10'])
    expect(w.find('[data-testid=board-toggle]').attributes('aria-expanded')).toBe('true')
  })

  it('SHELL-TAP-06 the commit shows the figures and «saved» alone; the board step, the last entry and the notice to the other tabs follow in the next task, and the command resolves after them', async () => {
    const { game } = await table()
    const before = { board: game.boardStep?.n ?? 0, last: game.lastEntry?.seq ?? 0 }
    /** What the session held when the new state was shown, and a few microtasks later (the same task). */
    const atShow: { saving: number; board: number; last: number }[] = []
    const stop = watch(() => game.state, () => {
      const look = () => atShow.push({ saving: game.saving, board: game.boardStep?.n ?? 0, last: game.lastEntry?.seq ?? 0 })
      look()
      void Promise.resolve().then(() => Promise.resolve()).then(look)
    }, { flush: 'sync' })
    const r = await game.dispatch({ type: 'CorrectTotal', data: { to: 12 } })
    stop()
    expect(r.ok).toBe(true)
    expect(atShow).toEqual([{ saving: 0, ...before }, { saving: 0, ...before }])
    // Resolved after the follow-ups: they are there when the command is.
    expect(game.boardStep?.n).toBe(before.board + 1)
    expect(game.lastEntry?.seq).toBe(game.row!.lastSeq)
  })

  it('SHELL-TAP-07 a view\'s command, the board sheet\'s lines and its fold run outside Pinia\'s action wrapper: a tap calls no store action', async () => {
    const { game, w } = await table()
    let cmd!: ReturnType<typeof useCommand>
    const v = mount(defineComponent({ setup: () => ((cmd = useCommand(() => 'refused')), () => h('span')) }), { attachTo: document.body })
    mounted.push(v)
    const called: string[] = []
    const stop = game.$onAction(({ name }) => void called.push(name))
    expect(await cmd.run({ type: 'CorrectTotal', data: { to: 14 } })).toBe(true)
    await listed(w, ['Total marker to 14'])
    // A tap elsewhere while the sheet is open waits for the queue (the fold) without an action either.
    await w.find('[data-testid=nothing]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid=board-toggle]').attributes('aria-expanded')).toBe('false'), { timeout: 10_000, interval: 5 })
    stop()
    expect((game.state as ToyState).total).toBe(14)
    expect(called).toEqual([])
  })

  it('SHELL-TAP-02 a tap elsewhere that brings a new change never folds the list (no fold-and-reopen)', async () => {
    const { game, w } = await table()
    await w.find('[data-testid=correct]').trigger('click')
    await listed(w, ['Total marker to 10'])
    const h = expandedHistory(w)
    await w.find('[data-testid=correct]').trigger('click')
    await game.settled()
    await listed(w, ['Total marker to 11'])
    await settle()
    h.stop()
    expect(h.seen).not.toContain('false')
    expect(w.find('[data-testid=board-toggle]').attributes('aria-expanded')).toBe('true')
  })

  it('SHELL-TAP-03 a tap elsewhere that changes nothing folds the list once it is done; a tap on the list does not', async () => {
    const { w } = await table()
    await w.find('[data-testid=correct]').trigger('click')
    await listed(w, ['Total marker to 10'])
    await w.find('[data-testid=board-ticked]').trigger('click')
    await settle()
    expect(w.find('[data-testid=board-toggle]').attributes('aria-expanded')).toBe('true')
    await w.find('[data-testid=nothing]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid=board-toggle]').attributes('aria-expanded')).toBe('false'), { timeout: 10_000, interval: 5 })
  })

  it('SHELL-TAP-04 a write says «saving» (data-state) and lights the dot only after 120 ms (119: «saved», dark; 120: «saving», lit), and «saved» again when done; one timer at a time, not one per write', async () => {
    const game = useSessionStore()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] })
    const w = mount(SaveState, { attachTo: document.body })
    const dot = () => w.find('[data-testid=save-state]')
    const timers = vi.spyOn(globalThis, 'setTimeout')
    /** Set the count of writes under way (or leave it), let `ms` pass, and say the state and whether the dot is lit. */
    const after = async (saving: number | null, ms: number) => {
      if (saving !== null) game.saving = saving
      await flushPromises()
      vi.advanceTimersByTime(ms)
      await flushPromises()
      return `${dot().attributes('data-state')} ${dot().classes().includes('bg-amber-500') ? 'lit' : 'dark'}`
    }
    expect(await after(1, 0)).toBe('saved dark')
    expect(await after(null, 119)).toBe('saved dark')
    expect(await after(null, 1)).toBe('saving lit')
    expect(await after(0, 0)).toBe('saved dark')
    // A write shorter than that never says «saving».
    expect(await after(1, 60)).toBe('saved dark')
    expect(await after(0, 200)).toBe('saved dark')
    // A write that starts 100 ms after a short one is timed from its own start (the first one's timer lights nothing).
    expect(await after(1, 50)).toBe('saved dark')
    expect(await after(0, 50)).toBe('saved dark')
    expect(await after(1, 119)).toBe('saved dark')
    expect(await after(null, 1)).toBe('saving lit')
    expect(await after(0, 0)).toBe('saved dark')
    // Ten short writes in a burst, 10 ms apart: one timer (re-armed once for the newest), not ten.
    timers.mockClear()
    for (let i = 0; i < 10; i++) {
      expect(await after(1, 5)).toBe('saved dark')
      expect(await after(0, 5)).toBe('saved dark')
    }
    expect(await after(null, 300)).toBe('saved dark')
    expect(timers.mock.calls.length).toBeLessThanOrEqual(2)
    timers.mockRestore()
  })

  it('SHELL-TAP-05 a view shows a command as busy only once it has run 150 ms (149: not, 150: busy), from the newest tap, and not after it is done; one timer at a time, not one per tap', async () => {
    const game = useSessionStore()
    const pending: ((v: { ok: true; value: never }) => void)[] = []
    game.direct.dispatch = (() => new Promise((resolve) => pending.push(resolve))) as typeof game.dispatch
    let cmd!: ReturnType<typeof useCommand>
    const w = mount(defineComponent({ setup: () => ((cmd = useCommand(() => 'refused')), () => h('span')) }), { attachTo: document.body })
    mounted.push(w)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] })
    const first = cmd.run({ type: 'A', data: {} })
    await flushPromises()
    vi.advanceTimersByTime(149)
    expect(cmd.busy.value).toBe(false)
    vi.advanceTimersByTime(1)
    expect(cmd.busy.value).toBe(true)
    pending.shift()!({ ok: true, value: undefined as never })
    expect(await first).toBe(true)
    expect(cmd.busy.value).toBe(false)
    // Done within 150 ms: never busy, also when its timer comes.
    const quick = cmd.run({ type: 'A', data: {} })
    await flushPromises()
    vi.advanceTimersByTime(100)
    pending.shift()!({ ok: true, value: undefined as never })
    await quick
    vi.advanceTimersByTime(100)
    expect(cmd.busy.value).toBe(false)
    // Two taps 100 ms apart, both running: busy 150 ms after the second (the first's timer flips nothing).
    const a = cmd.run({ type: 'A', data: {} })
    await flushPromises()
    vi.advanceTimersByTime(100)
    const b = cmd.run({ type: 'A', data: {} })
    await flushPromises()
    vi.advanceTimersByTime(149)
    expect(cmd.busy.value).toBe(false)
    vi.advanceTimersByTime(1)
    expect(cmd.busy.value).toBe(true)
    pending.shift()!({ ok: true, value: undefined as never })
    pending.shift()!({ ok: true, value: undefined as never })
    await Promise.all([a, b])
    expect(cmd.busy.value).toBe(false)
    // A burst of ten quick taps, 10 ms apart: one timer (re-armed once for the newest), not ten.
    const timers = vi.spyOn(globalThis, 'setTimeout')
    vi.advanceTimersByTime(500)
    timers.mockClear()
    for (let k = 0; k < 10; k++) {
      const q = cmd.run({ type: 'A', data: {} })
      await flushPromises()
      vi.advanceTimersByTime(5)
      pending.shift()!({ ok: true, value: undefined as never })
      await q
      vi.advanceTimersByTime(5)
    }
    vi.advanceTimersByTime(300)
    expect(cmd.busy.value).toBe(false)
    expect(timers.mock.calls.length).toBeLessThanOrEqual(2)
    timers.mockRestore()
  })

  it('SHELL-SHEET-10 a question the players owe folds the sheet to its header (its answers are never under the list); the lines are all still there', async () => {
    const { game, w } = await table()
    await w.find('[data-testid=correct]').trigger('click')
    await listed(w, ['Total marker to 10'])
    // A physical 6: the total moves and the bank-or-push question opens.
    expect((await game.dispatch({ type: 'Roll', data: { face: '6' } })).ok).toBe(true)
    await settle()
    expect(game.pending).not.toBeNull()
    expect(w.find('[data-testid=board-toggle]').attributes('aria-expanded')).toBe('false')
    expect(w.find('[data-testid=board-ticked]').text()).toBe('✓ 0/1')
    await w.find('[data-testid=board-toggle]').trigger('click')
    await listed(w, ['Total marker to 16'])
  })

  it('SHELL-SHEET-11 the lines nobody ticked are kept across a reload of the same game at the same point, and dropped at another', async () => {
    const { game, w } = await table()
    await w.find('[data-testid=correct]').trigger('click')
    await listed(w, ['Total marker to 10'])
    const id = game.row!.id
    const seq = game.row!.lastSeq
    game.close()
    expect(restoreSheet(id, seq).lines.map((l) => l.change.text)).toEqual(['Total marker to 10'])
    expect(restoreSheet(id, seq + 1).lines).toEqual([])
    expect(await game.open(id)).toBe(true)
    expect(game.sheet.lines.map((l) => l.change.text)).toEqual(['Total marker to 10'])
  })

  it('SHELL-SHEET-12 the players scrolling the page fold the open sheet (a long list sat over the control they scrolled to); a slip of the finger does not, nor a scroll the page makes itself', async () => {
    const { w } = await table()
    await w.find('[data-testid=correct]').trigger('click')
    await listed(w, ['Total marker to 10'])
    /** An event at time `at` (ms): the sheet tells the players' scroll by how soon it follows their input. */
    const at = (type: string, ms: number) => Object.defineProperty(new Event(type), 'timeStamp', { value: ms })
    let now = 10_000
    /** The page at `y`: after a finger's drag (`touchmove`), or moved by the page itself, long after any input. */
    const scrollTo = (y: number, byFinger: boolean) => {
      now += byFinger ? 50 : 5_000
      if (byFinger) window.dispatchEvent(at('touchmove', now - 10))
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      window.dispatchEvent(at('scroll', now))
    }
    const expanded = () => w.find('[data-testid=board-toggle]').attributes('aria-expanded')
    try {
      scrollTo(30, true)
      await flushPromises()
      expect(expanded()).toBe('true')
      // The page moves itself (an undo took a result away above the reader): the sheet stays open and counts from there.
      scrollTo(400, false)
      await flushPromises()
      expect(expanded()).toBe('true')
      scrollTo(430, true)
      await flushPromises()
      expect(expanded()).toBe('true')
      scrollTo(600, true)
      await flushPromises()
      expect(expanded()).toBe('false')
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    }
  })
})
