import { describe, expect, it } from 'vitest'
import { execute } from '@/core'
import { TOKEN_TYPES } from '@/games/ah3e/data'
import { ah3e, pendingOf, type Ah3eCommand, type Counts } from '@/games/ah3e/rules'
import { answerCards, run, start, toMythos, type S } from './harness'
import { accepted, boardBothWays, lines, refused, typesOf } from './table'

/**
 * Investigators leaving and their replacement at the end of the round (supplement §1.10, §4.5–4.6),
 * the terror encounter's refusals (rulebook «Spotkania grozy», l.329–356), and the end of the game
 * (§4.4–4.5): each with its refusals (state unchanged), undo by refold and «Na planszy» lines.
 */
const zero = (): Counts => Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Counts
const given = (): S => answerCards(start(), 'northside')
/** To the end of the round with nothing to draw: the new-investigator questions come up. */
function endOfRound(s: S): S {
  let cur = run(s, { type: 'CorrectCup', data: { cup: zero(), drawn: zero() } })
  cur = toMythos(cur)
  return run(cur, { type: 'EndPhase', data: {} })
}

describe('AH3E-DEFEAT-01 an investigator leaves (supplement §4.6): defeated or devoured put 1 doom on the sheet, retired none', () => {
  it.each([
    ['defeated', 1],
    ['devoured', 1],
    ['retired', 0],
  ] as const)('AH3E-DEFEAT-01 %s: %i doom on the sheet, the seat empty until the end of the round, the figure off the board; undone', (how, sheet) => {
    const r = accepted(given(), { type: 'InvestigatorLeaves', data: { player: 0, how } })
    expect(r.state.sheetDoom).toBe(sheet)
    expect(r.state.players[0].investigator).toBeNull()
    expect(r.state.left).toEqual([{ investigator: 'Stella Clark', how }])
    const { done, undo } = boardBothWays(r)
    expect(done).toEqual([...(sheet ? [['sheet', 'Arkusz scenariusza: połóżcie 1 żeton zagłady (razem 1)']] : []), ['inv:stella clark', 'Stella Clark: zdejmijcie figurkę i karty z planszy']])
    expect(undo.map(([k]) => k)).toEqual([...(sheet ? ['sheet'] : []), 'inv:stella clark'])
  })

  it.each([
    [{ player: -1, how: 'defeated' }, 'investigator/unknown-player'],
    [{ player: 2, how: 'defeated' }, 'investigator/unknown-player'],
    [{ player: 0, how: 'lost' }, 'investigator/bad-reason'],
  ])('AH3E-DEFEAT-01 %j refused: %s', (data, code) => {
    expect(refused(given(), { type: 'InvestigatorLeaves', data: data as never })).toBe(code)
  })

  it('AH3E-DEFEAT-01 a seat already empty cannot lose its investigator again (investigator/none)', () => {
    const s = run(given(), { type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } })
    expect(refused(s, { type: 'InvestigatorLeaves', data: { player: 1, how: 'defeated' } })).toBe('investigator/none')
  })

  it('AH3E-DEFEAT-01 supplement §1.9: an empty seat still draws its mythos tokens (the phase still has 2 per player)', () => {
    let s = run(given(), { type: 'InvestigatorLeaves', data: { player: 1, how: 'retired' } })
    s = toMythos(run(s, { type: 'CorrectCup', data: { cup: { ...zero(), blank: 10 } } }))
    const seats: (number | null)[] = []
    for (let i = 0; i < 4; i++) {
      const r = accepted(s, { type: 'DrawMythosToken', data: {} })
      const e = r.events.find((x) => x.type === 'MythosTokenDrawn')
      seats.push(e?.type === 'MythosTokenDrawn' ? e.data.player : null)
      s = r.session
    }
    expect(seats).toEqual([0, 0, 1, 1])
  })
})

describe('AH3E-DEFEAT-02 the new investigator at the end of the round (supplement §1.10, §4.6): never one played before in this game', () => {
  const bothOut = (): S => {
    let s = run(given(), { type: 'InvestigatorLeaves', data: { player: 0, how: 'defeated' } })
    s = run(s, { type: 'InvestigatorLeaves', data: { player: 1, how: 'retired' } })
    return endOfRound(s)
  }

  it('AH3E-DEFEAT-02 the questions come at the end of the round, seat by seat, before the next round starts; asked on the board', () => {
    const s = bothOut()
    expect(s.state.pending).toMatchObject({ kind: 'new-investigator', player: 0 })
    expect(pendingOf(s.state)).toEqual({ kind: 'new-investigator', screen: 'board' })
    expect(s.state.round).toBe(1)
    const one = accepted(s, { type: 'ChooseInvestigator', data: { player: 0, investigator: 'Rex Murphy' } })
    expect(one.state.pending).toMatchObject({ kind: 'new-investigator', player: 1 })
    const two = accepted(one.session, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'Agnes Baker' } })
    expect(two.state.pending).toBeNull()
    expect(typesOf(two.events)).toEqual(['InvestigatorJoined', 'ChoiceAnswered', 'RoundStarted'])
    expect([two.state.round, two.state.phase]).toEqual([2, 'action'])
    expect(lines(two.before, two.state, 'en')).toEqual([['inv:agnes baker', 'Agnes Baker: set the figure on the start space (Gilman House)']])
  })

  it.each([
    [{ player: 1, investigator: 'Rex Murphy' }, 'investigator/wrong-player'],
    [{ player: 5, investigator: 'Rex Murphy' }, 'investigator/wrong-player'],
    [{ player: 0, investigator: '' }, 'investigator/bad-name'],
    [{ player: 0, investigator: 'x'.repeat(41) }, 'investigator/bad-name'],
    [{ player: 0, investigator: 'stella clark' }, 'investigator/already-played'],
    [{ player: 0, investigator: ' SILAS   MARSH' }, 'investigator/already-played'],
  ])('AH3E-DEFEAT-02 %j refused: %s; the question stays', (data, code) => {
    const s = bothOut()
    expect(refused(s, { type: 'ChooseInvestigator', data })).toBe(code)
    expect(s.state.pending?.kind).toBe('new-investigator')
  })

  it('AH3E-DEFEAT-02 with no question open the answer is refused (choice/not-asked); a replacement taken once cannot be taken again', () => {
    expect(refused(given(), { type: 'ChooseInvestigator', data: { player: 0, investigator: 'Rex Murphy' } })).toBe('choice/not-asked')
    const s = run(bothOut(), { type: 'ChooseInvestigator', data: { player: 0, investigator: 'Rex Murphy' } })
    expect(refused(s, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'rex murphy' } })).toBe('investigator/already-played')
  })

  it('AH3E-DEFEAT-02 supplement §4.5: no investigator left to choose — the game is lost (no-investigator), every later command refused (game/over); undone, the question is back', () => {
    const s = bothOut()
    const r = accepted(s, { type: 'ChooseInvestigator', data: { player: 0, investigator: null } })
    expect(r.state.status).toBe('lost')
    expect(r.state.outcome).toEqual({ result: 'lost', reason: 'no-investigator' })
    expect(r.state.pending).toBeNull()
    expect(typesOf(r.events)).toEqual(['ChoiceAnswered', 'GameEnded'])
    const later: Ah3eCommand[] = [
      { type: 'EndPhase', data: {} },
      { type: 'PlaceDoom', data: { space: 'gilman-house' } },
      { type: 'ChooseInvestigator', data: { player: 1, investigator: 'Agnes Baker' } },
      { type: 'CorrectSheetDoom', data: { to: 5 } },
    ]
    for (const c of later) expect(refused(r.session, c)).toBe('game/over')
  })
})

describe('UDW-INEV-02 «Tryb nieuniknionego» (l.702–705): a barred investigator is not chosen as a replacement during a game either', () => {
  const record = { id: 'bar', pool: ['approach-of-azathoth', 'tyrants-of-ruin'], games: [{ scenario: 'approach-of-azathoth', result: 'won' as const, investigators: ['Agnes Baker', 'Rex Murphy'], barred: ['Agnes Baker'] }] }

  it.each([
    ['Agnes Baker', 'series/investigator-barred'],
    ['  agnes   BAKER ', 'series/investigator-barred'],
  ])('UDW-INEV-02 game 2, the replacement %j refused: %s, the message naming them', (investigator, code) => {
    let s = answerCards(start({ series: record }), 'northside')
    s = endOfRound(run(s, { type: 'InvestigatorLeaves', data: { player: 0, how: 'defeated' } }))
    expect(refused(s, { type: 'ChooseInvestigator', data: { player: 0, investigator } })).toBe(code)
    const r = execute(ah3e, s, { type: 'ChooseInvestigator', data: { player: 0, investigator } })
    expect(!r.ok && r.error.message).toMatch(/^agnes\s+baker was defeated or devoured earlier in this series/i)
  })

  it('UDW-INEV-02 game 2: one retired in game 1 (Rex Murphy) may come in (l.706–707)', () => {
    let s = answerCards(start({ series: record }), 'northside')
    s = endOfRound(run(s, { type: 'InvestigatorLeaves', data: { player: 0, how: 'defeated' } }))
    const r = accepted(s, { type: 'ChooseInvestigator', data: { player: 0, investigator: 'Rex Murphy' } })
    expect(r.state.players[0].investigator).toBe('Rex Murphy')
  })
})

describe('AH3E-END-01 the end of the game (supplement §4.4–4.5: no default win, the codex says)', () => {
  it.each([['won'], ['lost']] as const)('AH3E-END-01 the codex says the investigators %s: the game ends with that result; undone, it goes on', (result) => {
    const r = accepted(given(), { type: 'EndGame', data: { result } })
    expect(r.state.status).toBe(result)
    expect(r.state.outcome).toEqual({ result, reason: 'codex' })
    expect(refused(r.session, { type: 'EndGame', data: { result } })).toBe('game/over')
    expect(boardBothWays(r)).toEqual({ done: [], undo: [] })
  })

  it.each([['draw'], [''], [undefined]])('AH3E-END-01 a result %j refused: end/bad-result', (result) => {
    expect(refused(given(), { type: 'EndGame', data: { result: result as never } })).toBe('end/bad-result')
  })

  it('AH3E-END-01 a game ended while a question is open: refused until it is answered (choice/pending)', () => {
    const s = start()
    expect(s.state.pending?.kind).toBe('event-card')
    expect(refused(s, { type: 'EndGame', data: { result: 'won' } })).toBe('choice/pending')
  })
})

describe('UDW-TERR-05 a terror encounter the rules refuse («Spotkania grozy», l.329–356)', () => {
  const VILLAGE = 'innsmouth-village'
  const withTerror = (): S => run(given(), { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })

  it.each([
    [{ investigator: 'Rex Murphy', neighbourhood: VILLAGE }, 'terror/unknown-investigator'],
    [{ investigator: '', neighbourhood: VILLAGE }, 'terror/unknown-investigator'],
    [{ investigator: 'Stella Clark', neighbourhood: 'uptown' }, 'terror/unknown-neighbourhood'],
    [{ investigator: 'Stella Clark', neighbourhood: 'northside' }, 'terror/no-terror-card'],
  ])('UDW-TERR-05 %j refused: %s', (data, code) => {
    expect(refused(withTerror(), { type: 'ResolveTerrorEncounter', data })).toBe(code)
  })

  it('UDW-TERR-05 an investigator who left has no encounter; any spelling of one in play is theirs; once each per round, the other still may', () => {
    const s = run(run(withTerror(), { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } }), { type: 'InvestigatorLeaves', data: { player: 1, how: 'retired' } })
    expect(refused(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Silas Marsh', neighbourhood: VILLAGE } })).toBe('terror/unknown-investigator')
    const r = accepted(s, { type: 'ResolveTerrorEncounter', data: { investigator: '  stella CLARK ', neighbourhood: VILLAGE } })
    const e = r.events.find((x) => x.type === 'TerrorEncounterResolved')
    expect(e?.type === 'TerrorEncounterResolved' && e.data.investigator).toBe('Stella Clark')
    expect(r.state.board.terrorCards[VILLAGE]).toBe(1)
    expect(r.state.terrorDeck).toBe(s.state.terrorDeck + 1)
    expect(lines(r.before, r.state)).toEqual([['terror-cards:innsmouth-village', 'Dzielnica: Miasteczko Innsmouth — po spotkaniu grozy połóżcie 1 dołączoną kartę grozy zakrytą na spód talii grozy (dołączone: 1)']])
  })

  it.each([['s1'], ['s2'], ['s3'], ['s4']])('UDW-TERR-05 the card is drawn at random among the 3 attached (seed %s) and recorded: its undo and redo give the same card', (seed) => {
    let s = answerCards(start({}, seed), 'northside')
    for (let i = 0; i < 3; i++) s = run(s, { type: 'SpreadTerror', data: { neighbourhood: VILLAGE } })
    const r = accepted(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: VILLAGE } })
    const e = r.events.find((x) => x.type === 'TerrorEncounterResolved')
    expect(e?.type === 'TerrorEncounterResolved' && e.data.of).toBe(3)
    expect(e?.type === 'TerrorEncounterResolved' && e.data.card >= 1 && e.data.card <= 3).toBe(true)
    expect(r.state.phaseEncounters).toEqual([e?.data])
    // Redone (the same command on the same game), the same card: the draw is seeded and recorded.
    expect(run(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: VILLAGE } }).state.phaseEncounters).toEqual([e?.data])
    // Moving the phase on clears the encounter from the board's view.
    expect(run(r.session, { type: 'EndPhase', data: {} }).state.phaseEncounters).toEqual([])
  })
})
