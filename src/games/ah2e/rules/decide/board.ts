/** The board: gates and seals, monsters, terror and doom corrections, encounter decks. */
import { afterBattleProgress } from '../battle'
import { addDoom } from '../doom'
import { drawGateCard, drawLocationCard } from '../encounters'
import { closeGate } from '../gates'
import { isShut } from '../closed'
import { gateActorRefusal, returnForGate } from '../positions'
import { tracksPositions } from '../state'
import { countsTowardLimit, freeDoomTokens } from '../limits'
import { monsterKindOf } from '../lookup'
import { checkOutskirtsOverflow, placeMonster } from '../monsters'
import { checkTooManyMonsters } from '../doom'
import { raiseTerror } from '../terror'
import type { Handler, Handlers } from './types'
import { investigator, isInt, own } from './helpers'

type K = 'CloseGate' | 'SealGate' | 'DefeatMonster' | 'PlaceMonster' | 'RaiseTerror' | 'CorrectTerror' | 'AdjustDoom' | 'DrawGateCard' | 'DrawLocationCard'

const closeGateOrSealGate: Handler<'CloseGate' | 'SealGate'> = (em, command, { state, data }) => {
  if (state.status !== 'playing') return 'gate/not-playing'
  const { location, investigatorId } = command.data
  if (!own(state.gates, location)) return 'gate/no-gate-there'
  const inv = investigator(state, investigatorId)
  if (!inv || inv.devoured) return 'investigator/unknown'
  // «ZAMYKANIE BRAM», «ZNAKI STARSZYCH BOGÓW»: at the gate with an explored marker (or coming back through it).
  const where = gateActorRefusal(state, data, inv, location)
  if (where) return where
  let seal: null | 'clues' | 'elder-sign-card' = null
  if (command.type === 'SealGate') {
    seal = command.data.with
    if (seal !== 'clues' && seal !== 'elder-sign-card') return 'command/malformed'
    if (seal === 'clues' && inv.clues < 5) return 'gate/seal-needs-5-clues'
    if (freeDoomTokens(state) < 1 && !(seal === 'elder-sign-card' && state.doom > 0)) return 'gate/no-elder-sign-token'
  }
  if (tracksPositions(state)) returnForGate(em, inv.id, location)
  closeGate(em, location, inv.id, seal, 'manual')
  return null
}

export const boardHandlers: Handlers<K> = {
  CloseGate: (em, command, scope) => closeGateOrSealGate(em, command, scope),
  SealGate: (em, command, scope) => closeGateOrSealGate(em, command, scope),
  DefeatMonster: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv) return 'investigator/unknown'
    const place = own(state.monsters, command.data.uid)
    if (place === undefined) return 'monster/unknown'
    if (place === 'trophy' || place === 'box') return 'monster/not-in-play'
    if (monsterKindOf(em, command.data.uid).endless) {
      em.emit({ type: 'MonstersReturnedToCup', data: { uids: [command.data.uid] } }, 'rule/endless')
    } else em.emit({ type: 'MonsterTrophyTaken', data: { uid: command.data.uid, investigatorId: inv.id } }, 'manual')
    return null
  },
  PlaceMonster: (em, command, { state, data, idx, inn }) => {
    const { uid, to } = command.data
    const from = own(state.monsters, uid)
    if (from === undefined) return 'monster/unknown'
    if (from === 'box' || from === 'trophy') return 'monster/not-in-play'
    if (to === from) return 'monster/already-there'
    if (to === 'cup') {
      em.emit({ type: 'MonstersReturnedToCup', data: { uids: [uid] } }, 'manual')
      return null
    }
    if (to !== 'outskirts' && !countsTowardLimit(data, to) && !(inn && idx.isInnsmouth(to))) return 'monster/unknown-place'
    if (idx.isLocation(to) && isShut(state, to)) return 'monster/location-closed'
    if (state.sealed.includes(to) && from === 'cup') return 'monster/location-sealed'
    if (from === 'cup') placeMonster(em, uid, to, 'manual')
    else {
      em.emit({ type: 'MonsterMoved', data: { uid, from, to } }, 'manual')
      if (to === 'outskirts') checkOutskirtsOverflow(em)
      checkTooManyMonsters(em)
    }
    return null
  },
  RaiseTerror: (em, command, _x) => {
    const n = command.data.amount
    if (!isInt(n) || n < 1 || n > 20) return 'terror/bad-amount'
    raiseTerror(em, n, 'manual')
    return null
  },
  CorrectTerror: (em, command, { state, data }) => {
    const to = command.data.to
    if (!isInt(to) || to < 0 || to > 10) return 'terror/out-of-range'
    if (to === state.terror) return 'terror/unchanged'
    em.emit({ type: 'TerrorCorrected', data: { to } }, 'manual')
    return null
  },
  AdjustDoom: (em, command, { state, data }) => {
    const n = command.data.delta
    if (!isInt(n) || n === 0 || Math.abs(n) > 20) return 'doom/bad-amount'
    if (state.status === 'final-battle' && n > 0) return 'doom/battle'
    if (n > 0) addDoom(em, n, 'manual')
    else {
      if (state.doom + n < 0) return 'doom/below-zero'
      em.emit({ type: 'DoomRemoved', data: { amount: -n } }, 'manual')
      afterBattleProgress(em)
    }
    return null
  },
  DrawGateCard: (em, command, { state }) => {
    if (state.status !== 'playing') return 'deck/not-playing'
    const { world, investigatorId } = command.data
    if (typeof world !== 'string') return 'command/malformed'
    if (investigatorId !== undefined) {
      const inv = investigator(state, investigatorId)
      if (!inv || inv.devoured) return 'investigator/unknown'
    }
    return drawGateCard(em, world, investigatorId, 'manual')
  },
  DrawLocationCard: (em, command, { state }) => {
    if (state.status !== 'playing') return 'deck/not-playing'
    if (typeof command.data.neighbourhood !== 'string') return 'command/malformed'
    return drawLocationCard(em, command.data.neighbourhood, 'manual')
  },
}
