import type { Ah3eData, Layout, RouteType, Town } from '../data/types'

/**
 * The map as a graph, for the travel-route and town rules the players apply (the app does not
 * track where investigators and monsters stand): rulebook «Trasy podróży» (l.153–194), «Ruch
 * potworów po trasach podróży» (l.367–373), «Kafelki dzielnicy» (l.122–130), «Tajemnice» (l.212–214).
 *
 * The graph's nodes are tiles: a neighbourhood (its three spaces together: which space a street
 * touches is not in our data), a street, a travel route, a mystery. Ids: `street:<a>:<b>`,
 * `route:<type>:<neighbourhood>[:<n>]`, the neighbourhood's and the mystery's own ids.
 */
export interface MapGraph {
  nodes: string[]
  /** Tiles that share a border, and travel routes of one type (adjacent for monsters, l.367–369). */
  monsterEdges: Record<string, string[]>
  /** Tiles that share a border (an investigator's ordinary move). */
  edges: Record<string, string[]>
  routes: { id: string; type: RouteType; neighbourhood: string }[]
  streets: string[]
  mysteries: { id: string; attachedTo: string }[]
}

/** The graph of a scenario's layout (with the tiles of the given archive cards added). */
export function mapGraph(layout: Layout, neighbourhoods: readonly string[], archives: readonly number[] = []): MapGraph {
  const adds = layout.additions.filter((a) => archives.includes(a.archive))
  const nbhds = [...new Set([...neighbourhoods, ...adds.flatMap((a) => a.neighbourhoods)])]
  const edges: Record<string, Set<string>> = {}
  const link = (a: string, b: string) => {
    ;(edges[a] ??= new Set()).add(b)
    ;(edges[b] ??= new Set()).add(a)
  }
  for (const n of nbhds) edges[n] ??= new Set()
  const streets: string[] = []
  for (const st of [...layout.streets, ...adds.flatMap((a) => a.streets)]) {
    const id = `street:${st.between[0]}:${st.between[1]}`
    if (streets.includes(id) || !st.between.every((n) => nbhds.includes(n))) continue
    streets.push(id)
    link(id, st.between[0])
    link(id, st.between[1])
  }
  const routes: MapGraph['routes'] = []
  for (const r of [...layout.routes, ...adds.flatMap((a) => a.routes)]) {
    if (!nbhds.includes(r.neighbourhood)) continue
    const base = `route:${r.type}:${r.neighbourhood}`
    const same = routes.filter((x) => x.id === base || x.id.startsWith(`${base}:`)).length
    const id = same ? `${base}:${same + 1}` : base
    routes.push({ id, type: r.type, neighbourhood: r.neighbourhood })
    link(id, r.neighbourhood)
  }
  const mysteries = layout.mysteries.filter((m) => nbhds.includes(m.attachedTo)).map((m) => ({ id: m.mystery, attachedTo: m.attachedTo }))
  for (const m of mysteries) link(m.id, m.attachedTo)
  const plain = Object.fromEntries(Object.entries(edges).map(([k, v]) => [k, [...v].sort()]))
  const monster: Record<string, string[]> = {}
  for (const [k, v] of Object.entries(plain)) {
    const r = routes.find((x) => x.id === k)
    const extra = r ? routes.filter((x) => x.type === r.type && x.id !== k).map((x) => x.id) : []
    monster[k] = [...new Set([...v, ...extra])].sort()
  }
  return { nodes: Object.keys(plain).sort(), edges: plain, monsterEdges: monster, routes, streets, mysteries }
}

/**
 * «Trasy podróży» (l.165–169, 190–194): from a travel route, $1 moves an investigator to another
 * route of the same type, on top of their move. None of that type: no move.
 */
export function routeJumps(g: MapGraph, route: string): string[] {
  const r = g.routes.find((x) => x.id === route)
  return r ? g.routes.filter((x) => x.type === r.type && x.id !== route).map((x) => x.id) : []
}

/** The tiles of the shortest path a monster takes (routes of one type adjacent, l.367–373); null when unreachable. */
export function monsterPath(g: MapGraph, from: string, to: string): string[] | null {
  if (!g.monsterEdges[from] || !g.monsterEdges[to]) return null
  const prev = new Map<string, string | null>([[from, null]])
  const queue = [from]
  while (queue.length) {
    const at = queue.shift()!
    if (at === to) break
    for (const n of g.monsterEdges[at]) if (!prev.has(n)) {
      prev.set(n, at)
      queue.push(n)
    }
  }
  if (!prev.has(to)) return null
  const path: string[] = []
  for (let at: string | null = to; at !== null; at = prev.get(at) ?? null) path.unshift(at)
  return path
}

/**
 * «Kafelki dzielnicy» (l.122–130): an effect naming a town covers the neighbourhoods with the
 * town's name and every street, travel route and mystery tile connected to them (a travel route
 * counts as a street except for encounters, l.176–178). Neighbourhoods without a town name are Arkham.
 */
export function townTiles(data: Ah3eData, g: MapGraph, town: Town): string[] {
  const nbhds = g.nodes.filter((n) => data.map.neighbourhoods.find((x) => x.id === n)?.town === town)
  const out = new Set(nbhds)
  for (const n of nbhds) for (const e of g.edges[n] ?? []) if (e.startsWith('street:') || e.startsWith('route:') || g.mysteries.some((m) => m.id === e)) out.add(e)
  return [...out].sort()
}
