import { assertNever } from '../../../core'
import type { Ah2eEvent } from './events'
import { trackMythosPhase } from './mythosResults'
import { aoCountersOf, gateDeckOf, customArrowsOf, customMonstersOf, fedsRaidOf, personalStoriesOf, stoodUpOf, vigilanceOf, type Ah2eState, type Investigator } from './state'

const withoutItem = (list: readonly string[], item: string) => list.filter((x) => x !== item)

function withInvestigator(s: Ah2eState, id: string, f: (i: Investigator) => Investigator): Ah2eState {
  return { ...s, investigators: s.investigators.map((i) => (i.id === id ? f(i) : i)) }
}

/** Optional investigator fields are dropped rather than cleared, so states without them keep their old shape. */
function dropField(i: Investigator, key: 'explored' | 'returnsAtTurn' | 'health'): Investigator {
  if (!(key in i)) return i
  const out = { ...i }
  delete out[key]
  return out
}
const withoutExplored = (i: Investigator) => dropField(i, 'explored')

/**
 * An investigator leaves their space: any vigilance check they still owed is gone with it, and so is
 * their explored marker («Jeśli Badacz opuści taki obszar …, musi odrzucić znacznik eksploracji»).
 */
function relocate(s: Ah2eState, id: string, f: (i: Investigator) => Investigator): Ah2eState {
  const next = withInvestigator(s, id, (i) => {
    const moved = f(i)
    if (moved.location === i.location) return moved
    // Leaving Lost in Time and Space ends the wait for the return turn.
    return moved.location === 'lost-in-time-and-space' ? withoutExplored(moved) : dropField(withoutExplored(moved), 'returnsAtTurn')
  })
  const due = vigilanceOf(s)
  return Object.hasOwn(due, id) ? { ...next, vigilance: omit(due, id) } : next
}

/**
 * A new phase: vigilance checks belong to the end of a move, so any left unanswered lapse; who stood
 * up instead of moving («Zatrzymani Badacze») moves again from the next turn on.
 */
const newPhase = (s: Ah2eState): Ah2eState => noStoodUp(Object.keys(vigilanceOf(s)).length > 0 ? { ...s, vigilance: {} } : s)
function noStoodUp(s: Ah2eState): Ah2eState {
  if (s.stoodUp === undefined) return s
  const out = { ...s }
  delete out.stoodUp
  return out
}

function omit<T>(rec: Record<string, T>, key: string): Record<string, T> {
  if (!(key in rec)) return rec
  const out = { ...rec }
  delete out[key]
  return out
}

/** Remove the activity and closed markers a Mythos card placed (it left play). */
function withoutMarkersOf(s: Ah2eState, cardId: string): Ah2eState {
  const closed: Record<string, string> = {}
  for (const [loc, by] of Object.entries(s.closed)) if (by !== cardId) closed[loc] = by
  const activity: Record<string, string[]> = {}
  for (const [loc, ids] of Object.entries(s.activity)) {
    const left = ids.filter((x) => x !== cardId)
    if (left.length) activity[loc] = left
  }
  return { ...s, closed, activity }
}

/** Apply one event. Pure; never validates (decide did). The Mythos phase on screen follows (`mythosResults.ts`). */
export function evolve(s: Ah2eState, e: Ah2eEvent): Ah2eState {
  return trackMythosPhase(s, apply(s, e), e)
}

function apply(s: Ah2eState, e: Ah2eEvent): Ah2eState {
  switch (e.type) {
    case 'GameSetUp': {
      const d = e.data
      const monsters: Record<string, string> = {}
      for (const uid of d.monstersInCup) monsters[uid] = 'cup'
      for (const uid of d.monstersBoxed) monsters[uid] = 'box'
      const clues: Record<string, number> = {}
      for (const loc of d.clueLocations) clues[loc] = 1
      return {
        ...s,
        status: 'playing',
        seed: d.seed,
        players: d.players,
        settings: d.settings,
        investigators: d.investigators.map((i) => ({
          id: i.id, name: i.name, location: null, delayed: false, sneak: null, clues: 0,
          devoured: false, eliminated: false, gateTrophies: [], monsterTrophies: [],
        })),
        firstPlayer: 0,
        ancientOne: d.ancientOne,
        doomMax: d.doomMax,
        doom: 0,
        terror: 0,
        turn: 1,
        phase: 'mythos',
        mythosDeck: d.mythosDeck,
        gateStack: d.gateStack,
        allyDeck: d.allyDeck,
        monsters,
        clues,
        gateDeck: d.gateDeck ?? [],
        expansions: d.expansions ? [...d.expansions] : [],
        herald: d.herald ?? null,
        deepOnesRising: 0,
        fedsRaid: {},
        stateOfEmergency: false,
        aoCounters: d.aoCounters ? { ...d.aoCounters } : {},
        personalStories: {},
        customMonsters: {},
        customArrows: {},
      }
    }
    case 'PhaseAdvanced':
      return newPhase({ ...s, turn: e.data.turn, phase: e.data.phase })
    case 'MythosCardDrawn':
      return {
        ...noStoodUp(s),
        phase: 'mythos',
        mythosDeck: withoutItem(s.mythosDeck, e.data.cardId),
        mythos: {
          cardId: e.data.cardId, step: 'gate', setup: e.data.setup, ignoreAbility: e.data.ignoreAbility, moveQueue: null,
          ...(e.data.preventGate ? { preventGate: true } : {}),
        },
      }
    case 'MythosCardSetAside':
      return { ...s, mythos: null, mythosDeck: [...withoutItem(s.mythosDeck, e.data.cardId), e.data.cardId] }
    case 'MythosStepReached':
      return s.mythos ? { ...s, mythos: { ...s.mythos, step: e.data.step } } : s
    case 'MythosPhaseEnded':
      return newPhase({ ...s, mythos: null, setupDone: true, turn: e.data.nextTurn, phase: 'upkeep', firstPlayer: e.data.firstPlayer })
    case 'MythosMovesPlanned':
      return s.mythos ? { ...s, mythos: { ...s.mythos, moveQueue: e.data.uids } } : s
    case 'GatePrevented':
      return s
    case 'DoomAdded':
      return { ...s, doom: Math.min(s.doomMax, s.doom + e.data.amount) }
    case 'DoomRemoved':
      return { ...s, doom: Math.max(0, s.doom - e.data.amount) }
    case 'GateOpened':
      return { ...s, gateStack: withoutItem(s.gateStack, e.data.markerId), gates: { ...s.gates, [e.data.location]: e.data.markerId } }
    case 'CluesDiscarded':
      return { ...s, clues: omit(s.clues, e.data.location) }
    case 'InvestigatorDrawnThrough':
      return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: `ow:${e.data.world}:1`, delayed: true }))
    case 'MonsterSurgeBegan':
      return s
    case 'MonsterAppeared':
      return { ...s, monsters: { ...s.monsters, [e.data.uid]: e.data.location } }
    case 'MonsterMoved':
      return { ...s, monsters: { ...s.monsters, [e.data.uid]: e.data.to } }
    case 'MonstersReturnedToCup': {
      const monsters = { ...s.monsters }
      for (const uid of e.data.uids) monsters[uid] = 'cup'
      return { ...s, monsters }
    }
    case 'MonsterBoxed':
      return { ...s, monsters: { ...s.monsters, [e.data.uid]: 'box' } }
    case 'TerrorRaised':
    case 'TerrorCorrected':
      return { ...s, terror: e.data.to }
    case 'AllyBoxed':
      return { ...s, allyDeck: withoutItem(s.allyDeck, e.data.allyId), alliesBoxed: [...s.alliesBoxed, e.data.allyId] }
    case 'AllyTaken':
      return { ...s, allyDeck: withoutItem(s.allyDeck, e.data.allyId) }
    case 'LocationClosed':
      return { ...s, closed: { ...s.closed, [e.data.location]: e.data.by } }
    case 'LocationReopened':
      return { ...s, closed: omit(s.closed, e.data.location) }
    case 'InvestigatorMoved':
      return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: e.data.to }))
    case 'InvestigatorArrested':
      return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: e.data.to, delayed: true }))
    case 'VigilanceCheckDue':
      return { ...s, vigilance: { ...vigilanceOf(s), [e.data.investigatorId]: { space: e.data.space, modifier: e.data.modifier } } }
    case 'VigilanceCheckPassed':
      return { ...s, vigilance: omit(vigilanceOf(s), e.data.investigatorId) }
    case 'InvestigatorStoodUp': {
      const to = e.data.to
      const up = relocate(s, e.data.investigatorId, (i) => ({ ...i, delayed: false, ...(to !== undefined ? { location: to } : {}) }))
      return { ...up, stoodUp: [...stoodUpOf(s), e.data.investigatorId] }
    }
    case 'InvestigatorUpdated': {
      const { investigatorId, explored, ...patch } = e.data
      return withInvestigator(s, investigatorId, (i) => {
        const next = { ...i, ...patch }
        return explored === undefined ? next : explored ? { ...next, explored: true } : withoutExplored(next)
      })
    }
    case 'ExploredMarkerPlaced':
      return withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, explored: true }))
    case 'PositionTrackingSet':
      return { ...s, settings: { ...s.settings, trackPositions: e.data.on } }
    case 'CluePlaced':
      return { ...s, clues: { ...s.clues, [e.data.location]: (s.clues[e.data.location] ?? 0) + 1 } }
    case 'ClueNotPlaced':
      return s
    case 'CluesTaken': {
      const loc = e.data.location
      const next = withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, clues: i.clues + e.data.count }))
      if (!loc) return next
      const left = (s.clues[loc] ?? 0) - e.data.count
      return { ...next, clues: left > 0 ? { ...s.clues, [loc]: left } : omit(s.clues, loc) }
    }
    case 'CluesSpent':
      return withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, clues: Math.max(0, i.clues - e.data.count) }))
    case 'PendingChoiceOpened':
      return { ...s, pending: e.data.choice }
    case 'PendingChoiceAnswered':
      return { ...s, pending: null }
    case 'HeadlineResolved':
      return { ...s, mythosDeck: [...withoutItem(s.mythosDeck, e.data.cardId), e.data.cardId] }
    case 'EnvironmentEntered': {
      if (!e.data.replaced) return { ...s, environment: e.data.cardId }
      // «Inne efekty»: the replaced Environment leaves play, so its activity / closed markers go too.
      return { ...withoutMarkersOf(s, e.data.replaced), environment: e.data.cardId, mythosDeck: [...withoutItem(s.mythosDeck, e.data.replaced), e.data.replaced] }
    }
    case 'RumorEntered':
      return { ...s, rumor: e.data.cardId }
    case 'RumorIgnored':
      return { ...s, mythosDeck: [...withoutItem(s.mythosDeck, e.data.cardId), e.data.cardId] }
    case 'RumorEnded':
    case 'EnvironmentDiscarded': {
      const id = e.data.cardId
      return {
        ...withoutMarkersOf(s, id),
        rumor: s.rumor === id ? null : s.rumor,
        environment: s.environment === id ? null : s.environment,
        mythosDeck: [...withoutItem(s.mythosDeck, id), id],
      }
    }
    case 'MythosMarkersPlaced': {
      const activity = { ...s.activity }
      for (const loc of e.data.activity) activity[loc] = [...(activity[loc] ?? []), e.data.cardId]
      const closed = { ...s.closed }
      for (const loc of e.data.closed) if (!closed[loc]) closed[loc] = e.data.cardId
      return { ...s, activity, closed }
    }
    case 'MythosDeckReshuffled':
      return { ...s, mythosDeck: e.data.order }
    case 'GateClosed': {
      // The explored markers at the gate served their purpose: nobody keeps one once it is closed.
      const closer = withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, gateTrophies: [...i.gateTrophies, e.data.markerId] }))
      return {
        ...closer,
        investigators: closer.investigators.map((i) => (i.location === e.data.location ? withoutExplored(i) : i)),
        gates: omit(s.gates, e.data.location),
      }
    }
    case 'ElderSignPlaced':
      return { ...s, sealed: [...s.sealed, e.data.location], doom: e.data.fromTrack ? Math.max(0, s.doom - 1) : s.doom }
    case 'ElderSignRemoved':
      return { ...s, sealed: withoutItem(s.sealed, e.data.location) }
    case 'ElderSignCardPlayed':
      return { ...s, elderSignCardsPlayed: s.elderSignCardsPlayed + 1 }
    case 'MonsterTrophyTaken':
      return {
        ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, monsterTrophies: [...i.monsterTrophies, e.data.uid] })),
        monsters: { ...s.monsters, [e.data.uid]: 'trophy' },
      }
    case 'GateTrophySpent':
      return {
        ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, gateTrophies: withoutItem(i.gateTrophies, e.data.markerId) })),
        gateStack: [...s.gateStack, e.data.markerId],
      }
    case 'MonsterTrophySpent':
      return {
        ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, monsterTrophies: withoutItem(i.monsterTrophies, e.data.uid) })),
        monsters: { ...s.monsters, [e.data.uid]: 'cup' },
      }
    case 'InvestigatorLostInTimeAndSpace': {
      const back = e.data.returnsAtTurn
      return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: 'lost-in-time-and-space', delayed: true, ...(back !== undefined ? { returnsAtTurn: back } : {}) }))
    }
    case 'InvestigatorReturnedFromLostInTimeAndSpace':
      // The figure stood up in the lost turn's Movement phase.
      return relocate(s, e.data.investigatorId, (i) => ({ ...i, location: e.data.to, delayed: false }))
    case 'HealthSet': {
      const h = e.data.health
      return withInvestigator(s, e.data.investigatorId, (i) => (h ? { ...i, health: { ...h } } : dropField(i, 'health')))
    }
    case 'InvestigatorKnockedOut':
      return s
    case 'InvestigatorDevoured':
      return relocate(s, e.data.investigatorId, (i) => ({
        ...i, devoured: true, eliminated: s.status === 'final-battle' || i.eliminated, location: null, delayed: false, clues: 0,
      }))
    case 'InvestigatorReplaced':
      // A new investigator brings their own Personal Story cards.
      return {
        ...withInvestigator(s, e.data.investigatorId, (i) => dropField(dropField(dropField({
          ...i, name: e.data.name, devoured: false, eliminated: false, location: null, delayed: false, sneak: null, clues: 0,
        }, 'health'), 'explored'), 'returnsAtTurn')),
        personalStories: omit(personalStoriesOf(s), e.data.investigatorId),
      }
    case 'AncientOneAwakened':
      return { ...s, status: 'final-battle', awakenedBy: e.data.reason, mythos: null, pending: null, battle: { round: 0, successes: 0, attacked: [] } }
    case 'DoomTrackFilled':
      return { ...s, doom: s.doomMax }
    case 'BattleRoundStarted':
      return { ...s, firstPlayer: e.data.firstPlayer, battle: { round: e.data.round, successes: s.battle?.successes ?? 0, attacked: [] } }
    case 'BattleAttackRecorded':
      return s.battle ? { ...s, battle: { ...s.battle, successes: e.data.total, attacked: [...s.battle.attacked, e.data.investigatorId] } } : s
    case 'GameWon':
      return { ...s, status: 'won', outcome: { result: 'won', how: e.data.how }, mythos: null, pending: null }
    case 'GameLost':
      return { ...s, status: 'lost', outcome: { result: 'lost', reason: e.data.reason }, mythos: null, pending: null }
    case 'ScoreInputsSet': {
      const { unpaidBankLoans, saneSurvivors, monsterTrophies } = e.data
      return { ...s, scoreInputs: { unpaidBankLoans, saneSurvivors, ...(monsterTrophies !== undefined ? { monsterTrophies } : {}) } }
    }
    case 'GateCardDrawn': {
      const moved = [...e.data.skipped, e.data.cardId]
      return { ...s, gateDeck: [...gateDeckOf(s).filter((id) => !moved.includes(id)), ...moved] }
    }
    case 'GateDeckReshuffled':
      return { ...s, gateDeck: e.data.order }
    case 'LocationCardDrawn':
      return s
    case 'UprisingTokenPlaced':
    case 'DeepOnesRisingCorrected':
      return { ...s, deepOnesRising: e.data.to }
    case 'MonsterEnteredVortex':
      return { ...s, monsters: { ...s.monsters, [e.data.uid]: 'cup' } }
    case 'FedsRaidCluesPlaced': {
      const feds = fedsRaidOf(s)
      return {
        ...withInvestigator(s, e.data.investigatorId, (i) => ({ ...i, clues: Math.max(0, i.clues - e.data.count) })),
        fedsRaid: { ...feds, [e.data.neighbourhood]: (feds[e.data.neighbourhood] ?? 0) + e.data.count },
      }
    }
    case 'FedsRaided':
      return { ...s, fedsRaid: {}, deepOnesRising: 0 }
    case 'StateOfEmergencyDeclared':
      return { ...s, stateOfEmergency: true }
    case 'AncientOneCounterAdjusted':
      return { ...s, aoCounters: { ...aoCountersOf(s), [e.data.key]: e.data.to } }
    case 'InnsmouthLookDrawn':
      return s
    case 'PersonalStorySet':
      return { ...s, personalStories: { ...personalStoriesOf(s), [e.data.investigatorId]: { story: e.data.story, status: e.data.status } } }
    case 'MonsterKindDefined': {
      const monsters = { ...s.monsters }
      for (const uid of e.data.tokens) monsters[uid] = e.data.to
      return { ...s, monsters, customMonsters: { ...customMonstersOf(s), [e.data.kind.id]: e.data.kind } }
    }
    case 'ArrowDefined': {
      const arrows = customArrowsOf(s)
      return { ...s, customArrows: { ...arrows, [e.data.space]: { ...(Object.hasOwn(arrows, e.data.space) ? arrows[e.data.space] : {}), [e.data.colour]: e.data.to } } }
    }
    default:
      return assertNever(e, 'AH2e event')
  }
}
