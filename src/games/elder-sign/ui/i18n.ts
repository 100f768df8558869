import { locale, scoped } from '@/i18n'

/** The Elder Sign views' strings: the `elder-sign` namespace first, then the app's. */
export const { t, tIn, has, errorText, loadBoth } = scoped('elder-sign')
export { locale }
