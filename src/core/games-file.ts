/**
 * The all-games file (`mythos-ledger.games`, version 1; docs/game-file.md): every game of a device
 * in one JSON document, as «Eksportuj wszystkie» writes it. Each element of `games` is a whole
 * game file (`mythos-ledger.game`), checked and replayed by the same reader as a file of its own
 * (`parseGameFile`), so the all-games file adds no way to bring in a state the rules would not allow.
 *
 * Pure: no Vue, no DOM, no clock (the export time is given).
 */
import { GAME_FILE_LIMITS } from './game-file'

export const GAMES_FILE_FORMAT = 'mythos-ledger.games'
export const GAMES_FILE_VERSION = 1

export const GAMES_FILE_LIMITS = {
  /** The whole file (each game in it is held to the game file's own 20 MB). */
  maxBytes: 200 * 1024 * 1024,
  maxGames: 1000,
} as const


export interface GamesFileError {
  code: string
  message: string
  /** The game's place in `games`, from 0. */
  index?: number
}

/**
 * The all-games file of these game files (each the text `serializeGameFile` wrote): one line of
 * head, then the games as they are, so each stays readable as its own file.
 */
export function serializeGamesFile(exportedAt: string, gameTexts: readonly string[]): string {
  const head = `{\n  "format": ${JSON.stringify(GAMES_FILE_FORMAT)},\n  "version": ${GAMES_FILE_VERSION},\n  "exportedAt": ${JSON.stringify(exportedAt)},\n  "games": [`
  if (gameTexts.length === 0) return `${head}]\n}\n`
  return `${head}\n${gameTexts.map((g) => g.trimEnd()).join(',\n')}\n  ]\n}\n`
}

// (Whether a text is one, read near its start: `isGamesFile` in src/stores/games.ts, which loads this module only when one is written or read.)

const TOP_KEYS = new Set(['format', 'version', 'exportedAt', 'games'])
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const fail = (code: string, message: string, index?: number) => ({ ok: false as const, error: { code, message, ...(index !== undefined ? { index } : {}) } })

/**
 * The games of an all-games file, each as the text of a game file of its own (for the game file's
 * reader, which checks everything in it). Refuses a file that is not one, is too large, holds
 * other fields, too many games, or an element that is not an object.
 */
export function splitGamesFile(raw: string): { ok: true; value: { exportedAt: string | null; games: string[] } } | { ok: false; error: GamesFileError } {
  if (raw.length > GAMES_FILE_LIMITS.maxBytes) return fail('games-file/too-large', `The file is larger than ${GAMES_FILE_LIMITS.maxBytes / 1024 / 1024} MB.`)
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (e) {
    return fail('games-file/not-json', `The file is not valid JSON (${e instanceof Error ? e.message : 'parse error'}).`)
  }
  if (!isObject(doc) || doc.format !== GAMES_FILE_FORMAT) return fail('games-file/wrong-format', `This is not a Mythos Ledger all-games file ("format" must be "${GAMES_FILE_FORMAT}").`)
  const version = doc.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail('games-file/version-invalid', '"version" must be a whole number from 1.')
  if (version > GAMES_FILE_VERSION) return fail('games-file/version-unsupported', `The file was made by a newer version of the app (all-games file version ${version}; this app reads up to ${GAMES_FILE_VERSION}). Update the app to open it.`)
  const unknown = Object.keys(doc).filter((k) => !TOP_KEYS.has(k))
  if (unknown.length) return fail('games-file/unknown-field', `Unknown field "${unknown[0]}" in a version ${GAMES_FILE_VERSION} all-games file.`)
  const exportedAt = doc.exportedAt === undefined ? null : doc.exportedAt
  if (exportedAt !== null && typeof exportedAt !== 'string') return fail('games-file/bad-exported-at', '"exportedAt" must be a date and time.')
  if (!Array.isArray(doc.games)) return fail('games-file/bad-games', '"games" must be an array of game files.')
  if (doc.games.length > GAMES_FILE_LIMITS.maxGames) return fail('games-file/too-many-games', `The file holds ${doc.games.length} games; at most ${GAMES_FILE_LIMITS.maxGames} are allowed.`)
  const games: string[] = []
  for (let i = 0; i < doc.games.length; i++) {
    const g = doc.games[i]
    if (!isObject(g)) return fail('games-file/bad-game', `Game ${i + 1} of the file is not a game file (an object).`, i)
    const one = JSON.stringify(g)
    if (one.length > GAME_FILE_LIMITS.maxBytes) return fail('games-file/game-too-large', `Game ${i + 1} of the file is larger than a game file may be.`, i)
    games.push(one)
  }
  return { ok: true, value: { exportedAt: exportedAt as string | null, games } }
}
