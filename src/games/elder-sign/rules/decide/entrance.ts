import { badFaceIndex, rollDie } from '../../../../core'
import type { FaceId } from '../../data/types'
import { runSteps } from '../chain'
import { dieType } from '../dice'
import type { Emitter } from '../emitter'
import { isItemKind, paymentRefusal } from '../investigators'
import { activeInvestigator, type InvestigatorState, type Step, type TrophyRef } from '../state'
import { isInt, refuse, type Handlers } from './types'

/**
 * «Arkusz Wejścia» (l.463–472) and «Trofea» (l.474–492): one action at the Entrance, then the clock
 * phase. First aid: 1 Sanity or 1 Stamina free, 2 trophies for one to its maximum, 4 for both.
 * Lost and Found: one green die nobody may modify; the sheet's table is not known to the app, so
 * the players apply the result. A souvenir: one per turn, its price and item from the sheet.
 */

function entranceRefusal(em: Emitter): string | null {
  const s = em.state
  if (s.status !== 'playing') return 'entrance/not-playing'
  const inv = activeInvestigator(s)
  if (s.turn.phase !== 'action' || !inv || inv.at !== 'entrance') return 'entrance/not-at-entrance'
  if (s.turn.entranceDone) return 'entrance/action-taken'
  return null
}

const END: Step[] = [{ k: 'flow', to: 'end-action' }]

function pay(em: Emitter, inv: InvestigatorState, refs: unknown, cost: number, what: string): string | null {
  const bad = paymentRefusal(inv, refs, cost)
  if (bad) return bad
  if (cost > 0) em.emit({ type: 'TrophiesSpent', data: { investigator: inv.id, items: refs as TrophyRef[], for: what } }, 'entrance')
  return null
}

export const entranceHandlers: Pick<Handlers, 'FirstAid' | 'LostAndFound' | 'BuySouvenir' | 'PassAction'> = {
  FirstAid(em, { data }) {
    const r = entranceRefusal(em)
    if (r) return r
    const inv = activeInvestigator(em.state)!
    const option = em.data.entrance.actions[0].options
    const cost = (id: string) => option.find((o) => o.id === id)?.trophies ?? 0
    if (data.option === 'free') {
      if (data.stat !== 'sanity' && data.stat !== 'stamina') return 'entrance/bad-stat'
      em.emit({ type: 'EntranceActionTaken', data: { action: 'first-aid', option: 'free-heal' } }, 'entrance')
      runSteps(em, [{ k: 'stat', investigator: inv.id, stat: data.stat, delta: 1, source: 'first-aid' }, ...END])
      return null
    }
    if (data.option === 'full-one') {
      if (data.stat !== 'sanity' && data.stat !== 'stamina') return 'entrance/bad-stat'
      const paid = pay(em, inv, data.pay, cost('full-one'), 'first-aid')
      if (paid) return paid
      em.emit({ type: 'EntranceActionTaken', data: { action: 'first-aid', option: 'full-one' } }, 'entrance')
      const max = data.stat === 'sanity' ? inv.maxSanity : inv.maxStamina
      runSteps(em, [{ k: 'stat', investigator: inv.id, stat: data.stat, delta: max - inv[data.stat], source: 'first-aid' }, ...END])
      return null
    }
    if (data.option === 'full-both') {
      const paid = pay(em, inv, data.pay, cost('full-both'), 'first-aid')
      if (paid) return paid
      em.emit({ type: 'EntranceActionTaken', data: { action: 'first-aid', option: 'full-both' } }, 'entrance')
      runSteps(em, [
        { k: 'stat', investigator: inv.id, stat: 'sanity', delta: inv.maxSanity - inv.sanity, source: 'first-aid' },
        { k: 'stat', investigator: inv.id, stat: 'stamina', delta: inv.maxStamina - inv.stamina, source: 'first-aid' },
        ...END,
      ])
      return null
    }
    return 'entrance/bad-option'
  },

  LostAndFound(em, { data }) {
    const r = entranceRefusal(em)
    if (r) return r
    const green = dieType(em.data, 'green-1')
    let face: FaceId
    if (data.face !== undefined) {
      if (badFaceIndex([green], [data.face]) >= 0) return refuse('roll/bad-face', 'That face is not on a green die.', { die: 'green' })
      face = data.face
    } else face = rollDie(em.rng, green)
    em.emit({ type: 'EntranceActionTaken', data: { action: 'lost-and-found', option: null } }, 'entrance')
    em.emit({ type: 'LostAndFoundRolled', data: { face, physical: data.face !== undefined } }, 'entrance')
    runSteps(em, END)
    return null
  },

  BuySouvenir(em, { data }) {
    const r = entranceRefusal(em)
    if (r) return r
    const inv = activeInvestigator(em.state)!
    if (!isInt(data.cost) || data.cost < 1 || data.cost > 20) return 'entrance/bad-cost'
    if (data.item !== 'clue' && !isItemKind(data.item)) return 'entrance/bad-item'
    const paid = pay(em, inv, data.pay, data.cost, 'souvenir')
    if (paid) return paid
    em.emit({ type: 'EntranceActionTaken', data: { action: 'souvenir', option: data.item } }, 'entrance')
    em.emit({ type: 'SouvenirBought', data: { item: data.item, cost: data.cost } }, 'entrance')
    runSteps(em, [
      data.item === 'clue'
        ? { k: 'stat', investigator: inv.id, stat: 'clues', delta: 1, source: 'souvenir' }
        : { k: 'items', investigator: inv.id, item: data.item, delta: 1, source: 'souvenir' },
      ...END,
    ])
    return null
  },

  PassAction(em) {
    const r = entranceRefusal(em)
    if (r) return r
    em.emit({ type: 'EntranceActionTaken', data: { action: 'pass', option: null } }, 'entrance')
    runSteps(em, END)
    return null
  },
}
