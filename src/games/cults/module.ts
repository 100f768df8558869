import { defineModule, lazy, roundLaidOnBoard, screen } from '@/shell/module'
import { ICONS } from '@/shell/icons'
import { cults, type CultsState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { describeCause, describeCommand, describeEvent, describeEvents, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGrouper } from './ui/log'
import { listSummary } from './ui/summary'
import { factsOf, useCultsFactsStore } from './ui/ownerFacts'

/** Cthulhu: Rise of the Cults for the shell, with the solo opponent run by the app. */
const module = defineModule({
  id: 'cults', rules: cults,
  screens: [
    screen('table', ICONS.table, () => import('./ui/screens/TableView.vue')),
    screen('fight', ICONS.battle, () => import('./ui/screens/FightView.vue')),
    screen('npc', ICONS.dice, () => import('./ui/screens/NpcView.vue'), (s: CultsState) => s.solo),
    screen('cards', ICONS.decks, () => import('./ui/screens/CardsView.vue')),
    screen('score', ICONS.mythos, () => import('./ui/screens/ScoreView.vue')),
  ],
  messages: { pl: lazy(() => import('./i18n/pl.json')), en: lazy(() => import('./i18n/en.json')) },
  SetupForm: lazy(() => import('./ui/SetupForm.vue')), story: lazy(() => import('./ui/story')),
  describeEvent, describeEvents, describeCommand, describeCause, describePending, hidden: HIDDEN_EVENTS,
  logGrouper,
  // No content packs, no names screen: the cards' text is what the owner enters during play.
  listSummary, alerts: alertsFor, boardChanges,
  // «Ukrycie zrobione»: the round is laid on the board; the City card's lines start the next list (every phone).
  boardSettles: roundLaidOnBoard('hiding'),
  onCommitted(entry) {
    // The layouts, Dominance spaces, the opponent's deck and the cards the owner entered are kept on this device.
    const f = factsOf(entry.events)
    if (Object.keys(f).length) void useCultsFactsStore().remember(f)
  },
})

export default module
