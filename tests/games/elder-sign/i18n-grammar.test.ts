/**
 * ES-I18N-10..13: the Polish of every Elder Sign string, as AH2e's I18N-10..13 — every template
 * rendered with counts 1, 2, 5, 12, 22 and sample names in both languages; a count agrees with its
 * noun; no colon stands in for a case («jest w: …», «trofeum dla: …») and no capitalised clause
 * follows a colon; task symbols read as the chips do («Śledztwo 4»); every component is named in
 * Polish and a marker's place is in the locative.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import espl from '@/games/elder-sign/i18n/pl.json'
import esen from '@/games/elder-sign/i18n/en.json'
import evpl from '@/games/elder-sign/i18n/events.pl.json'
import even from '@/games/elder-sign/i18n/events.en.json'
import { format, placeholdersOf, pluralCategory } from '@/i18n/format'
import { loadLocale, locale, registerNamespace, type Locale } from '@/i18n'
import { describeEvent } from '@/games/elder-sign/ui/describe'
import { t } from '@/games/elder-sign/ui/i18n'
import {
  adventureLabel, ancientOneName, componentName, esNamedComponents, investigatorName, investigatorTitle, monsterKindName, placeIn,
  placeTo, requirementsText,
} from '@/games/elder-sign/ui/names'
import { elderSignData as d } from '@/games/elder-sign/data'
import type { EsEvent, EsState } from '@/games/elder-sign/rules'

type Dict = Record<string, string>
const PL: Dict = { ...evpl, ...espl }
const EN: Dict = { ...even, ...esen }
const COUNTS = [1, 2, 5, 12, 22] as const

beforeAll(async () => {
  await registerNamespace('elder-sign', { pl: async () => PL, en: async () => EN })
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})
afterEach(() => {
  locale.value = 'pl'
})

/** Placeholders that hold a number (besides every plural variable); the rest get a sample name. */
const NUMERIC = new Set(['n', 'count', 'total', 'max', 'limit', 'track', 'to', 'from', 'cost', 'trophies', 'tasks', 'players', 'monsters', 'cards', 'shown', 'clock', 'v', 'turn'])
const SAMPLE: Record<Locale, Record<string, string>> = {
  pl: { who: 'Amanda Sharpe', player: 'Ala', inv: 'Amanda Sharpe', ao: 'Cthulhu', card: '„Staw z karpiami koi”', was: '„Archiwum”', monster: '„Kultysta” (nr 3)', placeIn: 'na karcie „Archiwum”', place: 'Przygoda „Archiwum”' },
  en: { who: 'Amanda Sharpe', player: 'Ann', inv: 'Amanda Sharpe', ao: 'Cthulhu', card: '“Koi Pond”', was: '“The Archives”', monster: '“Cultist” (no. 3)', placeIn: 'on “The Archives”', place: 'Adventure “The Archives”' },
}
const sample = (l: Locale, name: string) => SAMPLE[l][name] ?? (l === 'pl' ? 'Ala' : 'Sam')

function* renderings(): Generator<{ key: string; l: Locale; n: number; out: string; marked: string }> {
  for (const [l, dict] of [['pl', PL], ['en', EN]] as const) {
    for (const [key, tpl] of Object.entries(dict)) {
      const { names, plurals } = placeholdersOf(tpl)
      for (const n of COUNTS) {
        const params: Record<string, string | number> = {}
        const marked: Record<string, string | number> = {}
        for (const v of names) {
          params[v] = NUMERIC.has(v) ? n : sample(l, v)
          marked[v] = NUMERIC.has(v) ? `⟦${n}⟧` : sample(l, v)
        }
        for (const v of plurals.keys()) params[v] = marked[v] = n
        yield { key, l, n, out: format(tpl, params, l), marked: format(tpl.replace(/#/g, '⟦#⟧'), marked, l) }
      }
    }
  }
}

/** Nouns Elder Sign counts, each form with the plural categories it belongs to (any case the sentences use). */
const PL_NOUNS: Array<[string[], Intl.LDMLPluralRule[]]> = [
  [['kość', 'kością'], ['one']], [['kości'], ['one', 'few', 'many']], [['kośćmi'], ['few', 'many']],
  [['żeton'], ['one']], [['żetony'], ['few']], [['żetonów'], ['many']],
  [['trofeum'], ['one']], [['trofea'], ['few']], [['trofeów'], ['many']],
  [['punkt'], ['one']], [['punkty'], ['few']], [['punktów'], ['many']],
  [['karta', 'kartę'], ['one']], [['karty'], ['few']], [['kart'], ['many']],
  [['zadanie'], ['one']], [['zadania'], ['few']], [['zadań'], ['many']],
  [['gracz'], ['one']], [['gracze', 'graczy'], ['few']], [['graczy'], ['many']],
  [['potwór', 'potwora'], ['one']], [['potwory'], ['few']], [['potworów'], ['many']],
  [['znak'], ['one']], [['znaki'], ['few']], [['znaków'], ['many']],
  [['raz'], ['one']], [['razy'], ['few', 'many']],
  [['sprzymierzeniec'], ['one']], [['sprzymierzeńcy'], ['few']], [['sprzymierzeńców'], ['many']],
  [['przedmiot'], ['one']], [['przedmioty'], ['few']], [['przedmiotów'], ['many']],
  [['zaklęcie'], ['one']], [['zaklęcia'], ['few']], [['zaklęć'], ['many']],
  [['brama'], ['one']], [['bramy'], ['few']], [['bram'], ['many']],
  [['dodatkowy'], ['one']], [['dodatkowe'], ['few']], [['dodatkowych'], ['many']],
  [['fakt'], ['one']], [['fakty'], ['few']], [['faktów'], ['many']],
  [['nazwa', 'nazwę'], ['one']], [['nazwy'], ['few']], [['nazw'], ['many']],
]
const plForms = new Map<string, Intl.LDMLPluralRule[]>()
for (const [words, cats] of PL_NOUNS) for (const w of words) plForms.set(w, [...(plForms.get(w) ?? []), ...cats])
const EN_NOUNS: Array<[string, string]> = [['die', 'dice'], ['token', 'tokens'], ['trophy', 'trophies'], ['card', 'cards'], ['task', 'tasks'], ['player', 'players'],
  ['monster', 'monsters'], ['sign', 'signs'], ['time', 'times'], ['clue', 'clues'], ['point', 'points'], ['fact', 'facts'], ['name', 'names']]
const enForms = new Map<string, 'one' | 'other'>()
for (const [one, other] of EN_NOUNS) {
  enForms.set(one, 'one')
  enForms.set(other, 'other')
}
const STOP = new Set(['z', 'ze', 'of', 'w', 'na', 'do', 'in', 'on', 'at', 'to', 'from', 'i', 'and',
  // A number after these is a position, not a count («na miejsce 2», «pole 5», «nr 3», «space 2»).
  'miejsce', 'pole', 'nr', 'tura', 'rzędzie', 'space', 'slot', 'row', 'turn', 'no.'])

let counted = 0
function disagreements(marked: string, l: Locale, n: number): string[] {
  const words = marked.split(/\s+|(?=[—–·:;,.()!?„”«»])|(?<=[—–·:;,.()!?„”«»])/).filter(Boolean)
  const forms = l === 'pl' ? plForms : enForms
  const bad: string[] = []
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== `⟦${n}⟧` || STOP.has((words[i - 1] ?? '').toLowerCase())) continue
    for (let j = i + 1; j < Math.min(words.length, i + 4); j++) {
      const w = words[j].toLowerCase()
      if (STOP.has(w) || /^[—–·:;,.()!?„”«»]$/.test(w) || /\d/.test(w)) break
      if (!forms.has(w)) continue
      while (l === 'en' && forms.has(words[j + 1]?.toLowerCase() ?? '')) j++
      const word = words[j].toLowerCase()
      const ok = l === 'pl' ? plForms.get(word)!.includes(pluralCategory('pl', n)) : enForms.get(word) === (n === 1 ? 'one' : 'other')
      counted++
      if (!ok) bad.push(`${n} … ${words[j]}`)
      break
    }
  }
  return bad
}

describe('ES-I18N grammar of the Elder Sign strings', () => {
  it('ES-I18N-10 every elder-sign template renders with counts 1, 2, 5, 12, 22 and sample names in both languages: same placeholders, every plural form, no raw brace or hash', () => {
    const bad: string[] = []
    expect(Object.keys(PL).sort()).toEqual(Object.keys(EN).sort())
    for (const key of Object.keys(EN)) {
      const a = placeholdersOf(EN[key])
      const b = placeholdersOf(PL[key])
      const names = (p: typeof a) => [...p.names, ...p.plurals.keys()].sort().join(',')
      if (names(a) !== names(b)) bad.push(`${key}: placeholders pl [${names(b)}] en [${names(a)}]`)
      for (const [v, forms] of b.plurals) for (const f of ['one', 'few', 'many', 'other']) if (!forms.has(f)) bad.push(`${key}: pl {${v}} lacks ${f}`)
    }
    let rendered = 0
    for (const r of renderings()) {
      rendered++
      if (/[{}#]/.test(r.out)) bad.push(`${r.key} (${r.l}, ${r.n}): ${r.out}`)
    }
    expect(bad).toEqual([])
    expect(rendered).toBeGreaterThan(5 * 2 * 500)
  })

  it('ES-I18N-11 a count agrees with its noun (1 kość, 2 kości; 2 żetony, 5 żetonów, 22 żetony; 1 trofeum, 2 trofea, 5 trofeów)', () => {
    const bad: string[] = []
    counted = 0
    for (const r of renderings()) for (const x of disagreements(r.marked, r.l, r.n)) bad.push(`${r.key} (${r.l}): ${x} — ${r.out}`)
    expect(bad).toEqual([])
    expect(counted).toBeGreaterThan(200)
    expect(disagreements('Rzuć ⟦5⟧ żetony', 'pl', 5)).toEqual(['5 … żetony'])
    expect(COUNTS.map((n) => /\d+ trofe\S*/.exec(format(PL['ev.SouvenirBought'], { n, item: 'Zaklęcie' }, 'pl'))![0].replace(/\.$/, '')))
      .toEqual(['1 trofeum', '2 trofea', '5 trofeów', '12 trofeów', '22 trofea'])
    expect(COUNTS.map((n) => /\d+ żeton\S*/.exec(format(PL['board.doom.add'], { n, total: n }, 'pl'))![0]))
      .toEqual(['1 żeton', '2 żetony', '5 żetonów', '12 żetonów', '22 żetony'])
    expect(COUNTS.map((n) => /\d+ kośc?\S*/.exec(format(PL['dice.roll'], { n }, 'pl'))![0].replace(/\)$/, '')))
      .toEqual(['1 kość', '2 kości', '5 kości', '12 kości', '22 kości'])
  })

  it('ES-I18N-12 no Polish template puts a colon where a case belongs («jest w: …», «dla: …», «z trofeów: …») nor a capitalised clause after a colon', () => {
    const bad: string[] = []
    for (const [key, tpl] of Object.entries(PL)) {
      if (/(^|\s)(w|we|na|do|z|ze|dla|przy|od|jest w|jest na)\s*:/i.test(tpl)) bad.push(`${key}: colon after a preposition — ${tpl}`)
      if (/(^|\s)(z|ze) trofeów:/.test(tpl)) bad.push(`${key}: «z trofeów:» — ${tpl}`)
      if (/:\s+(Badacze|Badacz|Przedwieczny|Gracz|Gracze|Gra|Karta)\s+\p{Ll}/u.test(tpl)) bad.push(`${key}: a capitalised clause after a colon — ${tpl}`)
      // A place phrase brings its own preposition.
      if (/(^|\s)(w|we|na|do|z|ze)\s+\{(placeIn|placeTo)\}/.test(tpl)) bad.push(`${key}: a preposition before {placeIn}/{placeTo}`)
    }
    expect(bad).toEqual([])
    // Task symbols read as the chips do: «Śledztwo 4», never «4 Śledztwa».
    expect(requirementsText([{ investigation: 4 }, { lore: 1 }])).toBe('Śledztwo 4 + Wiedza')
    expect(t('req.investigation', { n: 4 })).toBe('Śledztwo 4')
    expect(format(PL['face.req.investigation'], { n: 4 }, 'pl')).toBe(t('req.investigation', { n: 4 }))
  })

  it('ES-I18N-13 a marker is somewhere in the locative, sentences say it so; wins and losses are their own sentence', () => {
    expect(placeIn('entrance')).toBe('na arkuszu Wejścia')
    expect(placeIn('koi-pond')).toBe('na karcie „Staw z karpiami koi”')
    expect(placeIn('ancient-one')).toBe('na karcie Przedwiecznego')
    expect(placeTo('koi-pond')).toBe('na kartę „Staw z karpiami koi”')
    expect(t('table.move', { who: 'Gracz 1 (Monterey Jack)', placeIn: placeIn('entrance') })).toBe('Gracz 1 (Monterey Jack) jest na arkuszu Wejścia. Dokąd idzie w fazie ruchu?')
    const state = { ancientOne: { id: 'cthulhu', doomTrack: 10, elderSignLimit: 10 }, players: [], monsters: [] } as unknown as EsState
    const ev = (e: unknown) => describeEvent(e as EsEvent, state)
    expect(ev({ type: 'GameWon', data: { how: 'sealed' } })).toBe('Przedwieczny (Cthulhu) zostaje uwięziony. Badacze wygrywają!')
    const appeared = ev({ type: 'MonsterAppeared', data: { card: 'koi-pond', spot: { kind: 'empty' }, source: 'doom-track', token: { id: 'm3', name: 'Kultysta', requires: [{ investigation: 4 }], trophies: 1, lockedDie: null, mask: false, backEffect: null } } })
    expect(appeared).toContain('Zadanie z żetonu: Śledztwo 4; wartość: 1 trofeum.')
    expect(appeared).toMatch(/^Kultysta \(nr 3\) pojawia się na karcie „Staw z karpiami koi”/)
    expect(appeared).not.toMatch(/Koi Pond|4 Śledztwa/)
    locale.value = 'en'
    expect(placeIn('entrance')).toBe('at the Entrance')
    expect(t('table.move', { who: 'Player 1', placeIn: placeIn('koi-pond') })).toBe('Player 1 is on “Koi Pond”. Where to, in the movement phase?')
  })

  it('ES-I18N-13 in Polish every component is named in Polish: the data\'s Polish name (attested or the app\'s translation), never the English title', () => {
    locale.value = 'pl'
    for (const c of esNamedComponents) expect(componentName(c.key), c.key).toBe(c.name.pl)
    const same = new Set(['rlyeh', 'yuggoth'])
    for (const a of d.adventures) if (!same.has(a.id)) expect(adventureLabel(a.id), a.id).not.toContain(a.name.en)
    expect(adventureLabel('public-lavatory')).toBe('„Toaleta publiczna”')
    expect(adventureLabel('the-elder-sign')).toBe('„Znak Starszych Bogów”')
    expect(ancientOneName('yog-sothoth')).toBe('Yog-Sothoth')
    expect(monsterKindName('high-priest')).toBe('Arcykapłan')
    expect(investigatorName('sister-mary')).toBe('Siostra Mary')
    expect(investigatorTitle('monterey-jack')).toBe('Archeolog')
    expect(esNamedComponents).toHaveLength(d.adventures.length + d.ancientOnes.length + d.monsters.monsters.length + d.mythos.cards.length + 3 * d.investigators.length)
  })
})
