import { afterPoolShrank, deal, failAdventure } from './adventures'
import { flow } from './clock'
import { lockDie } from './dice'
import { awaken, addDoom, addElderSigns } from './doom'
import { expandEffect } from './effects'
import type { Emitter } from './emitter'
import { changeItems, changeStat, devour, loseTrophies } from './investigators'
import { monsterAppears } from './monsters'
import type { StepResult } from './step-result'
import { DIE_IDS, investigatorById, type Step } from './state'

/**
 * Run a chain of effect steps in order (rewards, penalties, terror effects, midnight, setup…).
 * A step may add steps in front of the rest (a doom token on a monster space, a devoured
 * investigator), ask the players a choice (the chain stops; the rest is kept in the pending choice
 * and resumed by the answer), or wake the Ancient One (after the rest of the effect that filled the
 * track, or of the rewards being paid).
 * Stops as soon as the game is won or lost (rulebook «Zakończenie gry»: the game ends at once).
 */
export function runSteps(em: Emitter, steps: readonly Step[]): void {
  let queue = steps.slice()
  while (queue.length > 0 && !em.over) {
    const step = queue.shift()!
    const r = applyStep(em, step)
    if (r.then) queue = [...r.then, ...queue]
    if (r.awaken) {
      const wake: Step = { k: 'awaken', reason: r.awaken.reason }
      const source = r.awaken.source
      // After the rest of the rewards or penalties (l.883), or of the one effect that filled the track (l.781).
      const at = r.awaken.when === 'after-rewards'
        ? queue.findIndex((x) => x.k === 'flow' || x.k === 'helper-loss')
        : queue.findIndex((x) => !('source' in x) || x.source !== source)
      queue.splice(at < 0 ? queue.length : at, 0, wake)
    }
    if (r.ask && !em.over) {
      em.emit({ type: 'ChoiceOpened', data: { choice: r.ask, rest: queue } }, `choice/${r.ask.kind}`)
      return
    }
  }
}

function applyStep(em: Emitter, step: Step): StepResult {
  const s = em.state
  switch (step.k) {
    case 'effect':
      return { then: expandEffect(em, step.tag, step.investigator, step.source, step.card) }
    case 'stat':
      return changeStat(em, step.investigator, step.stat, step.delta, step.source)
    case 'items':
      changeItems(em, step.investigator, step.item, step.delta, step.source)
      return {}
    case 'lose-trophies':
      return loseTrophies(em, step.investigator, step.amount, step.source)
    case 'choose':
      return investigatorById(s, step.investigator) ? { ask: { kind: 'effect-choice', investigator: step.investigator, options: step.options, source: step.source } } : {}
    case 'doom':
      return addDoom(em, step.delta, step.source, step.devouredPlayer)
    case 'elder-signs':
      addElderSigns(em, step.delta, step.source)
      return {}
    case 'monster':
      return monsterAppears(em, step.source, step.card)
    case 'deal':
      return s.status === 'playing' ? deal(em, step.deck, step.slot, step.source) : {}
    case 'lock':
      if (s.status === 'playing' && (step.by.kind !== 'adventure' || s.adventures.some((a) => a.card === (step.by as { card: string }).card))) lockDie(em, step.colour, step.by, 'rule/locked-die')
      return {}
    case 'ask-lock': {
      if (s.status !== 'playing' || !s.adventures.some((a) => a.card === step.card)) return {}
      const known = s.ownerFacts.adventureLocks[step.card]
      if (known === undefined) return { ask: { kind: 'adventure-lock', card: step.card } }
      return known === 'none' ? {} : { then: [{ k: 'lock', colour: known, by: { kind: 'adventure', card: step.card } }] }
    }
    case 'mythos':
      return s.status === 'playing' ? { ask: { kind: 'mythos-card', setup: step.setup } } : {}
    case 'helper-loss':
      return investigatorById(s, step.investigator) ? { ask: { kind: 'helper-loss', investigator: step.investigator } } : {}
    case 'devour':
      return investigatorById(s, step.investigator) ? devour(em, step.investigator, step.source) : {}
    case 'awaken':
      return awaken(em, step.reason)
    case 'attack':
      return s.status === 'battle' ? { ask: { kind: 'ancient-one-attack' } } : {}
    case 'discard-terror-dice': {
      if (!s.attempt) return {}
      for (const die of DIE_IDS) {
        const p = s.dice[die]
        if (p.at === 'rolled' && p.face === 'terror') em.emit({ type: 'DieDiscarded', data: { die } }, 'terror')
      }
      return { then: afterPoolShrank(em, 'terror') }
    }
    case 'pool-check':
      return s.attempt?.stage === 'must-discard' ? { then: afterPoolShrank(em, step.reason) } : {}
    case 'fail-adventure':
      return { then: failAdventure(em, step.reason) }
    case 'flow':
      return flow(em, step.to)
  }
}
