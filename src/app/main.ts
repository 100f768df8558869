import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLocale, locale } from '../i18n'
import { warmUp } from '../db/repo'
import { parseRoute } from './router'
import { loadGame, manifestOf } from './registry'
import '../style.css'

const first = parseRoute(location.hash)
// Resume: the saved row (read before the bundle by public/early-read.js) names the game's kind, and
// that game's module starts loading at once, while the shell mounts.
const row = warmUp(first.name === 'game' ? first.id : null)
void row?.then((r) => {
  if (r && manifestOf(r.game)) void loadGame(r.game).catch(() => undefined)
})
void loadLocale(locale.value).finally(() => createApp(App).use(createPinia()).mount('#app'))
