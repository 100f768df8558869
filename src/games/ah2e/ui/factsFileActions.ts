import { downloadJson } from '@/shell/download'
import { has, t } from './i18n'
import { importFactsFile } from '@/shell/names'
import { OWNER_FACTS_MAX_BYTES, parseOwnerFacts, type FactsError, type OwnerFacts } from './ownerFacts'

/**
 * Export and import of the owner-facts file, shared by the Innsmouth panel and the names list:
 * one file holds everything the owner filled in (Innsmouth tokens and arrows, corrected names).
 */
export const FACTS_FILE_NAME = 'innsmouth-facts.json'

/** Offer `text` (the store's `exportText()`) as a download. */
export function downloadFacts(text: string) {
  downloadJson(FACTS_FILE_NAME, text)
}

/** Why a file or a correction is refused, in the UI language (the English message when no string has the code). */
export function factsErrorText(code: FactsError, message: string = code): string {
  return has(`factsError.${code}`) ? t(`factsError.${code}`) : message
}

/** How many facts a file or a store holds (monsters, arrows, corrected names). */
export const factsCount = (f: OwnerFacts): number => f.monsters.length + f.arrows.length + Object.keys(f.names).length

/**
 * Import the picked facts file into the device's store: what the screen says afterwards (an error
 * in the UI language, or how many facts were saved), or null when nothing was picked.
 */
export function importPickedFacts(ev: Event, remember: (f: OwnerFacts) => Promise<boolean>): Promise<{ error: string } | { saved: number | null } | null> {
  return importFactsFile(ev, {
    maxBytes: OWNER_FACTS_MAX_BYTES,
    parse: (text) => {
      const r = parseOwnerFacts(text)
      return r.ok ? r : { ok: false, message: factsErrorText(r.code, r.message) }
    },
    tooLarge: factsErrorText('too-large', 'too large'),
    refused: (reason) => t('inn.factsBad', { reason }),
    remember,
    count: factsCount,
    t,
  })
}
