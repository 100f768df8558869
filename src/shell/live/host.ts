/**
 * The host's half of the live table (src/shell/live/table.ts): this phone's open game, sent to the
 * guests' phones as operations of the log protocol (`protocol.ts`), and their commands decided here.
 * Built in three parts on one shared `HostCore`: the guests' links and what they send
 * (`hostPeers`), the invitations they join by (`hostInvitations`), and hosting itself (`useHost`:
 * start, every commit sent on, stop, hand over).
 */
import { computed, ref, shallowRef, type ComputedRef, type ShallowRef } from 'vue'
import type { Command, Result, RuleViolation } from '@/core'
import { randomId } from '@/stores/ids'
import {
  PROTOCOL_VERSION, epochOf, hostCheck, hostCommit, hostOf, logOf, syncFor, termOf,
  type Act, type Down, type Entry, type Host, type Op, type Up,
} from './protocol'
import { invite, LiveError, type Invitation, type Link } from './transport'
import { sheetOpOf, sheetToWire, type SheetOp } from '@/shell/boardSheet'
import { HOST_AWAY, WATCH_ONLY, isObject, nextTerm, setHosted, v, type Msg, type Role, type TableContext, type Welcome } from './table-context'

/** How often the host tells its guests where it is (a guest behind asks again). */
const BEAT_MS = 4_000

/** A guest as the host sees it. */
export interface PeerView {
  id: string
  name: string
  role: Role
  connected: boolean
  /** The guest holds the host's log as it is now. */
  current: boolean
}

interface PeerLink {
  id: string
  link: Link
  name: string
  role: Role
  joined: boolean
  epoch: string | null
  rev: number
}

/** What the parts of the host's half share. */
interface HostCore {
  /** The protocol's host; null while this phone hosts nothing. */
  host: Host | null
  links: ShallowRef<PeerLink[]>
  peers: ComputedRef<PeerView[]>
  /** The links or the host changed: shown again, and the session's hook set again. */
  touch(): void
  /** To every guest that joined. */
  broadcast(m: Msg): void
}

function hostCore(ctx: TableContext): HostCore {
  const links = shallowRef<PeerLink[]>([])
  const revNow = ref(0)
  const core: HostCore = {
    host: null,
    links,
    peers: computed<PeerView[]>(() => links.value.map((p) => ({
      id: p.id, name: p.name, role: p.role, connected: p.link.open, current: !!core.host && p.epoch === core.host.epoch && p.rev === revNow.value,
    }))),
    touch() {
      links.value = [...links.value]
      revNow.value = core.host?.rev ?? 0
      if (core.host && ctx.gameId.value) setHosted(ctx.gameId.value, links.value.filter((p) => p.joined && p.link.open).length)
      ctx.mark()
    },
    broadcast(m) {
      for (const p of links.value) if (p.joined) p.link.send(m)
    },
  }
  return core
}

/** The guests' links: what a guest sends, and its commands decided by the session. */
function hostPeers(ctx: TableContext, core: HostCore) {
  const { session } = ctx
  let peerCount = 0

  /** A guest's new link (not joined yet, or the old host following after a hand-over). */
  function addPeer(link: Link, name: string, joined: boolean): PeerLink {
    const p: PeerLink = { id: `p${++peerCount}`, link, name, role: 'play', joined, epoch: null, rev: 0 }
    core.links.value = [...core.links.value, p]
    link.onMessage = (m) => void onUp(p, m as Msg)
    link.onClose = () => core.touch()
    link.onStall = () => core.touch()
    return p
  }

  /**
   * What a guest misses of the log, then the host's «Na planszy» as it is with that log (the sheet
   * is the table's: a phone that joins or catches up shows the host's lines).
   */
  function catchUp(p: PeerLink, syncs: Down[]) {
    for (const d of syncs) p.link.send(d)
    if (session.row?.id === ctx.gameId.value) p.link.send({ t: 'sheet', sheet: sheetToWire(session.sheet) })
  }

  function welcome(p: PeerLink) {
    const r = session.row!
    const game = { id: r.id, game: r.game, name: r.name, seed: r.seed, createdAt: r.createdAt }
    p.link.send({ t: 'game', v: PROTOCOL_VERSION, game, role: p.role, host: ctx.myName.value } satisfies Welcome)
  }

  async function onUp(p: PeerLink, m: Msg) {
    if (!core.host || !isObject(m)) return
    switch (m.t) {
      case 'join':
        if (m.v !== PROTOCOL_VERSION) {
          p.link.send({ t: 'refuse', code: 'live/version', message: 'The phones run different versions of the app: update both.' })
          p.link.close()
          return
        }
        p.name = String(m.name ?? '').slice(0, 30)
        p.role = m.want === 'watch' ? 'watch' : 'play'
        p.joined = true
        // The same phone joining again: its old, closed line goes.
        core.links.value = core.links.value.filter((x) => x === p || x.link.open || x.name !== p.name)
        welcome(p)
        core.touch()
        return
      case 'hello':
        if (Array.isArray(m.have)) catchUp(p, [syncFor(core.host, m.have)])
        return
      case 'sheet-op': {
        // A guest's tick or «all done»: this phone's sheet follows, and every guest's (a watching phone's stays its own).
        const op = sheetOpOf(m.op)
        if (!op || !p.joined || p.role === 'watch') return
        if (session.row?.id === ctx.gameId.value) session.sheetOp(op)
        core.broadcast({ t: 'sheet-op', op })
        return
      }
      case 'at':
        p.epoch = String(m.epoch)
        p.rev = Number(m.rev)
        core.touch()
        return
      case 'act':
        return onAct(p, m)
      case 'bye':
        p.link.close()
        core.touch()
        return
    }
  }

  /** Guests' commands, one at a time in the order they came. */
  let acts: Promise<void> = Promise.resolve()

  /**
   * A guest's command: decided by the session like the host's own tap, if it was tapped on the
   * host's log as it is; else refused as stale, with what the guest missed. It is checked once the
   * session has run every job queued before it (so the host's log holds every commit), and queued
   * at once, in the same task: nothing comes between the check and the decision.
   */
  function onAct(p: PeerLink, m: Extract<Up, { t: 'act' }>) {
    acts = acts.then(() => decide(p, m)).catch((e) => console.warn('live: a guest\'s command failed', e))
  }

  async function decide(p: PeerLink, m: Extract<Up, { t: 'act' }>) {
    const refuse = (e: RuleViolation) => p.link.send({ t: 'done', req: m.req, ok: false, error: { code: e.code, message: e.message } } satisfies Down)
    if (!isObject(m.act) || !isObject(m.at)) return
    while (session.busy) await session.settled()
    if (!core.host) return
    if (p.role === 'watch') return refuse(WATCH_ONLY)
    if (session.row?.id !== ctx.gameId.value || session.readOnly) return refuse(HOST_AWAY)
    const stale = hostCheck(core.host, m)
    if (stale) return catchUp(p, stale)
    const act = m.act as Act
    const r: Result<unknown> = await (act.k === 'do' ? session.dispatch(act.command as Command)
      : act.k === 'replace' ? session.replaceLast(act.command as Command)
        : act.k === 'undo' ? session.undoTo(Number(act.to))
          : act.k === 'redo' ? session.redo()
            : { ok: false, error: v('live/unknown', 'Unknown request.') })
    if (r.ok) p.link.send({ t: 'done', req: m.req, ok: true } satisfies Down)
    else refuse(r.error)
  }

  /** Who may tap: a guest plays or only watches. */
  function setRole(peerId: string, r: Role) {
    const p = core.links.value.find((x) => x.id === peerId)
    if (!p) return
    p.role = r
    p.link.send({ t: 'role', role: r })
    core.touch()
  }

  return { addPeer, welcome, setRole }
}

/** The codes the next guest scans, and the answers read back from them. */
function hostInvitations(ctx: TableContext, addPeer: (link: Link, name: string, joined: boolean) => PeerLink, touch: () => void) {
  const invitation = shallowRef<Invitation | null>(null)
  /** The host is preparing an invitation (gathering its candidates). */
  const inviting = ref(false)

  /** Prepare the code the next guest scans. */
  async function newInvitation(): Promise<void> {
    if (ctx.role.value !== 'host' || inviting.value) return
    invitation.value?.cancel()
    invitation.value = null
    inviting.value = true
    try {
      invitation.value = await invite()
    } catch (e) {
      ctx.failWith(e)
    } finally {
      inviting.value = false
    }
  }

  /** The host read a guest's answer code: the guest joins once the link opens. */
  async function acceptAnswer(code: string): Promise<boolean> {
    ctx.error.value = null
    const inv = invitation.value
    if (ctx.role.value !== 'host' || !inv) return ctx.fail(v('live/no-invitation', 'There is no invitation waiting for an answer.'))
    let link: Link
    try {
      link = await inv.accept(code)
    } catch (e) {
      ctx.failWith(e)
      if (e instanceof LiveError && e.code === 'live/no-connection') void newInvitation()
      return false
    }
    addPeer(link, '', false)
    invitation.value = null
    void newInvitation()
    touch()
    return true
  }

  /** Hosting ends: the waiting invitation goes. */
  function cancel() {
    invitation.value?.cancel()
    invitation.value = null
  }

  // A joining phone's code read by this phone's camera app opened another tab (`#/live/<code>`): it comes here.
  if (typeof BroadcastChannel !== 'undefined') {
    const bc = new BroadcastChannel('mythos-ledger-live')
    bc.onmessage = (ev: MessageEvent<{ t?: string; code?: unknown }>) => {
      if (ev.data?.t !== 'answer' || ctx.role.value !== 'host' || !invitation.value || typeof ev.data.code !== 'string') return
      bc.postMessage({ t: 'taken', code: ev.data.code })
      void acceptAnswer(ev.data.code)
    }
  }

  return { invitation, inviting, newInvitation, acceptAnswer, cancel }
}

/**
 * The host's half. `follow` is the guest's half's: after a hand-over this phone follows the new host
 * on the link it handed the game over on.
 */
export function useHost(ctx: TableContext, follow: (l: Link, gid: string, kind: string) => void) {
  const { session } = ctx
  const core = hostCore(ctx)
  const { links, peers, touch, broadcast } = core
  const { addPeer, welcome, setRole } = hostPeers(ctx, core)
  const inv = hostInvitations(ctx, addPeer, touch)
  let beat: ReturnType<typeof setInterval> | null = null

  /** Host the open game: guests may then join it. */
  async function startHosting(term?: number): Promise<boolean> {
    ctx.error.value = null
    const r = session.row
    if (!r || !session.module) return ctx.fail(v('live/no-game', 'Open a game first.'))
    if (session.readOnly) return ctx.fail(v('app/read-only', 'This game is open in another tab.'))
    if (ctx.role.value === 'guest') return ctx.fail(v('live/following', 'This phone follows another phone\'s game.'))
    if (ctx.role.value === 'host' && ctx.gameId.value === r.id) return true
    if (ctx.role.value === 'host') await stopHosting()
    const all = (await session.loadLog()) as Entry[]
    core.host = hostOf(logOf(all, session.redoStack as Entry[]), epochOf(term ?? nextTerm(r.id), randomId().slice(0, 8)))
    ctx.gameId.value = r.id
    ctx.role.value = 'host'
    beat = setInterval(() => core.host && broadcast({ t: 'head', epoch: core.host.epoch, rev: core.host.rev }), BEAT_MS)
    touch()
    void inv.newInvitation()
    return true
  }

  /**
   * The session committed a change of the hosted game (in the commit's follow-ups: its row, log and
   * last entry are the new ones): the next revision, sent to every guest.
   */
  function heard(kind: 'command' | 'undo' | 'redo') {
    const r = session.row
    const host = core.host
    if (!host || !r || r.id !== ctx.gameId.value) return
    const n = host.log.entries.length
    const last = session.entries?.[session.entries.length - 1]
    const op: Op | null = kind === 'undo' ? { k: 'undo', to: r.lastSeq }
      : kind === 'redo' ? (last?.seq === r.lastSeq ? { k: 'redo', entry: last } : null)
        : session.lastEntry?.seq === r.lastSeq ? { k: r.lastSeq > n ? 'do' : 'replace', entry: session.lastEntry as Entry } : null
    const done = op && hostCommit(host, op)
    if (!done) return void rebuild()
    core.host = done.host
    broadcast(done.out)
    touch()
  }

  /** The players changed «Na planszy» on this phone: every guest's follows. */
  function sheetShared(op: SheetOp) {
    if (core.host) broadcast({ t: 'sheet-op', op })
  }

  /** The host's log went its own way from what was sent (it should not): start again from the session's. */
  async function rebuild() {
    if (!core.host) return
    const all = (await session.loadLog()) as Entry[]
    const host: Host = { ...core.host, log: logOf(all, session.redoStack as Entry[]), rev: core.host.rev + 1 }
    core.host = host
    broadcast({ t: 'head', epoch: host.epoch, rev: host.rev })
    touch()
  }

  /** Wait (a moment at most) until every guest holds the host's log as it is now. */
  async function allCurrent(ms = 3000): Promise<boolean> {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (peers.value.every((p) => !p.connected || p.current)) return true
      await new Promise((r) => setTimeout(r, 50))
    }
    return false
  }

  /** Stop hosting: the guests are told (once they hold everything), the links closed. */
  async function stopHosting(o: { to?: string } = {}) {
    if (ctx.role.value !== 'host') return
    await allCurrent()
    for (const p of links.value) {
      p.link.send({ t: 'bye', ...(o.to ? { to: o.to } : {}) })
      // Closed once the goodbye is out (it is queued before the close on an ordered channel, but a close may cut it).
      setTimeout(() => p.link.close(), 300)
    }
    endHost()
  }

  function endHost() {
    if (ctx.gameId.value) setHosted(ctx.gameId.value, null)
    if (beat) clearInterval(beat)
    beat = null
    inv.cancel()
    core.host = null
    links.value = []
    ctx.role.value = 'off'
    ctx.gameId.value = null
    ctx.mark()
  }

  /**
   * Hand the game over to a guest: it becomes the host (its copy is the game, as it is now), this
   * phone follows it on the same link, and the other guests are told to join the new host.
   */
  async function handOver(peerId: string): Promise<boolean> {
    const p = links.value.find((x) => x.id === peerId)
    if (!core.host || !p || !p.link.open) return false
    await allCurrent()
    const cur = peers.value.find((x) => x.id === peerId)
    if (!cur?.current) return ctx.fail(v('live/not-current', 'That phone does not hold the whole game yet: try again in a moment.'))
    const term = termOf(core.host.epoch) + 1
    const others = links.value.filter((x) => x !== p)
    for (const o of others) {
      o.link.send({ t: 'bye', to: p.name })
      setTimeout(() => o.link.close(), 300)
    }
    links.value = [p]
    const link = p.link
    const gid = ctx.gameId.value!
    const kindOf = session.row!.game
    p.link.send({ t: 'handover', term })
    // This phone now follows the new host on the same link.
    endHost()
    links.value = []
    follow(link, gid, kindOf)
    return true
  }

  /** After a hand-over to this phone: the old host follows on the link the game was handed over on. */
  function adoptOldHost(l: Link, name: string) {
    welcome(addPeer(l, name, true))
    touch()
  }

  return {
    links, peers, invitation: inv.invitation, inviting: inv.inviting, newInvitation: inv.newInvitation, acceptAnswer: inv.acceptAnswer,
    startHosting, heard, sheetShared, setRole, stopHosting, handOver, adoptOldHost,
  }
}
