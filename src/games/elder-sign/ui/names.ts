import { elderSignData as data, indexOf } from '@/games/elder-sign/data'
import type { DieColour, FaceId, ItemKind, LocalName, Requirement, RewardCounts, RewardKey } from '@/games/elder-sign/data'
import type { AdventureDeck, DieId, EsState, MonsterToken } from '@/games/elder-sign/rules'
import { locale, t } from './i18n'
import { packName } from '@/shell/packIndex'

/**
 * Names of Elder Sign components in the UI language. Polish names come from the data's `name.pl`,
 * which is set only where the Polish rulebook attests the name; otherwise the English name is shown
 * (never a made-up translation). Adventure titles are English in both languages: the Polish card
 * titles are not known, so `adventureFinder` gives what the players need to find the card in hand.
 * A name the owner gave in a content pack (Settings) comes first, in its language.
 */

const ix = indexOf(data)

/** The name in the UI language: the attested Polish one, else English. */
export const pick = (n: LocalName | undefined, fallback: string): string => (n ? (locale.value === 'pl' ? n.pl ?? n.en : n.en) : fallback)

/** Upper-case the first letter (a sentence that starts with a name or a lower-case phrase). */
export const cap = (s: string): string => (s ? s[0].toLocaleUpperCase(locale.value) + s.slice(1) : s)

const owned = (kind: string, id: string) => packName('elder-sign', kind, id)

export const ancientOneName = (id: string | null | undefined): string => (id ? owned('ao', id) ?? pick(ix.ancientOne(id)?.name, id) : t('name.ancientOne'))
export const investigatorName = (id: string | null | undefined): string => (id ? owned('investigator', id) ?? pick(ix.investigator(id)?.name, id) : t('name.investigatorUnknown'))
/** The investigator's occupation (English where the Polish card's is not attested). */
export const investigatorTitle = (id: string): string => pick(ix.investigator(id)?.title, '')
export const abilityName = (id: string): string => pick(ix.investigator(id)?.ability.name, '')

/** An adventure's title as the owner's pack gives it, else as printed on the English card (the Polish titles are not known). */
export const adventureTitle = (id: string): string => owned('adventure', id) ?? ix.adventure(id)?.name.en ?? id

/** An adventure's title in quotes, «„Koi Pond”» / "“Koi Pond”": a title, never a Polish noun to decline. */
export const adventureLabel = (id: string): string => t('name.card', { title: adventureTitle(id) })

export const deckName = (deck: AdventureDeck): string => t(`name.deck.${deck}`)
export const cardKind = (deck: AdventureDeck): string => t(`name.kind.${deck}`)

/**
 * What identifies an adventure card on the table when its Polish title is unknown: the kind of
 * card, its trophy value, the number of tasks, the locked-die symbol, the reward and penalty icons,
 * and (in Polish) the English title printed on the English edition.
 */
export function adventureFinder(id: string): string {
  const a = ix.adventure(id)
  if (!a) return id
  const parts = [t('name.finder', { kind: cardKind(a.deck), trophies: a.trophies, tasks: a.tasks.length })]
  if (a.lockedDie) parts.push(t('name.finder.lock', { die: dieOfColour(a.lockedDie) }))
  const rewards = rewardsText(a.rewards)
  if (rewards) parts.push(t('name.finder.rewards', { list: rewards }))
  const penalties = rewardsText(a.penalties)
  if (penalties) parts.push(t('name.finder.penalties', { list: penalties }))
  if (locale.value === 'pl') parts.push(t('name.finder.englishTitle', { title: a.name.en }))
  return parts.join(' · ')
}

const REWARD_ORDER: readonly RewardKey[] = ['elderSign', 'clue', 'commonItem', 'uniqueItem', 'spell', 'ally', 'otherWorld', 'monster', 'doom', 'sanity', 'stamina']

/** Reward or penalty icons as a list («2 Wskazówki, 1 Znak Starszych Bogów, Poczytalność −1»). */
export function rewardsText(counts: RewardCounts): string {
  const out: string[] = []
  for (const k of REWARD_ORDER) {
    const n = counts[k]
    if (!n) continue
    if (k === 'doom' || k === 'sanity' || k === 'stamina') out.push(t(`name.reward.${k}`, { v: signed(n) }))
    else if (k === 'elderSign' || k === 'otherWorld' || k === 'monster') out.push(t(`name.reward.${k}`, { n }))
    else out.push(itemCount(k, n))
  }
  return out.join(', ')
}

/** A change with its sign, as printed (−1, +2). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

export const faceName = (face: FaceId | string): string => t(`face.${face}`)

/** One requirement symbol («3 Śledztwa», «Wiedza»). */
export function requirementText(r: Requirement): string {
  if ('investigation' in r) return t('face.req.investigation', { n: r.investigation })
  if ('lore' in r) return t('face.lore')
  if ('peril' in r) return t('face.peril')
  return t('face.terror')
}

/** A task's symbols («Wiedza + 3 Śledztwa»). */
export const requirementsText = (rs: readonly Requirement[] | null | undefined): string => (rs && rs.length ? rs.map(requirementText).join(' + ') : '—')

/** The colour as an adjective agreeing with «kość» («zielona»). */
export const colourName = (c: DieColour | 'none' | string): string => t(`colour.${c}`)
/** A die of a colour («zielona kość» / "green die"). */
export const dieOfColour = (c: DieColour | string): string => t(`colour.die.${c}`)

/** One of the 8 physical dice («zielona kość 3», «żółta kość»). */
export function dieName(die: DieId | string): string {
  const m = /^green-(\d)$/.exec(die)
  if (m) return t('colour.die.green.n', { n: Number(m[1]) })
  if (die === 'yellow' || die === 'red') return dieOfColour(die)
  return die
}

/** The same in the accusative, for «blokuje żółtą kość» (English has no cases: the same words). */
export const dieOfColourAcc = (c: DieColour | string): string => t(`colour.acc.die.${c}`)
export function dieNameAcc(die: DieId | string): string {
  const m = /^green-(\d)$/.exec(die)
  if (m) return t('colour.acc.die.green.n', { n: Number(m[1]) })
  if (die === 'yellow' || die === 'red') return dieOfColourAcc(die)
  return die
}

export const itemName = (kind: ItemKind | 'clue' | string): string => t(`item.${kind}`)
/** «2 Zaklęcia», «1 Przedmiot powszechny» (nominative: lists after a colon). */
export const itemCount = (kind: ItemKind | 'clue' | string, n: number): string => t(`item.count.${kind}`, { n })
/** The deck of a kind of card, for «z talii …» («Zaklęć» / "Spell"). */
export const itemDeck = (kind: ItemKind | string): string => t(`item.deck.${kind}`)

/** Where an investigator marker is: the Entrance, an adventure (quoted), the Ancient One's card. */
export function placeName(at: string | null | undefined): string {
  if (!at || at === 'entrance') return t('name.entrance')
  if (at === 'ancient-one') return t('name.ancientOneCard')
  return adventureLabel(at)
}

/** «na arkusz Wejścia», «na kartę „Koi Pond”» / "to the Entrance", "to “Koi Pond”". */
export function placeTo(at: string | null | undefined): string {
  if (!at || at === 'entrance') return t('name.to.entrance')
  if (at === 'ancient-one') return t('name.to.ancientOne')
  return t('name.to.card', { card: adventureLabel(at) })
}

/** A player's name: the one typed at setup, or «Gracz 2» / "Player 2" (the rules name unnamed players in English). */
export function playerName(state: EsState | null, player: number): string {
  return playerLabel(state?.players[player]?.name, player)
}

/** A seat's name as typed, or «Gracz n» when none was given (`Player n` is the rules' default). */
export function playerLabel(name: string | null | undefined, player: number): string {
  const m = name ? /^Player (\d+)$/.exec(name) : null
  if (!name || m) return t('name.player', { n: m ? Number(m[1]) : player + 1 })
  return name
}

/** A token found in play, in a trophy pile or nowhere (then only its number is known). */
export function findToken(state: EsState | null, id: string): MonsterToken | null {
  if (!state) return null
  const inPlay = state.monsters.find((m) => m.id === id)
  if (inPlay) return inPlay
  for (const p of state.players) {
    for (const tr of p.investigator?.trophies ?? []) if (tr.kind === 'monster' && tr.token.id === id) return tr.token
  }
  return null
}

/** A monster token: the name the players typed, and its number («Kultysta (nr 3)», «potwór nr 3»). */
export function monsterName(token: MonsterToken | string, state: EsState | null = null): string {
  const id = typeof token === 'string' ? token : token.id
  const tok = typeof token === 'string' ? findToken(state, token) : token
  const n = Number(/^m(\d+)$/.exec(id)?.[1] ?? NaN)
  const num = Number.isNaN(n) ? id : n
  return tok?.name ? t('name.monsterNamed', { name: tok.name, n: num }) : t('name.monster', { n: num })
}

/** A monster kind of the base game (Cultist, High Priest…) by its data id. */
export const monsterKindName = (id: string): string => owned('monster', id) ?? pick(data.monsters.monsters.find((m) => m.id === id)?.name, id)

/** A Mythos card the players typed: its title in quotes, or «karta Mitów nr 3». */
export function mythosName(title: string | null | undefined, id: string): string {
  if (title) return t('name.mythosTitled', { title })
  const n = Number(/(\d+)$/.exec(id)?.[1] ?? NaN)
  return t('name.mythos', { n: Number.isNaN(n) ? 0 : n })
}

/** «Ala (Amanda Sharpe)»: a seat's player and their investigator (the screens' headings). */
export function playerSeat(state: EsState, player: number): string {
  const p = state.players[player]
  if (!p) return '—'
  const name = playerName(state, player)
  return p.investigator ? `${name} (${investigatorName(p.investigator.id)})` : name
}

/** The seat holding an investigator, by the investigator's id (the investigator alone when none does). */
export function whoLabel(state: EsState, investigator: string): string {
  const i = state.players.findIndex((p) => p.investigator?.id === investigator)
  return i >= 0 ? playerSeat(state, i) : investigatorName(investigator)
}
