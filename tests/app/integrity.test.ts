/**
 * INT (issue #27 §3): the self-check of a saved game, one test per damage of the audit (11 cases,
 * 0 detected before): each damaged by hand in the database, then opened as the app opens it (the
 * session's open, then the check the frame runs once the game is shown), each detected and then
 * either rebuilt from the log by itself (and said) or shown with a choice (the second copy, or the
 * log cut back before the damage). After it the game reads whole: its log 1…n, its stored state the
 * fold of its log, its export a file that imports, and it plays on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { ref } from 'vue'
import { db } from '@/db/db'
import { MemoryDir, idbSource } from '@/db/mirror'
import { checkGame } from '@/db/check'
import * as repo from '@/db/repo-more'
import { foldEntries } from '@/core'
import { ah2e } from '@/games/ah2e/rules'
import { useSessionStore } from '@/stores/session'
import { useGamesStore } from '@/stores/games'
import { useMirrorStore } from '@/stores/mirror'
import { useMirrorIn, stopMirror } from './mirror-helpers'
import { useIntegrityStore, type IntegrityReport } from '@/stores/integrity'
import { go } from '@/shell/router'
import { locale } from '@/i18n'

vi.mock('virtual:pwa-register/vue', () => ({ useRegisterSW: () => ({ needRefresh: ref(false), offlineReady: ref(false), updateServiceWorker: vi.fn() }) }))

const commands = [
  { type: 'GainClues', data: { investigatorId: 'inv-1', count: 2 } },
  { type: 'AdjustDoom', data: { delta: 1 } },
  { type: 'GainClues', data: { investigatorId: 'inv-2', count: 1 } },
  { type: 'DrawMythosCard', data: {} },
  { type: 'AdjustDoom', data: { delta: 1 } },
  { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } },
]

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  locale.value = 'en'
  useMirrorIn(new MemoryDir(), idbSource())
})
afterEach(() => stopMirror())

/** A game of 7 commands (its setup and six), closed, its second copy written; one command undone when `undone`. */
async function saved(o: { undone?: boolean } = {}) {
  const game = useSessionStore()
  const r = await game.create('ah2e', { name: 'Damaged', seed: 'damage-seed', setup: { players: 2, ancientOne: 'yig' } })
  if (!r.ok) throw new Error(r.error.message)
  for (const c of commands) expect((await game.dispatch(c)).ok, c.type).toBe(true)
  if (o.undone) expect((await game.undo()).ok).toBe(true)
  game.close()
  await useMirrorStore().flush()
  return r.value
}

/** Open as the app does: the session's open (a failure: the full check instead), then the frame's check. */
async function open(id: string): Promise<IntegrityReport | null> {
  const game = useSessionStore()
  const integrity = useIntegrityStore()
  let ok = false
  try {
    ok = await game.open(id)
  } catch {
    ok = false
  }
  return ok ? integrity.checkOpen(id) : integrity.checkFull(id)
}

/** The game reads whole and plays on: log 1…n, stored state = fold of the log, export imports, a command accepted. */
async function whole(id: string, n: number) {
  const scan = await repo.scanGame(id, { entries: true })
  const r = checkGame(scan, { fold: (e) => foldEntries(ah2e, e as never), probe: () => undefined }, { fold: true })
  expect(r.findings).toEqual([])
  expect(scan.meta?.lastSeq).toBe(n)
  expect(scan.entries?.map((e) => e.seq)).toEqual(Array.from({ length: n }, (_, i) => i + 1))
  const text = await useGamesStore().exportText(id)
  expect(JSON.parse(text!).commands).toHaveLength(n)
  const game = useSessionStore()
  if (game.row?.id !== id) expect(await game.open(id)).toBe(true)
  expect((await game.dispatch({ type: 'AdjustDoom', data: { delta: 1 } })).ok).toBe(true)
  expect(game.row?.lastSeq).toBe(n + 1)
}

const codes = (r: IntegrityReport | null) => [...(r?.findings.map((f) => f.code) ?? []), ...(r?.repaired ?? [])]

describe('INT every damage of the audit is detected', () => {
  it('INT-01 lastSeq below the highest entry (every tap refused, «another tab»): rebuilt from the whole log', async () => {
    const id = await saved()
    await db.games.update(id, { lastSeq: 4 })
    const r = await open(id)
    expect(codes(r)).toContain('log-ahead')
    expect(r?.repaired).toContain('log-ahead')
    await whole(id, 7)
  })

  it('INT-02 lastSeq above the highest entry (a gap ahead of the next command): the players choose, cut back to the log\'s end', async () => {
    const id = await saved()
    await db.games.update(id, { lastSeq: 9 })
    const r = await open(id)
    expect(r?.findings.map((f) => f.code)).toContain('log-behind')
    expect(r?.choices).toContainEqual({ kind: 'cut', keep: 7 })
    await useIntegrityStore().choose({ kind: 'cut', keep: 7 })
    await whole(id, 7)
  })

  it('INT-03 an entry deleted (a command gone from the export): the players choose, the game comes back from its second copy whole', async () => {
    const id = await saved()
    await db.entries.delete([id, 4])
    const r = await open(id)
    expect(r?.findings).toContainEqual({ code: 'gap', seq: 4 })
    expect(r?.choices).toEqual([{ kind: 'copy', upTo: 7 }, { kind: 'cut', keep: 3 }])
    await useIntegrityStore().choose({ kind: 'copy', upTo: 7 })
    await whole(id, 7)
  })

  it('INT-04 a snapshot unlike the log (figures the log does not give): refolded from the log', async () => {
    const id = await saved()
    const snap = await db.snapshots.get(id)
    await db.snapshots.update(id, { state: { ...(snap!.state as object), doom: 9 } })
    const r = await open(id)
    expect(r?.repaired).toContain('state-differs')
    expect((useSessionStore().state as { doom: number }).doom).not.toBe(9)
    await whole(id, 7)
  })

  it('INT-05 the snapshot row missing («not on this device», Export did nothing): the game opens, refolded from its log, and it is said', async () => {
    const id = await saved()
    await db.snapshots.delete(id)
    expect(JSON.parse((await useGamesStore().exportText(id))!).commands).toHaveLength(7)
    const r = await open(id)
    expect(useSessionStore().row?.id).toBe(id)
    expect(r?.repaired).toContain('no-snapshot')
    await whole(id, 7)
  })

  it('INT-06 a state the game cannot show (a blank page): refolded from the log', async () => {
    const id = await saved()
    await db.snapshots.update(id, { state: { bogus: true } })
    const r = await open(id)
    expect(r?.repaired).toContain('state-unusable')
    await whole(id, 7)
  })

  it('INT-07 an unknown game (a blank page): said, with the name it is saved under; nothing is changed', async () => {
    const id = await saved()
    await db.games.update(id, { game: 'mystery-game' })
    const before = await db.entries.count()
    const r = await open(id)
    expect(r?.findings).toContainEqual({ code: 'unknown-game', detail: 'mystery-game' })
    expect(r?.choices).toEqual([])
    expect(await db.entries.count()).toBe(before)
    expect(JSON.parse((await useGamesStore().exportText(id))!).game).toBe('mystery-game')
  })

  it('INT-08 one entry\'s command null (a blank Log, «Saving failed» on export): the export gives the good start; cut back before it', async () => {
    const id = await saved()
    await db.entries.update([id, 5], { 'entry.command': null } as never)
    expect(JSON.parse((await useGamesStore().exportText(id))!).commands).toHaveLength(4)
    const r = await open(id)
    expect(r?.findings).toContainEqual(expect.objectContaining({ code: 'bad-entry', seq: 5 }))
    await useIntegrityStore().choose({ kind: 'cut', keep: 4 })
    await whole(id, 4)
  })

  it('INT-09 one entry\'s events not a list: from the second copy', async () => {
    const id = await saved()
    await db.entries.update([id, 6], { 'entry.events': null } as never)
    const r = await open(id)
    expect(r?.findings).toContainEqual(expect.objectContaining({ code: 'bad-entry', seq: 6 }))
    await useIntegrityStore().choose({ kind: 'copy', upTo: 7 })
    await whole(id, 7)
  })

  it('INT-10 the redo stack damaged: the state is kept from the log and the undone commands cleared, and it is said', async () => {
    const id = await saved({ undone: true })
    await db.snapshots.update(id, { redo: [{ junk: true }] } as never)
    const r = await open(id)
    expect(r?.repaired).toContain('bad-redo')
    expect((await db.snapshots.get(id))?.redo).toEqual([])
    await whole(id, 6)
  })

  it('INT-11 an entry whose number is not its place in the log: from the second copy', async () => {
    const id = await saved()
    await db.entries.update([id, 3], { 'entry.seq': 6 })
    const r = await open(id)
    expect(r?.findings).toContainEqual(expect.objectContaining({ code: 'bad-entry', seq: 3 }))
    await useIntegrityStore().choose({ kind: 'copy', upTo: 7 })
    await whole(id, 7)
  })

  it('INT-12 no false alarm: a healthy game of each kind (the fixtures, imported) passes the full check', async () => {
    const { readFileSync, readdirSync } = await import('node:fs')
    const path = await import('node:path')
    const dir = path.resolve(__dirname, '../fixtures')
    const files = [...readdirSync(dir).filter((f) => f.endsWith('.json')), ...['elder-sign', 'ah3e', 'cults'].flatMap((g) => readdirSync(path.join(dir, g)).filter((f) => f.endsWith('.json') && !f.startsWith('v1-')).map((f) => `${g}/${f}`))]
    const games = useGamesStore()
    for (const f of files) {
      const r = await games.importText(readFileSync(path.join(dir, f), 'utf8'), { onExisting: 'copy' })
      expect(r.ok, f).toBe(true)
      if (!r.ok) continue
      const report = await useIntegrityStore().checkFull(r.value)
      expect(report?.clean, `${f}: ${JSON.stringify(report?.findings)}`).toBe(true)
    }
  })

  it('INT-13 the app: a state the game cannot show is not a blank page (the frame says so), and the game is shown once the check has rebuilt it; «Sprawdź i napraw» on the Log screen says a healthy game is fine', async () => {
    const id = await saved()
    await db.snapshots.update(id, { state: { bogus: true } })
    const App = (await import('@/app/App.vue')).default
    const pinia = createPinia()
    setActivePinia(pinia)
    go(`/game/${id}/table`)
    const app = mount(App, { global: { plugins: [pinia] } })
    await vi.waitFor(() => expect(app.find('[data-testid=integrity-repaired]').exists(), JSON.stringify(useIntegrityStore().report) + app.text().slice(0, 300)).toBe(true), { timeout: 30_000 })
    await vi.waitFor(() => expect(app.find('[data-testid=gauge-doom]').exists(), `${JSON.stringify(useIntegrityStore().report)} ${useSessionStore().loaded} ${useSessionStore().row?.id} ${app.html().slice(0, 1500)}`).toBe(true), { timeout: 30_000 })
    expect(app.find('[data-testid=integrity-state-unusable]').exists()).toBe(true)
    go(`/game/${id}/log`)
    await vi.waitFor(() => expect(app.find('[data-testid=log-check]').exists()).toBe(true), { timeout: 30_000 })
    await app.find('[data-testid=log-check]').trigger('click')
    await vi.waitFor(() => expect(app.find('[data-testid=integrity-clean]').exists()).toBe(true), { timeout: 30_000 })
    app.unmount()
    useSessionStore().close()
  })

  it('INT-14 the app: an unknown game says so (not a blank page)', async () => {
    const id = await saved()
    await db.games.update(id, { game: 'mystery-game' })
    const App = (await import('@/app/App.vue')).default
    const pinia = createPinia()
    setActivePinia(pinia)
    go(`/game/${id}/table`)
    const app = mount(App, { global: { plugins: [pinia] } })
    await vi.waitFor(() => expect(app.find('[data-testid=unknown-game]').exists()).toBe(true), { timeout: 30_000 })
    expect(app.find('[data-testid=unknown-game]').text()).toContain('mystery-game')
    await flushPromises()
    app.unmount()
  })
})
