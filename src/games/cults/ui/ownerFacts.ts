import { asObject as obj, isInt } from '@/core'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { readFactsFile } from '@/shell/factsFile'
import { cultsData, type District } from '../data'
import { cityCardOf, districtCardOf, goalCardOf, npcSettings, type CityCard, type CultsEvent, type DistrictCard, type GoalCard, type LayoutFacts, type NpcCard, type NpcSettings } from '../rules'

/**
 * Rise of the Cults facts the seed does not show (printed on components the OCR lost), as the owner
 * of the box filled them in: the 4 Starting Layout cards (Sanity token per district, Investigators),
 * the Dominance spaces per district, the opponent's 12 cards (Attack, "destroy for N Thugs"), the
 * opponent settings chosen, and the District, City and Goal cards of the box as numbers and choices
 * under the owner's own labels. Asked once, kept per device, exported and imported as a data file.
 */
export interface CultsOwnerFacts {
  layouts: Record<string, LayoutFacts>
  dominanceSpaces: number | null
  npcCards: NpcCard[] | null
  npcSettings: NpcSettings | null
  districtCards: DistrictCard[]
  cityCards: CityCard[]
  goalCards: GoalCard[]
}
export type CardList = 'districtCards' | 'cityCards' | 'goalCards'
/** How many of each the device keeps (the box has fewer). */
export const LIST_MAX: Record<CardList, number> = { districtCards: 40, cityCards: 40, goalCards: 12 }
/** The key a list is merged by: a District or City card by its label, a Goal card by its id. */
const keyOf = (list: CardList, x: DistrictCard | CityCard | GoalCard): string => (list === 'goalCards' ? (x as GoalCard).id : `${(x as DistrictCard).label.toLowerCase()}|${(x as DistrictCard).type ?? ''}`)
/** A list with `add` merged in: one of the same key replaced, in place; new ones at the end. */
export function mergeList<T extends DistrictCard | CityCard | GoalCard>(list: CardList, cur: readonly T[], add: readonly T[]): T[] {
  const out = cur.slice()
  for (const x of add) {
    const i = out.findIndex((y) => keyOf(list, y) === keyOf(list, x))
    if (i >= 0) out[i] = x
    else out.push(x)
  }
  return out.slice(0, LIST_MAX[list])
}

export const CULTS_FACTS_FORMAT = 'mythos-ledger.cults-facts'
export const CULTS_FACTS_MAX_BYTES = 64 * 1024
const KEY = 'cults-owner-facts'
const empty = (): CultsOwnerFacts => ({ layouts: {}, dominanceSpaces: null, npcCards: null, npcSettings: null, districtCards: [], cityCards: [], goalCards: [] })

function parseLayout(x: unknown): LayoutFacts | null {
  const o = obj(x)
  const san = obj(o?.sanity)
  if (!o || !san) return null
  const sanity: Partial<Record<District, number>> = {}
  for (const d of cultsData.districts) {
    if (san[d] === undefined) continue
    if (!isInt(san[d], 0, 9)) return null
    sanity[d] = san[d] as number
  }
  const inv = obj(o.investigators) ?? {}
  const investigators: Partial<Record<District, number>> = {}
  for (const d of cultsData.districts) if (inv[d] !== undefined) { if (!isInt(inv[d], 0, 9)) return null; investigators[d] = inv[d] as number }
  return { sanity, investigators }
}

/** Checks a facts file; a bad file gives a clear message and nothing of it is kept. */
export function parseCultsFacts(text: string): { ok: true; value: CultsOwnerFacts } | { ok: false; message: string } {
  const read = readFactsFile(text, CULTS_FACTS_FORMAT, CULTS_FACTS_MAX_BYTES)
  if (!read.ok) return read
  const d = read.doc
  const out = empty()
  for (const [k, v] of Object.entries(obj(d.layouts) ?? {})) {
    const l = parseLayout(v)
    if (!/^[1-4]$/.test(k) || !l) return { ok: false, message: 'A Starting Layout in the file is malformed.' }
    out.layouts[k] = l
  }
  if (d.dominanceSpaces !== undefined && d.dominanceSpaces !== null) {
    if (!isInt(d.dominanceSpaces, 1, 8)) return { ok: false, message: 'Dominance spaces are 1–8.' }
    out.dominanceSpaces = d.dominanceSpaces
  }
  if (d.npcCards !== undefined && d.npcCards !== null) {
    const cs = d.npcCards
    if (!Array.isArray(cs) || cs.length !== 12 || !cs.every((c) => obj(c) && isInt(c.attack, 0, 9) && (c.thugs === null || isInt(c.thugs, 1, 9)))) return { ok: false, message: 'The opponent\'s deck is 12 cards of 0–9 Attack.' }
    out.npcCards = cs.map((c, i) => ({ id: `c${i + 1}`, attack: c.attack as number, thugs: c.thugs as number | null }))
  }
  if (d.npcSettings !== undefined && d.npcSettings !== null) {
    const s = npcSettings(obj(d.npcSettings) as Partial<NpcSettings>)
    if (typeof s === 'string') return { ok: false, message: 'The opponent settings in the file are malformed.' }
    out.npcSettings = s
  }
  const lists: [CardList, (x: unknown) => unknown, string][] = [
    ['districtCards', (x) => districtCardOf(x), 'District card'],
    ['cityCards', cityCardOf, 'City card'],
    ['goalCards', goalCardOf, 'Goal card'],
  ]
  for (const [key, check, what] of lists) {
    const raw = d[key]
    if (raw === undefined || raw === null) continue
    if (!Array.isArray(raw) || raw.length > LIST_MAX[key]) return { ok: false, message: `The ${what}s are a list of at most ${LIST_MAX[key]}.` }
    const seen = new Set<string>()
    for (const [i, x] of raw.entries()) {
      const c = check(x)
      if (typeof c === 'string') return { ok: false, message: `${what} ${i + 1} in the file is malformed (${c}).` }
      const k = keyOf(key, c as GoalCard)
      if (seen.has(k)) return { ok: false, message: `${what} ${i + 1} in the file repeats another one's name.` }
      seen.add(k)
      ;(out[key] as unknown[]).push(c)
    }
  }
  return { ok: true, value: out }
}

/** The facts a game's events carry (what the owner told the app). */
export function factsOf(events: readonly CultsEvent[]): Partial<CultsOwnerFacts> {
  const out: Partial<CultsOwnerFacts> = {}
  for (const e of events) {
    if (e.type === 'GameSetUp') {
      out.dominanceSpaces = e.data.districts[0]?.dominanceCap ?? null
      if (e.data.npc) {
        out.npcSettings = e.data.npc.settings
        if (e.data.npc.deck === 'virtual') out.npcCards = e.data.npc.cards
      }
    } else if (e.type === 'LayoutApplied') {
      out.layouts = { [String(e.data.layout)]: { sanity: e.data.sanity, investigators: e.data.investigators } }
    } else if (e.type === 'DistrictCardsSet') {
      // Cards entered in a game (or a game file from another device) join the device's list.
      out.districtCards = [...(out.districtCards ?? []), ...[e.data.guardian, e.data.action].filter((c): c is DistrictCard => c !== null)]
    }
  }
  return out
}

export const useCultsFactsStore = defineStore('cultsFacts', () => {
  const facts = ref<CultsOwnerFacts>(empty())
  const loaded = ref(false)

  async function load() {
    if (loaded.value) return
    try {
      facts.value = { ...empty(), ...(await useDeviceStore().get<CultsOwnerFacts>(KEY, empty())) }
    } catch {
      facts.value = empty()
    }
    loaded.value = true
  }

  async function save(next: CultsOwnerFacts): Promise<boolean> {
    const r = await useDeviceStore().put(KEY, JSON.parse(JSON.stringify(next)) as CultsOwnerFacts)
    if (r.ok) facts.value = next
    return r.ok
  }

  /** Remember facts (from a game or a file); a later fact replaces an earlier one, a card one of the same name. */
  async function remember(add: Partial<CultsOwnerFacts>): Promise<boolean> {
    if (Object.keys(add).length === 0) return true
    await load()
    const cur = facts.value
    return save({
      layouts: { ...cur.layouts, ...(add.layouts ?? {}) },
      dominanceSpaces: add.dominanceSpaces ?? cur.dominanceSpaces,
      npcCards: add.npcCards ?? cur.npcCards,
      npcSettings: add.npcSettings ?? cur.npcSettings,
      districtCards: mergeList('districtCards', cur.districtCards, add.districtCards ?? []),
      cityCards: mergeList('cityCards', cur.cityCards, add.cityCards ?? []),
      goalCards: mergeList('goalCards', cur.goalCards, add.goalCards ?? []),
    })
  }

  /** The owner's editor: one list as it now stands (a card added, changed or removed). */
  async function setList<K extends CardList>(key: K, list: CultsOwnerFacts[K]): Promise<boolean> {
    await load()
    return save({ ...facts.value, [key]: list.slice(0, LIST_MAX[key]) })
  }

  function exportText(): string {
    return `${JSON.stringify({ format: CULTS_FACTS_FORMAT, version: 1, ...facts.value }, null, 1)}\n`
  }

  return { facts, loaded, load, remember, setList, exportText }
})
