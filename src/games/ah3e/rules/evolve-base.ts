import type { EvolveHandlers } from '../../../core'
import type { TokenType } from '../data/types'
import type { Ah3eEvent } from './events'
import type { Ah3eState, Board, Counts, CupState, EventFacts } from './state'

/**
 * One fold per event type (the evolve-*.ts tables, by concern); the compiler checks every type has
 * one. A fold that changes the state works on a shallow copy of it.
 */
export type Folds = EvolveHandlers<Ah3eState, Ah3eEvent>
/** An event that changes nothing the state keeps (it is in the log): the state itself. */
export const same = (state: Ah3eState): Ah3eState => state

export const inc = (c: Counts, t: TokenType, d: number): Counts => ({ ...c, [t]: c[t] + d })
export function add(a: Counts, b: Counts, sign: 1 | -1): Counts {
  const out = { ...a }
  for (const k of Object.keys(b) as TokenType[]) out[k] = out[k] + sign * b[k]
  return out
}
export const withCup = (s: Ah3eState, f: (c: CupState) => CupState): Ah3eState => ({ ...s, mythos: f(s.mythos) })
export const withBoard = (s: Ah3eState, f: (b: Board) => Board): Ah3eState => ({ ...s, board: f(s.board) })

/** Two event cards' facts are the same (the clue gathered is the card put in that deck). */
export function sameFacts(a: EventFacts, b: EventFacts): boolean {
  if (a.neighbourhood !== b.neighbourhood) return false
  if (a.doom === null || b.doom === null) return a.doom === b.doom
  const ka = Object.keys(a.doom).sort()
  const kb = Object.keys(b.doom).sort()
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a.doom![k] === b.doom![k])
}
