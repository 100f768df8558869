import { ref } from 'vue'

/**
 * A tiny hash router: `#/games`, `#/new`, `#/new/<kind>`, `#/new/<kind>/<id>` (the setup checklist of
 * the game just created, so a reload comes back to it), `#/settings`, `#/record` (the group's
 * record), `#/game/<id>/<screen>`, `#/game/<id>/log?seq=<n>` (the log opened at entry n), `#/live`
 * and `#/live/<code>` (the live table; its screen for an open game is `#/game/<id>/live`).
 * Works offline and from the service worker's fallback. A game's screen ids come from its module;
 * the frame checks them once the module has loaded (an unknown one shows the game's first screen).
 */
export type Route =
  | { name: 'games' }
  | { name: 'new'; kind: string | null; game?: string }
  | { name: 'settings' }
  | { name: 'record' }
  | { name: 'game'; id: string; screen: string | null; seq?: number }
  /** The live table without a game open (join another phone's game); `code` from a scanned pairing link (checked when read). */
  | { name: 'live'; code: string | null }

const SLUG = /^[a-z0-9-]{1,40}$/

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#\/?/, '').split('?')
  const parts = path.split('/').filter(Boolean)
  if (parts[0] === 'new' || parts[0] === 'setup') {
    const kind = parts[1] && SLUG.test(parts[1]) ? parts[1] : null
    return { name: 'new', kind, ...(kind && parts[2] ? { game: decodeURIComponent(parts[2]) } : {}) }
  }
  if (parts[0] === 'settings') return { name: 'settings' }
  if (parts[0] === 'record') return { name: 'record' }
  if (parts[0] === 'live') return { name: 'live', code: parts[1] ?? null }
  if (parts[0] === 'game' && parts[1]) {
    const seq = /(?:^|&)seq=([1-9]\d{0,8})(?:&|$)/.exec(query)
    return { name: 'game', id: decodeURIComponent(parts[1]), screen: parts[2] && SLUG.test(parts[2]) ? parts[2] : null, ...(seq ? { seq: Number(seq[1]) } : {}) }
  }
  return { name: 'games' }
}

export const route = ref<Route>(parseRoute(typeof location !== 'undefined' ? location.hash : ''))

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => (route.value = parseRoute(location.hash)))
}

export function go(path: string) {
  if (location.hash !== `#${path}`) location.hash = path
  route.value = parseRoute(`#${path}`)
}

/** Go to `path` in place of the page shown (the back button skips what it replaces). */
export function replaceRoute(path: string) {
  if (location.hash !== `#${path}`) history.replaceState(history.state, '', `#${path}`)
  route.value = parseRoute(`#${path}`)
}

/** A game's screen (its first screen when none is named). */
export const gamePath = (id: string, screen?: string) => `/game/${encodeURIComponent(id)}${screen ? `/${screen}` : ''}`
