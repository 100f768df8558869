/**
 * The rulebooks' own terms (issue #26): each game's Polish strings and names use the term its Polish
 * rulebook uses (tests/app/glossary.pl.json) and none of the forms the UI used instead («Karta plotki»
 * for «Pogłoska», «Sojusznik» for «Sprzymierzeniec», «PZ» for «Punkty Zwycięstwa»…). Each term's
 * source line is checked against the rulebook's text where the rulebooks are on the machine.
 */
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { polishTemplates, root, shownNames } from './polish-text'

interface Term { term: string; stem: string; en: string; source: string; quote: string; avoid: string[] }
const glossary = JSON.parse(readFileSync(path.join(root, 'tests/app/glossary.pl.json'), 'utf8')) as { games: Record<string, { data: string[]; terms: Term[] }> }
const seedsDir = process.env.SEEDS_DIR ? path.resolve(process.env.SEEDS_DIR) : path.resolve(root, '../shared/seeds')

const templates = polishTemplates()
const names = shownNames()
/** A game's Polish text: its templates and the names of its data folders. */
const textOf = (game: string, data: string[]) => [
  ...templates.filter((t) => t.where.startsWith(`${game}:`)),
  ...names.filter((n) => data.some((d) => n.where.startsWith(`${d}:`))),
]
/** An avoided form: whole-word where it is an abbreviation (`PZ`, `Dez.`), a case-blind stem otherwise. */
function avoided(text: string, form: string): boolean {
  if (/^[A-ZŁŚŻŹĆŃÓĘĄ][\p{L}]*\.?$/u.test(form) && form.length <= 8 && form !== form.toLocaleLowerCase('pl'))
    return new RegExp(`(^|[^\\p{L}])${form.replace('.', '\\.')}(?=$|[^\\p{L}])`, 'u').test(text)
  return text.toLocaleLowerCase('pl').includes(form.toLocaleLowerCase('pl'))
}

describe('I18N-GLOSS the UI speaks the Polish rulebooks’ terms (issue #26)', () => {
  for (const [game, { data, terms }] of Object.entries(glossary.games)) {
    it(`I18N-GLOSS-01 ${game}: no Polish string or name uses a form the rulebook does not (${terms.flatMap((t) => t.avoid).join(', ')})`, () => {
      const hits = textOf(game, data).flatMap(({ where, text }) => terms.flatMap((t) => t.avoid.filter((a) => avoided(text, a)).map((a) => `${where}: «${a}» — the rulebook says «${t.term}» (${t.source})`)))
      expect([...new Set(hits)]).toEqual([])
    })
    it(`I18N-GLOSS-02 ${game}: the UI uses each of the rulebook’s terms (${terms.map((t) => t.term).join(', ')})`, () => {
      const all = textOf(game, data).map((t) => t.text.toLocaleLowerCase('pl')).join('\n')
      expect(terms.filter((t) => !all.includes(t.stem.toLocaleLowerCase('pl'))).map((t) => t.term)).toEqual([])
    })
  }
  it.runIf(existsSync(seedsDir))('I18N-GLOSS-03 each term’s source line carries its quote', () => {
    const seeds = new Map<string, string[]>()
    for (const f of readdirSync(seedsDir)) seeds.set(f.slice(0, 3), readFileSync(path.join(seedsDir, f), 'utf8').split('\n'))
    const wrong = Object.values(glossary.games).flatMap(({ terms }) =>
      terms.filter((t) => {
        const m = /^seed (\d{3}) l\.(\d+)$/.exec(t.source)
        return !m || !(seeds.get(m[1])?.[Number(m[2]) - 1] ?? '').includes(t.quote)
      }).map((t) => `${t.term}: ${t.source}`))
    expect(wrong).toEqual([])
  })
})
