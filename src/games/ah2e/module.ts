import { defineModule, lazy, screen, type ListSummary } from '@/shell/module'
import { ICONS } from '@/shell/icons'
import type { LocalText } from '@/i18n'
import { ah2e, type Ah2eState } from './rules'
import { ah2eFullData } from './data/full'
import { alertsFor, formatAlert } from './ui/alerts'
import { boardChanges } from './ui/board'
import { contentKeys } from './ui/content'
import { describeCause, describeCommand, describeEvent, describeEvents } from './ui/describe'
import { t, tIn } from './ui/i18n'
import { HIDDEN_EVENTS, logGrouper } from './ui/log'
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
const module = defineModule({
  id: 'ah2e', rules: ah2e,
  screens: [
    screen('table', ICONS.table, () => import('./ui/screens/TableView.vue')),
    screen('mythos', ICONS.mythos, () => import('./ui/screens/MythosView.vue')),
    screen('battle', ICONS.battle, () => import('./ui/screens/BattleView.vue'), (s: Ah2eState) => s.status !== 'playing'),
    screen('map', ICONS.map, () => import('./ui/screens/MapView.vue')),
    screen('decks', ICONS.decks, () => import('./ui/screens/DecksView.vue')),
  ],
  messages: { pl: lazy(() => import('./i18n/pl.json')), en: lazy(() => import('./i18n/en.json')) },
  SetupForm: lazy(() => import('./ui/SetupForm.vue')), story: lazy(() => import('./ui/story')),
  // The log's words: events (a run of alike ones joined), commands, causes, the pending question.
  describeEvent, describeEvents, describeCommand, describeCause, describePending: (p) => t(`ev.PendingChoiceOpened.${p.kind}`),
  hidden: HIDDEN_EVENTS,
  logGrouper,
  listSummary,
  alerts: (entry, state) => alertsFor(entry.events, ah2eFullData).map((a) => formatAlert(a, state)),
  // The board-change list, the keys of a content pack, the names screen.
  boardChanges, contentKeys, names: ah2eNames,
  onCommitted(entry) {
    // Facts the owner filled in during play are kept on the device for the next games.
    const monsters = entry.events.flatMap((e) => (e.type === 'MonsterKindDefined' ? [e.data.kind] : []))
    const arrows = entry.events.flatMap((e) => (e.type === 'ArrowDefined' ? [e.data] : []))
    if (monsters.length || arrows.length) void useOwnerFactsStore().remember({ monsters, arrows })
  },
})

export default module
