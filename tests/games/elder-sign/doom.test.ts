import { describe, expect, it } from 'vitest'
import type { FaceId } from '@/games/elder-sign/data'
import { elderSign, type EsCommand, type EsEvent } from '@/games/elder-sign/rules'
import { clock, complete, d, dataWith, given, inv, move, mythos, only, play, refused, roll, token, types, when, type Position } from './harness'

const P: FaceId = 'peril'
const L: FaceId = 'lore'
const I3: FaceId = 'investigation-3'
const effect = (tag: string): EsCommand => ({ type: 'ApplyEffect', data: { tag } })
const noSpaces = { aoFacts: { monsterSpaces: [] as number[] } }
/** Yig (track 8, limit 10, combat Peril + Peril) awake; the first player's attack phase after one clock phase. */
const battle = (p: Position = given(noSpaces).cards('the-missing-records')) => p.did({ type: 'AwakenAncientOne', data: {} }).did(clock())

describe('ES-DOOM «Tor zagłady» (l.763–781)', () => {
  it('ES-DOOM-01 «Tor zagłady» doom tokens go one at a time on the first empty space', () => {
    const w = when(given(noSpaces).cards('the-missing-records'), effect('doom+2'))
    expect(only(w.events, 'DoomAdded').map((e) => e.data.to)).toEqual([1, 2])
  })

  it('ES-DOOM-02 «Tor zagłady» a token on a monster space makes a monster appear (owner facts: Yig monster spaces 3 and 6)', () => {
    const p = given().cards('the-missing-records').doom(2)
    const w = when(p, effect('doom+1'))
    expect(only(w.events, 'DoomAdded')[0].data).toEqual({ to: 3, monsterSpace: true })
    expect(w.state.pending).toMatchObject({ kind: 'monster-placement', source: 'doom-track' })
  })

  it.each([
    ['limit−1', 6, 1, 7, 'playing'],
    ['limit', 7, 1, 8, 'battle'],
    ['limit+1 (the extra token has no space)', 7, 2, 8, 'battle'],
  ] as const)('ES-DOOM-03 «Tor zagłady» the last space wakes the Ancient One (track 8): %s', (_n, from, add, to, status) => {
    const w = when(given(noSpaces).cards('the-missing-records').doom(from), effect(`doom+${add}`))
    expect([w.state.doom, w.state.status]).toEqual([to, status])
  })

  it('ES-DOOM-04 «Tor zagłady» (l.781) the last doom token and the last Elder Sign of the same reward: the Ancient One is sealed', () => {
    const data = dataWith('the-dreamlands', (a) => { a.rewards = { elderSign: 1, doom: 1 } })
    const p = given({ ...noSpaces, data }).cards('the-dreamlands').doom(7).elderSigns(9).did(move('the-dreamlands'))
    const w = when(roll(p, [P, L, I3, P, P, P]), complete('t0', 'green-1', 'green-2', 'green-3'))
    expect(w.state.outcome).toEqual({ result: 'won', how: 'sealed' })
    expect(only(w.events, 'AncientOneAwakened')).toEqual([])
  })

  it.each([
    ['its doom fills the track, its immediate effect gives the last Elder Sign', { doom: 1, immediateEffect: 'elder-sign+1' }],
    ['two doom tokens, one space left (the extra one has no space), and the last Elder Sign', { doom: 2, immediateEffect: 'elder-sign+1' }],
    ['its doom, monsters (no use asking: the track is full) and the last Elder Sign', { doom: 1, monsters: 2, immediateEffect: 'elder-sign+1' }],
  ] as const)('ES-DOOM-04 «Tor zagłady» (l.781) a Mythos card typed by the players whose one immediate effect places the last doom token and gives the last Elder Sign: sealed, the investigators win — %s', (_n, card) => {
    // Yig: track 8, limit 10; the first Mythos card still to draw (setup), 7 doom and 9 Elder Signs.
    const p = given({ ...noSpaces, setupMythos: false }).cards('the-missing-records').doom(7).elderSigns(9)
    const w = when(p, mythos(card))
    expect(w.state.outcome).toEqual({ result: 'won', how: 'sealed' })
    expect(only(w.events, 'AncientOneAwakened')).toEqual([])
    expect(w.state.pending).toBeNull()
  })

  it('ES-DOOM-04 «Tor zagłady» (l.781) the same at midnight, and with the Mythos card in play replaced by hand with its immediate effect', () => {
    const atMidnight = given(noSpaces).cards('the-missing-records').doom(7).elderSigns(9).with({ type: 'ClockCorrected', data: { to: 'IX' } })
    const m = play(atMidnight, move('entrance'), { type: 'PassAction', data: {} }, clock())
    expect(m.state.pending?.kind).toBe('mythos-card')
    const w = when(m, mythos({ doom: 1, immediateEffect: 'elder-sign+1' }))
    expect(w.state.outcome).toEqual({ result: 'won', how: 'sealed' })
    expect(only(w.events, 'AncientOneAwakened')).toEqual([])
    const r = when(given(noSpaces).cards('the-missing-records').doom(7).elderSigns(9), { type: 'ReplaceMythos', data: { card: { title: 'Inna', doom: 1, immediateEffect: 'elder-sign+1' }, immediate: true } })
    expect(r.state.outcome).toEqual({ result: 'won', how: 'sealed' })
  })

  it('ES-DOOM-04 «Tor zagłady» (l.779) a Mythos card that fills the track without the last Elder Sign: the rest of its immediate effect, then the awakening', () => {
    const p = given({ ...noSpaces, setupMythos: false }).cards('the-missing-records').doom(7).elderSigns(3)
    const w = when(p, mythos({ doom: 1, monsters: 1, immediateEffect: 'elder-sign+1' }))
    expect(w.state.status).toBe('battle')
    expect(w.state.elderSigns).toBe(4)
    const t = types(w.events)
    expect(t.indexOf('ElderSignsAdded')).toBeLessThan(t.indexOf('AncientOneAwakened'))
    expect(only(w.events, 'MonsterPrevented').map((e) => e.data.reason)).toEqual(['awakening'])
  })

  it('ES-DOOM-05 «Przebudzenie się Przedwiecznego» (l.883) a last doom token among the penalties: every penalty first, then the awakening', () => {
    const p = given(noSpaces).cards('please-do-not-touch-the-exhibits').doom(7).did(move('please-do-not-touch-the-exhibits'))
    const w = when(p, { type: 'FailAdventure', data: {} })
    const t = types(w.events)
    expect(t.slice(t.indexOf('AdventureFailed'))).toEqual(['AdventureFailed', 'DoomAdded', 'StatChanged', 'StatChanged', 'MythosDiscarded', 'AdventuresCleared', 'AncientOneAwakened', 'PhaseChanged'])
  })

  it('ES-DOOM-06 «Nagrody i kary» a reward can remove doom (The Elder Sign, Great Hall of Celeano, Plateau of Leng)', () => {
    const w = when(given(noSpaces).cards('the-missing-records').doom(3), effect('doom-1'))
    expect(w.state.doom).toBe(2)
  })
})

describe('ES-AWAKE «Przebudzenie się Przedwiecznego» (l.875–919)', () => {
  it('ES-AWAKE-01 «Przebudzenie się Przedwiecznego» the cleanup: the Mythos card goes (its die freed), dice locked by adventures and monsters leave the game, every adventure and monster is discarded, the markers go on the Ancient One, the active player to the clock phase', () => {
    const p = given({ ...noSpaces, setupMythos: { lockedDie: 'red' } }).cards('the-missing-records', 'the-hall-of-the-dead')
      .with({ type: 'DieLocked', data: { lock: 'lock-9', colour: 'green', by: { kind: 'adventure', card: 'the-missing-records' }, die: 'green-1' } })
      .did(effect('monster-appears'))
      .did({ type: 'PlaceMonster', data: { card: 'the-hall-of-the-dead', spot: { kind: 'under' }, token: token([{ lore: 1 }], { lockedDie: 'yellow' }) } })
    const w = when(p, { type: 'AwakenAncientOne', data: {} })
    expect(types(w.events)).toEqual(['LockReleased', 'MythosDiscarded', 'DieRemovedFromGame', 'DieRemovedFromGame', 'AdventuresCleared', 'AncientOneAwakened', 'PhaseChanged'])
    expect([w.state.dice.red.at, w.state.dice['green-1'].at, w.state.dice.yellow.at]).toEqual(['out', 'removed', 'removed'])
    expect([w.state.adventures, w.state.monsters, w.state.locks, w.state.mythos]).toEqual([[], [], [], null])
    expect(w.state.cup).toEqual({ regular: 22, mask: 0 })
    expect(w.state.players.map((x) => x.investigator?.at)).toEqual(['ancient-one', 'ancient-one'])
    expect(w.state.turn.phase).toBe('clock')
    expect(w.state.adventureDeck.slice(-2)).toEqual(['the-missing-records', 'the-hall-of-the-dead'])
  })

  it('ES-AWAKE-02 «Przebudzenie się Przedwiecznego» (l.919) woken before the track is full: the empty spaces are filled', () => {
    const w = when(given(noSpaces).cards('the-missing-records').doom(3), { type: 'AwakenAncientOne', data: {} })
    expect(only(w.events, 'AncientOneAwakened')[0].data).toEqual({ reason: 'card-effect', doom: 8 })
    expect(w.state.doom).toBe(8)
  })

  it('ES-AWAKE-03 «Przebudzenie się Przedwiecznego» (l.946) woken at midnight: the Ancient One attacks at once', () => {
    const p = given(noSpaces).cards('the-missing-records').doom(7).with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'TurnStarted', data: { number: 2, player: 0, battle: false, clockOnly: false } })
    const w = play(p, move('entrance'), { type: 'PassAction', data: {} }, clock(), mythos({ doom: 1 }))
    expect(w.state.status).toBe('battle')
    expect(w.state.pending?.kind).toBe('ancient-one-attack')
    expect(attackAsked(w.events)).toBe(true)
  })

  it('ES-AWAKE-04 «Przebudzenie się Przedwiecznego» Azathoth (tag, low confidence): his awakening ends the game, the investigators lose', () => {
    const w = when(given({ ancientOne: 'azathoth', aoFacts: { monsterSpaces: [] } }).cards('the-missing-records'), { type: 'AwakenAncientOne', data: {} })
    expect(w.state.outcome).toEqual({ result: 'lost', reason: 'awakened-without-battle' })
  })

  it('ES-AWAKE-05 «Przebudzenie się Przedwiecznego» a card effect wakes the Ancient One only before it is awake', () => {
    refused(battle(), { type: 'AwakenAncientOne', data: {} }, 'game/not-playing')
  })
})

function attackAsked(events: EsEvent[]): boolean {
  return only(events, 'ChoiceOpened').some((e) => e.data.choice.kind === 'ancient-one-attack')
}

describe('ES-BATTLE «Walka z Przedwiecznym» (l.921–948)', () => {
  it('ES-BATTLE-01 «Faza ataku» each completed combat task removes one doom token; the dice left are rolled again', () => {
    const p = battle()
    expect(p.state.turn).toMatchObject({ player: 1, phase: 'action' })
    expect(p.state.attempt?.card).toBe('ancient-one')
    const a = when(roll(p, [P, P, P, P, L, L]), complete('combat', 'green-1', 'green-2'))
    expect(a.state.doom).toBe(7)
    const b = when(roll(a, [P, P, L, L]), complete('combat', 'green-3', 'green-4'))
    expect(b.state.doom).toBe(6)
  })

  it.each([[2, 1, 'battle'], [1, 0, 'won']] as const)('ES-BATTLE-01 «Walka z Przedwiecznym» (l.938) removing the last doom token defeats the Ancient One: doom %i → %i', (from, to, status) => {
    const p = battle().doom(from)
    const a = when(roll(p, [P, P, L, L, L, L]), complete('combat', 'green-1', 'green-2'))
    expect([a.state.doom, a.state.status]).toEqual([to, status])
  })

  it('ES-BATTLE-01 «Walka z Przedwiecznym» the last die set aside ends the attack: on to the clock phase', () => {
    let w = roll(battle(), [L, L, L, L, L, L])
    for (const die of ['green-1', 'green-2', 'green-3', 'green-4', 'green-5'] as const) w = roll(play(w, { type: 'FailRoll', data: {} }, { type: 'DiscardDie', data: { die } }), Array(5 - ['green-1', 'green-2', 'green-3', 'green-4', 'green-5'].indexOf(die)).fill(L))
    const end = play(w, { type: 'FailRoll', data: {} }, { type: 'DiscardDie', data: { die: 'green-6' } })
    expect(end.state.turn.phase).toBe('clock')
    expect(only(end.events, 'AttemptEnded')[0].data.outcome).toBe('attack-over')
  })

  it('ES-BATTLE-02 «Walka z Przedwiecznym» (l.944) devoured in the battle: a doom token goes back; that player only turns the clock from then on', () => {
    const p = battle().doom(5)
    const w = when(p, effect('active-investigator:stamina-6'))
    expect(w.state.doom).toBe(6)
    expect(w.state.players[1].investigator).toBeNull()
    const turn = play(w, clock())
    expect(turn.state.turn).toMatchObject({ player: 0, phase: 'action' })
    const after = play(turn, { type: 'FailAdventure', data: {} }, clock())
    expect(only(after.events, 'TurnStarted')[0].data).toMatchObject({ player: 1, clockOnly: true })
    expect(after.state.turn.phase).toBe('clock')
  })

  it('ES-BATTLE-03 «Zakończenie gry» every investigator devoured in the battle: the investigators lose', () => {
    const w = when(battle(), effect('each-investigator:sanity-9'))
    expect(w.state.outcome).toEqual({ result: 'lost', reason: 'all-devoured' })
  })

  it('ES-BATTLE-04 «Walka z Przedwiecznym» at midnight in the battle the players say what the attack did (Cthulhu example, l.915–917: maximum down, devoured, doom)', () => {
    const p = battle(given({ ...noSpaces, investigators: ['harvey-walters', 'mandy-thompson'] }).cards('the-missing-records'))
      .with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'MaxStatChanged', data: { investigator: 'harvey-walters', stat: 'maxStamina', to: 1 } })
      .doom(4)
    const a = play(p, { type: 'FailAdventure', data: {} }, clock())
    expect(a.state.pending?.kind).toBe('ancient-one-attack')
    expect(elderSign.pending(a.state)).toEqual({ kind: 'ancient-one-attack', screen: 'battle' })
    const r = when(a, { type: 'ResolveAncientOneAttack', data: { doom: 1, investigators: [{ investigator: 'harvey-walters', maxStamina: -1 }, { investigator: 'mandy-thompson', maxSanity: -1 }] } })
    expect(r.state.doom).toBe(6)
    expect(r.state.players[0].investigator).toBeNull()
    expect(inv(r.state, 1).maxSanity).toBe(4)
  })
})

describe('ES-END «Zakończenie gry» (l.950–960), «Znak Starszych Bogów» (l.433)', () => {
  it.each([
    ['limit−1', 8, 1, 'playing'],
    ['limit', 9, 1, 'won'],
    ['limit+1', 9, 2, 'won'],
  ] as const)('ES-END-01 «Zakończenie gry» Elder Signs at the limit (10) seal the Ancient One: %s', (_n, from, add, status) => {
    const w = when(given(noSpaces).cards('the-missing-records').elderSigns(from), effect(`elder-sign+${add}`))
    expect(w.state.status).toBe(status)
    if (status === 'won') expect(w.state.outcome).toEqual({ result: 'won', how: 'sealed' })
  })

  it('ES-END-02 «Zakończenie gry» after the end nothing is accepted but undo', () => {
    const w = when(given(noSpaces).cards('the-missing-records').elderSigns(9), effect('elder-sign+1'))
    refused(w, clock(), 'game/over')
  })

  it('ES-END-03 «Zakończenie gry» every investigator gone and none left to take: the investigators lose', () => {
    let p = given({ ...noSpaces, investigators: ['mandy-thompson'] }).cards('the-missing-records')
    const others = d.investigators.map((i) => i.id).filter((id) => id !== 'mandy-thompson')
    let current = 'mandy-thompson'
    for (const next of others) {
      p = p.with({ type: 'InvestigatorDevoured', data: { player: 0, investigator: current, cardsToDecks: [], monstersToCup: [], spells: [] } })
      p = p.with({ type: 'InvestigatorJoined', data: { player: 0, investigator: { id: next, sanity: 3, stamina: 3, clues: 0, items: { commonItem: 0, uniqueItem: 0, spell: 0, ally: 0 }, toPick: 0 }, drawn: false } })
      current = next
    }
    const w = when(p, effect('active-investigator:sanity-9'))
    expect(only(w.events, 'PlayerEliminated')[0].data.reason).toBe('no-investigator-left')
    expect(w.state.outcome).toEqual({ result: 'lost', reason: 'all-devoured' })
  })
})

describe('ES-DEVOUR «Pochłonięcie» (l.708–720)', () => {
  it.each([[2, false], [1, true]] as const)('ES-DEVOUR-01 «Pochłonięcie» Sanity %i − 1: devoured = %s (at 0 or less)', (from, devoured) => {
    const w = when(given(noSpaces).cards('the-missing-records').stats(1, { sanity: from }), effect('each-investigator:sanity-1'))
    expect(w.state.players[1].investigator === null).toBe(devoured)
  })

  it.each([
    ['sanity', 'limit−1 (2 − 1 = 1)', 2, 1, false],
    ['sanity', 'limit (1 − 1 = 0)', 1, 1, true],
    ['sanity', 'limit+1 (1 − 2 = −1)', 1, 2, true],
    ['stamina', 'limit−1 (2 − 1 = 1)', 2, 1, false],
    ['stamina', 'limit (1 − 1 = 0)', 1, 1, true],
    ['stamina', 'limit+1 (1 − 2 = −1)', 1, 2, true],
  ] as const)('ES-DEVOUR-01 «Pochłonięcie» (l.710) %s %s: devoured = %s, one doom token each', (stat, _n, from, loss, devoured) => {
    const p = given(noSpaces).cards('the-missing-records').stats(1, { [stat]: from })
    const w = when(p, effect(`each-investigator:${stat}-${loss}`))
    expect(w.state.players[1].investigator === null).toBe(devoured)
    expect(w.state.doom).toBe(p.state.doom + (devoured ? 1 : 0))
    if (!devoured) expect(inv(w.state, 1)[stat]).toBe(from - loss)
  })

  it('ES-DEVOUR-01 «Pochłonięcie» one doom token; the cards to the bottom of their decks, monsters to the cup, clues back, spells cast go', () => {
    const p = given(noSpaces).cards('the-missing-records')
      .trophyCard(1, 'the-dreamlands')
      .with({ type: 'TrophyGained', data: { investigator: 'bob-jenkins', trophy: { kind: 'monster', token: { id: 'm7', name: null, requires: [{ lore: 1 }], trophies: 1, lockedDie: null, mask: false, backEffect: null } } } })
      .with({ type: 'SpellCast', data: { spell: 'spell-1', caster: 'bob-jenkins', dice: ['green-6'] } })
      .stats(1, { stamina: 1 })
    expect(p.state.cup.regular).toBe(21)
    const w = when(p, effect('each-investigator:stamina-1'))
    const dev = only(w.events, 'InvestigatorDevoured')[0].data
    expect(dev).toEqual({ player: 1, investigator: 'bob-jenkins', cardsToDecks: ['the-dreamlands'], monstersToCup: ['m7'], spells: ['spell-1'] })
    expect(w.state.doom).toBe(1)
    expect(w.state.otherWorldDeck.at(-1)).toBe('the-dreamlands')
    expect(w.state.cup.regular).toBe(22)
    expect(w.state.dice['green-6']).toEqual({ at: 'pool' })
    expect(w.state.players[1].devoured).toEqual(['bob-jenkins'])
  })

  it('ES-DEVOUR-02 «Pochłonięcie» devoured on their own turn: the attempt ends and the player goes straight to the clock phase', () => {
    const p = given(noSpaces).cards('hallway-on-fire').stats(0, { stamina: 1 }).did(move('hallway-on-fire'))
    const w = when(roll(p, ['terror', L, L, L, L, L]), { type: 'FailRoll', data: {} })
    expect(types(w.events)).toEqual(['RollFailed', 'StatChanged', 'AttemptEnded', 'InvestigatorDevoured', 'PhaseChanged', 'DoomAdded'])
    expect(w.state.turn.phase).toBe('clock')
  })

  it('ES-DEVOUR-03 «Pochłonięcie» the player takes a new investigator at their next turn (full Sanity and Stamina, starting equipment); one in play or lost cannot be taken', () => {
    const w = when(given(noSpaces).cards('the-missing-records'), effect('each-investigator:sanity-4'))
    expect(w.state.players[1].investigator).toBeNull()
    const next = play(w, move('entrance'), { type: 'PassAction', data: {} }, clock())
    expect(next.state.pending).toEqual({ kind: 'new-investigator', player: 1, rest: [] })
    refused(next, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'bob-jenkins' } }, 'investigator/not-available')
    refused(next, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'mandy-thompson' } }, 'investigator/not-available')
    const c = when(next, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'joe-diamond' } })
    expect(inv(c.state, 1)).toMatchObject({ id: 'joe-diamond', sanity: 4, stamina: 6, clues: 1, at: 'entrance' })
    expect(c.state.turn).toMatchObject({ player: 1, phase: 'movement' })
  })

  it('ES-DEVOUR-03 «Pochłonięcie» a drawn replacement is seeded and recorded', () => {
    const w = play(when(given(noSpaces).cards('the-missing-records'), effect('each-investigator:sanity-4')), move('entrance'), { type: 'PassAction', data: {} }, clock())
    const c = when(w, { type: 'ChooseInvestigator', data: { player: 1, investigator: null } })
    expect(only(c.events, 'InvestigatorJoined')[0].data.drawn).toBe(true)
    expect(['bob-jenkins', 'mandy-thompson']).not.toContain(inv(c.state, 1).id)
  })

  it('ES-DEVOUR-04 «Pochłonięcie» (l.720) devoured by the doom that wakes the Ancient One: that player is eliminated, and still turns the clock in the battle', () => {
    const p = given(noSpaces).cards('the-missing-records').doom(7)
    const w = when(p, effect('each-investigator:sanity-4'))
    expect(only(w.events, 'PlayerEliminated')[0].data).toEqual({ player: 1, reason: 'devoured-awakened' })
    expect(w.state.status).toBe('battle')
    const turn = play(w, clock())
    expect(only(turn.events, 'TurnStarted')[0].data).toMatchObject({ player: 1, clockOnly: true })
  })

  it('ES-DEVOUR-05 «Pochłonięcie» (l.716) a player waiting for an investigator when the last one was taken by another player is eliminated at their turn', () => {
    let p = given(noSpaces).cards('the-missing-records')
    const spare = d.investigators.map((i) => i.id).filter((id) => !['mandy-thompson', 'bob-jenkins'].includes(id))
    let current = 'bob-jenkins'
    for (const next of spare.slice(0, -1)) {
      p = p.with(
        { type: 'InvestigatorDevoured', data: { player: 1, investigator: current, cardsToDecks: [], monstersToCup: [], spells: [] } },
        { type: 'InvestigatorJoined', data: { player: 1, investigator: { id: next, sanity: 5, stamina: 5, clues: 0, items: { commonItem: 0, uniqueItem: 0, spell: 0, ally: 0 }, toPick: 0 }, drawn: false } },
      )
      current = next
    }
    const both = when(p, effect('each-investigator:sanity-9'))
    expect(both.state.players.map((x) => [x.investigator, x.eliminated])).toEqual([[null, false], [null, false]])
    const b = play(both, clock())
    expect(b.state.pending).toMatchObject({ kind: 'new-investigator', player: 1 })
    const c = play(b, { type: 'ChooseInvestigator', data: { player: 1, investigator: spare.at(-1)! } }, move('entrance'), { type: 'PassAction', data: {} }, clock())
    expect(only(c.events, 'PlayerEliminated')[0].data).toEqual({ player: 0, reason: 'no-investigator-left' })
    expect(c.state.turn.player).toBe(1)
    expect(c.state.status).toBe('playing')
  })
})
