import { describe, expect, it } from 'vitest'
import { shallowRef } from 'vue'
import { byKey, stable, stableList } from '@/shell/composables/stable'
import { locale } from '@/i18n'

/** SHELL-STABLE: a view keeps its objects while they show the same, so a tap re-renders only what changed. */
describe('SHELL-STABLE views that keep their identity', () => {
  it('SHELL-STABLE-01 an object of the same fields is the previous one; one changed field gives the new one', () => {
    const a = { turn: 1, phase: 'upkeep' }
    expect(stable(a, { turn: 1, phase: 'upkeep' })).toBe(a)
    const b = { turn: 2, phase: 'upkeep' }
    expect(stable(a, b)).toBe(b)
    expect(stable(undefined, b)).toBe(b)
  })
  it('SHELL-STABLE-02 a list keeps the unchanged items, and itself when none changed', () => {
    const prev = [{ id: 'doom', value: 1 }, { id: 'terror', value: 0 }]
    const same = stableList(prev, [{ id: 'doom', value: 1 }, { id: 'terror', value: 0 }], (g) => g.id)
    expect(same).toBe(prev)
    const next = stableList(prev, [{ id: 'doom', value: 2 }, { id: 'terror', value: 0 }], (g) => g.id)
    expect(next).not.toBe(prev)
    expect(next[0]).toEqual({ id: 'doom', value: 2 })
    expect(next[1]).toBe(prev[1])
    expect(stableList(['a', 'b'], ['a', 'b'])).toEqual(['a', 'b'])
    const strings = ['a', 'b']
    expect(stableList(strings, ['a', 'b'])).toBe(strings)
    expect(stableList(strings, ['a'])).toEqual(['a'])
  })
  it('SHELL-STABLE-03 byKey: worked out again when the key changes or what it reads does, not when the object holding the key does', () => {
    const space = shallowRef({ id: 'jail', doom: 0 })
    let runs = 0
    const words = byKey(() => space.value.id, (id) => (runs++, `${locale.value === 'pl' ? 'Pole' : 'Space'} ${id}`))
    locale.value = 'en'
    expect(words.value).toBe('Space jail')
    space.value = { id: 'jail', doom: 1 }
    space.value = { id: 'jail', doom: 2 }
    expect(words.value).toBe('Space jail')
    expect(runs).toBe(1)
    space.value = { id: 'dock', doom: 2 }
    expect(words.value).toBe('Space dock')
    locale.value = 'pl'
    expect(words.value).toBe('Pole dock')
    expect(runs).toBe(3)
  })
})
