import type { LoadedGame, ListSummary } from '@/shell/module'
import type { LocalText } from '@/i18n'
import { ah2e, type Ah2eCommand, type Ah2eEvent, type Ah2eState } from './rules'
import { ah2eFullData } from './data/full'
import { alertsFor, formatAlert } from './ui/alerts'
import { boardChanges } from './ui/board'
import { contentKeys } from './ui/content'
import { describeCause, describeCommand, describeEvent, describeEvents } from './ui/describe'
import { t, tIn } from './ui/i18n'
import { HIDDEN_EVENTS, logGroups } from './ui/log'
import { useOwnerFactsStore } from './ui/ownerFacts'
import { componentNames } from './ui/names'
import { ah2eNames } from './ui/namesHook'

const both = (key: string, params?: Record<string, string | number>): LocalText => ({ pl: tIn('pl', key, params), en: tIn('en', key, params) })

/** «Tura 5 · 4 graczy · Zagłada 3/12», under the Ancient One's name, in both languages. */
function listSummary(s: Ah2eState): ListSummary {
  return {
    parts: [
      componentNames(`ancientOnes/${s.ancientOne}`) ?? { pl: s.ancientOne, en: s.ancientOne },
      both('games.players', { n: s.players }),
      both('summary.doom', { n: s.doom, max: s.doomMax }),
      both('games.turn', { n: s.turn }),
    ],
    status: both(`status.${s.status}`),
    ended: s.status === 'won' || s.status === 'lost',
  }
}

/** Arkham Horror 2e (+ Innsmouth Horror) for the shell. */
const module: LoadedGame<Ah2eState, Ah2eCommand, Ah2eEvent> = {
  id: 'ah2e',
  rules: ah2e as LoadedGame<Ah2eState, Ah2eCommand, Ah2eEvent>['rules'],
  messages: {
    pl: () => import('./i18n/pl.json').then((m) => m.default),
    en: () => import('./i18n/en.json').then((m) => m.default),
  },
  screens: [
    { id: 'table', labelKey: 'nav.table', icon: 'table', view: () => import('./ui/screens/TableView.vue').then((m) => m.default) },
    { id: 'mythos', labelKey: 'nav.mythos', icon: 'mythos', view: () => import('./ui/screens/MythosView.vue').then((m) => m.default) },
    { id: 'battle', labelKey: 'nav.battle', icon: 'battle', view: () => import('./ui/screens/BattleView.vue').then((m) => m.default), visible: (s) => s.status !== 'playing' },
    { id: 'map', labelKey: 'nav.map', icon: 'map', view: () => import('./ui/screens/MapView.vue').then((m) => m.default) },
    { id: 'decks', labelKey: 'nav.decks', icon: 'decks', view: () => import('./ui/screens/DecksView.vue').then((m) => m.default) },
  ],
  SetupForm: () => import('./ui/SetupForm.vue').then((m) => m.default),
  story: () => import('./ui/story').then((m) => m.default),
  describeEvent,
  describeEvents,
  describeCommand,
  describeCause,
  describePending: (p) => t(`ev.PendingChoiceOpened.${p.kind}`),
  hidden: HIDDEN_EVENTS,
  logGroups,
  listSummary,
  alerts: (entry, state) => alertsFor(entry.events, ah2eFullData).map((a) => formatAlert(a, state)),
  boardChanges,
  contentKeys,
  names: ah2eNames,
  onCommitted(entry) {
    // Facts the owner filled in during play are kept on the device for the next games.
    const monsters = entry.events.flatMap((e) => (e.type === 'MonsterKindDefined' ? [e.data.kind] : []))
    const arrows = entry.events.flatMap((e) => (e.type === 'ArrowDefined' ? [e.data] : []))
    if (monsters.length || arrows.length) void useOwnerFactsStore().remember({ monsters, arrows })
  },
}

export default module
