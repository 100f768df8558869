/** CORE-RNG: every command's stream is fixed by the game seed and its number, however it is used. */
import { describe, expect, it } from 'vitest'
import { createRng, rngForCommand } from '@/core/rng'

describe('CORE-RNG the stream of a command', () => {
  it('CORE-RNG-01 is the generator of "<seed>#<seq>", made on first use, whichever draw comes first', () => {
    for (const [seed, seq] of [['e2e-seed-1', 1], ['x', 42], ['ą→🎲', 100000]] as const) {
      const items = Array.from({ length: 9 }, (_, i) => i)
      const a = rngForCommand(seed, seq)
      const b = createRng(`${seed}#${seq}`)
      expect([a.pick(items), a.int(6), a.shuffle(items), a.next()]).toEqual([b.pick(items), b.int(6), b.shuffle(items), b.next()])
      const c = rngForCommand(seed, seq)
      const d = createRng(`${seed}#${seq}`)
      expect([c.next(), c.int(1000), c.shuffle(items)]).toEqual([d.next(), d.int(1000), d.shuffle(items)])
    }
    expect(rngForCommand('s', 1).next()).not.toBe(rngForCommand('s', 2).next())
  })
})
