import type { PendingInfo } from '../../../core'
import type { CultsState } from './state'

/** The screens of the Cults UI: where each choice is answered. */
export type CultsScreen = 'table' | 'fight' | 'npc' | 'cards' | 'score'

/** The choice the players owe now, and the screen that asks it. */
export function pendingOf(s: CultsState): (PendingInfo & { screen: CultsScreen }) | null {
  const p = s.pending
  if (!p) return null
  if (p.kind === 'confrontation') return { kind: `confrontation-${p.stage}`, screen: 'fight' }
  if (p.kind === 'goal') return { kind: 'goal', screen: 'score' }
  return { kind: p.kind, screen: 'table' }
}

/** A plain-JSON digest for the replay CLI. */
export function summarize(s: CultsState): unknown {
  return {
    status: s.status,
    round: `${s.round}/${s.rounds}`,
    phase: s.phase,
    actor: s.seats[s.actor]?.name ?? null,
    firstCultist: s.seats[s.firstCultist]?.name ?? null,
    pending: pendingOf(s)?.kind ?? null,
    districts: s.districts.filter((d) => d.inPlay).map((d) => ({
      id: d.id, number: d.number, sanity: d.sanity, investigators: d.investigators, track: d.track,
      rituals: d.rituals.map((r) => `${s.seats[r.seat].name}:${r.level}`), sites: d.sites.map((x) => s.seats[x].name),
      dominance: d.dominance.map((x) => s.seats[x].name), stack: d.stack.map((x) => s.seats[x].name),
    })),
    npc: s.npc ? { draw: s.npc.draw.length, discard: s.npc.discard.length, bonus: s.npc.bonus.length + s.npc.bonusCount, thugs: s.npc.thugs } : null,
    scores: s.scores,
    goalMet: s.goalMet,
  }
}
