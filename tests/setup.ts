import 'fake-indexeddb/auto'
import { loadLocale } from '../src/i18n'

// The app loads one language at start; tests switch freely, so both are loaded up front.
await Promise.all([loadLocale('pl'), loadLocale('en')])
