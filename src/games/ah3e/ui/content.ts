import { ah3eData as data } from '@/games/ah3e/data'

/**
 * What an AH3e content pack may carry (the owner's own names, e.g. the Polish titles printed on the
 * scenario sheets, which no source attests), by kind: `scenario:<id>`, `neighbourhood:<id>`,
 * `space:<id>` (locations and mysteries).
 */
export function contentKeys(): Record<string, string[]> {
  return {
    scenario: data.scenarios.scenarios.map((s) => s.id),
    neighbourhood: data.map.neighbourhoods.map((n) => n.id),
    space: [...data.map.neighbourhoods.flatMap((n) => n.spaces.map((s) => s.id)), ...data.map.mysteries.map((m) => m.id)],
  }
}
