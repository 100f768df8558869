import type { LoadedGame } from '@/shell/module'
import { elderSign, type EsCommand, type EsEvent, type EsState } from './rules'
import { alertsFor } from './ui/alerts'
import { boardChanges } from './ui/board'
import { contentKeys } from './ui/content'
import { describeCause, describeCommand, describeEvent, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGroups } from './ui/log'
import { listSummary } from './ui/summary'
import { factsOf, useEsFactsStore } from './ui/ownerFacts'
import { esNames } from './ui/namesHook'

/** Two string files make the namespace: the screens' and the event descriptions'. */
const messages = (l: 'pl' | 'en') => () =>
  Promise.all([import(`./i18n/${l}.json`), import(`./i18n/events.${l}.json`)]).then(([a, b]) => ({ ...b.default, ...a.default }) as Record<string, string>)

/** Elder Sign («Znak Starszych Bogów») for the shell. */
const module: LoadedGame<EsState, EsCommand, EsEvent> = {
  id: 'elder-sign',
  rules: elderSign as LoadedGame<EsState, EsCommand, EsEvent>['rules'],
  messages: { pl: messages('pl'), en: messages('en') },
  screens: [
    { id: 'table', labelKey: 'nav.table', icon: 'table', view: () => import('./ui/screens/TableView.vue').then((m) => m.default) },
    { id: 'dice', labelKey: 'nav.dice', icon: 'dice', view: () => import('./ui/screens/DiceView.vue').then((m) => m.default), visible: (s) => s.status !== 'battle' },
    { id: 'entrance', labelKey: 'nav.entrance', icon: 'entrance', view: () => import('./ui/screens/EntranceView.vue').then((m) => m.default), visible: (s) => s.status !== 'battle' },
    { id: 'battle', labelKey: 'nav.battle', icon: 'battle', view: () => import('./ui/screens/BattleView.vue').then((m) => m.default), visible: (s) => s.status === 'battle' || (s.outcome?.result === 'won' && s.outcome.how === 'battle') },
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
  names: esNames,
  onCommitted(entry) {
    // What the owner told the app (an Ancient One's sheet, an adventure's locked die, a monster
    // token, a Mythos card) is kept on this device for the next games.
    void useEsFactsStore().remember(factsOf(entry.events))
  },
}

export default module
