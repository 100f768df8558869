/**
 * The kit can fail: each broken variant of the toy game breaks one engine property, and the kit
 * names it.
 */
import { describe, expect, it } from 'vitest'
import { fail, type GameRules } from '../../src/core'
import { playChecked } from './conformance'
import { toyRules, type ToyCommand, type ToyEvent, type ToyState } from './toy-game'

type Toy = GameRules<ToyState, ToyCommand, ToyEvent, { target: number }>
const variant = (patch: Partial<Toy>): Toy => ({ ...toyRules, ...patch })

describe('CONF-SELF the kit catches broken games', () => {
  it('CONF-SELF-01 an evolve that mutates its input breaks undo', () => {
    const broken = variant({
      evolve: (s, e) => {
        const next = toyRules.evolve(s, e)
        if (e.type === 'DieRolled') (s as { rolls: number }).rolls += 1000
        return next
      },
    })
    expect(() => playChecked(broken, 'self-1', 20)).toThrow(/CONF-0[12]/)
  })
  it('CONF-SELF-02 a decide that throws is reported', () => {
    const broken = variant({ decide: (s, c, ctx) => (c.type === 'Roll' ? (() => { throw new Error('boom') })() : toyRules.decide(s, c, ctx)) })
    expect(() => playChecked(broken, 'self-2', 20)).toThrow(/CONF-04/)
  })
  it('CONF-SELF-03 randomness outside the seeded stream breaks replay', () => {
    let n = 0
    const broken = variant({ decide: (s, c, ctx) => (c.type === 'Roll' && !s.choice && s.status === 'playing' ? { ok: true, value: [{ type: 'DieRolled', data: { face: String(1 + (n++ % 5)), physical: false } }] } : toyRules.decide(s, c, ctx)) })
    expect(() => playChecked(broken, 'self-3', 20)).toThrow(/CONF-06/)
  })
  it('CONF-SELF-04 a state that is not plain JSON is reported', () => {
    const broken = variant({ evolve: (s, e) => ({ ...toyRules.evolve(s, e), when: e.type === 'DieRolled' ? undefined : null }) as ToyState })
    expect(() => playChecked(broken, 'self-4', 20)).toThrow(/CONF-05/)
  })
  it('CONF-SELF-05 a pending choice on an unknown screen is reported', () => {
    const broken = variant({ pending: (s) => (s.choice ? { kind: 'x', screen: 'nowhere' } : null) })
    expect(() => playChecked(broken, 'self-5', 60, ['board'])).toThrow(/CONF-08/)
  })
  it('CONF-SELF-06 an invalid sampled setup is reported', () => {
    expect(() => playChecked(variant({ sampleSetup: () => ({ target: 1 }) }), 'self-6', 5)).toThrow(/sampleSetup/)
    expect(fail('x', 'y').ok).toBe(false)
  })
})
