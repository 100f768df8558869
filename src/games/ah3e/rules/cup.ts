import { TOKEN_TYPES, type CupDelta, type TokenType } from '../data/types'
import { addSheetDoom } from './doom'
import type { Emitter } from './emitter'
import type { StepResult } from './step-result'
import { sumCounts, type Ah3eState } from './state'

/**
 * The mythos cup. Supplement §1.9: tokens drawn one at a time and resolved as drawn, not returned;
 * when a draw is due and the cup is empty, every drawn token goes back first. Rulebook
 * «Modyfikowanie czary mitów» (l.576–588): a token removed comes from the cup if one is there, else
 * from those drawn and not yet returned; a token added goes straight into the cup.
 */

export function addToken(em: Emitter, token: TokenType, reason: string): void {
  em.emit({ type: 'MythosTokenAdded', data: { token, reason } }, reason)
}

export function removeToken(em: Emitter, token: TokenType, reason: string): void {
  const c = em.state.mythos
  if (c.cup[token] > 0) em.emit({ type: 'MythosTokenRemoved', data: { token, from: 'cup', reason } }, reason)
  else if (c.drawn[token] > 0) em.emit({ type: 'MythosTokenRemoved', data: { token, from: 'drawn', reason } }, reason)
  else em.emit({ type: 'MythosTokenNotRemoved', data: { token, reason } }, reason)
}

/** A swap or a table row: the removals first, then the additions (rulebook «Tryby gry», l.658–670; l.727–752). */
export function editCup(em: Emitter, delta: CupDelta, reason: string): void {
  for (const t of TOKEN_TYPES) for (let i = 0; i < -(delta[t] ?? 0); i++) removeToken(em, t, reason)
  for (const t of TOKEN_TYPES) for (let i = 0; i < (delta[t] ?? 0); i++) addToken(em, t, reason)
}

/** Whether `token` can be the next one drawn (in the cup, or drawn before and about to go back into an empty cup). */
export function canDraw(s: Ah3eState, token: TokenType): boolean {
  return sumCounts(s.mythos.cup) > 0 ? s.mythos.cup[token] > 0 : s.mythos.drawn[token] > 0
}

/** The token a virtual draw takes: uniform over the tokens in the cup (seeded, recorded in the event). */
export function pickToken(em: Emitter): TokenType {
  const cup = em.state.mythos.cup
  let i = em.rng.int(sumCounts(cup))
  for (const t of TOKEN_TYPES) {
    if (i < cup[t]) return t
    i -= cup[t]
  }
  throw new Error('the cup is empty')
}

/** Draw one token (refilling an empty cup first). Returns null when no token is in play at all. */
export function drawToken(em: Emitter, named: TokenType | undefined, player: number | null, extra: boolean): TokenType | null {
  if (sumCounts(em.state.mythos.cup) === 0) {
    if (sumCounts(em.state.mythos.drawn) === 0) return null
    em.emit({ type: 'MythosCupRefilled', data: { returned: { ...em.state.mythos.drawn } } }, 'rule/empty-cup')
  }
  const token = named ?? pickToken(em)
  em.emit({ type: 'MythosTokenDrawn', data: { token, player, physical: named !== undefined, extra } }, 'mythos')
  return token
}

/** What a drawn token does (supplement §2; Spread Terror: rulebook l.299–305). */
export function resolveToken(em: Emitter, token: TokenType, source: string): StepResult {
  switch (token) {
    case 'spread-doom':
      return { then: [{ k: 'event', use: 'spread-doom', source }] }
    case 'spawn-clue':
      return { then: [{ k: 'event', use: 'spawn-clue', source }] }
    case 'gate-burst':
      return { then: [{ k: 'event', use: 'gate-burst', source }] }
    case 'spread-terror':
      return { then: [{ k: 'spread-terror', neighbourhood: null, source }] }
    case 'read-headline':
      if (em.state.headlines > 0) em.emit({ type: 'HeadlineRead', data: { left: em.state.headlines - 1 } }, source)
      else {
        // Supplement §2 «Read Headline»: an empty headline deck puts 1 doom on the scenario sheet instead.
        em.emit({ type: 'HeadlineDeckEmpty', data: {} }, 'rule/empty-headline-deck')
        addSheetDoom(em, 1, 'rule/empty-headline-deck')
      }
      return {}
    case 'spawn-monster':
    case 'reckoning':
    case 'blank':
      em.emit({ type: 'MythosEffectLeftToPlayers', data: { token } }, source)
      return {}
  }
}
