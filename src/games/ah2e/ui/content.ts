import { ah2eFullData as all } from '@/games/ah2e/data/full'

/**
 * What an Arkham Horror 2e content pack may carry (the owner's own card text and names), by kind:
 * `mythos:<card>` (title, text), `gate:<card>` and `location:<card>` (encounter text), `ally:<card>`,
 * and names for `space`, `hood`, `world`, `monster`, `ao`, `herald`. Innsmouth's included.
 */
export function contentKeys(): Record<string, string[]> {
  const ids = (list: readonly { id: string }[] | undefined) => (list ?? []).map((x) => x.id)
  return {
    mythos: ids(all.mythos),
    gate: ids(all.gateCards),
    location: ids(all.locationCards),
    ally: ids(all.allies),
    space: ids(all.spaces),
    hood: ids(all.neighbourhoods),
    world: ids(all.worlds),
    monster: ids(all.monsters),
    ao: ids(all.ancientOnes),
    herald: ids(all.innsmouth?.heralds),
  }
}
