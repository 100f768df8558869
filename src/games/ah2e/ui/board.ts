import type { BoardChange, BoardIconName } from '@/shell/module'
import type { Ah2eState, Investigator } from '@/games/ah2e/rules/state'
import { AO_COUNTER } from '@/games/ah2e/rules/innsmouth'
import { INVESTIGATOR_PARTS, physicalOf } from '@/games/ah2e/rules/contract'
import { allyName, cardTitle, gateMarkerName, monsterKindName, neighbourhoodName, placeFrom, placeName, placeTo, ancientOneName } from './names'
import { has, t } from './i18n'
import { investigatorName } from './describe'

/**
 * «On the board» for Arkham Horror 2e: what the players change on the physical board to take it
 * from one state to the next (a command, an undo, a redo: always the net change, so an undo lists
 * what to take back). Made from the two states, not from the events, so that an undo of several
 * commands lists each piece once, where it must end up; the events' causes stay in the log.
 *
 * One line per component, with a key of its own that never depends on the change or the language
 * (`doom`, `gateMarker:gate-yuggoth-1`, `monsters:maniac`, `inv:inv-1`): the shell replaces a line by the
 * net change when the same component changes again, so a component is always named under the same
 * key (the conformance kit checks it). `parts` names the components a line puts right (the keys of
 * the rules' `physical`, `rules/contract.ts`): a gate marker's line its place or trophy, an
 * investigator's line everything of theirs (one line per investigator, every change of theirs in it).
 *
 * Every line starts with where on the board (a place, a track, an investigator) and says what to do
 * there, so the Polish needs no declined names. Lines come in the order a player works through the
 * board: tracks, Mythos cards, markers on places, gates and seals, monsters, clues, investigators,
 * allies, the first-player marker.
 */
export function boardChanges(before: Ah2eState, after: Ah2eState): BoardChange[] {
  if (before === after || !before || !after || after.status === 'new') return []
  // The setup: the players follow the setup checklist (every component goes on the table).
  if (before.status === 'new') return [{ key: 'setup', icon: 'card', text: t('board.setup'), parts: Object.keys(physicalOf(after)) }]
  const out: BoardChange[] = []
  const add = (key: string, icon: BoardIconName, text: string, parts?: readonly string[]) => out.push(parts ? { key, icon, text, parts } : { key, icon, text })

  // ── Tracks ──
  if (after.doom !== before.doom || secondBeingRose(before, after)) add('doom', 'doom', doomText(before, after))
  if (after.terror !== before.terror) add('terror', 'terror', t('board.terror', { to: after.terror }))
  const rising = [before.deepOnesRising ?? 0, after.deepOnesRising ?? 0]
  if (rising[0] !== rising[1]) add('rising', 'token', t(rising[1] > rising[0] ? 'board.rising.add' : 'board.rising.remove', { n: Math.abs(rising[1] - rising[0]), total: rising[1] }))
  for (const hood of keysOf(before.fedsRaid, after.fedsRaid)) {
    const [a, b] = [before.fedsRaid?.[hood] ?? 0, after.fedsRaid?.[hood] ?? 0]
    if (a !== b) add(`feds:${hood}`, 'clue', t(b > a ? 'board.feds.add' : 'board.feds.remove', { hood: neighbourhoodName(hood), n: Math.abs(b - a), total: b }))
  }
  for (const key of keysOf(before.aoCounters, after.aoCounters)) {
    const [a, b] = [before.aoCounters?.[key], after.aoCounters?.[key]]
    if (a !== b) add(`ao:${key}`, 'token', t('board.aoCounter', { ao: ancientOneName(after.ancientOne), counter: has(`aoCounter.${key}`) ? t(`aoCounter.${key}`) : key, to: b ?? 0 }))
  }

  // ── Mythos cards in play: one line per slot ──
  for (const slot of ['environment', 'rumor'] as const) {
    const [a, b] = [before[slot], after[slot]]
    if (a === b) continue
    const text = a && b ? t(`board.${slot}.replace`, { old: cardTitle(a), title: cardTitle(b) }) : a ? t(`board.${slot}.discard`, { title: cardTitle(a) }) : t(`board.${slot}.enter`, { title: cardTitle(b!) })
    add(slot, 'card', text)
  }

  // ── Markers on places ──
  for (const loc of keysOf(before.closed, after.closed)) {
    const [a, b] = [Object.hasOwn(before.closed, loc), Object.hasOwn(after.closed, loc)]
    // A gate open there replaces the location: the marker goes under the gate (Innsmouth FAQ «Bramy i Inne Światy»).
    const key = b ? (Object.hasOwn(after.gates, loc) ? 'board.closed.addUnderGate' : 'board.closed.add') : 'board.closed.remove'
    if (a !== b) add(`closed:${loc}`, 'closed', t(key, { place: placeName(loc) }))
  }
  for (const loc of keysOf(before.activity, after.activity)) {
    const [a, b] = [before.activity[loc]?.length ?? 0, after.activity[loc]?.length ?? 0]
    if (a !== b) add(`activity:${loc}`, 'marker', t(b > a ? 'board.activity.add' : 'board.activity.remove', { place: placeName(loc), n: Math.abs(b - a) }))
  }

  // ── Gates and seals: one line per gate marker (a piece: on a place, a trophy, or the pile) ──
  const holderOf = (s: Ah2eState, marker: string) => s.investigators.find((i) => i.gateTrophies.includes(marker))
  const placeOf = (s: Ah2eState, marker: string) => Object.keys(s.gates).find((loc) => s.gates[loc] === marker)
  const markers = new Set([...Object.values(before.gates), ...Object.values(after.gates), ...[...before.investigators, ...after.investigators].flatMap((i) => i.gateTrophies)])
  const gateLines: BoardChange[] = []
  const offLines: BoardChange[] = []
  for (const m of [...markers].sort()) {
    const [fromPlace, toPlace] = [placeOf(before, m), placeOf(after, m)]
    const [fromInv, toInv] = [holderOf(before, m), holderOf(after, m)]
    if (fromPlace === toPlace && fromInv?.id === toInv?.id) continue
    const gate = gateMarkerName(m)
    const line = (text: string): BoardChange => ({ key: `gateMarker:${m}`, icon: 'gate', text })
    if (fromPlace && toPlace) offLines.push(line(`${t('board.gate.toPile', { place: placeName(fromPlace), gate })}; ${t('board.gate.open', { place: placeName(toPlace), gate })}`))
    else if (fromPlace) offLines.push(line(t(toInv ? 'board.gate.toTrophy' : 'board.gate.toPile', { place: placeName(fromPlace), gate, inv: toInv ? investigatorName(after, toInv.id) : '' })))
    else if (toPlace) gateLines.push(line(t(fromInv ? 'board.gate.fromTrophy' : 'board.gate.open', { place: placeName(toPlace), gate, inv: fromInv ? investigatorName(before, fromInv.id) : '' })))
    else {
      // Between the trophies and the pile (a trophy spent, or the spending undone).
      const texts: string[] = []
      if (fromInv) texts.push(t('board.gate.spent', { inv: investigatorName(after, fromInv.id), gate }))
      if (toInv) texts.push(t('board.gate.back', { inv: investigatorName(after, toInv.id), gate }))
      offLines.push({ ...line(texts.join('; ')), icon: 'trophy' })
    }
  }
  // Markers off the board first (they free their places), then the new ones on.
  out.push(...offLines, ...gateLines)
  for (const loc of before.sealed) if (!after.sealed.includes(loc)) add(`seal:${loc}`, 'seal', t('board.seal.remove', { place: placeName(loc) }))
  for (const loc of after.sealed) if (!before.sealed.includes(loc)) add(`seal:${loc}`, 'seal', t('board.seal.add', { place: placeName(loc) }))

  // ── Monsters: one line per kind (its tokens are alike); identical moves are one part with a count ──
  const where = (s: Ah2eState, uid: string, place: string) => {
    if (place !== 'trophy') return placeName(place)
    const inv = s.investigators.find((i) => i.monsterTrophies.includes(uid))
    return inv ? t('board.trophiesOf', { inv: investigatorName(s, inv.id) }) : placeName(place)
  }
  const kinds = new Map<string, { rank: number; uids: string[]; moves: Map<string, { from: string; to: string; n: number }> }>()
  for (const uid of keysOf(before.monsters, after.monsters)) {
    const [a, b] = [before.monsters[uid] ?? 'box', after.monsters[uid] ?? 'box']
    const [from, to] = [where(before, uid, a), where(after, uid, b)]
    if (a === b && from === to) continue
    const kind = uid.slice(0, uid.lastIndexOf('#'))
    // Off the board first (it frees the space), then moves, then new monsters.
    const rank = isOffBoard(b) ? 0 : isOffBoard(a) ? 2 : 1
    const k = kinds.get(kind) ?? { rank, uids: [] as string[], moves: new Map<string, { from: string; to: string; n: number }>() }
    k.rank = Math.min(k.rank, rank)
    k.uids.push(`monster:${uid}`)
    const move = k.moves.get(`${from}\u0000${to}`)
    if (move) move.n++
    else k.moves.set(`${from}\u0000${to}`, { from, to, n: 1 })
    kinds.set(kind, k)
  }
  for (const [kind, k] of [...kinds].sort((x, y) => x[1].rank - y[1].rank)) {
    const name = monsterKindName(kind, after.customMonsters?.[kind]?.name ?? before.customMonsters?.[kind]?.name)
    const moves = [...k.moves.values()]
    // Tokens of one kind going different ways: the kind once, then each way numbered (review
    // ah2e-es, finding 12: «Kultysta: A → B; Kultysta: C → D» read as one monster's moves).
    const text = moves.length === 1
      ? t('board.monster', { monster: moves[0].n > 1 ? `${moves[0].n} × ${name}` : name, from: moves[0].from, to: moves[0].to })
      : t('board.monsterMoves', { monster: name, n: k.uids.length, moves: moves.map((m, i) => `${i + 1}) ${m.n > 1 ? `${m.n} × ` : ''}${m.from} → ${m.to}`).join('; ') })
    add(`monsters:${kind}`, 'monster', text, k.uids)
  }

  // ── Clues on places ──
  for (const loc of keysOf(before.clues, after.clues)) {
    const [a, b] = [before.clues[loc] ?? 0, after.clues[loc] ?? 0]
    if (a !== b) add(`clues:${loc}`, 'clue', t(b > a ? 'board.clues.add' : 'board.clues.remove', { place: placeName(loc), n: Math.abs(b - a) }))
  }

  // ── Investigators: one line each (`inv:<id>`), every change of theirs in it ──
  const pickedUp = pickUps(before, after)
  for (const inv of after.investigators) {
    const was = before.investigators.find((i) => i.id === inv.id)
    if (!was) continue
    const name = investigatorName(after, inv.id)
    const theirs: { icon: BoardIconName; text: string }[] = []
    investigatorLines(was, inv, name, investigatorName(before, was.id), (_key, icon, text) => theirs.push({ icon, text }), pickedUp.get(inv.id))
    if (theirs.length === 0) continue
    const prefix = `${name}: `
    const text = [theirs[0].text, ...theirs.slice(1).map((l) => (l.text.startsWith(prefix) ? l.text.slice(prefix.length) : l.text))].join('; ')
    add(`inv:${inv.id}`, theirs[0].icon, text, INVESTIGATOR_PARTS.map((x) => `inv:${inv.id}:${x}`))
  }

  // ── Allies ──
  for (const id of after.alliesBoxed) if (!before.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.boxed', { ally: allyName(id) }))
  for (const id of before.alliesBoxed) if (!after.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t(after.allyDeck.includes(id) ? 'board.ally.unboxed' : 'board.ally.unboxedTaken', { ally: allyName(id) }))
  for (const id of before.allyDeck) if (!after.allyDeck.includes(id) && !after.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.taken', { ally: allyName(id) }))
  for (const id of after.allyDeck) if (!before.allyDeck.includes(id) && !before.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.returned', { ally: allyName(id) }))

  // ── First player ──
  const [fpWas, fpNow] = [before.investigators[before.firstPlayer]?.id, after.investigators[after.firstPlayer]?.id]
  if (fpNow !== fpWas && fpNow) add('first-player', 'investigator', t('board.firstPlayer', { inv: investigatorName(after, fpNow) }), ['firstPlayer'])
  return out
}

/**
 * «Zbieranie Wskazówek»: the investigators whose clues came from (or, undone, went back to) the
 * location they stand at — its tokens changed by exactly their change the other way — by the place.
 */
function pickUps(before: Ah2eState, after: Ah2eState): Map<string, string> {
  const out = new Map<string, string>()
  for (const now of after.investigators) {
    const was = before.investigators.find((i) => i.id === now.id)
    if (!was || now.devoured || was.devoured || now.clues === was.clues) continue
    const at = [now.location, was.location].find((loc) => loc !== null && (after.clues[loc] ?? 0) - (before.clues[loc] ?? 0) === was.clues - now.clues)
    if (at) out.set(now.id, at)
  }
  return out
}

/** Zhar's second being rose between the two states (its track was emptied and filled again). */
const secondBeingRose = (before: Ah2eState, after: Ah2eState) =>
  (before.aoCounters?.[AO_COUNTER.battleStage] ?? 0) === 1 && (after.aoCounters?.[AO_COUNTER.battleStage] ?? 0) === 2

/**
 * The doom track. In the final battle a removal says the rule it follows («BITWA Z PRZEDWIECZNYMI»:
 * one token for every `players` successes), so the count reads right however many attacks it sums;
 * when Zhar's first being falls, the players empty the track, fill it again and go on removing.
 */
function doomText(before: Ah2eState, after: Ah2eState): string {
  const n = Math.abs(after.doom - before.doom)
  const battle = before.status === 'final-battle' && (after.status === 'final-battle' || after.status === 'won')
  if (battle && secondBeingRose(before, after)) {
    const removed = after.doomMax - after.doom
    return t(removed > 0 ? 'board.doom.secondBeingRemove' : 'board.doom.secondBeing', { max: after.doomMax, n: removed, total: after.doom, players: after.players })
  }
  if (battle && after.doom < before.doom) return t('board.doom.battleRemove', { n, total: after.doom, players: after.players })
  return t(after.doom > before.doom ? 'board.doom.add' : 'board.doom.remove', { n, total: after.doom })
}

/** `pickedUp`: the location their clues came from or went back to (`pickUps`), else the supply. */
function investigatorLines(was: Investigator, now: Investigator, name: string, wasName: string, add: (key: string, icon: BoardIconName, text: string, parts?: readonly string[]) => void, pickedUp?: string) {
  const p = { inv: name }
  const k = `inv:${now.id}`
  const figure = [`${k}:at`, `${k}:devoured`]
  const everything = INVESTIGATOR_PARTS.map((x) => `${k}:${x}`)
  if (now.devoured && !was.devoured) add(k, 'investigator', t('board.inv.devoured', p), everything)
  else if (!now.devoured && was.devoured) {
    // Replaced (a new investigator, not yet on the board) or the devouring undone (back where they were).
    if (now.location === null) add(k, 'investigator', t('board.inv.replaced', { inv: name, was: wasName }), everything)
    else add(k, 'investigator', t('board.inv.back', { ...p, place: placeName(now.location) }), everything)
  } else if (now.location !== was.location) {
    if (now.location === null) add(k, 'investigator', t('board.inv.off', { ...p, from: placeName(was.location) }), figure)
    else if (was.location === null) add(k, 'investigator', t('board.inv.place', { ...p, place: placeName(now.location) }), figure)
    else add(k, 'investigator', t('board.inv.move', { ...p, from: placeName(was.location), to: placeName(now.location) }), figure)
  }
  if (now.devoured || was.devoured) {
    if (now.clues !== was.clues && !now.devoured) add(`${k}:clues`, 'clue', t('board.inv.cluesGain', { ...p, n: now.clues - was.clues, total: now.clues }))
    return
  }
  healthLine(was, now, name, k, add)
  if ((now.explored === true) !== (was.explored === true)) add(`${k}:explored`, 'investigator', t(now.explored ? 'board.inv.exploredAdd' : 'board.inv.exploredRemove', p))
  if (now.delayed !== was.delayed) add(`${k}:delayed`, 'investigator', t(now.delayed ? 'board.inv.delayed' : 'board.inv.undelayed', p))
  if (now.clues !== was.clues) {
    const n = Math.abs(now.clues - was.clues)
    if (pickedUp) add(`${k}:clues`, 'clue', t(now.clues > was.clues ? 'board.inv.cluesPickUp' : 'board.inv.cluesPutBack', { ...p, n, total: now.clues, placeFrom: placeFrom(pickedUp), placeTo: placeTo(pickedUp) }))
    else add(`${k}:clues`, 'clue', t(now.clues > was.clues ? 'board.inv.cluesGain' : 'board.inv.cluesLose', { ...p, n, total: now.clues }))
  }
}

const HEALTH = ['sanity', 'stamina', 'maxSanity', 'maxStamina'] as const

/** Sanity and Stamina tokens on the sheet, where the app tracks them: one line per investigator. */
function healthLine(was: Investigator, now: Investigator, name: string, k: string, add: (key: string, icon: BoardIconName, text: string, parts?: readonly string[]) => void) {
  const [a, b] = [was.health, now.health]
  if (!a && !b) return
  const parts = HEALTH.map((x) => `${k}:${x}`)
  if (!a && b) return add(`${k}:health`, 'sanity', t('board.inv.healthStart', { inv: name, ...b }), parts)
  if (a && !b) return add(`${k}:health`, 'sanity', t('board.inv.healthStop', { inv: name }), parts)
  const changes = HEALTH.filter((x) => a![x] !== b![x]).map((x) => t(`board.inv.part.${x}`, { from: a![x], to: b![x] }))
  if (changes.length) add(`${k}:health`, 'sanity', t('board.inv.health', { inv: name, changes: changes.join(', ') }), parts)
}

const isOffBoard = (place: string) => place === 'cup' || place === 'box' || place === 'trophy'

function keysOf<T>(a: Record<string, T> | undefined, b: Record<string, T> | undefined): string[] {
  return [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].sort()
}
