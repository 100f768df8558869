import type { BoardChange, BoardIconName } from '@/shell/module'
import type { ItemKind } from '@/games/elder-sign/data'
import {
  DIE_IDS, colourOf, type AdventureDeck, type DieId, type EsState, type InvestigatorState, type Lock, type MonsterInPlay, type MonsterSpot, type MonsterToken,
  type MythosInPlay, type SpellInPlay,
} from '@/games/elder-sign/rules'
import { t } from './i18n'
import { adventureFinder, adventureLabel, cap, dieOfColour, dieOfColourAcc, faceName, investigatorName, itemDeck, mythosName, placeIn, placeName, playerName } from './names'

/**
 * «On the board» for Elder Sign: what the players change on the physical table to take it from one
 * state to the next (a command, an undo, a redo: always the net change, so an undo lists what to
 * take back). Made from the two states, not from the events, so that an undo of several commands
 * lists each piece once, where it must end up.
 *
 * Every line starts with where on the table (the doom track, the clock, a card, a monster token, an
 * investigator) and says what to do there; names stand after a colon or in quotes, so the Polish
 * needs no declined names. Lines come in the order a player works through the table: the Ancient
 * One's sheet, the clock, the Mythos card, the adventures, the monsters, the locked and held dice,
 * the Spells in play, the investigators.
 *
 * What has no physical piece is left out: dice being rolled during an attempt (the player has them
 * in hand), the attempt's bookkeeping, maximum Sanity/Stamina (printed on the card), once-per-day
 * abilities, the deck order the app keeps, the setup (its checklist says it).
 */
export function boardChanges(before: EsState, after: EsState): BoardChange[] {
  if (before === after || !before || !after || before.status === 'new' || after.status === 'new') return []
  const out: BoardChange[] = []
  const add: Add = (key, icon, text, detail, parts) => out.push({ key, icon, text, ...(detail ? { detail } : {}), ...(parts ? { parts } : {}) })
  const c = context(before, after)

  // ── The Ancient One's sheet ──
  if (after.doom !== before.doom) {
    const n = Math.abs(after.doom - before.doom)
    add('doom', 'doom', t(after.doom > before.doom ? 'board.doom.add' : 'board.doom.remove', { n, total: after.doom }))
  }
  if (after.elderSigns !== before.elderSigns) {
    const n = Math.abs(after.elderSigns - before.elderSigns)
    const limit = after.ancientOne?.elderSignLimit ?? before.ancientOne?.elderSignLimit ?? '?'
    add('elder-signs', 'seal', t(after.elderSigns > before.elderSigns ? 'board.elderSigns.add' : 'board.elderSigns.remove', { n, total: after.elderSigns, limit }))
  }

  // ── The clock ──
  if (after.clock !== before.clock) add('clock', 'clock', after.clock === 'XII' ? t('board.clock.midnight') : t('board.clock', { to: after.clock }))

  // ── Mythos cards in play (the current one and those whose effect lasts) ──
  mythosLines(c, add)

  // ── Adventures: in play, in trophy piles, in the decks ──
  adventureLines(c, add)

  // ── Monster tokens: on the cards, in trophy piles, in the cup ──
  monsterLines(c, add)

  // ── Dice that stay on the table: locked, held by a Spell, out of the game; then the Spells ──
  diceAndSpellLines(c, add)

  // ── Investigators ──
  investigatorLines(c, add)
  return out
}

/**
 * One line: `key` names the component it is about (the same whatever the change: the sheet keeps one
 * line per key and replaces it by the net change), `parts` the table's components it puts right
 * (`GameRules.physical` keys) when more than its own key.
 */
type Add = (key: string, icon: BoardIconName, text: string, detail?: string, parts?: readonly string[]) => void
type Holder = { inv: InvestigatorState; player: number }

interface Ctx {
  before: EsState
  after: EsState
  /** Investigators in play, by id. */
  invs: [Map<string, Holder>, Map<string, Holder>]
  /** Investigators who left the table in this change (devoured, or taken back): one line says it all. */
  leaving: Set<string>
  /** Lines about trophy piles (not about cards or tokens in play), said with their investigator. */
  trophies: Map<string, BoardChange[]>
  /** Spell cards an investigator laid out (cast) less those taken back (an undo), per caster (see `diceAndSpellLines`). */
  spellsCast: Map<string, number>
}

function context(before: EsState, after: EsState): Ctx {
  const invsOf = (s: EsState) => new Map(s.players.flatMap((p, player): [string, Holder][] => (p.investigator ? [[p.investigator.id, { inv: p.investigator, player }]] : [])))
  const invs: Ctx['invs'] = [invsOf(before), invsOf(after)]
  const leaving = new Set([...invs[0].keys()].filter((id) => !invs[1].has(id)))
  return { before, after, invs, leaving, trophies: new Map(), spellsCast: new Map() }
}

const invName = (id: string) => investigatorName(id)

function trophyLine(c: Ctx, inv: string, line: BoardChange) {
  const list = c.trophies.get(inv) ?? []
  list.push(line)
  c.trophies.set(inv, list)
}

// ---------------------------------------------------------------------------------------------
// Places, as nominative labels that start a line.

function deckOf(c: Ctx, card: string): AdventureDeck {
  for (const s of [c.after, c.before]) {
    const a = s.adventures.find((x) => x.card === card)
    if (a) return a.deck
    if (s.otherWorldDeck.includes(card)) return 'other-world'
    if (s.adventureDeck.includes(card)) return 'adventure'
    for (const p of s.players) for (const tr of p.investigator?.trophies ?? []) if (tr.kind === 'adventure' && tr.card === card) return tr.deck
  }
  return 'adventure'
}

const adventurePlace = (c: Ctx, card: string) => t(deckOf(c, card) === 'other-world' ? 'board.place.otherWorld' : 'board.place.adventure', { card: adventureLabel(card) })
const deckText = (deck: AdventureDeck) => t(`board.deck.${deck}`)

/** A monster token by the name the players typed and the app's number: «„Kultysta” (nr 3)», «nr 3». */
function monsterText(token: Pick<MonsterToken, 'id' | 'name'>): string {
  const n = Number(/^m(\d+)$/.exec(token.id)?.[1] ?? NaN)
  const num = Number.isNaN(n) ? 0 : n
  return token.name ? t('board.monster.named', { name: token.name, n: num }) : t('board.monster.unnamed', { n: num })
}

function findToken(c: Ctx, id: string): MonsterToken | null {
  for (const s of [c.after, c.before]) {
    const m = s.monsters.find((x) => x.id === id)
    if (m) return m
    for (const p of s.players) for (const tr of p.investigator?.trophies ?? []) if (tr.kind === 'monster' && tr.token.id === id) return tr.token
  }
  return null
}

function findMythos(c: Ctx, id: string): MythosInPlay | null {
  for (const s of [c.after, c.before]) {
    for (const m of [s.mythos, ...s.persistingMythos]) if (m?.id === id) return m
  }
  return null
}

const mythosPlace = (m: MythosInPlay | null, id: string) => t('board.place.mythos', { card: mythosName(m?.card.title, id) })

function lockPlace(c: Ctx, lock: Lock): string {
  const by = lock.by
  switch (by.kind) {
    case 'adventure': return adventurePlace(c, by.card)
    case 'monster': return t('board.place.monster', { monster: monsterText(findToken(c, by.token) ?? { id: by.token, name: null }) })
    case 'mythos': return mythosPlace(findMythos(c, by.mythos), by.mythos)
    case 'other': return by.label ? t('board.place.other', { label: by.label }) : t('board.place.otherCard')
  }
}

/**
 * Two locks on one physical piece: the same place, or the Mythos card in play replaced by one of
 * the same title (an untitled card is named by its number, which the replacement changes).
 */
function samePiece(c: Ctx, x: Lock, y: Lock): boolean {
  if (lockPlace(c, x) === lockPlace(c, y)) return true
  if (x.by.kind !== 'mythos' || y.by.kind !== 'mythos') return false
  const [m, n] = [c.before.mythos, c.after.mythos]
  return !!m && !!n && m.id === x.by.mythos && n.id === y.by.mythos && c.before.mythosDrawn === c.after.mythosDrawn && (m.card.title ?? '') === (n.card.title ?? '')
}

const spellPlace = (spell: SpellInPlay) => t('board.place.spell', { inv: invName(spell.caster) })

function spotText(spot: MonsterSpot): string {
  if (spot.kind === 'frame') return t('board.spot.frame', { n: spot.task + 1 })
  if (spot.kind === 'empty') return t('board.spot.empty')
  return t('board.spot.under')
}

// ---------------------------------------------------------------------------------------------

function mythosLines(c: Ctx, add: Add) {
  const { before, after } = c
  const inPlay = (s: EsState) => [s.mythos, ...s.persistingMythos].filter((m): m is MythosInPlay => !!m)
  const [was, now] = [inPlay(before), inPlay(after)]
  // The card in play replaced by hand (or that undone): no card was drawn, so the one on the table
  // is swapped for the other, wherever the wrong one came from. The same title is the same
  // physical card whose facts were typed wrong: nothing to swap.
  // The Mythos cards lie together: each line puts the lot right (the card face up, those kept beside it).
  const area = ['mythos', ...new Set([...before.persistingMythos, ...after.persistingMythos].map((m) => `mythos-kept:${m.id}`))]
  const swap = before.mythos && after.mythos && before.mythos.id !== after.mythos.id && before.mythosDrawn === after.mythosDrawn ? { from: before.mythos, to: after.mythos } : null
  if (swap && (swap.from.card.title ?? '') !== (swap.to.card.title ?? '')) {
    add('mythos', 'card', t('board.mythos.replace', { place: mythosPlace(swap.from, swap.from.id), card: mythosName(swap.to.card.title, swap.to.id) }), undefined, area)
  }
  const swapped = (m: MythosInPlay) => !!swap && (m.id === swap.from.id || m.id === swap.to.id)
  // A card numbered from the counter on was drawn in this change; one the counter no longer reaches
  // is undrawn (an undo): back on top of the deck. Otherwise it goes to or comes back from the bottom.
  const number = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? NaN)
  for (const m of was) {
    if (now.some((x) => x.id === m.id) || swapped(m)) continue
    add(`mythos:${m.id}`, 'card', t(number(m.id) >= after.next.mythos ? 'board.mythos.undraw' : 'board.mythos.discard', { place: mythosPlace(m, m.id) }), undefined, area)
  }
  for (const m of now) {
    if (swapped(m)) continue
    if (!was.some((x) => x.id === m.id)) add(`mythos:${m.id}`, 'card', t(number(m.id) >= before.next.mythos ? 'board.mythos.draw' : 'board.mythos.restore', { place: mythosPlace(m, m.id) }), undefined, area)
    else if (before.mythos?.id === m.id && after.persistingMythos.some((x) => x.id === m.id)) add(`mythos:${m.id}`, 'card', t('board.mythos.persists', { place: mythosPlace(m, m.id) }), undefined, area)
  }
}

// ---------------------------------------------------------------------------------------------

type AdvLoc = { at: 'play'; slot: number | null } | { at: 'trophy'; inv: string } | { at: 'deck'; back: boolean } | { at: 'none' }

function advLoc(s: EsState, card: string): AdvLoc {
  const a = s.adventures.find((x) => x.card === card)
  if (a) return { at: 'play', slot: a.slot }
  for (const p of s.players) {
    const inv = p.investigator
    if (inv?.trophies.some((tr) => tr.kind === 'adventure' && tr.card === card)) return { at: 'trophy', inv: inv.id }
  }
  for (const deck of [s.adventureDeck, s.otherWorldDeck]) {
    const i = deck.indexOf(card)
    // On top of a deck it was just taken from (an undo of a deal); anywhere else it went to the bottom.
    if (i >= 0) return { at: 'deck', back: i === 0 && deck.length > 1 }
  }
  return { at: 'none' }
}

const cardsOf = (s: EsState) => [
  ...s.adventures.map((a) => a.card),
  ...s.players.flatMap((p) => (p.investigator?.trophies ?? []).flatMap((tr) => (tr.kind === 'adventure' ? [tr.card] : []))),
]

function adventureLines(c: Ctx, add: Add) {
  const { before, after } = c
  const cards = [...new Set([...cardsOf(before), ...cardsOf(after)])]
  const leaving: BoardChange[] = []
  const entering: BoardChange[] = []
  for (const card of cards) {
    const [a, b] = [advLoc(before, card), advLoc(after, card)]
    if (a.at === b.at && (a.at !== 'trophy' || a.inv === (b as { inv: string }).inv)) continue
    const place = adventurePlace(c, card)
    const deck = deckText(deckOf(c, card))
    const key = `adventure:${card}`
    if (a.at === 'play') {
      if (b.at === 'trophy') leaving.push({ key, icon: 'trophy', text: t('board.adventure.toTrophy', { place, inv: invName(b.inv) }) })
      else leaving.push({ key, icon: 'card', text: t(b.at === 'deck' && b.back ? 'board.adventure.backToDeck' : 'board.adventure.toDeck', { place, deck }) })
    } else if (b.at === 'play') {
      if (a.at === 'trophy') entering.push({ key, icon: 'card', text: t('board.adventure.fromTrophy', { place, inv: invName(a.inv) }) })
      else {
        // Into the place a card just left: say which, so it goes where the players expect.
        const was = b.slot === null ? undefined : before.adventures.find((x) => x.slot === b.slot && !after.adventures.some((y) => y.card === x.card))
        const text = deckOf(c, card) === 'other-world'
          ? t('board.adventure.dealOtherWorld', { place, deck })
          : was ? t('board.adventure.dealFor', { place, deck, was: adventureLabel(was.card) }) : t('board.adventure.deal', { place, deck })
        // The card to deal is named by its English title: say how to find it on the table.
        entering.push({ key, icon: 'card', text, detail: adventureFinder(card) })
      }
    } else if (a.at === 'trophy') {
      // A devoured investigator's trophies go with the one line that says so.
      if (c.leaving.has(a.inv)) continue
      if (b.at === 'trophy') trophyLine(c, b.inv, { key, icon: 'trophy', text: t('board.trophy.cardMove', { card: adventureLabel(card), from: invName(a.inv), to: invName(b.inv) }) })
      else trophyLine(c, a.inv, { key, icon: 'trophy', text: t('board.trophy.cardToDeck', { inv: invName(a.inv), card: adventureLabel(card), deck }) })
    } else if (b.at === 'trophy') {
      trophyLine(c, b.inv, { key, icon: 'trophy', text: t('board.trophy.cardFromDeck', { inv: invName(b.inv), card: adventureLabel(card), deck }) })
    }
  }
  for (const l of [...leaving, ...entering]) add(l.key, l.icon, l.text, l.detail)
}

// ---------------------------------------------------------------------------------------------

type MonLoc = { at: 'play'; m: MonsterInPlay } | { at: 'trophy'; inv: string } | { at: 'cup' }

function monLoc(s: EsState, id: string): MonLoc {
  const m = s.monsters.find((x) => x.id === id)
  if (m) return { at: 'play', m }
  for (const p of s.players) {
    const inv = p.investigator
    if (inv?.trophies.some((tr) => tr.kind === 'monster' && tr.token.id === id)) return { at: 'trophy', inv: inv.id }
  }
  return { at: 'cup' }
}

const tokensOf = (s: EsState) => [
  ...s.monsters.map((m) => m.id),
  ...s.players.flatMap((p) => (p.investigator?.trophies ?? []).flatMap((tr) => (tr.kind === 'monster' ? [tr.token.id] : []))),
]

function monsterLines(c: Ctx, add: Add) {
  const { before, after } = c
  const ids = [...new Set([...tokensOf(before), ...tokensOf(after)])].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1)) || x.localeCompare(y))
  const off: BoardChange[] = []
  const on: BoardChange[] = []
  for (const id of ids) {
    const [a, b] = [monLoc(before, id), monLoc(after, id)]
    const token = findToken(c, id)
    const monster = monsterText(token ?? { id, name: null })
    const key = `monster:${id}`
    // A token that leaves or comes onto a card takes its face with it (face down: defeated).
    const parts = [key, `monster-flip:${id}`]
    if (a.at === 'play' && b.at === 'play') {
      if (a.m.defeated !== b.m.defeated) off.push({ key: `monster-flip:${id}`, icon: 'monster', text: t(b.m.defeated ? 'board.monster.defeated' : 'board.monster.undefeated', { place: adventurePlace(c, b.m.card), monster }) })
      continue
    }
    if (a.at === b.at && (a.at !== 'trophy' || a.inv === (b as { inv: string }).inv)) continue
    if (a.at === 'play') {
      const place = adventurePlace(c, a.m.card)
      off.push(b.at === 'trophy'
        ? { key, icon: 'trophy', text: t('board.monster.toTrophy', { place, monster, inv: invName(b.inv) }), parts }
        : { key, icon: 'monster', text: t('board.monster.toCup', { place, monster }), parts })
    } else if (b.at === 'play') {
      const p = { place: adventurePlace(c, b.m.card), monster, spot: spotText(b.m.spot) }
      on.push(a.at === 'trophy'
        ? { key, icon: 'monster', text: t('board.monster.fromTrophy', { ...p, inv: invName(a.inv) }), parts }
        : { key, icon: 'monster', text: t('board.monster.place', p), parts })
    } else if (a.at === 'trophy') {
      if (c.leaving.has(a.inv)) continue
      if (b.at === 'trophy') trophyLine(c, b.inv, { key, icon: 'trophy', text: t('board.trophy.monsterMove', { monster, from: invName(a.inv), to: invName(b.inv) }) })
      else trophyLine(c, a.inv, { key, icon: 'trophy', text: t('board.trophy.monsterToCup', { inv: invName(a.inv), monster }) })
    } else if (b.at === 'trophy') {
      trophyLine(c, b.inv, { key, icon: 'trophy', text: t('board.trophy.monsterFromCup', { inv: invName(b.inv), monster }) })
    }
  }
  // Off the cards first (it frees the monster tasks), then the new ones.
  for (const l of [...off, ...on]) add(l.key, l.icon, l.text, l.detail, l.parts)
}

// ---------------------------------------------------------------------------------------------

type DieLoc = { at: 'idle' } | { at: 'lock'; lock: Lock } | { at: 'spell'; spell: SpellInPlay } | { at: 'removed' }

/**
 * Where a die is on the table. Dice in an attempt (rolled, on a task, set aside, focused, assisted)
 * are in the player's hands: idle for the table. A locked die borrowed for a roll (Sister Mary)
 * still belongs on its card.
 */
function dieLoc(s: EsState, die: DieId): DieLoc {
  const p = s.dice[die]
  if (p.at === 'removed') return { at: 'removed' }
  if (p.at === 'spell') {
    const spell = s.spells.find((x) => x.id === p.spell)
    if (spell) return { at: 'spell', spell }
  }
  const lock = p.at === 'locked' ? s.locks.find((l) => l.id === p.lock) : s.locks.find((l) => l.die === die)
  return lock ? { at: 'lock', lock } : { at: 'idle' }
}

const sameLoc = (a: DieLoc, b: DieLoc) =>
  a.at === b.at && (a.at !== 'lock' || a.lock.id === (b as { lock: Lock }).lock.id) && (a.at !== 'spell' || a.spell.id === (b as { spell: SpellInPlay }).spell.id)

const faceOf = (s: EsState, die: DieId) => {
  const p = s.dice[die]
  return 'face' in p ? faceName(p.face) : ''
}

function diceAndSpellLines(c: Ctx, add: Add) {
  const { before, after } = c
  const spellIds = (s: EsState) => new Set(s.spells.map((x) => x.id))
  const [wasSpells, nowSpells] = [spellIds(before), spellIds(after)]
  const newSpells = after.spells.filter((x) => !wasSpells.has(x.id))
  const goneSpells = before.spells.filter((x) => !nowSpells.has(x.id))

  for (const die of DIE_IDS) {
    const [a, b] = [dieLoc(before, die), dieLoc(after, die)]
    if (sameLoc(a, b)) continue
    // Held by another lock on the same piece (a Mythos card whose facts were corrected): it stays put.
    if (a.at === 'lock' && b.at === 'lock' && samePiece(c, a.lock, b.lock)) continue
    const key = `die:${die}`
    const acc = dieOfColourAcc(colourOf(die))
    const lockText = (lock: Lock) => t(lock.by.kind === 'monster' ? 'board.die.lockToken' : 'board.die.lockCard', { place: lockPlace(c, lock), die: acc })
    // A Spell cast or discarded in this change says what happens to its dice.
    if (a.at === 'idle' && b.at === 'spell' && !wasSpells.has(b.spell.id)) continue
    if (a.at === 'spell' && b.at === 'idle' && !nowSpells.has(a.spell.id)) continue
    let text: string
    if ((a.at === 'idle' || a.at === 'removed') && b.at === 'lock') text = lockText(b.lock)
    else if (a.at === 'lock' && b.at === 'idle') text = t('board.die.unlock', { place: lockPlace(c, a.lock), die: acc })
    else if ((a.at === 'lock' || a.at === 'spell') && b.at === 'removed') text = t('board.die.removeFrom', { place: a.at === 'lock' ? lockPlace(c, a.lock) : spellPlace(a.spell), die: acc })
    else if (a.at === 'idle' && b.at === 'removed') text = t('board.die.remove', { die: cap(dieOfColour(colourOf(die))) })
    else if (a.at === 'removed' && b.at === 'idle') text = t('board.die.unremove', { die: cap(dieOfColour(colourOf(die))) })
    else if (a.at === 'spell' && b.at === 'idle') text = t('board.die.spellRelease', { place: spellPlace(a.spell), die: acc })
    else if (a.at === 'idle' && b.at === 'spell') text = t('board.die.spellHold', { place: spellPlace(b.spell), die: acc, face: faceOf(after, die) })
    else {
      const label = (l: DieLoc) =>
        l.at === 'lock' ? lockPlace(c, l.lock) : l.at === 'spell' ? spellPlace(l.spell) : l.at === 'removed' ? t('board.place.box') : t('board.place.idle')
      text = t('board.die.move', { die: cap(dieOfColour(colourOf(die))), from: label(a), to: label(b) })
    }
    add(key, 'dice', text)
  }

  // Spell cards: from or back to the caster's cards, or from or to the bottom of the Spell deck.
  const handDelta = (id: string) => {
    const [x, y] = [c.invs[0].get(id)?.inv, c.invs[1].get(id)?.inv]
    return x && y ? y.items.spell - x.items.spell : 0
  }
  const casters = [...new Set([...newSpells, ...goneSpells].map((x) => x.caster))]
  for (const caster of casters) {
    const d = handDelta(caster)
    const cast = newSpells.filter((x) => x.caster === caster)
    const gone = goneSpells.filter((x) => x.caster === caster)
    const fromHand = Math.min(cast.length, Math.max(0, -d))
    const toHand = Math.min(gone.length, Math.max(0, d))
    c.spellsCast.set(caster, fromHand - toHand)
    // A Spell's line says what happens to its dice, and to the card in its caster's hand.
    const partsOf = (sp: SpellInPlay, s: EsState, hand: boolean) => [
      `spell:${sp.id}`,
      ...DIE_IDS.filter((x) => { const p = s.dice[x]; return p.at === 'spell' && p.spell === sp.id }).map((x) => `die:${x}`),
      ...(hand ? [`inv:${sp.caster}:spell`] : []),
    ]
    gone.forEach((sp, i) => add(`spell:${sp.id}`, 'card', t(i < toHand ? 'board.spell.uncast' : 'board.spell.discard', { place: spellPlace(sp) }), undefined, partsOf(sp, before, i < toHand)))
    cast.forEach((sp, i) => {
      const dice = DIE_IDS.filter((x) => { const p = after.dice[x]; return p.at === 'spell' && p.spell === sp.id })
        .map((x) => t('board.spell.die', { die: dieOfColourAcc(colourOf(x)), face: faceOf(after, x) }))
        .join(', ')
      add(`spell:${sp.id}`, 'card', t(i < fromHand ? 'board.spell.cast' : 'board.spell.restore', { place: spellPlace(sp), dice }), undefined, partsOf(sp, after, i < fromHand))
    })
  }
}

// ---------------------------------------------------------------------------------------------

const ITEMS: readonly ItemKind[] = ['commonItem', 'uniqueItem', 'spell', 'ally']

function investigatorLines(c: Ctx, add: Add) {
  const { before, after } = c
  for (const id of c.leaving) {
    const { inv, player } = c.invs[0].get(id)!
    const devoured = after.players[player]?.devoured.includes(id)
    // The one line says it all: the card, the marker, the tokens, the cards held and the trophies.
    const parts = [
      `inv:${id}`, `inv:${id}:at`, `inv:${id}:sanity`, `inv:${id}:stamina`, `inv:${id}:clues`, ...ITEMS.map((k) => `inv:${id}:${k}`),
      ...inv.trophies.map((tr) => (tr.kind === 'adventure' ? `adventure:${tr.card}` : `monster:${tr.token.id}`)),
    ]
    add(`inv:${id}`, 'investigator', t(devoured ? 'board.inv.devoured' : 'board.inv.removed', { inv: invName(id) }), undefined, parts)
  }
  for (const [id, { inv, player }] of c.invs[1]) {
    const was = c.invs[0].get(id)?.inv ?? null
    const p = { inv: invName(id) }
    if (!was) {
      const back = before.players[player]?.devoured.includes(id)
      // The card comes with its tracks and cards (each said by its own line when there are any).
      const parts = [`inv:${id}`, `inv:${id}:sanity`, `inv:${id}:stamina`, `inv:${id}:clues`, ...ITEMS.map((k) => `inv:${id}:${k}`)]
      add(`inv:${id}`, 'investigator', back ? t('board.inv.back', p) : t('board.inv.new', { ...p, player: playerName(after, player) }), undefined, parts)
      add(`inv:${id}:at`, 'investigator', t('board.inv.place', { ...p, placeIn: placeIn(inv.at) }))
    } else if (was.at !== inv.at) {
      add(`inv:${id}:at`, 'investigator', t('board.inv.move', { ...p, from: placeName(was.at), to: placeName(inv.at) }))
    }
    const zero = { sanity: 0, stamina: 0, clues: 0 }
    const from = was ?? zero
    for (const [stat, icon] of [['sanity', 'sanity'], ['stamina', 'health'], ['clues', 'clue']] as const) {
      const [x, y] = [from[stat], inv[stat]]
      if (x !== y) add(`inv:${id}:${stat}`, icon, t(`board.inv.${stat}.${y > x ? 'gain' : 'lose'}`, { ...p, n: Math.abs(y - x), total: y }))
    }
    for (const item of ITEMS) {
      // Spell cards laid out with dice (or taken back) are said by the Spell's own line.
      const [x, y] = [(was?.items[item] ?? 0) - (item === 'spell' ? c.spellsCast.get(id) ?? 0 : 0), inv.items[item]]
      if (x === y) continue
      add(`inv:${id}:${item}`, item === 'ally' ? 'ally' : 'card', t(y > x ? 'board.inv.items.gain' : 'board.inv.items.lose', { ...p, n: Math.abs(y - x), total: y, deck: itemDeck(item) }))
    }
    for (const l of c.trophies.get(id) ?? []) add(l.key, l.icon, l.text, l.detail)
  }
}
