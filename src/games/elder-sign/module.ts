import { defineModule, lazy, namesScreen, screen } from '@/shell/module'
import { elderSign, type EsState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { contentKeys } from './ui/content'
import { describeCause, describeCommand, describeEvent, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGrouper, logGroups } from './ui/log'
import { listSummary } from './ui/summary'
import { factsOf, useEsFactsStore } from './ui/ownerFacts'
import { esNames } from './ui/namesHook'

/** Two string files make the namespace: the screens' and the event descriptions'. */
const messages = (l: 'pl' | 'en') => () =>
  Promise.all([import(`./i18n/${l}.json`), import(`./i18n/events.${l}.json`)]).then(([a, b]) => ({ ...b.default, ...a.default }) as Record<string, string>)

/** Elder Sign («Znak Starszych Bogów») for the shell. */
const module = defineModule({
  id: 'elder-sign',
  rules: elderSign,
  messages: { pl: messages('pl'), en: messages('en') },
  screens: [
    screen('table', 'table', () => import('./ui/screens/TableView.vue')),
    screen('dice', 'dice', () => import('./ui/screens/DiceView.vue'), (s: EsState) => s.status !== 'battle'),
    screen('entrance', 'entrance', () => import('./ui/screens/EntranceView.vue'), (s: EsState) => s.status !== 'battle'),
    screen('battle', 'battle', () => import('./ui/screens/BattleView.vue'), (s: EsState) => s.status === 'battle' || (s.outcome?.result === 'won' && s.outcome.how === 'battle')),
    namesScreen(),
  ],
  SetupForm: lazy(() => import('./ui/SetupForm.vue')),
  story: lazy(() => import('./ui/story')),
  describeEvent,
  describeCommand,
  describeCause,
  describePending,
  hidden: HIDDEN_EVENTS,
  logGroups,
  logGrouper,
  listSummary,
  alerts: alertsFor,
  boardChanges,
  contentKeys,
  names: esNames,
  onCommitted(entry) {
    // What the owner told the app (an Ancient One's sheet, an adventure's locked die, a monster
    // token, a Mythos card) is kept on this device for the next games.
    void useEsFactsStore().remember(factsOf(entry.events))
  },
})

export default module
