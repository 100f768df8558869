import type { EsEvent } from './events'
import { endAttempt, type Folds, idlePlace, same, withDice } from './evolve-base'
import { colourOf, type EsState } from './state'

function foldDieAdded(s: EsState, event: Extract<EsEvent, { type: 'DieAdded' | 'LockedDieBorrowed' }>): EsState {
  return withDice(s, [[event.data.die, { at: 'pool' }]])
}

/** The event types this table folds. */
type Handled =
  | 'AttemptStarted' | 'AttemptStageChanged' | 'DieAdded' | 'LockedDieBorrowed' | 'DiceRolled' | 'DiceRerolled'
  | 'DieFaceChanged' | 'TaskCompleted' | 'RollFailed' | 'TerrorIgnored' | 'DieDiscarded' | 'DieHeld' | 'SpellCast'
  | 'HeldDieReleased' | 'SpellDiscarded' | 'AttemptEnded' | 'DieLocked' | 'LockReleased' | 'DieRemovedFromGame'
  | 'DieCorrected'
/** An adventure attempt and its dice: rolls, tasks, held and locked dice, spells. */
export const diceFolds: Pick<Folds, Handled> = {
  AttemptStarted(s, event) {
    s.attempt = {
      card: event.data.card,
      investigator: event.data.investigator,
      stage: 'to-roll',
      roll: 0,
      completedThisRoll: 0,
      heldThisRoll: false,
      focused: false,
      helpers: [],
      completed: [],
    }
    return s
  },
  AttemptStageChanged(s, event) {
    if (s.attempt) s.attempt = { ...s.attempt, stage: event.data.stage }
    return s
  },
  DieAdded: foldDieAdded,
  LockedDieBorrowed: foldDieAdded,
  DiceRolled(s, event) {
    const out = withDice(s, event.data.dice.map((x) => [x.die, { at: 'rolled', face: x.face }]))
    if (out.attempt) out.attempt = { ...out.attempt, stage: 'rolled', roll: out.attempt.roll + 1, completedThisRoll: 0, heldThisRoll: false }
    return out
  },
  DiceRerolled(s, event) {
    return withDice(s, event.data.dice.map((x) => [x.die, { at: 'rolled', face: x.face }]))
  },
  DieFaceChanged(s, event) {
    const p = s.dice[event.data.die]
    return 'face' in p ? withDice(s, [[event.data.die, { ...p, face: event.data.face }]]) : s
  },
  TaskCompleted(s, event) {
    const { card, task } = event.data
    const out = withDice(s, event.data.dice.map((x) => [x.die, { at: 'task', face: x.face, card, task }]))
    if (out.attempt) {
      out.attempt = {
        ...out.attempt,
        completedThisRoll: out.attempt.completedThisRoll + 1,
        completed: task === 'combat' ? out.attempt.completed : [...out.attempt.completed, task],
      }
    }
    return out
  },
  RollFailed(s) {
    if (s.attempt) s.attempt = { ...s.attempt, stage: 'must-discard' }
    return s
  },
  TerrorIgnored: same,
  DieDiscarded(s, event) {
    const out = withDice(s, [[event.data.die, { at: 'discarded' }]])
    const c = colourOf(event.data.die)
    if (c !== 'green') out.turn = { ...out.turn, discardedExtra: [...out.turn.discardedExtra, c] }
    return out
  },
  DieHeld(s, event) {
    const p = s.dice[event.data.die]
    const face = 'face' in p ? p.face : 'lore'
    const out = withDice(s, [[event.data.die, event.data.how === 'focus' ? { at: 'focused', face, by: event.data.by } : { at: 'assisted', face, by: event.data.by }]])
    if (out.attempt) {
      out.attempt = {
        ...out.attempt,
        heldThisRoll: true,
        focused: out.attempt.focused || event.data.how === 'focus',
        helpers: event.data.how === 'assist' ? [...out.attempt.helpers, event.data.by] : out.attempt.helpers,
      }
    }
    return out
  },
  SpellCast(s, event) {
    const { spell } = event.data
    s.spells = [...s.spells, { id: spell, caster: event.data.caster, slots: event.data.dice.length }]
    s.next = { ...s.next, spell: s.next.spell + 1 }
    return withDice(s, event.data.dice.map((d) => {
      const p = s.dice[d]
      return [d, { at: 'spell', face: 'face' in p ? p.face : 'lore', spell }]
    }))
  },
  HeldDieReleased(s, event) {
    return withDice(s, [[event.data.die, { at: 'pool' }]])
  },
  SpellDiscarded(s, event) {
    s.spells = s.spells.filter((x) => x.id !== event.data.spell)
    return s
  },
  AttemptEnded(s) {
    return endAttempt(s)
  },
  DieLocked(s, event) {
    const { lock, colour, by, die } = event.data
    s.locks = [...s.locks, { id: lock, colour, by, die }]
    s.next = { ...s.next, lock: s.next.lock + 1 }
    return die ? withDice(s, [[die, { at: 'locked', lock }]]) : s
  },
  LockReleased(s, event) {
    const { lock, die, passedTo } = event.data
    s.locks = s.locks.filter((l) => l.id !== lock).map((l) => (passedTo && l.id === passedTo ? { ...l, die } : l))
    if (!die) return s
    const p = s.dice[die]
    if (passedTo) return p.at === 'locked' ? withDice(s, [[die, { at: 'locked', lock: passedTo }]]) : s
    // A die Sister Mary borrowed stays where it is; an idle one goes back beside the Entrance.
    return p.at === 'locked' ? withDice(s, [[die, idlePlace(die)]]) : s
  },
  DieRemovedFromGame(s, event) {
    const { die, lock } = event.data
    if (lock) s.locks = s.locks.filter((l) => l.id !== lock)
    return withDice(s, [[die, { at: 'removed' }]])
  },
  DieCorrected(s, event) {
    return withDice(s, [[event.data.die, event.data.to]])
  },
}
