/**
 * Polish at the table (issue #26): every Polish sentence the app can show and every component name a
 * Polish table reads passes a real Polish dictionary (hunspell's, through `nspell` and `dictionary-pl`),
 * or is on the reviewed list of proper names and rulebook terms (`polish-words.json`), each with its
 * source. A seed source (`seed 003 l.456`) is checked against the rulebook's text where the rulebooks
 * are on the machine (`../shared/seeds`, or SEEDS_DIR).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nspell from 'nspell'
import dictionary from 'dictionary-pl'
import { partsOf, polishTemplates, root, shownNames, wordsOf, type PolishText } from './polish-text'

type Kind = 'person' | 'place' | 'being' | 'title' | 'term' | 'abbreviation' | 'app'
interface Entry {
  word: string
  forms?: string[]
  kind: Kind
  /** `seed NNN l.N` (a Polish rulebook line), `pl-edition …` (another Polish source of the edition), `pl-published …` (a published Polish text), `name …` (printed so on the component; no Polish source). */
  source: string
  note?: string
}

const list = JSON.parse(readFileSync(path.join(root, 'tests/app/polish-words.json'), 'utf8')) as { entries: Entry[] }
const entries = list.entries
const seedsDir = process.env.SEEDS_DIR ? path.resolve(process.env.SEEDS_DIR) : path.resolve(root, '../shared/seeds')
const KINDS: readonly Kind[] = ['person', 'place', 'being', 'title', 'term', 'abbreviation', 'app']
const POLISH_SOURCE = /^(seed \d{3} l\.\d+|pl-edition |pl-published )/

const fold = (w: string) => w.toLocaleLowerCase('pl').replace(/‐/g, '-').replace(/'/g, '’')
const listed = new Map<string, Entry>()
for (const e of entries) for (const w of [e.word, ...(e.forms ?? [])]) listed.set(fold(w), e)

let spell: ReturnType<typeof nspell>
const known = new Map<string, boolean>()
/** The dictionary takes the word as written, or lower-cased (a capital at a sentence's start or in a title). */
function inDictionary(w: string): boolean {
  let ok = known.get(w)
  if (ok === undefined) {
    ok = spell.correct(w) || spell.correct(w.toLocaleLowerCase('pl'))
    known.set(w, ok)
  }
  return ok
}
/** A word passes as a whole, from the list, or part by part (`Yog-Sothoth`: both parts listed; `Darke’a`: `Darke`). */
function passes(w: string): boolean {
  if (inDictionary(w) || listed.has(fold(w))) return true
  const parts = partsOf(w)
  return parts.length > 0 && parts.join('') !== w && parts.every((p) => inDictionary(p) || listed.has(fold(p)))
}

let texts: PolishText[]
beforeAll(() => {
  spell = nspell(dictionary as unknown as Parameters<typeof nspell>[0])
  texts = [...polishTemplates(), ...shownNames()]
}, 180_000)

describe('I18N-SPELL the Polish text passes a Polish dictionary (issue #26)', () => {
  it('I18N-SPELL-01 every word of every Polish template (plural counts 1, 2, 5, 12, 22) and of every shown name is Polish or a reviewed proper name', () => {
    const bad = new Map<string, Set<string>>()
    for (const { where, text } of texts)
      for (const w of wordsOf(text)) if (!passes(w)) (bad.get(w) ?? bad.set(w, new Set()).get(w)!).add(where)
    if (bad.size) {
      mkdirSync(path.join(root, 'test-results'), { recursive: true })
      writeFileSync(path.join(root, 'test-results/polish-words-rejected.txt'), [...bad].map(([w, s]) => `${w}\t${[...s].join(' ')}`).join('\n') + '\n')
    }
    expect([...bad].map(([w, s]) => `${w} (${[...s].slice(0, 3).join(', ')})`)).toEqual([])
  })

  it('I18N-SPELL-02 every entry of the reviewed list is still needed: shown somewhere, and none of its spellings in the dictionary', () => {
    const used = new Set<string>()
    for (const { text } of texts) for (const w of wordsOf(text)) for (const x of [w, ...partsOf(w)]) used.add(fold(x))
    const stale = entries.filter((e) => ![e.word, ...(e.forms ?? [])].some((w) => used.has(fold(w)))).map((e) => `${e.word}: not shown`)
    const common = entries.flatMap((e) => [e.word, ...(e.forms ?? [])].filter((w) => inDictionary(w)).map((w) => `${w}: in the dictionary`))
    expect([...stale, ...common]).toEqual([])
  })

  it('I18N-SPELL-03 every entry has a kind and a source; no word is listed twice', () => {
    const seen = new Set<string>()
    const problems: string[] = []
    for (const e of entries) {
      if (!KINDS.includes(e.kind)) problems.push(`${e.word}: kind «${e.kind}»`)
      if (!/^(seed \d{3} l\.\d+|pl-edition .+|pl-published .+|name .+)$/.test(e.source ?? '')) problems.push(`${e.word}: source «${e.source}»`)
      for (const w of [e.word, ...(e.forms ?? [])]) {
        if (seen.has(fold(w))) problems.push(`${w}: listed twice`)
        seen.add(fold(w))
      }
    }
    expect(problems).toEqual([])
  })

  it.runIf(existsSync(seedsDir))('I18N-SPELL-04 a seed source names a rulebook line that carries the word or one of its forms', () => {
    const seeds = new Map<string, string[]>()
    for (const f of readdirSync(seedsDir)) seeds.set(f.slice(0, 3), readFileSync(path.join(seedsDir, f), 'utf8').split('\n'))
    const wrong: string[] = []
    for (const e of entries) {
      const m = /^seed (\d{3}) l\.(\d+)/.exec(e.source)
      if (!m) continue
      const lines = seeds.get(m[1]) ?? []
      const line = fold(lines.slice(Number(m[2]) - 1, Number(m[2]) + 1).join(' '))
      if (![e.word, ...(e.forms ?? [])].some((w) => line.includes(fold(w)))) wrong.push(`${e.word}: ${e.source}`)
    }
    expect(wrong).toEqual([])
  })

  it('I18N-SPELL-05 fewer than 16 distinct words a Polish table reads are neither Polish nor from a Polish source, and all of them are proper names (people, beings and places the editions keep untranslated, the app’s own name)', () => {
    const foreign = entries.filter((e) => !POLISH_SOURCE.test(e.source))
    expect(foreign.filter((e) => !['person', 'being', 'place', 'app'].includes(e.kind)).map((e) => e.word)).toEqual([])
    expect(foreign.length, foreign.map((e) => e.word).join(', ')).toBeLessThan(16)
  })
})
