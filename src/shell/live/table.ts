/**
 * The live table on this phone: hosting the open game for the other phones at the table, or
 * following the game of the host's phone. Loaded only with the live table's screens.
 *
 * - The host's game is the session's open game, played as ever; every change it commits
 *   (`session.onLiveChange`) goes to each guest as an operation of the log protocol
 *   (`protocol.ts`). A guest's command is decided by the session like the host's own tap, but
 *   only while the host's log still ends where the guest tapped (else it is refused as stale and
 *   the guest is sent what it missed).
 * - A guest is like a tab that follows another tab (src/stores/session.ts), its writer on another
 *   phone: its taps go to the host (`session.setRemote`); what the host sends is written to its own
 *   copy of the game (its row and log in IndexedDB, through `src/db/repo.ts`) and shown as a
 *   tap's: the board sheet, the alerts. So it can export the game or take it over.
 */
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { foldEntries, foldEvents, type AnyRules, type Command, type Result, type RuleViolation } from '@/core'
import * as repo from '@/db/repo'
import type { GameRow } from '@/db/db'
import { REDO_CAP } from '@/db/limits'
import { loadGame } from '@/app/registry'
import { go, gamePath, route } from '@/shell/router'
import { nowIso, randomId } from '@/stores/ids'
import { registerNamespace, scoped } from '@/i18n'
import { useSessionStore, type LiveAct, type LiveHook, type RemoteStep } from '@/stores/session'
import {
  PROTOCOL_VERSION, actOf, emptyLog, epochOf, guestOf, guestReceive, hostCheck, hostCommit, hostOf, logOf, reconnect, syncFor, termOf,
  type Act, type Down, type Entry, type Guest, type GuestStep, type Host, type Op, type Up,
} from './protocol'
import { answer as answerOffer, invite, LiveError, type Answer, type Invitation, type Link } from './transport'

export type Role = 'play' | 'watch'
/** What a host tells a guest first: the game, and whether the guest may tap. */
type GameMeta = Pick<GameRow, 'id' | 'game' | 'name' | 'seed' | 'createdAt'>

/** Messages besides the log protocol's. */
type Hello = { t: 'join'; v: number; name: string; want: Role }
type Welcome = { t: 'game'; v: number; game: GameMeta; role: Role; host: string }
type Other =
  | Hello
  | Welcome
  | { t: 'role'; role: Role }
  | { t: 'refuse'; code: string; message: string }
  | { t: 'bye'; to?: string }
  | { t: 'at'; epoch: string; rev: number }
  | { t: 'handover'; term: number }
type Msg = Up | Down | Other

const v = (code: string, message: string): RuleViolation => ({ code, message })
const NOT_CONNECTED = v('live/not-connected', 'This phone is not connected to the host\'s phone: connect again, or take the game over.')
const WATCH_ONLY = v('live/watch-only', 'This phone only watches the table.')
const HOST_AWAY = v('live/host-away', 'The host\'s phone is not in the game right now.')
const NO_ANSWER = v('live/no-answer', 'The host\'s phone did not answer.')
/** How long a guest waits for the host to answer its command. */
const ANSWER_MS = 20_000
/** How often the host tells its guests where it is (a guest behind asks again). */
const BEAT_MS = 4_000
const NAME_KEY = 'mythos-ledger:live-name'
const TERM_KEY = 'mythos-ledger:live-term:'

/** The live table's own strings (its screens, its bar, its refusals), loaded with it. */
export const ready = registerNamespace('live', { pl: () => import('./i18n/pl.json').then((m) => m.default), en: () => import('./i18n/en.json').then((m) => m.default) })
const L = scoped('live')
/**
 * A refusal as a game's screen shows it: the game's `errorText` knows no `live/…` code, so it shows
 * the message, worded here in the UI language (the host's English text when the code is unknown).
 */
const worded = (e: RuleViolation): RuleViolation => ({ code: e.code, message: L.errorText(e) })

/**
 * The games this phone follows at a live table, one key each (kept across a reload): the frame
 * (src/app/App.vue, `FOLLOW_KEY` there) loads the table's bar for such a game, so its taps are
 * refused rather than played on a copy that would go its own way.
 */
const FOLLOW_KEY = 'mythos-ledger:live-follow:'
function setFollowing(gameId: string, on: boolean) {
  try {
    if (on) localStorage.setItem(FOLLOW_KEY + gameId, '1')
    else localStorage.removeItem(FOLLOW_KEY + gameId)
  } catch {
    // Storage refused (private mode): the bar still shows while this page lives.
  }
}

function store(key: string, value?: string): string | null {
  try {
    if (value !== undefined) localStorage.setItem(key, value)
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
/** The next hosting term for a game: after every term this phone has seen of it. */
function nextTerm(gameId: string, seen = 0): number {
  const t = Math.max(Number(store(TERM_KEY + gameId)) || 0, seen) + 1
  store(TERM_KEY + gameId, String(t))
  return t
}
function sawTerm(gameId: string, epoch: string | null) {
  const t = termOf(epoch)
  if (t > (Number(store(TERM_KEY + gameId)) || 0)) store(TERM_KEY + gameId, String(t))
}

const isObject = (m: unknown): m is Record<string, unknown> => typeof m === 'object' && m !== null && !Array.isArray(m)

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

/** The change of the log a guest writes, from the log it holds (`all`, `redo`) and its state then. */
export function stepFor(c: GuestStep['changes'][number], all: Entry[], redo: Entry[], before: unknown, rules: AnyRules): RemoteStep {
  const fold = (entries: Entry[]) => foldEntries(rules, entries)
  // A catch-up rewrites the copy's whole log (rare; this tab holds the game, so no other writes it).
  if (c.k === 'sync') {
    const entries = [...all.slice(0, c.base.seq), ...c.entries]
    return { entries, redo: c.redo.slice(0, REDO_CAP), state: fold(entries), kind: 'command', write: (next) => repo.replaceGame(next, entries) }
  }
  const op = c.op
  if (op.k === 'undo') {
    const entries = all.slice(0, op.to)
    return { entries, redo: [...all.slice(op.to), ...redo].slice(0, REDO_CAP), state: fold(entries), kind: 'undo', write: (next, cur) => repo.truncateEntries(next, cur.lastSeq) }
  }
  if (op.k === 'replace') {
    const entries = [...all.slice(0, -1), op.entry]
    return { entries, redo: [], state: fold(entries), kind: 'command', entry: op.entry, write: (next) => repo.replaceLastEntry(next, op.entry) }
  }
  const entries = [...all, op.entry]
  const state = before !== null && before !== undefined && all.length === op.entry.seq - 1 ? foldEvents(rules, before, op.entry.events) : fold(entries)
  return {
    entries, redo: op.k === 'redo' ? redo.slice(1) : [], state, kind: op.k === 'redo' ? 'redo' : 'command', ...(op.k === 'do' ? { entry: op.entry } : {}),
    write: (next, cur) => repo.appendEntry(next, op.entry, cur.lastSeq),
  }
}

export const useLiveTable = defineStore('live', () => {
  const session = useSessionStore()
  /** This phone hosts the game, follows a host, or neither. */
  const role = ref<'off' | 'host' | 'guest'>('off')
  const gameId = ref<string | null>(null)
  /** The last failure, for the pairing screen (a `live/…` or `code` error). */
  const error = ref<{ code: string; message: string } | null>(null)
  /** This phone's name at the table (shown on the host's list). */
  const myName = ref(store(NAME_KEY) ?? '')
  watch(myName, (n) => store(NAME_KEY, n.trim().slice(0, 30)))

  // ── Host ──────────────────────────────────────────────────────────────────────────────────
  let host: Host | null = null
  const links = shallowRef<PeerLink[]>([])
  const revNow = ref(0)
  const invitation = shallowRef<Invitation | null>(null)
  /** The host is preparing an invitation (gathering its candidates). */
  const inviting = ref(false)
  let beat: ReturnType<typeof setInterval> | null = null
  let peerCount = 0

  const peers = computed<PeerView[]>(() => links.value.map((p) => ({
    id: p.id, name: p.name, role: p.role, connected: p.link.open, current: !!host && p.epoch === host.epoch && p.rev === revNow.value,
  })))

  function touch() {
    links.value = [...links.value]
    revNow.value = host?.rev ?? 0
    mark()
  }

  function broadcast(m: Msg) {
    for (const p of links.value) if (p.joined) p.link.send(m)
  }

  /** Host the open game: guests may then join it. */
  async function startHosting(term?: number): Promise<boolean> {
    error.value = null
    const r = session.row
    if (!r || !session.module) return fail(v('live/no-game', 'Open a game first.'))
    if (session.readOnly) return fail(v('app/read-only', 'This game is open in another tab.'))
    if (role.value === 'guest') return fail(v('live/following', 'This phone follows another phone\'s game.'))
    if (role.value === 'host' && gameId.value === r.id) return true
    if (role.value === 'host') await stopHosting()
    const all = (await session.loadLog()) as Entry[]
    host = hostOf(logOf(all, session.redoStack as Entry[]), epochOf(term ?? nextTerm(r.id), randomId().slice(0, 8)))
    gameId.value = r.id
    role.value = 'host'
    beat = setInterval(() => host && broadcast({ t: 'head', epoch: host.epoch, rev: host.rev }), BEAT_MS)
    touch()
    void newInvitation()
    return true
  }

  /**
   * The session committed a change of the hosted game (in the commit's follow-ups: its row, log and
   * last entry are the new ones): the next revision, sent to every guest.
   */
  function heard(kind: 'command' | 'undo' | 'redo') {
    const r = session.row
    if (!host || !r || r.id !== gameId.value) return
    const n = host.log.entries.length
    const last = session.entries?.[session.entries.length - 1]
    const op: Op | null = kind === 'undo' ? { k: 'undo', to: r.lastSeq }
      : kind === 'redo' ? (last?.seq === r.lastSeq ? { k: 'redo', entry: last } : null)
        : session.lastEntry?.seq === r.lastSeq ? { k: r.lastSeq > n ? 'do' : 'replace', entry: session.lastEntry as Entry } : null
    const done = op && hostCommit(host, op)
    if (!done) return void rebuild()
    host = done.host
    broadcast(done.out)
    touch()
  }

  /** The host's log went its own way from what was sent (it should not): start again from the session's. */
  async function rebuild() {
    if (!host) return
    const all = (await session.loadLog()) as Entry[]
    host = { ...host, log: logOf(all, session.redoStack as Entry[]), rev: host.rev + 1 }
    broadcast({ t: 'head', epoch: host.epoch, rev: host.rev })
    touch()
  }

  /** Prepare the code the next guest scans. */
  async function newInvitation(): Promise<void> {
    if (role.value !== 'host' || inviting.value) return
    invitation.value?.cancel()
    invitation.value = null
    inviting.value = true
    try {
      invitation.value = await invite()
    } catch (e) {
      failWith(e)
    } finally {
      inviting.value = false
    }
  }

  /** The host read a guest's answer code: the guest joins once the link opens. */
  async function acceptAnswer(code: string): Promise<boolean> {
    error.value = null
    const inv = invitation.value
    if (role.value !== 'host' || !inv) return fail(v('live/no-invitation', 'There is no invitation waiting for an answer.'))
    let link: Link
    try {
      link = await inv.accept(code)
    } catch (e) {
      failWith(e)
      if (e instanceof LiveError && e.code === 'live/no-connection') void newInvitation()
      return false
    }
    const p: PeerLink = { id: `p${++peerCount}`, link, name: '', role: 'play', joined: false, epoch: null, rev: 0 }
    links.value = [...links.value, p]
    link.onMessage = (m) => void onUp(p, m as Msg)
    link.onClose = () => touch()
    link.onStall = () => touch()
    invitation.value = null
    void newInvitation()
    touch()
    return true
  }

  async function onUp(p: PeerLink, m: Msg) {
    if (!host || !isObject(m)) return
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
        links.value = links.value.filter((x) => x === p || x.link.open || x.name !== p.name)
        p.link.send({ t: 'game', v: PROTOCOL_VERSION, game: metaOf(), role: p.role, host: myName.value } satisfies Welcome)
        touch()
        return
      case 'hello':
        if (Array.isArray(m.have)) p.link.send(syncFor(host, m.have))
        return
      case 'at':
        p.epoch = String(m.epoch)
        p.rev = Number(m.rev)
        touch()
        return
      case 'act':
        return onAct(p, m)
      case 'bye':
        p.link.close()
        touch()
        return
    }
  }

  function metaOf(): GameMeta {
    const r = session.row!
    return { id: r.id, game: r.game, name: r.name, seed: r.seed, createdAt: r.createdAt }
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
    if (!host) return
    if (p.role === 'watch') return refuse(WATCH_ONLY)
    if (session.row?.id !== gameId.value || session.readOnly) return refuse(HOST_AWAY)
    const stale = hostCheck(host, m)
    if (stale) {
      for (const d of stale) p.link.send(d)
      return
    }
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
    const p = links.value.find((x) => x.id === peerId)
    if (!p) return
    p.role = r
    p.link.send({ t: 'role', role: r })
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
    if (role.value !== 'host') return
    await allCurrent()
    for (const p of links.value) {
      p.link.send({ t: 'bye', ...(o.to ? { to: o.to } : {}) })
      // Closed once the goodbye is out (it is queued before the close on an ordered channel, but a close may cut it).
      setTimeout(() => p.link.close(), 300)
    }
    endHost()
  }

  function endHost() {
    if (beat) clearInterval(beat)
    beat = null
    invitation.value?.cancel()
    invitation.value = null
    host = null
    links.value = []
    role.value = 'off'
    gameId.value = null
    mark()
  }

  /**
   * Hand the game over to a guest: it becomes the host (its copy is the game, as it is now), this
   * phone follows it on the same link, and the other guests are told to join the new host.
   */
  async function handOver(peerId: string): Promise<boolean> {
    const p = links.value.find((x) => x.id === peerId)
    if (!host || !p || !p.link.open) return false
    await allCurrent()
    const cur = peers.value.find((x) => x.id === peerId)
    if (!cur?.current) return fail(v('live/not-current', 'That phone does not hold the whole game yet: try again in a moment.'))
    const term = termOf(host.epoch) + 1
    const others = links.value.filter((x) => x !== p)
    for (const o of others) {
      o.link.send({ t: 'bye', to: p.name })
      setTimeout(() => o.link.close(), 300)
    }
    links.value = [p]
    const link = p.link
    const gid = gameId.value!
    const kindOf = session.row!.game
    p.link.send({ t: 'handover', term })
    // This phone now follows the new host on the same link.
    endHost()
    links.value = []
    follow(link, gid, kindOf)
    return true
  }

  // ── Guest ─────────────────────────────────────────────────────────────────────────────────
  let link: Link | null = null
  let guest: Guest | null = null
  /** The game's kind, name… as the host told them. */
  let meta: GameMeta | null = null
  /** Whether this phone holds a copy of the game (its row). */
  let hasCopy = false
  let queue: Promise<void> = Promise.resolve()
  let req = 0
  const waiting = new Map<number, (d: Extract<Down, { t: 'done' }>) => void>()
  /** The guest's side of the pairing: the answer code shown to the host. */
  const pairing = shallowRef<Answer | null>(null)
  const hostState = ref<'joining' | 'connected' | 'stalled' | 'lost' | 'left'>('lost')
  const myRole = ref<Role>('play')
  const hostName = ref('')
  /** Where the host said the game went (a hand-over to another phone). */
  const movedTo = ref<string | null>(null)
  /** Join as a phone that only watches. */
  const wantWatch = ref(false)

  /** A tap on the guest: sent to the host; resolves once the host answered and its change is shown here. */
  async function ask(act: LiveAct): Promise<Result<never>> {
    if (!link?.open || !guest || hostState.value !== 'connected') return { ok: false, error: worded(NOT_CONNECTED) }
    if (myRole.value === 'watch') return { ok: false, error: worded(WATCH_ONLY) }
    const id = ++req
    const answered = new Promise<Extract<Down, { t: 'done' }>>((resolve) => waiting.set(id, resolve))
    // Tapped on the log as this phone shows it: sent after the messages already in hand are written.
    queue = queue.then(() => {
      if (guest) link?.send(actOf(guest, id, act))
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_MS)))
    const d = await Promise.race([answered, late])
    clearTimeout(timer)
    waiting.delete(id)
    if (!d) return { ok: false, error: worded(NO_ANSWER) }
    if (!d.ok) {
      const error = worded(d.error as RuleViolation)
      session.lastError = error
      return { ok: false, error }
    }
    const last = session.entries?.[session.entries.length - 1] ?? null
    return { ok: true, value: (act.k === 'do' || act.k === 'replace' ? last : null) as never }
  }

  /** Join the table whose host shows `offer`: resolves with the answer code to show the host. */
  async function join(offer: string): Promise<boolean> {
    error.value = null
    if (role.value === 'host') return fail(v('live/hosting', 'This phone hosts a game: stop hosting first.'))
    pairing.value?.cancel()
    pairing.value = null
    let a: Answer
    try {
      a = await answerOffer(offer)
    } catch (e) {
      failWith(e)
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
      failWith(e)
    })
    return true
  }

  /** Follow the host at the other end of `l` (a new pairing, or after handing the game over). */
  function follow(l: Link, gid: string | null, kind: string | null) {
    link?.close()
    link = l
    role.value = 'guest'
    if (gid) gameId.value = gid
    if (kind && gid) meta = { id: gid, game: kind, name: '', seed: '', createdAt: '' }
    hostState.value = 'connected'
    movedTo.value = null
    l.onMessage = (m) => (queue = queue.then(() => onDown(l, m as Msg)).catch(() => undefined))
    l.onClose = () => {
      if (link !== l) return
      if (hostState.value !== 'left') hostState.value = 'lost'
      mark()
    }
    l.onStall = (stalled) => {
      if (link !== l || hostState.value === 'left' || hostState.value === 'lost') return
      hostState.value = stalled ? 'stalled' : 'connected'
      mark()
    }
    l.send({ t: 'join', v: PROTOCOL_VERSION, name: myName.value, want: wantWatch.value ? 'watch' : 'play' } satisfies Hello)
    mark()
  }

  async function onDown(l: Link, m: Msg) {
    if (link !== l || !isObject(m)) return
    switch (m.t) {
      case 'refuse':
        error.value = { code: String(m.code), message: String(m.message) }
        hostState.value = 'left'
        l.close()
        return
      case 'game':
        return welcome(l, m)
      case 'role':
        myRole.value = m.role === 'watch' ? 'watch' : 'play'
        return
      case 'bye':
        hostState.value = 'left'
        movedTo.value = typeof m.to === 'string' ? m.to : null
        mark()
        l.close()
        return
      case 'handover':
        await takeOver(Number(m.term), l)
        return
      case 'sync': case 'op': case 'head': case 'done':
        return onLog(l, m)
    }
  }

  /** The host told which game it is: this phone's copy of it (if any) says what it holds. */
  async function welcome(l: Link, m: Welcome) {
    const g = m.game
    if (!isObject(g) || typeof g.id !== 'string' || typeof g.game !== 'string') return
    meta = { id: g.id, game: g.game, name: String(g.name), seed: String(g.seed), createdAt: String(g.createdAt) }
    gameId.value = g.id
    myRole.value = m.role === 'watch' ? 'watch' : 'play'
    hostName.value = String(m.host ?? '')
    setFollowing(g.id, true)
    const row = await repo.getGame(g.id)
    hasCopy = !!row
    guest = guestOf(row ? logOf((await repo.loadEntries(g.id)) as Entry[], row.redo as Entry[]) : emptyLog())
    const r = reconnect(guest)
    guest = r.guest
    l.send(r.send)
    mark()
  }

  async function onLog(l: Link, m: Down) {
    if (!guest) return
    const r = guestReceive(guest, m)
    for (const c of r.changes) {
      if (!(await write(c))) {
        console.warn('live: a change could not be written; asking the host again', c.k)
        // This phone's copy is not what the protocol thought: read it again and ask the host.
        const row = gameId.value ? await repo.getGame(gameId.value) : undefined
        guest = guestOf(row ? logOf((await repo.loadEntries(row.id)) as Entry[], row.redo as Entry[]) : emptyLog())
        const again = reconnect(guest)
        guest = again.guest
        l.send(again.send)
        return
      }
    }
    guest = r.guest
    sawTerm(gameId.value ?? '', guest.epoch)
    for (const u of r.send) l.send(u)
    if (r.changes.length) l.send({ t: 'at', epoch: guest.epoch ?? '', rev: guest.rev })
    if (m.t === 'done') waiting.get(m.req)?.(m)
  }

  /** Write one change of the log to this phone's copy, and show it when the game is open here. */
  async function write(c: GuestStep['changes'][number]): Promise<boolean> {
    const id = gameId.value
    if (!id || !meta) return false
    try {
      const m = await loadGame(meta.game)
      if (!hasCopy) {
        if (c.k !== 'sync') return false
        const entries = c.entries
        const state = foldEntries(m.rules, entries)
        const now = nowIso()
        const row: GameRow = {
          ...meta, updatedAt: now, lastSeq: entries.length, state, redo: c.redo.slice(0, REDO_CAP) as GameRow['redo'],
          summary: m.listSummary(state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
        }
        await repo.createGame(row, entries)
        hasCopy = true
        if (route.value.name !== 'game' || route.value.id !== id) go(gamePath(id))
        await session.open(id)
        mark()
        return true
      }
      if (session.row?.id === id) {
        const r = await session.applyRemote((all, redo) => stepFor(c, all as Entry[], redo as Entry[], session.row?.lastSeq === all.length ? session.state : null, m.rules))
        if (!r.ok) console.warn('live: the session refused a change', r.error)
        return r.ok
      }
      // The game is not open on this phone now: its copy is kept up to date all the same.
      const cur = await repo.getGame(id)
      if (!cur) return false
      const st = stepFor(c, (await repo.loadEntries(id)) as Entry[], cur.redo as Entry[], cur.state, m.rules)
      const lastSeq = st.entries.length
      const next: GameRow = {
        ...cur, lastSeq, state: st.state, redo: st.redo.slice(0, REDO_CAP) as GameRow['redo'], updatedAt: nowIso(),
        summary: m.listSummary(st.state), rulesVersion: m.rules.rulesVersion, stateVersion: m.rules.stateVersion,
      }
      await st.write(next, cur)
      return true
    } catch (e) {
      console.warn('live: write failed', e)
      return false
    }
  }

  /** Stop following the host: this phone's copy becomes an ordinary game of this phone. */
  function leave() {
    link?.send({ t: 'bye' })
    const l = link
    setTimeout(() => l?.close(), 300)
    endGuest()
  }

  function endGuest() {
    pairing.value?.cancel()
    pairing.value = null
    if (gameId.value) setFollowing(gameId.value, false)
    link = null
    guest = null
    meta = null
    hasCopy = false
    for (const [, resolve] of waiting) resolve({ t: 'done', req: 0, ok: false, error: NOT_CONNECTED })
    waiting.clear()
    role.value = 'off'
    hostState.value = 'lost'
    const id = gameId.value
    gameId.value = null
    mark()
    return id
  }

  /**
   * Take the game over on this phone (the host left, or handed it over): its copy is the game from
   * now on, and the other phones join it here. On a hand-over the old host follows on `l`.
   */
  async function takeOver(term?: number, l?: Link): Promise<boolean> {
    error.value = null
    const id = gameId.value ?? (route.value.name === 'game' ? route.value.id : null)
    if (!id) return false
    const seen = guest?.epoch ?? null
    // (A hand-over comes among the host's messages, in the queue: it is not waited for there.)
    if (!l) await queue
    if (l) link = null
    else {
      link?.send({ t: 'bye' })
      link?.close()
    }
    endGuest()
    if (route.value.name !== 'game' || route.value.id !== id) go(gamePath(id, 'live'))
    if (!(await session.open(id))) return fail(v('live/no-game', 'This phone holds no copy of the game.'))
    const ok = await startHosting(term ?? nextTerm(id, termOf(seen)))
    if (ok && l) {
      // The old host follows on the link the game was handed over on.
      const p: PeerLink = { id: `p${++peerCount}`, link: l, name: hostName.value, role: 'play', joined: true, epoch: null, rev: 0 }
      links.value = [...links.value, p]
      l.onMessage = (m) => void onUp(p, m as Msg)
      l.onClose = () => touch()
      l.onStall = () => touch()
      l.send({ t: 'game', v: PROTOCOL_VERSION, game: metaOf(), role: p.role, host: myName.value } satisfies Welcome)
      touch()
    }
    return ok
  }

  /** After a reload: a game this phone followed opens following, not connected (its taps are refused until it connects again). */
  function resume(id: string, kind: string) {
    if (role.value !== 'off') return
    role.value = 'guest'
    gameId.value = id
    meta = { id, game: kind, name: '', seed: '', createdAt: '' }
    hostState.value = 'lost'
    mark()
  }

  // A joining phone's code read by this phone's camera app opened another tab (`#/live/<code>`): it comes here.
  if (typeof BroadcastChannel !== 'undefined') {
    const bc = new BroadcastChannel('mythos-ledger-live')
    bc.onmessage = (ev: MessageEvent<{ t?: string; code?: unknown }>) => {
      if (ev.data?.t !== 'answer' || role.value !== 'host' || !invitation.value || typeof ev.data.code !== 'string') return
      bc.postMessage({ t: 'taken', code: ev.data.code })
      void acceptAnswer(ev.data.code)
    }
  }

  // ── Both ──────────────────────────────────────────────────────────────────────────────────

  /** The session's hook on the open game (`LiveHook`): the frame's bar, where its taps go, who hears its commits. */
  function mark() {
    const id = gameId.value
    let hook: LiveHook | null = null
    if (role.value === 'host' && id) hook = { id, role: 'host', connected: true, peers: links.value.filter((p) => p.link.open).length, heard }
    else if (role.value === 'guest' && id) hook = { id, role: 'guest', connected: hostState.value === 'connected', peers: 0, send: ask }
    session.live = hook
  }

  function fail(e: RuleViolation): false {
    error.value = { code: e.code, message: e.message }
    return false
  }
  function failWith(e: unknown) {
    if (e && typeof e === 'object' && 'code' in e && typeof e.code === 'string') error.value = { code: e.code, message: String((e as { message?: unknown }).message ?? '') }
    else error.value = { code: 'live/failed', message: e instanceof Error ? e.message : String(e) }
  }

  return {
    role, gameId, error, myName, wantWatch,
    peers, invitation, inviting, startHosting, newInvitation, acceptAnswer, setRole, stopHosting, handOver,
    pairing, hostState, myRole, hostName, movedTo, join, leave, takeOver, resume,
  }
})
