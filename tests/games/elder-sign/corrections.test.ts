import { describe, expect, it } from 'vitest'
import { undo } from '@/core'
import { elderSign, type EsCommand, type MythosInput } from '@/games/elder-sign/rules'
import { clock, complete, d, given, inv, move, mythos, only, play, refused, roll, token, types, when, type Position } from './harness'

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

describe('ES-CORR corrections the undo button cannot replace (#10: every automated step can be overridden by a logged correction)', () => {
  const ability = (investigator: string, used: boolean): EsCommand => ({ type: 'CorrectDailyAbility', data: { investigator, used } })
  /** Mandy Thompson (once per day) has used her ability; Bob Jenkins has none. */
  const used = () => yig().did({ type: 'UseDailyAbility', data: { investigator: 'mandy-thompson' } })

  it.each([
    ['used → unused (the players tapped it by mistake)', used, false],
    ['unused → used (they used it and forgot to say)', yig, true],
  ] as const)('ES-CORR-11 «Zdolności Badaczy» (l.734) a once-per-day ability marked by hand: %s, logged as a correction', (_, from, to) => {
    const w = when(from(), ability('mandy-thompson', to))
    expect(w.events).toEqual([{ type: 'DailyAbilityCorrected', data: { investigator: 'mandy-thompson', used: to }, cause: 'correction' }])
    expect(inv(w.state, 0).usedToday).toBe(to)
    // The ability itself follows the corrected mark.
    if (to) refused(w, { type: 'UseDailyAbility', data: { investigator: 'mandy-thompson' } }, 'ability/used-today')
    else expect(when(w, { type: 'UseDailyAbility', data: { investigator: 'mandy-thompson' } }).state.players[0].investigator!.usedToday).toBe(true)
    const u = undo(elderSign, w.session)
    expect(u.ok && u.value.state.players[0].investigator!.usedToday).toBe(!to)
  })

  it('ES-CORR-11 «Północ» 3 (l.744) an ability marked used by hand is refreshed at midnight like any other; the correction is taken while a question is open', () => {
    const p = yig().with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'TurnStarted', data: { number: 2, player: 0, battle: false, clockOnly: false } })
    const c = play(p.build(), ability('mandy-thompson', true), move('entrance'), { type: 'PassAction', data: {} }, clock())
    expect(c.state.pending?.kind).toBe('mythos-card')
    expect(inv(c.state, 0).usedToday).toBe(true)
    const fixed = when(c, ability('mandy-thompson', false))
    expect(fixed.state.pending?.kind).toBe('mythos-card')
    expect(inv(when(c, mythos()).state, 0).usedToday).toBe(false)
  })

  it.each([
    ['nobody of that name', () => yig(), ability('nobody', false), 'investigator/unknown'],
    ['no once-per-day ability (Bob Jenkins)', () => yig(), ability('bob-jenkins', true), 'ability/not-once-per-day'],
    ['already unused', () => yig(), ability('mandy-thompson', false), 'ability/not-used'],
    ['already used', used, ability('mandy-thompson', true), 'ability/used-today'],
    ['no used/unused given', () => yig(), { type: 'CorrectDailyAbility', data: { investigator: 'mandy-thompson' } } as unknown as EsCommand, 'correction/malformed'],
  ] as [string, () => Position, EsCommand, string][])('ES-CORR-11 refused, nothing changed: %s', (_, from, command, code) => {
    const e = refused(from(), command, code)
    expect(e.message.length).toBeGreaterThan(10)
  })

  const addCard = (investigator: string, ...cards: string[]): EsCommand => ({ type: 'CorrectTrophies', data: { investigator, addAdventure: cards } })
  const cardsHeld = (p: Position | ReturnType<typeof when>, player: number) => inv(p.state, player).trophies.flatMap((t) => (t.kind === 'adventure' ? [t.card] : []))

  it.each([
    ['an Other World card', 'the-dreamlands', 'other-world'],
    ['an Adventure card from deep in the deck', '', 'adventure'],
  ] as const)('ES-CORR-12 «Trofea» (l.476–482) %s given as a trophy by hand comes out of its deck, worth its printed trophies; the undo puts it back', (_, named, deck) => {
    const p = yig()
    const card = named || p.state.adventureDeck[7]
    const w = when(p, addCard('bob-jenkins', card))
    const a = d.adventures.find((x) => x.id === card)!
    expect(w.events).toEqual([{ type: 'TrophyGained', data: { investigator: 'bob-jenkins', trophy: { kind: 'adventure', card, deck, value: a.trophies } }, cause: 'correction' }])
    expect(cardsHeld(w, 1)).toEqual([card])
    expect([...w.state.adventureDeck, ...w.state.otherWorldDeck]).not.toContain(card)
    // Cards are conserved: decks + play + trophies.
    const count = (s: typeof w.state) => s.adventureDeck.length + s.otherWorldDeck.length + s.adventures.length + s.players.flatMap((x) => x.investigator?.trophies ?? []).length
    expect(count(w.state)).toBe(count(p.state))
    const u = undo(elderSign, w.session)
    expect(u.ok && u.value.state).toEqual(p.state)
  })

  it('ES-CORR-12 «Trofea» a wrong trophy swapped in one correction: a card taken away (to the bottom of its deck), another card and a monster added', () => {
    const p = yig().trophyCard(0, 'the-dreamlands')
    const next = p.state.adventureDeck[2]
    const w = when(p, { type: 'CorrectTrophies', data: { investigator: 'mandy-thompson', remove: [{ kind: 'adventure', card: 'the-dreamlands' }], addAdventure: [next], addMonster: [1] } })
    expect(types(w.events)).toEqual(['TrophiesSpent', 'TrophyGained', 'TrophyGained'])
    expect(cardsHeld(w, 0)).toEqual([next])
    expect(w.state.otherWorldDeck.at(-1)).toBe('the-dreamlands')
  })

  it.each([
    ['a card no box has', () => yig(), addCard('mandy-thompson', 'koi-pond-2'), 'correction/unknown-card'],
    ['a card in play (complete or discard it instead)', () => yig(), addCard('mandy-thompson', 'the-missing-records'), 'correction/card-in-play'],
    ['a card another investigator holds', () => yig().trophyCard(1, 'the-dreamlands'), addCard('mandy-thompson', 'the-dreamlands'), 'trophy/already-held'],
    ['a card she holds already', () => yig().trophyCard(0, 'the-dreamlands'), addCard('mandy-thompson', 'the-dreamlands'), 'trophy/already-held'],
    ['a card taken away and given back in one go', () => yig().trophyCard(0, 'the-dreamlands'), { type: 'CorrectTrophies', data: { investigator: 'mandy-thompson', remove: [{ kind: 'adventure', card: 'the-dreamlands' }], addAdventure: ['the-dreamlands'] } }, 'trophy/already-held'],
    ['the same card twice', () => yig(), addCard('mandy-thompson', 'the-dreamlands', 'the-dreamlands'), 'trophy/duplicate'],
    ['not a list', () => yig(), { type: 'CorrectTrophies', data: { investigator: 'mandy-thompson', addAdventure: 'the-dreamlands' } } as unknown as EsCommand, 'correction/malformed'],
    ['nobody of that name', () => yig(), addCard('nobody', 'the-dreamlands'), 'investigator/unknown'],
    ['nothing named: every list empty (it used to be accepted and logged nothing)', () => yig(), { type: 'CorrectTrophies', data: { investigator: 'mandy-thompson', remove: [], addMonster: [], addAdventure: [] } }, 'correction/nothing'],
    ['nothing named: no list at all', () => yig(), { type: 'CorrectTrophies', data: { investigator: 'mandy-thompson' } }, 'correction/nothing'],
  ] as [string, () => Position, EsCommand, string][])('ES-CORR-12 refused, nothing changed: %s', (_, from, command, code) => {
    const e = refused(from(), command, code)
    expect(e.message.length).toBeGreaterThan(10)
  })

  const OLD: MythosInput = { title: 'Stara', doom: 1, lockedDie: 'yellow', terrorEffect: 'doom+1' }
  /** The setup Mythos card «Stara» placed 1 doom token and locks the yellow die. */
  const withMythos = () => given({ aoFacts: { monsterSpaces: [] }, setupMythos: OLD }).cards('the-missing-records', 'the-hall-of-the-dead')
  const replace = (card: MythosInput, immediate?: boolean): EsCommand => ({ type: 'ReplaceMythos', data: immediate === undefined ? { card } : { card, immediate } })

  it('ES-CORR-13 «Karty Mitów» (l.748–758), «Uwalnianie zablokowanych kości» (l.582) the Mythos card in play replaced: the old card\'s die freed, the new card\'s locked, its effects in force; no new card drawn, the doom placed stays', () => {
    const p = withMythos()
    expect([p.state.doom, p.state.dice.yellow, p.state.mythos!.id]).toEqual([1, { at: 'locked', lock: 'lock-1' }, 'mythos-1'])
    const w = when(p, replace({ title: 'Nowa', doom: 2, lockedDie: 'red', midnightEffect: 'each-investigator:sanity-1' }))
    expect(w.events.map((e) => `${e.type}:${e.cause}`)).toEqual(['LockReleased:correction', 'MythosReplaced:correction', 'DieLocked:correction'])
    expect(only(w.events, 'MythosReplaced')[0].data).toMatchObject({ replaced: 'mythos-1', replacedTitle: 'Stara', mythos: 'mythos-2', immediate: false })
    expect(w.state.mythos).toEqual({ id: 'mythos-2', card: expect.objectContaining({ title: 'Nowa', lockedDie: 'red', terrorEffect: null, midnightEffect: 'each-investigator:sanity-1' }) })
    expect([w.state.dice.yellow, w.state.dice.red]).toEqual([{ at: 'out' }, { at: 'locked', lock: 'lock-2' }])
    expect(w.state.locks).toEqual([{ id: 'lock-2', colour: 'red', by: { kind: 'mythos', mythos: 'mythos-2' }, die: 'red' }])
    expect([w.state.doom, w.state.mythosDrawn]).toEqual([1, p.state.mythosDrawn])
    // The next midnight discards the new card and frees its die.
    const m = play(w.session, { type: 'CorrectClock', data: { to: 'IX' } }, move('entrance'), { type: 'PassAction', data: {} }, clock(), mythos())
    expect(only(m.events, 'MythosDiscarded')[0].data).toEqual({ mythos: 'mythos-2', persists: false })
    expect(m.state.dice.red).toEqual({ at: 'out' })
    const u = undo(elderSign, w.session)
    expect(u.ok && u.value.state).toEqual(p.state)
  })

  it.each([
    ['not resolved by default', undefined, 1, null],
    ['resolved when the players say so (doom, then the monster asked for)', true, 3, 'monster-placement'],
  ] as const)('ES-CORR-13 «Karty Mitów» (l.752) the new card\'s immediate effect: %s', (_, immediate, doom, pending) => {
    const w = when(withMythos(), replace({ title: 'Nowa', doom: 2, monsters: 1 }, immediate))
    expect(w.state.doom).toBe(doom)
    expect(w.state.pending?.kind ?? null).toBe(pending)
    if (immediate) expect(only(w.events, 'DoomAdded').map((e) => e.cause)).toEqual(['mythos', 'mythos'])
  })

  it('ES-CORR-13 «Wielokrotne zablokowanie kości» (l.588) the same colour: the die passes from the old card to the new one; same title, facts corrected', () => {
    const w = when(withMythos(), replace({ ...OLD, terrorEffect: 'monster-appears' }))
    expect(w.state.dice.yellow).toEqual({ at: 'locked', lock: 'lock-2' })
    expect(w.state.mythos!.card.terrorEffect).toBe('monster-appears')
  })

  it('ES-CORR-13 «Złota zasada» the replacement is taken while a question is open (without the immediate effect, which would need the answer first)', () => {
    const p = withMythos().did({ type: 'ApplyEffect', data: { tag: 'monster-appears' } })
    const w = when(p, replace({ title: 'Nowa' }))
    expect([w.state.pending?.kind, w.state.mythos!.card.title]).toEqual(['monster-placement', 'Nowa'])
    refused(p, replace({ title: 'Nowa', doom: 1 }, true), 'choice/pending')
  })

  it.each([
    ['the same facts as the card in play', withMythos, replace(OLD), 'mythos/same-card'],
    ['doom out of range', withMythos, replace({ title: 'Nowa', doom: 7 }), 'mythos/bad-doom'],
    ['a die of no colour', withMythos, replace({ title: 'Nowa', lockedDie: 'blue' as never }), 'mythos/bad-locked-die'],
    ['immediate not yes or no', withMythos, { type: 'ReplaceMythos', data: { card: { title: 'Nowa' }, immediate: 'yes' } } as unknown as EsCommand, 'mythos/malformed'],
    ['no Mythos card in play (the battle)', () => withMythos().did({ type: 'AwakenAncientOne', data: {} }), replace({ title: 'Nowa' }), 'mythos/none-in-play'],
    ['the game is over', () => withMythos().did({ type: 'CorrectElderSigns', data: { to: 10 } }), replace({ title: 'Nowa' }), 'game/over'],
  ] as [string, () => Position, EsCommand, string][])('ES-CORR-13 refused, nothing changed: %s', (_, from, command, code) => {
    const e = refused(from(), command, code)
    expect(e.message.length).toBeGreaterThan(10)
  })
})
