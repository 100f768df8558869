import type { DecideContext, RuleCheck } from '../../../core'
import type { Ah2eData } from '../data/types'
import type { Ah2eEvent } from './events'
import type { Ah2eState } from './state'
import { hasInnsmouth } from './state'
import { awaken, checkStateOfEmergency } from './doom'
import { Emitter } from './emitter'
import { deepOnesRisingMax, releaseFirstPlayerLock } from './innsmouth'
import { gateAwakeningThreshold, openGateCount, outskirtsCapacity, outskirtsCount } from './limits'
import { checkOutskirtsOverflow } from './monsters'
import { checkTooManyMonsters } from './doom'

/**
 * Rule checks run after every command until nothing changes. Most rules fire inline where the
 * rulebook says they happen; these catch the same conditions when a manual correction creates them.
 */
export function ah2eChecks(data: Ah2eData): RuleCheck<Ah2eState, Ah2eEvent>[] {
  const run = (f: (em: Emitter) => void) => (state: Ah2eState, ctx: DecideContext) => {
    const em = new Emitter(state, data, ctx.rng)
    f(em)
    return em.events
  }
  return [
    {
      id: 'doom-track-full',
      fires: 'at-limit',
      run: run((em) => {
        if (em.state.status === 'playing' && em.state.doomMax > 0 && em.state.doom >= em.state.doomMax) awaken(em, 'doom-track-full', 'rule/doom-track-full')
      }),
    },
    {
      id: 'too-many-gates',
      fires: 'at-limit',
      run: run((em) => {
        if (em.state.status === 'playing' && openGateCount(em.state) >= gateAwakeningThreshold(em.state.players)) awaken(em, 'too-many-gates', 'rule/too-many-gates')
      }),
    },
    {
      id: 'outskirts-overflow',
      fires: 'over-limit',
      run: run((em) => {
        if (em.state.status === 'playing' && outskirtsCount(em.state) > outskirtsCapacity(em.state.players)) checkOutskirtsOverflow(em)
      }),
    },
    { id: 'terror-and-monsters', fires: 'at-limit', run: run((em) => em.state.status === 'playing' && checkTooManyMonsters(em)) },
    {
      id: 'win-elder-signs',
      fires: 'at-limit',
      run: run((em) => {
        if ((em.state.status === 'playing' || em.state.status === 'final-battle') && em.state.sealed.length >= 6) {
          em.emit({ type: 'GameWon', data: { how: 'elder-signs' } }, 'rule/win-elder-signs')
        }
      }),
    },
    {
      // Innsmouth «Tor Buntu Istot z Głębin»: «Jeśli tor … całkowicie się zapełni, Przedwieczny natychmiast się budzi».
      id: 'deep-ones-rising',
      fires: 'at-limit',
      run: run((em) => {
        if (em.state.status === 'playing' && hasInnsmouth(em.state) && (em.state.deepOnesRising ?? 0) >= deepOnesRisingMax(em.data)) {
          awaken(em, 'deep-ones-rising', 'rule/deep-ones-rising')
        }
      }),
    },
    // Innsmouth «Stan wyjątkowy»: doom at least half the track (2 × doom ≥ track); latched.
    { id: 'state-of-emergency', fires: 'at-limit', run: run(checkStateOfEmergency) },
    // «Quachil Uttaus»: the first player marker is held until he devours the first player.
    { id: 'quachil-uttaus-first-player-devoured', fires: 'state', run: run(releaseFirstPlayerLock) },
  ]
}
