/**
 * Which game a saved game is, remembered by id in localStorage (a few bytes per game), so that a
 * resume can start loading the game's module at boot instead of after the saved row is read.
 * Only a hint: the row's own `game` field decides; a wrong or missing hint costs nothing.
 */
const KEY = 'ledger.kind:'

export function rememberKind(id: string | null | undefined, kind?: string): void {
  if (!id) return
  try {
    if (kind) localStorage.setItem(`${KEY}${id}`, kind)
  } catch {
    // storage disabled or full: no hint next time
  }
}

export function kindHint(id: string): string | null {
  try {
    return localStorage.getItem(`${KEY}${id}`)
  } catch {
    return null
  }
}
