/**
 * The kit can fail: each broken variant of the toy game breaks one engine property, and the kit
 * names it.
 */
import { describe, expect, it } from 'vitest'
import { fail, type GameRules } from '../../src/core'
import { playChecked, type BoardList } from './conformance'
import toyModule from '../fixtures/games/toy/module'
import type { BoardSheet } from '../../src/shell/boardSheet'
import { toyRules, type ToyCommand, type ToyEvent, type ToyState } from '../fixtures/games/toy/rules'

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
    expect(() => playChecked(broken, 'self-3', 20)).toThrow(/CONF-(06|12)/)
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
  it('CONF-SELF-07 a dead end (the offered move refused, only a correction would go on) is reported with its game file', () => {
    const broken = variant({ decide: (s, c, ctx) => (c.type === 'Roll' && s.total >= 7 ? fail('race/stuck', 'No.') : toyRules.decide(s, c, ctx)) })
    expect(() => playChecked(variant({ ...broken, sample: () => [{ type: 'CorrectTotal', data: { to: 8 } }] }), 'self-7', 5)).toThrow(/CONF-09 liveness[^]*dead-end[^]*test-results/)
  })
  it('CONF-SELF-08 offered moves that never move the game on are reported', () => {
    const broken = variant({ checks: [], position: () => 'always the same' })
    expect(() => playChecked(broken, 'self-8', 5)).toThrow(/CONF-09 liveness[^]*stuck/)
  })
  it('CONF-SELF-09 a board list that leaves out a component the command moved is reported', () => {
    const board: BoardList = (before, after) => (toyModule.boardChanges!(before, after) as ReturnType<BoardList>).filter((l: { key: string }) => l.key !== 'bank')
    expect(() => playChecked(toyRules, 'self-9', 60, { board })).toThrow(/CONF-10[^]*banked/)
  })
  it('CONF-SELF-10 a sheet that replaces its lines with the last change (unticked lines lost) is reported', () => {
    const replacing = (sheet: BoardSheet, before: unknown, after: unknown, list: BoardList): BoardSheet => ({
      n: sheet.n + 1,
      lines: list(before as never, after as never).map((c) => ({ key: c.key, change: c, from: before, to: after, origin: before, ticked: false, kind: 'command' as const, step: sheet.n + 1 })),
    })
    // A line is lost when a later change does not touch its piece: over 20 games, some must show it.
    const failures = Array.from({ length: 20 }, (_, i) => {
      try {
        playChecked(toyRules, `self-10-${i}`, 60, { board: toyModule.boardChanges as BoardList, accumulate: replacing as never })
        return ''
      } catch (e) {
        return String(e)
      }
    }).filter(Boolean)
    expect(failures.length).toBeGreaterThan(0)
    for (const f of failures) expect(f).toMatch(/CONF-11/)
    // The shell's own sheet passes the same games.
    for (let i = 0; i < 20; i++) playChecked(toyRules, `self-10-${i}`, 60, { board: toyModule.boardChanges as BoardList })
  })
  it('CONF-SELF-11 a setup whose file the app cannot read back is reported', () => {
    const broken = variant({ setupCommand: (setup) => ({ type: 'StartRace', data: { target: setup.target, note: { text: 'x' } } }) as never })
    expect(() => playChecked(broken, 'self-11', 10)).toThrow(/CONF-12[^]*unknown field/)
  })
})
