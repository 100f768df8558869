import { neighbourhoodDoom, spacesOf, terrorTier, type Ah3eState } from '../rules'
import { neighbourhoodLevel } from './gauges'
import { stableList } from '@/shell/composables/stable'

/** What one neighbourhood's card on the board shows. */
export interface HoodView {
  n: string
  level: 'safe' | 'near' | 'critical'
  doom: number
  terror: number
  tier: string
  terrorCards: number
  clues: number
  anomaly: boolean
  spaces: { id: string; doom: number; mystery: boolean; unstable: boolean }[]
}

function hoodView(s: Ah3eState, n: string, unstable: Set<string>): HoodView {
  const terror = s.board.terror[n] ?? 0
  return {
    n,
    level: neighbourhoodLevel(s, n),
    doom: neighbourhoodDoom(s, n),
    terror,
    tier: terrorTier(terror),
    terrorCards: s.board.terrorCards[n] ?? 0,
    clues: s.board.clues[n]?.length ?? 0,
    anomaly: s.board.anomalies.includes(n),
    spaces: spacesOf(s, n).map((id) => ({ id, doom: s.board.doom[id] ?? 0, mystery: s.board.mysteries.includes(id), unstable: unstable.has(id) })),
  }
}

/**
 * The neighbourhoods' cards, each the same object as last time while its figures are unchanged
 * (so only the card a tap changed re-renders). One cache per board view.
 */
export function hoodViews(): (s: Ah3eState, unstable: Set<string>) => HoodView[] {
  const last = new Map<string, { key: string; view: HoodView }>()
  return (s, unstable) =>
    s.board.neighbourhoods.map((n) => {
      const view = hoodView(s, n, unstable)
      const key = JSON.stringify(view)
      const prev = last.get(n)
      if (prev && prev.key === key) return prev.view
      // Its unchanged spaces keep their objects too (each space row re-renders only when it changed).
      const kept = prev ? { ...view, spaces: stableList(prev.view.spaces, view.spaces, (sp) => sp.id) } : view
      last.set(n, { key, view: kept })
      return kept
    })
}
