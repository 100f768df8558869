import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { execute, replayCommands } from '@/core'
import type { FaceId, Requirement } from '@/games/elder-sign/data'
import { canComplete, covers, diceControls, elderSign, legalTasks, rollingPool, usableDice, type DieId, type EsCommand } from '@/games/elder-sign/rules'
import {
  clock, complete, d, discard, failRoll, given, inv, move, mythos, only, play, refused, roll, rollFaces, types, when, type GivenOptions, type S,
} from './harness'

const I1: FaceId = 'investigation-1'
const I2: FaceId = 'investigation-2'
const I3: FaceId = 'investigation-3'
const I4: FaceId = 'investigation-4'
const L: FaceId = 'lore'
const P: FaceId = 'peril'
const T: FaceId = 'terror'
const W: FaceId = 'wildcard'

/** The first player at `card` (the only card in play, or with `others`), in the action phase, before the first roll. */
const at = (card: string, opts: GivenOptions & { others?: string[] } = {}) => given(opts).cards(card, ...(opts.others ?? [])).did(move(card))
const greens = (n: number): DieId[] => (['green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6'] as DieId[]).slice(0, n)

describe('ES-ROLL «Zadania», «Rzucanie kośćmi», «Wykonywanie zadań» (l.261–343)', () => {
  it('ES-ROLL-01 «Wykonywanie zadań» (l.341) only one task per roll, even when the dice would do two', () => {
    const w = roll(at('the-missing-records'), [I3, I3, L, I1, I2, P])
    const after = when(w.session, complete('t0', 'green-1', 'green-2'))
    refused(after.session, complete('t1', 'green-3', 'green-5', 'green-4'), 'task/one-per-roll')
    expect(legalTasks(after.state, d).find((t) => t.key === 't1')?.status).toBe('task/one-per-roll')
  })

  it('ES-ROLL-01 «Wykonywanie zadań» an ability flag (Amanda Sharpe, «may complete multiple tasks per roll») lifts the limit', () => {
    const w = roll(at('the-missing-records', { investigators: ['amanda-sharpe', 'bob-jenkins'] }), [I3, I3, L, I1, I2, P])
    const after = play(w.session, complete('t0', 'green-1', 'green-2'), complete('t1', 'green-3', 'green-5', 'green-4'))
    expect(only(after.events, 'AdventureCompleted')).toHaveLength(1)
  })

  it.each([
    ['limit−1: 5 of 6 refused', [I2, I3], 'task/dice-do-not-match'],
    ['limit: 6 of 6', [I3, I3], null],
    ['limit+1: 7 of 6, the excess is lost', [I3, I2, I2], null],
    ['a die the task does not need', [I3, I3, I1], 'task/unneeded-die'],
  ] as [string, FaceId[], string | null][])('ES-ROLL-02 «Zadania» Investigation 6: %s', (_name, faces, code) => {
    const all = [...faces, ...Array<FaceId>(6 - faces.length).fill(P)]
    const w = roll(at('the-missing-records'), all)
    const cmd = complete('t0', ...greens(faces.length))
    if (code) refused(w.session, cmd, code)
    else expect(only(when(w.session, cmd).events, 'TaskCompleted')).toHaveLength(1)
  })

  it.each([
    [[{ lore: 1 }], [W], true],
    [[{ peril: 1 }], [W], true],
    [[{ terror: 1 }], [W], true],
    [[{ investigation: 4 }], [W], true],
    [[{ investigation: 5 }], [W], false],
    [[{ lore: 1 }, { investigation: 4 }], [W], false],
    [[{ lore: 1 }, { investigation: 4 }], [W, L], true],
    [[{ lore: 1 }], [P], false],
    [[{ investigation: 3 }, { investigation: 3 }], [I3, I2, I1], true],
    [[{ investigation: 3 }, { investigation: 3 }], [I4, I2], false],
  ] as [Requirement[], FaceId[], boolean][])('ES-ROLL-03 «Wykonywanie zadań» / ES-FAQ-04 «Dodawanie kości do puli» (l.618, 1022) %j met by %j: %s', (req, faces, ok) => {
    expect(covers(faces, req)).toBe(ok)
  })

  it('ES-FAQ-04 «Dodawanie kości do puli» the red die\'s Wildcard completes Investigation 4 alone (counts as 4, not 1)', () => {
    const p = at('the-guided-tour').did({ type: 'AddDie', data: { colour: 'red', spend: 'commonItem' } })
    const w = roll(p, [P, P, P, P, P, P, W])
    expect(canComplete(w.state, d, 't0', ['red']).ok).toBe(true)
  })

  it('ES-ROLL-04 «Kolejność zadań» (l.255–257) a card with the arrow: tasks top to bottom', () => {
    const w = roll(at('the-guided-tour'), [L, I2, P, P, P, P])
    refused(w.session, complete('t2', 'green-1'), 'task/out-of-order')
    const a = when(w.session, complete('t0', 'green-2'))
    expect(a.state.attempt?.completed).toEqual(['t0'])
  })

  it.each([
    ['sanity', 1, false],
    ['sanity', 2, true],
    ['sanity', 3, true],
  ] as const)('ES-ROLL-05 «Zadania», Uwaga (l.299) a Sanity −1 task with %s %i: allowed = %s (never to 0 or below)', (stat, value, ok) => {
    const p = at('a-terrible-discovery').stats(0, { [stat]: value })
    const w = roll(p, [L, L, P, P, P, P])
    const cmd = complete('t1', 'green-1', 'green-2')
    if (!ok) refused(w.session, cmd, 'task/cost-would-kill')
    else expect(inv(when(w.session, cmd).state, 0).sanity).toBe(value - 1)
  })

  it.each([[1, false], [2, true], [3, true]] as const)('ES-ROLL-05 «Zadania» a Stamina −1 task with Stamina %i: allowed = %s', (value, ok) => {
    const w = roll(at('hallway-on-fire').stats(0, { stamina: value }), [P, L, L, L, L, L])
    const cmd = complete('t0', 'green-1')
    if (!ok) refused(w.session, cmd, 'task/cost-would-kill')
    else expect(inv(when(w.session, cmd).state, 0).stamina).toBe(value - 1)
  })

  it('ES-ROLL-05 «Zadania» legalTasks explains the refusal (cost-would-kill) without trying', () => {
    const w = roll(at('a-terrible-discovery').stats(0, { sanity: 1 }), [L, L, P, P, P, P])
    expect(legalTasks(w.state, d).map((t) => [t.key, t.status])).toEqual([['t0', 'task/cost-would-kill'], ['t1', 'task/cost-would-kill']])
    const ok = roll(at('a-terrible-discovery'), [L, L, P, P, P, P])
    expect(legalTasks(ok.state, d).map((t) => [t.key, t.status, t.dice])).toEqual([['t0', 'task/dice-do-not-match', null], ['t1', 'ok', ['green-1', 'green-2']]])
  })

  it('ES-ROLL-06 «Rzucanie kośćmi» physical dice: faces are checked die by die (core badFaceIndex); one face per die rolled', () => {
    const p = at('the-missing-records')
    const err = refused(p, { type: 'Roll', data: { faces: { 'green-1': W, 'green-2': L, 'green-3': L, 'green-4': L, 'green-5': L, 'green-6': L } } }, 'roll/bad-face')
    expect(err.params?.die).toBe('green-1')
    refused(p, { type: 'Roll', data: { faces: { 'green-1': L } } }, 'roll/faces-do-not-match-dice')
    const ok = when(p, rollFaces(p.state, [I1, I2, I3, L, P, T]))
    expect(only(ok.events, 'DiceRolled')[0].data).toMatchObject({ physical: true })
    expect(ok.state.dice['green-6']).toEqual({ at: 'rolled', face: T })
  })

  it('ES-ROLL-07 «Rzucanie kośćmi» a virtual roll is seeded and written into the event: replaying the commands gives the same faces', () => {
    const p = at('the-missing-records', { seed: 'dice-seed' })
    const w = when(p, { type: 'Roll', data: {} })
    const faces = only(w.events, 'DiceRolled')[0].data.dice
    expect(faces).toHaveLength(6)
    expect(faces.every((f) => ['investigation-1', 'investigation-2', 'investigation-3', 'lore', 'peril', 'terror'].includes(f.face))).toBe(true)
    const commands = w.session.entries.map((e) => e.command)
    const again = replayCommands(elderSign, 'dice-seed', commands)
    expect(again.ok && again.value.entries.at(-1)!.events).toEqual(w.events)
  })

  it('ES-ROLL-08 «Wykonywanie zadań» legalTasks and canComplete agree with decide on 300 random rolls', () => {
    const base = at('vermin-in-the-pipes', { others: ['the-hidden-passage'] })
    fc.assert(fc.property(fc.array(fc.constantFrom<FaceId>(I1, I2, I3, L, P, T), { minLength: 6, maxLength: 6 }), (faces) => {
      const w = roll(base, faces)
      for (const t of legalTasks(w.state, d)) {
        if (t.status === 'ok') {
          const r = execute(elderSign, w.session, complete(t.key, ...t.dice!))
          expect(r.ok).toBe(true)
        } else {
          const r = execute(elderSign, w.session, complete(t.key, ...usableDice(w.state).map((u) => u.die)))
          expect(r.ok).toBe(false)
        }
      }
    }), { numRuns: 300, seed: 7 })
  })

  it('ES-ROLL-09 «Rzucanie kośćmi» (l.303) the pool is the 6 green dice minus locked ones, plus the yellow or red die added', () => {
    const p = at('the-missing-records').did({ type: 'AddLock', data: { colour: 'green', label: 'test' } }).did({ type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } })
    expect(rollingPool(p.state)).toEqual(['green-2', 'green-3', 'green-4', 'green-5', 'green-6', 'yellow'])
    const w = when(p, { type: 'Roll', data: {} })
    expect(only(w.events, 'DiceRolled')[0].data.dice.map((x) => x.die)).toEqual(['green-2', 'green-3', 'green-4', 'green-5', 'green-6', 'yellow'])
  })

  it('ES-ROLL-10 «Wykonywanie zadań» a roll is resolved before the next one; after a completed task the remaining dice are rolled', () => {
    const w = roll(at('the-missing-records'), [I3, I3, P, P, P, P])
    refused(w.session, { type: 'Roll', data: {} }, 'roll/resolve-roll-first')
    const a = when(w.session, complete('t0', 'green-1', 'green-2'))
    const r = when(a.session, { type: 'Roll', data: {} })
    expect(only(r.events, 'DiceRolled')[0].data.dice.map((x) => x.die)).toEqual(['green-3', 'green-4', 'green-5', 'green-6'])
  })
})

describe('ES-FAIL «Nieudane rzuty», «Efekty paniki» (l.345–379)', () => {
  it('ES-FAIL-01 «Efekty paniki» a failed roll showing Terror: the card\'s and the Mythos card\'s terror effects, before the discard', () => {
    const p = given({ setupMythos: { title: 'M', terrorEffect: 'doom+1' } }).cards('ancient-relics').did(move('ancient-relics'))
    const w = roll(p, [T, I1, I1, P, P, P])
    const f = when(w.session, failRoll())
    expect(types(f.events)).toEqual(['RollFailed', 'StatChanged', 'DoomAdded'])
    expect(f.state.attempt?.stage).toBe('must-discard')
    expect(inv(f.state, 0).sanity).toBe(4)
    expect(f.state.doom).toBe(1)
  })

  it('ES-FAIL-01 «Efekty paniki» without a Terror face no terror effect happens', () => {
    const p = given({ setupMythos: { terrorEffect: 'doom+1' } }).cards('ancient-relics').did(move('ancient-relics'))
    const f = when(roll(p, [I1, I1, I1, P, P, P]).session, failRoll())
    expect(types(f.events)).toEqual(['RollFailed'])
  })

  it('ES-FAQ-01 «Efekty paniki» a held die showing Terror does not set off terror effects', () => {
    const p = given({ setupMythos: { terrorEffect: 'doom+1' } }).cards('the-missing-records').did(move('the-missing-records')).items(0, 'spell', 1)
    const w = play(roll(p, [T, I3, I3, P, P, P]).session, { type: 'CastHoldSpell', data: { dice: ['green-1'] } }, complete('t0', 'green-2', 'green-3'))
    const f = when(roll(w.session, [I1, I1, I1]).session, failRoll())
    expect(only(f.events, 'RollFailed')[0].data.terror).toBe(false)
    expect(f.state.doom).toBe(0)
  })

  it('ES-FAIL-02 «Nieudane rzuty» a die is set aside after each failed roll; the last one makes the adventure fail: placed dice return, penalties, the marker stays', () => {
    let s: S = when(roll(at('the-missing-records'), [I3, I3, P, P, P, P]).session, complete('t0', 'green-1', 'green-2')).session
    for (const die of ['green-3', 'green-4', 'green-5'] as DieId[]) {
      const pool = rollingPool(s.state)
      s = play(s, rollFaces(s.state, pool.map(() => P)), failRoll(), discard(die)).session
      expect(s.state.attempt?.stage).toBe('after-discard')
    }
    const last = play(s, rollFaces(s.state, [P]), failRoll(), discard('green-6'))
    expect(types(last.events)).toEqual(expect.arrayContaining(['AttemptEnded', 'AdventureFailed', 'StatChanged', 'PhaseChanged']))
    expect(Object.values(last.state.dice).slice(0, 6).every((p) => p.at === 'pool')).toBe(true)
    expect(inv(last.state, 0).sanity).toBe(4)
    expect(inv(last.state, 0).at).toBe('the-missing-records')
    expect(last.state.turn.phase).toBe('clock')
  })

  it('ES-FAIL-02 «Nieudane rzuty» a die must be set aside before rolling again, and it must come from the pool', () => {
    const f = when(roll(at('the-missing-records'), [P, P, P, P, P, P]).session, failRoll())
    refused(f.session, { type: 'Roll', data: {} }, 'roll/discard-first')
    refused(f.session, discard('yellow'), 'roll/not-in-pool')
  })

  it('ES-FAIL-06 «Nieudane rzuty» (l.345–347) the failed roll and the die set aside in one step when no terror effect comes first; the last die fails the adventure', () => {
    const w = roll(at('the-missing-records'), [P, P, P, P, P, P])
    expect(diceControls(d, w.state)).toMatchObject({ failRoll: false, failDiscard: greens(6) })
    const f = when(w.session, { type: 'FailRoll', data: { die: 'green-4' } })
    expect(types(f.events)).toEqual(['RollFailed', 'DieDiscarded', 'AttemptStageChanged'])
    expect(f.state.dice['green-4']).toEqual({ at: 'discarded' })
    expect(f.state.attempt?.stage).toBe('after-discard')
    refused(w.session, { type: 'FailRoll', data: { die: 'yellow' } }, 'roll/not-in-pool')
    // The last die of the pool: the adventure fails, as with the discard after «failed roll».
    let s: S = w.session
    for (const die of greens(5)) {
      s = when(s, { type: 'FailRoll', data: { die } }).session
      s = when(s, rollFaces(s.state, rollingPool(s.state).map(() => P))).session
    }
    const last = when(s, { type: 'FailRoll', data: { die: 'green-6' } })
    expect(only(last.events, 'AdventureFailed')[0].data.reason).toBe('last-die')
    expect(last.state.turn.phase).toBe('clock')
  })

  it('ES-FAIL-06 «Efekty paniki» (l.379) with a Terror face and a terror effect to resolve, the die is set aside only after it: the one-step failed roll is refused, nothing changes', () => {
    const p = given({ setupMythos: { title: 'M', terrorEffect: 'doom+1' } }).cards('ancient-relics').did(move('ancient-relics'))
    const w = roll(p, [T, I1, I1, P, P, P])
    expect(diceControls(d, w.state)).toMatchObject({ failRoll: true, failDiscard: [] })
    refused(w.session, { type: 'FailRoll', data: { die: 'green-2' } }, 'roll/terror-first')
    // Kate Winthrop: no terror effect for her, so the one step is hers.
    const kate = given({ investigators: ['kate-winthrop', 'bob-jenkins'], setupMythos: { terrorEffect: 'doom+1' } }).cards('ancient-relics').did(move('ancient-relics'))
    const k = roll(kate, [T, I1, I1, I1, I1, I1])
    expect(diceControls(d, k.state)).toMatchObject({ failRoll: false, failDiscard: greens(6) })
    expect(types(when(k.session, { type: 'FailRoll', data: { die: 'green-1' } }).events)).toEqual(['RollFailed', 'TerrorIgnored', 'DieDiscarded', 'AttemptStageChanged'])
  })

  it('ES-FAIL-03 «Nieudane rzuty», Uwaga (l.375) the player may end the adventure as failed at any time', () => {
    const w = roll(at('the-missing-records'), [I3, I3, P, P, P, P])
    const f = when(w.session, { type: 'FailAdventure', data: {} })
    expect(only(f.events, 'AdventureFailed')[0].data.reason).toBe('voluntary')
    expect(f.state.attempt).toBeNull()
  })

  it('ES-FAIL-04 «Efekty paniki» the terror tag «discard every Terror die» sets them aside; with none left the adventure fails', () => {
    const p = at('medusa-exhibit')
    const f = when(roll(p, [T, T, I1, I1, P, P]).session, failRoll())
    expect(only(f.events, 'DieDiscarded').map((e) => e.data.die)).toEqual(['green-1', 'green-2'])
    expect(f.state.attempt?.stage).toBe('must-discard')
    const all = when(roll(at('medusa-exhibit'), [T, T, T, T, T, T]).session, failRoll())
    expect(only(all.events, 'AdventureFailed')).toHaveLength(1)
  })

  it('ES-FAIL-04 «Efekty paniki» the terror tag «the adventure fails» ends it at once', () => {
    const f = when(roll(at('koi-pond'), [T, I1, I1, I1, I1, I1]).session, failRoll())
    expect(only(f.events, 'AdventureFailed')[0].data.reason).toBe('terror')
    expect(f.state.turn.phase).toBe('clock')
  })

  it('ES-FAIL-05 «Efekty paniki» Kate Winthrop is immune to terror effects; Sister Mary ignores the Mythos card\'s', () => {
    const kate = given({ investigators: ['kate-winthrop', 'bob-jenkins'], setupMythos: { terrorEffect: 'doom+1' } }).cards('ancient-relics').did(move('ancient-relics'))
    const k = when(roll(kate, [T, I1, I1, I1, I1, I1]).session, failRoll())
    expect(types(k.events)).toEqual(['RollFailed', 'TerrorIgnored'])
    const mary = given({ investigators: ['sister-mary', 'bob-jenkins'], setupMythos: { terrorEffect: 'doom+1' } }).cards('ancient-relics').did(move('ancient-relics'))
    const m = when(roll(mary, [T, I1, I1, I1, I1, I1]).session, failRoll())
    expect(types(m.events)).toEqual(['RollFailed', 'TerrorIgnored', 'StatChanged'])
    expect(m.state.doom).toBe(0)
  })
})

describe('ES-HOLD «Zatrzymanie kości» (l.508–570, 648–658, 698–700, 936)', () => {
  const failed = (p = at('the-missing-records')) => when(roll(p, [L, P, P, P, P, P]).session, failRoll()).session

  it('ES-HOLD-01 «Skupianie się» focus after the discard only, one die, once per turn; the focused die keeps its face and can be used later', () => {
    const f = failed()
    refused(f, { type: 'FocusDie', data: { die: 'green-1' } }, 'hold/after-discard-only')
    const a = play(f, discard('green-2'), { type: 'FocusDie', data: { die: 'green-1' } })
    expect(a.state.dice['green-1']).toEqual({ at: 'focused', face: L, by: 'mandy-thompson' })
    expect(rollingPool(a.state)).not.toContain('green-1')
    const again = play(a.session, rollFaces(a.state, [P, P, P, P]), failRoll(), discard('green-3'))
    refused(again.session, { type: 'FocusDie', data: { die: 'green-4' } }, 'hold/focused-this-turn')
    const use = play(a.session, rollFaces(a.state, [I3, I3, I3, P]), complete('t1', 'green-1', 'green-3'))
    expect(use.state.dice['green-1']).toMatchObject({ at: 'task', face: L })
  })

  it('ES-HOLD-02 «Otrzymywanie wsparcia» a helper on the same card holds a die; not with focus on the same roll; once per turn per helper', () => {
    const p = given().cards('the-missing-records', 'the-guided-tour')
      .with({ type: 'InvestigatorMoved', data: { investigator: 'bob-jenkins', from: 'entrance', to: 'the-missing-records' } })
      .did(move('the-missing-records'))
    const f = play(failed(p), discard('green-2')).session
    const a = when(f, { type: 'RequestAssistance', data: { helper: 'bob-jenkins', die: 'green-1' } })
    expect(a.state.dice['green-1']).toEqual({ at: 'assisted', face: L, by: 'bob-jenkins' })
    refused(a.session, { type: 'FocusDie', data: { die: 'green-3' } }, 'hold/once-per-roll')
    const next = play(a.session, rollFaces(a.state, [P, P, P, P]), failRoll(), discard('green-3'))
    refused(next.session, { type: 'RequestAssistance', data: { helper: 'bob-jenkins', die: 'green-4' } }, 'assist/helped-this-turn')
  })

  it('ES-HOLD-02 «Otrzymywanie wsparcia» only an investigator on the same card can assist', () => {
    const f = play(failed(), discard('green-2')).session
    refused(f, { type: 'RequestAssistance', data: { helper: 'bob-jenkins', die: 'green-1' } }, 'assist/not-on-card')
  })

  it('ES-HOLD-02 «Otrzymywanie wsparcia» (l.544) the adventure fails: every helper chooses to lose 1 Sanity or 1 Stamina (asked on the dice screen)', () => {
    const p = given().cards('the-missing-records')
      .with({ type: 'InvestigatorMoved', data: { investigator: 'bob-jenkins', from: 'entrance', to: 'the-missing-records' } })
      .did(move('the-missing-records'))
    const a = play(failed(p), discard('green-2'), { type: 'RequestAssistance', data: { helper: 'bob-jenkins', die: 'green-1' } }, { type: 'FailAdventure', data: {} })
    expect(a.state.pending).toMatchObject({ kind: 'helper-loss', investigator: 'bob-jenkins' })
    expect(elderSign.pending(a.state)).toEqual({ kind: 'helper-loss', screen: 'dice' })
    refused(a.session, clock(), 'choice/pending')
    const b = when(a.session, { type: 'ChooseHelperLoss', data: { stat: 'stamina' } })
    expect(inv(b.state, 1).stamina).toBe(5)
    expect(b.state.turn.phase).toBe('clock')
  })

  it('ES-HOLD-03 «Faza ataku» (l.936) no focus or assistance in the battle', () => {
    const p = given().did({ type: 'AwakenAncientOne', data: {} }).did(clock())
    const f = play(p.session, rollFaces(p.session.state, [L, L, L, L, L, L]), failRoll(), discard('green-1'))
    refused(f.session, { type: 'FocusDie', data: { die: 'green-2' } }, 'hold/not-in-battle')
  })

  it('ES-HOLD-04 «Zaklęcia» a Spell holds dice across turns, faces kept; anyone uses or takes them back; empty, it is discarded', () => {
    const p = at('the-missing-records').items(0, 'spell', 1)
    const cast = play(roll(p, [T, L, P, P, P, P]).session, { type: 'CastHoldSpell', data: { dice: ['green-1', 'green-2'] } })
    expect(only(cast.events, 'SpellCast')[0].data).toMatchObject({ caster: 'mandy-thompson', dice: ['green-1', 'green-2'] })
    expect(cast.state.spells).toEqual([{ id: 'spell-1', caster: 'mandy-thompson', slots: 2 }])
    const end = play(cast.session, { type: 'FailAdventure', data: {} }, clock())
    expect(end.state.dice['green-1']).toEqual({ at: 'spell', face: T, spell: 'spell-1' })
    expect(end.state.turn).toMatchObject({ player: 1, phase: 'movement' })
    // Bob's turn: he takes one held die back to roll it and uses the other on a task.
    const b = play(end.session, move('the-missing-records'), { type: 'ReleaseHeldDie', data: { die: 'green-1' } })
    expect(b.state.dice['green-1']).toEqual({ at: 'pool' })
    expect(b.state.spells).toHaveLength(1)
    const r = play(b.session, rollFaces(b.state, [I3, I3, I1, I1, I1]), complete('t0', 'green-1', 'green-3'), { type: 'Roll', data: { faces: { 'green-4': I3, 'green-5': P, 'green-6': P } } })
    const used = when(r.session, complete('t1', 'green-2', 'green-4'))
    expect(used.state.dice['green-2']).toMatchObject({ at: 'pool' })
    expect(types(used.events)).toEqual(expect.arrayContaining(['TaskCompleted', 'SpellDiscarded', 'AdventureCompleted']))
  })

  it('ES-HOLD-04 «Zaklęcia» / ES-FAQ-02 «Zaklęcia» the number of dice is fixed at casting: a Spell left without dice goes to the bottom', () => {
    const p = at('the-missing-records').items(0, 'spell', 1)
    const cast = play(roll(p, [L, P, P, P, P, P]).session, { type: 'CastHoldSpell', data: { dice: ['green-1'] } })
    const released = when(cast.session, { type: 'ReleaseHeldDie', data: { die: 'green-1' } })
    expect(types(released.events)).toEqual(['HeldDieReleased', 'SpellDiscarded'])
    expect(released.state.spells).toEqual([])
    expect(inv(released.state, 0).items.spell).toBe(0)
  })

  it('ES-HOLD-05 «Skupianie się» the last die of the pool cannot be held', () => {
    let s = failed()
    for (const die of ['green-2', 'green-3', 'green-4', 'green-5'] as DieId[]) {
      s = when(s, discard(die)).session
      s = play(s, rollFaces(s.state, rollingPool(s.state).map(() => P)), failRoll()).session
    }
    const last = play(s, discard('green-6')).session
    expect(rollingPool(last.state)).toEqual(['green-1'])
    refused(last, { type: 'FocusDie', data: { die: 'green-1' } }, 'hold/last-die')
  })
})

describe('ES-ITEMS «Wskazówki, Przedmioty…» (l.598–642)', () => {
  it('ES-ITEMS-01 «Wskazówki» a clue rerolls one, some or all rolled dice; without a clue it is refused', () => {
    const w = roll(at('the-missing-records'), [P, P, P, P, P, P])
    const r = when(w.session, { type: 'Reroll', data: { dice: ['green-1', 'green-3'], source: 'clue', faces: { 'green-1': L, 'green-3': I3 } } })
    expect(inv(r.state, 0).clues).toBe(0)
    expect(only(r.events, 'DiceRerolled')[0].data.dice).toEqual([{ die: 'green-1', face: L }, { die: 'green-3', face: I3 }])
    refused(r.session, { type: 'Reroll', data: { dice: ['green-2'], source: 'clue' } }, 'clue/none-left')
  })

  it('ES-ITEMS-02 «Dodawanie kości do puli» an item adds the yellow die (the card is used up); set aside, it cannot be added again this turn; at the end of the action phase it leaves the pool', () => {
    const p = at('the-missing-records').did({ type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } })
    expect(inv(p.state, 0).items.commonItem).toBe(0)
    expect(p.state.dice.yellow).toEqual({ at: 'pool' })
    const f = play(p.session, rollFaces(p.state, [P, P, P, P, P, P, P]), failRoll(), discard('yellow'))
    refused(f.session, { type: 'AddDie', data: { colour: 'yellow' } }, 'dice/discarded-this-turn')
    const end = when(f.session, { type: 'FailAdventure', data: {} })
    expect(end.state.dice.yellow).toEqual({ at: 'out' })
  })

  it('ES-ITEMS-02 «Dodawanie kości do puli» no card of that kind left: refused', () => {
    refused(at('the-missing-records'), { type: 'AddDie', data: { colour: 'red', spend: 'uniqueItem' } }, 'item/none-left')
  })
})

describe('ES-ITEMS «Wykorzystywanie Wskazówek, Przedmiotów, Zaklęć i Sprzymierzeńców» (l.638–642)', () => {
  // Player 0 (Mandy Thompson) is on her turn at «The Missing Records»; player 1 (Bob Jenkins) is not.
  const turn = () => at('the-missing-records').stats(0, { clues: 0 }).stats(1, { clues: 3, stamina: 3 }).items(0, 'commonItem', 0).items(1, 'commonItem', 2).items(0, 'spell', 1).items(1, 'spell', 1).items(0, 'ally', 0).items(1, 'ally', 1)

  it.each([
    ['a clue reroll: the active investigator has none, the other player\'s clues are not hers', (p: ReturnType<typeof turn>) => roll(p, [P, P, P, P, P, P]).session, { type: 'Reroll', data: { dice: ['green-1'], source: 'clue' } }],
    ['the yellow die: the other player\'s Common Item is not hers', (p: ReturnType<typeof turn>) => p.session, { type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } }],
    ['another investigator healed with an Ally: the Ally must be the active player\'s', (p: ReturnType<typeof turn>) => p.session, { type: 'RecoverStat', data: { investigator: 'bob-jenkins', stat: 'stamina', amount: 1, spend: 'ally' } }],
  ] as [string, (p: ReturnType<typeof turn>) => S, EsCommand][])('ES-ITEMS-03 «Wykorzystywanie Wskazówek, Przedmiotów…» (l.640) own cards and clues, on one\'s own turn only: %s → refused, nothing spent', (_n, from, cmd) => {
    const s = from(turn())
    refused(s, cmd, /none-left/)
    expect([inv(s.state, 1).clues, inv(s.state, 1).items]).toEqual([3, { commonItem: 2, uniqueItem: inv(s.state, 1).items.uniqueItem, spell: 1, ally: 1 }])
  })

  it('ES-ITEMS-03 «Wykorzystywanie Wskazówek, Przedmiotów…» (l.640) the active player heals another investigator with her own card: her card is spent, not his', () => {
    const w = when(turn(), { type: 'RecoverStat', data: { investigator: 'bob-jenkins', stat: 'stamina', amount: 1, spend: 'spell' } })
    expect([inv(w.state, 0).items.spell, inv(w.state, 1).items.spell, inv(w.state, 1).stamina]).toEqual([0, 1, 4])
    expect(only(w.events, 'ItemsChanged')[0].data).toEqual({ investigator: 'mandy-thompson', item: 'spell', to: 0 })
  })

  it.each([
    [-2, 'healed by 1, the card spent'],
    [-1, 'healed to the maximum, the card spent'],
    [0, 'refused: nothing to restore, nothing spent'],
  ])('ES-ITEMS-04 «Odzyskiwanie Poczytalności i Wytrzymałości» (l.608–612) Stamina at maximum %i: %s', (offset) => {
    const max = inv(turn().session.state, 1).maxStamina
    const p = turn().stats(1, { stamina: max + offset })
    const cmd: EsCommand = { type: 'RecoverStat', data: { investigator: 'bob-jenkins', stat: 'stamina', amount: 1, spend: 'spell' } }
    if (offset >= 0) {
      refused(p.session, cmd, 'recover/at-max')
      expect(inv(p.session.state, 0).items.spell).toBe(1)
      return
    }
    const w = when(p, cmd)
    expect([inv(w.state, 1).stamina, inv(w.state, 0).items.spell]).toEqual([max + offset + 1, 0])
  })
})

describe('ES-LOCK «Zablokowane kości» (l.572–592)', () => {
  it('ES-LOCK-01 «Zablokowane kości» a card with the locked-die symbol takes a die of its colour as it comes out (data: Did You Hear That? green)', () => {
    const p = given().cards('the-missing-records').deckTop('did-you-hear-that')
    const w = when(p, { type: 'DealAdventure', data: { deck: 'adventure' } })
    expect(only(w.events, 'DieLocked')[0].data).toMatchObject({ colour: 'green', by: { kind: 'adventure', card: 'did-you-hear-that' }, die: 'green-1' })
    expect(rollingPool(w.state)).toHaveLength(5)
  })

  it('ES-LOCK-02 «Wielokrotne zablokowanie kości» locks queue per colour in the order they came; freed, the die passes to the next', () => {
    const p = given().did({ type: 'AddLock', data: { colour: 'yellow', label: 'a' } }).did({ type: 'AddLock', data: { colour: 'yellow', label: 'b' } })
    expect(p.state.locks.map((l) => l.die)).toEqual(['yellow', null])
    const first = when(p, { type: 'ReleaseLock', data: { lock: p.state.locks[0].id } })
    expect(only(first.events, 'LockReleased')[0].data).toMatchObject({ die: 'yellow', passedTo: p.state.locks[1].id })
    expect(first.state.dice.yellow).toEqual({ at: 'locked', lock: p.state.locks[1].id })
    const second = when(first.session, { type: 'ReleaseLock', data: { lock: p.state.locks[1].id } })
    expect(second.state.dice.yellow).toEqual({ at: 'out' })
  })

  it('ES-LOCK-03 «Uwalnianie zablokowanych kości» the next Mythos card frees the dice the old one locked', () => {
    const p = given({ setupMythos: { lockedDie: 'red' } }).cards('the-missing-records')
    expect(p.state.dice.red).toMatchObject({ at: 'locked' })
    const s = play(p.session, move('entrance'), { type: 'PassAction', data: {} }, clock(), move('entrance'), { type: 'PassAction', data: {} }, clock(), move('entrance'), { type: 'PassAction', data: {} }, clock(), move('entrance'), { type: 'PassAction', data: {} }, clock())
    expect(s.state.pending?.kind).toBe('mythos-card')
    const m = when(s.session, mythos())
    expect(types(m.events).slice(0, 3)).toEqual(['ChoiceAnswered', 'LockReleased', 'MythosDiscarded'])
    expect(m.state.dice.red).toEqual({ at: 'out' })
  })

  it('ES-LOCK-03 «Uwalnianie zablokowanych kości» completing the card frees its die', () => {
    const p = given().cards('the-dreamlands').with({ type: 'DieLocked', data: { lock: 'lock-9', colour: 'green', by: { kind: 'adventure', card: 'the-dreamlands' }, die: 'green-6' } }).did(move('the-dreamlands'))
    const w = play(roll(p, [P, L, I3, P, P]).session, complete('t0', 'green-1', 'green-2', 'green-3'))
    expect(only(w.events, 'LockReleased')[0].data).toMatchObject({ lock: 'lock-9', die: 'green-6' })
    expect(w.state.dice['green-6']).toEqual({ at: 'pool' })
  })

  it('ES-LOCK-04 «Zablokowane kości» (l.574) a new lock takes the die even off a Spell or a marker', () => {
    const p = given().cards('the-missing-records')
      .with(...(['green-1', 'green-2', 'green-3', 'green-4', 'green-5'] as DieId[]).map((die) => ({ type: 'DieCorrected', data: { die, to: { at: 'removed' } } }) as const))
      .with({ type: 'SpellCast', data: { spell: 'spell-1', caster: 'mandy-thompson', dice: ['green-6'] } })
    const w = when(p, { type: 'AddLock', data: { colour: 'green', label: 'x' } })
    expect(types(w.events)).toEqual(['DieLocked', 'SpellDiscarded'])
    expect(w.state.dice['green-6']).toMatchObject({ at: 'locked' })
  })

  it('ES-LOCK-05 «Zdolności postaci a zablokowane kości» only Sister Mary uses locked dice; they go back to their lock after her action phase', () => {
    const mary = given({ investigators: ['sister-mary', 'bob-jenkins'], setupMythos: { lockedDie: 'red' } }).cards('the-missing-records').did(move('the-missing-records'))
    const b = when(mary, { type: 'BorrowLockedDie', data: { die: 'red' } })
    expect(rollingPool(b.state)).toContain('red')
    const end = play(b.session, { type: 'FailAdventure', data: {} })
    expect(end.state.dice.red).toMatchObject({ at: 'locked' })
    refused(at('the-missing-records', { setupMythos: { lockedDie: 'red' } }), { type: 'BorrowLockedDie', data: { die: 'red' } }, 'lock/ability-needed')
  })
})
