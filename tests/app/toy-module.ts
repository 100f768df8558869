import { defineComponent, h } from 'vue'
import type { LoadedGame } from '@/shell/module'
import { ICONS } from '@/shell/icons'
import type { GameManifest } from '@/app/registry'
import { toyRules, type ToyCommand, type ToyEvent, type ToyState } from '../core/toy-game'

/** The toy game as a module for the shell: two strings, one screen, a setup form that creates at once. */
export const toyModule: LoadedGame<ToyState, ToyCommand, ToyEvent> = {
  id: 'toy-race',
  rules: toyRules as LoadedGame<ToyState, ToyCommand, ToyEvent>['rules'],
  messages: {
    pl: async () => ({ 'nav.board': 'Plansza', 'ev.rolled': 'Wypadło {face}', 'choice': 'Zbierz czy dalej?' }),
    en: async () => ({ 'nav.board': 'Board', 'ev.rolled': 'Rolled {face}', 'choice': 'Bank or push on?' }),
  },
  screens: [{ id: 'board', labelKey: 'nav.board', icon: ICONS.table, view: async () => defineComponent({ render: () => h('p', { 'data-testid': 'toy-board' }, 'toy board') }) }],
  SetupForm: async () => defineComponent({ props: ['create'], render: () => h('p', 'toy setup') }),
  describeEvent: (e) => (e.type === 'DieRolled' ? `Rolled ${e.data.face}` : e.type),
  describeCommand: (c) => `Toy ${c.type}`,
  describeCause: (c) => c ?? '',
  describePending: () => 'Bank or push on?',
  hidden: new Set(['ChoiceOpened']),
  logGroups: (entries) => [{ key: 'all', label: 'The race', items: [...entries] }],
  listSummary: (s) => ({ parts: [{ pl: `Suma ${s.total}/${s.target}`, en: `Total ${s.total}/${s.target}` }], status: { pl: s.status === 'won' ? 'Wygrana' : 'W grze', en: s.status === 'won' ? 'Won' : 'Playing' }, ended: s.status === 'won' }),
  boardChanges: (before, after) => [
    ...(before.total !== after.total ? [{ key: 'total', icon: 'marker' as const, text: `Marker to ${after.total}` }] : []),
    ...(before.banked !== after.banked ? [{ key: 'bank', icon: 'token' as const, text: `Bank: ${after.banked}`, parts: ['banked'] }] : []),
  ],
  alerts: (entry) => (entry.events.some((e) => e.type === 'RaceWon') ? [{ kind: 'won', severity: 'info', title: 'Won!', body: 'The race is won.' }] : []),
}

export const toyManifest: GameManifest = {
  id: 'toy-race',
  title: { pl: 'Wyścig (test)', en: 'Race (test)' },
  blurb: { pl: 'Gra tylko do testów.', en: 'A test-only game.' },
  loadRules: async () => toyRules as never,
  load: async () => toyModule as unknown as LoadedGame,
}
