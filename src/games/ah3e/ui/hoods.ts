import type { InjectionKey } from 'vue'
import { neighbourhoodDoom, overflowCandidates, pendingOf, spacesOf, terrorTier, type Ah3eCommand, type Ah3eState, type TerrorEncounterDraw } from '../rules'
import { neighbourhoodLevel } from './gauges'
import { stable, stableList } from '@/shell/composables/stable'

/**
 * How a space row runs its command: provided by the neighbourhood list (the board's `run`), so a
 * doom tap goes straight to it rather than up through the row's card and the list.
 */
export const HOOD_CMD: InjectionKey<(command: Ah3eCommand) => void> = Symbol('hood-cmd')

/** What one neighbourhood's card on the board shows. */
export interface HoodView {
  n: string
  level: 'safe' | 'near' | 'critical'
  doom: number
  terror: number
  tier: string
  terrorCards: number
  clues: number
  /** The doom icons of the event card a gathered clue would send to the discard pile are known (else the card asks them). */
  clueRead: boolean
  anomaly: boolean
  spaces: { id: string; doom: number; mystery: boolean; unstable: boolean }[]
  /** The terror encounters drawn here in this phase (card, section), kept in view until the phase moves on. */
  encounters: readonly TerrorEncounterDraw[]
  /** The overflow asked here on the board: the spaces the players may clear, with their doom (none when not asked). */
  overflow: readonly { id: string; doom: number }[]
}

/** One empty list for every card with nothing of the kind (the card's view stays the same object). */
const NONE: readonly never[] = Object.freeze([])

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
    clueRead: (s.board.clues[n]?.[0]?.facts.doom ?? null) !== null,
    anomaly: s.board.anomalies.includes(n),
    spaces: spacesOf(s, n).map((id) => ({ id, doom: s.board.doom[id] ?? 0, mystery: s.board.mysteries.includes(id), unstable: unstable.has(id) })),
    encounters: s.phaseEncounters.some((e) => e.neighbourhood === n) ? s.phaseEncounters.filter((e) => e.neighbourhood === n) : NONE,
    overflow: overflowHere(s, n),
  }
}

/** The overflow's question when the board asks it for `n` (rulebook «Żetony zagłady», l.293–295). */
function overflowHere(s: Ah3eState, n: string): HoodView['overflow'] {
  const p = s.pending
  if (p?.kind !== 'overflow-space' || p.neighbourhood !== n || pendingOf(s)?.screen !== 'board') return NONE
  return overflowCandidates(s, n).map((id) => ({ id, doom: s.board.doom[id] ?? 0 }))
}

/**
 * The neighbourhoods' cards, each the same object as last time while its figures are unchanged
 * (so only the card a tap changed re-renders). One cache per board view.
 */
export function hoodViews(): (s: Ah3eState, unstable: Set<string>) => HoodView[] {
  const last = new Map<string, HoodView>()
  return (s, unstable) =>
    s.board.neighbourhoods.map((n) => {
      const view = hoodView(s, n, unstable)
      const prev = last.get(n)
      if (!prev) {
        last.set(n, view)
        return view
      }
      // Its unchanged spaces keep their objects (each space row re-renders only when it changed),
      // and the card keeps its own while none of its figures changed.
      const spaces = stableList(prev.spaces, view.spaces, (sp) => sp.id)
      const encounters = view.encounters.length ? stableList(prev.encounters, [...view.encounters], (e) => e.investigator) : NONE
      const overflow = view.overflow.length ? stableList(prev.overflow, [...view.overflow], (sp) => sp.id) : NONE
      const kept = stable(prev, { ...view, spaces, encounters, overflow })
      last.set(n, kept)
      return kept
    })
}
