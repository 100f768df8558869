import type { AncientOne, MonsterKind, MythosCard } from '../data/types'
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

export function monsterKindOf(em: Emitter, uid: string): MonsterKind {
  const id = kindOf(uid)
  const k = em.data.monsters.find((m) => m.id === id)
  if (!k) throw new Error(`Unknown monster ${uid}`)
  return k
}
