import type { DecideContext, RuleCheck } from '../../../core'
import type { EsData } from '../data/types'
import { runSteps } from './chain'
import { Emitter } from './emitter'
import type { EsEvent } from './events'
import { allDevoured, isDevoured } from './investigators'
import type { EsState, Step } from './state'

/**
 * Rule checks run after every command until nothing changes. The rules fire inline where the
 * rulebook says they happen; these catch the same conditions when a correction creates them.
 * They wait while a choice is open (its chain will reach them).
 */
export function esChecks(data: EsData): RuleCheck<EsState, EsEvent>[] {
  const chain = (steps: (s: EsState) => Step[]) => (state: EsState, ctx: DecideContext): EsEvent[] => {
    const list = state.pending ? [] : steps(state)
    if (list.length === 0) return []
    const em = new Emitter(state, data, ctx)
    runSteps(em, list)
    return em.events
  }
  return [
    {
      // «Znak Starszych Bogów» (l.433, 954): as many Elder Signs as the limit seals the Ancient One.
      id: 'elder-signs-sealed',
      fires: 'at-limit',
      run: (s) => (s.status === 'playing' && !s.pending && s.ancientOne && s.elderSigns >= s.ancientOne.elderSignLimit ? [{ type: 'GameWon', data: { how: 'sealed' } }] : []),
    },
    {
      // «Pochłonięcie» (l.710): Sanity or Stamina at 0 or less.
      id: 'investigator-devoured',
      fires: 'at-limit',
      run: chain((s) => (s.status === 'playing' || s.status === 'battle' ? s.players.flatMap((p): Step[] => (p.investigator && isDevoured(p.investigator) ? [{ k: 'devour', investigator: p.investigator.id, source: 'rule/devoured' }] : [])).slice(0, 1) : [])),
    },
    {
      // «Tor zagłady» (l.779): the last space filled wakes the Ancient One.
      id: 'doom-track-full',
      fires: 'at-limit',
      run: chain((s) => (s.status === 'playing' && s.ancientOne && s.doom >= s.ancientOne.doomTrack ? [{ k: 'awaken', reason: 'doom-track-full' }] : [])),
    },
    {
      // «Walka z Przedwiecznym» (l.938): the last doom token removed defeats the Ancient One.
      id: 'battle-won',
      fires: 'at-limit',
      run: (s) => (s.status === 'battle' && !s.pending && s.doom === 0 ? [{ type: 'GameWon', data: { how: 'battle' } }] : []),
    },
    {
      // «Zakończenie gry» (l.956): every investigator devoured.
      id: 'all-devoured',
      fires: 'state',
      run: (s) => ((s.status === 'playing' || s.status === 'battle') && allDevoured(s, data) ? [{ type: 'GameLost', data: { reason: 'all-devoured' } }] : []),
    },
  ]
}
