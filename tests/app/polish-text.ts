/**
 * Every Polish text a player can meet, for the spell check (issue #26): each Polish template of the
 * app and of every game, rendered with sample parameters and each plural count (1, 2, 5, 12, 22),
 * and every component name a game shows in Polish (its names hook). Words are split out of them
 * and checked against a Polish dictionary (`nspell` with `dictionary-pl`, hunspell's Polish).
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from '../../src/i18n/format'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Where a text comes from: `app:board.title`, `ah2e:board.doom.add`, `ah3e:name/spaces/marsh-refinery`. */
export interface PolishText {
  where: string
  text: string
}

export const PLURAL_COUNTS = [1, 2, 5, 12, 22] as const

/** The Polish string files: the app's and each game's (`pl.json`, `events.pl.json`…). */
export function polishStringFiles(): { ns: string; file: string }[] {
  const out = [{ ns: 'app', file: path.join(root, 'src/i18n/app.pl.json') }]
  const games = path.join(root, 'src/games')
  for (const g of readdirSync(games)) {
    const dir = path.join(games, g, 'i18n')
    let files: string[] = []
    try {
      files = readdirSync(dir).filter((f) => f === 'pl.json' || f.endsWith('.pl.json'))
    } catch {
      continue
    }
    for (const f of files) out.push({ ns: g, file: path.join(dir, f) })
  }
  return out
}

/** A template's parameters: plural ones (rendered with each count) and plain ones (a neutral stand-in). */
function params(template: string): { plural: string[]; plain: string[] } {
  const plural = [...template.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)].map((m) => m[1])
  const plain = [...template.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]).filter((p) => !plural.includes(p))
  return { plural: [...new Set(plural)], plain: [...new Set(plain)] }
}

/** A template rendered as players read it: once per plural count (a plain parameter is left out). */
export function renderings(template: string): string[] {
  const { plural, plain } = params(template)
  const base: Record<string, string | number> = Object.fromEntries(plain.map((p) => [p, ' ']))
  if (plural.length === 0) return [format(template, base, 'pl')]
  return PLURAL_COUNTS.map((n) => format(template, { ...base, ...Object.fromEntries(plural.map((p) => [p, n])) }, 'pl'))
}

/** Every Polish template of the app and the games, rendered. */
export function polishTemplates(): PolishText[] {
  const out: PolishText[] = []
  for (const { ns, file } of polishStringFiles()) {
    const dict = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    for (const [key, template] of Object.entries(dict)) for (const text of renderings(template)) out.push({ where: `${ns}:${key}`, text })
  }
  return out
}

/**
 * Every component name a game shows in Polish, from its rules data: each `{ en, pl }` name shows its
 * Polish form, or the English one while no Polish one is known (`pl: null`) — what a Polish table reads.
 */
export function shownNames(): PolishText[] {
  const out: PolishText[] = []
  const dir = path.join(root, 'rules-data')
  const walk = (v: unknown, where: string): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, where))
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      if (typeof o.en === 'string' && 'pl' in o) out.push({ where, text: typeof o.pl === 'string' ? o.pl : o.en })
      else for (const [k, x] of Object.entries(o)) if (k !== 'sources' && k !== 'evidence' && k !== 'aliases') walk(x, where)
    }
  }
  for (const game of readdirSync(dir)) {
    if (game === 'schema') continue
    let files: string[] = []
    try {
      files = readdirSync(path.join(dir, game)).filter((f) => f.endsWith('.json') && f !== 'sources.json' && !f.startsWith('glossary'))
    } catch {
      continue
    }
    for (const f of files) walk(JSON.parse(readFileSync(path.join(dir, game, f), 'utf8')), `${game}:data/${f}`)
  }
  return out
}

const ROMAN = /^[IVXLCDM]+$/

/**
 * The words of a text: letters only (digits, symbols and parameters out); a hyphenated or apostrophed
 * name stays one word (`Shub-Niggurath`, `R’lyeh`, `Darke’a`); Roman numerals (`XII`) are numbers; an
 * effect tag the owner types (`doom+1`, `active-investigator:sanity-1`) is syntax, not prose.
 */
export function wordsOf(text: string): string[] {
  return (text.replace(/\u00ad/g, '').replace(/[\p{L}-]+(?::[\p{L}-]+)?[+−-]\d+/gu, ' ').match(/\p{L}+(?:[-‐'’]\p{L}+)*/gu) ?? []).filter((w) => w.length >= 2 && !ROMAN.test(w))
}

/** A word's parts: `Shub-Niggurath` → `Shub`, `Niggurath`; `Darke’a` → `Darke` (a one-letter ending is no word). */
export const partsOf = (word: string): string[] => word.split(/[-‐'’]/).filter((p) => p.length >= 2)
