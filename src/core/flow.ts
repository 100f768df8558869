/**
 * Round / phase flow: a fixed list of phases repeated for a number of rounds, where some phases
 * are skipped in some rounds («Faza Miasta» is skipped in round 1 of Rise of the Cults, «Faza
 * Ukrycia» in the last). Pure: the game keeps `{ round, phase }` in its state and asks here what
 * comes next.
 */
export interface Flow<P extends string> {
  phases: readonly P[]
  /** The number of rounds, or null for no limit (the game ends by other means). */
  rounds: number | null
  /** A phase not played in that round. */
  skips?(round: number, phase: P, rounds: number | null): boolean
}

export interface FlowPoint<P extends string> {
  round: number
  phase: P
}

function plays<P extends string>(flow: Flow<P>, at: FlowPoint<P>): boolean {
  return !(flow.skips?.(at.round, at.phase, flow.rounds) ?? false)
}

/** The first phase played, from `round` (1 by default); null when no phase is ever played. */
export function firstPoint<P extends string>(flow: Flow<P>, round = 1): FlowPoint<P> | null {
  if (flow.phases.length === 0) return null
  const start = { round, phase: flow.phases[0] }
  return plays(flow, start) ? start : nextPoint(flow, start)
}

/** The next phase played after `at`, or null when the flow is over (after the last round). */
export function nextPoint<P extends string>(flow: Flow<P>, at: FlowPoint<P>): FlowPoint<P> | null {
  let i = flow.phases.indexOf(at.phase)
  if (i < 0) return null
  let round = at.round
  // At most one full round of skipped phases before giving up (a flow that skips everything).
  for (let guard = 0; guard <= flow.phases.length * 2; guard++) {
    i++
    if (i >= flow.phases.length) {
      i = 0
      round++
    }
    if (flow.rounds !== null && round > flow.rounds) return null
    const p = { round, phase: flow.phases[i] }
    if (plays(flow, p)) return p
  }
  return null
}

/** Whether `at` is the last phase played in the flow. */
export const isLastPoint = <P extends string>(flow: Flow<P>, at: FlowPoint<P>): boolean => nextPoint(flow, at) === null
