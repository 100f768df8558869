import { ref } from 'vue'

/** A tiny hash router: `#/games`, `#/setup`, `#/game/<id>/<screen>`. Works offline and from the service worker's fallback. */
export type Screen = 'table' | 'mythos' | 'map' | 'decks' | 'log' | 'battle'
export type Route =
  | { name: 'games' }
  | { name: 'setup' }
  | { name: 'settings' }
  | { name: 'game'; id: string; screen: Screen }

const SCREENS: readonly Screen[] = ['table', 'mythos', 'map', 'decks', 'log', 'battle']

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean)
  if (parts[0] === 'setup') return { name: 'setup' }
  if (parts[0] === 'settings') return { name: 'settings' }
  if (parts[0] === 'game' && parts[1]) {
    const screen = SCREENS.includes(parts[2] as Screen) ? (parts[2] as Screen) : 'table'
    return { name: 'game', id: decodeURIComponent(parts[1]), screen }
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

export const gamePath = (id: string, screen: Screen = 'table') => `/game/${encodeURIComponent(id)}/${screen}`
