import { aoCountersOf, type Ah2eState } from './state'
import type { Emitter } from './emitter'
import { AO_COUNTER } from './innsmouth'

/**
 * The final battle's bookkeeping («BITWA Z PRZEDWIECZNYMI»): every `players` successes remove one
 * doom token; the Ancient One is banished when the last one goes. Innsmouth clarifications
 * («Nowi Przedwieczni»): Rhan-Tegoth's drained Stamina tokens are extra successes to score;
 * Zhar is two beings, the second fought after the first.
 */

/** Extra successes still owed beside the doom tokens (Rhan-Tegoth's drained Stamina on his sheet). */
export const extraSuccessesLeft = (state: Pick<Ah2eState, 'aoCounters'>): number => aoCountersOf(state)[AO_COUNTER.drainedStamina] ?? 0

/** Zhar's first being is still up. */
const firstOfTwoBeings = (state: Pick<Ah2eState, 'aoCounters'>): boolean => aoCountersOf(state)[AO_COUNTER.battleStage] === 1

/**
 * After doom or extra successes went down in the battle: with no doom token and no extra success
 * left the Ancient One is banished; for Zhar's first being, the second one rises instead with a
 * full doom track (the engine's reading of «najpierw pokonać pierwszą istotę, a następnie uporać
 * się z drugą»: each being is defeated like an Ancient One).
 */
export function afterBattleProgress(em: Emitter): void {
  const s = em.state
  if (s.status !== 'final-battle' || s.doom > 0 || extraSuccessesLeft(s) > 0) return
  if (firstOfTwoBeings(s)) {
    em.emit({ type: 'AncientOneCounterAdjusted', data: { key: AO_COUNTER.battleStage, to: 2 } }, 'rule/zhar-second-being')
    em.emit({ type: 'DoomTrackFilled', data: { added: s.doomMax } }, 'rule/zhar-second-being')
    return
  }
  em.emit({ type: 'GameWon', data: { how: 'banished' } }, 'rule/ancient-one-defeated')
}

/**
 * One investigator's successes. Extra successes (drained Stamina) are paid first, each taking a
 * token off the sheet; the rest join the carried successes, and every `players` of them remove a
 * doom token. Successes are never lost: past Zhar's first being they count against the second.
 */
export function recordBattleAttack(em: Emitter, investigatorId: string, successes: number): void {
  const s = em.state
  const players = s.players
  const extra = extraSuccessesLeft(s)
  const paid = Math.min(successes, extra)
  // Work the result out first: the attack event carries the successes left over at the end.
  let sum = (s.battle?.successes ?? 0) + successes - paid
  let doom = s.doom
  let secondBeing = firstOfTwoBeings(s) && extra - paid === 0
  const removals: number[] = []
  for (;;) {
    const r = Math.min(doom, Math.floor(sum / players))
    sum -= r * players
    doom -= r
    removals.push(r)
    if (doom > 0 || !secondBeing) break
    secondBeing = false
    doom = s.doomMax
  }
  em.emit({ type: 'BattleAttackRecorded', data: { investigatorId, successes, total: sum } }, 'battle/attack')
  if (paid > 0) em.emit({ type: 'AncientOneCounterAdjusted', data: { key: AO_COUNTER.drainedStamina, to: extra - paid } }, 'rule/rhan-tegoth-extra-successes')
  for (const r of removals) {
    if (r > 0) em.emit({ type: 'DoomRemoved', data: { amount: r } }, 'rule/battle-successes-remove-doom')
    afterBattleProgress(em)
    if (em.state.status !== 'final-battle') return
  }
}
