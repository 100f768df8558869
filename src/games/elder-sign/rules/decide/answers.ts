import type { DieColour } from '../../data/types'
import { runSteps } from '../chain'
import { releaseLocksBy } from '../dice'
import { atomSteps, parseAtoms } from '../effects'
import type { Emitter } from '../emitter'
import { availableInvestigators, changeMax, paymentRefusal, startingValues } from '../investigators'
import { monsterPlacements, placeMonster, tokenRefusal } from '../monsters'
import { investigatorById, type MonsterSpot, type MythosCardFacts, type Pending, type PendingChoice, type Step, type TrophyRef } from '../state'
import { isInt, isObject, type Handlers } from './types'

/**
 * Answers to the choices the app asks (a pending choice). Each answer closes the choice and
 * resumes the chain of effects that was waiting for it.
 */

function openChoice<K extends PendingChoice['kind']>(em: Emitter, kind: K): Extract<Pending, { kind: K }> | null {
  const p = em.state.pending
  return p && p.kind === kind ? (p as Extract<Pending, { kind: K }>) : null
}

/** The question is answered (first event of the answer); the chain it interrupted resumes after `run`. */
function close(em: Emitter, p: Pending): void {
  em.emit({ type: 'ChoiceAnswered', data: { kind: p.kind } }, 'choice')
}

const COLOURS: readonly DieColour[] = ['green', 'yellow', 'red']
const isTag = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 120

/** The Mythos facts the players typed, checked and completed with defaults (no effect). */
export function mythosFacts(x: unknown): MythosCardFacts | string {
  if (!isObject(x)) return 'mythos/malformed'
  const count = (v: unknown) => (v === undefined ? 0 : isInt(v) && v >= 0 && v <= 6 ? v : null)
  const doom = count(x.doom)
  const monsters = count(x.monsters)
  if (doom === null) return 'mythos/bad-doom'
  if (monsters === null) return 'mythos/bad-monsters'
  if (x.lockedDie !== undefined && x.lockedDie !== null && !COLOURS.includes(x.lockedDie as DieColour)) return 'mythos/bad-locked-die'
  for (const k of ['immediateEffect', 'terrorEffect', 'midnightEffect'] as const) if (x[k] !== undefined && x[k] !== null && !isTag(x[k])) return 'mythos/bad-effect'
  if (x.title !== undefined && x.title !== null && (typeof x.title !== 'string' || x.title.length > 80)) return 'mythos/bad-title'
  if (x.persists !== undefined && typeof x.persists !== 'boolean') return 'mythos/malformed'
  return {
    title: typeof x.title === 'string' && x.title.trim() ? x.title.trim() : null,
    doom,
    monsters,
    lockedDie: (x.lockedDie as DieColour | null | undefined) ?? null,
    immediateEffect: (x.immediateEffect as string | null | undefined) ?? null,
    terrorEffect: (x.terrorEffect as string | null | undefined) ?? null,
    midnightEffect: (x.midnightEffect as string | null | undefined) ?? null,
    persists: x.persists === true,
  }
}

export const answerHandlers: Pick<Handlers,
  'DefineAdventureLock' | 'DrawMythos' | 'PlaceMonster' | 'ChooseEffect' | 'LoseTrophies' | 'ChooseHelperLoss' | 'ChooseInvestigator' | 'ResolveAncientOneAttack'
> = {
  /** The locked die of a card the data does not know, read off the card once (owner-completed fact). */
  DefineAdventureLock(em, { data }) {
    const p = openChoice(em, 'adventure-lock')
    if (!p) return 'choice/not-asked'
    if (data.card !== p.card) return 'choice/wrong-card'
    if (data.lockedDie !== 'none' && !COLOURS.includes(data.lockedDie)) return 'lock/bad-colour'
    close(em, p)
    em.emit({ type: 'AdventureLockDefined', data: { card: p.card, lockedDie: data.lockedDie } }, 'owner-fact')
    runSteps(em, [...(data.lockedDie === 'none' ? [] : [{ k: 'lock', colour: data.lockedDie, by: { kind: 'adventure', card: p.card } } as Step]), ...p.rest])
    return null
  },

  /**
   * The players drew a Mythos card («Karty Mitów», l.748–761) and typed its facts: the old card
   * goes to the bottom (its dice are freed unless it stays in play), the immediate effect happens
   * (doom, monsters, a locked die, another effect tag); the terror and midnight effects wait.
   */
  DrawMythos(em, { data }) {
    const p = openChoice(em, 'mythos-card')
    if (!p) return 'choice/not-asked'
    const card = mythosFacts(data.card)
    if (typeof card === 'string') return card
    close(em, p)
    const old = em.state.mythos
    if (old) {
      if (!old.card.persists) releaseLocksBy(em, (by) => by.kind === 'mythos' && by.mythos === old.id, 'mythos')
      em.emit({ type: 'MythosDiscarded', data: { mythos: old.id, persists: old.card.persists } }, 'mythos')
    }
    const id = `mythos-${em.state.next.mythos}`
    em.emit({ type: 'MythosDrawn', data: { mythos: id, card, setup: p.setup } }, p.setup ? 'setup' : 'midnight')
    const steps: Step[] = []
    if (card.lockedDie) steps.push({ k: 'lock', colour: card.lockedDie, by: { kind: 'mythos', mythos: id } })
    if (card.doom > 0) steps.push({ k: 'doom', delta: card.doom, source: 'mythos', devouredPlayer: null })
    for (let i = 0; i < card.monsters; i++) steps.push({ k: 'monster', source: 'mythos', card: null })
    if (card.immediateEffect) steps.push({ k: 'effect', tag: card.immediateEffect, investigator: null, source: 'mythos', card: null })
    runSteps(em, [...steps, ...p.rest])
    return null
  },

  /** The token the players drew and where it goes (one of `monsterPlacements`); its facts come with it. */
  PlaceMonster(em, { data }) {
    const p = openChoice(em, 'monster-placement')
    if (!p) return 'choice/not-asked'
    const bad = tokenRefusal(em.state, data.token)
    if (bad) return bad
    const spot = isObject(data.spot) ? normSpot(data.spot) : null
    if (!spot) return 'monster/bad-place'
    const options = monsterPlacements(em.state, em.data, p.card)
    if (!options.some((o) => o.card === data.card && JSON.stringify(o.spot) === JSON.stringify(spot))) return 'monster/place-not-allowed'
    close(em, p)
    placeMonster(em, data.card, spot, data.token, p.source)
    runSteps(em, p.rest)
    return null
  },

  ChooseEffect(em, { data }) {
    const p = openChoice(em, 'effect-choice')
    if (!p) return 'choice/not-asked'
    if (!isInt(data.option) || data.option < 0 || data.option >= p.options.length) return 'choice/bad-option'
    close(em, p)
    runSteps(em, [...atomSteps(parseAtoms(p.options[data.option]) ?? [], p.investigator, p.source), ...p.rest])
    return null
  },

  /** Which trophies are lost: worth at least the amount, none more than needed (no change, l.492). */
  LoseTrophies(em, { data }) {
    const p = openChoice(em, 'lose-trophies')
    if (!p) return 'choice/not-asked'
    const inv = investigatorById(em.state, p.investigator)
    if (!inv) return 'choice/not-asked'
    const bad = paymentRefusal(inv, data.items, p.amount)
    if (bad) return bad
    close(em, p)
    em.emit({ type: 'TrophiesSpent', data: { investigator: inv.id, items: data.items as TrophyRef[], for: 'lost' } }, p.source)
    runSteps(em, p.rest)
    return null
  },

  /** A helper of a failed adventure loses 1 Sanity or 1 Stamina, their choice (l.544). */
  ChooseHelperLoss(em, { data }) {
    const p = openChoice(em, 'helper-loss')
    if (!p) return 'choice/not-asked'
    if (data.stat !== 'sanity' && data.stat !== 'stamina') return 'choice/bad-option'
    close(em, p)
    runSteps(em, [{ k: 'stat', investigator: p.investigator, stat: data.stat, delta: -1, source: 'assist-failed' }, ...p.rest])
    return null
  },

  /**
   * A player without an investigator takes a new one (named, or drawn among those left) with full
   * Sanity and Stamina and the starting equipment (l.714). Asked at the start of their turn; may
   * be answered earlier.
   */
  ChooseInvestigator(em, { data }) {
    const s = em.state
    if (s.status !== 'playing') return 'investigator/not-playing'
    if (!isInt(data.player) || !s.players[data.player]) return 'investigator/unknown-player'
    const player = s.players[data.player]
    if (player.investigator || player.eliminated) return 'investigator/has-one'
    const free = availableInvestigators(s, em.data)
    if (data.investigator !== null && !free.includes(data.investigator)) return 'investigator/not-available'
    if (free.length === 0) return 'investigator/none-left'
    const id = data.investigator ?? em.rng.pick(free)
    const p = s.pending
    const answers = p?.kind === 'new-investigator' && p.player === data.player
    if (p && !answers) return 'choice/pending'
    if (answers) close(em, p)
    em.emit({ type: 'InvestigatorJoined', data: { player: data.player, investigator: startingValues(em.ix.investigator(id)!), drawn: data.investigator === null } }, 'new-investigator')
    if (answers) runSteps(em, p.rest)
    return null
  },

  /**
   * The Ancient One's attack at midnight in the battle (l.942): its text is on the card, so the
   * players say what it did (signed changes per investigator, doom tokens); devoured investigators
   * add their doom token (l.917, 944).
   */
  ResolveAncientOneAttack(em, { data }) {
    const p = openChoice(em, 'ancient-one-attack')
    if (!p) return 'choice/not-asked'
    const doom = data.doom ?? 0
    if (!isInt(doom) || doom < 0 || doom > 12) return 'attack/bad-doom'
    const changes = data.investigators ?? []
    if (!Array.isArray(changes)) return 'attack/malformed'
    const seen = new Set<string>()
    for (const c of changes) {
      if (!isObject(c) || !investigatorById(em.state, c.investigator) || seen.has(c.investigator as string)) return 'attack/unknown-investigator'
      seen.add(c.investigator as string)
      for (const k of ['sanity', 'stamina', 'maxSanity', 'maxStamina', 'clues'] as const) if (c[k] !== undefined && (!isInt(c[k]) || Math.abs(c[k] as number) > 20)) return 'attack/bad-change'
    }
    close(em, p)
    em.emit({
      type: 'AncientOneAttacked',
      data: { doom, investigators: changes.map((c) => ({ investigator: c.investigator, changes: Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'investigator')) as Record<string, number> })) },
    }, 'attack')
    const steps: Step[] = []
    for (const c of changes) {
      for (const stat of ['maxSanity', 'maxStamina'] as const) {
        if (c[stat]) {
          const r = changeMax(em, c.investigator, stat, c[stat]!, 'attack')
          if (r.then) steps.push(...r.then)
        }
      }
      for (const stat of ['sanity', 'stamina', 'clues'] as const) if (c[stat]) steps.push({ k: 'stat', investigator: c.investigator, stat, delta: c[stat]!, source: 'attack' })
    }
    if (doom > 0) steps.push({ k: 'doom', delta: doom, source: 'attack', devouredPlayer: null })
    runSteps(em, [...steps, ...p.rest])
    return null
  },
}

function normSpot(x: Record<string, unknown>): MonsterSpot | null {
  if (x.kind === 'frame' && isInt(x.task)) return { kind: 'frame', task: x.task }
  if (x.kind === 'empty' && isInt(x.slot)) return { kind: 'empty', slot: x.slot }
  if (x.kind === 'under') return { kind: 'under' }
  return null
}
