import type { MythosCard } from '../data/types'
import type { Ah2eEvent } from './events'
import type { PendingChoice } from './state'
import { addDoom } from './doom'
import { emptyClosedLocation } from './closed'
import type { Emitter } from './emitter'
import { openNewGate } from './gates'
import { addUprising, nextFirstPlayer } from './innsmouth'
import { arkhamMonsterCount, boardIndex, investigatorsAt, limitApplies, monsterLimit, openGateCount } from './limits'
import { mythosCardOf } from './lookup'
import { drawMonsterTo } from './monsters'
import { monstersToMove, moveMonster } from './movement'

/**
 * The Mythos phase as one transaction (rulebook «Faza V: Mity»): 1 gate or surge, 2 clue,
 * 3 monster movement, 4 Mythos ability. Runs step by step until it is done, the game is
 * interrupted (awakening, win) or the players must choose (a pending choice).
 */

export interface SurgePlan {
  total: number
  gates: string[]
  /** Gate → monsters; complete when no choice is needed. */
  counts: Record<string, number> | null
  /** Monsters that fit under the limit; null = no limit. */
  room: number | null
  /** Gates on the Innsmouth board: their monsters ignore the limit («Limit potworów i Peryferia»). */
  unlimited: string[]
}

type SurgeChoice = Extract<PendingChoice, { kind: 'surge-placement' }>

/** Monsters of a surge plan that land where the limit applies (everything but the Innsmouth gates). */
const limitedTotal = (gates: readonly string[], unlimited: readonly string[], counts: Record<string, number>): number =>
  gates.reduce((a, g) => (unlimited.includes(g) ? a : a + (counts[g] ?? 0)), 0)

/** Open gates in board order with the surge gate first. */
function surgeGates(em: Emitter, surgeGate: string | null): string[] {
  const order = em.data.spaces.map((s) => s.id)
  const gates = Object.keys(em.state.gates).sort((a, b) => order.indexOf(a) - order.indexOf(b))
  return surgeGate ? [surgeGate, ...gates.filter((g) => g !== surgeGate)] : gates
}

/**
 * Monster surge (rulebook «Spotęgowanie potworów», as corrected in the Innsmouth rulebook):
 * max(open gates, players) monsters spread as evenly as possible over the open gates, none
 * getting more than the surge gate. The plan is automatic when the remainder leaves no
 * choice and everything fits under the limit; otherwise the players choose before drawing.
 */
export function planSurge(em: Emitter, surgeGate: string | null): SurgePlan {
  const gates = surgeGates(em, surgeGate)
  const total = Math.max(openGateCount(em.state), em.state.players)
  const room = limitApplies(em.state) ? Math.max(0, monsterLimit(em.state.players) - arkhamMonsterCount(em.state, em.data)) : null
  const idx = boardIndex(em.data)
  const unlimited = gates.filter((g) => idx.isInnsmouth(g))
  const base = Math.floor(total / gates.length)
  const extra = total % gates.length
  let counts: Record<string, number> | null = null
  // Automatic when there is no remainder, or the only extra goes to the surge gate.
  const forced = extra === 0 || (surgeGate !== null && extra === 1) || gates.length === 1
  if (forced) {
    counts = {}
    gates.forEach((g, i) => (counts![g] = base + (i < extra ? 1 : 0)))
  }
  // Over the limit with more than one gate where it applies: which gates get on-board monsters is a choice.
  const limited = counts ? limitedTotal(gates, unlimited, counts) : total
  if (room !== null && room > 0 && room < limited && gates.length - unlimited.length > 1) counts = null
  return { total, gates, counts, room, unlimited }
}

/** The pending choice for a surge plan the players must complete. */
export function surgeChoice(plan: SurgePlan, surgeGate: string | null): SurgeChoice {
  return {
    kind: 'surge-placement', surgeGate: surgeGate ?? '', gates: plan.gates, total: plan.total, room: plan.room,
    ...(plan.unlimited.length ? { unlimited: plan.unlimited } : {}),
  }
}

/** Monsters of the players' answer that land where the limit applies. */
export const answerLimitedTotal = (choice: SurgeChoice, counts: Record<string, number>): number =>
  limitedTotal(choice.gates, choice.unlimited ?? [], counts)

/** Checks the players' surge answer against the rule. Returns an English error or null. */
export function validateSurgeAnswer(choice: SurgeChoice, counts: Record<string, number>, onBoard?: Record<string, number>): string | null {
  const keys = Object.keys(counts)
  if (keys.some((k) => !choice.gates.includes(k))) return 'Monsters may appear only at open gates.'
  const values = choice.gates.map((g) => counts[g] ?? 0)
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return 'Counts must be whole numbers ≥ 0.'
  if (values.reduce((a, b) => a + b, 0) !== choice.total) return `The surge brings exactly ${choice.total} monsters.`
  const base = Math.floor(choice.total / choice.gates.length)
  if (values.some((v) => v < base || v > base + 1)) return 'Spread the monsters as evenly as possible.'
  const surgeCount = counts[choice.surgeGate] ?? 0
  if (choice.surgeGate && values.some((v) => v > surgeCount)) return 'No gate may get more monsters than the surge gate.'
  // Innsmouth gates keep all their monsters: only the others share the room under the limit.
  const unlimited = choice.unlimited ?? []
  if (choice.room !== null && choice.room < answerLimitedTotal(choice, counts) && !(choice.room === 0 && !onBoard)) {
    if (!onBoard) return 'Say which monsters appear in Arkham; the rest go to the Outskirts.'
    const ob = choice.gates.map((g, i) => (unlimited.includes(g) ? values[i] : onBoard[g] ?? 0))
    if (Object.keys(onBoard).some((k) => !choice.gates.includes(k))) return 'Monsters may appear only at open gates.'
    if (ob.some((v, i) => !Number.isInteger(v) || v < 0 || v > values[i])) return 'A gate cannot keep more monsters in Arkham than it gets.'
    if (ob.reduce((a, b, i) => (unlimited.includes(choice.gates[i]) ? a : a + b), 0) !== choice.room) return `Exactly ${choice.room} monsters fit under the monster limit.`
  }
  return null
}

/**
 * The answer the surge panel proposes (and sends unless the players change it): an even spread with
 * the extras from the surge gate on (the gates come surge gate first), the monsters under the limit
 * at the gates in order, every monster of an Innsmouth gate kept there. `onBoard` only when the limit
 * leaves less room than the surge brings (what the panel asks then).
 */
export function surgeProposal(choice: SurgeChoice): { counts: Record<string, number>; onBoard?: Record<string, number> } {
  const base = Math.floor(choice.total / choice.gates.length)
  const extra = choice.total % choice.gates.length
  const counts = Object.fromEntries(choice.gates.map((g, i) => [g, base + (i < extra ? 1 : 0)]))
  if (choice.room === null || choice.room >= choice.total) return { counts }
  const free = new Set(choice.unlimited ?? [])
  let room = choice.room
  const onBoard = Object.fromEntries(choice.gates.map((g) => {
    if (free.has(g)) return [g, counts[g]]
    const n = Math.min(room, counts[g])
    room -= n
    return [g, n]
  }))
  return { counts, onBoard }
}

/** Draw the surge monsters: first those staying in Arkham, then the ones the limit sends to the Outskirts. */
export function placeSurge(em: Emitter, location: string, counts: Record<string, number>, onBoard: Record<string, number> | null, cause: string): void {
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  em.emit({ type: 'MonsterSurgeBegan', data: { location, total, plan: counts } }, cause)
  const first = onBoard ?? counts
  for (const [gate, n] of Object.entries(first)) for (let i = 0; i < n; i++) drawMonsterTo(em, gate, cause)
  if (onBoard) {
    for (const [gate, n] of Object.entries(counts)) for (let i = 0; i < n - (onBoard[gate] ?? 0); i++) drawMonsterTo(em, gate, cause)
  }
}

function resolveGateStep(em: Emitter, card: MythosCard): PendingChoice | null {
  const cause = 'mythos/gate'
  if (card.doomTokensInsteadOfGate) {
    // Two Innsmouth Rumors show doom tokens where the gate location would be: no gate, no monster.
    addDoom(em, card.doomTokensInsteadOfGate, 'mythos/doom-instead-of-gate')
    return null
  }
  if (card.gateMode === 'none' || (card.gateMode === 'single' && !card.gate)) return null
  const location = card.gateMode === 'surge' ? null : card.gate!
  if (location && em.state.sealed.includes(location)) {
    if (card.burst) {
      // Innsmouth «Rozerwanie bramy»: the seal is torn, the gate opens without a doom token and
      // without a surge (no gate was there). Not a prevented gate, so no uprising token.
      em.emit({ type: 'ElderSignRemoved', data: { location } }, 'mythos/gate-burst')
      const one = em.state.settings.burstTwoMonstersWithFivePlus === false
      openNewGate(em, location, 'mythos/gate-burst', { addDoom: false, ...(one ? { monsters: 1 } : {}) })
      return null
    }
    em.emit({ type: 'GatePrevented', data: { location } }, 'rule/elder-sign-prevents-gate')
    addUprising(em, 'rule/gate-prevented-uprising')
    return null
  }
  if (location === null || em.state.gates[location]) {
    if (openGateCount(em.state) === 0) return null
    const plan = planSurge(em, location)
    if (plan.counts) {
      placeSurge(em, location ?? plan.gates[0], plan.counts, null, 'mythos/surge')
      return null
    }
    return surgeChoice(plan, location)
  }
  if (em.state.mythos?.preventGate) {
    // «Tor Buntu Istot z Głębin»: an investigator's ability prevented the gate (the players said so with the draw).
    em.emit({ type: 'GatePrevented', data: { location, by: 'ability' } }, cause)
    addUprising(em, 'rule/gate-prevented-uprising')
    return null
  }
  openNewGate(em, location, cause)
  return null
}

/** Clue placement, from clue location index `from` on. */
export function resolveClues(em: Emitter, card: MythosCard, from: number): PendingChoice | null {
  for (let i = from; i < card.clues.length; i++) {
    const location = card.clues[i]
    if (em.state.gates[location]) {
      em.emit({ type: 'ClueNotPlaced', data: { location, reason: 'gate' } }, 'mythos/clue')
      continue
    }
    em.emit({ type: 'CluePlaced', data: { location } }, 'mythos/clue')
    const here = investigatorsAt(em.state, location)
    if (here.length === 1) {
      em.emit({ type: 'CluesTaken', data: { investigatorId: here[0].id, location, count: 1 } }, 'rule/investigator-takes-clue')
    } else if (here.length > 1) {
      return { kind: 'clue-taker', location, candidates: here.map((h) => h.id) }
    }
  }
  return null
}

function resolveMovement(em: Emitter, card: MythosCard): PendingChoice | null {
  let queue = em.state.mythos!.moveQueue
  if (queue === null) {
    queue = monstersToMove(em, card, { allFlying: card.burst })
    em.emit({ type: 'MythosMovesPlanned', data: { uids: queue } }, 'mythos/movement')
  }
  for (let i = 0; i < queue.length; i++) {
    const uid = queue[i]
    const choice = moveMonster(em, uid, card, 'mythos/movement')
    if (choice) {
      em.emit({ type: 'MythosMovesPlanned', data: { uids: queue.slice(i + 1) } }, 'mythos/movement')
      return choice
    }
  }
  return null
}

function resolveAbility(em: Emitter, card: MythosCard): void {
  const cause = 'mythos/ability'
  const m = em.state.mythos!
  switch (card.type) {
    case 'headline': {
      em.emit({ type: 'HeadlineResolved', data: { cardId: card.id } }, cause)
      // Closed markers a Headline shows stay until its text says (the players lift them: ReopenLocation).
      const closed = card.closed ?? []
      if (closed.length) placeMarkers(em, card.id, [], closed)
      return
    }
    case 'environment':
      em.emit({ type: 'EnvironmentEntered', data: { cardId: card.id, replaced: em.state.environment } }, cause)
      break
    case 'rumor':
      if (m.ignoreAbility) {
        em.emit({ type: 'RumorIgnored', data: { cardId: card.id } }, 'rule/one-rumor-at-a-time')
        return
      }
      em.emit({ type: 'RumorEntered', data: { cardId: card.id } }, cause)
      break
    case 'special':
      return
  }
  const activity = card.activity ?? []
  const closed = card.closed ?? []
  if (activity.length || closed.length) placeMarkers(em, card.id, activity, closed)
}

/**
 * The card's activity and closed markers go on the board («Inne efekty»). A location it closes, even
 * for a while, sends its investigators and monsters to the street at once (Innsmouth FAQ «Obszary»),
 * unless a gate open there replaces it (FAQ «Bramy i Inne Światy»).
 */
function placeMarkers(em: Emitter, cardId: string, activity: string[], closed: string[]): void {
  em.emit({ type: 'MythosMarkersPlaced', data: { cardId, activity, closed } }, 'mythos/ability')
  for (const loc of closed) emptyClosedLocation(em, loc, 'rule/closed-location-to-street')
}

const NEXT = { gate: 'clue', clue: 'movement', movement: 'ability', ability: 'end' } as const

/** The players answered the card's `step` (a surge's split, who takes a clue): the card goes on from the next step. */
export function continueMythosAfter(em: Emitter, step: keyof typeof NEXT): void {
  em.emit({ type: 'MythosStepReached', data: { step: NEXT[step] } }, 'mythos/step')
  continueMythos(em)
}

/** Advance the Mythos card in progress until it is done or waits for the players. */
export function continueMythos(em: Emitter): void {
  for (let guard = 0; guard < 20; guard++) {
    const m = em.state.mythos
    if (!m || em.state.pending || em.interrupted) return
    const card = mythosCardOf(em, m.cardId)
    let choice: PendingChoice | null = null
    switch (m.step) {
      case 'gate':
        choice = resolveGateStep(em, card)
        break
      case 'clue':
        choice = resolveClues(em, card, 0)
        break
      case 'movement':
        choice = resolveMovement(em, card)
        break
      case 'ability':
        resolveAbility(em, card)
        break
      case 'end': {
        if (card.reshuffleDeck) {
          em.emit({ type: 'MythosDeckReshuffled', data: { order: em.rng.shuffle(em.state.mythosDeck) } }, 'mythos/ability')
          em.emit({ type: 'MythosCardSetAside', data: { cardId: card.id, reason: 'reshuffle-and-draw-again' } }, 'mythos/ability')
          return
        }
        const s = em.state
        const ev: Ah2eEvent = m.setup
          ? { type: 'MythosPhaseEnded', data: { nextTurn: s.turn, firstPlayer: s.firstPlayer } }
          : { type: 'MythosPhaseEnded', data: { nextTurn: s.turn + 1, firstPlayer: nextFirstPlayer(s) } }
        em.emit(ev, 'mythos/end')
        return
      }
    }
    if (em.interrupted) return
    if (choice) {
      em.emit({ type: 'PendingChoiceOpened', data: { choice } }, `mythos/${m.step}`)
      return
    }
    em.emit({ type: 'MythosStepReached', data: { step: NEXT[m.step] } }, 'mythos/step')
  }
  throw new Error('Mythos resolution did not finish')
}

/**
 * Draw (or name) the Mythos card and resolve it. At setup a Rumor, or a card that opens no
 * gate, goes to the bottom and the next card is drawn (rulebook «Przygotowanie do gry», step 14).
 */
export function drawMythos(em: Emitter, physicalCardId: string | undefined, preventGate = false): void {
  const setup = !em.state.setupDone
  for (let guard = 0; guard <= em.data.mythos.length; guard++) {
    const cardId = physicalCardId ?? em.state.mythosDeck[0]
    const card = mythosCardOf(em, cardId)
    const ignoreAbility = card.type === 'rumor' && em.state.rumor !== null
    em.emit({
      type: 'MythosCardDrawn',
      data: { cardId, physical: physicalCardId !== undefined, setup, ignoreAbility, ...(preventGate ? { preventGate: true } : {}) },
    }, 'mythos/draw')
    if (setup && (card.type === 'rumor' || card.gateMode !== 'single' || !card.gate)) {
      em.emit({ type: 'MythosCardSetAside', data: { cardId, reason: card.type === 'rumor' ? 'rumor-at-setup' : 'no-gate-at-setup' } }, 'rule/setup-redraw')
      if (physicalCardId !== undefined) return // the players draw the next physical card
      continue
    }
    continueMythos(em)
    return
  }
}
