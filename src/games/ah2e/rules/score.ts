import type { Ah2eData } from '../data/types'
import { healthOf, type Ah2eState, type Investigator } from './state'
import { gateTrophyTotal, monsterTrophyTotal } from './limits'

export interface ScoreBreakdown {
  doomTrackTop: number
  terror: number
  unpaidBankLoans: number
  elderSignCardsPlayed: number
  gateTrophies: number
  monsterTrophySets: number
  saneSurvivors: number
  total: number
}

/**
 * Score after a win (rulebook «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA»): the top number of the Ancient
 * One's doom track − terror − 1 per unpaid Bank Loan − 1 per Elder Sign card played + 1 per
 * unspent gate trophy + 1 per full 3 unspent monster trophies (the players' count when they give
 * one: a monster defeated at the table is often never told to the app) + 1 per surviving sane
 * investigator (the players' count when they give one, else the investigators not devoured, with
 * Sanity above 0 where it is tracked).
 */
export function scoreOf(state: Ah2eState, data: Ah2eData): ScoreBreakdown {
  const top = data.ancientOnes.find((a) => a.id === state.ancientOne)?.doomTrack ?? state.doomMax
  // «+1 za każdego poczytalnego Badacza, który przeżył rozgrywkę»: not devoured and, where the app
  // tracks Sanity, above 0 (an investigator the game ended on at 0 Sanity is not sane).
  const sane = (i: Investigator) => !i.devoured && (healthOf(i)?.sanity ?? 1) > 0
  const survivors = state.scoreInputs.saneSurvivors ?? state.investigators.filter(sane).length
  const b = {
    doomTrackTop: top,
    terror: state.terror,
    unpaidBankLoans: state.scoreInputs.unpaidBankLoans,
    elderSignCardsPlayed: state.elderSignCardsPlayed,
    gateTrophies: gateTrophyTotal(state),
    monsterTrophySets: Math.floor((state.scoreInputs.monsterTrophies ?? monsterTrophyTotal(state)) / 3),
    saneSurvivors: survivors,
  }
  return { ...b, total: b.doomTrackTop - b.terror - b.unpaidBankLoans - b.elderSignCardsPlayed + b.gateTrophies + b.monsterTrophySets + b.saneSurvivors }
}
