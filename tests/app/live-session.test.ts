/**
 * The session's side of the live table (src/stores/session.ts, src/shell/live/table.ts `stepFor`):
 * a guest's taps go to the host's phone, not to its own log; a change the host decided is written
 * to the guest's copy and shown as a tap's (the board sheet, a command's alerts); the host hears
 * every change it commits; with no live table (or one on another game) a tap is decided here.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { registerGame } from '@/app/registry'
import { db } from '@/db/db'
import * as repo from '@/db/repo'
import { step } from '@/core'
import { useSessionStore } from '@/stores/session'
import { stepFor } from '@/shell/live/table'
import type { Entry } from '@/shell/live/protocol'
import { toyManifest } from '../fixtures/games/toy/manifest'
import { toyRules } from '../fixtures/games/toy/rules'

beforeAll(() => registerGame(toyManifest))
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
})

async function newRace(target = 30) {
  const game = useSessionStore()
  const r = await game.create('toy-race', { name: 'Race', seed: 'toy-seed', setup: { target } })
  if (!r.ok) throw new Error(r.error.message)
  return { game, id: r.value }
}

describe('live table in the session', () => {
  it('LIVE-SESSION-1: a host hears each change it commits (in the commit\'s follow-ups, the row and log already the new ones)', async () => {
    const { game, id } = await newRace()
    const heard: string[] = []
    game.live = { id, role: 'host', connected: true, peers: 0, heard: (kind) => heard.push(`${kind}:${game.row!.lastSeq}:${game.lastEntry?.seq ?? '-'}`) }
    await game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })
    await game.undo()
    await game.redo()
    await game.replaceLast({ type: 'CorrectTotal', data: { to: 5 } })
    game.live = null
    await game.dispatch({ type: 'CorrectTotal', data: { to: 6 } })
    expect(heard).toEqual(['command:2:2', 'undo:1:-', 'redo:2:-', 'command:2:2'])
  })

  it('LIVE-SESSION-2: with no live table a tap is decided here, and a hook on another game takes none of its taps', async () => {
    const { game } = await newRace()
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })).ok).toBe(true)
    game.live = { id: 'another-game', role: 'guest', connected: true, peers: 0, send: async () => ({ ok: false, error: { code: 'live/not-connected', message: 'x' } }) }
    expect((await game.dispatch({ type: 'CorrectTotal', data: { to: 5 } })).ok).toBe(true)
    expect(game.row!.lastSeq).toBe(3)
  })

  it('LIVE-SESSION-4: a guest\'s tap keeps the page busy until the host\'s phone answered it (tests and the busy mark wait on that)', async () => {
    const { game, id } = await newRace()
    let answer: (r: { ok: false; error: { code: string; message: string } }) => void = () => undefined
    game.live = { id, role: 'guest', connected: true, peers: 0, send: () => new Promise((resolve) => (answer = resolve)) }
    const tap = game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })
    expect(game.busy).toBe(true)
    answer({ ok: false, error: { code: 'live/stale', message: 'x' } })
    expect((await tap).ok).toBe(false)
    expect(game.busy).toBe(false)
  })

  it('LIVE-SESSION-3: a guest\'s taps go to the host; the host\'s change is written to its copy and shown with its board change and alerts', async () => {
    const { game, id } = await newRace(5)
    const sent: string[] = []
    game.live = {
      id, role: 'guest', connected: false, peers: 0,
      send: async (a) => (sent.push(a.k === 'do' ? a.command.type : a.k === 'replace' ? `replace ${a.command.type}` : a.k === 'undo' ? `undo ${a.to}` : 'redo'), { ok: false, error: { code: 'live/not-connected', message: 'x' } }),
    }
    expect((await game.dispatch({ type: 'Roll', data: { face: '3' } })).ok).toBe(false)
    await game.undo()
    await game.redo()
    await game.replaceLast({ type: 'Roll', data: {} })
    expect(sent).toEqual(['Roll', 'undo 0', 'redo', 'replace Roll'])
    expect(game.row!.lastSeq).toBe(1)

    // The host decided a roll of 5: the race is won (an alert), the marker moves («Na planszy»).
    const decided = step(toyRules as never, 'toy-seed', game.state, 2, { type: 'Roll', data: { face: '5' } })
    if (!decided.ok) throw new Error(decided.error.message)
    const entry = decided.value.entry as Entry
    const r = await game.applyRemote((all, redo) => stepFor({ k: 'op', op: { k: 'do', entry } }, all as Entry[], redo as Entry[], game.state, toyRules as never))
    expect(r.ok).toBe(true)
    expect(game.row!.lastSeq).toBe(2)
    expect(game.alerts.map((a) => a.kind)).toEqual(['won'])
    expect(game.sheet.lines.map((l) => l.key)).toContain('total')
    expect((await repo.loadEntries(id)).map((e) => e.seq)).toEqual([1, 2])
    expect((await repo.getGame(id))!.lastSeq).toBe(2)

    // The host undid it: an undo operation, written as an undo (the entry goes to the redo stack).
    expect((await game.applyRemote((all, redo) => stepFor({ k: 'op', op: { k: 'undo', to: 1 } }, all as Entry[], redo as Entry[], game.state, toyRules as never))).ok).toBe(true)
    expect((await repo.loadEntries(id)).map((e) => e.seq)).toEqual([1])
    expect(game.redoStack.map((e) => e.seq)).toEqual([2])

    // A catch-up: keep up to 1, then the host's entries.
    expect((await game.applyRemote((all, redo) => stepFor({ k: 'sync', base: { seq: 1, hash: '' }, entries: [entry], redo: [] }, all as Entry[], redo as Entry[], game.state, toyRules as never))).ok).toBe(true)
    expect((await repo.loadEntries(id)).map((e) => e.seq)).toEqual([1, 2])
    expect(game.redoStack).toEqual([])
    game.live = null
    // No longer following: the tab writes its own copy again.
    expect((await game.undo()).ok).toBe(true)
    expect(game.row!.lastSeq).toBe(1)
  })
})

describe('live table strings', () => {
  it('LIVE-I18N-1: the live namespace has the same keys in Polish and English, sorted, none empty', async () => {
    const pl = (await import('@/shell/live/i18n/pl.json')).default as Record<string, string>
    const en = (await import('@/shell/live/i18n/en.json')).default as Record<string, string>
    expect(Object.keys(pl)).toEqual(Object.keys(en))
    expect(Object.keys(pl)).toEqual([...Object.keys(pl)].sort())
    for (const d of [pl, en]) for (const v of Object.values(d)) expect(v.trim()).not.toBe('')
  })

  it('LIVE-I18N-2: every literal live key the live table\'s files use (`lt(\'…\')`, `live/…` error codes) exists in the live namespace', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const en = (await import('@/shell/live/i18n/en.json')).default as Record<string, string>
    const files = [...readdirSync('src/shell/live').filter((f) => /\.(vue|ts)$/.test(f)).map((f) => `src/shell/live/${f}`), 'src/shell/views/LiveView.vue']
    const missing: string[] = []
    let used = 0
    for (const f of files) {
      const text = readFileSync(f, 'utf8')
      for (const m of text.matchAll(/\blt\('([a-zA-Z][\w.-]*)'/g)) (used++, Object.hasOwn(en, m[1]) || missing.push(`${f}: ${m[1]}`))
      for (const m of text.matchAll(/'(live\/[a-z-]+)'/g)) if (m[1] !== 'live/unknown') (used++, Object.hasOwn(en, `err.${m[1]}`) || missing.push(`${f}: err.${m[1]}`))
    }
    expect(used).toBeGreaterThan(40)
    expect(missing).toEqual([])
  })
})
