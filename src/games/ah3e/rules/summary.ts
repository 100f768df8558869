import type { PendingInfo } from '../../../core'
import { drawsLeft, neighbourhoodDoom, nextDrawer, sumCounts, unstableNeighbourhood, type Ah3eState } from './state'

/**
 * The screens the AH3e UI has, by id: where each question is answered. A contract for the screens
 * (the neighbourhood board, the mythos cup with the event deck, the series record).
 */
export const AH3E_SCREENS = ['board', 'mythos', 'series'] as const
export type Ah3eScreen = (typeof AH3E_SCREENS)[number]

const SCREEN: Record<string, Ah3eScreen> = {
  'event-card': 'mythos',
  'overflow-space': 'board',
  'new-investigator': 'board',
}

/**
 * The question the players owe now: an event card's facts, the overflow's space, a new investigator.
 * An overflow in the Mythos phase is asked on the Mythos screen, where the draw that brought it
 * was tapped (no trip to the board and back).
 */
export function pendingOf(state: Ah3eState): (PendingInfo & { screen: Ah3eScreen }) | null {
  if (!state.pending) return null
  const screen = state.pending.kind === 'overflow-space' && state.phase === 'mythos' ? 'mythos' : SCREEN[state.pending.kind] ?? 'board'
  return { kind: state.pending.kind, screen }
}

/** What the game waits for next and on which screen, questions included. */
export function nextStep(state: Ah3eState): { kind: string; screen: Ah3eScreen } | null {
  const p = pendingOf(state)
  if (p) return p
  if (state.status !== 'playing') return null
  if (state.phase === 'mythos') return { kind: drawsLeft(state) > 0 ? 'draw-mythos' : 'end-mythos', screen: 'mythos' }
  return { kind: 'end-phase', screen: 'board' }
}

/** A plain-JSON digest of the state for the replay CLI (`npm run replay`). */
export function summarize(state: Ah3eState): unknown {
  const b = state.board
  return {
    status: state.status,
    outcome: state.outcome,
    scenario: state.scenario,
    mode: state.mode,
    round: state.round,
    phase: state.phase,
    drawer: nextDrawer(state),
    sheetDoom: state.sheetDoom,
    codex: state.codex,
    neighbourhoods: b.neighbourhoods.map((n) => ({
      id: n,
      doom: neighbourhoodDoom(state, n),
      terror: b.terror[n] ?? 0,
      terrorCards: b.terrorCards[n] ?? 0,
      anomaly: b.anomalies.includes(n),
      clues: b.clues[n]?.length ?? 0,
    })),
    cup: { inCup: sumCounts(state.mythos.cup), drawn: sumCounts(state.mythos.drawn), removed: sumCounts(state.mythos.removed), tokens: state.mythos.cup },
    eventDeck: state.eventDeck.length,
    eventDiscard: state.eventDiscard.length,
    unstable: unstableNeighbourhood(state),
    terrorDeck: state.terrorDeck,
    headlines: state.headlines,
    players: state.players.map((p) => ({ name: p.name, investigator: p.investigator })),
    left: state.left,
    series: state.series ? { id: state.series.id, game: state.series.game, pool: state.series.pool.length, played: state.series.games.map((g) => `${g.scenario}:${g.result}`) } : null,
    pending: pendingOf(state)?.kind ?? null,
  }
}
