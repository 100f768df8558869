import { assertNever } from '../../../core'
import type { EsEvent, JoinedInvestigator } from './events'
import {
  colourOf, DIE_IDS, sameTrophy, type AdventureDeck, type DieId, type DiePlace, type EsState, type InvestigatorState, type PlayerState, type Trophy,
} from './state'

/**
 * Fold one event onto the state. Pure and total: every event type is handled (exhaustive switch
 * with `assertNever`). Returns a new state; untouched parts are shared with the old one.
 */
export function evolve(state: EsState, event: EsEvent): EsState {
  const s: EsState = { ...state }
  switch (event.type) {
    case 'GameSetUp': {
      const d = event.data
      s.status = 'playing'
      s.seed = d.seed
      s.players = d.players.map((p) => ({ name: p.name, investigator: joined(p.investigator), eliminated: false, devoured: [] }))
      s.ancientOne = d.ancientOne
      s.firstPlayer = d.firstPlayer
      s.turn = { ...s.turn, player: d.firstPlayer }
      s.adventureDeck = d.adventureDeck
      s.otherWorldDeck = d.otherWorldDeck
      s.cup = d.cup
      s.ownerFacts = { adventureLocks: { ...d.ownerFacts.adventureLocks } }
      return s
    }
    case 'InvestigatorJoined':
      return withPlayer(s, event.data.player, (p) => ({ ...p, investigator: joined(event.data.investigator) }))
    case 'StartingItemsPicked':
      return withInvestigator(s, event.data.investigator, (i) => {
        const items = { ...i.items }
        let picked = 0
        for (const [k, n] of Object.entries(event.data.items) as [keyof typeof items, number][]) {
          items[k] += n
          picked += n
        }
        return { ...i, items, toPick: Math.max(0, i.toPick - picked) }
      })
    case 'TurnStarted':
      s.turn = {
        number: event.data.number,
        player: event.data.player,
        phase: event.data.clockOnly ? 'clock' : event.data.battle ? 'action' : 'movement',
        midnights: 0,
        discardedExtra: [],
        entranceDone: false,
      }
      s.attempt = null
      return s
    case 'PhaseChanged':
      s.turn = { ...s.turn, phase: event.data.phase }
      return s
    case 'InvestigatorMoved':
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, at: event.data.to }))
    case 'AttemptStarted':
      s.attempt = {
        card: event.data.card,
        investigator: event.data.investigator,
        stage: 'to-roll',
        roll: 0,
        completedThisRoll: 0,
        heldThisRoll: false,
        focused: false,
        helpers: [],
        completed: [],
      }
      return s
    case 'AttemptStageChanged':
      if (s.attempt) s.attempt = { ...s.attempt, stage: event.data.stage }
      return s
    case 'DieAdded':
    case 'LockedDieBorrowed':
      return withDice(s, [[event.data.die, { at: 'pool' }]])
    case 'DiceRolled': {
      const out = withDice(s, event.data.dice.map((x) => [x.die, { at: 'rolled', face: x.face }]))
      if (out.attempt) out.attempt = { ...out.attempt, stage: 'rolled', roll: out.attempt.roll + 1, completedThisRoll: 0, heldThisRoll: false }
      return out
    }
    case 'DiceRerolled':
      return withDice(s, event.data.dice.map((x) => [x.die, { at: 'rolled', face: x.face }]))
    case 'DieFaceChanged': {
      const p = s.dice[event.data.die]
      return 'face' in p ? withDice(s, [[event.data.die, { ...p, face: event.data.face }]]) : s
    }
    case 'TaskCompleted': {
      const { card, task } = event.data
      const out = withDice(s, event.data.dice.map((x) => [x.die, { at: 'task', face: x.face, card, task }]))
      if (out.attempt) {
        out.attempt = {
          ...out.attempt,
          completedThisRoll: out.attempt.completedThisRoll + 1,
          completed: task === 'combat' ? out.attempt.completed : [...out.attempt.completed, task],
        }
      }
      return out
    }
    case 'RollFailed':
      if (s.attempt) s.attempt = { ...s.attempt, stage: 'must-discard' }
      return s
    case 'TerrorIgnored':
      return s
    case 'DieDiscarded': {
      const out = withDice(s, [[event.data.die, { at: 'discarded' }]])
      const c = colourOf(event.data.die)
      if (c !== 'green') out.turn = { ...out.turn, discardedExtra: [...out.turn.discardedExtra, c] }
      return out
    }
    case 'DieHeld': {
      const p = s.dice[event.data.die]
      const face = 'face' in p ? p.face : 'lore'
      const out = withDice(s, [[event.data.die, event.data.how === 'focus' ? { at: 'focused', face, by: event.data.by } : { at: 'assisted', face, by: event.data.by }]])
      if (out.attempt) {
        out.attempt = {
          ...out.attempt,
          heldThisRoll: true,
          focused: out.attempt.focused || event.data.how === 'focus',
          helpers: event.data.how === 'assist' ? [...out.attempt.helpers, event.data.by] : out.attempt.helpers,
        }
      }
      return out
    }
    case 'SpellCast': {
      const { spell } = event.data
      s.spells = [...s.spells, { id: spell, caster: event.data.caster, slots: event.data.dice.length }]
      s.next = { ...s.next, spell: s.next.spell + 1 }
      return withDice(s, event.data.dice.map((d) => {
        const p = s.dice[d]
        return [d, { at: 'spell', face: 'face' in p ? p.face : 'lore', spell }]
      }))
    }
    case 'HeldDieReleased':
      return withDice(s, [[event.data.die, { at: 'pool' }]])
    case 'SpellDiscarded':
      s.spells = s.spells.filter((x) => x.id !== event.data.spell)
      return s
    case 'AttemptEnded':
      return endAttempt(s)
    case 'AdventureCompleted': {
      const { card, investigator, deck, trophies } = event.data
      const out = leaveCard(s, card)
      return withInvestigator(out, investigator, (i) => ({ ...i, trophies: [...i.trophies, { kind: 'adventure', card, deck, value: trophies }] }))
    }
    case 'AdventureFailed':
      return s
    case 'AdventureDealt': {
      const { card, deck, slot } = event.data
      s.adventureDeck = s.adventureDeck.filter((c) => c !== card)
      s.otherWorldDeck = s.otherWorldDeck.filter((c) => c !== card)
      s.adventures = [...s.adventures, { card, deck, slot }]
      return s
    }
    case 'AdventureDeckEmpty':
      return s
    case 'AdventureDiscarded': {
      const a = s.adventures.find((x) => x.card === event.data.card)
      const out = leaveCard(s, event.data.card)
      return a ? toDeckBottom(out, a.deck, [a.card]) : out
    }
    case 'AdventureLockDefined':
      s.ownerFacts = { adventureLocks: { ...s.ownerFacts.adventureLocks, [event.data.card]: event.data.lockedDie } }
      return s
    case 'DieLocked': {
      const { lock, colour, by, die } = event.data
      s.locks = [...s.locks, { id: lock, colour, by, die }]
      s.next = { ...s.next, lock: s.next.lock + 1 }
      return die ? withDice(s, [[die, { at: 'locked', lock }]]) : s
    }
    case 'LockReleased': {
      const { lock, die, passedTo } = event.data
      s.locks = s.locks.filter((l) => l.id !== lock).map((l) => (passedTo && l.id === passedTo ? { ...l, die } : l))
      if (!die) return s
      const p = s.dice[die]
      if (passedTo) return p.at === 'locked' ? withDice(s, [[die, { at: 'locked', lock: passedTo }]]) : s
      // A die Sister Mary borrowed stays where it is; an idle one goes back beside the Entrance.
      return p.at === 'locked' ? withDice(s, [[die, idlePlace(die)]]) : s
    }
    case 'DieRemovedFromGame': {
      const { die, lock } = event.data
      if (lock) s.locks = s.locks.filter((l) => l.id !== lock)
      return withDice(s, [[die, { at: 'removed' }]])
    }
    case 'MonsterAppeared': {
      const { token, card, spot } = event.data
      s.monsters = [...s.monsters, { ...token, card, spot, defeated: false }]
      s.cup = token.mask ? { ...s.cup, mask: Math.max(0, s.cup.mask - 1) } : { ...s.cup, regular: Math.max(0, s.cup.regular - 1) }
      s.next = { ...s.next, monster: s.next.monster + 1 }
      return s
    }
    case 'MonsterPrevented':
      return s
    case 'MonsterMarkedDefeated':
      s.monsters = s.monsters.map((m) => (m.id === event.data.token ? { ...m, defeated: true } : m))
      return s
    case 'MonsterDefeated': {
      const m = s.monsters.find((x) => x.id === event.data.token)
      if (!m) return s
      s.monsters = s.monsters.filter((x) => x.id !== m.id)
      const { card: _card, spot: _spot, defeated: _defeated, ...token } = m
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, trophies: [...i.trophies, { kind: 'monster', token }] }))
    }
    case 'MonsterReturnedToCup': {
      const m = s.monsters.find((x) => x.id === event.data.token)
      if (!m) return s
      s.monsters = s.monsters.filter((x) => x.id !== m.id)
      s.cup = m.mask ? { ...s.cup, mask: s.cup.mask + 1 } : { ...s.cup, regular: s.cup.regular + 1 }
      return s
    }
    case 'DoomAdded':
    case 'DoomRemoved':
    case 'DoomCorrected':
      s.doom = event.data.to
      return s
    case 'ElderSignsAdded':
    case 'ElderSignsRemoved':
    case 'ElderSignsCorrected':
      s.elderSigns = event.data.to
      return s
    case 'ClockAdvanced':
      s.clock = event.data.to
      if (event.data.to === 'XII') s.turn = { ...s.turn, midnights: s.turn.midnights + 1 }
      return s
    case 'ClockCorrected':
      s.clock = event.data.to
      return s
    case 'MidnightStruck':
      s.midnight = true
      return s
    case 'MidnightEnded':
      s.midnight = false
      s.turn = { ...s.turn, midnights: 0 }
      return s
    case 'MythosDrawn':
      s.mythos = { id: event.data.mythos, card: event.data.card }
      s.mythosDrawn += 1
      s.next = { ...s.next, mythos: s.next.mythos + 1 }
      return s
    case 'MythosDiscarded':
      if (event.data.persists && s.mythos) s.persistingMythos = [...s.persistingMythos, s.mythos]
      if (s.mythos?.id === event.data.mythos) s.mythos = null
      return s
    case 'MythosReplaced':
      s.mythos = { id: event.data.mythos, card: event.data.card }
      s.next = { ...s.next, mythos: s.next.mythos + 1 }
      return s
    case 'PersistentMythosEnded':
      s.persistingMythos = s.persistingMythos.filter((m) => m.id !== event.data.mythos)
      return s
    case 'DailyAbilitiesRefreshed':
      s.players = s.players.map((p) => (p.investigator?.usedToday ? { ...p, investigator: { ...p.investigator, usedToday: false } } : p))
      return s
    case 'DailyAbilityUsed':
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, usedToday: true }))
    case 'DailyAbilityCorrected':
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, usedToday: event.data.used }))
    case 'StatChanged':
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, [event.data.stat]: event.data.to }))
    case 'MaxStatChanged':
      return withInvestigator(s, event.data.investigator, (i) => {
        const to = event.data.to
        // The current value never exceeds the maximum (l.693–694).
        return event.data.stat === 'maxSanity' ? { ...i, maxSanity: to, sanity: Math.min(i.sanity, to) } : { ...i, maxStamina: to, stamina: Math.min(i.stamina, to) }
      })
    case 'ItemsChanged':
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, items: { ...i.items, [event.data.item]: event.data.to } }))
    case 'TrophiesSpent': {
      const inv = findInvestigator(s, event.data.investigator)
      if (!inv) return s
      const spent = inv.trophies.filter((t) => event.data.items.some((r) => sameTrophy(t, r)))
      const out = withInvestigator(s, inv.id, (i) => ({ ...i, trophies: i.trophies.filter((t) => !spent.includes(t)) }))
      return trophiesBack(out, spent)
    }
    case 'TrophyGained': {
      // A trophy set by hand comes out of the cup or its deck, so the 22 (+5) tokens and the 48 + 8 cards are conserved.
      const t = event.data.trophy
      if (t.kind === 'monster') {
        s.cup = t.token.mask ? { ...s.cup, mask: Math.max(0, s.cup.mask - 1) } : { ...s.cup, regular: Math.max(0, s.cup.regular - 1) }
        s.next = { ...s.next, monster: s.next.monster + 1 }
      } else {
        s.adventureDeck = s.adventureDeck.filter((c) => c !== t.card)
        s.otherWorldDeck = s.otherWorldDeck.filter((c) => c !== t.card)
      }
      return withInvestigator(s, event.data.investigator, (i) => ({ ...i, trophies: [...i.trophies, t] }))
    }
    case 'InvestigatorDevoured': {
      const p = s.players[event.data.player]
      const inv = p?.investigator
      if (!p || !inv) return s
      let out = withPlayer(s, event.data.player, (x) => ({ ...x, investigator: null, devoured: [...x.devoured, inv.id] }))
      out = trophiesBack(out, inv.trophies)
      const spells = new Set(event.data.spells)
      out.spells = out.spells.filter((x) => !spells.has(x.id))
      return withDice(out, DIE_IDS.flatMap((d): [DieId, DiePlace][] => {
        const place = out.dice[d]
        return place.at === 'spell' && spells.has(place.spell) ? [[d, idlePlace(d)]] : []
      }))
    }
    case 'PlayerEliminated':
      return withPlayer(s, event.data.player, (p) => ({ ...p, eliminated: true }))
    case 'ChoiceOpened':
      s.pending = { ...event.data.choice, rest: event.data.rest }
      return s
    case 'ChoiceAnswered':
      s.pending = null
      return s
    case 'AncientOneAwakened':
      s.status = 'battle'
      s.doom = event.data.doom
      s.players = s.players.map((p) => (p.investigator ? { ...p, investigator: { ...p.investigator, at: 'ancient-one' } } : p))
      return s
    case 'AdventuresCleared': {
      let out = s
      for (const a of s.adventures) out = toDeckBottom(out, a.deck, [a.card])
      const back = s.monsters.filter((m) => event.data.monsters.includes(m.id))
      out.adventures = []
      out.monsters = s.monsters.filter((m) => !event.data.monsters.includes(m.id))
      out.cup = { regular: s.cup.regular + back.filter((m) => !m.mask).length, mask: s.cup.mask + back.filter((m) => m.mask).length }
      return out
    }
    case 'AncientOneAttacked':
    case 'EffectLeftToPlayers':
    case 'LostAndFoundRolled':
    case 'SouvenirBought':
      return s
    case 'GameWon':
      s.status = 'won'
      s.outcome = { result: 'won', how: event.data.how }
      s.pending = null
      return s
    case 'GameLost':
      s.status = 'lost'
      s.outcome = { result: 'lost', reason: event.data.reason }
      s.pending = null
      return s
    case 'EntranceActionTaken':
      s.turn = { ...s.turn, entranceDone: true }
      return s
    case 'DieCorrected':
      return withDice(s, [[event.data.die, event.data.to]])
    case 'AdventureDeckCorrected':
      if (event.data.deck === 'adventure') s.adventureDeck = event.data.order
      else s.otherWorldDeck = event.data.order
      return s
    default:
      return assertNever(event, 'Elder Sign event')
  }
}

function joined(j: JoinedInvestigator): InvestigatorState {
  return { id: j.id, sanity: j.sanity, stamina: j.stamina, maxSanity: j.sanity, maxStamina: j.stamina, clues: j.clues, items: { ...j.items }, toPick: j.toPick, trophies: [], at: 'entrance', usedToday: false }
}

/** Where an idle die waits: green beside the Entrance (available), yellow and red out of the pool (l.620). */
export const idlePlace = (die: DieId): DiePlace => (colourOf(die) === 'green' ? { at: 'pool' } : { at: 'out' })

function withDice(s: EsState, moves: readonly (readonly [DieId, DiePlace])[]): EsState {
  if (moves.length === 0) return s
  const dice = { ...s.dice }
  for (const [d, p] of moves) dice[d] = p
  return { ...s, dice }
}

function withPlayer(s: EsState, index: number, f: (p: PlayerState) => PlayerState): EsState {
  if (!s.players[index]) return s
  const players = s.players.slice()
  players[index] = f(players[index])
  return { ...s, players }
}

function findInvestigator(s: EsState, id: string): InvestigatorState | null {
  return s.players.find((p) => p.investigator?.id === id)?.investigator ?? null
}

function withInvestigator(s: EsState, id: string, f: (i: InvestigatorState) => InvestigatorState): EsState {
  const index = s.players.findIndex((p) => p.investigator?.id === id)
  return index < 0 ? s : withPlayer(s, index, (p) => ({ ...p, investigator: f(p.investigator!) }))
}

/**
 * End of the action phase: every die the attempt used goes back (green to the pool, yellow and red
 * out of it, l.620), dice borrowed from locks go back to their lock; spell and locked dice stay.
 */
function endAttempt(s: EsState): EsState {
  const moves: [DieId, DiePlace][] = []
  for (const d of DIE_IDS) {
    const p = s.dice[d]
    const lock = s.locks.find((l) => l.die === d)
    if (lock && p.at !== 'locked' && p.at !== 'removed') moves.push([d, { at: 'locked', lock: lock.id }])
    else if (p.at === 'rolled' || p.at === 'task' || p.at === 'discarded' || p.at === 'focused' || p.at === 'assisted' || (p.at === 'pool' && colourOf(d) !== 'green')) moves.push([d, idlePlace(d)])
  }
  const out = withDice(s, moves)
  out.attempt = null
  return out
}

/** A card leaves play: investigators on it go to the Entrance (l.393). Its monsters are handled by their own events. */
function leaveCard(s: EsState, card: string): EsState {
  const out = { ...s, adventures: s.adventures.filter((a) => a.card !== card) }
  out.players = out.players.map((p) => (p.investigator?.at === card ? { ...p, investigator: { ...p.investigator, at: 'entrance' } } : p))
  return out
}

function toDeckBottom(s: EsState, deck: AdventureDeck, cards: string[]): EsState {
  if (cards.length === 0) return s
  return deck === 'adventure'
    ? { ...s, adventureDeck: [...s.adventureDeck.filter((c) => !cards.includes(c)), ...cards] }
    : { ...s, otherWorldDeck: [...s.otherWorldDeck.filter((c) => !cards.includes(c)), ...cards] }
}

/** Spent or lost trophies: cards to the bottom of their deck, monster tokens back into the cup (l.482). */
function trophiesBack(s: EsState, trophies: readonly Trophy[]): EsState {
  let out = s
  for (const t of trophies) {
    if (t.kind === 'adventure') out = toDeckBottom(out, t.deck, [t.card])
    else out = { ...out, cup: t.token.mask ? { ...out.cup, mask: out.cup.mask + 1 } : { ...out.cup, regular: out.cup.regular + 1 } }
  }
  return out
}
