/**
 * A plain-data digest of an AH2e state: what `npm run replay` prints and what the app can show
 * in a game list or an import preview. Pure: no vue, pinia, dexie or DOM.
 */
import { ah2eFullData as fullData } from '../data/full'
import type { Ah2eData } from '../data/types'
import { deepOnesRisingMax, fedsRaidFilled, fedsRaidTotal } from './innsmouth'
import { arkhamMonsterCount, boardIndex, limitApplies, monsterLimit, outskirtsCapacity } from './limits'
import { scoreOf, type ScoreBreakdown } from './score'
import { aoCountersOf, fedsRaidOf, hasInnsmouth, vigilanceOf, type Ah2eState, type AwakeningReason, type PendingChoice, type Phase, type VigilanceCheck } from './state'

export interface Ah2eSummary {
  status: Ah2eState['status']
  outcome: Ah2eState['outcome']
  turn: number
  phase: Phase
  players: number
  investigators: { id: string; name: string; location: string | null; clues: number; devoured: boolean }[]
  ancientOne: string
  awakenedBy: AwakeningReason | null
  doom: number
  doomMax: number
  terror: number
  /** Open gates: location → gate marker id. */
  openGates: Record<string, string>
  /** Locations with an Elder Sign. */
  sealed: string[]
  monsters: {
    /** On Arkham streets and locations. */
    arkham: number
    sky: number
    outskirts: number
    cup: number
    /** Arkham + Sky: the number the monster limit is about. */
    towardLimit: number
  }
  /** Players + 3, or null once terror 10 lifts the limit. */
  monsterLimit: number | null
  /** 8 − players; overflow only when exceeded. */
  outskirtsCapacity: number
  /** Clue tokens on the board: location → count, and their total. */
  clues: Record<string, number>
  cluesOnBoard: number
  environment: string | null
  rumor: string | null
  /** The Mythos card being resolved, if any. */
  mythos: { cardId: string; step: string } | null
  pending: PendingChoice | null
  battle: Ah2eState['battle']
  /** Only once the game is won (rulebook «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA»). */
  score: ScoreBreakdown | null
  /** Counters on the Ancient One's sheet (Innsmouth Ancient Ones); absent when there are none. */
  aoCounters?: Record<string, number>
  /** Only in a game with the Innsmouth board («Widmo nad Innsmouth»). */
  innsmouth?: {
    herald: string | null
    deepOnesRising: number
    deepOnesRisingMax: number
    /** Feds Raid clues per Innsmouth neighbourhood, their total and the track's length. */
    fedsRaid: Record<string, number>
    fedsRaidFilled: number
    fedsRaidMax: number
    stateOfEmergency: boolean
    /** Monsters on the Innsmouth board (outside the limit). */
    monsters: number
    /** Vigilance checks still to be rolled: investigator id → space and modifier. */
    vigilance: Record<string, VigilanceCheck>
  }
}

/** Sort keys by board order so the digest reads the same way every time. */
function byBoard<T>(rec: Record<string, T>, data: Ah2eData): Record<string, T> {
  const order = new Map(data.spaces.map((s, i) => [s.id, i]))
  const rank = (k: string) => order.get(k) ?? Number.MAX_SAFE_INTEGER
  return Object.fromEntries(Object.keys(rec).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)).map((k) => [k, rec[k]]))
}

/**
 * The digest of `state` (board order for gates, seals and clues; score only after a win), over the
 * merged data by default: a base game's is the same (the Innsmouth spaces come last).
 */
export function summarizeAh2e(state: Ah2eState, data: Ah2eData = fullData): Ah2eSummary {
  const idx = boardIndex(data)
  const places = Object.values(state.monsters)
  const count = (f: (p: string) => boolean) => places.filter(f).length
  const clues = byBoard(Object.fromEntries(Object.entries(state.clues).filter(([, n]) => n > 0)), data)
  return {
    status: state.status,
    outcome: state.outcome,
    turn: state.turn,
    phase: state.phase,
    players: state.players,
    investigators: state.investigators.map((i) => ({ id: i.id, name: i.name, location: i.location, clues: i.clues, devoured: i.devoured })),
    ancientOne: state.ancientOne,
    awakenedBy: state.awakenedBy,
    doom: state.doom,
    doomMax: state.doomMax,
    terror: state.terror,
    openGates: byBoard(state.gates, data),
    sealed: Object.keys(byBoard(Object.fromEntries(state.sealed.map((l) => [l, true])), data)),
    monsters: {
      arkham: count((p) => idx.isArkham(p)),
      sky: count((p) => p === 'sky'),
      outskirts: count((p) => p === 'outskirts'),
      cup: count((p) => p === 'cup'),
      towardLimit: arkhamMonsterCount(state, data),
    },
    monsterLimit: limitApplies(state) ? monsterLimit(state.players) : null,
    outskirtsCapacity: outskirtsCapacity(state.players),
    clues,
    cluesOnBoard: Object.values(clues).reduce((a, b) => a + b, 0),
    environment: state.environment,
    rumor: state.rumor,
    mythos: state.mythos ? { cardId: state.mythos.cardId, step: state.mythos.step } : null,
    pending: state.pending,
    battle: state.battle,
    score: state.status === 'won' ? scoreOf(state, data) : null,
    ...(Object.keys(aoCountersOf(state)).length > 0 ? { aoCounters: { ...aoCountersOf(state) } } : {}),
    ...(hasInnsmouth(state)
      ? {
          innsmouth: {
            herald: state.herald ?? null,
            deepOnesRising: state.deepOnesRising ?? 0,
            deepOnesRisingMax: deepOnesRisingMax(data),
            fedsRaid: { ...fedsRaidOf(state) },
            fedsRaidFilled: fedsRaidFilled(state),
            fedsRaidMax: fedsRaidTotal(data),
            stateOfEmergency: state.stateOfEmergency ?? false,
            monsters: count((p) => idx.isInnsmouth(p)),
            vigilance: { ...vigilanceOf(state) },
          },
        }
      : {}),
  }
}
