import type { RewardCounts, RewardKey } from '../data/types'
import { addableDice, outOfDice, releaseLocksBy } from './dice'
import type { Emitter } from './emitter'
import { returnToCup, takeDefeated } from './monsters'
import type { StepResult } from './step-result'
import { effectiveTasks } from './tasks'
import { rollingPool, type AdventureDeck, type Step } from './state'

/**
 * Adventures and Other Worlds in play: dealing, success, failure, rewards and penalties.
 * Rulebook «Przygotowanie przygód» (l.170), «Rozpatrywanie przygody» (l.391–395), «Nagrody i kary»
 * (l.397–455), «Karty Przygód w Innych Światach» (l.459–461), «Nieudane rzuty» (l.345–375).
 */

/**
 * Deal the top card of a deck (the app names it; the players put it out). Its locked die takes a
 * die at once (l.170); when the data does not know the die and the players have not said yet, the
 * app asks them (owner-completed fact). A card that brings monsters when dealt gets them.
 */
export function deal(em: Emitter, deck: AdventureDeck, slot: number | null, source: string): StepResult {
  const list = deck === 'adventure' ? em.state.adventureDeck : em.state.otherWorldDeck
  const card = list[0]
  if (card === undefined) {
    em.emit({ type: 'AdventureDeckEmpty', data: { deck } }, source)
    return {}
  }
  em.emit({ type: 'AdventureDealt', data: { card, deck, slot } }, source)
  const a = em.ix.adventure(card)
  const then: Step[] = []
  const known = a?.lockedDie ?? em.state.ownerFacts.adventureLocks[card]
  if (known === undefined || known === null) then.push({ k: 'ask-lock', card })
  else if (known !== 'none') then.push({ k: 'lock', colour: known, by: { kind: 'adventure', card } })
  for (let i = 0; i < (a?.whenDrawn?.monstersAppearHere ?? 0); i++) then.push({ k: 'monster', source: `when-drawn:${card}`, card })
  return { then }
}

/**
 * The order in which the icons of a reward or penalty are applied (the data does not record their
 * order on the card). Doom first: a last doom token then visibly waits for the rest (l.883), and
 * an Elder Sign of the same reward still seals the Ancient One (l.781).
 */
const ORDER: readonly RewardKey[] = ['doom', 'sanity', 'stamina', 'clue', 'commonItem', 'uniqueItem', 'spell', 'ally', 'elderSign', 'otherWorld', 'monster']

/** The steps of a card's rewards or penalties (l.413–453), for the investigator who resolved it. */
export function rewardSteps(counts: RewardCounts, investigator: string, source: 'reward' | 'penalty'): Step[] {
  const steps: Step[] = []
  for (const key of ORDER) {
    const n = counts[key]
    if (!n) continue
    switch (key) {
      case 'sanity':
      case 'stamina':
        steps.push({ k: 'stat', investigator, stat: key, delta: n, source })
        break
      case 'clue':
        steps.push({ k: 'stat', investigator, stat: 'clues', delta: n, source })
        break
      case 'commonItem':
      case 'uniqueItem':
      case 'spell':
      case 'ally':
        steps.push({ k: 'items', investigator, item: key, delta: n, source })
        break
      case 'elderSign':
        steps.push({ k: 'elder-signs', delta: n, source })
        break
      case 'otherWorld':
        for (let i = 0; i < n; i++) steps.push({ k: 'deal', deck: 'other-world', slot: null, source })
        break
      case 'monster':
        for (let i = 0; i < n; i++) steps.push({ k: 'monster', source, card: null })
        break
      case 'doom':
        steps.push({ k: 'doom', delta: n, source, devouredPlayer: null })
        break
    }
  }
  return steps
}

/** Monsters turned face down by an item or spell, still waiting to be taken. */
const markedDefeated = (em: Emitter) => em.state.monsters.filter((m) => m.defeated).map((m) => m.id)

/**
 * All tasks done (l.393–395): the dice come back, markers on the card go to the Entrance, the
 * investigator takes the card (trophy) and its monsters, the card's dice are freed, a new card is
 * dealt into an Adventure place (never for an Other World, l.461), then the rewards.
 * Monsters are taken before the rewards (the rulebook only says "at the end of the action
 * phase"); it frees their dice before any new lock comes.
 */
export function succeed(em: Emitter): Step[] {
  const a = em.state.attempt
  if (!a || a.card === 'ancient-one') return []
  const entry = em.state.adventures.find((x) => x.card === a.card)
  const data = em.ix.adventure(a.card)
  const onCard = em.state.monsters.filter((m) => m.card === a.card).map((m) => m.id)
  em.emit({ type: 'AttemptEnded', data: { outcome: 'success' } }, 'rule/adventure-completed')
  const steps = takeDefeated(em, [...new Set([...onCard, ...markedDefeated(em)])], a.investigator, 'rule/adventure-completed')
  if (!entry || !data) return [...steps, { k: 'flow', to: 'end-action' }]
  em.emit({ type: 'AdventureCompleted', data: { card: a.card, investigator: a.investigator, deck: entry.deck, trophies: data.trophies } }, 'rule/adventure-completed')
  releaseLocksBy(em, (by) => by.kind === 'adventure' && by.card === a.card, 'rule/adventure-completed')
  if (entry.slot !== null) steps.push({ k: 'deal', deck: 'adventure', slot: entry.slot, source: 'refill' })
  return [...steps, ...rewardSteps(data.rewards, a.investigator, 'reward'), { k: 'flow', to: 'end-action' }]
}

/**
 * The adventure fails (l.371–375): dice placed on tasks come back and the marker stays; monsters
 * whose tasks were completed are taken before the penalties (l.857); then the penalties; then
 * every helper loses 1 Sanity or 1 Stamina, their choice (l.544).
 */
export function failAdventure(em: Emitter, reason: string): Step[] {
  const a = em.state.attempt
  if (!a || a.card === 'ancient-one') return []
  const beaten = effectiveTasks(em.state, em.data, a.card).filter((t) => t.done && t.monster).map((t) => t.monster!)
  em.emit({ type: 'AttemptEnded', data: { outcome: 'failure' } }, `rule/adventure-failed/${reason}`)
  const steps = takeDefeated(em, [...new Set([...beaten, ...markedDefeated(em)])], a.investigator, 'rule/adventure-failed')
  em.emit({ type: 'AdventureFailed', data: { card: a.card, investigator: a.investigator, reason } }, `rule/adventure-failed/${reason}`)
  const data = em.ix.adventure(a.card)
  return [
    ...steps,
    ...(data ? rewardSteps(data.penalties, a.investigator, 'penalty') : []),
    ...a.helpers.map((h): Step => ({ k: 'helper-loss', investigator: h })),
    { k: 'flow', to: 'end-action' },
  ]
}

/** The battle: the attacker has no die left, or stops; on to the clock phase (l.934). */
export function endAttack(em: Emitter): Step[] {
  if (!em.state.attempt) return []
  em.emit({ type: 'AttemptEnded', data: { outcome: 'attack-over' } }, 'rule/attack-over')
  return [{ k: 'flow', to: 'end-action' }]
}

/** Whether every task of the card being resolved is done (then it succeeds). */
export function allTasksDone(em: Emitter): boolean {
  const a = em.state.attempt
  if (!a || a.card === 'ancient-one') return false
  return effectiveTasks(em.state, em.data, a.card).every((t) => t.done)
}

/** The steps after a die left the rolling pool: with none left the attempt is over (l.371, 934). */
export function afterPoolShrank(em: Emitter, reason: string): Step[] {
  const a = em.state.attempt
  if (!a || rollingPool(em.state).length > 0) return []
  return a.card === 'ancient-one' ? endAttack(em) : failAdventure(em, reason)
}

/**
 * After a completed task, when no die is left to roll — none in the pool and none held that the
 * player could take back to roll (focused, assisted, on a Spell) — and none can be added either, the
 * attempt is over: an adventure with tasks still open can no longer be resolved and fails (l.339:
 * the player goes on «rzucając kośćmi, które mu pozostały», until it is resolved or fails; l.371);
 * in the battle the attack is over and the player goes on to the clock phase (l.934, and the
 * example l.905: «wykorzystała wszystkie swoje kości, więc przechodzi do fazy zegara»).
 * When the investigator can still add the yellow or red die (a Common or Unique Item in hand, or an
 * ability, and that die out), the attempt waits: items are used «during your turn» (l.616–620, 640;
 * in the battle too, l.936), so the player adds it and rolls, or ends it (`FailAdventure`).
 */
export function afterTaskOutOfDice(em: Emitter): Step[] {
  const a = em.state.attempt
  if (!a || !outOfDice(em.state) || addableDice(em.data, em.state).length > 0) return []
  return a.card === 'ancient-one' ? endAttack(em) : failAdventure(em, 'no-dice-left')
}

/** A card effect discards a card in play: monsters back to the cup, its dice freed, to the bottom of its deck. */
export function discardCard(em: Emitter, card: string, cause: string): void {
  for (const m of em.state.monsters.filter((x) => x.card === card)) returnToCup(em, m.id, cause)
  releaseLocksBy(em, (by) => by.kind === 'adventure' && by.card === card, cause)
  em.emit({ type: 'AdventureDiscarded', data: { card } }, cause)
}
