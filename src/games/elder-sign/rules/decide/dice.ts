import { badFaceIndex, rollDice } from '../../../../core'
import type { FaceId } from '../../data/types'
import { afterPoolShrank, afterTaskOutOfDice, allTasksDone, endAttack, failAdventure, succeed } from '../adventures'
import { runSteps } from '../chain'
import { advanceClock } from '../clock'
import { dieType, outOfDice, terrorFollows, tidySpells } from '../dice'
import type { Emitter } from '../emitter'
import { isItemKind } from '../investigators'
import { canComplete, hasFlag } from '../tasks'
import { activeInvestigator, DIE_IDS, investigatorById, isDieId, rollingPool, type DieId, type Step } from '../state'
import { isObject, refuse, type Handlers, type Refusal } from './types'

/**
 * The dice loop of the action phase. Rulebook «Rzucanie kośćmi» (l.301–343), «Nieudane rzuty»
 * (l.345–375), «Efekty paniki» (l.377–379), «Zatrzymanie kości» (l.508–570), «Wskazówki»
 * (l.598–602), «Dodawanie kości do puli» (l.614–642), «Zaklęcia» (l.644–658, 698–700),
 * «Faza ataku» (l.928–938).
 */

/** An attempt is under way in the active player's action phase. */
function attemptRefusal(em: Emitter): string | null {
  const s = em.state
  if (s.status !== 'playing' && s.status !== 'battle') return 'dice/not-playing'
  if (s.turn.phase !== 'action' || !s.attempt) return 'dice/no-attempt'
  return null
}

/** Faces entered from physical dice, in the order of `dice`; checked against each die (core `badFaceIndex`). */
function enteredFaces(em: Emitter, dice: readonly DieId[], faces: unknown): FaceId[] | Refusal {
  if (!isObject(faces)) return 'roll/malformed-faces'
  const keys = Object.keys(faces)
  if (keys.length !== dice.length || keys.some((k) => !dice.includes(k as DieId))) {
    return refuse('roll/faces-do-not-match-dice', 'Enter one face for each die rolled.', { dice: dice.join(',') })
  }
  const list = dice.map((d) => faces[d])
  const bad = badFaceIndex(dice.map((d) => dieType(em.data, d)), list)
  if (bad >= 0) return refuse('roll/bad-face', `That face is not on the ${dice[bad]} die.`, { die: dice[bad] })
  return list as FaceId[]
}

function rollOrEnter(em: Emitter, dice: readonly DieId[], faces: unknown): { die: DieId; face: FaceId }[] | Refusal {
  if (faces === undefined) {
    const rolled = rollDice(em.rng, dice.map((d) => dieType(em.data, d)))
    return dice.map((die, i) => ({ die, face: rolled[i] }))
  }
  const list = enteredFaces(em, dice, faces)
  if (!Array.isArray(list)) return list
  return dice.map((die, i) => ({ die, face: list[i] }))
}

/** A once-per-day ability is marked used; refused when already used today (l.734). */
function useAbility(em: Emitter, by: unknown): Refusal {
  const who = by === undefined ? activeInvestigator(em.state) : investigatorById(em.state, by)
  if (!who) return 'ability/unknown-investigator'
  if (em.ix.investigator(who.id)?.ability.oncePerDay) {
    if (who.usedToday) return 'ability/used-today'
    em.emit({ type: 'DailyAbilityUsed', data: { investigator: who.id } }, 'ability')
  }
  return null
}

/** The active investigator discards one of their cards for an effect (items are used on their own turn only, l.640). */
function spendCard(em: Emitter, spend: unknown): Refusal {
  if (spend === undefined || spend === null) return null
  if (!isItemKind(spend)) return 'item/unknown-kind'
  const inv = activeInvestigator(em.state)
  if (!inv || inv.items[spend] < 1) return 'item/none-left'
  em.emit({ type: 'ItemsChanged', data: { investigator: inv.id, item: spend, to: inv.items[spend] - 1 } }, 'item-used')
  return null
}

const uniqueDice = (dice: unknown): dice is DieId[] => Array.isArray(dice) && dice.length > 0 && dice.every(isDieId) && new Set(dice).size === dice.length

export const diceHandlers: Pick<Handlers,
  'AddDie' | 'BorrowLockedDie' | 'Roll' | 'Reroll' | 'SetDieFace' | 'CompleteTask' | 'FailRoll' | 'DiscardDie' | 'FocusDie' | 'RequestAssistance' |
  'CastHoldSpell' | 'ReleaseHeldDie' | 'FailAdventure' | 'DefeatMonster'
> = {
  /** Discard an item (or use an ability) to add the yellow or red die (l.616–620); not again this turn once discarded (l.642). */
  AddDie(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (data.colour !== 'yellow' && data.colour !== 'red') return 'dice/bad-colour'
    const die: DieId = data.colour
    if (em.state.turn.discardedExtra.includes(data.colour)) return 'dice/discarded-this-turn'
    if (em.state.dice[die].at !== 'out') return 'dice/not-available'
    const spent = spendCard(em, data.spend)
    if (spent) return spent
    em.emit({ type: 'DieAdded', data: { die, spend: data.spend ?? null } }, 'add-die')
    return null
  },

  /** Sister Mary may roll locked dice on her own turn; they go back to their lock afterwards (l.592). */
  BorrowLockedDie(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (!hasFlag(em.state, em.data, 'uses-locked-dice')) return 'lock/ability-needed'
    if (!isDieId(data.die)) return 'dice/unknown-die'
    const p = em.state.dice[data.die]
    if (p.at !== 'locked') return 'lock/not-locked'
    em.emit({ type: 'LockedDieBorrowed', data: { die: data.die, lock: p.lock } }, 'ability')
    return null
  },

  /** Roll every die of the pool: seeded, or the faces of physical dice (checked die by die). */
  Roll(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    const a = em.state.attempt!
    if (!(a.stage === 'to-roll' || a.stage === 'after-discard' || (a.stage === 'rolled' && a.completedThisRoll > 0))) {
      return a.stage === 'must-discard' ? 'roll/discard-first' : 'roll/resolve-roll-first'
    }
    const dice = rollingPool(em.state)
    if (dice.length === 0) return 'roll/no-dice-left'
    const rolled = rollOrEnter(em, dice, data?.faces)
    if (!Array.isArray(rolled)) return rolled
    em.emit({ type: 'DiceRolled', data: { dice: rolled, physical: data?.faces !== undefined } }, 'roll')
    return null
  },

  /** Reroll one, some or all rolled dice: a clue each time (l.602), or an ability, item, spell or ally. */
  Reroll(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    const a = em.state.attempt!
    if (a.stage !== 'rolled' || a.completedThisRoll > 0) return 'roll/nothing-to-reroll'
    if (!uniqueDice(data.dice) || data.dice.some((d) => em.state.dice[d].at !== 'rolled')) return 'roll/not-in-roll'
    if (!['clue', 'ability', 'item', 'spell', 'ally'].includes(data.source)) return 'roll/bad-source'
    if (data.source === 'clue') {
      const inv = activeInvestigator(em.state)
      if (!inv || inv.clues < 1) return 'clue/none-left'
      em.emit({ type: 'StatChanged', data: { investigator: inv.id, stat: 'clues', to: inv.clues - 1 } }, 'clue-spent')
    } else if (data.source === 'ability') {
      const used = useAbility(em, data.by)
      if (used) return used
    }
    const spent = spendCard(em, data.spend)
    if (spent) return spent
    const rolled = rollOrEnter(em, data.dice, data.faces)
    if (!Array.isArray(rolled)) return rolled
    em.emit({ type: 'DiceRerolled', data: { dice: rolled, physical: data.faces !== undefined, source: data.source, by: typeof data.by === 'string' ? data.by : null } }, 'reroll')
    return null
  },

  /** An ability or card changes a rolled die's face (e.g. Terror to Lore); the face must be on that die. */
  SetDieFace(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (em.state.attempt!.stage !== 'rolled') return 'roll/nothing-to-change'
    if (!isDieId(data.die) || em.state.dice[data.die].at !== 'rolled') return 'roll/not-in-roll'
    if (!dieType(em.data, data.die).faces.includes(data.face)) return refuse('roll/bad-face', `That face is not on the ${data.die} die.`, { die: data.die })
    if (!['ability', 'item', 'spell', 'ally'].includes(data.source)) return 'roll/bad-source'
    if (data.source === 'ability') {
      const used = useAbility(em, data.by)
      if (used) return used
    }
    em.emit({ type: 'DieFaceChanged', data: { die: data.die, face: data.face, source: data.source, by: typeof data.by === 'string' ? data.by : null } }, 'ability')
    return null
  },

  /**
   * Put dice on one task (one per roll, l.341); its cost is paid at once (l.335). The last task
   * completes the adventure; in the battle each combat task removes one doom token (l.932).
   */
  CompleteTask(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    const check = canComplete(em.state, em.data, data.task, data.dice)
    if (!check.ok) return check.error
    const { task, dice } = check.value
    const a = em.state.attempt!
    em.emit({ type: 'TaskCompleted', data: { card: a.card, task: task.key, dice, monster: task.monster } }, 'task')
    tidySpells(em, 'task')
    const steps: Step[] = []
    const inv = activeInvestigator(em.state)
    if (task.cost && inv) {
      if (task.cost.sanity) steps.push({ k: 'stat', investigator: inv.id, stat: 'sanity', delta: task.cost.sanity, source: 'task-cost' })
      if (task.cost.stamina) steps.push({ k: 'stat', investigator: inv.id, stat: 'stamina', delta: task.cost.stamina, source: 'task-cost' })
      if (task.cost.clock) advanceClock(em, task.cost.clock, 'task-cost')
    }
    if (a.card === 'ancient-one') steps.push({ k: 'doom', delta: -1, source: 'combat-task', devouredPlayer: null })
    runSteps(em, steps)
    if (em.over || !em.state.attempt || em.state.pending) return null
    if (allTasksDone(em)) runSteps(em, succeed(em))
    else runSteps(em, afterTaskOutOfDice(em))
    return null
  },

  /**
   * The roll completes no task (the player cannot or will not): first the terror effects of the
   * card and of the Mythos card when a die shows Terror (l.379), then a die must be discarded.
   * Held dice do not count for Terror (FAQ); a Wildcard is Terror only when the player uses it so.
   */
  FailRoll(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    const a = em.state.attempt!
    if (a.stage !== 'rolled') return 'roll/not-rolled'
    if (a.completedThisRoll > 0) return 'roll/task-completed'
    // The die set aside in the same tap (l.347): any die of the pool; not while terror effects come first (l.379).
    const die = data?.die
    if (die !== undefined) {
      if (!isDieId(die) || !rollingPool(em.state).includes(die)) return 'roll/not-in-pool'
      if (terrorFollows(em.data, em.state)) return 'roll/terror-first'
    }
    const terror = DIE_IDS.some((d) => { const p = em.state.dice[d]; return p.at === 'rolled' && p.face === 'terror' })
    em.emit({ type: 'RollFailed', data: { terror } }, 'roll')
    const steps: Step[] = terror && a.card !== 'ancient-one' ? terrorSteps(em, a.card) : []
    // No die left to set aside (a lock took the last one): the adventure fails as if it were discarded.
    runSteps(em, [...steps, { k: 'pool-check', reason: 'last-die' }])
    if (die !== undefined && em.state.attempt?.stage === 'must-discard') discard(em, die)
    return null
  },

  /** After a failed roll one die is set aside; with the last die gone the adventure fails (l.347, 371). */
  DiscardDie(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (em.state.attempt!.stage !== 'must-discard') return 'roll/no-discard-owed'
    // Any die of the pool: normally one showing in the roll (l.347).
    if (!isDieId(data.die) || !rollingPool(em.state).includes(data.die)) return 'roll/not-in-pool'
    discard(em, data.die)
    return null
  },

  /** Focus: after the discard, one die onto the marker, once per turn, not with assistance on the same roll, not in the battle (l.514–520, 570, 936). */
  FocusDie(em, { data }) {
    const r = attemptRefusal(em) ?? holdRefusal(em, data.die)
    if (r) return r
    if (em.state.attempt!.focused) return 'hold/focused-this-turn'
    em.emit({ type: 'DieHeld', data: { die: data.die, how: 'focus', by: em.state.attempt!.investigator } }, 'focus')
    return null
  },

  /** Assistance: one investigator on the same card holds a die; each helps once per turn (l.540–548). */
  RequestAssistance(em, { data }) {
    const r = attemptRefusal(em) ?? holdRefusal(em, data.die)
    if (r) return r
    const a = em.state.attempt!
    const helper = investigatorById(em.state, data.helper)
    if (!helper || helper.id === a.investigator) return 'assist/unknown-helper'
    if (helper.at !== a.card) return 'assist/not-on-card'
    if (a.helpers.includes(helper.id)) return 'assist/helped-this-turn'
    em.emit({ type: 'DieHeld', data: { die: data.die, how: 'assist', by: helper.id } }, 'assist')
    return null
  },

  /** A Spell holds rolled dice, faces kept, across turns; the number of dice is fixed when cast (l.648–658, FAQ). */
  CastHoldSpell(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (em.state.attempt!.stage !== 'rolled') return 'spell/roll-first'
    if (!uniqueDice(data.dice) || data.dice.some((d) => em.state.dice[d].at !== 'rolled')) return 'roll/not-in-roll'
    const inv = activeInvestigator(em.state)
    if (!inv || inv.items.spell < 1) return 'spell/none-left'
    em.emit({ type: 'ItemsChanged', data: { investigator: inv.id, item: 'spell', to: inv.items.spell - 1 } }, 'spell-cast')
    em.emit({ type: 'SpellCast', data: { spell: `spell-${em.state.next.spell}`, caster: inv.id, dice: data.dice } }, 'spell-cast')
    return null
  },

  /**
   * Take a held die back to roll it: dice on a Spell by anyone on their own turn, focused or
   * assisted dice only by the player who held them (l.700). A Spell left empty is discarded.
   */
  ReleaseHeldDie(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (!isDieId(data.die)) return 'dice/unknown-die'
    const a = em.state.attempt!
    const p = em.state.dice[data.die]
    const ok = p.at === 'spell' || (p.at === 'focused' && p.by === a.investigator) || (p.at === 'assisted' && a.helpers.includes(p.by))
    if (!ok) return 'hold/not-held'
    em.emit({ type: 'HeldDieReleased', data: { die: data.die, from: p.at as 'focused' | 'assisted' | 'spell' } }, 'release')
    tidySpells(em, 'release')
    return null
  },

  /**
   * The player may end the adventure as failed at any time (l.375); in the battle: stop attacking.
   * With no die left to roll (one could still be added from a card), it ends for want of dice.
   */
  FailAdventure(em) {
    const r = attemptRefusal(em)
    if (r) return r
    runSteps(em, em.state.attempt!.card === 'ancient-one' ? endAttack(em) : failAdventure(em, outOfDice(em.state) ? 'no-dice-left' : 'voluntary'))
    return null
  },

  /**
   * An item or spell defeats any monster in play, its requirements ignored (l.865–871); the token
   * is taken at the end of the action phase. Uncovered symbols of a partial task still count.
   */
  DefeatMonster(em, { data }) {
    const r = attemptRefusal(em)
    if (r) return r
    if (em.state.attempt!.card === 'ancient-one') return 'monster/none-in-battle'
    const m = em.state.monsters.find((x) => x.id === data.token)
    if (!m || m.defeated) return 'monster/not-in-play'
    const spent = spendCard(em, data.spend)
    if (spent) return spent
    em.emit({ type: 'MonsterMarkedDefeated', data: { token: m.id, spend: data.spend ?? null } }, 'item-used')
    if (allTasksDone(em)) runSteps(em, succeed(em))
    return null
  },
}

/**
 * Terror effects of a failed roll showing Terror (l.379): the card's and the current Mythos card's,
 * unless the investigator is immune (Kate Winthrop) or ignores the Mythos card (Sister Mary).
 */
/** One die of the pool set aside after a failed roll; with the last die gone the attempt is over (l.347, 371). */
function discard(em: Emitter, die: DieId): void {
  em.emit({ type: 'DieDiscarded', data: { die } }, 'failed-roll')
  const steps = afterPoolShrank(em, 'last-die')
  if (steps.length > 0) runSteps(em, steps)
  else em.emit({ type: 'AttemptStageChanged', data: { stage: 'after-discard' } }, 'failed-roll')
}

function terrorSteps(em: Emitter, card: string): Step[] {
  const inv = activeInvestigator(em.state)
  const flags = inv ? em.ix.investigator(inv.id)?.ability.ruleFlags ?? [] : []
  if (inv && flags.includes('immune-to-terror-effects')) {
    em.emit({ type: 'TerrorIgnored', data: { investigator: inv.id, what: 'all' } }, 'ability')
    return []
  }
  const steps: Step[] = []
  const cardTag = em.ix.adventure(card)?.terrorEffect
  if (cardTag) steps.push({ k: 'effect', tag: cardTag, investigator: null, source: 'terror', card })
  const mythosTag = em.state.mythos?.card.terrorEffect
  if (mythosTag) {
    if (inv && flags.includes('ignores-mythos-ongoing-effects')) em.emit({ type: 'TerrorIgnored', data: { investigator: inv.id, what: 'mythos' } }, 'ability')
    else steps.push({ k: 'effect', tag: mythosTag, investigator: null, source: 'terror-mythos', card: null })
  }
  return steps
}

/** Focus and assistance: after the discard of a failed roll, one per roll, never in the battle, never the last die. */
function holdRefusal(em: Emitter, die: unknown): string | null {
  const a = em.state.attempt!
  if (a.card === 'ancient-one') return 'hold/not-in-battle'
  if (a.stage !== 'after-discard') return 'hold/after-discard-only'
  if (a.heldThisRoll) return 'hold/once-per-roll'
  if (!isDieId(die) || em.state.dice[die].at !== 'rolled') return 'roll/not-in-roll'
  if (rollingPool(em.state).length <= 1) return 'hold/last-die'
  return null
}
