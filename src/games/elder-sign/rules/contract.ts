import type { PhysicalValue } from '../../../core'
import { DIE_IDS, type EsState, type MonsterSpot } from './state'

/**
 * The module contract's view of an Elder Sign game (src/core/module.ts): where the flow stands
 * (`position`) and what lies on the physical table (`physical`). Written from the state alone,
 * independently of the «Na planszy» list (ui/board.ts), which the conformance kit checks against it.
 */

/**
 * Where the game's flow stands: the turn (number, player, phase), midnight, the Entrance action,
 * the attempt (card, stage, roll, tasks done) and the question the players owe. No figure a
 * correction or a ± sets (doom, Elder Signs, the clock, Sanity, Stamina, clues, items, dice).
 */
export function position(s: EsState): string {
  if (s.status === 'new' || s.status === 'won' || s.status === 'lost') return s.status
  const t = s.turn
  const out = [s.status, `turn ${t.number}`, `player ${t.player}`, t.phase]
  if (s.midnight) out.push('midnight')
  if (t.entranceDone) out.push('entrance done')
  const a = s.attempt
  if (a) out.push(`attempt ${a.card} ${a.stage} roll ${a.roll} done ${a.completed.length}+${a.completedThisRoll}`)
  if (s.pending) out.push(`asks ${s.pending.kind} (${s.pending.rest.length} steps after)`)
  return out.join(' · ')
}

const spotKey = (spot: MonsterSpot) => (spot.kind === 'frame' ? `frame ${spot.task}` : spot.kind === 'empty' ? `empty ${spot.slot}` : 'under')

/**
 * The table's components, each a key and what the players see of it:
 * - `doom`, `elder-signs`: tokens on the Ancient One's sheet; `clock`: the hour the hand shows;
 * - `mythos`: the title of the face-up Mythos card (a card replaced by one of the same title is the
 *   same card, its facts typed again); `mythos-kept:<id>`: a card whose effect lasts beside it;
 * - `adventure:<card>`: a card in play or in an investigator's trophies (in a deck: absent);
 * - `monster:<token>`: a token on a card (where) or in trophies (in the cup: absent), and
 *   `monster-flip:<token>`: a token on a card turned face down by an item or spell;
 * - `die:<die>`: a die that stays on the table — locked on a card or token, held on a Spell, out of
 *   the game (a die in a player's hand or by the Entrance: absent); `spell:<id>`: a Spell laid out;
 * - `inv:<id>`: an investigator in play, `inv:<id>:at` where their marker stands, their Sanity,
 *   Stamina and clue tokens, and the cards they hold by kind (Spells laid out are not held).
 * Not physical: decks' order, the cup's count, maximum Sanity/Stamina (printed), abilities used.
 */
export function physical(s: EsState): Readonly<Record<string, PhysicalValue>> {
  const out: Record<string, PhysicalValue> = {}
  if (s.status === 'new') return out
  out.doom = s.doom
  out['elder-signs'] = s.elderSigns
  out.clock = s.clock
  if (s.mythos) out.mythos = s.mythos.card.title ?? ''
  for (const m of s.persistingMythos) out[`mythos-kept:${m.id}`] = m.card.title ?? ''
  for (const a of s.adventures) out[`adventure:${a.card}`] = 'in play'
  for (const m of s.monsters) {
    out[`monster:${m.id}`] = `on ${m.card} ${spotKey(m.spot)}`
    if (m.defeated) out[`monster-flip:${m.id}`] = true
  }
  // The piece a lock holds its die on.
  const lockPiece = (lockId: string): string => {
    const l = s.locks.find((x) => x.id === lockId)
    if (!l) return 'lock'
    const by = l.by
    if (by.kind === 'adventure') return `on adventure ${by.card}`
    if (by.kind === 'monster') return `on monster ${by.token}`
    if (by.kind === 'mythos') return s.mythos?.id === by.mythos ? 'on mythos' : `on mythos-kept ${by.mythos}`
    return `on card ${by.label}`
  }
  for (const d of DIE_IDS) {
    const p = s.dice[d]
    // A die a lock holds, even while Sister Mary rolls it, belongs on the lock's piece.
    const lock = s.locks.find((l) => l.die === d)
    if (p.at === 'removed') out[`die:${d}`] = 'out of the game'
    else if (lock) out[`die:${d}`] = lockPiece(lock.id)
    else if (p.at === 'spell') out[`die:${d}`] = `on spell ${p.spell}`
  }
  for (const sp of s.spells) out[`spell:${sp.id}`] = sp.caster
  for (const p of s.players) {
    const inv = p.investigator
    if (!inv) continue
    const k = `inv:${inv.id}`
    out[k] = true
    out[`${k}:at`] = inv.at
    out[`${k}:sanity`] = inv.sanity
    out[`${k}:stamina`] = inv.stamina
    out[`${k}:clues`] = inv.clues
    for (const [item, n] of Object.entries(inv.items)) out[`${k}:${item}`] = n
    for (const t of inv.trophies) {
      if (t.kind === 'adventure') out[`adventure:${t.card}`] = `trophy of ${inv.id}`
      else out[`monster:${t.token.id}`] = `trophy of ${inv.id}`
    }
  }
  return out
}
