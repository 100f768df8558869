import type { LogEntry } from '@/core'
import type { LogGroup, LogGrouper } from '@/shell/module'
import type { Ah2eCommand, Ah2eEvent, Phase } from '../rules'
import { t } from './i18n'

type Entry = LogEntry<Ah2eCommand, Ah2eEvent>

/** Events the log and the announcements leave out: steps of the Mythos phase's bookkeeping. */
export const HIDDEN_EVENTS: ReadonlySet<string> = new Set(['MythosStepReached', 'MythosMovesPlanned'])

/**
 * Entries grouped by turn and phase, in order; the phase is tracked from the events themselves.
 * Once the Ancient One has awoken, the entries go under the final battle (not the phase it woke in).
 */
export function logGrouper(): LogGrouper<Ah2eCommand, Ah2eEvent> {
  const out: (LogGroup<Ah2eCommand, Ah2eEvent> & { turn: number; phase: Phase | 'setup' })[] = []
  let turn = 0
  let phase: Phase | 'setup' = 'setup'
  let battle = false
  const add = (e: Entry): void => {
    if (battle) {
      if (out.at(-1)?.key !== 'battle') out.push({ key: 'battle', label: t('log.battle'), turn, phase, items: [] })
      out.at(-1)!.items.push(e)
      return
    }
    const startTurn = turn
    const startPhase = phase
    for (const ev of e.events) {
      if (ev.type === 'GameSetUp') { turn = 1; phase = 'setup' }
      else if (ev.type === 'PhaseAdvanced') { phase = ev.data.phase; turn = ev.data.turn }
      else if (ev.type === 'MythosCardDrawn') phase = ev.data.setup ? 'setup' : 'mythos'
    }
    const gTurn = e.command.type === 'DrawMythosCard' || e.command.type === 'AdvancePhase' ? turn : startTurn || turn
    const gPhase = e.command.type === 'DrawMythosCard' || e.command.type === 'AdvancePhase' ? phase : startPhase
    const key = `${gTurn}:${gPhase}`
    if (out.at(-1)?.key !== key) {
      // Worded when shown (the Log shows a page of a 58,000-entry log, not its 13,000 headings).
      out.push({ key, get label() { return gPhase === 'setup' ? t('log.setup') : t('log.group', { turn: gTurn, phase: t(`phase.${gPhase}`) }) }, turn: gTurn, phase: gPhase, items: [] })
    }
    out.at(-1)!.items.push(e)
    for (const ev of e.events) {
      if (ev.type === 'MythosPhaseEnded') { turn = ev.data.nextTurn; phase = 'upkeep' }
      if (ev.type === 'AncientOneAwakened') battle = true
    }
  }
  return { add, groups: out }
}

