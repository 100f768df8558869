import { badTextReason } from '@/core/text'
import type { Locale } from '@/i18n'

/**
 * Content packs: the text of a game's cards and the names of its components, in one language,
 * that the owner of the box imports (the app ships no card text). A pack is a JSON file keyed by
 * our ids (`mythos:all-quiet-in-arkham`, `ally:ryan-dean`…); the game says which keys exist. Text
 * only: shown as text, never as HTML (markup is refused, not escaped, so nobody is surprised).
 * Stored per device; never in the repository. Pure: no Vue, no storage.
 */
export const CONTENT_PACK_FORMAT = 'mythos-ledger.content-pack'
export const CONTENT_PACK_MAX_BYTES = 4 * 1024 * 1024
export const CONTENT_PACK_LIMITS = { entries: 20_000, label: 80, title: 200, name: 120, text: 4000 } as const

export interface PackEntry {
  title?: string
  name?: string
  text?: string
}

export interface ContentPack {
  game: string
  locale: Locale
  /** The owner's label for the pack (e.g. «Moje karty»). */
  label: string
  entries: Record<string, PackEntry>
}

/** What a game accepts in a pack: its kinds and, for each, the ids that exist. */
export type PackKeys = Readonly<Record<string, readonly string[]>>

export interface PackError {
  code: string
  message: string
  params?: Record<string, string | number>
}

export type PackRead = { ok: true; pack: ContentPack } | { ok: false; error: PackError }

const FIELDS = ['title', 'name', 'text'] as const
const MARKUP = /<\s*[a-zA-Z!/?]/
const KEY = /^([a-z0-9-]+):([a-z0-9-]+)$/

const fail = (code: string, message: string, params?: PackError['params']): PackRead => ({ ok: false, error: { code, message, ...(params ? { params } : {}) } })

/** Why one string of a pack is refused, or null. `multiline` lets a card's text keep its line breaks. */
function badString(s: unknown, max: number, multiline: boolean): string | null {
  if (typeof s !== 'string') return 'type'
  if (s.trim() === '') return 'empty'
  if (s.length > max) return 'long'
  if (badTextReason(multiline ? s.replace(/\r?\n/g, ' ') : s)) return 'chars'
  if (MARKUP.test(s)) return 'markup'
  return null
}

/**
 * Read a pack file. `keysOf(game)` gives the keys a game accepts (null: no such game, or a game
 * without packs). Every refusal names what is wrong and where; nothing of a refused file is kept.
 */
export function readContentPack(text: string, keysOf: (game: string) => PackKeys | null): PackRead {
  if (text.length > CONTENT_PACK_MAX_BYTES) return fail('pack/too-big', `The file is larger than ${CONTENT_PACK_MAX_BYTES / 1024 / 1024} MB.`, { mb: CONTENT_PACK_MAX_BYTES / 1024 / 1024 })
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    return fail('pack/not-json', 'The file is not JSON.')
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return fail('pack/not-pack', 'The file is not a content pack.')
  const d = doc as Record<string, unknown>
  if (d.format !== CONTENT_PACK_FORMAT) return fail('pack/not-pack', 'The file is not a content pack.')
  if (d.version !== 1) return fail('pack/version', 'The pack was made for another version of the app.')
  const game = typeof d.game === 'string' ? d.game : ''
  const keys = game ? keysOf(game) : null
  if (!keys) return fail('pack/unknown-game', `The pack is for a game this app does not know (${JSON.stringify(game).slice(0, 40)}).`, { game: game.slice(0, 40) })
  if (d.locale !== 'pl' && d.locale !== 'en') return fail('pack/locale', 'The pack\'s language must be "pl" or "en".')
  const label = d.label === undefined ? '' : d.label
  if (label !== '' && badString(label, CONTENT_PACK_LIMITS.label, false)) return fail('pack/label', `The pack's label must be plain text of at most ${CONTENT_PACK_LIMITS.label} characters.`, { max: CONTENT_PACK_LIMITS.label })
  const extra = Object.keys(d).filter((k) => !['format', 'version', 'game', 'locale', 'label', 'entries'].includes(k))
  if (extra.length) return fail('pack/field', `Unknown field in the pack: ${extra[0].slice(0, 40)}.`, { field: extra[0].slice(0, 40) })
  if (!d.entries || typeof d.entries !== 'object' || Array.isArray(d.entries)) return fail('pack/entries', 'The pack has no entries.')
  const raw = d.entries as Record<string, unknown>
  const ids = Object.keys(raw)
  if (ids.length === 0) return fail('pack/entries', 'The pack has no entries.')
  if (ids.length > CONTENT_PACK_LIMITS.entries) return fail('pack/too-many', `The pack has more than ${CONTENT_PACK_LIMITS.entries} entries.`, { max: CONTENT_PACK_LIMITS.entries })
  const known = new Map(Object.entries(keys).map(([kind, list]) => [kind, new Set(list)]))
  const entries: Record<string, PackEntry> = Object.create(null)
  for (const key of ids) {
    const m = KEY.exec(key)
    const shown = key.slice(0, 60)
    if (!m || !known.get(m[1])?.has(m[2])) return fail('pack/unknown-key', `The game has no «${shown}».`, { key: shown })
    const v = raw[key]
    if (!v || typeof v !== 'object' || Array.isArray(v)) return fail('pack/entry', `«${shown}» is not an entry.`, { key: shown })
    const e = v as Record<string, unknown>
    const bad = Object.keys(e).find((f) => !(FIELDS as readonly string[]).includes(f))
    if (bad) return fail('pack/entry-field', `«${shown}» has an unknown field: ${bad.slice(0, 40)}.`, { key: shown, field: bad.slice(0, 40) })
    const out: PackEntry = {}
    for (const f of FIELDS) {
      if (e[f] === undefined) continue
      const why = badString(e[f], CONTENT_PACK_LIMITS[f], f === 'text')
      if (why) return fail(`pack/${why}`, `«${shown}» ${f}: ${REASONS[why]}`, { key: shown, field: f, max: CONTENT_PACK_LIMITS[f] })
      out[f] = e[f] as string
    }
    if (!Object.keys(out).length) return fail('pack/entry', `«${shown}» is empty.`, { key: shown })
    entries[key] = out
  }
  return { ok: true, pack: { game, locale: d.locale, label: (label as string).trim(), entries: { ...entries } } }
}

const REASONS: Record<string, string> = {
  type: 'not text.',
  empty: 'empty.',
  long: 'too long.',
  chars: 'control or direction characters are not allowed.',
  markup: 'HTML or other markup is not allowed (plain text only).',
}

/** A pack as a file (what the owner exports and imports on another device). */
export function writeContentPack(pack: ContentPack): string {
  const entries = Object.fromEntries(Object.entries(pack.entries).sort(([a], [b]) => a.localeCompare(b)))
  return `${JSON.stringify({ format: CONTENT_PACK_FORMAT, version: 1, game: pack.game, locale: pack.locale, ...(pack.label ? { label: pack.label } : {}), entries }, null, 1)}\n`
}

/** The game a pack file says it is for (to load that game's keys before reading the file), or null. */
export function peekPackGame(text: string): string | null {
  if (text.length > CONTENT_PACK_MAX_BYTES) return null
  try {
    const d = JSON.parse(text) as unknown
    return d && typeof d === 'object' && !Array.isArray(d) && typeof (d as { game?: unknown }).game === 'string' ? (d as { game: string }).game : null
  } catch {
    return null
  }
}
