import { playerReinforce, playerTerror, resolveAttack } from '../dominance'
import { isDistrict, LEVELS, type Handlers } from './types'

/** A Dominance Plan's fight: the players' reinforcements, Attack totals and Terror. */
export const fightHandlers: Pick<Handlers, 'Reinforce' | 'EnterAttack' | 'ResolveTerror'> = {
  Reinforce(em, { data }) {
    if (data.from !== null && !isDistrict(data.from)) return 'district/unknown'
    if (data.level !== undefined && data.level !== null && !LEVELS.includes(data.level)) return 'dominance/no-ritual-there'
    return playerReinforce(em, data.from, data.level)
  },

  EnterAttack(em, { data }) {
    if (!data.totals || typeof data.totals !== 'object' || Array.isArray(data.totals)) return 'attack/total-missing'
    return resolveAttack(em, data.totals, data.npcCards)
  },

  ResolveTerror(em, { data }) {
    if (data.remove !== undefined && data.remove !== null && !LEVELS.includes(data.remove)) return 'terror/no-such-ritual'
    return playerTerror(em, data.add, data.skip === true, data.replace, data.remove)
  },
}
