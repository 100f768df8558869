import { defineModule, lazy, screen } from '@/shell/module'
import { cults, type CultsState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { describeCause, describeCommand, describeEvent, describeEvents, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGrouper, logGroups } from './ui/log'
import { listSummary } from './ui/summary'
import { factsOf, useCultsFactsStore } from './ui/ownerFacts'

/** Cthulhu: Rise of the Cults for the shell, with the solo opponent run by the app. */
const module = defineModule({
  id: 'cults',
  rules: cults,
  messages: { pl: lazy(() => import('./i18n/pl.json')), en: lazy(() => import('./i18n/en.json')) },
  screens: [
    screen('table', 'table', () => import('./ui/screens/TableView.vue')),
    screen('fight', 'battle', () => import('./ui/screens/FightView.vue')),
    screen('npc', 'dice', () => import('./ui/screens/NpcView.vue'), (s: CultsState) => s.solo),
    screen('cards', 'decks', () => import('./ui/screens/CardsView.vue')),
    screen('score', 'mythos', () => import('./ui/screens/ScoreView.vue')),
  ],
  SetupForm: lazy(() => import('./ui/SetupForm.vue')),
  story: lazy(() => import('./ui/story')),
  describeEvent,
  describeEvents,
  describeCommand,
  describeCause,
  describePending,
  hidden: HIDDEN_EVENTS,
  logGroups,
  logGrouper,
  listSummary,
  alerts: alertsFor,
  boardChanges,
  onCommitted(entry) {
    // The layouts, Dominance spaces, the opponent's deck and the cards the owner entered are kept on this device.
    const f = factsOf(entry.events)
    if (Object.keys(f).length) void useCultsFactsStore().remember(f)
  },
})

export default module
