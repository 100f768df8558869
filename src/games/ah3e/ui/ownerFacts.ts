import { asObject as obj, isInt } from '@/core'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { readFactsFile } from '@/shell/factsFile'
import { checkNameCorrection, mergeCorrections, parseCorrections, type NameCorrections } from '@/shell/names'
import { TOKEN_TYPES } from '../data/types'
import { ah3eNamedComponent, nameCorrections } from './nameList'
import type { Ah3eEvent, ScenarioOwnerFacts } from '../rules'

/**
 * AH3e facts no public source knows, as the owner of the box filled them in, per scenario: the
 * mythos cup, start space, starting doom and codex read off the sheet where the data is unsure or
 * silent, the size of the terror set, the event deck (its size, or every card), the sheet-doom
 * reminder bands; and the component names the owner corrected to match their copy (`names`, shown
 * on every screen; a scenario title typed at setup is kept in `titles`). Asked once, kept per
 * device (new games use them), exported and imported as a data file. The setup command carries the
 * scenario facts, so each game file stays self-contained.
 */
export interface Ah3eOwnerFacts {
  scenarios: Record<string, ScenarioOwnerFacts>
  /** Scenario titles as printed in the owner's (Polish) box, by scenario id: no source attests them. */
  titles?: Record<string, string>
  /** Corrected names by `<collection>/<id>` (`spaces/graveyard` → `{pl: …}`). */
  names?: NameCorrections
}

/** The owner's scenario titles, read by `scenarioName` (kept here, outside the store, so plain code can read them). */
export const ownerTitles = ref<Record<string, string>>({})

export const AH3E_FACTS_FORMAT = 'mythos-ledger.ah3e-facts'
export const AH3E_FACTS_MAX_BYTES = 512 * 1024
const KEY = 'ah3e-owner-facts'
const empty = (): Ah3eOwnerFacts => ({ scenarios: {} })

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const isDoomMap = (x: unknown) => {
  const o = obj(x)
  return !!o && Object.keys(o).length <= 4 && Object.entries(o).every(([k, v]) => SLUG.test(k) && isInt(v, 1, 3))
}

/** One scenario's facts, shape-checked (the rules check them against the scenario at setup). */
function scenarioFacts(x: unknown): ScenarioOwnerFacts | null {
  const o = obj(x)
  if (!o) return null
  const out: ScenarioOwnerFacts = {}
  for (const k of Object.keys(o)) if (!['mythosCup', 'startSpace', 'startingDoom', 'codex', 'mysteries', 'terrorDeck', 'eventCardCount', 'eventCards', 'sheetBands'].includes(k)) return null
  if (o.mythosCup !== undefined) {
    const c = obj(o.mythosCup)
    if (!c || !Object.entries(c).every(([t, n]) => (TOKEN_TYPES as readonly string[]).includes(t) && isInt(n, 0, 10))) return null
    out.mythosCup = c as ScenarioOwnerFacts['mythosCup']
  }
  if (o.startSpace !== undefined) { if (typeof o.startSpace !== 'string' || !SLUG.test(o.startSpace)) return null; out.startSpace = o.startSpace }
  if (o.startingDoom !== undefined) {
    if (!Array.isArray(o.startingDoom) || o.startingDoom.length > 12 || !o.startingDoom.every((d) => obj(d) && typeof d.space === 'string' && SLUG.test(d.space) && isInt(d.doom, 1, 5))) return null
    out.startingDoom = o.startingDoom.map((d) => ({ space: d.space, doom: d.doom }))
  }
  if (o.codex !== undefined) { if (!Array.isArray(o.codex) || o.codex.length > 20 || !o.codex.every((c) => isInt(c, 1, 999))) return null; out.codex = [...o.codex] }
  if (o.mysteries !== undefined) {
    const m = obj(o.mysteries)
    if (!m || !Object.entries(m).every(([k, v]) => SLUG.test(k) && typeof v === 'string' && SLUG.test(v))) return null
    out.mysteries = m as Record<string, string>
  }
  if (o.terrorDeck !== undefined) { if (!isInt(o.terrorDeck, 1, 40)) return null; out.terrorDeck = o.terrorDeck }
  if (o.eventCardCount !== undefined) { if (!isInt(o.eventCardCount, 1, 60)) return null; out.eventCardCount = o.eventCardCount }
  if (o.eventCards !== undefined) {
    if (!Array.isArray(o.eventCards) || o.eventCards.length > 60) return null
    if (!o.eventCards.every((c) => obj(c) && typeof c.neighbourhood === 'string' && SLUG.test(c.neighbourhood) && isDoomMap(c.doom))) return null
    out.eventCards = o.eventCards.map((c) => ({ neighbourhood: c.neighbourhood, doom: { ...c.doom } }))
  }
  if (o.sheetBands !== undefined) {
    if (!Array.isArray(o.sheetBands) || o.sheetBands.length > 10 || !o.sheetBands.every((b, i, a) => isInt(b, 1, 50) && (i === 0 || b > a[i - 1]))) return null
    out.sheetBands = [...o.sheetBands]
  }
  return out
}

/** Checks a facts file; a bad file gives a clear message and nothing of it is kept. */
export function parseAh3eFacts(text: string): { ok: true; value: Ah3eOwnerFacts } | { ok: false; message: string } {
  const read = readFactsFile(text, AH3E_FACTS_FORMAT, AH3E_FACTS_MAX_BYTES)
  if (!read.ok) return read
  const sc = obj(read.doc.scenarios) ?? {}
  const titles = obj(read.doc.titles) ?? {}
  if (!Object.entries(titles).every(([k, v]) => SLUG.test(k) && typeof v === 'string' && v.trim().length > 0 && v.length <= 80)) return { ok: false, message: 'A scenario title in the file is malformed.' }
  if (Object.keys(sc).length > 40) return { ok: false, message: 'Too many scenarios.' }
  const out = empty()
  for (const [id, f] of Object.entries(sc)) {
    const facts = SLUG.test(id) ? scenarioFacts(f) : null
    if (!facts) return { ok: false, message: 'A scenario in the file is malformed.' }
    out.scenarios[id] = facts
  }
  if (Object.keys(titles).length) out.titles = titles as Record<string, string>
  // Names came later: a file without them has no corrections.
  if (read.doc.names !== undefined) {
    const names = parseCorrections(read.doc.names, (key, c) => checkNameCorrection(!!ah3eNamedComponent(key), c))
    if (!names.ok) return names
    if (Object.keys(names.value).length) out.names = names.value
  }
  return { ok: true, value: out }
}

/**
 * The facts events carry: what the owner told the app at setup, and the reminder bands edited in
 * the game (kept for the game's scenario, `scenario`, so the next game of it starts with them).
 */
export function factsOf(events: readonly Ah3eEvent[], scenario?: string): Partial<Ah3eOwnerFacts> {
  const out = empty()
  for (const e of events) {
    if (e.type === 'GameSetUp' && Object.keys(e.data.ownerFacts).length) out.scenarios[e.data.scenario] = { ...e.data.ownerFacts }
    if (e.type === 'SheetBandsChanged' && scenario) out.scenarios[scenario] = { ...out.scenarios[scenario], sheetBands: [...e.data.bands] }
  }
  return out
}

const count = (f: Partial<Ah3eOwnerFacts>) => Object.keys(f.scenarios ?? {}).length + Object.keys(f.titles ?? {}).length + Object.keys(f.names ?? {}).length

/** What the screens read: the corrections, and the scenario titles typed at setup (a title typed later wins over a corrected Polish title). */
function publish(f: Ah3eOwnerFacts) {
  ownerTitles.value = { ...f.titles }
  nameCorrections.value = { ...f.names }
}

export const useAh3eFactsStore = defineStore('ah3eFacts', () => {
  const facts = ref<Ah3eOwnerFacts>(empty())
  const loaded = ref(false)

  let loading: Promise<void> | null = null
  /** Read the device's facts once (the callers at the same time share the read). */
  function load(): Promise<void> {
    if (loaded.value) return Promise.resolve()
    loading ??= (async () => {
      try {
        const stored = await useDeviceStore().get<Ah3eOwnerFacts>(KEY, empty())
        facts.value = { ...empty(), ...stored }
      } catch {
        facts.value = empty()
      }
      publish(facts.value)
      loaded.value = true
    })()
    return loading
  }

  /** The writes in order: each merges into what the one before it left (two at once lost one's facts). */
  let writes: Promise<unknown> = Promise.resolve()
  /** Resolves once every write asked for so far is done. */
  const idle = (): Promise<void> => writes.then(() => undefined)

  /**
   * Remember facts (from a game, a file or the names screen); a later fact for a scenario replaces
   * the earlier one field by field, and an empty name correction removes it. A scenario title typed
   * at setup also becomes the Polish name of a scenario whose name the owner corrected; a name
   * correction of a scenario replaces its typed title. Returns false if it could not be saved.
   */
  function remember(add: Partial<Ah3eOwnerFacts>): Promise<boolean> {
    const write = writes.then(() => merge(add))
    writes = write.catch(() => undefined)
    return write
  }
  async function merge(add: Partial<Ah3eOwnerFacts>): Promise<boolean> {
    if (count(add) === 0) return true
    await load()
    const next: Ah3eOwnerFacts = { scenarios: { ...facts.value.scenarios }, titles: { ...facts.value.titles, ...add.titles } }
    for (const [id, f] of Object.entries(add.scenarios ?? {})) next.scenarios[id] = { ...next.scenarios[id], ...f }
    const names = mergeCorrections(facts.value.names, add.names)
    for (const key of Object.keys(add.names ?? {})) if (key.startsWith('scenarios/')) delete next.titles![key.slice('scenarios/'.length)]
    for (const [id, title] of Object.entries(add.titles ?? {})) if (names[`scenarios/${id}`]) names[`scenarios/${id}`] = { ...names[`scenarios/${id}`], pl: title }
    if (Object.keys(names).length || facts.value.names) next.names = names
    const r = await useDeviceStore().put(KEY, next)
    if (r.ok) {
      facts.value = next
      publish(next)
    }
    return r.ok
  }

  function exportText(): string {
    return `${JSON.stringify({ format: AH3E_FACTS_FORMAT, version: 1, ...facts.value }, null, 1)}\n`
  }

  return { facts, loaded, load, remember, idle, exportText, count: () => count(facts.value) }
})
