import type { Rng } from '../../../core'
import { TOKEN_TYPES, type Ah3eData, type Scenario, type TokenType } from '../data/types'
import type { Ah3eCommand, Ah3eSetup, EventCardInput, ScenarioOwnerFacts } from './commands'
import { canDraw } from './cup'
import { overflowCandidates } from './doom'
import { needsDoom, searchEnd } from './event-deck'
import { barredInSeries, drawsLeft, investigatorKey, SETUP_RULES, spacesOf, type Ah3eState, type OptionalAutomation } from './state'

/**
 * Plausible commands for a state, for random games (property tests, the conformance kit,
 * benchmarks): weighted, then shuffled with `rng`, so the first one the rules accept is a weighted
 * random move. Mostly the moves that keep the game going (phases, mythos draws, answers), with doom
 * placed often enough to reach the overflows, and the rarer effects and corrections mixed in.
 */
export function sampleCommands(data: Ah3eData) {
  return (state: Ah3eState, rng: Rng): Ah3eCommand[] => {
    if (state.status === 'new') return [{ type: 'SetUpGame', data: sampleSetup(data, rng) }]
    if (state.status !== 'playing') return []
    const answer = answerPending(state, rng)
    if (answer) return answer
    const out: Ah3eCommand[] = []
    const add = (c: Ah3eCommand, weight = 1) => { for (let i = 0; i < weight; i++) out.push(c) }
    const spaces = Object.keys(state.board.spaces)
    const ns = state.board.neighbourhoods
    if (state.phase === 'mythos' && drawsLeft(state) > 0) {
      const token = state.draws.cup === 'physical' ? pickDrawable(state, rng) : undefined
      // The app's cup: one token, or drawn on through the phase (AH3E-MYTH-10).
      const on = !token && rng.int(2) === 0
      add({ type: 'DrawMythosToken', data: { ...(token ? { token } : {}), ...(on ? { on } : {}), ...(rng.int(3) === 0 ? { cards: [randomFacts(state, rng, true)] } : {}) } }, 12)
    } else add({ type: 'EndPhase', data: {} }, 8)
    if (state.phase === 'encounter' && state.draws.cup === 'virtual') add({ type: 'DrawMythosToken', data: { on: true } }, 4)
    add({ type: 'PlaceDoom', data: { space: rng.pick(spaces), count: 1 + rng.int(3) } }, 4)
    const terrorHere = ns.filter((n) => (state.board.terrorCards[n] ?? 0) > 0)
    const invs = state.players.flatMap((p) => (p.investigator ? [p.investigator] : []))
    if (terrorHere.length && invs.length) add({ type: 'ResolveTerrorEncounter', data: { investigator: rng.pick(invs), neighbourhood: rng.pick(terrorHere) } }, 3)
    const withClues = ns.filter((n) => (state.board.clues[n]?.length ?? 0) > 0)
    if (withClues.length) {
      const n = rng.pick(withClues)
      // The doom icons of a card the app knows only by its neighbourhood (the form asks them then).
      add({ type: 'GatherClue', data: state.board.clues[n][0].facts.doom === null ? { neighbourhood: n, doom: randomFacts(state, rng, true, n).doom } : { neighbourhood: n } }, 2)
    }
    const doomed = spaces.filter((sp) => state.board.doom[sp] > 0)
    if (doomed.length) add({ type: 'RemoveDoom', data: { space: rng.pick(doomed), count: 1 + rng.int(2) } }, 2)
    add({ type: 'SpreadTerror', data: rng.int(2) ? {} : { neighbourhood: rng.pick(ns) } })
    add({ type: rng.pick(['SpreadDoom', 'SpawnClue', 'GateBurst', 'DiscardEventCard'] as const), data: rng.int(2) ? { cards: [randomFacts(state, rng, true)] } : {} })
    if (rng.int(4) === 0) add(rare(state, rng))
    return rng.shuffle(out)
  }
}

function pickDrawable(s: Ah3eState, rng: Rng): TokenType | undefined {
  const options = TOKEN_TYPES.filter((t) => canDraw(s, t))
  return options.length ? rng.pick(options) : undefined
}

/** An event card as the players might read it: a neighbourhood in play and 1–2 of its spaces. */
function randomFacts(s: Ah3eState, rng: Rng, doom: boolean, hood?: string): EventCardInput {
  const n = hood ?? rng.pick(s.board.neighbourhoods)
  if (!doom) return { neighbourhood: n }
  const spaces = spacesOf(s, n).filter((sp) => !s.board.mysteries.includes(sp))
  const first = rng.pick(spaces)
  const d: Record<string, number> = { [first]: rng.int(5) === 0 ? 2 : 1 }
  if (rng.int(3) === 0) d[rng.pick(spaces)] = 1
  return { neighbourhood: n, doom: d }
}

function answerPending(s: Ah3eState, rng: Rng): Ah3eCommand[] | null {
  const p = s.pending
  if (!p) return null
  switch (p.kind) {
    case 'event-card': {
      const f = randomFacts(s, rng, needsDoom(p.use) || rng.int(2) === 0)
      return [{ type: 'DescribeEventCard', data: f }]
    }
    case 'overflow-space': {
      const c = overflowCandidates(s, p.neighbourhood)
      return [{ type: 'ClearOverflowSpace', data: { space: c.length ? rng.pick(c) : '' } }, { type: 'CorrectDoom', data: { space: spacesOf(s, p.neighbourhood)[0], to: 1 } }]
    }
    case 'new-investigator':
      return rng.int(15) === 0
        ? [{ type: 'ChooseInvestigator', data: { player: p.player, investigator: null } }]
        : [{ type: 'ChooseInvestigator', data: { player: p.player, investigator: freshName(s, rng) } }]
  }
}

const NAMES = ['Stella Clark', 'Silas Marsh', 'Carson Sinclair', 'Zoey Samaras', 'Michael McGlen', 'Investigator A', 'Investigator B', 'Investigator C', 'Investigator D', 'Investigator E']

function freshName(s: Ah3eState, rng: Rng): string {
  const taken = new Set([...s.used, ...barredInSeries(s.series)].map(investigatorKey))
  const free = NAMES.filter((n) => !taken.has(investigatorKey(n)))
  return free.length ? rng.pick(free) : `Investigator ${s.used.length + 1}-${rng.int(1000)}`
}

function rare(s: Ah3eState, rng: Rng): Ah3eCommand {
  const ns = s.board.neighbourhoods
  const seated = s.players.map((p, i) => (p.investigator ? i : -1)).filter((i) => i >= 0)
  switch (rng.int(15)) {
    case 0:
      return seated.length ? { type: 'InvestigatorLeaves', data: { player: rng.pick(seated), how: rng.pick(['defeated', 'devoured', 'retired'] as const) } } : { type: 'PlaceSheetDoom', data: {} }
    case 1:
      return { type: 'AddMythosToken', data: { token: rng.pick(TOKEN_TYPES) } }
    case 2:
      return { type: 'RemoveMythosToken', data: { token: rng.pick(TOKEN_TYPES) } }
    case 3:
      return { type: 'AddToCodex', data: { card: rng.pick([1, 2, 61, 117, 118]) } }
    case 4:
      return s.codex.length ? { type: 'RemoveFromCodex', data: { card: rng.pick(s.codex) } } : { type: 'RemoveSheetDoom', data: {} }
    case 5:
      return { type: 'CorrectTerror', data: { neighbourhood: rng.pick(ns), tokens: rng.int(7), cards: rng.int(3) } }
    case 6:
      return { type: 'CorrectDecks', data: { eventDeck: rng.int(6), terrorDeck: rng.int(4), headlines: rng.int(3) } }
    case 7:
      return { type: 'ChangeLead', data: { player: rng.int(s.players.length) } }
    case 8:
      return { type: 'AddEventCards', data: { count: 1 + rng.int(8) } }
    case 9:
      return { type: 'CorrectCup', data: { cup: { blank: rng.int(3) }, drawn: { 'spread-doom': rng.int(2) } } }
    case 11: {
      // A trait search: found after some cards (its use draws from the matching end), or not found (the whole deck).
      const found = rng.int(4) !== 0
      const use = rng.pick(['spread-doom', 'spawn-clue', 'gate-burst', 'discard'] as const)
      return found
        ? { type: 'SearchEventDeck', data: { trait: 'Trait', end: searchEnd(use), found, passed: rng.int(Math.max(1, s.eventDeck.length)), use } }
        : { type: 'SearchEventDeck', data: { trait: 'Trait', end: rng.pick(['top', 'bottom'] as const), found, passed: s.eventDeck.length } }
    }
    case 13:
      return { type: 'SetMythosSource', data: { cup: s.draws.cup === 'virtual' ? 'physical' : 'virtual' } }
    case 12:
      return { type: 'SetSheetBands', data: { bands: rng.int(2) ? [2 + rng.int(3), 8 + rng.int(4)] : [] } }
    case 10:
      return rng.int(3) === 0 ? { type: 'EndGame', data: { result: rng.pick(['won', 'lost'] as const) } } : { type: 'CorrectSheetDoom', data: { to: rng.int(8) } }
    default:
      return { type: 'PlaceSheetDoom', data: { count: 1 + rng.int(2) } }
  }
}

/** An event deck the owner might have entered: every card of the scenario, a neighbourhood and 1–2 of its spaces. */
function sampleEventCards(data: Ah3eData, sc: Scenario, rng: Rng, count: number): EventCardInput[] {
  return Array.from({ length: count }, () => {
    const n = rng.pick(sc.neighbourhoods)
    const spaces = data.map.neighbourhoods.find((x) => x.id === n)!.spaces.map((x) => x.id)
    const doom: Record<string, number> = { [rng.pick(spaces)]: 1 }
    if (rng.int(3) === 0) doom[rng.pick(spaces)] = rng.int(4) === 0 ? 2 : 1
    return { neighbourhood: n, doom }
  })
}

/**
 * A valid setup drawn with `rng` (the `GameRules.sampleSetup` of AH3e), in the very shapes the setup
 * form sends (ui/SetupForm.vue): every field present as the form writes it — `lead` a seat or null
 * (drawn), `series` null for a standalone game or a record (a new series with no game yet, or one
 * under way), `scenario` null when a series draws it (the owner's facts then by scenario, `facts`
 * empty), `off` only when an automation is switched off, the players' names always filled in, the
 * rules version the form sets games up under. Beyond the form: an owner-entered event deck the app
 * deals (`draws.events: 'virtual'`), which game files and the rules' tests use.
 */
export function sampleSetup(data: Ah3eData, rng: Rng): Ah3eSetup {
  const complete = data.scenarios.scenarios.filter((sc) => !sc.partial)
  const players = 1 + rng.int(4)
  const names = rng.shuffle(NAMES).slice(0, players + 3)
  const sc = rng.pick(complete)
  const facts = (): ScenarioOwnerFacts => ({ terrorDeck: 2 + rng.int(10), ...(rng.int(2) ? { sheetBands: [3, 6, 9] } : rng.int(2) ? { sheetBands: [] } : {}) })
  const setup: Ah3eSetup = {
    scenario: sc.id,
    mode: rng.pick(['standard', 'standard', 'story', 'challenge'] as const),
    players: names.slice(0, players).map((investigator, i) => ({ name: rng.int(3) ? `P${i + 1}` : `Gracz ${i + 1}`, investigator })),
    lead: rng.int(3) === 0 ? null : rng.int(players),
    draws: { cup: rng.int(3) === 0 ? 'physical' : 'virtual', events: 'physical' },
    series: null,
    ...(rng.int(4) === 0 ? { off: rng.shuffle<OptionalAutomation>(['inevitable-setup', 'inevitable-cup', 'mystery-as-space']).slice(0, 1 + rng.int(3)) } : {}),
    facts: facts(),
    rules: SETUP_RULES,
  }
  const kind = rng.int(6)
  if (kind <= 1) {
    // An Inevitable series: new (no game yet), or under way (earlier games won, one investigator barred, not among this game's).
    const pool = complete.map((x) => x.id)
    const played = kind === 0 ? [] : rng.shuffle(pool.filter((id) => id !== sc.id)).slice(0, rng.int(pool.length))
    setup.series = {
      id: `inevitable-${rng.int(1000)}`,
      pool,
      games: played.map((scenario, i) => ({ scenario, result: 'won', investigators: [names[players + (i % 3)]], barred: i === 0 ? [names[players]] : [] })),
    }
    if (rng.int(2) === 0) {
      // The form draws the scenario: each scenario's facts from the device, none of its own.
      setup.scenario = null
      setup.facts = {}
      setup.factsByScenario = Object.fromEntries(pool.map((id) => [id, facts()]))
    }
  } else if (kind === 2) {
    // The owner's whole event deck: the app deals it; sometimes a short deck to reach its end.
    setup.draws = { ...setup.draws, events: 'virtual' }
    setup.facts = { ...setup.facts, eventCards: sampleEventCards(data, sc, rng, rng.int(3) === 0 ? 5 + rng.int(4) : sc.eventCardsAtStart ?? 24) }
  } else if (kind === 3) setup.facts = { ...setup.facts, eventCardCount: 5 + rng.int(4) }
  return setup
}
