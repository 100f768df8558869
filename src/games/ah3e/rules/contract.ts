import type { PhysicalValue, Rng } from '../../../core'
import { TOKEN_TYPES } from '../data/types'
import type { Ah3eCommand, Ah3eSetup } from './commands'
import { canDraw } from './cup'
import { overflowCandidates } from './doom'
import { needsDoom, searchEnd } from './event-deck'
import {
  barredInSeries, drawsLeft, endsMythosByTap, investigatorKey, noTokenInPlay, policies, spacesOf, type Ah3eState, type EventUse,
} from './state'

/**
 * The module contract's three views of an AH3e game (src/core/module.ts): where the flow stands,
 * what the screens offer to play on, and what lies on the table. Written from the state alone and
 * independently of the board-change list (ui/board.ts), which the conformance kit checks against
 * `physical`.
 */

/**
 * Where the flow stands: the round, the phase, the mythos draws made, the question open and how much
 * of its chain is left. No figure a tap or a correction changes (doom, terror, the cup's counts).
 */
export function position(s: Ah3eState): string {
  if (s.status !== 'playing') return s.status
  const p = s.pending
  const asked = !p ? '-' : `${p.kind}:${p.kind === 'event-card' ? p.use : p.kind === 'overflow-space' ? p.neighbourhood : p.player}:${p.rest.length}`
  return `r${s.round}:${s.phase}:d${s.mythosDraws}:${asked}`
}

/** Archive cards the codex field is most often given (the overflow rules, Dreams of R'lyeh's towns), and any other number. */
const CODEX_CARDS = [1, 2, 61, 62, 63, 106, 117, 118, 119, 120]
const USES: readonly EventUse[] = ['spawn-clue', 'spread-doom', 'gate-burst', 'discard']
const NAMES = ['Stella Clark', 'Silas Marsh', 'Carson Sinclair', 'Zoey Samaras', 'Michael McGlen', 'Agnes Baker', 'Rita Young', 'Tommy Muldoon']

/**
 * The commands the AH3e screens let a table tap to play on from `s` (ui/screens: Board, Mythos,
 * Series; the setup form for a new game), legal or not, never a correction nor a setting:
 * - a question open: only its answers (the screens hold every other play control back);
 * - the board: the sheet's doom ±, each space's doom ± (− only where there is doom), a gathered
 *   clue (with its card's doom icons when the app does not know them), a terror encounter for each
 *   investigator who had none this round, spread terror (archive #61), the codex, the lead (not
 *   while the mythos draws are under way), an investigator leaving, the game's end, the next phase
 *   (in the encounter phase with the app's cup: the Mythos phase's draws, AH3E-MYTH-10; the Mythos
 *   phase's end once its draws are done, or with no token in play at all);
 * - the Mythos screen: the draw (the app's drawn on through the phase, or each token the players'
 *   cup can give), the cup's
 *   tokens added or removed (− only for a type in play), the event effects, a trait search, event
 *   cards added.
 * Left out: the corrections (terror ±, the decks, the cup), the sheet's reminder bands and who draws
 * the mythos tokens (settings). The series screen only navigates.
 */
export function offersFrom(sampleSetup: (rng: Rng) => Ah3eSetup) {
  return (s: Ah3eState, rng: Rng): Ah3eCommand[] => {
    if (s.status === 'new') return [{ type: 'SetUpGame', data: sampleSetup(rng) }]
    if (s.status !== 'playing') return []
    const p = s.pending
    if (p) {
      switch (p.kind) {
        case 'event-card':
          return s.board.neighbourhoods.map((n) => ({ type: 'DescribeEventCard', data: needsDoom(p.use) ? { neighbourhood: n, doom: someDoom(s, n, rng) } : { neighbourhood: n } }))
        case 'overflow-space':
          return overflowCandidates(s, p.neighbourhood).map((space) => ({ type: 'ClearOverflowSpace', data: { space } }))
        case 'new-investigator':
          return [{ type: 'ChooseInvestigator', data: { player: p.player, investigator: freshName(s, rng) } }, { type: 'ChooseInvestigator', data: { player: p.player, investigator: null } }]
      }
    }
    const out: Ah3eCommand[] = []
    // ── The board ──
    out.push({ type: 'PlaceSheetDoom', data: {} })
    if (s.sheetDoom > 0) out.push({ type: 'RemoveSheetDoom', data: {} })
    for (const space of Object.keys(s.board.spaces)) {
      out.push({ type: 'PlaceDoom', data: { space } })
      if ((s.board.doom[space] ?? 0) > 0) out.push({ type: 'RemoveDoom', data: { space } })
    }
    const terrorOn = policies(s).terror
    const free = s.players.flatMap((pl) => (pl.investigator && !s.terrorEncounters.includes(investigatorKey(pl.investigator)) ? [pl.investigator] : []))
    for (const n of s.board.neighbourhoods) {
      const card = s.board.clues[n]?.[0]
      if (card) out.push({ type: 'GatherClue', data: card.facts.doom === null ? { neighbourhood: n, doom: someDoom(s, n, rng) } : { neighbourhood: n } })
      if ((s.board.terrorCards[n] ?? 0) > 0) for (const investigator of free) out.push({ type: 'ResolveTerrorEncounter', data: { investigator, neighbourhood: n } })
      if (terrorOn) out.push({ type: 'SpreadTerror', data: { neighbourhood: n } })
    }
    // The encounter phase ends with the Mythos phase's draws when the app holds the cup (AH3E-MYTH-10).
    const drawsOn = s.draws.cup === 'virtual' && !noTokenInPlay(s)
    if (s.phase === 'encounter' && drawsOn) out.push({ type: 'DrawMythosToken', data: { on: true } })
    else if (s.phase !== 'mythos' || noTokenInPlay(s) || (endsMythosByTap(s) && drawsLeft(s) === 0)) out.push({ type: 'EndPhase', data: {} })
    for (const card of s.codex) out.push({ type: 'RemoveFromCodex', data: { card } })
    out.push({ type: 'AddToCodex', data: { card: rng.int(4) === 0 ? 1 + rng.int(999) : rng.pick(CODEX_CARDS) } })
    if (!(s.phase === 'mythos' && s.mythosDraws > 0)) {
      for (let player = 0; player < s.players.length; player++) if (player !== s.lead) out.push({ type: 'ChangeLead', data: { player } })
    }
    s.players.forEach((pl, player) => {
      if (pl.investigator) for (const how of ['defeated', 'devoured', 'retired'] as const) out.push({ type: 'InvestigatorLeaves', data: { player, how } })
    })
    out.push({ type: 'EndGame', data: { result: 'won' } }, { type: 'EndGame', data: { result: 'lost' } })
    // ── The Mythos screen ──
    if (s.phase === 'mythos' && drawsLeft(s) > 0) {
      if (s.draws.cup === 'virtual') out.push({ type: 'DrawMythosToken', data: { on: true } })
      else for (const token of TOKEN_TYPES) if (canDraw(s, token)) out.push({ type: 'DrawMythosToken', data: { token } })
    }
    for (const token of TOKEN_TYPES) {
      out.push({ type: 'AddMythosToken', data: { token } })
      if (s.mythos.cup[token] + s.mythos.drawn[token] > 0) out.push({ type: 'RemoveMythosToken', data: { token } })
    }
    for (const type of ['SpreadDoom', 'SpawnClue', 'GateBurst', 'DiscardEventCard'] as const) out.push({ type, data: {} })
    const use = rng.pick(USES)
    const size = s.eventDeck.length
    out.push(
      size > 0 && rng.int(4) !== 0
        ? { type: 'SearchEventDeck', data: { trait: 'Trait', end: searchEnd(use), found: true, passed: rng.int(size), use } }
        : { type: 'SearchEventDeck', data: { trait: 'Trait', end: searchEnd(use), found: false, passed: size } },
    )
    out.push({ type: 'AddEventCards', data: { count: 1 + rng.int(8) } })
    return out
  }
}

/** Doom icons the players might read off a card of `n`: 1–2 of its spaces, 1–3 icons each. */
function someDoom(s: Ah3eState, n: string, rng: Rng): Record<string, number> {
  const spaces = spacesOf(s, n)
  const doom: Record<string, number> = { [rng.pick(spaces)]: 1 + (rng.int(5) === 0 ? 1 : 0) }
  if (rng.int(3) === 0) doom[rng.pick(spaces)] = 1
  return doom
}

/** An investigator not yet played in this game nor barred from the series (what a player would type). */
function freshName(s: Ah3eState, rng: Rng): string {
  const taken = new Set([...s.used, ...barredInSeries(s.series)].map(investigatorKey))
  const free = NAMES.filter((n) => !taken.has(investigatorKey(n)))
  return free.length ? rng.pick(free) : `Investigator ${s.used.length + 1}`
}

/**
 * What lies on the table, by component: the scenario sheet's doom, the codex's archive cards, each
 * neighbourhood's tile with its anomaly, terror tokens (their value), attached terror cards and clues,
 * the doom on every space (locations and attached mysteries), the face-up event discard pile (its
 * top card marks the unstable space; a gate burst shuffles it under the deck), the lead investigator
 * and the investigators in play, and — when the players draw from their own cup — each token type in
 * the cup and set aside as drawn. Not on it: the decks' order and sizes the players never count
 * (event, terror, headline), the round and phase, the app's own cup.
 */
export function physical(s: Ah3eState): Record<string, PhysicalValue> {
  if (s.status === 'new') return {}
  const out: Record<string, PhysicalValue> = { sheet: s.sheetDoom, 'event-discard': s.eventDiscard.length }
  for (const c of s.codex) out[`codex:${c}`] = true
  // What lies on the table: a piece absent is no entry (a tile laid or taken away is its own line;
  // the doom, terror, clues and anomaly on it have theirs, so each piece has one line).
  for (const n of s.board.neighbourhoods) {
    out[`tile:${n}`] = true
    if (s.board.anomalies.includes(n)) out[`anomaly:${n}`] = true
    if (s.board.terror[n]) out[`terror:${n}`] = s.board.terror[n]
    if (s.board.terrorCards[n]) out[`terror-cards:${n}`] = s.board.terrorCards[n]
    if (s.board.clues[n]?.length) out[`clues:${n}`] = s.board.clues[n].length
  }
  for (const sp of Object.keys(s.board.spaces)) if (s.board.doom[sp]) out[`doom:${sp}`] = s.board.doom[sp]
  if (s.players.length) out.lead = s.lead
  for (const pl of s.players) if (pl.investigator) out[`inv:${investigatorKey(pl.investigator)}`] = true
  if (s.draws.cup === 'physical') {
    // A token type the players' cup lacks is not on the table.
    for (const t of TOKEN_TYPES) {
      if (s.mythos.cup[t] > 0) out[`cup:${t}`] = s.mythos.cup[t]
      if (s.mythos.drawn[t] > 0) out[`cup-drawn:${t}`] = s.mythos.drawn[t]
    }
  }
  return out
}
