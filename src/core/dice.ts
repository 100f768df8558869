import type { Rng } from './rng'

/**
 * Dice: a die type is a list of faces (a face may repeat, as on Elder Sign's green die). A roll is
 * drawn from the command's seeded stream and written into an event, so a replay never rolls
 * again; physical dice are entered face by face and checked against the die. Pure.
 */
export interface DieType<F extends string = string> {
  id: string
  faces: readonly F[]
}

/** One roll of one die. */
export function rollDie<F extends string>(rng: Rng, die: DieType<F>): F {
  if (die.faces.length === 0) throw new Error(`die ${die.id} has no faces`)
  return die.faces[rng.int(die.faces.length)]
}

/** One roll of each die, in order. */
export function rollDice<F extends string>(rng: Rng, dice: readonly DieType<F>[]): F[] {
  return dice.map((d) => rollDie(rng, d))
}

/** Whether a face entered from a physical die can be on that die. */
export const isFaceOf = <F extends string>(die: DieType<F>, face: unknown): face is F =>
  typeof face === 'string' && (die.faces as readonly string[]).includes(face)

/**
 * Check faces entered from physical dice: one per die, each a face of its die. Returns the index of
 * the first bad face, or -1 when all are right (a count mismatch is index `min(lengths)`).
 */
export function badFaceIndex<F extends string>(dice: readonly DieType<F>[], faces: readonly unknown[]): number {
  const n = Math.min(dice.length, faces.length)
  for (let i = 0; i < n; i++) if (!isFaceOf(dice[i], faces[i])) return i
  return dice.length === faces.length ? -1 : n
}

/** The chance of each face of a die (faces that repeat count more). */
export function faceOdds<F extends string>(die: DieType<F>): Map<F, number> {
  const m = new Map<F, number>()
  for (const f of die.faces) m.set(f, (m.get(f) ?? 0) + 1 / die.faces.length)
  return m
}
