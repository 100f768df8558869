import { locale, registerNamespace, tIn, type Dict, type Locale } from '@/i18n'
import type { LoadedGame, StoryText } from '../module'

/**
 * The story's words: the shell's story strings (namespace `story`, loaded with the story screen or
 * the record, so the games list's first load carries none of them) and a game's story texts in the
 * UI language.
 */

const STORY_NS = 'story'
const loaders: Record<Locale, () => Promise<Dict>> = {
  pl: () => import('./i18n/pl.json').then((m) => m.default as Dict),
  en: () => import('./i18n/en.json').then((m) => m.default as Dict),
}

/** Load the story strings in the UI language (the other language loads when it is chosen). */
export const loadStoryStrings = (): Promise<void> => registerNamespace(STORY_NS, loaders)

/** A story string in the UI language. */
export const st = (key: string, params?: Record<string, string | number>): string => tIn(locale.value, `${STORY_NS}:${key}`, params)

/**
 * The owner's name corrections of game `m` read (its owner facts), so a story or a record words
 * its components as the device's other screens do. A device that cannot read them words the data's.
 */
export const namesRead = (m: Pick<LoadedGame, 'names'>): Promise<void> => (m.names ? m.names().ensureLoaded().catch(() => undefined) : Promise.resolve())

/** Upper-case the first letter (an event's line may start with a lower-case phrase). */
export const cap = (s: string): string => (s ? s[0].toLocaleUpperCase(locale.value) + s.slice(1) : s)

/**
 * A game's story text in the UI language: a key of its namespace (or `story:…`) with its
 * parameters worded first, a text in both languages, or an event as its log line.
 */
export function word(m: Pick<LoadedGame, 'id' | 'describeEvent'>, text: StoryText, state: unknown): string {
  if ('text' in text) return text.text[locale.value]
  if ('event' in text) return cap(m.describeEvent(text.event, state).trim())
  const params: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(text.params ?? {})) params[k] = typeof v === 'object' ? word(m, v, state) : v
  return cap(tIn(locale.value, text.key, params, m.id))
}
