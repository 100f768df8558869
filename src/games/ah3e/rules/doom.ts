import type { Emitter } from './emitter'
import type { StepResult } from './step-result'
import { isOn, neighbourhoodDoom, policies, spacesOf, unstableNeighbourhood, type Ah3eState, type Step } from './state'

/**
 * Doom on the board and on the scenario sheet, the three overflow rules the codex switches on, and
 * terror. Rulebook «Żetony zagłady» (l.291–297), «Powiększona dzielnica» (l.221–232), «Szerzenie
 * się grozy» (l.307–327); supplement §3.6 (archive #2 Anomalies), §3.7 (archive #1 Outbreak).
 */

/**
 * The spaces a gate burst or an outbreak puts doom on: the neighbourhood's locations and, unless
 * the players switched it off, an attached mystery (it «is part of the neighbourhood», l.223; that
 * it also takes the doom «on every space» is our reading: automation `mystery-as-space`).
 */
export function doomSpaces(s: Ah3eState, neighbourhood: string): string[] {
  const all = spacesOf(s, neighbourhood)
  return isOn(s, 'mystery-as-space') ? all : all.filter((sp) => !s.board.mysteries.includes(sp))
}

/** Place 1 doom on the scenario sheet n times (each one may reach an owner's reminder band). */
export function addSheetDoom(em: Emitter, n: number, source: string): void {
  for (let i = 0; i < n; i++) {
    const to = em.state.sheetDoom + 1
    em.emit({ type: 'SheetDoomAdded', data: { to } }, source)
    if (em.state.sheetBands.includes(to)) em.emit({ type: 'SheetBandReached', data: { band: to } }, 'rule/sheet-band')
  }
}

/**
 * One doom token on a space, through the overflow rules in force:
 * - anomalies (#2): a neighbourhood with an anomaly sends it to the sheet instead; 3 on a space or
 *   5 in the neighbourhood brings the anomaly (supplement §3.6);
 * - outbreak (#1): 4 or more on a space: 3 off it, 1 on every other space of the neighbourhood and 1
 *   on the sheet (supplement §3.7);
 * - terror (#61): the neighbourhood, an attached mystery included, totals 6: the players clear one
 *   space, 1 doom goes on the sheet and terror spreads there (l.293–297). Fires at equality; doom is
 *   placed one token at a time, so it fires as the sixth token lands.
 */
export function placeDoom(em: Emitter, space: string, source: string): StepResult {
  const s = em.state
  const n = s.board.spaces[space]
  if (n === undefined) return {}
  const p = policies(s)
  if (p.anomaly && s.board.anomalies.includes(n)) {
    em.emit({ type: 'DoomRedirected', data: { space, neighbourhood: n } }, 'rule/anomaly')
    return { then: [{ k: 'sheet', n: 1, source: 'rule/anomaly' }] }
  }
  const to = (s.board.doom[space] ?? 0) + 1
  em.emit({ type: 'DoomPlaced', data: { space, neighbourhood: n, to } }, source)
  const then: Step[] = []
  if (p.anomaly && !em.state.board.anomalies.includes(n) && (to >= 3 || neighbourhoodDoom(em.state, n) >= 5)) {
    em.emit({ type: 'AnomalyAppeared', data: { neighbourhood: n } }, 'rule/anomaly')
  }
  if (p.outbreak && to >= 4) {
    em.emit({ type: 'OutbreakStarted', data: { space, neighbourhood: n } }, 'rule/outbreak')
    em.emit({ type: 'DoomRemoved', data: { space, to: to - 3 } }, 'rule/outbreak')
    for (const other of doomSpaces(em.state, n)) if (other !== space) then.push({ k: 'doom', space: other, source: 'rule/outbreak' })
    then.push({ k: 'sheet', n: 1, source: 'rule/outbreak' })
    return { then }
  }
  if (p.terror) {
    const total = neighbourhoodDoom(em.state, n)
    if (total >= 6) {
      em.emit({ type: 'DoomOverflowed', data: { neighbourhood: n, doom: total } }, 'rule/overflow')
      const candidates = overflowCandidates(em.state, n)
      if (candidates.length === 1) return { then: [{ k: 'clear-space', space: candidates[0], source: 'rule/overflow' }] }
      return { ask: { kind: 'overflow-space', neighbourhood: n, source: 'rule/overflow' } }
    }
  }
  return { then }
}

/**
 * The spaces the players may clear in an overflow: those of the neighbourhood holding doom; every
 * space of it when none holds any (a correction took it off while the question was open: the
 * question must still have an answer).
 */
export function overflowCandidates(s: Ah3eState, neighbourhood: string): string[] {
  const all = spacesOf(s, neighbourhood)
  const held = all.filter((sp) => (s.board.doom[sp] ?? 0) > 0)
  return held.length ? held : all
}

/** The overflow's space: all its doom off, 1 doom on the sheet, terror spreads in the neighbourhood (l.293–297). */
export function clearSpace(em: Emitter, space: string, source: string): StepResult {
  const n = em.state.board.spaces[space]
  if (n === undefined) return {}
  em.emit({ type: 'SpaceCleared', data: { space, neighbourhood: n, removed: em.state.board.doom[space] ?? 0 } }, source)
  return { then: [{ k: 'sheet', n: 1, source }, { k: 'spread-terror', neighbourhood: n, source }] }
}

/**
 * Spread terror (l.309–314): 1 terror token in the neighbourhood and the terror deck's top card
 * attached to its encounter deck. With the terror deck empty, 1 doom goes on the scenario sheet
 * instead (l.325–327). `null` = the neighbourhood of the unstable space (a Spread Terror token, l.303–305).
 */
export function spreadTerror(em: Emitter, neighbourhood: string | null, source: string): StepResult {
  const n = neighbourhood ?? unstableNeighbourhood(em.state)
  if (n === null || !em.state.board.neighbourhoods.includes(n)) return {}
  if (em.state.terrorDeck <= 0) {
    em.emit({ type: 'TerrorSpreadPrevented', data: { neighbourhood: n } }, 'rule/empty-terror-deck')
    return { then: [{ k: 'sheet', n: 1, source: 'rule/empty-terror-deck' }] }
  }
  const b = em.state.board
  em.emit({ type: 'TerrorSpread', data: { neighbourhood: n, terror: (b.terror[n] ?? 0) + 1, cards: (b.terrorCards[n] ?? 0) + 1, deck: em.state.terrorDeck - 1 } }, source)
  return {}
}

/**
 * An archive card enters the codex. #1, #2 and #61 switch on their overflow rule; a card that adds
 * tiles to this scenario's map (Dreams of R'lyeh #117–120, from the data) adds its neighbourhoods.
 */
export function addCodexCard(em: Emitter, card: number, source: string): StepResult {
  if (em.state.codex.includes(card)) return {}
  em.emit({ type: 'CodexCardAdded', data: { card } }, source)
  const layout = em.ix.layout(em.state.scenario)
  for (const add of layout?.additions.filter((a) => a.archive === card) ?? []) {
    const fresh = add.neighbourhoods.filter((n) => !em.state.board.neighbourhoods.includes(n))
    if (fresh.length === 0) continue
    const spaces: Record<string, string> = {}
    for (const n of fresh) for (const sp of em.ix.neighbourhood(n)?.spaces ?? []) spaces[sp.id] = n
    em.emit({ type: 'NeighbourhoodsAdded', data: { archive: card, neighbourhoods: fresh, spaces } }, source)
  }
  return {}
}
