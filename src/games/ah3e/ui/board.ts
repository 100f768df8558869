import type { BoardChange, BoardIconName } from '@/shell/module'
import { TOKEN_TYPES } from '@/games/ah3e/data'
import { investigatorKey, type Ah3eState } from '@/games/ah3e/rules'
import { t } from './i18n'
import { archiveCard, neighbourhoodName, spaceName, tokenName } from './names'

/**
 * «Na planszy» for AH3e: what the players change on the physical table to take it from one state to
 * the next (a command, an undo, a redo: always the net change, so an undo lists what to take back).
 * Made from the two states, not from the events, so an undo of several commands lists each piece
 * once, where it must end up.
 *
 * In the order the players work through the table: the scenario sheet's doom, the codex, then each
 * neighbourhood (its anomaly, the doom on each of its spaces, its terror tokens and attached terror
 * cards, its clues), the mythos cup (only when the players draw from their own cup: with the app's
 * cup there is none on the table), the lead investigator, the investigators. Names stand after a colon, so the Polish
 * needs no declined names.
 *
 * Left out: the event deck's order and face-up pile, the headline deck (the players read and
 * discard those cards as the log tells them), the round and phase.
 */
export function boardChanges(before: Ah3eState, after: Ah3eState): BoardChange[] {
  if (before === after || !before || !after || before.status === 'new' || after.status === 'new') return []
  const out: BoardChange[] = []
  const add = (key: string, icon: BoardIconName, text: string) => out.push({ key, icon, text })

  // ── The scenario sheet ──
  const sheet = after.sheetDoom - before.sheetDoom
  if (sheet !== 0) add('sheet', 'doom', t(sheet > 0 ? 'board.sheet.add' : 'board.sheet.remove', { n: Math.abs(sheet), total: after.sheetDoom }))

  // ── The codex ──
  for (const c of after.codex) if (!before.codex.includes(c)) add(`codex:${c}`, 'card', t('board.codex.add', { card: archiveCard(c) }))
  for (const c of before.codex) if (!after.codex.includes(c)) add(`codex:${c}`, 'card', t('board.codex.remove', { card: archiveCard(c) }))

  // ── The neighbourhoods ──
  const ns = [...after.board.neighbourhoods, ...before.board.neighbourhoods.filter((n) => !after.board.neighbourhoods.includes(n))]
  for (const n of ns) {
    const name = neighbourhoodName(n)
    const anomalyBefore = before.board.anomalies.includes(n)
    const anomalyAfter = after.board.anomalies.includes(n)
    if (anomalyAfter !== anomalyBefore) add(`anomaly:${n}`, 'gate', t(anomalyAfter ? 'board.anomaly.add' : 'board.anomaly.remove', { neighbourhood: name }))
    const spaces = new Set([...Object.keys(after.board.spaces), ...Object.keys(before.board.spaces)].filter((sp) => (after.board.spaces[sp] ?? before.board.spaces[sp]) === n))
    for (const sp of spaces) {
      const d = (after.board.doom[sp] ?? 0) - (before.board.doom[sp] ?? 0)
      if (d !== 0) add(`doom:${sp}`, 'doom', t(d > 0 ? 'board.doom.add' : 'board.doom.remove', { space: spaceName(sp), n: Math.abs(d), total: after.board.doom[sp] ?? 0 }))
    }
    const terror = (after.board.terror[n] ?? 0) - (before.board.terror[n] ?? 0)
    if (terror !== 0) add(`terror:${n}`, 'terror', t(terror > 0 ? 'board.terror.add' : 'board.terror.remove', { neighbourhood: name, n: Math.abs(terror), total: after.board.terror[n] ?? 0 }))
    const cards = (after.board.terrorCards[n] ?? 0) - (before.board.terrorCards[n] ?? 0)
    if (cards !== 0) add(`terror-cards:${n}`, 'card', t(cards > 0 ? 'board.terrorCards.add' : 'board.terrorCards.remove', { neighbourhood: name, n: Math.abs(cards), total: after.board.terrorCards[n] ?? 0 }))
    const clues = (after.board.clues[n]?.length ?? 0) - (before.board.clues[n]?.length ?? 0)
    if (clues !== 0) add(`clues:${n}`, 'clue', t(clues > 0 ? 'board.clue.add' : 'board.clue.remove', { neighbourhood: name, n: Math.abs(clues), total: after.board.clues[n]?.length ?? 0 }))
  }

  // ── The mythos cup on the table (the players draw from their own) ──
  if (after.draws.cup === 'physical') {
    for (const tk of TOKEN_TYPES) {
      const cup = after.mythos.cup[tk] - before.mythos.cup[tk]
      const drawn = after.mythos.drawn[tk] - before.mythos.drawn[tk]
      const removed = after.mythos.removed[tk] - before.mythos.removed[tk]
      const name = tokenName(tk)
      // A token the players drew is already in their hand: nothing to say. Anything else moved.
      if (cup > 0) add(`cup-in:${tk}`, 'token', t('board.cup.in', { token: name, n: cup }))
      if (cup < 0 && drawn < -cup) add(`cup-out:${tk}`, 'token', t('board.cup.out', { token: name, n: -cup - Math.max(0, drawn) }))
      if (removed > 0) add(`cup-box:${tk}`, 'token', t('board.cup.box', { token: name, n: removed }))
      if (drawn < 0 && cup <= 0 && removed <= 0) add(`cup-drawn:${tk}`, 'token', t('board.cup.drawnBack', { token: name, n: -drawn }))
    }
  }

  // ── The lead investigator (the mythos draws start with them) ──
  if (after.lead !== before.lead && after.players[after.lead]) {
    const p = after.players[after.lead]
    add('lead', 'investigator', t('board.lead.changed', { player: p.investigator ? `${p.name} (${p.investigator})` : p.name }))
  }

  // ── Investigators ──
  const playing = (s: Ah3eState) => new Set(s.players.flatMap((p) => (p.investigator ? [investigatorKey(p.investigator)] : [])))
  const was = playing(before)
  const is = playing(after)
  for (const p of before.players) if (p.investigator && !is.has(investigatorKey(p.investigator))) add(`inv:${investigatorKey(p.investigator)}`, 'investigator', t('board.investigator.out', { investigator: p.investigator }))
  for (const p of after.players) {
    if (p.investigator && !was.has(investigatorKey(p.investigator))) add(`inv:${investigatorKey(p.investigator)}`, 'investigator', t('board.investigator.in', { investigator: p.investigator, space: spaceName(after.startSpace) }))
  }
  return out
}
