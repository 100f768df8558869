import type { PendingChoice, Step } from './state'

/**
 * What applying one step of a chain gives back: steps to run next (before the rest of the chain),
 * and a question for the players (the chain waits for the answer, keeping `then` and the rest).
 */
export interface StepResult {
  then?: Step[]
  ask?: PendingChoice
}
