/**
 * LIVE-SHEET (review-live 7): «Na planszy» is the table's, not each phone's — the board is one. A
 * tick, an untick and «Gotowe» on any phone reach every phone (a guest's through the host), and a
 * phone that joins or catches up is sent the host's sheet, its lines worded in its own language.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { shallowRef } from 'vue'
import { flushPromises } from '@vue/test-utils'
import { registerGame } from '@/app/registry'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { boardOf } from '@/stores/session-board'
import { accumulate, applySheetOp, emptySheet, sheetFromWire, sheetToWire, type SheetOp } from '@/shell/boardSheet'
import { EMPTY_HASH, PROTOCOL_VERSION } from '@/shell/live/protocol'
import type { Link } from '@/shell/live/transport'
import { useLiveTable } from '@/shell/live/table'
import { toyManifest } from '../fixtures/games/toy/manifest'

type Fake = Link & { sent: Record<string, unknown>[]; open: boolean }
function fakeLink(): Fake {
  const l: Fake = {
    sent: [], open: true, onMessage: null, onClose: null, onStall: null,
    send(m) {
      l.sent.push(JSON.parse(JSON.stringify(m)))
    },
    close() {
      l.open = false
    },
  }
  return l
}
/** The link the next invitation's answer (host) or the next answer (guest) opens. */
let nextLink: Fake = fakeLink()
vi.mock('@/shell/live/transport', async (actual) => ({
  ...(await actual<typeof import('@/shell/live/transport')>()),
  invite: async () => ({ code: 'offer', accept: async () => nextLink, cancel: () => undefined }),
  answer: async () => ({ code: 'answer', link: Promise.resolve(nextLink), cancel: () => undefined }),
}))

beforeAll(() => registerGame(toyManifest))
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  nextLink = fakeLink()
})

async function newRace() {
  const game = useSessionStore()
  const r = await game.create('toy-race', { name: 'Race', seed: 'toy-seed', setup: { target: 30 } })
  if (!r.ok) throw new Error(r.error.message)
  return { game, id: r.value }
}
const settle = async () => {
  await flushPromises()
  await new Promise((r) => setTimeout(r, 0))
  await flushPromises()
}
const ops = (l: Fake) => l.sent.filter((m) => m.t === 'sheet-op').map((m) => m.op as SheetOp)

type Board = { doom: number; clue: number }
/** A game that words its lines in the language of the moment. */
const wordsIn = (lang: 'pl' | 'en') => (a: Board, b: Board) => [
  ...(a.doom !== b.doom ? [{ key: 'doom', icon: 'doom' as const, text: lang === 'pl' ? `zagłada ${b.doom}` : `doom ${b.doom}` }] : []),
  ...(a.clue !== b.clue ? [{ key: 'clue', icon: 'clue' as const, text: lang === 'pl' ? `wskazówki ${b.clue}` : `clues ${b.clue}` }] : []),
]

describe('LIVE-SHEET the board sheet is the table\'s', () => {
  it('LIVE-SHEET-1: a sheet sent to another phone has the same lines, worded there; «all done» and ticks name what the tapper saw', () => {
    const b0 = { doom: 0, clue: 0 }, b1 = { doom: 1, clue: 0 }, b2 = { doom: 1, clue: 2 }, b3 = { doom: 2, clue: 2 }
    let s = accumulate(emptySheet(), b0, b1, wordsIn('en') as never)
    s = accumulate(s, b1, b2, wordsIn('en') as never)
    const there = sheetFromWire(JSON.parse(JSON.stringify(sheetToWire(s))), wordsIn('pl') as never)!
    expect(there.n).toBe(s.n)
    expect(there.lines.map((l) => [l.key, l.change.text, l.step, l.ticked])).toEqual([['doom', 'zagłada 1', 1, false], ['clue', 'wskazówki 2', 2, false]])
    // No text goes over the wire: only keys and states.
    expect(JSON.stringify(sheetToWire(s))).not.toContain('doom 1')
    // «Gotowe» tapped on the sheet of change 2 while change 3 was on its way: change 3's line stays.
    const later = accumulate(there, b2, b3, wordsIn('pl') as never)
    expect(applySheetOp(later, { k: 'done', n: 2 }).lines.map((l) => l.change.text)).toEqual(['zagłada 2'])
    // A tick meant for a line that a later change listed again does nothing; the same op twice is one.
    expect(applySheetOp(later, { k: 'tick', key: 'doom', step: 1, on: true }).lines.every((l) => !l.ticked)).toBe(true)
    const ticked = applySheetOp(later, { k: 'tick', key: 'clue', step: 2, on: true })
    expect(applySheetOp(ticked, { k: 'tick', key: 'clue', step: 2, on: true })).toEqual(ticked)
    expect(sheetFromWire({ n: 1, states: [b0], lines: [{ key: 'doom', from: 0, to: '__proto__', origin: 0 }] }, wordsIn('pl') as never)!.lines).toEqual([])
  })

  it('LIVE-SHEET-2: the players\' tick and «Gotowe» go to the table; a game\'s own «board settled» clears every phone alike and is not sent', () => {
    const sent: SheetOp[] = []
    const row = shallowRef({ id: 'g' })
    const board = boardOf({ row, module: shallowRef({ boardChanges: wordsIn('en'), boardSettles: (_a: Board, b: Board) => (b.clue > 0 ? 'after' : null) }), live: shallowRef({ id: 'g', sheet: (op: SheetOp) => sent.push(op) }) } as never)
    board.boardMoved({ doom: 0, clue: 0 }, { doom: 1, clue: 0 }, 'command')
    board.tickBoard('doom')
    board.tickBoard('doom')
    board.dismissBoard()
    board.boardMoved({ doom: 1, clue: 0 }, { doom: 1, clue: 1 }, 'command')
    expect(sent).toEqual([{ k: 'tick', key: 'doom', step: 1, on: true }, { k: 'tick', key: 'doom', step: 1, on: false }, { k: 'done', n: 1 }])
  })

  it('LIVE-SHEET-3: the host sends its sheet after a catch-up; a guest\'s «Gotowe» clears the host\'s sheet and goes to every guest; the host\'s tick too', async () => {
    const { game } = await newRace()
    await game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })
    expect(game.sheet.lines.map((l) => l.key)).toEqual(['total'])
    const live = useLiveTable()
    expect(await live.startHosting()).toBe(true)
    await settle()
    const guests = [fakeLink(), fakeLink()]
    for (const [i, g] of guests.entries()) {
      nextLink = g
      expect(await live.acceptAnswer(`answer ${i}`)).toBe(true)
      await settle()
      g.onMessage!({ t: 'join', v: PROTOCOL_VERSION, name: `Phone ${i}`, want: 'play' })
      g.onMessage!({ t: 'hello', have: [{ seq: 0, hash: EMPTY_HASH }] })
    }
    await settle()
    // A phone paired after the host's change shows the host's lines.
    const sheet = guests[1].sent.find((m) => m.t === 'sheet')?.sheet as { n: number; lines: { key: string }[] } | undefined
    expect(guests[1].sent.findIndex((m) => m.t === 'sheet')).toBeGreaterThan(guests[1].sent.findIndex((m) => m.t === 'sync'))
    expect(sheet?.lines.map((l) => l.key)).toEqual(['total'])
    // «Gotowe» on guest 0: the host's list is empty, and guest 1 is told.
    guests[0].onMessage!({ t: 'sheet-op', op: { k: 'done', n: sheet!.n } })
    await settle()
    expect(game.sheet.lines).toEqual([])
    expect(ops(guests[1])).toEqual([{ k: 'done', n: sheet!.n }])
    // The host's own tick reaches both guests.
    await game.dispatch({ type: 'CorrectTotal', data: { to: 6 } })
    await settle()
    game.tickBoard('total')
    for (const g of guests) expect(ops(g).at(-1)).toEqual({ k: 'tick', key: 'total', step: game.sheet.n, on: true })
    // A phone that only watches changes no one's sheet.
    live.setRole(live.peers[1].id, 'watch')
    guests[1].onMessage!({ t: 'sheet-op', op: { k: 'tick', key: 'total', step: game.sheet.n, on: false } })
    await settle()
    expect(game.sheet.lines[0].ticked).toBe(true)
    // (Not awaited: it waits for guests that never say where they are.)
    void live.stopHosting()
  })

  it('LIVE-SHEET-4: a guest shows the host\'s sheet (worded here), sends its tick to the host and follows the host\'s «Gotowe»', async () => {
    const { game, id } = await newRace()
    await game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })
    game.dismissBoard()
    const live = useLiveTable()
    const host = nextLink
    expect(await live.join('offer')).toBe(true)
    await settle()
    const row = game.row!
    host.onMessage!({ t: 'game', v: PROTOCOL_VERSION, game: { id, game: row.game, name: row.name, seed: row.seed, createdAt: row.createdAt }, role: 'play', host: 'A' })
    await settle()
    const before = { ...(game.state as object), total: 0 }
    host.onMessage!({ t: 'sheet', sheet: { n: 7, states: [before, game.state], lines: [{ key: 'total', from: 0, to: 1, origin: 0, ticked: false, kind: 'command', step: 7 }] } })
    await settle()
    expect(game.sheet.n).toBe(7)
    expect(game.sheet.lines.map((l) => l.change.text)).toEqual(['Marker to 4'])
    game.tickBoard('total')
    expect(ops(host)).toEqual([{ k: 'tick', key: 'total', step: 7, on: true }])
    host.onMessage!({ t: 'sheet-op', op: { k: 'done', n: 7 } })
    await settle()
    expect(game.sheet.lines).toEqual([])
    live.leave()
  })
})
