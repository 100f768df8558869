import type { AnyRules } from '../core'

/**
 * The rules half of the registry: each game's pure rules, loaded on demand. The import worker reads
 * this list (it may not load a game's screens: no Vue in a worker), the registry (`registry.ts`)
 * builds its manifests on it, and the replay CLI, the benchmarks and the conformance kit find rules
 * through it. With `registry.ts` the only place that names the games.
 */
export const rulesLoaders: Readonly<Record<string, () => Promise<AnyRules>>> = {
  ah2e: () => import('../games/ah2e/rules').then((m) => m.default as AnyRules),
  'elder-sign': () => import('../games/elder-sign/rules').then((m) => m.default as AnyRules),
  ah3e: () => import('../games/ah3e/rules').then((m) => m.default as AnyRules),
  cults: () => import('../games/cults/rules').then((m) => m.default as AnyRules),
}

/** The rules of game `id`, or null for a game this app does not play. */
export function rulesOf(id: string): Promise<AnyRules | null> {
  return Object.hasOwn(rulesLoaders, id) ? rulesLoaders[id]() : Promise.resolve(null)
}
