import { describe, expect, it } from 'vitest'
import { firstPoint, isLastPoint, nextPoint, type Flow } from '../../src/core'

type P = 'city' | 'cult' | 'planning' | 'actions' | 'hiding'
/** Rise of the Cults' shape: City skipped in round 1, Hiding in the last round. */
const cults: Flow<P> = {
  phases: ['city', 'cult', 'planning', 'actions', 'hiding'],
  rounds: 6,
  skips: (round, phase, rounds) => (phase === 'city' && round === 1) || (phase === 'hiding' && round === rounds),
}

function walk<Ph extends string>(flow: Flow<Ph>): string[] {
  const out: string[] = []
  for (let p = firstPoint(flow); p; p = nextPoint(flow, p)) out.push(`${p.round}:${p.phase}`)
  return out
}

describe('CORE-FLOW rounds and phases', () => {
  it('CORE-FLOW-01 the first round starts at its first played phase', () => {
    expect(firstPoint(cults)).toEqual({ round: 1, phase: 'cult' })
  })
  it('CORE-FLOW-02 skipped phases are never visited; the flow ends after the last round', () => {
    const all = walk(cults)
    expect(all).toHaveLength(6 * 5 - 2)
    expect(all).not.toContain('1:city')
    expect(all).not.toContain('6:hiding')
    expect(all.at(-1)).toBe('6:actions')
    expect(all.slice(0, 5)).toEqual(['1:cult', '1:planning', '1:actions', '1:hiding', '2:city'])
  })
  it.each([
    { at: { round: 5, phase: 'hiding' as P }, next: { round: 6, phase: 'city' } },
    { at: { round: 6, phase: 'actions' as P }, next: null },
    { at: { round: 1, phase: 'actions' as P }, next: { round: 1, phase: 'hiding' } },
  ])('CORE-FLOW-03 after $at.round:$at.phase comes $next', ({ at, next }) => {
    expect(nextPoint(cults, at)).toEqual(next)
    expect(isLastPoint(cults, at)).toBe(next === null)
  })
  it('CORE-FLOW-04 an endless flow never ends; an unknown phase has no successor', () => {
    const endless: Flow<'a' | 'b'> = { phases: ['a', 'b'], rounds: null }
    expect(nextPoint(endless, { round: 999, phase: 'b' })).toEqual({ round: 1000, phase: 'a' })
    expect(nextPoint(endless, { round: 1, phase: 'zzz' as 'a' })).toBeNull()
  })
  it('CORE-FLOW-05 a flow that skips every phase yields nothing instead of looping', () => {
    const none: Flow<'a'> = { phases: ['a'], rounds: null, skips: () => true }
    expect(firstPoint(none)).toBeNull()
    expect(firstPoint({ phases: [], rounds: 3 })).toBeNull()
  })
})
