import type { PendingInfo } from '../../../core'
import { DIE_IDS, activeInvestigator, trophyTotal, type EsState } from './state'

/** The screens the Elder Sign UI has: where each choice is answered. */
export type EsScreen = 'table' | 'dice' | 'entrance' | 'battle'

const SCREEN: Record<string, EsScreen> = {
  'adventure-lock': 'table',
  'mythos-card': 'table',
  'monster-placement': 'table',
  'effect-choice': 'table',
  'lose-trophies': 'table',
  'new-investigator': 'table',
  'helper-loss': 'dice',
  'ancient-one-attack': 'battle',
}

/**
 * The choice the players owe now: an open question (adventure lock, Mythos card, monster token,
 * effect option, trophies to lose, helper's loss, new investigator, the Ancient One's attack), the
 * die a failed roll must set aside, or the action an investigator at the Entrance must choose.
 */
export function pendingOf(state: EsState): (PendingInfo & { screen: EsScreen }) | null {
  if (state.pending) return { kind: state.pending.kind, screen: SCREEN[state.pending.kind] ?? 'table' }
  if (state.status !== 'playing' && state.status !== 'battle') return null
  if (state.attempt?.stage === 'must-discard') return { kind: 'discard-die', screen: 'dice' }
  if (state.status === 'playing' && state.turn.phase === 'action' && activeInvestigator(state)?.at === 'entrance' && !state.turn.entranceDone) return { kind: 'entrance-action', screen: 'entrance' }
  return null
}

/**
 * What the game waits for next and on which screen, choices included: for routing the phone to
 * the right screen after every command.
 */
export function nextStep(state: EsState): { kind: string; screen: EsScreen } | null {
  const p = pendingOf(state)
  if (p) return p
  if (state.status === 'new' || state.status === 'won' || state.status === 'lost') return null
  const battle = state.status === 'battle'
  switch (state.turn.phase) {
    case 'movement':
      return { kind: 'move', screen: 'table' }
    case 'clock':
      return { kind: 'advance-clock', screen: battle ? 'battle' : 'table' }
    case 'action': {
      const a = state.attempt
      if (!a) return { kind: 'advance-clock', screen: 'table' }
      const kind = a.stage === 'rolled' && a.completedThisRoll === 0 ? 'resolve-roll' : 'roll'
      return { kind, screen: battle ? 'battle' : 'dice' }
    }
  }
}

/** A plain-JSON digest of the state for the replay CLI (`npm run replay`). */
export function summarize(state: EsState): unknown {
  return {
    status: state.status,
    outcome: state.outcome,
    ancientOne: state.ancientOne?.id ?? null,
    turn: state.turn.number,
    player: state.turn.player,
    phase: state.turn.phase,
    clock: state.clock,
    doom: state.ancientOne ? `${state.doom}/${state.ancientOne.doomTrack}` : null,
    elderSigns: state.ancientOne ? `${state.elderSigns}/${state.ancientOne.elderSignLimit}` : null,
    mythos: state.mythos ? state.mythos.card.title ?? state.mythos.id : null,
    pending: pendingOf(state)?.kind ?? null,
    adventures: state.adventures.map((a) => ({
      card: a.card,
      slot: a.slot,
      monsters: state.monsters.filter((m) => m.card === a.card).map((m) => ({ id: m.id, spot: m.spot.kind, trophies: m.trophies })),
    })),
    players: state.players.map((p) => ({
      name: p.name,
      investigator: p.investigator?.id ?? null,
      sanity: p.investigator ? `${p.investigator.sanity}/${p.investigator.maxSanity}` : null,
      stamina: p.investigator ? `${p.investigator.stamina}/${p.investigator.maxStamina}` : null,
      clues: p.investigator?.clues ?? null,
      trophies: p.investigator ? trophyTotal(p.investigator) : null,
      at: p.investigator?.at ?? null,
      devoured: p.devoured,
      eliminated: p.eliminated,
    })),
    dice: Object.fromEntries(DIE_IDS.map((d) => [d, state.dice[d].at])),
    locks: state.locks.map((l) => ({ colour: l.colour, by: l.by.kind, die: l.die })),
    cup: state.cup,
  }
}
