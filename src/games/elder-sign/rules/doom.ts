import { releaseLock, releaseLocksBy, tidySpells } from './dice'
import type { Emitter } from './emitter'
import type { StepResult } from './step-result'
import type { Step } from './state'

/**
 * The doom track, the Elder Signs and the awakening. Rulebook «Tor zagłady» (l.763–781),
 * «Znak Starszych Bogów» (l.433), «Przebudzenie się Przedwiecznego» (l.875–919),
 * «Walka z Przedwiecznym» (l.921–948), «Zakończenie gry» (l.950–960).
 */

const fromRewards = (source: string) => source.startsWith('reward') || source.startsWith('penalty')

/**
 * Place (or remove) doom tokens one at a time on the first empty space (l.767). A token on a
 * monster space makes a monster appear (l.769); the last space wakes the Ancient One (l.779), after
 * the rest of the rewards or penalties being paid (l.883), or the rest of the effect that placed it
 * (so that its last Elder Sign seals the Ancient One, l.781). The monster of a monster space that is
 * also the last space is not asked for: the awakening discards every monster at once (l.877).
 * In the battle a token goes back on the track (devoured, the attack) and removing the last one
 * defeats the Ancient One (l.938).
 */
export function addDoom(em: Emitter, delta: number, source: string, devouredPlayer: number | null): StepResult {
  const ao = em.state.ancientOne
  if (!ao || delta === 0) return {}
  if (delta < 0) {
    const to = Math.max(0, em.state.doom + delta)
    if (to !== em.state.doom) em.emit({ type: 'DoomRemoved', data: { to } }, source)
    if (em.state.status === 'battle' && to === 0) em.emit({ type: 'GameWon', data: { how: 'battle' } }, 'rule/last-doom-removed')
    return {}
  }
  const then: Step[] = []
  for (let i = 0; i < delta; i++) {
    const s = em.state
    if (s.doom >= ao.doomTrack) break
    const to = s.doom + 1
    if (s.status === 'battle') {
      em.emit({ type: 'DoomAdded', data: { to, monsterSpace: false } }, source)
      continue
    }
    if (s.status !== 'playing') break
    const last = to === ao.doomTrack
    const monsterSpace = ao.monsterSpaces.includes(to)
    em.emit({ type: 'DoomAdded', data: { to, monsterSpace } }, source)
    if (monsterSpace && !last) then.push({ k: 'monster', source: 'doom-track', card: null })
    if (last) {
      if (devouredPlayer !== null) em.emit({ type: 'PlayerEliminated', data: { player: devouredPlayer, reason: 'devoured-awakened' } }, 'rule/devoured-awakens')
      return { then, awaken: { reason: 'doom-track-full', when: fromRewards(source) ? 'after-rewards' : 'after-effect', source } }
    }
  }
  return { then }
}

/** Elder Signs by the Ancient One; as many as its limit (or more) seals it: the investigators win (l.433, 954). */
export function addElderSigns(em: Emitter, delta: number, source: string): void {
  const ao = em.state.ancientOne
  if (!ao || delta === 0 || em.state.status !== 'playing') return
  if (delta < 0) {
    const to = Math.max(0, em.state.elderSigns + delta)
    if (to !== em.state.elderSigns) em.emit({ type: 'ElderSignsRemoved', data: { to } }, source)
    return
  }
  const to = em.state.elderSigns + delta
  em.emit({ type: 'ElderSignsAdded', data: { to } }, source)
  if (to >= ao.elderSignLimit) em.emit({ type: 'GameWon', data: { how: 'sealed' } }, 'rule/elder-signs-sealed')
}

/**
 * The Ancient One awakens (l.877–881, 919, 946): the Mythos card goes (its dice are freed), dice
 * locked by adventures and monsters leave the game, every adventure and monster is discarded, the
 * markers go onto the Ancient One's card, the track is filled if it was not full, and the active
 * player goes straight to the clock phase. At midnight the Ancient One attacks at once.
 */
export function awaken(em: Emitter, reason: string): StepResult {
  if (em.state.status !== 'playing' || !em.state.ancientOne) return {}
  const cause = `awakening/${reason}`
  const mythos = [...(em.state.mythos ? [em.state.mythos] : []), ...em.state.persistingMythos]
  for (const m of mythos) {
    releaseLocksBy(em, (by) => by.kind === 'mythos' && by.mythos === m.id, cause)
    if (em.state.mythos?.id === m.id) em.emit({ type: 'MythosDiscarded', data: { mythos: m.id, persists: false } }, cause)
    else em.emit({ type: 'PersistentMythosEnded', data: { mythos: m.id } }, cause)
  }
  for (const lock of em.state.locks.filter((l) => l.by.kind === 'adventure' || l.by.kind === 'monster')) {
    if (lock.die) em.emit({ type: 'DieRemovedFromGame', data: { die: lock.die, lock: lock.id } }, cause)
    else releaseLock(em, lock, cause)
  }
  tidySpells(em, cause)
  if (em.state.attempt) em.emit({ type: 'AttemptEnded', data: { outcome: 'awakening' } }, cause)
  em.emit({ type: 'AdventuresCleared', data: { cards: em.state.adventures.map((a) => a.card), monsters: em.state.monsters.map((m) => m.id) } }, cause)
  em.emit({ type: 'AncientOneAwakened', data: { reason, doom: em.state.ancientOne!.doomTrack } }, cause)
  if (em.state.turn.number > 0 && !em.state.midnight && em.state.turn.phase !== 'clock') em.emit({ type: 'PhaseChanged', data: { phase: 'clock' } }, cause)
  if (em.state.ancientOne!.awakeningEndsGame) {
    em.emit({ type: 'GameLost', data: { reason: 'awakened-without-battle' } }, cause)
    return {}
  }
  return em.state.midnight ? { then: [{ k: 'attack' }] } : {}
}
