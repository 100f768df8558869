import type { DieColour, ItemKind } from '../../data/types'
import { discardCard } from '../adventures'
import { runSteps } from '../chain'
import { lockDie, releaseLock, releaseLocksBy } from '../dice'
import { isItemKind } from '../investigators'
import { activeInvestigator, inPlay, investigatorById, investigatorInPlay } from '../state'
import { isInt, isObject, type Handlers } from './types'

/**
 * What the players do with their cards and abilities when the card says so (the app does not ship
 * card text): once-per-day abilities, healing, effects in the effect-tag vocabulary, extra cards,
 * locks a card adds or lifts, the awakening a card causes (l.919).
 */
export const cardHandlers: Pick<Handlers,
  'UseDailyAbility' | 'RecoverStat' | 'PickStartingItems' | 'ApplyEffect' | 'DealAdventure' | 'DiscardAdventure' | 'AwakenAncientOne' | 'AddLock' | 'ReleaseLock' | 'EndPersistentMythos'
> = {
  /** A once-per-day ability is used; refreshed at midnight (l.734, 744). */
  UseDailyAbility(em, { data }) {
    const inv = investigatorInPlay(em.state, data.investigator)
    if (typeof inv === 'string') return inv
    if (!em.ix.investigator(inv.id)?.ability.oncePerDay) return 'ability/not-once-per-day'
    if (inv.usedToday) return 'ability/used-today'
    em.emit({ type: 'DailyAbilityUsed', data: { investigator: inv.id } }, 'ability')
    return null
  },

  /**
   * A card or ability restores Sanity or Stamina, never past the maximum (l.608–612). A card spent
   * for it (`spend`) is the active investigator's: own cards on one's own turn only (l.640).
   */
  RecoverStat(em, { data }) {
    const inv = investigatorInPlay(em.state, data.investigator)
    if (typeof inv === 'string') return inv
    if (data.stat !== 'sanity' && data.stat !== 'stamina') return 'recover/bad-stat'
    if (!isInt(data.amount) || data.amount < 1 || data.amount > 10) return 'recover/bad-amount'
    // Nothing to restore: refused, so that no card is spent for nothing.
    if (inv[data.stat] >= (data.stat === 'sanity' ? inv.maxSanity : inv.maxStamina)) return 'recover/at-max'
    if (data.spend !== undefined && data.spend !== null) {
      // The card is the active player's own, used on their own turn (l.640); it may heal anyone.
      if (!isItemKind(data.spend)) return 'item/unknown-kind'
      const owner = activeInvestigator(em.state)
      if (!owner || owner.items[data.spend] < 1) return 'item/none-left'
      em.emit({ type: 'ItemsChanged', data: { investigator: owner.id, item: data.spend, to: owner.items[data.spend] - 1 } }, 'item-used')
    }
    runSteps(em, [{ k: 'stat', investigator: inv.id, stat: data.stat, delta: data.amount, source: 'recover' }])
    return null
  },

  /** Starting cards chosen from a choice on the investigator card (Amanda Sharpe). */
  PickStartingItems(em, { data }) {
    const inv = investigatorInPlay(em.state, data.investigator)
    if (typeof inv === 'string') return inv
    const choice = em.ix.investigator(inv.id)?.starting.choice
    if (!choice || inv.toPick === 0) return 'items/nothing-to-pick'
    if (!isObject(data.items)) return 'items/malformed'
    let total = 0
    for (const [k, n] of Object.entries(data.items)) {
      if (!isItemKind(k) || !choice.from.includes(k as ItemKind) || !isInt(n) || n < 0) return 'items/malformed'
      total += n
    }
    if (total < 1 || total > inv.toPick) return 'items/wrong-count'
    em.emit({ type: 'StartingItemsPicked', data: { investigator: inv.id, items: data.items as Partial<Record<ItemKind, number>> } }, 'setup')
    return null
  },

  /** Apply a card's effect written as an effect tag (unknown tags are left to the players). */
  ApplyEffect(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    if (typeof data.tag !== 'string' || data.tag.length === 0 || data.tag.length > 120) return 'effect/malformed'
    const who = data.investigator ?? null
    if (who !== null && !investigatorById(em.state, who)) return 'investigator/unknown'
    runSteps(em, [{ k: 'effect', tag: data.tag, investigator: who, source: 'card', card: null }])
    return null
  },

  /** A card brings an extra Adventure or Other World card into play (not into one of the six places). */
  DealAdventure(em, { data }) {
    if (em.state.status !== 'playing') return 'game/not-playing'
    if (data.deck !== 'adventure' && data.deck !== 'other-world') return 'adventure/bad-deck'
    runSteps(em, [{ k: 'deal', deck: data.deck, slot: null, source: 'card' }])
    return null
  },

  /** A card discards an adventure in play (not the one being resolved). */
  DiscardAdventure(em, { data }) {
    if (em.state.status !== 'playing') return 'game/not-playing'
    if (!em.state.adventures.some((a) => a.card === data.card)) return 'adventure/not-in-play'
    if (em.state.attempt?.card === data.card) return 'adventure/being-resolved'
    discardCard(em, data.card, 'card')
    return null
  },

  /** A card wakes the Ancient One before the track is full: the empty spaces are filled (l.919). */
  AwakenAncientOne(em) {
    if (em.state.status !== 'playing') return 'game/not-playing'
    runSteps(em, [{ k: 'awaken', reason: 'card-effect' }])
    return null
  },

  AddLock(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    if (!(['green', 'yellow', 'red'] as DieColour[]).includes(data.colour)) return 'lock/bad-colour'
    if (typeof data.label !== 'string' || data.label.length > 60) return 'lock/malformed'
    lockDie(em, data.colour, { kind: 'other', label: data.label }, 'card')
    return null
  },

  ReleaseLock(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    const lock = em.state.locks.find((l) => l.id === data.lock)
    if (!lock) return 'lock/unknown'
    releaseLock(em, lock, 'card')
    return null
  },

  /** The rare Mythos card that stayed in play past midnight ends (its dice are freed). */
  EndPersistentMythos(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    const m = em.state.persistingMythos.find((x) => x.id === data.mythos)
    if (!m) return 'mythos/not-persisting'
    releaseLocksBy(em, (by) => by.kind === 'mythos' && by.mythos === m.id, 'card')
    em.emit({ type: 'PersistentMythosEnded', data: { mythos: m.id } }, 'card')
    return null
  },
}
