import type { Ah2eData, AncientOne, MonsterKind, MythosCard } from '../data/types'
import { customMonstersOf, type Ah2eState, type CustomMonsterKind } from './state'
import type { Emitter } from './emitter'
import { kindOf } from './limits'

export function ancientOneOf(em: Emitter): AncientOne {
  const ao = em.data.ancientOnes.find((a) => a.id === em.state.ancientOne)
  if (!ao) throw new Error(`Unknown Ancient One ${em.state.ancientOne}`)
  return ao
}

export function mythosCardOf(em: Emitter, id: string): MythosCard {
  const c = em.data.mythos.find((m) => m.id === id)
  if (!c) throw new Error(`Unknown Mythos card ${id}`)
  return c
}

/** A kind the owner of the box described, in the shape of the data's kinds. */
export function customKindAsData(c: CustomMonsterKind): MonsterKind {
  return {
    id: c.id,
    name: { en: c.name, pl: c.name, plAttested: false },
    set: 'innsmouth',
    dimension: c.dimension,
    movement: c.movement,
    count: c.count,
    mask: c.mask,
    endless: false,
    spawn: c.spawn,
    confidence: 'high',
  }
}

/** Every monster kind of the game: the data's, with the owner's definitions taking precedence (`DefineMonsterKind`). */
export function monsterKindsOf(state: Pick<Ah2eState, 'customMonsters'>, data: Pick<Ah2eData, 'monsters'>): MonsterKind[] {
  const custom = customMonstersOf(state)
  const out = data.monsters.map((k) => (Object.hasOwn(custom, k.id) ? customKindAsData(custom[k.id]) : k))
  for (const id of Object.keys(custom).sort()) if (!data.monsters.some((k) => k.id === id)) out.push(customKindAsData(custom[id]))
  return out
}

/** The kind of a token: the owner's definition first, then the data. */
export function monsterKindOf(em: Emitter, uid: string): MonsterKind {
  const id = kindOf(uid)
  const custom = customMonstersOf(em.state)
  if (Object.hasOwn(custom, id)) return customKindAsData(custom[id])
  const k = em.data.monsters.find((m) => m.id === id)
  if (!k) throw new Error(`Unknown monster ${uid}`)
  return k
}
