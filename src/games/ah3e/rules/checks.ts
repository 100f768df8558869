import type { RuleCheck } from '../../../core'
import type { Ah3eEvent } from './events'
import { neighbourhoodDoom, type Ah3eState } from './state'

/**
 * Rule checks run after every command until nothing changes. Placements fire their rules inline
 * (one token at a time); these catch a state reached another way.
 */
export function ah3eChecks(): RuleCheck<Ah3eState, Ah3eEvent>[] {
  return [
    {
      // Supplement §3.6: an anomaly leaves when its neighbourhood has no doom left (a ward, a correction).
      id: 'anomaly-cleared',
      fires: 'state',
      run: (s) => {
        if (s.status !== 'playing') return []
        const n = s.board.anomalies.find((x) => neighbourhoodDoom(s, x) === 0)
        return n ? [{ type: 'AnomalyRemoved', data: { neighbourhood: n } }] : []
      },
    },
  ]
}
