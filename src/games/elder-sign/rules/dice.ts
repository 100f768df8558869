import type { DieType } from '../../../core'
import type { DieColour, EsData, FaceId, ItemKind } from '../data/types'
import type { Emitter } from './emitter'
import { activeInvestigator, colourOf, DIE_IDS, rollingPool, type DieId, type DiePlace, type EsState, type InvestigatorState, type Lock, type LockSource } from './state'

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

/** The card an added die is paid with: the kind of item that shows its symbol (l.616–622). */
export const ADD_DIE_ITEM = { yellow: 'commonItem', red: 'uniqueItem' } as const satisfies Record<'yellow' | 'red', ItemKind>

/** Investigators whose ability adds the yellow and red dice (Gloria Goldberg on an Other World, Jenny Barnes). */
function addsDice(data: EsData, s: EsState, inv: InvestigatorState | null): boolean {
  const tags = inv ? data.investigators.find((i) => i.id === inv.id)?.ability.tags ?? [] : []
  const card = s.attempt?.card
  const otherWorld = !!card && s.adventures.some((a) => a.card === card && a.deck === 'other-world')
  return tags.some((t) => t.includes('add-yellow-and-red-dice') && (!t.startsWith('other-world:') || otherWorld))
}

/**
 * The yellow and red dice the active investigator can still add to the pool (l.616–624, 640–642):
 * out of the pool (not locked, held or already added), not set aside this turn, and a card of the
 * kind that adds it in hand (a Common Item for the yellow die, a Unique Item for the red one) or an
 * ability that adds it.
 */
export function addableDice(data: EsData, s: EsState): ('yellow' | 'red')[] {
  const inv = activeInvestigator(s)
  return (['yellow', 'red'] as const).filter((c) => s.dice[c].at === 'out' && !s.turn.discardedExtra.includes(c) && ((inv?.items[ADD_DIE_ITEM[c]] ?? 0) > 0 || addsDice(data, s, inv)))
}

/**
 * Nothing left to roll in the attempt: no die in the pool or the roll, and none held that the
 * player could take back to roll (on a Spell, focused by them, assisted by their helpers).
 */
export function outOfDice(s: EsState): boolean {
  const a = s.attempt
  if (!a || rollingPool(s).length > 0) return false
  return !DIE_IDS.some((d) => {
    const p = s.dice[d]
    return p.at === 'spell' || (p.at === 'focused' && p.by === a.investigator) || (p.at === 'assisted' && a.helpers.includes(p.by))
  })
}

/**
 * A failed roll now would bring terror effects (l.377–379): a Terror face shows in the roll of an
 * adventure (never in the battle) whose card or current Mythos card has a terror effect, and the
 * investigator is not immune to it. They are resolved before the die is set aside, so the die is
 * chosen only after them; otherwise the failed roll and the die set aside are one step.
 */
export function terrorFollows(data: EsData, s: EsState): boolean {
  const a = s.attempt
  if (!a || a.card === 'ancient-one') return false
  if (!DIE_IDS.some((d) => { const p = s.dice[d]; return p.at === 'rolled' && p.face === 'terror' })) return false
  const inv = activeInvestigator(s)
  const flags = inv ? data.investigators.find((i) => i.id === inv.id)?.ability.ruleFlags ?? [] : []
  if (flags.includes('immune-to-terror-effects')) return false
  if (data.adventures.find((x) => x.id === a.card)?.terrorEffect) return true
  return !!s.mythos?.card.terrorEffect && !flags.includes('ignores-mythos-ongoing-effects')
}
