import { TOKEN_TYPES, type TokenType } from '../../data/types'
import type { Counts } from '../state'
import { isBands, isInt, isObject, type Handlers } from './types'

/**
 * Corrections: the physical board is the truth, so every figure the app keeps can be set by hand.
 * A correction sets a value; it does not set off the rules a placement would (no overflow).
 */
export const correctionHandlers: Pick<Handlers, 'CorrectDoom' | 'CorrectSheetDoom' | 'CorrectTerror' | 'CorrectDecks' | 'CorrectCup' | 'SetSheetBands'> = {
  CorrectDoom(em, { data }) {
    if (typeof data.space !== 'string' || !Object.hasOwn(em.state.board.spaces, data.space)) return 'doom/unknown-space'
    if (!isInt(data.to, 0, 20)) return 'correction/bad-value'
    if (em.state.board.doom[data.space] === data.to) return 'correction/no-change'
    em.emit({ type: 'DoomCorrected', data: { space: data.space, to: data.to } }, 'correction')
    return null
  },

  CorrectSheetDoom(em, { data }) {
    if (!isInt(data.to, 0, 50)) return 'correction/bad-value'
    if (em.state.sheetDoom === data.to) return 'correction/no-change'
    em.emit({ type: 'SheetDoomCorrected', data: { to: data.to } }, 'correction')
    return null
  },

  CorrectTerror(em, { data }) {
    const n = data.neighbourhood
    if (typeof n !== 'string' || !em.state.board.neighbourhoods.includes(n)) return 'terror/unknown-neighbourhood'
    const terror = data.tokens ?? em.state.board.terror[n] ?? 0
    const cards = data.cards ?? em.state.board.terrorCards[n] ?? 0
    if (!isInt(terror, 0, 40) || !isInt(cards, 0, 40)) return 'correction/bad-value'
    if (terror === em.state.board.terror[n] && cards === em.state.board.terrorCards[n]) return 'correction/no-change'
    em.emit({ type: 'TerrorCorrected', data: { neighbourhood: n, terror, cards } }, 'correction')
    return null
  },

  /** The decks' sizes. A corrected event deck is physical from then on for the cards the app no longer places. */
  CorrectDecks(em, { data }) {
    const s = em.state
    const size = data.eventDeck ?? s.eventDeck.length
    const terrorDeck = data.terrorDeck ?? s.terrorDeck
    const headlines = data.headlines ?? s.headlines
    if (!isInt(size, 0, 80) || !isInt(terrorDeck, 0, 40) || !isInt(headlines, 0, 40)) return 'correction/bad-value'
    if (size === s.eventDeck.length && terrorDeck === s.terrorDeck && headlines === s.headlines) return 'correction/no-change'
    const eventDeck = size <= s.eventDeck.length ? s.eventDeck.slice(s.eventDeck.length - size) : [...Array.from({ length: size - s.eventDeck.length }, () => null), ...s.eventDeck]
    em.emit({ type: 'DecksCorrected', data: { eventDeck, terrorDeck, headlines } }, 'correction')
    return null
  },

  /** The cup and the drawn tokens as they are on the table; the tokens out of the game stay as they are. */
  CorrectCup(em, { data }) {
    const c = em.state.mythos
    const read = (x: unknown, base: Counts): Counts | null => {
      if (x === undefined) return { ...base }
      if (!isObject(x)) return null
      const out = { ...base }
      for (const [t, n] of Object.entries(x)) {
        if (!(TOKEN_TYPES as readonly string[]).includes(t) || !isInt(n, 0, 20)) return null
        out[t as TokenType] = n
      }
      return out
    }
    const cup = read(data.cup, c.cup)
    const drawn = read(data.drawn, c.drawn)
    if (!cup || !drawn) return 'correction/bad-value'
    if (TOKEN_TYPES.every((t) => cup[t] === c.cup[t] && drawn[t] === c.drawn[t])) return 'correction/no-change'
    const supplied = Object.fromEntries(TOKEN_TYPES.map((t) => [t, cup[t] + drawn[t] + c.removed[t]])) as Counts
    em.emit({ type: 'CupCorrected', data: { cup, drawn, supplied } }, 'correction')
    return null
  },

  /**
   * The owner's sheet-doom reminder bands, edited mid-game (a codex card read later names another
   * count; supplement §3.1: no fixed threshold). Reminders only: reaching a band alerts, nothing more.
   */
  SetSheetBands(em, { data }) {
    if (!isBands(data.bands)) return 'bands/bad'
    const now = em.state.sheetBands
    if (now.length === data.bands.length && now.every((b, i) => b === data.bands[i])) return 'correction/no-change'
    em.emit({ type: 'SheetBandsChanged', data: { bands: [...data.bands] } }, 'owner')
    return null
  },
}
