import { asObject as obj, isInt } from '@/core'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { readFactsFile } from '@/shell/factsFile'
import { checkNameCorrection, mergeCorrections, parseCorrections, type NameCorrections } from '@/shell/names'
import { esNamedComponent, nameCorrections } from './names'
import type { DieColour, Requirement } from '../data/types'
import type { AncientOneFacts, EsEvent, MythosInput } from '../rules'

/**
 * Elder Sign facts no public source knows, as the owner of the box filled them in: the Ancient
 * Ones' doom tracks, monster spaces, Elder Sign limits and combat tasks, the locked die of each
 * adventure, the monster tokens and the Mythos cards met so far, and the component names the owner
 * corrected to match their copy (`names`, shown on every screen). Asked once, kept per device (new
 * games use them: an adventure's lock is not asked again), exported and imported as a data file.
 */
export interface MonsterFacts {
  name: string
  requires: Requirement[]
  trophies: number
  lockedDie: DieColour | null
  mask: boolean
}
export interface MythosFacts extends Required<Pick<MythosInput, 'doom' | 'monsters' | 'lockedDie' | 'immediateEffect' | 'terrorEffect' | 'midnightEffect' | 'persists'>> {
  title: string
}
/**
 * The Entrance sheet's tables («Arkusz Wejścia», l.471–472), which no public source has: what the
 * sheet says for each face of the Lost and Found die, and the souvenir prices in trophies.
 */
export interface EntranceFacts {
  /** By green-die face (`lore`, `terror`, `investigation-2` …): the sheet's line as the owner typed it. */
  lostAndFound: Record<string, string>
  /** By souvenir (`commonItem`, `uniqueItem`, `spell`, `ally`, `clue`): its price in trophies. */
  souvenirs: Record<string, number>
}
export const SOUVENIRS = ['commonItem', 'uniqueItem', 'spell', 'ally', 'clue'] as const
const GREEN_FACES = ['investigation-1', 'investigation-2', 'investigation-3', 'lore', 'peril', 'terror']

export interface EsOwnerFacts {
  ancientOnes: Record<string, AncientOneFacts>
  adventureLocks: Record<string, DieColour | 'none'>
  /** By lower-cased name. */
  monsters: Record<string, MonsterFacts>
  /** By lower-cased title. */
  mythos: Record<string, MythosFacts>
  /** Corrected names by `<collection>/<id>` (`adventures/koi-pond` → `{pl: …}`). */
  names: NameCorrections
  /** The Entrance sheet's tables (asked when met: a Lost and Found roll, a souvenir bought). */
  entrance: EntranceFacts
}

export const ES_FACTS_FORMAT = 'mythos-ledger.elder-sign-facts'
export const ES_FACTS_MAX_BYTES = 256 * 1024
const KEY = 'elder-sign-owner-facts'
const empty = (): EsOwnerFacts => ({ ancientOnes: {}, adventureLocks: {}, monsters: {}, mythos: {}, names: {}, entrance: { lostAndFound: {}, souvenirs: {} } })

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const COLOURS = ['green', 'yellow', 'red']
const isText = (s: unknown, max: number): s is string => typeof s === 'string' && s.trim().length > 0 && s.length <= max
const isTag = (s: unknown) => s === null || (typeof s === 'string' && s.length <= 120 && /^[a-z0-9+\-:()|., ]*$/.test(s))
function isRequirements(x: unknown): x is Requirement[] {
  return Array.isArray(x) && x.length <= 8 && x.every((r) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return false
    const keys = Object.keys(r)
    if (keys.length !== 1) return false
    const v = (r as Record<string, unknown>)[keys[0]]
    return keys[0] === 'investigation' ? isInt(v, 1, 30) : ['lore', 'peril', 'terror'].includes(keys[0]) && v === 1
  })
}

/** Checks a facts file; a bad file gives a clear message and nothing of it is kept. */
export function parseEsFacts(text: string): { ok: true; value: EsOwnerFacts } | { ok: false; message: string } {
  const read = readFactsFile(text, ES_FACTS_FORMAT, ES_FACTS_MAX_BYTES)
  if (!read.ok) return read
  const d = read.doc
  const out = empty()
  const aos = obj(d.ancientOnes) ?? {}
  if (Object.keys(aos).length > 16) return { ok: false, message: 'Too many Ancient Ones.' }
  for (const [id, f] of Object.entries(aos)) {
    const o = obj(f)
    if (!SLUG.test(id) || !o) return { ok: false, message: 'An Ancient One in the file is malformed.' }
    const facts: AncientOneFacts = {}
    if (o.doomTrack !== undefined) { if (!isInt(o.doomTrack, 1, 12)) return { ok: false, message: 'A doom track is 1–12.' }; facts.doomTrack = o.doomTrack }
    if (o.elderSignLimit !== undefined) { if (!isInt(o.elderSignLimit, 1, 17)) return { ok: false, message: 'An Elder Sign limit is 1–17.' }; facts.elderSignLimit = o.elderSignLimit }
    if (o.monsterSpaces !== undefined) {
      if (!Array.isArray(o.monsterSpaces) || o.monsterSpaces.length > 12 || !o.monsterSpaces.every((x) => isInt(x, 1, 12))) return { ok: false, message: 'Monster spaces are doom-track positions.' }
      facts.monsterSpaces = o.monsterSpaces as number[]
    }
    if (o.combatTask !== undefined) { if (!isRequirements(o.combatTask)) return { ok: false, message: 'A combat task is malformed.' }; facts.combatTask = o.combatTask }
    out.ancientOnes[id] = facts
  }
  const locks = obj(d.adventureLocks) ?? {}
  if (Object.keys(locks).length > 100) return { ok: false, message: 'Too many adventures.' }
  for (const [card, c] of Object.entries(locks)) {
    if (!SLUG.test(card) || !(c === 'none' || COLOURS.includes(c as string))) return { ok: false, message: 'An adventure lock in the file is malformed.' }
    out.adventureLocks[card] = c as DieColour | 'none'
  }
  const monsters = obj(d.monsters) ?? {}
  if (Object.keys(monsters).length > 60) return { ok: false, message: 'Too many monsters.' }
  for (const m of Object.values(monsters)) {
    const o = obj(m)
    if (!o || !isText(o.name, 40) || !isRequirements(o.requires) || !isInt(o.trophies, 0, 5) || !(o.lockedDie === null || COLOURS.includes(o.lockedDie as string)) || typeof o.mask !== 'boolean') {
      return { ok: false, message: 'A monster in the file is malformed.' }
    }
    out.monsters[(o.name as string).trim().toLowerCase()] = { name: (o.name as string).trim(), requires: o.requires, trophies: o.trophies, lockedDie: o.lockedDie as DieColour | null, mask: o.mask }
  }
  const mythos = obj(d.mythos) ?? {}
  if (Object.keys(mythos).length > 64) return { ok: false, message: 'Too many Mythos cards.' }
  for (const m of Object.values(mythos)) {
    const o = obj(m)
    if (!o || !isText(o.title, 80) || !isInt(o.doom, 0, 6) || !isInt(o.monsters, 0, 6) || !(o.lockedDie === null || COLOURS.includes(o.lockedDie as string)) ||
      !isTag(o.immediateEffect) || !isTag(o.terrorEffect) || !isTag(o.midnightEffect) || typeof o.persists !== 'boolean') return { ok: false, message: 'A Mythos card in the file is malformed.' }
    const f = o as unknown as MythosFacts
    out.mythos[f.title.trim().toLowerCase()] = { ...f, title: f.title.trim() }
  }
  // Names came later: a file without them has no corrections.
  if (d.names !== undefined) {
    const names = parseCorrections(d.names, (key, c) => checkNameCorrection(!!esNamedComponent(key), c))
    if (!names.ok) return names
    out.names = names.value
  }
  // The Entrance tables came later still: a file without them has none.
  if (d.entrance !== undefined) {
    const ent = obj(d.entrance)
    const lost = ent && ent.lostAndFound !== undefined ? obj(ent.lostAndFound) : {}
    const prices = ent && ent.souvenirs !== undefined ? obj(ent.souvenirs) : {}
    if (!ent || !lost || !prices) return { ok: false, message: 'The Entrance tables in the file are malformed.' }
    for (const [face, text] of Object.entries(lost)) {
      if (!GREEN_FACES.includes(face) || !isText(text, 120)) return { ok: false, message: 'A Lost and Found line in the file is malformed.' }
      out.entrance.lostAndFound[face] = (text as string).trim()
    }
    for (const [item, price] of Object.entries(prices)) {
      if (!(SOUVENIRS as readonly string[]).includes(item) || !isInt(price, 1, 10)) return { ok: false, message: 'A souvenir price in the file is malformed.' }
      out.entrance.souvenirs[item] = price
    }
  }
  return { ok: true, value: out }
}

/** The facts an event carries (what the owner told the app during a game). */
export function factsOf(events: readonly EsEvent[]): Partial<EsOwnerFacts> {
  const out: EsOwnerFacts = empty()
  for (const e of events) {
    if (e.type === 'GameSetUp') {
      if (Object.keys(e.data.ownerFacts.ancientOne).length) out.ancientOnes[e.data.ancientOne.id] = { ...e.data.ownerFacts.ancientOne } as AncientOneFacts
      Object.assign(out.adventureLocks, e.data.ownerFacts.adventureLocks)
    } else if (e.type === 'AdventureLockDefined') out.adventureLocks[e.data.card] = e.data.lockedDie
    else if (e.type === 'MonsterAppeared' && e.data.token.name) {
      const tk = e.data.token
      out.monsters[tk.name!.trim().toLowerCase()] = { name: tk.name!.trim(), requires: tk.requires, trophies: tk.trophies, lockedDie: tk.lockedDie, mask: tk.mask }
    } else if ((e.type === 'MythosDrawn' || e.type === 'MythosReplaced') && e.data.card.title) {
      const c = e.data.card
      out.mythos[c.title!.trim().toLowerCase()] = { title: c.title!.trim(), doom: c.doom, monsters: c.monsters, lockedDie: c.lockedDie, immediateEffect: c.immediateEffect, terrorEffect: c.terrorEffect, midnightEffect: c.midnightEffect, persists: c.persists }
    } else if (e.type === 'SouvenirBought') out.entrance.souvenirs[e.data.item] = e.data.cost
  }
  return out
}

const count = (f: Partial<EsOwnerFacts>) => Object.keys(f.ancientOnes ?? {}).length + Object.keys(f.adventureLocks ?? {}).length + Object.keys(f.monsters ?? {}).length +
  Object.keys(f.mythos ?? {}).length + Object.keys(f.names ?? {}).length + Object.keys(f.entrance?.lostAndFound ?? {}).length + Object.keys(f.entrance?.souvenirs ?? {}).length

export const useEsFactsStore = defineStore('elderSignFacts', () => {
  const facts = ref<EsOwnerFacts>(empty())
  const loaded = ref(false)

  let loading: Promise<void> | null = null
  /** Load once (every view calls it through `useGame`; concurrent calls share one read). */
  function load(): Promise<void> {
    if (!loading) loading = read()
    return loading
  }
  async function read() {
    try {
      // Older devices stored no names.
      const stored = await useDeviceStore().get<Partial<EsOwnerFacts>>(KEY, empty())
      facts.value = { ...empty(), ...stored, names: stored?.names ?? {}, entrance: { lostAndFound: { ...stored?.entrance?.lostAndFound }, souvenirs: { ...stored?.entrance?.souvenirs } } }
    } catch {
      facts.value = empty()
    }
    nameCorrections.value = facts.value.names
    loaded.value = true
  }

  /**
   * Remember facts (from a game, a file or the names screen); a later fact for the same thing
   * replaces the earlier one, and an empty name correction removes it. Returns false if it could
   * not be saved (then nothing changes).
   */
  async function remember(add: Partial<EsOwnerFacts>): Promise<boolean> {
    if (count(add) === 0) return true
    await load()
    const cur = facts.value
    const next: EsOwnerFacts = {
      ancientOnes: { ...cur.ancientOnes },
      adventureLocks: { ...cur.adventureLocks, ...add.adventureLocks },
      monsters: { ...cur.monsters, ...add.monsters },
      mythos: { ...cur.mythos, ...add.mythos },
      names: mergeCorrections(cur.names, add.names),
      entrance: {
        lostAndFound: { ...cur.entrance.lostAndFound, ...add.entrance?.lostAndFound },
        souvenirs: { ...cur.entrance.souvenirs, ...add.entrance?.souvenirs },
      },
    }
    for (const [id, f] of Object.entries(add.ancientOnes ?? {})) next.ancientOnes[id] = { ...next.ancientOnes[id], ...f }
    const r = await useDeviceStore().put(KEY, next)
    if (r.ok) {
      facts.value = next
      nameCorrections.value = next.names
    }
    return r.ok
  }

  function exportText(): string {
    return `${JSON.stringify({ format: ES_FACTS_FORMAT, version: 1, ...facts.value }, null, 1)}\n`
  }

  return { facts, loaded, load, remember, exportText, count: () => count(facts.value) }
})
