import { describe, expect, it } from 'vitest'
import { draw, given, only, placeOf, refused, types, when } from './harness'
import { ah2eFullData, uniqueMoveSuggestions } from '@/games/ah2e/rules'

/**
 * Monster movement (rulebook «3. Ruch potworów», «Ruch potworów, a Badacze», «Specjalny ruch
 * potworów», «POTWORY LATAJĄCE», «PRZESTWORZA»; flying as corrected by the Innsmouth rulebook
 * «Ruch potworów latających»).
 *
 * Step 1 of each card is neutralised by an Elder Sign on its gate location (case A: nothing
 * happens), so only the monsters the test puts on the board move. Cards (rules-data/ah2e/mythos.json):
 */
const CARD = {
  /** gate Woods; white: slash, triangle, star; black: hexagon */
  manhunt: { id: 'manhunt-in-arkham', gate: 'woods' },
  /** gate Woods; white: hexagon; black: slash, triangle, star */
  allQuiet: { id: 'all-quiet-in-arkham', gate: 'woods' },
  /** gate Unvisited Isle; white: square, diamond; black: circle */
  alienTech: { id: 'alien-technology', gate: 'unvisited-isle' },
  /** gate Independence Square; white: circle; black: square, diamond */
  campus: { id: 'campus-security-increased', gate: 'independence-square' },
  /** gate Independence Square; white: crescent; black: plus */
  storm: { id: 'big-storm-sweeps-arkham', gate: 'independence-square' },
} as const

// The street arrows printed on the board (rules-data/ah2e/board.json; the white arrows make one
// cycle through the nine streets, the black ones run the other way). Locations send both to their street.
const WHITE: Record<string, string> = {
  'northside-streets': 'downtown-streets',
  'downtown-streets': 'easttown-streets',
  'easttown-streets': 'rivertown-streets',
  'rivertown-streets': 'french-hill-streets',
  'southside-streets': 'uptown-streets',
}
const BLACK: Record<string, string> = {
  'northside-streets': 'merchant-district-streets',
  'rivertown-streets': 'easttown-streets',
  'uptown-streets': 'southside-streets',
}

const board = (card: { gate: string }, players = 4) => given({ players }).seal(card.gate)

describe('MOVE normal monsters «Ruch potworów»', () => {
  it.each([
    ['gug (slash)', 'gug', 'rivertown-streets', CARD.manhunt, WHITE['rivertown-streets'], 'white'],
    ['gug (slash)', 'gug', 'rivertown-streets', CARD.allQuiet, BLACK['rivertown-streets'], 'black'],
    ['ghoul (hexagon)', 'ghoul', 'northside-streets', CARD.allQuiet, WHITE['northside-streets'], 'white'],
    ['ghoul (hexagon)', 'ghoul', 'northside-streets', CARD.manhunt, BLACK['northside-streets'], 'black'],
    ['cultist (crescent)', 'cultist', 'southside-streets', CARD.storm, WHITE['southside-streets'], 'white'],
    ['star spawn (plus)', 'star-spawn', 'uptown-streets', CARD.storm, BLACK['uptown-streets'], 'black'],
    ['gug (slash)', 'gug', 'black-cave', CARD.manhunt, 'rivertown-streets', 'white (location → its street)'],
    ['gug (slash)', 'gug', 'black-cave', CARD.allQuiet, 'rivertown-streets', 'black (location → its street)'],
    ['elder thing (diamond)', 'elder-thing', 'science-building', CARD.campus, 'miskatonic-u-streets', 'black (location → its street)'],
  ])('MOVE-01 «Ruch potworów»: %s on %s follows the %s arrow → %s', (_name, kind, from, card, to, _colour) => {
    const uids: string[] = []
    const g = board(card).monster(kind, from, uids)
    const w = when(g, draw(card.id))
    expect(only(w.events, 'MonsterMoved')).toEqual([expect.objectContaining({ data: { uid: uids[0], from, to } })])
    expect(placeOf(w.state, uids[0])).toBe(to)
  })

  it('MOVE-02 «Ruch potworów»: a monster whose symbol is not on the card stays', () => {
    const uids: string[] = []
    const g = board(CARD.campus).monster('gug', 'rivertown-streets', uids)
    const w = when(g, draw(CARD.campus.id))
    expect(types(w.events)).not.toContain('MonsterMoved')
    expect(placeOf(w.state, uids[0])).toBe('rivertown-streets')
  })

  it.each([
    ['dark-young', 'northside-streets', CARD.allQuiet], // the rulebook's own example (hexagon, yellow border)
    ['ghost', 'southside-streets', CARD.storm],
    ['warlock', 'black-cave', CARD.campus],
  ])('MOVE-03 «Specjalny ruch potworów» stationary (yellow border): %s never moves, even when its symbol is on the card', (kind, from, card) => {
    const uids: string[] = []
    const w = when(board(card).monster(kind, from, uids), draw(card.id))
    expect(placeOf(w.state, uids[0])).toBe(from)
    expect(only(w.events, 'MythosMovesPlanned')[0].data.uids).not.toContain(uids[0])
  })

  it('MOVE-04 «Ruch potworów, a Badacze»: a monster on a space with an investigator does not move (Dhole and Amanda Sharpe)', () => {
    const uids: string[] = []
    const g = board(CARD.alienTech).monster('dhole', 'rivertown-streets', uids).investigator(2, 'rivertown-streets')
    const w = when(g, draw(CARD.alienTech.id))
    expect(placeOf(w.state, uids[0])).toBe('rivertown-streets')
    expect(types(w.events)).not.toContain('MonsterMoved')
  })

  it('MOVE-05 «Specjalny ruch potworów» fast (red border): moves twice along the arrows (the Dimensional Shambler example)', () => {
    const uids: string[] = []
    const g = board(CARD.alienTech).monster('dimensional-shambler', 'northside-streets', uids)
    const w = when(g, draw(CARD.alienTech.id))
    expect(only(w.events, 'MonsterMoved').map((e) => e.data.to)).toEqual(['downtown-streets', 'easttown-streets'])
  })

  it('MOVE-05 «Specjalny ruch potworów» fast from a location: to its street, then along the street arrow', () => {
    const uids: string[] = []
    const g = board(CARD.campus).monster('shoggoth', 'black-cave', uids) // diamond in the black box
    const w = when(g, draw(CARD.campus.id))
    expect(only(w.events, 'MonsterMoved').map((e) => e.data.to)).toEqual(['rivertown-streets', BLACK['rivertown-streets']])
  })

  it('MOVE-06 «Ruch potworów, a Badacze»: a fast monster stops on entering a space with an investigator', () => {
    const uids: string[] = []
    const g = board(CARD.alienTech).monster('dimensional-shambler', 'northside-streets', uids).investigator(1, 'downtown-streets')
    const w = when(g, draw(CARD.alienTech.id))
    expect(only(w.events, 'MonsterMoved').map((e) => e.data.to)).toEqual(['downtown-streets'])
  })
})

describe('MOVE flying monsters «POTWORY LATAJĄCE», «PRZESTWORZA»', () => {
  // byakhee: circle, flying; CARD.campus has circle in the white box
  const flyer = (from: string) => {
    const uids: string[] = []
    return { g: board(CARD.campus).monster('byakhee', from, uids), uid: () => uids[0] }
  }

  it('MOVE-07 «POTWORY LATAJĄCE» A: a flyer sharing its space with an investigator stays', () => {
    const { g, uid } = flyer('rivertown-streets')
    g.investigator(1, 'rivertown-streets', 1).investigator(2, 'easttown-streets', 0)
    const w = when(g, draw(CARD.campus.id))
    expect(placeOf(w.state, uid())).toBe('rivertown-streets')
  })

  it('MOVE-08 «POTWORY LATAJĄCE» B: from a location to the adjacent street with an investigator', () => {
    const { g, uid } = flyer('black-cave')
    g.investigator(3, 'rivertown-streets', 4)
    const w = when(g, draw(CARD.campus.id))
    expect(placeOf(w.state, uid())).toBe('rivertown-streets')
  })

  it('MOVE-09 «POTWORY LATAJĄCE» B: several adjacent streets: the one with the investigator of lowest current Sneak', () => {
    const { g, uid } = flyer('rivertown-streets')
    g.investigator(1, 'easttown-streets', 3).investigator(2, 'french-hill-streets', 1).investigator(3, 'merchant-district-streets', 2)
    const w = when(g, draw(CARD.campus.id))
    expect(placeOf(w.state, uid())).toBe('french-hill-streets')
  })

  it('MOVE-10 «POTWORY LATAJĄCE» B: a Sneak tie between streets is the first player\'s choice', () => {
    const { g, uid } = flyer('rivertown-streets')
    g.investigator(1, 'easttown-streets', 2).investigator(2, 'french-hill-streets', 2)
    const asked = when(g, draw(CARD.campus.id))
    expect(asked.state.pending).toEqual({ kind: 'monster-destination', uid: uid(), reason: 'flying-tie', options: ['easttown-streets', 'french-hill-streets'] })
    refused(asked.session, { type: 'ChooseMonsterDestination', data: { uid: uid(), to: 'sky' } }, 'monster/destination-not-allowed')
    refused(asked.session, { type: 'ChooseMonsterDestination', data: { uid: 'gug#1', to: 'easttown-streets' } }, 'choice/wrong-monster')
    const w = when(asked.session, { type: 'ChooseMonsterDestination', data: { uid: uid(), to: 'french-hill-streets' } })
    expect(placeOf(w.state, uid())).toBe('french-hill-streets')
    expect(types(w.events)).toContain('MythosPhaseEnded')
  })

  it('MOVE-10 «POTWORY LATAJĄCE» B: an unknown Sneak with several streets is asked, not guessed', () => {
    const { g } = flyer('rivertown-streets')
    g.investigator(1, 'easttown-streets').investigator(2, 'french-hill-streets', 0)
    const asked = when(g, draw(CARD.campus.id))
    expect(asked.state.pending).toMatchObject({ kind: 'monster-destination', reason: 'flying-tie' })
  })

  it('MOVE-11 «POTWORY LATAJĄCE» C: no investigator on its space or an adjacent street: to the Sky (investigators at adjacent locations do not count)', () => {
    const { g, uid } = flyer('rivertown-streets')
    g.investigator(1, 'black-cave', 0).investigator(2, 'northside-streets', 0) // Northside is not adjacent to Rivertown
    const w = when(g, draw(CARD.campus.id))
    expect(placeOf(w.state, uid())).toBe('sky')
  })

  it('MOVE-12 «PRZESTWORZA»: from the Sky a flyer swoops to any street with an investigator (lowest Sneak)', () => {
    const { g, uid } = flyer('sky')
    g.investigator(1, 'southside-streets', 2).investigator(2, 'northside-streets', 5).investigator(3, 'woods', 0)
    const w = when(g, draw(CARD.campus.id))
    expect(only(w.events, 'MonsterMoved')).toEqual([expect.objectContaining({ data: { uid: uid(), from: 'sky', to: 'southside-streets' } })])
  })

  it('MOVE-12 «PRZESTWORZA»: with nobody on a street, a flyer in the Sky stays there', () => {
    const { g, uid } = flyer('sky')
    g.investigator(1, 'woods', 0)
    const w = when(g, draw(CARD.campus.id))
    expect(placeOf(w.state, uid())).toBe('sky')
    expect(types(w.events)).not.toContain('MonsterMoved')
  })

  it('MOVE-13 «POTWORY LATAJĄCE»: a flyer whose symbol is not on the card does not move', () => {
    const { g, uid } = flyer('rivertown-streets')
    g.investigator(1, 'easttown-streets', 0)
    const w = when(g, draw(CARD.storm.id))
    expect(placeOf(w.state, uid())).toBe('rivertown-streets')
  })

  it('MOVE-14 «POTWORY LATAJĄCE»: two flyers with ties are asked one after the other, then the Mythos phase ends', () => {
    const uids: string[] = []
    const g = board(CARD.campus).monster('byakhee', 'rivertown-streets', uids).monster('mi-go', 'black-cave', uids)
    g.investigator(1, 'easttown-streets', 2).investigator(2, 'french-hill-streets', 2)
    const a1 = when(g, draw(CARD.campus.id))
    expect(a1.state.pending).toMatchObject({ uid: uids[0] })
    const a2 = when(a1.session, { type: 'ChooseMonsterDestination', data: { uid: uids[0], to: 'easttown-streets' } })
    // the Mi-Go at Black Cave has one adjacent street (Rivertown), empty now: it goes to the Sky without asking
    expect(placeOf(a2.state, uids[1])).toBe('sky')
    expect(a2.state.pending).toBeNull()
    expect(types(a2.events)).toContain('MythosPhaseEnded')
  })
})

describe('MOVE unique monsters «Specjalny ruch potworów»', () => {
  it('MOVE-15 «Specjalny ruch potworów» unique (green border): the players move it as its token says (a choice)', () => {
    const uids: string[] = []
    const g = board(CARD.alienTech).monster('hound-of-tindalos', 'rivertown-streets', uids).investigator(1, 'woods', 1)
    const asked = when(g, draw(CARD.alienTech.id))
    expect(asked.state.pending).toMatchObject({ kind: 'monster-destination', uid: uids[0], reason: 'unique-movement' })
    const options = asked.state.pending?.kind === 'monster-destination' ? asked.state.pending.options : []
    expect(options).toContain('rivertown-streets') // staying is allowed
    expect(options).toContain('woods')
    expect(options).not.toContain('outskirts')
    const w = when(asked.session, { type: 'ChooseMonsterDestination', data: { uid: uids[0], to: 'woods' } })
    expect(placeOf(w.state, uids[0])).toBe('woods')
  })

  // Innsmouth FAQ «Ruch Ogara z Tindalos»: the nearest investigator; equal distance → lower Sneak.
  it.each([
    ['nearest first', [['woods', 0], ['graveyard', 5]], ['graveyard', 'woods']],
    ['equal distance: lower Sneak first', [['graveyard', 3], ['black-cave', 1]], ['black-cave', 'graveyard']],
    ['equal distance, equal Sneak: both offered, by id', [['graveyard', 2], ['black-cave', 2]], ['black-cave', 'graveyard']],
    ['nobody on the board: it stays', [], ['rivertown-streets']],
  ] as const)('MOVE-16 «Ruch Ogara z Tindalos» (Innsmouth FAQ) the Hound\'s candidate places come first: %s', (_name, invs, want) => {
    const uids: string[] = []
    const g = board(CARD.alienTech).monster('hound-of-tindalos', 'rivertown-streets', uids)
    invs.forEach(([place, sneak], i) => g.investigator(i + 1, place, sneak))
    const asked = when(g, draw(CARD.alienTech.id))
    const p = asked.state.pending
    if (p?.kind !== 'monster-destination') throw new Error('expected a destination choice')
    expect(uniqueMoveSuggestions(asked.state, ah2eFullData, p.uid)).toEqual(want)
    for (const place of want) expect(p.options).toContain(place)
  })

  it('MOVE-17 the Chthonian stays (its quake is resolved from the token): staying is suggested', () => {
    const uids: string[] = []
    const g = board(CARD.allQuiet).monster('chthonian', 'rivertown-streets', uids).investigator(1, 'graveyard', 1)
    const asked = when(g, draw(CARD.allQuiet.id))
    expect(asked.state.pending).toMatchObject({ kind: 'monster-destination', reason: 'unique-movement' })
    expect(uniqueMoveSuggestions(asked.state, ah2eFullData, uids[0])).toEqual(['rivertown-streets'])
    expect(uniqueMoveSuggestions(asked.state, ah2eFullData, 'maniac#9')).toEqual([])
  })
})
