/**
 * Which games this phone follows at a live table (kept across a reload): the frame loads the live
 * table's bar for such a game (src/app/App.vue), so its taps are refused rather than played on a
 * copy that would go its own way. The only part of the live table in the first bundle.
 */
const KEY = 'mythos-ledger:live-follow'

function read(): string[] {
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

export const followsHost = (gameId: string): boolean => gameId !== '' && read().includes(gameId)

export function setFollowing(gameId: string, on: boolean): void {
  const now = read().filter((id) => id !== gameId)
  if (on) now.push(gameId)
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(now.slice(-20)))
  } catch {
    // Storage refused (private mode): the bar still shows while this page lives.
  }
}
