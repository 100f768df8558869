import { ref, shallowReactive, watch } from 'vue'
import pl from './pl.json'

export type Locale = 'pl' | 'en'
export const LOCALES: readonly Locale[] = ['pl', 'en']
type Dict = Record<string, string>

/**
 * Polish, the language of our players, is bundled so the app mounts without another request;
 * English is its own chunk, loaded when chosen (initial bundle budget, resume time).
 */
const loaders: Record<Locale, () => Promise<{ default: Dict }>> = {
  pl: async () => ({ default: pl }),
  en: () => import('./en.json'),
}
const dicts = shallowReactive<Partial<Record<Locale, Dict>>>({ pl })

export async function loadLocale(l: Locale): Promise<void> {
  if (!dicts[l]) dicts[l] = (await loaders[l]()).default
}

/** Switch the UI language once its strings are loaded. */
export async function setLocale(l: Locale): Promise<void> {
  await loadLocale(l)
  locale.value = l
}

const current = (): Dict => dicts[locale.value] ?? dicts.en ?? dicts.pl ?? {}

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

watch(locale, (l) => {
  if (typeof document !== 'undefined') document.documentElement.lang = l
}, { immediate: true })

export type Params = Record<string, string | number>

/** A UI string in the current language, with `{name}` placeholders filled. */
export function t(key: string, params?: Params): string {
  const s = current()[key] ?? dicts.en?.[key] ?? key
  if (!params) return s
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m))
}

/** Whether a key exists (used by tests and the event describer). */
export const hasKey = (key: string, l: Locale = 'en') => key in (dicts[l] ?? {})

/** A refused command's message in the UI language: a translated `err.<code>` when there is one, else the engine's English text. */
export function errorText(error: { code: string; message: string }): string {
  const key = `err.${error.code}`
  return key in current() ? t(key) : error.message
}
