/** The awakening and the final battle («OSTATECZNA BITWA»), and the score inputs. */
import { recordBattleAttack } from '../battle'
import { awaken } from '../doom'
import { nextFirstPlayer } from '../innsmouth'
import type { Handlers } from './types'
import { investigator, isInt } from './helpers'

type K = 'AwakenAncientOne' | 'StartBattleRound' | 'RecordBattleAttack' | 'SetScoreInputs'

export const battleHandlers: Handlers<K> = {
  AwakenAncientOne: (em, _command, { state }) => {
    if (state.status !== 'playing') return 'battle/already'
    awaken(em, 'manual', 'manual')
    return null
  },
  StartBattleRound: (em, _command, { state, data }) => {
    if (state.status !== 'final-battle' || !state.battle) return 'battle/not-in-battle'
    const round = state.battle.round + 1
    // «OSTATECZNA BITWA» step 1 «Odpoczynek Badaczy»: every round, the first round included, the first player passes the marker left
    // (not while Quachil Uttaus holds it).
    const fp = nextFirstPlayer(state)
    em.emit({ type: 'BattleRoundStarted', data: { round, firstPlayer: fp } }, 'battle/round')
    return null
  },
  RecordBattleAttack: (em, command, { state }) => {
    if (state.status !== 'final-battle' || !state.battle) return 'battle/not-in-battle'
    if (state.battle.round === 0) return 'battle/start-round-first'
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'battle/investigator-out'
    if (state.battle.attacked.includes(inv.id)) return 'battle/already-attacked'
    const n = command.data.successes
    if (!isInt(n) || n < 0 || n > 50) return 'battle/bad-successes'
    // «BITWA Z PRZEDWIECZNYMI»: every `players` successes (eliminated players included) remove one doom token.
    recordBattleAttack(em, inv.id, n)
    return null
  },
  SetScoreInputs: (em, command, { state, data }) => {
    const { unpaidBankLoans, saneSurvivors, monsterTrophies } = command.data
    if (!isInt(unpaidBankLoans) || unpaidBankLoans < 0 || unpaidBankLoans > 8) return 'score/bad-loans'
    if (saneSurvivors !== null && (!isInt(saneSurvivors) || saneSurvivors < 0 || saneSurvivors > state.players)) return 'score/bad-survivors'
    // At most every monster token of the game (a typo guard).
    if (monsterTrophies !== undefined && monsterTrophies !== null && (!isInt(monsterTrophies) || monsterTrophies < 0 || monsterTrophies > Object.keys(state.monsters).length)) return 'score/bad-monster-trophies'
    em.emit({ type: 'ScoreInputsSet', data: { unpaidBankLoans, saneSurvivors, ...(monsterTrophies !== undefined ? { monsterTrophies } : {}) } }, 'manual')
    return null
  },
}
