import { isInt, isObject, type Refusal } from '../../../../core'
import { TOKEN_TYPES, type TokenType } from '../../data/types'
import type { Ah3eCommandType, CommandOf } from '../commands'
import type { Emitter } from '../emitter'
import type { Ah3eState, EventFacts } from '../state'

/** The shared checks and refusals (defined once in the core). */
export { isInt, isObject, own, refuse, type Refusal } from '../../../../core'

export type Handler<K extends Ah3eCommandType> = (em: Emitter, command: CommandOf<K>) => Refusal

/** One handler per command type: the map is checked for exhaustiveness by the compiler. */
export type Handlers = { [K in Ah3eCommandType]: Handler<K> }

export const isToken = (t: unknown): t is TokenType => typeof t === 'string' && (TOKEN_TYPES as readonly string[]).includes(t)
/** Sheet-doom reminder bands: up to 10 counts from 1 to 50, rising. */
export const isBands = (x: unknown): x is number[] => Array.isArray(x) && x.length <= 10 && x.every((b, i) => isInt(b, 1, 50) && (i === 0 || b > (x[i - 1] as number)))

/** A name the players type: 1–40 characters once trimmed. */
export const isName = (x: unknown): x is string => typeof x === 'string' && x.trim().length > 0 && x.trim().length <= 40

/**
 * An event card's facts as the players read them: a neighbourhood in play, and doom icons on its
 * spaces (1–3 each; at least one when the card is read for its doom). Returns the facts in a clean
 * shape, or the refusal code.
 */
export function checkFacts(s: Ah3eState, x: unknown, needDoom: boolean): EventFacts | string {
  if (!isObject(x) || typeof x.neighbourhood !== 'string') return 'event/malformed'
  const n = x.neighbourhood
  if (!s.board.neighbourhoods.includes(n)) return 'event/unknown-neighbourhood'
  if (x.doom === undefined) return needDoom ? 'event/doom-needed' : { neighbourhood: n, doom: null }
  if (!isObject(x.doom)) return 'event/malformed'
  const doom: Record<string, number> = {}
  for (const [space, k] of Object.entries(x.doom)) {
    if (!Object.hasOwn(s.board.spaces, space) || s.board.spaces[space] !== n) return 'event/space-not-in-neighbourhood'
    if (!isInt(k, 1, 3)) return 'event/bad-doom'
    doom[space] = k
  }
  if (Object.keys(doom).length === 0) return needDoom ? 'event/doom-needed' : { neighbourhood: n, doom: null }
  return { neighbourhood: n, doom }
}

/** The `cards` a command brings (physical event cards the players drew), checked; the doom icons may be left out (the rules ask when a draw needs them). */
export function checkCards(s: Ah3eState, x: unknown): EventFacts[] | string {
  if (x === undefined) return []
  if (!Array.isArray(x) || x.length > 12) return 'event/malformed'
  const out: EventFacts[] = []
  for (const c of x) {
    const f = checkFacts(s, c, false)
    if (typeof f === 'string') return f
    out.push(f)
  }
  return out
}
