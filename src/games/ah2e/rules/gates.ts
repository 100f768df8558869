import { addDoom, awaken } from './doom'
import { emptyClosedLocation } from './closed'
import { payElderSignCost } from './health'
import type { Emitter } from './emitter'
import { gateAwakeningThreshold, gateTrophyTotal, investigatorsAt, kindOf, monstersPerNewGate, openGateCount } from './limits'
import { monsterKindsOf } from './lookup'
import { drawMonsterTo } from './monsters'

/**
 * A new gate opens (rulebook «Faza V: Mity», case C «Nie ma Znaku Starszych Bogów ani bramy»):
 * doom +1 (a full track awakens and stops here), a gate marker from the stack (none left →
 * awakening, condition 3), the clues there are discarded, investigators there are drawn
 * through and delayed, the open-gate threshold is checked (condition 2), then 1 monster
 * (2 with five or more investigators) is drawn.
 */
export function openNewGate(em: Emitter, location: string, cause: string, opts: { addDoom?: boolean; monsters?: number } = {}): void {
  if (opts.addDoom !== false) addDoom(em, 1, cause)
  if (em.interrupted) return
  const marker = em.state.gateStack[0]
  if (!marker) {
    awaken(em, 'no-gate-markers', 'rule/no-gate-markers')
    return
  }
  em.emit({ type: 'GateOpened', data: { location, markerId: marker } }, cause)
  const clues = em.state.clues[location] ?? 0
  if (clues > 0) em.emit({ type: 'CluesDiscarded', data: { location, count: clues } }, 'rule/gate-discards-clues')
  const world = em.data.gateMarkers.find((g) => g.id === marker)?.world ?? 'unknown'
  for (const inv of investigatorsAt(em.state, location)) {
    em.emit({ type: 'InvestigatorDrawnThrough', data: { investigatorId: inv.id, from: location, world } }, 'rule/gate-draws-investigators')
  }
  if (openGateCount(em.state) >= gateAwakeningThreshold(em.state.players)) {
    awaken(em, 'too-many-gates', 'rule/too-many-gates')
    return
  }
  const n = opts.monsters ?? monstersPerNewGate(em.state.players)
  for (let i = 0; i < n; i++) drawMonsterTo(em, location, cause)
}

/**
 * Every monster in Arkham, the Sky and the Outskirts with the gate's symbol goes back to the cup
 * («ZAMYKANIE BRAM, A POTWORY»), on the Innsmouth board too, including kinds the owner defined.
 */
function returnMonstersOfGate(em: Emitter, markerId: string): void {
  const dim = em.data.gateMarkers.find((g) => g.id === markerId)?.dimension
  if (!dim) return
  const kinds = new Set(monsterKindsOf(em.state, em.data).filter((m) => m.dimension === dim).map((m) => m.id))
  const uids = Object.keys(em.state.monsters)
    .filter((uid) => {
      const place = em.state.monsters[uid]
      return kinds.has(kindOf(uid)) && place !== 'cup' && place !== 'box' && place !== 'trophy'
    })
    .sort()
  if (uids.length) em.emit({ type: 'MonstersReturnedToCup', data: { uids } }, 'rule/gate-closed-returns-monsters')
}

/**
 * Close (or seal) the gate at `location` for `investigatorId` (rulebook «Zamykanie i pieczętowanie bram»).
 * The marker becomes the investigator's trophy; matching monsters return to the cup; closing the
 * last open gate with gate trophies ≥ players wins («ZWYCIĘSTWO», closed gates).
 */
export function closeGate(em: Emitter, location: string, investigatorId: string, seal: null | 'clues' | 'elder-sign-card', cause: string): void {
  const markerId = em.state.gates[location]
  em.emit({ type: 'GateClosed', data: { location, markerId, investigatorId } }, cause)
  returnMonstersOfGate(em, markerId)
  if (seal === 'clues') {
    em.emit({ type: 'CluesSpent', data: { investigatorId, count: 5 } }, cause)
    em.emit({ type: 'ElderSignPlaced', data: { location, fromTrack: false } }, cause)
  } else if (seal === 'elder-sign-card') {
    em.emit({ type: 'ElderSignCardPlayed', data: { investigatorId } }, cause)
    // «Usunąć 1 żeton Poczytalności i 1 żeton Wytrzymałości … ale Znak Starszych Bogów nadal zadziała.»
    payElderSignCost(em, investigatorId)
    // The token comes off the doom track (doom −1); with an empty track it comes from the pool.
    em.emit({ type: 'ElderSignPlaced', data: { location, fromTrack: em.state.doom > 0 } }, cause)
  }
  // A gate that replaced a closed location is gone: the normal rules of a closed location apply,
  // everyone there goes to the street (Innsmouth FAQ «Bramy i Inne Światy»).
  emptyClosedLocation(em, location, 'rule/closed-location-to-street')
  if (em.state.sealed.length >= 6) {
    em.emit({ type: 'GameWon', data: { how: 'elder-signs' } }, 'rule/win-elder-signs')
    return
  }
  if (openGateCount(em.state) === 0 && gateTrophyTotal(em.state) >= em.state.players) {
    em.emit({ type: 'GameWon', data: { how: 'gates-closed' } }, 'rule/win-gates-closed')
  }
}

