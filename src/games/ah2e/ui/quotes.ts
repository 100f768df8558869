import type { Locale } from '@/i18n'

/**
 * Quotes inside quotes, as each language nests them: a quoted name that holds quotes itself (the ally
 * Tom „Góra” Murphy in «Sprzymierzeńca „{ally}”») reads «„Tom »Góra« Murphy”» in Polish (inner
 * quotes »…«) and «“Tom ‘Mountain’ Murphy”» in English (inner ‘…’, the data's straight quotes too).
 * Every other level keeps the outer pair. A text whose quotes do not pair up is left as it is.
 */
export function nestQuotes(text: string, l: Locale): string {
  const [open, close, innerOpen, innerClose] = l === 'pl' ? ['„', '”', '»', '«'] : ['“', '”', '‘', '’']
  if (!text.includes(open)) return text
  let depth = 0
  let straightOpen = false
  let out = ''
  for (const ch of text) {
    if (ch === open) {
      depth++
      out += depth % 2 === 0 ? innerOpen : open
    } else if (ch === close) {
      if (depth === 0) return text
      out += depth % 2 === 0 ? innerClose : close
      depth--
    } else if (ch === '"' && l === 'en' && depth > 0) {
      straightOpen = !straightOpen
      out += straightOpen ? innerOpen : innerClose
    } else out += ch
  }
  return depth === 0 && !straightOpen ? out : text
}
