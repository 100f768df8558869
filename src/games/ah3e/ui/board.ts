import type { BoardChange, BoardIconName } from '@/shell/module'
import { TOKEN_TYPES, type TokenType } from '@/games/ah3e/data'
import { investigatorKey, unstableSpaces, type Ah3eState, type EventCard } from '@/games/ah3e/rules'
import { t } from './i18n'
import { archiveCard, hoodSubject, playerName, spaceName, tokenName } from './names'

/**
 * «Koniec fazy mitów» (the module's `boardSettles`): the players laid the round on the board with
 * that tap, so «Na planszy» is empty after it on every phone — the next round began, or first an
 * investigator who left is replaced (§1.10: asked at the round's end; the answer's own lines are
 * listed as usual).
 */
export function roundLaid(before: Ah3eState, after: Ah3eState): 'after' | null {
  if (before.phase !== 'mythos' || before.pending) return null
  return after.round > before.round || after.pending?.kind === 'new-investigator' ? 'after' : null
}

/**
 * «Na planszy» for AH3e: what the players change on the physical table to take it from one state to
 * the next (a command, an undo, a redo: always the net change, so an undo lists what to take back).
 * Made from the two states, not from the events, so an undo of several commands lists each piece
 * once, where it must end up.
 *
 * One line per component, with a key that stays the same whatever the change (the shell keeps the
 * sheet and replaces a component's line by its net change): `sheet`, `codex:<card>`,
 * `tile:<neighbourhood>`, `anomaly:<n>`, `doom:<space>`, `terror:<n>`, `terror-cards:<n>`,
 * `clues:<n>`, `event-discard`, `cup:<token>` (the players' own cup: in it and set aside as drawn),
 * `lead`, `inv:<investigator>`. `parts` names the table's components a line puts right
 * (`GameRules.physical`'s keys) where it is more than its own key.
 *
 * In the order the players work through the table: the scenario sheet's doom, the codex, then each
 * neighbourhood (its tile, anomaly, the doom on each of its spaces, its terror tokens and attached
 * terror cards, its clues), the event discard pile (its top card marks the unstable space; a gate
 * burst or an empty deck shuffles it away), the mythos cup (only when the players draw from their
 * own cup: with the app's cup there is none on the table), the lead investigator, the investigators.
 * Names stand after a colon, so the Polish needs no declined names. A game being set up counts as
 * an empty table: its lines are the whole layout; the answers to the setup's event cards list theirs
 * in the setup's order instead (`inSetupOrder`).
 *
 * Left out: the decks' order and sizes the players never count (event, terror, headline: the log
 * says what to draw and where a card goes), the round and phase.
 */
export function boardChanges(before: Ah3eState, after: Ah3eState): BoardChange[] {
  if (before === after || !before || !after || after.status === 'new') return []
  const fresh = before.status === 'new'
  const out: BoardChange[] = []
  const add = (key: string, icon: BoardIconName, text: string, parts?: string[]) => out.push(parts ? { key, icon, text, parts } : { key, icon, text })

  // ── The scenario sheet ──
  const sheet = after.sheetDoom - before.sheetDoom
  if (fresh) add('sheet', 'doom', t('board.sheet.set', { total: after.sheetDoom }))
  else if (sheet !== 0) add('sheet', 'doom', t(sheet > 0 ? 'board.sheet.add' : 'board.sheet.remove', { n: Math.abs(sheet), total: after.sheetDoom }))

  // ── The codex ──
  for (const c of after.codex) if (!before.codex.includes(c)) add(`codex:${c}`, 'card', t('board.codex.add', { card: archiveCard(c) }))
  for (const c of before.codex) if (!after.codex.includes(c)) add(`codex:${c}`, 'card', t('board.codex.remove', { card: archiveCard(c) }))

  // ── The neighbourhoods ──
  const ns = [...after.board.neighbourhoods, ...before.board.neighbourhoods.filter((n) => !after.board.neighbourhoods.includes(n))]
  for (const n of ns) {
    const hood = hoodSubject(n)
    const spaces = [...new Set([...Object.keys(after.board.spaces), ...Object.keys(before.board.spaces)].filter((sp) => (after.board.spaces[sp] ?? before.board.spaces[sp]) === n))]
    const isIn = after.board.neighbourhoods.includes(n)
    if (isIn !== before.board.neighbourhoods.includes(n)) {
      // A tile laid (setup, or a codex card adding a town) or taken away (its undo); the doom, terror,
      // clues and anomaly on it have lines of their own (a piece is always named by the same line).
      add(`tile:${n}`, 'marker', t(isIn ? 'board.tile.add' : 'board.tile.remove', { hood }))
    }
    const anomalyBefore = before.board.anomalies.includes(n)
    const anomalyAfter = after.board.anomalies.includes(n)
    if (anomalyAfter !== anomalyBefore) add(`anomaly:${n}`, 'gate', t(anomalyAfter ? 'board.anomaly.add' : 'board.anomaly.remove', { hood }))
    for (const sp of spaces) {
      const d = (after.board.doom[sp] ?? 0) - (before.board.doom[sp] ?? 0)
      if (d !== 0) add(`doom:${sp}`, 'doom', t(d > 0 ? 'board.doom.add' : 'board.doom.remove', { space: spaceName(sp), n: Math.abs(d), total: after.board.doom[sp] ?? 0 }))
    }
    const terror = (after.board.terror[n] ?? 0) - (before.board.terror[n] ?? 0)
    if (terror !== 0) add(`terror:${n}`, 'terror', t(terror > 0 ? 'board.terror.add' : 'board.terror.remove', { hood, n: Math.abs(terror), total: after.board.terror[n] ?? 0 }))
    const cards = (after.board.terrorCards[n] ?? 0) - (before.board.terrorCards[n] ?? 0)
    if (cards !== 0) add(`terror-cards:${n}`, 'card', t(terrorCardsKey(before, after, n, cards), { hood, n: Math.abs(cards), total: after.board.terrorCards[n] ?? 0 }))
    const clues = (after.board.clues[n]?.length ?? 0) - (before.board.clues[n]?.length ?? 0)
    // A clue's event card goes into the encounter deck proper, under the attached terror cards (UDW §3.6 point 5).
    const clueAdd = (after.board.terrorCards[n] ?? 0) > 0 ? 'board.clue.addUnderTerror' : 'board.clue.add'
    if (clues !== 0) add(`clues:${n}`, 'clue', t(clues > 0 ? clueAdd : 'board.clue.remove', { hood, n: Math.abs(clues), total: after.board.clues[n]?.length ?? 0 }))
  }

  // ── The event discard pile (face up: its top card marks the unstable space) ──
  const discard = discardLine(before, after, fresh)
  if (discard) add('event-discard', 'card', discard)

  // ── The mythos cup on the table (the players draw from their own) ──
  const cupBefore = !fresh && before.draws.cup === 'physical'
  const cupAfter = after.draws.cup === 'physical'
  if (cupBefore || cupAfter) {
    for (const tk of TOKEN_TYPES) {
      const text = cupLine(tk, cupBefore ? before : null, cupAfter ? after : null)
      if (text) add(`cup:${tk}`, 'token', text, [`cup:${tk}`, `cup-drawn:${tk}`])
    }
  }

  // ── The lead investigator (the mythos draws start with them) ──
  const leadOf = (s: Ah3eState) => (s.status !== 'new' && s.players.length ? s.lead : null)
  if (leadOf(after) !== leadOf(before) && after.players[after.lead]) {
    const p = after.players[after.lead]
    const who = playerName(after, after.lead)
    add('lead', 'investigator', t('board.lead.changed', { player: p.investigator && who !== p.investigator.trim() ? `${who} (${p.investigator})` : who }))
  }

  // ── Investigators ──
  const playing = (s: Ah3eState) => new Set(s.status === 'new' ? [] : s.players.flatMap((p) => (p.investigator ? [investigatorKey(p.investigator)] : [])))
  const was = playing(before)
  const is = playing(after)
  for (const p of before.players) if (p.investigator && was.has(investigatorKey(p.investigator)) && !is.has(investigatorKey(p.investigator))) add(`inv:${investigatorKey(p.investigator)}`, 'investigator', t('board.investigator.out', { investigator: p.investigator }))
  for (const p of after.players) {
    if (p.investigator && !was.has(investigatorKey(p.investigator))) add(`inv:${investigatorKey(p.investigator)}`, 'investigator', t('board.investigator.in', { investigator: p.investigator, space: spaceName(after.startSpace) }))
  }
  return answersSetup(before) ? inSetupOrder(out) : out
}

/** The change answers one of the setup's questions (its event cards: step 11 of the setup). */
const answersSetup = (s: Ah3eState): boolean => {
  const p = s.pending
  return !!p && 'source' in p && (p.source.startsWith('setup/') || p.source.startsWith('inevitable/'))
}

/**
 * The setup's step 11 in its own order (supplement 004 §5, 11a–d): the starting clues, the starting
 * doom, the one spread doom (its card face up on the discard pile), then the codex and the sheet,
 * not neighbourhood by neighbourhood: the answer to the last clue card also places the starting
 * doom, and a Northside doom line had come before the Downtown clue (review ah3e-cults #13).
 */
function inSetupOrder(out: BoardChange[]): BoardChange[] {
  const rank = (key: string) => (key.startsWith('clues:') ? 1 : key.startsWith('doom:') ? 2 : key === 'event-discard' ? 3 : key.startsWith('codex:') ? 4 : key === 'sheet' ? 5 : 0)
  return out.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c.key) - rank(b.c.key) || a.i - b.i).map((x) => x.c)
}

/**
 * The attached terror cards' line: cards attached from the top of the terror deck (spread terror)
 * or put back there (its undo); a card taken off by a terror encounter goes face down to the bottom
 * of the terror deck (UDW §3.6 step 3), and the encounter's undo takes it back from there.
 */
function terrorCardsKey(before: Ah3eState, after: Ah3eState, n: string, cards: number): string {
  const met = (s: Ah3eState) => s.phaseEncounters.filter((e) => e.neighbourhood === n).length
  const encounters = met(after) - met(before)
  if (cards < 0 && encounters === -cards) return 'board.terrorCards.encountered'
  if (cards > 0 && encounters === -cards) return 'board.terrorCards.back'
  return cards > 0 ? 'board.terrorCards.add' : 'board.terrorCards.remove'
}

/** The unstable space(s) as a list of names. */
const unstable = (s: Ah3eState) => unstableSpaces(s).map(spaceName).join(', ')

/**
 * The event discard pile's line: cards put on it face up (a spread doom, a gathered clue, a discard)
 * or taken off it, or the pile shuffled away — with a gate burst's card onto the bottom of the event
 * deck (supplement §2 «Gate Burst»: the card and the whole discard pile, shuffled; §3.5: the start
 * space is then unstable), or as the new deck when the deck ran out (rulebook «Talia wydarzeń»,
 * l.541–555) — or, undone, laid out again.
 */
function discardLine(before: Ah3eState, after: Ah3eState, fresh: boolean): string | null {
  const was = fresh ? [] : before.eventDiscard
  const is = after.eventDiscard
  const now = { total: is.length, unstable: unstable(after) }
  if (fresh) return t('board.discard.set', now)
  const shuffled = after.pileShuffles - before.pileShuffles
  if (shuffled > 0) {
    const away = t(before.eventDeck.length === 0 ? 'board.discard.newDeck' : was.length ? 'board.discard.under' : 'board.discard.underAlone', { n: was.length })
    return `${away} ${is.length ? t('board.discard.then', now) : t('board.discard.empty', now)}`
  }
  if (shuffled < 0) return t('board.discard.restore', now)
  const same = (a: EventCard, b: EventCard | undefined) => !!b && a.id === b.id && isDeepEqualFacts(a, b)
  const common = was.findIndex((c, i) => !same(c, is[i]))
  const kept = common < 0 ? was.length : common
  if (kept === was.length && is.length > was.length) return t('board.discard.add', { ...now, n: is.length - was.length })
  if (kept === is.length && was.length > is.length) return t('board.discard.remove', { ...now, n: was.length - is.length })
  if (kept === was.length && kept === is.length) return null
  return t('board.discard.set', now)
}

const isDeepEqualFacts = (a: EventCard, b: EventCard) => JSON.stringify(a.facts) === JSON.stringify(b.facts)

/**
 * One token type of the players' own cup: what moved (drawn and set aside, back into the cup, added
 * from the box, taken out), with where it stands now; the whole cup laid out when the players take
 * over the draws, put away when the app does. Null when nothing of this type moved.
 */
function cupLine(tk: TokenType, before: Ah3eState | null, after: Ah3eState | null): string | null {
  const token = tokenName(tk)
  if (!before && after) {
    const cup = after.mythos.cup[tk]
    const drawn = after.mythos.drawn[tk]
    return cup + drawn > 0 ? t('board.cup.layOut', { token, cup, drawn }) : null
  }
  if (before && !after) return before.mythos.cup[tk] + before.mythos.drawn[tk] > 0 ? t('board.cup.putAway', { token }) : null
  if (!before || !after) return null
  let dc = after.mythos.cup[tk] - before.mythos.cup[tk]
  let dd = after.mythos.drawn[tk] - before.mythos.drawn[tk]
  if (dc === 0 && dd === 0) return null
  const acts: string[] = []
  const drew = dc < 0 && dd > 0 ? Math.min(-dc, dd) : 0
  const back = dc > 0 && dd < 0 ? Math.min(dc, -dd) : 0
  if (drew) acts.push(t('board.cup.drew', { n: drew }))
  if (back) acts.push(t('board.cup.back', { n: back }))
  dc += drew - back
  dd += back - drew
  if (dc > 0) acts.push(t('board.cup.in', { n: dc }))
  if (dc < 0) acts.push(t('board.cup.out', { n: -dc }))
  if (dd > 0) acts.push(t('board.cup.toDrawn', { n: dd }))
  if (dd < 0) acts.push(t('board.cup.fromDrawn', { n: -dd }))
  return t('board.cup.line', { token, acts: acts.join(', '), cup: after.mythos.cup[tk], drawn: after.mythos.drawn[tk] })
}
