import type { AnyRules } from '../core'
import { rulesLoaders } from './registry-rules'
import type { LocalText } from '../i18n'
import type { LoadedGame } from '../shell/module'

/**
 * Every game the app plays: the only file that names them all. A manifest is tiny (what the new-game
 * picker and the games list need); the game's rules, data, screens and strings load only when a game
 * of that kind is created, opened or imported. The replay CLI, the benchmarks and the conformance kit
 * read this list too (`loadRules` is pure: no Vue, no DOM).
 */
export interface GameManifest {
  id: string
  title: LocalText
  /** One line for the new-game picker. */
  blurb: LocalText
  /** The game's rules only (node-safe). */
  loadRules(): Promise<AnyRules>
  /** The whole module for the app. */
  load(): Promise<LoadedGame>
}

const list: GameManifest[] = [
  {
    id: 'ah2e',
    title: { pl: 'Horror w Arkham (2. edycja)', en: 'Arkham Horror (2nd edition)' },
    blurb: { pl: 'Z dodatkiem Widmo nad Innsmouth: zagłada, panika, bramy, potwory i faza Mitów.', en: 'With Innsmouth Horror: doom, terror, gates, monsters and the Mythos phase.' },
    loadRules: rulesLoaders['ah2e'],
    load: () => import('../games/ah2e/module').then((m) => m.default),
  },
  {
    id: 'elder-sign',
    title: { pl: 'Znak Starszych Bogów', en: 'Elder Sign' },
    blurb: { pl: 'Kości, zegar i północ, zagłada z polami potworów, Znaki Starszych Bogów i ostateczna bitwa.', en: 'Dice, the clock and midnight, doom with its monster spaces, Elder Signs and the final battle.' },
    loadRules: rulesLoaders['elder-sign'],
    load: () => import('../games/elder-sign/module').then((m) => m.default),
  },
  {
    id: 'ah3e',
    title: { pl: 'Horror w Arkham (3. edycja) · Wśród mrocznych fal', en: 'Arkham Horror (3rd edition) · Under Dark Waves' },
    blurb: {
      pl: 'Czara mitów, zagłada w dzielnicach i przepełnienie przy 6, groza i jej spotkania, talia wydarzeń z dwóch stron, tryby gry i seria trybu nieuniknionego.',
      en: 'The mythos cup, doom per neighbourhood and the overflow at 6, terror and its encounters, the double-ended event deck, game modes and the Inevitable series.',
    },
    loadRules: rulesLoaders['ah3e'],
    load: () => import('../games/ah3e/module').then((m) => m.default),
  },
  {
    id: 'cults',
    // The seed names the game only by its English title (l.2: «„Cthulhu: Rise of the Cults” to gra…»).
    title: { pl: 'Cthulhu: Rise of the Cults', en: 'Cthulhu: Rise of the Cults' },
    blurb: {
      pl: 'Kulty w dzielnicach Arkham dla 1–4 graczy: plany w stosach, rytuały, konfrontacje i dominacja; w grze jednoosobowej przeciwnika (NPC) prowadzi aplikacja.',
      en: 'Cults in the districts of Arkham for 1–4 players: stacked plans, rituals, confrontations and dominance; in the solo game the app runs the opponent (NPC).',
    },
    loadRules: rulesLoaders['cults'],
    load: () => import('../games/cults/module').then((m) => m.default),
  },
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

/** The rules of every game, by id (the replay CLI and the game-file importer). */
export async function allRules(): Promise<Record<string, AnyRules>> {
  const out: Record<string, AnyRules> = {}
  for (const g of games) out[g.id] = await g.loadRules()
  return out
}
