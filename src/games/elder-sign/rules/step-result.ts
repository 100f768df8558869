import type { PendingChoice, Step } from './state'

/**
 * What applying one step of a chain gives back: steps to run next (before the rest of the chain),
 * a choice to ask the players (the chain waits for the answer), and an awakening due. An awakening
 * caused while rewards or penalties are paid waits until they are all paid (rulebook «Przebudzenie
 * się Przedwiecznego», l.883); any other waits for the rest of the one effect that caused it (the
 * steps of the same `source` that follow: a Mythos card's immediate effect, a terror effect…), so
 * that the last Elder Sign of that effect still seals the Ancient One (l.781).
 */
export interface StepResult {
  then?: Step[]
  ask?: PendingChoice
  awaken?: { reason: string; when: 'after-effect' | 'after-rewards'; source: string }
}
