import { createRng, execute, newSession, type Session } from '../../../src/core'
import { cults, SETUP_RULES, type CultsCommand, type CultsEvent, type CultsSetup, type CultsState, type District } from '../../../src/games/cults/rules'

export type S = Session<CultsState, CultsCommand, CultsEvent>

/** A solo setup with fixed facts (layout 1 known: Sanity 3 everywhere). */
export const soloSetup = (over: Partial<CultsSetup> = {}, npc: Partial<NonNullable<CultsSetup['npc']>> = {}): CultsSetup => ({
  players: [{ name: 'Ala', colour: 'red' }],
  solo: true,
  outDistrict: null,
  firstCultist: null,
  rounds: 6,
  layout: 1,
  layouts: { '1': { sanity: { northside: 3, downtown: 3, rivertown: 3, uptown: 3 } } },
  dominanceSpaces: 4,
  npc: { deck: 'physical', cards: [], settings: {}, ...npc },
  goal: 'beat-npc',
  rules: SETUP_RULES,
  ...over,
})

export const multiSetup = (n: number, over: Partial<CultsSetup> = {}): CultsSetup => ({
  players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, colour: ['red', 'blue', 'green', 'yellow'][i] })),
  solo: false,
  outDistrict: n === 2 || n === 3 ? 'rivertown' : null,
  firstCultist: 0,
  rounds: 6,
  layout: 1,
  layouts: { '1': { sanity: { northside: 3, downtown: 3, rivertown: 3, uptown: 3 } } },
  dominanceSpaces: 4,
  goal: null,
  rules: SETUP_RULES,
  ...over,
})

export function start(setup: CultsSetup, seed = 'seed-1'): S {
  const r = execute(cults, newSession(cults, seed), cults.setupCommand(setup))
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value.session
}

/** Run commands; throws on a refusal (with its code). */
export function run(s: S, ...cs: CultsCommand[]): S {
  for (const c of cs) {
    const r = execute(cults, s, c)
    if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} ${r.error.message}`)
    s = r.value.session
  }
  return s
}

/** The refusal code of a command (or null when accepted). */
export function refusal(s: S, c: CultsCommand): string | null {
  const r = execute(cults, s, c)
  return r.ok ? null : r.error.code
}

export const lastEvents = (s: S): CultsEvent[] => s.entries[s.entries.length - 1].events

/** Replace a session's state (a board built for one test). */
export const withState = (s: S, f: (st: CultsState) => CultsState): S => ({ ...s, state: f(s.state) })

export { createRng }

/** A district of the state. */
export const D = (st: CultsState, id: District) => st.districts.find((d) => d.id === id)!
/** The session with its state changed by hand (a position set up for the rule under test). */
export function board(s: S, f: (st: CultsState) => void): S {
  const st = structuredClone(s.state)
  f(st)
  return { ...s, state: st }
}
/** The last command's events of one type. */
export const ev = <T extends CultsEvent['type']>(s: S, t: T) => lastEvents(s).filter((e) => e.type === t) as Extract<CultsEvent, { type: T }>[]
