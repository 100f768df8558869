import type { LoadedGame } from '@/shell/module'
import { cults, type CultsCommand, type CultsEvent, type CultsState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { describeCause, describeCommand, describeEvent, describeEvents, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGroups } from './ui/log'
import { listSummary } from './ui/summary'
import { factsOf, useCultsFactsStore } from './ui/ownerFacts'

const messages = (l: 'pl' | 'en') => () => import(`./i18n/${l}.json`).then((m) => m.default as Record<string, string>)

/** Cthulhu: Rise of the Cults for the shell, with the solo opponent run by the app. */
const module: LoadedGame<CultsState, CultsCommand, CultsEvent> = {
  id: 'cults',
  rules: cults as LoadedGame<CultsState, CultsCommand, CultsEvent>['rules'],
  messages: { pl: messages('pl'), en: messages('en') },
  screens: [
    { id: 'table', labelKey: 'nav.table', icon: 'table', view: () => import('./ui/screens/TableView.vue').then((m) => m.default) },
    { id: 'fight', labelKey: 'nav.fight', icon: 'battle', view: () => import('./ui/screens/FightView.vue').then((m) => m.default) },
    { id: 'npc', labelKey: 'nav.npc', icon: 'dice', view: () => import('./ui/screens/NpcView.vue').then((m) => m.default), visible: (s) => s.solo },
    { id: 'cards', labelKey: 'nav.cards', icon: 'decks', view: () => import('./ui/screens/CardsView.vue').then((m) => m.default) },
    { id: 'score', labelKey: 'nav.score', icon: 'mythos', view: () => import('./ui/screens/ScoreView.vue').then((m) => m.default) },
  ],
  SetupForm: () => import('./ui/SetupForm.vue').then((m) => m.default),
  story: () => import('./ui/story').then((m) => m.default),
  describeEvent,
  describeEvents,
  describeCommand,
  describeCause,
  describePending,
  hidden: HIDDEN_EVENTS,
  logGroups,
  listSummary,
  alerts: alertsFor,
  boardChanges,
  onCommitted(entry) {
    // The layouts, Dominance spaces, the opponent's deck and the cards the owner entered are kept on this device.
    const f = factsOf(entry.events)
    if (Object.keys(f).length) void useCultsFactsStore().remember(f)
  },
}

export default module
