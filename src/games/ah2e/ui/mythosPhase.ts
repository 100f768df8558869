import type { LogEntry } from '@/core'
import type { Ah2eCommand, Ah2eEvent } from '@/games/ah2e/rules'

type Entry = LogEntry<Ah2eCommand, Ah2eEvent>

/** The commands that resolve a drawn Mythos card: the draw and the answers to the questions it asks. */
const MYTHOS_COMMANDS: ReadonlySet<Ah2eCommand['type']> = new Set(['DrawMythosCard', 'PlaceSurge', 'ChooseClueTaker', 'ChooseMonsterDestination'])

export interface MythosPhaseView {
  /** The card drawn last (the one resolved; at setup, the one that opened the gate or was set aside). */
  cardId: string
  /** Drawn from the app's deck, not named from a physical card. */
  virtual: boolean
  /** The events of the draw and of every answer since, in order. */
  events: Ah2eEvent[]
}

/**
 * The Mythos phase the Mythos screen shows (rulebook «Faza V: Mity»): the last card drawn and what it
 * did, through every question it asked and after the last answer, until the players move the game on
 * (a new phase: `PhaseAdvanced`). Entries of other commands in between (a move, a clue) are left out
 * of its results. Null before the first draw and once the game has moved on.
 */
export function mythosPhaseOf(entries: readonly Entry[]): MythosPhaseView | null {
  let i = entries.length - 1
  for (; i >= 0; i--) {
    const e = entries[i]
    if (e.events.some((ev) => ev.type === 'MythosCardDrawn')) break
    if (e.events.some((ev) => ev.type === 'PhaseAdvanced')) return null
  }
  if (i < 0) return null
  const draw = entries[i]
  const drawn = draw.events.filter((ev): ev is Extract<Ah2eEvent, { type: 'MythosCardDrawn' }> => ev.type === 'MythosCardDrawn').at(-1)!
  const events = entries.slice(i).filter((e) => MYTHOS_COMMANDS.has(e.command.type)).flatMap((e) => e.events)
  return { cardId: drawn.data.cardId, virtual: !drawn.data.physical, events }
}
