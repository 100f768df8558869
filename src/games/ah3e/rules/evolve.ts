import { assertNever } from '../../../core'
import type { TokenType } from '../data/types'
import type { Ah3eEvent } from './events'
import { investigatorKey, LEGACY_RULES, zeroCounts, type Ah3eState, type Board, type Counts, type CupState, type EventFacts } from './state'

/**
 * Fold one event onto the state. Pure and total: every event type is handled (exhaustive switch
 * with `assertNever`). Returns a new state; untouched parts are shared with the old one.
 */
export function evolve(state: Ah3eState, event: Ah3eEvent): Ah3eState {
  const s: Ah3eState = { ...state }
  switch (event.type) {
    case 'GameSetUp': {
      const d = event.data
      s.rules = d.rules ?? LEGACY_RULES
      s.status = 'playing'
      s.seed = d.seed
      s.scenario = d.scenario
      s.mode = d.mode
      s.players = d.players.map((p) => ({ ...p }))
      s.lead = d.lead
      s.used = d.players.flatMap((p) => (p.investigator ? [p.investigator] : []))
      s.draws = { ...d.draws }
      s.off = [...d.off]
      s.board = d.board
      s.startSpace = d.startSpace
      s.mythos = { cup: { ...d.cup }, drawn: zeroCounts(), removed: zeroCounts(), supplied: { ...d.cup } }
      s.eventDeck = d.eventDeck
      s.eventCards = d.eventCards
      s.terrorDeck = d.terrorDeck
      s.headlines = d.headlines
      s.sheetBands = [...d.sheetBands]
      s.series = d.series
      return s
    }
    case 'MythosTokenAdded':
      return withCup(s, (c) => ({ ...c, cup: inc(c.cup, event.data.token, 1), supplied: inc(c.supplied, event.data.token, 1) }))
    case 'MythosTokenRemoved':
      return withCup(s, (c) => ({ ...c, [event.data.from]: inc(c[event.data.from], event.data.token, -1), removed: inc(c.removed, event.data.token, 1) }))
    case 'MythosCupRefilled':
      return withCup(s, (c) => ({ ...c, cup: add(c.cup, event.data.returned, 1), drawn: add(c.drawn, event.data.returned, -1) }))
    case 'MythosTokenDrawn': {
      const out = withCup(s, (c) => ({ ...c, cup: inc(c.cup, event.data.token, -1), drawn: inc(c.drawn, event.data.token, 1) }))
      if (!event.data.extra && out.phase === 'mythos') out.mythosDraws = out.mythosDraws + 1
      return out
    }
    case 'MythosTokenNotRemoved':
    case 'MythosEffectLeftToPlayers':
    case 'InevitableModifierApplied':
    case 'InevitableModifierLeftToPlayers':
    case 'RoundEnded':
    case 'EventDeckEmpty':
    case 'DoomRedirected':
    case 'SheetBandReached':
    case 'OutbreakStarted':
    case 'DoomOverflowed':
    case 'TerrorSpreadPrevented':
    case 'HeadlineDeckEmpty':
    case 'SeriesEnded':
    case 'ChainStopped':
      return state
    case 'RoundStarted':
      s.round = event.data.round
      s.phase = 'action'
      s.mythosDraws = 0
      s.terrorEncounters = []
      if (s.phaseEncounters.length) s.phaseEncounters = []
      return s
    case 'PhaseChanged':
      s.phase = event.data.phase
      s.mythosDraws = 0
      if (s.phaseEncounters.length) s.phaseEncounters = []
      return s
    case 'LeadChanged':
      s.lead = event.data.player
      return s
    case 'MythosSourceChanged':
      s.draws = { ...s.draws, cup: event.data.cup }
      return s
    case 'EventCardDrawn':
      s.eventDeck = event.data.end === 'top' ? s.eventDeck.slice(1) : s.eventDeck.slice(0, -1)
      s.eventInHand = { use: event.data.use, id: event.data.id, facts: event.data.facts }
      return s
    case 'EventCardRead':
      if (s.eventInHand) s.eventInHand = { ...s.eventInHand, facts: event.data.facts }
      return s
    case 'EventCardDiscarded':
      s.eventDiscard = [...s.eventDiscard, event.data.card]
      s.eventInHand = null
      return s
    case 'EventCardsToBottom':
      s.eventDeck = [...s.eventDeck, ...event.data.cards]
      s.eventDiscard = []
      s.eventInHand = null
      s.pileShuffles = s.pileShuffles + 1
      return s
    case 'EventDeckReshuffled':
      s.eventDeck = event.data.deck
      s.eventDiscard = []
      s.pileShuffles = s.pileShuffles + 1
      return s
    case 'EventCardsAdded':
    case 'EventDeckSearched':
      s.eventDeck = event.data.deck
      return s
    case 'SheetBandsChanged':
      s.sheetBands = [...event.data.bands]
      return s
    case 'ClueSpawned':
      s.board = { ...s.board, clues: { ...s.board.clues, [event.data.neighbourhood]: [...(s.board.clues[event.data.neighbourhood] ?? []), event.data.card] } }
      s.eventInHand = null
      return s
    case 'ClueGathered': {
      const list = s.board.clues[event.data.neighbourhood] ?? []
      const i = list.findIndex((c) => c.id === event.data.card.id && sameFacts(c.facts, event.data.card.facts))
      const rest = i < 0 ? list.slice(1) : [...list.slice(0, i), ...list.slice(i + 1)]
      s.board = { ...s.board, clues: { ...s.board.clues, [event.data.neighbourhood]: rest } }
      const card = event.data.doom ? { ...event.data.card, facts: { ...event.data.card.facts, doom: { ...event.data.doom } } } : event.data.card
      s.eventDiscard = [...s.eventDiscard, card]
      return s
    }
    case 'DoomPlaced':
    case 'DoomRemoved':
    case 'DoomCorrected':
      return withBoard(s, (b) => ({ ...b, doom: { ...b.doom, [event.data.space]: event.data.to } }))
    case 'SpaceCleared':
      return withBoard(s, (b) => ({ ...b, doom: { ...b.doom, [event.data.space]: 0 } }))
    case 'SheetDoomAdded':
    case 'SheetDoomRemoved':
    case 'SheetDoomCorrected':
      s.sheetDoom = event.data.to
      return s
    case 'AnomalyAppeared':
      return withBoard(s, (b) => ({ ...b, anomalies: [...b.anomalies, event.data.neighbourhood] }))
    case 'AnomalyRemoved':
      return withBoard(s, (b) => ({ ...b, anomalies: b.anomalies.filter((n) => n !== event.data.neighbourhood) }))
    case 'CodexCardAdded':
      s.codex = [...s.codex, event.data.card].sort((a, b) => a - b)
      return s
    case 'CodexCardRemoved':
      s.codex = s.codex.filter((c) => c !== event.data.card)
      return s
    case 'NeighbourhoodsAdded':
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
    case 'TerrorSpread':
      s.terrorDeck = event.data.deck
      return withBoard(s, (b) => ({ ...b, terror: { ...b.terror, [event.data.neighbourhood]: event.data.terror }, terrorCards: { ...b.terrorCards, [event.data.neighbourhood]: event.data.cards } }))
    case 'TerrorEncounterResolved': {
      const n = event.data.neighbourhood
      s.terrorDeck = s.terrorDeck + 1
      s.terrorEncounters = [...s.terrorEncounters, investigatorKey(event.data.investigator)]
      s.phaseEncounters = [...s.phaseEncounters, { ...event.data }]
      return withBoard(s, (b) => ({ ...b, terrorCards: { ...b.terrorCards, [n]: Math.max(0, (b.terrorCards[n] ?? 0) - 1) } }))
    }
    case 'TerrorCorrected':
      return withBoard(s, (b) => ({ ...b, terror: { ...b.terror, [event.data.neighbourhood]: event.data.terror }, terrorCards: { ...b.terrorCards, [event.data.neighbourhood]: event.data.cards } }))
    case 'HeadlineRead':
      s.headlines = event.data.left
      return s
    case 'InvestigatorLeft':
      s.players = s.players.map((p, i) => (i === event.data.player ? { ...p, investigator: null } : p))
      s.left = [...s.left, { investigator: event.data.investigator, how: event.data.how }]
      return s
    case 'InvestigatorJoined':
      s.players = s.players.map((p, i) => (i === event.data.player ? { ...p, investigator: event.data.investigator } : p))
      s.used = [...s.used, event.data.investigator]
      return s
    case 'ChoiceOpened':
      s.pending = { ...event.data.choice, rest: event.data.rest } as Ah3eState['pending']
      return s
    case 'ChoiceAnswered':
      s.pending = null
      return s
    case 'GameEnded':
      s.status = event.data.result
      s.outcome = { result: event.data.result, reason: event.data.reason }
      s.pending = null
      return s
    case 'DecksCorrected':
      s.eventDeck = event.data.eventDeck
      s.terrorDeck = event.data.terrorDeck
      s.headlines = event.data.headlines
      return s
    case 'CupCorrected':
      return withCup(s, (c) => ({ ...c, cup: { ...event.data.cup }, drawn: { ...event.data.drawn }, supplied: { ...event.data.supplied } }))
    default:
      return assertNever(event, 'event')
  }
}

const inc = (c: Counts, t: TokenType, d: number): Counts => ({ ...c, [t]: c[t] + d })
function add(a: Counts, b: Counts, sign: 1 | -1): Counts {
  const out = { ...a }
  for (const k of Object.keys(b) as TokenType[]) out[k] = out[k] + sign * b[k]
  return out
}
const withCup = (s: Ah3eState, f: (c: CupState) => CupState): Ah3eState => ({ ...s, mythos: f(s.mythos) })
const withBoard = (s: Ah3eState, f: (b: Board) => Board): Ah3eState => ({ ...s, board: f(s.board) })

/** Two event cards' facts are the same (the clue gathered is the card put in that deck). */
export function sameFacts(a: EventFacts, b: EventFacts): boolean {
  if (a.neighbourhood !== b.neighbourhood) return false
  if (a.doom === null || b.doom === null) return a.doom === b.doom
  const ka = Object.keys(a.doom).sort()
  const kb = Object.keys(b.doom).sort()
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a.doom![k] === b.doom![k])
}
