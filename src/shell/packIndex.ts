import { shallowRef } from 'vue'
import { LOCALES, locale, type Locale } from '@/i18n'
import type { ContentPack, PackEntry } from './contentPack'

export interface StoredPack extends ContentPack {
  importedAt: string
}

/**
 * The content packs loaded on this device, `game:locale` → pack: filled by the packs store, read
 * by any game's text code (names, card titles) without a store, so that a name the owner gave
 * shows everywhere the name is shown.
 */
export const installedPacks = shallowRef<Record<string, StoredPack>>({})

/**
 * A pack's entry for `kind:id` in the UI language, else in the other language (`locale` says
 * which, so a view can mark it); null when no pack has it.
 */
export function packEntry(game: string, key: string): { entry: PackEntry; locale: Locale } | null {
  const all = installedPacks.value
  const here = all[`${game}:${locale.value}`]?.entries[key]
  if (here) return { entry: here, locale: locale.value }
  for (const l of LOCALES) {
    const e = all[`${game}:${l}`]?.entries[key]
    if (e) return { entry: e, locale: l }
  }
  return null
}

/** The owner's name (or title) for a component in the UI language only (a name in the other language would mix the two). */
export function packName(game: string, kind: string, id: string): string | null {
  const e = installedPacks.value[`${game}:${locale.value}`]?.entries[`${kind}:${id}`]
  return e?.name ?? e?.title ?? null
}
