import { shallowRef } from 'vue'
import { ah3eData as data } from '@/games/ah3e/data'
import type { LocalName } from '@/games/ah3e/data'
import type { NameCorrections, NamedComponent, PackEntryRef } from '@/shell/names'

/**
 * The AH3e components whose names the screens show and the owner corrects on the device:
 * neighbourhoods, their spaces, mysteries, travel routes, scenarios and mythos tokens, each by
 * `<collection>/<id>`. Every one has a Polish name in rules-data (attested, or the app's
 * translation marked `plAttested: false`). The owner's corrections live here (set by the
 * owner-facts store) so the name functions and the store read them without importing each other.
 */

/** The owner's corrections on this device (`<collection>/<id>` → names); set by the owner-facts store. */
export const nameCorrections = shallowRef<NameCorrections>({})

export type Ah3eNameCollection = 'neighbourhoods' | 'spaces' | 'mysteries' | 'routes' | 'scenarios' | 'mythos'

/** Each collection's content-pack kind and field (none: packs do not name it). */
const PACK_KIND: Readonly<Record<Ah3eNameCollection, { kind: string; field: PackEntryRef['field'] } | null>> = {
  neighbourhoods: { kind: 'neighbourhood', field: 'name' },
  spaces: { kind: 'space', field: 'name' },
  mysteries: { kind: 'space', field: 'name' },
  scenarios: { kind: 'scenario', field: 'title' },
  routes: null,
  mythos: null,
}

export interface Ah3eNamedComponent extends NamedComponent {
  collection: Ah3eNameCollection
  name: LocalName
}
const component = (collection: Ah3eNameCollection, id: string, name: LocalName): Ah3eNamedComponent => ({ key: `${collection}/${id}`, collection, id, kind: collection, name })

/** Every component whose name the game shows (the list the owner corrects), in the order listed. */
export const ah3eNamedComponents: readonly Ah3eNamedComponent[] = [
  ...data.scenarios.scenarios.map((s) => component('scenarios', s.id, s.name)),
  ...data.map.neighbourhoods.map((n) => component('neighbourhoods', n.id, n.name)),
  ...data.map.neighbourhoods.flatMap((n) => n.spaces.map((s) => component('spaces', s.id, s.name))),
  ...data.map.mysteries.map((m) => component('mysteries', m.id, m.name)),
  ...data.map.routeTypes.map((r) => component('routes', r.id, r.name)),
  ...data.tokens.mythosTokenTypes.map((t) => component('mythos', t.id, t.name)),
]
const byKey = new Map(ah3eNamedComponents.map((c) => [c.key, c]))
export const ah3eNamedComponent = (key: string): Ah3eNamedComponent | undefined => byKey.get(key)

/** A component's entry in a content pack (`space:graveyard` name, `scenario:x` title), or undefined for names packs do not carry. */
export function packEntryOf(c: Ah3eNamedComponent): PackEntryRef | undefined {
  const k = PACK_KIND[c.collection]
  return k ? { key: `${k.kind}:${c.id}`, field: k.field } : undefined
}
