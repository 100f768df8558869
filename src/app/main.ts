import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLocale, locale, registerNamespace } from '../i18n'
import { warmUp } from '../db/repo'
import { parseRoute } from './router'
import { loadGame, manifestOf } from './registry'
import { kindHint } from './kind-hint'
import '../style.css'

const first = parseRoute(location.hash)

/**
 * Resume: the game's module, its strings and the screen to show load at once, side by side with
 * the shell and the saved row (read before the bundle by public/early-read.js). The game's kind
 * comes from the hint this device kept, or from the row when there is none.
 */
function prefetch(kind: string, screen: string | null): void {
  if (!manifestOf(kind)) return
  void loadGame(kind)
    .then((m) => Promise.all([registerNamespace(m.id, m.messages), (m.screens.find((s) => s.id === screen) ?? m.screens[0]).view()]))
    .catch(() => undefined)
}
if (first.name === 'game') {
  const hint = kindHint(first.id)
  if (hint) prefetch(hint, first.screen)
  void warmUp(first.id)?.then((r) => {
    if (r && r.game !== hint) prefetch(r.game, first.screen)
  })
} else void warmUp(null)
void loadLocale(locale.value).finally(() => createApp(App).use(createPinia()).mount('#app'))
