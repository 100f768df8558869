import type { LoadedGame } from '@/shell/module'
import { ah3e, type Ah3eCommand, type Ah3eEvent, type Ah3eState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { contentKeys } from './ui/content'
import { ah3eNames } from './ui/namesHook'
import { describeCause, describeCommand, describeEvent, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGroups } from './ui/log'
import { factsOf, useAh3eFactsStore } from './ui/ownerFacts'
import { useAh3eSeriesStore } from './ui/series'
import { listSummary } from './ui/summary'

const messages = (l: 'pl' | 'en') => () => import(`./i18n/${l}.json`).then((m) => m.default as Record<string, string>)

/**
 * Arkham Horror 3rd edition with Under Dark Waves for the shell: the neighbourhood board (doom,
 * terror, the overflow's question, terror encounters), the Mythos phase (cup draws, event cards,
 * the cup and the event deck) and the Inevitable series record; rules, strings, the log, alerts,
 * the board-change list and the saved-games line; the names screen where the owner corrects any
 * component's name. The rules name the screen each question is
 * answered on (`AH3E_SCREENS`).
 */
const module: LoadedGame<Ah3eState, Ah3eCommand, Ah3eEvent> = {
  id: 'ah3e',
  rules: ah3e as LoadedGame<Ah3eState, Ah3eCommand, Ah3eEvent>['rules'],
  messages: { pl: messages('pl'), en: messages('en') },
  screens: [
    { id: 'board', labelKey: 'nav.board', icon: 'map', view: () => import('./ui/screens/BoardView.vue').then((m) => m.default) },
    { id: 'mythos', labelKey: 'nav.mythos', icon: 'mythos', view: () => import('./ui/screens/MythosView.vue').then((m) => m.default) },
    { id: 'series', labelKey: 'nav.series', icon: 'decks', view: () => import('./ui/screens/SeriesView.vue').then((m) => m.default), visible: (s) => s.series !== null },
    { id: 'names', labelKey: 'nav.names', icon: 'names', view: () => import('@/shell/views/NamesView.vue').then((m) => m.default) },
  ],
  SetupForm: () => import('./ui/SetupForm.vue').then((m) => m.default),
  story: () => import('./ui/story').then((m) => m.default),
  describeEvent,
  describeCommand,
  describeCause,
  describePending,
  hidden: HIDDEN_EVENTS,
  logGroups,
  listSummary,
  alerts: alertsFor,
  boardChanges,
  contentKeys,
  names: ah3eNames,
  onCommitted(entry, state) {
    // What the owner told the app (the sheet's facts, the terror set's size, the event cards) is
    // kept on this device for the next games; a finished game of a series keeps the series' record.
    const facts = factsOf(entry.events, state.scenario)
    if (Object.keys(facts.scenarios ?? {}).length || Object.keys(facts.titles ?? {}).length) void useAh3eFactsStore().remember(facts)
    if (entry.events.some((e) => e.type === 'GameEnded')) void useAh3eSeriesStore().keep(state)
  },
}

export default module
