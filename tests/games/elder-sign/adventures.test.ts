import { describe, expect, it } from 'vitest'
import type { FaceId } from '@/games/elder-sign/data'
import { effectiveTasks, monsterPlacements, type EsCommand } from '@/games/elder-sign/rules'
import { complete, d, given, inv, move, only, play, refused, roll, rollFaces, token, types, when, type Position } from './harness'

const I3: FaceId = 'investigation-3'
const L: FaceId = 'lore'
const P: FaceId = 'peril'
const T: FaceId = 'terror'

const appear: EsCommand = { type: 'ApplyEffect', data: { tag: 'monster-appears' } }
const place = (card: string, spot: { kind: 'frame'; task: number } | { kind: 'empty'; slot: number } | { kind: 'under' }, t = token([{ peril: 1 }])): EsCommand =>
  ({ type: 'PlaceMonster', data: { card, spot, token: t } })
const withMonster = (p: Position, card: string, spot: Parameters<typeof place>[1], t = token([{ peril: 1 }])) => p.did(appear).did(place(card, spot, t))

describe('ES-RESOLVE «Rozpatrywanie przygody» (l.391–395), «Karty Przygód w Innych Światach» (l.459–461)', () => {
  it('ES-RESOLVE-01 «Rozpatrywanie przygody» success: every marker on the card goes to the Entrance, the dice come back, the card is a trophy, then the rewards', () => {
    const p = given().cards('the-missing-records', 'the-dreamlands')
      .with({ type: 'InvestigatorMoved', data: { investigator: 'bob-jenkins', from: 'entrance', to: 'the-dreamlands' } })
      .did(move('the-dreamlands'))
    const w = when(roll(p, [P, L, I3, P, P, P]).session, complete('t0', 'green-1', 'green-2', 'green-3'))
    expect(types(w.events)).toEqual(['TaskCompleted', 'AttemptEnded', 'AdventureCompleted', 'StatChanged', 'ElderSignsAdded', 'PhaseChanged'])
    expect([inv(w.state, 0).at, inv(w.state, 1).at]).toEqual(['entrance', 'entrance'])
    expect(Object.values(w.state.dice).map((x) => x.at)).toEqual(['pool', 'pool', 'pool', 'pool', 'pool', 'pool', 'out', 'out'])
    expect(inv(w.state, 0).trophies).toEqual([{ kind: 'adventure', card: 'the-dreamlands', deck: 'other-world', value: 2 }])
    expect([inv(w.state, 0).clues, w.state.elderSigns]).toEqual([3, 1])
  })

  it('ES-RESOLVE-01 «Rozpatrywanie przygody» an Adventure place is refilled from the deck (the app names the card); an Other World is not replaced (l.461)', () => {
    const p = given().cards('the-missing-records', 'the-dreamlands').deckTop('the-hall-of-the-dead').did(move('the-missing-records'))
    const a = when(roll(p, [I3, I3, P, P, P, P]).session, complete('t0', 'green-1', 'green-2'))
    const w = when(roll(a.session, [L, I3, P, P]).session, complete('t1', 'green-3', 'green-4'))
    expect(only(w.events, 'AdventureDealt')[0].data).toEqual({ card: 'the-hall-of-the-dead', deck: 'adventure', slot: 0 })
    expect(w.state.adventures.map((a) => a.card)).toEqual(['the-dreamlands', 'the-hall-of-the-dead'])
    const ow = given().cards('the-dreamlands').did(move('the-dreamlands'))
    const o = when(roll(ow, [P, L, I3, P, P, P]).session, complete('t0', 'green-1', 'green-2', 'green-3'))
    expect(only(o.events, 'AdventureDealt')).toEqual([])
    expect(o.state.adventures).toEqual([])
  })

  it('ES-RESOLVE-02 «Rozpatrywanie przygody» failure: the penalties of the card (here a doom token), the marker stays on the card', () => {
    const p = given().cards('gala-in-the-great-hall').did(move('gala-in-the-great-hall'))
    const w = when(p, { type: 'FailAdventure', data: {} })
    expect(w.state.doom).toBe(1)
    expect(inv(w.state, 0).at).toBe('gala-in-the-great-hall')
    expect(w.state.adventures.map((a) => a.card)).toEqual(['gala-in-the-great-hall'])
  })
})

describe('ES-REWARD «Nagrody i kary» (l.397–455)', () => {
  it('ES-REWARD-01 «Nagrody i kary» each icon once per copy: clues, items, spells, allies, Sanity and Stamina, Elder Signs, doom', () => {
    const p = given().cards('the-missing-records')
    const w = when(p, { type: 'ApplyEffect', data: { tag: 'active-investigator:clue+2+sanity-1+stamina-2' } })
    expect([inv(w.state, 0).clues, inv(w.state, 0).sanity, inv(w.state, 0).stamina]).toEqual([3, 4, 3])
    const r = given().cards('the-security-office').did(move('the-security-office'))
    const s = when(roll(r, [I3, P, P, P, P, P]).session, complete('t0', 'green-1'))
    const s2 = when(roll(s.session, [I3, P, P, P, P]).session, complete('t1', 'green-2'))
    const s3 = when(roll(s2.session, [I3, I3, P, P]).session, complete('t2', 'green-3', 'green-4'))
    expect(inv(s3.state, 0).items.ally).toBe(1)
  })

  it('ES-REWARD-02 «Brama» a gate deals the top Other World card below the six Adventures', () => {
    const p = given().cards('the-missing-records').deckTop('yuggoth')
    const w = when(p, { type: 'DealAdventure', data: { deck: 'other-world' } })
    expect(only(w.events, 'AdventureDealt')[0].data).toEqual({ card: 'yuggoth', deck: 'other-world', slot: null })
    const g = given().cards('gate-to-elsewhere').deckTop('rlyeh').did(move('gate-to-elsewhere'))
    const s = when(roll(g, [L, P, P, P, P, P]).session, complete('t0', 'green-1'))
    const s2 = when(roll(s.session, [L, L, P, P, P]).session, complete('t1', 'green-2', 'green-3'))
    expect(s2.state.adventures.some((a) => a.card === 'rlyeh' && a.slot === null)).toBe(true)
  })
})

describe('ES-MONSTER «Potwory» (l.783–871)', () => {
  it('ES-MONSTER-01 «Zadania potworów» a free monster task comes first; among several the player chooses', () => {
    const p = given().cards('the-archives', 'haunted-by-a-shadowy-figure', 'the-missing-records').did(appear)
    expect(p.state.pending).toMatchObject({ kind: 'monster-placement' })
    expect(monsterPlacements(p.state, d)).toEqual([
      { card: 'the-archives', spot: { kind: 'frame', task: 0 } },
      { card: 'haunted-by-a-shadowy-figure', spot: { kind: 'empty', slot: 0 } },
    ])
    refused(p, place('the-missing-records', { kind: 'under' }), 'monster/place-not-allowed')
    const w = when(p, place('haunted-by-a-shadowy-figure', { kind: 'empty', slot: 0 }))
    expect(w.state.monsters.map((m) => [m.card, m.spot])).toEqual([['haunted-by-a-shadowy-figure', { kind: 'empty', slot: 0 }]])
  })

  it('ES-MONSTER-02 «Potwory» no free monster task: under the last task of a card, spread evenly (no second under a card before every card has one)', () => {
    const p = given().cards('the-missing-records', 'the-hall-of-the-dead')
    withMonster(p, 'the-missing-records', { kind: 'under' })
    p.did(appear)
    expect(monsterPlacements(p.state, d)).toEqual([{ card: 'the-hall-of-the-dead', spot: { kind: 'under' } }])
    refused(p, place('the-missing-records', { kind: 'under' }), 'monster/place-not-allowed')
    p.did(place('the-hall-of-the-dead', { kind: 'under' })).did(appear)
    expect(monsterPlacements(p.state, d).map((o) => o.card)).toEqual(['the-missing-records', 'the-hall-of-the-dead'])
  })

  it('ES-FAQ-08 «Potwory», Uwaga (l.799–801) the monster spread (FAQ v1.0, printed in the revised Polish text): no second monster under a card until every Adventure and Other World card has one; a monster on a frame does not count', () => {
    const p = given().cards('the-missing-records', 'the-archives', 'the-dreamlands')
    withMonster(p, 'the-archives', { kind: 'frame', task: 0 })
    p.did(appear)
    expect(monsterPlacements(p.state, d).map((o) => [o.card, o.spot.kind])).toEqual([['the-missing-records', 'under'], ['the-archives', 'under'], ['the-dreamlands', 'under']])
    p.did(place('the-missing-records', { kind: 'under' })).did(appear)
    expect(monsterPlacements(p.state, d).map((o) => o.card)).toEqual(['the-archives', 'the-dreamlands'])
    p.did(place('the-archives', { kind: 'under' })).did(appear)
    expect(monsterPlacements(p.state, d).map((o) => o.card)).toEqual(['the-dreamlands'])
    refused(p, place('the-missing-records', { kind: 'under' }), 'monster/place-not-allowed')
    refused(p, place('the-archives', { kind: 'under' }), 'monster/place-not-allowed')
    p.did(place('the-dreamlands', { kind: 'under' })).did(appear)
    expect(monsterPlacements(p.state, d).map((o) => o.card)).toEqual(['the-missing-records', 'the-archives', 'the-dreamlands'])
  })

  it('ES-MONSTER-03 «Potwory» (l.803) under a card with the arrow the monster is the last task', () => {
    const p = withMonster(given().cards('the-guided-tour'), 'the-guided-tour', { kind: 'under' }, token([{ lore: 1 }]))
    expect(effectiveTasks(p.state, d, 'the-guided-tour').map((t) => t.key)).toEqual(['t0', 't1', 't2', 'm:m1'])
    const w = roll(p.did(move('the-guided-tour')), [I3, L, P, P, P, P])
    refused(w.session, complete('m:m1', 'green-2'), 'task/out-of-order')
  })

  it('ES-MONSTER-04 «Puste, pełne i częściowe zadanie potwora» an empty frame adds a task, a full one replaces the row, a partial one only the framed symbols', () => {
    const full = withMonster(given().cards('the-archives'), 'the-archives', { kind: 'frame', task: 0 }, token([{ peril: 1 }, { peril: 1 }]))
    expect(effectiveTasks(full.state, d, 'the-archives')[0]).toMatchObject({ key: 't0', requires: [{ peril: 1 }, { peril: 1 }], monster: 'm1' })
    const partial = withMonster(given().cards('another-dimension'), 'another-dimension', { kind: 'frame', task: 0 }, token([{ terror: 1 }]))
    expect(effectiveTasks(partial.state, d, 'another-dimension')[0].requires).toEqual([{ lore: 1 }, { terror: 1 }])
    const empty = withMonster(given().cards('haunted-by-a-shadowy-figure'), 'haunted-by-a-shadowy-figure', { kind: 'empty', slot: 0 }, token([{ investigation: 4 }]))
    expect(effectiveTasks(empty.state, d, 'haunted-by-a-shadowy-figure').map((t) => [t.key, t.requires])).toEqual([['t0', [{ peril: 1 }, { terror: 1 }]], ['m:m1', [{ investigation: 4 }]]])
  })

  it('ES-MONSTER-04 «Wykonywanie częściowego zadania potwora» (l.861–863) a partial monster task needs the token and the uncovered symbols in one roll', () => {
    const p = withMonster(given().cards('another-dimension'), 'another-dimension', { kind: 'frame', task: 0 }, token([{ terror: 1 }])).did(move('another-dimension'))
    const w = roll(p, [T, P, P, P, P, P])
    refused(w.session, complete('t0', 'green-1'), 'task/dice-do-not-match')
  })

  it('ES-MONSTER-05 «Wykonywanie zadań potworów» a defeated monster is taken (trophy, its die freed) even when the adventure then fails, before the penalties (l.855–857)', () => {
    const p = withMonster(given().cards('the-hall-of-the-dead'), 'the-hall-of-the-dead', { kind: 'under' }, token([{ lore: 1 }], { trophies: 2, lockedDie: 'yellow' }))
    expect(p.state.dice.yellow).toMatchObject({ at: 'locked' })
    const m = when(p, move('the-hall-of-the-dead'))
    const w = play(m.session, rollFaces(m.state, [L, P, P, P, P, P]), complete('m:m1', 'green-1'), { type: 'FailAdventure', data: {} })
    expect(types(w.events).slice(-6)).toEqual(['AttemptEnded', 'MonsterDefeated', 'LockReleased', 'AdventureFailed', 'StatChanged', 'PhaseChanged'])
    expect(inv(w.state, 0).trophies).toEqual([{ kind: 'monster', token: expect.objectContaining({ id: 'm1', trophies: 2 }) }])
    expect(w.state.dice.yellow).toEqual({ at: 'out' })
    expect(w.state.monsters).toEqual([])
  })

  it('ES-MONSTER-06 «Pokonywanie potworów przy pomocy Przedmiotów i Zaklęć» any monster in play, requirements ignored; the uncovered symbols of a partial task remain; taken at the end of the action phase', () => {
    const p = withMonster(given().cards('another-dimension'), 'another-dimension', { kind: 'frame', task: 0 }, token([{ terror: 1 }])).did(move('another-dimension')).items(0, 'spell', 1)
    const w = when(p, { type: 'DefeatMonster', data: { token: 'm1', spend: 'spell' } })
    expect(effectiveTasks(w.state, d, 'another-dimension')[0].requires).toEqual([{ lore: 1 }])
    expect(w.state.monsters[0].defeated).toBe(true)
    const end = when(w.session, { type: 'FailAdventure', data: {} })
    expect(inv(end.state, 0).trophies.map((t) => t.kind)).toEqual(['monster'])
  })

  it('ES-MONSTER-06 «Pokonywanie potworów przy pomocy Przedmiotów i Zaklęć» defeating the monster of the last open task completes the adventure', () => {
    const p = withMonster(given().cards('the-writing-on-the-wall'), 'the-writing-on-the-wall', { kind: 'empty', slot: 0 }, token([{ terror: 1 }])).did(move('the-writing-on-the-wall'))
    const w = play(roll(p, [L, P, I3, P, P, P]).session, complete('t0', 'green-1', 'green-2', 'green-3'))
    const end = when(w.session, { type: 'DefeatMonster', data: { token: 'm1', spend: 'commonItem' } })
    expect(only(end.events, 'AdventureCompleted')).toHaveLength(1)
  })

  it('ES-MONSTER-07 «Potwory» the cup: 22 tokens; a Mask only with Nyarlathotep; an empty cup brings no monster', () => {
    const p = given().cards('the-missing-records').did(appear)
    refused(p, place('the-missing-records', { kind: 'under' }, token([{ lore: 1 }], { mask: true })), 'monster/no-mask-in-cup')
    const w = when(p, place('the-missing-records', { kind: 'under' }))
    expect(w.state.cup.regular).toBe(21)
    const empty = given().cards('the-missing-records').with({ type: 'DieCorrected', data: { die: 'green-1', to: { at: 'pool' } } })
    empty.session = { ...empty.session, state: { ...empty.state, cup: { regular: 0, mask: 0 } } }
    const e = when(empty.session, appear)
    expect(only(e.events, 'MonsterPrevented')[0].data.reason).toBe('cup-empty')
  })

  it('ES-MONSTER-07 «Potwory» Kate Winthrop: no monster appears on her turn', () => {
    const p = given({ investigators: ['kate-winthrop', 'bob-jenkins'] }).cards('the-missing-records')
    const w = when(p, appear)
    expect(types(w.events)).toEqual(['MonsterPrevented'])
  })

  it('ES-MONSTER-08 «Potwory» Shub-Niggurath: every monster task needs one Terror more (FFG preview)', () => {
    const p = given({ ancientOne: 'shub-niggurath', aoFacts: { doomTrack: 10, monsterSpaces: [], elderSignLimit: 10, combatTask: [{ lore: 1 }] } }).cards('the-missing-records')
    withMonster(p, 'the-missing-records', { kind: 'under' }, token([{ lore: 1 }]))
    expect(effectiveTasks(p.state, d, 'the-missing-records')[2].requires).toEqual([{ lore: 1 }, { terror: 1 }])
  })

  it('ES-MONSTER-09 «Potwory» (l.805) a monster of the rewards may go on the card dealt in place of the completed one', () => {
    const p = given().cards('a-peculiar-specimen', 'the-missing-records').deckTop('haunted-by-a-shadowy-figure').did(move('a-peculiar-specimen'))
    const a = when(roll(p, [I3, P, P, P, P, P]).session, complete('t0', 'green-1'))
    const b = when(roll(a.session, [I3, I3, P, P, P]).session, complete('t1', 'green-2', 'green-3'))
    const c = when(roll(b.session, [P, P, P]).session, complete('t2', 'green-4'))
    expect(c.state.pending).toMatchObject({ kind: 'monster-placement' })
    expect(monsterPlacements(c.state, d)).toEqual([{ card: 'haunted-by-a-shadowy-figure', spot: { kind: 'empty', slot: 0 } }])
  })

  it('ES-OWNER-03 «Potwory» the token\'s facts come with PlaceMonster and are kept in MonsterAppeared.data.token', () => {
    const p = given().cards('the-missing-records').did(appear)
    const w = when(p, place('the-missing-records', { kind: 'under' }, { name: 'Cultist', requires: [{ peril: 1 }, { investigation: 2 }], trophies: 1, lockedDie: 'green', backEffect: 'doom-1' }))
    expect(only(w.events, 'MonsterAppeared')[0].data.token).toEqual({ id: 'm1', name: 'Cultist', requires: [{ peril: 1 }, { investigation: 2 }], trophies: 1, lockedDie: 'green', mask: false, backEffect: 'doom-1' })
    expect(only(w.events, 'DieLocked')[0].data.by).toEqual({ kind: 'monster', token: 'm1' })
    refused(given().cards('the-missing-records').did(appear), place('the-missing-records', { kind: 'under' }, token([{ lore: 3 } as never])), 'monster/bad-requirements')
  })

  it('ES-FAQ-06 «Potwory» Public Lavatory (FAQ p.5, low): two monsters appear on it when it is dealt', () => {
    const p = given().cards('the-missing-records').deckTop('public-lavatory')
    const w = when(p, { type: 'DealAdventure', data: { deck: 'adventure' } })
    expect(w.state.pending).toMatchObject({ kind: 'monster-placement', card: 'public-lavatory' })
    const a = play(w.session, place('public-lavatory', { kind: 'empty', slot: 0 }), place('public-lavatory', { kind: 'empty', slot: 1 }))
    expect(a.state.monsters.map((m) => m.card)).toEqual(['public-lavatory', 'public-lavatory'])
    expect(a.state.pending).toBeNull()
  })
})

