import type { Emitter } from './emitter'
import { allDevoured, availableInvestigators } from './investigators'
import type { StepResult } from './step-result'
import { nextHour, type Step } from './state'

/**
 * The clock, midnight and the turn order. Rulebook «Faza zegara» (l.494–506), «Północ»
 * (l.738–746), «Karty Mitów» (l.748–761), «Walka z Przedwiecznym» «Faza zegara» (l.940–948).
 */

/** Move the hand `steps` × 3 hours (a clock phase, or a task with the clock symbol, l.289). */
export function advanceClock(em: Emitter, steps: number, cause: string): void {
  for (let i = 0; i < steps; i++) em.emit({ type: 'ClockAdvanced', data: { to: nextHour(em.state.clock) } }, cause)
}

/**
 * The end of a turn, after its clock phase. When the hand reached or passed XII during the turn,
 * midnight strikes (l.740): (1) the «O północy» effects of every card in play and the Mythos
 * card's midnight effect, not in the first turn (l.746); (2) a new Mythos card (the players draw
 * it; the old one's dice are freed); (3) once-per-day abilities refresh. Each extra XII in the same
 * turn adds one doom token and no extra Mythos card (FAQ v2.0). In the battle the Ancient One
 * attacks instead of the Mythos card, and no «O północy» effect is resolved (l.942, 948).
 */
export function endTurnSteps(em: Emitter): Step[] {
  const s = em.state
  const count = s.turn.midnights
  if (count === 0) return [{ k: 'flow', to: 'next-turn' }]
  const battle = s.status === 'battle'
  const firstTurn = s.turn.number === 1
  em.emit({ type: 'MidnightStruck', data: { count, firstTurn, battle } }, 'rule/midnight')
  const steps: Step[] = []
  if (battle) steps.push({ k: 'attack' })
  else {
    if (!firstTurn) {
      for (const a of s.adventures) {
        const tag = em.ix.adventure(a.card)?.midnightEffect
        if (tag) steps.push({ k: 'effect', tag, investigator: null, source: `midnight:${a.card}`, card: a.card })
      }
      if (s.mythos?.card.midnightEffect) steps.push({ k: 'effect', tag: s.mythos.card.midnightEffect, investigator: null, source: 'mythos-midnight', card: null })
    }
    steps.push({ k: 'mythos', setup: false })
  }
  if (count > 1) steps.push({ k: 'doom', delta: count - 1, source: 'extra-midnight', devouredPlayer: null })
  steps.push({ k: 'flow', to: 'refresh' }, { k: 'flow', to: 'next-turn' })
  return steps
}

/**
 * The next player's turn, clockwise. Outside the battle an eliminated player is skipped and a
 * player who lost their investigator takes a new one first (l.714). In the battle every player
 * keeps taking turns; one without an investigator only turns the clock (l.720, 944).
 */
export function nextTurn(em: Emitter, first: boolean): StepResult {
  const s = em.state
  const n = s.players.length
  if (n === 0) return {}
  const battle = s.status === 'battle'
  let player = first ? s.firstPlayer : (s.turn.player + 1) % n
  if (!battle) {
    for (let guard = 0; guard < n; guard++) {
      const p = em.state.players[player]
      // Waiting for a new investigator when none is left any more (another player took the last one).
      if (!p.eliminated && !p.investigator && availableInvestigators(em.state, em.data).length === 0) {
        em.emit({ type: 'PlayerEliminated', data: { player, reason: 'no-investigator-left' } }, 'rule/no-investigator-left')
        if (allDevoured(em.state, em.data)) {
          em.emit({ type: 'GameLost', data: { reason: 'all-devoured' } }, 'rule/all-devoured')
          return {}
        }
      }
      if (!em.state.players[player].eliminated) break
      player = (player + 1) % n
    }
    if (em.state.players[player].eliminated) return {}
  }
  const clockOnly = battle && !s.players[player].investigator
  em.emit({ type: 'TurnStarted', data: { number: first ? 1 : s.turn.number + 1, player, battle, clockOnly } }, 'rule/next-turn')
  const inv = em.state.players[player].investigator
  if (battle && inv) em.emit({ type: 'AttemptStarted', data: { card: 'ancient-one', investigator: inv.id } }, 'rule/attack-phase')
  if (!battle && !inv) return { ask: { kind: 'new-investigator', player } }
  return {}
}

/** The fixed points of the turn that a chain of effects leads to. */
export function flow(em: Emitter, to: Extract<Step, { k: 'flow' }>['to']): StepResult {
  const s = em.state
  if (s.status !== 'playing' && s.status !== 'battle') return {}
  switch (to) {
    case 'end-action':
      // «Faza działania» ends after the adventure, the Entrance action or the attack (l.249, 934).
      if (s.attempt) em.emit({ type: 'AttemptEnded', data: { outcome: 'attack-over' } }, 'rule/end-action')
      if (em.state.turn.phase !== 'clock' && !em.state.midnight && em.state.turn.number > 0) em.emit({ type: 'PhaseChanged', data: { phase: 'clock' } }, 'rule/end-action')
      return {}
    case 'refresh':
      em.emit({ type: 'DailyAbilitiesRefreshed', data: {} }, 'rule/midnight-refresh')
      em.emit({ type: 'MidnightEnded', data: {} }, 'rule/midnight')
      return {}
    case 'next-turn':
      return nextTurn(em, false)
    case 'first-turn':
      return nextTurn(em, true)
  }
}
