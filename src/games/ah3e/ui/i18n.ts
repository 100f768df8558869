import { locale, scoped } from '@/i18n'

/** The AH3e strings: the `ah3e` namespace first, then the app's. */
export const { t, tIn, has, errorText, loadBoth } = scoped('ah3e')
export { locale }
