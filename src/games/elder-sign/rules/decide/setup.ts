import type { AncientOne, EsData, Requirement } from '../../data/types'
import { runSteps } from '../chain'
import type { AncientOneFacts } from '../commands'
import { startingValues } from '../investigators'
import { validRequirements } from '../monsters'
import type { AncientOneState, Step } from '../state'
import { isInt, isObject, own, refuse, type Handlers, type Refusal } from './types'

/**
 * «Przygotowanie do gry» (l.162–180): clock at XII, the Ancient One (chosen or drawn), the monster
 * cup (the Masks only with Nyarlathotep), six adventures dealt from the shuffled deck (their dice
 * locked), the Other World deck shuffled, one investigator per player, a first player drawn, and
 * the first Mythos card (its immediate effect only).
 */
export const setupHandlers: Pick<Handlers, 'SetUpGame'> = {
  SetUpGame(em, { data }) {
    if (em.state.status !== 'new') return 'setup/already-set-up'
    const players = data.players
    if (!Array.isArray(players) || players.length < 1 || players.length > 8) return 'setup/player-count'
    const given: string[] = []
    for (const p of players) {
      if (!isObject(p)) return 'setup/malformed'
      if (p.investigator !== null && !em.ix.investigator(p.investigator as string)) return 'setup/unknown-investigator'
      if (p.name !== undefined && (typeof p.name !== 'string' || p.name.length > 40)) return 'setup/malformed'
      if (p.investigator !== null) given.push(p.investigator as string)
    }
    if (new Set(given).size !== given.length) return 'setup/investigator-twice'
    const facts = data.facts
    if (facts !== undefined && !isObject(facts)) return 'setup/malformed'
    const locks = facts?.adventureLocks
    if (locks !== undefined) {
      if (!isObject(locks)) return 'setup/malformed'
      for (const [card, colour] of Object.entries(locks)) {
        if (!em.ix.adventure(card)) return 'setup/unknown-adventure'
        if (!['green', 'yellow', 'red', 'none'].includes(colour as string)) return 'setup/bad-locked-die'
      }
    }
    const aoFacts = facts?.ancientOnes
    if (aoFacts !== undefined && !isObject(aoFacts)) return 'setup/malformed'

    // The Ancient One: named, or drawn among those whose facts are complete.
    let ao: AncientOne | undefined
    let drawn = false
    if (data.ancientOne === null) {
      const complete = em.data.ancientOnes.filter((a) => !('code' in resolveAncientOne(a, own(aoFacts, a.id))))
      if (complete.length === 0) return 'setup/no-complete-ancient-one'
      ao = em.rng.pick(complete.slice().sort((x, y) => x.id.localeCompare(y.id)))
      drawn = true
    } else ao = em.ix.ancientOne(data.ancientOne)
    if (!ao) return 'setup/unknown-ancient-one'
    const resolved = resolveAncientOne(ao, own(aoFacts, ao.id))
    if ('code' in resolved) return resolved
    const { state: aoState, owner } = resolved

    // Investigators: the named ones, then draws among those left.
    const pool = em.data.investigators.map((i) => i.id).filter((id) => !given.includes(id)).sort()
    const chosen = players.map((p) => {
      if (p.investigator !== null) return { id: p.investigator, drawn: false }
      const id = em.rng.pick(pool)
      pool.splice(pool.indexOf(id), 1)
      return { id, drawn: true }
    })
    const fp = data.firstPlayer
    if (fp !== undefined && fp !== null && (!isInt(fp) || fp < 0 || fp >= players.length)) return 'setup/bad-first-player'
    const firstPlayer = fp === undefined || fp === null ? em.rng.int(players.length) : fp
    const adventureDeck = em.rng.shuffle(em.data.adventures.filter((a) => a.deck === 'adventure').map((a) => a.id).sort())
    const otherWorldDeck = em.rng.shuffle(em.data.adventures.filter((a) => a.deck === 'other-world').map((a) => a.id).sort())
    em.emit({
      type: 'GameSetUp',
      data: {
        seed: em.ctx.seed,
        players: chosen.map((c, i) => ({
          name: typeof players[i].name === 'string' && players[i].name!.trim() ? players[i].name!.trim() : `Player ${i + 1}`,
          investigator: startingValues(em.ix.investigator(c.id)!),
          drawn: c.drawn,
        })),
        ancientOne: aoState,
        ancientOneDrawn: drawn,
        ownerFacts: { ancientOne: owner, adventureLocks: (locks ?? {}) as Record<string, 'green' | 'yellow' | 'red' | 'none'> },
        firstPlayer,
        firstPlayerDrawn: fp === undefined || fp === null,
        adventureDeck,
        otherWorldDeck,
        cup: { regular: em.data.monsters.cup.regular, mask: ao.maskMonsters ? em.data.monsters.cup.mask : 0 },
      },
    }, 'setup')
    const steps: Step[] = []
    for (let slot = 0; slot < 6; slot++) steps.push({ k: 'deal', deck: 'adventure', slot, source: 'setup' })
    steps.push({ k: 'mythos', setup: true }, { k: 'flow', to: 'first-turn' })
    runSteps(em, steps)
    return null
  },
}

/**
 * The Ancient One's facts: the data's, with the owner's facts over them. A fact the data does not
 * know must come from the owner (rulebook «Opis karty Przedwiecznego», l.194–205).
 */
export function resolveAncientOne(ao: AncientOne, given: unknown): { state: AncientOneState; owner: Partial<AncientOneFacts> } | Exclude<Refusal, string | null> {
  const f = (isObject(given) ? given : {}) as AncientOneFacts
  const missing = ao.ownerCompletes.filter((k) => f[k] === undefined)
  if (missing.length > 0) {
    return refuse('setup/ancient-one-facts-missing', `The app does not know ${ao.name.en}'s ${missing.join(', ')}; read them off the card.`, { ancientOne: ao.id, missing: missing.join(',') })
  }
  const doomTrack = f.doomTrack ?? ao.doomTrack!
  if (!isInt(doomTrack) || doomTrack < 1 || doomTrack > 12) return refuse('setup/bad-doom-track', 'A doom track has 1 to 12 spaces (12 doom tokens in the box).')
  const elderSignLimit = f.elderSignLimit ?? ao.elderSignLimit!
  if (!isInt(elderSignLimit) || elderSignLimit < 1 || elderSignLimit > 17) return refuse('setup/bad-elder-sign-limit', 'An Elder Sign limit is 1 to 17 (17 tokens in the box).')
  const spaces = f.monsterSpaces ?? ao.monsterSpaces!
  if (!Array.isArray(spaces) || spaces.some((x) => !isInt(x) || x < 1 || x > doomTrack) || new Set(spaces).size !== spaces.length) {
    return refuse('setup/bad-monster-spaces', 'Monster spaces are distinct positions on the doom track, from 1.')
  }
  const combatTask: Requirement[] | null = f.combatTask ?? ao.combatTask
  if (combatTask !== null && !validRequirements(combatTask)) return refuse('setup/bad-combat-task', 'A combat task is a list of symbols, e.g. [{"lore":1},{"investigation":3}].')
  const owner: Partial<AncientOneFacts> = {}
  for (const k of ['doomTrack', 'monsterSpaces', 'elderSignLimit', 'combatTask'] as const) if (f[k] !== undefined) (owner as Record<string, unknown>)[k] = f[k]
  return {
    state: {
      id: ao.id,
      doomTrack,
      monsterSpaces: [...spaces].sort((x, y) => x - y),
      elderSignLimit,
      combatTask: combatTask ? combatTask.map((r) => ({ ...r })) as Requirement[] : null,
      awakeningEndsGame: ao.awakeningEndsGame && combatTask === null,
      monstersAddTerror: ao.tags.includes('ongoing:each-monster-task-adds-terror-1'),
    },
    owner,
  }
}

/** Whether the data and these owner facts describe the Ancient One fully (setup can use it). */
export function ancientOneComplete(data: EsData, id: string, given?: AncientOneFacts): boolean {
  const ao = data.ancientOnes.find((a) => a.id === id)
  return !!ao && !('code' in resolveAncientOne(ao, given))
}
