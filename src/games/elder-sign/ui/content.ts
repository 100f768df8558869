import { elderSignData as data } from '@/games/elder-sign/data'

/**
 * What an Elder Sign content pack may carry (the owner's own card text and names), by kind:
 * `adventure:<card>`, `mythos:<card>`, `monster:<token>`, `ao:<sheet>`, `investigator:<card>`.
 */
export function contentKeys(): Record<string, string[]> {
  const ids = (list: readonly { id: string }[]) => list.map((x) => x.id)
  return {
    adventure: ids(data.adventures),
    mythos: ids(data.mythos.cards),
    monster: ids(data.monsters.monsters),
    ao: ids(data.ancientOnes),
    investigator: ids(data.investigators),
  }
}
