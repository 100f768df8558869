import type { DieColour } from '@/games/elder-sign/data'
import type { MythosCardFacts, MythosInput } from '@/games/elder-sign/rules'

/** A Mythos card's facts as the form edits them (empty strings for "none"). */
export interface MythosDraft {
  title: string
  doom: number
  monsters: number
  lockedDie: DieColour | ''
  immediateEffect: string
  terrorEffect: string
  midnightEffect: string
  persists: boolean
}

export const emptyMythosDraft = (): MythosDraft => ({ title: '', doom: 0, monsters: 0, lockedDie: '', immediateEffect: '', terrorEffect: '', midnightEffect: '', persists: false })

/** The form filled with a card's facts (the card in play, or one the owner remembers). */
export function mythosDraftOf(card: Omit<MythosCardFacts, 'title'> & { title: string | null }): MythosDraft {
  return {
    title: card.title ?? '', doom: card.doom, monsters: card.monsters, lockedDie: card.lockedDie ?? '',
    immediateEffect: card.immediateEffect ?? '', terrorEffect: card.terrorEffect ?? '', midnightEffect: card.midnightEffect ?? '', persists: card.persists,
  }
}

/** The facts a command carries. */
export function mythosInputOf(m: MythosDraft): MythosInput {
  return {
    title: m.title.trim() || null, doom: m.doom, monsters: m.monsters, lockedDie: m.lockedDie || null,
    immediateEffect: m.immediateEffect || null, terrorEffect: m.terrorEffect || null, midnightEffect: m.midnightEffect || null, persists: m.persists,
  }
}
