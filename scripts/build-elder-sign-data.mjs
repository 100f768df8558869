#!/usr/bin/env node
// Builds rules-data/elder-sign/*.json (Elder Sign base game, Polish revised edition
// «Znak Starszych Bogów») from the cross-checked facts reference.
//
//   node scripts/build-elder-sign-data.mjs
//
// Inputs : <repo>/../shared/reference/elder-sign/*.json   (override: ES_REFERENCE_DIR)
//          <repo>/../shared/seeds/001_674eac44efd87137.txt (override: ES_SEEDS_DIR; only used to
//                                                            verify the Polish names, skipped when absent)
// Output : rules-data/elder-sign/*.json                    (override: ES_OUT_DIR, used by the tests)
//
// The paths are resolved from this script's own location, so a clean clone placed beside
// `shared/` builds the same files. Plain Node ESM, no dependencies. The output is deterministic
// (no timestamps, stable key order). Facts only: ids, names, numbers, symbols and neutral tags;
// no card text or flavour text is read or written. `null` always means "unknown".
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PL_TRANSLATED } from './elder-sign-polish-names.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const refDir = process.env.ES_REFERENCE_DIR
  ? path.resolve(process.env.ES_REFERENCE_DIR)
  : path.resolve(repoRoot, '../shared/reference/elder-sign')
const seedsDir = process.env.ES_SEEDS_DIR ? path.resolve(process.env.ES_SEEDS_DIR) : path.resolve(repoRoot, '../shared/seeds')
const outDir = process.env.ES_OUT_DIR ? path.resolve(process.env.ES_OUT_DIR) : path.resolve(repoRoot, 'rules-data/elder-sign')

const SEED = '001_674eac44efd87137.txt'
const CONFIDENCES = ['high', 'medium', 'low']
const COLOURS = ['green', 'yellow', 'red']
const REQUIREMENT_KINDS = ['investigation', 'lore', 'peril', 'terror']
const REWARD_KEYS = ['clue', 'commonItem', 'uniqueItem', 'spell', 'ally', 'elderSign', 'otherWorld', 'monster', 'doom', 'sanity', 'stamina']
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Investigator ability tags that change a rule the engine enforces, mapped to the engine's flag.
 * Every other tag stays a neutral hint for the players (the ability is theirs to apply).
 */
const RULE_FLAGS = {
  'may-complete-multiple-tasks-per-roll': 'multiple-tasks-per-roll',
  'own-turn:may-use-locked-dice(relocked-at-end-of-turn)': 'uses-locked-dice',
  'own-turn:monsters-cannot-appear': 'no-monsters-on-own-turn',
  'immune-to-terror-effects': 'immune-to-terror-effects',
  'ignore-mythos-ongoing-effects': 'ignores-mythos-ongoing-effects',
}

/** Ancient One tags the engine reads. */
const AO_AWAKENING_LOSES = 'awakening-ends-game-investigators-lose'
const AO_MASKS = 'setup:mask-monsters-into-cup'

/**
 * Polish names stored in the data, each with the line of the Polish rulebook that attests it
 * (`quote` is the exact, possibly declined or OCR-damaged, form on that line). The build checks
 * every one when the seed is available. A component not in this table gets our translation from
 * ./elder-sign-polish-names.mjs, flagged `plAttested: false` (the reference's `pl: null`).
 */
const PL_ATTESTED = [
  { collection: 'faces', id: 'investigation-1', pl: 'Śledztwo', line: 309, quote: 'Śledztwo' },
  { collection: 'faces', id: 'investigation-2', pl: 'Śledztwo', line: 313, quote: 'Śledztwa' },
  { collection: 'faces', id: 'investigation-3', pl: 'Śledztwo', line: 317, quote: 'Śledztwa' },
  { collection: 'faces', id: 'investigation-4', pl: 'Śledztwo', line: 628, quote: '4 Śledztwa' },
  { collection: 'faces', id: 'lore', pl: 'Wiedza', line: 321, quote: 'Wiedza' },
  { collection: 'faces', id: 'peril', pl: 'Niebezpieczeństwo', line: 325, quote: 'Niebezpieczeństwo' },
  { collection: 'faces', id: 'terror', pl: 'Panika', line: 329, quote: 'Panika' },
  { collection: 'faces', id: 'wildcard', pl: 'Joker', line: 618, quote: 'Jokera' },
  { collection: 'dice', id: 'green', pl: 'Zielona kość', line: 36, quote: 'zielonych kości' },
  { collection: 'dice', id: 'yellow', pl: 'Żółta kość', line: 80, quote: 'Żółta kość' },
  { collection: 'dice', id: 'red', pl: 'Czerwona kość', line: 84, quote: 'Czerwona kość' },
  { collection: 'ancientOnes', id: 'cthulhu', pl: 'Cthulhu', line: 889, quote: 'Cthulhu' },
  { collection: 'ancientOnes', id: 'nyarlathotep', pl: 'Nyarlathotep', line: 169, quote: 'Nyarlathotep' },
  { collection: 'investigators', id: 'bob-jenkins', pl: 'Bob Jenkins', line: 554, quote: 'Boba Jenkinsa' },
  { collection: 'investigators', id: 'gloria-goldberg', pl: 'Gloria Goldberg', line: 592, quote: 'Gloria Goldberg' },
  { collection: 'investigators', id: 'harvey-walters', pl: 'Harvey Walters', line: 891, quote: 'Harvey Walters' },
  { collection: 'investigators', id: 'jenny-barnes', pl: 'Jenny Barnes', line: 592, quote: 'Jenny Barnes' },
  { collection: 'investigators', id: 'mandy-thompson', pl: 'Mandy Thompson', line: 554, quote: 'Mandy Thompson' },
  { collection: 'investigators', id: 'sister-mary', pl: 'Siostra Mary', line: 592, quote: 'Siostry Mary' },
  { collection: 'entrance', id: 'first-aid', pl: 'Otrzymanie pierwszej pomocy', line: 467, quote: 'Otrzymanie pierwszej pomocy' },
  { collection: 'entrance', id: 'lost-and-found', pl: 'Przejrzenie Biura rzeczy znalezionych', line: 471, quote: 'Biura rzeczy znalezionych' },
  { collection: 'entrance', id: 'souvenir', pl: 'Zakup pamiątki', line: 472, quote: 'Zakup pam' },
  { collection: 'decks', id: 'common-items', pl: 'Przedmioty powszechne', line: 45, quote: 'Przedmiotów powszechnych' },
  { collection: 'decks', id: 'unique-items', pl: 'Przedmioty unikatowe', line: 46, quote: 'Przedmiotów unikatowych' },
  { collection: 'decks', id: 'spells', pl: 'Zaklęcia', line: 118, quote: 'Zaklęcia' },
  { collection: 'decks', id: 'allies', pl: 'Sprzymierzeńcy', line: 48, quote: 'Sprzymierzeńców' },
  { collection: 'decks', id: 'mythos', pl: 'Karty Mitów', line: 126, quote: 'Karty Mitów' },
  { collection: 'decks', id: 'ancient-ones', pl: 'Karty Przedwiecznych', line: 88, quote: 'Karty Przedwiecznych' },
  { collection: 'decks', id: 'investigators', pl: 'Karty Badaczy', line: 41, quote: 'kart Badaczy' },
  { collection: 'decks', id: 'adventures', pl: 'Karty Przygód', line: 96, quote: 'Karty Przygód' },
  { collection: 'decks', id: 'other-worlds', pl: 'Karty Przygód w Innych Światach', line: 100, quote: 'Karty Przygód w Innych Światach' },
]

function die(msg) {
  console.error(`build-elder-sign-data: ${msg}`)
  process.exit(1)
}

function load(file) {
  const p = path.join(refDir, file)
  if (!existsSync(p)) die(`missing reference file ${p} (set ES_REFERENCE_DIR)`)
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
const plOf = (collection, key, fromReference) => {
  const row = PL_ATTESTED.find((r) => r.collection === collection && r.id === key)
  if (row) return row.pl
  if (fromReference !== null && fromReference !== undefined) die(`${collection}/${key}: reference has a Polish name "${fromReference}" without a rulebook line in PL_ATTESTED`)
  return null
}
/** Our translations used by the build (`collection/id` → basis), listed in sources.json. */
const translations = []
/**
 * A component's name: `{en, pl, plAttested, plSource?}`. Polish from the rulebook where it names the
 * component (with its line), else our translation from ./elder-sign-polish-names.mjs flagged
 * `plAttested: false` (investigators' personal names stay as printed). Every component has one.
 */
const name = (collection, key, n) => {
  const pl = plOf(collection, key, n.pl)
  if (pl !== null) {
    const row = PL_ATTESTED.find((r) => r.collection === collection && r.id === key)
    return { en: n.en, pl, plAttested: true, plSource: `seeds/${SEED}:${row.line} «${row.quote}»` }
  }
  const tr = PL_TRANSLATED[`${collection}/${key}`] ?? (collection === 'investigators' ? [n.en, 'personal name, unchanged'] : null)
  if (!tr) die(`${collection}/${key}: no Polish name (neither attested nor in elder-sign-polish-names.mjs)`)
  translations.push({ collection, id: key, pl: tr[0], basis: tr[1] })
  return { en: n.en, pl: tr[0], plAttested: false }
}

function requirement(r, where) {
  const keys = Object.keys(r)
  if (keys.length !== 1 || !REQUIREMENT_KINDS.includes(keys[0])) die(`${where}: unknown requirement ${JSON.stringify(r)}`)
  const n = r[keys[0]]
  if (!Number.isInteger(n) || n < 1) die(`${where}: bad requirement value ${JSON.stringify(r)}`)
  if (keys[0] !== 'investigation' && n !== 1) die(`${where}: a ${keys[0]} symbol needs one die ${JSON.stringify(r)}`)
  return { [keys[0]]: n }
}

function counts(map, where) {
  const out = {}
  for (const k of Object.keys(map).sort((a, b) => REWARD_KEYS.indexOf(a) - REWARD_KEYS.indexOf(b))) {
    if (!REWARD_KEYS.includes(k)) die(`${where}: unknown reward/penalty key ${k}`)
    if (!Number.isInteger(map[k]) || map[k] === 0) die(`${where}: bad count ${k}=${map[k]}`)
    out[k] = map[k]
  }
  return out
}

const sortedSources = (s) => Object.fromEntries(Object.keys(s).sort().map((k) => [k, [...s[k]].sort()]))

// ---------------------------------------------------------------------------------------------
// dice.json

function buildDice(ref) {
  const faces = ref.faces.map((f) => ({
    id: id(f.id, 'faces'),
    kind: f.kind,
    value: f.value,
    countsAs: f.countsAs ?? null,
    name: name('faces', f.id, f.name),
  }))
  const dice = ref.dice.map((d) => {
    if (!COLOURS.includes(d.id)) die(`dice: unknown colour ${d.id}`)
    if (d.faces.length !== 6 || !d.faces.every((f) => faces.some((x) => x.id === f))) die(`dice: ${d.id} faces`)
    return {
      colour: d.id,
      count: d.count,
      dieIds: d.count === 1 ? [d.id] : Array.from({ length: d.count }, (_, i) => `${d.id}-${i + 1}`),
      faces: d.faces,
      inBasePool: d.inBasePool,
      name: name('dice', d.id, { en: `${d.id[0].toUpperCase()}${d.id.slice(1)} die`, pl: null }),
      confidence: conf(d.confidence, `dice/${d.id}`),
      sources: [...d.sources].sort(),
    }
  })
  return { faces, dice }
}

// ---------------------------------------------------------------------------------------------
// adventures.json

function whenDrawn(tag, where) {
  if (tag === undefined || tag === null) return null
  const m = /^monster-appears-here x(\d+)$/.exec(tag)
  if (!m) die(`${where}: unknown whenDrawn ${tag}`)
  return { monstersAppearHere: Number(m[1]) }
}

function buildAdventures(ref) {
  const adventures = ref.adventures.map((a) => {
    const where = `adventures/${a.id}`
    if (!['adventure', 'other-world'].includes(a.deck)) die(`${where}: deck ${a.deck}`)
    if (a.lockedDie !== null && !COLOURS.includes(a.lockedDie)) die(`${where}: lockedDie ${a.lockedDie}`)
    const tasks = a.tasks.map((t, i) => {
      const requires = t.requires.map((r) => requirement(r, `${where}.tasks[${i}]`))
      let monsterFrame = null
      if (t.monsterFrame === 'full') monsterFrame = 'full'
      else if (t.monsterFrame && Array.isArray(t.monsterFrame.partial)) {
        if (!t.monsterFrame.partial.every((x) => Number.isInteger(x) && x >= 0 && x < requires.length)) die(`${where}: partial frame out of range`)
        monsterFrame = { partial: [...t.monsterFrame.partial].sort((x, y) => x - y) }
      } else if (t.monsterFrame !== undefined) die(`${where}: monsterFrame ${JSON.stringify(t.monsterFrame)}`)
      let cost = null
      if (t.cost) {
        cost = {}
        for (const k of Object.keys(t.cost)) {
          if (!['sanity', 'stamina', 'clock'].includes(k) || !Number.isInteger(t.cost[k])) die(`${where}: cost ${JSON.stringify(t.cost)}`)
          cost[k] = t.cost[k]
        }
      }
      return { requires, monsterFrame, cost }
    })
    const notes = [
      ...(a.notes ?? []),
      ...(a.disagreements ?? []).map((x) => `${x.field}: chose ${x.chosen}. ${x.why}`),
    ]
    const c = a.confidence
    return {
      id: id(a.id, where),
      name: name('adventures', a.id, a.name),
      deck: a.deck,
      trophies: a.trophies,
      ordered: a.ordered,
      tasks,
      emptyMonsterSlots: a.emptyMonsterSlots,
      monsterFramesKnown: a.monsterFrameKnown !== false,
      lockedDie: a.lockedDie,
      terrorEffect: a.terrorEffect ?? null,
      midnightEffect: a.midnightEffect ?? null,
      whenDrawn: whenDrawn(a.whenDrawn, where),
      rewards: counts(a.rewards, `${where}.rewards`),
      penalties: counts(a.penalties, `${where}.penalties`),
      unseenForcesReplacement: a.replacedByUnseenForcesVersion === true,
      confidence: {
        tasks: conf(c.tasks, where),
        ordered: conf(c.ordered, where),
        trophies: conf(c.trophies, where),
        rewards: conf(c.rewards, where),
        penalties: conf(c.penalties, where),
        monsterSlots: conf(c.monsterSlots, where),
        effects: conf(c.effects, where),
        lockedDie: a.lockedDie === null ? 'unknown' : conf(c.lockedDie, where),
      },
      sources: sortedSources(a.sources),
      notes,
    }
  })
  adventures.sort((x, y) => (x.deck === y.deck ? x.id.localeCompare(y.id) : x.deck === 'adventure' ? -1 : 1))
  return { adventures }
}

// ---------------------------------------------------------------------------------------------
// ancient-ones.json

function buildAncientOnes(ref) {
  const ancientOnes = ref.ancientOnes.map((a) => {
    const where = `ancient-ones/${a.id}`
    const awakeningEndsGame = a.tags.includes(AO_AWAKENING_LOSES)
    const combatTask = a.combatTask === null ? null : a.combatTask.map((r) => requirement(r, `${where}.combatTask`))
    const ownerCompletes = [
      ...(a.doomTrack === null ? ['doomTrack'] : []),
      ...(a.monsterSpaces === null ? ['monsterSpaces'] : []),
      ...(a.elderSignsToSeal === null ? ['elderSignLimit'] : []),
      ...(combatTask === null && !awakeningEndsGame ? ['combatTask'] : []),
    ]
    const c = a.confidence
    return {
      id: id(a.id, where),
      name: name('ancientOnes', a.id, a.name),
      doomTrack: a.doomTrack,
      monsterSpaces: a.monsterSpaces,
      elderSignLimit: a.elderSignsToSeal,
      combatTask,
      awakeningEndsGame,
      maskMonsters: a.tags.includes(AO_MASKS),
      tags: [...a.tags],
      ownerCompletes,
      confidence: {
        name: conf(c.name, where),
        numbers: conf(c.numbers, where),
        monsterSpaces: a.monsterSpaces === null ? 'unknown' : conf(c.monsterSpaces, where),
        combatTask: combatTask === null ? 'unknown' : conf(c.combatTask, where),
        tags: a.tags.length === 0 ? 'unknown' : conf(c.tags, where),
      },
      sources: sortedSources(a.sources),
      notes: [...(a.notes ?? []), ...(a.disagreements ?? []).map((x) => `${x.field}: ${x.resolution}`)],
    }
  })
  return { ancientOnes }
}

// ---------------------------------------------------------------------------------------------
// investigators.json

function buildInvestigators(ref) {
  const investigators = ref.investigators.map((i) => {
    const where = `investigators/${i.id}`
    const s = i.startingItems
    const c = i.confidence
    return {
      id: id(i.id, where),
      name: name('investigators', i.id, i.name),
      title: name('titles', i.id, { en: i.title.en, pl: null }),
      maxSanity: i.maxSanity,
      maxStamina: i.maxStamina,
      starting: {
        commonItem: s.commonItem,
        uniqueItem: s.uniqueItem,
        spell: s.spell,
        ally: s.ally,
        clue: s.clue,
        choice: s.choice ? { pick: s.choice.pick, from: [...s.choice.from] } : null,
        namedAlly: s.namedAlly ?? null,
      },
      ability: {
        name: name('abilities', i.id, { en: i.ability.name.en, pl: null }),
        oncePerDay: i.ability.oncePerDay,
        tags: [...i.ability.tags],
        ruleFlags: i.ability.tags.filter((t) => RULE_FLAGS[t]).map((t) => RULE_FLAGS[t]),
      },
      confidence: {
        name: conf(c.name, where),
        title: conf(c.title, where),
        stats: conf(c.stats, where),
        startingItems: conf(c.startingItems, where),
        startingClues: conf(c.startingClues, where),
        ability: conf(c.ability, where),
      },
      sources: sortedSources(i.sources),
      notes: [...(i.notes ?? []), ...(i.errata ? [`errata: ${i.errata}`] : [])],
    }
  })
  return { investigators }
}

// ---------------------------------------------------------------------------------------------
// entrance.json

function buildEntrance(ref) {
  const byId = Object.fromEntries(ref.actions.map((a) => [a.id, a]))
  for (const k of ['first-aid', 'lost-and-found', 'souvenir']) if (!byId[k]) die(`entrance: missing action ${k}`)
  const fa = byId['first-aid']
  const lf = byId['lost-and-found']
  const sv = byId.souvenir
  return {
    actions: [
      {
        id: 'first-aid',
        name: name('entrance', 'first-aid', fa.name),
        options: fa.options.map((o) => ({ id: id(o.id, 'entrance/first-aid'), trophies: o.cost.trophies, effect: o.effect })),
        confidence: conf(fa.confidence, 'entrance/first-aid'),
        sources: [...fa.sources].sort(),
      },
      {
        id: 'lost-and-found',
        name: name('entrance', 'lost-and-found', lf.name),
        roll: { green: lf.roll.dice.green, modifiable: lf.roll.modifiable },
        table: lf.table,
        confidence: conf(lf.confidence, 'entrance/lost-and-found'),
        sources: [...lf.sources].sort(),
      },
      {
        id: 'souvenir',
        name: name('entrance', 'souvenir', sv.name),
        maxPurchasesPerTurn: sv.maxPurchasesPerTurn,
        souvenirs: sv.souvenirs,
        confidence: conf(sv.confidence, 'entrance/souvenir'),
        sources: [...sv.sources].sort(),
      },
    ],
    trophies: {
      spentAdventureCardsGoTo: 'deck-bottom',
      spentMonsterTokensGoTo: 'cup',
      changeGiven: ref.trophies.changeGiven,
      confidence: conf(ref.trophies.confidence, 'entrance/trophies'),
      sources: [...ref.trophies.sources].sort(),
    },
  }
}

// ---------------------------------------------------------------------------------------------
// monsters.json, mythos.json, decks.json

function buildMonsters(ref) {
  return {
    cup: {
      regular: ref.totals.regular,
      mask: ref.totals.mask,
      maskOnlyWith: ref.rules.maskTokensInCupOnlyWith,
      confidence: conf(ref.totals.confidence, 'monsters/totals'),
      sources: [...ref.totals.sources].sort(),
    },
    monsters: ref.monsters.map((m) => ({
      id: id(m.id, 'monsters'),
      name: name('monsters', m.id, m.name),
      mask: m.mask,
      count: m.count,
      requires: m.requires,
      trophies: m.trophies,
      lockedDie: m.lockedDie,
      backEffectTags: m.backEffectTags,
      confidence: { name: conf(m.confidence.name, `monsters/${m.id}`), set: conf(m.confidence.set, `monsters/${m.id}`) },
      sources: sortedSources(m.sources),
    })),
  }
}

function buildMythos(ref) {
  return {
    count: ref.count,
    countConfidence: conf(ref.countConfidence, 'mythos/count'),
    midnightOrder: [...ref.rules.midnightOrder],
    extraMidnightsInOneTurn: 'doom+1-each-no-extra-mythos',
    rulesConfidence: conf(ref.rules.confidence, 'mythos/rules'),
    rulesSources: [...ref.rules.sources].sort(),
    cards: ref.cards.map((c) => ({
      id: id(c.id, 'mythos'),
      name: name('mythos', c.id, c.name),
      doom: c.doom,
      monstersAppear: c.monstersAppear,
      lockedDie: c.lockedDie,
      terrorEffect: c.terrorEffect,
      midnightEffect: c.midnightEffect,
      ongoingTags: [...c.ongoingTags],
      persists: c.staysInPlayPastNextMidnight,
      confidence: { name: conf(c.confidence.name, 'mythos'), persists: conf(c.confidence.staysInPlayPastNextMidnight, 'mythos') },
      sources: sortedSources(c.sources),
    })),
  }
}

function buildDecks(ref) {
  const t = ref.tokens
  return {
    decks: ref.decks.map((d) => ({
      id: id(d.id, 'decks'),
      name: name('decks', d.id, d.name),
      size: d.size,
      count: d.count,
      confidence: conf(d.confidence, `decks/${d.id}`),
      sources: [...d.sources].sort(),
      knownCards: (d.knownCards ?? []).map((k) => ({ id: id(k.id, 'decks/known'), name: name('allies', k.id, k.name), confidence: conf(k.confidence, 'decks/known') })),
    })),
    totals: { largeCards: ref.totals.largeCards, smallCards: ref.totals.smallCards },
    tokens: {
      investigatorMarkers: t.investigatorMarkers,
      sanity: t.sanity,
      stamina: t.stamina,
      clue: t.clue,
      monster: t.monster,
      maskMonster: t.maskMonster,
      doom: t.doom,
      elderSign: t.elderSign,
      confidence: conf(t.confidence, 'decks/tokens'),
    },
    dice: { green: ref.dice.green, yellow: ref.dice.yellow, red: ref.dice.red },
  }
}

// ---------------------------------------------------------------------------------------------
// sources.json: one registry of every source key the records cite

function buildSources(files) {
  const out = {}
  for (const [file, doc] of files) {
    for (const [key, s] of Object.entries(doc.meta.sources)) {
      const where = s.repo ? `${s.repo}@${s.commit}` : s.url ?? s.file ?? `public code index ${s.indexId}`
      const entry = out[key] ?? { where, lineage: s.lineage, files: [], notes: [] }
      if (entry.where !== where) die(`sources: ${key} points at two places`)
      entry.files.push(file)
      if (s.note && !entry.notes.includes(s.note)) entry.notes.push(s.note)
      out[key] = entry
    }
  }
  const unused = Object.keys(PL_TRANSLATED).filter((k) => !translations.some((x) => `${x.collection}/${x.id}` === k))
  if (unused.length) die(`elder-sign-polish-names.mjs names what the data lacks: ${unused.join(', ')}`)
  const plTranslations = [...translations].sort((a, b) => `${a.collection}/${a.id}`.localeCompare(`${b.collection}/${b.id}`))
  return { sources: Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]])), plTranslations }
}

// ---------------------------------------------------------------------------------------------

function checkPolish() {
  const seed = path.join(seedsDir, SEED)
  if (!existsSync(seed)) {
    console.warn(`build-elder-sign-data: ${seed} not found; Polish names not verified`)
    return
  }
  const lines = readFileSync(seed, 'utf8').split('\n')
  for (const row of PL_ATTESTED) {
    const line = lines[row.line - 1] ?? ''
    if (!line.toLowerCase().includes(row.quote.toLowerCase())) die(`${row.collection}/${row.id}: "${row.quote}" not on line ${row.line} of ${SEED}`)
  }
}

function write(file, value) {
  writeFileSync(path.join(outDir, file), `${JSON.stringify(value, null, 2)}\n`)
}

const refs = {
  adventures: load('adventures.json'),
  dice: load('dice.json'),
  ancientOnes: load('ancient-ones.json'),
  investigators: load('investigators.json'),
  entrance: load('entrance.json'),
  monsters: load('monsters.json'),
  mythos: load('mythos.json'),
  decks: load('decks.json'),
}
checkPolish()
mkdirSync(outDir, { recursive: true })
write('dice.json', buildDice(refs.dice))
write('adventures.json', buildAdventures(refs.adventures))
write('ancient-ones.json', buildAncientOnes(refs.ancientOnes))
write('investigators.json', buildInvestigators(refs.investigators))
write('entrance.json', buildEntrance(refs.entrance))
write('monsters.json', buildMonsters(refs.monsters))
write('mythos.json', buildMythos(refs.mythos))
write('decks.json', buildDecks(refs.decks))
write('sources.json', buildSources(Object.entries({
  'adventures.json': refs.adventures, 'dice.json': refs.dice, 'ancient-ones.json': refs.ancientOnes,
  'investigators.json': refs.investigators, 'entrance.json': refs.entrance, 'monsters.json': refs.monsters,
  'mythos.json': refs.mythos, 'decks.json': refs.decks,
})))
console.log(`build-elder-sign-data: wrote 9 files to ${path.relative(process.cwd(), outDir) || '.'}`)
