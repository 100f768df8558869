import { onMounted } from 'vue'
import { usePacksStore } from '@/stores/packs'

/**
 * A game view's access to the owner's content packs: the entry of one card or component (text in
 * the UI language, else in the other one). The packs load when the view mounts.
 */
export function usePack(game: string) {
  const packs = usePacksStore()
  onMounted(() => void packs.load(game).catch(() => undefined))
  return {
    entry: (kind: string, id: string) => packs.entry(game, `${kind}:${id}`),
  }
}
