/**
 * The saved-game file: what the app exports and imports and what `npm run replay` reads
 * (docs/game-file.md). A file holds the seed and the commands only; the state is rebuilt by
 * replaying them, so a file can never smuggle in a state the rules would not allow.
 *
 * Pure module: no vue, pinia, dexie or DOM; no clock and no randomness. Nothing in a file is
 * executed or used as a property name on live objects: names, types and ids are data only.
 */
import { nextSeq, replayCommands, step, type Command, type GameDefinition, type GameEvent, type LogEntry, type Session } from './engine'
import type { Result } from './result'
import type { AnyRules, CommandFields, FieldShape } from './module'
import { badTextReason, cleanText, isValidSeed } from './text'

export const GAME_FILE_FORMAT = 'mythos-ledger.game'
/** Bump when an older app could misread a file; see the versioning policy in docs/game-file.md. */
export const GAME_FILE_VERSION = 1

/** Limits on what a file may hold; beyond them the file is refused before any rule runs. */
export const GAME_FILE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /** Commands plus undone commands. */
  maxCommands: 100_000,
  /** Arrays and objects nested inside each other, the file's own object included. */
  maxDepth: 32,
  maxNameLength: 80,
  maxSeedLength: 100,
} as const

/** One command as written in a file. */
export interface GameFileCommand {
  type: string
  data: Record<string, unknown>
}

/** Version 1 of the game file. */
export interface GameFile {
  format: typeof GAME_FILE_FORMAT
  version: typeof GAME_FILE_VERSION
  /** The saved game's identity (optional; files from app 0.1 have none): importing a game that already exists asks first. */
  id?: string
  /** Game id in the registry (`ah2e`). */
  game: string
  /** The game's rules version that wrote the file (optional; files from app 0.1 have none). */
  rulesVersion?: number
  /** 1–80 characters, no control characters. */
  name: string
  /** ISO 8601 date-time with a time zone (`2026-01-15T19:30:00.000Z`). */
  createdAt: string
  /** 1–100 characters; with the commands it determines every random outcome. */
  seed: string
  /** The commands done, in order (command i has sequence number i + 1). */
  commands: GameFileCommand[]
  /** Undone commands that can be redone, next to redo first (it follows the last command). */
  undone?: GameFileCommand[]
  /** The events of each command as recorded, for verification. */
  events?: GameEvent[][]
  /** The events of each undone command as recorded, for verification. */
  undoneEvents?: GameEvent[][]
}

/** Why a file was refused: a `file/...` code, an English message, and the command index where one is at fault. */
export interface GameFileError {
  code: string
  message: string
  /** Index into `commands` (or into `undone` for `file/undone-...` codes), from 0. */
  index?: number
  /** The rule code when a command was refused (`gate/no-gate-there`). */
  rule?: string
}

export interface GameFileMeta {
  name: string
  createdAt: string
  seed: string
  game: string
  /** The version of the game's rules that wrote the file (absent in files from before it was recorded). */
  rulesVersion?: number
  /** The saved game's identity on the device that exported it (so a second import can tell it is the same game). */
  id?: string
}

type AnySession = Session<unknown, Command, GameEvent>

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const TOP_LEVEL_KEYS = new Set(['format', 'version', 'id', 'game', 'rulesVersion', 'name', 'createdAt', 'seed', 'commands', 'undone', 'events', 'undoneEvents'])
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/

const err = (code: string, message: string, extra: { index?: number; rule?: string } = {}): { ok: false; error: GameFileError } => ({
  ok: false,
  error: { code, message, ...extra },
})

function commandOut(c: Command): GameFileCommand {
  const data = c.data !== null && typeof c.data === 'object' && !Array.isArray(c.data) ? (c.data as Record<string, unknown>) : {}
  return { type: c.type, data }
}

function cleanName(name: string): string {
  const n = cleanText(name).trim().slice(0, GAME_FILE_LIMITS.maxNameLength).trim()
  return n || 'Untitled game'
}

/**
 * Write a session as a version-1 game file: the commands from `session.entries`, the undone ones
 * from `session.redo` (next to redo first), and the recorded events of both for verification.
 * The name is cleaned so the result always passes `parseGameFile` (control characters become
 * spaces, it is cut to 80 characters, an empty name becomes "Untitled game").
 */
export function serializeGameFile(
  meta: GameFileMeta,
  session: { entries: readonly LogEntry<Command, GameEvent>[]; redo: readonly LogEntry<Command, GameEvent>[] },
): string {
  const head = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    ...(meta.id !== undefined ? { id: meta.id } : {}),
    game: meta.game,
    ...(meta.rulesVersion !== undefined ? { rulesVersion: meta.rulesVersion } : {}),
    name: cleanName(meta.name),
    createdAt: meta.createdAt,
    seed: meta.seed,
  }
  // One command (or one command's events) per line: readable, and diffs of fixtures stay small.
  const list = (items: readonly unknown[]) => (items.length === 0 ? '[]' : `[\n    ${items.map((x) => JSON.stringify(x)).join(',\n    ')}\n  ]`)
  const parts = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
  parts.push(`  "commands": ${list(session.entries.map((e) => commandOut(e.command)))}`)
  if (session.redo.length > 0) parts.push(`  "undone": ${list(session.redo.map((e) => commandOut(e.command)))}`)
  parts.push(`  "events": ${list(session.entries.map((e) => e.events))}`)
  if (session.redo.length > 0) parts.push(`  "undoneEvents": ${list(session.redo.map((e) => e.events))}`)
  return `{\n${parts.join(',\n')}\n}\n`
}

/** UTF-8 length without TextEncoder (the core compiles without DOM types). */
function utf8Length(text: string, stopAbove: number): number {
  let n = 0
  for (let i = 0; i < text.length && n <= stopAbove; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4
      i++
    } else n += 3
  }
  return n
}

/**
 * One pass over the text outside strings: the deepest nesting, and whether the text stops inside
 * a string or an open array/object (a truncated file). Runs before JSON.parse so a hostile depth
 * never reaches the parser.
 */
function scanJson(text: string): { maxDepth: number; unterminated: boolean } {
  let depth = 0
  let maxDepth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      depth++
      if (depth > maxDepth) maxDepth = depth
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return { maxDepth, unterminated: inString || depth > 0 }
}

/** The first forbidden key anywhere in a parsed JSON tree, with its path; iterative, so depth cannot overflow the stack. */
function findForbiddenKey(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '$' }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (value === null || typeof value !== 'object') continue
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}[${i}]` })
      continue
    }
    // JSON.parse defines `__proto__` as an own data property, so Object.keys sees it.
    const keys = Object.keys(value)
    for (const k of keys) if (FORBIDDEN_KEYS.has(k)) return `${path}.${k}`
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (value as Record<string, unknown>)[keys[i]], path: `${path}.${keys[i]}` })
  }
  return null
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k)

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function validIsoDateTime(s: string): boolean {
  const m = ISO_DATE_TIME.exec(s)
  if (!m) return false
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number)
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  if (month < 1 || month > 12 || day < 1 || day > days || hour > 23 || minute > 59 || second > 59) return false
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return false
  return true
}

const isPrimitive = (v: unknown): boolean => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

type Rebuilt = { ok: true; value: unknown } | { ok: false; why: string }

/** A value rebuilt to its declared shape, or why it does not fit. */
function rebuildValue(v: unknown, shape: FieldShape, path: string): Rebuilt {
  const wrong: Rebuilt = { ok: false, why: `"${path}" holding a value of the wrong shape` }
  // An optional field the app writes as null (a single AH3e game's `series`) is an absent value of
  // any shape: the rules check it as they check the command the setup form sent.
  if (v === null) return { ok: true, value: null }
  if (shape === 'value') return isPrimitive(v) || (Array.isArray(v) && v.every(isPrimitive)) ? { ok: true, value: v } : wrong
  if (shape === 'map') return isPlainObject(v) && Object.values(v).every(isPrimitive) ? { ok: true, value: v } : wrong
  if ('list' in shape) {
    if (!Array.isArray(v)) return wrong
    const out: unknown[] = []
    for (let i = 0; i < v.length; i++) {
      const r = rebuildValue(v[i], shape.list, `${path}[${i}]`)
      if (!r.ok) return r
      out.push(r.value)
    }
    return { ok: true, value: out }
  }
  if (!isPlainObject(v)) return wrong
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(v)) {
    const inner = 'record' in shape ? shape.record : has(shape.object, k) ? shape.object[k] : null
    if (inner === null) return { ok: false, why: `an unknown field "${path ? `${path}.` : ''}${k}"` }
    const r = rebuildValue(x, inner, path ? `${path}.${k}` : k)
    if (!r.ok) return r
    out[k] = r.value
  }
  return { ok: true, value: out }
}

/**
 * Rebuild a command's data from the fields its type declares: an undeclared field, or a value of
 * another shape (objects or lists nested where a value goes), is the reason it is refused.
 */
function rebuildData(data: Record<string, unknown>, shape: Record<string, FieldShape>): { ok: true; value: Record<string, unknown> } | { ok: false; why: string } {
  const r = rebuildValue(data, { object: shape }, '')
  return r.ok ? { ok: true, value: r.value as Record<string, unknown> } : r
}

/** Check a list of commands; returns them rebuilt as `{ type, data }` or the error. */
function readCommands(value: unknown, field: 'commands' | 'undone', fields?: CommandFields): Result<GameFileCommand[], GameFileError> {
  if (!Array.isArray(value)) return err(`file/bad-${field}`, `"${field}" must be an array of commands.`)
  const out: GameFileCommand[] = []
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    const at = `${field === 'commands' ? 'Command' : 'Undone command'} ${i + 1} (index ${i})`
    const code = field === 'commands' ? 'file/bad-command' : 'file/bad-undone-command'
    if (!isPlainObject(c)) return err(code, `${at} must be an object with "type" and "data".`, { index: i })
    const extra = Object.keys(c).filter((k) => k !== 'type' && k !== 'data')
    if (extra.length > 0) return err(code, `${at} has an unknown field "${extra[0]}"; a command holds only "type" and "data".`, { index: i })
    if (typeof c.type !== 'string' || c.type.length === 0 || c.type.length > 64) return err(code, `${at} needs a "type" string of 1–64 characters.`, { index: i })
    if (!isPlainObject(c.data)) return err(code, `${at} (${c.type}) needs a "data" object.`, { index: i })
    if (fields && has(fields, c.type)) {
      const rebuilt = rebuildData(c.data, fields[c.type])
      if (!rebuilt.ok) return err(field === 'commands' ? 'file/bad-command-data' : 'file/bad-undone-command-data', `${at} (${c.type}) has ${rebuilt.why}.`, { index: i })
      out.push({ type: c.type, data: rebuilt.value })
    } else out.push({ type: c.type, data: c.data })
  }
  return { ok: true, value: out }
}

function readEvents(value: unknown, field: 'events' | 'undoneEvents', expected: number, of: string): Result<GameEvent[][], GameFileError> {
  if (!Array.isArray(value)) return err('file/bad-events', `"${field}" must be an array with one list of events per command.`)
  if (value.length !== expected) {
    return err('file/bad-events', `"${field}" has ${value.length} lists of events but the file has ${expected} ${of}.`)
  }
  for (let i = 0; i < value.length; i++) {
    const list = value[i]
    if (!Array.isArray(list) || list.some((e) => !isPlainObject(e) || typeof e.type !== 'string')) {
      return err('file/bad-events', `"${field}" entry ${i} must be a list of events, each an object with a "type".`, { index: i })
    }
  }
  return { ok: true, value: value as GameEvent[][] }
}

/** Structural equality of JSON values (object key order does not matter). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bb = b as unknown[]
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]))
  }
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  const ob = b as Record<string, unknown>
  return ka.every((k) => has(ob, k) && jsonEqual((a as Record<string, unknown>)[k], ob[k]))
}

/** The replayed events as they would read back from JSON (undefined fields dropped). */
const asJson = (events: readonly GameEvent[]): unknown => JSON.parse(JSON.stringify(events))

function firstMismatch(recorded: readonly GameEvent[][], entries: readonly LogEntry<Command, GameEvent>[]): number {
  for (let i = 0; i < entries.length; i++) if (!jsonEqual(recorded[i], asJson(entries[i].events))) return i
  return -1
}

export interface ParseOptions {
  maxBytes?: number
  /** Rebuild the game from its commands with the current rules even where the recorded events differ (a file exported before a rules fix). */
  ignoreRecordedEvents?: boolean
  /** Every game the app plays, for the message about an unknown one (default: the registry's keys). */
  knownGames?: readonly string[]
  /** Told how many commands (of all, undone ones included) are replayed so far, every 500. */
  onProgress?: (done: number, total: number) => void
}

/**
 * Which game a file says it is, read cheaply before the file is checked (so that only that game's
 * rules are loaded to check it); null when the text does not name one near its start. The full
 * check (`parseGameFile`) reads the field again, so a wrong guess is only a refused file.
 */
export function peekGameId(text: string): string | null {
  const m = /"game"\s*:\s*"([a-z0-9-]{1,40})"/.exec(text.slice(0, 4096))
  return m ? m[1] : null
}

/**
 * What the app's import does with a file's text, on the page or in its worker: find the game it
 * names, load that game's rules only (`rulesOf`: the registry's loader), then `parseGameFile`. One
 * function, so the conformance kit's round trip and the worker read a file the same way.
 */
export async function readGameFile(
  text: string,
  rulesOf: (game: string) => Promise<AnyRules | null>,
  opts: ParseOptions & { knownGames: readonly string[] },
): Promise<Result<{ file: GameFile; session: AnySession }, GameFileError>> {
  const kind = peekGameId(text)
  let rules: AnyRules | null = null
  try {
    rules = kind !== null && opts.knownGames.includes(kind) ? await rulesOf(kind) : null
  } catch (e) {
    return err('file/internal-error', `The rules of "${kind}" could not be loaded: ${e instanceof Error ? e.message : String(e)}`)
  }
  return parseGameFile(text, rules && kind ? { [kind]: rules } : {}, opts)
}

/**
 * Read and check a game file, then rebuild the game by replaying its commands.
 *
 * Checks, in order (docs/game-file.md lists the codes): size, JSON well-formedness and
 * nesting depth, forbidden keys (`__proto__`, `constructor`, `prototype`) anywhere, the
 * format tag, the version, unknown top-level fields, the game, name, seed and creation date,
 * the command lists, and finally a full replay through the game's rules: a refused command
 * names its index. Recorded events, when present, must equal the replayed ones. Undone
 * commands are replayed after the commands (so they are known to be legal) and put on the
 * redo stack with the events they produced.
 *
 * Never throws; on success the returned session is ready to play, undo and redo.
 */
export function parseGameFile(
  text: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  registry: Record<string, GameDefinition<any, any, any>>,
  /** See `ParseOptions`; with `ignoreRecordedEvents` everything but the recorded events is still checked. */
  opts: ParseOptions = {},
): Result<{ file: GameFile; session: AnySession }, GameFileError> {
  try {
    return parseUnsafe(text, registry, opts.maxBytes ?? GAME_FILE_LIMITS.maxBytes, opts.ignoreRecordedEvents ?? false, opts.knownGames ?? Object.keys(registry), opts.onProgress)
  } catch (e) {
    // A bug of ours or a rule module throwing: still an error value, never an exception.
    return err('file/internal-error', `The file could not be read: ${e instanceof Error ? e.message : String(e)}`)
  }
}

function parseUnsafe(
  raw: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  registry: Record<string, GameDefinition<any, any, any>>,
  maxBytes: number,
  ignoreRecordedEvents: boolean,
  knownGames: readonly string[],
  onProgress: ((done: number, total: number) => void) | undefined,
): Result<{ file: GameFile; session: AnySession }, GameFileError> {
  if (typeof raw !== 'string') return err('file/not-json', 'The file is not text.')
  const L = GAME_FILE_LIMITS
  if (raw.length > maxBytes || utf8Length(raw, maxBytes) > maxBytes) {
    return err('file/too-large', `The file is larger than ${maxBytes} bytes; a game file is never that big.`)
  }
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw
  if (text.trim() === '') return err('file/not-json', 'The file is empty.')
  const scan = scanJson(text)
  if (scan.maxDepth > L.maxDepth) return err('file/too-deep', `The file nests arrays and objects ${scan.maxDepth} deep; at most ${L.maxDepth} is allowed.`)
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (e) {
    if (scan.unterminated) return err('file/truncated', 'The file ends too early: it looks cut off (truncated download or copy?).')
    return err('file/not-json', `The file is not valid JSON (${e instanceof Error ? e.message : 'parse error'}).`)
  }
  const bad = findForbiddenKey(doc)
  if (bad) return err('file/forbidden-key', `The file contains the key "${bad.slice(bad.lastIndexOf('.') + 1)}" (at ${bad}), which is never allowed in a game file.`)
  if (!isPlainObject(doc)) return err('file/not-object', 'The file must hold one JSON object, not an array or a single value.')

  if (doc.format !== GAME_FILE_FORMAT) {
    return err('file/wrong-format', `This is not a Mythos Ledger game file ("format" must be "${GAME_FILE_FORMAT}").`)
  }
  if (!has(doc, 'version')) return err('file/version-missing', 'The file has no "version".')
  const version = doc.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return err('file/version-invalid', `"version" must be a whole number from 1, not ${JSON.stringify(version)}.`)
  }
  if (version > GAME_FILE_VERSION) {
    return err('file/version-unsupported', `The file was made by a newer version of the app (game file version ${version}; this app reads up to ${GAME_FILE_VERSION}). Update the app to open it.`)
  }
  const unknown = Object.keys(doc).filter((k) => !TOP_LEVEL_KEYS.has(k))
  if (unknown.length > 0) return err('file/unknown-field', `Unknown field "${unknown[0]}" in a version ${GAME_FILE_VERSION} game file.`)

  const game = doc.game
  if (typeof game !== 'string' || !has(registry, game)) {
    const known = knownGames.join(', ')
    return err('file/unknown-game', `Unknown game ${JSON.stringify(game)}; this app plays: ${known}.`)
  }
  const def = registry[game]
  const rulesVersion = doc.rulesVersion
  const id = doc.id
  if (id !== undefined && (typeof id !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(id))) {
    return err('file/bad-id', '"id" must be 1–64 letters, digits or "-".')
  }
  if (rulesVersion !== undefined && (typeof rulesVersion !== 'number' || !Number.isInteger(rulesVersion) || rulesVersion < 0)) {
    return err('file/bad-rules-version', '"rulesVersion" must be a whole number from 0.')
  }
  const madeBy = (): string => {
    const current = (def as { rulesVersion?: number }).rulesVersion
    return rulesVersion !== undefined && current !== undefined && rulesVersion !== current ? ` (the file was made by rules version ${rulesVersion}; this app has ${current})` : ''
  }
  const { name, seed, createdAt } = doc
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > L.maxNameLength || badTextReason(name) !== null) {
    return err('file/bad-name', `"name" must be 1–${L.maxNameLength} characters with no control characters, direction overrides or broken characters.`)
  }
  if (typeof seed !== 'string' || seed.length > L.maxSeedLength || !isValidSeed(seed)) {
    return err('file/bad-seed', `"seed" must be 1–${L.maxSeedLength} letters, digits, spaces, "_", "." or "-" (as on the setup screen).`)
  }
  if (typeof createdAt !== 'string' || !validIsoDateTime(createdAt)) {
    return err('file/bad-created-at', '"createdAt" must be an ISO 8601 date and time with a time zone, such as 2026-01-15T19:30:00.000Z.')
  }

  if (!Array.isArray(doc.commands)) return err('file/bad-commands', '"commands" must be an array of commands.')
  const undoneRaw = has(doc, 'undone') ? doc.undone : []
  const total = doc.commands.length + (Array.isArray(undoneRaw) ? undoneRaw.length : 0)
  if (total > L.maxCommands) return err('file/too-many-commands', `The file holds ${total} commands; at most ${L.maxCommands} are allowed.`)
  const fields = (def as { commandFields?: CommandFields }).commandFields
  const commands = readCommands(doc.commands, 'commands', fields)
  if (!commands.ok) return commands
  const undone = readCommands(undoneRaw, 'undone', fields)
  if (!undone.ok) return undone
  let events: GameEvent[][] | undefined
  if (has(doc, 'events')) {
    const r = readEvents(doc.events, 'events', commands.value.length, 'commands')
    if (!r.ok) return r
    events = r.value
  }
  let undoneEvents: GameEvent[][] | undefined
  if (has(doc, 'undoneEvents')) {
    const r = readEvents(doc.undoneEvents, 'undoneEvents', undone.value.length, 'undone commands')
    if (!r.ok) return r
    undoneEvents = r.value
  }

  const all = commands.value.length + undone.value.length
  const replayed = replayCommands(def, seed, commands.value as Command[], onProgress ? { every: 500, report: (done) => onProgress(done, all) } : undefined)
  if (!replayed.ok) {
    const i = replayed.error.index
    const c = commands.value[i]
    return err('file/command-refused', `Command ${i + 1} (index ${i}, ${c.type}) breaks a rule: ${replayed.error.message} [${replayed.error.code}]`, { index: i, rule: replayed.error.code })
  }
  const session = replayed.value as AnySession
  if (events && !ignoreRecordedEvents) {
    const i = firstMismatch(events, session.entries)
    if (i >= 0) {
      return err('file/events-mismatch', `The events recorded for command ${i + 1} (index ${i}, ${commands.value[i].type}) differ from what the rules produce now; the file was edited or made by different rules${madeBy()}.`, { index: i })
    }
  }

  // Undone commands: replay them on top (they must be legal there), keep their entries for redo.
  let ahead: unknown = session.state
  const redo: LogEntry<Command, GameEvent>[] = []
  for (let j = 0; j < undone.value.length; j++) {
    const r = step(def, seed, ahead, nextSeq(session.entries) + j, undone.value[j] as Command)
    if (!r.ok) {
      return err('file/undone-refused', `Undone command ${j + 1} (index ${j}, ${undone.value[j].type}) breaks a rule: ${r.error.message} [${r.error.code}]`, { index: j, rule: r.error.code })
    }
    ahead = r.value.state
    redo.push(r.value.entry)
  }
  if (undoneEvents && !ignoreRecordedEvents) {
    const j = firstMismatch(undoneEvents, redo)
    if (j >= 0) {
      return err('file/undone-events-mismatch', `The events recorded for undone command ${j + 1} (index ${j}, ${undone.value[j].type}) differ from what the rules produce now.`, { index: j })
    }
  }

  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    ...(id !== undefined ? { id } : {}),
    game,
    ...(rulesVersion !== undefined ? { rulesVersion } : {}),
    name,
    createdAt,
    seed,
    commands: commands.value,
    ...(undone.value.length > 0 ? { undone: undone.value } : {}),
    ...(events ? { events } : {}),
    ...(undoneEvents ? { undoneEvents } : {}),
  }
  return { ok: true, value: { file, session: { ...session, redo } } }
}

