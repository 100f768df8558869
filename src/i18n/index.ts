import { ref, shallowRef, watch } from 'vue'
import appPl from './app.pl.json'
import { format, type Params } from './format'

export type { Params } from './format'
export type Locale = 'pl' | 'en'
export const LOCALES: readonly Locale[] = ['pl', 'en']
export type Dict = Record<string, string>
/** Text in both UI languages (a saved game's list line, a game's title in the registry). */
export type LocalText = Record<Locale, string>

/**
 * UI strings in namespaces: `app` (the shell, bundled in Polish so the app mounts without another
 * request; English is a chunk) and one per game, loaded with the game's module. A key is
 * `ns:key` (`ah2e:gauge.doom`) or a plain key of the app namespace; a game's views use `scoped(ns)`,
 * which looks in the game's namespace first and then in the app's.
 */
const APP = 'app'
const loaders = new Map<string, Record<Locale, () => Promise<Dict>>>()
loaders.set(APP, { pl: async () => appPl, en: () => import('./app.en.json').then((m) => m.default) })
/**
 * The app's strings for when something went wrong with the saved games (the self-check, the
 * recovery from the second copy, storage failing, the second copy in Settings): a namespace of its
 * own, looked up after the app's, loaded in an idle moment or by the screens that show them
 * (`loadCare`), not with the games list.
 */
const CARE = 'care'
loaders.set(CARE, { pl: () => import('./care.pl.json').then((m) => m.default), en: () => import('./care.en.json').then((m) => m.default) })
/** Load the strings of the self-check, the recovery and storage failing (`CARE`) in the current language. */
export const loadCare = (): Promise<void> => loadNs(CARE, locale.value)
/** Per language, namespace → strings: plain maps, read on every translation without a reactive proxy. */
const dicts: Record<Locale, Map<string, Dict>> = { pl: new Map([[APP, appPl]]), en: new Map() }
/**
 * Bumped when a dictionary arrives: each translation reads it once (one dependency, where a reactive
 * map of dictionaries was one per dictionary looked up), so views re-render when one arrives.
 */
const arrived = shallowRef(0)

function detect(): Locale {
  const langs = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : []
  for (const l of langs) {
    const code = (l ?? '').slice(0, 2).toLowerCase()
    if (code === 'pl' || code === 'en') return code
  }
  return 'pl'
}

/** The UI language: from the browser, switchable, remembered by the settings store. */
export const locale = ref<Locale>(detect())

/** The UI language as a BCP 47 tag, for dates and numbers (never the browser's locale). */
export const localeTag = (l: Locale = locale.value): string => (l === 'pl' ? 'pl-PL' : 'en-GB')

/** A date as the UI language writes it (28.11.2026 / 28/11/2026). */
export const formatDate = (d: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'short' }, l: Locale = locale.value): string =>
  d.toLocaleDateString(localeTag(l), options)

/** The first letter in upper case, as the UI language writes it. */
export const capitalize = (s: string, l: Locale = locale.value): string => (s ? s[0].toLocaleUpperCase(l) + s.slice(1) : s)

watch(locale, (l) => {
  if (typeof document !== 'undefined') document.documentElement.lang = l
}, { immediate: true })

async function loadNs(ns: string, l: Locale): Promise<void> {
  if (dicts[l].has(ns)) return
  const load = loaders.get(ns)?.[l]
  if (!load) return
  const d = await load()
  if (dicts[l].has(ns)) return
  dicts[l].set(ns, d)
  arrived.value++
}

/** Make a game's strings known; they load now for the current language (and later for the other on demand). */
export async function registerNamespace(ns: string, load: Record<Locale, () => Promise<Dict>>): Promise<void> {
  if (!loaders.has(ns)) loaders.set(ns, load)
  await loadNs(ns, locale.value)
}

/**
 * The app's own strings in `l`: what the shell needs to mount (the care strings and the games'
 * load later; the games list's first screen does not wait for them, issue #29).
 */
export const loadAppStrings = (l: Locale): Promise<void> => loadNs(APP, l)

/** Load every known namespace in `l`. */
export async function loadLocale(l: Locale): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadNs(ns, l)))
}

/** Switch the UI language once its strings are loaded. */
export async function setLocale(l: Locale): Promise<void> {
  await loadLocale(l)
  locale.value = l
}

function lookup(ns: string, key: string, l: Locale): string | undefined {
  const d = dicts[l].get(ns)
  return d && Object.hasOwn(d, key) ? d[key] : undefined
}

/** The template for a key in a language, with the other language as the fallback. */
function template(key: string, l: Locale, ns?: string): string | undefined {
  void arrived.value
  const colon = key.indexOf(':')
  if (colon > 0) return lookup(key.slice(0, colon), key.slice(colon + 1), l)
  return (ns !== undefined ? lookup(ns, key, l) : undefined) ?? lookup(APP, key, l) ?? lookup(CARE, key, l)
}

function translate(key: string, params: Params | undefined, l: Locale, ns?: string): string {
  const other: Locale = l === 'pl' ? 'en' : 'pl'
  const s = template(key, l, ns) ?? template(key, other, ns)
  return s === undefined ? key : format(s, params, l)
}

/** A UI string in the current language, placeholders and plural forms filled. */
export function t(key: string, params?: Params): string {
  return translate(key, params, locale.value)
}

/** A UI string in a given language (its dictionary must be loaded). */
export function tIn(l: Locale, key: string, params?: Params, ns?: string): string {
  return translate(key, params, l, ns)
}

/** Whether a key exists in a language. */
export const hasKey = (key: string, l: Locale = 'en', ns?: string): boolean => template(key, l, ns) !== undefined

export interface ErrorLike { code: string; message: string }

/** A refused command's message in the UI language: a translated `err.<code>` when there is one, else the engine's English text. */
export function errorText(error: ErrorLike, ns?: string): string {
  const key = `err.${error.code}`
  return template(key, locale.value, ns) !== undefined ? translate(key, undefined, locale.value, ns) : error.message
}

/** The translation functions of one game's views: its namespace first, then the app's. */
export function scoped(ns: string) {
  return {
    t: (key: string, params?: Params): string => translate(key, params, locale.value, ns),
    tIn: (l: Locale, key: string, params?: Params): string => translate(key, params, l, ns),
    has: (key: string, l: Locale = locale.value): boolean => template(key, l, ns) !== undefined,
    errorText: (error: ErrorLike): string => errorText(error, ns),
    /** Load this namespace in both languages (for text stored in both, such as the games-list line). */
    loadBoth: (): Promise<void> => Promise.all(LOCALES.map((l) => loadNs(ns, l))).then(() => undefined),
    /** Whether this namespace is loaded in both languages (then nothing needs to be awaited). */
    hasBoth: (): boolean => (void arrived.value, LOCALES.every((l) => !loaders.has(ns) || dicts[l].has(ns))),
  }
}
