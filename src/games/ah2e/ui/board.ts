import type { BoardChange, BoardIconName } from '@/shell/module'
import type { Ah2eState, Investigator } from '@/games/ah2e/rules/state'
import { allyName, cardTitle, gateMarkerName, monsterKindName, neighbourhoodName, placeName, ancientOneName } from './names'
import { has, t } from './i18n'
import { investigatorName } from './describe'

/**
 * «On the board» for Arkham Horror 2e: what the players change on the physical board to take it
 * from one state to the next (a command, an undo, a redo: always the net change, so an undo lists
 * what to take back). Made from the two states, not from the events, so that an undo of several
 * commands lists each piece once, where it must end up; the events' causes stay in the log.
 *
 * Every line starts with where on the board (a place, a track, an investigator) and says what to do
 * there, so the Polish needs no declined names. Lines come in the order a player works through the
 * board: tracks, Mythos cards, markers on places, gates and seals, monsters, clues, investigators,
 * allies, the first-player marker.
 */
export function boardChanges(before: Ah2eState, after: Ah2eState): BoardChange[] {
  if (before === after || !before || !after || after.status === 'new') return []
  const out: BoardChange[] = []
  const add = (key: string, icon: BoardIconName, text: string) => out.push({ key, icon, text })

  // ── Tracks ──
  if (after.doom !== before.doom) {
    const n = Math.abs(after.doom - before.doom)
    add('doom', 'doom', t(after.doom > before.doom ? 'board.doom.add' : 'board.doom.remove', { n, total: after.doom }))
  }
  if (after.terror !== before.terror) add('terror', 'terror', t('board.terror', { to: after.terror }))
  const rising = [before.deepOnesRising ?? 0, after.deepOnesRising ?? 0]
  if (rising[0] !== rising[1]) add('rising', 'token', t(rising[1] > rising[0] ? 'board.rising.add' : 'board.rising.remove', { n: Math.abs(rising[1] - rising[0]), total: rising[1] }))
  for (const hood of keysOf(before.fedsRaid, after.fedsRaid)) {
    const [a, b] = [before.fedsRaid?.[hood] ?? 0, after.fedsRaid?.[hood] ?? 0]
    if (a !== b) add(`feds:${hood}`, 'clue', t(b > a ? 'board.feds.add' : 'board.feds.remove', { hood: neighbourhoodName(hood), n: Math.abs(b - a), total: b }))
  }
  for (const key of keysOf(before.aoCounters, after.aoCounters)) {
    const [a, b] = [before.aoCounters?.[key] ?? 0, after.aoCounters?.[key] ?? 0]
    if (a !== b) add(`ao:${key}`, 'token', t('board.aoCounter', { ao: ancientOneName(after.ancientOne), counter: has(`aoCounter.${key}`) ? t(`aoCounter.${key}`) : key, to: b }))
  }

  // ── Mythos cards in play ──
  for (const slot of ['environment', 'rumor'] as const) {
    const [a, b] = [before[slot], after[slot]]
    if (a === b) continue
    if (a) add(`${slot}:${a}`, 'card', t(`board.${slot}.discard`, { title: cardTitle(a) }))
    if (b) add(`${slot}:${b}`, 'card', t(`board.${slot}.enter`, { title: cardTitle(b) }))
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

  // ── Gates and seals ──
  const trophyOf = (s: Ah2eState, marker: string) => s.investigators.find((i) => i.gateTrophies.includes(marker))
  const gateLines: BoardChange[] = []
  for (const loc of keysOf(before.gates, after.gates)) {
    const [a, b] = [before.gates[loc], after.gates[loc]]
    if (a === b) continue
    if (a) {
      const to = trophyOf(after, a)
      const key = to ? 'board.gate.toTrophy' : 'board.gate.toPile'
      out.push({ key: `gate-off:${loc}`, icon: 'gate', text: t(key, { place: placeName(loc), gate: gateMarkerName(a), inv: to ? investigatorName(after, to.id) : '' }) })
    }
    if (b) {
      const from = trophyOf(before, b)
      gateLines.push({ key: `gate-on:${loc}`, icon: 'gate', text: t(from ? 'board.gate.fromTrophy' : 'board.gate.open', { place: placeName(loc), gate: gateMarkerName(b), inv: from ? investigatorName(before, from.id) : '' }) })
    }
  }
  out.push(...gateLines)
  // Gate trophies spent (back on the pile) or taken back by an undo, apart from a gate on the board.
  const onBoard = (s: Ah2eState) => new Set(Object.values(s.gates))
  for (const inv of after.investigators) {
    const was = before.investigators.find((i) => i.id === inv.id)
    if (!was) continue
    for (const m of was.gateTrophies) if (!inv.gateTrophies.includes(m) && !onBoard(after).has(m)) add(`gate-spent:${m}`, 'trophy', t('board.gate.spent', { inv: investigatorName(after, inv.id), gate: gateMarkerName(m) }))
    for (const m of inv.gateTrophies) if (!was.gateTrophies.includes(m) && !onBoard(before).has(m)) add(`gate-back:${m}`, 'trophy', t('board.gate.back', { inv: investigatorName(after, inv.id), gate: gateMarkerName(m) }))
  }
  for (const loc of before.sealed) if (!after.sealed.includes(loc)) add(`seal:${loc}`, 'seal', t('board.seal.remove', { place: placeName(loc) }))
  for (const loc of after.sealed) if (!before.sealed.includes(loc)) add(`seal:${loc}`, 'seal', t('board.seal.add', { place: placeName(loc) }))

  // ── Monsters: identical tokens of a kind moving the same way are one line ──
  const where = (s: Ah2eState, uid: string, place: string) => {
    if (place !== 'trophy') return placeName(place)
    const inv = s.investigators.find((i) => i.monsterTrophies.includes(uid))
    return inv ? t('board.trophiesOf', { inv: investigatorName(s, inv.id) }) : placeName(place)
  }
  const moves = new Map<string, { kind: string; from: string; to: string; n: number; rank: number }>()
  for (const uid of keysOf(before.monsters, after.monsters)) {
    const [a, b] = [before.monsters[uid] ?? 'box', after.monsters[uid] ?? 'box']
    if (a === b) continue
    const kind = uid.slice(0, uid.lastIndexOf('#'))
    const from = where(before, uid, a)
    const to = where(after, uid, b)
    const key = `monster:${kind}:${a}:${b}:${from}:${to}`
    // Off the board first (it frees the space), then moves, then new monsters.
    const rank = isOffBoard(b) ? 0 : isOffBoard(a) ? 2 : 1
    const m = moves.get(key)
    if (m) m.n++
    else moves.set(key, { kind, from, to, n: 1, rank })
  }
  for (const [key, m] of [...moves].sort((x, y) => x[1].rank - y[1].rank)) {
    const name = monsterKindName(m.kind, after.customMonsters?.[m.kind]?.name)
    add(key, 'monster', t('board.monster', { monster: m.n > 1 ? `${m.n} × ${name}` : name, from: m.from, to: m.to }))
  }

  // ── Clues on places ──
  for (const loc of keysOf(before.clues, after.clues)) {
    const [a, b] = [before.clues[loc] ?? 0, after.clues[loc] ?? 0]
    if (a !== b) add(`clues:${loc}`, 'clue', t(b > a ? 'board.clues.add' : 'board.clues.remove', { place: placeName(loc), n: Math.abs(b - a) }))
  }

  // ── Investigators ──
  for (const inv of after.investigators) {
    const was = before.investigators.find((i) => i.id === inv.id)
    if (!was) continue
    investigatorLines(was, inv, investigatorName(after, inv.id), investigatorName(before, was.id), add)
  }

  // ── Allies ──
  for (const id of after.alliesBoxed) if (!before.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.boxed', { ally: allyName(id) }))
  for (const id of before.alliesBoxed) if (!after.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.unboxed', { ally: allyName(id) }))
  for (const id of before.allyDeck) if (!after.allyDeck.includes(id) && !after.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.taken', { ally: allyName(id) }))
  for (const id of after.allyDeck) if (!before.allyDeck.includes(id) && !before.alliesBoxed.includes(id)) add(`ally:${id}`, 'ally', t('board.ally.returned', { ally: allyName(id) }))

  // ── First player ──
  if (after.firstPlayer !== before.firstPlayer && after.investigators[after.firstPlayer]) {
    add('first-player', 'investigator', t('board.firstPlayer', { inv: investigatorName(after, after.investigators[after.firstPlayer].id) }))
  }
  return out
}

function investigatorLines(was: Investigator, now: Investigator, name: string, wasName: string, add: (key: string, icon: BoardIconName, text: string) => void) {
  const p = { inv: name }
  if (now.devoured && !was.devoured) add(`inv:${now.id}:devoured`, 'investigator', t('board.inv.devoured', p))
  else if (!now.devoured && was.devoured) {
    // Replaced (a new investigator, not yet on the board) or the devouring undone (back where they were).
    if (now.location === null) add(`inv:${now.id}:new`, 'investigator', t('board.inv.replaced', { inv: name, was: wasName }))
    else add(`inv:${now.id}:back`, 'investigator', t('board.inv.back', { ...p, place: placeName(now.location) }))
  } else if (now.location !== was.location) {
    if (now.location === null) add(`inv:${now.id}:at`, 'investigator', t('board.inv.off', { ...p, from: placeName(was.location) }))
    else if (was.location === null) add(`inv:${now.id}:at`, 'investigator', t('board.inv.place', { ...p, place: placeName(now.location) }))
    else add(`inv:${now.id}:at`, 'investigator', t('board.inv.move', { ...p, from: placeName(was.location), to: placeName(now.location) }))
  }
  // Sanity / Stamina tokens on the sheet, where the app tracks them (starting or stopping is no board change).
  if (now.health && was.health && !now.devoured && !was.devoured) {
    const [a, b] = [was.health, now.health]
    for (const [key, from, to] of [['sanity', a.sanity, b.sanity], ['stamina', a.stamina, b.stamina], ['maxSanity', a.maxSanity, b.maxSanity], ['maxStamina', a.maxStamina, b.maxStamina]] as const) {
      if (from !== to) add(`inv:${now.id}:${key}`, 'investigator', t(`board.inv.${key}`, { ...p, from, to }))
    }
  }
  if ((now.explored === true) !== (was.explored === true) && !now.devoured && !was.devoured) {
    add(`inv:${now.id}:explored`, 'investigator', t(now.explored ? 'board.inv.exploredAdd' : 'board.inv.exploredRemove', p))
  }
  if (now.delayed !== was.delayed && !now.devoured && !was.devoured) add(`inv:${now.id}:delayed`, 'investigator', t(now.delayed ? 'board.inv.delayed' : 'board.inv.undelayed', p))
  if (now.clues !== was.clues && !(now.devoured && !was.devoured)) {
    add(`inv:${now.id}:clues`, 'clue', t(now.clues > was.clues ? 'board.inv.cluesGain' : 'board.inv.cluesLose', { ...p, n: Math.abs(now.clues - was.clues), total: now.clues }))
  }
}

const isOffBoard = (place: string) => place === 'cup' || place === 'box' || place === 'trophy'

function keysOf<T>(a: Record<string, T> | undefined, b: Record<string, T> | undefined): string[] {
  return [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].sort()
}
