import { describe, expect, it } from 'vitest'
import { gaugesOf, nextTerrorStep } from '@/games/ah2e/ui/gauges'
import { alertsFor } from '@/games/ah2e/ui/alerts'
import { ah2eData } from '@/games/ah2e/data'
import { evolve } from '@/games/ah2e/rules/evolve'
import { ah2e, type Ah2eEvent, type Ah2eState } from '@/games/ah2e/rules'
import { execute, newSession } from '@/core'

function game(players: number): Ah2eState {
  const r = execute(ah2e, newSession(ah2e, 'g'), { type: 'SetUpGame', data: { players, ancientOne: 'cthulhu' } })
  if (!r.ok) throw new Error(r.error.message)
  return r.value.session.state
}
const gauge = (s: Ah2eState, id: string) => gaugesOf(s, ah2eData).find((g) => g.id === id)!
const withDoom = (s: Ah2eState, doom: number) => ({ ...s, doom })
const withGates = (s: Ah2eState, n: number) => {
  const locs = ah2eData.spaces.filter((x) => x.unstable).slice(0, n).map((x) => x.id)
  return { ...s, gates: Object.fromEntries(locs.map((l, i) => [l, ah2eData.gateMarkers[i].id])) }
}

describe('UI-GAUGE table gauges (safe / near / critical)', () => {
  it.each([
    [10, 'safe'], [11, 'near'], [12, 'critical'], [13, 'critical'],
  ])('UI-GAUGE-01 doom %i of 13 is %s', (doom, level) => {
    expect(gauge(withDoom(game(4), doom), 'doom').level).toBe(level)
  })
  it.each([
    // 4 players: 7 gates awaken
    [4, 'safe'], [5, 'near'], [6, 'critical'],
  ])('UI-GAUGE-02 %i open gates with 4 players is %s', (n, level) => {
    const g = gauge(withGates(game(4), n), 'gates')
    expect(g.max).toBe(7)
    expect(g.level).toBe(level)
  })
  it('UI-GAUGE-03 terror shows the next threshold', () => {
    expect(nextTerrorStep(0)).toBe(3)
    expect(nextTerrorStep(3)).toBe(6)
    expect(nextTerrorStep(9)).toBe(10)
    expect(nextTerrorStep(10)).toBeNull()
  })
  it('UI-GAUGE-04 monster limit has no maximum at terror 10', () => {
    const s = { ...game(3), terror: 10 }
    expect(gauge(s, 'monsters').max).toBeNull()
    expect(gauge(game(3), 'monsters').max).toBe(6)
  })
  it('UI-ALERT-01 thresholds become full-screen notices', () => {
    const events: Ah2eEvent[] = [
      { type: 'TerrorRaised', data: { to: 3 } },
      { type: 'AllyBoxed', data: { allyId: 'ryan-dean' } },
      { type: 'LocationClosed', data: { location: 'general-store', by: 'terror' } },
      { type: 'MonstersReturnedToCup', data: { uids: ['ghoul#1'] }, cause: 'rule/outskirts-overflow' },
      { type: 'MonstersReturnedToCup', data: { uids: ['ghoul#2'] }, cause: 'rule/gate-closed-returns-monsters' },
      { type: 'AncientOneAwakened', data: { reason: 'too-many-gates' } },
    ]
    expect(alertsFor(events, ah2eData).map((a) => a.kind)).toEqual(['terror', 'shop-closed', 'outskirts', 'awakening'])
    expect(evolve).toBeTypeOf('function')
  })
})
