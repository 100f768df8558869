import { afterEach, describe, expect, it } from 'vitest'
import ah2ePl from '../../../src/games/ah2e/i18n/pl.json'
import ah2eEn from '../../../src/games/ah2e/i18n/en.json'
import appPl from '../../../src/i18n/app.pl.json'
import appEn from '../../../src/i18n/app.en.json'
import { format, placeholdersOf, pluralCategory } from '@/i18n/format'
import { locale } from '@/i18n'
import { describeEvent } from '@/games/ah2e/ui/describe'
import {
  allyName, ancientOneName, cardTitle, heraldName, monsterKindName, namedComponents, neighbourhoodForm, neighbourhoodName,
  placeForm, placeName, worldForm, worldName, PLACE_FORMS,
} from '@/games/ah2e/ui/names'
import { ah2eFullData as all } from '@/games/ah2e/data/full'
import type { Ah2eEvent } from '@/games/ah2e/rules'

type Dict = Record<string, string>
const NAMESPACES: Array<{ ns: string; pl: Dict; en: Dict }> = [
  { ns: 'ah2e', pl: ah2ePl, en: ah2eEn },
  { ns: 'app', pl: appPl, en: appEn },
]
const COUNTS = [1, 2, 5, 12, 22] as const

/**
 * Placeholders that hold a number (besides every plural variable). Everything else is text and
 * gets a sample in the template's language, with no brace, hash or digit in it.
 */
const NUMERIC = new Set(['n', 'count', 'total', 'max', 'limit', 'cap', 'out', 'doom', 'round', 'turn', 'level', 'room', 'g', 'm',
  'players', 'skipped', 'gates', 'perGate', 'outskirts', 'shown', 'done', 'to'])
const SAMPLE: Record<'pl' | 'en', Record<string, string>> = {
  pl: { place: 'Czarna Jaskinia', placeIn: 'w Czarnej Jaskini', placeFrom: 'z Czarnej Jaskini', placeTo: 'do Czarnej Jaskini', streetTo: 'na ulicę Rivertown', worldTo: 'do Miasta Wielkiej Rasy', world: 'Otchłań', hood: 'Rivertown', monster: 'Gwiezdny Pomiot', ally: 'Diuk', ao: 'Azathoth', card: 'Godzina policyjna', title: 'Godzina policyjna', old: 'Fala upałów' },
  en: { place: 'Black Cave', placeIn: 'at Black Cave', placeFrom: 'from Black Cave', placeTo: 'to Black Cave', streetTo: 'to the Rivertown streets', worldTo: 'to City of the Great Race', world: 'The Abyss', hood: 'Rivertown', monster: 'Star Spawn', ally: 'Duke', ao: 'Azathoth', card: 'Curfew Enforced', title: 'Curfew Enforced', old: 'Heat Wave' },
}
const sample = (l: 'pl' | 'en', name: string) => SAMPLE[l][name] ?? (l === 'pl' ? 'Ala' : 'Sam')

/**
 * Every template rendered with every count (all numeric placeholders the same number): `out` as the
 * user reads it, and `marked` with each count that came from a placeholder written ⟦n⟧, so that the
 * agreement check looks at counts only, not at numbers printed in the text («krok 2»).
 */
function* renderings(): Generator<{ ns: string; key: string; l: 'pl' | 'en'; n: number; out: string; marked: string }> {
  for (const { ns, pl, en } of NAMESPACES) {
    for (const [l, dict] of [['pl', pl], ['en', en]] as const) {
      for (const [key, tpl] of Object.entries(dict)) {
        const { names, plurals } = placeholdersOf(tpl)
        for (const n of COUNTS) {
          const params: Record<string, string | number> = {}
          const markedParams: Record<string, string | number> = {}
          for (const v of names) {
            params[v] = NUMERIC.has(v) ? n : sample(l, v)
            markedParams[v] = NUMERIC.has(v) ? `⟦${n}⟧` : sample(l, v)
          }
          for (const v of plurals.keys()) params[v] = markedParams[v] = n
          yield { ns, key, l, n, out: format(tpl, params, l), marked: format(tpl.replace(/#/g, '⟦#⟧'), markedParams, l) }
        }
      }
    }
  }
}

/**
 * Nouns the UI counts, each form with the plural categories it belongs to (any case the sentences use:
 * «weź 1 wskazówkę», «1 potwór»). A count's noun must be in the count's category.
 */
const PL_NOUNS: Record<string, Array<[string[], Intl.LDMLPluralRule[]]>> = {
  potwór: [[['potwór', 'potwora'], ['one']], [['potwory'], ['few']], [['potworów'], ['many']]],
  żeton: [[['żeton'], ['one']], [['żetony'], ['few']], [['żetonów'], ['many']]],
  wskazówka: [[['wskazówka', 'wskazówkę'], ['one']], [['wskazówki'], ['few']], [['wskazówek'], ['many']]],
  karta: [[['karta', 'kartę'], ['one']], [['karty'], ['few']], [['kart'], ['many']]],
  brama: [[['brama', 'bramę'], ['one']], [['bramy'], ['few']], [['bram'], ['many']]],
  sukces: [[['sukces'], ['one']], [['sukcesy'], ['few']], [['sukcesów'], ['many']]],
  gracz: [[['gracz'], ['one']], [['gracze', 'graczy'], ['few']], [['graczy'], ['many']]],
  badacz: [[['badacz', 'badacza'], ['one']], [['badacze', 'badaczy'], ['few']], [['badaczy'], ['many']]],
  fakt: [[['fakt'], ['one']], [['fakty'], ['few']], [['faktów'], ['many']]],
  znacznik: [[['znacznik'], ['one']], [['znaczniki'], ['few']], [['znaczników'], ['many']]],
  nazwa: [[['nazwa', 'nazwę'], ['one']], [['nazwy'], ['few']], [['nazw'], ['many']]],
}
const EN_NOUNS: Record<string, [string, string]> = {
  monster: ['monster', 'monsters'], token: ['token', 'tokens'], clue: ['clue', 'clues'], card: ['card', 'cards'], gate: ['gate', 'gates'],
  success: ['success', 'successes'], player: ['player', 'players'], investigator: ['investigator', 'investigators'], fact: ['fact', 'facts'],
  marker: ['marker', 'markers'], name: ['name', 'names'],
}
const plForms = new Map<string, Intl.LDMLPluralRule[]>()
for (const forms of Object.values(PL_NOUNS)) for (const [words, cats] of forms) for (const w of words) plForms.set(w, [...(plForms.get(w) ?? []), ...cats])
const enForms = new Map<string, 'one' | 'other'>()
for (const [one, other] of Object.values(EN_NOUNS)) {
  enForms.set(one, 'one')
  enForms.set(other, 'other')
}
/** Words that end the phrase a count governs («5 z 12 kart», «1 of 16 gate markers»). */
const STOP = new Set(['z', 'ze', 'of', 'w', 'na', 'do', 'in', 'on', 'at', 'to', 'from', 'i', 'and'])

/**
 * The counted nouns in `marked` (counts written ⟦n⟧) whose form does not agree with the count `n`:
 * the first counted noun within three words of the count, in the same clause (punctuation, a number
 * or a preposition ends the search). English noun adjuncts count as the noun after them
 * («2 clue tokens»). «5 z 12 kart»: a count after «z» / «of» governs nothing.
 */
let countedNouns = 0
function disagreements(marked: string, l: 'pl' | 'en', n: number): string[] {
  const words = marked.split(/\s+|(?=[—–·:;,.()!?„”«»])|(?<=[—–·:;,.()!?„”«»])/).filter(Boolean)
  const forms = l === 'pl' ? plForms : enForms
  const punct = (w: string) => /^[—–·:;,.()!?„”«»]$/.test(w)
  const bad: string[] = []
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== `⟦${n}⟧` || STOP.has((words[i - 1] ?? '').toLowerCase())) continue
    for (let j = i + 1; j < Math.min(words.length, i + 4); j++) {
      const w = words[j].toLowerCase()
      if (STOP.has(w) || punct(w) || /\d/.test(w)) break
      if (!forms.has(w)) continue
      while (l === 'en' && forms.has(words[j + 1]?.toLowerCase() ?? '')) j++
      const word = words[j].toLowerCase()
      const ok = l === 'pl' ? plForms.get(word)!.includes(pluralCategory('pl', n)) : enForms.get(word) === (n === 1 ? 'one' : 'other')
      countedNouns++
      if (!ok) bad.push(`${n} … ${words[j]}`)
      break
    }
  }
  return bad
}

afterEach(() => {
  locale.value = 'pl'
})

describe('I18N grammar of the AH2e and app strings («Polish done right»)', () => {
  it('I18N-10 every template of the ah2e and app namespaces renders with counts 1, 2, 5, 12, 22 and sample names in both languages: same placeholders, every plural form the language needs, no raw brace or hash', () => {
    const bad: string[] = []
    for (const { ns, pl, en } of NAMESPACES) {
      expect(Object.keys(pl).sort(), ns).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en)) {
        const a = placeholdersOf(en[key])
        const b = placeholdersOf(pl[key])
        const names = (p: typeof a) => [...p.names, ...p.plurals.keys()].sort().join(',')
        if (names(a) !== names(b)) bad.push(`${ns}:${key}: placeholders pl [${names(b)}] en [${names(a)}]`)
        for (const [v, forms] of b.plurals) for (const f of ['one', 'few', 'many', 'other']) if (!forms.has(f)) bad.push(`${ns}:${key}: pl {${v}} lacks ${f}`)
        for (const [v, forms] of a.plurals) for (const f of ['one', 'other']) if (!forms.has(f)) bad.push(`${ns}:${key}: en {${v}} lacks ${f}`)
      }
    }
    let rendered = 0
    for (const r of renderings()) {
      rendered++
      if (/[{}#]/.test(r.out)) bad.push(`${r.ns}:${r.key} (${r.l}, ${r.n}): ${r.out}`)
    }
    expect(bad).toEqual([])
    expect(rendered).toBeGreaterThan(5 * 2 * 700)
  })

  it('I18N-11 a count agrees with its noun in both languages (2 potwory, 5 potworów, 12 potworów, 22 potwory; 1 monster, 2 monsters)', () => {
    const bad: string[] = []
    countedNouns = 0
    for (const r of renderings()) for (const d of disagreements(r.marked, r.l, r.n)) bad.push(`${r.ns}:${r.key} (${r.l}): ${d} — ${r.out}`)
    expect(bad).toEqual([])
    expect(countedNouns).toBeGreaterThan(300)
    // The checker itself: a bare count before a noun is caught, a plural block passes.
    expect(disagreements('Potworów w puli: ⟦5⟧', 'pl', 5)).toEqual([])
    expect(disagreements('Wydaj ⟦5⟧ potwory', 'pl', 5)).toEqual(['5 … potwory'])
    expect(disagreements('Trofea: bramy ⟦5⟧, potwory ⟦5⟧', 'pl', 5)).toEqual([])
    expect(disagreements('Put ⟦1⟧ clue tokens', 'en', 1)).toEqual(['1 … tokens'])
    expect(disagreements('Put ⟦2⟧ clue tokens', 'en', 2)).toEqual([])
    const surge = ah2ePl['choice.surge.help']
    expect(COUNTS.map((n) => /\d+ potw[^\s,.]+/.exec(format(surge, { n, placeIn: 'w Czarnej Jaskini' }, 'pl'))![0]))
      .toEqual(['1 potwór', '2 potwory', '5 potworów', '12 potworów', '22 potwory'])
    expect(COUNTS.map((n) => /\d+ Wskaz[^\s,.]+/.exec(format(ah2ePl['ev.CluesTaken'], { n, who: 'Ala' }, 'pl'))![0]))
      .toEqual(['1 Wskazówkę', '2 Wskazówki', '5 Wskazówek', '12 Wskazówek', '22 Wskazówki'])
    expect(COUNTS.map((n) => /\d+ żeton[^\s,.]*/.exec(format(ah2ePl['board.doom.add'], { n, total: n }, 'pl'))![0]))
      .toEqual(['1 żeton', '2 żetony', '5 żetonów', '12 żetonów', '22 żetony'])
  })

  it('I18N-12 no Polish template puts a name in the nominative where the sentence needs a case: after a preposition, or as the object of a verb', () => {
    const NAME = '(place|world|hood|street|monster|ally|ao|card|title|name|gate|marker|who|inv|story|old)'
    const bad: string[] = []
    for (const [key, tpl] of Object.entries(ah2ePl)) {
      for (const m of tpl.matchAll(new RegExp(`(^|[\\s(])(w|we|na|do|z|ze|od|przy|dla|po|nad|pod|przez|u|o)\\s+\\{${NAME}\\}`, 'gi'))) bad.push(`${key}: «${m[0].trim()}»`)
      for (const m of tpl.matchAll(new RegExp(`(^|[\\s(])(weź|wydaj|wydaje|bierze|bierzesz|zabij|pokonaj|kładzie|połóż|zdejmij|odłóż|odrzuć|dobierz|wylosuj|przesuń|pokonuje)\\s+\\{${NAME}\\}`, 'gi'))) bad.push(`${key}: «${m[0]}»`)
    }
    expect(bad).toEqual([])
    // The phrases carry their prepositions: the templates never add one.
    for (const [key, tpl] of Object.entries(ah2ePl)) expect(tpl, key).not.toMatch(/(^|[\s(])(w|we|na|do|z|ze)\s+\{(placeIn|placeFrom|placeTo|worldTo|streetTo)\}/)
  })

  it('I18N-13 every place, street, neighbourhood and Other World reads in its case with the right preposition; sentences use it', () => {
    locale.value = 'pl'
    for (const s of all.spaces) {
      expect(placeForm(s.id, 'in'), s.id).toMatch(/^(w|we|na) \S/)
      expect(placeForm(s.id, 'from'), s.id).toMatch(/^(z|ze) \S/)
      expect(placeForm(s.id, 'to'), s.id).toMatch(/^(do|na|w) \S/)
      expect(placeForm(s.id, 'in'), s.id).toBe(s.name.plForms!.in)
    }
    for (const w of all.worlds) for (const f of PLACE_FORMS) expect(worldForm(w.id, f), w.id).toBe(w.name.plForms![f])
    for (const n of all.neighbourhoods) for (const f of PLACE_FORMS) expect(neighbourhoodForm(n.id, f), n.id).toBe(n.name.plForms![f])
    for (const id of ['cup', 'box', 'trophy', 'vortex', 'ow:abyss:1']) for (const f of PLACE_FORMS) expect(placeForm(id, f), `${id} ${f}`).toMatch(/^(w|we|na|z|ze|do|wśród) \S/)
    expect(placeForm('ow:city-of-the-great-race:2', 'in')).toBe('w Mieście Wielkiej Rasy (2)')
    const ev = (e: unknown) => describeEvent(e as Ah2eEvent, null)
    expect(ev({ type: 'CluePlaced', data: { location: 'graveyard' } })).toBe('Połóż Wskazówkę na Cmentarzu.')
    expect(ev({ type: 'CluePlaced', data: { location: 'library' } })).toBe('Połóż Wskazówkę w Bibliotece.')
    expect(ev({ type: 'InvestigatorDrawnThrough', data: { investigatorId: 'inv-1', world: 'city-of-the-great-race' } })).toContain('trafia do Miasta Wielkiej Rasy')
    expect(ev({ type: 'InvestigatorDrawnThrough', data: { investigatorId: 'inv-1', world: 'another-dimension' } })).toContain('trafia do Innego Wymiaru')
    expect(ev({ type: 'ArrowDefined', data: { space: 'falcon-point', colour: 'white', to: 'innsmouth-shore-streets' } })).toContain('z Sokolego Przylądka prowadzi na ulicę Wybrzeża Innsmouth')
    expect(ev({ type: 'GateOpened', data: { location: 'unvisited-isle', markerId: 'gate-abyss-1' } })).toMatch(/^Brama otwiera się na Opuszczonej Wyspie: połóż tam żeton bramy „Otchłań [+−-]?\d+”\.$/)
    locale.value = 'en'
    expect(placeForm('graveyard', 'in')).toBe('at Graveyard')
    expect(placeForm('sky', 'in')).toBe('in the Sky')
    expect(placeForm('rivertown-streets', 'to')).toBe('to the Rivertown streets')
    expect(ev({ type: 'CluePlaced', data: { location: 'graveyard' } })).toBe('Put a clue at Graveyard.')
  })

  it('I18N-13 in Polish every component is named in Polish: the data\'s Polish name, English only where the name is the same in both', () => {
    locale.value = 'pl'
    const shown: Record<string, (id: string) => string> = {
      spaces: placeName, neighbourhoods: neighbourhoodName, worlds: worldName, monsters: monsterKindName, ancientOnes: ancientOneName,
      heralds: heraldName, allies: allyName, mythos: cardTitle,
    }
    for (const c of namedComponents) expect(shown[c.collection](c.id), c.key).toBe(c.name.pl)
    expect(worldName('another-dimension')).toBe('Inny Wymiar')
    expect(monsterKindName('maniac')).toBe('Maniak')
    expect(cardTitle('all-quiet-in-arkham')).toBe('W Arkham spokojnie!')
    expect(allyName('duke')).toBe('Diuk')
    expect(namedComponents).toHaveLength(all.neighbourhoods.length + all.spaces.length + all.worlds.length + all.monsters.length + all.ancientOnes.length + (all.innsmouth?.heralds.length ?? 0) + all.allies.length + all.mythos.length)
  })

  it('I18N-14 (003 l.536–539 «specjalne worteksy … przesunąć się na worteks») the Innsmouth vortex is «worteks» everywhere, never «wir» (review ah2e-es, finding 8)', () => {
    const pl = ah2ePl as Dict
    const wir = Object.entries(pl).filter(([, v]) => /(^|[^\p{L}])wir(u|em|ze|y|ów|ami)?($|[^\p{L}])/iu.test(v))
    expect(wir).toEqual([])
    expect(pl['inn.vortex']).toBe('Worteks')
    expect(pl['inn.enterVortex']).toBe('Na worteks')
  })
})
