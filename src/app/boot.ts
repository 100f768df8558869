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
import { useSessionStore } from '../stores/session'
import { useSettingsStore } from '../stores/settings'
import { useStorageStore } from '../stores/storage'
import { useGamesStore } from '../stores/games'
import { useNoticeStore } from '../stores/notice'

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

/**
 * Off a game's URL (a cold visit's games list), the mount is split in two tasks: the shell's stores
 * are made in the first (with the strings' evaluation), the frame rendered in the next. Lighthouse
 * counts every task over 50 ms at its 4× after the first paint as blocking (issue #29), and the one
 * task of the strings, the stores and the render (~20 ms unthrottled on this machine) was such a task.
 * A game's URL keeps the one task: its resume waits for nothing more.
 */
function mount(): void {
  const app = createApp(App).use(createPinia())
  if (first.name === 'game') {
    app.mount('#app')
    return
  }
  app.runWithContext(() => [useSessionStore, useSettingsStore, useStorageStore, useGamesStore, useNoticeStore].forEach((use) => use()))
  setTimeout(() => app.mount('#app'), 0)
}
void Promise.all([loadAppStrings(locale.value), moduleFirst?.catch(() => undefined)]).finally(mount)
