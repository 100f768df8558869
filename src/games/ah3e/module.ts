import { defineModule, lazy, namesScreen, screen } from '@/shell/module'
import { ICONS } from '@/shell/icons'
import { ah3e, type Ah3eState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges, roundLaid } from './ui/board'
import { contentKeys } from './ui/content'
import { ah3eNames } from './ui/namesHook'
import { describeCause, describeCommand, describeEvent, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGrouper } from './ui/log'
import { factsOf, useAh3eFactsStore } from './ui/ownerFacts'
import { useAh3eSeriesStore } from './ui/series'
import { listSummary } from './ui/summary'

/**
 * Arkham Horror 3rd edition with Under Dark Waves for the shell: the neighbourhood board (doom,
 * terror, the overflow's question, terror encounters), the Mythos phase (cup draws, event cards,
 * the cup and the event deck) and the Inevitable series record; rules, strings, the log, alerts,
 * the board-change list and the saved-games line; the names screen where the owner corrects any
 * component's name. The rules name the screen each question is
 * answered on (`AH3E_SCREENS`).
 */
const module = defineModule({
  id: 'ah3e', rules: ah3e,
  screens: [
    screen('board', ICONS.map, () => import('./ui/screens/BoardView.vue')),
    screen('mythos', ICONS.mythos, () => import('./ui/screens/MythosView.vue')),
    screen('series', ICONS.decks, () => import('./ui/screens/SeriesView.vue'), (s: Ah3eState) => s.series !== null),
    namesScreen(),
  ],
  messages: { pl: lazy(() => import('./i18n/pl.json')), en: lazy(() => import('./i18n/en.json')) },
  SetupForm: lazy(() => import('./ui/SetupForm.vue')), story: lazy(() => import('./ui/story')),
  describeEvent, describeCommand, describeCause, describePending, hidden: HIDDEN_EVENTS,
  logGrouper,
  listSummary, alerts: alertsFor, boardChanges, contentKeys, names: ah3eNames,
  // «Koniec fazy mitów»: the round is laid on the board (every phone's «Na planszy» empties).
  boardSettles: roundLaid,
  onCommitted(entry, state) {
    // What the owner told the app (the sheet's facts, the terror set's size, the event cards) is
    // kept on this device for the next games; a finished game of a series keeps the series' record.
    const facts = factsOf(entry.events, state.scenario)
    if (Object.keys(facts.scenarios ?? {}).length || Object.keys(facts.titles ?? {}).length) void useAh3eFactsStore().remember(facts)
    if (entry.events.some((e) => e.type === 'GameEnded')) void useAh3eSeriesStore().keep(state)
  },
})

export default module
