import { expect } from 'vitest'
import { execute, undo } from '../../../src/core'
import { cults, MESSAGES, type CultsCommand, type CultsState, type District } from '../../../src/games/cults/rules'
import { boardChanges } from '../../../src/games/cults/ui/board'
import { board, D, run, soloSetup, start, type S } from './harness'

/**
 * Positions and checks shared by the table-driven rule tests (thresholds, the opponent's chain,
 * scoring, refusals, undo): each test names its rule id and the rulebook lines.
 */

/** An Actions-phase position: `seat` acts with its marker alone on top of `district` (round 2). */
export function acting(s: S, seat: number, district: District, f: (st: CultsState) => void = () => {}): S {
  return board(s, (st) => {
    st.phase = 'actions'
    st.round = 2
    st.actor = seat
    st.pending = null
    for (const d of st.districts) d.stack = []
    D(st, district).stack = [seat]
    f(st)
  })
}

/** Puts a Ritual of `seat` on the board from its supply (keeps the supply conserved). */
export function ritual(st: CultsState, district: District, seat: number, level: 1 | 2 | 3): void {
  D(st, district).rituals.push({ seat, level })
  st.seats[seat].supply[level] -= 1
}

/** Puts Dominance markers on a district's track from their owners' supplies. */
export function dominance(st: CultsState, district: District, owners: number[]): void {
  for (const o of owners) {
    D(st, district).dominance.push(o)
    st.seats[o].dominanceLeft -= 1
  }
}

const CORE_WORDED = ['choice/pending', 'command/unknown', 'command/malformed']

/**
 * A refusal: the command is refused with `code`, its message is the rules' own for that code (a
 * sentence, not the code), and the session — state, log and redo stack — is exactly as before.
 */
export function refuses(s: S, c: CultsCommand, code: string): void {
  const before = JSON.stringify(s)
  const r = execute(cults, s, c)
  expect(r.ok ? null : r.error.code).toBe(code)
  if (r.ok) return
  // The core's own gate words a few codes itself (with the command or the question named).
  if (CORE_WORDED.includes(code)) expect(r.error.message.length).toBeGreaterThan(10)
  else {
    expect(MESSAGES[code], `no message for ${code}`).toBeTruthy()
    expect(r.error.message).toBe(MESSAGES[code])
  }
  expect(JSON.stringify(s)).toBe(before)
}

/** Undo by refold: the command's undo gives back exactly the state before it. */
export function undoes(before: S, after: S): S {
  const u = undo(cults, after)
  if (!u.ok) throw new Error(u.error.code)
  expect(u.value.state).toEqual(before.state)
  expect(u.value.entries).toHaveLength(before.entries.length)
  return u.value
}

/** The «Na planszy» line keys between two states, sorted. */
export const boardKeys = (a: CultsState, b: CultsState): string[] => boardChanges(a, b).map((l) => l.key).sort()

/** A real solo game (no state set by hand): the player's Site on Northside, then round 1's Planning. */
export function soloPlanning(seed = 'seed-1'): S {
  return run(start(soloSetup(), seed), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'EndCultPhase', data: {} })
}

/**
 * A real solo game in round 1's Actions phase: the player's markers on `mine`, the opponent's
 * after each on the districts its physical dice name (default: all four on Uptown, its number 4).
 */
export function soloActions(mine: District[], npcDice: number[] = [4, 4, 4, 4], seed = 'seed-1'): S {
  let s = soloPlanning(seed)
  mine.forEach((d, i) => { s = run(s, { type: 'PlacePlan', data: { district: d } }, { type: 'NpcTurn', data: { die: npcDice[i] } }) })
  return s
}
