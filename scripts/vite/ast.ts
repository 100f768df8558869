/** What the build's plugins read of a parsed module (rolldown's `parseAst`, ESTree): nodes and a depth-first walk. */
export type Node = { type: string; start: number; end: number; [k: string]: unknown }
export const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string'

/** Every node under `n`, depth first, in source order. */
export function* walk(n: unknown): Generator<Node> {
  if (Array.isArray(n)) for (const x of n) yield* walk(x)
  else if (isNode(n)) {
    yield n
    for (const [k, v] of Object.entries(n)) if (k !== 'type' && typeof v === 'object') yield* walk(v)
  }
}
