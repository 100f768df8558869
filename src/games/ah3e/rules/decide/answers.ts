import { runSteps } from '../chain'
import { overflowCandidates } from '../doom'
import { needsDoom } from '../event-deck'
import { barredInSeries, investigatorKey, type Step } from '../state'
import { endGame } from './effects'
import { checkFacts, isInt, isName, refuse, type Handlers } from './types'

/** Answers to the questions the rules ask; each resumes the chain that asked. */
export const answerHandlers: Pick<Handlers, 'DescribeEventCard' | 'ClearOverflowSpace' | 'ChooseInvestigator'> = {
  /** «Which neighbourhood / which spaces?»: the physical event card the players drew. */
  DescribeEventCard(em, { data }) {
    const p = em.state.pending
    if (p?.kind !== 'event-card') return 'choice/not-asked'
    const facts = checkFacts(em.state, data, needsDoom(p.use))
    if (typeof facts === 'string') return facts
    em.emit({ type: 'EventCardRead', data: { facts } }, 'players')
    em.emit({ type: 'ChoiceAnswered', data: { kind: p.kind } }, 'players')
    runSteps(em, p.rest)
    return null
  },

  /** The overflow's space: one space of the neighbourhood holding doom (rulebook «Żetony zagłady», l.293–295). */
  ClearOverflowSpace(em, { data }) {
    const p = em.state.pending
    if (p?.kind !== 'overflow-space') return 'choice/not-asked'
    if (typeof data.space !== 'string' || !overflowCandidates(em.state, p.neighbourhood).includes(data.space)) return 'overflow/bad-space'
    em.emit({ type: 'ChoiceAnswered', data: { kind: p.kind } }, 'players')
    runSteps(em, [{ k: 'clear-space', space: data.space, source: p.source } as Step, ...p.rest])
    return null
  },

  /**
   * A new investigator at the end of the round (supplement §1.10), never one played before in this
   * game (§4.6) nor one barred from the series (l.702–705). None left to choose: the scenario is lost,
   * and with it an Inevitable series (l.709–712).
   */
  ChooseInvestigator(em, { data }) {
    const p = em.state.pending
    if (p?.kind !== 'new-investigator') return 'choice/not-asked'
    if (!isInt(data.player, 0, em.state.players.length - 1) || data.player !== p.player) return 'investigator/wrong-player'
    if (data.investigator === null) {
      em.emit({ type: 'ChoiceAnswered', data: { kind: p.kind } }, 'players')
      endGame(em, 'lost', 'no-investigator')
      return null
    }
    if (!isName(data.investigator)) return 'investigator/bad-name'
    const key = investigatorKey(data.investigator)
    if (em.state.used.some((i) => investigatorKey(i) === key)) return 'investigator/already-played'
    if (barredInSeries(em.state.series).some((i) => investigatorKey(i) === key)) {
      return refuse('series/investigator-barred', `${data.investigator.trim()} was defeated or devoured earlier in this series (rulebook «Tryb nieuniknionego»).`, { investigator: data.investigator.trim() })
    }
    em.emit({ type: 'InvestigatorJoined', data: { player: p.player, investigator: data.investigator.trim() } }, 'players')
    em.emit({ type: 'ChoiceAnswered', data: { kind: p.kind } }, 'players')
    runSteps(em, p.rest)
    return null
  },
}
