import type { EsEvent } from './events'
import { type Folds, withInvestigator } from './evolve-base'
import type { EsState } from './state'

function foldDoomAdded(s: EsState, event: Extract<EsEvent, { type: 'DoomAdded' | 'DoomRemoved' | 'DoomCorrected' }>): EsState {
  s.doom = event.data.to
  return s
}

function foldElderSignsAdded(s: EsState, event: Extract<EsEvent, { type: 'ElderSignsAdded' | 'ElderSignsRemoved' | 'ElderSignsCorrected' }>): EsState {
  s.elderSigns = event.data.to
  return s
}

/** The event types this table folds. */
type Handled =
  | 'DoomAdded' | 'DoomRemoved' | 'DoomCorrected' | 'ElderSignsAdded' | 'ElderSignsRemoved'
  | 'ElderSignsCorrected' | 'ClockAdvanced' | 'ClockCorrected' | 'MidnightStruck' | 'MidnightEnded'
  | 'MythosDrawn' | 'MythosDiscarded' | 'MythosReplaced' | 'PersistentMythosEnded' | 'DailyAbilitiesRefreshed'
  | 'DailyAbilityUsed' | 'DailyAbilityCorrected'
/** Doom, Elder Signs, the clock and midnight, the Mythos cards and the daily abilities. */
export const clockFolds: Pick<Folds, Handled> = {
  DoomAdded: foldDoomAdded,
  DoomRemoved: foldDoomAdded,
  DoomCorrected: foldDoomAdded,
  ElderSignsAdded: foldElderSignsAdded,
  ElderSignsRemoved: foldElderSignsAdded,
  ElderSignsCorrected: foldElderSignsAdded,
  ClockAdvanced(s, event) {
    s.clock = event.data.to
    if (event.data.to === 'XII') s.turn = { ...s.turn, midnights: s.turn.midnights + 1 }
    return s
  },
  ClockCorrected(s, event) {
    s.clock = event.data.to
    return s
  },
  MidnightStruck(s) {
    s.midnight = true
    return s
  },
  MidnightEnded(s) {
    s.midnight = false
    s.turn = { ...s.turn, midnights: 0 }
    return s
  },
  MythosDrawn(s, event) {
    s.mythos = { id: event.data.mythos, card: event.data.card }
    s.mythosDrawn += 1
    s.next = { ...s.next, mythos: s.next.mythos + 1 }
    return s
  },
  MythosDiscarded(s, event) {
    if (event.data.persists && s.mythos) s.persistingMythos = [...s.persistingMythos, s.mythos]
    if (s.mythos?.id === event.data.mythos) s.mythos = null
    return s
  },
  MythosReplaced(s, event) {
    s.mythos = { id: event.data.mythos, card: event.data.card }
    s.next = { ...s.next, mythos: s.next.mythos + 1 }
    return s
  },
  PersistentMythosEnded(s, event) {
    s.persistingMythos = s.persistingMythos.filter((m) => m.id !== event.data.mythos)
    return s
  },
  DailyAbilitiesRefreshed(s) {
    s.players = s.players.map((p) => (p.investigator?.usedToday ? { ...p, investigator: { ...p.investigator, usedToday: false } } : p))
    return s
  },
  DailyAbilityUsed(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, usedToday: true }))
  },
  DailyAbilityCorrected(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, usedToday: event.data.used }))
  },
}
