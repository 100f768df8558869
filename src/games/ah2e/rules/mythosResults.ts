import type { Ah2eEvent } from './events'
import type { Ah2eState, MythosPhaseResults } from './state'

/**
 * The Mythos phase the screens show (rulebook «Faza V: Mity»): the last card drawn and what it did,
 * through every question it asked and after the last answer, until the players move the game on (a
 * new phase: `PhaseAdvanced`; after an awakening, the final battle's first round: no Mythos phase
 * comes any more). Kept in the state as the events are folded, so a screen reads it without loading
 * the game's log (MYTHOS-RESULTS-01).
 *
 * What belongs to it is what the commands that resolve the card recorded — the draw (a setup draw
 * with its redraws) and each answer — and nothing another command did in between (a move, a clue
 * +1 while the question waits). The fold sees events, not commands, so it tells them apart by the
 * flow: while a question waits only its answer continues the card; while the card resolves every
 * event is the card's; once it is done (the phase ended, the card set aside, the Ancient One woke)
 * only the rules' own follow-ups (`rule/…`) of the same command still come, and the first other
 * event closes it. The bookkeeping steps the screens never show are not kept.
 */
const NOT_SHOWN: ReadonlySet<Ah2eEvent['type']> = new Set(['MythosStepReached', 'MythosMovesPlanned', 'PendingChoiceAnswered'])

/** A setup draw set aside for a redraw: the app draws the next card in the same command (a physical one is the players' next command). */
const SETUP_REDRAW = new Set(['rumor-at-setup', 'no-gate-at-setup'])

export function trackMythosPhase(before: Ah2eState, after: Ah2eState, e: Ah2eEvent): Ah2eState {
  const cur = before.mythosPhase ?? null
  if (e.type === 'PhaseAdvanced' || e.type === 'BattleRoundStarted') return cur ? withResults(after, null) : after
  if (e.type === 'MythosCardDrawn') {
    const last = cur?.events.at(-1)
    const redraw = !!cur && !cur.done && cur.virtual && !e.data.physical && last?.type === 'MythosCardSetAside' && SETUP_REDRAW.has(last.data.reason)
    return withResults(after, { cardId: e.data.cardId, virtual: !e.data.physical, events: redraw ? [...cur.events, e] : [e] })
  }
  if (!cur || cur.done) return after
  if (before.pending) {
    if (e.type === 'PendingChoiceAnswered') return after
    // Another command while the question waits: left out; if it ended the question (the Ancient One woke), the card is done.
    return after.pending ? after : withResults(after, { ...cur, done: true })
  }
  const mine = before.mythos !== null || (e.cause ?? '').startsWith('rule/')
  if (!mine) return withResults(after, { ...cur, done: true })
  return NOT_SHOWN.has(e.type) ? after : withResults(after, { ...cur, events: [...cur.events, e] })
}

function withResults(s: Ah2eState, r: MythosPhaseResults | null): Ah2eState {
  if (r) return { ...s, mythosPhase: r }
  if (!('mythosPhase' in s)) return s
  const out = { ...s }
  delete out.mythosPhase
  return out
}
