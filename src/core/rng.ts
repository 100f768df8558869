/**
 * Seeded pseudo-random numbers (sfc32 seeded through a string hash).
 *
 * The generator never lives in game state: every command gets its own stream derived from
 * the game seed and the command's sequence number. Outcomes are written into events, so a
 * replay never calls the generator. Undoing a draw and issuing the same command again draws
 * the same card: an undo cannot be used to re-roll.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Uniform integer in [0, n). */
  int(n: number): number
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
  /** One element chosen uniformly; throws on an empty list. */
  pick<T>(items: readonly T[]): T
}

function hashString(s: string): [number, number, number, number] {
  // cyrb128: spreads a string over four 32-bit words.
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
}

/** A generator for one seed string. */
export function createRng(seed: string): Rng {
  let [a, b, c, d] = hashString(seed)
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0
    const t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    const r = (t + d) | 0
    c = (c + r) | 0
    return (r >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`rng.int needs a positive integer, got ${n}`)
    return Math.floor(next() * n)
  }
  return {
    next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice()
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1)
        ;[out[i], out[j]] = [out[j], out[i]]
      }
      return out
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('rng.pick from an empty list')
      return items[int(items.length)]
    },
  }
}

/**
 * The stream for command number `seq` of the game seeded with `seed`. Made on its first use: most
 * commands (a doom tap) draw nothing, and a tap then does not pay for seeding a generator.
 */
export function rngForCommand(seed: string, seq: number): Rng {
  let rng: Rng | null = null
  const get = (): Rng => (rng ??= createRng(`${seed}#${seq}`))
  return {
    next: () => get().next(),
    int: (n) => get().int(n),
    shuffle: (items) => get().shuffle(items),
    pick: (items) => get().pick(items),
  }
}
