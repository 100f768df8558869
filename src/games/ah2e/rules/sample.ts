/**
 * Plausible commands for a state, for the conformance kit's random games, the property tests and
 * the benchmarks: answers to the pending choice, battle moves, Mythos draws, gate closes, monster
 * moves, corrections (legal or not: the rules decide). Pure; every choice comes from `op` or `rng`.
 */
import type { Rng } from '../../../core'
import type { Ah2eData } from '../data/types'
import type { Ah2eCommand } from './commands'
import type { Ah2eState } from './state'

/** Four numbers that pick a command and its arguments (`k` < 85 picks the command). */
export interface SampleOp { k: number; a: number; b: number; c: number }

const cache = new WeakMap<Ah2eData, { PLACES: string[]; WORLDS: string[] }>()
/** The places a sampled command names: Arkham's, the special areas, Other Worlds, and a few wrong ones. */
function placesOf(data: Ah2eData) {
  let v = cache.get(data)
  if (!v) {
    const arkham = data.spaces.filter((s) => s.board === 'arkham' && (s.kind === 'street' || s.kind === 'location')).map((s) => s.id)
    v = {
      PLACES: [...arkham, 'sky', 'outskirts', 'cup', 'box', 'trophy', 'lost-in-time-and-space', 'police-station-jail-cell', 'ow:yuggoth:1', 'ow:the-dreamlands:2', 'ow:narnia:1', '__proto__', 'constructor', '', 'general-store'],
      WORLDS: data.worlds.map((w) => w.id),
    }
    cache.set(data, v)
  }
  return v
}

export const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined)

/** A valid answer to the pending surge choice, built from the rule (even spread, surge gate first). */
function surgeAnswer(p: Extract<NonNullable<Ah2eState['pending']>, { kind: 'surge-placement' }>, a: number, b: number): Ah2eCommand {
  const g = p.gates.length
  const base = Math.floor(p.total / g)
  let extra = p.total % g
  const counts: Record<string, number> = Object.fromEntries(p.gates.map((x) => [x, base]))
  if (extra > 0 && p.surgeGate) {
    counts[p.surgeGate] += 1
    extra--
  }
  const others = p.gates.filter((x) => x !== p.surgeGate)
  for (let i = 0; i < extra; i++) counts[others[(a + i) % others.length]] += 1
  if (p.room === null || p.room >= p.total) return { type: 'PlaceSurge', data: { counts } }
  const onBoard: Record<string, number> = {}
  let left = p.room
  for (let i = 0; i < g && left > 0; i++) {
    const gate = p.gates[(b + i) % g]
    const n = Math.min(left, counts[gate])
    onBoard[gate] = n
    left -= n
  }
  return { type: 'PlaceSurge', data: { counts, onBoard } }
}

const invId = (s: Ah2eState, n: number) => pick(s.investigators, n)?.id ?? 'inv-1'

/** Turn an abstract operation into a command against the current state. */
export function plausibleCommand(data: Ah2eData, s: Ah2eState, { k, a, b, c }: SampleOp): Ah2eCommand {
  const { PLACES, WORLDS } = placesOf(data)
  const p = s.pending
  if (p && k < 80) {
    if (p.kind === 'surge-placement') return surgeAnswer(p, a, b)
    if (p.kind === 'clue-taker') return { type: 'ChooseClueTaker', data: { investigatorId: pick(p.candidates, a)! } }
    return { type: 'ChooseMonsterDestination', data: { uid: p.uid, to: pick(p.options, a)! } }
  }
  if (s.status === 'final-battle' && s.battle && k < 60) {
    // the battle: start a round when everyone still in it has attacked, else the next attack
    const fighters = s.investigators.filter((i) => !i.devoured && !s.battle!.attacked.includes(i.id))
    if (s.battle.round === 0 || fighters.length === 0 || k < 8) return { type: 'StartBattleRound', data: {} }
    if (k < 12) return { type: 'DevourInvestigator', data: { investigatorId: pick(fighters, a)!.id } }
    return { type: 'RecordBattleAttack', data: { investigatorId: pick(fighters, a)!.id, successes: Math.abs(c) % 6 } }
  }
  const gates = Object.keys(s.gates)
  const monsters = Object.keys(s.monsters).sort()
  const onBoard = monsters.filter((u) => s.monsters[u] !== 'cup' && s.monsters[u] !== 'box' && s.monsters[u] !== 'trophy')
  const holder = s.investigators.find((i) => i.gateTrophies.length || i.monsterTrophies.length)
  if (k >= 85) k = k % 40
  if (k < 34) return { type: 'DrawMythosCard', data: {} }
  if (k < 38) return { type: 'DrawMythosCard', data: { cardId: pick(s.mythosDeck, a) ?? 'blue-flu' } }
  if (k < 43) return { type: 'CloseGate', data: { location: pick(gates, a) ?? 'woods', investigatorId: invId(s, b) } }
  if (k < 46) return { type: 'SealGate', data: { location: pick(gates, a) ?? 'woods', investigatorId: invId(s, b), with: c % 2 ? 'clues' : 'elder-sign-card' } }
  if (k < 49) return { type: 'GainClues', data: { investigatorId: invId(s, a), count: Math.max(1, c) } }
  if (k < 51) return { type: 'SpendClues', data: { investigatorId: invId(s, a), count: Math.max(1, c % 6) } }
  if (k < 54) return { type: 'RaiseTerror', data: { amount: c % 4 } }
  if (k < 56) return { type: 'AdjustDoom', data: { delta: c % 4 } }
  if (k < 59) return { type: 'PlaceMonster', data: { uid: pick(a % 2 ? onBoard : monsters, a) ?? 'gug#1', to: pick(PLACES, b)! } }
  if (k < 62) return { type: 'MoveInvestigator', data: { investigatorId: invId(s, a), to: pick(PLACES, b)! } }
  if (k < 64 && c % 4 === 0) return { type: 'ChangeHealth', data: { investigatorId: invId(s, a), sanity: 0 - (b % 3), stamina: (a % 3) - 1, ...(c % 8 === 0 ? { maxSanity: -1 } : {}) } }
  if (k < 64 && c % 4 === 1) {
    const [ms, mt] = [1 + (a % 6), 1 + (b % 6)]
    return { type: 'SetHealth', data: { investigatorId: invId(s, a), sanity: c < 0 ? null : a % (ms + 1), maxSanity: c < 0 ? null : ms, stamina: c < 0 ? null : b % (mt + 1), maxStamina: c < 0 ? null : mt } }
  }
  if (k < 64) return { type: 'UpdateInvestigator', data: { investigatorId: invId(s, a), sneak: c < 0 ? null : c % 7, delayed: b % 2 === 0, ...(c % 5 === 0 ? { explored: b % 3 !== 0 } : {}) } }
  if (k < 66) return { type: 'DefeatMonster', data: { uid: pick(onBoard, a) ?? pick(monsters, a)!, investigatorId: invId(s, b) } }
  if (k < 68) {
    const h = holder ?? s.investigators[0]
    const gate = b % 2 === 0
    return { type: 'SpendTrophy', data: { investigatorId: h?.id ?? 'inv-1', kind: gate ? 'gate' : 'monster', id: pick(gate ? h?.gateTrophies ?? [] : h?.monsterTrophies ?? [], a) ?? 'x' } }
  }
  if (k < 69) return { type: 'AwakenAncientOne', data: {} }
  if (k < 71) return { type: 'StartBattleRound', data: {} }
  if (k < 75) return { type: 'RecordBattleAttack', data: { investigatorId: invId(s, a), successes: Math.max(0, c) } }
  if (k < 76 && c % 3 === 0) return { type: 'ReopenLocation', data: { location: pick(Object.keys(s.closed), a) ?? 'woods' } }
  if (k < 76) return b % 2 ? { type: 'EndRumor', data: { outcome: (['passed', 'failed', 'discarded'] as const)[a % 3] } } : { type: 'DiscardEnvironment', data: {} }
  if (k < 77 && c % 3 === 1 && s.investigators.some((i) => i.location === 'lost-in-time-and-space')) {
    return { type: 'ReturnFromLostInTimeAndSpace', data: { investigatorId: s.investigators.find((i) => i.location === 'lost-in-time-and-space')!.id, to: pick(PLACES, b)! } }
  }
  if (k < 77) return c % 3 === 0 ? { type: 'ArrestInvestigator', data: { investigatorId: invId(s, a) } } : { type: 'LoseInTimeAndSpace', data: { investigatorId: invId(s, a) } }
  if (k < 78) return { type: 'DevourInvestigator', data: { investigatorId: invId(s, a) } }
  if (k < 79) return { type: 'TakeAlly', data: { allyId: pick(s.allyDeck, a) ?? 'duke', investigatorId: invId(s, b) } }
  if (k < 80) return { type: 'CorrectTerror', data: { to: Math.abs(c) % 11 } }
  if (k < 81) return { type: 'AdvancePhase', data: {} }
  if (k < 82) return { type: 'SetScoreInputs', data: { unpaidBankLoans: Math.abs(c) % 3, saneSurvivors: c < 0 ? null : c % (s.players + 1), ...(a % 3 === 0 ? { monsterTrophies: b % 2 ? null : c } : {}) } }
  if (k < 83) return { type: 'DrawGateCard', data: { world: pick(WORLDS, a)!, investigatorId: invId(s, b) } }
  if (k < 84) return { type: 'DrawLocationCard', data: { neighbourhood: pick(data.neighbourhoods.filter((n) => n.board === 'arkham'), a)!.id } }
  if (c % 3 === 0) return { type: 'SetPositionTracking', data: { on: b % 2 === 0 } }
  return { type: 'ChooseClueTaker', data: { investigatorId: invId(s, a) } }
}

/** A few plausible commands for `state`, drawn with `rng` (the `GameRules.sample` of AH2e). */
export function sampleAh2e(data: Ah2eData, state: Ah2eState, rng: Rng): Ah2eCommand[] {
  const op = (): SampleOp => ({ k: rng.int(85), a: rng.int(10_000), b: rng.int(10_000), c: rng.int(28) - 3 })
  return [plausibleCommand(data, state, op()), plausibleCommand(data, state, op())]
}
