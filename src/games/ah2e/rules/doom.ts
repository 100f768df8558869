import { ancientOneOf } from './lookup'
import type { Emitter } from './emitter'
import { arkhamMonsterCount, monsterLimit, outskirtsCount } from './limits'
import { hasInnsmouth, type AwakeningReason } from './state'

/**
 * Doom +n, one token at a time. Rulebook «Postęp na torze zagłady»: when the last space is
 * filled the Ancient One awakens at once (equality, not overflow) and the Mythos phase stops.
 */
export function addDoom(em: Emitter, amount: number, cause: string): void {
  for (let k = 0; k < amount; k++) {
    if (em.interrupted) return
    em.emit({ type: 'DoomAdded', data: { amount: 1 } }, cause)
    if (em.state.doom >= em.state.doomMax) awaken(em, 'doom-track-full', 'rule/doom-track-full')
    else checkStateOfEmergency(em)
  }
}

/**
 * Innsmouth «Stan wyjątkowy»: «Gdy zapełni się przynajmniej połowa toru zagłady Przedwiecznego, w
 * Innsmouth zostaje ogłoszony stan wyjątkowy, obowiązujący już do końca gry». "At least half" is
 * compared exactly, with no rounding: 2 × doom ≥ track, so an odd track of 13 needs 7 tokens (6 is
 * less than half), an even one of 12 needs 6. Latched: later doom removal does not lift it.
 */
export function checkStateOfEmergency(em: Emitter): void {
  const s = em.state
  if (s.status !== 'playing' || !hasInnsmouth(s) || s.stateOfEmergency || s.doomMax <= 0) return
  if (2 * s.doom >= s.doomMax) em.emit({ type: 'StateOfEmergencyDeclared', data: { doom: s.doom, doomMax: s.doomMax } }, 'rule/state-of-emergency')
}

/**
 * The Ancient One awakens (rulebook «Budzi się Przedwieczny!», «OSTATECZNA BITWA»):
 * investigators Lost in Time and Space are devoured, Environment and Rumor are discarded,
 * the doom track is filled. An Ancient One whose awakening ends the game (Azathoth) wins at once.
 */
export function awaken(em: Emitter, reason: AwakeningReason, cause: string): void {
  if (em.state.status !== 'playing') return
  em.emit({ type: 'AncientOneAwakened', data: { reason } }, cause)
  for (const inv of em.state.investigators) {
    if (!inv.devoured && inv.location === 'lost-in-time-and-space') {
      em.emit({ type: 'InvestigatorDevoured', data: { investigatorId: inv.id, reason: 'lost-in-time-and-space' } }, 'rule/awakening-lits-devoured')
    }
  }
  if (em.state.environment) em.emit({ type: 'EnvironmentDiscarded', data: { cardId: em.state.environment } }, 'rule/awakening-discard-mythos')
  if (em.state.rumor) em.emit({ type: 'RumorEnded', data: { cardId: em.state.rumor, outcome: 'discarded' } }, 'rule/awakening-discard-mythos')
  const missing = em.state.doomMax - em.state.doom
  if (missing > 0) em.emit({ type: 'DoomTrackFilled', data: { added: missing } }, 'rule/awakening-fill-doom')
  if (ancientOneOf(em).awakeningEndsGame) {
    em.emit({ type: 'GameLost', data: { reason: 'ancient-one-awakened' } }, 'rule/awakening-ends-game')
    return
  }
  checkAllDevoured(em)
}

/** Everyone devoured in the final battle: the players lose (rulebook «PORAŻKA»). */
export function checkAllDevoured(em: Emitter): void {
  if (em.state.status !== 'final-battle') return
  if (em.state.investigators.length > 0 && em.state.investigators.every((i) => i.devoured)) {
    em.emit({ type: 'GameLost', data: { reason: 'all-investigators-devoured' } }, 'rule/all-devoured')
  }
}

/**
 * Awakening condition 5: terror 10 and at least twice the monster limit in play
 * (the rulebook's example is exactly 2×, so equality fires).
 */
export function checkTooManyMonsters(em: Emitter): void {
  if (em.interrupted || em.state.terror < 10) return
  let n = arkhamMonsterCount(em.state, em.data)
  if (em.state.settings.tooManyMonstersCountsOutskirts) n += outskirtsCount(em.state)
  if (n >= 2 * monsterLimit(em.state.players)) awaken(em, 'terror-and-monsters', 'rule/terror-and-monsters')
}
