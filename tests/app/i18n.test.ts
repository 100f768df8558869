import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import appEnOnly from '../../src/i18n/app.en.json'
import appPlOnly from '../../src/i18n/app.pl.json'
import carePl from '../../src/i18n/care.pl.json'
import careEn from '../../src/i18n/care.en.json'
import { games } from '@/app/registry'
import { format, placeholdersOf, pluralCategory } from '@/i18n/format'
import { hasKey, locale, registerNamespace, scoped, t, tIn } from '@/i18n'
import { computed } from 'vue'

type Dict = Record<string, string>
/** The app's strings: its first-load file and the «care» strings loaded later (the same namespace for lookups). */
const appPl: Dict = { ...appPlOnly, ...carePl }
const appEn: Dict = { ...appEnOnly, ...careEn }

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.(vue|ts)$/.test(f) ? [p] : []
  })
}

/** Every namespace's dictionaries: the app's and each registered game's. */
async function namespaces(): Promise<{ ns: string; pl: Dict; en: Dict; dir: string | null }[]> {
  const out: { ns: string; pl: Dict; en: Dict; dir: string | null }[] = [{ ns: 'app', pl: appPl, en: appEn, dir: null }]
  for (const g of games) {
    const m = await g.load()
    out.push({ ns: m.id, pl: await m.messages.pl(), en: await m.messages.en(), dir: `src/games/${m.id}` })
  }
  return out
}

describe('I18N strings in namespaces', () => {
  it('I18N-01 Polish and English have the same keys in every namespace', async () => {
    for (const { ns, pl, en } of await namespaces()) expect(Object.keys(pl).sort(), ns).toEqual(Object.keys(en).sort())
  })

  it('I18N-02 every literal key used in src exists: the shell\'s in the app namespace, a game\'s in its own or the app\'s', async () => {
    const all = await namespaces()
    const app = all[0]
    const missing: string[] = []
    for (const f of files('src')) {
      const game = all.find((n) => n.dir && f.startsWith(n.dir))
      const text = readFileSync(f, 'utf8')
      for (const m of text.matchAll(/\bt\('([a-zA-Z][\w.-]*)'/g)) {
        const ok = Object.hasOwn(app.en, m[1]) || (game !== undefined && Object.hasOwn(game.en, m[1]))
        if (!ok) missing.push(`${f}: ${m[1]}`)
      }
      // A shell frame a game fills (`SetupFrame`) words its keys with the game's t (`gt`): in the app's namespace or in every game's.
      if (!game) {
        for (const m of text.matchAll(/\bgt\('([a-zA-Z][\w.-]*)'/g)) {
          const ok = Object.hasOwn(app.en, m[1]) || all.slice(1).every((n) => Object.hasOwn(n.en, m[1]))
          if (!ok) missing.push(`${f}: ${m[1]} (not in every game)`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('I18N-03 placeholders and plural variables match between languages; every plural block has the forms its language needs', async () => {
    const diff: string[] = []
    for (const { ns, pl, en } of await namespaces()) {
      for (const k of Object.keys(en)) {
        const a = placeholdersOf(en[k])
        const b = placeholdersOf(pl[k] ?? '')
        const names = (p: typeof a) => JSON.stringify([...p.names, ...p.plurals.keys()].sort())
        if (names(a) !== names(b)) diff.push(`${ns}:${k}`)
        for (const [v, forms] of b.plurals) for (const f of ['one', 'few', 'many', 'other']) if (!forms.has(f)) diff.push(`${ns}:${k} pl ${v} lacks ${f}`)
        for (const [v, forms] of a.plurals) for (const f of ['one', 'other']) if (!forms.has(f)) diff.push(`${ns}:${k} en ${v} lacks ${f}`)
      }
    }
    expect(diff).toEqual([])
  })

  it('I18N-09 every template renders with counts 1, 2, 5, 12, 22 in both languages: no placeholder or plural block left, a Polish count before a noun is a plural block', async () => {
    const bad: string[] = []
    for (const { ns, pl, en } of await namespaces()) {
      for (const [l, dict] of [['pl', pl], ['en', en]] as const) {
        for (const [k, tpl] of Object.entries(dict)) {
          const { names, plurals } = placeholdersOf(tpl)
          for (const n of [1, 2, 5, 12, 22]) {
            const params: Record<string, string | number> = {}
            for (const v of names) params[v] = n
            for (const v of plurals.keys()) params[v] = n
            const out = format(tpl, params, l)
            if (/\{[^}]*\}|#/.test(out)) bad.push(`${ns}:${k} (${l}, ${n}): ${out}`)
          }
          // «5 potworów», «2 żetony»: a bare number placeholder right before a noun in Polish needs its forms.
          if (l === 'pl') for (const m of tpl.matchAll(/\{(n|count|doom|gates|players|skipped|total)\}\s+(potw|żeton|kart|bram|sukces|wskazów|gracz|Badacz)/g)) bad.push(`${ns}:${k}: «${m[0]}» needs a plural block`)
        }
      }
    }
    expect(bad).toEqual([])
  })

  it('I18N-08 the shell never names a game\'s key without its namespace', () => {
    const shell = files('src/shell').concat(files('src/app'), files('src/stores'))
    // The registry names them: one line a game.
    const bad = shell.filter((f) => /games\/(ah2e|elder-sign|ah3e|cults)\//.test(readFileSync(f, 'utf8')) && !f.endsWith('registry.ts'))
    expect(bad).toEqual([])
  })
})

describe('I18N-PL plural forms (Intl.PluralRules)', () => {
  const monsters = '{n, plural, one {# potwór} few {# potwory} many {# potworów} other {# potwora}}'
  const tokens = '{n, plural, one {# żeton} few {# żetony} many {# żetonów} other {# żetonu}}'
  it.each([
    [1, '1 potwór', '1 żeton'],
    [2, '2 potwory', '2 żetony'],
    [4, '4 potwory', '4 żetony'],
    [5, '5 potworów', '5 żetonów'],
    [12, '12 potworów', '12 żetonów'],
    [21, '21 potworów', '21 żetonów'],
    [22, '22 potwory', '22 żetony'],
    [0, '0 potworów', '0 żetonów'],
  ])('I18N-PL-01 %i → «%s», «%s»', (n, m, z) => {
    expect(format(monsters, { n }, 'pl')).toBe(m)
    expect(format(tokens, { n }, 'pl')).toBe(z)
  })
  it('I18N-PL-02 categories come from the language: English has one/other only', () => {
    expect([1, 2, 5, 22].map((n) => pluralCategory('pl', n))).toEqual(['one', 'few', 'many', 'few'])
    expect([1, 2, 5, 22].map((n) => pluralCategory('en', n))).toEqual(['one', 'other', 'other', 'other'])
    expect(format('{n, plural, one {# monster} other {# monsters}}', { n: 1 }, 'en')).toBe('1 monster')
    expect(format('{n, plural, one {# monster} other {# monsters}}', { n: 5 }, 'en')).toBe('5 monsters')
  })
  it('I18N-PL-03 exact matches win; placeholders inside a branch are filled; a missing count leaves the block visible', () => {
    const s = '{n, plural, =0 {nikt} one {# Badacz w {place}} few {# Badaczy w {place}} many {# Badaczy w {place}} other {# Badacza}}'
    expect(format(s, { n: 0, place: 'Banku' }, 'pl')).toBe('nikt')
    expect(format(s, { n: 3, place: 'Banku' }, 'pl')).toBe('3 Badaczy w Banku')
    expect(format('{who} — {n, plural, one {# x} other {# y}}', { who: 'Ala' }, 'pl')).toBe('Ala — {n, plural, one {# x} other {# y}}')
    expect(format('{unknown} stays', {}, 'pl')).toBe('{unknown} stays')
  })
  it.each([
    ['Karta Mitów: {title}.', 'All Quiet in Arkham!', 'Karta Mitów: All Quiet in Arkham!'],
    ['Karta: {title}.', 'Czy to koniec?', 'Karta: Czy to koniec?'],
    ['Karta: {title}.', 'Koniec.', 'Karta: Koniec.'],
    ['Karta: {title}.', 'Cisza', 'Karta: Cisza.'],
    ['Karta: {title}...', 'Cisza!', 'Karta: Cisza!...'],
    ['Karta Mitów: „{title}”.', 'W Arkham spokojnie!', 'Karta Mitów: „W Arkham spokojnie!”'],
    ['Karta: „{title}”.', 'Cisza', 'Karta: „Cisza”.'],
  ])('I18N-PL-04 no double punctuation: «%s» with «%s» → «%s»', (tpl, title, want) => {
    expect(format(tpl, { title }, 'pl')).toBe(want)
  })
})

describe('I18N-NS namespaces', () => {
  it('I18N-NS-01 `ns:key` names a namespace; a plain key is the app\'s; scoped() looks in the game first', () => {
    locale.value = 'en'
    expect(t('app.name')).toBe('Mythos Ledger')
    expect(t('ah2e:gauge.doom')).toBe('Doom')
    expect(t('gauge.doom')).toBe('gauge.doom')
    const ah2e = scoped('ah2e')
    expect(ah2e.t('gauge.doom')).toBe('Doom')
    expect(ah2e.t('common.yes')).toBe(t('common.yes'))
    expect(tIn('pl', 'ah2e:gauge.doom')).toBe('Zagłada')
    expect(hasKey('gauge.doom', 'en', 'ah2e')).toBe(true)
    locale.value = 'pl'
  })
})

describe('I18N-NS-02 a dictionary that arrives', () => {
  it('I18N-NS-02 re-evaluates what translated with it: a key shown before its namespace loaded (the key itself) reads as text once it has', async () => {
    locale.value = 'en'
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const ns = 'late-ns'
    const shown = computed(() => scoped(ns).t('hello'))
    const both = computed(() => scoped(ns).hasBoth())
    const loading = registerNamespace(ns, { en: async () => (await gate, { hello: 'Hello' }), pl: async () => ({ hello: 'Cześć' }) })
    expect(shown.value).toBe('hello')
    expect(both.value).toBe(false)
    release()
    await loading
    expect(shown.value).toBe('Hello')
    await scoped(ns).loadBoth()
    expect(both.value).toBe(true)
    locale.value = 'pl'
    expect(shown.value).toBe('Cześć')
  })
})

describe('I18N-MEMO formatted messages are kept per template, locale and parameters', () => {
  const tpl = '{n, plural, one {# potwór} few {# potwory} many {# potworów} other {# potwora}} w {place}.'
  it.each([
    [{ n: 1, place: 'Arkham' }, 'pl', '1 potwór w Arkham.'],
    [{ n: 2, place: 'Arkham' }, 'pl', '2 potwory w Arkham.'],
    [{ n: 5, place: 'Arkham' }, 'pl', '5 potworów w Arkham.'],
    [{ n: 5, place: 'Innsmouth' }, 'pl', '5 potworów w Innsmouth.'],
    [{ n: 1, place: 'Arkham' }, 'en', '1 potwór w Arkham.'],
    [{ n: 2, place: 'Arkham' }, 'en', '2 potwora w Arkham.'],
    [{ place: 'Arkham', n: 2 }, 'pl', '2 potwory w Arkham.'],
    [{ n: '2', place: 'Arkham' }, 'pl', '2 potwory w Arkham.'],
  ] as [Record<string, string | number>, string, string][])('I18N-MEMO-01 %j in %s, asked twice, is formatted for its own figures', (params, loc, want) => {
    expect(format(tpl, params, loc)).toBe(want)
    expect(format(tpl, { ...params }, loc)).toBe(want)
  })
  it('I18N-MEMO-02 stays right past its bound (it is cleared and refilled)', () => {
    for (let i = 0; i < 12_000; i++) expect(format('{a}-{b}', { a: i, b: i % 7 }, 'pl')).toBe(`${i}-${i % 7}`)
    expect(format('{a}-{b}', { a: 3, b: 3 }, 'pl')).toBe('3-3')
  })
})

describe('I18N-LOC dates and letter case in the UI language, never the browser’s (issue #26)', () => {
  it('I18N-LOC-01 formatDate writes a date as the UI language does, whatever the browser’s locale; capitalize upper-cases by the language', async () => {
    const { formatDate, capitalize } = await import('@/i18n')
    const d = new Date(Date.UTC(2026, 10, 28, 12))
    expect(formatDate(d, { dateStyle: 'short', timeZone: 'UTC' }, 'pl')).toBe('28.11.2026')
    expect(formatDate(d, { dateStyle: 'short', timeZone: 'UTC' }, 'en')).toBe('28/11/2026')
    expect(capitalize('łódź', 'pl')).toBe('Łódź')
    expect(capitalize('', 'pl')).toBe('')
  })
})
