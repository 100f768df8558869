import type { Ah3eEvent } from './events'
import { type Folds, same, sameFacts, withBoard } from './evolve-base'
import type { Ah3eState } from './state'

function foldDoomPlaced(state: Ah3eState, event: Extract<Ah3eEvent, { type: 'DoomPlaced' | 'DoomRemoved' | 'DoomCorrected' }>): Ah3eState {
  const s: Ah3eState = { ...state }
  return withBoard(s, (b) => ({ ...b, doom: { ...b.doom, [event.data.space]: event.data.to } }))
}

function foldSheetDoomAdded(state: Ah3eState, event: Extract<Ah3eEvent, { type: 'SheetDoomAdded' | 'SheetDoomRemoved' | 'SheetDoomCorrected' }>): Ah3eState {
  const s: Ah3eState = { ...state }
  s.sheetDoom = event.data.to
  return s
}

/** The event types this table folds. */
type Handled =
  | 'SheetBandsChanged' | 'SheetBandReached' | 'ClueSpawned' | 'ClueGathered' | 'DoomPlaced' | 'DoomRemoved'
  | 'DoomCorrected' | 'DoomRedirected' | 'DoomOverflowed' | 'OutbreakStarted' | 'SpaceCleared' | 'SheetDoomAdded'
  | 'SheetDoomRemoved' | 'SheetDoomCorrected' | 'AnomalyAppeared' | 'AnomalyRemoved' | 'CodexCardAdded'
  | 'CodexCardRemoved' | 'NeighbourhoodsAdded'
/** The board: clues, doom on spaces and on the sheet, anomalies, codex cards and neighbourhoods. */
export const boardFolds: Pick<Folds, Handled> = {
  SheetBandsChanged(state, event) {
    const s: Ah3eState = { ...state }
    s.sheetBands = [...event.data.bands]
    return s
  },
  SheetBandReached: same,
  ClueSpawned(state, event) {
    const s: Ah3eState = { ...state }
    s.board = { ...s.board, clues: { ...s.board.clues, [event.data.neighbourhood]: [...(s.board.clues[event.data.neighbourhood] ?? []), event.data.card] } }
    s.eventInHand = null
    return s
  },
  ClueGathered(state, event) {
    const s: Ah3eState = { ...state }
    const list = s.board.clues[event.data.neighbourhood] ?? []
    const i = list.findIndex((c) => c.id === event.data.card.id && sameFacts(c.facts, event.data.card.facts))
    const rest = i < 0 ? list.slice(1) : [...list.slice(0, i), ...list.slice(i + 1)]
    s.board = { ...s.board, clues: { ...s.board.clues, [event.data.neighbourhood]: rest } }
    const card = event.data.doom ? { ...event.data.card, facts: { ...event.data.card.facts, doom: { ...event.data.doom } } } : event.data.card
    s.eventDiscard = [...s.eventDiscard, card]
    return s
  },
  DoomPlaced: foldDoomPlaced,
  DoomRemoved: foldDoomPlaced,
  DoomCorrected: foldDoomPlaced,
  DoomRedirected: same,
  DoomOverflowed: same,
  OutbreakStarted: same,
  SpaceCleared(state, event) {
    const s: Ah3eState = { ...state }
    return withBoard(s, (b) => ({ ...b, doom: { ...b.doom, [event.data.space]: 0 } }))
  },
  SheetDoomAdded: foldSheetDoomAdded,
  SheetDoomRemoved: foldSheetDoomAdded,
  SheetDoomCorrected: foldSheetDoomAdded,
  AnomalyAppeared(state, event) {
    const s: Ah3eState = { ...state }
    return withBoard(s, (b) => ({ ...b, anomalies: [...b.anomalies, event.data.neighbourhood] }))
  },
  AnomalyRemoved(state, event) {
    const s: Ah3eState = { ...state }
    return withBoard(s, (b) => ({ ...b, anomalies: b.anomalies.filter((n) => n !== event.data.neighbourhood) }))
  },
  CodexCardAdded(state, event) {
    const s: Ah3eState = { ...state }
    s.codex = [...s.codex, event.data.card].sort((a, b) => a - b)
    return s
  },
  CodexCardRemoved(state, event) {
    const s: Ah3eState = { ...state }
    s.codex = s.codex.filter((c) => c !== event.data.card)
    return s
  },
  NeighbourhoodsAdded(state, event) {
    const s: Ah3eState = { ...state }
    return withBoard(s, (b) => {
      const doom = { ...b.doom }
      for (const sp of Object.keys(event.data.spaces)) doom[sp] = doom[sp] ?? 0
      const terror = { ...b.terror }
      const terrorCards = { ...b.terrorCards }
      const clues = { ...b.clues }
      for (const n of event.data.neighbourhoods) {
        terror[n] = terror[n] ?? 0
        terrorCards[n] = terrorCards[n] ?? 0
        clues[n] = clues[n] ?? []
      }
      return { ...b, neighbourhoods: [...b.neighbourhoods, ...event.data.neighbourhoods.filter((n) => !b.neighbourhoods.includes(n))], spaces: { ...b.spaces, ...event.data.spaces }, doom, terror, terrorCards, clues }
    })
  },
}
