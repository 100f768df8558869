/** Investigators: movement, arrests, state, clues, trophies and allies. */
import { JAIL_CELLS, arrest, checkVigilance } from '../arrest'
import { checkAllDevoured } from '../doom'
import { healthOf, tracksPositions, vigilanceOf } from '../state'
import { changedHealth, checkHealth, setHealth } from '../health'
import { isReturnPlace, loseInTimeAndSpace, lostReturnRefusal, LOST_IN_TIME_AND_SPACE } from '../lost'

/** The highest Sanity or Stamina a sheet or an effect gives (a generous bound against typos). */
const MAX_HEALTH = 20
import { returnsThroughGate } from '../positions'
import { isShut } from '../closed'
import { delayedMoveRefusal } from '../delayed'
import type { Handler, Handlers } from './types'
import { investigator, isInt, own } from './helpers'

type K = 'ReturnFromLostInTimeAndSpace' | 'SetHealth' | 'ChangeHealth' | 'SetPositionTracking' | 'MoveInvestigator' | 'ArrestInvestigator' | 'ResolveVigilanceCheck' | 'UpdateInvestigator' | 'LoseInTimeAndSpace' | 'DevourInvestigator' | 'ReplaceInvestigator' | 'GainClues' | 'PickUpClues' | 'SpendClues' | 'SpendTrophy' | 'TakeAlly'

const gainCluesOrSpendClues: Handler<'GainClues' | 'SpendClues'> = (em, command, { state, data }) => {
  const inv = investigator(state, command.data.investigatorId)
  if (!inv || inv.devoured) return 'investigator/unknown'
  const n = command.data.count
  if (!isInt(n) || n < 1 || n > 48) return 'clue/bad-count'
  if (command.type === 'SpendClues') {
    if (inv.clues < n) return 'clue/not-enough'
    em.emit({ type: 'CluesSpent', data: { investigatorId: inv.id, count: n } }, 'manual')
  } else em.emit({ type: 'CluesTaken', data: { investigatorId: inv.id, location: null, count: n } }, 'manual')
  return null
}

export const investigatorsHandlers: Handlers<K> = {
  MoveInvestigator: (em, command, { state, data, idx, inn }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv) return 'investigator/unknown'
    if (inv.devoured) return 'investigator/devoured'
    const to = command.data.to
    // «Zatrzymani Badacze»: no move in the Movement phase for the delayed (they stand up instead).
    const delayed = delayedMoveRefusal(state, inv)
    if (delayed) return delayed
    // «ZAGUBIONY W CZASIE I PRZESTRZENI»: the next turn is lost; where positions are tracked, no way out before the return turn.
    if (tracksPositions(state) && inv.location === LOST_IN_TIME_AND_SPACE && to !== LOST_IN_TIME_AND_SPACE && lostReturnRefusal(state, inv) === 'lost/too-early') return 'lost/too-early'
    if (to !== null) {
      // With the Innsmouth board: its streets and locations, and the Innsmouth Jail's cell.
      const okPlace = idx.isArkham(to) || to === 'lost-in-time-and-space' || to === 'police-station-jail-cell' ||
        (inn && typeof to === 'string' && idx.byId.get(to)?.board === 'innsmouth') ||
        (typeof to === 'string' && /^ow:[a-z0-9-]+:[12]$/.test(to) && data.worlds.some((w) => w.id === to.split(':')[1]))
      if (!okPlace) return 'investigator/unknown-place'
      // A gate open on a closed location replaces it (Innsmouth FAQ «Bramy i Inne Światy»).
      if (isShut(state, to) && idx.isLocation(to)) return 'investigator/location-closed'
    }
    em.emit({ type: 'InvestigatorMoved', data: { investigatorId: inv.id, to } }, 'manual')
    // «Ruch w Innych Światach»: back from an Other World onto its gate's location, an explored marker.
    if (tracksPositions(state) && returnsThroughGate(state, data, inv.location, to)) {
      em.emit({ type: 'ExploredMarkerPlaced', data: { investigatorId: inv.id, location: to as string } }, 'rule/explored-on-return')
    }
    checkVigilance(em, inv.id, to)
    return null
  },
  ArrestInvestigator: (em, command, { state, idx }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    if (state.status !== 'playing') return 'investigator/arrest-not-playing'
    if (inv.location !== null && JAIL_CELLS.includes(inv.location)) return 'investigator/already-jailed'
    const kind = inv.location === null ? 'street' : idx.byId.get(inv.location)?.kind
    if (kind !== 'street' && kind !== 'location' && inv.location !== 'inner-sanctum') return 'investigator/arrest-not-in-town'
    arrest(em, inv.id, 'manual')
    return null
  },
  ResolveVigilanceCheck: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    if (typeof command.data.passed !== 'boolean') return 'command/malformed'
    if (!own(vigilanceOf(state), inv.id)) return 'vigilance/not-due'
    if (command.data.passed) em.emit({ type: 'VigilanceCheckPassed', data: { investigatorId: inv.id } }, 'manual')
    else arrest(em, inv.id, 'rule/vigilance-arrest')
    return null
  },
  UpdateInvestigator: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv) return 'investigator/unknown'
    const { delayed, sneak, name, explored } = command.data
    if (delayed !== undefined && typeof delayed !== 'boolean') return 'command/malformed'
    if (explored !== undefined && typeof explored !== 'boolean') return 'command/malformed'
    // The marker means «came back through the gate here»: only at a location where a gate is open.
    if (explored === true && (inv.devoured || inv.location === null || !own(state.gates, inv.location))) return 'investigator/explored-needs-gate'
    if (sneak !== undefined && sneak !== null && (!isInt(sneak) || sneak < 0 || sneak > 20)) return 'investigator/bad-sneak'
    if (name !== undefined && (typeof name !== 'string' || name.length > 40)) return 'investigator/bad-name'
    em.emit({ type: 'InvestigatorUpdated', data: { investigatorId: inv.id, ...(delayed !== undefined ? { delayed } : {}), ...(sneak !== undefined ? { sneak } : {}), ...(name !== undefined ? { name } : {}), ...(explored !== undefined ? { explored } : {}) } }, 'manual')
    return null
  },
  SetPositionTracking: (em, command, { state }) => {
    const on = command.data.on
    if (typeof on !== 'boolean') return 'command/malformed'
    if (tracksPositions(state) === on) return 'settings/unchanged'
    em.emit({ type: 'PositionTrackingSet', data: { on } }, 'manual')
    return null
  },
  LoseInTimeAndSpace: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    loseInTimeAndSpace(em, inv.id, 'manual')
    return null
  },
  ReturnFromLostInTimeAndSpace: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    if (state.status !== 'playing') return 'lost/not-playing'
    const refused = lostReturnRefusal(state, inv)
    if (refused) return refused
    if (!isReturnPlace(state, data, command.data.to)) return 'lost/bad-place'
    em.emit({ type: 'InvestigatorReturnedFromLostInTimeAndSpace', data: { investigatorId: inv.id, to: command.data.to } }, 'manual')
    return null
  },
  SetHealth: (em, command, { state }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    const { sanity, maxSanity, stamina, maxStamina } = command.data
    const values = [sanity, maxSanity, stamina, maxStamina]
    if (values.every((v) => v === null)) {
      if (!healthOf(inv)) return 'health/not-tracked'
      em.emit({ type: 'HealthSet', data: { investigatorId: inv.id, health: null } }, 'manual')
      return null
    }
    if (!values.every((v) => isInt(v) && v >= 0 && v <= MAX_HEALTH)) return 'health/bad-values'
    const h = { sanity: sanity!, maxSanity: maxSanity!, stamina: stamina!, maxStamina: maxStamina! }
    if (h.sanity > h.maxSanity || h.stamina > h.maxStamina) return 'health/above-maximum'
    const was = healthOf(inv)
    if (was && was.sanity === h.sanity && was.maxSanity === h.maxSanity && was.stamina === h.stamina && was.maxStamina === h.maxStamina) return 'health/unchanged'
    em.emit({ type: 'HealthSet', data: { investigatorId: inv.id, health: h } }, 'manual')
    checkHealth(em, inv.id)
    return null
  },
  ChangeHealth: (em, command, { state }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    const h = healthOf(inv)
    if (!h) return 'health/not-tracked'
    const { investigatorId: _id, ...deltas } = command.data
    const keys = Object.keys(deltas) as (keyof typeof deltas)[]
    if (keys.some((k) => !['sanity', 'stamina', 'maxSanity', 'maxStamina'].includes(k))) return 'command/malformed'
    if (keys.length === 0 || keys.some((k) => !isInt(deltas[k]) || Math.abs(deltas[k]!) > MAX_HEALTH) || keys.every((k) => deltas[k] === 0)) return 'health/bad-change'
    const next = changedHealth(h, deltas)
    if (next.sanity === h.sanity && next.maxSanity === h.maxSanity && next.stamina === h.stamina && next.maxStamina === h.maxStamina) return 'health/unchanged'
    setHealth(em, inv.id, next, 'manual')
    return null
  },
  DevourInvestigator: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    em.emit({ type: 'InvestigatorDevoured', data: { investigatorId: inv.id, reason: 'manual' } }, 'manual')
    checkAllDevoured(em)
    return null
  },
  ReplaceInvestigator: (em, command, { state, data }) => {
    // «Stan Badacza»: devoured outside the final battle, the player takes a new investigator and keeps unspent trophies.
    const inv = investigator(state, command.data.investigatorId)
    if (!inv) return 'investigator/unknown'
    if (!inv.devoured) return 'investigator/not-devoured'
    if (state.status !== 'playing') return 'investigator/battle-no-replacement'
    const name = command.data.name ?? ''
    if (typeof name !== 'string' || name.length > 40) return 'investigator/bad-name'
    em.emit({ type: 'InvestigatorReplaced', data: { investigatorId: inv.id, name: name.trim() } }, 'manual')
    return null
  },
  GainClues: (em, command, scope) => gainCluesOrSpendClues(em, command, scope),
  SpendClues: (em, command, scope) => gainCluesOrSpendClues(em, command, scope),
  // «Zbieranie Wskazówek» (000 l.464: «może natychmiast zabrać jeden lub więcej z nich»): the clue
  // tokens where the investigator stands go to them, all of them unless the players say how many.
  PickUpClues: (em, command, { state }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    const n = inv.location === null ? 0 : own(state.clues, inv.location) ?? 0
    if (inv.location === null || n < 1) return 'clue/none-here'
    const count = command.data.count ?? n
    if (!isInt(count) || count < 1 || count > n) return 'clue/bad-count'
    em.emit({ type: 'CluesTaken', data: { investigatorId: inv.id, location: inv.location, count } }, 'rule/investigator-picks-up-clues')
    return null
  },
  SpendTrophy: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv) return 'investigator/unknown'
    if (command.data.kind === 'gate') {
      if (!inv.gateTrophies.includes(command.data.id)) return 'trophy/not-held'
      em.emit({ type: 'GateTrophySpent', data: { markerId: command.data.id, investigatorId: inv.id } }, 'manual')
    } else if (command.data.kind === 'monster') {
      if (!inv.monsterTrophies.includes(command.data.id)) return 'trophy/not-held'
      em.emit({ type: 'MonsterTrophySpent', data: { uid: command.data.id, investigatorId: inv.id } }, 'manual')
    } else return 'command/malformed'
    return null
  },
  TakeAlly: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv) return 'investigator/unknown'
    if (!state.allyDeck.includes(command.data.allyId)) return 'ally/not-in-deck'
    em.emit({ type: 'AllyTaken', data: { allyId: command.data.allyId, investigatorId: inv.id } }, 'manual')
    return null
  },
}
