import { describe, expect, it } from 'vitest'
import { step } from '@/core'
import { elderSign, legalTasks } from '@/games/elder-sign/rules'
import { d, given, move, token } from './harness'

describe('ES-PERF one roll', () => {
  it('ES-PERF-01 a roll of all 8 dice and the legal tasks of a card with monsters take well under 1 ms (mean of 2,000)', () => {
    const p = given({ aoFacts: { monsterSpaces: [] } }).cards('the-hidden-passage', 'we-need-to-find-help')
      .did({ type: 'ApplyEffect', data: { tag: 'monster-appears' } })
      .did({ type: 'PlaceMonster', data: { card: 'we-need-to-find-help', spot: { kind: 'empty', slot: 0 }, token: token([{ peril: 1 }, { investigation: 4 }]) } })
      .did(move('we-need-to-find-help'))
      .did({ type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } })
      .items(0, 'uniqueItem', 1)
      .did({ type: 'AddDie', data: { colour: 'red', spend: 'uniqueItem' } })
    const state = p.state
    const seq = p.session.entries.length + 1
    // Warm up the JIT on the same path, then measure.
    for (let i = 0; i < 300; i++) {
      const r = step(elderSign, `warm-${i}`, state, seq, { type: 'Roll', data: {} })
      if (r.ok) legalTasks(r.value.state, d)
    }
    const n = 2000
    let tasks = 0
    const t0 = performance.now()
    for (let i = 0; i < n; i++) {
      const r = step(elderSign, `perf-${i}`, state, seq, { type: 'Roll', data: {} })
      if (!r.ok) throw new Error(r.error.code)
      tasks += legalTasks(r.value.state, d).length
    }
    const mean = (performance.now() - t0) / n
    expect(tasks).toBe(2 * n)
    console.log(`ES-PERF-01 mean ${(mean * 1000).toFixed(1)} µs per roll + legal tasks`)
    expect(mean).toBeLessThan(1)
  })
})
