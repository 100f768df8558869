import { fail, ok, type DecideContext, type Result } from '../../../../core'
import { monsterTokens } from '../../data'
import type { Ah2eData } from '../../data/types'
import type { CommandOf } from '../commands'
import type { Ah2eEvent } from '../events'
import { shuffledGateDeck } from '../encounters'
import { aoCounterSpecs } from '../innsmouth'
import { DEFAULT_SETTINGS, EXPANSIONS, type Ah2eSettings, type Ah2eState, type ExpansionId } from '../state'
import { isInt } from './helpers'

type R = Result<Ah2eEvent[]>

/** «Przygotowanie do gry»: the setup event, with every random outcome of the setup in it. */
export function setUp(data: Ah2eData, state: Ah2eState, c: CommandOf<'SetUpGame'>, ctx: DecideContext): R {
  if (state.status !== 'new') return fail('setup/already', 'The game is already set up.')
  const { players, investigatorNames, ancientOne, settings, expansions, herald } = c.data
  if (!isInt(players) || players < 1 || players > 8) return fail('setup/players', 'Arkham Horror is for 1 to 8 players.')
  if (investigatorNames !== undefined && (!Array.isArray(investigatorNames) || investigatorNames.length > players ||
    investigatorNames.some((n) => typeof n !== 'string' || n.length > 40))) return fail('setup/names', 'Investigator names: at most one per player, 40 characters each.')
  if (expansions !== undefined && (!Array.isArray(expansions) || expansions.some((x) => !EXPANSIONS.includes(x)) || new Set(expansions).size !== expansions.length)) {
    return fail('setup/expansions', `Known expansions: ${EXPANSIONS.join(', ')}.`)
  }
  const inn = expansions?.includes('innsmouth') ?? false
  if (inn && !data.neighbourhoods.some((n) => n.board === 'innsmouth')) return fail('setup/no-innsmouth-data', 'The game data has no Innsmouth board.')
  if (herald !== undefined && herald !== null && (typeof herald !== 'string' || !(data.innsmouth?.heralds ?? []).some((h) => h.id === herald))) {
    return fail('setup/herald', `Unknown Herald "${String(herald)}".`)
  }
  // The Innsmouth Ancient Ones may be chosen without the board («Korzystanie tylko z niektórych elementów»);
  // a drawn one comes from the sets in play.
  const inPlay = (set: string) => set === 'base' || (inn && set === 'innsmouth')
  const drawable = data.ancientOnes.filter((a) => inPlay(a.set))
  let ao = ancientOne === null || ancientOne === undefined ? null : data.ancientOnes.find((a) => a.id === ancientOne)
  if (ancientOne && !ao) return fail('setup/ancient-one', `Unknown Ancient One "${ancientOne}".`)
  const drawn = !ao
  if (!ao) ao = ctx.rng.pick(drawable)
  const merged: Ah2eSettings = { ...DEFAULT_SETTINGS }
  if (settings && typeof settings === 'object') {
    for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) if (typeof settings[k] === 'boolean') merged[k] = settings[k] as boolean
    // Recorded only when given, so that a game without it records the settings it always did.
    if (typeof settings.burstTwoMonstersWithFivePlus === 'boolean') merged.burstTwoMonstersWithFivePlus = settings.burstTwoMonstersWithFivePlus
    if (typeof settings.trackPositions === 'boolean') merged.trackPositions = settings.trackPositions
    if (typeof settings.delayedStandUp === 'boolean') merged.delayedStandUp = settings.delayedStandUp
  }
  // «Przygotowanie żetonów potworów»: the Innsmouth tokens of known kinds join the base ones; Masks
  // (unless the sheet says otherwise) and the spawn monsters are set aside.
  const kinds = new Map(data.monsters.map((m) => [m.id, m]))
  const tokens = monsterTokens(data, (k) => inPlay(k.set))
  const kindOfToken = (uid: string) => kinds.get(uid.slice(0, uid.lastIndexOf('#')))
  const isMask = (uid: string) => kindOfToken(uid)?.mask === true
  const isSpawn = (uid: string) => kindOfToken(uid)?.spawn === true
  const setAside = (uid: string) => isSpawn(uid) || (!ao!.masksInCup && isMask(uid))
  const counters = aoCounterSpecs(ao, data)
  const expansionList: ExpansionId[] = inn ? ['innsmouth'] : []
  const event: Ah2eEvent = {
    type: 'GameSetUp',
    cause: 'setup',
    data: {
      seed: ctx.seed,
      players,
      investigators: Array.from({ length: players }, (_, i) => ({ id: `inv-${i + 1}`, name: investigatorNames?.[i]?.trim() ?? '' })),
      ancientOne: ao.id,
      ancientOneDrawn: drawn,
      doomMax: ao.doomTrack,
      settings: merged,
      mythosDeck: ctx.rng.shuffle(data.mythos.filter((m) => inPlay(m.set)).map((m) => m.id)),
      gateStack: ctx.rng.shuffle(data.gateMarkers.map((g) => g.id)),
      allyDeck: ctx.rng.shuffle(data.allies.map((a) => a.id)),
      monstersInCup: tokens.filter((t) => !setAside(t)),
      monstersBoxed: tokens.filter(setAside),
      // Innsmouth illustration item 1: a clue on every unstable Innsmouth location too.
      clueLocations: data.spaces.filter((s) => s.kind === 'location' && s.unstable && (s.board === 'arkham' || (inn && s.board === 'innsmouth'))).map((s) => s.id),
      // Shuffled last, so the earlier random outcomes of a seed stay as they were before the Gate deck existed.
      gateDeck: shuffledGateDeck(data, (ids) => ctx.rng.shuffle(ids), inn ? ['innsmouth'] : []),
      // Absent in a base game, so it records exactly what it did before Innsmouth.
      ...(expansionList.length ? { expansions: expansionList } : {}),
      ...(typeof herald === 'string' ? { herald } : {}),
      ...(counters.length ? { aoCounters: Object.fromEntries(counters.map((x) => [x.key, x.start])) } : {}),
    },
  }
  return ok([event])
}
