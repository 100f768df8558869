import type { BoardChange, BoardIconName } from '@/shell/module'
import type { CultsState, DistrictState } from '../rules'
import { t } from './i18n'
import { cardName, districtName, levelName, seatName } from './names'

const count = <T>(xs: readonly T[], f: (x: T) => boolean) => xs.filter(f).length

/**
 * «Na planszy» for Rise of the Cults: what to change on the physical board to take it from one
 * state to the next (a command, an undo, a redo: always the net change). Made from the two states,
 * per district: Rituals by cult and level, Cult Sites, Dominance markers, Investigators in the
 * district and on the track, Plan markers on the stack; then the round marker and, in solo, the
 * opponent's stored Thugs and bonus cards. Names stand after a colon, so the Polish needs no
 * declined names.
 */
export function boardChanges(before: CultsState, after: CultsState): BoardChange[] {
  if (!before || !after || before === after || before.status === 'new' || after.status === 'new') return []
  const out: BoardChange[] = []
  const add = (key: string, icon: BoardIconName, text: string, parts?: string[]) => out.push(parts ? { key, icon, text, parts } : { key, icon, text })
  for (const a of after.districts) {
    const b = before.districts.find((x) => x.id === a.id) as DistrictState
    if (!b) continue
    const where = districtName(a.id)
    for (let seat = 0; seat < after.seats.length; seat++) {
      const who = seatName(after, seat)
      for (const level of [1, 2, 3] as const) {
        const d = count(a.rituals, (r) => r.seat === seat && r.level === level) - count(b.rituals, (r) => r.seat === seat && r.level === level)
        if (d !== 0) add(`ritual:${a.id}:${seat}:${level}`, 'marker', t(d > 0 ? 'board.ritual.add' : 'board.ritual.remove', { n: Math.abs(d), level: levelName(level), who, district: where }))
      }
      const site = count(a.sites, (x) => x === seat) - count(b.sites, (x) => x === seat)
      if (site !== 0) add(`site:${a.id}:${seat}`, 'closed', t(site > 0 ? 'board.site.add' : 'board.site.remove', { who, district: where }))
      const dom = count(a.dominance, (x) => x === seat) - count(b.dominance, (x) => x === seat)
      if (dom !== 0) add(`dom:${a.id}:${seat}`, 'seal', t(dom > 0 ? 'board.dominance.add' : 'board.dominance.remove', { n: Math.abs(dom), who, district: where }))
    }
    // The Plan markers' stack, one line for the stack: the markers taken off the top (top first),
    // then those put on (bottom first), whoever's they are.
    let same = 0
    while (same < a.stack.length && same < b.stack.length && a.stack[same] === b.stack[same]) same++
    const off = b.stack.slice(same).reverse()
    const on = a.stack.slice(same)
    const names = (xs: number[]) => xs.map((x) => seatName(after, x)).join(' → ')
    const steps = [
      ...(off.length ? [t('board.plan.remove', { n: off.length, who: names(off), district: where })] : []),
      ...(on.length ? [t(off.length ? 'board.plan.addThen' : 'board.plan.add', { n: on.length, who: names(on), district: where })] : []),
    ]
    if (steps.length) add(`plans:${a.id}`, 'marker', steps.join('; '))
    if (a.investigators !== b.investigators) add(`inv:${a.id}`, 'investigator', t(a.investigators > b.investigators ? 'board.investigator.arrive' : 'board.investigator.leave', { district: where, n: a.investigators }))
    if (a.track !== b.track || a.investigators !== b.investigators) add(`track:${a.id}`, 'clue', t('board.track', { district: where, n: a.track }))
    // The Sanity token: laid by the Starting Layout, taken off again by its undo (none on the district out of play).
    if (a.inPlay && a.sanity !== b.sanity) add(`sanity:${a.id}`, 'sanity', a.sanity === null ? t('board.sanity.remove', { district: where }) : t('board.sanity', { district: where, n: a.sanity }))
    // District card stacks: a card taken or put back (counted or not), or another stack laid there
    // (entering which card lies there, or how many, changes nothing on the board).
    for (const kind of ['guardian', 'action'] as const) {
      const [nA, nB] = kind === 'guardian' ? [a.guardians, b.guardians] : [a.actions, b.actions]
      const [cA, cB] = kind === 'guardian' ? [a.guardianCard, b.guardianCard] : [a.actionCard, b.actionCard]
      const taken = a.taken[kind] - b.taken[kind]
      const swapped = cA !== null && cB !== null && cA.label !== cB.label
      if (!taken && !swapped && (nA === null || nB === null || nA === nB)) continue
      const text = nA !== null ? t(`board.stack.${kind}.n`, { district: where, card: cardName(cA), n: nA })
        : taken ? t(`board.stack.${kind}.${taken > 0 ? 'take' : 'back'}`, { district: where, n: Math.abs(taken) })
        : t(`board.stack.${kind}`, { district: where, card: cardName(cA) })
      add(`stack:${a.id}:${kind}`, 'card', text)
    }
  }
  // The round marker lies on space 1 from the setup (l.560–562; the app counts round 0 until the first Cult Sites are down).
  const round = (s: CultsState) => Math.max(1, s.round)
  if (round(after) !== round(before)) add('round', 'clock', t('board.round', { n: round(after) }))
  if (after.firstCultist !== before.firstCultist && !after.solo) add('first', 'token', t('board.first', { who: seatName(after, after.firstCultist) }))
  if (after.npc && before.npc) {
    if (after.npc.thugs !== before.npc.thugs) add('npc-thugs', 'token', t('board.npcThugs', { n: after.npc.thugs }))
    // The opponent's cards are on the table only with its physical deck (a virtual deck is the app's).
    if (after.npc.deck === 'physical') {
      const bonusA = after.npc.bonusCount
      const bonusB = before.npc.bonusCount
      if (bonusA !== bonusB) add('npc-bonus', 'card', t(bonusA > bonusB ? 'board.npcBonus.add' : bonusA === 0 ? 'board.npcBonus.clear' : 'board.npcBonus.n', { n: bonusA }))
      // The top cards its fight turned face up (ROC-NPC-12): only the table has them, and they go to its discard pile.
      const shown = after.npc.revealed - before.npc.revealed
      if (shown !== 0) add('npc-revealed', 'card', t(shown > 0 ? 'board.npcRevealed' : 'board.npcRevealed.back', { n: Math.abs(shown) }))
      const npc = after.seats.findIndex((p) => p.npc)
      const disA = after.seats[npc]?.disorganization ?? 0
      const disB = before.seats[npc]?.disorganization ?? 0
      if (disA !== disB) add('npc-disorg', 'card', t(disA > disB ? 'board.npcDisorg.add' : 'board.npcDisorg.destroy', { n: Math.abs(disA - disB) }), [`disorg:${npc}`])
    }
  }
  // A cult's Disorganization cards (a lost Confrontation, a City card, one destroyed, an undo): what to
  // take or put back, with the count its deck then holds.
  after.seats.forEach((p, i) => {
    const was = before.seats[i]?.disorganization
    if (!p.npc && was !== undefined && was !== p.disorganization) add(`disorg:${i}`, 'card', t(p.disorganization > was ? 'board.disorg.add' : 'board.disorg.remove', { who: seatName(after, i), n: Math.abs(p.disorganization - was), total: p.disorganization }))
  })
  return out
}
