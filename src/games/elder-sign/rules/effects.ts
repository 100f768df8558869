import type { Emitter } from './emitter'
import { activeInvestigator, livingInvestigators, type Step } from './state'

/**
 * Effect tags: the neutral vocabulary of the data (terror and midnight effects of adventures) and
 * of the facts the players type for Mythos cards and monster tokens. Never card text. A tag the
 * rules do not know is shown to the players to apply by hand (`EffectLeftToPlayers`).
 *
 *   doom+N / doom-N                 doom tokens on / off the track
 *   doom+1-per-other-world-in-play  one doom token per Other World card in play
 *   elder-sign+N / elder-sign-N     Elder Signs
 *   monster-appears[-here] [xN]     a monster appears (on this card)
 *   discard-all-terror-dice         (terror) every die showing Terror is set aside
 *   adventure-fails                 (terror) the adventure fails at once
 *   active-investigator:ATOMS       the active investigator
 *   each-investigator:ATOMS         every investigator in play
 *   …:choose(ATOMS|ATOMS)           each chooses one option
 *   ATOMS = ATOM(+ATOM)*, ATOM = sanity±N | stamina±N | clue±N | lose-trophies-N
 */

/**
 * The tags the players can pick for a Mythos card they drew (the Mythos form's lists, and what
 * `offers` may answer with); a card whose effect is not among them is applied by hand.
 */
export const MYTHOS_EFFECT_TAGS = [
  'doom+1', 'doom+2', 'doom+1-per-other-world-in-play', 'monster-appears', 'discard-all-terror-dice', 'adventure-fails',
  'active-investigator:sanity-1', 'active-investigator:stamina-1', 'active-investigator:lose-trophies-1',
  'each-investigator:sanity-1', 'each-investigator:stamina-1', 'each-investigator:choose(lose-trophies-2|sanity-1+stamina-1)',
] as const

export type Atom = { kind: 'sanity' | 'stamina' | 'clues'; delta: number } | { kind: 'lose-trophies'; amount: number }

/** Parse `sanity-1+stamina-1` into atoms; null when any part is not an atom. */
export function parseAtoms(s: string): Atom[] | null {
  const out: Atom[] = []
  let rest = s
  while (rest.length > 0) {
    const m = /^(?:(sanity|stamina|clue)([+-]\d+)|lose-trophies-(\d+))/.exec(rest)
    if (!m) return null
    if (m[3] !== undefined) out.push({ kind: 'lose-trophies', amount: Number(m[3]) })
    else out.push({ kind: m[1] === 'clue' ? 'clues' : (m[1] as 'sanity' | 'stamina'), delta: Number(m[2]) })
    rest = rest.slice(m[0].length)
    if (rest.length === 0) break
    if (rest[0] !== '+') return null
    rest = rest.slice(1)
    if (rest.length === 0) return null
  }
  return out.length > 0 && out.every((a) => (a.kind === 'lose-trophies' ? a.amount > 0 : a.delta !== 0)) ? out : null
}

export function atomSteps(atoms: readonly Atom[], investigator: string, source: string): Step[] {
  return atoms.map((a): Step =>
    a.kind === 'lose-trophies' ? { k: 'lose-trophies', investigator, amount: a.amount, source } : { k: 'stat', investigator, stat: a.kind, delta: a.delta, source },
  )
}

/** Whether the rules know this tag (the UI can warn before a Mythos fact is saved). */
export function knownTag(tag: string): boolean {
  return parse(tag) !== null
}

type Parsed =
  | { k: 'doom'; delta: number | 'per-other-world' }
  | { k: 'elder-signs'; delta: number }
  | { k: 'monster'; here: boolean; n: number }
  | { k: 'discard-terror-dice' }
  | { k: 'fail-adventure' }
  | { k: 'who'; who: 'active' | 'each'; atoms: Atom[] | null; options: string[] | null }

function parse(tag: string): Parsed | null {
  if (typeof tag !== 'string') return null
  let m = /^doom([+-]\d+)$/.exec(tag)
  if (m) return Number(m[1]) === 0 ? null : { k: 'doom', delta: Number(m[1]) }
  if (tag === 'doom+1-per-other-world-in-play') return { k: 'doom', delta: 'per-other-world' }
  m = /^elder-signs?([+-]\d+)$/.exec(tag)
  if (m) return Number(m[1]) === 0 ? null : { k: 'elder-signs', delta: Number(m[1]) }
  m = /^monster-appears(-here)?(?: x(\d+))?$/.exec(tag)
  if (m) return { k: 'monster', here: !!m[1], n: m[2] ? Number(m[2]) : 1 }
  if (tag === 'discard-all-terror-dice') return { k: 'discard-terror-dice' }
  if (tag === 'adventure-fails') return { k: 'fail-adventure' }
  m = /^(active|each)-investigator:(.+)$/.exec(tag)
  if (m) {
    const who = m[1] as 'active' | 'each'
    const c = /^choose\((.+)\)$/.exec(m[2])
    if (c) {
      const options = c[1].split('|')
      return options.length >= 2 && options.every((o) => parseAtoms(o) !== null) ? { k: 'who', who, atoms: null, options } : null
    }
    const atoms = parseAtoms(m[2])
    return atoms ? { k: 'who', who, atoms, options: null } : null
  }
  return null
}

/**
 * The steps of one effect tag. `investigator` is who "the active investigator" is (default: the
 * active player's); `card` is the card the effect is printed on.
 */
export function expandEffect(em: Emitter, tag: string, investigator: string | null, source: string, card: string | null): Step[] {
  const p = parse(tag)
  if (!p) {
    em.emit({ type: 'EffectLeftToPlayers', data: { tag: String(tag).slice(0, 120), source } }, source)
    return []
  }
  switch (p.k) {
    case 'doom': {
      const delta = p.delta === 'per-other-world' ? em.state.adventures.filter((a) => a.deck === 'other-world').length : p.delta
      return delta === 0 ? [] : [{ k: 'doom', delta, source, devouredPlayer: null }]
    }
    case 'elder-signs':
      return [{ k: 'elder-signs', delta: p.delta, source }]
    case 'monster':
      return Array.from({ length: p.n }, (): Step => ({ k: 'monster', source, card: p.here ? card : null }))
    case 'discard-terror-dice':
      return em.state.attempt ? [{ k: 'discard-terror-dice' }] : []
    case 'fail-adventure':
      return em.state.attempt && em.state.attempt.card !== 'ancient-one' ? [{ k: 'fail-adventure', reason: 'terror' }] : []
    case 'who': {
      const active = investigator ?? activeInvestigator(em.state)?.id ?? null
      const targets = p.who === 'each' ? livingInvestigators(em.state).map((i) => i.id) : active ? [active] : []
      return targets.flatMap((t): Step[] => (p.options ? [{ k: 'choose', investigator: t, options: p.options, source }] : atomSteps(p.atoms!, t, source)))
    }
  }
}
