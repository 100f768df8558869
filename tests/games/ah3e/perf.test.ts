import { describe, expect, it } from 'vitest'
import { step } from '@/core'
import { ah3e, neighbourhoodDoom } from '@/games/ah3e/rules'
import { answerCards, run, start, toMythos } from './harness'

describe('AH3E-PERF one Mythos phase', () => {
  it('AH3E-PERF-01 a spread doom that overflows (the space answered, sheet doom, terror spread) and a spread terror take well under 1 ms (mean of 1,000)', () => {
    let s = answerCards(start({ draws: { cup: 'physical', events: 'physical' } }), 'northside')
    s = run(s, { type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
    while (neighbourhoodDoom(s.state, 'innsmouth-village') < 5) s = run(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    s = toMythos(s)
    const state = s.state
    const seq = s.entries.length + 1
    const phase = () => {
      const a = step(ah3e, 'perf', state, seq, { type: 'DrawMythosToken', data: { token: 'spread-doom', cards: [{ neighbourhood: 'innsmouth-village', doom: { 'esoteric-order-of-dagon': 1 } }] } })
      if (!a.ok) throw new Error(a.error.code)
      const b = step(ah3e, 'perf', a.value.state, seq + 1, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
      if (!b.ok) throw new Error(b.error.code)
      const c = step(ah3e, 'perf', b.value.state, seq + 2, { type: 'DrawMythosToken', data: { token: 'spread-terror' } })
      if (!c.ok) throw new Error(c.error.code)
      return c.value.state
    }
    for (let i = 0; i < 200; i++) phase()
    const n = 1000
    const t0 = performance.now()
    let last = state
    for (let i = 0; i < n; i++) last = phase()
    const mean = (performance.now() - t0) / n
    expect(last.sheetDoom).toBe(state.sheetDoom + 1)
    expect(last.board.terror['innsmouth-village']).toBe(2)
    console.log(`AH3E-PERF-01 mean ${(mean * 1000).toFixed(1)} µs per Mythos phase`)
    expect(mean).toBeLessThan(1)
  })
})
