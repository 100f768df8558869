/**
 * Plays AH2e through the real engine for the fixture generator and the benchmarks: a table
 * that runs commands with `step` (linear in the log length) and answers pending choices with
 * a valid answer, the way a careful group of players would.
 */
import { step, type LogEntry, type Result, type RuleViolation, type Session } from '../../src/core'
import type { Ah2eCommand, Ah2eDefinition, Ah2eEvent, Ah2eState, PendingChoice } from '../../src/games/ah2e/rules'

export type Ah2eEntry = LogEntry<Ah2eCommand, Ah2eEvent>

/** A valid answer to any pending choice: surge spread evenly with the extra monsters from the surge gate on, first options otherwise. */
export function answerFor(p: PendingChoice): Ah2eCommand {
  switch (p.kind) {
    case 'surge-placement': {
      const base = Math.floor(p.total / p.gates.length)
      const extra = p.total % p.gates.length
      const counts: Record<string, number> = {}
      p.gates.forEach((g, i) => (counts[g] = base + (i < extra ? 1 : 0)))
      // Gates on the Innsmouth board (`unlimited`) keep all their monsters; the room is shared by the others.
      const unlimited = p.unlimited ?? []
      const limitedTotal = p.gates.reduce((n, g) => (unlimited.includes(g) ? n : n + counts[g]), 0)
      if (p.room === null || p.room >= limitedTotal) return { type: 'PlaceSurge', data: { counts } }
      const onBoard: Record<string, number> = {}
      let room = p.room
      for (const g of p.gates) {
        if (unlimited.includes(g)) continue
        onBoard[g] = Math.min(room, counts[g])
        room -= onBoard[g]
      }
      return { type: 'PlaceSurge', data: { counts, onBoard } }
    }
    case 'clue-taker':
      return { type: 'ChooseClueTaker', data: { investigatorId: p.candidates[0] } }
    case 'monster-destination':
      return { type: 'ChooseMonsterDestination', data: { uid: p.uid, to: p.options[0] } }
  }
}

export class Table {
  entries: Ah2eEntry[] = []
  state: Ah2eState

  constructor(readonly def: Ah2eDefinition, readonly seed: string) {
    this.state = def.initialState()
  }

  /** Run a command; returns the refusal instead of throwing. */
  try(command: Ah2eCommand): Result<Ah2eEntry, RuleViolation> {
    const r = step(this.def, this.seed, this.state, this.entries.length + 1, command)
    if (!r.ok) return r
    this.entries.push(r.value.entry)
    this.state = r.value.state
    return { ok: true, value: r.value.entry }
  }

  /** Run a command that must be legal. */
  do(command: Ah2eCommand): Ah2eEntry {
    const r = this.try(command)
    if (!r.ok) throw new Error(`${command.type} refused at seq ${this.entries.length + 1}: ${r.error.code} ${r.error.message}`)
    return r.value
  }

  /** Answer pending choices until none is left. */
  answerAll(): Ah2eEntry[] {
    const out: Ah2eEntry[] = []
    while (this.state.pending) out.push(this.do(answerFor(this.state.pending)))
    return out
  }

  /**
   * Resolve the Mythos phase (answering any choice), drawing again after a «reshuffle and draw
   * again» card, until the phase ends or the game leaves play. Returns the entries it took.
   */
  resolveMythos(): Ah2eEntry[] {
    const out: Ah2eEntry[] = []
    do {
      out.push(this.do({ type: 'DrawMythosCard', data: {} }))
      out.push(...this.answerAll())
    } while (this.state.status === 'playing' && this.state.phase === 'mythos' && !this.state.mythos)
    return out
  }

  /** Advance through the phases to the Mythos phase. */
  toMythos(): void {
    while (this.state.status === 'playing' && this.state.phase !== 'mythos') this.do({ type: 'AdvancePhase', data: {} })
  }

  session(): Session<Ah2eState, Ah2eCommand, Ah2eEvent> {
    return { seed: this.seed, entries: this.entries, redo: [], state: this.state }
  }
}
