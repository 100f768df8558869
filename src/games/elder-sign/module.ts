import { defineModule, lazy, namesScreen, screen, strings } from '@/shell/module'
import { ICONS } from '@/shell/icons'
import { elderSign, type EsState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { contentKeys } from './ui/content'
import { describeCause, describeCommand, describeEvent, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGrouper } from './ui/log'
import { listSummary } from './ui/summary'
import { factsOf, useEsFactsStore } from './ui/ownerFacts'
import { esNames } from './ui/namesHook'

/** Elder Sign («Znak Starszych Bogów») for the shell. */
const module = defineModule({
  id: 'elder-sign', rules: elderSign,
  screens: [
    screen('table', ICONS.table, () => import('./ui/screens/TableView.vue')),
    screen('dice', ICONS.dice, () => import('./ui/screens/DiceView.vue'), (s: EsState) => s.status !== 'battle'),
    screen('entrance', ICONS.entrance, () => import('./ui/screens/EntranceView.vue'), (s: EsState) => s.status !== 'battle'),
    screen('battle', ICONS.battle, () => import('./ui/screens/BattleView.vue'), (s: EsState) => s.status === 'battle' || (s.outcome?.result === 'won' && s.outcome.how === 'battle')),
    namesScreen(),
  ],
  // Two string files make the namespace: the screens' (last: they win) and the event descriptions'.
  messages: {
    pl: strings(() => import('./i18n/events.pl.json'), () => import('./i18n/pl.json')),
    en: strings(() => import('./i18n/events.en.json'), () => import('./i18n/en.json')),
  },
  SetupForm: lazy(() => import('./ui/SetupForm.vue')), story: lazy(() => import('./ui/story')),
  describeEvent, describeCommand, describeCause, describePending, hidden: HIDDEN_EVENTS,
  logGrouper,
  listSummary, alerts: alertsFor, boardChanges, contentKeys, names: esNames,
  onCommitted(entry) {
    // What the owner told the app (an Ancient One's sheet, an adventure's locked die, a monster
    // token, a Mythos card) is kept on this device for the next games.
    void useEsFactsStore().remember(factsOf(entry.events))
  },
})

export default module
