import { ref } from 'vue'
import type { Ah2eData } from '@/games/ah2e/data/types'
import { customMonstersOf, type Ah2eState } from '@/games/ah2e/rules'

/**
 * The Innsmouth panel's «fill in what the app does not know» opens by itself once when the setup
 * checklist leads there (the monster kinds to describe before the first surge).
 */
export const openFillGaps = ref(false)

/**
 * Innsmouth monster tokens that go into the cup («Nowe potwory (ale nie … „Maska” lub lęgowe) należy
 * dodać do puli potworów») but are not in the app's virtual cup yet: the public data does not know
 * their kinds, so they join it when the owner describes them (`DefineMonsterKind`).
 */
export function innsmouthCupMissing(state: Pick<Ah2eState, 'customMonsters'>, data: Ah2eData): number {
  const cup = data.innsmouth?.monsterTotals.cup ?? 0
  const known = data.monsters.filter((k) => k.set === 'innsmouth' && !k.mask && !k.spawn && k.count !== null).reduce((n, k) => n + (k.count ?? 0), 0)
  const defined = Object.values(customMonstersOf(state)).filter((k) => !k.mask && !k.spawn && !data.monsters.some((m) => m.id === k.id && m.count !== null)).reduce((n, k) => n + k.count, 0)
  return Math.max(0, cup - known - defined)
}
