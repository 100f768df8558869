/**
 * What both sides of the live table share (src/shell/live/table.ts): the messages besides the log
 * protocol's, the refusals, what this phone keeps in localStorage, and the small context object the
 * host's half (host.ts) and the guest's half (guest.ts) are built on.
 */
import { ref, watch, type Ref } from 'vue'
import type { RuleViolation } from '@/core'
import type { GameRow } from '@/db/db'
import { registerNamespace, scoped } from '@/i18n'
import type { SessionStore } from '@/stores/session'
import type { SheetOp, WireSheet } from '@/shell/boardSheet'
import { termOf, type Down, type Up } from './protocol'

export type Role = 'play' | 'watch'
/** What a host tells a guest first: the game, and whether the guest may tap. */
export type GameMeta = Pick<GameRow, 'id' | 'game' | 'name' | 'seed' | 'createdAt'>

/** Messages besides the log protocol's. */
export type Hello = { t: 'join'; v: number; name: string; want: Role }
export type Welcome = { t: 'game'; v: number; game: GameMeta; role: Role; host: string }
type Other =
  | Hello
  | Welcome
  | { t: 'role'; role: Role }
  | { t: 'refuse'; code: string; message: string }
  | { t: 'bye'; to?: string }
  | { t: 'at'; epoch: string; rev: number }
  | { t: 'handover'; term: number }
  /**
   * «Na planszy» is the table's, not each phone's (the board is one). Host → guest: its sheet, after
   * each catch-up (`sync`), so a phone that joins or comes back shows the host's lines; both ways: a
   * tick, an untick or «all done» (`SheetOp`), a guest's sent on by the host to every guest. Phones
   * of the version before ignore both (no `PROTOCOL_VERSION` step: they keep their own sheet, as then).
   */
  | { t: 'sheet'; sheet: WireSheet }
  | { t: 'sheet-op'; op: SheetOp }
export type Msg = Up | Down | Other

export const v = (code: string, message: string): RuleViolation => ({ code, message })
export const NOT_CONNECTED = v('live/not-connected', 'This phone is not connected to the host\'s phone: connect again, or take the game over.')
export const WATCH_ONLY = v('live/watch-only', 'This phone only watches the table.')
export const HOST_AWAY = v('live/host-away', 'The host\'s phone is not in the game right now.')
export const NO_ANSWER = v('live/no-answer', 'The host\'s phone did not answer.')
const NAME_KEY = 'mythos-ledger:live-name'
const TERM_KEY = 'mythos-ledger:live-term:'

/** The live table's own strings (its screens, its bar, its refusals), loaded with it. */
export const ready = registerNamespace('live', { pl: () => import('./i18n/pl.json').then((m) => m.default), en: () => import('./i18n/en.json').then((m) => m.default) })
const L = scoped('live')
/**
 * A refusal as a game's screen shows it: the game's `errorText` knows no `live/…` code, so it shows
 * the message, worded here in the UI language (the host's English text when the code is unknown).
 */
export const worded = (e: RuleViolation): RuleViolation => ({ code: e.code, message: L.errorText(e) })

/**
 * The games this phone follows at a live table, one key each (kept across a reload): the frame
 * (src/app/App.vue, `FOLLOW_KEY` there) loads the table's bar for such a game, so its taps are
 * refused rather than played on a copy that would go its own way.
 */
const FOLLOW_KEY = 'mythos-ledger:live-follow:'
export function setFollowing(gameId: string, on: boolean) {
  try {
    if (on) localStorage.setItem(FOLLOW_KEY + gameId, '1')
    else localStorage.removeItem(FOLLOW_KEY + gameId)
  } catch {
    // Storage refused (private mode): the bar still shows while this page lives.
  }
}

/**
 * The games this phone hosts, one key each with how many phones had joined (kept across a reload):
 * after a reload the host's live screen says it was sharing the game, and that every phone pairs
 * again. Cleared when hosting ends on purpose (stopped, handed over).
 */
const HOSTED_KEY = 'mythos-ledger:live-hosted:'
export function setHosted(gameId: string, phones: number | null) {
  try {
    if (phones === null) localStorage.removeItem(HOSTED_KEY + gameId)
    else localStorage.setItem(HOSTED_KEY + gameId, String(phones))
  } catch {
    // Storage refused (private mode): nothing is said after a reload.
  }
}
/** How many phones were at this game's table when this phone last hosted it without ending (null: it did not). */
export function hostedBefore(gameId: string): number | null {
  try {
    const v = localStorage.getItem(HOSTED_KEY + gameId)
    return v === null ? null : Number(v) || 0
  } catch {
    return null
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
export function nextTerm(gameId: string, seen = 0): number {
  const t = Math.max(Number(store(TERM_KEY + gameId)) || 0, seen) + 1
  store(TERM_KEY + gameId, String(t))
  return t
}
export function sawTerm(gameId: string, epoch: string | null) {
  const t = termOf(epoch)
  if (t > (Number(store(TERM_KEY + gameId)) || 0)) store(TERM_KEY + gameId, String(t))
}

export const isObject = (m: unknown): m is Record<string, unknown> => typeof m === 'object' && m !== null && !Array.isArray(m)

/** What the host's half and the guest's half both read and write. */
export interface TableContext {
  session: SessionStore
  /** This phone hosts the game, follows a host, or neither. */
  role: Ref<'off' | 'host' | 'guest'>
  gameId: Ref<string | null>
  /** The last failure, for the pairing screen (a `live/…` or `code` error). */
  error: Ref<{ code: string; message: string } | null>
  /** This phone's name at the table (shown on the host's list). */
  myName: Ref<string>
  /** Set the session's hook on the open game from the table as it is now (the store's `mark`). */
  mark(): void
  fail(e: RuleViolation): false
  failWith(e: unknown): void
}

/** The shared refs; `mark` is the store's, given once both halves exist. */
export function tableContext(session: SessionStore, mark: () => void): TableContext {
  const error = ref<{ code: string; message: string } | null>(null)
  const myName = ref(store(NAME_KEY) ?? '')
  watch(myName, (n) => store(NAME_KEY, n.trim().slice(0, 30)))
  return {
    session,
    role: ref<'off' | 'host' | 'guest'>('off'),
    gameId: ref<string | null>(null),
    error,
    myName,
    mark,
    fail(e) {
      error.value = { code: e.code, message: e.message }
      return false
    },
    failWith(e) {
      if (e && typeof e === 'object' && 'code' in e && typeof e.code === 'string') error.value = { code: e.code, message: String((e as { message?: unknown }).message ?? '') }
      else error.value = { code: 'live/failed', message: e instanceof Error ? e.message : String(e) }
    },
  }
}
