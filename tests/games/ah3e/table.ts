/**
 * Helpers for the table-driven AH3e rule tests (issue #28 §6): a refusal with its message and the
 * state left as it was, a command and its undo by refold, the «Na planszy» lines of a change.
 */
import { expect } from 'vitest'
import { execute } from '@/core'
import { locale } from '@/i18n'
import { ah3e, MESSAGES, type Ah3eCommand, type Ah3eEvent, type Ah3eState } from '@/games/ah3e/rules'
import { boardChanges } from '@/games/ah3e/ui/board'
import { undone, when, type S } from './harness'

/**
 * The command is refused: returns its code. The refusal carries a message the players can read (the
 * catalogue's, or one built with its parameters), and the session's state is left exactly as it was.
 */
export function refused(s: S, c: Ah3eCommand): string {
  const before = structuredClone(s.state)
  const r = execute(ah3e, s, c)
  if (r.ok) throw new Error(`${c.type} ${JSON.stringify(c.data)} was accepted`)
  expect(r.error.message.length, `${r.error.code} has no message`).toBeGreaterThan(10)
  if (MESSAGES[r.error.code] && !r.error.params) expect(r.error.message).toBe(MESSAGES[r.error.code])
  expect(s.state).toEqual(before)
  return r.error.code
}

/** The command is accepted, and its undo (a refold without it) gives back the state before it. */
export function accepted(s: S, c: Ah3eCommand): { before: Ah3eState; state: Ah3eState; session: S; events: Ah3eEvent[] } {
  const r = when(s, c)
  expect(undone(r.session)).toEqual(r.before)
  return r
}

/** The event types of a command, in order. */
export const typesOf = (events: Ah3eEvent[]): string[] => events.map((e) => e.type)

/** The «Na planszy» lines from one state to another: [key, text], Polish unless asked. */
export function lines(before: Ah3eState, after: Ah3eState, l: 'pl' | 'en' = 'pl'): [string, string][] {
  const was = locale.value
  locale.value = l
  try {
    return boardChanges(before, after).map((c) => [c.key, c.text])
  } finally {
    locale.value = was
  }
}

/** The «Na planszy» lines of a command and of its undo. */
export function boardBothWays(r: { before: Ah3eState; state: Ah3eState; session: S }, l: 'pl' | 'en' = 'pl'): { done: [string, string][]; undo: [string, string][] } {
  return { done: lines(r.before, r.state, l), undo: lines(r.state, undone(r.session), l) }
}
