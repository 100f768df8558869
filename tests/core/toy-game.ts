/**
 * A tiny test-only game: «Race to N». Players roll a seeded d6 (or enter a physical die's face) and
 * add it to their total; a 6 asks them to bank or push on (a pending choice); reaching the target
 * (at equality) wins. It uses only the core, so the conformance kit and the shell tests running
 * it prove they need nothing from any real game.
 */
import { badFaceIndex, fail, ok, rollDie, type DecideContext, type DieType, type GameRules, type Result } from '../../src/core'

export interface ToyState {
  status: 'new' | 'playing' | 'won'
  target: number
  total: number
  banked: number
  /** The pending choice after a 6. */
  choice: null | 'bank-or-push'
  rolls: number
}
export type ToyCommand =
  | { type: 'StartRace'; data: { target: number } }
  | { type: 'Roll'; data: { face?: string } }
  | { type: 'Choose'; data: { bank: boolean } }
  | { type: 'CorrectTotal'; data: { to: number } }
export type ToyEvent =
  | { type: 'RaceStarted'; data: { target: number }; cause?: string }
  | { type: 'DieRolled'; data: { face: string; physical: boolean }; cause?: string }
  | { type: 'ChoiceOpened'; data: Record<string, never>; cause?: string }
  | { type: 'Banked'; data: { amount: number }; cause?: string }
  | { type: 'TotalCorrected'; data: { to: number }; cause?: string }
  | { type: 'RaceWon'; data: Record<string, never>; cause?: string }

const D6: DieType = { id: 'd6', faces: ['1', '2', '3', '4', '5', '6'] }
const initial = (): ToyState => ({ status: 'new', target: 0, total: 0, banked: 0, choice: null, rolls: 0 })

function evolve(s: ToyState, e: ToyEvent): ToyState {
  switch (e.type) {
    case 'RaceStarted': return { ...initial(), status: 'playing', target: e.data.target }
    case 'DieRolled': return { ...s, total: s.total + Number(e.data.face), rolls: s.rolls + 1 }
    case 'ChoiceOpened': return { ...s, choice: 'bank-or-push' }
    case 'Banked': return { ...s, banked: s.banked + e.data.amount, choice: null }
    case 'TotalCorrected': return { ...s, total: e.data.to }
    case 'RaceWon': return { ...s, status: 'won', choice: null }
  }
}

function decide(s: ToyState, c: ToyCommand, ctx: DecideContext): Result<ToyEvent[]> {
  if (!c || typeof c !== 'object' || !c.data || typeof c.data !== 'object') return fail('command/malformed', 'Malformed.')
  switch (c.type) {
    case 'StartRace': {
      if (s.status !== 'new') return fail('setup/already', 'Already started.')
      const t = c.data.target
      if (!Number.isInteger(t) || t < 5 || t > 100) return fail('setup/target', 'Target 5–100.')
      return ok([{ type: 'RaceStarted', data: { target: t }, cause: 'setup' }])
    }
    case 'Roll': {
      if (s.status !== 'playing') return fail('race/over', 'The race is over.')
      if (s.choice) return fail('core/pending-choice', 'Bank or push first.')
      const physical = c.data.face !== undefined
      if (physical && badFaceIndex([D6], [c.data.face]) !== -1) return fail('die/bad-face', 'Not a face of a d6.')
      const face = physical ? c.data.face! : rollDie(ctx.rng, D6)
      const out: ToyEvent[] = [{ type: 'DieRolled', data: { face, physical }, cause: 'manual' }]
      if (face === '6') out.push({ type: 'ChoiceOpened', data: {}, cause: 'rule/six' })
      return ok(out)
    }
    case 'Choose': {
      if (!s.choice) return fail('choice/not-asked', 'Nobody asked.')
      if (typeof c.data.bank !== 'boolean') return fail('command/malformed', 'bank: boolean')
      return ok([{ type: 'Banked', data: { amount: c.data.bank ? 1 : 0 }, cause: 'choice' }])
    }
    case 'CorrectTotal': {
      if (s.status !== 'playing') return fail('race/over', 'The race is over.')
      const to = c.data.to
      if (!Number.isInteger(to) || to < 0 || to > 200 || to === s.total) return fail('total/bad', 'Bad total.')
      return ok([{ type: 'TotalCorrected', data: { to }, cause: 'manual' }])
    }
    default:
      return fail('command/unknown', 'Unknown command.')
  }
}

export const toyRules: GameRules<ToyState, ToyCommand, ToyEvent, { target: number }> = {
  id: 'toy-race',
  rulesVersion: 1,
  stateVersion: 1,
  initialState: initial,
  decide,
  evolve,
  checks: [
    // «At equality»: reaching the target wins.
    { id: 'target-reached', fires: 'at-limit', run: (s) => (s.status === 'playing' && s.total + s.banked >= s.target && !s.choice ? [{ type: 'RaceWon', data: {} }] : []) },
  ],
  undoBarriers: ['StartRace'],
  commandFields: { StartRace: { target: 'value' }, Roll: { face: 'value' }, Choose: { bank: 'value' }, CorrectTotal: { to: 'value' } },
  setupCommand: (setup) => ({ type: 'StartRace', data: { target: setup.target } }),
  sampleSetup: (rng) => ({ target: 5 + rng.int(40) }),
  pending: (s) => (s.choice ? { kind: s.choice, screen: 'board' } : null),
  stage: (s) => (s.status === 'new' ? 'new' : s.status === 'won' ? 'ended' : 'playing'),
  summarize: (s) => ({ total: s.total, banked: s.banked, target: s.target, status: s.status }),
  // The race's flow moves on with every roll and every answered choice.
  position: (s) => `${s.status}:${s.rolls}:${s.choice ?? '-'}`,
  // What its one screen offers: the choice's two answers, or the roll (the total's correction is not play).
  offers: (s): ToyCommand[] => (s.choice ? [{ type: 'Choose', data: { bank: true } }, { type: 'Choose', data: { bank: false } }] : [{ type: 'Roll', data: {} }]),
  // On the table: the runner's marker on the total track and the banked pile.
  physical: (s) => ({ total: s.total, banked: s.banked }),
  sample: (s, rng): ToyCommand[] => {
    if (s.choice) return [{ type: 'Choose', data: { bank: rng.int(2) === 0 } }]
    const k = rng.int(10)
    if (k < 7) return [{ type: 'Roll', data: {} }]
    if (k < 8) return [{ type: 'Roll', data: { face: String(1 + rng.int(7)) } }]
    if (k < 9) return [{ type: 'CorrectTotal', data: { to: rng.int(30) } }]
    return [{ type: 'Choose', data: { bank: true } }, { type: 'Roll', data: {} }]
  },
}
