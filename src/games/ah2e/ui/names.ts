import { shallowRef } from 'vue'
import { ah2eFullData as all } from '@/games/ah2e/data/full'
import { installedPacks } from '@/shell/packIndex'
import type { ContentPack } from '@/shell/contentPack'
import { correctionsAsPack as packOfCorrections, resolveName } from '@/shell/names'
import { locale, t } from './i18n'
import type { LocalName, PlaceForms, Space } from '@/games/ah2e/data/types'

/**
 * Names of game components in the UI language. Polish names come from rules-data: attested where a
 * Polish source gives them, otherwise our translation (`name.plAttested` says which). The owner of
 * the box may correct any name on the device (`nameCorrections`, kept with the owner facts); every
 * name shown goes through here, so a correction shows everywhere.
 *
 * Polish sentences need places in a case: `placeIn` «na Cmentarzu» / «w Bibliotece», `placeFrom`
 * «z Cmentarza», `placeTo` «na Cmentarz» / «do Miasta Wielkiej Rasy», each with its preposition.
 * In English they are «at Graveyard», «from Graveyard», «to Graveyard».
 */

/** The kinds of named components, as in rules-data's collections. */
export type NameCollection = 'neighbourhoods' | 'spaces' | 'worlds' | 'monsters' | 'ancientOnes' | 'heralds' | 'allies' | 'mythos'
export type PlaceForm = keyof PlaceForms
export const PLACE_FORMS: readonly PlaceForm[] = ['in', 'from', 'to']

/** What the owner corrected for one component (`<collection>/<id>`); absent fields keep the data's. */
export type NameCorrection = {
  pl?: string
  en?: string
  /** Polish phrases with their prepositions (places, neighbourhoods, Other Worlds). */
  in?: string
  from?: string
  to?: string
}
export type NameCorrections = Record<string, NameCorrection>

/** The owner's corrections on this device; set by the owner-facts store when it loads or saves. */
export const nameCorrections = shallowRef<NameCorrections>({})

export interface NamedComponent {
  key: string
  collection: NameCollection
  id: string
  name: LocalName
  /** For a space: street / location / special; for the rest: the collection. */
  kind: string
}

function component(collection: NameCollection, x: { id: string; name: LocalName }, kind: string = collection): NamedComponent {
  return { key: `${collection}/${x.id}`, collection, id: x.id, name: x.name, kind }
}

/** Every named component of the base game and Innsmouth Horror (the list the owner corrects). */
export const namedComponents: readonly NamedComponent[] = [
  ...all.neighbourhoods.map((x) => component('neighbourhoods', x)),
  ...all.spaces.map((x) => component('spaces', x, x.kind)),
  ...all.worlds.map((x) => component('worlds', x)),
  ...all.monsters.map((x) => component('monsters', x)),
  ...all.ancientOnes.map((x) => component('ancientOnes', x)),
  ...(all.innsmouth?.heralds ?? []).map((x) => component('heralds', x)),
  ...all.allies.map((x) => component('allies', x)),
  ...all.mythos.map((x) => component('mythos', x)),
]
const byKey = new Map(namedComponents.map((c) => [c.key, c]))
const spaces = new Map<string, Space>(all.spaces.map((s) => [s.id, s]))

/** A component by `<collection>/<id>`, or undefined. */
export const namedComponent = (key: string): NamedComponent | undefined => byKey.get(key)

/** A collection's kind in content packs (`space:graveyard`, `ao:azathoth`…; see ./content.ts). */
export const PACK_KIND: Readonly<Record<NameCollection, string>> = {
  neighbourhoods: 'hood', spaces: 'space', worlds: 'world', monsters: 'monster', ancientOnes: 'ao', heralds: 'herald', allies: 'ally', mythos: 'mythos',
}

/**
 * The component's name in `l`: the owner's correction on this device first, then the owner's
 * content pack in that language, then rules-data. (A pack carries nominatives only: sentences that
 * need a case keep the data's or the corrected phrases.)
 */
export function componentName(key: string, l = locale.value): string | undefined {
  const c = byKey.get(key)
  if (!c) return undefined
  return resolveName('ah2e', key, l, c.name[l], { corrections: nameCorrections.value, packs: installedPacks.value, entry: { key: `${PACK_KIND[c.collection]}:${c.id}`, field: 'name' } })
}

/** A component's entry in a content pack: `space:graveyard` (a name), `mythos:…` (a title). */
export function packEntryOf(c: NamedComponent): { key: string; field: 'name' | 'title' } {
  return { key: `${PACK_KIND[c.collection]}:${c.id}`, field: c.collection === 'mythos' ? 'title' : 'name' }
}

/**
 * The owner's corrected names in `l` as a content pack (the same file any owner can import on
 * another device or share with their group); null when nothing is corrected in that language.
 */
export function correctionsAsPack(l: 'pl' | 'en', corrections: NameCorrections = nameCorrections.value): ContentPack | null {
  return packOfCorrections('ah2e', l, corrections, (key) => {
    const c = byKey.get(key)
    return c ? packEntryOf(c) : undefined
  })
}

/** Both languages (the saved-games line is written in both). */
export const componentNames = (key: string): { pl: string; en: string } | undefined =>
  byKey.has(key) ? { pl: componentName(key, 'pl')!, en: componentName(key, 'en')! } : undefined

/** English phrases: «at» a location, «in» the rest; «the» before the Sky, the Outskirts, streets and cells. */
function englishForm(key: string, name: string, form: PlaceForm): string {
  const c = byKey.get(key)
  const space = c?.collection === 'spaces' ? spaces.get(c.id) : undefined
  const the = space && (space.kind === 'street' || space.id === 'sky' || space.id === 'outskirts' || space.id.endsWith('jail-cell')) ? 'the ' : ''
  if (form === 'in') return `${space?.kind === 'location' ? 'at' : 'in'} ${the}${name}`
  return `${form} ${the}${name}`
}

/** A place-like component's phrase in `l` (Polish from the data or the owner's correction). */
function componentForm(key: string, form: PlaceForm, l = locale.value): string | undefined {
  const c = byKey.get(key)
  if (!c) return undefined
  if (l === 'en') return englishForm(key, componentName(key, 'en')!, form)
  return nameCorrections.value[key]?.[form] || c.name.plForms?.[form] || `${form === 'from' ? 'z' : form === 'to' ? 'do' : 'w'} ${componentName(key, 'pl')}`
}

/** The places that are not board spaces: the monster cup, the box, trophies, a vortex. */
const OFF_BOARD = new Set(['cup', 'box', 'trophy', 'vortex'])

export function placeName(id: string | null | undefined): string {
  if (!id) return '—'
  if (id.startsWith('ow:')) {
    const [, w, area] = id.split(':')
    return `${worldName(w)} (${area})`
  }
  if (OFF_BOARD.has(id)) return t(`place.${id}`)
  return componentName(`spaces/${id}`) ?? id
}

/** A place in the case a sentence needs, with its preposition: «na Cmentarzu», «z Cmentarza», «na Cmentarz». */
export function placeForm(id: string | null | undefined, form: PlaceForm): string {
  if (!id) return '—'
  if (id.startsWith('ow:')) {
    const [, w, area] = id.split(':')
    return `${worldForm(w, form)} (${area})`
  }
  if (OFF_BOARD.has(id)) return t(`place.${id}.${form}`)
  return componentForm(`spaces/${id}`, form) ?? id
}
export const placeIn = (id: string | null | undefined): string => placeForm(id, 'in')
export const placeFrom = (id: string | null | undefined): string => placeForm(id, 'from')
export const placeTo = (id: string | null | undefined): string => placeForm(id, 'to')

export const worldName = (id: string): string => componentName(`worlds/${id}`) ?? id
/** An Other World with its preposition: «w Otchłani», «z Otchłani», «do Miasta Wielkiej Rasy». */
export const worldForm = (id: string, form: PlaceForm): string => componentForm(`worlds/${id}`, form) ?? id
export const worldTo = (id: string): string => worldForm(id, 'to')
export const neighbourhoodName = (id: string): string => componentName(`neighbourhoods/${id}`) ?? id
export const neighbourhoodForm = (id: string, form: PlaceForm): string => componentForm(`neighbourhoods/${id}`, form) ?? id

/** A monster kind's name; `custom` is the owner's name for a kind the data does not know. */
export const monsterKindName = (kindId: string, custom?: string): string => componentName(`monsters/${kindId}`) ?? custom ?? kindId
export const monsterName = (uid: string): string => {
  const i = uid.lastIndexOf('#')
  return `${monsterKindName(uid.slice(0, i))} ${uid.slice(i)}`
}
export const ancientOneName = (id: string): string => componentName(`ancientOnes/${id}`) ?? id
export const allyName = (id: string): string => componentName(`allies/${id}`) ?? id
export const heraldName = (id: string): string => componentName(`heralds/${id}`) ?? id
/** A Mythos card's title in the UI language (Polish mostly our translation). */
export const cardTitle = (id: string): string => componentName(`mythos/${id}`) ?? id
export function gateMarkerName(id: string): string {
  const g = all.gateMarkers.find((m) => m.id === id)
  // The printed sign: «+0», «+1», «−3» (a minus, not a hyphen).
  return g ? `${worldName(g.world)} ${g.modifier < 0 ? '−' : '+'}${Math.abs(g.modifier)}` : id
}
