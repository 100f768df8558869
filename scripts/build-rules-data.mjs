#!/usr/bin/env node
// Builds rules-data/ah2e/*.json (base game only) from the cross-checked facts reference.
//
//   npm run data:build
//
// Inputs : ../shared/reference/ah2e/*.json  (override: AH2E_REFERENCE_DIR)
//          ../shared/seeds/*.txt            (override: AH2E_SEEDS_DIR; only used to verify the
//                                            Polish names added below, skipped when absent)
// Output : rules-data/ah2e/*.json           (override: AH2E_OUT_DIR, used by the tests)
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

const usedAdditions = new Set()
const plFallbacks = []

/** `{en, pl|null}` from the reference -> LocalName; null `pl` falls back to English unless PL_ADDED has it. */
function localName(refName, collection, id) {
  const en = typeof refName === 'string' ? refName : refName?.en
  if (!en) fail(`${collection}/${id}: missing English name`)
  const refPl = typeof refName === 'string' ? null : refName.pl
  const added = PL_ADDED.find((a) => a.collection === collection && a.id === id)
  if (added) usedAdditions.add(added)
  if (refPl) {
    if (added) fail(`${collection}/${id}: reference already has pl "${refPl}", drop the PL_ADDED entry`)
    return { en, pl: refPl, plAttested: true }
  }
  if (added) return { en, pl: added.pl, plAttested: true }
  plFallbacks.push(`${collection}/${id}`)
  return { en, pl: en, plAttested: false }
}

function verifyAdditionsAgainstSeeds() {
  const checked = []
  for (const a of PL_ADDED) {
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
  const cards = ref.cards
    .filter((c) => c.set === SET)
    .map((c) => {
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
        set: SET,
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
    })
  return { cards }
}

// ---------------------------------------------------------------------------------------------
// ancient-ones.json

function buildAncientOnes(ref) {
  const ancientOnes = ref.ancientOnes
    .filter((a) => a.set === SET)
    .map((a) => {
      const where = `ancient-ones.json ancientOnes/${a.id}`
      if (!Number.isInteger(a.doomTrack) || a.doomTrack < 1) fail(`${where}: doomTrack must be a positive integer`)
      const cm = a.combatModifier
      if (!(cm === null || cm === 'variable' || Number.isInteger(cm))) fail(`${where}: combatModifier must be an integer, "variable" or null`)
      const tags = [...(a.tags ?? [])]
      return {
        id: a.id,
        name: localName(a.name, 'ancientOnes', a.id),
        set: SET,
        doomTrack: a.doomTrack,
        combatModifier: cm,
        awakeningEndsGame: tags.includes('awakening-ends-game'),
        masksInCup: tags.includes('mask-monsters-in-cup'),
        tags,
        confidence: confidence(a.confidence, where),
      }
    })
  return { ancientOnes }
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
function buildGateCards(ref, worlds) {
  const worldColours = new Map(worlds.worlds.map((w) => [w.id, w.colours]))
  const cards = ref.cards
    .filter((c) => c.set === SET)
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
      return { id: c.id, set: SET, colours, worlds: named, other, confidence: confidence(c.confidence, where) }
    })
  const ids = new Set(cards.map((c) => c.id))
  if (ids.size !== cards.length) fail('gate-cards.json: duplicate card id')
  return { cards }
}

/** The nine neighbourhood decks (rulebook «Faza III: Spotkania w Arkham»), base cards only. */
function buildLocationCards(ref, board) {
  const hoods = new Set(board.neighbourhoods.map((n) => n.id))
  const cards = ref.cards
    .filter((c) => c.set === SET)
    .map((c) => {
      const where = `location-cards.json cards/${c.id}`
      if (!hoods.has(c.neighbourhood)) fail(`${where}: unknown neighbourhood ${c.neighbourhood}`)
      return { id: c.id, set: SET, neighbourhood: c.neighbourhood, confidence: confidence(c.confidence, where) }
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
    plFallbackToEnglish: [...plFallbacks].sort(),
    belowHighConfidence: belowHigh(data),
  }
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

function write(file, value) {
  const full = path.join(outDir, file)
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
    write('location-cards.json', buildLocationCards(readReference('location-cards.json').json, data.board)),
  ]
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
