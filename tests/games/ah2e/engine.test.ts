import { describe, expect, it } from 'vitest'
import { canUndo, execute, foldEntries, newSession, redo, replayCommands, undo, undoTo } from '@/core'
import { ah2e, type Ah2eCommand } from '@/games/ah2e/rules'
import { draw, expectFoldConsistent, given, play, refused, type S, when } from './harness'

/**
 * The engine around the rules (house style «Commands, events, rules»): undo drops a command's events
 * with the checks they set off, redo puts them back unchanged, bad commands are values.
 */
const setUp: Ah2eCommand = { type: 'SetUpGame', data: { players: 4, ancientOne: 'yig' } }
const commands: Ah2eCommand[] = [setUp, draw(), draw(), { type: 'RaiseTerror', data: { amount: 2 } }, draw(), draw()]

function playAll(seed = 'engine'): S {
  const r = replayCommands(ah2e, seed, commands)
  if (!r.ok) throw new Error(r.error.code)
  return r.value
}

describe('UNDO undo / redo / undo-to-here', () => {
  it('UNDO-01 (house style «Commands, events, rules») undo after a command restores the state before it, exactly', () => {
    const s = playAll()
    for (let k = s.entries.length - 1; k >= 1; k--) {
      const before = foldEntries(ah2e, s.entries.slice(0, k))
      const cut = undoTo(ah2e, s, s.entries[k - 1].seq)
      expect(cut.ok).toBe(true)
      if (cut.ok) expect(cut.value.state).toEqual(before)
    }
    const u = undo(ah2e, s)
    expect(u.ok && u.value.state).toEqual(foldEntries(ah2e, s.entries.slice(0, -1)))
  })

  it('UNDO-02 (house style «Commands, events, rules») redo puts back the same events (nothing is decided again) and the same state', () => {
    const s = playAll()
    const u = undo(ah2e, s)
    if (!u.ok) throw new Error(u.error.code)
    const r = redo(ah2e, u.value)
    if (!r.ok) throw new Error(r.error.code)
    expect(r.value.entries).toEqual(s.entries)
    expect(r.value.state).toEqual(s.state)
    expect(r.value.redo).toEqual([])
  })

  it('UNDO-03 (house style «Commands, events, rules») undo-to-here drops several commands; redo brings them back oldest first', () => {
    const s = playAll()
    const to = undoTo(ah2e, s, 2)
    if (!to.ok) throw new Error(to.error.code)
    expect(to.value.entries.map((e) => e.seq)).toEqual([1, 2])
    expect(to.value.redo.map((e) => e.seq)).toEqual([3, 4, 5, 6])
    let cur = to.value
    for (let i = 0; i < 4; i++) {
      const r = redo(ah2e, cur)
      if (!r.ok) throw new Error(r.error.code)
      cur = r.value
    }
    expect(cur.state).toEqual(s.state)
    expect(redo(ah2e, cur).ok).toBe(false)
  })

  it('UNDO-04 (house style «Commands, events, rules») a new command clears the redo stack', () => {
    const u = undo(ah2e, playAll())
    if (!u.ok) throw new Error(u.error.code)
    expect(u.value.redo).toHaveLength(1)
    const w = when(u.value, { type: 'RaiseTerror', data: { amount: 1 } })
    expect(w.session.redo).toEqual([])
  })

  it('UNDO-05 (house style «Commands, events, rules») undoing a draw and drawing again draws the same card (undo cannot re-roll)', () => {
    const s = playAll()
    const u = undo(ah2e, s)
    if (!u.ok) throw new Error(u.error.code)
    const again = when(u.value, draw())
    expect(again.events).toEqual(s.entries.at(-1)!.events)
  })

  it('UNDO-06 (house style «Commands, events, rules») the setup cannot be undone; with nothing left there is nothing to undo or redo', () => {
    const s = playAll()
    const r = undoTo(ah2e, s, 0)
    expect(!r.ok && r.error.code).toBe('core/undo-barrier')
    const base = playAll()
    const back = undoTo(ah2e, base, 1)
    if (!back.ok) throw new Error(back.error.code)
    expect(canUndo(ah2e, back.value)).toBe(false)
    expect(!undo(ah2e, back.value).ok).toBe(true)
    expect(!undo(ah2e, newSession(ah2e, 'x')).ok && 'nothing').toBe('nothing')
    expect(redo(ah2e, base).ok).toBe(false)
  })

  it('UNDO-07 (house style «Commands, events, rules») undo removes the rule checks a command set off, with it (an overflow, an awakening)', () => {
    const g = given({ players: 8 }).fill('southside-streets', 11).doom(9)
    const w = when(g, draw('blue-flu')) // doom 10 → awakening before anything else
    expect(w.state.status).toBe('final-battle')
    const u = undo(ah2e, w.session)
    if (!u.ok) throw new Error(u.error.code)
    expect(u.value.state).toEqual(g.state)
    expectFoldConsistent(w.session)
  })

  it('UNDO-08 (house style «Commands, events, rules») same seed and commands give the same events; another seed gives other draws', () => {
    const a = playAll('engine')
    const b = playAll('engine')
    expect(b.entries).toEqual(a.entries)
    const c = replayCommands(ah2e, 'seed-c', commands.slice(0, 2))
    expect(c.ok && c.value.entries.map((e) => e.events)).not.toEqual(a.entries.slice(0, 2).map((e) => e.events))
  })
})

const GARBAGE: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['a string', 'DrawMythosCard'],
  ['an array', []],
  ['no type', { data: {} }],
  ['a numeric type', { type: 7, data: {} }],
  ['an unknown type', { type: 'SummonShoggoth', data: {} }],
  ['no data', { type: 'DrawMythosCard' }],
  ['null data', { type: 'RaiseTerror', data: null }],
  ['string data', { type: 'RaiseTerror', data: '3' }],
  ['a numeric card id', { type: 'DrawMythosCard', data: { cardId: 5 } }],
  ['an object card id', { type: 'DrawMythosCard', data: { cardId: { id: 'blue-flu' } } }],
  ['a prototype card id', { type: 'DrawMythosCard', data: { cardId: '__proto__' } }],
  ['an unknown place', { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'r-lyeh-suburbs' } }],
  ['a numeric place', { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 3 } }],
  ['an Other World that does not exist', { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'ow:narnia:1' } }],
  ['an unknown investigator', { type: 'GainClues', data: { investigatorId: 'inv-9', count: 1 } }],
  ['a prototype investigator', { type: 'GainClues', data: { investigatorId: '__proto__', count: 1 } }],
  ['zero clues', { type: 'GainClues', data: { investigatorId: 'inv-1', count: 0 } }],
  ['fractional clues', { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1.5 } }],
  ['too many clues to spend', { type: 'SpendClues', data: { investigatorId: 'inv-1', count: 1 } }],
  ['a delayed flag that is not boolean', { type: 'UpdateInvestigator', data: { investigatorId: 'inv-1', delayed: 'yes' } }],
  ['a negative Sneak', { type: 'UpdateInvestigator', data: { investigatorId: 'inv-1', sneak: -2 } }],
  ['a very long name', { type: 'UpdateInvestigator', data: { investigatorId: 'inv-1', name: 'x'.repeat(41) } }],
  ['terror out of range', { type: 'CorrectTerror', data: { to: 11 } }],
  ['terror unchanged', { type: 'CorrectTerror', data: { to: 0 } }],
  ['doom 0', { type: 'AdjustDoom', data: { delta: 0 } }],
  ['doom below 0', { type: 'AdjustDoom', data: { delta: -1 } }],
  ['a monster to an unknown place', { type: 'PlaceMonster', data: { uid: 'gug#1', to: 'the-moon' } }],
  ['a monster to the box', { type: 'PlaceMonster', data: { uid: 'gug#1', to: 'box' } }],
  ['a monster already there', { type: 'PlaceMonster', data: { uid: 'gug#1', to: 'cup' } }],
  ['an unknown ally', { type: 'TakeAlly', data: { allyId: 'dukes-of-hazzard', investigatorId: 'inv-1' } }],
  ['a choice nobody asked for', { type: 'ChooseMonsterDestination', data: { uid: 'gug#1', to: 'woods' } }],
  ['a clue taker nobody asked for', { type: 'ChooseClueTaker', data: { investigatorId: 'inv-1' } }],
  ['no Environment to discard', { type: 'DiscardEnvironment', data: {} }],
  ['phase to upkeep from mythos', { type: 'AdvancePhase', data: { to: 'upkeep' } }],
  ['a battle round before the awakening', { type: 'StartBattleRound', data: {} }],
]

describe('BAD bad commands are values; nothing changes', () => {
  it.each(GARBAGE)('BAD-01 (house style «Commands, events, rules») garbage payload (%s) returns a RuleViolation and changes nothing', (_what, command) => {
    const g = given({ players: 2 })
    g.with({ type: 'PhaseAdvanced', data: { turn: 1, phase: 'mythos' } })
    const e = refused(g, command as Ah2eCommand)
    expect(typeof e.code).toBe('string')
    expect(e.code).toMatch(/^[a-z]+\/[a-z-]+$/)
    expect(typeof e.message).toBe('string')
    expect(e.message.length).toBeGreaterThan(0)
  })

  it('BAD-02 (house style «Commands, events, rules») before the setup every command is refused; after the end of the game too', () => {
    refused(newSession(ah2e, 'x'), draw(), 'game/not-set-up')
    const won = given({ players: 1 }).gate('woods')
    const w = when(won, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(w.state.status).toBe('won')
    refused(w.session, draw(), 'game/over')
    refused(w.session, { type: 'RaiseTerror', data: { amount: 1 } }, 'game/over')
  })

  it('BAD-03 (house style «Commands, events, rules») a refused command leaves the session object untouched and adds no log entry', () => {
    const s = playAll()
    const r = execute(ah2e, s, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } })
    expect(r.ok).toBe(false)
    expect(s.entries).toHaveLength(commands.length)
    expectFoldConsistent(s)
  })

  it('BAD-04 (house style «Commands, events, rules») a pending choice blocks other game commands until it is answered', () => {
    const g = given({ players: 5 }).gate('the-unnamable').gate('black-cave').gate('science-building')
    const asked = when(g, draw('blue-flu'))
    expect(asked.state.pending?.kind).toBe('surge-placement')
    for (const c of [draw(), { type: 'AwakenAncientOne', data: {} }, { type: 'AdjustDoom', data: { delta: 1 } }] as Ah2eCommand[]) {
      refused(asked.session, c, 'core/pending-choice')
    }
    // moving and updating investigators is allowed while the players decide
    const moved = play(asked.session, { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'woods' } })
    expect(moved.state.pending?.kind).toBe('surge-placement')
  })

  it.each<[string, unknown]>([
    ['names that are not a list', { players: 2, ancientOne: 'yig', investigatorNames: 'Ala, Ola' }],
    ['more names than players', { players: 1, ancientOne: 'yig', investigatorNames: ['Ala', 'Ola'] }],
    ['a name that is not a string', { players: 2, ancientOne: 'yig', investigatorNames: [7] }],
    ['a numeric Ancient One', { players: 2, ancientOne: 5 }],
    ['a prototype Ancient One', { players: 2, ancientOne: 'constructor' }],
    ['players as a string', { players: '2', ancientOne: 'yig' }],
  ])('BAD-05 (house style «Commands, events, rules») SetUpGame with %s is refused', (_what, data) => {
    refused(newSession(ah2e, 'x'), { type: 'SetUpGame', data } as Ah2eCommand, /^setup\//)
  })
})
