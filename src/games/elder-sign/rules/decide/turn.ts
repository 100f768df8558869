import { runSteps } from '../chain'
import { advanceClock, endTurnSteps } from '../clock'
import { activeInvestigator } from '../state'
import type { Handlers } from './types'

/**
 * The turn: «Faza ruchu» (l.239–243) and «Faza zegara» (l.494–502). The action phase is driven by
 * the dice loop (decide/dice.ts) and the Entrance actions (decide/entrance.ts).
 */
export const turnHandlers: Pick<Handlers, 'MoveInvestigator' | 'AdvanceClock'> = {
  /** Move to any adventure or Other World in play, or the Entrance, or stay (`to` omitted or null). */
  MoveInvestigator(em, { data }) {
    const s = em.state
    if (s.status !== 'playing') return 'turn/not-playing'
    if (s.turn.phase !== 'movement') return 'turn/not-movement-phase'
    const inv = activeInvestigator(s)
    if (!inv) return 'turn/no-investigator'
    const to = data.to ?? inv.at
    if (to !== 'entrance' && !s.adventures.some((a) => a.card === to)) return 'move/unknown-place'
    if (to !== inv.at) em.emit({ type: 'InvestigatorMoved', data: { investigator: inv.id, from: inv.at, to } }, 'movement')
    em.emit({ type: 'PhaseChanged', data: { phase: 'action' } }, 'movement')
    if (to !== 'entrance') em.emit({ type: 'AttemptStarted', data: { card: to, investigator: inv.id } }, 'movement')
    return null
  },

  /** The clock phase: +3 hours, the turn ends, midnight if the hand reached XII this turn. */
  AdvanceClock(em) {
    const s = em.state
    if (s.status !== 'playing' && s.status !== 'battle') return 'turn/not-playing'
    if (s.turn.phase !== 'clock') return 'clock/not-clock-phase'
    advanceClock(em, 1, 'clock-phase')
    runSteps(em, endTurnSteps(em))
    return null
  },
}
