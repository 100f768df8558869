/**
 * The guest's half of the live table (src/shell/live/table.ts): this phone follows the game of the
 * host's phone, like a tab that follows another tab (src/stores/session.ts), its writer on another
 * phone. Built in two parts on one shared `GuestCore`: the link to the host and what comes down it
 * (`guestLink`: the host's messages, written to this phone's copy by copy.ts), and following itself
 * (`useGuest`: join, a tap sent to the host, leave, take the game over).
 */
import { ref, shallowRef, type Ref } from 'vue'
import type { Result, RuleViolation } from '@/core'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { go, gamePath, route } from '@/shell/router'
import type { LiveAct } from '@/stores/session'
import {
  PROTOCOL_VERSION, actOf, emptyLog, guestOf, guestReceive, logOf, reconnect, termOf,
  type Down, type Entry, type Guest,
} from './protocol'
import { answer as answerOffer, type Answer, type Link } from './transport'
import { writeChange } from './copy'
import { sheetOpOf, type SheetOp } from '@/shell/boardSheet'
import {
  NOT_CONNECTED, NO_ANSWER, WATCH_ONLY, isObject, nextTerm, sawTerm, setFollowing, v, worded,
  type GameMeta, type Hello, type Msg, type Role, type TableContext, type Welcome,
} from './table-context'

/** How long a guest waits for the host to answer its command. */
const ANSWER_MS = 20_000

type HostState = 'joining' | 'connected' | 'stalled' | 'lost' | 'left'

/** What the parts of the guest's half share. */
interface GuestCore {
  link: Link | null
  guest: Guest | null
  /** The game's kind, name… as the host told them. */
  meta: GameMeta | null
  /** Whether this phone holds a copy of the game (its row). */
  hasCopy: boolean
  /** The host's messages, handled one at a time in the order they came. */
  queue: Promise<void>
  /** The commands sent to the host, waiting for its answer (by request number). */
  waiting: Map<number, (d: Extract<Down, { t: 'done' }>) => void>
  hostState: Ref<HostState>
  myRole: Ref<Role>
  hostName: Ref<string>
  /** Where the host said the game went (a hand-over to another phone). */
  movedTo: Ref<string | null>
}

/** This phone's copy (its row, if any) as the protocol's guest: the log it holds, an empty one without a copy. */
async function guestFromCopy(row: GameRow | undefined): Promise<Guest> {
  return guestOf(row ? logOf((await repo.loadEntries(row.id)) as Entry[], row.redo as Entry[]) : emptyLog())
}

/**
 * The link to the host and what comes down it. `takeOver` is `useGuest`'s: a hand-over makes this
 * phone the host.
 */
function guestLink(ctx: TableContext, g: GuestCore, wantWatch: Ref<boolean>, takeOver: (term: number, l: Link) => Promise<boolean>) {
  /** Follow the host at the other end of `l` (a new pairing, or after handing the game over). */
  function follow(l: Link, gid: string | null, kind: string | null) {
    g.link?.close()
    g.link = l
    ctx.role.value = 'guest'
    if (gid) ctx.gameId.value = gid
    if (kind && gid) g.meta = { id: gid, game: kind, name: '', seed: '', createdAt: '' }
    g.hostState.value = 'connected'
    g.movedTo.value = null
    l.onMessage = (m) => (g.queue = g.queue.then(() => onDown(l, m as Msg)).catch(() => undefined))
    l.onClose = () => {
      if (g.link !== l) return
      if (g.hostState.value !== 'left') g.hostState.value = 'lost'
      ctx.mark()
    }
    l.onStall = (stalled) => {
      if (g.link !== l || g.hostState.value === 'left' || g.hostState.value === 'lost') return
      g.hostState.value = stalled ? 'stalled' : 'connected'
      ctx.mark()
    }
    l.send({ t: 'join', v: PROTOCOL_VERSION, name: ctx.myName.value, want: wantWatch.value ? 'watch' : 'play' } satisfies Hello)
    ctx.mark()
  }

  async function onDown(l: Link, m: Msg) {
    if (g.link !== l || !isObject(m)) return
    switch (m.t) {
      case 'refuse':
        ctx.error.value = { code: String(m.code), message: String(m.message) }
        g.hostState.value = 'left'
        l.close()
        return
      case 'game':
        return welcome(l, m)
      case 'role':
        g.myRole.value = m.role === 'watch' ? 'watch' : 'play'
        ctx.mark()
        return
      case 'bye':
        g.hostState.value = 'left'
        g.movedTo.value = typeof m.to === 'string' ? m.to : null
        ctx.mark()
        l.close()
        return
      case 'handover':
        await takeOver(Number(m.term), l)
        return
      case 'sync': case 'op': case 'head': case 'done':
        return onLog(l, m)
      // «Na planszy» as the table has it (written after the log's changes before it: they come in order).
      case 'sheet':
        if (ctx.session.row?.id === ctx.gameId.value) ctx.session.sheetSent(m.sheet)
        return
      case 'sheet-op': {
        const op = sheetOpOf(m.op)
        if (op && ctx.session.row?.id === ctx.gameId.value) ctx.session.sheetOp(op)
        return
      }
    }
  }

  /** The host told which game it is: this phone's copy of it (if any) says what it holds. */
  async function welcome(l: Link, m: Welcome) {
    const gm = m.game
    if (!isObject(gm) || typeof gm.id !== 'string' || typeof gm.game !== 'string') return
    g.meta = { id: gm.id, game: gm.game, name: String(gm.name), seed: String(gm.seed), createdAt: String(gm.createdAt) }
    ctx.gameId.value = gm.id
    g.myRole.value = m.role === 'watch' ? 'watch' : 'play'
    g.hostName.value = String(m.host ?? '')
    setFollowing(gm.id, true)
    const row = await repo.getGame(gm.id)
    g.hasCopy = !!row
    const r = reconnect(await guestFromCopy(row))
    g.guest = r.guest
    l.send(r.send)
    ctx.mark()
  }

  async function onLog(l: Link, m: Down) {
    if (!g.guest) return
    const r = guestReceive(g.guest, m)
    for (const c of r.changes) {
      const id = ctx.gameId.value
      const written = !!id && !!g.meta && await writeChange(ctx.session, c, id, g.meta, g.hasCopy, { created: () => (g.hasCopy = true), opened: ctx.mark })
      if (!written) {
        console.warn('live: a change could not be written; asking the host again', c.k)
        // This phone's copy is not what the protocol thought: read it again and ask the host.
        const row = ctx.gameId.value ? await repo.getGame(ctx.gameId.value) : undefined
        const again = reconnect(await guestFromCopy(row))
        g.guest = again.guest
        l.send(again.send)
        return
      }
    }
    g.guest = r.guest
    sawTerm(ctx.gameId.value ?? '', g.guest.epoch)
    for (const u of r.send) l.send(u)
    if (r.changes.length) l.send({ t: 'at', epoch: g.guest.epoch ?? '', rev: g.guest.rev })
    if (m.t === 'done') g.waiting.get(m.req)?.(m)
  }

  return { follow }
}

/**
 * The guest's half. `hosting` is the host's half's: taking the game over hosts it here, and after a
 * hand-over the old host follows this phone.
 */
export function useGuest(ctx: TableContext, hosting: { startHosting(term?: number): Promise<boolean>; adoptOldHost(l: Link, name: string): void }) {
  const { session } = ctx
  const g: GuestCore = {
    link: null, guest: null, meta: null, hasCopy: false, queue: Promise.resolve(), waiting: new Map(),
    hostState: ref<HostState>('lost'), myRole: ref<Role>('play'), hostName: ref(''), movedTo: ref<string | null>(null),
  }
  const { hostState, myRole, hostName } = g
  let req = 0
  /** The guest's side of the pairing: the answer code shown to the host. */
  const pairing = shallowRef<Answer | null>(null)
  /** Join as a phone that only watches. */
  const wantWatch = ref(false)
  const { follow } = guestLink(ctx, g, wantWatch, takeOver)

  /** A tap on the guest: sent to the host; resolves once the host answered and its change is shown here. */
  async function ask(act: LiveAct): Promise<Result<never>> {
    if (!g.link?.open || !g.guest || hostState.value !== 'connected') return { ok: false, error: worded(NOT_CONNECTED) }
    if (myRole.value === 'watch') return { ok: false, error: worded(WATCH_ONLY) }
    const id = ++req
    const answered = new Promise<Extract<Down, { t: 'done' }>>((resolve) => g.waiting.set(id, resolve))
    // Tapped on the log as this phone shows it: sent after the messages already in hand are written.
    g.queue = g.queue.then(() => {
      if (g.guest) g.link?.send(actOf(g.guest, id, act))
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_MS)))
    const d = await Promise.race([answered, late])
    clearTimeout(timer)
    g.waiting.delete(id)
    if (!d) return { ok: false, error: worded(NO_ANSWER) }
    if (!d.ok) {
      const error = worded(d.error as RuleViolation)
      session.lastError = error
      return { ok: false, error }
    }
    const last = session.entries?.[session.entries.length - 1] ?? null
    return { ok: true, value: (act.k === 'do' || act.k === 'replace' ? last : null) as never }
  }

  /** The players changed «Na planszy» on this phone: sent to the host, which sends it on to every phone (a watching phone's stays here). */
  function shareSheet(op: SheetOp) {
    if (g.link?.open && hostState.value === 'connected' && myRole.value !== 'watch') g.link.send({ t: 'sheet-op', op })
  }

  /** Join the table whose host shows `offer`: resolves with the answer code to show the host. */
  async function join(offer: string): Promise<boolean> {
    ctx.error.value = null
    if (ctx.role.value === 'host') return ctx.fail(v('live/hosting', 'This phone hosts a game: stop hosting first.'))
    pairing.value?.cancel()
    pairing.value = null
    let a: Answer
    try {
      a = await answerOffer(offer)
    } catch (e) {
      ctx.failWith(e)
      return false
    }
    pairing.value = a
    hostState.value = 'joining'
    a.link.then((l) => {
      if (pairing.value !== a) return l.close()
      pairing.value = null
      follow(l, null, null)
    }, (e) => {
      if (pairing.value !== a) return
      pairing.value = null
      hostState.value = 'lost'
      ctx.failWith(e)
    })
    return true
  }

  /** Stop following the host: this phone's copy becomes an ordinary game of this phone. */
  function leave() {
    g.link?.send({ t: 'bye' })
    const l = g.link
    setTimeout(() => l?.close(), 300)
    endGuest()
  }

  function endGuest() {
    pairing.value?.cancel()
    pairing.value = null
    if (ctx.gameId.value) setFollowing(ctx.gameId.value, false)
    g.link = null
    g.guest = null
    g.meta = null
    g.hasCopy = false
    for (const [, resolve] of g.waiting) resolve({ t: 'done', req: 0, ok: false, error: NOT_CONNECTED })
    g.waiting.clear()
    ctx.role.value = 'off'
    hostState.value = 'lost'
    const id = ctx.gameId.value
    ctx.gameId.value = null
    ctx.mark()
    return id
  }

  /**
   * Take the game over on this phone (the host left, or handed it over): its copy is the game from
   * now on, and the other phones join it here. On a hand-over the old host follows on `l`.
   */
  async function takeOver(term?: number, l?: Link): Promise<boolean> {
    ctx.error.value = null
    const id = ctx.gameId.value ?? (route.value.name === 'game' ? route.value.id : null)
    if (!id) return false
    const seen = g.guest?.epoch ?? null
    // (A hand-over comes among the host's messages, in the queue: it is not waited for there.)
    if (!l) await g.queue
    if (l) g.link = null
    else {
      g.link?.send({ t: 'bye' })
      g.link?.close()
    }
    endGuest()
    if (route.value.name !== 'game' || route.value.id !== id) go(gamePath(id, 'live'))
    if (!(await session.open(id))) return ctx.fail(v('live/no-game', 'This phone holds no copy of the game.'))
    const ok = await hosting.startHosting(term ?? nextTerm(id, termOf(seen)))
    if (ok && l) hosting.adoptOldHost(l, hostName.value)
    return ok
  }

  /** After a reload: a game this phone followed opens following, not connected (its taps are refused until it connects again). */
  function resume(id: string, kind: string) {
    if (ctx.role.value !== 'off') return
    ctx.role.value = 'guest'
    ctx.gameId.value = id
    g.meta = { id, game: kind, name: '', seed: '', createdAt: '' }
    hostState.value = 'lost'
    ctx.mark()
  }

  return { pairing, hostState, myRole, hostName, movedTo: g.movedTo, wantWatch, ask, shareSheet, follow, join, leave, takeOver, resume }
}
