import { locale, scoped } from '@/i18n'

/** The Cults strings: the `cults` namespace first, then the app's. */
export const { t, tIn, has, errorText, loadBoth } = scoped('cults')
export { locale }
