/**
 * The character rules for text the players type or a file carries (game names, seeds, investigator
 * names): no C0/C1 control characters, no bidirectional overrides or isolates (which can make one
 * name look like another in a list), no lone surrogates. Pure.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Why a text is refused: `control`, `bidi`, `surrogate`, or null when it is fine. */
export function badTextReason(text: string): 'control' | 'bidi' | 'surrogate' | null {
  if (CONTROL.test(text)) return 'control'
  if (BIDI.test(text)) return 'bidi'
  if (LONE_SURROGATE.test(text)) return 'surrogate'
  return null
}

/** A seed: letters, digits, spaces, `_`, `.` and `-`, 1–100 characters (what the setup screen accepts). */
export const SEED_PATTERN = /^[\p{L}\p{N} _.-]{1,100}$/u
export const isValidSeed = (seed: string): boolean => SEED_PATTERN.test(seed) && badTextReason(seed) === null

/** A name shown in lists: 1–`max` characters after trimming, none of them refused. */
export const isValidName = (name: string, max = 80): boolean => {
  const t = name.trim()
  return t.length > 0 && t.length <= max && badTextReason(name) === null
}

/** Text with refused characters replaced by spaces (for messages printed to a terminal or shown). */
export function cleanText(text: string): string {
  return text.replace(new RegExp(`${CONTROL.source}|${BIDI.source}|${LONE_SURROGATE.source}`, 'gu'), ' ')
}
