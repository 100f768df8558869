import { locale, scoped, type Locale } from '@/i18n'
import { nestQuotes } from './quotes'

const ns = scoped('ah2e')

/** The AH2e views' strings: the `ah2e` namespace first, then the app's; a quoted name's own quotes nest (`nestQuotes`). */
export const t: typeof ns.t = (key, params) => nestQuotes(ns.t(key, params), locale.value)
export const tIn: typeof ns.tIn = (l: Locale, key, params) => nestQuotes(ns.tIn(l, key, params), l)
export const { has, errorText, loadBoth } = ns
export { locale }
