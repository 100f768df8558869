/**
 * rules-data/elder-sign: schemas (ajv, strict), referential integrity, counts, provenance, and that
 * the committed files are exactly what scripts/build-elder-sign-data.mjs builds now.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { elderSignData as d, indexOf } from '@/games/elder-sign/data'
import type { Requirement } from '@/games/elder-sign/data'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const dataDir = path.join(repoRoot, 'rules-data/elder-sign')
const referenceDir = process.env.ES_REFERENCE_DIR ? path.resolve(process.env.ES_REFERENCE_DIR) : path.resolve(repoRoot, '../shared/reference/elder-sign')
const seedFile = path.resolve(repoRoot, '../shared/seeds/001_674eac44efd87137.txt')
const FILES = ['dice', 'adventures', 'ancient-ones', 'investigators', 'entrance', 'monsters', 'mythos', 'decks', 'sources'] as const

const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as unknown
const ajv = new Ajv({ allErrors: true, strict: true })
const validator = (name: string) => ajv.compile(read(path.join(dataDir, 'schema', `${name}.schema.json`)) as object)

describe('ES-DATA-01 schemas', () => {
  it.each(FILES)('ES-DATA-01 «Elementy» rules-data/elder-sign/%s.json validates against its schema', (name) => {
    const validate = validator(name)
    const ok = validate(read(path.join(dataDir, `${name}.json`)))
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
  })

  it('ES-DATA-01 «Elementy» every data file has a schema and every schema a data file', () => {
    const json = readdirSync(dataDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort()
    const schemas = readdirSync(path.join(dataDir, 'schema')).map((f) => f.replace(/\.schema\.json$/, '')).sort()
    expect(json).toEqual([...FILES].sort())
    expect(schemas).toEqual([...FILES].sort())
  })

  it('ES-DATA-01 «Elementy» the schemas are strict: card text, a bad colour, a bad confidence or a zero count are rejected', () => {
    const adv = validator('adventures')
    const withText = structuredClone(read(path.join(dataDir, 'adventures.json'))) as { adventures: Record<string, unknown>[] }
    withText.adventures[0].text = 'card text is not allowed'
    expect(adv(withText)).toBe(false)
    const badColour = structuredClone(read(path.join(dataDir, 'adventures.json'))) as { adventures: Record<string, unknown>[] }
    badColour.adventures[0].lockedDie = 'blue'
    expect(adv(badColour)).toBe(false)
    const badConf = structuredClone(read(path.join(dataDir, 'ancient-ones.json'))) as { ancientOnes: { confidence: Record<string, unknown> }[] }
    badConf.ancientOnes[0].confidence.name = 'certain'
    expect(validator('ancient-ones')(badConf)).toBe(false)
    const zero = structuredClone(read(path.join(dataDir, 'adventures.json'))) as { adventures: { rewards: Record<string, number> }[] }
    zero.adventures[0].rewards.clue = 0
    expect(adv(zero)).toBe(false)
    const lostTable = structuredClone(read(path.join(dataDir, 'entrance.json'))) as { actions: Record<string, unknown>[] }
    lostTable.actions[1].table = [{ face: 'lore', effect: 'invented' }]
    expect(validator('entrance')(lostTable)).toBe(false)
  })
})

describe('ES-DATA-02 counts («Elementy», l.29–58)', () => {
  it('ES-DATA-02 «Elementy» 48 Adventures and 8 Other Worlds', () => {
    expect(d.adventures.filter((a) => a.deck === 'adventure')).toHaveLength(48)
    expect(d.adventures.filter((a) => a.deck === 'other-world')).toHaveLength(8)
  })
  it('ES-DATA-02 «Elementy» 16 investigators and 8 Ancient Ones', () => {
    expect(d.investigators).toHaveLength(16)
    expect(d.ancientOnes).toHaveLength(8)
  })
  it('ES-DATA-02 «Elementy» dice: 6 green, 1 yellow, 1 red, 6 faces each, 8 stable die ids', () => {
    expect(d.dice.map((x) => [x.colour, x.count])).toEqual([['green', 6], ['yellow', 1], ['red', 1]])
    expect(d.dice.flatMap((x) => x.dieIds)).toEqual(['green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6', 'yellow', 'red'])
    for (const x of d.dice) expect(x.faces).toHaveLength(6)
  })
  it('ES-DATA-02 «Elementy» dice faces as the rulebook describes them (l.305–329, 616–618, 1014–1022)', () => {
    const faces = Object.fromEntries(d.dice.map((x) => [x.colour, [...x.faces].sort()]))
    expect(faces.green).toEqual(['investigation-1', 'investigation-2', 'investigation-3', 'lore', 'peril', 'terror'])
    expect(faces.yellow).toEqual(['investigation-1', 'investigation-2', 'investigation-3', 'investigation-4', 'lore', 'peril'])
    expect(faces.red).toEqual(['investigation-2', 'investigation-3', 'investigation-4', 'lore', 'peril', 'wildcard'])
    expect(indexOf(d).face('wildcard')?.countsAs).toEqual(['investigation-4', 'lore', 'peril', 'terror'])
  })
  it('ES-DATA-02 «Elementy» monster cup 22 + 5 Masks; Mythos 32; deck and token counts', () => {
    expect(d.monsters.cup).toMatchObject({ regular: 22, mask: 5, maskOnlyWith: 'nyarlathotep' })
    expect(d.mythos.count).toBe(32)
    const deck = Object.fromEntries(d.decks.decks.map((x) => [x.id, x.count]))
    expect(deck).toMatchObject({ 'common-items': 12, 'unique-items': 12, spells: 12, allies: 8, mythos: 32, 'ancient-ones': 8, investigators: 16, adventures: 48, 'other-worlds': 8 })
    expect(d.decks.tokens).toMatchObject({ doom: 12, elderSign: 17, clue: 15, monster: 22, maskMonster: 5 })
    expect(d.decks.totals).toEqual({ largeCards: 80, smallCards: 76 })
  })
})

const reqOk = (r: Requirement) => Object.keys(r).length === 1

describe('ES-DATA-03 referential integrity', () => {
  it('ES-DATA-03 «Elementy» ids are unique in every collection', () => {
    for (const list of [d.adventures, d.ancientOnes, d.investigators, d.faces, d.decks.decks]) {
      const ids = list.map((x) => x.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })
  it('ES-DATA-03 «Elementy» dice faces exist; every die id is unique', () => {
    const faces = new Set(d.faces.map((f) => f.id))
    for (const x of d.dice) for (const f of x.faces) expect(faces.has(f)).toBe(true)
  })
  it('ES-DATA-03 «Elementy» adventures: partial frames point at real requirements, Other Worlds give an Elder Sign, requirements are single symbols', () => {
    for (const a of d.adventures) {
      for (const t of a.tasks) {
        expect(t.requires.every(reqOk)).toBe(true)
        if (t.monsterFrame && t.monsterFrame !== 'full') for (const i of t.monsterFrame.partial) expect(i).toBeLessThan(t.requires.length)
      }
      if (a.deck === 'other-world') expect(a.rewards.elderSign ?? 0).toBeGreaterThan(0)
      if (a.lockedDie === null) expect(a.confidence.lockedDie).toBe('unknown')
    }
    // Only three cards name their locked die (reference gap 6).
    expect(d.adventures.filter((a) => a.lockedDie !== null).map((a) => [a.id, a.lockedDie])).toEqual([
      ['did-you-hear-that', 'green'], ['gala-in-the-great-hall', 'yellow'], ['we-need-to-find-help', 'red'],
    ])
  })
  it('ES-DATA-03 «Elementy» every cited source key is in sources.json', () => {
    const known = new Set(Object.keys(d.sources))
    const cited = [
      ...d.adventures.flatMap((a) => Object.values(a.sources).flat()),
      ...d.ancientOnes.flatMap((a) => Object.values(a.sources).flat()),
      ...d.investigators.flatMap((a) => Object.values(a.sources).flat()),
      ...d.dice.flatMap((x) => x.sources),
      ...d.decks.decks.flatMap((x) => x.sources),
      ...d.entrance.actions.flatMap((x) => x.sources),
      ...d.monsters.cup.sources,
      ...d.mythos.rulesSources,
    ]
    for (const s of cited) expect(known.has(s), s).toBe(true)
  })
  it('ES-DATA-03 «Elementy» starting allies name a deck card; choices name item kinds', () => {
    const allies = new Set(d.decks.decks.find((x) => x.id === 'allies')!.knownCards.map((c) => c.id))
    for (const i of d.investigators) {
      if (i.starting.namedAlly) expect(allies.has(i.starting.namedAlly)).toBe(true)
      expect(i.maxSanity + i.maxStamina).toBe(10)
    }
  })
})

describe('ES-DATA-04 unknowns stay null with their confidence', () => {
  it('ES-DATA-04 «Elementy» Ancient Ones: monster spaces unknown for all 8; ownerCompletes lists exactly the null facts', () => {
    for (const a of d.ancientOnes) {
      expect(a.monsterSpaces).toBeNull()
      expect(a.confidence.monsterSpaces).toBe('unknown')
      const nulls = [
        ...(a.doomTrack === null ? ['doomTrack'] : []),
        ...(a.monsterSpaces === null ? ['monsterSpaces'] : []),
        ...(a.elderSignLimit === null ? ['elderSignLimit'] : []),
        ...(a.combatTask === null && !a.awakeningEndsGame ? ['combatTask'] : []),
      ]
      expect(a.ownerCompletes).toEqual(nulls)
    }
    const cthulhu = d.ancientOnes.find((a) => a.id === 'cthulhu')!
    expect([cthulhu.doomTrack, cthulhu.elderSignLimit, cthulhu.combatTask]).toEqual([null, null, null])
    expect(d.ancientOnes.filter((a) => a.maskMonsters).map((a) => a.id)).toEqual(['nyarlathotep'])
  })
  it('ES-DATA-04 «Elementy» Entrance: Lost and Found table and souvenirs are unknown', () => {
    expect(d.entrance.actions[1].table).toBeNull()
    expect(d.entrance.actions[2].souvenirs).toBeNull()
    expect(d.entrance.actions[0].options.map((o) => o.trophies)).toEqual([0, 2, 4])
  })
  it('ES-DATA-04 «Elementy» every component has a Polish name: attested with its rulebook line only where the rulebook uses it, else our translation flagged plAttested false', () => {
    const seedLines = existsSync(seedFile) ? readFileSync(seedFile, 'utf8').split('\n') : null
    const names = [
      ...d.adventures.map((x) => x.name), ...d.ancientOnes.map((x) => x.name), ...d.monsters.monsters.map((x) => x.name),
      ...d.mythos.cards.map((x) => x.name), ...d.decks.decks.flatMap((x) => [x.name, ...x.knownCards.map((k) => k.name)]),
      ...d.investigators.flatMap((x) => [x.name, x.title, x.ability.name]), ...d.entrance.actions.map((x) => x.name),
      ...d.faces.map((x) => x.name), ...d.dice.map((x) => x.name),
    ]
    for (const n of names) {
      expect(n.pl, n.en).toMatch(/\S/)
      expect(n.plAttested ? typeof n.plSource : n.plSource, n.en).toBe(n.plAttested ? 'string' : undefined)
      if (n.plAttested && seedLines) {
        const m = /^seeds\/001_674eac44efd87137\.txt:(\d+) «(.+)»$/.exec(n.plSource!)!
        expect(seedLines[Number(m[1]) - 1].toLowerCase(), n.en).toContain(m[2].toLowerCase())
      }
    }
    expect(names.filter((n) => n.plAttested)).toHaveLength(31)
    expect(names.filter((n) => !n.plAttested)).toHaveLength(108)
    // No card title is attested: every adventure and Other World is our translation (and is Polish, not the English title).
    expect(d.adventures.every((a) => !a.name.plAttested)).toBe(true)
    expect(Object.fromEntries(['koi-pond', 'public-lavatory', 'the-elder-sign', 'the-abyss'].map((id) => [id, d.adventures.find((a) => a.id === id)!.name.pl]))).toEqual({
      'koi-pond': 'Staw z karpiami koi', 'public-lavatory': 'Toaleta publiczna', 'the-elder-sign': 'Znak Starszych Bogów', 'the-abyss': 'Otchłań',
    })
    expect(d.investigators.filter((i) => i.name.plAttested).map((i) => i.id).sort()).toEqual(
      ['bob-jenkins', 'gloria-goldberg', 'harvey-walters', 'jenny-barnes', 'mandy-thompson', 'sister-mary'],
    )
    // Personal names stay as printed (a nickname gets Polish quotation marks); titles are translated.
    expect(d.investigators.filter((i) => !i.name.plAttested).every((i) => i.name.pl === i.name.en.replace(/"([^"]+)"/, '„$1”'))).toBe(true)
    expect(d.investigators.find((i) => i.id === 'monterey-jack')!.title.pl).toBe('Archeolog')
    expect(d.ancientOnes.filter((a) => a.name.plAttested).map((a) => a.id)).toEqual(['cthulhu', 'nyarlathotep'])
  })
  it('ES-DATA-04 «Elementy» rule flags of the investigators the engine knows about', () => {
    const flags = Object.fromEntries(d.investigators.filter((i) => i.ability.ruleFlags.length).map((i) => [i.id, [...i.ability.ruleFlags].sort()]))
    expect(flags).toEqual({
      'amanda-sharpe': ['multiple-tasks-per-roll'],
      'kate-winthrop': ['immune-to-terror-effects', 'no-monsters-on-own-turn'],
      'sister-mary': ['ignores-mythos-ongoing-effects', 'uses-locked-dice'],
    })
  })
})

describe('ES-DATA-05 provenance and loader', () => {
  it.skipIf(!existsSync(referenceDir))('ES-DATA-05 «Elementy» the build script reproduces rules-data/elder-sign byte for byte', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'es-rules-data-'))
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-elder-sign-data.mjs')], {
        env: { ...process.env, ES_REFERENCE_DIR: referenceDir, ES_OUT_DIR: out },
        stdio: 'pipe',
      })
      for (const f of FILES) {
        const built = readFileSync(path.join(out, `${f}.json`), 'utf8')
        const committed = readFileSync(path.join(dataDir, `${f}.json`), 'utf8')
        expect(built === committed, `${f}.json differs from a fresh build; run node scripts/build-elder-sign-data.mjs`).toBe(true)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  it('ES-DATA-05 «Elementy» the index finds every id and nothing else (no prototype keys)', () => {
    const ix = indexOf(d)
    for (const a of d.adventures) expect(ix.adventure(a.id)).toBe(a)
    for (const a of d.ancientOnes) expect(ix.ancientOne(a.id)).toBe(a)
    for (const i of d.investigators) expect(ix.investigator(i.id)).toBe(i)
    expect(ix.adventure('__proto__')).toBeUndefined()
    expect(ix.investigator('toString')).toBeUndefined()
    expect(ix.ancientOne(42 as unknown as string)).toBeUndefined()
  })

  it('ES-DATA-05 «Elementy» the data module imports only relative files (no vue, pinia, dexie or DOM)', () => {
    for (const file of ['src/games/elder-sign/data/index.ts', 'src/games/elder-sign/data/types.ts']) {
      const source = readFileSync(path.join(repoRoot, file), 'utf8')
      const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1])
      for (const spec of specifiers) expect(spec, `${file} imports ${spec}`).toMatch(/^\.{1,2}\//)
      expect(source, file).not.toMatch(/\b(window|document|localStorage|indexedDB)\b/)
    }
  })
})
