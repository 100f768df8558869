import type { EvolveHandlers } from '../../../core'
import type { Ah2eEvent } from './events'
import { vigilanceOf, type Ah2eState, type Investigator } from './state'

/** One fold per event type (the evolve-*.ts tables, by concern); the compiler checks every type has one. */
export type Folds = EvolveHandlers<Ah2eState, Ah2eEvent>
/** An event that changes nothing the state keeps (it is in the log). */
export const same = (s: Ah2eState): Ah2eState => s

export const withoutItem = (list: readonly string[], item: string) => list.filter((x) => x !== item)

export function withInvestigator(s: Ah2eState, id: string, f: (i: Investigator) => Investigator): Ah2eState {
  return { ...s, investigators: s.investigators.map((i) => (i.id === id ? f(i) : i)) }
}

/** Optional investigator fields are dropped rather than cleared, so states without them keep their old shape. */
export function dropField(i: Investigator, key: 'explored' | 'returnsAtTurn' | 'health'): Investigator {
  if (!(key in i)) return i
  const out = { ...i }
  delete out[key]
  return out
}
export const withoutExplored = (i: Investigator) => dropField(i, 'explored')

/**
 * An investigator leaves their space: any vigilance check they still owed is gone with it, and so is
 * their explored marker («Jeśli Badacz opuści taki obszar …, musi odrzucić znacznik eksploracji»).
 */
export function relocate(s: Ah2eState, id: string, f: (i: Investigator) => Investigator): Ah2eState {
  const next = withInvestigator(s, id, (i) => {
    const moved = f(i)
    if (moved.location === i.location) return moved
    // Leaving Lost in Time and Space ends the wait for the return turn.
    return moved.location === 'lost-in-time-and-space' ? withoutExplored(moved) : dropField(withoutExplored(moved), 'returnsAtTurn')
  })
  const due = vigilanceOf(s)
  return Object.hasOwn(due, id) ? { ...next, vigilance: omit(due, id) } : next
}

/**
 * A new phase: vigilance checks belong to the end of a move, so any left unanswered lapse; who stood
 * up instead of moving («Zatrzymani Badacze») moves again from the next turn on.
 */
export const newPhase = (s: Ah2eState): Ah2eState => noStoodUp(Object.keys(vigilanceOf(s)).length > 0 ? { ...s, vigilance: {} } : s)
export function noStoodUp(s: Ah2eState): Ah2eState {
  if (s.stoodUp === undefined) return s
  const out = { ...s }
  delete out.stoodUp
  return out
}

export function omit<T>(rec: Record<string, T>, key: string): Record<string, T> {
  if (!(key in rec)) return rec
  const out = { ...rec }
  delete out[key]
  return out
}

/** Remove the activity and closed markers a Mythos card placed (it left play). */
export function withoutMarkersOf(s: Ah2eState, cardId: string): Ah2eState {
  const closed: Record<string, string> = {}
  for (const [loc, by] of Object.entries(s.closed)) if (by !== cardId) closed[loc] = by
  const activity: Record<string, string[]> = {}
  for (const [loc, ids] of Object.entries(s.activity)) {
    const left = ids.filter((x) => x !== cardId)
    if (left.length) activity[loc] = left
  }
  return { ...s, closed, activity }
}
