import { describe, expect, it } from 'vitest'
import { scoreOf, type Ah2eCommand } from '@/games/ah2e/rules'
import { ah2eData, given, inv, play, refused, when, type Position } from './harness'

/**
 * Winning, the final battle and the score (rulebook «ZWYCIĘSTWO» A/B/C, «BITWA Z PRZEDWIECZNYMI»,
 * «ZAKOŃCZENIE BITWY», «OSTATECZNA BITWA» «2. Atak Badaczy», «PORAŻKA», «PRZYZNAWANIE PUNKTÓW
 * ZWYCIĘSTWA» (printed «PRYZNAWANIE»)).
 */
const close = (location: string, investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'CloseGate', data: { location, investigatorId } })
const seal = (location: string, how: 'clues' | 'elder-sign-card', investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'SealGate', data: { location, investigatorId, with: how } })
const attack = (n: number, successes: number): Ah2eCommand => ({ type: 'RecordBattleAttack', data: { investigatorId: `inv-${n}`, successes } })
const round: Ah2eCommand = { type: 'StartBattleRound', data: {} }
const awaken: Ah2eCommand = { type: 'AwakenAncientOne', data: {} }

/** Spread `total` gate trophies over the investigators (the win counts the team's trophies). */
function trophies(p: Position, total: number): Position {
  for (let i = 0; i < total; i++) p.gateTrophies(1, (i % p.state.players) + 1)
  return p
}

describe('WIN A «Zamknięte bramy»', () => {
  it.each([
    [1, 0, true],
    [4, 2, false],
    [4, 3, true],
    [4, 6, true],
    [8, 6, false],
    [8, 7, true],
  ])('WIN-01 «ZWYCIĘSTWO» A: %i players holding %i gate trophies close the last gate (its trophy counts) → win %s', (players, held, wins) => {
    const g = trophies(given({ players }), held).gate('woods')
    const w = when(g, close('woods'))
    expect(w.state.status).toBe(wins ? 'won' : 'playing')
    if (wins) expect(w.state.outcome).toEqual({ result: 'won', how: 'gates-closed' })
  })

  it('WIN-02 «ZWYCIĘSTWO» A: closing a gate while another is still open is not a win, whatever the trophies', () => {
    const w = when(trophies(given({ players: 2 }), 6).gate('woods').gate('graveyard'), close('woods'))
    expect(w.state.status).toBe('playing')
  })

  it('WIN-03 «ZWYCIĘSTWO» A: spent gate trophies do not count', () => {
    const g = trophies(given({ players: 4 }), 4).gate('woods')
    const spent = inv(g.state, 1).gateTrophies[0]
    const w = play(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: 'gate', id: spent } }, close('woods'))
    expect(w.state.status).toBe('won') // 3 held + the new one = 4
    const g2 = trophies(given({ players: 4 }), 3).gate('woods')
    const w2 = play(g2, { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: 'gate', id: inv(g2.state, 1).gateTrophies[0] } }, close('woods'))
    expect(w2.state.status).toBe('playing') // 2 held + 1 = 3 < 4
  })

  it('WIN-04 «ZWYCIĘSTWO» A: sealing the last gate closes it too (its trophy counts)', () => {
    const g = trophies(given({ players: 3 }), 2).gate('woods').clues(5, 2)
    const w = when(g, seal('woods', 'clues', 'inv-2'))
    expect(w.state.outcome).toEqual({ result: 'won', how: 'gates-closed' })
  })
})

describe('WIN B «Zapieczętowane bramy»', () => {
  it.each([
    [4, false],
    [5, true],
  ])('WIN-05 «ZWYCIĘSTWO» B: %i Elder Signs on the board and one more seal → win %s (6 or more)', (before, wins) => {
    const g = given({ players: 4 }).gate('woods').gate('graveyard')
    for (const loc of ['black-cave', 'the-unnamable', 'science-building', 'unvisited-isle', 'hibbs-roadhouse'].slice(0, before)) g.seal(loc)
    const w = when(g, seal('woods', 'elder-sign-card'))
    expect(w.state.sealed).toHaveLength(before + 1)
    expect(w.state.status).toBe(wins ? 'won' : 'playing')
    if (wins) expect(w.state.outcome).toEqual({ result: 'won', how: 'elder-signs' })
  })
})

describe('BATTLE «BITWA Z PRZEDWIECZNYMI»', () => {
  const battle = (players = 4) => given({ players }).did(awaken).did(round)

  it('BATTLE-01 «BITWA Z PRZEDWIECZNYMI»: attacks need the battle and a started round', () => {
    refused(given(), attack(1, 1), 'battle/not-in-battle')
    refused(given(), round, 'battle/not-in-battle')
    refused(given().did(awaken), attack(1, 1), 'battle/start-round-first')
  })

  it('BATTLE-02 «2. Atak Badaczy»: successes add up across attacks and rounds; every `players` successes remove one doom token, the rest carry over', () => {
    const g = battle(4) // Yig: 10 doom after the track is filled
    const r1 = play(g, attack(1, 3))
    expect([r1.state.doom, r1.state.battle?.successes]).toEqual([10, 3])
    const r2 = play(r1.session, attack(2, 2))
    expect([r2.state.doom, r2.state.battle?.successes]).toEqual([9, 1])
    const r3 = play(r2.session, attack(3, 0), attack(4, 3))
    expect([r3.state.doom, r3.state.battle?.successes]).toEqual([8, 0])
    const r4 = play(r3.session, round, attack(1, 9))
    expect([r4.state.doom, r4.state.battle?.successes]).toEqual([6, 1])
    const r5 = play(r4.session, attack(2, 2), round, attack(3, 1))
    expect([r5.state.doom, r5.state.battle?.successes]).toEqual([5, 0])
  })

  it('BATTLE-03 «2. Atak Badaczy»: eliminated players still count toward the threshold', () => {
    const g = battle(4).did({ type: 'DevourInvestigator', data: { investigatorId: 'inv-4' } })
    expect(inv(g.state, 4).eliminated).toBe(true)
    const w1 = when(g, attack(1, 3))
    expect(w1.state.doom).toBe(10) // 3 < 4 players, not 3 survivors
    const w2 = when(w1.session, attack(2, 1))
    expect(w2.state.doom).toBe(9)
    refused(w2.session, attack(4, 5), 'battle/investigator-out')
  })

  it('BATTLE-04 «2. Atak Badaczy»: each investigator attacks once per round', () => {
    const w = when(battle(2), attack(1, 1))
    refused(w.session, attack(1, 1), 'battle/already-attacked')
    const next = play(w.session, round, attack(1, 1))
    expect(next.state.doom).toBe(9)
  })

  it.each([-1, 1.5, 51, '3'])('BATTLE-04 «2. Atak Badaczy»: successes = %s is refused', (n) => {
    refused(battle(2), attack(1, n as number), 'battle/bad-successes')
  })

  it('BATTLE-05 «ZAKOŃCZENIE BITWY»: removing the last doom token banishes the Ancient One', () => {
    const g = battle(2).did({ type: 'AdjustDoom', data: { delta: -9 } })
    expect(g.state.doom).toBe(1)
    const w = when(g, attack(1, 7))
    expect(w.state.doom).toBe(0)
    expect(w.state.outcome).toEqual({ result: 'won', how: 'banished' })
  })

  it('BATTLE-06 «PORAŻKA»: when every investigator is devoured the players lose', () => {
    const g = battle(3)
    const w1 = play(g, { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } }, { type: 'DevourInvestigator', data: { investigatorId: 'inv-2' } })
    expect(w1.state.status).toBe('final-battle')
    const w2 = when(w1.session, { type: 'DevourInvestigator', data: { investigatorId: 'inv-3' } })
    expect(w2.state.outcome).toEqual({ result: 'lost', reason: 'all-investigators-devoured' })
  })

  it('BATTLE-07 «1. Odpoczynek Badaczy»: at the start of every round the first player passes the marker to the left', () => {
    const g = given({ players: 3 }).did(awaken)
    expect(g.state.firstPlayer).toBe(0)
    const r = play(g, round)
    expect(r.state.firstPlayer).toBe(1)
    expect(play(r.session, round, round).state.firstPlayer).toBe(0)
  })

  it('BATTLE-08 «POCHŁONIĘCI BADACZE»: devouring outside the battle does not eliminate the player (they take a new investigator)', () => {
    const w = when(given({ players: 2 }), { type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } })
    expect(inv(w.state, 1)).toMatchObject({ devoured: true, eliminated: false })
    expect(w.state.status).toBe('playing')
  })
})

describe('SCORE «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA»', () => {
  it('SCORE-01 «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA» the rulebook example: Azathoth 14 − terror 6 − 2 loans − 3 Elder Signs + 8 gate trophies + 17 monster trophies (5) + 5 sane survivors = 21', () => {
    const g = given({ players: 5, ancientOne: 'azathoth' }).terror(6).gateTrophies(4, 1).gateTrophies(4, 2).monsterTrophies(17, 3)
    g.with(...Array.from({ length: 3 }, () => ({ type: 'ElderSignCardPlayed', data: { investigatorId: 'inv-4' } }) as const))
    const w = when(g, { type: 'SetScoreInputs', data: { unpaidBankLoans: 2, saneSurvivors: 5 } })
    expect(scoreOf(w.state, ah2eData)).toEqual({
      doomTrackTop: 14, terror: 6, unpaidBankLoans: 2, elderSignCardsPlayed: 3, gateTrophies: 8, monsterTrophySets: 5, saneSurvivors: 5, total: 21,
    })
  })

  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [17, 5],
  ])('SCORE-02 «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA» %i unspent monster trophies give +%i (one per full three)', (n, sets) => {
    const g = given({ players: 1, ancientOne: 'yig' }).monsterTrophies(n, 1)
    const s = scoreOf(g.state, ah2eData)
    expect(s.monsterTrophySets).toBe(sets)
    expect(s.total).toBe(10 - 0 + sets + 1) // Yig 10, terror 0, 1 survivor by default
  })

  it('SCORE-03 «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA» the base is the highest printed doom number, even after Elder Sign cards took doom off the track', () => {
    const g = given({ players: 2, ancientOne: 'cthulhu' }).doom(4).gate('woods').gate('graveyard')
    const w = when(g, seal('woods', 'elder-sign-card'))
    const s = scoreOf(w.state, ah2eData)
    expect(s.doomTrackTop).toBe(13)
    expect(s.elderSignCardsPlayed).toBe(1)
    expect(s.gateTrophies).toBe(1)
    expect(s.total).toBe(13 - 0 - 1 + 1 + 2) // 2 survivors by default
  })

  it('SCORE-04 «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA» by default the sane survivors are the investigators not devoured; spent trophies do not score', () => {
    const g = given({ players: 3 }).gateTrophies(2, 1).did({ type: 'DevourInvestigator', data: { investigatorId: 'inv-3' } })
    const w = when(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: 'gate', id: inv(g.state, 1).gateTrophies[0] } })
    const s = scoreOf(w.state, ah2eData)
    expect(s.saneSurvivors).toBe(2)
    expect(s.gateTrophies).toBe(1)
  })

  it.each<[number, number | null]>([
    [-1, 1],
    [9, 1],
    [1.5, 1],
    [0, 4],
    [0, -1],
  ])('SCORE-05 «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA» SetScoreInputs refuses loans %s / survivors %s (3 players)', (loans, survivors) => {
    refused(given({ players: 3 }), { type: 'SetScoreInputs', data: { unpaidBankLoans: loans, saneSurvivors: survivors } }, /^score\//)
  })
})

describe('SCORE-07 the players\' count of unspent monster trophies («+1 za każde trzy niewydane podczas rozgrywki trofea za potwory»)', () => {
  it.each([
    // the players' count → monster trophy points (boundaries of full threes)
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [17, 5],
  ])('SCORE-07 (000 l.736) the players hold %i unspent monster trophies the app never saw: +%i', (n, sets) => {
    const g = given({ players: 3 }).monsterTrophies(1, 1)
    expect(scoreOf(g.state, ah2eData).monsterTrophySets).toBe(0)
    const w = when(g, { type: 'SetScoreInputs', data: { unpaidBankLoans: 0, saneSurvivors: null, monsterTrophies: n } })
    expect(w.events).toEqual([{ type: 'ScoreInputsSet', data: { unpaidBankLoans: 0, saneSurvivors: null, monsterTrophies: n }, cause: 'manual' }])
    expect(scoreOf(w.state, ah2eData).monsterTrophySets).toBe(sets)
  })

  it('SCORE-07 null, or no count at all, is the app\'s own count (the trophies recorded); the event of an older command has no field', () => {
    const g = given({ players: 3 }).monsterTrophies(4, 1)
    const nulled = when(g, { type: 'SetScoreInputs', data: { unpaidBankLoans: 0, saneSurvivors: null, monsterTrophies: null } })
    expect(scoreOf(nulled.state, ah2eData).monsterTrophySets).toBe(1)
    const old = when(g, { type: 'SetScoreInputs', data: { unpaidBankLoans: 1, saneSurvivors: 2 } })
    expect(old.events[0].data).toEqual({ unpaidBankLoans: 1, saneSurvivors: 2 })
    expect(old.state.scoreInputs).toEqual({ unpaidBankLoans: 1, saneSurvivors: 2 })
    expect(scoreOf(old.state, ah2eData).monsterTrophySets).toBe(1)
  })

  it.each([-1, 1.5, 10_000])('SCORE-07 a count of %s is refused', (n) => {
    refused(given({ players: 3 }), { type: 'SetScoreInputs', data: { unpaidBankLoans: 0, saneSurvivors: null, monsterTrophies: n } }, 'score/bad-monster-trophies')
  })
})

describe('INV-01 «Stan Badacza»: devoured outside the final battle', () => {
  it('INV-01 the player takes a new investigator and keeps unspent trophies; not in the battle', async () => {
    const { execute, newSession } = await import('@/core')
    const { ah2e } = await import('@/games/ah2e/rules')
    let s = newSession(ah2e, 'inv-01')
    const run = (c: Parameters<typeof execute<never, never, never>>[2] | object) => {
      const r = execute(ah2e, s, c as never)
      if (r.ok) s = r.value.session
      return r
    }
    run({ type: 'SetUpGame', data: { players: 2, ancientOne: 'yig' } })
    run({ type: 'DrawMythosCard', data: {} })
    const gate = Object.keys(s.state.gates)[0]
    run({ type: 'CloseGate', data: { location: gate, investigatorId: 'inv-1' } })
    expect(run({ type: 'ReplaceInvestigator', data: { investigatorId: 'inv-1' } }).ok).toBe(false)
    run({ type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } })
    expect(run({ type: 'ReplaceInvestigator', data: { investigatorId: 'inv-1', name: 'Nowy' } }).ok).toBe(true)
    const inv = s.state.investigators[0]
    expect(inv).toMatchObject({ devoured: false, name: 'Nowy', clues: 0, location: null })
    expect(inv.gateTrophies.length).toBe(1)
    run({ type: 'DevourInvestigator', data: { investigatorId: 'inv-2' } })
    run({ type: 'AwakenAncientOne', data: {} })
    const r = run({ type: 'ReplaceInvestigator', data: { investigatorId: 'inv-2' } })
    expect(r.ok).toBe(false)
  })
})
