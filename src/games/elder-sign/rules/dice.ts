import type { DieType } from '../../../core'
import type { DieColour, EsData, FaceId } from '../data/types'
import type { Emitter } from './emitter'
import { colourOf, DIE_IDS, type DieId, type DiePlace, type EsState, type Lock, type LockSource } from './state'

/**
 * Dice bookkeeping shared by the rules: the die types for the core's seeded roll and face checks,
 * locks and their per-colour queues, and Spell cards that lose their last die.
 */

/** The core `DieType` of one of the 8 dice (faces from the data). */
export function dieType(data: EsData, die: DieId): DieType<FaceId> {
  const c = colourOf(die)
  const kind = data.dice.find((k) => k.colour === c)
  return { id: die, faces: kind ? kind.faces : [] }
}

/**
 * Which die of a colour a new lock takes. Rulebook «Zablokowane kości» (l.574): the die is taken at
 * once, even off a Spell or an investigator's marker. We take, in this order, an idle die (by the
 * Entrance), a discarded one, one showing in the roll, then held ones (spell, focus, assistance),
 * never one already placed on a task; null when every die of the colour is claimed (the lock
 * waits in the queue, l.588). Players who see it differently correct the dice by hand.
 */
export function dieForLock(state: EsState, colour: DieColour): DieId | null {
  const claimed = new Set(state.locks.map((l) => l.die).filter((d): d is DieId => d !== null))
  const free = DIE_IDS.filter((d) => colourOf(d) === colour && !claimed.has(d) && state.dice[d].at !== 'removed')
  const order: DiePlace['at'][] = ['pool', 'out', 'discarded', 'rolled', 'spell', 'focused', 'assisted']
  for (const at of order) {
    const d = free.find((x) => state.dice[x].at === at)
    if (d) return d
  }
  return null
}

/** A card, token or effect locks a die of `colour` as it enters play (l.574). */
export function lockDie(em: Emitter, colour: DieColour, by: LockSource, cause: string): void {
  const die = dieForLock(em.state, colour)
  em.emit({ type: 'DieLocked', data: { lock: `lock-${em.state.next.lock}`, colour, by, die } }, cause)
  tidySpells(em, cause)
}

/**
 * Free one lock (l.580–582). Its die passes to the first lock of the same colour still waiting
 * (l.588), otherwise it goes back beside the Entrance.
 */
export function releaseLock(em: Emitter, lock: Lock, cause: string): void {
  const waiting = lock.die ? em.state.locks.find((l) => l.id !== lock.id && l.colour === lock.colour && l.die === null) : undefined
  em.emit({ type: 'LockReleased', data: { lock: lock.id, die: lock.die, passedTo: waiting?.id ?? null } }, cause)
}

export function releaseLocksBy(em: Emitter, match: (by: LockSource) => boolean, cause: string): void {
  for (const l of em.state.locks.filter((x) => match(x.by))) {
    const current = em.state.locks.find((x) => x.id === l.id)
    if (current) releaseLock(em, current, cause)
  }
}

/** A Spell whose last held die left goes to the bottom of its deck (l.656). */
export function tidySpells(em: Emitter, cause: string): void {
  for (const sp of em.state.spells) {
    if (!DIE_IDS.some((d) => { const p = em.state.dice[d]; return p.at === 'spell' && p.spell === sp.id })) {
      em.emit({ type: 'SpellDiscarded', data: { spell: sp.id } }, cause)
    }
  }
}
