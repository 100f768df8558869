import type { Command, LogEntry, PendingInfo } from '@/core'
import type { ItemKind } from '@/games/elder-sign/data'
import { parseAtoms, type EsCommand, type EsEvent, type EsState, type LockSource, type MonsterSpot, type MythosCardFacts, type PendingChoice } from '@/games/elder-sign/rules'
import { locale, t } from './i18n'
import {
  adventureLabel, ancientOneName, cap, colourName, deckName, dieName, dieNameAcc, dieOfColour, dieOfColourAcc, faceName, investigatorName, itemCount, itemDeck, itemName, monsterName,
  mythosName, placeName, placeTo, playerLabel, playerName, requirementsText, signed,
} from './names'

/**
 * Elder Sign events, commands, causes and pending choices as sentences in the UI language (the
 * log, the live region, the pending banner). Polish sentences are built so that names never need
 * declining: an investigator or player is the subject («Amanda Sharpe traci…»), stands after a
 * colon («Badacz: Amanda Sharpe»), and adventure titles stay in quotes (they are the English
 * titles: the Polish card titles are not known). Verbs are in the present tense, which has no
 * gender in Polish. Every count in front of a noun is a plural block in the strings.
 */

/** Events the log and the announcements leave out: steps whose effect the next events say. */
export const HIDDEN_EVENTS: ReadonlySet<string> = new Set<EsEvent['type']>(['AttemptStageChanged', 'ChoiceAnswered', 'MidnightEnded'])

// ---------------------------------------------------------------------------------------------
// Effect tags (rules/effects.ts): the neutral vocabulary of the data and of the facts the players
// type for Mythos cards and monster tokens.

function atomText(a: NonNullable<ReturnType<typeof parseAtoms>>[number]): string {
  if (a.kind === 'lose-trophies') return t('effect.atom.loseTrophies', { n: a.amount })
  return t(`effect.atom.${a.kind}.${a.delta < 0 ? 'lose' : 'gain'}`, { n: Math.abs(a.delta) })
}

const atomsText = (s: string): string | null => {
  const atoms = parseAtoms(s)
  return atoms ? atoms.map(atomText).join(` ${t('effect.and')} `) : null
}

/**
 * An effect tag in words: «na tor zagłady trafia 1 żeton zagłady», «każdy Badacz traci 1 punkt
 * Wytrzymałości», «aktywny Badacz wybiera: … albo …». A tag outside the vocabulary is shown as it
 * is, as a card effect the players apply («efekt z karty: …»). `who` names the investigator an
 * «active investigator» effect is applied to, when the players named one («Amanda Sharpe traci…»).
 */
export function effectText(tag: string | null | undefined, who?: string | null): string {
  if (typeof tag !== 'string' || !tag) return t('effect.none')
  let m = /^doom([+-]\d+)$/.exec(tag)
  if (m && Number(m[1]) !== 0) return Number(m[1]) > 0 ? t('effect.doom.add', { n: Number(m[1]) }) : t('effect.doom.remove', { n: -Number(m[1]) })
  if (tag === 'doom+1-per-other-world-in-play') return t('effect.doom.perOtherWorld')
  m = /^elder-signs?([+-]\d+)$/.exec(tag)
  if (m && Number(m[1]) !== 0) return Number(m[1]) > 0 ? t('effect.elderSigns.add', { n: Number(m[1]) }) : t('effect.elderSigns.remove', { n: -Number(m[1]) })
  m = /^monster-appears(-here)?(?: x(\d+))?$/.exec(tag)
  if (m) return t(m[1] ? 'effect.monster.here' : 'effect.monster', { n: m[2] ? Number(m[2]) : 1 })
  if (tag === 'discard-all-terror-dice') return t('effect.discardTerror')
  if (tag === 'adventure-fails') return t('effect.adventureFails')
  m = /^(active|each)-investigator:(.+)$/.exec(tag)
  if (m) {
    const whom = m[1] === 'active' && who ? who : t(`effect.who.${m[1]}`)
    const c = /^choose\((.+)\)$/.exec(m[2])
    if (c) {
      const options = c[1].split('|').map(atomsText)
      if (options.length >= 2 && options.every((o) => o !== null)) return t('effect.choose', { who: whom, options: options.join(` ${t('effect.or')} `) })
    } else {
      const what = atomsText(m[2])
      if (what) return t('effect.who', { who: whom, what })
    }
  }
  return t('effect.unknown', { tag })
}

/** One option of an effect choice (`sanity-1+stamina-1`) in words. */
export const optionText = (option: string): string => atomsText(option) ?? t('effect.unknown', { tag: option })

// ---------------------------------------------------------------------------------------------
// Values before an event. Events carry the new value only («Sanity is now 3»); the log knows the
// whole history, so `annotateLog` (run by `logGroups`) remembers the value each change started
// from and the sentence can say «traci 2 punkty Poczytalności». Without it the sentence gives the
// new value, which is also what the players set on the table.

type Tracked = { sanity: number; stamina: number; clues: number; maxSanity: number; maxStamina: number; items: Record<string, number> }
const fromValues = new WeakMap<object, number>()

/** Remember, for every Sanity, Stamina, clue, maximum and card-count change, the value it started from. */
export function annotateLog(entries: readonly LogEntry<Command, EsEvent>[]): void {
  const annotate = logAnnotator()
  for (const entry of entries) annotate(entry)
}

/** `annotateLog` entry by entry, in the log's order (the log's grouper runs it as it is fed). */
export function logAnnotator(): (entry: LogEntry<Command, EsEvent>) => void {
  const invs = new Map<string, Tracked>()
  const join = (j: { id: string; sanity: number; stamina: number; clues: number; items: Record<string, number> }) =>
    invs.set(j.id, { sanity: j.sanity, stamina: j.stamina, clues: j.clues, maxSanity: j.sanity, maxStamina: j.stamina, items: { ...j.items } })
  return (entry) => {
    for (const e of entry.events) {
      switch (e.type) {
        case 'GameSetUp':
          invs.clear()
          for (const p of e.data.players) join(p.investigator)
          break
        case 'InvestigatorJoined':
          join(e.data.investigator)
          break
        case 'StartingItemsPicked': {
          const i = invs.get(e.data.investigator)
          if (i) for (const [k, n] of Object.entries(e.data.items)) i.items[k] = (i.items[k] ?? 0) + (n ?? 0)
          break
        }
        case 'StatChanged':
        case 'MaxStatChanged': {
          const i = invs.get(e.data.investigator)
          if (!i) break
          fromValues.set(e, i[e.data.stat])
          i[e.data.stat] = e.data.to
          // A lower maximum brings the value down with it.
          if (e.type === 'MaxStatChanged') {
            if (e.data.stat === 'maxSanity') i.sanity = Math.min(i.sanity, e.data.to)
            else i.stamina = Math.min(i.stamina, e.data.to)
          }
          break
        }
        case 'ItemsChanged': {
          const i = invs.get(e.data.investigator)
          if (!i) break
          fromValues.set(e, i.items[e.data.item] ?? 0)
          i.items[e.data.item] = e.data.to
          break
        }
        case 'InvestigatorDevoured':
          invs.delete(e.data.investigator)
          break
      }
    }
  }
}

/** The value a change started from, when `annotateLog` has seen the event. */
export const valueBefore = (e: EsEvent): number | undefined => fromValues.get(e)

// ---------------------------------------------------------------------------------------------
// Small pieces.

const KNOWN_CAUSES = new Set([
  'setup', 'movement', 'roll', 'reroll', 'ability', 'task', 'terror', 'terror-mythos', 'failed-roll', 'focus', 'assist', 'release', 'spell-cast', 'item-used', 'add-die',
  'clue-spent', 'entrance', 'card', 'correction', 'choice', 'owner-fact', 'mythos', 'midnight', 'mythos-midnight', 'extra-midnight', 'new-investigator', 'attack', 'reward',
  'penalty', 'refill', 'doom-track', 'devoured', 'recover', 'first-aid', 'souvenir', 'task-cost', 'combat-task', 'assist-failed', 'clock-phase',
  'rule/adventure-completed', 'rule/adventure-failed', 'rule/attack-over', 'rule/locked-die', 'rule/midnight', 'rule/no-investigator-left', 'rule/all-devoured', 'rule/next-turn',
  'rule/attack-phase', 'rule/end-action', 'rule/midnight-refresh', 'rule/last-doom-removed', 'rule/devoured-awakens', 'rule/elder-signs-sealed', 'rule/devoured-on-own-turn',
  'rule/devoured', 'rule/battle-won', 'rule/doom-track-full', 'rule/investigator-devoured',
])

/**
 * Why an event happened, in words: every cause the rules emit (fixed ones by key, and the ones
 * that carry a card or token: `midnight:<card>`, `when-drawn:<card>`, `monster-back:<token>`,
 * `awakening/<reason>`, `choice/<kind>`, `rule/adventure-failed/<reason>`). An unknown cause is
 * shown as it is.
 */
export function describeCause(cause: string | undefined): string {
  if (!cause) return ''
  if (KNOWN_CAUSES.has(cause)) return t(`cause.${cause}`)
  let m = /^midnight:(.+)$/.exec(cause)
  if (m) return t('cause.midnight-card', { card: adventureLabel(m[1]) })
  m = /^when-drawn:(.+)$/.exec(cause)
  if (m) return t('cause.when-drawn', { card: adventureLabel(m[1]) })
  m = /^monster-back:(.+)$/.exec(cause)
  if (m) return t('cause.monster-back', { monster: monsterName(m[1]) })
  m = /^awakening\/(.+)$/.exec(cause)
  if (m) return t('cause.awakening', { reason: awakenReason(m[1]) })
  if (/^choice\/.+$/.test(cause)) return t('cause.choice-opened')
  m = /^rule\/adventure-failed\/(.+)$/.exec(cause)
  if (m) return t('cause.adventure-failed-because', { reason: failReason(m[1]) })
  const key = `cause.${cause}`
  const s = t(key)
  return s === key ? cause : s
}

/**
 * The source of a monster or an effect (the same vocabulary as the causes), in words, inside a
 * sentence: Polish labels there start in lower case («(nagroda za przygodę)»); English lowers
 * only a leading article (its nouns keep their capitals: Mythos, Adventure).
 */
function sourceText(source: string): string {
  const s = describeCause(source)
  if (locale.value === 'pl') return s ? s[0].toLocaleLowerCase('pl') + s.slice(1) : s
  return s.replace(/^(A|An|The) /, (w) => w.toLowerCase())
}

const translatedOr = (key: string, fallback: string): string => {
  const s = t(key)
  return s === key ? fallback : s
}
const awakenReason = (reason: string): string => translatedOr(`ev.AncientOneAwakened.reason.${reason}`, reason)
export const failReason = (reason: string): string => translatedOr(`ev.AdventureFailed.reason.${reason}`, reason)

/** The faces of a roll, die by die («zielona kość 1: Wiedza, żółta kość: 4 Śledztwa»). */
const facesText = (dice: readonly { die: string; face: string }[]): string => dice.map((d) => t('ev.face', { die: dieName(d.die), face: faceName(d.face) })).join(', ')

function taskName(card: string, task: string): string {
  if (task === 'combat' || card === 'ancient-one') return t('ev.task.combat')
  const row = /^t(\d+)$/.exec(task)
  if (row) return t('ev.task.row', { n: Number(row[1]) + 1 })
  return t('ev.task.monster')
}

function spotText(spot: MonsterSpot): string {
  if (spot.kind === 'frame') return t('ev.spot.frame', { n: spot.task + 1 })
  if (spot.kind === 'empty') return t('ev.spot.empty')
  return t('ev.spot.under')
}

export function lockByText(by: LockSource, state: EsState | null): string {
  switch (by.kind) {
    case 'adventure': return t('ev.lockBy.adventure', { card: adventureLabel(by.card) })
    case 'monster': return t('ev.lockBy.monster', { monster: monsterName(by.token, state) })
    case 'mythos': return t('ev.lockBy.mythos')
    case 'other': return by.label ? t('ev.lockBy.other', { label: by.label }) : t('ev.lockBy.card')
  }
}

/**
 * What a Mythos card does: its immediate effect (with its locked die), then its lasting ones. A card
 * put in place of another by hand without its immediate effect (`immediate` false) says so, and
 * only its locked die comes at once.
 */
function mythosEffects(card: MythosCardFacts, immediate = true): string {
  const parts: string[] = []
  if (card.doom > 0) parts.push(t('effect.doom.add', { n: card.doom }))
  if (card.monsters > 0) parts.push(t('effect.monster', { n: card.monsters }))
  if (card.lockedDie) parts.push(t('ev.MythosDrawn.lock', { die: dieOfColourAcc(card.lockedDie) }))
  if (card.immediateEffect) parts.push(effectText(card.immediateEffect))
  const now: string[] = []
  if (immediate) now.push(t('ev.MythosDrawn.now', { effects: parts.length ? parts.join('; ') : t('ev.MythosDrawn.nothing') }))
  else {
    if (card.lockedDie) now.push(t('ev.MythosReplaced.lock', { die: dieOfColourAcc(card.lockedDie) }))
    if (card.doom > 0 || card.monsters > 0 || card.immediateEffect) now.push(t('ev.MythosReplaced.notResolved'))
  }
  const later: string[] = []
  if (card.terrorEffect) later.push(t('ev.MythosDrawn.terror', { effect: effectText(card.terrorEffect) }))
  if (card.midnightEffect) later.push(t('ev.MythosDrawn.midnight', { effect: effectText(card.midnightEffect) }))
  if (card.persists) later.push(t('ev.MythosDrawn.persists'))
  return [...now, ...later].join(' ')
}

function trophyList(items: readonly ({ kind: 'adventure'; card: string } | { kind: 'monster'; token: string })[], state: EsState | null): string {
  return items.map((r) => (r.kind === 'adventure' ? adventureLabel(r.card) : monsterName(r.token, state))).join(', ')
}

const STAT_CHANGE_KEYS = ['sanity', 'stamina', 'maxSanity', 'maxStamina', 'clues'] as const

function attackChanges(changes: Record<string, number>): string {
  return STAT_CHANGE_KEYS.filter((k) => typeof changes[k] === 'number' && changes[k] !== 0).map((k) => t(`ev.AncientOneAttacked.${k}`, { v: signed(changes[k]) })).join(', ')
}

/** The question of an open choice, with what the event knows (card, investigator, options). */
function choiceText(c: PendingChoice, state: EsState | null): string {
  switch (c.kind) {
    case 'adventure-lock': return t('ev.ChoiceOpened.adventure-lock', { card: adventureLabel(c.card) })
    case 'mythos-card': return t(c.setup ? 'ev.ChoiceOpened.mythos-card.setup' : 'ev.ChoiceOpened.mythos-card')
    case 'monster-placement':
      return c.card ? t('ev.ChoiceOpened.monster-placement.here', { source: sourceText(c.source), card: adventureLabel(c.card) }) : t('ev.ChoiceOpened.monster-placement', { source: sourceText(c.source) })
    case 'effect-choice': return t('ev.ChoiceOpened.effect-choice', { who: investigatorName(c.investigator), source: sourceText(c.source), options: c.options.map(optionText).join(` ${t('effect.or')} `) })
    case 'lose-trophies': return t('ev.ChoiceOpened.lose-trophies', { who: investigatorName(c.investigator), n: c.amount, source: sourceText(c.source) })
    case 'helper-loss': return t('ev.ChoiceOpened.helper-loss', { who: investigatorName(c.investigator) })
    case 'new-investigator': return t('ev.ChoiceOpened.new-investigator', { player: playerName(state, c.player) })
    case 'ancient-one-attack': return t('ev.ChoiceOpened.ancient-one-attack', { ao: ancientOneName(state?.ancientOne?.id) })
    default: {
      const other: never = c
      return describePending({ kind: (other as { kind: string }).kind, screen: '' })
    }
  }
}

function statSentence(e: Extract<EsEvent, { type: 'StatChanged' }>): string {
  const who = investigatorName(e.data.investigator)
  const { stat, to } = e.data
  const from = valueBefore(e)
  if (from === undefined || from === to) return t(`ev.StatChanged.${stat}.set`, { who, to })
  const n = Math.abs(to - from)
  if (stat === 'clues' && to < from && e.cause === 'clue-spent') return t('ev.StatChanged.clues.spend', { who, n, to })
  return t(`ev.StatChanged.${stat}.${to < from ? 'lose' : 'gain'}`, { who, n, to })
}

function maxSentence(e: Extract<EsEvent, { type: 'MaxStatChanged' }>): string {
  const who = investigatorName(e.data.investigator)
  const from = valueBefore(e)
  const { stat, to } = e.data
  if (from === undefined || from === to) return t(`ev.MaxStatChanged.${stat}.set`, { who, to })
  return t(`ev.MaxStatChanged.${stat}.${to < from ? 'lower' : 'raise'}`, { who, n: Math.abs(to - from), to })
}

function itemsSentence(e: Extract<EsEvent, { type: 'ItemsChanged' }>): string {
  const who = investigatorName(e.data.investigator)
  const { item, to } = e.data
  const from = valueBefore(e)
  if (e.cause === 'spell-cast' && item === 'spell') return t('ev.ItemsChanged.cast', { who, to })
  if (from === undefined || from === to) return t('ev.ItemsChanged.set', { who, item: itemName(item), to })
  const n = Math.abs(to - from)
  return to > from ? t('ev.ItemsChanged.gain', { who, n, deck: itemDeck(item), to }) : t('ev.ItemsChanged.lose', { who, n, item: itemName(item), to })
}

const itemsList = (items: Partial<Record<ItemKind | 'clue', number>>): string =>
  (Object.entries(items) as [ItemKind, number][]).filter(([, n]) => n > 0).map(([k, n]) => itemCount(k, n)).join(', ') || t('ev.nothing')

// ---------------------------------------------------------------------------------------------

/** One event as a sentence in the UI language. `state` (the current one, or null) gives names and track lengths. */
export function describeEvent(e: EsEvent, state: EsState | null): string {
  return cap(eventText(e, state))
}

/** The game, its turns, the dice and the adventures; the rest in `laterEventText`. */
function eventText(e: EsEvent, state: EsState | null): string {
  const who = (id: string) => investigatorName(id)
  switch (e.type) {
    case 'GameSetUp': {
      const d = e.data
      return t(d.ancientOneDrawn ? 'ev.GameSetUp.aoDrawn' : 'ev.GameSetUp', {
        ao: ancientOneName(d.ancientOne.id),
        players: d.players.length,
        first: playerLabel(d.players[d.firstPlayer]?.name, d.firstPlayer),
        track: d.ancientOne.doomTrack,
        limit: d.ancientOne.elderSignLimit,
      })
    }
    case 'InvestigatorJoined':
      return t(e.data.drawn ? 'ev.InvestigatorJoined.drawn' : 'ev.InvestigatorJoined', { player: playerName(state, e.data.player), who: who(e.data.investigator.id) })
    case 'StartingItemsPicked': return t('ev.StartingItemsPicked', { who: who(e.data.investigator), items: itemsList(e.data.items) })
    case 'TurnStarted': {
      const player = playerName(state, e.data.player)
      if (e.data.clockOnly) return t('ev.TurnStarted.clockOnly', { n: e.data.number, player })
      return t(e.data.battle ? 'ev.TurnStarted.battle' : 'ev.TurnStarted', { n: e.data.number, player })
    }
    case 'PhaseChanged': return t(`ev.PhaseChanged.${e.data.phase}`)
    case 'InvestigatorMoved': return t('ev.InvestigatorMoved', { who: who(e.data.investigator), to: placeTo(e.data.to) })
    case 'AttemptStarted':
      return e.data.card === 'ancient-one' ? t('ev.AttemptStarted.battle', { who: who(e.data.investigator) }) : t('ev.AttemptStarted', { who: who(e.data.investigator), card: adventureLabel(e.data.card) })
    case 'AttemptStageChanged': return t(`ev.AttemptStageChanged.${e.data.stage}`)
    case 'DieAdded':
      return e.data.spend ? t('ev.DieAdded.spend', { die: dieName(e.data.die), item: itemName(e.data.spend) }) : t('ev.DieAdded', { die: dieName(e.data.die) })
    case 'LockedDieBorrowed': return t('ev.LockedDieBorrowed', { die: dieName(e.data.die) })
    case 'DiceRolled':
      return t(e.data.physical ? 'ev.DiceRolled.physical' : 'ev.DiceRolled', { n: e.data.dice.length, faces: facesText(e.data.dice) })
    case 'DiceRerolled':
      return t('ev.DiceRerolled', { n: e.data.dice.length, faces: facesText(e.data.dice), source: t(`ev.rerollSource.${e.data.source}`) })
    case 'DieFaceChanged': return t('ev.DieFaceChanged', { die: dieName(e.data.die), face: faceName(e.data.face), source: t(`ev.rerollSource.${e.data.source}`) })
    case 'TaskCompleted': {
      const p = { task: taskName(e.data.card, e.data.task), faces: facesText(e.data.dice) }
      return e.data.monster ? t('ev.TaskCompleted.monster', { ...p, monster: monsterName(e.data.monster, state) }) : t('ev.TaskCompleted', p)
    }
    case 'RollFailed': return t(e.data.terror ? 'ev.RollFailed.terror' : 'ev.RollFailed')
    case 'TerrorIgnored': return t(`ev.TerrorIgnored.${e.data.what}`, { who: who(e.data.investigator) })
    case 'DieDiscarded': return t('ev.DieDiscarded', { die: dieName(e.data.die) })
    case 'DieHeld': return t(`ev.DieHeld.${e.data.how}`, { who: who(e.data.by), die: dieName(e.data.die) })
    case 'SpellCast': return t('ev.SpellCast', { who: who(e.data.caster), n: e.data.dice.length, dice: e.data.dice.map(dieName).join(', ') })
    case 'HeldDieReleased': return t(`ev.HeldDieReleased.${e.data.from}`, { die: dieName(e.data.die) })
    case 'SpellDiscarded': return t('ev.SpellDiscarded')
    case 'AttemptEnded': return t(`ev.AttemptEnded.${e.data.outcome}`)
    case 'AdventureCompleted': return t('ev.AdventureCompleted', { who: who(e.data.investigator), card: adventureLabel(e.data.card), n: e.data.trophies })
    case 'AdventureFailed': return t('ev.AdventureFailed', { who: who(e.data.investigator), card: adventureLabel(e.data.card), reason: failReason(e.data.reason) })
    case 'AdventureDealt': {
      const card = adventureLabel(e.data.card)
      if (e.data.deck === 'other-world') return t('ev.AdventureDealt.otherWorld', { card })
      return e.data.slot === null ? t('ev.AdventureDealt.extra', { card }) : t('ev.AdventureDealt', { card, n: e.data.slot + 1 })
    }
    case 'AdventureDeckEmpty': return t('ev.AdventureDeckEmpty', { deck: deckName(e.data.deck) })
    case 'AdventureDiscarded': return t('ev.AdventureDiscarded', { card: adventureLabel(e.data.card) })
    case 'AdventureLockDefined':
      return e.data.lockedDie === 'none' ? t('ev.AdventureLockDefined.none', { card: adventureLabel(e.data.card) }) : t('ev.AdventureLockDefined', { card: adventureLabel(e.data.card), colour: colourName(e.data.lockedDie) })
    case 'DieLocked':
      return e.data.die
        ? t('ev.DieLocked', { die: dieNameAcc(e.data.die), by: lockByText(e.data.by, state) })
        : t('ev.DieLocked.queued', { die: dieOfColourAcc(e.data.colour), by: lockByText(e.data.by, state) })
    case 'LockReleased':
      if (!e.data.die) return t('ev.LockReleased.queued')
      return t(e.data.passedTo ? 'ev.LockReleased.passed' : 'ev.LockReleased', { die: dieName(e.data.die) })
    case 'DieRemovedFromGame': return t('ev.DieRemovedFromGame', { die: dieName(e.data.die) })
    case 'MonsterAppeared': {
      const tok = e.data.token
      return t('ev.MonsterAppeared', {
        monster: monsterName(tok),
        card: adventureLabel(e.data.card),
        spot: spotText(e.data.spot),
        task: requirementsText(tok.requires),
        n: tok.trophies,
      }) + (tok.lockedDie ? ` ${t('ev.MonsterAppeared.lock', { die: dieOfColourAcc(tok.lockedDie) })}` : '')
        + (tok.backEffect ? ` ${t('ev.MonsterAppeared.back', { effect: effectText(tok.backEffect) })}` : '')
    }
    case 'MonsterPrevented': return t(`ev.MonsterPrevented.${e.data.reason}`, { source: sourceText(e.data.source) })
    case 'MonsterMarkedDefeated':
      return t(e.data.spend ? 'ev.MonsterMarkedDefeated.spend' : 'ev.MonsterMarkedDefeated', { monster: monsterName(e.data.token, state), item: e.data.spend ? itemName(e.data.spend) : '' })
    case 'MonsterDefeated': return t('ev.MonsterDefeated', { who: who(e.data.investigator), monster: monsterName(e.data.token, state) })
    case 'MonsterReturnedToCup': return t('ev.MonsterReturnedToCup', { monster: monsterName(e.data.token, state) })
    default:
      return laterEventText(e, state)
  }
}

/** The events `laterEventText` words: doom and Elder Signs, the clock, the Mythos cards, the investigators, the end and the corrections. */
type LaterEvent = Extract<EsEvent, {
  type:
    | 'DoomAdded' | 'DoomRemoved' | 'ElderSignsAdded' | 'ElderSignsRemoved' | 'ClockAdvanced' | 'MidnightStruck'
    | 'MidnightEnded' | 'MythosDrawn' | 'MythosDiscarded' | 'MythosReplaced' | 'PersistentMythosEnded'
    | 'DailyAbilitiesRefreshed' | 'DailyAbilityUsed' | 'DailyAbilityCorrected' | 'StatChanged' | 'MaxStatChanged'
    | 'ItemsChanged' | 'TrophiesSpent' | 'TrophyGained' | 'InvestigatorDevoured' | 'PlayerEliminated'
    | 'ChoiceOpened' | 'ChoiceAnswered' | 'AncientOneAwakened' | 'AdventuresCleared' | 'AncientOneAttacked'
    | 'GameWon' | 'GameLost' | 'EffectLeftToPlayers' | 'EntranceActionTaken' | 'LostAndFoundRolled'
    | 'SouvenirBought' | 'DoomCorrected' | 'ElderSignsCorrected' | 'ClockCorrected' | 'DieCorrected'
    | 'AdventureDeckCorrected'
}>

function laterEventText(e: LaterEvent, state: EsState | null): string {
  const who = (id: string) => investigatorName(id)
  const track = state?.ancientOne?.doomTrack
  const limit = state?.ancientOne?.elderSignLimit
  switch (e.type) {
    case 'DoomAdded': {
      const p = { to: e.data.to, track: track ?? e.data.to }
      // The last space wakes the Ancient One instead of bringing its monster (l.877).
      return t(e.data.monsterSpace && (track === undefined || e.data.to < track) ? 'ev.DoomAdded.monster' : 'ev.DoomAdded', p)
    }
    case 'DoomRemoved': return t('ev.DoomRemoved', { to: e.data.to, track: track ?? '?' })
    case 'ElderSignsAdded': return t('ev.ElderSignsAdded', { to: e.data.to, limit: limit ?? '?' })
    case 'ElderSignsRemoved': return t('ev.ElderSignsRemoved', { to: e.data.to, limit: limit ?? '?' })
    case 'ClockAdvanced': return t(e.data.to === 'XII' ? 'ev.ClockAdvanced.midnight' : 'ev.ClockAdvanced', { to: e.data.to })
    case 'MidnightStruck': {
      if (e.data.battle) return t('ev.MidnightStruck.battle')
      const base = t(e.data.firstTurn ? 'ev.MidnightStruck.firstTurn' : 'ev.MidnightStruck')
      return e.data.count > 1 ? `${base} ${t('ev.MidnightStruck.extra', { count: e.data.count, n: e.data.count - 1 })}` : base
    }
    case 'MidnightEnded': return t('ev.MidnightEnded')
    case 'MythosDrawn':
      return t(e.data.setup ? 'ev.MythosDrawn.setup' : 'ev.MythosDrawn', { card: mythosName(e.data.card.title, e.data.mythos), effects: mythosEffects(e.data.card) })
    case 'MythosDiscarded': return t(e.data.persists ? 'ev.MythosDiscarded.persists' : 'ev.MythosDiscarded')
    case 'MythosReplaced': {
      const card = mythosName(e.data.card.title, e.data.mythos)
      // The same title: the same physical card, its facts typed again.
      const text = (e.data.card.title ?? '') === (e.data.replacedTitle ?? '')
        ? t('ev.MythosReplaced.same', { card: mythosName(e.data.replacedTitle, e.data.replaced) })
        : t('ev.MythosReplaced', { card, was: mythosName(e.data.replacedTitle, e.data.replaced) })
      const effects = mythosEffects(e.data.card, e.data.immediate)
      return effects ? `${text} ${effects}` : text
    }
    case 'PersistentMythosEnded': return t('ev.PersistentMythosEnded')
    case 'DailyAbilitiesRefreshed': return t('ev.DailyAbilitiesRefreshed')
    case 'DailyAbilityUsed': return t('ev.DailyAbilityUsed', { who: who(e.data.investigator) })
    case 'DailyAbilityCorrected': return t(e.data.used ? 'ev.DailyAbilityCorrected.used' : 'ev.DailyAbilityCorrected.unused', { who: who(e.data.investigator) })
    case 'StatChanged': return statSentence(e)
    case 'MaxStatChanged': return maxSentence(e)
    case 'ItemsChanged': return itemsSentence(e)
    case 'TrophiesSpent': {
      const list = trophyList(e.data.items, state)
      const key = `ev.TrophiesSpent.${e.data.for}`
      const s = t(key, { who: who(e.data.investigator), list })
      return s === key ? t('ev.TrophiesSpent', { who: who(e.data.investigator), list }) : s
    }
    case 'TrophyGained': {
      const tr = e.data.trophy
      return tr.kind === 'monster'
        ? t('ev.TrophyGained.monster', { who: who(e.data.investigator), n: tr.token.trophies })
        : t('ev.TrophyGained.card', { who: who(e.data.investigator), card: adventureLabel(tr.card) })
    }
    case 'InvestigatorDevoured':
      return t('ev.InvestigatorDevoured', { who: who(e.data.investigator), player: playerName(state, e.data.player), cards: e.data.cardsToDecks.length, monsters: e.data.monstersToCup.length })
    case 'PlayerEliminated': return t(`ev.PlayerEliminated.${e.data.reason}`, { player: playerName(state, e.data.player) })
    case 'ChoiceOpened': return choiceText(e.data.choice, state)
    case 'ChoiceAnswered': return t('ev.ChoiceAnswered')
    case 'AncientOneAwakened': return t('ev.AncientOneAwakened', { ao: ancientOneName(state?.ancientOne?.id), reason: awakenReason(e.data.reason) })
    case 'AdventuresCleared': return t('ev.AdventuresCleared', { cards: e.data.cards.length, monsters: e.data.monsters.length })
    case 'AncientOneAttacked': {
      const parts = e.data.investigators.map((c) => t('ev.AncientOneAttacked.one', { who: who(c.investigator), changes: attackChanges(c.changes) || t('ev.nothing') }))
      if (e.data.doom > 0) parts.push(t('effect.doom.add', { n: e.data.doom }))
      return t('ev.AncientOneAttacked', { what: parts.length ? parts.join('; ') : t('ev.AncientOneAttacked.nothing') })
    }
    case 'GameWon': return t(`ev.GameWon.${e.data.how}`, { ao: ancientOneName(state?.ancientOne?.id) })
    case 'GameLost': return translatedOr(`ev.GameLost.${e.data.reason}`, t('ev.GameLost', { reason: e.data.reason }))
    case 'EffectLeftToPlayers': return t('ev.EffectLeftToPlayers', { source: sourceText(e.data.source), effect: effectText(e.data.tag) })
    case 'EntranceActionTaken': {
      const { action, option } = e.data
      if (action === 'first-aid') return t(`ev.EntranceActionTaken.first-aid.${option ?? 'free-heal'}`)
      if (action === 'souvenir') return t('ev.EntranceActionTaken.souvenir')
      return t(`ev.EntranceActionTaken.${action}`)
    }
    case 'LostAndFoundRolled': return t(e.data.physical ? 'ev.LostAndFoundRolled.physical' : 'ev.LostAndFoundRolled', { face: faceName(e.data.face) })
    case 'SouvenirBought': return t('ev.SouvenirBought', { item: itemName(e.data.item), n: e.data.cost })
    case 'DoomCorrected': return t('ev.DoomCorrected', { to: e.data.to, track: track ?? '?' })
    case 'ElderSignsCorrected': return t('ev.ElderSignsCorrected', { to: e.data.to, limit: limit ?? '?' })
    case 'ClockCorrected': return t('ev.ClockCorrected', { to: e.data.to })
    case 'DieCorrected': return t(`ev.DieCorrected.${e.data.to.at}`, { die: dieName(e.data.die) })
    case 'AdventureDeckCorrected':
      return e.data.order.length
        ? t('ev.AdventureDeckCorrected', { deck: deckName(e.data.deck), card: adventureLabel(e.data.order[0]) })
        : t('ev.AdventureDeckCorrected.empty', { deck: deckName(e.data.deck) })
    default: {
      const unknown: never = e
      return t('ev.unknown', { type: String((unknown as { type?: unknown }).type) })
    }
  }
}

// ---------------------------------------------------------------------------------------------

const has = (o: unknown, k: string): boolean => !!o && typeof o === 'object' && Object.hasOwn(o, k)
const str = (o: unknown, k: string): string | null => (has(o, k) && typeof (o as Record<string, unknown>)[k] === 'string' ? ((o as Record<string, unknown>)[k] as string) : null)

/**
 * A command's name in the log, with the one detail that tells two of a kind apart (which die,
 * where to, which deck). Commands come from files too, so a missing field gives the bare name.
 */
export function describeCommand(c: EsCommand): string {
  const d: unknown = c.data
  switch (c.type) {
    case 'MoveInvestigator': {
      const to = str(d, 'to')
      return to ? t('cmd.MoveInvestigator', { to: placeName(to) }) : t('cmd.MoveInvestigator.stay')
    }
    case 'AddDie': return str(d, 'colour') ? t('cmd.AddDie', { die: dieOfColour(str(d, 'colour')!) }) : t('cmd.AddDie.plain')
    case 'FailRoll': return str(d, 'die') ? t('cmd.FailRoll.die', { die: dieName(str(d, 'die')!) }) : t('cmd.FailRoll')
    case 'BorrowLockedDie':
    case 'DiscardDie':
    case 'FocusDie':
    case 'ReleaseHeldDie':
    case 'CorrectDie':
      return str(d, 'die') ? t(`cmd.${c.type}`, { die: dieName(str(d, 'die')!) }) : t(`cmd.${c.type}.plain`)
    case 'Roll': return t(has(d, 'faces') && (d as { faces?: unknown }).faces !== undefined ? 'cmd.Roll.physical' : 'cmd.Roll')
    case 'Reroll': {
      const source = str(d, 'source')
      return source && ['clue', 'ability', 'item', 'spell', 'ally'].includes(source) ? t('cmd.Reroll', { source: t(`ev.rerollSource.${source}`) }) : t('cmd.Reroll.plain')
    }
    case 'SetDieFace':
      return str(d, 'die') && str(d, 'face') ? t('cmd.SetDieFace', { die: dieName(str(d, 'die')!), face: faceName(str(d, 'face')!) }) : t('cmd.SetDieFace.plain')
    case 'RequestAssistance': return str(d, 'helper') ? t('cmd.RequestAssistance', { who: investigatorName(str(d, 'helper')) }) : t('cmd.RequestAssistance.plain')
    case 'FirstAid': {
      const option = str(d, 'option')
      return option && ['free', 'full-one', 'full-both'].includes(option) ? t(`cmd.FirstAid.${option}`) : t('cmd.FirstAid')
    }
    case 'BuySouvenir': return str(d, 'item') ? t('cmd.BuySouvenir', { item: itemName(str(d, 'item')!) }) : t('cmd.BuySouvenir.plain')
    case 'UseDailyAbility':
    case 'CorrectDailyAbility':
    case 'CorrectInvestigator':
    case 'CorrectTrophies':
    case 'PickStartingItems':
      return str(d, 'investigator') ? t(`cmd.${c.type}`, { who: investigatorName(str(d, 'investigator')) }) : t(`cmd.${c.type}.plain`)
    case 'RecoverStat': {
      const stat = str(d, 'stat')
      return stat === 'sanity' || stat === 'stamina' ? t(`cmd.RecoverStat.${stat}`) : t('cmd.RecoverStat')
    }
    case 'ChooseHelperLoss': {
      const stat = str(d, 'stat')
      return stat === 'sanity' || stat === 'stamina' ? t(`cmd.ChooseHelperLoss.${stat}`) : t('cmd.ChooseHelperLoss')
    }
    case 'ApplyEffect': {
      const on = str(d, 'investigator')
      return str(d, 'tag') ? t('cmd.ApplyEffect', { effect: effectText(str(d, 'tag'), on ? investigatorName(on) : null) }) : t('cmd.ApplyEffect.plain')
    }
    case 'DealAdventure': {
      const deck = str(d, 'deck')
      return deck === 'adventure' || deck === 'other-world' ? t('cmd.DealAdventure', { from: t(`name.deckFrom.${deck}`) }) : t('cmd.DealAdventure.plain')
    }
    case 'CorrectAdventureDeck': {
      const deck = str(d, 'deck')
      return deck === 'adventure' || deck === 'other-world' ? t('cmd.CorrectAdventureDeck', { deck: deckName(deck) }) : t('cmd.CorrectAdventureDeck.plain')
    }
    case 'ReplaceMythos': {
      const title = has(d, 'card') ? str((d as { card: unknown }).card, 'title') : null
      return title ? t('cmd.ReplaceMythos', { card: t('name.mythosTitled', { title }) }) : t('cmd.ReplaceMythos.plain')
    }
    case 'DiscardAdventure': return str(d, 'card') ? t('cmd.DiscardAdventure', { card: adventureLabel(str(d, 'card')!) }) : t('cmd.DiscardAdventure.plain')
    case 'AddLock': return str(d, 'colour') ? t('cmd.AddLock', { die: dieOfColour(str(d, 'colour')!) }) : t('cmd.AddLock.plain')
    case 'DefineAdventureLock': {
      const colour = str(d, 'lockedDie')
      return colour ? t('cmd.DefineAdventureLock', { colour: colourName(colour) }) : t('cmd.DefineAdventureLock.plain')
    }
    case 'CorrectDoom':
    case 'CorrectElderSigns':
    case 'CorrectClock': {
      const to = has(d, 'to') ? (d as { to: unknown }).to : undefined
      return typeof to === 'number' || typeof to === 'string' ? t(`cmd.${c.type}`, { to }) : t(`cmd.${c.type}.plain`)
    }
    case 'SetUpGame':
    case 'AdvanceClock':
    case 'CompleteTask':
    case 'CastHoldSpell':
    case 'FailAdventure':
    case 'DefeatMonster':
    case 'LostAndFound':
    case 'PassAction':
    case 'AwakenAncientOne':
    case 'ReleaseLock':
    case 'EndPersistentMythos':
    case 'DrawMythos':
    case 'PlaceMonster':
    case 'ChooseEffect':
    case 'LoseTrophies':
    case 'ChooseInvestigator':
    case 'ResolveAncientOneAttack':
    case 'RemoveMonster':
      return t(`cmd.${c.type}`)
    default: {
      const unknown: never = c
      return String((unknown as { type?: unknown }).type)
    }
  }
}

/** The kinds `pendingOf` reports: the open questions, the die to set aside, the Entrance action. */
export const PENDING_KINDS = [
  'adventure-lock', 'mythos-card', 'monster-placement', 'effect-choice', 'lose-trophies', 'helper-loss', 'new-investigator', 'ancient-one-attack', 'discard-die', 'entrance-action',
] as const

/** The question a pending choice asks (the banner leading to the screen that answers it). */
export function describePending(p: PendingInfo): string {
  return (PENDING_KINDS as readonly string[]).includes(p.kind) ? t(`pending.${p.kind}`) : t('pending.unknown')
}
