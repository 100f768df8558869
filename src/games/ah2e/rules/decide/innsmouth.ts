/** Innsmouth Horror («Widmo nad Innsmouth»): tracks, vortices, Feds Raid, counters, Innsmouth Look, stories, owner facts. */
import { afterBattleProgress } from '../battle'
import { VORTEX, addUprising, afterCounterAdjusted, aoCounterSpecs, deepOnesRisingMax, enterVortex, fedsRaidSpaces, innsmouthLookIds, placeFedsClues } from '../innsmouth'
import { ancientOneOf } from '../lookup'
import { aoCountersOf, customArrowsOf, fedsRaidOf } from '../state'
import type { Handlers } from './types'
import { fedsActorRefusal } from '../positions'
import { DIMENSIONS, investigator, isComplete, isInt, MOVEMENTS, own } from './helpers'
import type { Emitter } from '../emitter'
import type { CommandOf } from '../commands'
import { monsterKindsOf } from '../lookup'
import { customMonstersOf, hasInnsmouth, type CustomMonsterKind } from '../state'

type K = 'PreventGate' | 'MonsterEntersVortex' | 'SpendCluesOnFedsRaid' | 'AdjustDeepOnesRising' | 'AdjustAncientOneCounter' | 'DrawInnsmouthLook' | 'SetPersonalStory' | 'DefineMonsterKind' | 'DefineArrow'

export const innsmouthHandlers: Handlers<K> = {
  PreventGate: (em, command, { state, data, idx, inn }) => {
    // «Tor Buntu Istot z Głębin»: «Za każdym razem, gdy coś zapobiegnie otworzeniu się bramy (np. … zdolność Badacza)».
    if (state.status !== 'playing') return 'gate/not-playing'
    const loc = command.data.location
    if (loc !== undefined) {
      if (typeof loc !== 'string' || !idx.isLocation(loc) || !(idx.isArkham(loc) || (inn && idx.isInnsmouth(loc)))) return 'gate/unknown-location'
      if (own(state.gates, loc)) return 'gate/already-open'
    }
    em.emit({ type: 'GatePrevented', data: { ...(loc !== undefined ? { location: loc } : {}), by: 'ability' } }, 'manual')
    addUprising(em, 'rule/gate-prevented-uprising')
    return null
  },
  MonsterEntersVortex: (em, command, { state, idx, inn }) => {
    if (!inn) return 'innsmouth/not-in-play'
    if (state.status !== 'playing') return 'vortex/not-playing'
    const place = own(state.monsters, command.data.uid)
    if (place === undefined) return 'monster/unknown'
    if (!idx.isInnsmouth(place)) return 'vortex/not-on-innsmouth-board'
    enterVortex(em, command.data.uid, 'manual')
    return null
  },
  SpendCluesOnFedsRaid: (em, command, { state, data, inn }) => {
    if (!inn) return 'innsmouth/not-in-play'
    if (state.status !== 'playing') return 'feds/not-playing'
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    const hood = command.data.neighbourhood
    const spaces = typeof hood === 'string' ? fedsRaidSpaces(data, hood) : 0
    if (spaces === 0) return 'feds/not-innsmouth-neighbourhood'
    const where = fedsActorRefusal(state, data, inv, hood)
    if (where) return where
    const n = command.data.count
    if (!isInt(n) || n < 1 || n > spaces) return 'clue/bad-count'
    if (inv.clues < n) return 'clue/not-enough'
    const filled = own(fedsRaidOf(state), hood) ?? 0
    if (filled >= spaces) return 'feds/spaces-full'
    if (filled + n > spaces) return 'feds/not-enough-spaces'
    placeFedsClues(em, inv.id, hood, n, 'manual')
    return null
  },
  AdjustDeepOnesRising: (em, command, { state, data, inn }) => {
    if (!inn) return 'innsmouth/not-in-play'
    if (state.status !== 'playing') return 'rising/not-playing'
    const n = command.data.delta
    const max = deepOnesRisingMax(data)
    if (!isInt(n) || n === 0 || Math.abs(n) > max) return 'rising/bad-amount'
    const to = (state.deepOnesRising ?? 0) + n
    if (to < 0 || to > max) return 'rising/out-of-range'
    if (n > 0) for (let k = 0; k < n; k++) addUprising(em, 'manual')
    else em.emit({ type: 'DeepOnesRisingCorrected', data: { to } }, 'manual')
    return null
  },
  AdjustAncientOneCounter: (em, command, { state, data }) => {
    const { key, delta } = command.data
    const spec = typeof key === 'string' ? aoCounterSpecs(ancientOneOf(em), data).find((x) => x.key === key) : undefined
    if (!spec) return 'ao-counter/unknown-key'
    if (!isInt(delta) || delta === 0 || Math.abs(delta) > 20) return 'ao-counter/bad-amount'
    const to = (own(aoCountersOf(state), spec.key) ?? spec.start) + delta
    if (to < spec.min || to > spec.max) return 'ao-counter/out-of-range'
    em.emit({ type: 'AncientOneCounterAdjusted', data: { key: spec.key, to } }, 'manual')
    afterCounterAdjusted(em, spec.key)
    afterBattleProgress(em)
    return null
  },
  DrawInnsmouthLook: (em, command, { state, data }) => {
    // «Wygląd Innsmouth»: shuffle, draw the cards at once; afterwards they all go back (nothing stays drawn).
    if (state.status !== 'playing') return 'deck/not-playing'
    const ids = innsmouthLookIds(data)
    if (ids.length === 0) return 'deck/no-innsmouth-look'
    const n = command.data.count
    if (!isInt(n) || n < 1 || n > ids.length) return 'look/bad-count'
    const who = command.data.investigatorId
    if (who !== undefined) {
      const inv = investigator(state, who)
      if (!inv || inv.devoured) return 'investigator/unknown'
    }
    const cardIds = em.rng.shuffle(ids).slice(0, n)
    em.emit({ type: 'InnsmouthLookDrawn', data: { count: n, cardIds, ...(who !== undefined ? { investigatorId: who } : {}) } }, 'manual')
    return null
  },
  SetPersonalStory: (em, command, { state, data }) => {
    const inv = investigator(state, command.data.investigatorId)
    if (!inv || inv.devoured) return 'investigator/unknown'
    const { story, status } = command.data
    if (story !== null && (typeof story !== 'string' || story.trim().length > 80)) return 'story/bad-text'
    if (!['active', 'passed', 'failed'].includes(status)) return 'story/bad-status'
    const text = story === null || story.trim() === '' ? null : story.trim()
    em.emit({ type: 'PersonalStorySet', data: { investigatorId: inv.id, story: text, status } }, 'manual')
    return null
  },
  DefineMonsterKind: (em, command) => defineMonsterKind(em, command),
  DefineArrow: (em, command, { state, data, idx, inn }) => {
    if (!inn) return 'innsmouth/not-in-play'
    const { space, colour, to } = command.data
    const sp = typeof space === 'string' ? idx.byId.get(space) : undefined
    if (!sp || (sp.kind !== 'street' && sp.kind !== 'location')) return 'arrow/unknown-space'
    if (colour !== 'white' && colour !== 'black') return 'command/malformed'
    if (sp.confidence !== 'unknown' || sp[colour] !== null) return 'arrow/known'
    const arrows = customArrowsOf(state)
    if (Object.hasOwn(arrows, sp.id) && arrows[sp.id][colour] !== undefined) return 'arrow/already-defined'
    const dest = typeof to === 'string' ? idx.byId.get(to) : undefined
    const okTo = to === VORTEX ? sp.board === 'innsmouth'
      : !!dest && dest.id !== sp.id && dest.board === sp.board && (dest.kind === 'street' || dest.kind === 'location') && dest.reachableOnlyBy !== 'aquatic'
    if (!okTo) return 'arrow/bad-destination'
    em.emit({ type: 'ArrowDefined', data: { space: sp.id, colour, to } }, 'manual')
    return null
  },
}

/**
 * `DefineMonsterKind`: the owner of the box fills in an Innsmouth monster kind the data does not
 * know (or knows only in part). Known facts cannot be contradicted; the box bounds the counts
 * («Nowe żetony potworów»: 32 tokens, 2 Masks, 5 spawn, 25 for the cup). New tokens join the cup,
 * except Masks (unless the Ancient One keeps them there) and spawn monsters, which are set aside
 * («Pula potworów», «Potwory lęgowe»).
 */
function defineMonsterKind(em: Emitter, c: CommandOf<'DefineMonsterKind'>): string | null {
  const { state, data } = em
  if (!hasInnsmouth(state)) return 'innsmouth/not-in-play'
  const { id, name, dimension, movement, count, mask, spawn } = c.data
  if (typeof id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 40) return 'monster/bad-id'
  const known = data.monsters.find((k) => k.id === id)
  if (known && known.set !== 'innsmouth') return 'monster/base-kind'
  if (Object.hasOwn(customMonstersOf(state), id)) return 'monster/already-defined'
  if (known && isComplete(known)) return 'monster/already-complete'
  if (typeof name !== 'string' || name.trim() === '' || name.trim().length > 40) return 'monster/bad-name'
  if (!DIMENSIONS.includes(dimension)) return 'monster/bad-dimension'
  if (!MOVEMENTS.includes(movement)) return 'monster/bad-movement'
  if (!isInt(count) || count < 1 || count > 25) return 'monster/bad-count'
  if (typeof mask !== 'boolean' || typeof spawn !== 'boolean' || (mask && spawn)) return 'command/malformed'
  if (known && ((known.count !== null && known.count !== count) || (known.dimension !== null && known.dimension !== dimension) ||
    (known.movement !== null && known.movement !== movement) || known.mask !== mask || known.spawn !== spawn)) return 'monster/contradicts-data'
  const totals = data.innsmouth?.monsterTotals
  if (totals) {
    const group = (k: { mask: boolean; spawn: boolean }) => (k.mask ? 'mask' : k.spawn ? 'spawn' : 'cup')
    const inBox = { mask: totals.masks, spawn: totals.spawn, cup: totals.cup }[group({ mask, spawn })]
    const used = monsterKindsOf(state, data)
      .filter((k) => k.set === 'innsmouth' && k.id !== id && group(k) === group({ mask, spawn }))
      .reduce((a, k) => a + (k.count ?? 0), 0)
    if (used + count > inBox) return 'monster/more-than-the-box'
  }
  const kind: CustomMonsterKind = { id, name: name.trim(), dimension, movement, count, mask, spawn }
  const tokens = Array.from({ length: count }, (_, i) => `${id}#${i + 1}`).filter((uid) => !Object.hasOwn(state.monsters, uid))
  const inCup = !spawn && (!mask || ancientOneOf(em).masksInCup)
  em.emit({ type: 'MonsterKindDefined', data: { kind, tokens, to: inCup ? 'cup' : 'box' } }, 'manual')
  return null
}
