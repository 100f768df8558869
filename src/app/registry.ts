import type { AnyRules } from '../core'
import type { LocalText } from '../i18n'
import type { LoadedGame } from '../shell/module'
import ah2e from '../games/ah2e/about.json'
import elderSign from '../games/elder-sign/about.json'
import ah3e from '../games/ah3e/about.json'
import cults from '../games/cults/about.json'

/**
 * Every game the app plays: the only file that names them all. A manifest is tiny (what the new-game
 * picker and the games list need); the game's rules, data, screens and strings load only when a game
 * of that kind is created, opened or imported. The replay CLI, the benchmarks and the conformance kit
 * read this list too (`loadRules` is pure: no Vue, no DOM).
 *
 * What a game tells the new-game picker and the games list before its module loads (its folder's `about.json`). */
export interface GameAbout {
  id: string
  title: LocalText
  /** One line for the new-game picker. */
  blurb: LocalText
}

export interface GameManifest extends GameAbout {
  /** The game's rules only (node-safe). */
  loadRules(): Promise<AnyRules>
  /** The whole module for the app. */
  load(): Promise<LoadedGame>
}

/**
 * A game's manifest, its registry line: its `about` (what the picker shows), its module's loader
 * (the module's default export, a `defineModule` contract: every game's typed module is a
 * `LoadedGame`, see src/shell/module.ts) and its rules' loader (the rules folder's default export).
 * The import worker reads the same list: its build drops the module loaders (a worker loads no
 * screens, scripts/vite/worker-rules-only.ts) and keeps the rules ones.
 */
export function gameManifest(about: GameAbout, load: () => Promise<{ default: LoadedGame }>, loadRules: () => Promise<{ default: unknown }>): GameManifest {
  return { ...about, loadRules: () => loadRules().then((m) => m.default as AnyRules), load: () => load().then((m) => m.default) }
}

// One line a game: what the picker shows (its `about.json`: id, title, blurb), its module and its
// rules. Cthulhu: Rise of the Cults keeps its English title in Polish too: the seed names the game
// only by it (l.2: «„Cthulhu: Rise of the Cults” to gra…»).
const list: GameManifest[] = [
  gameManifest(ah2e, () => import('../games/ah2e/module'), () => import('../games/ah2e/rules')),
  gameManifest(elderSign, () => import('../games/elder-sign/module'), () => import('../games/elder-sign/rules')),
  gameManifest(ah3e, () => import('../games/ah3e/module'), () => import('../games/ah3e/rules')),
  gameManifest(cults, () => import('../games/cults/module'), () => import('../games/cults/rules')),
]

/** Every game, in the new-game picker's order. */
export const games: readonly GameManifest[] = list

/**
 * Add a game at run time (the shell tests register a test-only game this way; the app's own
 * games are the list above). A game id is registered once.
 */
export function registerGame(m: GameManifest): void {
  if (!list.some((g) => g.id === m.id)) list.push(m)
}

export const manifestOf = (id: string): GameManifest | undefined => games.find((g) => g.id === id)

const loading = new Map<string, Promise<LoadedGame>>()
/** The game's module, loaded once (a failed load is tried again next time). */
export function loadGame(id: string): Promise<LoadedGame> {
  const m = manifestOf(id)
  if (!m) return Promise.reject(new Error(`Unknown game "${id}".`))
  let p = loading.get(id)
  if (!p) {
    // Marks for the benchmark (scripts/bench-browser.mjs: opening a game loads its module in ≤ 150 ms at 4×).
    globalThis.performance?.mark?.(`ledger:module-load-start:${id}`)
    p = m.load().then((mod) => {
      globalThis.performance?.mark?.(`ledger:module-loaded:${id}`)
      return mod
    })
    loading.set(id, p)
    p.catch(() => loading.delete(id))
  }
  return p
}

/** The rules of game `id`, or null for a game this app does not play (the import worker's reader). */
export function rulesOf(id: string): Promise<AnyRules | null> {
  const m = manifestOf(id)
  return m ? m.loadRules() : Promise.resolve(null)
}

/** The rules of every game, by id (the replay CLI and the game-file importer). */
export async function allRules(): Promise<Record<string, AnyRules>> {
  const out: Record<string, AnyRules> = {}
  for (const g of games) out[g.id] = await g.loadRules()
  return out
}
