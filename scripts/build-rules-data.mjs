#!/usr/bin/env node
// Builds rules-data/ah2e/*.json (base game) and rules-data/innsmouth/*.json (Innsmouth Horror)
// from the cross-checked facts reference.
//
//   npm run data:build
//
// Inputs : ../shared/reference/ah2e/*.json  (override: AH2E_REFERENCE_DIR)
//          ../shared/seeds/*.txt            (override: AH2E_SEEDS_DIR; only used to verify the
//                                            Polish names and rulebook decisions below, skipped
//                                            when absent)
// Output : rules-data/ah2e/*.json           (override: AH2E_OUT_DIR, used by the tests)
//          rules-data/innsmouth/*.json      (override: AH2E_INNSMOUTH_OUT_DIR; when only
//                                            AH2E_OUT_DIR is set: <AH2E_OUT_DIR>/innsmouth)
//
// Plain Node ESM, no dependencies. The output is deterministic (no timestamps, stable key order),
// so re-running the script on the same reference gives byte-identical files.
// Facts only: ids, names, numbers, symbols. No card text is read or written.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const refDir = process.env.AH2E_REFERENCE_DIR
  ? path.resolve(process.env.AH2E_REFERENCE_DIR)
  : path.resolve(repoRoot, '../shared/reference/ah2e')
const seedsDir = process.env.AH2E_SEEDS_DIR
  ? path.resolve(process.env.AH2E_SEEDS_DIR)
  : path.resolve(repoRoot, '../shared/seeds')
const outDir = process.env.AH2E_OUT_DIR
  ? path.resolve(process.env.AH2E_OUT_DIR)
  : path.resolve(repoRoot, 'rules-data/ah2e')
const innsmouthOutDir = process.env.AH2E_INNSMOUTH_OUT_DIR
  ? path.resolve(process.env.AH2E_INNSMOUTH_OUT_DIR)
  : process.env.AH2E_OUT_DIR
    ? path.join(outDir, 'innsmouth')
    : path.resolve(repoRoot, 'rules-data/innsmouth')

const SET = 'base'
const SYMBOLS = ['slash', 'triangle', 'star', 'hexagon', 'circle', 'square', 'diamond', 'plus', 'crescent']
const MOVEMENTS = ['normal', 'fast', 'stationary', 'flying', 'unique', 'aquatic']
const COLOURS = ['red', 'blue', 'green', 'yellow']
const CONFIDENCES = ['high', 'medium', 'low', 'unknown']
const MYTHOS_TYPES = ['headline', 'environment', 'rumor', 'special']
const MYTHOS_SUBTYPES = ['weather', 'urban', 'mystic']
const EDGE_SPACES = ['sky', 'outskirts', 'lost-in-time-and-space']
const ARKHAM_SPECIAL_SPACES = ['police-station-jail-cell', 'inner-sanctum']

/**
 * Polish names the reference left as `pl: null` but a Polish Galakta rulebook does use for that
 * component. `quote` is the exact (possibly declined) form on `line` of `seed`; the build checks it
 * when the seed file is available. `pl` is the nominative we store.
 */
const PL_ADDED = [
  {
    collection: 'monsters',
    id: 'nightgaunt',
    pl: 'Skrzydlate Dziecię Nocy',
    seed: '000_13357be681112204.txt',
    line: 891,
    quote: 'Skrzydlate Dziecię Nocy',
    why: 'Combat-damage example (section «Obrażenia»): the monster that throws the investigator into the nearest open gate instead of dealing damage. That is the Nightgaunt ability; no other base monster has it.',
  },
  {
    collection: 'ancientOnes',
    id: 'yig',
    pl: 'Yig',
    seed: '000_13357be681112204.txt',
    line: 299,
    quote: 'wybór Yiga',
    why: 'Setup step 5 («Ujawnienie Przedwiecznego»): choosing Yig shortens the game. Genitive "Yiga"; the nominative is spelt as in English.',
  },
  {
    collection: 'spaces',
    id: 'south-church',
    pl: 'Południowy Kościół',
    seed: '003_dd7a9e60678b1bc5.txt',
    line: 808,
    quote: 'Południowym Kościele',
    why: 'Polish Innsmouth rulebook (not the base one): spend monster trophies "for example at South Church" to refill the cup. Locative "Południowym Kościele"; nominative "Południowy Kościół".',
  },
]

class BuildError extends Error {}
function fail(message) {
  throw new BuildError(message)
}

function readReference(file) {
  const full = path.join(refDir, file)
  if (!existsSync(full)) fail(`reference file missing: ${full} (set AH2E_REFERENCE_DIR)`)
  const text = readFileSync(full, 'utf8')
  let json
  try {
    json = JSON.parse(text)
  } catch (e) {
    fail(`${file}: invalid JSON: ${e.message}`)
  }
  return { json, sha256: createHash('sha256').update(text).digest('hex') }
}

function oneOf(value, allowed, where) {
  if (!allowed.includes(value)) fail(`${where}: unexpected value ${JSON.stringify(value)} (allowed: ${allowed.join(', ')})`)
  return value
}

function confidence(value, where) {
  return oneOf(value, CONFIDENCES, `${where}.confidence`)
}

function symbols(list, where) {
  if (list == null) return []
  if (!Array.isArray(list)) fail(`${where}: expected an array of symbols`)
  return list.map((s, i) => oneOf(s, SYMBOLS, `${where}[${i}]`))
}

function kebab(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’".]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

// ---------------------------------------------------------------------------------------------
// Polish names
//
// Attested names come from the reference's polish-names.json (records of confidence high or
// medium: printed in a Polish rulebook of this edition or one credible Polish source). Every other
// component gets our own Polish name from scripts/data/ah2e-polish-names.json (`plAttested: false`,
// listed in sources.json with what it rests on). Places, neighbourhoods and Other Worlds also get the
// Polish phrases sentences need: `plForms` {in: «w/na …», from: «z/ze …», to: «do/na …»}.

const PL_COLLECTIONS = {
  neighbourhood: 'neighbourhoods',
  street: 'spaces',
  place: 'spaces',
  special: 'spaces',
  'other-world': 'worlds',
  monster: 'monsters',
  'ancient-one': 'ancientOnes',
  herald: 'heralds',
  ally: 'allies',
  mythos: 'mythos',
}
/** Collections whose names are places in sentences (they need the `plForms` phrases). */
const PLACE_COLLECTIONS = new Set(['neighbourhoods', 'spaces', 'worlds'])
const FORM_KEYS = ['in', 'from', 'to']
const FORM_PREPOSITIONS = { in: /^(w|we|na) \S/, from: /^(z|ze) \S/, to: /^(do|na|w) \S/ }
const PL_TABLE_FILE = path.resolve(repoRoot, 'scripts/data/ah2e-polish-names.json')

function readPolishNames() {
  const ref = readReference('polish-names.json')
  const records = new Map()
  for (const r of ref.json.records ?? []) {
    if (r.kind === 'investigator') continue
    const collection = PL_COLLECTIONS[r.kind]
    if (!collection || typeof r.id !== 'string') fail(`polish-names.json: unexpected record ${JSON.stringify([r.kind, r.id])}`)
    const key = `${collection}/${r.id}`
    if (records.has(key)) fail(`polish-names.json: ${key} twice`)
    confidence(r.confidence, `polish-names.json ${key}`)
    records.set(key, r)
  }
  let table
  try {
    table = JSON.parse(readFileSync(PL_TABLE_FILE, 'utf8')).names
  } catch (e) {
    fail(`${path.relative(repoRoot, PL_TABLE_FILE)}: ${e.message}`)
  }
  for (const [key, entry] of Object.entries(table)) {
    const allowed = ['pl', 'basis', 'replaces', ...FORM_KEYS]
    for (const k of Object.keys(entry)) if (!allowed.includes(k)) fail(`ah2e-polish-names.json ${key}: unexpected field ${k}`)
    for (const k of Object.keys(entry)) if (typeof entry[k] !== 'string' || entry[k].trim() !== entry[k] || !entry[k]) fail(`ah2e-polish-names.json ${key}.${k}: a non-empty trimmed string`)
  }
  return { records, table: new Map(Object.entries(table)), sha256: ref.sha256 }
}
let POLISH = null
const polishNames = () => (POLISH ??= readPolishNames())
const usedTableKeys = new Set()

/** Name bookkeeping of one output set: the rulebook additions it may use, and the names it built. */
function nameContext(additions) {
  return { additions, used: new Set(), notAttested: [], replaced: [], referenceDiffers: [], sourcesChecked: [], forms: [] }
}
const BASE_NAMES = nameContext(PL_ADDED)
const usedAdditions = BASE_NAMES.used

/** `seeds/<file>:<line> «quote»` for a rulebook record, else `<source> «quote»`. */
function sourceText(evidence) {
  const m = /shared\/seeds\/(\S+\.txt) line (\d+)/.exec(evidence.source)
  if (m) return `seeds/${m[1]}:${m[2]} «${evidence.quote}»`
  const url = /https?:\/\/\S+/.exec(evidence.source)
  return `${url ? url[0] : evidence.source.split(';')[0].trim()} «${evidence.quote}»`
}

function seedLines(file) {
  const full = path.join(seedsDir, file)
  if (!existsSync(full)) return null
  seedLines.cache ??= new Map()
  if (!seedLines.cache.has(file)) seedLines.cache.set(file, readFileSync(full, 'utf8').split('\n'))
  return seedLines.cache.get(file)
}

/**
 * `{en, pl|null}` (or the English name) from the reference -> LocalName. Attested: polish-names.json
 * (high/medium) or a rulebook addition; otherwise the translation table must give `pl`.
 */
function localName(refName, collection, id, names = BASE_NAMES) {
  const en = typeof refName === 'string' ? refName : refName?.en
  if (!en) fail(`${collection}/${id}: missing English name`)
  const key = `${collection}/${id}`
  const refPl = typeof refName === 'string' ? null : refName.pl
  const { records, table } = polishNames()
  const record = records.get(key)
  if (!record) fail(`polish-names.json has no record for ${key}`)
  if (record.en !== en) fail(`${key}: polish-names.json says "${record.en}", the reference "${en}"`)
  const entry = table.get(key) ?? {}
  if (table.has(key)) usedTableKeys.add(key)
  const added = names.additions.find((a) => a.collection === collection && a.id === id)
  if (added) names.used.add(added)
  const attested = record.pl && record.confidence !== 'low' ? record.pl : added ? added.pl : null
  if (added && record.pl && record.pl !== added.pl) fail(`${key}: rulebook addition "${added.pl}" disagrees with polish-names.json "${record.pl}"`)
  if (refPl && attested && refPl !== attested) names.referenceDiffers.push({ collection, id, reference: refPl, polishNames: attested })

  let out
  if (attested && entry.pl === undefined) {
    if (entry.replaces || entry.basis) fail(`${key}: attested as "${attested}"; drop replaces/basis from the table`)
    let plSource
    if (added) plSource = `seeds/${added.seed}:${added.line} «${added.quote}»`
    else {
      const ev = record.evidence ?? []
      const pick = ev.find((e) => /shared\/seeds\//.test(e.source)) ?? ev.find((e) => !/arkhamdb/i.test(e.source)) ?? ev[0]
      if (!pick) fail(`${key}: attested without evidence`)
      plSource = sourceText(pick)
      const m = /shared\/seeds\/(\S+\.txt) line (\d+)/.exec(pick.source)
      const lines = m ? seedLines(m[1]) : null
      if (lines) {
        if (!(lines[Number(m[2]) - 1] ?? '').includes(pick.quote)) fail(`${m[1]}:${m[2]} does not contain "${pick.quote}" (Polish name of ${key})`)
        names.sourcesChecked.push(key)
      }
    }
    out = { en, pl: attested, plAttested: true, plSource }
  } else {
    if (!entry.pl) fail(`${key}: no Polish name is attested; add one to scripts/data/ah2e-polish-names.json`)
    if (attested) {
      if (entry.replaces !== attested) fail(`${key}: "${attested}" is attested; the table must say replaces: "${attested}" to use "${entry.pl}"`)
      names.replaced.push({ collection, id, attested, pl: entry.pl, why: entry.basis ?? '' })
    } else if (entry.replaces) fail(`${key}: nothing attested to replace`)
    const lowCandidate = record.pl && record.confidence === 'low' ? record.pl : null
    const basis = entry.basis ?? (lowCandidate === entry.pl ? 'the reference candidate (low confidence)' : collection === 'mythos' ? 'translated title' : 'translated')
    names.notAttested.push({ collection, id, pl: entry.pl, basis })
    out = { en, pl: entry.pl, plAttested: false }
  }

  if (PLACE_COLLECTIONS.has(collection)) {
    const forms = {}
    for (const k of FORM_KEYS) {
      if (!entry[k]) fail(`${key}: the Polish phrase "${k}" is missing in scripts/data/ah2e-polish-names.json`)
      if (!FORM_PREPOSITIONS[k].test(entry[k])) fail(`${key}.${k}: "${entry[k]}" does not start with its preposition`)
      forms[k] = entry[k]
    }
    out.plForms = forms
    names.forms.push({ key, forms })
  } else if (FORM_KEYS.some((k) => entry[k] !== undefined)) fail(`${key}: phrases are only for places, neighbourhoods and Other Worlds`)
  return out
}

/** The `plForms` phrases that occur word for word in the Polish rulebooks (`<collection>/<id>.<form>`). */
function formsInRulebooks(names) {
  const texts = ['000_13357be681112204.txt', INNSMOUTH_SEED].map((f) => seedLines(f)).filter(Boolean).map((l) => l.join(' ').replace(/\s+/g, ' ').replace(/’/g, "'"))
  if (!texts.length) return []
  const found = []
  for (const { key, forms } of names.forms) {
    for (const k of FORM_KEYS) {
      const phrase = forms[k].replace(/’/g, "'")
      if (texts.some((t) => new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(t))) found.push(`${key}.${k}`)
    }
  }
  return found.sort()
}

/** The translation table's entries no component used (a typo in an id, or a component gone). */
function unusedTableEntries() {
  return [...polishNames().table.keys()].filter((k) => !usedTableKeys.has(k))
}

/** The sources.json fields about names, for one output set. */
function nameProvenance(names) {
  const byKey = (a, b) => (`${a.collection}/${a.id}` < `${b.collection}/${b.id}` ? -1 : 1)
  return {
    plNotAttested: [...names.notAttested].sort(byKey),
    plReplaced: [...names.replaced].sort(byKey),
    plReferenceDiffers: [...names.referenceDiffers].sort(byKey),
    plSourcesCheckedAgainstSeed: [...names.sourcesChecked].sort(),
    plFormsInRulebooks: formsInRulebooks(names),
  }
}

function verifyAdditionsAgainstSeeds(additions = PL_ADDED) {
  const checked = []
  for (const a of additions) {
    const file = path.join(seedsDir, a.seed)
    if (!existsSync(file)) {
      console.warn(`warn: ${a.seed} not found in ${seedsDir}; Polish name for ${a.collection}/${a.id} not re-checked`)
      continue
    }
    const lines = readFileSync(file, 'utf8').split('\n')
    const text = lines[a.line - 1] ?? ''
    if (!text.includes(a.quote)) fail(`${a.seed}:${a.line} does not contain "${a.quote}" (Polish name for ${a.collection}/${a.id})`)
    checked.push(`${a.collection}/${a.id}`)
  }
  return checked
}

// ---------------------------------------------------------------------------------------------
// board.json

function buildBoard(ref) {
  const closures = new Map()
  for (const c of ref.terrorClosures ?? []) {
    if (closures.has(c.location)) fail(`terrorClosures: ${c.location} listed twice`)
    closures.set(c.location, c)
  }

  const neighbourhoods = ref.neighbourhoods.map((n) => ({
    id: n.id,
    name: localName(n.name, 'neighbourhoods', n.id),
    board: 'arkham',
    streetId: n.streetId,
    locationIds: [...n.locationIds],
  }))

  const spaces = ref.spaces.map((s) => {
    const where = `board-arkham.json spaces/${s.id}`
    const kind = oneOf(s.kind, ['street', 'location', 'special'], `${where}.kind`)
    const isEdge = EDGE_SPACES.includes(s.id)
    if (kind === 'special' && !isEdge && !ARKHAM_SPECIAL_SPACES.includes(s.id)) fail(`${where}: unknown special space`)
    let adjacent
    if (s.id === 'sky') {
      // Reference stores "all-streets"; the Sky rule (adjacent to every street) lives in code.
      if (s.adjacent !== 'all-streets') fail(`${where}: expected adjacent "all-streets"`)
      adjacent = []
    } else if (Array.isArray(s.adjacent)) {
      adjacent = [...s.adjacent]
    } else if (s.adjacent === null) {
      adjacent = null
    } else {
      fail(`${where}: adjacent must be an array or null`)
    }
    const stability = s.stability ?? null
    if (stability !== null) oneOf(stability, ['stable', 'unstable'], `${where}.stability`)
    if (kind !== 'location' && stability === 'unstable') fail(`${where}: only locations can be unstable`)
    const space = {
      id: s.id,
      name: localName(s.name, 'spaces', s.id),
      kind,
      board: isEdge ? 'edge' : 'arkham',
      neighbourhood: isEdge ? null : (s.neighbourhood ?? null),
      unstable: stability === 'unstable',
      adjacent,
      white: s.monsterMovement?.white ?? null,
      black: s.monsterMovement?.black ?? null,
    }
    const closure = closures.get(s.id)
    if (closure) {
      if (s.closesAtTerror != null && s.closesAtTerror !== closure.terror) fail(`${where}: closesAtTerror disagrees with terrorClosures`)
      if (s.closedOccupantsMoveTo != null && s.closedOccupantsMoveTo !== closure.occupantsMoveTo) {
        fail(`${where}: closedOccupantsMoveTo disagrees with terrorClosures`)
      }
      space.closesAtTerror = closure.terror
      space.closedOccupantsMoveTo = closure.occupantsMoveTo
      closures.delete(s.id)
    } else if (s.closesAtTerror != null) {
      fail(`${where}: closesAtTerror set but not listed in terrorClosures`)
    }
    space.confidence = confidence(s.confidence, where)
    return space
  })
  if (closures.size) fail(`terrorClosures name unknown spaces: ${[...closures.keys()].join(', ')}`)
  for (const id of [...EDGE_SPACES, ...ARKHAM_SPECIAL_SPACES]) {
    if (!spaces.some((s) => s.id === id)) fail(`board-arkham.json: special space ${id} missing`)
  }
  return { neighbourhoods, spaces }
}

// ---------------------------------------------------------------------------------------------
// worlds.json

function buildWorlds(ref) {
  const worlds = ref.worlds
    .filter((w) => w.set === SET)
    .map((w) => ({
      id: w.id,
      name: localName(w.name, 'worlds', w.id),
      colours: w.encounterColours.map((c, i) => oneOf(c, COLOURS, `other-worlds.json worlds/${w.id}.encounterColours[${i}]`)),
      confidence: confidence(w.confidence, `other-worlds.json worlds/${w.id}`),
    }))
  const gateMarkers = []
  for (const m of ref.gateMarkers.filter((g) => g.set === SET)) {
    const where = `other-worlds.json gateMarkers/${m.id}`
    if (!Number.isInteger(m.count) || m.count < 1) fail(`${where}: count must be a positive integer`)
    if (!Number.isInteger(m.closeModifier)) fail(`${where}: closeModifier must be an integer`)
    for (let n = 1; n <= m.count; n++) {
      gateMarkers.push({
        id: `${m.id}-${n}`,
        world: m.world,
        dimension: oneOf(m.dimension, SYMBOLS, `${where}.dimension`),
        modifier: m.closeModifier,
        confidence: confidence(m.confidence, where),
      })
    }
  }
  return { worlds, gateMarkers }
}

// ---------------------------------------------------------------------------------------------
// monsters.json

function buildMonsters(ref) {
  const monsters = ref.monsters
    .filter((m) => m.set === SET)
    .map((m) => {
      const where = `monsters.json monsters/${m.id}`
      if (m.count !== null && (!Number.isInteger(m.count) || m.count < 1)) fail(`${where}: count must be a positive integer or null`)
      return {
        id: m.id,
        name: localName(m.name, 'monsters', m.id),
        set: SET,
        dimension: m.dimension === null ? null : oneOf(m.dimension, SYMBOLS, `${where}.dimension`),
        movement: m.movement === null ? null : oneOf(m.movement, MOVEMENTS, `${where}.movement`),
        count: m.count,
        mask: m.flags?.mask === true,
        endless: m.flags?.endless === true,
        spawn: m.flags?.spawn === true,
        confidence: confidence(m.confidence, where),
      }
    })
  return { monsters }
}

// ---------------------------------------------------------------------------------------------
// mythos.json

function buildMythos(ref) {
  const cards = ref.cards.filter((c) => c.set === SET).map((c) => mythosEntry(c, SET, BASE_NAMES))
  return { cards }
}

/** One reference Mythos card -> MythosCard (the fields every set shares, in the base key order). */
function mythosEntry(c, set, names) {
  const where = `mythos.json cards/${c.id}`
  const gateMode = oneOf(c.gate?.mode, ['single', 'none', 'surge'], `${where}.gate.mode`)
  const locations = c.gate?.locations ?? []
  if (gateMode === 'single' && locations.length !== 1) fail(`${where}: single gate needs exactly one location`)
  if (gateMode !== 'single' && locations.length !== 0) fail(`${where}: gate mode ${gateMode} must list no location`)
  const type = oneOf(c.type, MYTHOS_TYPES, `${where}.type`)
  const subtype = c.subtype === null ? null : oneOf(c.subtype, MYTHOS_SUBTYPES, `${where}.subtype`)
  if ((type === 'environment') !== (subtype !== null)) fail(`${where}: subtype must be set exactly for environments`)
  if (c.copies !== undefined && c.copies !== 1) fail(`${where}: copies ${c.copies} not supported (one entry per card)`)
  return {
    id: c.id,
    title: c.name,
    name: localName(c.name, 'mythos', c.id, names),
    set,
    type,
    subtype,
    gate: gateMode === 'single' ? locations[0] : null,
    gateMode,
    burst: c.gate?.burst === true,
    clues: [...(c.clues ?? [])],
    white: symbols(c.movement?.white, `${where}.movement.white`),
    black: symbols(c.movement?.black, `${where}.movement.black`),
    activity: c.markers ? [...(c.markers.activity ?? [])] : null,
    closed: c.markers ? [...(c.markers.closed ?? [])] : null,
    reshuffleDeck: c.reshuffleDeck === true,
    confidence: confidence(c.confidence, where),
  }
}

// ---------------------------------------------------------------------------------------------
// ancient-ones.json

function buildAncientOnes(ref) {
  const ancientOnes = ref.ancientOnes.filter((a) => a.set === SET).map((a) => ancientOneEntry(a, SET, BASE_NAMES))
  return { ancientOnes }
}

/** One reference Ancient One -> AncientOne. */
function ancientOneEntry(a, set, names) {
  const where = `ancient-ones.json ancientOnes/${a.id}`
  if (!Number.isInteger(a.doomTrack) || a.doomTrack < 1) fail(`${where}: doomTrack must be a positive integer`)
  const cm = a.combatModifier
  if (!(cm === null || cm === 'variable' || Number.isInteger(cm))) fail(`${where}: combatModifier must be an integer, "variable" or null`)
  const tags = [...(a.tags ?? [])]
  return {
    id: a.id,
    name: localName(a.name, 'ancientOnes', a.id, names),
    set,
    doomTrack: a.doomTrack,
    combatModifier: cm,
    awakeningEndsGame: tags.includes('awakening-ends-game'),
    masksInCup: tags.includes('mask-monsters-in-cup'),
    tags,
    confidence: confidence(a.confidence, where),
  }
}

// ---------------------------------------------------------------------------------------------
// allies.json + decks.json

function buildAllies(ref) {
  const deck = ref.decks.find((d) => d.id === 'allies' && d.set === SET)
  if (!deck) fail('decks.json: base "allies" deck missing')
  const allies = []
  for (const card of deck.cards ?? []) {
    if (card.copies !== 1) fail(`decks.json allies/${card.name}: expected 1 copy`)
    const id = kebab(card.name)
    allies.push({ id, name: localName(card.name, 'allies', id), confidence: confidence(deck.confidence, 'decks.json allies') })
  }
  return { allies }
}

function buildDecks(ref) {
  const decks = ref.decks
    .filter((d) => d.set === SET)
    .map((d) => {
      if (!Number.isInteger(d.count) || d.count < 1) fail(`decks.json decks/${d.id}: count must be a positive integer`)
      return { id: d.id, set: SET, count: d.count, confidence: confidence(d.confidence, `decks.json decks/${d.id}`) }
    })
  return { decks }
}

// ---------------------------------------------------------------------------------------------
// gate-cards.json + location-cards.json (encounter decks: identity and structure only, no card text)

const GATE_OTHER = ['encounter', 'draw-again', 'shuffle-and-redraw']

/**
 * The Other World encounter deck (rulebook «Faza IV: Spotkania w Innych Światach»). Read from
 * gate-cards.json, which is kept out of REFERENCE_FILES so that sources.json stays as it was.
 */
function buildGateCards(ref, worlds, set = SET) {
  const worldColours = new Map(worlds.worlds.map((w) => [w.id, w.colours]))
  const cards = ref.cards
    .filter((c) => c.set === set)
    .map((c) => {
      const where = `gate-cards.json cards/${c.id}`
      const colours = (c.colours ?? []).map((x, i) => oneOf(x, COLOURS, `${where}.colours[${i}]`))
      const other = oneOf(c.other, GATE_OTHER, `${where}.other`)
      const named = [...(c.worlds ?? [])]
      for (const w of named) {
        if (!worldColours.has(w)) fail(`${where}: unknown world ${w}`)
        // A world named on a card has an encounter in the card's colour.
        for (const col of colours) if (!worldColours.get(w).includes(col)) fail(`${where}: ${w} has no ${col} encounters`)
      }
      if (other === 'shuffle-and-redraw' ? colours.length !== 0 || named.length !== 0 : colours.length !== 1) {
        fail(`${where}: a colour card has exactly one colour; the shuffle card none and names no world`)
      }
      // Innsmouth single-world cards: their Other entry says "discard and draw again".
      if (other === 'draw-again' && named.length !== 1) fail(`${where}: a draw-again card names exactly one world`)
      return { id: c.id, set, colours, worlds: named, other, confidence: confidence(c.confidence, where) }
    })
  const ids = new Set(cards.map((c) => c.id))
  if (ids.size !== cards.length) fail('gate-cards.json: duplicate card id')
  return { cards }
}

/**
 * The neighbourhood decks (rulebook «Faza III: Spotkania w Arkham»): the cards of one set. The
 * Innsmouth set adds 4 cards to each Arkham deck and the three Innsmouth decks («Przygotowanie talii»).
 */
function buildLocationCards(ref, neighbourhoods, set = SET) {
  const hoods = new Set(neighbourhoods.map((n) => n.id))
  const cards = ref.cards
    .filter((c) => c.set === set)
    .map((c) => {
      const where = `location-cards.json cards/${c.id}`
      if (!hoods.has(c.neighbourhood)) fail(`${where}: unknown neighbourhood ${c.neighbourhood}`)
      return { id: c.id, set, neighbourhood: c.neighbourhood, confidence: confidence(c.confidence, where) }
    })
  const ids = new Set(cards.map((c) => c.id))
  if (ids.size !== cards.length) fail('location-cards.json: duplicate card id')
  return { cards }
}

// ---------------------------------------------------------------------------------------------
// sources.json (provenance; our own short notes, structured lists computed from the reference)

function referenceDisagreements(refs) {
  const out = []
  for (const c of refs.mythos.json.cards.filter((x) => x.set === SET)) {
    for (const d of c.disagreements ?? []) {
      out.push({ file: 'mythos.json', id: c.id, field: d.field, sources: Object.keys(d.values ?? {}).sort(), resolvedTo: d.resolution ?? null })
    }
  }
  for (const d of refs.monsters.json.disagreements ?? []) {
    const m = refs.monsters.json.monsters.find((x) => x.id === d.monster)
    if (!m || m.set !== SET) continue
    out.push({ file: 'monsters.json', id: d.monster, field: d.field, sources: ['kingnak', 'lunboks'], resolvedTo: d.resolution ?? null })
  }
  return out
}

function belowHigh(data) {
  const out = []
  const scan = (collection, list) => {
    for (const x of list) if (x.confidence !== 'high') out.push({ collection, id: x.id, confidence: x.confidence })
  }
  scan('spaces', data.board.spaces)
  scan('worlds', data.worlds.worlds)
  scan('gateMarkers', data.worlds.gateMarkers)
  scan('monsters', data.monsters.monsters)
  scan('mythos', data.mythos.cards)
  scan('ancientOnes', data.ancientOnes.ancientOnes)
  scan('allies', data.allies.allies)
  scan('decks', data.decks.decks)
  return out
}

function buildSources(refs, data, seedChecked) {
  const refFiles = {}
  for (const [key, file] of Object.entries(REFERENCE_FILES)) refFiles[file] = { sha256: refs[key].sha256 }
  refFiles['polish-names.json'] = { sha256: polishNames().sha256 }
  return {
    about:
      'Provenance of rules-data/ah2e (AH2e base game only). Generated by scripts/build-rules-data.mjs from the cross-checked facts reference; do not edit by hand.',
    reference: { dir: '../shared/reference/ah2e', files: refFiles },
    outputs: {
      'board.json': {
        from: ['board-arkham.json'],
        notes: [
          'Adjacency and both arrow colours: two independent engine codebases agree edge for edge.',
          'Unstable flag: the 11 red-diamond locations (two sources; the rulebook gives the count 11).',
          'Sky: adjacent is [] on purpose; the rule "adjacent to every street" is applied in code.',
          'Shop closures (terror 3/6/9) and where occupants go match the rulebook section «Tor paniki».',
          'Jail Cell and Inner Sanctum are kind "special" on the Arkham board with no movement lines; the Inner Sanctum is reached through the Silver Twilight Lodge with a membership (medium confidence).',
        ],
      },
      'worlds.json': {
        from: ['other-worlds.json'],
        notes: [
          'Encounter colours: two engines agree; the rulebook confirms City of the Great Race = green + yellow.',
          'Gate markers: one source only (medium). Each reference marker with count 2 is expanded into gate-<world>-1 and gate-<world>-2.',
          'Yuggoth modifier: kept at -2 (two sources); one other table says +1. Check the physical marker.',
        ],
      },
      'monsters.json': {
        from: ['monsters.json'],
        notes: [
          'Base set only (Innsmouth roster is incomplete in the reference and is left out).',
          'Chthonian count 2 (not 3) so the total is the rulebook 60; Dimensional Shambler = square/fast per the rulebook movement example.',
          'Ability keywords are not carried over (not part of MonsterKind).',
        ],
      },
      'mythos.json': {
        from: ['mythos.json'],
        notes: [
          'No card text: title (as identifier), type, gate, clues, movement symbols and marker places only.',
          'Per-field majority vote of independent lineages in the reference; see disagreements.',
          'Happy Days are Here Again: white box resolved to square+diamond (medium); one lineage adds a triangle. Check the physical card.',
          'The Story Continues…: no gate, no movement (white/black empty), reshuffles the Mythos deck.',
        ],
      },
      'ancient-ones.json': {
        from: ['ancient-ones.json'],
        notes: [
          'Base doom tracks agree across three sources; Azathoth 14 is also in the rulebook scoring example.',
          'awakeningEndsGame from tag "awakening-ends-game"; masksInCup from tag "mask-monsters-in-cup".',
          'Hastur combat rating stored as "variable"; Azathoth as null.',
        ],
      },
      'allies.json': { from: ['decks.json'], notes: ['The 11 base Ally cards (two sources agree on the names); ids are kebab-case of the English name.'] },
      'decks.json': {
        from: ['decks.json'],
        notes: [
          'Base deck sizes from the component lists of the EN and PL rulebooks (they agree).',
          'Unique items and spells are medium only because their per-card breakdown has one source; the deck sizes themselves are in the rulebook.',
        ],
      },
    },
    referenceDisagreements: referenceDisagreements(refs),
    gaps: [
      'Gate-marker modifiers and symbols: single source; verify against the physical markers.',
      'Happy Days are Here Again white box: verify against the physical card.',
      'Innsmouth data (board, monsters, mythos, ancient ones) is not built here.',
      'Monster ability keywords, awareness, horror and combat ratings are not in rules-data.',
    ],
    plNamesAdded: PL_ADDED.map((a) => ({ collection: a.collection, id: a.id, pl: a.pl, seed: a.seed, line: a.line, quote: a.quote, why: a.why })),
    plNamesCheckedAgainstSeed: seedChecked,
    ...nameProvenance(BASE_NAMES),
    belowHighConfidence: belowHigh(data),
  }
}

// =============================================================================================
// Innsmouth Horror (rules-data/innsmouth/*.json)
//
// Same rules as the base build: facts only, never invented. Where the reference stores null for a
// fact (street connections, arrows, vortex positions, monster symbols...) the output keeps null and
// the entry gets confidence 'unknown', so the app asks the owner of the box; the reference's own
// confidence in what *is* known (name, kind, neighbourhood, count...) is kept as identityConfidence.

const INNSMOUTH = 'innsmouth'
const INNSMOUTH_SEED = '003_dd7a9e60678b1bc5.txt'

/** Polish names for Innsmouth components the reference left as null. None found so far (see docs/data-notes.md). */
const INNSMOUTH_PL_ADDED = [
  {
    collection: 'spaces',
    id: 'innsmouth-jail-cell',
    pl: 'Więzienna cela (Więzienie Innsmouth)',
    seed: INNSMOUTH_SEED,
    line: 388,
    quote: 'Więzienia Innsmouth zamiast na Posterunek Policji',
    why: 'Section «Aresztowanie w Innsmouth»: arrested investigators go to the Innsmouth Jail instead of the Police Station, whose cell the base rulebook calls «Więzienna cela» («ARESZTOWANI BADACZE»). The cell of the Innsmouth Jail is named with both attested names, as the English name does.',
  },
]
const INNSMOUTH_NAMES = nameContext(INNSMOUTH_PL_ADDED)

/**
 * Places where the Polish Innsmouth rulebook (the authority) settles a fact the reference left open.
 * Each quote is checked on its line of the seed when the seed is available.
 */
const INNSMOUTH_RULEBOOK_DECISIONS = [
  {
    file: 'innsmouth-board.json',
    id: 'joe-sargents',
    field: 'kind',
    reference: 'special',
    value: 'location',
    seed: INNSMOUTH_SEED,
    quotes: [
      { line: 459, quote: 'przesuwa się na obszar ze stacją w' },
      { line: 460, quote: 'czyli na Usługi Przewozowe Joego Sargenta' },
      { line: 462, quote: 'inny obszar Innsmouth' },
    ],
    why: 'Section «Podróż między miastami»: Joe Diamond moves "na obszar ze stacją w Innsmouth, czyli na Usługi Przewozowe Joego Sargenta" and from there "na inny obszar Innsmouth". «obszar» is the rulebook word for a location (cf. «Zaułek Konowała jest polem ulicy, a nie obszarem»). The reference left the kind unresolved ("special", low). Its neighbourhood stays unknown: no Innsmouth location deck has an encounter for it.',
  },
]

const INNSMOUTH_SPACE_KINDS = ['street', 'location', 'special']
const REACHABLE_ONLY_BY = { 'aquatic-movement': 'aquatic' }

function verifyInnsmouthDecisions() {
  const checked = []
  for (const d of INNSMOUTH_RULEBOOK_DECISIONS) {
    const file = path.join(seedsDir, d.seed)
    if (!existsSync(file)) {
      console.warn(`warn: ${d.seed} not found in ${seedsDir}; rulebook decision ${d.id}.${d.field} not re-checked`)
      continue
    }
    const lines = readFileSync(file, 'utf8').split('\n')
    for (const q of d.quotes) {
      if (!(lines[q.line - 1] ?? '').includes(q.quote)) fail(`${d.seed}:${q.line} does not contain "${q.quote}" (decision ${d.id}.${d.field})`)
    }
    checked.push(`${d.id}.${d.field}`)
  }
  return checked
}

function decision(file, id, field, refValue) {
  const d = INNSMOUTH_RULEBOOK_DECISIONS.find((x) => x.file === file && x.id === id && x.field === field)
  if (!d) return refValue
  if (d.reference !== refValue) fail(`${file} ${id}.${field}: reference now says ${JSON.stringify(refValue)}, decision expects ${JSON.stringify(d.reference)}; review the decision`)
  return d.value
}

function idList(list, where) {
  if (!Array.isArray(list)) fail(`${where}: expected an array of ids`)
  for (const id of list) if (typeof id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail(`${where}: bad id ${JSON.stringify(id)}`)
  return [...list]
}

/** `confidence` + `identityConfidence` for an entry with the given unknown (null) facts. */
function withUnknowns(entry, unknownFields, refConfidence, where) {
  const known = confidence(refConfidence, where)
  if (unknownFields.length === 0) return { ...entry, confidence: known }
  return { ...entry, confidence: 'unknown', identityConfidence: known }
}

// ---------------------------------------------------------------------------------------------
// innsmouth/board.json

function buildInnsmouthBoard(ref, baseBoard, unknownFacts) {
  const file = 'innsmouth-board.json'
  const neighbourhoods = ref.neighbourhoods.map((n) => {
    const where = `${file} neighbourhoods/${n.id}`
    if (!Number.isInteger(n.fedsRaidSpaces) || n.fedsRaidSpaces < 1) fail(`${where}: fedsRaidSpaces must be a positive integer`)
    const out = {
      id: n.id,
      name: localName(n.name, 'neighbourhoods', n.id, INNSMOUTH_NAMES),
      board: INNSMOUTH,
      streetId: n.streetId,
      locationIds: idList(n.locationIds, `${where}.locationIds`),
    }
    if (n.otherStreetAreas?.length) out.otherStreetIds = idList(n.otherStreetAreas, `${where}.otherStreetAreas`)
    out.fedsRaidSpaces = n.fedsRaidSpaces
    return out
  })

  const lostReturnExcluded = []
  const spaces = ref.spaces.map((s) => {
    const where = `${file} spaces/${s.id}`
    const kind = oneOf(decision(file, s.id, 'kind', s.kind), INNSMOUTH_SPACE_KINDS, `${where}.kind`)
    let adjacent
    if (Array.isArray(s.adjacent)) adjacent = idList(s.adjacent, `${where}.adjacent`)
    else if (s.adjacent === null) adjacent = null
    else fail(`${where}: adjacent must be an array or null`)
    const stability = s.stability ?? null
    if (stability !== null) oneOf(stability, ['stable', 'unstable'], `${where}.stability`)
    if (kind !== 'location' && stability === 'unstable') fail(`${where}: only locations can be unstable`)
    const white = s.monsterMovement?.white ?? null
    const black = s.monsterMovement?.black ?? null
    const unknown = []
    // A special space (the jail cell) has no movement lines and no arrows, as on the Arkham board;
    // for streets and locations a null here is a gap in the reference, not "none".
    if (kind !== 'special') {
      if (adjacent === null) unknown.push('adjacent')
      if (white === null) unknown.push('white')
      if (black === null) unknown.push('black')
      if ((s.neighbourhood ?? null) === null) unknown.push('neighbourhood')
    } else if (adjacent === null || white !== null || black !== null) {
      fail(`${where}: a special space has no movement lines and no arrows`)
    }
    const space = {
      id: s.id,
      name: localName(s.name, 'spaces', s.id, INNSMOUTH_NAMES),
      kind,
      board: INNSMOUTH,
      neighbourhood: s.neighbourhood ?? null,
      unstable: stability === 'unstable',
      adjacent,
      white,
      black,
    }
    if (typeof s.aquatic === 'boolean') space.aquatic = s.aquatic
    else if (s.aquatic !== undefined) fail(`${where}: aquatic must be a boolean`)
    if (s.reachableOnlyBy !== undefined) {
      const by = REACHABLE_ONLY_BY[s.reachableOnlyBy]
      if (!by) fail(`${where}: unexpected reachableOnlyBy ${JSON.stringify(s.reachableOnlyBy)}`)
      if (!(Array.isArray(adjacent) && adjacent.length === 0)) fail(`${where}: a space reachable only by ${by} movement has no movement lines`)
      space.reachableOnlyBy = by
    }
    if (s.martialLawModifier !== undefined) {
      if (s.martialLawModifier !== null && !Number.isInteger(s.martialLawModifier)) fail(`${where}: martialLawModifier must be an integer or null`)
      space.martialLawModifier = s.martialLawModifier
      if (s.martialLawModifier === null) unknown.push('martialLawModifier')
    }
    if (s.notAllowedAsLostInTimeAndSpaceReturn === true) lostReturnExcluded.push(s.id)
    if (unknown.length) unknownFacts.push({ collection: 'spaces', id: s.id, fields: unknown })
    // martialLawModifier alone does not make the entry unknown: it matters only under martial law
    // and the app asks for it then; it is still listed in sources.json unknownFacts.
    const gaps = unknown.filter((f) => f !== 'martialLawModifier')
    return withUnknowns(space, gaps, s.confidence, where)
  })

  // Integrity: neighbourhoods own their streets and locations; every id is known.
  const byId = new Map(spaces.map((s) => [s.id, s]))
  const baseIds = new Set(baseBoard.spaces.map((s) => s.id))
  for (const s of spaces) if (baseIds.has(s.id)) fail(`${file}: space id ${s.id} is also an Arkham space`)
  const listed = new Set()
  for (const n of neighbourhoods) {
    const owned = [[n.streetId, 'street'], ...(n.otherStreetIds ?? []).map((id) => [id, 'street']), ...n.locationIds.map((id) => [id, 'location'])]
    for (const [id, kind] of owned) {
      const s = byId.get(id)
      if (!s || s.kind !== kind || s.neighbourhood !== n.id) fail(`${file} neighbourhoods/${n.id}: ${id} is not a ${kind} of ${n.id}`)
      if (listed.has(id)) fail(`${file}: ${id} listed twice`)
      listed.add(id)
    }
  }
  for (const s of spaces) {
    if (s.kind !== 'special' && s.neighbourhood !== null && !listed.has(s.id)) fail(`${file}: ${s.id} is not listed by its neighbourhood`)
    for (const id of [...(s.adjacent ?? []), s.white, s.black]) if (id !== null && !byId.has(id) && !baseIds.has(id)) fail(`${file} ${s.id}: unknown space ${id}`)
  }

  const rising = ref.tracks?.deepOnesRising?.spaces
  const feds = ref.tracks?.fedsRaid?.spaces
  if (!Number.isInteger(rising) || !Number.isInteger(feds)) fail(`${file}: tracks.deepOnesRising.spaces / tracks.fedsRaid.spaces must be integers`)
  const fedsSum = neighbourhoods.reduce((sum, n) => sum + n.fedsRaidSpaces, 0)
  if (fedsSum !== feds) fail(`${file}: fedsRaidSpaces add up to ${fedsSum}, the track has ${feds}`)
  for (const [id, n] of Object.entries(ref.tracks.fedsRaid.spacesPerNeighbourhood ?? {})) {
    if (neighbourhoods.find((x) => x.id === id)?.fedsRaidSpaces !== n) fail(`${file}: tracks.fedsRaid.spacesPerNeighbourhood.${id} disagrees with the neighbourhood`)
  }

  const positions = ref.vortexes?.positions
  const vortices = positions === null || positions === undefined ? null : idList(positions, `${file} vortexes.positions`)
  if (vortices === null) unknownFacts.push({ collection: 'board', id: 'vortices', fields: ['count', 'positions'] })

  const known = (id, where) => {
    if (!byId.has(id) && !baseIds.has(id)) fail(`${file} ${where}: unknown space ${id}`)
    return id
  }
  return {
    neighbourhoods,
    spaces,
    tracks: { deepOnesRising: rising, fedsRaid: feds },
    vortices,
    arrestDestination: known(ref.arrestDestination, 'arrestDestination'),
    depots: idList(ref.travel?.depots, `${file} travel.depots`).map((id) => known(id, 'travel.depots')),
    arkhamAquaticLocations: idList(ref.arkhamAquaticLocations, `${file} arkhamAquaticLocations`).map((id) => {
      if (baseBoard.spaces.find((s) => s.id === id)?.kind !== 'location') fail(`${file} arkhamAquaticLocations: ${id} is not an Arkham location`)
      return id
    }),
    lostInTimeAndSpaceReturnExcluded: lostReturnExcluded,
  }
}

// ---------------------------------------------------------------------------------------------
// innsmouth/monsters.json

function buildInnsmouthMonsters(ref, baseMonsters, unknownFacts) {
  const monsters = ref.monsters
    .filter((m) => m.set === INNSMOUTH)
    .map((m) => {
      const where = `monsters.json monsters/${m.id}`
      if (m.count !== null && (!Number.isInteger(m.count) || m.count < 1)) fail(`${where}: count must be a positive integer or null`)
      const entry = {
        id: m.id,
        name: localName(m.name, 'monsters', m.id, INNSMOUTH_NAMES),
        set: INNSMOUTH,
        dimension: m.dimension === null ? null : oneOf(m.dimension, SYMBOLS, `${where}.dimension`),
        movement: m.movement === null ? null : oneOf(m.movement, MOVEMENTS, `${where}.movement`),
        count: m.count,
        mask: m.flags?.mask === true,
        endless: m.flags?.endless === true,
        spawn: m.flags?.spawn === true,
      }
      const unknown = ['dimension', 'movement', 'count'].filter((f) => entry[f] === null)
      if (unknown.length) unknownFacts.push({ collection: 'monsters', id: m.id, fields: unknown })
      return withUnknowns(entry, unknown, m.confidence, where)
    })
  // Named in the sources but with nothing else known: kept with every fact null (never filled in).
  for (const n of ref.innsmouthNamedUnquantified ?? []) {
    const id = kebab(n.name)
    const where = `monsters.json innsmouthNamedUnquantified/${id}`
    if (n.count !== null || n.dimension !== null || n.movement !== null) fail(`${where}: has facts now; move it to monsters[]`)
    if (!String(n.set).startsWith(INNSMOUTH)) fail(`${where}: not an Innsmouth monster`)
    monsters.push({
      id,
      name: localName(n.name, 'monsters', id, INNSMOUTH_NAMES),
      set: INNSMOUTH,
      dimension: null,
      movement: null,
      count: null,
      // Taken "from the monster cup" (Innsmouth Look card): a cup monster, so neither Mask nor spawn.
      mask: false,
      endless: false,
      spawn: false,
      confidence: 'unknown',
    })
    unknownFacts.push({ collection: 'monsters', id, fields: ['dimension', 'movement', 'count'] })
  }
  const baseIds = new Set(baseMonsters.monsters.map((m) => m.id))
  const ids = new Set()
  for (const m of monsters) {
    if (baseIds.has(m.id) || ids.has(m.id)) fail(`monsters.json: duplicate monster id ${m.id}`)
    ids.add(m.id)
  }

  const t = ref.totals?.innsmouth
  for (const k of ['tokensExpected', 'masksExpected', 'spawnExpected', 'cupExpected']) {
    if (!Number.isInteger(t?.[k])) fail(`monsters.json totals.innsmouth.${k} must be an integer`)
  }
  if (t.masksExpected + t.spawnExpected + t.cupExpected !== t.tokensExpected) fail('monsters.json totals.innsmouth: masks + spawn + cup != tokens')
  const identified = monsters.reduce((sum, m) => sum + (m.count ?? 0), 0)
  if (identified !== t.tokensIdentified) fail(`monsters.json totals.innsmouth.tokensIdentified ${t.tokensIdentified}, counted ${identified}`)
  const complete = identified === t.tokensExpected && monsters.every((m) => m.confidence !== 'unknown')
  if (complete !== (t.complete === true)) fail('monsters.json totals.innsmouth.complete disagrees with the roster')
  if (!complete) unknownFacts.push({ collection: 'monsters', id: 'roster', fields: ['masks', 'cup'] })
  return {
    monsters,
    totals: { tokens: t.tokensExpected, masks: t.masksExpected, spawn: t.spawnExpected, cup: t.cupExpected, identified },
    complete,
  }
}

// ---------------------------------------------------------------------------------------------
// innsmouth/mythos.json

function buildInnsmouthMythos(ref, spaceIds, arkhamIds, unknownFacts) {
  const cards = ref.cards
    .filter((c) => c.set === INNSMOUTH)
    .map((c) => {
      const where = `mythos.json cards/${c.id}`
      const card = mythosEntry(c, INNSMOUTH, INNSMOUTH_NAMES)
      const { confidence: conf, ...rest } = card
      const out = { ...rest }
      if (c.doomTokensInsteadOfGate !== undefined) {
        if (!Number.isInteger(c.doomTokensInsteadOfGate) || card.gateMode !== 'none') fail(`${where}: doomTokensInsteadOfGate needs an integer and gate mode none`)
        out.doomTokensInsteadOfGate = c.doomTokensInsteadOfGate
      }
      if (c.unverifiedSecondLocation !== undefined) {
        const list = idList(c.unverifiedSecondLocation, `${where}.unverifiedSecondLocation`)
        if (list.length !== 1) fail(`${where}: expected exactly one unverifiedSecondLocation`)
        if (!arkhamIds.has(list[0])) fail(`${where}: unverifiedSecondLocation ${list[0]} is not an Arkham space`)
        if (card.clues.includes(list[0])) fail(`${where}: ${list[0]} is both a clue and the unverified second location`)
        out.secondLocationUnverified = list[0]
      }
      if (card.gate !== null && !spaceIds.has(card.gate)) fail(`${where}: unknown gate location ${card.gate}`)
      for (const id of card.clues) if (!spaceIds.has(id)) fail(`${where}: unknown clue location ${id}`)
      const unknown = []
      if (card.activity === null) unknown.push('activity')
      if (card.closed === null) unknown.push('closed')
      if (unknown.length) unknownFacts.push({ collection: 'mythos', id: c.id, fields: unknown })
      // Confidence as the reference gives it: the marker places are unknown for the whole set.
      return { ...out, confidence: conf }
    })
  return { cards }
}

// ---------------------------------------------------------------------------------------------
// innsmouth/ancient-ones.json + innsmouth/decks.json

function buildInnsmouthAncientOnes(ref, baseAncientOnes) {
  const ancientOnes = ref.ancientOnes.filter((a) => a.set === INNSMOUTH).map((a) => ancientOneEntry(a, INNSMOUTH, INNSMOUTH_NAMES))
  const heralds = (ref.heralds ?? [])
    .filter((h) => h.set === INNSMOUTH)
    .map((h) => ({
      id: h.id,
      name: localName(h.name, 'heralds', h.id, INNSMOUTH_NAMES),
      confidence: confidence(h.confidence, `ancient-ones.json heralds/${h.id}`),
    }))
  const baseIds = new Set(baseAncientOnes.ancientOnes.map((a) => a.id))
  for (const a of ancientOnes) if (baseIds.has(a.id)) fail(`ancient-ones.json: ${a.id} is also a base Ancient One`)
  return { ancientOnes, heralds }
}

function buildInnsmouthDecks(ref, baseDecks) {
  const baseIds = new Set(baseDecks.decks.map((d) => d.id))
  const decks = ref.decks
    .filter((d) => d.set === INNSMOUTH)
    .map((d) => {
      const where = `decks.json decks/${d.id}`
      if (!Number.isInteger(d.count) || d.count < 1) fail(`${where}: count must be a positive integer`)
      if (baseIds.has(d.id)) fail(`${where}: id is also a base deck`)
      const out = { id: d.id, set: INNSMOUTH, count: d.count }
      if (d.addsTo !== undefined) {
        if (!baseIds.has(d.addsTo)) fail(`${where}: addsTo ${d.addsTo} is not a base deck`)
        out.addsTo = d.addsTo
      }
      out.confidence = confidence(d.confidence, where)
      return out
    })
  const t = ref.totals?.innsmouth
  const sum = (group) => ref.decks.filter((d) => d.set === INNSMOUTH && d.group === group).reduce((s, d) => s + d.count, 0)
  if (t && (sum('investigator') !== t.investigatorCards || sum('ancient-one') !== t.ancientOneCards)) {
    fail('decks.json: Innsmouth deck sizes do not add up to totals.innsmouth')
  }
  return { decks }
}

// ---------------------------------------------------------------------------------------------
// innsmouth/sources.json

function buildInnsmouthSources(refs, data, decisionsChecked, unknownFacts) {
  const files = {}
  for (const [file, r] of Object.entries({ ...refs, 'polish-names.json': polishNames() }).sort(([a], [b]) => (a < b ? -1 : 1))) files[file] = { sha256: r.sha256 }
  const below = []
  const scan = (collection, list) => {
    for (const x of list) if (x.confidence !== 'high') below.push({ collection, id: x.id, confidence: x.confidence })
  }
  scan('spaces', data.board.spaces)
  scan('monsters', data.monsters.monsters)
  scan('mythos', data.mythos.cards)
  scan('ancientOnes', data.ancientOnes.ancientOnes)
  scan('heralds', data.ancientOnes.heralds)
  scan('decks', data.decks.decks)
  return {
    about:
      'Provenance of rules-data/innsmouth (Innsmouth Horror). Generated by scripts/build-rules-data.mjs from the cross-checked facts reference; do not edit by hand.',
    reference: { dir: '../shared/reference/ah2e', files },
    rulebookDecisions: INNSMOUTH_RULEBOOK_DECISIONS.map((d) => ({
      file: d.file,
      id: d.id,
      field: d.field,
      reference: d.reference,
      value: d.value,
      seed: d.seed,
      lines: d.quotes.map((q) => q.line),
      why: d.why,
    })),
    rulebookDecisionsCheckedAgainstSeed: decisionsChecked,
    plNamesAdded: INNSMOUTH_PL_ADDED.map((a) => ({ collection: a.collection, id: a.id, pl: a.pl, seed: a.seed, line: a.line, quote: a.quote, why: a.why })),
    plNamesCheckedAgainstSeed: verifyAdditionsAgainstSeeds(INNSMOUTH_PL_ADDED),
    ...nameProvenance(INNSMOUTH_NAMES),
    unknownFacts,
    belowHighConfidence: below,
  }
}

function buildInnsmouth(base) {
  const refs = {}
  for (const file of ['innsmouth-board.json', 'monsters.json', 'mythos.json', 'ancient-ones.json', 'decks.json', 'gate-cards.json', 'location-cards.json']) refs[file] = readReference(file)
  const unknownFacts = []
  const board = buildInnsmouthBoard(refs['innsmouth-board.json'].json, base.board, unknownFacts)
  const monsters = buildInnsmouthMonsters(refs['monsters.json'].json, base.monsters, unknownFacts)
  const allSpaceIds = new Set([...base.board.spaces, ...board.spaces].map((s) => s.id))
  const arkhamIds = new Set(base.board.spaces.map((s) => s.id))
  const mythos = buildInnsmouthMythos(refs['mythos.json'].json, allSpaceIds, arkhamIds, unknownFacts)
  const ancientOnes = buildInnsmouthAncientOnes(refs['ancient-ones.json'].json, base.ancientOnes)
  const decks = buildInnsmouthDecks(refs['decks.json'].json, base.decks)
  const unused = INNSMOUTH_PL_ADDED.filter((a) => !INNSMOUTH_NAMES.used.has(a))
  if (unused.length) fail(`INNSMOUTH_PL_ADDED entries match no component: ${unused.map((a) => `${a.collection}/${a.id}`).join(', ')}`)
  const gateCards = buildGateCards(refs['gate-cards.json'].json, base.worlds, 'innsmouth')
  const locationCards = buildLocationCards(refs['location-cards.json'].json, [...base.board.neighbourhoods, ...board.neighbourhoods], 'innsmouth')
  const data = { board, monsters, mythos, ancientOnes, decks, gateCards, locationCards }
  return { ...data, sources: buildInnsmouthSources(refs, data, verifyInnsmouthDecisions(), unknownFacts) }
}

// ---------------------------------------------------------------------------------------------

const REFERENCE_FILES = {
  board: 'board-arkham.json',
  worlds: 'other-worlds.json',
  monsters: 'monsters.json',
  mythos: 'mythos.json',
  ancientOnes: 'ancient-ones.json',
  decks: 'decks.json',
}

function write(file, value, dir = outDir) {
  const full = path.join(dir, file)
  writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`, 'utf8')
  return path.relative(repoRoot, full)
}

function main() {
  const refs = {}
  for (const [key, file] of Object.entries(REFERENCE_FILES)) refs[key] = readReference(file)

  const data = {
    board: buildBoard(refs.board.json),
    worlds: buildWorlds(refs.worlds.json),
    monsters: buildMonsters(refs.monsters.json),
    mythos: buildMythos(refs.mythos.json),
    ancientOnes: buildAncientOnes(refs.ancientOnes.json),
    allies: buildAllies(refs.decks.json),
    decks: buildDecks(refs.decks.json),
  }
  const unused = PL_ADDED.filter((a) => !usedAdditions.has(a))
  if (unused.length) fail(`PL_ADDED entries match no component: ${unused.map((a) => `${a.collection}/${a.id}`).join(', ')}`)
  const seedChecked = verifyAdditionsAgainstSeeds()
  // Built before anything is written, so a failing Innsmouth check leaves no half-written output.
  const innsmouth = buildInnsmouth(data)
  const unusedNames = unusedTableEntries()
  if (unusedNames.length) fail(`scripts/data/ah2e-polish-names.json entries match no component: ${unusedNames.join(', ')}`)

  mkdirSync(outDir, { recursive: true })
  const written = [
    write('board.json', data.board),
    write('worlds.json', data.worlds),
    write('monsters.json', data.monsters),
    write('mythos.json', data.mythos),
    write('ancient-ones.json', data.ancientOnes),
    write('allies.json', data.allies),
    write('decks.json', data.decks),
    write('sources.json', buildSources(refs, data, seedChecked)),
    write('gate-cards.json', buildGateCards(readReference('gate-cards.json').json, data.worlds)),
    write('location-cards.json', buildLocationCards(readReference('location-cards.json').json, data.board.neighbourhoods)),
  ]

  mkdirSync(innsmouthOutDir, { recursive: true })
  written.push(
    write('board.json', innsmouth.board, innsmouthOutDir),
    write('monsters.json', innsmouth.monsters, innsmouthOutDir),
    write('mythos.json', innsmouth.mythos, innsmouthOutDir),
    write('ancient-ones.json', innsmouth.ancientOnes, innsmouthOutDir),
    write('decks.json', innsmouth.decks, innsmouthOutDir),
    write('gate-cards.json', innsmouth.gateCards, innsmouthOutDir),
    write('location-cards.json', innsmouth.locationCards, innsmouthOutDir),
    write('sources.json', innsmouth.sources, innsmouthOutDir),
  )
  console.log(`rules-data: wrote ${written.length} files from ${refDir}`)
  for (const f of written) console.log(`  ${f}`)
}

try {
  main()
} catch (e) {
  if (e instanceof BuildError) {
    console.error(`build-rules-data: ${e.message}`)
    process.exit(1)
  }
  throw e
}
