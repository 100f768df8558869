/**
 * The Elder Sign texts (UI-ES-*): every event, command, cause and pending choice reads as a sentence
 * in Polish and English; the refusal codes are translated; table alerts come in causal order; the
 * games-list line has the Polish plural forms; the log is grouped by turn and phase.
 *
 * The game module is not registered yet, so the `elder-sign` namespace is registered here from the
 * two event files (the module will merge them with the screens' strings).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createRng, execute, newSession, type LogEntry, type Session } from '@/core'
import { elderSignData } from '@/games/elder-sign/data'
import { elderSign, MESSAGES, pendingOf, type EsCommand, type EsCommandType, type EsEvent, type EsState } from '@/games/elder-sign/rules'
import { esChecks } from '@/games/elder-sign/rules/checks'
import { TASK_MESSAGES } from '@/games/elder-sign/rules/tasks'
import en from '@/games/elder-sign/i18n/events.en.json'
import pl from '@/games/elder-sign/i18n/events.pl.json'
import { alertsFor } from '@/games/elder-sign/ui/alerts'
import { annotateLog, describeCause, describeCommand, describeEvent, describePending, effectText, HIDDEN_EVENTS, PENDING_KINDS } from '@/games/elder-sign/ui/describe'
import { errorText, t } from '@/games/elder-sign/ui/i18n'
import esModule from '@/games/elder-sign/module'
import { adventureFinder, adventureLabel, ancientOneName, dieName, investigatorName, playerName, requirementsText } from '@/games/elder-sign/ui/names'
import { listSummary } from '@/games/elder-sign/ui/summary'
import { loadLocale, locale, registerNamespace, type Locale } from '@/i18n'
import { format, placeholdersOf } from '@/i18n/format'
import { clock, given, mythos, type S } from './harness'

const logGroups = esModule.logGroups

type Entry = LogEntry<EsCommand, EsEvent>
type Dict = Record<string, string>
const PL = pl as Dict
const EN = en as Dict
const LANGS: readonly Locale[] = ['pl', 'en']

beforeAll(async () => {
  await registerNamespace('elder-sign', { pl: async () => PL, en: async () => EN })
  await Promise.all([loadLocale('pl'), loadLocale('en')])
})

function inLocale<T>(l: Locale, f: () => T): T {
  const before = locale.value
  locale.value = l
  try {
    return f()
  } finally {
    locale.value = before
  }
}

/** Why a text is not a finished sentence in the UI, or null. */
function badSentence(text: string): string | null {
  if (!text) return 'empty'
  if (/\{[^}]*\}/.test(text)) return 'placeholder left'
  if (text.includes('#')) return '# left'
  if (/undefined|\bnull\b|\[object|NaN/.test(text)) return 'undefined/null'
  if (/\b(ev|cmd|cause|pending|alert|log|summary|status|effect|name|face|item|colour|phase|err)\.[A-Za-z]/.test(text)) return 'raw key'
  if (!/^[\p{Lu}„“"]/u.test(text)) return 'does not start with a capital'
  if (!/[.!?]$/.test(text)) return 'does not end a sentence'
  return null
}

/** A label (command name, cause, heading): no key, no placeholder, no stray value. */
function badLabel(text: string): string | null {
  if (!text) return 'empty'
  if (/\{[^}]*\}/.test(text) || text.includes('#')) return 'placeholder left'
  if (/undefined|\bnull\b|\[object|NaN/.test(text)) return 'undefined/null'
  if (/\b(ev|cmd|cause|pending|alert|log|summary|status|effect|name|face|item|colour|phase|err)\.[A-Za-z]/.test(text)) return 'raw key'
  return null
}

// ---------------------------------------------------------------------------------------------
// Random games with the rules' own sampler (as the conformance kit plays them).

interface Played {
  sessions: Session<EsState, EsCommand, EsEvent>[]
  examples: Map<string, { e: EsEvent; state: EsState; entries: readonly Entry[] }[]>
  causes: Set<string>
  commands: Map<string, EsCommand>
  pendingKinds: Set<string>
}

function playRandom(games: number, steps: number): Played {
  const out: Played = { sessions: [], examples: new Map(), causes: new Set(), commands: new Map(), pendingKinds: new Set() }
  for (let g = 0; g < games; g++) {
    const rng = createRng(`ui-text:${g}`)
    let s = newSession(elderSign, `ui-text-${g}`) as Session<EsState, EsCommand, EsEvent>
    const r0 = execute(elderSign, s, elderSign.setupCommand(elderSign.sampleSetup(rng)))
    if (!r0.ok) throw new Error(r0.error.code)
    s = r0.value.session
    for (let i = 0; i < steps; i++) {
      const options = elderSign.sample(s.state, rng)
      if (options.length === 0) break
      const r = execute(elderSign, s, rng.pick(options))
      if (!r.ok) continue
      s = r.value.session
      const p = pendingOf(s.state)
      if (p) out.pendingKinds.add(p.kind)
    }
    out.sessions.push(s)
    for (const entry of s.entries) {
      const c = out.commands.get(entry.command.type)
      if (!c) out.commands.set(entry.command.type, entry.command)
      for (const e of entry.events) {
        if (e.cause) out.causes.add(e.cause)
        const list = out.examples.get(e.type) ?? []
        if (list.length < 6) list.push({ e, state: s.state, entries: s.entries })
        out.examples.set(e.type, list)
      }
    }
  }
  return out
}

let played: Played
const played$ = () => (played ??= playRandom(120, 320))

// ---------------------------------------------------------------------------------------------
// One event of every type, built by hand: the map's type makes it list every event type.

const token = { id: 'm4', name: null, requires: [{ lore: 1 as const }, { investigation: 3 }], trophies: 2, lockedDie: 'green' as const, mask: false, backEffect: 'each-investigator:sanity-1' }
const joined = { id: 'amanda-sharpe', sanity: 5, stamina: 5, clues: 1, items: { commonItem: 0, uniqueItem: 1, spell: 1, ally: 0 }, toPick: 2 }
const EVERY_EVENT: { [K in EsEvent['type']]: Extract<EsEvent, { type: K }>[] } = {
  GameSetUp: [{
    type: 'GameSetUp',
    data: {
      seed: 's', players: [{ name: 'Player 1', investigator: joined, drawn: true }, { name: 'Ola', investigator: { ...joined, id: 'sister-mary' }, drawn: false }],
      ancientOne: { id: 'yig', doomTrack: 8, monsterSpaces: [3, 6], elderSignLimit: 10, combatTask: [{ lore: 1 }], awakeningEndsGame: false, monstersAddTerror: false },
      ancientOneDrawn: true, ownerFacts: { ancientOne: {}, adventureLocks: {} }, firstPlayer: 1, firstPlayerDrawn: true, adventureDeck: [], otherWorldDeck: [], cup: { regular: 22, mask: 0 },
    },
  }],
  InvestigatorJoined: [{ type: 'InvestigatorJoined', data: { player: 0, investigator: joined, drawn: false } }, { type: 'InvestigatorJoined', data: { player: 1, investigator: joined, drawn: true } }],
  StartingItemsPicked: [{ type: 'StartingItemsPicked', data: { investigator: 'amanda-sharpe', items: { spell: 1, commonItem: 2 } } }],
  TurnStarted: [
    { type: 'TurnStarted', data: { number: 3, player: 1, battle: false, clockOnly: false } },
    { type: 'TurnStarted', data: { number: 9, player: 0, battle: true, clockOnly: false } },
    { type: 'TurnStarted', data: { number: 10, player: 1, battle: true, clockOnly: true } },
  ],
  PhaseChanged: [{ type: 'PhaseChanged', data: { phase: 'movement' } }, { type: 'PhaseChanged', data: { phase: 'action' } }, { type: 'PhaseChanged', data: { phase: 'clock' } }],
  InvestigatorMoved: [{ type: 'InvestigatorMoved', data: { investigator: 'amanda-sharpe', from: 'entrance', to: 'koi-pond' } }, { type: 'InvestigatorMoved', data: { investigator: 'amanda-sharpe', from: 'koi-pond', to: 'entrance' } }],
  AttemptStarted: [{ type: 'AttemptStarted', data: { card: 'koi-pond', investigator: 'amanda-sharpe' } }, { type: 'AttemptStarted', data: { card: 'ancient-one', investigator: 'amanda-sharpe' } }],
  AttemptStageChanged: (['to-roll', 'rolled', 'must-discard', 'after-discard'] as const).map((stage) => ({ type: 'AttemptStageChanged', data: { stage } })),
  DieAdded: [{ type: 'DieAdded', data: { die: 'yellow', spend: 'commonItem' } }, { type: 'DieAdded', data: { die: 'red', spend: null } }],
  LockedDieBorrowed: [{ type: 'LockedDieBorrowed', data: { die: 'green-2', lock: 'lock-1' } }],
  DiceRolled: [{ type: 'DiceRolled', data: { dice: [{ die: 'green-1', face: 'lore' }, { die: 'red', face: 'wildcard' }], physical: false } }, { type: 'DiceRolled', data: { dice: [{ die: 'green-1', face: 'terror' }], physical: true } }],
  DiceRerolled: (['clue', 'ability', 'item', 'spell', 'ally'] as const).map((source) => ({ type: 'DiceRerolled', data: { dice: [{ die: 'green-3', face: 'investigation-3' }], physical: false, source, by: null } })),
  DieFaceChanged: [{ type: 'DieFaceChanged', data: { die: 'green-4', face: 'lore', source: 'ability', by: 'harvey-walters' } }],
  TaskCompleted: [
    { type: 'TaskCompleted', data: { card: 'koi-pond', task: 't1', dice: [{ die: 'green-1', face: 'terror' }], monster: null } },
    { type: 'TaskCompleted', data: { card: 'koi-pond', task: 'm:m4', dice: [{ die: 'green-1', face: 'lore' }], monster: 'm4' } },
    { type: 'TaskCompleted', data: { card: 'ancient-one', task: 'combat', dice: [{ die: 'green-1', face: 'lore' }], monster: null } },
  ],
  RollFailed: [{ type: 'RollFailed', data: { terror: true } }, { type: 'RollFailed', data: { terror: false } }],
  TerrorIgnored: [{ type: 'TerrorIgnored', data: { investigator: 'kate-winthrop', what: 'all' } }, { type: 'TerrorIgnored', data: { investigator: 'sister-mary', what: 'mythos' } }],
  DieDiscarded: [{ type: 'DieDiscarded', data: { die: 'green-6' } }],
  DieHeld: [{ type: 'DieHeld', data: { die: 'green-2', how: 'focus', by: 'amanda-sharpe' } }, { type: 'DieHeld', data: { die: 'green-3', how: 'assist', by: 'bob-jenkins' } }],
  SpellCast: [{ type: 'SpellCast', data: { spell: 'spell-1', caster: 'dexter-drake', dice: ['green-1', 'green-2'] } }],
  HeldDieReleased: (['focused', 'assisted', 'spell'] as const).map((from) => ({ type: 'HeldDieReleased', data: { die: 'green-1', from } })),
  SpellDiscarded: [{ type: 'SpellDiscarded', data: { spell: 'spell-1' } }],
  AttemptEnded: (['success', 'failure', 'attack-over', 'awakening', 'devoured', 'card-gone'] as const).map((outcome) => ({ type: 'AttemptEnded', data: { outcome } })),
  AdventureCompleted: [{ type: 'AdventureCompleted', data: { card: 'koi-pond', investigator: 'amanda-sharpe', deck: 'adventure', trophies: 2 } }],
  AdventureFailed: ['last-die', 'terror', 'voluntary'].map((reason) => ({ type: 'AdventureFailed', data: { card: 'koi-pond', investigator: 'amanda-sharpe', reason } })),
  AdventureDealt: [
    { type: 'AdventureDealt', data: { card: 'koi-pond', deck: 'adventure', slot: 3 } },
    { type: 'AdventureDealt', data: { card: 'koi-pond', deck: 'adventure', slot: null } },
    { type: 'AdventureDealt', data: { card: 'yuggoth', deck: 'other-world', slot: null } },
  ],
  AdventureDeckEmpty: [{ type: 'AdventureDeckEmpty', data: { deck: 'adventure' } }, { type: 'AdventureDeckEmpty', data: { deck: 'other-world' } }],
  AdventureDiscarded: [{ type: 'AdventureDiscarded', data: { card: 'koi-pond' } }],
  AdventureLockDefined: [{ type: 'AdventureLockDefined', data: { card: 'koi-pond', lockedDie: 'yellow' } }, { type: 'AdventureLockDefined', data: { card: 'koi-pond', lockedDie: 'none' } }],
  DieLocked: [
    { type: 'DieLocked', data: { lock: 'lock-1', colour: 'green', by: { kind: 'adventure', card: 'koi-pond' }, die: 'green-1' } },
    { type: 'DieLocked', data: { lock: 'lock-2', colour: 'red', by: { kind: 'monster', token: 'm4' }, die: null } },
    { type: 'DieLocked', data: { lock: 'lock-3', colour: 'yellow', by: { kind: 'mythos', mythos: 'mythos-2' }, die: 'yellow' } },
    { type: 'DieLocked', data: { lock: 'lock-4', colour: 'yellow', by: { kind: 'other', label: 'Ally' }, die: null } },
    { type: 'DieLocked', data: { lock: 'lock-5', colour: 'yellow', by: { kind: 'other', label: '' }, die: 'yellow' } },
  ],
  LockReleased: [{ type: 'LockReleased', data: { lock: 'lock-1', die: 'green-1', passedTo: null } }, { type: 'LockReleased', data: { lock: 'lock-1', die: 'green-1', passedTo: 'lock-2' } }, { type: 'LockReleased', data: { lock: 'lock-2', die: null, passedTo: null } }],
  DieRemovedFromGame: [{ type: 'DieRemovedFromGame', data: { die: 'green-5', lock: 'lock-1' } }],
  MonsterAppeared: [{ type: 'MonsterAppeared', data: { token, card: 'koi-pond', spot: { kind: 'frame', task: 0 }, source: 'doom-track' } }, { type: 'MonsterAppeared', data: { token: { ...token, name: 'Kultysta', lockedDie: null, backEffect: null }, card: 'koi-pond', spot: { kind: 'under' }, source: 'reward' } }],
  MonsterPrevented: (['ability', 'cup-empty', 'no-card'] as const).map((reason) => ({ type: 'MonsterPrevented', data: { source: 'doom-track', reason } })),
  MonsterMarkedDefeated: [{ type: 'MonsterMarkedDefeated', data: { token: 'm4', spend: 'spell' } }, { type: 'MonsterMarkedDefeated', data: { token: 'm4', spend: null } }],
  MonsterDefeated: [{ type: 'MonsterDefeated', data: { token: 'm4', investigator: 'amanda-sharpe' } }],
  MonsterReturnedToCup: [{ type: 'MonsterReturnedToCup', data: { token: 'm4' } }],
  DoomAdded: [{ type: 'DoomAdded', data: { to: 2, monsterSpace: false } }, { type: 'DoomAdded', data: { to: 3, monsterSpace: true } }],
  DoomRemoved: [{ type: 'DoomRemoved', data: { to: 5 } }],
  ElderSignsAdded: [{ type: 'ElderSignsAdded', data: { to: 4 } }],
  ElderSignsRemoved: [{ type: 'ElderSignsRemoved', data: { to: 3 } }],
  ClockAdvanced: [{ type: 'ClockAdvanced', data: { to: 'III' } }, { type: 'ClockAdvanced', data: { to: 'XII' } }],
  MidnightStruck: [
    { type: 'MidnightStruck', data: { count: 1, firstTurn: false, battle: false } },
    { type: 'MidnightStruck', data: { count: 2, firstTurn: true, battle: false } },
    { type: 'MidnightStruck', data: { count: 1, firstTurn: false, battle: true } },
  ],
  MidnightEnded: [{ type: 'MidnightEnded', data: {} }],
  MythosDrawn: [
    { type: 'MythosDrawn', data: { mythos: 'mythos-1', setup: true, card: { title: null, doom: 0, monsters: 0, lockedDie: null, immediateEffect: null, terrorEffect: null, midnightEffect: null, persists: false } } },
    { type: 'MythosDrawn', data: { mythos: 'mythos-2', setup: false, card: { title: 'Zła gwiazda', doom: 2, monsters: 1, lockedDie: 'red', immediateEffect: 'each-investigator:sanity-1', terrorEffect: 'monster-appears', midnightEffect: 'doom+1', persists: true } } },
  ],
  MythosDiscarded: [{ type: 'MythosDiscarded', data: { mythos: 'mythos-1', persists: false } }, { type: 'MythosDiscarded', data: { mythos: 'mythos-1', persists: true } }],
  PersistentMythosEnded: [{ type: 'PersistentMythosEnded', data: { mythos: 'mythos-1' } }],
  DailyAbilitiesRefreshed: [{ type: 'DailyAbilitiesRefreshed', data: {} }],
  DailyAbilityUsed: [{ type: 'DailyAbilityUsed', data: { investigator: 'carolyn-fern' } }],
  StatChanged: (['sanity', 'stamina', 'clues'] as const).map((stat) => ({ type: 'StatChanged', data: { investigator: 'amanda-sharpe', stat, to: 2 } })),
  MaxStatChanged: [{ type: 'MaxStatChanged', data: { investigator: 'amanda-sharpe', stat: 'maxSanity', to: 4 } }, { type: 'MaxStatChanged', data: { investigator: 'amanda-sharpe', stat: 'maxStamina', to: 4 } }],
  ItemsChanged: [{ type: 'ItemsChanged', data: { investigator: 'amanda-sharpe', item: 'ally', to: 1 } }, { type: 'ItemsChanged', data: { investigator: 'amanda-sharpe', item: 'spell', to: 0 }, cause: 'spell-cast' }],
  TrophiesSpent: ['lost', 'first-aid', 'souvenir', 'correction', 'other'].map((f) => ({ type: 'TrophiesSpent', data: { investigator: 'amanda-sharpe', items: [{ kind: 'adventure', card: 'koi-pond' }, { kind: 'monster', token: 'm4' }], for: f } })),
  TrophyGained: [{ type: 'TrophyGained', data: { investigator: 'amanda-sharpe', trophy: { kind: 'monster', token } } }, { type: 'TrophyGained', data: { investigator: 'amanda-sharpe', trophy: { kind: 'adventure', card: 'koi-pond', deck: 'adventure', value: 2 } } }],
  InvestigatorDevoured: [{ type: 'InvestigatorDevoured', data: { player: 0, investigator: 'amanda-sharpe', cardsToDecks: ['koi-pond'], monstersToCup: ['m4', 'm5'], spells: [] } }],
  PlayerEliminated: [{ type: 'PlayerEliminated', data: { player: 0, reason: 'no-investigator-left' } }, { type: 'PlayerEliminated', data: { player: 1, reason: 'devoured-awakened' } }],
  ChoiceOpened: [
    { type: 'ChoiceOpened', data: { choice: { kind: 'adventure-lock', card: 'koi-pond' }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'mythos-card', setup: true }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'mythos-card', setup: false }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'monster-placement', source: 'midnight:koi-pond', card: null }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'monster-placement', source: 'when-drawn:public-lavatory', card: 'public-lavatory' }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'effect-choice', investigator: 'amanda-sharpe', options: ['lose-trophies-2', 'sanity-1+stamina-1'], source: 'midnight:the-curator' }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'lose-trophies', investigator: 'amanda-sharpe', amount: 2, source: 'terror' }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'helper-loss', investigator: 'bob-jenkins' }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'new-investigator', player: 1 }, rest: [] } },
    { type: 'ChoiceOpened', data: { choice: { kind: 'ancient-one-attack' }, rest: [] } },
  ],
  ChoiceAnswered: [{ type: 'ChoiceAnswered', data: { kind: 'mythos-card' } }],
  AncientOneAwakened: [{ type: 'AncientOneAwakened', data: { reason: 'doom-track-full', doom: 8 } }, { type: 'AncientOneAwakened', data: { reason: 'card-effect', doom: 8 } }],
  AdventuresCleared: [{ type: 'AdventuresCleared', data: { cards: ['koi-pond', 'yuggoth'], monsters: ['m4'] } }],
  AncientOneAttacked: [
    { type: 'AncientOneAttacked', data: { doom: 1, investigators: [{ investigator: 'amanda-sharpe', changes: { maxSanity: -1, stamina: -2 } }] } },
    { type: 'AncientOneAttacked', data: { doom: 0, investigators: [] } },
  ],
  GameWon: [{ type: 'GameWon', data: { how: 'sealed' } }, { type: 'GameWon', data: { how: 'battle' } }],
  GameLost: ['all-devoured', 'awakened-without-battle', 'something-else'].map((reason) => ({ type: 'GameLost', data: { reason } })),
  EffectLeftToPlayers: [{ type: 'EffectLeftToPlayers', data: { tag: 'discard-an-ally', source: 'monster-back:m4' } }, { type: 'EffectLeftToPlayers', data: { tag: 'doom+1', source: 'terror-mythos' } }],
  EntranceActionTaken: [
    { type: 'EntranceActionTaken', data: { action: 'first-aid', option: 'free-heal' } },
    { type: 'EntranceActionTaken', data: { action: 'first-aid', option: 'full-one' } },
    { type: 'EntranceActionTaken', data: { action: 'first-aid', option: 'full-both' } },
    { type: 'EntranceActionTaken', data: { action: 'lost-and-found', option: null } },
    { type: 'EntranceActionTaken', data: { action: 'souvenir', option: 'spell' } },
    { type: 'EntranceActionTaken', data: { action: 'pass', option: null } },
  ],
  LostAndFoundRolled: [{ type: 'LostAndFoundRolled', data: { face: 'peril', physical: false } }, { type: 'LostAndFoundRolled', data: { face: 'investigation-2', physical: true } }],
  SouvenirBought: [{ type: 'SouvenirBought', data: { item: 'clue', cost: 1 } }, { type: 'SouvenirBought', data: { item: 'uniqueItem', cost: 5 } }],
  DoomCorrected: [{ type: 'DoomCorrected', data: { to: 4 } }],
  ElderSignsCorrected: [{ type: 'ElderSignsCorrected', data: { to: 2 } }],
  ClockCorrected: [{ type: 'ClockCorrected', data: { to: 'VI' } }],
  DieCorrected: [{ type: 'DieCorrected', data: { die: 'red', to: { at: 'out' } } }, { type: 'DieCorrected', data: { die: 'green-2', to: { at: 'removed' } } }, { type: 'DieCorrected', data: { die: 'green-2', to: { at: 'pool' } } }, { type: 'DieCorrected', data: { die: 'green-2', to: { at: 'discarded' } } }],
  AdventureDeckCorrected: [{ type: 'AdventureDeckCorrected', data: { deck: 'other-world', order: ['yuggoth', 'rlyeh'] } }, { type: 'AdventureDeckCorrected', data: { deck: 'adventure', order: [] } }],
  DailyAbilityCorrected: [{ type: 'DailyAbilityCorrected', data: { investigator: 'carolyn-fern', used: false } }, { type: 'DailyAbilityCorrected', data: { investigator: 'carolyn-fern', used: true } }],
  MythosReplaced: [
    { type: 'MythosReplaced', data: { replaced: 'mythos-1', replacedTitle: null, mythos: 'mythos-2', immediate: false, card: { title: 'Zła gwiazda', doom: 2, monsters: 0, lockedDie: 'red', immediateEffect: null, terrorEffect: 'monster-appears', midnightEffect: null, persists: false } } },
    { type: 'MythosReplaced', data: { replaced: 'mythos-2', replacedTitle: 'Zła gwiazda', mythos: 'mythos-3', immediate: true, card: { title: null, doom: 1, monsters: 1, lockedDie: null, immediateEffect: null, terrorEffect: null, midnightEffect: 'doom+1', persists: true } } },
  ],
}

/** One command of every type (the map's type lists every command type). */
const EVERY_COMMAND: { [K in EsCommandType]: Extract<EsCommand, { type: K }> } = {
  SetUpGame: { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: null } },
  MoveInvestigator: { type: 'MoveInvestigator', data: { to: 'koi-pond' } },
  AdvanceClock: { type: 'AdvanceClock', data: {} },
  AddDie: { type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } },
  BorrowLockedDie: { type: 'BorrowLockedDie', data: { die: 'green-2' } },
  Roll: { type: 'Roll', data: {} },
  Reroll: { type: 'Reroll', data: { dice: ['green-1'], source: 'clue' } },
  SetDieFace: { type: 'SetDieFace', data: { die: 'green-1', face: 'lore', source: 'ability' } },
  CompleteTask: { type: 'CompleteTask', data: { task: 't0', dice: ['green-1'] } },
  FailRoll: { type: 'FailRoll', data: {} },
  DiscardDie: { type: 'DiscardDie', data: { die: 'green-3' } },
  FocusDie: { type: 'FocusDie', data: { die: 'green-4' } },
  RequestAssistance: { type: 'RequestAssistance', data: { helper: 'bob-jenkins', die: 'green-5' } },
  CastHoldSpell: { type: 'CastHoldSpell', data: { dice: ['green-1'] } },
  ReleaseHeldDie: { type: 'ReleaseHeldDie', data: { die: 'green-1' } },
  FailAdventure: { type: 'FailAdventure', data: {} },
  DefeatMonster: { type: 'DefeatMonster', data: { token: 'm1', spend: 'spell' } },
  FirstAid: { type: 'FirstAid', data: { option: 'free', stat: 'sanity' } },
  LostAndFound: { type: 'LostAndFound', data: {} },
  BuySouvenir: { type: 'BuySouvenir', data: { item: 'spell', cost: 2, pay: [] } },
  PassAction: { type: 'PassAction', data: {} },
  UseDailyAbility: { type: 'UseDailyAbility', data: { investigator: 'carolyn-fern' } },
  RecoverStat: { type: 'RecoverStat', data: { investigator: 'carolyn-fern', stat: 'stamina', amount: 1 } },
  PickStartingItems: { type: 'PickStartingItems', data: { investigator: 'amanda-sharpe', items: { spell: 1 } } },
  ApplyEffect: { type: 'ApplyEffect', data: { tag: 'each-investigator:stamina-1' } },
  DealAdventure: { type: 'DealAdventure', data: { deck: 'other-world' } },
  DiscardAdventure: { type: 'DiscardAdventure', data: { card: 'koi-pond' } },
  AwakenAncientOne: { type: 'AwakenAncientOne', data: {} },
  AddLock: { type: 'AddLock', data: { colour: 'red', label: 'Ally' } },
  ReleaseLock: { type: 'ReleaseLock', data: { lock: 'lock-1' } },
  EndPersistentMythos: { type: 'EndPersistentMythos', data: { mythos: 'mythos-1' } },
  DefineAdventureLock: { type: 'DefineAdventureLock', data: { card: 'koi-pond', lockedDie: 'none' } },
  DrawMythos: { type: 'DrawMythos', data: { card: {} } },
  PlaceMonster: { type: 'PlaceMonster', data: { card: 'koi-pond', spot: { kind: 'under' }, token: { requires: [{ lore: 1 }], trophies: 1 } } },
  ChooseEffect: { type: 'ChooseEffect', data: { option: 0 } },
  LoseTrophies: { type: 'LoseTrophies', data: { items: [] } },
  ChooseHelperLoss: { type: 'ChooseHelperLoss', data: { stat: 'sanity' } },
  ChooseInvestigator: { type: 'ChooseInvestigator', data: { player: 0, investigator: null } },
  ResolveAncientOneAttack: { type: 'ResolveAncientOneAttack', data: { doom: 1 } },
  CorrectDoom: { type: 'CorrectDoom', data: { to: 3 } },
  CorrectElderSigns: { type: 'CorrectElderSigns', data: { to: 2 } },
  CorrectClock: { type: 'CorrectClock', data: { to: 'VI' } },
  CorrectInvestigator: { type: 'CorrectInvestigator', data: { investigator: 'amanda-sharpe', sanity: 3 } },
  CorrectTrophies: { type: 'CorrectTrophies', data: { investigator: 'amanda-sharpe', addMonster: [1] } },
  CorrectDie: { type: 'CorrectDie', data: { die: 'yellow', to: 'out' } },
  RemoveMonster: { type: 'RemoveMonster', data: { token: 'm1' } },
  CorrectAdventureDeck: { type: 'CorrectAdventureDeck', data: { deck: 'adventure', top: ['koi-pond'] } },
  CorrectDailyAbility: { type: 'CorrectDailyAbility', data: { investigator: 'carolyn-fern', used: false } },
  ReplaceMythos: { type: 'ReplaceMythos', data: { card: { title: 'Zła gwiazda', lockedDie: 'red' }, immediate: false } },
}

// ---------------------------------------------------------------------------------------------

describe('UI-ES-EV events as sentences', () => {
  it('UI-ES-EV-01 every event type (hand-built, every variant) reads as a sentence in both languages, and the two differ', () => {
    const state = given().build().state
    const bad: string[] = []
    for (const list of Object.values(EVERY_EVENT)) {
      for (const e of list as EsEvent[]) {
        const texts = LANGS.map((l) => inLocale(l, () => describeEvent(e, state)))
        texts.forEach((text, i) => {
          const why = badSentence(text)
          if (why) bad.push(`${LANGS[i]} ${e.type}: ${why}: ${text}`)
        })
        if (texts[0] === texts[1]) bad.push(`${e.type}: the Polish text is the English one: ${texts[0]}`)
        // Without a state (an event described alone) the sentence still stands.
        const alone = inLocale('pl', () => describeEvent(e, null))
        if (badSentence(alone)) bad.push(`pl ${e.type} (no state): ${badSentence(alone)}: ${alone}`)
      }
    }
    expect(bad).toEqual([])
    expect(Object.keys(EVERY_EVENT)).toHaveLength(73)
  })

  it('UI-ES-EV-02 random games: most event types occur, and each reads as a sentence in both languages with its log context', () => {
    const p = played$()
    // The sampler reaches the battle, midnight, devourings, monsters, locks… (a floor, so a sampler or rules change that stops covering them shows up).
    expect(p.examples.size).toBeGreaterThanOrEqual(58)
    for (const type of ['MidnightStruck', 'AncientOneAwakened', 'InvestigatorDevoured', 'MonsterAppeared', 'DieLocked', 'GameWon', 'GameLost', 'AncientOneAttacked', 'MythosDrawn', 'TaskCompleted']) {
      expect(p.examples.has(type), type).toBe(true)
    }
    const bad: string[] = []
    for (const l of LANGS) {
      inLocale(l, () => {
        for (const list of p.examples.values()) {
          for (const { e, state, entries } of list) {
            annotateLog(entries)
            const text = describeEvent(e, state)
            const why = badSentence(text)
            if (why) bad.push(`${l} ${e.type}: ${why}: ${text}`)
          }
        }
      })
    }
    expect(bad).toEqual([])
  })

  it('UI-ES-EV-03 once the log is read, a change says how much: «traci 2 punkty Poczytalności (zostaje: 3)»; alone, the new value', () => {
    const p = given().stats(0, { sanity: 5 })
    const w = p.did({ type: 'CorrectInvestigator', data: { investigator: p.state.players[0].investigator!.id, sanity: 3 } }).build()
    const e = w.entries.at(-1)!.events.find((x) => x.type === 'StatChanged')!
    const who = investigatorName(p.state.players[0].investigator!.id)
    inLocale('pl', () => {
      expect(describeEvent(e, w.state)).toBe(`${who} — Poczytalność: 3.`)
      logGroups(w.entries)
      expect(describeEvent(e, w.state)).toBe(`${who} traci 2 punkty Poczytalności (zostaje: 3).`)
    })
    inLocale('en', () => expect(describeEvent(e, w.state)).toBe(`${who} loses 2 Sanity (now 3).`))
  })

  it('UI-ES-EV-04 the log and the announcements skip only bookkeeping events', () => {
    expect([...HIDDEN_EVENTS].sort()).toEqual(['AttemptStageChanged', 'ChoiceAnswered', 'MidnightEnded'])
    for (const type of HIDDEN_EVENTS) expect(Object.keys(EVERY_EVENT)).toContain(type)
  })
})

describe('UI-ES-CAUSE causes', () => {
  /** Every fixed cause string the rules write (second argument of `emit`, step sources, rule ids). */
  function causesInRules(): string[] {
    const dir = 'src/games/elder-sign/rules'
    const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : [path.join(d, f)]))
    const out = new Set<string>()
    for (const f of files(dir)) {
      // Field values, not causes: command fields, the sampler and the offered moves, the commands' reroll sources.
      if (/(sample|offers|commands|command-fields|messages)\.ts$/.test(f)) continue
      const src = readFileSync(f, 'utf8')
      for (const m of src.matchAll(/\}, '([a-z][\w/:-]*)'\)/g)) out.add(m[1])
      for (const m of src.matchAll(/source: '([a-z][\w/:-]*)'/g)) out.add(m[1])
      for (const m of src.matchAll(/'(rule\/[a-z-]+)'/g)) out.add(m[1])
      for (const m of src.matchAll(/p\.setup \? '([a-z-]+)' : '([a-z-]+)'/g)) out.add(m[1]).add(m[2])
    }
    for (const c of esChecks(elderSignData)) out.add(`rule/${c.id}`)
    return [...out].sort()
  }

  const TEMPLATED = [
    'midnight:koi-pond', 'when-drawn:public-lavatory', 'monster-back:m3', 'awakening/doom-track-full', 'awakening/card-effect',
    'rule/adventure-failed/last-die', 'rule/adventure-failed/no-dice-left', 'rule/adventure-failed/terror', 'rule/adventure-failed/voluntary',
    ...['adventure-lock', 'mythos-card', 'monster-placement', 'effect-choice', 'lose-trophies', 'helper-loss', 'new-investigator', 'ancient-one-attack'].map((k) => `choice/${k}`),
  ]

  it('UI-ES-CAUSE-01 every cause the rules write, fixed or carrying a card, token or reason, has words in both languages', () => {
    const fixed = causesInRules()
    expect(fixed.length).toBeGreaterThan(40)
    const bad: string[] = []
    for (const l of LANGS) {
      inLocale(l, () => {
        for (const c of [...fixed, ...TEMPLATED]) {
          const text = describeCause(c)
          if (text === c || badLabel(text)) bad.push(`${l} ${c}: ${text}`)
        }
      })
    }
    expect(bad).toEqual([])
    expect(inLocale('pl', () => describeCause('midnight:koi-pond'))).toBe('„O północy” na karcie „Staw z karpiami koi”')
  })

  it('UI-ES-CAUSE-02 every cause seen in random games is translated; an unknown cause falls back to itself; none gives nothing', () => {
    const p = played$()
    expect(p.causes.size).toBeGreaterThan(45)
    for (const l of LANGS) {
      inLocale(l, () => {
        for (const c of p.causes) expect(describeCause(c), `${l} ${c}`).not.toBe(c)
        expect(describeCause('house/rule-42')).toBe('house/rule-42')
        expect(describeCause(undefined)).toBe('')
      })
    }
  })
})

describe('UI-ES-CMD commands and pending choices', () => {
  it('UI-ES-CMD-01 every command type has a name in both languages, with or without its data', () => {
    const bad: string[] = []
    for (const l of LANGS) {
      inLocale(l, () => {
        for (const c of Object.values(EVERY_COMMAND) as EsCommand[]) {
          for (const cmd of [c, { type: c.type, data: {} } as EsCommand]) {
            const text = describeCommand(cmd)
            if (badLabel(text)) bad.push(`${l} ${cmd.type}: ${text}`)
            if (l === 'pl' && text === inLocale('en', () => describeCommand(cmd))) bad.push(`${cmd.type}: the Polish name is the English one: ${text}`)
          }
        }
      })
    }
    expect(bad).toEqual([])
    expect(inLocale('pl', () => describeCommand(EVERY_COMMAND.AddDie))).toBe('Dodanie do puli: żółta kość')
    expect(inLocale('en', () => describeCommand(EVERY_COMMAND.MoveInvestigator))).toBe('Move: “Koi Pond”')
  })

  it('UI-ES-CMD-02 every command accepted in random games describes', () => {
    const p = played$()
    expect(p.commands.size).toBeGreaterThan(25)
    for (const l of LANGS) inLocale(l, () => { for (const c of p.commands.values()) expect(badLabel(describeCommand(c)), `${l} ${c.type}`).toBeNull() })
  })

  it('UI-ES-PEND-01 every pending kind (the open questions, the die to set aside, the Entrance action) asks its question in both languages', () => {
    expect(PENDING_KINDS).toHaveLength(10)
    for (const l of LANGS) {
      inLocale(l, () => {
        const texts = PENDING_KINDS.map((kind) => describePending({ kind, screen: 'table' }))
        for (const [i, text] of texts.entries()) expect(badSentence(text), `${l} ${PENDING_KINDS[i]}: ${text}`).toBeNull()
        expect(new Set(texts).size).toBe(texts.length)
        expect(describePending({ kind: 'something-new', screen: 'table' })).toBe(t('pending.unknown'))
      })
    }
    const seen = played$().pendingKinds
    expect(seen.size).toBeGreaterThanOrEqual(7)
    for (const kind of seen) expect(PENDING_KINDS as readonly string[]).toContain(kind)
  })
})

describe('UI-ES-ERR refusal codes', () => {
  it('UI-ES-ERR-01 every code of messages.ts and of the task checks has err.<code> in both languages; errorText uses it', () => {
    const codes = [...Object.keys(MESSAGES), ...Object.keys(TASK_MESSAGES)]
    expect(codes.length).toBeGreaterThan(140)
    const missing = codes.flatMap((c) => LANGS.filter((l) => !Object.hasOwn(l === 'pl' ? PL : EN, `err.${c}`)).map((l) => `${l} err.${c}`))
    expect(missing).toEqual([])
    for (const c of codes) expect(PL[`err.${c}`], c).not.toBe(EN[`err.${c}`])
    inLocale('pl', () => {
      expect(errorText({ code: 'hold/focused-this-turn', message: MESSAGES['hold/focused-this-turn'] })).toBe('Skupić się można tylko raz na turę (instrukcja, „Skupianie się”).')
      expect(errorText({ code: 'no/such-code', message: 'Raw.' })).toBe('Raw.')
    })
  })
})

describe('UI-ES-DICT the two string files', () => {
  const PREFIXES = ['ev', 'cmd', 'cause', 'pending', 'alert', 'log', 'summary', 'status', 'effect', 'name', 'face', 'item', 'colour', 'phase', 'err']

  it('UI-ES-DICT-01 same keys in both languages, sorted, each under a prefix the screens do not use', () => {
    expect(Object.keys(PL)).toEqual(Object.keys(EN))
    expect(Object.keys(PL)).toEqual(Object.keys(PL).slice().sort())
    expect(Object.keys(PL).filter((k) => !PREFIXES.includes(k.split('.')[0]))).toEqual([])
  })

  it('UI-ES-DICT-02 placeholders match; Polish plural blocks have one/few/many/other, English one/other; every template renders with 1, 2, 5, 12, 22', () => {
    const bad: string[] = []
    for (const k of Object.keys(EN)) {
      const a = placeholdersOf(EN[k])
      const b = placeholdersOf(PL[k])
      const names = (p: typeof a) => JSON.stringify([...p.names, ...p.plurals.keys()].sort())
      if (names(a) !== names(b)) bad.push(`${k}: ${names(a)} ≠ ${names(b)}`)
      for (const [v, forms] of b.plurals) for (const f of ['one', 'few', 'many', 'other']) if (!forms.has(f)) bad.push(`${k} pl ${v} lacks ${f}`)
      for (const [v, forms] of a.plurals) for (const f of ['one', 'other']) if (!forms.has(f)) bad.push(`${k} en ${v} lacks ${f}`)
      for (const [l, tpl] of [['pl', PL[k]], ['en', EN[k]]] as const) {
        const { names: ns, plurals } = placeholdersOf(tpl)
        for (const n of [1, 2, 5, 12, 22]) {
          const params: Record<string, number> = {}
          for (const v of [...ns, ...plurals.keys()]) params[v] = n
          const out = format(tpl, params, l)
          if (/\{[^}]*\}|#/.test(out)) bad.push(`${k} (${l}, ${n}): ${out}`)
        }
        // A count placeholder right before a counted noun must be a plural block («5 potworów»).
        if (l === 'pl') for (const m of tpl.matchAll(/\{(\w+)\}\s+(potw|żeton|kart|kości|kość|bram|trofe|punkt|gracz|Badacz|Znak|Wskazów|Przedmiot|Zaklę|Sprzymierz)/g)) bad.push(`${k}: «${m[0]}» needs a plural block`)
      }
    }
    expect(bad).toEqual([])
  })

  it('UI-ES-DICT-03 every literal key the text modules use exists in both files', () => {
    const dir = 'src/games/elder-sign/ui'
    const missing: string[] = []
    for (const f of ['describe.ts', 'names.ts', 'log.ts', 'alerts.ts', 'summary.ts']) {
      const src = readFileSync(path.join(dir, f), 'utf8')
      for (const m of src.matchAll(/\b(?:t\(|tIn\('(?:pl|en)', )'([a-zA-Z][\w./-]*)'/g)) if (!Object.hasOwn(PL, m[1]) || !Object.hasOwn(EN, m[1])) missing.push(`${f}: ${m[1]}`)
    }
    expect(missing).toEqual([])
  })
})

describe('UI-ES-EFFECT effect tags and names', () => {
  it('UI-ES-EFFECT-01 every tag in the data and in the sampler reads as words; an unknown tag is shown as a card effect', () => {
    const tags = new Set<string>(['doom+1', 'doom-2', 'elder-sign+1', 'elder-signs-1', 'monster-appears x2', 'monster-appears-here', 'active-investigator:clue+1', 'each-investigator:choose(lose-trophies-1|sanity-1)'])
    for (const a of elderSignData.adventures) for (const x of [a.terrorEffect, a.midnightEffect]) if (x) tags.add(x)
    for (const tag of tags) {
      for (const l of LANGS) {
        const text = inLocale(l, () => effectText(tag))
        expect(text, `${l} ${tag}`).not.toMatch(/efekt z karty|card effect|\{|#/)
      }
    }
    inLocale('pl', () => {
      expect(effectText('each-investigator:choose(lose-trophies-2|sanity-1+stamina-1)')).toBe('każdy Badacz wybiera: traci trofea o wartości 2 albo traci 1 punkt Poczytalności i traci 1 punkt Wytrzymałości')
      expect(effectText('doom+2')).toBe('na tor zagłady trafiają 2 żetony zagłady')
      expect(effectText('monster-appears x5')).toBe('pojawia się 5 potworów')
      expect(effectText('discard-an-ally')).toBe('efekt z karty: discard-an-ally')
      expect(effectText('active-investigator:sanity+0')).toBe('efekt z karty: active-investigator:sanity+0')
    })
    inLocale('en', () => expect(effectText('active-investigator:sanity-1')).toBe('the active investigator loses 1 Sanity'))
  })

  const RLYEH_TASKS = '2 zadania'
  it('UI-ES-NAME-01 names in Polish: the rulebook name where it attests one, else the app translation; an adventure finder adds the English title', () => {
    inLocale('pl', () => {
      expect(investigatorName('sister-mary')).toBe('Siostra Mary')
      expect(investigatorName('amanda-sharpe')).toBe('Amanda Sharpe')
      expect(ancientOneName('cthulhu')).toBe('Cthulhu')
      expect(adventureLabel('koi-pond')).toBe('„Staw z karpiami koi”')
      expect(adventureFinder('rlyeh')).toBe(`karta Przygody w Innym Świecie · 2 trofea · ${RLYEH_TASKS} · nagrody: 3 Znaki Starszych Bogów, 1 Sprzymierzeniec · kary: Poczytalność −2, Wytrzymałość −2 · tytuł w wydaniu angielskim: R'lyeh`)
      expect(adventureFinder('did-you-hear-that')).toContain('symbol zablokowanej kości: zielona kość')
      expect(dieName('green-3')).toBe('zielona kość 3')
      expect(requirementsText([{ lore: 1 }, { investigation: 5 }])).toBe('Wiedza + Śledztwo 5')
      expect(playerName(null, 1)).toBe('Gracz 2')
    })
    inLocale('en', () => {
      expect(investigatorName('sister-mary')).toBe('Sister Mary')
      expect(adventureFinder('rlyeh')).not.toContain("R'lyeh")
      expect(requirementsText([{ lore: 1 }, { investigation: 5 }])).toBe('Lore + Investigation 5')
    })
  })
})

// ---------------------------------------------------------------------------------------------

const lastEntry = (s: S): Entry => s.entries.at(-1)!
const alertsAfter = (s: S) => alertsFor(lastEntry(s), s.state)

describe('UI-ES-ALERT table alerts', () => {
  /** Turn 5 of player 0, clock phase, hand at IX, with these cards and doom. */
  const atClockPhase = (doom: number, ...cards: string[]) =>
    given().cards(...cards).with(
      { type: 'TurnStarted', data: { number: 5, player: 0, battle: false, clockOnly: false } },
      { type: 'PhaseChanged', data: { phase: 'clock' } },
      { type: 'ClockCorrected', data: { to: 'IX' } },
      { type: 'DoomCorrected', data: { to: doom } },
    )

  it('UI-ES-ALERT-01 «Północ» then the monster of a doom space it fills: midnight steps first, then the monster (Yig, monster spaces 3 and 6)', () => {
    const s = atClockPhase(1, 'horrible-visions', 'the-missing-records').did(clock()).build()
    for (const l of LANGS) {
      const alerts = inLocale(l, () => alertsAfter(s))
      expect(alerts.map((a) => a.kind), l).toEqual(['midnight', 'monster-space'])
      for (const a of alerts) expect(badSentence(a.body), `${l} ${a.kind}: ${a.body}`).toBeNull()
    }
    const [midnight, monster] = inLocale('pl', () => alertsAfter(s))
    expect(midnight.title).toBe('Wybija północ')
    expect(midnight.body).toContain('efekty „O północy”')
    expect(midnight.body).toContain('wylosujcie nową')
    expect(monster.body).toContain('polu 3')
  })

  it('UI-ES-ALERT-02 a midnight effect that fills the track: midnight, then the awakening (the Ancient One attacks at once) with the battle in the same notice — one tap', () => {
    const s = atClockPhase(6, 'horrible-visions', 'the-missing-records').did(clock()).build()
    expect(s.state.status).toBe('battle')
    for (const l of LANGS) expect(inLocale(l, () => alertsAfter(s)).map((a) => a.kind), l).toEqual(['midnight', 'awakening'])
    const [, awakening] = inLocale('pl', () => alertsAfter(s))
    expect(awakening.title).toBe('Yig budzi się!')
    expect(awakening.body).toContain(inLocale('pl', () => t('alert.awakening.midnight')))
    expect(awakening.body).toContain('wypełnijcie żetonami zagłady puste pola toru zagłady')
    expect(awakening.body).toContain('od razu atakuje. W swojej turze każdy Badacz atakuje')
    expect(awakening.body).toContain('zadanie walki')
    // No sentence is said twice across the notices of one command.
    const sentences = inLocale('pl', () => alertsAfter(s)).flatMap((a) => a.body.split(/(?<=[.!?])\s+/))
    expect(new Set(sentences).size).toBe(sentences.length)
  })

  it('UI-ES-ALERT-03 a devouring whose doom token fills the track: devoured (the player is out), then the awakening with the battle', () => {
    const p = given().with({ type: 'DoomCorrected', data: { to: 7 } })
    const who = p.state.players[0].investigator!.id
    const s = p.did({ type: 'CorrectInvestigator', data: { investigator: who, sanity: 0 } }).build()
    for (const l of LANGS) expect(inLocale(l, () => alertsAfter(s)).map((a) => a.kind), l).toEqual(['devoured', 'awakening'])
    const [devoured] = inLocale('pl', () => alertsAfter(s))
    expect(devoured.title).toBe(`Badacz pochłonięty: ${investigatorName(who)}`)
    expect(devoured.body).toContain('Gracz 1 odpada z gry')
    expect(devoured.body).toContain('Za pochłonięcie na tor zagłady trafia 1 żeton zagłady.')
  })

  it('UI-ES-ALERT-04 a devouring mid-game: devoured, then the monster of the doom space its token lands on; the player takes a new investigator', () => {
    const p = given().with({ type: 'DoomCorrected', data: { to: 2 } })
    const who = p.state.players[1].investigator!.id
    const s = p.did({ type: 'CorrectInvestigator', data: { investigator: who, stamina: 0 } }).build()
    const alerts = inLocale('pl', () => alertsAfter(s))
    expect(alerts.map((a) => a.kind)).toEqual(['devoured', 'monster-space'])
    expect(alerts[0].body).toContain('Gracz 2 od swojej następnej tury gra nowym Badaczem')
  })

  it('UI-ES-ALERT-05 Elder Signs reach the limit: the seal and the win, nothing else', () => {
    const s = given().with({ type: 'ElderSignsCorrected', data: { to: 9 } }).did({ type: 'ApplyEffect', data: { tag: 'elder-sign+1' } }).build()
    expect(s.state.status).toBe('won')
    for (const l of LANGS) expect(inLocale(l, () => alertsAfter(s)).map((a) => a.kind), l).toEqual(['won'])
    expect(inLocale('pl', () => alertsAfter(s))[0].body).toBe('Obok karty Przedwiecznego leży 10 Znaków Starszych Bogów, a limit to 10. Badacze wygrywają, gra się kończy.')
    expect(inLocale('en', () => alertsAfter(s))[0].title).toBe('The Ancient One is sealed!')
  })

  it('UI-ES-ALERT-06 the last investigator devoured in the battle: devoured, then the loss (no «new investigator» sentence)', () => {
    const p = given({ investigators: ['mandy-thompson'] }).did({ type: 'AwakenAncientOne', data: {} })
    const s = p.did({ type: 'CorrectInvestigator', data: { investigator: 'mandy-thompson', stamina: 0 } }).build()
    expect(s.state.status).toBe('lost')
    const alerts = inLocale('pl', () => alertsAfter(s))
    expect(alerts.map((a) => a.kind)).toEqual(['devoured', 'lost'])
    expect(alerts[0].body).not.toContain('nowym Badaczem')
    expect(alerts[1].body).toContain('Wszyscy Badacze zostali pochłonięci')
  })

  it('UI-ES-ALERT-07 the first midnight of the game: no «O północy» effects; a command that trips nothing gives no alert', () => {
    const p = given().with({ type: 'PhaseChanged', data: { phase: 'clock' } }, { type: 'ClockCorrected', data: { to: 'IX' } })
    const s = p.did(clock()).build()
    const [midnight] = inLocale('pl', () => alertsAfter(s))
    expect(midnight.body).toContain(inLocale('pl', () => t('alert.midnight.firstTurn')))
    expect(midnight.body).not.toContain(inLocale('pl', () => t('alert.midnight.effects')))
    const quiet = p.did(mythos({})).build()
    expect(alertsAfter(quiet)).toEqual([])
  })
})

describe('UI-ES-SUM the games-list line', () => {
  it('UI-ES-SUM-01 players in Polish: «1 gracz», «2 graczy», «5 graczy»; English «1 player», «2 players»', () => {
    const ids = ['mandy-thompson', 'bob-jenkins', 'jenny-barnes', 'joe-diamond', 'vincent-lee']
    const cases: [number, string, string][] = [[1, '1 gracz', '1 player'], [2, '2 graczy', '2 players'], [5, '5 graczy', '5 players']]
    for (const [n, pl, en] of cases) {
      const s = given({ investigators: ids.slice(0, n) }).state
      const sum = listSummary(s)
      expect(sum.parts).toContainEqual({ pl, en })
      expect(sum.parts[0]).toEqual({ pl: 'Yig', en: 'Yig' })
      expect(sum.parts).toContainEqual({ pl: 'Zagłada 0/8', en: 'Doom 0/8' })
      expect(sum.parts).toContainEqual({ pl: 'Znaki Starszych Bogów 0/10', en: 'Elder Signs 0/10' })
      expect(sum.parts).toContainEqual({ pl: 'Tura 1 · zegar XII', en: 'Turn 1 · clock XII' })
      expect(sum).toMatchObject({ status: { pl: 'W grze', en: 'In play' }, ended: false })
    }
  })

  it('UI-ES-SUM-02 status: final battle, won, lost', () => {
    const p = given()
    expect(listSummary(p.did({ type: 'AwakenAncientOne', data: {} }).state).status).toEqual({ pl: 'Ostateczna bitwa', en: 'Final battle' })
    const won = given().did({ type: 'CorrectElderSigns', data: { to: 10 } }).state
    expect(listSummary(won)).toMatchObject({ status: { pl: 'Wygrana', en: 'Won' }, ended: true })
    const lost = played$().sessions.map((x) => x.state).find((x) => x.status === 'lost')!
    expect(listSummary(lost)).toMatchObject({ status: { pl: 'Przegrana', en: 'Lost' }, ended: true })
  })
})

describe('UI-ES-LOG the log headings', () => {
  it('UI-ES-LOG-01 setup first, then «Tura N · gracz (Badacz) · faza»; midnight and the battle have their own headings; every entry once, in order', () => {
    const games = played$().sessions.filter((s) => s.entries.some((e) => e.events.some((x) => x.type === 'AncientOneAwakened')))
    expect(games.length).toBeGreaterThan(5)
    const s = games[0]
    const groups = inLocale('pl', () => logGroups(s.entries))
    expect(groups[0].label).toBe('Przygotowanie gry')
    expect(groups.flatMap((g) => g.items)).toEqual(s.entries)
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length)
    const labels = groups.map((g) => g.label)
    expect(labels.some((l) => /^Tura 1 · .+ \(.+\) · Faza ruchu$/.test(l))).toBe(true)
    expect(labels.some((l) => /· Północ$/.test(l))).toBe(true)
    expect(labels.some((l) => /· przebudzenie: /.test(l))).toBe(true)
    expect(labels.some((l) => /^Walka z Przedwiecznym · tura \d+ · .+ · Faza ataku$/.test(l))).toBe(true)
    for (const l of labels) expect(badLabel(l), l).toBeNull()
    // The entry that woke the Ancient One heads its own group; battle turns come after it.
    const awake = labels.findIndex((l) => l.includes('przebudzenie'))
    expect(labels.slice(awake + 1).every((l) => l.startsWith('Walka z Przedwiecznym'))).toBe(true)
    const en = inLocale('en', () => logGroups(s.entries)).map((g) => g.label)
    expect(en[0]).toBe('Setup')
    expect(en.some((l) => /^Final battle · turn \d+ · .+ · Attack phase$/.test(l))).toBe(true)
  })
})
