#!/usr/bin/env node
// Builds rules-data/ah3e/*.json (Arkham Horror 3rd edition with the Under Dark Waves expansion,
// Polish «Horror w Arkham» · «Wśród mrocznych fal») from the cross-checked facts reference.
//
//   node scripts/build-ah3e-data.mjs
//
// Inputs : <repo>/../shared/reference/ah3e/*.json        (override: AH3E_REFERENCE_DIR)
//          <repo>/../shared/seeds/004_720d7e8ab7d5717e.txt (override: AH3E_SEEDS_DIR; only used to
//                                                            verify the Polish names, skipped when absent)
// Output : rules-data/ah3e/*.json                         (override: AH3E_OUT_DIR, used by the tests)
//
// Plain Node ESM, no dependencies, deterministic output (no timestamps, stable key order). Facts
// only: ids, names, counts, map structure and neutral tags; no card, sheet or flavour text is read
// or written. `null` always means "unknown" (the owner of the box completes it in the app), never
// "none"; `0` means the box has none.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const refDir = process.env.AH3E_REFERENCE_DIR ? path.resolve(process.env.AH3E_REFERENCE_DIR) : path.resolve(repoRoot, '../shared/reference/ah3e')
const seedsDir = process.env.AH3E_SEEDS_DIR ? path.resolve(process.env.AH3E_SEEDS_DIR) : path.resolve(repoRoot, '../shared/seeds')
const outDir = process.env.AH3E_OUT_DIR ? path.resolve(process.env.AH3E_OUT_DIR) : path.resolve(repoRoot, 'rules-data/ah3e')

const SEED = '004_720d7e8ab7d5717e.txt'
const CONFIDENCES = ['high', 'medium', 'low']
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const TOKEN_TYPES = ['spread-doom', 'spawn-monster', 'spawn-clue', 'read-headline', 'gate-burst', 'reckoning', 'spread-terror', 'blank']
const SETS = ['base', 'under-dark-waves', 'dead-of-night', 'secrets-of-the-order']
const OVERFLOWS = ['anomaly', 'outbreak', 'terror']
const TOWNS = ['arkham', 'innsmouth', 'kingsport', 'other-world']
const STREET_TYPES = ['residential', 'bridge', 'scenic']
const ROUTE_TYPES = ['country-road', 'ferry-terminal', 'train-platform']
/** Inevitable setup steps the reference names, and what the rules call them. */
const INEVITABLE_SETUP = {
  'spread-doom-once-extra': 'spread-doom-once-extra',
  'spawn-starting-clues-fewer': 'fewer-starting-clues',
  'gate-burst-at-end-of-setup': 'gate-burst-at-end',
  'sheet-doom-per-game-beyond-7': 'sheet-doom-per-game-beyond-7',
}

/**
 * Polish names stored in the data, each with the line of the Polish Under Dark Waves rulebook that
 * attests it (`quote` is the exact, possibly declined or OCR-damaged, form on that line). The build
 * checks every one when the seed is available. These are `plConfidence: high`.
 */
const PL_ATTESTED = [
  { collection: 'neighbourhoods', id: 'innsmouth-village', pl: 'Miasteczko Innsmouth', line: 129, quote: 'Miasteczku Innsmouth' },
  { collection: 'neighbourhoods', id: 'innsmouth-shore', pl: 'Wybrzeże Innsmouth', line: 129, quote: 'Wybrzezu Innsmouth' },
  { collection: 'neighbourhoods', id: 'central-kingsport', pl: 'Centrum Kingsport', line: 231, quote: 'Centrum Kingsport' },
  { collection: 'neighbourhoods', id: 'kingsport-harbor', pl: 'Port Kingsport', line: 316, quote: 'Porcie Kingsport' },
  { collection: 'spaces', id: 'hibbs-roadhouse', pl: 'Zajazd Hibba', line: 171, quote: 'Zajazdu' },
  { collection: 'spaces', id: 'st-erasmuss-home', pl: 'Dom św. Erazma', line: 174, quote: 'Dom sw. Erazma' },
  { collection: 'spaces', id: 'falcon-point', pl: 'Sokoli Przylądek', line: 620, quote: 'Sokolim Przyladku' },
  { collection: 'mysteries', id: 'devil-reef', pl: 'Diabelska rafa', line: 208, quote: 'Diabelska rafa' },
  { collection: 'mysteries', id: 'strange-high-house', pl: 'Dziwny, wysoki dom', line: 230, quote: 'Dziwny, wysoki dom' },
  { collection: 'routes', id: 'country-road', pl: 'wiejska droga', line: 160, quote: 'Wiejskie drogi' },
  { collection: 'routes', id: 'ferry-terminal', pl: 'terminal promowy', line: 162, quote: 'Terminale promowe' },
  { collection: 'routes', id: 'train-platform', pl: 'stacja kolejowa', line: 164, quote: 'Stacje kolejowe' },
  { collection: 'mythos', id: 'spread-doom', pl: 'żeton zagłady', line: 730, quote: 'zeton zaglady' },
  { collection: 'mythos', id: 'spawn-clue', pl: 'rozstawienie wskazówki', line: 594, quote: 'Rozstawienie wskazowki' },
  { collection: 'mythos', id: 'read-headline', pl: 'nagłówek', line: 751, quote: 'zeton nagt' },
  { collection: 'mythos', id: 'gate-burst', pl: 'otwarcie się bramy', line: 745, quote: 'otwarcie si' },
  { collection: 'mythos', id: 'blank', pl: 'pusty żeton', line: 727, quote: 'pusty zeton' },
  { collection: 'mythos', id: 'spread-terror', pl: 'szerzenie się grozy', line: 775, quote: 'Szerzenie si' },
  { collection: 'tokens', id: 'terror', pl: 'żeton grozy', line: 304, quote: 'Zeton grozy' },
  { collection: 'tokens', id: 'special-marker', pl: 'znacznik specjalny', line: 104, quote: 'znaczniki specjalne' },
  { collection: 'decks', id: 'headline', pl: 'karty nagłówków', line: 99, quote: 'karty nagl' },
  { collection: 'decks', id: 'archive', pl: 'karty archiwum', line: 99, quote: 'kart archiwum' },
  { collection: 'decks', id: 'anomaly', pl: 'karty anomalii', line: 99, quote: 'kart anomalii' },
  { collection: 'decks', id: 'terror', pl: 'karty grozy', line: 99, quote: 'karty grozy' },
  { collection: 'decks', id: 'event', pl: 'karty wydarzeń', line: 99, quote: 'karty wydarzen' },
  { collection: 'decks', id: 'encounter', pl: 'karty spotkań', line: 99, quote: 'karty spotkan' },
  { collection: 'decks', id: 'monster', pl: 'karty potworów', line: 101, quote: 'kart potwor' },
  { collection: 'decks', id: 'item', pl: 'karty przedmiotów', line: 60, quote: 'przedmiot' },
  { collection: 'decks', id: 'ally', pl: 'karty sprzymierzeńców', line: 60, quote: 'sprzymierzeni' },
  { collection: 'decks', id: 'spell', pl: 'karty zaklęć', line: 61, quote: 'zakle' },
  { collection: 'decks', id: 'travel-route-encounter', pl: 'talia spotkań tras podróży', line: 181, quote: 'tras podrozy' },
  { collection: 'decks', id: 'mystery-encounter', pl: 'talie spotkań tajemnic', line: 216, quote: 'odpowiadajace jej karty spotkan' },
  { collection: 'decks', id: 'condition', pl: 'karty stanów', line: 101, quote: 'kart stan' },
  { collection: 'decks', id: 'asset', pl: 'karty atutów', line: 101, quote: 'kart atut' },
  { collection: 'decks', id: 'special', pl: 'karty specjalne', line: 101, quote: 'kart specjalnych' },
  { collection: 'decks', id: 'starting', pl: 'karty początkowe', line: 63, quote: 'poczatkowe' },
]

const AH2E_SEED = '000_13357be681112204.txt'
const INNSMOUTH_SEED = '003_dd7a9e60678b1bc5.txt'
/**
 * The same places on the AH2e board, with the Polish name the Polish AH2e edition gives them
 * (base rulebook 000, Innsmouth rulebook 003: the lines rules-data/ah2e/board.json and
 * rules-data/innsmouth/board.json cite). The same place keeps the same Polish name across AH2e and
 * AH3e; the AH3e Polish board itself is not in our sources, so these are `plConfidence: medium`.
 */
const PL_FROM_AH2E = [
  { collection: 'neighbourhoods', id: 'northside', pl: 'Northside', seed: AH2E_SEED, line: 1152, quote: 'na ulicę Northside' },
  { collection: 'neighbourhoods', id: 'downtown', pl: 'Downtown', seed: INNSMOUTH_SEED, line: 254, quote: 'nad dzielnicą Downtown' },
  { collection: 'neighbourhoods', id: 'rivertown', pl: 'Rivertown', seed: AH2E_SEED, line: 437, quote: 'na ulicę Rivertown' },
  { collection: 'neighbourhoods', id: 'merchant-district', pl: 'Dzielnica Handlowa', seed: AH2E_SEED, line: 837, quote: 'z Dzielnicy Handlowej' },
  { collection: 'neighbourhoods', id: 'miskatonic-university', pl: 'Uniwersytet Miskatonic', seed: AH2E_SEED, line: 439, quote: 'Uniwersytetu Miskatonic' },
  { collection: 'neighbourhoods', id: 'uptown', pl: 'Uptown', seed: AH2E_SEED, line: 644, quote: 'do Uptown' },
  { collection: 'neighbourhoods', id: 'southside', pl: 'Southside', seed: AH2E_SEED, line: 497, quote: 'w Southside' },
  { collection: 'neighbourhoods', id: 'french-hill', pl: 'French Hill', seed: AH2E_SEED, line: 438, quote: 'na ulicę French Hill' },
  { collection: 'spaces', id: 'train-station', pl: 'Dworzec', seed: INNSMOUTH_SEED, line: 449, quote: 'na Dworcu w Arkham' },
  { collection: 'spaces', id: 'curiositie-shoppe', pl: 'Antykwariat', seed: AH2E_SEED, line: 1148, quote: 'Antykwariat' },
  { collection: 'spaces', id: 'arkham-asylum', pl: 'Przytułek w Arkham', seed: AH2E_SEED, line: 1465, quote: 'Przytułku w Arkham' },
  { collection: 'spaces', id: 'police-station', pl: 'Posterunek Policji', seed: AH2E_SEED, line: 969, quote: 'na Posterunek Policji' },
  { collection: 'spaces', id: 'black-cave', pl: 'Czarna Jaskinia', seed: AH2E_SEED, line: 593, quote: 'Czarna Jaskinia' },
  { collection: 'spaces', id: 'graveyard', pl: 'Cmentarz', seed: AH2E_SEED, line: 435, quote: 'na Cmentarzu' },
  { collection: 'spaces', id: 'general-store', pl: 'Sklep wielobranżowy', seed: AH2E_SEED, line: 1150, quote: 'na Sklepie wielobranżowym' },
  { collection: 'spaces', id: 'unvisited-isle', pl: 'Opuszczona Wyspa', seed: INNSMOUTH_SEED, line: 258, quote: 'Opuszczona Wyspa' },
  { collection: 'spaces', id: 'river-docks', pl: 'Rzeczne Doki', seed: INNSMOUTH_SEED, line: 258, quote: 'Rzeczne Doki' },
  { collection: 'spaces', id: 'science-building', pl: 'Budynek naukowy', seed: AH2E_SEED, line: 1308, quote: 'w Budynku naukowym' },
  { collection: 'spaces', id: 'st-marys-hospital', pl: 'Szpital Św. Marii', seed: AH2E_SEED, line: 955, quote: 'Szpitala Św. Marii' },
  // The rulebook's line has «Sklepek» (a slip); the AH2e data keeps «Sklepik», and so do we.
  { collection: 'spaces', id: 'ye-olde-magick-shoppe', pl: 'Stary Magiczny Sklepik', seed: AH2E_SEED, line: 1148, quote: 'Stary Magiczny Sklepek' },
  { collection: 'spaces', id: 'mas-boarding-house', pl: 'Pensjonat Mamuśki', seed: AH2E_SEED, line: 161, quote: 'w Pensjonacie Mamuśki' },
  { collection: 'spaces', id: 'historical-society', pl: 'Stowarzyszenie Historyczne', seed: AH2E_SEED, line: 497, quote: 'Stowarzyszeniu Historycznym' },
  { collection: 'spaces', id: 'south-church', pl: 'Południowy Kościół', seed: INNSMOUTH_SEED, line: 808, quote: 'Południowym Kościele' },
  { collection: 'spaces', id: 'silver-twilight-lodge', pl: 'Łoża Srebrnego Świtu', seed: AH2E_SEED, line: 283, quote: 'Łoża Srebrnego Świtu' },
  { collection: 'spaces', id: 'innsmouth-jail', pl: 'Więzienie Innsmouth', seed: INNSMOUTH_SEED, line: 421, quote: 'do Więzienia Innsmouth' },
  { collection: 'spaces', id: 'marsh-refinery', pl: 'Rafineria Marsha', seed: INNSMOUTH_SEED, line: 431, quote: 'na Rafinerii Marsha' },
]

/**
 * Names no Polish source of ours gives: the app's translation (`plAttested: false`, `plConfidence:
 * low`), which the owner corrects on the device to match the box. `basis` says where it comes from
 * (the AH2e data's translation of the same place, the Polish card game's name, or ours).
 */
const AH2E_OURS = "the AH2e data's Polish name of the same place (not attested)"
const CARD_GAME = 'the Polish card game (Horror w Arkham: Gra karciana) names the same place so'
const PL_TRANSLATED = [
  { collection: 'neighbourhoods', id: 'easttown', pl: 'Easttown', basis: `${AH2E_OURS}; the Polish edition keeps the English district names` },
  { collection: 'neighbourhoods', id: 'the-underworld', pl: 'Podziemia', basis: 'translated' },
  { collection: 'spaces', id: 'arkham-advertiser', pl: 'Redakcja gazety', basis: AH2E_OURS },
  { collection: 'spaces', id: 'independence-square', pl: 'Plac Niepodległości', basis: AH2E_OURS },
  { collection: 'spaces', id: 'la-bella-luna', pl: 'Restauracja La Bella Luna', basis: 'translated (the restaurant keeps its Italian name)' },
  { collection: 'spaces', id: 'velmas-diner', pl: 'Restauracja Velmy', basis: `${AH2E_OURS}; ${CARD_GAME}` },
  { collection: 'spaces', id: 'tick-tock-club', pl: 'Klub Tik-Tak', basis: 'translated' },
  { collection: 'spaces', id: 'observatory', pl: 'Obserwatorium', basis: 'translated' },
  { collection: 'spaces', id: 'orne-library', pl: 'Biblioteka Orne’a', basis: "translated; the AH2e data's «Biblioteka» is the same place" },
  { collection: 'spaces', id: 'hangmans-hill', pl: 'Wzgórze Wisielców', basis: 'translated' },
  { collection: 'spaces', id: 'esoteric-order-of-dagon', pl: 'Ezoteryczny Zakon Dagona', basis: `${AH2E_OURS}; ${CARD_GAME}` },
  { collection: 'spaces', id: 'first-national-grocery', pl: 'Sklep spożywczy First National', basis: `${AH2E_OURS}; ${CARD_GAME}` },
  { collection: 'spaces', id: 'gilman-house', pl: 'Hotel Gilman House', basis: `${AH2E_OURS}; ${CARD_GAME}` },
  { collection: 'spaces', id: 'congregational-hospital', pl: 'Szpital Kongregacjonalistów', basis: 'translated' },
  { collection: 'spaces', id: 'neils-curiosity-shop', pl: 'Sklep z osobliwościami Neila', basis: 'translated' },
  { collection: 'spaces', id: 'hall-school', pl: 'Szkoła Halla', basis: 'translated' },
  { collection: 'spaces', id: 'north-point-lighthouse', pl: 'Latarnia na Północnym Cyplu', basis: 'translated' },
  { collection: 'spaces', id: 'the-rope-and-anchor', pl: 'Tawerna Pod Liną i Kotwicą', basis: 'translated' },
  { collection: 'spaces', id: 'bayfriar-gardens', pl: 'Ogrody Bayfriar', basis: 'translated' },
  { collection: 'spaces', id: 'duterte-funeral-home', pl: 'Dom pogrzebowy Duterte', basis: 'translated' },
  { collection: 'spaces', id: 'city-of-the-gugs', pl: 'Miasto Gugów', basis: 'translated' },
  { collection: 'spaces', id: 'vaults-of-zin', pl: 'Krypty Zin', basis: 'translated' },
  { collection: 'spaces', id: 'vale-of-pnath', pl: 'Dolina Pnath', basis: 'translated' },
  { collection: 'mysteries', id: 'witch-house', pl: 'Dom Wiedźmy', basis: `${AH2E_OURS}; ${CARD_GAME}` },
  { collection: 'mysteries', id: 'the-unnamable', pl: 'Nienazwane', basis: AH2E_OURS },
  { collection: 'scenarios', id: 'approach-of-azathoth', pl: 'Nadejście Azathotha', basis: 'translated' },
  { collection: 'scenarios', id: 'feast-for-umordhoth', pl: 'Uczta dla Umôrdhotha', basis: 'translated' },
  { collection: 'scenarios', id: 'the-veil-of-twilight', pl: 'Zasłona zmierzchu', basis: 'translated' },
  { collection: 'scenarios', id: 'echoes-of-the-deep', pl: 'Echa głębin', basis: 'translated' },
  { collection: 'scenarios', id: 'tyrants-of-ruin', pl: 'Tyrani zniszczenia', basis: 'translated' },
  { collection: 'scenarios', id: 'the-pale-lantern', pl: 'Blada latarnia', basis: 'translated' },
  { collection: 'scenarios', id: 'ithaquas-children', pl: 'Dzieci Ithaquy', basis: 'translated (the genitive as the Polish Innsmouth rulebook declines it: «Moc Ithaquy», seed 003 l.1140)' },
  { collection: 'scenarios', id: 'dreams-of-rlyeh', pl: 'Sny o R’lyeh', basis: 'translated' },
  { collection: 'scenarios', id: 'shots-in-the-dark', pl: 'Strzały w ciemności', basis: 'translated' },
  { collection: 'scenarios', id: 'the-silence-of-tsathoggua', pl: 'Milczenie Tsathogguy', basis: 'translated' },
  { collection: 'scenarios', id: 'bound-to-serve', pl: 'Związani służbą', basis: 'translated' },
  { collection: 'scenarios', id: 'the-dead-cry-out', pl: 'Umarli wołają', basis: 'translated' },
  { collection: 'scenarios', id: 'the-key-and-the-gate', pl: 'Klucz i brama', basis: 'translated' },
  { collection: 'mythos', id: 'spawn-monster', pl: 'pojawienie się potwora', basis: 'translated (the expansion rulebook never names this token)' },
  { collection: 'mythos', id: 'reckoning', pl: 'rozrachunek', basis: 'translated (the expansion rulebook never names this token)' },
  { collection: 'tokens', id: 'clue-doom', pl: 'żeton wskazówki/zagłady', basis: 'translated from the rulebook\'s «żeton wskazówki» (l.321) and «żeton zagłady» (l.730)' },
  { collection: 'tokens', id: 'damage', pl: 'żeton obrażeń', basis: 'translated' },
  { collection: 'tokens', id: 'horror', pl: 'żeton przerażenia', basis: 'translated' },
  { collection: 'tokens', id: 'money', pl: 'żeton pieniędzy', basis: 'translated' },
  { collection: 'tokens', id: 'anomaly', pl: 'żeton anomalii', basis: 'translated' },
  { collection: 'tokens', id: 'focus', pl: 'żeton koncentracji', basis: 'translated' },
  { collection: 'tokens', id: 'remnant', pl: 'żeton pozostałości', basis: 'translated' },
  { collection: 'tokens', id: 'marker', pl: 'znacznik', basis: 'translated' },
  { collection: 'tokens', id: 'activation', pl: 'żeton aktywacji', basis: 'translated' },
  { collection: 'tokens', id: 'dice', pl: 'kość', basis: 'translated' },
  { collection: 'tokens', id: 'mythos', pl: 'żeton mitów (wszystkie rodzaje)', basis: 'translated from the rulebook\'s «Żetony mitów» (l.299)' },
]

function die(msg) {
  console.error(`build-ah3e-data: ${msg}`)
  process.exit(1)
}

function load(file) {
  const p = path.join(refDir, file)
  if (!existsSync(p)) die(`missing reference file ${p} (set AH3E_REFERENCE_DIR)`)
  return JSON.parse(readFileSync(p, 'utf8'))
}

const conf = (c, where) => {
  if (c === null || c === undefined) return 'unknown'
  if (!CONFIDENCES.includes(c)) die(`${where}: unexpected confidence ${JSON.stringify(c)}`)
  return c
}
const id = (s, where) => {
  if (typeof s !== 'string' || !KEBAB.test(s)) die(`${where}: bad id ${JSON.stringify(s)}`)
  return s
}
const oneOf = (v, list, where) => {
  if (!list.includes(v)) die(`${where}: unexpected value ${JSON.stringify(v)}`)
  return v
}
const count = (n, where) => {
  if (n === null || n === undefined) return null
  if (!Number.isInteger(n) || n < 0) die(`${where}: bad count ${JSON.stringify(n)}`)
  return n
}
const SEED_PATH = (seed) => `seeds/${seed.replace(/\.txt$/, '')}.txt`
/**
 * A name in both languages with where its Polish comes from: the UDW rulebook (high), the Polish
 * AH2e edition for the same place (medium), or the app's translation (`plAttested: false`, low).
 * Every name the data carries has a Polish one; the build fails on a name with none.
 */
const name = (collection, key, n) => {
  if (!n || typeof n.en !== 'string' || !n.en) die(`${collection}/${key}: no English name`)
  const find = (rows) => rows.filter((r) => r.collection === collection && r.id === key)
  const rows = [...find(PL_ATTESTED).map((r) => ({ ...r, seed: SEED, confidence: 'high' })), ...find(PL_FROM_AH2E).map((r) => ({ ...r, confidence: 'medium' })), ...find(PL_TRANSLATED)]
  if (rows.length !== 1) die(`${collection}/${key}: ${rows.length ? 'more than one' : 'no'} Polish name (add it to PL_ATTESTED, PL_FROM_AH2E or PL_TRANSLATED)`)
  const r = rows[0]
  if (r.basis) return { en: n.en, pl: r.pl, plAttested: false, plConfidence: 'low', plBasis: r.basis }
  return { en: n.en, pl: r.pl, plAttested: true, plConfidence: r.confidence, plSource: `${SEED_PATH(r.seed)}:${r.line} «${r.quote}»` }
}
const sources = (list, known, where) => {
  if (!Array.isArray(list) || list.length === 0) die(`${where}: no sources`)
  for (const s of list) if (!known.includes(s)) die(`${where}: unknown source ${s}`)
  return [...list].sort()
}

// ---------------------------------------------------------------------------------------------
// map.json

function buildMap(ref) {
  const known = Object.keys(ref.meta.sources)
  const spaceIds = new Set()
  const neighbourhoods = ref.neighbourhoods.map((n) => {
    const where = `map/neighbourhoods/${n.id}`
    if (n.spaces.length !== ref.meta.rules.spacesPerNeighbourhood) die(`${where}: ${n.spaces.length} spaces`)
    return {
      id: id(n.id, where),
      name: name('neighbourhoods', n.id, n.name),
      town: oneOf(n.town, TOWNS, where),
      set: oneOf(n.set, SETS, where),
      spaces: n.spaces.map((s) => {
        if (spaceIds.has(s.id)) die(`${where}: space ${s.id} twice`)
        spaceIds.add(s.id)
        return { id: id(s.id, where), name: name('spaces', s.id, s.name) }
      }),
      confidence: conf(n.confidence, where),
      sources: sources(n.sources, known, where),
    }
  })
  const nIds = new Set(neighbourhoods.map((n) => n.id))
  const mysteries = ref.mysteries.map((m) => {
    const where = `map/mysteries/${m.id}`
    if (spaceIds.has(m.id)) die(`${where}: a mystery id is also a space id`)
    return {
      id: id(m.id, where),
      name: name('mysteries', m.id, m.name),
      set: oneOf(m.set, SETS, where),
      ownEncounterDeck: m.ownEncounterDeck,
      confidence: conf(m.confidence, where),
      sources: sources(m.sources, known, where),
    }
  })
  const mIds = new Set(mysteries.map((m) => m.id))
  const routeTypes = ref.travelRouteTypes.map((r) => ({
    id: oneOf(r.id, ROUTE_TYPES, 'map/routes'),
    name: name('routes', r.id, r.name),
    tiles: count(r.tiles, `map/routes/${r.id}`),
    confidence: conf(r.confidence, `map/routes/${r.id}`),
    sources: sources(r.sources, known, `map/routes/${r.id}`),
  }))
  const streetTypes = ref.streetTypes.map((s) => ({
    id: oneOf(s.id, STREET_TYPES, 'map/streets'),
    tiles: count(s.tiles, `map/streets/${s.id}`),
    confidence: conf(s.confidence, `map/streets/${s.id}`),
    sources: sources(s.sources, known, `map/streets/${s.id}`),
  }))
  const street = (s, where) => {
    if (s.between.length !== 2 || !s.between.every((n) => nIds.has(n))) die(`${where}: street between unknown neighbourhoods`)
    return { between: [...s.between], type: oneOf(s.type, STREET_TYPES, where) }
  }
  const route = (r, where) => {
    if (!nIds.has(r.neighbourhood)) die(`${where}: route off an unknown neighbourhood`)
    return { neighbourhood: r.neighbourhood, type: oneOf(r.type, ROUTE_TYPES, where) }
  }
  const layouts = {}
  for (const [scenario, l] of Object.entries(ref.layouts).sort(([a], [b]) => a.localeCompare(b))) {
    const where = `map/layouts/${scenario}`
    layouts[scenario] = {
      streets: l.streets.map((s) => street(s, where)),
      routes: l.routes.map((r) => route(r, where)),
      mysteries: l.mysteries.map((m) => {
        if (!mIds.has(m.mystery) || !nIds.has(m.attachedTo)) die(`${where}: bad mystery ${JSON.stringify(m)}`)
        return { mystery: m.mystery, attachedTo: m.attachedTo }
      }),
      additions: (l.additions ?? []).map((a) => ({
        archive: count(a.archive, where),
        neighbourhoods: a.neighbourhoods.map((n) => {
          if (!nIds.has(n)) die(`${where}: addition of unknown ${n}`)
          return n
        }),
        streets: a.streets.map((s) => street(s, where)),
        routes: a.routes.map((r) => route(r, where)),
        confidence: conf(a.confidence, where),
        sources: sources(a.sources, known, where),
      })),
      confidence: conf(l.confidence, where),
      sources: sources(l.sources, known, where),
      ...(l.notes ? { notes: l.notes } : {}),
    }
  }
  return {
    rules: {
      spacesPerNeighbourhood: ref.meta.rules.spacesPerNeighbourhood,
      sources: ['hsk', 'udw-rulebook-pl'],
      confidence: 'medium',
    },
    neighbourhoods,
    mysteries,
    streetTypes,
    routeTypes,
    layouts,
    tiles: {
      base: { neighbourhoodTiles: ref.tiles.base.neighbourhoodTiles, streetTiles: ref.tiles.base.streetTiles, confidence: conf(ref.tiles.base.confidence, 'tiles/base') },
      underDarkWaves: {
        neighbourhoodTiles: ref.tiles['under-dark-waves'].neighbourhoodTiles,
        mysteryTiles: ref.tiles['under-dark-waves'].mysteryTiles,
        travelRouteTiles: ref.tiles['under-dark-waves'].travelRouteTiles,
        confidence: conf(ref.tiles['under-dark-waves'].confidence, 'tiles/udw'),
      },
    },
  }
}

// ---------------------------------------------------------------------------------------------
// scenarios.json

function cup(c, where) {
  if (c === null) return null
  const keys = Object.keys(c).sort()
  if (JSON.stringify(keys) !== JSON.stringify([...TOKEN_TYPES].sort())) die(`${where}: cup keys ${keys}`)
  return Object.fromEntries(TOKEN_TYPES.map((t) => [t, count(c[t], `${where}/${t}`)]))
}
function delta(d, where) {
  const out = {}
  for (const t of TOKEN_TYPES) if (d[t] !== undefined) {
    if (!Number.isInteger(d[t]) || d[t] === 0) die(`${where}: bad delta`)
    out[t] = d[t]
  }
  for (const k of Object.keys(d)) if (!TOKEN_TYPES.includes(k)) die(`${where}: unknown token ${k}`)
  return out
}

function buildScenarios(ref, map) {
  const known = Object.keys(ref.meta.sources)
  const nIds = new Set(map.neighbourhoods.map((n) => n.id))
  const mIds = new Set(map.mysteries.map((m) => m.id))
  const spaceOf = new Map(map.neighbourhoods.flatMap((n) => n.spaces.map((s) => [s.id, n.id])))
  const isSpace = (s) => spaceOf.has(s) || mIds.has(s)
  const rows = ref.meta.inevitableMode.rows.map((r) => {
    const game = r.game === '8+' ? 8 : r.game
    if (!Number.isInteger(game) || game < 2 || game > 8) die(`inevitable row ${JSON.stringify(r.game)}`)
    const row = { game, andLater: r.game === '8+' }
    if (r.cupDelta) row.cupDelta = delta(r.cupDelta, `inevitable/${r.game}`)
    if (r.setup) {
      if (!INEVITABLE_SETUP[r.setup]) die(`inevitable/${r.game}: unknown setup step ${r.setup}`)
      row.setup = INEVITABLE_SETUP[r.setup]
      row.count = count(r.count, `inevitable/${r.game}`)
    }
    // Rows 3, 5 and 7 lost their number in the OCR; the rulebook example confirms row 3.
    row.numberConfidence = [5, 7].includes(game) ? 'medium' : 'high'
    return row
  })
  const scenarios = ref.scenarios.map((s) => {
    const where = `scenarios/${s.id}`
    const c = s.confidence ?? {}
    const src = s.sources ?? {}
    const field = (k) => ({ confidence: conf(c[k], `${where}/${k}`), sources: src[k] ? sources(src[k], known, `${where}/${k}`) : [] })
    if (!Array.isArray(s.neighbourhoods) || !s.neighbourhoods.every((n) => nIds.has(n))) die(`${where}: unknown neighbourhood`)
    if (!s.mysteries.every((m) => mIds.has(m))) die(`${where}: unknown mystery`)
    if (s.startingSpaces !== null && (s.startingSpaces.length !== 1 || !isSpace(s.startingSpaces[0]))) die(`${where}: start space`)
    if (s.startingDoom !== null) for (const d of s.startingDoom) if (!isSpace(d.space) || !Number.isInteger(d.doom) || d.doom < 1) die(`${where}: starting doom ${JSON.stringify(d)}`)
    const overflow = oneOf(s.overflow, OVERFLOWS, where)
    const codex = s.codexAtStart ?? null
    const overflowCard = { anomaly: 2, outbreak: 1, terror: 61 }[overflow]
    if (codex && !codex.includes(overflowCard)) die(`${where}: codex ${codex} lacks the overflow card #${overflowCard}`)
    const mysteries = s.mysteries.map((m) => ({ mystery: m, attachedTo: map.layouts[s.id]?.mysteries.find((x) => x.mystery === m)?.attachedTo ?? null }))
    const terror = overflow === 'terror'
    const ownerCompletes = ['name-pl', 'sheet-bands', 'event-cards']
    if (terror) ownerCompletes.push('terror-deck')
    if (s.mythosCup === null) ownerCompletes.push('mythos-cup')
    if (s.startingSpaces === null) ownerCompletes.push('start-space')
    if (s.startingDoom === null) ownerCompletes.push('starting-doom')
    if (codex === null) ownerCompletes.push('codex')
    if (s.eventCards === null) ownerCompletes.push('event-card-count')
    if (mysteries.some((m) => m.attachedTo === null)) ownerCompletes.push('mystery-attachment')
    return {
      id: id(s.id, where),
      name: name('scenarios', s.id, s.name),
      set: oneOf(s.set, SETS, where),
      aliases: [...s.aliases],
      partial: s.partial === true,
      mythosCup: cup(s.mythosCup, `${where}/cup`),
      startSpace: s.startingSpaces?.[0] ?? null,
      startingDoom: s.startingDoom ? s.startingDoom.map((d) => ({ space: d.space, doom: d.doom })) : null,
      codexAtStart: codex ? [...codex] : null,
      overflow,
      overflowCard,
      anomalySet: s.anomalySet,
      terrorSet: s.terrorSet,
      neighbourhoods: [...s.neighbourhoods],
      neighbourhoodsLater: (s.neighbourhoodsLater ?? []).map((l) => ({ byArchive: l.byArchive, add: [...l.add], eventCardsAdded: l.eventCardsAdded ?? null })),
      mysteries,
      eventCards: count(s.eventCards, `${where}/eventCards`),
      eventCardsAtStart: count(s.eventCardsAtStart ?? s.eventCards, `${where}/eventCardsAtStart`),
      facts: {
        mythosCup: field('mythosCup'),
        startSpace: field('startingSpaces'),
        startingDoom: field('startingDoom'),
        codexAtStart: field('codexAtStart'),
        overflow: { confidence: conf(c.overflow, `${where}/overflow`), sources: src.overflow ? sources(src.overflow, known, where) : sources(src.codexAtStart ?? ['pyc'], known, where) },
        neighbourhoods: field('neighbourhoods'),
        eventCards: field('eventCards'),
      },
      ownerCompletes,
      conflicts: (s.conflicts ?? []).map((x) => ({ field: x.field, values: x.values, resolution: x.resolution })),
    }
  })
  return {
    gameModes: {
      story: { cupDelta: delta(ref.meta.gameModes.story.cupDelta, 'modes/story') },
      challenge: { cupDelta: delta(ref.meta.gameModes.challenge.cupDelta, 'modes/challenge') },
      confidence: conf(ref.meta.gameModes.confidence, 'modes'),
      sources: sources(ref.meta.gameModes.sources, known, 'modes'),
    },
    inevitable: { rows, cumulative: true, confidence: conf(ref.meta.inevitableMode.confidence, 'inevitable'), sources: sources(ref.meta.inevitableMode.sources, known, 'inevitable') },
    setup: {
      startingClues: ref.meta.setupConstants.startingClues,
      headlineDeck: ref.meta.setupConstants.headlineDeckSize,
      confidence: conf(ref.meta.setupConstants.confidence, 'setup'),
      sources: sources(ref.meta.setupConstants.sources, known, 'setup'),
    },
    scenarios,
  }
}

// ---------------------------------------------------------------------------------------------
// tokens.json

function buildTokens(ref) {
  const known = Object.keys(ref.meta.sources)
  const types = ref.mythosTokenTypes.map((t) => ({
    id: oneOf(t.id, TOKEN_TYPES, 'tokens/types'),
    name: name('mythos', t.id, t.name),
    set: oneOf(t.set, SETS, `tokens/types/${t.id}`),
    confidence: conf(t.confidence, `tokens/types/${t.id}`),
    sources: sources(t.sources, known, `tokens/types/${t.id}`),
  }))
  if ([...types.map((t) => t.id)].sort().join() !== [...TOKEN_TYPES].sort().join()) die('tokens: mythos token types differ from the rules\' list')
  const terror = ref.tokens.find((t) => t.id === 'terror')
  const perBox = (c, where) => {
    const one = (v) => (v === null ? null : typeof v === 'number' ? count(v, where) : count(v.total ?? null, where))
    return { base: one(c.base), underDarkWaves: one(c['under-dark-waves']) }
  }
  return {
    mythosTokenTypes: types,
    tokens: ref.tokens.map((t) => ({
      id: id(t.id, 'tokens'),
      name: name('tokens', t.id, t.name),
      count: perBox(t.count, `tokens/${t.id}`),
      confidence: conf(t.confidence, `tokens/${t.id}`),
      sources: sources(t.sources, known, `tokens/${t.id}`),
    })),
    terrorTokens: { ones: terror.count['under-dark-waves'].x1, threes: terror.count['under-dark-waves'].x3, confidence: conf(terror.confidence, 'tokens/terror') },
    decks: ref.decks.map((d) => ({
      id: id(d.id, 'decks'),
      name: name('decks', d.id, d.name),
      count: perBox(d.count, `decks/${d.id}`),
      ...(d.inPlay !== undefined ? { inPlay: d.inPlay } : {}),
      ...(d.sets ? { sets: Object.fromEntries(Object.entries(d.sets).map(([k, v]) => [k, count(v, `decks/${d.id}/${k}`)])) } : {}),
      ...(d.perScenario ? { perScenario: Object.fromEntries(Object.entries(d.perScenario).map(([k, v]) => [k, count(v, `decks/${d.id}/${k}`)])) } : {}),
      confidence: conf(d.confidence, `decks/${d.id}`),
      sources: sources(d.sources, known, `decks/${d.id}`),
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// sources.json: one registry of every source key the records cite

function buildSources(files) {
  const out = {}
  for (const [file, doc] of files) {
    for (const [key, where] of Object.entries(doc.meta.sources)) {
      const entry = out[key] ?? { where, files: [] }
      if (entry.where !== where) die(`sources: ${key} points at two places`)
      entry.files.push(file)
      out[key] = entry
    }
  }
  return { sources: Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]])) }
}

// ---------------------------------------------------------------------------------------------

/** Compares OCR text and a quote without diacritics, «ł» or case (the seeds' OCR drops most of them). */
const fold = (x) => x.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[łŁ]/g, 'l').toLowerCase()

function checkPolish() {
  for (const row of [...PL_ATTESTED.map((r) => ({ ...r, seed: SEED })), ...PL_FROM_AH2E]) {
    const seed = path.join(seedsDir, row.seed)
    if (!existsSync(seed)) {
      console.warn(`build-ah3e-data: ${seed} not found; Polish names not verified`)
      return
    }
    const line = readFileSync(seed, 'utf8').split('\n')[row.line - 1] ?? ''
    if (!fold(line).includes(fold(row.quote))) die(`${row.collection}/${row.id}: "${row.quote}" not on line ${row.line} of ${row.seed}`)
  }
}

function write(file, value) {
  writeFileSync(path.join(outDir, file), `${JSON.stringify(value, null, 2)}\n`)
}

const refs = { scenarios: load('scenarios.json'), map: load('map.json'), tokens: load('tokens.json') }
checkPolish()
mkdirSync(outDir, { recursive: true })
const map = buildMap(refs.map)
write('map.json', map)
write('scenarios.json', buildScenarios(refs.scenarios, map))
write('tokens.json', buildTokens(refs.tokens))
write('sources.json', buildSources(Object.entries({ 'scenarios.json': refs.scenarios, 'map.json': refs.map, 'tokens.json': refs.tokens })))
console.log(`build-ah3e-data: wrote 4 files to ${path.relative(process.cwd(), outDir) || '.'}`)
