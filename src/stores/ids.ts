/** App-side randomness (never in the core): game ids and fresh seeds. */
export function randomId(): string {
  return crypto.randomUUID()
}

const WORDS = ['ash', 'bone', 'crow', 'dusk', 'elm', 'fog', 'gale', 'hex', 'ink', 'jade', 'kelp', 'lamp', 'moth', 'night', 'oak', 'pale', 'quill', 'rune', 'salt', 'tide', 'umbra', 'veil', 'wax', 'yew']

/** A short, readable seed such as `fog-rune-4821` that players can read out to reproduce a game. */
export function randomSeed(): string {
  const a = new Uint32Array(3)
  crypto.getRandomValues(a)
  return `${WORDS[a[0] % WORDS.length]}-${WORDS[a[1] % WORDS.length]}-${1000 + (a[2] % 9000)}`
}

export function nowIso(): string {
  return new Date().toISOString()
}
