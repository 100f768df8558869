import { describe, expect, it } from 'vitest'
import { undo } from '@/core'
import { elderSign } from '@/games/elder-sign/rules'
import { complete, given, inv, move, only, refused, roll, token, when } from './harness'

const yig = () => given({ aoFacts: { monsterSpaces: [] } }).cards('the-missing-records', 'the-hall-of-the-dead')

describe('ES-CORR corrections («Złota zasada», l.184: a card or token beats the rulebook)', () => {
  it('ES-CORR-01 «Złota zasada» doom set by hand, logged; filling the track by hand wakes the Ancient One (rule check at the limit)', () => {
    const w = when(yig(), { type: 'CorrectDoom', data: { to: 3 } })
    expect(w.events).toEqual([{ type: 'DoomCorrected', data: { to: 3 }, cause: 'correction' }])
    const full = when(yig(), { type: 'CorrectDoom', data: { to: 8 } })
    expect(full.state.status).toBe('battle')
    expect(only(full.events, 'AncientOneAwakened')[0].cause).toBe('awakening/doom-track-full')
    refused(yig(), { type: 'CorrectDoom', data: { to: 9 } }, 'correction/doom-out-of-range')
    refused(yig(), { type: 'CorrectDoom', data: { to: -1 } }, 'correction/doom-out-of-range')
  })

  it('ES-CORR-01 «Złota zasada» in the battle, doom set to 0 by hand defeats the Ancient One', () => {
    const b = given({ aoFacts: { monsterSpaces: [] } }).cards('the-missing-records').did({ type: 'AwakenAncientOne', data: {} })
    const w = when(b, { type: 'CorrectDoom', data: { to: 0 } })
    expect(w.state.outcome).toEqual({ result: 'won', how: 'battle' })
  })

  it('ES-CORR-02 «Złota zasada» Elder Signs set by hand; at the limit the Ancient One is sealed', () => {
    expect(when(yig(), { type: 'CorrectElderSigns', data: { to: 9 } }).state.status).toBe('playing')
    const w = when(yig(), { type: 'CorrectElderSigns', data: { to: 10 } })
    expect(only(w.events, 'GameWon')[0]).toEqual({ type: 'GameWon', data: { how: 'sealed' }, cause: 'rule/elder-signs-sealed' })
  })

  it('ES-CORR-03 «Złota zasada» the clock set by hand (XII, III, VI or IX only)', () => {
    expect(when(yig(), { type: 'CorrectClock', data: { to: 'VI' } }).state.clock).toBe('VI')
    refused(yig(), { type: 'CorrectClock', data: { to: 'V' as never } }, 'correction/bad-hour')
  })

  it('ES-CORR-04 «Złota zasada» an investigator\'s figures set by hand; Sanity at 0 devours (rule check); never above the maximum', () => {
    const w = when(yig(), { type: 'CorrectInvestigator', data: { investigator: 'bob-jenkins', clues: 4, spell: 2, maxStamina: 5, stamina: 5 } })
    expect(inv(w.state, 1)).toMatchObject({ clues: 4, maxStamina: 5, stamina: 5, items: { commonItem: 2, uniqueItem: 1, spell: 2, ally: 0 } })
    const dead = when(yig(), { type: 'CorrectInvestigator', data: { investigator: 'bob-jenkins', sanity: 0 } })
    expect(dead.state.players[1].investigator).toBeNull()
    expect(only(dead.events, 'InvestigatorDevoured')[0].cause).toBe('rule/devoured')
    refused(yig(), { type: 'CorrectInvestigator', data: { investigator: 'bob-jenkins', sanity: 5 } }, 'correction/over-maximum')
    refused(yig(), { type: 'CorrectInvestigator', data: { investigator: 'nobody', sanity: 1 } }, 'investigator/unknown')
  })

  it('ES-CORR-05 «Złota zasada» trophies taken away (to the decks) or monster trophies added (from the cup)', () => {
    const p = yig().trophyCard(0, 'the-dreamlands')
    const w = when(p, { type: 'CorrectTrophies', data: { investigator: 'mandy-thompson', remove: [{ kind: 'adventure', card: 'the-dreamlands' }], addMonster: [2] } })
    expect(inv(w.state, 0).trophies).toEqual([{ kind: 'monster', token: expect.objectContaining({ trophies: 2 }) }])
    expect(w.state.cup.regular).toBe(21)
    expect(w.state.otherWorldDeck.at(-1)).toBe('the-dreamlands')
  })

  it('ES-CORR-06 «Złota zasada» a die put by hand in the pool, out of it or out of the game; never off a lock or a task', () => {
    expect(when(yig(), { type: 'CorrectDie', data: { die: 'green-3', to: 'removed' } }).state.dice['green-3']).toEqual({ at: 'removed' })
    refused(yig(), { type: 'CorrectDie', data: { die: 'green-3', to: 'out' } }, 'correction/bad-place')
    refused(yig().did({ type: 'AddLock', data: { colour: 'red', label: 'x' } }), { type: 'CorrectDie', data: { die: 'red', to: 'out' } }, 'correction/die-locked')
    const p = yig().did(move('the-missing-records'))
    const t = when(roll(p, ['investigation-3', 'investigation-3', 'lore', 'lore', 'lore', 'lore']), complete('t0', 'green-1', 'green-2'))
    refused(t, { type: 'CorrectDie', data: { die: 'green-1', to: 'pool' } }, 'correction/die-on-task')
  })

  it('ES-CORR-07 «Złota zasada» a monster taken off the table by hand goes back to the cup and frees its die', () => {
    const p = yig().did({ type: 'ApplyEffect', data: { tag: 'monster-appears' } })
      .did({ type: 'PlaceMonster', data: { card: 'the-hall-of-the-dead', spot: { kind: 'under' }, token: token([{ lore: 1 }], { lockedDie: 'red' }) } })
    const w = when(p, { type: 'RemoveMonster', data: { token: 'm1' } })
    expect([w.state.monsters, w.state.cup.regular, w.state.dice.red]).toEqual([[], 22, { at: 'out' }])
  })

  it('ES-CORR-08 «Złota zasada» corrections are accepted while a question is open; the rest of the game waits for the answer', () => {
    const p = yig().did({ type: 'ApplyEffect', data: { tag: 'monster-appears' } })
    refused(p, move('entrance'), 'choice/pending')
    expect(when(p, { type: 'CorrectClock', data: { to: 'III' } }).state.pending?.kind).toBe('monster-placement')
  })

  it('ES-CORR-09 «Złota zasada» the Adventure deck follows the players\' physical deck: named cards go on top', () => {
    const p = yig()
    const next = p.state.adventureDeck[5]
    const w = when(p, { type: 'CorrectAdventureDeck', data: { deck: 'adventure', top: [next] } })
    expect(w.state.adventureDeck[0]).toBe(next)
    refused(p, { type: 'CorrectAdventureDeck', data: { deck: 'adventure', top: ['the-missing-records'] } }, 'correction/not-in-deck')
  })

  it('ES-CORR-10 «Złota zasada» every correction can be undone', () => {
    const w = when(yig(), { type: 'CorrectElderSigns', data: { to: 4 } })
    const u = undo(elderSign, w.session)
    expect(u.ok && u.value.state.elderSigns).toBe(0)
  })
})
