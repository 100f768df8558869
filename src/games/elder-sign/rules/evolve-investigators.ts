import { findInvestigator, type Folds, idlePlace, trophiesBack, withDice, withInvestigator, withPlayer } from './evolve-base'
import { DIE_IDS, type DieId, type DiePlace, sameTrophy } from './state'

/** The event types this table folds. */
type Handled =
  | 'StatChanged' | 'MaxStatChanged' | 'ItemsChanged' | 'TrophiesSpent' | 'TrophyGained' | 'InvestigatorDevoured'
/** An investigator's stats, items and trophies, and a devoured one. */
export const investigatorFolds: Pick<Folds, Handled> = {
  StatChanged(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, [event.data.stat]: event.data.to }))
  },
  MaxStatChanged(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => {
      const to = event.data.to
      // The current value never exceeds the maximum (l.693–694).
      return event.data.stat === 'maxSanity' ? { ...i, maxSanity: to, sanity: Math.min(i.sanity, to) } : { ...i, maxStamina: to, stamina: Math.min(i.stamina, to) }
    })
  },
  ItemsChanged(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, items: { ...i.items, [event.data.item]: event.data.to } }))
  },
  TrophiesSpent(s, event) {
    const inv = findInvestigator(s, event.data.investigator)
    if (!inv) return s
    const spent = inv.trophies.filter((t) => event.data.items.some((r) => sameTrophy(t, r)))
    const out = withInvestigator(s, inv.id, (i) => ({ ...i, trophies: i.trophies.filter((t) => !spent.includes(t)) }))
    return trophiesBack(out, spent)
  },
  TrophyGained(s, event) {
    // A trophy set by hand comes out of the cup or its deck, so the 22 (+5) tokens and the 48 + 8 cards are conserved.
    const t = event.data.trophy
    if (t.kind === 'monster') {
      s.cup = t.token.mask ? { ...s.cup, mask: Math.max(0, s.cup.mask - 1) } : { ...s.cup, regular: Math.max(0, s.cup.regular - 1) }
      s.next = { ...s.next, monster: s.next.monster + 1 }
    } else {
      s.adventureDeck = s.adventureDeck.filter((c) => c !== t.card)
      s.otherWorldDeck = s.otherWorldDeck.filter((c) => c !== t.card)
    }
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, trophies: [...i.trophies, t] }))
  },
  InvestigatorDevoured(s, event) {
    const p = s.players[event.data.player]
    const inv = p?.investigator
    if (!p || !inv) return s
    let out = withPlayer(s, event.data.player, (x) => ({ ...x, investigator: null, devoured: [...x.devoured, inv.id] }))
    out = trophiesBack(out, inv.trophies)
    const spells = new Set(event.data.spells)
    out.spells = out.spells.filter((x) => !spells.has(x.id))
    return withDice(out, DIE_IDS.flatMap((d): [DieId, DiePlace][] => {
      const place = out.dice[d]
      return place.at === 'spell' && spells.has(place.spell) ? [[d, idlePlace(d)]] : []
    }))
  },
}
