import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { readFactsFile } from '@/shell/factsFile'
import { cultsData, type District } from '../data'
import { npcSettings, type CultsEvent, type LayoutFacts, type NpcCard, type NpcSettings } from '../rules'

/**
 * Rise of the Cults facts the seed does not show (printed on components the OCR lost), as the owner
 * of the box filled them in: the 4 Starting Layout cards (Sanity token per district, Investigators),
 * the Dominance spaces per district, the opponent's 12 cards (Attack, "destroy for N Thugs") and the
 * opponent settings chosen. Asked once, kept per device, exported and imported as a data file.
 */
export interface CultsOwnerFacts {
  layouts: Record<string, LayoutFacts>
  dominanceSpaces: number | null
  npcCards: NpcCard[] | null
  npcSettings: NpcSettings | null
}

export const CULTS_FACTS_FORMAT = 'mythos-ledger.cults-facts'
export const CULTS_FACTS_MAX_BYTES = 64 * 1024
const KEY = 'cults-owner-facts'
const empty = (): CultsOwnerFacts => ({ layouts: {}, dominanceSpaces: null, npcCards: null, npcSettings: null })
const isInt = (n: unknown, lo: number, hi: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi
const obj = (x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : null)

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

  /** Remember facts (from a game or a file); a later fact replaces an earlier one. */
  async function remember(add: Partial<CultsOwnerFacts>): Promise<boolean> {
    if (Object.keys(add).length === 0) return true
    await load()
    const cur = facts.value
    const next: CultsOwnerFacts = {
      layouts: { ...cur.layouts, ...(add.layouts ?? {}) },
      dominanceSpaces: add.dominanceSpaces ?? cur.dominanceSpaces,
      npcCards: add.npcCards ?? cur.npcCards,
      npcSettings: add.npcSettings ?? cur.npcSettings,
    }
    const r = await useDeviceStore().put(KEY, next)
    if (r.ok) facts.value = next
    return r.ok
  }

  function exportText(): string {
    return `${JSON.stringify({ format: CULTS_FACTS_FORMAT, version: 1, ...facts.value }, null, 1)}\n`
  }

  return { facts, loaded, load, remember, exportText }
})
