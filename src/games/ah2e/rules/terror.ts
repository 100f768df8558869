import { addDoom } from './doom'
import type { Emitter } from './emitter'
import { emptyClosedLocation } from './closed'
import { checkTooManyMonsters } from './doom'

/**
 * Terror +n, one point at a time (rulebook «Tor paniki», «PODSUMOWANIE POZIOMÓW PANIKI»).
 * Each point boxes the top card of the (shuffled) ally deck; 3 / 6 / 9 close a shop and move
 * its occupants to the street; 10 lifts the monster limit (and, by the summary table, adds a
 * doom token when the setting says so); every point beyond 10 becomes a doom token instead.
 */
export function raiseTerror(em: Emitter, amount: number, cause: string): void {
  for (let k = 0; k < amount; k++) {
    if (em.interrupted) return
    if (em.state.terror >= 10) {
      addDoom(em, 1, 'rule/terror-beyond-10')
      continue
    }
    const to = em.state.terror + 1
    em.emit({ type: 'TerrorRaised', data: { to } }, cause)
    const ally = em.state.allyDeck[0]
    if (ally) em.emit({ type: 'AllyBoxed', data: { allyId: ally } }, 'rule/terror-ally-lost')
    for (const space of em.data.spaces) {
      // A shop a Mythos card closed for a while is closed by terror for good (its "Closed" marker now stays).
      if (space.closesAtTerror !== to || em.state.closed[space.id] === 'terror') continue
      em.emit({ type: 'LocationClosed', data: { location: space.id, by: 'terror' } }, `rule/terror-${to}-closes-shop`)
      // Its investigators and monsters go to the street (not while a gate open there replaces it).
      emptyClosedLocation(em, space.id, `rule/terror-${to}-closes-shop`)
    }
    if (to === 10) {
      if (em.state.settings.terrorTenAddsDoom) addDoom(em, 1, 'rule/terror-10-doom')
      checkTooManyMonsters(em)
    }
  }
}
