/**
 * The app itself (loaded by main.ts once the saved game named in the URL has been read, see there).
 */
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadAppStrings, locale, registerNamespace } from '../i18n'
import { warmUp } from '../db/repo'
import { parseRoute } from '../shell/router'
import { loadGame, manifestOf } from './registry'
import { kindHint } from '../stores/kind-hint'

const first = parseRoute(location.hash)

/**
 * Resume: the game's module, its strings and the screen to show load at once, side by side with
 * the shell and the saved row (read before the bundle by public/early-read.js). The game's kind
 * comes from the hint this device kept, or from the row when there is none.
 */
function prefetch(kind: string, screen: string | null): Promise<unknown> | null {
  if (!manifestOf(kind)) return null
  const module = loadGame(kind)
  void module
    .then((m) => Promise.all([registerNamespace(m.id, m.messages), (m.screens.find((s) => s.id === screen) ?? m.screens[0]).view()]))
    .catch(() => undefined)
  return module
}
/**
 * On a game's URL whose kind this device remembers, the shell mounts once the game's module has
 * been evaluated: the game's screen needs it anyway, and mounting the shell first kept the main
 * thread busy while the module waited to run (opening a game's module ≤ 150 ms at 4×).
 */
let moduleFirst: Promise<unknown> | null = null
/**
 * With no hint (the first open of a game on this device, e.g. after an import), the saved row says
 * the kind: public/early-read.js has usually read it before this bundle ran. The shell then waits
 * for the module all the same, but never longer than this after the row was asked for (a row that
 * is slow to come should not keep the frame from showing).
 */
const NO_HINT_WAIT_MS = 300
if (first.name === 'game') {
  const hint = kindHint(first.id)
  if (hint) moduleFirst = prefetch(hint, first.screen)
  const row = warmUp(first.id)
  const byRow = row?.then((r) => (r && r.game !== hint ? prefetch(r.game, first.screen) : null))
  if (!hint && byRow) moduleFirst = Promise.race([byRow, new Promise((r) => setTimeout(r, NO_HINT_WAIT_MS))])
} else void warmUp(null)
void Promise.all([loadAppStrings(locale.value), moduleFirst?.catch(() => undefined)]).finally(() => createApp(App).use(createPinia()).mount('#app'))
