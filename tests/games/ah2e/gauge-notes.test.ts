import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gaugesOf } from '@/games/ah2e/ui/gauges'
import { ah2eData } from '@/games/ah2e/data'
import { ah2e, type Ah2eState } from '@/games/ah2e/rules'
import { execute, newSession } from '@/core'
import { locale } from '@/i18n'

/**
 * Gauges whose labels mean something (issue «AH2e at the table», point 6): each danger gauge says
 * what its level means on the table (the next threshold, the room left, what the next one does);
 * progress figures (the Sky, Elder Signs, trophies, the Feds Raid) show no «safe».
 */
function game(players: number): Ah2eState {
  const r = execute(ah2e, newSession(ah2e, 'g'), { type: 'SetUpGame', data: { players, ancientOne: 'cthulhu' } })
  if (!r.ok) throw new Error(r.error.message)
  return r.value.session.state
}
const gauge = (s: Ah2eState, id: string) => gaugesOf(s, ah2eData).find((g) => g.id === id)!
const arkhamStreets = ah2eData.spaces.filter((x) => x.board === 'arkham' && x.kind === 'street').map((x) => x.id)
const withMonsters = (s: Ah2eState, arkham: number, outskirts = 0): Ah2eState => {
  const monsters: Record<string, string> = {}
  for (let i = 0; i < arkham; i++) monsters[`ghoul#${i + 1}`] = arkhamStreets[i % arkhamStreets.length]
  for (let i = 0; i < outskirts; i++) monsters[`maniac#${i + 1}`] = 'outskirts'
  return { ...s, monsters }
}

beforeEach(() => {
  locale.value = 'pl'
})
afterEach(() => {
  locale.value = 'pl'
})

describe('UI-GAUGE notes: what each level means', () => {
  // 3 players: monster limit 3 + 3 = 6; Outskirts hold 8 − 3 = 5 («Limit potworów i Peryferia»).
  it.each([
    [5, 'wolne miejsca: 1', 'near'],
    [6, 'limit pełny: kolejne → Peryferia', 'critical'],
    [7, 'limit pełny: kolejne → Peryferia', 'critical'],
  ] as const)('UI-GAUGE-05 «Limit potworów» 3 players, %i monsters in Arkham (limit 6): «%s»', (n, note, level) => {
    const g = gauge(withMonsters(game(3), n), 'monsters')
    expect(g.note).toBe(note)
    expect(g.level).toBe(level)
  })

  it.each([
    [4, 'wolne miejsca: 1'],
    [5, 'pełne: kolejny → panika +1'],
  ] as const)('UI-GAUGE-06 «Peryferia» 3 players, %i in the Outskirts (5 fit): «%s»', (n, note) => {
    expect(gauge(withMonsters(game(3), 0, n), 'outskirts').note).toBe(note)
  })

  it.each([
    [12, 'do przebudzenia: 1'],
    [13, 'przebudzenie'],
  ] as const)('UI-GAUGE-07 doom %i of 13: «%s»', (doom, note) => {
    expect(gauge({ ...game(4), doom }, 'doom').note).toBe(note)
  })

  it.each([
    [2, 'następny próg: 3'],
    [3, 'następny próg: 6'],
    [9, 'następny próg: 10'],
    [10, 'Arkham opanowane'],
  ] as const)('UI-GAUGE-08 «PODSUMOWANIE POZIOMÓW PANIKI» terror %i: «%s»', (terror, note) => {
    expect(gauge({ ...game(4), terror }, 'terror').note).toBe(note)
  })

  it('UI-GAUGE-09 at terror 10 the monster gauge says the limit is gone', () => {
    expect(gauge({ ...game(4), terror: 10 }, 'monsters').note).toBe('bez limitu (panika 10)')
  })

  it('UI-GAUGE-10 the Sky, Elder Signs and trophies are progress figures: no level shown, no limit on the Sky', () => {
    for (const id of ['sky', 'elder-signs', 'trophies']) expect(gauge(game(2), id).progress, id).toBe(true)
    expect(gauge(game(2), 'sky').max).toBeNull()
    expect(gauge(game(2), 'sky').unbounded).toBeFalsy()
  })

  it('UI-GAUGE-11 the notes exist in English too', () => {
    locale.value = 'en'
    expect(gauge(withMonsters(game(3), 6), 'monsters').note).toBe('limit reached: more → Outskirts')
    expect(gauge({ ...game(4), doom: 11 }, 'doom').note).toBe('to the awakening: 2')
  })
})
