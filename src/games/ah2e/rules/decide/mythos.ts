/** The Mythos phase and its choices («Faza V: Mity»), phases, Environment/Rumor and reopened places. */
import { nextPhase } from '../state'
import { VORTEX, enterVortex } from '../innsmouth'
import { answerLimitedTotal, continueMythos, continueMythosAfter, drawMythos, placeSurge, resolveClues, validateSurgeAnswer } from '../mythos'
import { PHASES, customArrowsOf, reopenRefusal } from '../state'
import type { Handlers } from './types'
import { standUpDelayed } from '../delayed'

type K = 'AdvancePhase' | 'DrawMythosCard' | 'PlaceSurge' | 'ChooseClueTaker' | 'ChooseMonsterDestination' | 'EndRumor' | 'DiscardEnvironment' | 'ReopenLocation'

export const mythosHandlers: Handlers<K> = {
  AdvancePhase: (em, command, { state, data }) => {
    if (state.status !== 'playing') return 'phase/not-playing'
    if (state.mythos) return 'phase/mythos-in-progress'
    const to = command.data.to ?? nextPhase(state.phase)
    if (!PHASES.includes(to)) return 'phase/unknown'
    if (to === 'upkeep' && state.phase === 'mythos') return 'phase/draw-mythos-first'
    em.emit({ type: 'PhaseAdvanced', data: { turn: state.turn, phase: to } }, 'manual')
    // «Zatrzymani Badacze»: the delayed stand up instead of moving.
    if (to === 'movement') standUpDelayed(em)
    return null
  },
  DrawMythosCard: (em, command, { state, data }) => {
    if (state.status !== 'playing') return 'mythos/not-playing'
    if (state.mythos) return 'mythos/in-progress'
    const id = command.data.cardId
    const prevent = command.data.preventGate
    if (prevent !== undefined && typeof prevent !== 'boolean') return 'command/malformed'
    if (id !== undefined) {
      if (!data.mythos.some((m) => m.id === id)) return 'mythos/unknown-card'
      if (!state.mythosDeck.includes(id)) return 'mythos/card-not-in-deck'
    } else if (state.mythosDeck.length === 0) return 'mythos/deck-empty'
    drawMythos(em, id, prevent === true)
    return null
  },
  PlaceSurge: (em, command, { state, data }) => {
    const p = state.pending
    if (!p || p.kind !== 'surge-placement') return 'choice/not-asked'
    const counts = command.data.counts
    if (!counts || typeof counts !== 'object') return 'choice/malformed'
    const err = validateSurgeAnswer(p, counts, command.data.onBoard)
    if (err) return `surge/invalid:${err}`
    em.emit({ type: 'PendingChoiceAnswered', data: { answer: JSON.stringify({ counts, onBoard: command.data.onBoard ?? null }) } }, 'choice')
    const clean = Object.fromEntries(p.gates.map((g) => [g, counts[g] ?? 0]))
    const onBoard = p.room !== null && p.room > 0 && p.room < answerLimitedTotal(p, clean) ? command.data.onBoard! : null
    // Innsmouth gates keep every monster they get; the on-board counts are about the other gates.
    const unlimited = p.unlimited ?? []
    const keep = (g: string) => (unlimited.includes(g) ? clean[g] : onBoard![g] ?? 0)
    placeSurge(em, p.surgeGate || p.gates[0], clean, onBoard ? Object.fromEntries(p.gates.map((g) => [g, keep(g)])) : null, 'mythos/surge')
    if (!em.interrupted) {
      continueMythosAfter(em, 'gate')
    }
    return null
  },
  ChooseClueTaker: (em, command, { state, data }) => {
    const p = state.pending
    if (!p || p.kind !== 'clue-taker') return 'choice/not-asked'
    if (!p.candidates.includes(command.data.investigatorId)) return 'clue/not-there'
    em.emit({ type: 'PendingChoiceAnswered', data: { answer: command.data.investigatorId } }, 'choice')
    em.emit({ type: 'CluesTaken', data: { investigatorId: command.data.investigatorId, location: p.location, count: 1 } }, 'rule/investigator-takes-clue')
    const card = data.mythos.find((m) => m.id === state.mythos?.cardId)
    if (card) {
      const choice = resolveClues(em, card, card.clues.indexOf(p.location) + 1)
      if (choice) {
        em.emit({ type: 'PendingChoiceOpened', data: { choice } }, 'mythos/clue')
        return null
      }
      continueMythosAfter(em, 'clue')
    }
    return null
  },
  ChooseMonsterDestination: (em, command, { state, data }) => {
    const p = state.pending
    if (!p || p.kind !== 'monster-destination') return 'choice/not-asked'
    if (command.data.uid !== p.uid) return 'choice/wrong-monster'
    if (!p.options.includes(command.data.to)) return 'monster/destination-not-allowed'
    em.emit({ type: 'PendingChoiceAnswered', data: { answer: command.data.to } }, 'choice')
    const from = state.monsters[p.uid]
    // The players told the app an arrow it did not know: remember it for the rest of the game.
    const known = customArrowsOf(state)
    if (p.reason === 'unknown-arrow' && p.colour && command.data.to !== from && !(Object.hasOwn(known, from) && known[from][p.colour] !== undefined)) {
      em.emit({ type: 'ArrowDefined', data: { space: from, colour: p.colour, to: command.data.to } }, 'rule/remember-arrow')
    }
    if (command.data.to === VORTEX) enterVortex(em, p.uid, 'mythos/movement')
    else if (command.data.to !== from) em.emit({ type: 'MonsterMoved', data: { uid: p.uid, from, to: command.data.to } }, 'mythos/movement')
    continueMythos(em)
    return null
  },
  EndRumor: (em, command, { state, data }) => {
    if (!state.rumor) return 'rumor/none'
    if (!['passed', 'failed', 'discarded'].includes(command.data.outcome)) return 'command/malformed'
    em.emit({ type: 'RumorEnded', data: { cardId: state.rumor, outcome: command.data.outcome } }, 'manual')
    return null
  },
  DiscardEnvironment: (em, _command, { state, data }) => {
    if (!state.environment) return 'environment/none'
    em.emit({ type: 'EnvironmentDiscarded', data: { cardId: state.environment } }, 'manual')
    return null
  },
  ReopenLocation: (em, command, { state, data }) => {
    const refused = typeof command.data.location === 'string' ? reopenRefusal(state, command.data.location) : 'location/not-closed'
    if (refused) return refused
    em.emit({ type: 'LocationReopened', data: { location: command.data.location } }, 'manual')
    return null
  },
}
