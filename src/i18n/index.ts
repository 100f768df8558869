import { ref, watch } from 'vue'
import en from './en.json'
import pl from './pl.json'

export type Locale = 'pl' | 'en'
export const LOCALES: readonly Locale[] = ['pl', 'en']
const dicts: Record<Locale, Record<string, string>> = { pl, en }

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
  const s = dicts[locale.value][key] ?? dicts.en[key] ?? key
  if (!params) return s
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m))
}

/** Whether a key exists (used by tests and the event describer). */
export const hasKey = (key: string, l: Locale = 'en') => key in dicts[l]

/** A refused command's message in the UI language: a translated `err.<code>` when there is one, else the engine's English text. */
export function errorText(error: { code: string; message: string }): string {
  const key = `err.${error.code}`
  return key in dicts[locale.value] ? t(key) : error.message
}
