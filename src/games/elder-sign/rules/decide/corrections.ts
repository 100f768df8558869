import { runSteps } from '../chain'
import { lockDie, releaseLocksBy, tidySpells } from '../dice'
import { ITEM_KINDS } from '../investigators'
import { returnToCup } from '../monsters'
import {
  CLOCK_HOURS, colourOf, inPlay, investigatorById, investigatorInPlay, isDieId, livingInvestigators, sameTrophy, type DiePlace, type MonsterToken, type Step, type TrophyRef,
} from '../state'
import { mythosFacts } from './answers'
import { isInt, type Handlers } from './types'

/**
 * Corrections. Golden rule (l.184): a card or token beats the rulebook, so every figure the app
 * automates can be set by hand. Each is logged as its own event (`cause: correction`); the rule
 * checks then run on the result (a doom track filled by hand wakes the Ancient One, Sanity set to
 * 0 devours, Elder Signs at the limit seal).
 */
export const correctionHandlers: Pick<Handlers,
  'CorrectDoom' | 'CorrectElderSigns' | 'CorrectClock' | 'CorrectInvestigator' | 'CorrectTrophies' | 'CorrectDie' | 'RemoveMonster' | 'CorrectAdventureDeck'
  | 'CorrectDailyAbility' | 'ReplaceMythos'
> = {
  CorrectDoom(em, { data }) {
    const ao = em.state.ancientOne
    if (!inPlay(em.state) || !ao) return 'game/not-in-play'
    if (!isInt(data.to) || data.to < 0 || data.to > ao.doomTrack) return 'correction/doom-out-of-range'
    em.emit({ type: 'DoomCorrected', data: { to: data.to } }, 'correction')
    return null
  },

  CorrectElderSigns(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    if (!isInt(data.to) || data.to < 0 || data.to > 17) return 'correction/elder-signs-out-of-range'
    em.emit({ type: 'ElderSignsCorrected', data: { to: data.to } }, 'correction')
    return null
  },

  CorrectClock(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    if (!(CLOCK_HOURS as readonly string[]).includes(data.to)) return 'correction/bad-hour'
    em.emit({ type: 'ClockCorrected', data: { to: data.to } }, 'correction')
    return null
  },

  CorrectInvestigator(em, { data }) {
    const inv = investigatorInPlay(em.state, data.investigator)
    if (typeof inv === 'string') return inv
    const fields = ['maxSanity', 'maxStamina', 'sanity', 'stamina', 'clues', ...ITEM_KINDS] as const
    for (const k of fields) if (data[k] !== undefined && (!isInt(data[k]) || data[k]! < 0 || data[k]! > 20)) return 'correction/bad-value'
    const maxSanity = data.maxSanity ?? inv.maxSanity
    const maxStamina = data.maxStamina ?? inv.maxStamina
    if ((data.sanity ?? Math.min(inv.sanity, maxSanity)) > maxSanity || (data.stamina ?? Math.min(inv.stamina, maxStamina)) > maxStamina) return 'correction/over-maximum'
    if (data.maxSanity !== undefined && data.maxSanity !== inv.maxSanity) em.emit({ type: 'MaxStatChanged', data: { investigator: inv.id, stat: 'maxSanity', to: data.maxSanity } }, 'correction')
    if (data.maxStamina !== undefined && data.maxStamina !== inv.maxStamina) em.emit({ type: 'MaxStatChanged', data: { investigator: inv.id, stat: 'maxStamina', to: data.maxStamina } }, 'correction')
    for (const stat of ['sanity', 'stamina', 'clues'] as const) {
      if (data[stat] !== undefined && data[stat] !== investigatorById(em.state, inv.id)![stat]) em.emit({ type: 'StatChanged', data: { investigator: inv.id, stat, to: data[stat]! } }, 'correction')
    }
    for (const item of ITEM_KINDS) if (data[item] !== undefined && data[item] !== inv.items[item]) em.emit({ type: 'ItemsChanged', data: { investigator: inv.id, item, to: data[item]! } }, 'correction')
    return null
  },

  /**
   * Take trophies away (cards to the bottom of their decks, tokens to the cup), add monster trophies
   * from the cup, or add Adventure / Other World cards from their deck («Trofea», l.476–482): a card
   * in play is completed or discarded first, a card someone holds is taken away from them first.
   */
  CorrectTrophies(em, { data }) {
    const inv = investigatorInPlay(em.state, data.investigator)
    if (typeof inv === 'string') return inv
    const remove = data.remove ?? []
    const add = data.addMonster ?? []
    const cards = data.addAdventure ?? []
    if (!Array.isArray(remove) || !Array.isArray(add) || !Array.isArray(cards)) return 'correction/malformed'
    if (!remove.length && !add.length && !cards.length) return 'correction/nothing'
    for (const r of remove) if (!r || typeof r !== 'object' || !inv.trophies.some((t) => sameTrophy(t, r as TrophyRef))) return 'trophy/not-held'
    if (new Set(remove.map((r) => JSON.stringify(r))).size !== remove.length) return 'trophy/duplicate'
    if (add.some((n) => !isInt(n) || n < 0 || n > 9)) return 'correction/bad-value'
    if (add.length > em.state.cup.regular) return 'monster/cup-empty'
    if (new Set(cards).size !== cards.length) return 'trophy/duplicate'
    for (const card of cards) {
      if (!em.ix.adventure(card)) return 'correction/unknown-card'
      if (em.state.adventures.some((a) => a.card === card)) return 'correction/card-in-play'
      if (livingInvestigators(em.state).some((i) => i.trophies.some((t) => t.kind === 'adventure' && t.card === card))) return 'trophy/already-held'
      if (!em.state.adventureDeck.includes(card) && !em.state.otherWorldDeck.includes(card)) return 'correction/not-in-deck'
    }
    if (remove.length) em.emit({ type: 'TrophiesSpent', data: { investigator: inv.id, items: remove, for: 'correction' } }, 'correction')
    for (const n of add) {
      const token: MonsterToken = { id: `m${em.state.next.monster}`, name: null, requires: [{ investigation: 1 }], trophies: n, lockedDie: null, mask: false, backEffect: null }
      em.emit({ type: 'TrophyGained', data: { investigator: inv.id, trophy: { kind: 'monster', token } } }, 'correction')
    }
    for (const card of cards) {
      const a = em.ix.adventure(card)!
      em.emit({ type: 'TrophyGained', data: { investigator: inv.id, trophy: { kind: 'adventure', card, deck: a.deck, value: a.trophies } } }, 'correction')
    }
    return null
  },

  /** A once-per-day ability marked unused again (or used) by hand; midnight still refreshes it («Zdolności Badaczy», l.734; «Północ» 3, l.744). */
  CorrectDailyAbility(em, { data }) {
    const inv = investigatorInPlay(em.state, data.investigator)
    if (typeof inv === 'string') return inv
    if (typeof data.used !== 'boolean') return 'correction/malformed'
    if (!em.ix.investigator(inv.id)?.ability.oncePerDay) return 'ability/not-once-per-day'
    if (inv.usedToday === data.used) return data.used ? 'ability/used-today' : 'ability/not-used'
    em.emit({ type: 'DailyAbilityCorrected', data: { investigator: inv.id, used: data.used } }, 'correction')
    return null
  },

  /**
   * The Mythos card in play replaced by another («Karty Mitów», l.748–758): the old card's dice are
   * freed and the new card's die is locked, as when a new card comes at midnight (l.582, 743). Its
   * immediate effect happens only when the players say so (`immediate`; not while a question is
   * open); the old card's immediate effect stays done (the figures have their own corrections).
   */
  ReplaceMythos(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    const old = em.state.mythos
    if (!old) return 'mythos/none-in-play'
    const card = mythosFacts(data.card)
    if (typeof card === 'string') return card
    if (data.immediate !== undefined && typeof data.immediate !== 'boolean') return 'mythos/malformed'
    const immediate = data.immediate === true
    if (immediate && em.state.pending) return 'choice/pending'
    if (JSON.stringify(card) === JSON.stringify(old.card)) return 'mythos/same-card'
    releaseLocksBy(em, (by) => by.kind === 'mythos' && by.mythos === old.id, 'correction')
    const id = `mythos-${em.state.next.mythos}`
    em.emit({ type: 'MythosReplaced', data: { replaced: old.id, replacedTitle: old.card.title, mythos: id, card, immediate } }, 'correction')
    if (card.lockedDie && em.state.status === 'playing') lockDie(em, card.lockedDie, { kind: 'mythos', mythos: id }, 'correction')
    if (!immediate) return null
    const steps: Step[] = []
    if (card.doom > 0) steps.push({ k: 'doom', delta: card.doom, source: 'mythos', devouredPlayer: null })
    for (let i = 0; i < card.monsters; i++) steps.push({ k: 'monster', source: 'mythos', card: null })
    if (card.immediateEffect) steps.push({ k: 'effect', tag: card.immediateEffect, investigator: null, source: 'mythos', card: null })
    runSteps(em, steps)
    return null
  },

  /**
   * Put a die somewhere by hand (pool, out of the pool, discarded, removed from the game). Dice on
   * a task stay (complete or fail the adventure instead); a locked die is freed with ReleaseLock.
   */
  CorrectDie(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    if (!isDieId(data.die)) return 'dice/unknown-die'
    const p = em.state.dice[data.die]
    if (p.at === 'locked' || em.state.locks.some((l) => l.die === data.die)) return 'correction/die-locked'
    if (p.at === 'task') return 'correction/die-on-task'
    const to: DiePlace | null =
      data.to === 'pool' ? { at: 'pool' } : data.to === 'removed' ? { at: 'removed' } : data.to === 'out' && colourOf(data.die) !== 'green' ? { at: 'out' } : data.to === 'discarded' && em.state.attempt ? { at: 'discarded' } : null
    if (!to) return 'correction/bad-place'
    if (data.to === 'pool' && colourOf(data.die) !== 'green' && !em.state.attempt) return 'correction/bad-place'
    if (p.at === to.at) return 'correction/no-change'
    em.emit({ type: 'DieCorrected', data: { die: data.die, to } }, 'correction')
    tidySpells(em, 'correction')
    return null
  },

  /** The app deals from its own shuffled deck; when the players' physical deck differs, they put these cards on top. */
  CorrectAdventureDeck(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    const deck = data.deck === 'adventure' ? em.state.adventureDeck : data.deck === 'other-world' ? em.state.otherWorldDeck : null
    if (!deck) return 'adventure/bad-deck'
    if (!Array.isArray(data.top) || data.top.length === 0 || new Set(data.top).size !== data.top.length || data.top.some((c) => !deck.includes(c))) return 'correction/not-in-deck'
    em.emit({ type: 'AdventureDeckCorrected', data: { deck: data.deck, order: [...data.top, ...deck.filter((c) => !data.top.includes(c))] } }, 'correction')
    return null
  },

  /** A monster in play goes back to the cup (its dice freed). */
  RemoveMonster(em, { data }) {
    if (!inPlay(em.state)) return 'game/not-in-play'
    if (!em.state.monsters.some((m) => m.id === data.token)) return 'monster/not-in-play'
    returnToCup(em, data.token, 'correction')
    return null
  },
}
