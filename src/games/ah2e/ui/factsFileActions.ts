import { downloadJson } from '@/shell/download'
import { has, t } from './i18n'
import { OWNER_FACTS_MAX_BYTES, parseOwnerFacts, type FactsError, type FactsParse, type OwnerFacts } from './ownerFacts'

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

/** The file an `<input type="file">` picked, read and checked; null when nothing was picked. A big file is not read at all. */
export async function readPickedFacts(ev: Event): Promise<FactsParse | null> {
  const input = ev.target as HTMLInputElement
  const f = input.files?.[0]
  if (!f) return null
  const r: FactsParse = f.size > OWNER_FACTS_MAX_BYTES ? { ok: false, code: 'too-large', message: 'too large' } : parseOwnerFacts(await f.text())
  input.value = ''
  return r
}

/** How many facts a file or a store holds (monsters, arrows, corrected names). */
export const factsCount = (f: OwnerFacts): number => f.monsters.length + f.arrows.length + Object.keys(f.names).length

/**
 * Import the picked facts file into the device's store: what the screen says afterwards (an error
 * in the UI language, or how many facts were saved), or null when nothing was picked.
 */
export async function importPickedFacts(ev: Event, remember: (f: OwnerFacts) => Promise<boolean>): Promise<{ error: string } | { saved: number | null } | null> {
  const r = await readPickedFacts(ev)
  if (!r) return null
  if (!r.ok) return { error: t('inn.factsBad', { reason: factsErrorText(r.code, r.message) }) }
  return { saved: (await remember(r.value)) ? factsCount(r.value) : null }
}
