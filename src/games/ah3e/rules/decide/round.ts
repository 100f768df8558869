import { runSteps } from '../chain'
import { canDraw, drawToken } from '../cup'
import { drawsLeft, endsMythosByTap, nextDrawer, noTokenInPlay, PHASES, type Step } from '../state'
import { checkCards, isInt, isToken, type Handlers } from './types'

/**
 * The round (supplement §1.1) and the Mythos phase (§1.9): each investigator, the lead first and
 * then clockwise, draws 2 mythos tokens, one at a time, each resolved as it is drawn. The players
 * resolve what a token leaves to them (a monster spawned, a reckoning, a headline), so the phase ends
 * when they say so, after the last draw; the round then ends (a game set up before rules version 3:
 * the last draw ended it).
 */
export const roundHandlers: Pick<Handlers, 'EndPhase' | 'DrawMythosToken' | 'ChangeLead' | 'SetMythosSource'> = {
  /**
   * Action → Monster → Encounter → Mythos; the Mythos phase ends, and the round with it, once every
   * investigator has drawn 2 tokens (or no token is in play at all: nothing to draw).
   */
  EndPhase(em) {
    const s = em.state
    if (s.round < 1) return 'round/not-started'
    if (s.phase === 'mythos') {
      if (noTokenInPlay(s) || (endsMythosByTap(s) && drawsLeft(s) === 0)) {
        em.emit({ type: 'RoundEnded', data: { round: s.round } }, 'round')
        runSteps(em, [{ k: 'flow', to: 'next-player' }])
        return null
      }
      return 'mythos/draws-left'
    }
    const next = PHASES[PHASES.indexOf(s.phase) + 1]
    em.emit({ type: 'PhaseChanged', data: { phase: next } }, 'round')
    return null
  },

  /**
   * One token drawn by the next investigator; `on` (AH3E-MYTH-10, the app's cup): then every next
   * token of the phase as the last one is resolved, until the players have something to do first
   * (`drawOn`). Tapped in the encounter phase, `on` first ends it: the Mythos phase begins with its draws.
   */
  DrawMythosToken(em, { data }) {
    const s = em.state
    const extra = data.extra === true
    const on = data.on === true
    if (data.extra !== undefined && typeof data.extra !== 'boolean') return 'command/malformed'
    if (data.on !== undefined && (typeof data.on !== 'boolean' || (on && (extra || data.token !== undefined)))) return 'command/malformed'
    const begins = on && s.phase === 'encounter'
    if (!extra && !begins && (s.phase !== 'mythos' || drawsLeft(s) === 0)) return 'mythos/not-mythos-phase'
    if (data.token !== undefined && !isToken(data.token)) return 'mythos/unknown-token'
    if (data.token === undefined && s.draws.cup === 'physical') return 'mythos/name-the-token'
    if (data.token !== undefined && !canDraw(s, data.token)) return 'mythos/token-not-in-cup'
    if (on && noTokenInPlay(s)) return 'mythos/cup-empty'
    const cards = checkCards(s, data.cards)
    if (typeof cards === 'string') return cards
    em.cards = cards
    if (begins) em.emit({ type: 'PhaseChanged', data: { phase: 'mythos' } }, 'round')
    const sheet = em.state.sheetDoom
    const token = drawToken(em, data.token, extra ? null : nextDrawer(em.state), extra)
    if (token === null) return 'mythos/cup-empty'
    const steps: Step[] = [{ k: 'token', token, source: `token/${token}` }]
    if (!extra) steps.push({ k: 'flow', to: 'after-draw' })
    if (on) steps.push({ k: 'draw-on', after: token, sheet })
    runSteps(em, steps)
    return null
  },

  /** The lead investigator changes (an effect, or the players' choice), not while the Mythos draws are under way. */
  ChangeLead(em, { data }) {
    const s = em.state
    if (!isInt(data.player, 0, s.players.length - 1)) return 'lead/unknown-player'
    if (s.phase === 'mythos' && s.mythosDraws > 0) return 'lead/mythos-under-way'
    if (data.player === s.lead) return 'lead/no-change'
    em.emit({ type: 'LeadChanged', data: { player: data.player } }, 'players')
    return null
  },

  /**
   * The players switch who draws the mythos tokens (the app from its cup, or they from their own),
   * at any time: the cup's contents stay as the app keeps them, and the board list says how to lay
   * out a physical cup (or put it away).
   */
  SetMythosSource(em, { data }) {
    if (data.cup !== 'virtual' && data.cup !== 'physical') return 'mythos/bad-source'
    if (em.state.draws.cup === data.cup) return 'mythos/same-source'
    em.emit({ type: 'MythosSourceChanged', data: { cup: data.cup } }, 'players')
    return null
  },
}
