/**
 * The module contract's view of an AH2e game (`GameRules.position`, `offers`, `physical`): where the
 * flow stands, what the screens offer a table to tap to play on, and what lies on the physical table.
 * Pure; every choice an offer needs (an actor, a place, a number typed) comes from `rng`.
 */
import type { PhysicalValue, Rng } from '../../../core'
import type { Ah2eData } from '../data/types'
import { JAIL_CELLS } from './arrest'
import { isShut } from './closed'
import type { Ah2eCommand } from './commands'
import { fedsRaidSpaces, VORTEX } from './innsmouth'
import { boardIndex } from './limits'
import { isReturnPlace, lostReturnRefusal, LOST_IN_TIME_AND_SPACE } from './lost'
import { surgeProposal } from './mythos'
import { aoCountersOf, fedsRaidOf, hasInnsmouth, healthOf, isExplored, reopenRefusal, vigilanceOf, type Ah2eState, type Investigator } from './state'

/**
 * Where the game's flow stands: the status, the turn and phase, the setup draw, the Mythos card being
 * resolved and its step, the question the players owe, and in the final battle the round and who has
 * attacked or is out. No figure a correction or a ± button changes (doom, terror, clues, tracks).
 */
export function positionOf(s: Ah2eState): string {
  if (s.status === 'new') return 'new'
  if (s.status === 'won' || s.status === 'lost') return `${s.status}:${s.outcome?.result === 'won' ? s.outcome.how : s.outcome?.reason ?? ''}`
  if (s.status === 'final-battle') {
    const b = s.battle
    const out = s.investigators.filter((i) => i.devoured).map((i) => i.id).join(',')
    return `battle:r${b?.round ?? 0}:attacked=${(b?.attacked ?? []).join(',')}:out=${out}`
  }
  const m = s.mythos ? `:mythos=${s.mythos.cardId}/${s.mythos.step}/${s.mythos.moveQueue?.length ?? '-'}` : ''
  const p = s.pending ? `:pending=${pendingKey(s.pending)}` : ''
  return `turn${s.turn}:${s.phase}:${s.setupDone ? 'play' : 'setup'}${m}${p}`
}

function pendingKey(p: NonNullable<Ah2eState['pending']>): string {
  if (p.kind === 'surge-placement') return `surge@${p.surgeGate}`
  if (p.kind === 'clue-taker') return `clue@${p.location}`
  return `monster@${p.uid}`
}

const pick = <T>(rng: Rng, list: readonly T[]): T | undefined => (list.length ? list[rng.int(list.length)] : undefined)

/**
 * The commands the AH2e screens offer to play on from `s`, as a table taps them (legal or not: the
 * rules decide). What a control sends with a value the players pick (who acts, where to, how many
 * successes) is drawn with `rng` among the values that control offers.
 *
 * Play controls, by screen:
 * - Table, the turn's way on: every answer the question panel shows (the proposed surge, each clue
 *   taker, each destination); «next phase» (Upkeep to the Arkham encounters, and on to the Other
 *   World encounters); the Mythos draw from the app's deck or a physical card named from the deck,
 *   which from the encounters first starts the Mythos phase (`AdvancePhase` to it, then the draw).
 * - Mythos: the same draws in any phase (outside the Mythos phase and the encounters the screen asks
 *   first, then sends the same draw).
 * - Table: Environment and Rumor;
 *   reopening a Headline's closed place; close and seal per gate; per investigator: move, clues ±, the
 *   pick-up of the clue tokens where they stand,
 *   vigilance answers, the return from Lost in Time and Space, Sanity and Stamina ± (where tracked),
 *   lost, arrested, devoured, a new investigator for a devoured one; «the Ancient One awakens»; the
 *   Innsmouth panel: prevented gate, Feds Raid, vortex, Innsmouth Look, personal stories.
 * - Map: close and seal the selected space's gate, defeat a monster there, move an investigator to it,
 *   pick up its clue tokens (an investigator there: the table row's offer).
 * - Decks: spend a trophy, take an ally, draw a Location card or a Gate card.
 * - Battle: start a round, an investigator's attack, devoured.
 *
 * Not offered (corrections and settings, for putting the board right, not for playing on): the doom
 * and terror buttons, the Deep Ones Rising and Ancient One counter ±, placing a monster by hand (map),
 * the investigator menu's Sneak, delay and explored marker, starting or editing Sanity and Stamina,
 * position tracking, the owner's facts (monster kinds, arrows), the score inputs after the end. The
 * Mythos screen's «an ability prevented this gate» replaces the last draw (a session action, not a
 * command of its own).
 */
export function offersOf(data: Ah2eData, s: Ah2eState, rng: Rng): Ah2eCommand[] {
  if (s.status === 'new' || s.status === 'won' || s.status === 'lost') return []
  const out: Ah2eCommand[] = []
  const playing = s.status === 'playing'
  const living = s.investigators.filter((i) => !i.devoured)
  const actor = () => pick(rng, living)?.id ?? ''
  const idx = boardIndex(data)
  const inn = hasInnsmouth(s)

  // ── Mythos screen ──
  const p = s.pending
  if (p?.kind === 'surge-placement') out.push({ type: 'PlaceSurge', data: surgeProposal(p) })
  else if (p?.kind === 'clue-taker') for (const id of p.candidates) out.push({ type: 'ChooseClueTaker', data: { investigatorId: id } })
  else if (p?.kind === 'monster-destination') for (const to of p.options) out.push({ type: 'ChooseMonsterDestination', data: { uid: p.uid, to } })
  if (playing && !s.mythos && !p) {
    out.push({ type: 'DrawMythosCard', data: {} })
    const named = pick(rng, s.mythosDeck.filter((id) => data.mythos.some((m) => m.id === id)))
    if (named) out.push({ type: 'DrawMythosCard', data: { cardId: named } })
  }

  // ── Table: the turn's way on («next phase» before the Mythos phase; from the Arkham encounters the draw starts it) ──
  if (playing && !s.mythos && !p && s.setupDone && s.phase !== 'mythos' && s.phase !== 'other-world-encounters') out.push({ type: 'AdvancePhase', data: {} })
  if (playing && !s.mythos && !p && s.setupDone && (s.phase === 'arkham-encounters' || s.phase === 'other-world-encounters')) out.push({ type: 'AdvancePhase', data: { to: 'mythos' } })

  // ── Table: cards in play, closed places, gates ──
  if (s.environment) out.push({ type: 'DiscardEnvironment', data: {} })
  if (s.rumor) out.push({ type: 'EndRumor', data: { outcome: 'passed' } }, { type: 'EndRumor', data: { outcome: 'failed' } })
  for (const loc of Object.keys(s.closed)) if (reopenRefusal(s, loc) === null) out.push({ type: 'ReopenLocation', data: { location: loc } })
  if (playing) {
    for (const loc of Object.keys(s.gates)) {
      out.push(
        { type: 'CloseGate', data: { location: loc, investigatorId: actor() } },
        { type: 'SealGate', data: { location: loc, investigatorId: actor(), with: 'clues' } },
        { type: 'SealGate', data: { location: loc, investigatorId: actor(), with: 'elder-sign-card' } },
      )
    }
  }

  // ── Table: investigators ──
  const shut = (place: string) => idx.isLocation(place) && isShut(s, place)
  const { townPlaces, pickerPlaces, arkham } = placesOf(data, inn)
  const vigilance = vigilanceOf(s)
  for (const inv of s.investigators) {
    if (inv.devoured) {
      if (playing) out.push({ type: 'ReplaceInvestigator', data: { investigatorId: inv.id } })
      continue
    }
    // The place picker: a closed location is disabled (unless it is where they stand); «unknown» sends null.
    const to = pick(rng, [...pickerPlaces.filter((pl) => !shut(pl) || pl === inv.location), null])
    if (to !== undefined && to !== inv.location) out.push({ type: 'MoveInvestigator', data: { investigatorId: inv.id, to } })
    if (inv.clues > 0) out.push({ type: 'SpendClues', data: { investigatorId: inv.id, count: 1 } })
    out.push({ type: 'GainClues', data: { investigatorId: inv.id, count: 1 } })
    if (inv.location !== null && (s.clues[inv.location] ?? 0) > 0) out.push({ type: 'PickUpClues', data: { investigatorId: inv.id } })
    if (Object.hasOwn(vigilance, inv.id)) {
      out.push({ type: 'ResolveVigilanceCheck', data: { investigatorId: inv.id, passed: true } }, { type: 'ResolveVigilanceCheck', data: { investigatorId: inv.id, passed: false } })
    }
    if (inv.location === LOST_IN_TIME_AND_SPACE && lostReturnRefusal(s, inv) === null) {
      const back = pick(rng, townPlaces.filter((pl) => isReturnPlace(s, data, pl)))
      if (back) out.push({ type: 'ReturnFromLostInTimeAndSpace', data: { investigatorId: inv.id, to: back } })
    }
    out.push(...healthOffers(inv))
    if (inv.location !== LOST_IN_TIME_AND_SPACE) out.push({ type: 'LoseInTimeAndSpace', data: { investigatorId: inv.id } })
    if (playing && !(inv.location !== null && JAIL_CELLS.includes(inv.location))) out.push({ type: 'ArrestInvestigator', data: { investigatorId: inv.id } })
    out.push({ type: 'DevourInvestigator', data: { investigatorId: inv.id } })
  }
  if (playing) out.push({ type: 'AwakenAncientOne', data: {} })

  // ── Table: the Innsmouth panel ──
  if (inn) {
    if (playing) out.push({ type: 'PreventGate', data: {} })
    const hood = pick(rng, data.neighbourhoods.filter((n) => n.board === 'innsmouth' && fedsRaidSpaces(data, n.id) > 0))
    const who = actor()
    if (hood && who) out.push({ type: 'SpendCluesOnFedsRaid', data: { investigatorId: who, neighbourhood: hood.id, count: 1 + rng.int(3) } })
    const onInnsmouth = Object.keys(s.monsters).filter((uid) => idx.isInnsmouth(s.monsters[uid]))
    const uid = pick(rng, onInnsmouth)
    if (uid) out.push({ type: 'MonsterEntersVortex', data: { uid } })
    out.push({ type: 'DrawInnsmouthLook', data: { count: 1 + rng.int(3) } })
    if (who) out.push({ type: 'SetPersonalStory', data: { investigatorId: who, story: null, status: pick(rng, ['active', 'passed', 'failed'] as const)! } })
  }

  // ── Map: the selected space ──
  const here = pick(rng, arkham)
  if (here) {
    if (!shut(here) || !idx.isLocation(here)) {
      const mover = pick(rng, living.filter((i) => i.location !== here && (idx.isArkham(here) || here === LOST_IN_TIME_AND_SPACE)))
      if (mover) out.push({ type: 'MoveInvestigator', data: { investigatorId: mover.id, to: here } })
    }
  }
  const onBoard = Object.keys(s.monsters).filter((u) => { const at = s.monsters[u]; return at !== 'cup' && at !== 'box' && at !== 'trophy' && at !== VORTEX })
  const prey = pick(rng, onBoard)
  if (prey && living.length) out.push({ type: 'DefeatMonster', data: { uid: prey, investigatorId: actor() } })

  // ── Decks ──
  for (const inv of s.investigators) {
    for (const m of inv.gateTrophies) out.push({ type: 'SpendTrophy', data: { investigatorId: inv.id, kind: 'gate', id: m } })
    for (const u of inv.monsterTrophies) out.push({ type: 'SpendTrophy', data: { investigatorId: inv.id, kind: 'monster', id: u } })
  }
  const ally = pick(rng, s.allyDeck)
  if (ally && living.length) out.push({ type: 'TakeAlly', data: { allyId: ally, investigatorId: actor() } })
  if (playing) {
    const hood = pick(rng, data.neighbourhoods.filter((n) => n.board === 'arkham' || inn))
    if (hood) out.push({ type: 'DrawLocationCard', data: { neighbourhood: hood.id } })
    const world = pick(rng, data.worlds)
    const drawer = pick(rng, [...living.map((i) => i.id), undefined])
    if (world) out.push({ type: 'DrawGateCard', data: drawer ? { world: world.id, investigatorId: drawer } : { world: world.id } })
  }

  // ── Battle ──
  if (s.status === 'final-battle' && s.battle) {
    out.push({ type: 'StartBattleRound', data: {} })
    for (const inv of living) {
      if (s.battle.round > 0 && !s.battle.attacked.includes(inv.id)) out.push({ type: 'RecordBattleAttack', data: { investigatorId: inv.id, successes: rng.int(7) } })
    }
  }
  return out
}

const placesCache = new WeakMap<Ah2eData, Record<'base' | 'inn', { townPlaces: string[]; pickerPlaces: string[]; arkham: string[] }>>()
/** The places the screens' pickers list: town spaces, the investigator picker's extras, the map's spaces. */
function placesOf(data: Ah2eData, inn: boolean) {
  let v = placesCache.get(data)
  if (!v) {
    const build = (withInn: boolean) => {
      const townPlaces = data.spaces
        .filter((sp) => (sp.kind === 'street' || sp.kind === 'location') && (sp.board === 'arkham' || (withInn && sp.board === 'innsmouth')))
        .map((sp) => sp.id)
      const pickerPlaces = [
        ...townPlaces,
        ...data.worlds.flatMap((w) => [`ow:${w.id}:1`, `ow:${w.id}:2`]),
        LOST_IN_TIME_AND_SPACE, 'police-station-jail-cell', ...(withInn ? ['innsmouth-jail-cell'] : []),
      ]
      const idx = boardIndex(data)
      return { townPlaces, pickerPlaces, arkham: [...townPlaces.filter((pl) => idx.isArkham(pl)), 'sky', 'outskirts', LOST_IN_TIME_AND_SPACE] }
    }
    v = { base: build(false), inn: build(true) }
    placesCache.set(data, v)
  }
  return v[inn ? 'inn' : 'base']
}

/** Sanity and Stamina ± on the table screen, where they are tracked (a − at 0 or a + at the maximum is disabled). */
function healthOffers(inv: Investigator): Ah2eCommand[] {
  const h = healthOf(inv)
  if (!h) return []
  const out: Ah2eCommand[] = []
  const id = inv.id
  if (h.sanity > 0) out.push({ type: 'ChangeHealth', data: { investigatorId: id, sanity: -1 } })
  if (h.sanity < h.maxSanity) out.push({ type: 'ChangeHealth', data: { investigatorId: id, sanity: 1 } })
  if (h.stamina > 0) out.push({ type: 'ChangeHealth', data: { investigatorId: id, stamina: -1 } })
  if (h.stamina < h.maxStamina) out.push({ type: 'ChangeHealth', data: { investigatorId: id, stamina: 1 } })
  return out
}

/**
 * The physical table, independent of how «On the board» words it: tracks, cards in play, markers on
 * places, gates and seals, every monster token where it lies (`cup`, a space, `trophy:<investigator>`;
 * the box is off the table, so a boxed token has no key), clue tokens, investigators' figures (where,
 * on its side, the explored marker under it, devoured), the tokens on their sheets (clues; Sanity and
 * Stamina where the app tracks them), gate trophies, allies in the deck or the box, the first-player
 * marker. Not physical: the app's virtual deck orders, the Mythos card being resolved, log facts,
 * turn and phase (nobody marks them), battle successes (written down), notes.
 */
export function physicalOf(s: Ah2eState): Record<string, PhysicalValue> {
  const out: Record<string, PhysicalValue> = {}
  if (s.status === 'new') return out
  out.doom = s.doom
  out.terror = s.terror
  out.rising = s.deepOnesRising ?? 0
  for (const [hood, n] of Object.entries(fedsRaidOf(s))) if (n > 0) out[`feds:${hood}`] = n
  for (const [key, n] of Object.entries(aoCountersOf(s))) out[`ao:${key}`] = n
  out.environment = s.environment
  out.rumor = s.rumor
  for (const loc of Object.keys(s.closed)) out[`closed:${loc}`] = true
  for (const [loc, ids] of Object.entries(s.activity)) if (ids.length) out[`activity:${loc}`] = ids.length
  // A gate marker is one piece: on a place, or among an investigator's trophies (absent: the pile).
  for (const [loc, marker] of Object.entries(s.gates)) out[`gateMarker:${marker}`] = loc
  for (const loc of s.sealed) out[`seal:${loc}`] = true
  for (const [uid, place] of Object.entries(s.monsters)) {
    if (place === 'box') continue
    const holder = place === 'trophy' ? s.investigators.find((i) => i.monsterTrophies.includes(uid)) : undefined
    out[`monster:${uid}`] = place === 'trophy' ? `trophy:${holder?.id ?? '?'}` : place
  }
  for (const [loc, n] of Object.entries(s.clues)) if (n > 0) out[`clues:${loc}`] = n
  for (const inv of s.investigators) {
    const k = `inv:${inv.id}`
    out[`${k}:devoured`] = inv.devoured
    for (const m of inv.gateTrophies) out[`gateMarker:${m}`] = `trophy:${inv.id}`
    if (inv.devoured) continue
    out[`${k}:at`] = inv.location
    out[`${k}:delayed`] = inv.delayed
    out[`${k}:explored`] = isExplored(inv)
    out[`${k}:clues`] = inv.clues
    const h = healthOf(inv)
    if (h) {
      out[`${k}:sanity`] = h.sanity
      out[`${k}:maxSanity`] = h.maxSanity
      out[`${k}:stamina`] = h.stamina
      out[`${k}:maxStamina`] = h.maxStamina
    }
  }
  for (const id of s.allyDeck) out[`ally:${id}`] = 'deck'
  for (const id of s.alliesBoxed) out[`ally:${id}`] = 'box'
  out.firstPlayer = s.investigators[s.firstPlayer]?.id ?? null
  return out
}

/** The physical keys of one investigator (what a line about the whole investigator puts right). */
export const INVESTIGATOR_PARTS = ['devoured', 'at', 'delayed', 'explored', 'clues', 'sanity', 'maxSanity', 'stamina', 'maxStamina'] as const
