import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { readFactsFile } from '@/shell/factsFile'
import { checkCorrectionShape, MAX_NAME_CORRECTIONS, mergeCorrections, NAME_MAX_LENGTH } from '@/shell/names'
import type { CustomMonsterKind } from '@/games/ah2e/rules'
import { nameCorrections, namedComponent, PLACE_FORMS, type NameCorrection, type NameCorrections } from './names'

/**
 * Facts the owner of the box fills in that public data lacks or gets wrong, kept per device so
 * every new game can reuse them, and exported as a small data file that fills the same gaps for
 * other groups: the Innsmouth components (monster tokens, arrows) and corrected component names
 * (a Polish or English name as printed in the owner's copy, with the Polish phrases sentences use).
 */
export interface OwnerArrow { space: string; colour: 'white' | 'black'; to: string }
export interface OwnerFacts { monsters: CustomMonsterKind[]; arrows: OwnerArrow[]; names: NameCorrections }

export const OWNER_FACTS_FORMAT = 'mythos-ledger.innsmouth-facts'
/** A facts file holds at most 40 monsters, 200 arrows and 400 names: a few tens of kilobytes. */
export const OWNER_FACTS_MAX_BYTES = 256 * 1024
export { MAX_NAME_CORRECTIONS, NAME_MAX_LENGTH }
const KEY = 'innsmouth-owner-facts'
const empty = (): OwnerFacts => ({ monsters: [], arrows: [], names: {} })

const DIMS = ['slash', 'triangle', 'star', 'hexagon', 'circle', 'square', 'diamond', 'plus', 'crescent']
const MOVES = ['normal', 'fast', 'stationary', 'flying', 'unique', 'aquatic']
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** The prepositions each Polish phrase starts with (as in rules-data's `plForms`). */
export const FORM_PREPOSITION = { in: /^(w|we|na) \S/, from: /^(z|ze) \S/, to: /^(do|na|w) \S/ } as const

/** Why a facts file or a correction is refused; the UI says it in its language (`factsError.<code>`). */
export type FactsError = 'too-large' | 'not-json' | 'not-facts' | 'format' | 'version' | 'monsters' | 'arrows' | 'names' | 'name-text' | 'name-phrase'
export type FactsParse = { ok: true; value: OwnerFacts } | { ok: false; code: FactsError; message: string }

/** The shell's envelope messages (size, JSON, format, version) by their code. */
function envelopeCode(message: string): FactsError {
  if (/larger than/.test(message)) return 'too-large'
  if (/not JSON/.test(message)) return 'not-json'
  if (/format is not/.test(message)) return 'format'
  if (/another version/.test(message)) return 'version'
  return 'not-facts'
}

/**
 * One correction, checked: a known component, only the fields it can have, plain short texts, the
 * Polish phrases starting with their preposition. Returns the cleaned correction or why it is refused.
 */
export function checkNameCorrection(key: string, c: unknown): { ok: true; value: NameCorrection } | { ok: false; code: FactsError } {
  const comp = namedComponent(key)
  if (!comp) return { ok: false, code: 'names' }
  const phrases = comp.name.plForms !== undefined ? PLACE_FORMS : []
  return checkCorrectionShape(c, phrases, (field, v) => FORM_PREPOSITION[field as keyof typeof FORM_PREPOSITION].test(v))
}

/** Validates a facts data file; a bad file gives a clear message. Each fact is checked again by the rules when applied. */
export function parseOwnerFacts(text: string): FactsParse {
  const read = readFactsFile(text, OWNER_FACTS_FORMAT, OWNER_FACTS_MAX_BYTES)
  if (!read.ok) return { ok: false, code: envelopeCode(read.message), message: read.message }
  const d = read.doc
  if (!Array.isArray(d.monsters) || !Array.isArray(d.arrows) || d.monsters.length > 40 || d.arrows.length > 200) return { ok: false, code: 'not-facts', message: 'The file must list monsters and arrows.' }
  const monsters: CustomMonsterKind[] = []
  for (const m of d.monsters as Record<string, unknown>[]) {
    if (!m || typeof m !== 'object' || typeof m.id !== 'string' || !SLUG.test(m.id) || typeof m.name !== 'string' || m.name.length > 40 ||
      !DIMS.includes(m.dimension as string) || !MOVES.includes(m.movement as string) || !Number.isInteger(m.count) || (m.count as number) < 1 || (m.count as number) > 25 ||
      typeof m.mask !== 'boolean' || typeof m.spawn !== 'boolean') return { ok: false, code: 'monsters', message: 'A monster in the file is malformed.' }
    monsters.push({ id: m.id, name: m.name, dimension: m.dimension as CustomMonsterKind['dimension'], movement: m.movement as CustomMonsterKind['movement'], count: m.count as number, mask: m.mask, spawn: m.spawn })
  }
  const arrows: OwnerArrow[] = []
  for (const a of d.arrows as Record<string, unknown>[]) {
    if (!a || typeof a !== 'object' || typeof a.space !== 'string' || !SLUG.test(a.space) || (a.colour !== 'white' && a.colour !== 'black') ||
      typeof a.to !== 'string' || !SLUG.test(a.to)) return { ok: false, code: 'arrows', message: 'An arrow in the file is malformed.' }
    arrows.push({ space: a.space, colour: a.colour, to: a.to })
  }
  // Names came later: a file without them is a file from before, with no corrections.
  const names: NameCorrections = {}
  if (d.names !== undefined) {
    if (!d.names || typeof d.names !== 'object' || Array.isArray(d.names) || Object.keys(d.names).length > MAX_NAME_CORRECTIONS) {
      return { ok: false, code: 'names', message: 'The names in the file are malformed.' }
    }
    for (const [key, c] of Object.entries(d.names as Record<string, unknown>)) {
      const r = checkNameCorrection(key, c)
      if (!r.ok) return { ok: false, code: r.code, message: `The name ${key.slice(0, 60)} in the file is malformed.` }
      if (Object.keys(r.value).length) names[key] = r.value
    }
  }
  return { ok: true, value: { monsters, arrows, names } }
}

/** Older devices stored monsters and arrows only. */
function normalise(stored: Partial<OwnerFacts> | null | undefined): OwnerFacts {
  return { monsters: stored?.monsters ?? [], arrows: stored?.arrows ?? [], names: stored?.names ?? {} }
}

export const useOwnerFactsStore = defineStore('ownerFacts', () => {
  const facts = ref<OwnerFacts>(empty())
  const loaded = ref(false)
  let loading: Promise<void> | null = null

  async function load() {
    try {
      facts.value = normalise(await useDeviceStore().get<Partial<OwnerFacts>>(KEY, empty()))
    } catch {
      facts.value = empty()
    }
    nameCorrections.value = facts.value.names
    loaded.value = true
  }

  /** Load once (every AH2e view calls this through `useGame`, so corrected names show at once). */
  function ensureLoaded(): Promise<void> {
    if (!loading) loading = load()
    return loading
  }

  /**
   * Remember facts (from a game, a file or the names list); later ones for the same monster, arrow
   * or name replace earlier ones, and an empty name correction removes it. If they cannot be saved,
   * nothing changes and the frame says why.
   */
  async function remember(add: Partial<OwnerFacts>): Promise<boolean> {
    if (!loaded.value) await ensureLoaded()
    const monsters = new Map(facts.value.monsters.map((m) => [m.id, m]))
    for (const m of add.monsters ?? []) monsters.set(m.id, m)
    const arrows = new Map(facts.value.arrows.map((a) => [`${a.space}:${a.colour}`, a]))
    for (const a of add.arrows ?? []) arrows.set(`${a.space}:${a.colour}`, a)
    const names: NameCorrections = mergeCorrections(facts.value.names, add.names)
    const next = { monsters: [...monsters.values()], arrows: [...arrows.values()], names }
    const r = await useDeviceStore().put(KEY, next)
    if (r.ok) {
      facts.value = next
      nameCorrections.value = names
    }
    return r.ok
  }

  function exportText(): string {
    return `${JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, ...facts.value }, null, 1)}\n`
  }

  return { facts, loaded, load, ensureLoaded, remember, exportText }
})
