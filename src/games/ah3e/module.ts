import type { LoadedGame } from '@/shell/module'
import { ah3e, type Ah3eCommand, type Ah3eEvent, type Ah3eState } from './rules'
import { alertsFor } from './ui/alerts'
import { contentKeys } from './ui/content'
import { describeCause, describeCommand, describeEvent, describePending } from './ui/describe'
import { HIDDEN_EVENTS, logGroups } from './ui/log'
import { factsOf, useAh3eFactsStore } from './ui/ownerFacts'
import { listSummary } from './ui/summary'

const messages = (l: 'pl' | 'en') => () => import(`./i18n/${l}.json`).then((m) => m.default as Record<string, string>)

/**
 * Arkham Horror 3rd edition with Under Dark Waves for the shell: rules, strings, the log, alerts
 * and the saved-games line. The screens and the setup form are still to be built: the rules name
 * the screens their questions are answered on (`AH3E_SCREENS`: board, mythos, series).
 */
const module: LoadedGame<Ah3eState, Ah3eCommand, Ah3eEvent> = {
  id: 'ah3e',
  rules: ah3e as LoadedGame<Ah3eState, Ah3eCommand, Ah3eEvent>['rules'],
  messages: { pl: messages('pl'), en: messages('en') },
  screens: [],
  SetupForm: () => Promise.reject(new Error('The AH3e setup form is not built yet.')),
  describeEvent,
  describeCommand,
  describeCause,
  describePending,
  hidden: HIDDEN_EVENTS,
  logGroups,
  listSummary,
  alerts: alertsFor,
  contentKeys,
  onCommitted(entry) {
    // What the owner told the app (the sheet's facts, the terror set's size, the event cards) is
    // kept on this device for the next games.
    void useAh3eFactsStore().remember(factsOf(entry.events))
  },
}

export default module
