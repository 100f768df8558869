import 'fake-indexeddb/auto'
import { loadLocale, registerNamespace } from '../src/i18n'
import { games } from '../src/app/registry'

// The app loads one language and one game's strings at a time; tests switch freely, so every
// registered game's strings and both languages are loaded up front.
for (const g of games) {
  const m = await g.load()
  await registerNamespace(m.id, m.messages)
}
await Promise.all([loadLocale('pl'), loadLocale('en')])
