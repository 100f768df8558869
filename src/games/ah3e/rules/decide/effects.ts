import { runSteps } from '../chain'
import { searchEvents } from '../event-deck'
import { addToken, removeToken } from '../cup'
import type { Emitter } from '../emitter'
import { seriesOver } from '../series'
import { endsMythosByTap, investigatorKey, terrorTier, type Outcome, type Step } from '../state'
import { seriesRecordAfter } from '../series'
import { checkCards, checkFacts, isInt, isName, isToken, type Handlers } from './types'

/**
 * What the players tell the app happened: effects of encounters, codex cards and reckonings
 * (spawn a clue, spread doom, a gate burst, spread terror, doom placed or warded off), a terror
 * encounter, a clue gathered, codex cards, an investigator leaving, the end of the game.
 */
export const effectHandlers: Pick<Handlers,
  | 'ResolveTerrorEncounter' | 'SpreadDoom' | 'SpawnClue' | 'GateBurst' | 'DiscardEventCard' | 'SpreadTerror' | 'PlaceDoom' | 'RemoveDoom'
  | 'PlaceSheetDoom' | 'RemoveSheetDoom' | 'GatherClue' | 'AddEventCards' | 'SearchEventDeck' | 'AddMythosToken' | 'RemoveMythosToken' | 'AddToCodex' | 'RemoveFromCodex'
  | 'InvestigatorLeaves' | 'EndGame'
> = {
  /**
   * Rulebook «Spotkania grozy» (l.329–356): before an encounter in a neighbourhood with attached
   * terror cards, one of them chosen at random; the section read is the neighbourhood's terror tier
   * (0–2, 3–4, 5+); the card then goes face down to the bottom of the terror deck. At most one
   * terror encounter per investigator per round.
   */
  ResolveTerrorEncounter(em, { data }) {
    const s = em.state
    if (!isName(data.investigator)) return 'terror/unknown-investigator'
    const inv = s.players.find((p) => p.investigator !== null && investigatorKey(p.investigator) === investigatorKey(data.investigator))?.investigator
    if (!inv) return 'terror/unknown-investigator'
    if (typeof data.neighbourhood !== 'string' || !s.board.neighbourhoods.includes(data.neighbourhood)) return 'terror/unknown-neighbourhood'
    const of = s.board.terrorCards[data.neighbourhood] ?? 0
    if (of === 0) return 'terror/no-terror-card'
    if (s.terrorEncounters.includes(investigatorKey(inv))) return 'terror/once-per-round'
    const terror = s.board.terror[data.neighbourhood] ?? 0
    em.emit({ type: 'TerrorEncounterResolved', data: { investigator: inv, neighbourhood: data.neighbourhood, card: 1 + em.rng.int(of), of, terror, tier: terrorTier(terror) } }, 'encounter')
    return null
  },

  SpreadDoom: (em, { data }) => eventEffect(em, 'spread-doom', data.cards),
  SpawnClue: (em, { data }) => eventEffect(em, 'spawn-clue', data.cards),
  GateBurst: (em, { data }) => eventEffect(em, 'gate-burst', data.cards),
  DiscardEventCard: (em, { data }) => eventEffect(em, 'discard', data.cards),

  SpreadTerror(em, { data }) {
    const n = data.neighbourhood ?? null
    if (n !== null && (typeof n !== 'string' || !em.state.board.neighbourhoods.includes(n))) return 'terror/unknown-neighbourhood'
    runSteps(em, [{ k: 'spread-terror', neighbourhood: n, source: 'effect' }])
    return null
  },

  PlaceDoom(em, { data }) {
    const count = data.count ?? 1
    if (typeof data.space !== 'string' || !Object.hasOwn(em.state.board.spaces, data.space)) return 'doom/unknown-space'
    if (!isInt(count, 1, 6)) return 'doom/bad-count'
    runSteps(em, Array.from({ length: count }, (): Step => ({ k: 'doom', space: data.space, source: 'effect' })))
    return null
  },

  /** Doom taken off a space (a ward action, an encounter; supplement §1.3, §3.9). */
  RemoveDoom(em, { data }) {
    const count = data.count ?? 1
    if (typeof data.space !== 'string' || !Object.hasOwn(em.state.board.spaces, data.space)) return 'doom/unknown-space'
    if (!isInt(count, 1, 20)) return 'doom/bad-remove-count'
    const now = em.state.board.doom[data.space] ?? 0
    if (now === 0) return 'doom/none-there'
    em.emit({ type: 'DoomRemoved', data: { space: data.space, to: Math.max(0, now - count) } }, 'effect')
    return null
  },

  PlaceSheetDoom(em, { data }) {
    const count = data.count ?? 1
    if (!isInt(count, 1, 10)) return 'doom/bad-count'
    runSteps(em, [{ k: 'sheet', n: count, source: 'effect' }])
    return null
  },

  RemoveSheetDoom(em, { data }) {
    const count = data.count ?? 1
    if (!isInt(count, 1, 50)) return 'doom/bad-remove-count'
    if (em.state.sheetDoom === 0) return 'doom/none-on-sheet'
    em.emit({ type: 'SheetDoomRemoved', data: { to: Math.max(0, em.state.sheetDoom - count) } }, 'effect')
    return null
  },

  /**
   * An investigator gained the clue of an event card in a neighbourhood's deck: the card goes face
   * up to the discard pile (supplement §4.8), where its doom icons mark the unstable space (§3.4).
   * A card the app knows only by its neighbourhood (a physical card drawn to spawn the clue) needs
   * its doom icons now (rules 3; a game set up before put it there unread).
   */
  GatherClue(em, { data }) {
    const n = data.neighbourhood
    if (typeof n !== 'string' || !em.state.board.neighbourhoods.includes(n)) return 'clue/unknown-neighbourhood'
    const card = em.state.board.clues[n]?.[0]
    if (!card) return 'clue/none-there'
    if (data.doom !== undefined && card.facts.doom !== null) return 'clue/doom-known'
    let doom: Record<string, number> | undefined
    if (data.doom !== undefined) {
      const facts = checkFacts(em.state, { neighbourhood: n, doom: data.doom }, true)
      if (typeof facts === 'string') return facts
      doom = facts.doom!
    } else if (card.facts.doom === null && endsMythosByTap(em.state)) return 'clue/doom-needed'
    em.emit({ type: 'ClueGathered', data: { neighbourhood: n, card, ...(doom ? { doom } : {}) } }, 'encounter')
    return null
  },

  /** A codex card adds event cards (Dreams of R'lyeh's towns): they are shuffled into the event deck. */
  AddEventCards(em, { data }) {
    if (!isInt(data.count, 1, 40)) return 'event/bad-count'
    const deck = em.rng.shuffle([...em.state.eventDeck, ...Array.from({ length: data.count }, () => null)])
    em.emit({ type: 'EventCardsAdded', data: { deck, count: data.count } }, 'effect')
    return null
  },

  /**
   * Rulebook «Szukanie konkretnych cech» (l.624–639) on the event deck: the players revealed cards
   * from the end the effect draws from until one with the trait. The app moves the others, shuffled,
   * to the other end, and draws the found card for its use. An empty deck: a draw from an empty
   * deck (l.541–555: cancelled, 1 doom on the sheet, the discards reshuffled).
   */
  SearchEventDeck(em, { data }) {
    const s = em.state
    if (!isName(data.trait)) return 'search/bad-trait'
    if (data.end !== 'top' && data.end !== 'bottom') return 'search/bad-end'
    if (typeof data.found !== 'boolean') return 'command/malformed'
    const uses = ['spread-doom', 'spawn-clue', 'gate-burst', 'discard']
    if (data.found ? !uses.includes(data.use as string) : data.use !== undefined) return 'search/bad-use'
    const cards = checkCards(s, data.cards)
    if (typeof cards === 'string') return cards
    if (!data.found && cards.length > 0) return 'search/bad-use'
    if (s.eventDeck.length === 0) {
      runSteps(em, [{ k: 'event', use: data.use ?? 'discard', source: 'effect' }])
      return null
    }
    const size = s.eventDeck.length
    if (data.found ? !isInt(data.passed, 0, size - 1) : data.passed !== size) return 'search/bad-count'
    em.cards = cards
    runSteps(em, searchEvents(em, data.trait.trim(), data.end, data.passed, data.found ? data.use! : null, 'effect'))
    return null
  },

  /** Rulebook «Modyfikowanie czary mitów» (l.587–588): straight into the cup. */
  AddMythosToken(em, { data }) {
    if (!isToken(data.token)) return 'mythos/unknown-token'
    addToken(em, data.token, 'effect')
    return null
  },

  /** Rulebook «Modyfikowanie czary mitów» (l.578–585): from the cup if possible, else from the tokens drawn. */
  RemoveMythosToken(em, { data }) {
    if (!isToken(data.token)) return 'mythos/unknown-token'
    if (em.state.mythos.cup[data.token] + em.state.mythos.drawn[data.token] === 0) return 'mythos/none-to-remove'
    removeToken(em, data.token, 'effect')
    return null
  },

  AddToCodex(em, { data }) {
    if (!isInt(data.card, 1, 999)) return 'codex/bad-card'
    if (em.state.codex.includes(data.card)) return 'codex/already-in'
    runSteps(em, [{ k: 'codex', card: data.card, source: 'effect' }])
    return null
  },

  RemoveFromCodex(em, { data }) {
    if (!isInt(data.card, 1, 999) || !em.state.codex.includes(data.card)) return 'codex/not-in'
    em.emit({ type: 'CodexCardRemoved', data: { card: data.card } }, 'effect')
    return null
  },

  /**
   * Supplement §4.6: a defeated or devoured investigator puts 1 doom on the scenario sheet; a
   * retired one does not. The player takes a new investigator at the end of the round (§1.10).
   */
  InvestigatorLeaves(em, { data }) {
    if (!isInt(data.player, 0, em.state.players.length - 1)) return 'investigator/unknown-player'
    const inv = em.state.players[data.player].investigator
    if (inv === null) return 'investigator/none'
    if (!['defeated', 'devoured', 'retired'].includes(data.how)) return 'investigator/bad-reason'
    em.emit({ type: 'InvestigatorLeft', data: { player: data.player, investigator: inv, how: data.how } }, 'players')
    if (data.how !== 'retired') runSteps(em, [{ k: 'sheet', n: 1, source: 'rule/investigator-lost' }])
    return null
  },

  /** The codex says the investigators win or lose (supplement §4.4–4.5: no default win). */
  EndGame(em, { data }) {
    if (data.result !== 'won' && data.result !== 'lost') return 'end/bad-result'
    endGame(em, data.result, 'codex')
    return null
  },
}

function eventEffect(em: Emitter, use: 'spread-doom' | 'spawn-clue' | 'gate-burst' | 'discard', given: unknown) {
  const cards = checkCards(em.state, given)
  if (typeof cards === 'string') return cards
  em.cards = cards
  runSteps(em, [{ k: 'event', use, source: 'effect' }])
  return null
}

/** The game ends; in a series, a lost game loses it and the last scenario won wins it (l.685–688). */
export function endGame(em: Emitter, result: Outcome['result'], reason: Outcome['reason']): void {
  em.emit({ type: 'GameEnded', data: { result, reason } }, reason === 'codex' ? 'players' : 'rule/no-investigator')
  const record = seriesRecordAfter(em.state)
  const over = record ? seriesOver(record) : null
  if (record && over) em.emit({ type: 'SeriesEnded', data: { result: over, games: record.games.length } }, 'rule/series')
}
