/**
 * Given / when for the AH3e rules: `start()` sets a scenario up through the real `SetUpGame`
 * command (Tyrants of Ruin by default: its codex holds archive #61, so the overflow at 6 and terror
 * are on; the app deals the event deck from owner-entered cards unless `physical`), `when()` runs a
 * real command and keeps the state before it, `undone()` refolds without the last commands.
 */
import { execute, newSession, undoTo, type Session } from '@/core'
import { ah3e, SETUP_RULES, spacesOf, type Ah3eCommand, type Ah3eEvent, type Ah3eSetup, type Ah3eState, type EventCardInput } from '@/games/ah3e/rules'

export type S = Session<Ah3eState, Ah3eCommand, Ah3eEvent>

/** 24 owner-entered event cards for Tyrants of Ruin, all naming Northside (Train Station ×1), so doom lands where the test looks. */
export function cardsFor(neighbourhood: string, space: string, n = 24): EventCardInput[] {
  return Array.from({ length: n }, () => ({ neighbourhood, doom: { [space]: 1 } }))
}

/** A setup as the form sends it (the current rules, a standalone game: `series: null`). */
export function setupOf(o: Partial<Ah3eSetup> = {}): Ah3eSetup {
  return {
    rules: SETUP_RULES,
    scenario: 'tyrants-of-ruin',
    mode: 'standard',
    players: [{ name: 'Ala', investigator: 'Stella Clark' }, { name: 'Bartek', investigator: 'Silas Marsh' }],
    lead: 0,
    draws: { cup: 'virtual', events: 'physical' },
    series: null,
    facts: { terrorDeck: 8 },
    ...o,
  }
}

export function start(setup: Partial<Ah3eSetup> = {}, seed = 'ah3e-test'): S {
  let s: S = newSession(ah3e, seed)
  s = run(s, { type: 'SetUpGame', data: setupOf(setup) })
  return s
}

export function run(s: S, c: Ah3eCommand): S {
  const r = execute(ah3e, s, c)
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`)
  return r.value.session
}

export function when(s: S, c: Ah3eCommand): { before: Ah3eState; state: Ah3eState; session: S; events: Ah3eEvent[] } {
  const r = execute(ah3e, s, c)
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`)
  return { before: s.state, state: r.value.session.state, session: r.value.session, events: r.value.entry.events }
}

export function refusal(s: S, c: Ah3eCommand): string {
  const r = execute(ah3e, s, c)
  if (r.ok) throw new Error(`${c.type} was accepted`)
  return r.error.code
}

/** Answer every open event-card question with a card naming `neighbourhood` and its first location. */
export function answerCards(s: S, neighbourhood?: string): S {
  let cur = s
  for (let i = 0; i < 40 && cur.state.pending?.kind === 'event-card'; i++) {
    const n = neighbourhood ?? cur.state.board.neighbourhoods[0]
    const sp = spacesOf(cur.state, n).filter((x) => !cur.state.board.mysteries.includes(x))[0]
    cur = run(cur, { type: 'DescribeEventCard', data: { neighbourhood: n, doom: { [sp]: 1 } } })
  }
  return cur
}

export function undone(s: S, n = 1): Ah3eState {
  const r = undoTo(ah3e, s, s.entries[s.entries.length - n].seq - 1)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

/** Run EndPhase until the Mythos phase. */
export function toMythos(s: S): S {
  let cur = s
  while (cur.state.phase !== 'mythos') cur = run(cur, { type: 'EndPhase', data: {} })
  return cur
}
