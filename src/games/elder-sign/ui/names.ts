import { shallowRef } from 'vue'
import { elderSignData as data, indexOf } from '@/games/elder-sign/data'
import type { DieColour, FaceId, ItemKind, LocalName, Requirement, RewardCounts, RewardKey } from '@/games/elder-sign/data'
import type { AdventureDeck, DieId, EsState, MonsterToken } from '@/games/elder-sign/rules'
import type { Locale } from '@/i18n'
import { installedPacks } from '@/shell/packIndex'
import { resolveName, type NameCorrections, type NamedComponent, type PackEntryRef } from '@/shell/names'
import { locale, t } from './i18n'

/**
 * Names of Elder Sign components in the UI language. Every component has a Polish name in the
 * data: attested where the Polish rulebook uses it, otherwise our translation (`plAttested:
 * false`; no Polish card title is attested). The owner of the box corrects any name on the device
 * to match their copy (`nameCorrections`, kept with the owner facts); a content pack's name comes
 * next; every name shown goes through `componentName`, so a correction shows everywhere (table,
 * dice board, log, board changes, the games list).
 */

const ix = indexOf(data)

/** Upper-case the first letter (a sentence that starts with a name or a lower-case phrase). */
export const cap = (s: string): string => (s ? s[0].toLocaleUpperCase(locale.value) + s.slice(1) : s)

/** The owner's corrections on this device (`<collection>/<id>` → names); set by the owner-facts store. */
export const nameCorrections = shallowRef<NameCorrections>({})

/** The kinds of named components: `<collection>/<id>` keys, and each one's content-pack kind (none: packs do not name it). */
export type EsNameCollection = 'adventures' | 'ancientOnes' | 'monsters' | 'mythos' | 'investigators' | 'titles' | 'abilities'
const PACK_KIND: Readonly<Record<EsNameCollection, { kind: string; field: PackEntryRef['field'] } | null>> = {
  adventures: { kind: 'adventure', field: 'title' }, ancientOnes: { kind: 'ao', field: 'name' }, monsters: { kind: 'monster', field: 'name' },
  mythos: { kind: 'mythos', field: 'title' }, investigators: { kind: 'investigator', field: 'name' }, titles: null, abilities: null,
}

export interface EsNamedComponent extends NamedComponent {
  collection: EsNameCollection
  name: LocalName
}
const component = (collection: EsNameCollection, id: string, name: LocalName, kind: string = collection): EsNamedComponent =>
  ({ key: `${collection}/${id}`, collection, id, name, kind })

/** Every component whose name the game shows (the list the owner corrects). */
export const esNamedComponents: readonly EsNamedComponent[] = [
  ...data.adventures.map((a) => component('adventures', a.id, a.name, a.deck === 'other-world' ? 'otherWorld' : 'adventure')),
  ...data.ancientOnes.map((a) => component('ancientOnes', a.id, a.name)),
  ...data.monsters.monsters.map((m) => component('monsters', m.id, m.name)),
  ...data.mythos.cards.map((m) => component('mythos', m.id, m.name)),
  ...data.investigators.map((i) => component('investigators', i.id, i.name)),
  ...data.investigators.map((i) => component('titles', i.id, i.title)),
  ...data.investigators.map((i) => component('abilities', i.id, i.ability.name)),
]
const byKey = new Map(esNamedComponents.map((c) => [c.key, c]))
export const esNamedComponent = (key: string): EsNamedComponent | undefined => byKey.get(key)

/** A component's entry in a content pack (`adventure:koi-pond` title…), or undefined for names packs do not carry. */
export function packEntryOf(c: EsNamedComponent): PackEntryRef | undefined {
  const k = PACK_KIND[c.collection]
  return k ? { key: `${k.kind}:${c.id}`, field: k.field } : undefined
}

/**
 * The component's name in `l`: the owner's correction on this device first, then the owner's
 * content pack in that language, then rules-data (Polish: attested or our translation).
 */
export function componentName(key: string, l: Locale = locale.value): string | undefined {
  const c = byKey.get(key)
  if (!c) return undefined
  return resolveName('elder-sign', key, l, c.name[l], { corrections: nameCorrections.value, packs: installedPacks.value, entry: packEntryOf(c) })
}
/** Both languages (the saved-games line is written in both). */
export const componentNames = (key: string): { pl: string; en: string } | undefined =>
  byKey.has(key) ? { pl: componentName(key, 'pl')!, en: componentName(key, 'en')! } : undefined

export const ancientOneName = (id: string | null | undefined): string => (id ? componentName(`ancientOnes/${id}`) ?? id : t('name.ancientOne'))
export const investigatorName = (id: string | null | undefined): string => (id ? componentName(`investigators/${id}`) ?? id : t('name.investigatorUnknown'))
/** The investigator's occupation («Archeolog»: our translation unless the owner corrected it). */
export const investigatorTitle = (id: string): string => componentName(`titles/${id}`) ?? ''
export const abilityName = (id: string): string => componentName(`abilities/${id}`) ?? ''

/** An adventure's title: the owner's correction, their pack's, else the data's (Polish: our translation). */
export const adventureTitle = (id: string): string => componentName(`adventures/${id}`) ?? id

/** An adventure's title in quotes, «„Staw z karpiami koi”» / "“Koi Pond”": a title, never a Polish noun to decline. */
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
  // Our Polish titles are translations: the English title helps find the card until the owner corrects it.
  if (locale.value === 'pl' && !nameCorrections.value[`adventures/${id}`]?.pl) parts.push(t('name.finder.englishTitle', { title: componentName(`adventures/${id}`, 'en')! }))
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

/** Where a marker is, in the locative: «na arkuszu Wejścia», «na karcie „Staw z karpiami koi”» / "at the Entrance", "on “Koi Pond”". */
export function placeIn(at: string | null | undefined): string {
  if (!at || at === 'entrance') return t('name.in.entrance')
  if (at === 'ancient-one') return t('name.in.ancientOne')
  return t('name.in.card', { card: adventureLabel(at) })
}

/** «na arkusz Wejścia», «na kartę „Staw z karpiami koi”» / "to the Entrance", "to “Koi Pond”". */
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
export const monsterKindName = (id: string): string => componentName(`monsters/${id}`) ?? id

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
