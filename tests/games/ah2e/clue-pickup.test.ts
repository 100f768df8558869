import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { undoTo } from '@/core'
import { ah2e } from '@/games/ah2e/rules'
import { boardChanges } from '@/games/ah2e/ui/board'
import { describeEvent } from '@/games/ah2e/ui/describe'
import { given, refused, when, type S } from './harness'

/**
 * «Zbieranie Wskazówek» (000 l.464: «Za każdym razem, kiedy Badacz zakończy ruch na obszarze, na
 * którym znajdują się żetony Wskazówek, może natychmiast zabrać jeden lub więcej z nich»): the
 * tokens an investigator picks up leave the location (review ah2e-es, finding 1: they stayed there
 * and a later gate told the table to discard tokens already in a hand). A clue from elsewhere (an
 * encounter) is still a plain gain that leaves the location's tokens alone.
 */
const undone = (s: S) => {
  const r = undoTo(ah2e, s, s.entries[s.entries.length - 1].seq - 1)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}
const lines = (before: Parameters<typeof boardChanges>[0], after: Parameters<typeof boardChanges>[1]) => boardChanges(before, after).map((c) => c.text)

afterEach(() => {
  locale.value = 'pl'
})

describe('CLUES picking up the clue tokens where an investigator stands', () => {
  const woods2 = () => given({ players: 2, investigatorNames: ['Ola', 'Ela'] })
    .with({ type: 'CluePlaced', data: { location: 'woods' } }, { type: 'CluePlaced', data: { location: 'woods' } })
    .investigator(2, 'woods')

  it('CLUES-01 «Zbieranie Wskazówek»: every token at the location goes to the investigator there; the location is left with none', () => {
    const g = woods2()
    const before = g.state.clues.woods
    expect(before).toBeGreaterThanOrEqual(2)
    const w = when(g, { type: 'PickUpClues', data: { investigatorId: 'inv-2' } })
    expect(w.events).toEqual([{ type: 'CluesTaken', data: { investigatorId: 'inv-2', location: 'woods', count: before }, cause: 'rule/investigator-picks-up-clues' }])
    expect(w.state.clues.woods).toBeUndefined()
    expect(w.state.investigators[1].clues).toBe(before)
    // A gate opening there later has nothing to discard.
    const gate = when(w.session, { type: 'DrawMythosCard', data: { cardId: 'all-quiet-in-arkham' } })
    expect(gate.state.gates.woods).toBeDefined()
    expect(gate.events.filter((e) => e.type === 'CluesDiscarded' && e.data.location === 'woods')).toEqual([])
  })

  it.each([
    ['n − 1', -1, true],
    ['n', 0, true],
    ['n + 1', 1, false],
  ] as const)('CLUES-05 «jeden lub więcej z nich»: %s of the n tokens there', (_what, d, ok) => {
    const g = woods2()
    const n = g.state.clues.woods!
    const c = { type: 'PickUpClues', data: { investigatorId: 'inv-2', count: n + d } } as const
    if (!ok) {
      refused(g, c, 'clue/bad-count')
      return
    }
    const w = when(g, c)
    expect(w.state.investigators[1].clues).toBe(n + d)
    expect(w.state.clues.woods ?? 0).toBe(Math.abs(d))
  })
  it('CLUES-06 none, a fraction or a non-number is refused', () => {
    for (const count of [0, 1.5, '1']) refused(woods2(), { type: 'PickUpClues', data: { investigatorId: 'inv-2', count: count as number } }, 'clue/bad-count')
  })

  it('CLUES-02 a clue from elsewhere (an encounter) stays a plain gain: the location keeps its tokens', () => {
    const g = woods2()
    const before = g.state.clues.woods
    const w = when(g, { type: 'GainClues', data: { investigatorId: 'inv-2', count: 1 } })
    expect(w.state.clues.woods).toBe(before)
    expect(w.state.investigators[1].clues).toBe(1)
  })

  it('CLUES-03 refused where no token lies, where nobody knows the place, and for the devoured', () => {
    const g = woods2().investigator(1, 'rivertown-streets')
    refused(g, { type: 'PickUpClues', data: { investigatorId: 'inv-1' } }, 'clue/none-here')
    refused(woods2().investigator(1, null), { type: 'PickUpClues', data: { investigatorId: 'inv-1' } }, 'clue/none-here')
    refused(woods2().with({ type: 'InvestigatorDevoured', data: { investigatorId: 'inv-2', reason: 'test' } }), { type: 'PickUpClues', data: { investigatorId: 'inv-2' } }, 'investigator/unknown')
  })

  it('CLUES-04 «Na planszy» says where the tokens come from; the undo says where they go back', () => {
    const g = woods2()
    const n = g.state.clues.woods
    const w = when(g, { type: 'PickUpClues', data: { investigatorId: 'inv-2' } })
    locale.value = 'pl'
    expect(lines(w.before, w.state)).toEqual([`Las: zdejmij ${n} żetony wskazówek`, `Ela: weź ${n} wskazówki z Lasu (razem ${n})`])
    expect(lines(w.state, undone(w.session))).toEqual([`Las: połóż ${n} żetony wskazówek`, `Ela: odłóż ${n} wskazówki z powrotem do Lasu (zostaje 0)`])
    expect(describeEvent(w.events[0], w.state)).toBe(`Ela zabiera ${n} Wskazówki z Lasu.`)
    locale.value = 'en'
    expect(lines(w.before, w.state)[1]).toBe(`Ela: take ${n} clues from Woods (now ${n})`)
    // A plain gain still reads as a clue from the supply.
    const plain = when(g, { type: 'GainClues', data: { investigatorId: 'inv-2', count: 1 } })
    locale.value = 'pl'
    expect(lines(plain.before, plain.state)).toEqual(['Ela: weź 1 wskazówkę (razem 1)'])
  })
})
