import { locale, scoped } from '@/i18n'

/** The AH2e views' strings: the `ah2e` namespace first, then the app's. */
export const { t, tIn, has, errorText, loadBoth } = scoped('ah2e')
export { locale }
