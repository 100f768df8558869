import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, it, expect } from 'vitest'

import boardJson from '../../../rules-data/ah2e/board.json'
import worldsJson from '../../../rules-data/ah2e/worlds.json'
import monstersJson from '../../../rules-data/ah2e/monsters.json'
import mythosJson from '../../../rules-data/ah2e/mythos.json'
import ancientOnesJson from '../../../rules-data/ah2e/ancient-ones.json'
import alliesJson from '../../../rules-data/ah2e/allies.json'
import decksJson from '../../../rules-data/ah2e/decks.json'
import sourcesJson from '../../../rules-data/ah2e/sources.json'
import gateCardsJson from '../../../rules-data/ah2e/gate-cards.json'
import locationCardsJson from '../../../rules-data/ah2e/location-cards.json'
import boardSchema from '../../../rules-data/schema/board.schema.json'
import worldsSchema from '../../../rules-data/schema/worlds.schema.json'
import monstersSchema from '../../../rules-data/schema/monsters.schema.json'
import mythosSchema from '../../../rules-data/schema/mythos.schema.json'
import ancientOnesSchema from '../../../rules-data/schema/ancient-ones.schema.json'
import alliesSchema from '../../../rules-data/schema/allies.schema.json'
import decksSchema from '../../../rules-data/schema/decks.schema.json'
import sourcesSchema from '../../../rules-data/schema/sources.schema.json'
import gateCardsSchema from '../../../rules-data/schema/gate-cards.schema.json'
import locationCardsSchema from '../../../rules-data/schema/location-cards.schema.json'
import {
  ah2eData,
  ancientOne,
  gateCard,
  gateMarker,
  locationCard,
  monsterKind,
  monsterTokens,
  mythosCard,
  spaceById,
  world,
} from '../../../src/games/ah2e/data/index'
import type { DimensionSymbol, LocalName, MonsterKind, Space } from '../../../src/games/ah2e/data/types'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const referenceDir = process.env.AH2E_REFERENCE_DIR
  ? path.resolve(process.env.AH2E_REFERENCE_DIR)
  : path.resolve(repoRoot, '../shared/reference/ah2e')
const seedsDir = process.env.AH2E_SEEDS_DIR ? path.resolve(process.env.AH2E_SEEDS_DIR) : path.resolve(repoRoot, '../shared/seeds')

const d = ah2eData
const spaces = d.spaces
const byId = new Map<string, Space>(spaces.map((s) => [s.id, s]))
const arkhamStreets = spaces.filter((s) => s.board === 'arkham' && s.kind === 'street')
const arkhamLocations = spaces.filter((s) => s.board === 'arkham' && s.kind === 'location')
const isStreetOrLocation = (s: Space): boolean => s.board === 'arkham' && (s.kind === 'street' || s.kind === 'location')

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {}
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1
  return out
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>()
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)))
}

// ----------------------------------------------------------------------------------------------
// Schemas

const ajv = new Ajv({ allErrors: true, strict: true })
const files: Array<[string, object, unknown]> = [
  ['board', boardSchema, boardJson],
  ['worlds', worldsSchema, worldsJson],
  ['monsters', monstersSchema, monstersJson],
  ['mythos', mythosSchema, mythosJson],
  ['ancient-ones', ancientOnesSchema, ancientOnesJson],
  ['allies', alliesSchema, alliesJson],
  ['decks', decksSchema, decksJson],
  ['sources', sourcesSchema, sourcesJson],
  ['gate-cards', gateCardsSchema, gateCardsJson],
  ['location-cards', locationCardsSchema, locationCardsJson],
]

describe('DATA-01 schemas', () => {
  it.each(files)('DATA-01 schema: rules-data/ah2e/%s.json validates against its schema', (_name, schema, data) => {
    const validate = ajv.compile(schema)
    const ok = validate(data)
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
  })

  it('DATA-01 schema: the schemas are strict (extra field, bad enum, bad confidence are rejected)', () => {
    const validateBoard = ajv.compile(boardSchema)
    const extra = structuredClone(boardJson) as { spaces: Array<Record<string, unknown>> }
    extra.spaces[0].cardText = 'not allowed'
    expect(validateBoard(extra)).toBe(false)

    const validateMonsters = ajv.compile(monstersSchema)
    const badSymbol = structuredClone(monstersJson) as { monsters: Array<Record<string, unknown>> }
    badSymbol.monsters[0].dimension = 'pentagon'
    expect(validateMonsters(badSymbol)).toBe(false)

    const validateMythos = ajv.compile(mythosSchema)
    const badConfidence = structuredClone(mythosJson) as { cards: Array<Record<string, unknown>> }
    badConfidence.cards[0].confidence = 'certain'
    expect(validateMythos(badConfidence)).toBe(false)
    const gateless = structuredClone(mythosJson) as { cards: Array<Record<string, unknown>> }
    gateless.cards[0].gate = null // gateMode stays 'single'
    expect(validateMythos(gateless)).toBe(false)
  })

  it('DATA-01 schema: ids are unique in every collection', () => {
    const collections: Record<string, string[]> = {
      neighbourhoods: d.neighbourhoods.map((x) => x.id),
      spaces: spaces.map((x) => x.id),
      worlds: d.worlds.map((x) => x.id),
      gateMarkers: d.gateMarkers.map((x) => x.id),
      monsters: d.monsters.map((x) => x.id),
      mythos: d.mythos.map((x) => x.id),
      mythosTitles: d.mythos.map((x) => x.title),
      ancientOnes: d.ancientOnes.map((x) => x.id),
      allies: d.allies.map((x) => x.id),
      decks: d.decks.map((x) => x.id),
      gateCards: (d.gateCards ?? []).map((x) => x.id),
      locationCards: (d.locationCards ?? []).map((x) => x.id),
    }
    for (const [name, ids] of Object.entries(collections)) expect(duplicates(ids), name).toEqual([])
  })
})

// ----------------------------------------------------------------------------------------------
// Board

describe('DATA board', () => {
  it('DATA-02 board: 9 neighbourhoods, 9 streets, 26 locations (rulebook «Opis planszy»: 9 dzielnic, 2 or 3 locations each)', () => {
    expect(d.neighbourhoods).toHaveLength(9)
    expect(arkhamStreets).toHaveLength(9)
    expect(arkhamLocations).toHaveLength(26)
    for (const n of d.neighbourhoods) {
      expect(n.locationIds.length, n.id).toBeGreaterThanOrEqual(2)
      expect(n.locationIds.length, n.id).toBeLessThanOrEqual(3)
    }
  })

  it('DATA-02 board: each neighbourhood owns exactly its street and its locations', () => {
    const listedLocations = d.neighbourhoods.flatMap((n) => n.locationIds)
    expect(duplicates(listedLocations)).toEqual([])
    expect(new Set(listedLocations)).toEqual(new Set(arkhamLocations.map((s) => s.id)))
    expect(new Set(d.neighbourhoods.map((n) => n.streetId))).toEqual(new Set(arkhamStreets.map((s) => s.id)))
    for (const n of d.neighbourhoods) {
      expect(byId.get(n.streetId)?.kind, n.streetId).toBe('street')
      expect(byId.get(n.streetId)?.neighbourhood, n.streetId).toBe(n.id)
      for (const id of n.locationIds) {
        expect(byId.get(id)?.kind, id).toBe('location')
        expect(byId.get(id)?.neighbourhood, id).toBe(n.id)
      }
    }
    const neighbourhoodIds = new Set(d.neighbourhoods.map((n) => n.id))
    for (const s of spaces) if (s.neighbourhood !== null) expect(neighbourhoodIds.has(s.neighbourhood), s.id).toBe(true)
  })

  it('DATA-03 board: every adjacent / white / black / closedOccupantsMoveTo id exists', () => {
    const missing: string[] = []
    for (const s of spaces) {
      const refs = [...(s.adjacent ?? []), s.white, s.black, s.closedOccupantsMoveTo].filter((x): x is string => typeof x === 'string')
      for (const r of refs) if (!byId.has(r)) missing.push(`${s.id} -> ${r}`)
    }
    expect(missing).toEqual([])
  })

  it('DATA-04 board: adjacency is symmetric among Arkham streets and locations (rulebook «Ruch w Arkham»: yellow lines)', () => {
    const asymmetric: string[] = []
    for (const s of spaces.filter(isStreetOrLocation)) {
      expect(s.adjacent, s.id).not.toBeNull()
      for (const other of s.adjacent ?? []) {
        if (!byId.get(other)?.adjacent?.includes(s.id)) asymmetric.push(`${s.id} -> ${other}`)
      }
      expect(s.adjacent, s.id).not.toContain(s.id)
    }
    expect(asymmetric).toEqual([])
  })

  it('DATA-04 board: locations touch only their own street; streets touch only streets and their own locations', () => {
    for (const loc of arkhamLocations) {
      const n = d.neighbourhoods.find((x) => x.id === loc.neighbourhood)
      expect(loc.adjacent, loc.id).toEqual([n?.streetId])
    }
    for (const street of arkhamStreets) {
      const own = d.neighbourhoods.find((x) => x.id === street.neighbourhood)?.locationIds ?? []
      for (const other of street.adjacent ?? []) {
        const o = byId.get(other)
        expect(o?.kind === 'street' || own.includes(other), `${street.id} -> ${other}`).toBe(true)
      }
      for (const id of own) expect(street.adjacent, street.id).toContain(id)
    }
  })

  it('DATA-05 board: each white / black arrow points to an adjacent space; every street and location has both', () => {
    const bad: string[] = []
    for (const s of spaces.filter(isStreetOrLocation)) {
      for (const [colour, target] of [['white', s.white], ['black', s.black]] as const) {
        if (target === null) bad.push(`${s.id}: no ${colour} arrow`)
        else if (!(s.adjacent ?? []).includes(target)) bad.push(`${s.id}: ${colour} -> ${target} is not adjacent`)
      }
    }
    expect(bad).toEqual([])
  })

  it('DATA-06 board: white street arrows form one 9-cycle and black arrows are its reverse (rulebook «Ruch potworów»)', () => {
    const streetIds = new Set(arkhamStreets.map((s) => s.id))
    const visited: string[] = []
    let at = arkhamStreets[0].id
    for (let step = 0; step < arkhamStreets.length; step++) {
      visited.push(at)
      const next = byId.get(at)?.white
      expect(next && streetIds.has(next), `${at} white -> ${next}`).toBe(true)
      at = next as string
    }
    expect(at).toBe(arkhamStreets[0].id)
    expect(new Set(visited).size).toBe(9)
    for (const s of arkhamStreets) {
      const black = s.black as string
      expect(byId.get(black)?.white, `${s.id}: white(black(x)) must be x`).toBe(s.id)
    }
  })

  it('DATA-07 board: every location sends both white and black to its own street (half-white/half-black arrow)', () => {
    for (const loc of arkhamLocations) {
      const street = d.neighbourhoods.find((n) => n.id === loc.neighbourhood)?.streetId
      expect(street, loc.id).toBeDefined()
      expect(loc.white, loc.id).toBe(street)
      expect(loc.black, loc.id).toBe(street)
    }
  })

  it('DATA-08 board: exactly the 11 red-diamond locations are unstable (setup step 2; digest Appendix A ★)', () => {
    const expected = [
      'independence-square', 'hibbs-roadhouse', 'the-unnamable', 'unvisited-isle', 'black-cave', 'graveyard',
      'science-building', 'silver-twilight-lodge', 'the-witch-house', 'woods', 'historical-society',
    ]
    const unstable = spaces.filter((s) => s.unstable).map((s) => s.id)
    expect(unstable).toHaveLength(11)
    expect([...unstable].sort()).toEqual([...expected].sort())
    for (const id of unstable) expect(byId.get(id)?.kind, id).toBe('location')
  })

  it('DATA-09 board: shops close at terror 3 / 6 / 9 and send occupants to their street (rulebook «Tor paniki»)', () => {
    const shops = spaces.filter((s) => s.closesAtTerror !== undefined)
    const table = Object.fromEntries(shops.map((s) => [s.id, [s.closesAtTerror, s.closedOccupantsMoveTo]]))
    expect(table).toEqual({
      'general-store': [3, 'rivertown-streets'],
      'curiositie-shoppe': [6, 'northside-streets'],
      'ye-olde-magick-shoppe': [9, 'uptown-streets'],
    })
    for (const s of shops) expect(s.adjacent, s.id).toContain(s.closedOccupantsMoveTo)
  })

  it('DATA-10 board: special spaces Sky / Outskirts / Lost in Time and Space (edge) and Jail Cell / Inner Sanctum (arkham)', () => {
    for (const id of ['sky', 'outskirts', 'lost-in-time-and-space']) {
      const s = spaceById(id)
      expect([s.board, s.kind, s.neighbourhood, s.unstable, s.white, s.black], id).toEqual(['edge', 'special', null, false, null, null])
    }
    expect(spaceById('sky').adjacent).toEqual([])
    for (const id of ['police-station-jail-cell', 'inner-sanctum']) {
      const s = spaceById(id)
      expect([s.board, s.kind, s.unstable], id).toEqual(['arkham', 'special', false])
    }
    expect(spaceById('police-station-jail-cell').neighbourhood).toBe('easttown')
    expect(spaceById('inner-sanctum').neighbourhood).toBe('french-hill')
    expect(spaces.filter((s) => s.kind === 'special')).toHaveLength(5)
    expect(spaces.filter((s) => s.board !== 'arkham' && s.board !== 'edge')).toEqual([])
  })

  it('DATA-11 board: the rulebook movement examples are legal paths («Ruch w Arkham», «Unikanie potworów»)', () => {
    const paths = [
      // Amanda: Graveyard -> Rivertown -> French Hill -> Miskatonic U. -> Administration
      ['graveyard', 'rivertown-streets', 'french-hill-streets', 'miskatonic-u-streets', 'administration'],
      // Pete: Merchant District -> Northside -> Curiositie Shoppe
      ['merchant-district-streets', 'northside-streets', 'curiositie-shoppe'],
      // Amanda: Woods -> Uptown street -> Southside street
      ['woods', 'uptown-streets', 'southside-streets'],
    ]
    for (const p of paths) {
      for (let i = 1; i < p.length; i++) expect(spaceById(p[i - 1]).adjacent, `${p[i - 1]} -> ${p[i]}`).toContain(p[i])
    }
  })
})

// ----------------------------------------------------------------------------------------------
// Other Worlds and gate markers

describe('DATA worlds', () => {
  it('DATA-12 worlds: 8 worlds, 16 gate markers, 2 per world, each pointing to a known world (component list: 16 żetonów Bram)', () => {
    expect(d.worlds).toHaveLength(8)
    expect(d.gateMarkers).toHaveLength(16)
    const perWorld = countBy(d.gateMarkers, (g) => g.world)
    expect(Object.keys(perWorld).sort()).toEqual(d.worlds.map((w) => w.id).sort())
    for (const [w, n] of Object.entries(perWorld)) expect(n, w).toBe(2)
    for (const g of d.gateMarkers) expect(g.id).toMatch(new RegExp(`^gate-${g.world}-[12]$`))
  })

  it('DATA-12 worlds: both markers of a world share one symbol, and no two worlds share a symbol', () => {
    const symbolOf = new Map<string, Set<DimensionSymbol>>()
    for (const g of d.gateMarkers) symbolOf.set(g.world, (symbolOf.get(g.world) ?? new Set()).add(g.dimension))
    for (const [w, set] of symbolOf) expect(set.size, w).toBe(1)
    const symbols = [...symbolOf.values()].map((s) => [...s][0])
    expect(duplicates(symbols)).toEqual([])
    expect(symbols).not.toContain('crescent')
  })

  it('DATA-13 worlds: every non-crescent monster symbol has a gate marker and every gate symbol has monsters («Zamykanie bram, a potwory»)', () => {
    const gateSymbols = new Set(d.gateMarkers.map((g) => g.dimension))
    const monsterSymbols = new Set(d.monsters.map((m) => m.dimension).filter((s): s is DimensionSymbol => s !== null))
    for (const s of monsterSymbols) if (s !== 'crescent') expect(gateSymbols.has(s), s).toBe(true)
    for (const s of gateSymbols) expect(monsterSymbols.has(s), s).toBe(true)
  })

  it('DATA-13 worlds: City of the Great Race has yellow and green encounters (rulebook example, «Spotkanie w Innym Świecie»)', () => {
    expect([...world('city-of-the-great-race').colours].sort()).toEqual(['green', 'yellow'])
    for (const w of d.worlds) expect(w.colours.length, w.id).toBeGreaterThanOrEqual(2)
  })
})

// ----------------------------------------------------------------------------------------------
// Monsters

describe('DATA monsters', () => {
  const tokensOf = (kinds: readonly MonsterKind[]): number => kinds.reduce((sum, k) => sum + (k.count ?? 0), 0)

  it('DATA-14 monsters: 29 kinds, 60 tokens, 5 Masks, 55 without Masks (component list; «Pula potworów»)', () => {
    expect(d.monsters).toHaveLength(29)
    for (const m of d.monsters) expect(m.set, m.id).toBe('base')
    for (const m of d.monsters) expect(Number.isInteger(m.count) && (m.count as number) > 0, m.id).toBe(true)
    expect(tokensOf(d.monsters)).toBe(60)
    const masks = d.monsters.filter((m) => m.mask)
    expect(tokensOf(masks)).toBe(5)
    expect(tokensOf(d.monsters.filter((m) => !m.mask))).toBe(55)
  })

  it('DATA-14 monsters: every kind has a symbol and a movement type; Masks are Endless', () => {
    for (const m of d.monsters) {
      expect(m.dimension, m.id).not.toBeNull()
      expect(m.movement, m.id).not.toBeNull()
      expect(m.movement, m.id).not.toBe('aquatic')
      if (m.mask) expect(m.endless, m.id).toBe(true)
    }
  })

  it('DATA-15 monsters: symbols and borders named in the rulebook examples («Ruch potworów»)', () => {
    expect([monsterKind('dark-young').dimension, monsterKind('dark-young').movement]).toEqual(['hexagon', 'stationary'])
    expect(monsterKind('gug').dimension).toBe('slash')
    expect(monsterKind('dhole').dimension).toBe('circle')
    expect([monsterKind('dimensional-shambler').dimension, monsterKind('dimensional-shambler').movement]).toEqual(['square', 'fast'])
    expect(monsterKind('hound-of-tindalos').movement).toBe('unique')
  })

  it('DATA-16 monsters: monsterTokens gives 60 unique "<kind>#<n>" uids in a stable order', () => {
    const tokens = monsterTokens(d)
    expect(tokens).toHaveLength(60)
    expect(duplicates(tokens)).toEqual([])
    for (const t of tokens) expect(t).toMatch(/^[a-z0-9-]+#[1-9][0-9]*$/)
    const reversed = monsterTokens({ monsters: [...d.monsters].reverse() })
    expect(reversed).toEqual(tokens)
    expect(tokens.filter((t) => t.startsWith('cultist#'))).toEqual(['cultist#1', 'cultist#2', 'cultist#3', 'cultist#4', 'cultist#5', 'cultist#6'])
    const sortedKinds = tokens.map((t) => t.split('#')[0])
    expect(sortedKinds).toEqual([...sortedKinds].sort())
    expect(monsterTokens(d, (k) => !k.mask)).toHaveLength(55)
  })

  it('DATA-16 monsters: monsterTokens skips kinds with an unknown count', () => {
    const unknown: MonsterKind = { ...monsterKind('gug'), id: 'mystery', count: null }
    expect(monsterTokens({ monsters: [unknown, monsterKind('dhole')] })).toEqual(['dhole#1'])
  })
})

// ----------------------------------------------------------------------------------------------
// Mythos

describe('DATA mythos', () => {
  it('DATA-17 mythos: 67 cards: 36 Headlines, 24 Environments (12 mystic, 7 urban, 5 weather), 6 Rumors, 1 special', () => {
    expect(d.mythos).toHaveLength(67)
    for (const c of d.mythos) expect(c.set, c.id).toBe('base')
    expect(countBy(d.mythos, (c) => c.type)).toEqual({ headline: 36, environment: 24, rumor: 6, special: 1 })
    expect(countBy(d.mythos.filter((c) => c.type === 'environment'), (c) => c.subtype ?? 'none')).toEqual({ mystic: 12, urban: 7, weather: 5 })
    expect(d.mythos.filter((c) => c.type !== 'environment' && c.subtype !== null)).toEqual([])
  })

  it('DATA-18 mythos: every gate location is an unstable Arkham location («Losowanie karty Mitów»: the card names an unstable location)', () => {
    for (const c of d.mythos) {
      if (c.gateMode === 'single') {
        const s = byId.get(c.gate as string)
        expect(s?.board, c.id).toBe('arkham')
        expect(s?.kind, c.id).toBe('location')
        expect(s?.unstable, c.id).toBe(true)
      } else {
        expect(c.gate, c.id).toBeNull()
      }
    }
    const noGate = d.mythos.filter((c) => c.gateMode !== 'single')
    expect(noGate.map((c) => [c.id, c.gateMode, c.reshuffleDeck])).toEqual([['the-story-continues', 'none', true]])
    expect(d.mythos.filter((c) => c.reshuffleDeck)).toHaveLength(1)
  })

  it('DATA-19 mythos: every clue, activity and closed id exists; clues go to locations', () => {
    const bad: string[] = []
    for (const c of d.mythos) {
      for (const id of c.clues) if (byId.get(id)?.kind !== 'location') bad.push(`${c.id} clue ${id}`)
      for (const id of [...(c.activity ?? []), ...(c.closed ?? [])]) if (!byId.has(id)) bad.push(`${c.id} marker ${id}`)
    }
    expect(bad).toEqual([])
    expect(d.mythos.filter((c) => c.activity === null || c.closed === null)).toEqual([])
  })

  it('DATA-20 mythos: the white / black boxes use one of the six standard symbol pairs', () => {
    const pairs: Array<[DimensionSymbol[], DimensionSymbol[]]> = [
      [['slash', 'triangle', 'star'], ['hexagon']],
      [['square', 'diamond'], ['circle']],
      [['plus'], ['crescent']],
    ]
    const key = (xs: readonly string[]): string => [...xs].sort().join(',')
    const allowed = new Set(pairs.flatMap(([a, b]) => [`${key(a)}|${key(b)}`, `${key(b)}|${key(a)}`]))
    const odd: string[] = []
    for (const c of d.mythos) {
      if (c.gateMode === 'none') {
        expect([c.white, c.black], c.id).toEqual([[], []])
        continue
      }
      if (!allowed.has(`${key(c.white)}|${key(c.black)}`)) odd.push(`${c.id}: ${key(c.white)} | ${key(c.black)}`)
    }
    expect(odd).toEqual([])
  })
})

// ----------------------------------------------------------------------------------------------
// Ancient Ones, allies, decks

describe('DATA ancient ones, allies, decks', () => {
  it('DATA-21 ancient ones: 8 sheets; Azathoth doom track 14 (scoring example «Przyznawanie punktów zwycięstwa»)', () => {
    expect(d.ancientOnes).toHaveLength(8)
    for (const a of d.ancientOnes) expect(a.set, a.id).toBe('base')
    expect(ancientOne('azathoth').doomTrack).toBe(14)
    expect(ancientOne('azathoth').combatModifier).toBeNull()
    expect(ancientOne('hastur').combatModifier).toBe('variable')
  })

  it('DATA-21 ancient ones: only Azathoth ends the game on awakening; only Nyarlathotep keeps the Masks («Pula potworów»)', () => {
    expect(d.ancientOnes.filter((a) => a.awakeningEndsGame).map((a) => a.id)).toEqual(['azathoth'])
    expect(d.ancientOnes.filter((a) => a.masksInCup).map((a) => a.id)).toEqual(['nyarlathotep'])
    for (const a of d.ancientOnes) {
      expect(a.awakeningEndsGame, a.id).toBe(a.tags.includes('awakening-ends-game'))
      expect(a.masksInCup, a.id).toBe(a.tags.includes('mask-monsters-in-cup'))
    }
  })

  it('DATA-22 allies: 11 allies, matching the allies deck size (component list: 11 Sprzymierzeńców)', () => {
    expect(d.allies).toHaveLength(11)
    expect(d.decks.find((x) => x.id === 'allies')?.count).toBe(d.allies.length)
    for (const a of d.allies) expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('DATA-23 decks: investigator decks sum to 189 and Ancient One decks to 179 (component list «Zawartość pudełka»)', () => {
    const size = (id: string): number => {
      const deck = d.decks.find((x) => x.id === id)
      expect(deck, id).toBeDefined()
      return deck?.count ?? 0
    }
    const investigator = ['common-items', 'unique-items', 'spells', 'skills', 'allies', 'special-cards']
    const ancient = ['location-cards', 'gate-cards', 'mythos-cards']
    expect(investigator.reduce((s, id) => s + size(id), 0)).toBe(189)
    expect(ancient.reduce((s, id) => s + size(id), 0)).toBe(179)
    expect(d.decks).toHaveLength(investigator.length + ancient.length)
    expect(size('mythos-cards')).toBe(d.mythos.length)
    expect(size('location-cards')).toBe(d.neighbourhoods.length * 7)
  })
})

// ----------------------------------------------------------------------------------------------
// Encounter decks: Gate cards and Location cards

describe('DATA encounter decks', () => {
  const gates = d.gateCards ?? []
  const locs = d.locationCards ?? []

  it('DATA-29 gate cards: 49 base cards = 12 per colour ×4 + 1 special, matching the gate deck size (component list: 49 kart Bram)', () => {
    expect(gates).toHaveLength(49)
    expect(d.decks.find((x) => x.id === 'gate-cards')?.count).toBe(gates.length)
    for (const c of gates) expect(c.set, c.id).toBe('base')
    expect(countBy(gates, (c) => (c.colours.length ? c.colours.join('+') : 'none'))).toEqual({ red: 12, blue: 12, green: 12, yellow: 12, none: 1 })
    const special = gates.filter((c) => c.other === 'shuffle-and-redraw')
    expect(special.map((c) => [c.id, c.colours, c.worlds])).toEqual([['base-gate-49', [], []]])
    expect(gates.filter((c) => c.other === 'draw-again')).toEqual([])
  })

  it('DATA-29 gate cards: every named world exists and has an encounter in the card colour («Faza IV: Spotkania w Innych Światach»)', () => {
    const bad: string[] = []
    for (const c of gates) {
      if (c.other === 'shuffle-and-redraw') continue
      expect(c.worlds, c.id).toHaveLength(2)
      for (const w of c.worlds) {
        const found = d.worlds.find((x) => x.id === w)
        if (!found) bad.push(`${c.id}: unknown world ${w}`)
        else if (!found.colours.includes(c.colours[0])) bad.push(`${c.id}: ${w} has no ${c.colours[0]} encounters`)
      }
    }
    expect(bad).toEqual([])
    // Another Dimension is never named on a card: it always reads the Other entry.
    expect(gates.filter((c) => c.worlds.includes('another-dimension'))).toEqual([])
  })

  it('DATA-29 gate cards: every world finds at least 12 cards of its colours (City of the Great Race: yellow + green = 24)', () => {
    for (const w of d.worlds) {
      const n = gates.filter((c) => c.colours.some((col) => w.colours.includes(col))).length
      expect(n, w.id).toBe(12 * w.colours.length)
    }
  })

  it('DATA-30 location cards: 63 base cards = 7 per neighbourhood, matching the location deck size (9 talii × 7 kart)', () => {
    expect(locs).toHaveLength(63)
    expect(d.decks.find((x) => x.id === 'location-cards')?.count).toBe(locs.length)
    const per = countBy(locs, (c) => c.neighbourhood)
    expect(Object.keys(per).sort()).toEqual(d.neighbourhoods.map((n) => n.id).sort())
    for (const [hood, n] of Object.entries(per)) expect(n, hood).toBe(7)
    for (const c of locs) {
      expect(c.set, c.id).toBe('base')
      expect(c.id).toMatch(new RegExp(`^base-${c.neighbourhood}-0[1-7]$`))
    }
  })

  it('DATA-30 encounter decks: the schemas reject a card with text, a bad colour or a coloured special card', () => {
    const validateGates = ajv.compile(gateCardsSchema)
    const withText = structuredClone(gateCardsJson) as { cards: Array<Record<string, unknown>> }
    withText.cards[0].text = 'not allowed'
    expect(validateGates(withText)).toBe(false)
    const badColour = structuredClone(gateCardsJson) as { cards: Array<Record<string, unknown>> }
    badColour.cards[0].colours = ['purple']
    expect(validateGates(badColour)).toBe(false)
    const colouredSpecial = structuredClone(gateCardsJson) as { cards: Array<Record<string, unknown>> }
    colouredSpecial.cards[48].colours = ['red']
    expect(validateGates(colouredSpecial)).toBe(false)
    const validateLocs = ajv.compile(locationCardsSchema)
    const noHood = structuredClone(locationCardsJson) as { cards: Array<Record<string, unknown>> }
    delete noHood.cards[0].neighbourhood
    expect(validateLocs(noHood)).toBe(false)
  })
})

// ----------------------------------------------------------------------------------------------
// Names and provenance

describe('DATA names and provenance', () => {
  const allNames = (): Array<[string, LocalName]> => [
    ...d.neighbourhoods.map((x) => [`neighbourhoods/${x.id}`, x.name] as [string, LocalName]),
    ...spaces.map((x) => [`spaces/${x.id}`, x.name] as [string, LocalName]),
    ...d.worlds.map((x) => [`worlds/${x.id}`, x.name] as [string, LocalName]),
    ...d.monsters.map((x) => [`monsters/${x.id}`, x.name] as [string, LocalName]),
    ...d.ancientOnes.map((x) => [`ancientOnes/${x.id}`, x.name] as [string, LocalName]),
    ...d.allies.map((x) => [`allies/${x.id}`, x.name] as [string, LocalName]),
    ...d.mythos.map((x) => [`mythos/${x.id}`, x.name] as [string, LocalName]),
  ]

  it('DATA-24 names: every unattested Polish name is flagged and listed in sources.json with what it rests on', () => {
    const notAttested: string[] = []
    for (const [key, name] of allNames()) {
      if (!name.plAttested) {
        expect(name.plSource, key).toBeUndefined()
        notAttested.push(key)
      }
    }
    expect(notAttested.sort()).toEqual(sourcesJson.plNotAttested.map((x) => `${x.collection}/${x.id}`).sort())
    for (const x of sourcesJson.plNotAttested) expect(x.basis.length, `${x.collection}/${x.id}`).toBeGreaterThan(5)
  })

  it('DATA-24 names: Polish names used by the base rulebook are present', () => {
    expect(monsterKind('star-spawn').name.pl).toBe('Gwiezdny Pomiot')
    expect(monsterKind('dark-young').name.pl).toBe('Mroczne Młode')
    expect(monsterKind('elder-thing').name.pl).toBe('Starsza Istota')
    expect(world('the-dreamlands').name.pl).toBe('Krainy Snów')
    expect(spaceById('sky').name.pl).toBe('Przestworza')
    expect(spaceById('outskirts').name.pl).toBe('Peryferia')
  })

  it('DATA-31 names: every space, street, neighbourhood, Other World, monster, Ancient One, ally and Mythos card has a Polish name; attested ones cite their source', () => {
    expect(allNames()).toHaveLength(d.neighbourhoods.length + spaces.length + d.worlds.length + d.monsters.length + d.ancientOnes.length + d.allies.length + d.mythos.length)
    for (const [key, name] of allNames()) {
      expect(name.pl.trim(), key).toBe(name.pl)
      expect(name.pl.length, key).toBeGreaterThan(0)
      if (name.plAttested) expect(name.plSource, key).toMatch(/«.+»/)
    }
    // Polish where a Polish source gives it, our translation otherwise: no English left in Polish
    // except names that are the same in both languages (proper names).
    const same = allNames().filter(([, n]) => n.pl === n.en).map(([k]) => k)
    for (const k of same) expect(k, 'an English name kept in Polish is a proper name').toMatch(/^(ancientOnes|allies|neighbourhoods|monsters\/(byakhee|dhole|gug|shoggoth|mi-go|zombie|ghoul)|worlds\/(rlyeh|yuggoth))/)
    expect(mythosCard('the-stars-are-right').name).toMatchObject({ pl: 'Gwiazdy są w porządku', plAttested: true })
    expect(world('another-dimension').name).toMatchObject({ pl: 'Inny Wymiar', plAttested: false })
    expect(monsterKind('maniac').name).toMatchObject({ pl: 'Maniak', plAttested: false })
    expect(spaceById('bank-of-arkham').name).toMatchObject({ pl: 'Bank Arkham', plAttested: true })
  })

  it('DATA-31 names: every place, neighbourhood and Other World has its Polish phrases («w/na …», «z/ze …», «do/na …»)', () => {
    const places = [...d.neighbourhoods, ...spaces, ...d.worlds]
    for (const p of places) {
      expect(p.name.plForms, p.id).toBeDefined()
      expect(p.name.plForms!.in, p.id).toMatch(/^(w|we|na) \S/)
      expect(p.name.plForms!.from, p.id).toMatch(/^(z|ze) \S/)
      expect(p.name.plForms!.to, p.id).toMatch(/^(do|na|w) \S/)
    }
    expect(spaceById('graveyard').name.plForms).toEqual({ in: 'na Cmentarzu', from: 'z Cmentarza', to: 'na Cmentarz' })
    expect(spaceById('rivertown-streets').name.plForms?.in).toBe('na ulicy Rivertown')
    expect(world('city-of-the-great-race').name.plForms?.to).toBe('do Miasta Wielkiej Rasy')
    for (const m of [...d.monsters, ...d.ancientOnes, ...d.allies, ...d.mythos]) expect(m.name.plForms, m.id).toBeUndefined()
    // Phrases found word for word in the rulebooks are listed (the build searches the seeds).
    if (existsSync(seedsDir)) expect(sourcesJson.plFormsInRulebooks).toEqual(expect.arrayContaining(['spaces/graveyard.in', 'spaces/northside-streets.in', 'worlds/city-of-the-great-race.in', 'worlds/the-dreamlands.to']))
  })

  it.skipIf(!existsSync(seedsDir))('DATA-31 names: each attested name\'s rulebook quote is on its cited line', () => {
    const checked = new Set(sourcesJson.plSourcesCheckedAgainstSeed)
    for (const [key, name] of allNames()) {
      const m = /^seeds\/(\S+\.txt):(\d+) «(.+)»$/.exec(name.plSource ?? '')
      if (!m) continue
      const lines = readFileSync(path.join(seedsDir, m[1]), 'utf8').split('\n')
      expect(lines[Number(m[2]) - 1], key).toContain(m[3])
      expect(checked.has(key) || sourcesJson.plNamesAdded.some((a) => `${a.collection}/${a.id}` === key), key).toBe(true)
    }
  })

  it('DATA-01 schema: a name claiming no attestation cannot carry a source; a place needs its phrases', () => {
    const validateBoard = ajv.compile(boardSchema)
    const noForms = structuredClone(boardJson) as { spaces: Array<{ name: Record<string, unknown> }> }
    delete noForms.spaces[0].name.plForms
    expect(validateBoard(noForms)).toBe(false)
    const sourceless = structuredClone(boardJson) as { spaces: Array<{ name: Record<string, unknown> }> }
    const attested = sourceless.spaces.find((x) => x.name.plAttested)!
    delete attested.name.plSource
    expect(validateBoard(sourceless)).toBe(false)
    const claimed = structuredClone(boardJson) as { spaces: Array<{ name: Record<string, unknown> }> }
    const translated = claimed.spaces.find((x) => !x.name.plAttested)!
    translated.name.plSource = 'somewhere'
    expect(validateBoard(claimed)).toBe(false)
  })

  it('DATA-25 names: every added Polish name is in the data and marked attested', () => {
    const lookup: Record<string, (id: string) => { name: LocalName }> = {
      monsters: monsterKind,
      ancientOnes: ancientOne,
      spaces: spaceById,
      worlds: world,
    }
    expect(sourcesJson.plNamesAdded.length).toBeGreaterThan(0)
    for (const a of sourcesJson.plNamesAdded) {
      const get = lookup[a.collection]
      expect(get, a.collection).toBeDefined()
      expect(get(a.id).name, `${a.collection}/${a.id}`).toMatchObject({ pl: a.pl, plAttested: true })
    }
  })

  it.skipIf(!existsSync(seedsDir))('DATA-25 names: each added Polish name is on the cited rulebook line', () => {
    for (const a of sourcesJson.plNamesAdded) {
      const lines = readFileSync(path.join(seedsDir, a.seed), 'utf8').split('\n')
      expect(lines[a.line - 1], `${a.seed}:${a.line}`).toContain(a.quote)
    }
  })

  it('DATA-26 provenance: facts below high confidence are listed in sources.json', () => {
    const below = [
      ...spaces.map((x) => ['spaces', x.id, x.confidence]),
      ...d.worlds.map((x) => ['worlds', x.id, x.confidence]),
      ...d.gateMarkers.map((x) => ['gateMarkers', x.id, x.confidence]),
      ...d.monsters.map((x) => ['monsters', x.id, x.confidence]),
      ...d.mythos.map((x) => ['mythos', x.id, x.confidence]),
      ...d.ancientOnes.map((x) => ['ancientOnes', x.id, x.confidence]),
      ...d.allies.map((x) => ['allies', x.id, x.confidence]),
      ...d.decks.map((x) => ['decks', x.id, x.confidence]),
    ].filter(([, , c]) => c !== 'high')
    expect(sourcesJson.belowHighConfidence.map((x) => [x.collection, x.id, x.confidence])).toEqual(below)
  })

  it.skipIf(!existsSync(referenceDir))('DATA-27 provenance: the build script reproduces rules-data byte for byte', { timeout: 60_000 }, () => {
    const out = mkdtempSync(path.join(tmpdir(), 'ah2e-rules-data-'))
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-rules-data.mjs')], {
        env: { ...process.env, AH2E_REFERENCE_DIR: referenceDir, AH2E_OUT_DIR: out },
        stdio: 'pipe',
      })
      for (const f of ['board', 'worlds', 'monsters', 'mythos', 'ancient-ones', 'allies', 'decks', 'sources', 'gate-cards', 'location-cards']) {
        const built = readFileSync(path.join(out, `${f}.json`), 'utf8')
        const committed = readFileSync(path.join(repoRoot, 'rules-data/ah2e', `${f}.json`), 'utf8')
        expect(built === committed, `${f}.json differs from a fresh build; run npm run data:build`).toBe(true)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

// ----------------------------------------------------------------------------------------------
// Loader

describe('DATA loader', () => {
  it('DATA-28 loader: lookups return the entry for every id', () => {
    for (const s of spaces) expect(spaceById(s.id)).toBe(s)
    for (const m of d.monsters) expect(monsterKind(m.id)).toBe(m)
    for (const c of d.mythos) expect(mythosCard(c.id)).toBe(c)
    for (const a of d.ancientOnes) expect(ancientOne(a.id)).toBe(a)
    for (const g of d.gateMarkers) expect(gateMarker(g.id)).toBe(g)
    for (const w of d.worlds) expect(world(w.id)).toBe(w)
    for (const c of d.gateCards ?? []) expect(gateCard(c.id)).toBe(c)
    for (const c of d.locationCards ?? []) expect(locationCard(c.id)).toBe(c)
  })

  it('DATA-28 loader: lookups throw a clear error for an unknown id', () => {
    expect(() => spaceById('nowhere')).toThrow(/unknown space id "nowhere"/)
    expect(() => monsterKind('deep-one')).toThrow(/unknown monster kind id "deep-one"/)
    expect(() => mythosCard('x')).toThrow(/unknown mythos card id "x"/)
    expect(() => ancientOne('bokrug')).toThrow(/unknown ancient one id "bokrug"/)
    expect(() => gateMarker('gate-abyss-3')).toThrow(/unknown gate marker id "gate-abyss-3"/)
    expect(() => world('kadath')).toThrow(/unknown other world id "kadath"/)
    expect(() => gateCard('base-gate-50')).toThrow(/unknown gate card id "base-gate-50"/)
    expect(() => locationCard('base-downtown-08')).toThrow(/unknown location card id "base-downtown-08"/)
  })

  it('DATA-28 loader: the data module imports no vue, pinia, dexie or DOM code', () => {
    for (const file of ['src/games/ah2e/data/index.ts', 'src/games/ah2e/data/types.ts']) {
      const source = readFileSync(path.join(repoRoot, file), 'utf8')
      const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1])
      for (const spec of specifiers) expect(spec, `${file} imports ${spec}`).toMatch(/^\.{1,2}\//)
      expect(source, file).not.toMatch(/\b(window|document|localStorage|indexedDB)\b/)
    }
  })
})
