import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, it, expect } from 'vitest'

import boardJson from '../../../rules-data/innsmouth/board.json'
import monstersJson from '../../../rules-data/innsmouth/monsters.json'
import mythosJson from '../../../rules-data/innsmouth/mythos.json'
import ancientOnesJson from '../../../rules-data/innsmouth/ancient-ones.json'
import decksJson from '../../../rules-data/innsmouth/decks.json'
import sourcesJson from '../../../rules-data/innsmouth/sources.json'
import gateCardsJson from '../../../rules-data/innsmouth/gate-cards.json'
import locationCardsJson from '../../../rules-data/innsmouth/location-cards.json'
import gateCardsSchema from '../../../rules-data/schema/gate-cards.schema.json'
import locationCardsSchema from '../../../rules-data/schema/location-cards.schema.json'
import boardSchema from '../../../rules-data/schema/innsmouth-board.schema.json'
import monstersSchema from '../../../rules-data/schema/innsmouth-monsters.schema.json'
import mythosSchema from '../../../rules-data/schema/innsmouth-mythos.schema.json'
import ancientOnesSchema from '../../../rules-data/schema/innsmouth-ancient-ones.schema.json'
import decksSchema from '../../../rules-data/schema/innsmouth-decks.schema.json'
import sourcesSchema from '../../../rules-data/schema/innsmouth-sources.schema.json'
import baseBoardSchema from '../../../rules-data/schema/board.schema.json'
import baseMonstersSchema from '../../../rules-data/schema/monsters.schema.json'
import baseMythosSchema from '../../../rules-data/schema/mythos.schema.json'
import baseAncientOnesSchema from '../../../rules-data/schema/ancient-ones.schema.json'
import baseDecksSchema from '../../../rules-data/schema/decks.schema.json'
import { ah2eData, monsterTokens } from '../../../src/games/ah2e/data/index'
import { innsmouthData, withInnsmouth } from '../../../src/games/ah2e/data/innsmouth'
import type { Ah2eData, LocalName, Space } from '../../../src/games/ah2e/data/types'

// Innsmouth Horror facts (rules-data/innsmouth). Section names in «» are those of the Polish
// rulebook «Widmo nad Innsmouth» (../shared/seeds/003_dd7a9e60678b1bc5.txt).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const referenceDir = process.env.AH2E_REFERENCE_DIR
  ? path.resolve(process.env.AH2E_REFERENCE_DIR)
  : path.resolve(repoRoot, '../shared/reference/ah2e')
const seedsDir = process.env.AH2E_SEEDS_DIR ? path.resolve(process.env.AH2E_SEEDS_DIR) : path.resolve(repoRoot, '../shared/seeds')
const innsmouthSeed = path.join(seedsDir, '003_dd7a9e60678b1bc5.txt')

const inn = innsmouthData
const board = inn.board
const spaces = board.spaces
const byId = new Map<string, Space>(spaces.map((s) => [s.id, s]))
const merged = withInnsmouth(ah2eData)
const mergedById = new Map<string, Space>(merged.spaces.map((s) => [s.id, s]))
const streets = spaces.filter((s) => s.kind === 'street')
const locations = spaces.filter((s) => s.kind === 'location')

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {}
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1
  return out
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>()
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)))
}

function readReference<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(referenceDir, file), 'utf8')) as T
}

// ----------------------------------------------------------------------------------------------
// Schemas

const ajv = new Ajv({ allErrors: true, strict: true })
const files: Array<[string, object, unknown]> = [
  ['board', boardSchema, boardJson],
  ['monsters', monstersSchema, monstersJson],
  ['mythos', mythosSchema, mythosJson],
  ['ancient-ones', ancientOnesSchema, ancientOnesJson],
  ['decks', decksSchema, decksJson],
  ['sources', sourcesSchema, sourcesJson],
  ['gate-cards', gateCardsSchema, gateCardsJson],
  ['location-cards', locationCardsSchema, locationCardsJson],
]

describe('IDATA schemas («Opis elementów»)', () => {
  it.each(files)('IDATA-01 schema «Opis elementów»: rules-data/innsmouth/%s.json validates against its schema', (_name, schema, data) => {
    const validate = ajv.compile(schema)
    const ok = validate(data)
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
  })

  it('IDATA-01 schema «Opis elementów»: the schemas are strict (extra field, wrong board, filled-in confidence, bad symbol)', () => {
    const validateBoard = ajv.compile(boardSchema)
    const extra = structuredClone(boardJson) as { spaces: Array<Record<string, unknown>> }
    extra.spaces[0].cardText = 'not allowed'
    expect(validateBoard(extra)).toBe(false)
    const arkham = structuredClone(boardJson) as { spaces: Array<Record<string, unknown>> }
    arkham.spaces[0].board = 'arkham'
    expect(validateBoard(arkham)).toBe(false)
    // identityConfidence is only allowed next to confidence 'unknown'
    const halfKnown = structuredClone(boardJson) as { spaces: Array<Record<string, unknown>> }
    const unknownSpace = halfKnown.spaces.find((s) => s.confidence === 'unknown') as Record<string, unknown>
    unknownSpace.confidence = 'high'
    expect(validateBoard(halfKnown)).toBe(false)
    const noTracks = structuredClone(boardJson) as Record<string, unknown>
    delete noTracks.tracks
    expect(validateBoard(noTracks)).toBe(false)

    const validateMonsters = ajv.compile(monstersSchema)
    const badSymbol = structuredClone(monstersJson) as { monsters: Array<Record<string, unknown>> }
    badSymbol.monsters[0].dimension = 'pentagon'
    expect(validateMonsters(badSymbol)).toBe(false)
    const baseSet = structuredClone(monstersJson) as { monsters: Array<Record<string, unknown>> }
    baseSet.monsters[0].set = 'base'
    expect(validateMonsters(baseSet)).toBe(false)

    const validateMythos = ajv.compile(mythosSchema)
    const gateless = structuredClone(mythosJson) as { cards: Array<Record<string, unknown>> }
    const single = gateless.cards.find((c) => c.gateMode === 'single') as Record<string, unknown>
    single.gate = null
    expect(validateMythos(gateless)).toBe(false)
    const doomWithGate = structuredClone(mythosJson) as { cards: Array<Record<string, unknown>> }
    const withGate = doomWithGate.cards.find((c) => c.gateMode === 'single') as Record<string, unknown>
    withGate.doomTokensInsteadOfGate = 2
    expect(validateMythos(doomWithGate)).toBe(false)
  })

  it('IDATA-01 schema «Opis elementów»: data merged by withInnsmouth still validates against the base schemas', () => {
    const check = (schema: object, data: unknown): void => {
      const validate = ajv.compile(schema)
      validate(data)
      expect(validate.errors ?? []).toEqual([])
    }
    check(baseBoardSchema, { neighbourhoods: merged.neighbourhoods, spaces: merged.spaces })
    check(baseMonstersSchema, { monsters: merged.monsters })
    check(baseMythosSchema, { cards: merged.mythos })
    check(baseAncientOnesSchema, { ancientOnes: merged.ancientOnes })
    check(baseDecksSchema, { decks: merged.decks })
  })
})

// ----------------------------------------------------------------------------------------------
// Board

describe('IDATA board («Plansza Innsmouth»)', () => {
  it('IDATA-02 «Plansza Innsmouth»: 3 neighbourhoods, 4 street spaces, 8 neighbourhood locations, Joe Sargent\'s and the jail cell', () => {
    expect(board.neighbourhoods.map((n) => n.id)).toEqual(['factory-district', 'church-green', 'innsmouth-shore'])
    for (const n of board.neighbourhoods) expect(n.board, n.id).toBe('innsmouth')
    for (const s of spaces) expect(s.board, s.id).toBe('innsmouth')
    expect(streets.map((s) => s.id).sort()).toEqual(['church-green-streets', 'factory-district-streets', 'innsmouth-shore-streets', 'sawbone-alley'])
    expect(locations.filter((s) => s.neighbourhood !== null)).toHaveLength(8)
    expect(locations.filter((s) => s.neighbourhood === null).map((s) => s.id)).toEqual(['joe-sargents'])
    expect(spaces.filter((s) => s.kind === 'special').map((s) => s.id)).toEqual(['innsmouth-jail-cell'])
    expect(spaces).toHaveLength(14)
  })

  it.skipIf(!existsSync(referenceDir))('IDATA-02 «Plansza Innsmouth»: the counts agree with the reference (neighbourhoods, locations, unstable, aquatic)', () => {
    const ref = readReference<{ counts: Record<string, number> }>('innsmouth-board.json')
    expect(ref.counts).toEqual({ neighbourhoods: 3, locations: 8, unstableLocations: 4, aquaticLocations: 3 })
    expect(board.neighbourhoods).toHaveLength(ref.counts.neighbourhoods)
    expect(board.neighbourhoods.flatMap((n) => n.locationIds)).toHaveLength(ref.counts.locations)
    expect(spaces.filter((s) => s.unstable)).toHaveLength(ref.counts.unstableLocations)
    expect(spaces.filter((s) => s.aquatic === true)).toHaveLength(ref.counts.aquaticLocations)
  })

  it('IDATA-03 «Plansza Innsmouth»: each neighbourhood owns exactly its streets and locations', () => {
    const listed = board.neighbourhoods.flatMap((n) => [n.streetId, ...(n.otherStreetIds ?? []), ...n.locationIds])
    expect(duplicates(listed)).toEqual([])
    const owned = spaces.filter((s) => s.kind !== 'special' && s.neighbourhood !== null).map((s) => s.id)
    expect(new Set(listed)).toEqual(new Set(owned))
    for (const n of board.neighbourhoods) {
      expect(byId.get(n.streetId)?.kind, n.streetId).toBe('street')
      for (const id of n.otherStreetIds ?? []) expect(byId.get(id)?.kind, id).toBe('street')
      for (const id of n.locationIds) expect(byId.get(id)?.kind, id).toBe('location')
      for (const id of [n.streetId, ...(n.otherStreetIds ?? []), ...n.locationIds]) expect(byId.get(id)?.neighbourhood, id).toBe(n.id)
    }
    expect(board.neighbourhoods.find((n) => n.id === 'church-green')?.otherStreetIds).toEqual(['sawbone-alley'])
  })

  it('IDATA-03 «Tor Buntu Istot z Głębin» / «Nalot Federalnych»: 6 uprising spaces; 6 Feds Raid spaces, 2 per neighbourhood colour', () => {
    expect(board.tracks).toEqual({ deepOnesRising: 6, fedsRaid: 6 })
    for (const n of board.neighbourhoods) expect(n.fedsRaidSpaces, n.id).toBe(2)
    expect(board.neighbourhoods.reduce((sum, n) => sum + (n.fedsRaidSpaces ?? 0), 0)).toBe(board.tracks.fedsRaid)
  })

  it('IDATA-04 «Przygotowanie» (krok 1: a Clue on every unstable Innsmouth location): exactly 4 unstable locations', () => {
    const unstable = spaces.filter((s) => s.unstable).map((s) => s.id)
    expect(unstable.sort()).toEqual(['devil-reef', 'esoteric-order-of-dagon', 'marsh-refinery', 'yha-nthlei'])
    for (const id of unstable) expect(byId.get(id)?.kind, id).toBe('location')
  })

  it('IDATA-05 «Diabelska Rafa i Y\'ha-nthlei»: reachable only by aquatic movement; Y\'ha-nthlei is no return space from Lost in Time and Space', () => {
    for (const id of ['devil-reef', 'yha-nthlei']) {
      const s = byId.get(id) as Space
      expect([s.kind, s.reachableOnlyBy, s.adjacent, s.aquatic], id).toEqual(['location', 'aquatic', [], true])
    }
    expect(spaces.filter((s) => s.reachableOnlyBy !== undefined).map((s) => s.id).sort()).toEqual(['devil-reef', 'yha-nthlei'])
    expect(byId.get('falcon-point')?.aquatic).toBe(true)
    expect(board.lostInTimeAndSpaceReturnExcluded).toEqual(['yha-nthlei'])
    // «Ruch wodny»: aquatic markers on River Docks and Unvisited Isle (setup step 1)
    expect(board.arkhamAquaticLocations).toEqual(['river-docks', 'unvisited-isle'])
    for (const id of board.arkhamAquaticLocations) expect(mergedById.get(id)?.board, id).toBe('arkham')
  })

  it('IDATA-06 «Aresztowanie w Innsmouth» / «Zaułek Konowała»: arrests go to the Innsmouth Jail; Sawbone Alley is a street, not a location', () => {
    expect(board.arrestDestination).toBe('innsmouth-jail')
    expect([byId.get('innsmouth-jail')?.kind, byId.get('innsmouth-jail')?.neighbourhood]).toEqual(['location', 'church-green'])
    const cell = byId.get('innsmouth-jail-cell') as Space
    expect([cell.kind, cell.neighbourhood, cell.adjacent, cell.white, cell.black, cell.unstable]).toEqual(['special', 'church-green', [], null, null, false])
    expect(byId.get('sawbone-alley')?.kind).toBe('street')
  })

  it('IDATA-07 «Podróż między miastami»: the depots are Arkham\'s Train Station and Joe Sargent\'s, a location («obszar ze stacją») of unknown neighbourhood', () => {
    expect(board.depots).toEqual(['train-station', 'joe-sargents'])
    for (const id of board.depots) expect(mergedById.has(id), id).toBe(true)
    const joe = byId.get('joe-sargents') as Space
    expect([joe.kind, joe.neighbourhood, joe.adjacent, joe.confidence]).toEqual(['location', null, null, 'unknown'])
    expect(sourcesJson.rulebookDecisions.map((d) => [d.id, d.field, d.reference, d.value])).toEqual([['joe-sargents', 'kind', 'special', 'location']])
  })

  it('IDATA-08 «Plansza Innsmouth»: unknown connections, arrows and vortices stay null with confidence unknown (never filled)', () => {
    for (const s of spaces.filter((x) => x.kind !== 'special')) {
      expect(s.white, s.id).toBeNull()
      expect(s.black, s.id).toBeNull()
      if (s.reachableOnlyBy === undefined) expect(s.adjacent, s.id).toBeNull()
      expect(s.confidence, s.id).toBe('unknown')
      expect(s.identityConfidence, s.id).toBeDefined()
    }
    expect(board.vortices).toBeNull()
    // only Marsh Refinery's martial-law modifier is known (rulebook example: Skradanie się (-1))
    const modifiers = Object.fromEntries(spaces.filter((s) => s.martialLawModifier !== undefined && s.martialLawModifier !== null).map((s) => [s.id, s.martialLawModifier]))
    expect(modifiers).toEqual({ 'marsh-refinery': -1 })
    // Every null is listed for the owner of the box in sources.json
    const listed = new Map(sourcesJson.unknownFacts.map((u) => [`${u.collection}/${u.id}`, u.fields]))
    for (const s of spaces) {
      const nulls = (['adjacent', 'white', 'black', 'neighbourhood', 'martialLawModifier'] as const).filter((f) => s.kind !== 'special' && s[f] === null)
      if (nulls.length) expect(listed.get(`spaces/${s.id}`), s.id).toEqual(nulls)
      else expect(listed.has(`spaces/${s.id}`), s.id).toBe(false)
    }
    expect(listed.get('board/vortices')).toEqual(['count', 'positions'])
  })

  it.skipIf(!existsSync(referenceDir))('IDATA-08 «Plansza Innsmouth»: every null of the reference is still null here', () => {
    const ref = readReference<{ spaces: Array<{ id: string; adjacent: unknown; neighbourhood: unknown; monsterMovement?: { white: unknown; black: unknown } }> }>('innsmouth-board.json')
    for (const r of ref.spaces) {
      const s = byId.get(r.id) as Space
      expect(s, r.id).toBeDefined()
      if (r.adjacent === null) expect(s.adjacent, r.id).toBeNull()
      if (r.neighbourhood === null) expect(s.neighbourhood, r.id).toBeNull()
      if (r.monsterMovement?.white === null) expect(s.white, r.id).toBeNull()
      if (r.monsterMovement?.black === null) expect(s.black, r.id).toBeNull()
    }
  })
})

// ----------------------------------------------------------------------------------------------
// Names

/** Every name marked plAttested, with the (possibly declined) form the Polish Innsmouth rulebook uses. */
const ATTESTED: Record<string, string> = {
  'neighbourhoods/factory-district': 'Dzielnicy Fabrycznej',
  'spaces/sawbone-alley': 'Zaułek Konowała',
  'spaces/joe-sargents': 'Usługi Przewozowe Joego Sargenta',
  'spaces/marsh-refinery': 'Rafinerii Marsha',
  'spaces/innsmouth-jail': 'Więzienia Innsmouth',
  // Composed from two attested names (the base rulebook's «Więzienna cela»); see sources.json plNamesAdded.
  'spaces/innsmouth-jail-cell': 'Więzienia Innsmouth zamiast na Posterunek Policji',
  'spaces/devil-reef': 'Diabelska Rafa',
  'spaces/falcon-point': 'Sokoli Przylądek',
  "spaces/yha-nthlei": "Y'ha-nthlei",
  'monsters/being-of-ib': 'Istoty z Ib',
  // polish-names.json: the rulebook's «Istoty z Głębin» (the Deep Ones) names the cup monster too.
  'monsters/deep-one': 'Istoty z Głębin',
  'monsters/tendril-of-nyogtha': 'Pnącze Nyogtha',
  'ancientOnes/bokrug': 'Bokrug',
  'ancientOnes/chaugnar-faugn': 'Chaugnar Faugna',
  'ancientOnes/cthugha': 'Cthugha',
  'ancientOnes/ghatanothoa': 'Ghatanothoa',
  'ancientOnes/nyogtha': 'Nyogtha',
  'ancientOnes/quachil-uttaus': 'Quachil Uttaus',
  'ancientOnes/rhan-tegoth': 'Rhan-Tegoth',
  'ancientOnes/zhar': 'Zhar',
}

function allNames(): Array<[string, LocalName]> {
  return [
    ...board.neighbourhoods.map((x): [string, LocalName] => [`neighbourhoods/${x.id}`, x.name]),
    ...spaces.map((x): [string, LocalName] => [`spaces/${x.id}`, x.name]),
    ...inn.monsters.monsters.map((x): [string, LocalName] => [`monsters/${x.id}`, x.name]),
    ...inn.ancientOnes.ancientOnes.map((x): [string, LocalName] => [`ancientOnes/${x.id}`, x.name]),
    ...inn.ancientOnes.heralds.map((x): [string, LocalName] => [`heralds/${x.id}`, x.name]),
    ...inn.mythos.map((x): [string, LocalName] => [`mythos/${x.id}`, x.name]),
  ]
}

describe('IDATA names («Plansza Innsmouth», «Nowi Przedwieczni»)', () => {
  it('IDATA-09 names «Plansza Innsmouth»: Polish names of the rulebook are used; every other one is our translation, flagged and listed', () => {
    const attested = allNames().filter(([, n]) => n.plAttested).map(([k]) => k)
    expect(attested.sort()).toEqual(Object.keys(ATTESTED).sort())
    expect(byId.get('marsh-refinery')?.name.pl).toBe('Rafineria Marsha')
    expect(byId.get('innsmouth-jail')?.name.pl).toBe('Więzienie Innsmouth')
    expect(board.neighbourhoods[0].name.pl).toBe('Dzielnica Fabryczna')
    const notAttested: string[] = []
    for (const [key, name] of allNames()) {
      if (!name.plAttested) {
        expect(name.plSource, key).toBeUndefined()
        notAttested.push(key)
      } else expect(name.plSource, key).toMatch(/«.+»/)
      if (key.startsWith('spaces/') || key.startsWith('neighbourhoods/')) expect(name.plForms, key).toBeDefined()
    }
    expect(notAttested.sort()).toEqual(sourcesJson.plNotAttested.map((x) => `${x.collection}/${x.id}`).sort())
    expect(byId.get('gilman-house-hotel')?.name).toMatchObject({ pl: 'Hotel Gilman House', plAttested: false })
  })

  it.skipIf(!existsSync(innsmouthSeed))('IDATA-09 names «Plansza Innsmouth»: each attested Polish name occurs in the Polish rulebook', () => {
    const text = readFileSync(innsmouthSeed, 'utf8').replace(/\s+/g, ' ').replace(/’/g, "'")
    for (const [key, quote] of Object.entries(ATTESTED)) expect(text.includes(quote), `${key}: "${quote}"`).toBe(true)
  })

  it.skipIf(!existsSync(innsmouthSeed))('IDATA-09 names «Podróż między miastami»: the rulebook decision quotes are on their lines', () => {
    const lines = readFileSync(innsmouthSeed, 'utf8').split('\n')
    expect(sourcesJson.rulebookDecisionsCheckedAgainstSeed).toEqual(['joe-sargents.kind'])
    expect(sourcesJson.plNamesCheckedAgainstSeed).toEqual(['spaces/innsmouth-jail-cell'])
    expect(lines[388 - 1]).toContain('Więzienia Innsmouth zamiast na Posterunek Policji')
    expect(lines[459 - 1]).toContain('obszar ze stacją')
    expect(lines[460 - 1]).toContain('Usługi Przewozowe Joego Sargenta')
  })
})

// ----------------------------------------------------------------------------------------------
// Monsters

describe('IDATA monsters («Nowe żetony potworów», «Potwory lęgowe»)', () => {
  const m = inn.monsters

  it('IDATA-10 «Nowe żetony potworów»: 32 tokens = 2 Masks + 5 spawn + 25 for the cup; the roster is incomplete', () => {
    expect(m.totals).toEqual({ tokens: 32, masks: 2, spawn: 5, cup: 25, identified: 5 })
    expect(m.totals.masks + m.totals.spawn + m.totals.cup).toBe(m.totals.tokens)
    expect(m.complete).toBe(false)
    expect(m.monsters.reduce((sum, k) => sum + (k.count ?? 0), 0)).toBe(m.totals.identified)
    for (const k of m.monsters) expect(k.set, k.id).toBe('innsmouth')
  })

  it('IDATA-10 «Potwory lęgowe»: the 5 spawn tokens are the 4 Beings of Ib and the Tendril of Nyogtha', () => {
    const spawn = m.monsters.filter((k) => k.spawn)
    expect(spawn.map((k) => [k.id, k.count])).toEqual([['being-of-ib', 4], ['tendril-of-nyogtha', 1]])
    expect(spawn.reduce((sum, k) => sum + (k.count ?? 0), 0)).toBe(m.totals.spawn)
    expect(m.monsters.filter((k) => k.mask)).toEqual([])
  })

  it('IDATA-10 «Nowe żetony potworów»: no kind is invented; unknown symbols, movement and counts stay null with confidence unknown', () => {
    expect(m.monsters.map((k) => k.id)).toEqual(['being-of-ib', 'tendril-of-nyogtha', 'deep-one'])
    for (const k of m.monsters) {
      expect(k.dimension, k.id).toBeNull()
      expect(k.movement, k.id).toBeNull()
      expect(k.confidence, k.id).toBe('unknown')
    }
    const deepOne = m.monsters.find((k) => k.id === 'deep-one')
    expect([deepOne?.count, deepOne?.identityConfidence]).toEqual([null, undefined])
    expect(sourcesJson.unknownFacts.find((u) => u.id === 'roster')?.fields).toEqual(['masks', 'cup'])
  })

  it('IDATA-10 «Pula potworów»: Innsmouth adds no known cup token (unknown counts give none); spawn tokens stay out of the cup', () => {
    const cup = (k: { mask: boolean; spawn: boolean }): boolean => !k.mask && !k.spawn
    expect(monsterTokens(merged, cup)).toEqual(monsterTokens(ah2eData, cup))
    expect(monsterTokens(merged)).toHaveLength(60 + 5)
  })
})

// ----------------------------------------------------------------------------------------------
// Mythos

describe('IDATA mythos («Karty Mitów», «Rozerwanie bramy»)', () => {
  const cards = inn.mythos

  it('IDATA-11 «Karty Mitów»: 36 cards: 19 Headlines, 15 Environments (5 mystic, 5 urban, 5 weather), 2 Rumors', () => {
    expect(cards).toHaveLength(36)
    for (const c of cards) expect(c.set, c.id).toBe('innsmouth')
    expect(countBy(cards, (c) => c.type)).toEqual({ headline: 19, environment: 15, rumor: 2 })
    expect(countBy(cards.filter((c) => c.type === 'environment'), (c) => c.subtype ?? 'none')).toEqual({ mystic: 5, urban: 5, weather: 5 })
  })

  it('IDATA-11 «Karty Mitów»: markers unknown (null); confidence as the reference gives it; cards without symbols are low', () => {
    for (const c of cards) {
      expect(c.activity, c.id).toBeNull()
      expect(c.closed, c.id).toBeNull()
      expect(c.reshuffleDeck, c.id).toBe(false)
    }
    const low = cards.filter((c) => c.confidence === 'low')
    expect(low.map((c) => c.id).sort()).toEqual(['closed-mouths', 'evidence-destroyed'])
    for (const c of low) expect([c.white, c.black], c.id).toEqual([[], []])
    for (const c of cards.filter((x) => x.confidence !== 'low')) {
      expect(c.confidence, c.id).toBe('medium')
      expect(c.white.length + c.black.length, c.id).toBeGreaterThan(0)
    }
  })

  it('IDATA-11 «Karty Mitów»: Rumors show 2 doom tokens instead of a gate; Strange Sightings! is a monster surge', () => {
    const noGate = cards.filter((c) => c.gateMode !== 'single')
    expect(noGate.map((c) => [c.id, c.type, c.gateMode, c.doomTokensInsteadOfGate ?? null])).toEqual([
      ['the-innsmouth-plague', 'rumor', 'none', 2],
      ['plans-in-motion', 'rumor', 'none', 2],
      ['strange-sightings', 'headline', 'surge', null],
    ])
    for (const c of noGate) expect(c.gate, c.id).toBeNull()
  })

  it('IDATA-12 «Karty Mitów»: every gate location is an unstable Innsmouth location of the merged board; clues are known locations', () => {
    const bad: string[] = []
    for (const c of cards) {
      if (c.gateMode === 'single') {
        const s = mergedById.get(c.gate as string)
        if (!s || s.board !== 'innsmouth' || s.kind !== 'location' || !s.unstable) bad.push(`${c.id} gate ${c.gate}`)
      }
      for (const id of c.clues) if (mergedById.get(id)?.kind !== 'location') bad.push(`${c.id} clue ${id}`)
      expect(c.clues.length, c.id).toBeLessThanOrEqual(1)
    }
    expect(bad).toEqual([])
    // the 4 unstable locations are exactly the gate locations used
    expect([...new Set(cards.map((c) => c.gate).filter((g) => g !== null))].sort()).toEqual(spaces.filter((s) => s.unstable).map((s) => s.id).sort())
  })

  it('IDATA-13 «Rozerwanie bramy»: 5 gate-burst cards; their gate exists; the unverified second location is an Arkham location, not a clue', () => {
    const burst = cards.filter((c) => c.burst)
    expect(burst.map((c) => c.id).sort()).toEqual(['charity-case', 'dark-day', 'free-clinic', 'someones-watching-me', 'the-veil-is-strong'])
    for (const c of burst) {
      expect(c.gateMode, c.id).toBe('single')
      expect(mergedById.has(c.gate as string), c.id).toBe(true)
      expect(c.clues, c.id).toHaveLength(1)
      const second = mergedById.get(c.secondLocationUnverified as string)
      expect([second?.board, second?.kind], c.id).toEqual(['arkham', 'location'])
      expect(c.clues, c.id).not.toContain(c.secondLocationUnverified)
    }
    expect(cards.filter((c) => !c.burst && c.secondLocationUnverified !== undefined)).toEqual([])
  })
})

// ----------------------------------------------------------------------------------------------
// Ancient Ones, Heralds, decks

describe('IDATA ancient ones and decks («Nowi Przedwieczni», «Wariant Herolda», «Elementy»)', () => {
  it('IDATA-14 «Nowi Przedwieczni»: 8 Ancient Ones with doom track and combat rating (single source: medium)', () => {
    const table = Object.fromEntries(inn.ancientOnes.ancientOnes.map((a) => [a.id, [a.doomTrack, a.combatModifier]]))
    expect(table).toEqual({
      bokrug: [12, 'variable'],
      'chaugnar-faugn': [12, -4],
      cthugha: [13, -5],
      ghatanothoa: [13, -6],
      nyogtha: [12, -8],
      'quachil-uttaus': [12, -3],
      'rhan-tegoth': [11, -4],
      zhar: [11, -3],
    })
    for (const a of inn.ancientOnes.ancientOnes) {
      expect([a.set, a.confidence, a.awakeningEndsGame, a.masksInCup], a.id).toEqual(['innsmouth', 'medium', false, false])
    }
    // «Nyogtha»: the attacked investigator fights at -3 instead of -8
    expect(inn.ancientOnes.ancientOnes.find((a) => a.id === 'nyogtha')?.combatModifier).toBe(-8)
    expect(inn.ancientOnes.ancientOnes.find((a) => a.id === 'bokrug')?.tags).toContain('spawn-on-sheet:being-of-ib:4')
  })

  it('IDATA-14 «Wariant Herolda»: 2 Herald sheets, names from outside the rulebook (not attested in Polish)', () => {
    expect(inn.ancientOnes.heralds.map((h) => [h.id, h.name.en, h.name.plAttested, h.confidence])).toEqual([
      ['father-dagon', 'Father Dagon', false, 'medium'],
      ['mother-hydra', 'Mother Hydra', false, 'medium'],
    ])
  })

  it('IDATA-15 «Elementy»: deck sizes: 96 Personal Stories; 176 Ancient One cards incl. 10 Innsmouth Look and 36 Mythos', () => {
    const size = Object.fromEntries(inn.decks.map((d) => [d.id, d.count]))
    expect(size).toEqual({
      'personal-stories': 96,
      'location-cards-arkham-additions': 36,
      'location-cards-innsmouth': 42,
      'mythos-cards-innsmouth': 36,
      'gate-cards-innsmouth': 16,
      'ancient-one-plot-cards': 24,
      'innsmouth-look': 10,
      'dust-cards': 12,
    })
    expect(Object.values(size).reduce((a, b) => a + b, 0) - 96).toBe(176)
    expect(size['mythos-cards-innsmouth']).toBe(inn.mythos.length)
    for (const d of inn.decks) expect([d.set, d.confidence], d.id).toEqual(['innsmouth', 'high'])
    const addsTo = Object.fromEntries(inn.decks.filter((d) => d.addsTo !== undefined).map((d) => [d.id, d.addsTo]))
    expect(addsTo).toEqual({ 'location-cards-arkham-additions': 'location-cards', 'mythos-cards-innsmouth': 'mythos-cards', 'gate-cards-innsmouth': 'gate-cards' })
    for (const target of Object.values(addsTo)) expect(ah2eData.decks.some((d) => d.id === target), target).toBe(true)
  })
})

// ----------------------------------------------------------------------------------------------
// Merge

describe('IDATA encounter cards («Przygotowanie talii», «Faza III», «Faza IV»)', () => {
  it('IDATA-20 «Przygotowanie talii»: 16 Innsmouth Gate cards, one colour and one world each; each (world, colour) pair a named world uses is on exactly one card', () => {
    expect(inn.gateCards).toHaveLength(16)
    const pairs = inn.gateCards.map((c) => {
      expect(c).toMatchObject({ set: 'innsmouth', other: 'draw-again' })
      expect(c.colours).toHaveLength(1)
      expect(c.worlds).toHaveLength(1)
      const w = ah2eData.worlds.find((x) => x.id === c.worlds[0])
      expect(w?.colours, c.id).toContain(c.colours[0])
      return `${c.worlds[0]}/${c.colours[0]}`
    })
    expect(duplicates(pairs)).toEqual([])
    const named = new Set(inn.gateCards.map((c) => c.worlds[0]))
    const expected = ah2eData.worlds.filter((w) => named.has(w.id)).reduce((n, w) => n + w.colours.length, 0)
    expect(pairs).toHaveLength(expected)
  })

  it('IDATA-21 «Przygotowanie talii»: Innsmouth Location cards: 4 more in each of the 9 Arkham decks, 14 in each Innsmouth deck (36 + 42)', () => {
    const per = countBy(inn.locationCards, (c) => c.neighbourhood)
    for (const n of ah2eData.neighbourhoods) expect(per[n.id], n.id).toBe(4)
    for (const n of board.neighbourhoods) expect(per[n.id], n.id).toBe(14)
    expect(inn.locationCards).toHaveLength(36 + 42)
    expect(inn.locationCards.every((c) => c.set === 'innsmouth' && c.confidence === 'medium')).toBe(true)
  })
})

describe('IDATA merge (withInnsmouth)', () => {
  it('IDATA-16 withInnsmouth: concatenates the collections and ids stay unique', () => {
    const collections: Array<[string, Array<{ id: string }>, number]> = [
      ['neighbourhoods', merged.neighbourhoods, ah2eData.neighbourhoods.length + board.neighbourhoods.length],
      ['spaces', merged.spaces, ah2eData.spaces.length + spaces.length],
      ['monsters', merged.monsters, ah2eData.monsters.length + inn.monsters.monsters.length],
      ['mythos', merged.mythos, ah2eData.mythos.length + inn.mythos.length],
      ['ancientOnes', merged.ancientOnes, ah2eData.ancientOnes.length + inn.ancientOnes.ancientOnes.length],
      ['decks', merged.decks, ah2eData.decks.length + inn.decks.length],
    ]
    for (const [name, list, n] of collections) {
      expect(list, name).toHaveLength(n)
      expect(duplicates(list.map((x) => x.id)), name).toEqual([])
    }
    expect(duplicates(merged.mythos.map((c) => c.title))).toEqual([])
    expect(merged.neighbourhoods).toHaveLength(12)
    expect(merged.mythos).toHaveLength(67 + 36)
    expect(merged.ancientOnes).toHaveLength(16)
    expect(merged.worlds).toEqual(ah2eData.worlds)
    expect(merged.gateCards).toEqual([...ah2eData.gateCards!, ...inn.gateCards])
    expect(merged.locationCards).toEqual([...ah2eData.locationCards!, ...inn.locationCards])
    expect(duplicates(merged.gateCards!.map((c) => c.id))).toEqual([])
    expect(duplicates(merged.locationCards!.map((c) => c.id))).toEqual([])
  })

  it('IDATA-16 withInnsmouth: every reference of the merged board resolves; every Innsmouth neighbourhood space is on its board', () => {
    const missing: string[] = []
    for (const s of merged.spaces) {
      for (const r of [...(s.adjacent ?? []), s.white, s.black, s.closedOccupantsMoveTo]) if (typeof r === 'string' && !mergedById.has(r)) missing.push(`${s.id} -> ${r}`)
    }
    for (const id of [board.arrestDestination, ...board.depots, ...board.arkhamAquaticLocations, ...board.lostInTimeAndSpaceReturnExcluded]) {
      if (!mergedById.has(id)) missing.push(id)
    }
    expect(missing).toEqual([])
  })

  it('IDATA-17 withInnsmouth: the base data is not changed and new arrays are returned', () => {
    const before = JSON.stringify(ah2eData)
    const arrays = { spaces: ah2eData.spaces, monsters: ah2eData.monsters, mythos: ah2eData.mythos, decks: ah2eData.decks }
    const innBefore = JSON.stringify(innsmouthData)
    const again = withInnsmouth(ah2eData)
    expect(JSON.stringify(ah2eData)).toBe(before)
    expect(JSON.stringify(innsmouthData)).toBe(innBefore)
    expect(ah2eData.spaces).toBe(arrays.spaces)
    expect(ah2eData.spaces).toHaveLength(40)
    expect(ah2eData.monsters).toHaveLength(29)
    expect(ah2eData.mythos).toHaveLength(67)
    for (const key of ['neighbourhoods', 'spaces', 'worlds', 'gateMarkers', 'monsters', 'mythos', 'ancientOnes', 'allies', 'decks', 'gateCards', 'locationCards'] as const) {
      expect(again[key], key).not.toBe(ah2eData[key])
    }
    expect(again).toEqual(merged)
    // a frozen base works too (nothing is written to it)
    const frozen = Object.freeze({ ...ah2eData, spaces: Object.freeze([...ah2eData.spaces]) }) as unknown as Ah2eData
    expect(() => withInnsmouth(frozen)).not.toThrow()
  })

  it('IDATA-17 withInnsmouth: adding Innsmouth twice throws on the duplicate ids', () => {
    expect(() => withInnsmouth(merged)).toThrow(/duplicate neighbourhood id "factory-district" when adding Innsmouth/)
  })

  it('IDATA-18 loader: the Innsmouth data module imports no vue, pinia, dexie or DOM code', () => {
    const source = readFileSync(path.join(repoRoot, 'src/games/ah2e/data/innsmouth.ts'), 'utf8')
    const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((x) => x[1])
    expect(specifiers.length).toBeGreaterThan(0)
    for (const spec of specifiers) expect(spec, spec).toMatch(/^\.{1,2}\//)
    expect(source).not.toMatch(/\b(window|document|localStorage|indexedDB)\b/)
  })
})

// ----------------------------------------------------------------------------------------------
// Provenance

describe('IDATA provenance', () => {
  it('IDATA-19 provenance: facts below high confidence are listed in sources.json', () => {
    const below = [
      ...spaces.map((x) => ['spaces', x.id, x.confidence]),
      ...inn.monsters.monsters.map((x) => ['monsters', x.id, x.confidence]),
      ...inn.mythos.map((x) => ['mythos', x.id, x.confidence]),
      ...inn.ancientOnes.ancientOnes.map((x) => ['ancientOnes', x.id, x.confidence]),
      ...inn.ancientOnes.heralds.map((x) => ['heralds', x.id, x.confidence]),
      ...inn.decks.map((x) => ['decks', x.id, x.confidence]),
    ].filter(([, , c]) => c !== 'high')
    expect(sourcesJson.belowHighConfidence.map((x) => [x.collection, x.id, x.confidence])).toEqual(below)
  })

  it.skipIf(!existsSync(referenceDir))('IDATA-19 provenance: the build script reproduces rules-data/innsmouth byte for byte', { timeout: 60_000 }, () => {
    const out = mkdtempSync(path.join(tmpdir(), 'ah2e-innsmouth-data-'))
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-rules-data.mjs')], {
        env: { ...process.env, AH2E_REFERENCE_DIR: referenceDir, AH2E_OUT_DIR: path.join(out, 'ah2e'), AH2E_INNSMOUTH_OUT_DIR: path.join(out, 'innsmouth') },
        stdio: 'pipe',
      })
      for (const f of ['board', 'monsters', 'mythos', 'ancient-ones', 'decks', 'sources', 'gate-cards', 'location-cards']) {
        const built = readFileSync(path.join(out, 'innsmouth', `${f}.json`), 'utf8')
        const committed = readFileSync(path.join(repoRoot, 'rules-data/innsmouth', `${f}.json`), 'utf8')
        expect(built === committed, `innsmouth/${f}.json differs from a fresh build; run npm run data:build`).toBe(true)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
