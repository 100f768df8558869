import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { readFactsFile } from '@/shell/factsFile'
import type { CustomMonsterKind } from '@/games/ah2e/rules'

/**
 * Facts about the Innsmouth components that public data lacks, as the owner of the box filled
 * them in (monster tokens, arrows). Kept per device so every new game can reuse them, and
 * exported as a small data file that fills the same gaps for other groups.
 */
export interface OwnerArrow { space: string; colour: 'white' | 'black'; to: string }
export interface OwnerFacts { monsters: CustomMonsterKind[]; arrows: OwnerArrow[] }

export const OWNER_FACTS_FORMAT = 'mythos-ledger.innsmouth-facts'
/** A facts file holds at most 40 monsters and 200 arrows: a few kilobytes. */
export const OWNER_FACTS_MAX_BYTES = 256 * 1024
const KEY = 'innsmouth-owner-facts'
const empty = (): OwnerFacts => ({ monsters: [], arrows: [] })

const DIMS = ['slash', 'triangle', 'star', 'hexagon', 'circle', 'square', 'diamond', 'plus', 'crescent']
const MOVES = ['normal', 'fast', 'stationary', 'flying', 'unique', 'aquatic']
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Validates a facts data file; a bad file gives a clear message. Each fact is checked again by the rules when applied. */
export function parseOwnerFacts(text: string): { ok: true; value: OwnerFacts } | { ok: false; message: string } {
  const read = readFactsFile(text, OWNER_FACTS_FORMAT, OWNER_FACTS_MAX_BYTES)
  if (!read.ok) return read
  const d = read.doc
  if (!Array.isArray(d.monsters) || !Array.isArray(d.arrows) || d.monsters.length > 40 || d.arrows.length > 200) return { ok: false, message: 'The file must list monsters and arrows.' }
  const monsters: CustomMonsterKind[] = []
  for (const m of d.monsters as Record<string, unknown>[]) {
    if (!m || typeof m !== 'object' || typeof m.id !== 'string' || !SLUG.test(m.id) || typeof m.name !== 'string' || m.name.length > 40 ||
      !DIMS.includes(m.dimension as string) || !MOVES.includes(m.movement as string) || !Number.isInteger(m.count) || (m.count as number) < 1 || (m.count as number) > 25 ||
      typeof m.mask !== 'boolean' || typeof m.spawn !== 'boolean') return { ok: false, message: 'A monster in the file is malformed.' }
    monsters.push({ id: m.id, name: m.name, dimension: m.dimension as CustomMonsterKind['dimension'], movement: m.movement as CustomMonsterKind['movement'], count: m.count as number, mask: m.mask, spawn: m.spawn })
  }
  const arrows: OwnerArrow[] = []
  for (const a of d.arrows as Record<string, unknown>[]) {
    if (!a || typeof a !== 'object' || typeof a.space !== 'string' || !SLUG.test(a.space) || (a.colour !== 'white' && a.colour !== 'black') ||
      typeof a.to !== 'string' || !SLUG.test(a.to)) return { ok: false, message: 'An arrow in the file is malformed.' }
    arrows.push({ space: a.space, colour: a.colour, to: a.to })
  }
  return { ok: true, value: { monsters, arrows } }
}

export const useOwnerFactsStore = defineStore('ownerFacts', () => {
  const facts = ref<OwnerFacts>(empty())
  const loaded = ref(false)

  async function load() {
    try {
      facts.value = await useDeviceStore().get<OwnerFacts>(KEY, empty())
    } catch {
      facts.value = empty()
    }
    loaded.value = true
  }

  /**
   * Remember facts (from a game, or a file); later ones for the same monster or arrow replace
   * earlier ones. If they cannot be saved, nothing changes and the frame says why.
   */
  async function remember(add: Partial<OwnerFacts>): Promise<boolean> {
    if (!loaded.value) await load()
    const monsters = new Map(facts.value.monsters.map((m) => [m.id, m]))
    for (const m of add.monsters ?? []) monsters.set(m.id, m)
    const arrows = new Map(facts.value.arrows.map((a) => [`${a.space}:${a.colour}`, a]))
    for (const a of add.arrows ?? []) arrows.set(`${a.space}:${a.colour}`, a)
    const next = { monsters: [...monsters.values()], arrows: [...arrows.values()] }
    const r = await useDeviceStore().put(KEY, next)
    if (r.ok) facts.value = next
    return r.ok
  }

  function exportText(): string {
    return `${JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, ...facts.value }, null, 1)}\n`
  }

  return { facts, loaded, load, remember, exportText }
})
