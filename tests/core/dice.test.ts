import { describe, expect, it } from 'vitest'
import { badFaceIndex, createRng, faceOdds, isFaceOf, rngForCommand, rollDice, rollDie, type DieType } from '../../src/core'

const green: DieType = { id: 'green', faces: ['inv-1', 'inv-2', 'inv-3', 'lore', 'peril', 'terror'] }
const coin: DieType<'h' | 't'> = { id: 'coin', faces: ['h', 't'] }
const loaded: DieType = { id: 'loaded', faces: ['a', 'a', 'a', 'b'] }

describe('CORE-DICE seeded dice', () => {
  it('CORE-DICE-01 the same seed and command number roll the same faces (an undo cannot re-roll)', () => {
    const a = rollDice(rngForCommand('seed', 7), [green, green, coin])
    const b = rollDice(rngForCommand('seed', 7), [green, green, coin])
    expect(a).toEqual(b)
    expect(rollDice(rngForCommand('seed', 8), Array(12).fill(green))).not.toEqual(rollDice(rngForCommand('seed', 7), Array(12).fill(green)))
  })
  it('CORE-DICE-02 every rolled face is a face of its die; each face turns up', () => {
    const rng = createRng('faces')
    const seen = new Set<string>()
    for (let i = 0; i < 600; i++) {
      const f = rollDie(rng, green)
      expect(green.faces).toContain(f)
      seen.add(f)
    }
    expect(seen.size).toBe(6)
  })
  it('CORE-DICE-03 a die with no faces is a programming error', () => {
    expect(() => rollDie(createRng('x'), { id: 'none', faces: [] })).toThrow(/no faces/)
  })
})

describe('CORE-DICE physical dice entered by the players', () => {
  it.each([
    { faces: ['inv-1', 'h'], bad: -1 },
    { faces: ['h', 'h'], bad: 0 },
    { faces: ['inv-1', 'x'], bad: 1 },
    { faces: ['inv-1'], bad: 1 },
    { faces: ['inv-1', 'h', 'h'], bad: 2 },
    { faces: [3, 'h'], bad: 0 },
  ])('CORE-DICE-04 faces $faces → first bad index $bad', ({ faces, bad }) => {
    expect(badFaceIndex([green, coin], faces)).toBe(bad)
  })
  it('CORE-DICE-05 isFaceOf refuses non-strings and foreign faces', () => {
    expect(isFaceOf(coin, 'h')).toBe(true)
    expect(isFaceOf(coin, 'inv-1')).toBe(false)
    expect(isFaceOf(coin, null)).toBe(false)
  })
  it('CORE-DICE-06 repeated faces weigh more in the odds', () => {
    expect(faceOdds(loaded).get('a')).toBeCloseTo(0.75)
    expect(faceOdds(loaded).get('b')).toBeCloseTo(0.25)
  })
})
